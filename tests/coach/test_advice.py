"""Advice in seeded random games: at every decision of every seat it is one of the
legal actions, its alternatives are too, and its reason is filled; and it comes
from the view alone (games alike in a seat's view but not in the hidden dice or
cards get the same advice)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablegames_qt import coach
from tablegames_qt.coach import Coach
from tablegames_qt.coach import perudo as perudo_coach
from tablegames_qt.engine.casino import CasinoGame, CasinoRules, full_deck
from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import PHASE_RESPOND, Announce, MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import Bid, PerudoGame, PerudoRules
from tablegames_qt.games import spec

from .checks import check_advice


def play_with_coaches(
    name: str, game: Game[Any, Any], seed: int, decisions: int, fresh_every: int
) -> int:
    """Play ``game`` with random moves (half the time the advice), asking each seat's
    kept coach at every decision and a fresh one every ``fresh_every``; returns the
    number of decisions advised."""
    rng = random.Random(seed)
    coaches = [Coach(spec(name).coach, seat) for seat in range(game.players)]
    done = 0
    while not game.is_over() and done < decisions:
        seat = game.current_player()
        assert seat is not None
        view, legal = game.view(seat), game.legal_actions()
        advice = coaches[seat].advise(view, legal)
        check_advice(advice, name, seat, legal)
        check_chance(name, view, advice.chance)
        if done % fresh_every == 0:
            check_advice(coach.advise(spec(name).coach, view, legal), name, seat, legal)
        game.apply(advice.action if rng.random() < 0.5 else rng.choice(legal))
        done += 1
    return done


def check_chance(name: str, view: Any, chance: float | None) -> None:
    if name == "perudo":
        if view.last_bid is None:
            assert chance is None
        else:
            assert chance == perudo_coach.standing_chance(view)
    elif name == "machacek":
        if view.phase == PHASE_RESPOND:
            assert chance == pytest.approx(float(coach.claim_chance(view.announcement, view.rules.truth)))
        else:
            assert chance is None
    else:
        assert chance is None


@pytest.mark.parametrize(
    ("rules", "seed"),
    [
        (PerudoRules(starting_dice=2), 1),
        (PerudoRules(starting_dice=2, calza=True, ones_opening=True), 2),
        (PerudoRules(starting_dice=2, auto_maputo=True), 3),
    ],
)
def test_perudo_advice_at_every_decision(rules: PerudoRules, seed: int) -> None:
    game = PerudoGame(players=3, rules=rules, seed=seed)
    assert play_with_coaches("perudo", game, seed, decisions=200, fresh_every=3) > 0
    assert game.is_over()


@pytest.mark.parametrize("truth", ["exact", "at_least"])
@pytest.mark.parametrize("players", [2, 4])
def test_machacek_advice_at_every_decision(truth: str, players: int) -> None:
    game = MachacekGame(players=players, rules=MachacekRules(games=4, truth=truth), seed=players)
    play_with_coaches("machacek", game, players, decisions=400, fresh_every=2)
    assert game.is_over()


@pytest.mark.slow
@pytest.mark.parametrize(("players", "decisions"), [(2, 48), (3, 24), (4, 24)])
def test_casino_advice_at_every_decision(players: int, decisions: int) -> None:
    game = CasinoGame(players=players, seed=players)
    assert play_with_coaches("casino", game, players, decisions, fresh_every=4) == decisions


def test_casino_advice_near_the_end_of_a_deal() -> None:
    """A short first deal (the table's 4 and one hand-out): its last plays and the next deal."""
    deck = full_deck()
    random.Random(5).shuffle(deck)
    game = CasinoGame(players=2, rules=CasinoRules(), deck=deck[:12], dealer=1, seed=5)
    play_with_coaches("casino", game, 5, decisions=12, fresh_every=1)
    assert game.view(0).deal_number == 2


# -- nothing but the view -----------------------------------------------------------------


@settings(max_examples=10, deadline=None)
@given(
    st.lists(st.integers(1, 6), min_size=3, max_size=3),
    st.lists(st.lists(st.integers(1, 6), min_size=3, max_size=3), min_size=2, max_size=2),
    st.lists(st.integers(1, 6), min_size=3, max_size=3),
)
def test_perudo_advice_ignores_the_hidden_dice(
    own: list[int], others: list[list[int]], other_third: list[int]
) -> None:
    """Seat 0's view is the same whatever seats 1 and 2 hold, and so is its advice."""
    games = [
        PerudoGame(players=3, dice=[own, others[0], others[1]], first_player=1, seed=0),
        PerudoGame(players=3, dice=[own, others[1], other_third], first_player=1, seed=9),
    ]
    for game in games:
        game.apply(Bid(2, 3))
        game.apply(Bid(3, 3))
    views = [g.view(0) for g in games]
    assert views[0] == views[1]
    legal = games[0].legal_actions()
    assert legal == games[1].legal_actions()
    assert coach.advise(spec("perudo").coach, views[0], legal) == coach.advise(spec("perudo").coach, views[1], legal)
    kept = [Coach(spec("perudo").coach, 0), Coach(spec("perudo").coach, 0)]
    assert kept[0].advise(views[0], legal) == kept[1].advise(views[1], legal)


@pytest.mark.parametrize("truth", ["exact", "at_least"])
def test_machacek_advice_ignores_the_roll_under_the_cup(truth: str) -> None:
    """The announcer rolled 31 in one game and 66 in the other; the receiver cannot tell."""
    advice = []
    for first in [(3, 1), (6, 6)]:
        game = MachacekGame(
            players=3, rules=MachacekRules(truth=truth), rolls=[first, (5, 2)], first_player=0
        )
        game.apply(Announce(54))
        view = game.view(1)
        assert view.own_roll is None and view.announcement == 54
        advice.append((view, coach.advise(spec("machacek").coach, view, game.legal_actions())))
    assert advice[0][0] == advice[1][0]
    assert advice[0][1] == advice[1][1]


@settings(max_examples=5, deadline=None)
@given(st.randoms(use_true_random=False))
def test_casino_advice_ignores_the_other_hand_and_the_deck(rnd: random.Random) -> None:
    """Seat 0 (first to play after dealer 1) gets deck[0:4], seat 1 deck[4:8], the table
    deck[8:12]: swapping seat 1's hand with undealt cards changes nothing seat 0 sees."""
    deck = full_deck()
    rnd.shuffle(deck)
    swapped = deck[:4] + deck[12:16] + deck[8:12] + deck[4:8] + deck[16:]
    games = [CasinoGame(players=2, deck=d, dealer=1, seed=1) for d in (deck, swapped)]
    views = [g.view(0) for g in games]
    assert views[0] == views[1]
    legal = games[0].legal_actions()
    assert coach.advise(spec("casino").coach, views[0], legal) == coach.advise(spec("casino").coach, views[1], legal)
