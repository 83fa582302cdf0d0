"""Win rates of a Macháček bot against the fixed strategies (and the levels).

    python -m bench.machacek --level hard --games 1000 --seed 1 \
        [--against gauntlet,equilibrium,easy,normal] [--keep] \
        [--rules truth=at_least] [--options '{"exploit": 0}'] [--json]

Two players, one engine game each (``games=1``, a single game, as the arena
plays Macháček, unless ``--rules games=10`` makes every engine game a match).
The bot under test changes seat every game and opens every other game (it
opens games 0 and 1 of every four, its opponent games 2 and 3), so neither
the seat nor the opener's edge biases the figure.  ``--level`` may also name
a fixed strategy (``--level equilibrium`` gives the equilibrium's own scores).
``gauntlet`` in ``--against`` stands for every style of ``fixed.GAUNTLET``.

A fresh bot plays every engine game unless ``--keep``: then one instance of the
bot under test plays the whole run (as one bot kept across many games would),
and must tell one game from the next by itself.

With matches (``games`` > 1) a match is won, lost or drawn (level on games won);
the figure is the share won, and losses and draws are reported beside it.  The
arena cannot seat the fixed strategies by name, so this reuses its
``play_game`` and ``wilson``.
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
from tablegames_qt.bots.machacek.fixed import EXTRA, FIXED, GAUNTLET, PEOPLE, make_fixed
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules

DEFAULT_AGAINST = (*FIXED, "easy", "normal")


def _make(name: str, options: dict[str, Any] | None = None) -> Any:
    if name in FIXED or name in PEOPLE or name in EXTRA:
        return make_fixed(name)
    return make_bot("machacek", name, **(options or {}))


def opponents(text: str) -> list[str]:
    """The names in ``--against``, with ``gauntlet`` spelled out."""
    out: list[str] = []
    for name in (part.strip() for part in text.split(",")):
        if name == "gauntlet":
            out.extend(GAUNTLET)
        elif name:
            out.append(name)
    return out


def match(level: str, opponent: str, games: int, seed: int, rules: MachacekRules,
          options: dict[str, Any] | None = None, keep: bool = False) -> dict[str, Any]:
    """``level`` (made with ``options``) against ``opponent`` over ``games``
    two-player engine games, seat and opener alternating (see the module
    docstring); ``keep``: one instance of ``level`` for all of them."""
    master = random.Random(seed)
    wins = losses = 0
    starts_won = 0
    times: list[float] = []
    kept = _make(level, options) if keep else None
    for g in range(games):
        me = g % 2
        opener = me if (g // 2) % 2 == 0 else 1 - me
        game_seed = master.randrange(2**62)
        game = MachacekGame(players=2, rules=rules, seed=game_seed, first_player=opener)
        mine = kept if kept is not None else _make(level, options)
        theirs = _make(opponent)
        bots = [mine, theirs] if me == 0 else [theirs, mine]
        rngs = [random.Random(game_seed * 31 + s) for s in range(2)]
        seat_times: list[list[float]] = [[], []]
        play_game(game, bots, rngs, seat_times)
        times.extend(seat_times[me])
        winners = game.winners()
        if winners == [me]:
            wins += 1
            starts_won += opener == me
        elif me not in winners:
            losses += 1
    low, high = wilson(wins, games)
    return {
        "level": level, "opponent": opponent, "games": games, "wins": wins,
        "losses": losses, "draws": games - wins - losses, "keep": keep,
        "win_rate": wins / games, "win_rate_95": [low, high], "won_as_starter": starts_won,
        "decision_ms_p50": percentile(times, 50) * 1000,
        "decision_ms_p95": percentile(times, 95) * 1000,
        "decision_ms_max": (max(times) if times else 0.0) * 1000,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.machacek",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default=",".join(DEFAULT_AGAINST))
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", help='rule options, e.g. "truth=at_least" (games=1 unless set)')
    parser.add_argument("--options", help="keyword options of the bot under test, as JSON")
    parser.add_argument("--keep", action="store_true",
                        help="one instance of the bot under test for the whole run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rules = parse_rules("machacek", args.rules)
    options = json.loads(args.options) if args.options else None
    results = []
    for name in opponents(args.against):
        r = match(args.level, name, args.games, args.seed, rules, options, args.keep)
        results.append(r)
        if not args.json:
            print(format_line(r), flush=True)
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


def format_line(r: dict[str, Any]) -> str:
    low, high = r["win_rate_95"]
    line = (f"{r['level']} vs {r['opponent']:>17}: {r['wins']}/{r['games']} = {r['win_rate']:.1%} "
            f"[{low:.1%}, {high:.1%}]")
    if r["draws"] or r["wins"] + r["losses"] != r["games"]:
        line += f" (lost {r['losses']}, drawn {r['draws']})"
    return line + (f"  decisions p50 {r['decision_ms_p50']:.2f} ms, "
                   f"p95 {r['decision_ms_p95']:.2f} ms, max {r['decision_ms_max']:.2f} ms")


if __name__ == "__main__":
    sys.exit(main())
