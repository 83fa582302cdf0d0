"""The coach's chances against exact enumeration over every roll of the hidden dice.

Perudo: the positions are real games (2-3 players, 1-3 dice each) in normal
and Maputo rounds, with bids on ones and on other faces; the truth of a bid for
each way the unseen dice can fall is counted with the engine's own rule.
Macháček: every claim under both truth rules against the 36 rolls.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Sequence
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegames_qt import coach
from tablegames_qt.coach import machacek as machacek_coach
from tablegames_qt.coach import perudo as perudo_coach
from tablegames_qt.engine.core import Action
from tablegames_qt.engine.machacek import (
    MACHACEK,
    VALUES,
    Announce,
    MachacekGame,
    MachacekRules,
    is_true,
    value_of,
)
from tablegames_qt.engine.perudo import (
    DECLARE_MAPUTO,
    DECLINE_MAPUTO,
    Bid,
    PerudoGame,
    PerudoRules,
    PerudoView,
    count_for_bid,
)
from tablegames_qt.games import spec

# -- Perudo ---------------------------------------------------------------------------


def enumerated_truth(view: PerudoView, bid: Bid) -> Fraction:
    """P(bid is true) over every roll of the dice ``view.seat`` cannot see."""
    others = [c for s, c in enumerate(view.dice_counts) if s != view.seat]
    unseen = sum(others)
    true = 0
    for roll in itertools.product(range(1, 7), repeat=unseen):
        hands: list[Sequence[int]] = [view.own_dice]
        start = 0
        for c in others:
            hands.append(roll[start : start + c])
            start += c
        true += count_for_bid(hands, bid.face, view.maputo) >= bid.quantity
    return Fraction(true, 6**unseen)


def enumerated_exact(view: PerudoView, bid: Bid) -> Fraction:
    """P(exactly bid.quantity dice count), the same way: the odds of a right Calza."""
    unseen = view.unseen_dice
    hits = 0
    for roll in itertools.product(range(1, 7), repeat=unseen):
        hits += count_for_bid([view.own_dice, roll], bid.face, view.maputo) == bid.quantity
    return Fraction(hits, 6**unseen)


@st.composite
def perudo_positions(draw: st.DrawFn) -> tuple[PerudoView, list[Action]]:
    """The view and legal actions of the seat to move in a game after one or two bids,
    at most five dice hidden from it; in a Maputo round when the draw says so."""
    players = draw(st.integers(2, 3))
    maputo = draw(st.booleans())
    counts = [draw(st.integers(1, 3)) for _ in range(players)]
    if maputo:
        counts[0] = 1  # the opener declares Maputo with a single die
    dice = [[draw(st.integers(1, 6)) for _ in range(c)] for c in counts]
    rules = PerudoRules(ones_opening=draw(st.booleans()), calza=draw(st.booleans()))
    game = PerudoGame(players=players, rules=rules, dice=dice, first_player=0, seed=1)
    if game.view(0).maputo_pending:
        game.apply(DECLARE_MAPUTO if maputo else DECLINE_MAPUTO)
    for _ in range(draw(st.integers(1, 2))):
        bids = [a for a in game.legal_actions() if isinstance(a, Bid)]
        if not bids:
            break
        game.apply(draw(st.sampled_from(bids)))
    seat = game.current_player()
    assert seat is not None
    view = game.view(seat)
    assert view.maputo == maputo and view.last_bid is not None
    return view, game.legal_actions()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(perudo_positions())
def test_perudo_standing_bid_chance_is_the_enumerated_one(
    position: tuple[PerudoView, list[Action]],
) -> None:
    view, _ = position
    bid = view.last_bid
    assert bid is not None
    chance = perudo_coach.standing_chance(view)
    assert chance == pytest.approx(float(enumerated_truth(view, bid)), abs=1e-12)
    assert perudo_coach.exact_chance(
        bid, view.own_dice, view.unseen_dice, view.maputo
    ) == pytest.approx(float(enumerated_exact(view, bid)), abs=1e-12)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(perudo_positions())
def test_perudo_advice_carries_the_enumerated_chance(
    position: tuple[PerudoView, list[Action]],
) -> None:
    view, legal = position
    assert view.last_bid is not None
    advice = coach.advise(spec("perudo").coach, view, legal)
    assert advice.chance == pytest.approx(float(enumerated_truth(view, view.last_bid)), abs=1e-12)


@pytest.mark.parametrize("maputo", [False, True])
@pytest.mark.parametrize("face", [1, 2, 6])
def test_every_bid_of_a_three_player_table_against_enumeration(maputo: bool, face: int) -> None:
    """Seat 1 holds [1, 2]; seats 0 and 2 hold 1 and 2 dice, hidden from it."""
    game = PerudoGame(players=3, dice=[[6], [1, 2], [3, 1]], first_player=0, seed=3)
    game.apply(DECLARE_MAPUTO if maputo else DECLINE_MAPUTO)
    view = game.view(1)
    assert view.maputo is maputo and view.unseen_dice == 3
    for quantity in range(1, view.total_dice + 1):
        bid = Bid(quantity, face)
        chance = perudo_coach.bid_chance(bid, view.own_dice, view.unseen_dice, view.maputo)
        assert chance == pytest.approx(float(enumerated_truth(view, bid)), abs=1e-12)


def test_worked_example_dice_from_the_first_players_seat() -> None:
    """A [1,3,3,5,6] against five hidden dice (the rule file's worked example)."""
    game = PerudoGame(players=2, dice=[[1, 3, 3, 5, 6], [2, 3, 4, 6, 6]], first_player=1, seed=0)
    game.apply(Bid(4, 3))
    view = game.view(0)
    # ones wild: A holds three threes and needs one more of five dice at 1/3 each
    assert perudo_coach.standing_chance(view) == pytest.approx(1 - (2 / 3) ** 5)
    assert perudo_coach.bid_chance(Bid(5, 6), view.own_dice, 5, False) == pytest.approx(
        float(enumerated_truth(view, Bid(5, 6)))
    )
    # a bid on ones counts ones only, at 1/6 each: A holds one of "3 ones"
    ones = Bid(3, 1)
    assert perudo_coach.bid_chance(ones, view.own_dice, 5, False) == pytest.approx(
        1 - (5 / 6) ** 5 - 5 * (1 / 6) * (5 / 6) ** 4
    )
    # the same dice in a Maputo round: ones are not wild, A holds two threes of "3 threes"
    maputo = dataclasses.replace(view, table=dataclasses.replace(view.table, maputo=True))
    assert perudo_coach.standing_chance(
        dataclasses.replace(maputo, bids=((1, Bid(3, 3)),))
    ) == pytest.approx(1 - (5 / 6) ** 5)


def test_no_standing_bid_no_chance() -> None:
    game = PerudoGame(players=2, dice=[[2, 3], [4, 5]], first_player=0, seed=0)
    advice = coach.advise(spec("perudo").coach, game.view(0), game.legal_actions())
    assert advice.chance is None
    assert isinstance(advice.action, Bid)


# -- Macháček -------------------------------------------------------------------------

ROLLS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def enumerated_claim(value: int, truth: str) -> Fraction:
    return Fraction(sum(is_true(value_of(a, b), value, truth) for a, b in ROLLS), 36)


@pytest.mark.parametrize("truth", ["exact", "at_least"])
def test_every_claim_against_the_36_rolls(truth: str) -> None:
    for value in VALUES:
        assert coach.claim_chance(value, truth) == enumerated_claim(value, truth)


def test_the_rule_files_roll_odds() -> None:
    assert coach.claim_chance(54) == Fraction(2, 36)
    assert coach.claim_chance(33) == Fraction(1, 36)
    assert coach.claim_chance(MACHACEK) == Fraction(2, 36)
    assert coach.claim_chance(31, "at_least") == 1
    assert coach.claim_chance(MACHACEK, "at_least") == Fraction(2, 36)
    # 65 or better: 65 (2), the six doubles (6) and Macháček (2)
    assert coach.claim_chance(65, "at_least") == Fraction(10, 36)


def test_a_receivers_chance_of_beating_a_claim_counts_the_higher_rolls() -> None:
    for value in VALUES:
        higher = Fraction(sum(
            1 for a, b in ROLLS
            if VALUES.index(value_of(a, b)) > VALUES.index(value)
            or value_of(a, b) == value == MACHACEK
        ), 36)  # fmt: skip
        assert machacek_coach.beat_chance(value) == higher


@settings(max_examples=40, deadline=None)
@given(
    truth=st.sampled_from(["exact", "at_least"]),
    players=st.integers(2, 3),
    rolls=st.lists(st.sampled_from(ROLLS), min_size=3, max_size=3),
    picks=st.lists(st.integers(0, 20), min_size=2, max_size=2),
)
def test_machacek_advice_chance_is_the_enumerated_one(
    truth: str, players: int, rolls: list[tuple[int, int]], picks: list[int]
) -> None:
    """In a real game, after one or two announcements, for the seat that must answer."""
    game = MachacekGame(
        players=players, rules=MachacekRules(truth=truth, games=1), rolls=rolls, first_player=0
    )
    for pick in picks:
        announces = [a for a in game.legal_actions() if isinstance(a, Announce)]
        claim = announces[pick % len(announces)]
        game.apply(claim)
        seat = game.current_player()
        assert seat is not None
        view = game.view(seat)
        assert view.own_roll is None  # the receiver never sees the dice
        advice = coach.advise(spec("machacek").coach, view, game.legal_actions())
        assert advice.chance == pytest.approx(float(enumerated_claim(claim.value, truth)))
        game.apply(game.legal_actions()[0])  # believe: the cup moves on
        believer = game.current_player()
        assert believer == seat
        # the believer rolled and must announce: no claim is standing for it
        assert machacek_coach.standing_chance(game.view(believer)) is None
