"""Headless bot-vs-bot tournaments and throughput figures.

    python -m tablegames_qt.arena --game perudo --seats hard,normal,normal --games 1000 \
        --seed 1 --rotate --json
    python -m tablegames_qt.arena --game machacek --table --games 1000

Each entry of ``--seats`` is an *entrant* (a bot level: random, easy, normal,
hard).  With ``--rotate`` entrant i sits in seat (i + g) mod n in game g, so no
seat advantage biases the result.  Figures per entrant: wins, win rate with a
95 % Wilson interval, decision time p50/p95/max; overall games/s and actions/s.

Macháček plays single games (``games=1``, one cup round each) unless ``--rules``
says otherwise; Royal Casino also reports deals and deals won (the side with
the most points in a deal).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tablegames_qt.bots import Bot
from tablegames_qt.bots.random_bot import RandomBot
from tablegames_qt.engine import options
from tablegames_qt.engine.casino.events import DEAL_END
from tablegames_qt.engine.casino.scoring import DealResult
from tablegames_qt.engine.core import Event, Game
from tablegames_qt.games import names, spec

LEVELS_FOR_TABLE = ("random", "easy", "normal", "hard")


@dataclass
class Entrant:
    label: str
    level: str
    wins: float = 0.0
    games: int = 0
    deals: int = 0
    deals_won: float = 0.0
    times: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        out: dict[str, Any] = {
            "level": self.level,
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "win_rate_95": [low, high],
            "decisions": len(self.times),
            "decision_ms_p50": percentile(self.times, 50) * 1000,
            "decision_ms_p95": percentile(self.times, 95) * 1000,
            "decision_ms_max": (max(self.times) if self.times else 0.0) * 1000,
        }
        if self.deals:
            dlow, dhigh = wilson(self.deals_won, self.deals)
            out.update(deals=self.deals, deals_won=self.deals_won,
                       deal_win_rate=self.deals_won / self.deals, deal_win_rate_95=[dlow, dhigh])
        return out


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], pct: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(pct / 100 * len(ordered)) - 1))
    return ordered[index]


def parse_rules(game: str, text: str | None) -> Any:
    """A rules object from "key=value,key=value", read by the options its rules class
    describes (``engine/options.py``)."""
    rules = options.parse_rules(spec(game).rules, text or "")
    given = {part.partition("=")[0].strip() for part in (text or "").split(",")}
    if "games" not in given and any(option.field == "games" for option in spec(game).options):
        # a match plays one game here: the arena counts single games
        rules = dataclasses.replace(rules, games=1)
    return rules


def play_game(
    game: Game[Any, Any],
    bots: Sequence[Bot],
    rngs: Sequence[random.Random],
    times: list[list[float]] | None = None,
) -> tuple[int, list[Any]]:
    """Play ``game`` to the end; bots[seat] plays seat.  Returns (actions, events)."""
    actions = 0
    events: list[Any] = []
    clock = time.perf_counter
    while True:
        seat = game.current_player()
        if seat is None:
            break
        legal = game.legal_actions()
        view = game.view(seat)
        if times is not None:
            start = clock()
            action = bots[seat].choose(view, legal, rngs[seat])
            times[seat].append(clock() - start)
        else:
            action = bots[seat].choose(view, legal, rngs[seat])
        events.extend(game.apply(action))
        actions += 1
    return actions, events


def _deal_results(events: Sequence[Event]) -> list[DealResult]:
    """The DealResult of every finished Royal Casino deal in ``events``."""
    return [ended["result"] for event in events if (ended := DEAL_END.of(event)) is not None]


def run(
    game_name: str,
    seats: Sequence[str],
    games: int,
    seed: int,
    rotate: bool = False,
    rules: Any = None,
    timing: bool = True,
) -> dict[str, Any]:
    game_spec = spec(game_name)
    n = len(seats)
    entrants = [Entrant(f"{level}#{i}", level) for i, level in enumerate(seats)]
    master = random.Random(seed)
    # One stream of chance per entrant for the whole run: reproducible, and no
    # per-game generator seeding in the throughput figures.
    entrant_rngs = [random.Random(f"{seed}:{i}") for i in range(n)]
    total_actions = 0
    total_deals = 0
    started = time.perf_counter()
    for g in range(games):
        shift = g % n if rotate else 0
        # seat s is played by entrant order[s]
        order = [(s - shift) % n for s in range(n)]
        game_seed = master.randrange(2**62)
        game = game_spec.new_game(n, rules, game_seed)
        bots = [_bot_for(game_name, entrants[order[s]].level) for s in range(n)]
        rngs = [entrant_rngs[order[s]] for s in range(n)]
        times: list[list[float]] | None = [[] for _ in range(n)] if timing else None
        actions, events = play_game(game, bots, rngs, times)
        total_actions += actions
        for seat in range(n):
            entrants[order[seat]].games += 1
            if times is not None:
                entrants[order[seat]].times.extend(times[seat])
        winners = game.winners()
        for seat in winners:
            entrants[order[seat]].wins += 1
        total_deals += _count_deals(events, [entrants[order[s]] for s in range(n)])
    elapsed = time.perf_counter() - started
    return _report(game_name, seats, rotate, seed, rules, games, elapsed, total_actions,
                   total_deals, entrants)


def _count_deals(events: Sequence[Any], seated: Sequence[Entrant]) -> int:
    """Count each finished deal of a game of deals (Royal Casino) for the entrant in each
    seat (``seated[seat]``), and a deal's win for the side(s) with the most points in it;
    returns the deals."""
    deals = _deal_results(events)
    if deals:
        side_of = _casino_sides(len(seated))
        for result in deals:
            best = max(result.points)
            leaders = [side for side, p in enumerate(result.points) if p == best]
            for seat, entrant in enumerate(seated):
                entrant.deals += 1
                if side_of(seat) in leaders:
                    entrant.deals_won += 1 / len(leaders)
    return len(deals)


def _report(game_name: str, seats: Sequence[str], rotate: bool, seed: int, rules: Any,
            games: int, elapsed: float, total_actions: int, total_deals: int,
            entrants: Sequence[Entrant]) -> dict[str, Any]:
    """A run's figures (see :func:`run`)."""
    out: dict[str, Any] = {
        "game": game_name,
        "seats": list(seats),
        "rotate": rotate,
        "seed": seed,
        "rules": (dataclasses.asdict(rules)
                  if dataclasses.is_dataclass(rules) and not isinstance(rules, type) else None),
        "games": games,
        "seconds": elapsed,
        "games_per_s": games / elapsed if elapsed else 0.0,
        "actions": total_actions,
        "actions_per_s": total_actions / elapsed if elapsed else 0.0,
        "wins": [e.wins for e in entrants],
        "entrants": {e.label: e.summary() for e in entrants},
    }
    if total_deals:
        out["deals"] = total_deals
        out["deals_per_s"] = total_deals / elapsed if elapsed else 0.0
    return out


_STATELESS = RandomBot()


def _bot_for(game_name: str, level: str) -> Bot:
    # A fresh bot per seat and game (bots may remember what they saw); the random
    # bot remembers nothing, so one instance serves every seat.
    return _STATELESS if level == "random" else spec(game_name).make_bot(level)


def _casino_sides(players: int) -> Any:
    return (lambda seat: seat % 2) if players == 4 else (lambda seat: seat)


def round_robin(game_name: str, levels: Sequence[str], games: int, seed: int,
                rules: Any = None, players: int = 2) -> dict[str, Any]:
    """Every level against every other, heads-up (or one vs players-1 copies), rotated."""
    matrix: dict[str, dict[str, float]] = {}
    for a in levels:
        matrix[a] = {}
        for b in levels:
            if a == b:
                continue
            result = run(game_name, [a] + [b] * (players - 1), games, seed, rotate=True,
                         rules=rules, timing=False)
            matrix[a][b] = result["entrants"][f"{a}#0"]["win_rate"]
    return {"game": game_name, "games_per_pair": games, "players": players, "matrix": matrix}


def format_report(result: dict[str, Any]) -> str:
    lines = [
        f"{result['game']}: {result['games']} games in {result['seconds']:.1f} s "
        f"({result['games_per_s']:.0f} games/s, {result['actions_per_s']:.0f} actions/s)"
    ]
    if "deals" in result:
        lines[0] += f", {result['deals']} deals ({result['deals_per_s']:.0f}/s)"
    for label, s in result["entrants"].items():
        low, high = s["win_rate_95"]
        line = (f"  {label:>10}: {s['wins']:g} wins, {s['win_rate']:.1%} "
                f"[{low:.1%}, {high:.1%}]  decisions p50 {s['decision_ms_p50']:.2f} ms, "
                f"p95 {s['decision_ms_p95']:.2f} ms, max {s['decision_ms_max']:.2f} ms")
        if "deals" in s:
            line += f"; deals won {s['deal_win_rate']:.1%}"
        lines.append(line)
    return "\n".join(lines)


def format_matrix(table: dict[str, Any]) -> str:
    levels = list(table["matrix"])
    width = max(8, *(len(x) for x in levels))
    head = " " * width + "".join(f"{b:>{width}}" for b in levels)
    rows = [f"{table['game']}: win rate of row vs column ({table['games_per_pair']} games each)", head]
    for a in levels:
        cells = "".join(
            f"{'—':>{width}}" if a == b else f"{table['matrix'][a][b]:>{width}.1%}" for b in levels
        )
        rows.append(f"{a:>{width}}{cells}")
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tablegames_qt.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=names())
    parser.add_argument("--seats", default="random,random",
                        help="comma-separated bot levels, one per seat (random, easy, normal, hard)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rotate", action="store_true", help="rotate seats between games")
    parser.add_argument("--rules", help='rule options, e.g. "calza=true" or "games=10,truth=at_least"')
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--table", action="store_true", help="round-robin of all levels")
    parser.add_argument("--levels", default=",".join(LEVELS_FOR_TABLE),
                        help="levels in the --table round-robin")
    parser.add_argument("--players", type=int, default=2, help="players per game in --table")
    parser.add_argument("--no-timing", action="store_true", help="skip per-decision timing")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        rules = parse_rules(args.game, args.rules)
    except (TypeError, ValueError, options.UnknownOption) as exc:
        parser.error(f"bad --rules: {exc}")
    if args.table:
        table = round_robin(args.game, args.levels.split(","), args.games, args.seed, rules,
                            args.players)
        print(json.dumps(table, indent=2) if args.json else format_matrix(table))
        return 0
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    result = run(args.game, seats, args.games, args.seed, args.rotate, rules,
                 timing=not args.no_timing)
    print(json.dumps(result, indent=2) if args.json else format_report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
