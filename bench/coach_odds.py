"""Do the coach's stated odds ever contradict its advice without a word of why?

    python -m bench.coach_odds --positions 1000            # Perudo and Macháček
    python -m bench.coach_odds --game perudo --positions 2000 --seed 5

Seeded games are played by computer players; at every decision of seat 0 that answers
something (a standing Perudo bid, a Macháček claim) the coach is asked, as the Hint
button asks it. A hint *contradicts its odds* when the dice alone make it look wrong
(``coach.perudo.contradicts``, ``coach.machacek.contradicts``: a raise to a bid under
20 % while Dudo wins over 60 %, a Dudo on a bid over 60 % likely; believing a claim
doubting would catch over 60 % of the time, doubting one over 60 % likely). Every such
hint must say in words what else the coach knows (the bids read, how honest such a
claim is) — :func:`unexplained` finds those that do not; the figure must be 0.

Also printed: how often the dice alone contradict the advice, how often even the read
does (the reason then says why the bold play still pays), and for Perudo how well each
chance foretells the standing bid (its Brier score against the dice revealed: lower
is better). ``tests/coach/test_stated_odds.py`` runs a fixed sample of this.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from tablegames_qt.coach import Advice, Reason, advise
from tablegames_qt.coach import machacek as coach_machacek
from tablegames_qt.coach import perudo as coach_perudo
from tablegames_qt.engine.machacek import Believe, Doubt, MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import Bid, Dudo, PerudoGame, count_in_hand
from tablegames_qt.games import make_bot, spec

GAMES = ("perudo", "machacek")
#: the computer players the positions come from (seat 0 plays the first)
LEVELS = ("normal", "easy", "hard")


@dataclass(frozen=True)
class Position:
    """A decision of seat 0 that answers a bid or claim, with what it could not see."""

    game: str
    view: Any
    legal: tuple[Any, ...]
    #: Perudo: whether the standing bid is really true (the hidden dice counted)
    truly: bool | None = None


def _standing_true(game: PerudoGame) -> bool | None:
    view = game.view(0)
    bid = view.last_bid
    if bid is None:
        return None
    hands = [game.view(seat).own_dice for seat in range(game.players)]
    return sum(count_in_hand(hand, bid.face, view.maputo) for hand in hands) >= bid.quantity


def positions(game: str, count: int, seed: int) -> Iterator[Position]:
    """``count`` positions of ``game`` from seeded games (2–6 players) of computer players."""
    master = random.Random(seed)
    found = 0
    while found < count:
        players = master.randint(2, 6) if game == "perudo" else master.randint(2, 5)
        game_seed = master.randrange(2**32)
        levels = [master.choice(LEVELS[:2])] + [master.choice(LEVELS) for _ in range(players - 1)]
        bots = [make_bot(game, level) for level in levels]
        rng = random.Random(game_seed)
        if game == "perudo":
            play: Any = PerudoGame(players=players, seed=game_seed)
        else:
            play = MachacekGame(players=players, rules=MachacekRules(games=1), seed=game_seed)
        while not play.is_over() and found < count:
            seat = play.current_player()
            if seat is None:
                break
            legal = play.legal_actions()
            view = play.view(seat)
            if seat == 0 and _answers(game, legal):
                truly = _standing_true(play) if game == "perudo" else None
                yield Position(game, view, tuple(legal), truly)
                found += 1
            play.apply(bots[seat].choose(view, legal, rng))


def _answers(game: str, legal: Sequence[Any]) -> bool:
    if game == "perudo":
        return Dudo() in legal
    return Doubt() in legal


def has_clause(reason: Reason, templates: frozenset[str]) -> Reason | None:
    """The clause of ``reason`` (or itself) whose template is one of ``templates``."""
    if reason.template in templates:
        return reason
    for value in reason.data.values():
        if isinstance(value, Reason):
            found = has_clause(value, templates)
            if found is not None:
                return found
    return None


@dataclass(frozen=True)
class Judged:
    """One hint judged: whether the dice alone contradict it, whether the reason reads the
    bids (or claims), whether even that read contradicts it, and whether that is said."""

    by_dice: bool
    read_said: bool
    by_read: bool
    explained: bool


def judge(position: Position, advice: Advice) -> Judged:
    view, action = position.view, advice.action
    if position.game == "perudo":
        standing = view.last_bid
        dice = coach_perudo.bid_chance(standing, view.own_dice, view.unseen_dice, view.maputo)
        own = (coach_perudo.bid_chance(action, view.own_dice, view.unseen_dice, view.maputo)
               if isinstance(action, Bid) else None)
        by_dice = coach_perudo.contradicts(action, dice, own)
        read_clause = has_clause(advice.reason, coach_perudo.READ_TEMPLATES)
        reads = coach_perudo.read_chances(view, [standing, action] if isinstance(action, Bid)
                                          else [standing])
        by_read = coach_perudo.contradicts(action, reads[0], reads[1] if len(reads) > 1 else None)
        reconciling = {coach_perudo.V_BOLD, coach_perudo.V_RAISE_WORSE}
    else:
        chance = coach_machacek.standing_chance(view)
        by_dice = coach_machacek.contradicts(action, chance)
        read_clause = has_clause(advice.reason, coach_machacek.READ_TEMPLATES)
        by_read = coach_machacek.contradicts(action, coach_machacek.read_chance(view))
        reconciling = {coach_machacek.V_BELIEVE_RISK, coach_machacek.V_HARD_TO_BEAT}
    verdict = read_clause.data.get("verdict") if read_clause is not None else None
    said_why = isinstance(verdict, Reason) and verdict.template in reconciling
    explained = (not by_dice or read_clause is not None) and (not by_read or said_why)
    return Judged(by_dice, read_clause is not None, by_read, explained)


def unexplained(position: Position, advice: Advice) -> bool:
    """A hint whose stated odds contradict it without a reason in words."""
    return not judge(position, advice).explained


def run(game: str, count: int, seed: int) -> dict[str, float]:
    tally = {"positions": 0, "by_dice": 0, "read_said": 0, "by_read": 0, "unexplained": 0,
             "believe_or_raise": 0}
    brier_dice = brier_read = 0.0
    brier_n = 0
    true_when_contradicted = 0
    for position in positions(game, count, seed):
        advice = advise(spec(game).coach, position.view, position.legal)
        judged = judge(position, advice)
        tally["positions"] += 1
        tally["by_dice"] += judged.by_dice
        tally["read_said"] += judged.read_said
        tally["by_read"] += judged.by_read
        tally["unexplained"] += not judged.explained
        tally["believe_or_raise"] += isinstance(advice.action, Bid | Believe)
        if position.truly is not None:
            view = position.view
            dice = coach_perudo.bid_chance(view.last_bid, view.own_dice, view.unseen_dice, view.maputo)
            read = coach_perudo.read_chance(view, view.last_bid)
            truth = 1.0 if position.truly else 0.0
            brier_dice += (dice - truth) ** 2
            brier_read += (read - truth) ** 2
            brier_n += 1
            true_when_contradicted += judged.by_dice and position.truly
    if brier_n:
        tally["brier_dice"] = brier_dice / brier_n
        tally["brier_read"] = brier_read / brier_n
        tally["true_when_contradicted"] = true_when_contradicted
    return tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    failed = False
    for game in args.game or GAMES:
        tally = run(game, args.positions, args.seed)
        n = tally["positions"]
        print(f"{game}: {n:.0f} positions (seed {args.seed})")
        print(f"  contradicted by the dice alone: {tally['by_dice']:.0f} "
              f"({100 * tally['by_dice'] / n:.1f} %)")
        if "true_when_contradicted" in tally and tally["by_dice"]:
            print(f"    of those, the standing bid was really true: {tally['true_when_contradicted']:.0f}"
                  f" ({100 * tally['true_when_contradicted'] / tally['by_dice']:.0f} %)")
        print(f"  reason says what the bids/claims tell: {tally['read_said']:.0f}")
        print(f"  contradicted even by that read: {tally['by_read']:.0f} (said why in words)")
        print(f"  unexplained: {tally['unexplained']:.0f}")
        if "brier_dice" in tally:
            print(f"  Brier score of the standing bid: dice alone {tally['brier_dice']:.3f}, "
                  f"with the bids read {tally['brier_read']:.3f}")
        failed = failed or tally["unexplained"] > 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
