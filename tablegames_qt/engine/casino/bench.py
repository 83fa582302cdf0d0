"""Throughput of the Royal Casino engine.

    python3 -m tablegames_qt.engine.casino.bench [seconds]

Prints (1) whole deals per second with random players through the arena's
loop (current_player -> view -> legal_actions -> random choice -> apply) for
2, 3 and 4 players, and (2) the time ``legal_actions()`` takes on a table of
12 loose cards and 2 builds.
"""

from __future__ import annotations

import random
import sys
import time

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.engine.casino.moves import Build, Position


def deals_per_second(players: int, seconds: float, seed: int = 1) -> tuple[float, float]:
    """(deals per second, plays per second) of random play for about ``seconds``."""
    from tablegames_qt.engine.casino.game import CasinoGame

    rng = random.Random(seed)
    deals = plays = 0
    start = time.process_time()
    game_seed = seed
    while time.process_time() - start < seconds:
        game = CasinoGame(players=players, seed=game_seed)
        game_seed += 1
        while True:
            seat = game.current_player()
            if seat is None:
                break
            game.view(seat)
            legal = game.legal_actions()
            events = game.apply(legal[rng.randrange(len(legal))])
            plays += 1
            deals += sum(1 for e in events if e.kind == "deal_end")
    elapsed = time.process_time() - start
    return deals / elapsed, plays / elapsed


def big_position() -> Position:
    """A table of 12 loose cards and 2 builds, a full hand (many groupings)."""
    loose = [Card(r, s) for r, s in [(1, "S"), (2, "H"), (3, "C"), (4, "D"), (5, "S"), (6, "H"),
                                      (7, "C"), (2, "D"), (3, "S"), (4, "H"), (1, "C"), (5, "D")]]
    b1 = Build((Card(6, "C"), Card(4, "S")), 10, 1, ((Card(6, "C"), Card(4, "S")),))
    b2 = Build((Card(8, "S"), Card(8, "H")), 8, 1, ((Card(8, "S"),), (Card(8, "H"),)))
    hand = [Card(10, "H"), Card(8, "D"), Card(9, "D"), Card(1, "H")]
    return Position(hand, [*loose, b1, b2], seat=0, side_of=(0, 1))


def legal_actions_ms(repeats: int = 30) -> tuple[float, int]:
    """(milliseconds per full listing on :func:`big_position`, number of plays)."""
    best = float("inf")
    count = 0
    for _ in range(repeats):
        pos = big_position()  # fresh: nothing cached between runs
        start = time.process_time()
        count = len(pos.plays())
        best = min(best, time.process_time() - start)
    return best * 1000, count


def main(argv: list[str]) -> None:
    seconds = float(argv[0]) if argv else 3.0
    for players in (2, 3, 4):
        deals, plays = deals_per_second(players, seconds)
        print(f"{players} players: {deals:7.1f} whole deals/s ({plays:8.0f} plays/s), random bots")
    ms, count = legal_actions_ms()
    print(f"legal_actions() on 12 loose cards + 2 builds: {ms:.2f} ms ({count} plays)")


if __name__ == "__main__":
    main(sys.argv[1:])
