"""Throughput of the Royal Casino engine.

    python3 -m bench.casino_engine [seconds]

Prints (1) whole deals per second with random players through the arena's
loop (current_player -> view -> legal_actions -> random choice -> apply) for
2, 3 and 4 players, and (2) how long listing every legal play takes
(what ``legal_actions()`` does: a fresh :class:`Position` and its plays) on
tables of 12 loose cards and 2 builds: random ones, and one of small cards
made to have as many plays as possible.

Times are CPU times of this process, so other programs on the machine
disturb them less than the wall clock (they still do, through shared caches).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

from tablegames_qt.engine.casino.cards import Card, full_deck
from tablegames_qt.engine.casino.plays import Build
from tablegames_qt.engine.casino.position import Position


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


def _single(owner: int, a: Card, b: Card) -> Build:
    group = tuple(sorted((a, b)))
    return Build(group, a.rank + b.rank, owner, (group,))


def random_big_position(rng: random.Random) -> Position:
    """12 random loose cards, two opponent's single builds, a hand of 4."""
    deck = full_deck()
    rng.shuffle(deck)
    builds: list[Build] = []
    while len(builds) < 2:
        a, b = deck.pop(), deck.pop()
        if a.rank + b.rank <= 14:
            builds.append(_single(1, a, b))
        else:
            deck.insert(0, a)
            deck.insert(0, b)
    return Position(deck[12:16], [*deck[:12], *builds], seat=0, side_of=(0, 1))


def crowded_position() -> Position:
    """12 small loose cards and 2 builds: thousands of distinct plays."""
    loose = [Card(r, s) for r, s in [(1, "S"), (2, "H"), (3, "C"), (4, "D"), (5, "S"), (6, "H"),
                                      (7, "C"), (2, "D"), (3, "S"), (4, "H"), (1, "C"), (5, "D")]]
    ten = _single(1, Card(6, "C"), Card(4, "S"))
    eights = Build((Card(8, "H"), Card(8, "S")), 8, 1, ((Card(8, "S"),), (Card(8, "H"),)))
    hand = [Card(10, "H"), Card(8, "D"), Card(9, "D"), Card(1, "H")]
    return Position(hand, [*loose, ten, eights], seat=0, side_of=(0, 1))


def _best_ms(make: Callable[[], Position], work: Callable[[Position], object],
             repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        position = make()  # fresh: nothing cached between runs
        start = time.process_time()
        work(position)
        best = min(best, time.process_time() - start)
    return best * 1000


def legal_actions_ms(tables: int = 200, repeats: int = 3,
                     seed: int = 1) -> tuple[list[float], list[int]]:
    """Per random big table: (best milliseconds to list its plays, plays)."""
    rng = random.Random(seed)
    times: list[float] = []
    counts: list[int] = []
    for _ in range(tables):
        position = random_big_position(rng)

        def fresh(p: Position = position) -> Position:
            return Position(p.hand, p.table, p.seat, p.side_of)

        times.append(_best_ms(fresh, Position.plays, repeats))
        counts.append(position.count())
    return times, counts


def main(argv: list[str]) -> None:
    seconds = float(argv[0]) if argv else 3.0
    for players in (2, 3, 4):
        deals, plays = deals_per_second(players, seconds)
        print(f"{players} players: {deals:6.1f} whole deals/s ({plays:6.0f} plays/s), "
              "random bots, full legal_actions() every turn")
    times, counts = legal_actions_ms()
    ordered = sorted(times)
    print(
        f"legal_actions() on {len(times)} random tables of 12 loose cards + 2 builds: "
        f"median {statistics.median(times):.2f} ms, 90% {ordered[int(len(ordered) * 0.9)]:.2f} ms, "
        f"max {ordered[-1]:.2f} ms (median {statistics.median(counts):.0f} plays, "
        f"max {max(counts)})"
    )
    crowded = crowded_position()
    print(
        f"crowded table (12 small loose cards + 2 builds, {crowded.count()} plays): "
        f"legal_actions() {_best_ms(crowded_position, Position.plays, 10):.2f} ms, "
        f"count() {_best_ms(crowded_position, Position.count, 10):.2f} ms, "
        f"best_captures() {_best_ms(crowded_position, Position.best_captures, 10):.2f} ms"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
