"""Win rates of a Macháček bot against the fixed strategies (and the levels).

    python -m bench.machacek --level hard --games 1000 --seed 1 \
        [--against gauntlet,equilibrium,easy,normal] [--keep] \
        [--rules truth=at_least] [--options '{"exploit": 0}'] [--json]
    python -m bench.machacek --level hard --games 2000 --seed 1 \
        --against easy,normal,equilibrium,gauntlet --rules games=10 \
        --compare equilibrium --table

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
the figure is the share won, and losses and draws are reported beside it,
with won − lost and its standard deviation and the share of the single games
inside the matches that the bot won.  ``--compare LEVEL`` plays the same games
(the same seeds) with LEVEL in the bot's place; ``--table`` ends with a
Markdown table, one row per opponent and level.  The
arena cannot seat the fixed strategies by name, so this reuses its
``play_game`` and ``wilson``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Sequence
from typing import Any

from tablegames_qt.arena import parse_rules, percentile, play_game, wilson
from tablegames_qt.bots.machacek.fixed import EXTRA, FIXED, GAUNTLET, PEOPLE, make_fixed
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.games import make_bot

DEFAULT_AGAINST = (*FIXED, "easy", "normal")
#: what a bot may report having given up against an equilibrium player
PAID = ("paid", "paid_stake")


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
    docstring); ``keep``: one instance of ``level`` for all of them.

    Besides the engine games won, lost and drawn: ``game_wins``/``game_count``,
    the single games won inside them (each engine game is one game unless
    ``rules.games`` makes it a match), by their number in the match
    (``by_game``) and by who opened them (``opening``/``answering``: [won,
    played]); ``diff``, won minus lost, with ``diff_sd``, its standard
    deviation as measured (``sqrt(n · var)`` of the per-match +1/0/−1); and
    ``paid``, what the bot under test reports having given up against an
    equilibrium player in chances of winning a game (its ``paid`` attribute,
    summed; absent otherwise), and ``paid_stake``, each weighed by what its
    game meant to the match (``safe.stake``).
    """
    master = random.Random(seed)
    wins = losses = 0
    starts_won = 0
    times: list[float] = []
    kept = _make(level, options) if keep else None
    by_game: list[list[int]] = []
    opening = [0, 0]
    answering = [0, 0]
    paid: dict[str, float] = {}
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
        before = {key: getattr(mine, key, None) for key in PAID}
        _, events = play_game(game, bots, rngs, seat_times)
        for key, old in before.items():
            new = getattr(mine, key, None)
            if isinstance(new, float) and isinstance(old, float):
                paid[key] = paid.get(key, 0.0) + new - old
        times.extend(seat_times[me])
        starter = opener
        for event in events:
            if event.kind == "game_start":
                starter = event.seat
            elif event.kind == "game_over":
                number, won = event.data["game"], int(event.data["winner"] == me)
                while len(by_game) < number:
                    by_game.append([0, 0])
                by_game[number - 1][0] += won
                by_game[number - 1][1] += 1
                side = opening if starter == me else answering
                side[0] += won
                side[1] += 1
        winners = game.winners()
        if winners == [me]:
            wins += 1
            starts_won += opener == me
        elif me not in winners:
            losses += 1
    low, high = wilson(wins, games)
    diff = wins - losses
    variance = (wins + losses) / games - (diff / games) ** 2 if games else 0.0
    game_wins = sum(w for w, _ in by_game)
    game_count = sum(n for _, n in by_game)
    result: dict[str, Any] = {
        "level": level, "opponent": opponent, "games": games, "wins": wins,
        "losses": losses, "draws": games - wins - losses, "keep": keep,
        "win_rate": wins / games, "win_rate_95": [low, high], "won_as_starter": starts_won,
        "diff": diff, "diff_sd": math.sqrt(games * max(0.0, variance)),
        "game_wins": game_wins, "game_count": game_count,
        "game_rate": game_wins / game_count if game_count else 0.0,
        "game_rate_95": list(wilson(game_wins, game_count)),
        "by_game": by_game, "opening": opening, "answering": answering,
        "decision_ms_p50": percentile(times, 50) * 1000,
        "decision_ms_p95": percentile(times, 95) * 1000,
        "decision_ms_max": (max(times) if times else 0.0) * 1000,
    }
    result.update(paid)
    return result


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
    parser.add_argument("--compare", metavar="LEVEL",
                        help="also play the same games (same seeds) with LEVEL in its place, "
                             "e.g. equilibrium")
    parser.add_argument("--table", action="store_true",
                        help="end with a Markdown table, one row per opponent")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rules = parse_rules("machacek", args.rules)
    options = json.loads(args.options) if args.options else None
    results = []
    for name in opponents(args.against):
        row = [match(args.level, name, args.games, args.seed, rules, options, args.keep)]
        if args.compare:
            row.append(match(args.compare, name, args.games, args.seed, rules, None, args.keep))
        results.append(row)
        if not args.json:
            for r in row:
                print(format_line(r), flush=True)
    if args.json:
        print(json.dumps(results if args.compare else [row[0] for row in results], indent=2))
    elif args.table:
        print()
        print(format_table(results))
    return 0


def format_line(r: dict[str, Any]) -> str:
    low, high = r["win_rate_95"]
    line = (f"{r['level']} vs {r['opponent']:>17}: {r['wins']}/{r['games']} = {r['win_rate']:.1%} "
            f"[{low:.1%}, {high:.1%}]")
    if r["draws"] or r["wins"] + r["losses"] != r["games"]:
        line += f" (lost {r['losses']}, drawn {r['draws']})"
    if r["game_count"] > r["games"]:
        line += (f"; won-lost {r['diff']:+d} (sd {r['diff_sd']:.0f}); games inside "
                 f"{r['game_wins']}/{r['game_count']} = {r['game_rate']:.1%}")
    if "paid" in r:
        line += f"; paid vs equilibrium {r['paid']:.3f}"
        if "paid_stake" in r:
            line += f" (by stake {r['paid_stake']:.3f})"
    return line + (f"  decisions p50 {r['decision_ms_p50']:.2f} ms, "
                   f"p95 {r['decision_ms_p95']:.2f} ms, max {r['decision_ms_max']:.2f} ms")


def _share(won: int, played: int) -> str:
    return f"{won / played:.1%}" if played else "–"


def format_table(rows: Sequence[Sequence[dict[str, Any]]]) -> str:
    """One Markdown row per opponent: every level's matches won / lost / drawn,
    the share won with its 95 % interval, won − lost with its standard
    deviation, and the single games won inside the matches (all, as opener,
    as answerer, and in the match's first and last game)."""
    head = ("| opponent | level | won / lost / drawn | won | 95 % interval | won − lost (sd) "
            "| games won | opening | answering | game 1 | last game | p95 ms |")
    lines = [head, "| " + " | ".join(["---"] * 12) + " |"]
    for row in rows:
        for r in row:
            low, high = r["win_rate_95"]
            first = r["by_game"][0] if r["by_game"] else [0, 0]
            last = r["by_game"][-1] if r["by_game"] else [0, 0]
            lines.append(
                f"| {r['opponent']} | {r['level']} | {r['wins']} / {r['losses']} / {r['draws']} "
                f"| {r['win_rate']:.1%} | {low:.1%}–{high:.1%} | {r['diff']:+d} ({r['diff_sd']:.0f}) "
                f"| {_share(r['game_wins'], r['game_count'])} | {_share(*r['opening'])} "
                f"| {_share(*r['answering'])} | {_share(*first)} | {_share(*last)} "
                f"| {r['decision_ms_p95']:.1f} |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
