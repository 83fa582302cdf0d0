"""Duels between Perudo bots with options, for ablations the arena cannot seat.

    python -m bench.perudo hard hard:endgame=0 --games 400 --dice 2
    python -m bench.perudo hard:read_depth=1 normal --players 4

A bot is ``level`` or ``level:key=value,...`` with HardBot options (``samples``,
``read_depth``, ``crowd_read_depth``, ``endgame`` 0/1, ``exploit_margin``).  The first bot plays one
seat and the second all the others; seats rotate between games.  The figure is
the first bot's win rate with its 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import Any

from tablegames_qt.arena import play_game, wilson
from tablegames_qt.bots import Bot
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.games import make_bot


def parse_bot(spec: str) -> tuple[str, dict[str, Any]]:
    level, _, text = spec.partition(":")
    options: dict[str, Any] = {}
    for part in filter(None, text.split(",")):
        key, _, value = part.partition("=")
        number = float(value)
        if key == "endgame":
            options[key] = bool(number)
        elif key == "exploit_margin":
            options[key] = number
        else:
            options[key] = int(number)
    return level, options


def duel(
    first: str, second: str, games: int, seed: int, rules: PerudoRules, players: int = 2
) -> tuple[int, int]:
    """(wins of ``first``, games) over ``games`` games with rotating seats."""
    specs = [parse_bot(first)] + [parse_bot(second)] * (players - 1)
    master = random.Random(seed)
    rngs = [random.Random(f"{seed}:{e}") for e in range(players)]
    wins = 0
    for g in range(games):
        game = PerudoGame(players=players, rules=rules, seed=master.randrange(2**62))
        order = [(s - g) % players for s in range(players)]  # order[seat]: entrant there
        bots: list[Bot] = [make_bot("perudo", specs[e][0], **specs[e][1]) for e in order]
        play_game(game, bots, [rngs[e] for e in order])
        wins += order[game.winners()[0]] == 0
    return wins, games


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.perudo")
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dice", type=int, default=5, help="starting dice")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    rules = PerudoRules(starting_dice=args.dice)
    wins, games = duel(args.first, args.second, args.games, args.seed, rules, args.players)
    low, high = wilson(wins, games)
    print(f"{args.first} vs {args.second}: {wins}/{games} = {wins / games:.1%} "
          f"[{low:.1%}, {high:.1%}]")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
