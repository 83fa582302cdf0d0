"""Win rates of a Macháček bot against the fixed strategies (and the levels).

    python -m tablegames_qt.bench.machacek --level hard --games 1000 --seed 1 \
        [--against always-truthful,always-bluff,always-doubt,never-doubt,random,easy,normal] \
        [--rules truth=at_least] [--options '{"exploit": 0}'] [--json]

Two players, one game each (``games=1``, as the arena plays Macháček), seats
alternating so that the bot starts half of the games.  The arena cannot seat
the fixed strategies by name, so this reuses its ``play_game`` and ``wilson``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from typing import Any

from tablegames_qt.arena import parse_rules, percentile, play_game, wilson
from tablegames_qt.bots import make_bot
from tablegames_qt.bots.machacek.fixed import EXTRA, FIXED, make_fixed
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules

DEFAULT_AGAINST = (*FIXED, "easy", "normal")


def _make(name: str, options: dict[str, Any] | None = None) -> Any:
    if name in FIXED or name in EXTRA:
        return make_fixed(name)
    return make_bot("machacek", name, **(options or {}))


def match(level: str, opponent: str, games: int, seed: int, rules: MachacekRules,
          options: dict[str, Any] | None = None) -> dict[str, Any]:
    """``level`` (made with ``options``) against ``opponent`` over ``games``
    two-player games, seats alternating."""
    master = random.Random(seed)
    wins = 0
    starts_won = 0
    times: list[float] = []
    for g in range(games):
        me = g % 2
        game_seed = master.randrange(2**62)
        game = MachacekGame(players=2, rules=rules, seed=game_seed)
        mine, theirs = _make(level, options), _make(opponent)
        bots = [mine, theirs] if me == 0 else [theirs, mine]
        rngs = [random.Random(game_seed * 31 + s) for s in range(2)]
        seat_times: list[list[float]] = [[], []]
        starter = game.view(0).order[0]
        play_game(game, bots, rngs, seat_times)
        times.extend(seat_times[me])
        if me in game.winners():
            wins += 1
            starts_won += starter == me
    low, high = wilson(wins, games)
    return {
        "level": level, "opponent": opponent, "games": games, "wins": wins,
        "win_rate": wins / games, "win_rate_95": [low, high], "won_as_starter": starts_won,
        "decision_ms_p50": percentile(times, 50) * 1000,
        "decision_ms_p95": percentile(times, 95) * 1000,
        "decision_ms_max": (max(times) if times else 0.0) * 1000,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tablegames_qt.bench.machacek",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default=",".join(DEFAULT_AGAINST))
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", help='rule options, e.g. "truth=at_least" (games=1 unless set)')
    parser.add_argument("--options", help="keyword options of the bot under test, as JSON")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rules = parse_rules("machacek", args.rules)
    options = json.loads(args.options) if args.options else None
    results = [match(args.level, name.strip(), args.games, args.seed, rules, options)
               for name in args.against.split(",") if name.strip()]
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    for r in results:
        low, high = r["win_rate_95"]
        print(f"{r['level']} vs {r['opponent']:>15}: {r['wins']}/{r['games']} = {r['win_rate']:.1%} "
              f"[{low:.1%}, {high:.1%}]  decisions p50 {r['decision_ms_p50']:.2f} ms, "
              f"p95 {r['decision_ms_p95']:.2f} ms, max {r['decision_ms_max']:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
