"""Perudo rules: the worked examples, every rule and variant, views, events, saves."""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegames_qt.engine.core import Event, IllegalAction
from tablegames_qt.engine.perudo import (
    Bid,
    Calza,
    DeclareMaputo,
    Dudo,
    PerudoGame,
    PerudoRules,
    PerudoSeatStats,
    PerudoTable,
    PerudoView,
    bid_key,
    bid_text,
    chance_at_least,
    chance_exactly,
    count_for_bid,
    count_in_hand,
    face_chance,
    is_higher,
    legal_bids,
    min_quantity,
    min_raise,
    roll_dice,
    slot_builder,
)
from tablegames_qt.games import game_class
from tests.engine.perudo_helpers import (
    TABLE_FIELDS,
    VIEW_FIELDS,
    Referee,
    all_bids,
    next_with_dice,
    rule_allows_opening,
    rule_allows_raise,
    rule_count,
)

A = [1, 3, 3, 5, 6]
B = [2, 3, 4, 6, 6]


def make(dice: list[list[int]], first: int = 0, seed: int = 7, **rules: Any) -> PerudoGame:
    return PerudoGame(
        players=len(dice), rules=PerudoRules(**rules), seed=seed, dice=dice, first_player=first
    )


def play(game: PerudoGame, *actions: Any) -> list[Event]:
    """Apply ``actions`` in turn; the events of the last one."""
    events: list[Event] = []
    for action in actions:
        events = game.apply(action)
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def refused(game: PerudoGame, action: Any, *fragments: str, seat: int | None = None) -> str:
    """Assert ``action`` is refused with a message holding ``fragments``, state untouched."""
    before = game.to_json()
    views = [game.view(s) for s in range(game.players)]
    legal = game.legal_actions()
    with pytest.raises(IllegalAction) as info:
        game.apply(action, seat=seat)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message
    assert game.to_json() == before
    assert [game.view(s) for s in range(game.players)] == views
    assert game.legal_actions() == legal
    return message


# -- the worked examples of the rule file ---------------------------------------------


def test_example_four_threes_stands_and_the_dudo_caller_loses() -> None:
    g = make([A, B])
    events = play(g, Bid(4, 3), Dudo())
    assert kinds(events)[:2] == ["dudo", "die_lost"]
    assert events[0].data["count"] == 4  # threes 3 + ones 1
    assert events[1].data["seat"] == 1
    assert g.view(0).dice_counts == (5, 4)


def test_example_five_sixes_falls_and_the_bidder_loses() -> None:
    g = make([A, B])
    events = play(g, Bid(5, 6), Dudo())
    assert events[0].data["count"] == 4  # sixes 3 + ones 1
    assert events[1].data["seat"] == 0
    assert g.view(0).dice_counts == (4, 5)


def test_example_maputo_three_threes_stands_because_ones_are_not_wild() -> None:
    # Seat 2 opens with its single die and declares Maputo; A and B hold the example dice.
    g = make([A, B, [4]], first=2)
    events = play(g, DeclareMaputo(True), Bid(3, 3), Dudo())
    assert events[0].data["count"] == 3
    assert g.view(0).dice_counts == (4, 5, 1)  # seat 0, the challenger, lost


def test_example_maputo_four_threes_falls_where_a_normal_round_would_stand() -> None:
    g = make([A, B, [4]], first=2)
    events = play(g, DeclareMaputo(True), Bid(4, 3), Dudo())
    assert events[0].data["count"] == 3
    assert kinds(events)[1:3] == ["die_lost", "eliminated"]
    assert g.view(0).dice_counts == (5, 5, 0)


def test_example_counts_with_and_without_wild_ones() -> None:
    assert count_for_bid([A, B], 3, maputo=False) == 4
    assert count_for_bid([A, B], 6, maputo=False) == 4
    assert count_for_bid([A, B], 3, maputo=True) == 3
    assert count_for_bid([A, B], 1, maputo=False) == 1
    assert count_in_hand(A, 3) == 3 and count_in_hand(A, 3, maputo=True) == 2


def test_example_after_seven_fours() -> None:
    g = make([A, B])
    play(g, Bid(7, 4))
    legal = g.legal_actions()
    for ok in (Bid(4, 1), Bid(7, 5), Bid(8, 2)):
        assert ok in legal
        assert is_higher(Bid(7, 4), ok)
    for bad in (Bid(3, 1), Bid(7, 2)):
        assert bad not in legal
        assert not is_higher(Bid(7, 4), bad)
    message = refused(g, Bid(3, 1))
    assert message == "bid 3 ones is too low after 7 fours: at least 4 ones"
    refused(g, Bid(7, 4), "too low")  # repeating the bid is no raise either


def test_example_after_three_ones() -> None:
    g = make([A, B])
    play(g, Bid(5, 2), Bid(3, 1))  # ceil(5 / 2) = 3 ones is a legal switch
    legal = g.legal_actions()
    assert Bid(4, 1) in legal and Bid(7, 2) in legal
    assert Bid(6, 6) not in legal
    assert refused(g, Bid(6, 6)) == "bid 6 sixes is too low after 3 ones: at least 7 sixes"


# -- the seed's own examples ---------------------------------------------------------


@pytest.mark.parametrize("prev", [Bid(5, 5), Bid(6, 6)])
def test_seed_example_three_ones_after_five_fives_or_six_sixes(prev: Bid) -> None:
    assert is_higher(prev, Bid(3, 1))
    assert not is_higher(prev, Bid(2, 1))


def test_seed_example_same_quantity_needs_a_higher_face() -> None:
    assert is_higher(Bid(3, 5), Bid(3, 6))
    assert not is_higher(Bid(5, 6), Bid(5, 5))


def test_seed_example_after_two_ones() -> None:
    assert is_higher(Bid(2, 1), Bid(3, 1))
    assert is_higher(Bid(2, 1), Bid(5, 2))
    assert not is_higher(Bid(2, 1), Bid(4, 6))


def test_seed_example_maputo_one_six_only_more_sixes_or_dudo() -> None:
    g = make([[6], [2, 3, 4], [5, 5]], first=0)
    play(g, DeclareMaputo(True), Bid(1, 6))
    assert g.legal_actions() == [Bid(2, 6), Bid(3, 6), Bid(4, 6), Bid(5, 6), Bid(6, 6), Dudo()]
    refused(g, Bid(2, 5), "face cannot change")
    refused(g, Bid(1, 6), "too low")


def test_seed_example_five_threes_with_four_on_the_table_bidder_loses() -> None:
    g = make([[3, 3, 5], [1, 2, 2], [3, 6, 6]], first=1)
    events = play(g, Bid(5, 3), Dudo())
    assert events[0].data["count"] == 4
    assert g.view(0).dice_counts == (3, 2, 3)


# -- bid order ----------------------------------------------------------------------------


def test_bid_key_places_ones_between_double_sixes_and_the_next_quantity() -> None:
    for q in range(1, 20):
        assert bid_key(Bid(2 * q, 6)) < bid_key(Bid(q, 1)) < bid_key(Bid(2 * q + 1, 2))


def test_normal_order_starts_as_the_rules_list_it() -> None:
    order = legal_bids(None, 6, ones_opening=True)
    assert order[:13] == (
        Bid(1, 2), Bid(1, 3), Bid(1, 4), Bid(1, 5), Bid(1, 6),
        Bid(2, 2), Bid(2, 3), Bid(2, 4), Bid(2, 5), Bid(2, 6), Bid(1, 1),
        Bid(3, 2), Bid(3, 3),
    )  # fmt: skip
    # With 6 dice, 3 ones and more come after 6 sixes (3 ones beat up to 6 of a face).
    assert order[-5:] == (Bid(6, 6), Bid(3, 1), Bid(4, 1), Bid(5, 1), Bid(6, 1))


def test_maputo_order_is_by_quantity_on_one_face() -> None:
    assert is_higher(Bid(2, 4), Bid(3, 4), maputo=True)
    assert not is_higher(Bid(2, 4), Bid(3, 5), maputo=True)
    assert not is_higher(Bid(2, 4), Bid(2, 4), maputo=True)
    assert not is_higher(Bid(2, 4), Bid(1, 1), maputo=True)
    assert legal_bids(Bid(2, 4), 5, maputo=True) == (Bid(3, 4), Bid(4, 4), Bid(5, 4))


def test_min_quantity_per_case() -> None:
    assert min_quantity(Bid(7, 4), 1) == 4
    assert min_quantity(Bid(7, 4), 5) == 7
    assert min_quantity(Bid(7, 4), 2) == 8
    assert min_quantity(Bid(3, 1), 1) == 4
    assert min_quantity(Bid(3, 1), 6) == 7
    assert min_quantity(None, 1) is None
    assert min_quantity(None, 1, ones_opening=True) == 1
    assert min_quantity(None, 1, maputo=True) == 1
    assert min_quantity(Bid(2, 5), 5, maputo=True) == 3
    assert min_quantity(Bid(2, 5), 6, maputo=True) is None


def test_min_raise() -> None:
    assert min_raise(None, 10) == Bid(1, 2)
    assert min_raise(None, 10, ones_opening=True) == Bid(1, 2)
    assert min_raise(None, 10, maputo=True) == Bid(1, 1)
    assert min_raise(Bid(4, 6), 10) == Bid(2, 1)
    assert min_raise(Bid(2, 1), 10) == Bid(5, 2)
    assert min_raise(Bid(10, 1), 10) is None
    assert min_raise(Bid(10, 6), 10) == Bid(5, 1)
    assert min_raise(Bid(10, 3), 10, maputo=True) is None


BIDS = st.builds(Bid, st.integers(1, 60), st.integers(1, 6))


@given(BIDS)
def test_bid_order_is_irreflexive(a: Bid) -> None:
    assert not is_higher(a, a)


@given(BIDS, BIDS)
def test_bid_order_is_asymmetric_total_and_keyed(a: Bid, b: Bid) -> None:
    assert not (is_higher(a, b) and is_higher(b, a))
    if a != b:
        assert is_higher(a, b) or is_higher(b, a)
    assert is_higher(a, b) == (bid_key(b) > bid_key(a))
    assert is_higher(a, b) == rule_allows_raise(a, b, maputo=False)
    assert is_higher(a, b, maputo=True) == rule_allows_raise(a, b, maputo=True)


@given(BIDS, BIDS, BIDS)
def test_bid_order_is_transitive(a: Bid, b: Bid, c: Bid) -> None:
    if is_higher(a, b) and is_higher(b, c):
        assert is_higher(a, c)
    if is_higher(a, b, maputo=True) and is_higher(b, c, maputo=True):
        assert is_higher(a, c, maputo=True)


@given(BIDS, st.integers(1, 6), st.booleans())
def test_min_quantity_is_the_threshold(prev: Bid, face: int, maputo: bool) -> None:
    need = min_quantity(prev, face, maputo)
    if need is None:
        assert not any(rule_allows_raise(prev, Bid(q, face), maputo) for q in range(1, 200))
    else:
        assert rule_allows_raise(prev, Bid(need, face), maputo)
        assert need == 1 or not rule_allows_raise(prev, Bid(need - 1, face), maputo)


@given(st.one_of(st.none(), BIDS), st.integers(1, 50), st.booleans(), st.booleans())
def test_legal_bids_are_every_allowed_bid_in_order(
    prev: Bid | None, total: int, maputo: bool, ones: bool
) -> None:
    got = legal_bids(prev, total, maputo, ones_opening=ones)
    if prev is None:
        expect = {b for b in all_bids(total) if rule_allows_opening(b, maputo, ones)}
    else:
        expect = {b for b in all_bids(total) if rule_allows_raise(prev, b, maputo)}
    assert set(got) == expect and len(got) == len(expect)
    for lower, higher in itertools.pairwise(got):
        if maputo:
            assert (lower.quantity, lower.face) < (higher.quantity, higher.face)
        else:
            assert is_higher(lower, higher)
    assert min_raise(prev, total, maputo, ones_opening=ones) == (got[0] if got else None)


# -- turn order and openers -------------------------------------------------------------


def test_turn_order_is_clockwise_and_skips_seats_without_dice() -> None:
    g = make([[2, 2], [], [3], [4, 4, 4], []], first=3)
    seen = []
    for action in (Bid(1, 2), Bid(1, 3), Bid(1, 4), Bid(1, 5), Bid(1, 6)):
        seen.append(g.current_player())
        play(g, action)
    assert seen == [3, 0, 2, 3, 0]


def test_a_seat_eliminated_mid_game_is_skipped_from_then_on() -> None:
    g = make([[2, 2], [5], [3, 3]], first=0)
    events = play(g, Bid(1, 2), Bid(3, 5), Dudo())  # seat 1's bid falls: only one five
    assert "eliminated" in kinds(events)
    assert g.view(0).dice_counts == (2, 0, 2)
    # Seat 1 lost but is out: the next seat with dice after it opens.
    assert g.current_player() == 2
    play(g, Bid(1, 2))
    assert g.current_player() == 0
    play(g, Bid(1, 3))
    assert g.current_player() == 2


def test_the_loser_of_a_challenge_opens_the_next_round() -> None:
    g = make([A, B, [2, 2]], first=0)
    play(g, Bid(4, 3), Dudo())  # stands: seat 1 (challenger) loses
    assert g.view(0).round_opener == g.current_player() == 1
    assert g.view(0).round_number == 2
    h = make([A, B, [2, 2]], first=0)
    play(h, Bid(9, 6), Dudo())  # falls: seat 0 (bidder) loses
    assert g.view(0).bids == () and h.current_player() == 0


def test_an_eliminated_loser_passes_the_opening_to_the_next_seat_with_dice() -> None:
    # The loser is the last seat: the opening wraps round to seat 0.
    g = make([[2, 2], [], [6]], first=2)
    play(g, DeclareMaputo(False), Bid(2, 6), Dudo())
    assert g.view(0).dice_counts == (2, 0, 0)
    assert g.is_over() and g.winners() == [0]
    g = make([[2, 2], [3], [6]], first=2)
    play(g, DeclareMaputo(False), Bid(2, 6), Dudo())
    assert g.view(0).dice_counts == (2, 1, 0)
    assert g.current_player() == next_with_dice([2, 1, 0], 2) == 0


def test_the_first_opener_is_drawn_from_the_seed() -> None:
    openers = {PerudoGame(players=6, seed=s).current_player() for s in range(60)}
    assert openers == set(range(6))
    assert PerudoGame(6, seed=5).current_player() == PerudoGame(6, seed=5).current_player()


# -- opening bids and bounds -----------------------------------------------------------------


def test_opening_on_ones_is_forbidden_in_a_normal_round_by_default() -> None:
    g = make([A, B])
    assert not any(b.face == 1 for b in g.legal_actions() if isinstance(b, Bid))
    refused(g, Bid(2, 1), "may not be opened with a bid on ones")


def test_opening_on_ones_with_the_variant() -> None:
    g = make([A, B], ones_opening=True)
    assert Bid(1, 1) in g.legal_actions()
    play(g, Bid(2, 1))
    assert g.current_player() == 1 and g.view(1).last_bid == Bid(2, 1)


def test_opening_on_ones_is_always_allowed_in_maputo() -> None:
    g = make([[1], B], first=0)
    play(g, DeclareMaputo(True))
    assert g.legal_actions()[0] == Bid(1, 1)
    play(g, Bid(1, 1))
    assert g.legal_actions() == [Bid(q, 1) for q in range(2, 7)] + [Dudo()]


def test_quantity_is_between_one_and_the_dice_on_the_table() -> None:
    g = make([A, B])
    bids = [a for a in g.legal_actions() if isinstance(a, Bid)]
    assert min(b.quantity for b in bids) == 1 and max(b.quantity for b in bids) == 10
    refused(g, Bid(0, 3), "between 1 and the 10 dice")
    refused(g, Bid(11, 3), "between 1 and the 10 dice")
    for face in (0, 7):
        refused(g, Bid(2, face), "face is 1 to 6")


def test_only_dudo_is_left_after_the_highest_bid() -> None:
    g = make([A, B])
    play(g, Bid(10, 6))
    assert g.legal_actions()[0] == Bid(5, 1)  # ceil(10 / 2)
    play(g, Bid(10, 1))
    assert g.legal_actions() == [Dudo()]
    refused(g, Bid(10, 6), "no bid on that face is high enough")


def test_only_dudo_and_calza_are_left_with_the_calza_variant() -> None:
    g = make([A, B], calza=True)
    play(g, Bid(10, 6), Bid(10, 1))
    assert g.legal_actions() == [Dudo(), Calza()]


def test_only_dudo_is_left_after_the_highest_maputo_bid() -> None:
    g = make([[5], [2, 3]], first=0)
    play(g, DeclareMaputo(True), Bid(3, 5))
    assert g.legal_actions() == [Dudo()]


def test_dudo_needs_a_bid() -> None:
    refused(make([A, B]), Dudo(), "no bid to challenge")


# -- wild ones -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("maputo", "face", "found"),
    [(False, 2, 4), (False, 1, 2), (True, 2, 2), (True, 1, 2), (False, 5, 2), (True, 5, 0)],
)
def test_ones_are_wild_except_in_maputo_and_for_bids_on_ones(
    maputo: bool, face: int, found: int
) -> None:
    g = make([[1], [1, 2, 2, 6]], first=0, ones_opening=True)
    play(g, DeclareMaputo(maputo), Bid(1, face))
    events = play(g, Dudo())
    assert events[0].data["count"] == found == rule_count([[1], [1, 2, 2, 6]], face, maputo)


# -- Maputo --------------------------------------------------------------------------------------


def test_maputo_is_offered_to_a_one_die_opener_before_the_opening_bid() -> None:
    g = make([[3], B], first=0)
    view = g.view(0)
    assert view.maputo_pending and not view.maputo
    assert g.legal_actions() == [DeclareMaputo(True), DeclareMaputo(False)]
    refused(g, Bid(1, 3), "must first declare Maputo or decline")
    refused(g, Dudo(), "must first declare Maputo or decline")


def test_maputo_is_not_offered_to_an_opener_with_more_dice_or_to_a_later_bidder() -> None:
    g = make([B, [3]], first=0)
    assert not g.view(0).maputo_pending
    refused(g, DeclareMaputo(True), "single die")
    play(g, Bid(1, 2))
    refused(g, DeclareMaputo(True), "before the opening bid")


def test_declaring_maputo_makes_the_round_maputo_and_uses_the_right() -> None:
    g = make([[3], B, [4, 4]], first=0)
    events = play(g, DeclareMaputo(True))
    assert kinds(events) == ["maputo_declared"]
    view = g.view(1)
    assert view.maputo and not view.maputo_pending and view.maputo_used == (True, False, False)
    assert g.legal_actions()[:6] == [Bid(1, f) for f in range(1, 7)]
    refused(g, DeclareMaputo(True), "already a Maputo round")


def standing_bid(game: PerudoGame) -> Bid:
    """An opening bid that the true dice make stand (the test referee knows them)."""
    dice = game.all_dice()
    return max((Bid(rule_count(dice, f, False), f) for f in range(2, 7)), key=bid_key)


def test_maputo_can_be_declared_once_per_player_per_game() -> None:
    g = make([[3], [2, 2, 5], [6]], first=0)
    play(g, DeclareMaputo(True), Bid(1, 3), Dudo())  # one three stands: seat 1 loses
    assert g.view(0).dice_counts == (1, 2, 1) and g.current_player() == 1
    # Seat 2 challenges a bid that stands and loses its last die; seat 0 opens next.
    play(g, standing_bid(g), Dudo())
    assert g.view(0).dice_counts == (1, 2, 0) and g.current_player() == 0
    view = g.view(0)
    assert view.maputo_used == (True, False, False)
    assert not view.maputo_pending and not view.maputo
    assert DeclareMaputo(True) not in g.legal_actions()
    refused(g, DeclareMaputo(True), "already declared Maputo once")


def test_declining_maputo_keeps_the_right() -> None:
    g = make([[3], [2, 2, 5], [6]], first=0)
    events = play(g, DeclareMaputo(False))
    assert kinds(events) == ["maputo_declined"]
    assert not g.view(0).maputo and g.view(0).maputo_used == (False, False, False)
    refused(g, DeclareMaputo(True), "already declined")
    play(g, Bid(1, 3), Bid(1, 5), Dudo())  # one five stands: seat 2 is out
    assert g.view(0).dice_counts == (1, 3, 0) and g.current_player() == 0
    assert g.view(0).maputo_pending
    assert g.legal_actions() == [DeclareMaputo(True), DeclareMaputo(False)]


def test_maputo_round_allows_no_calza_and_no_face_change() -> None:
    g = make([[3], B], first=0, calza=True)
    play(g, DeclareMaputo(True), Bid(2, 3))
    assert Calza() not in g.legal_actions()
    refused(g, Calza(), "not allowed in a Maputo round")
    refused(g, Bid(3, 4), "face cannot change")
    refused(g, Bid(2, 3), "too low")


def test_auto_maputo_when_the_opener_just_dropped_to_one_die() -> None:
    g = make([[3, 3], B], first=0, auto_maputo=True)
    events = play(g, Bid(5, 3), Dudo())  # three threes (no ones): falls, seat 0 loses
    assert g.view(0).dice_counts == (1, 5)
    assert "maputo_declared" in kinds(events)
    view = g.view(1)
    assert view.maputo and not view.maputo_pending and view.round_opener == 0
    assert g.legal_actions()[0] == Bid(1, 1)
    refused(g, DeclareMaputo(True), "automatically")


def test_auto_maputo_not_for_an_opener_who_did_not_just_lose() -> None:
    # Seat 0 holds one die from the start: nobody lost it in a challenge.
    g = make([[3], B], first=0, auto_maputo=True)
    view = g.view(0)
    assert not view.maputo and not view.maputo_pending
    assert g.legal_actions()[0] == Bid(1, 2)
    # Seat 1 loses a die but keeps four: still a normal round.
    play(g, Bid(1, 3), Dudo())
    assert g.current_player() == 1 and not g.view(1).maputo


def test_auto_maputo_not_for_the_next_seat_when_the_loser_is_out() -> None:
    g = make([[3], [4], [5, 5]], first=0, auto_maputo=True)
    play(g, Bid(3, 3), Dudo())  # seat 0's last die goes; seat 1 opens with its one die
    assert g.view(1).dice_counts == (0, 1, 2) and g.current_player() == 1
    assert not g.view(1).maputo


# -- Calza -----------------------------------------------------------------------------------------


def test_calza_is_not_allowed_without_the_variant() -> None:
    g = make([A, B])
    play(g, Bid(4, 3))
    assert Calza() not in g.legal_actions()
    refused(g, Calza(), "Calza variant is off")


def test_calza_needs_a_bid() -> None:
    refused(make([A, B], calza=True), Calza(), "no bid to call Calza on")


def test_right_calza_gains_a_die_and_the_caller_opens() -> None:
    g = make([[1, 3, 3, 5, 6], [2, 3, 4, 6]], first=0, calza=True)
    events = play(g, Bid(4, 3), Calza())  # exactly four threes (ones wild)
    assert kinds(events)[:2] == ["calza", "die_gained"]
    assert g.view(0).dice_counts == (5, 5)
    assert g.current_player() == g.view(0).round_opener == 1


def test_right_calza_never_gains_above_the_starting_dice() -> None:
    g = make([A, B], first=0, calza=True)
    events = play(g, Bid(4, 3), Calza())
    assert kinds(events)[:2] == ["calza", "die_kept"]
    assert g.view(0).dice_counts == (5, 5) and g.current_player() == 1
    h = make([[3, 3], [3]], first=1, calza=True, starting_dice=2)
    play(h, DeclareMaputo(False), Bid(2, 3), Bid(3, 3), Calza())  # seat 1 has 1 < 2 dice
    assert h.view(0).dice_counts == (2, 2)


def test_wrong_calza_loses_a_die_and_the_caller_opens() -> None:
    g = make([A, B, [2, 2]], first=2, calza=True)
    events = play(g, Bid(3, 3), Calza())  # four threes, not three: seat 0 loses
    assert kinds(events)[:2] == ["calza", "die_lost"]
    assert g.view(0).dice_counts == (4, 5, 2) and g.current_player() == 0


def test_wrong_calza_on_the_last_die_passes_the_opening_on() -> None:
    g = make([[2, 2], [6], [5, 5]], first=0, calza=True)
    play(g, Bid(1, 3), Calza())  # no threes nor ones: seat 1 loses its only die
    assert g.view(0).dice_counts == (2, 0, 2) and g.current_player() == 2


# -- starting dice and the end ---------------------------------------------------------------------


@pytest.mark.parametrize("dice", [1, 2, 3, 4, 5])
def test_starting_dice(dice: int) -> None:
    g = PerudoGame(players=4, rules=PerudoRules(starting_dice=dice), seed=1)
    assert g.view(0).dice_counts == (dice,) * 4
    assert all(len(hand) == dice for hand in g.all_dice())


@pytest.mark.parametrize(
    "options",
    [{"starting_dice": 0}, {"starting_dice": 6}, {"starting_dice": True}, {"calza": 1},
     {"ones_opening": "yes"}, {"auto_maputo": None}],
)  # fmt: skip
def test_bad_rules_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        PerudoRules(**options)


@pytest.mark.parametrize(
    "kwargs",
    [{"players": 1}, {"players": 11}, {"players": "3"}, {"seed": 1.5},
     {"dice": [[1, 2]]}, {"dice": [[1, 2], [7]]}, {"dice": [[1, 2], []]},
     {"dice": [[1] * 6, [2]]}, {"dice": [[1], ["2"]]}, {"dice": "12"},
     {"dice": [[1], [2]], "first_player": 2}, {"dice": [[1], [2]], "first_player": True},
     {"players": 3, "dice": [[1], [], [2]], "first_player": 1}, {"rules": {"calza": True}}],
)  # fmt: skip
def test_bad_setups_are_refused(kwargs: dict[str, Any]) -> None:
    args: dict[str, Any] = {"players": 2, "seed": 1}
    args.update(kwargs)
    with pytest.raises(ValueError):
        PerudoGame(**args)


def test_the_game_ends_when_one_player_has_dice() -> None:
    g = make([[1], [2]], first=0)
    events = play(g, DeclareMaputo(False), Bid(2, 2), Dudo())  # two twos: ones wild; stands
    assert kinds(events) == ["dudo", "die_lost", "eliminated", "game_over"]
    assert events[-1].data["winner"] == 0
    assert g.is_over() and g.winners() == [0] and g.current_player() is None
    assert g.legal_actions() == []
    refused(g, Bid(1, 2), "game is over")
    for seat in (0, 1):
        view = g.view(seat)
        assert view.game_over and view.winners == (0,)
        assert view.all_dice == ((1,), ())  # every die may be shown now


# -- illegal input ---------------------------------------------------------------------------------


def test_out_of_turn_is_refused() -> None:
    g = make([A, B])
    refused(g, Bid(1, 2), "it is 0's turn, not 1's", seat=1)
    play(g, Bid(1, 2))
    g.apply(Bid(1, 3), seat=1)


def odd_bid(quantity: Any, face: Any) -> Bid:
    """A Bid with fields of the wrong type, as a buggy client or a tampered save makes."""
    return Bid(quantity, face)


@pytest.mark.parametrize(
    "action",
    ["bid", None, 3, odd_bid("3", 2), odd_bid(3, 2.0), Bid(True, 2), odd_bid(None, None),
     DeclareMaputo(True)],
)  # fmt: skip
def test_wrong_types_are_refused(action: Any) -> None:
    refused(make([A, B]), action)


def test_maputo_declaration_must_be_a_bool() -> None:
    refused(make([[4], B]), DeclareMaputo(1), "true or false")  # type: ignore[arg-type]


def test_engine_messages_are_templates_with_params() -> None:
    g = make([A, B])
    play(g, Bid(7, 4))
    with pytest.raises(IllegalAction) as info:
        g.apply(Bid(3, 1))
    exc = info.value
    assert exc.context == "perudo"
    assert exc.template == "bid {bid} is too low after {previous}: at least {minimum}"
    assert (exc.params["quantity"], exc.params["face"], exc.params["min_quantity"]) == (3, 1, 4)


# -- events, statistics --------------------------------------------------------------------------------


def test_events_hold_no_hidden_dice_before_the_reveal() -> None:
    g = make([A, B], calza=True)
    assert kinds(g.initial_events) == kinds(g.opening_events()) == ["round_start"]
    assert g.opening_events()[0].data == {
        "round": 1, "opener": 0, "total": 10, "dice_counts": (5, 5)
    }  # fmt: skip
    events = [*g.initial_events, *play(g, Bid(2, 2))]
    for event in events:
        assert "dice" not in event.data and event.context == "perudo"
    assert events[-1].message() == "0 bids 2 × 2"
    reveal = play(g, Dudo())
    assert reveal[0].data["dice"] == (tuple(A), tuple(B))
    for event in reveal[1:]:
        assert "dice" not in event.data
        assert event.text and event.message()


def test_dudo_event_and_reveal_are_public_afterwards() -> None:
    g = make([A, B])
    play(g, Bid(1, 5), Bid(5, 6), Dudo())
    for seat in (0, 1):
        reveal = g.view(seat).last_reveal
        assert reveal is not None
        assert reveal.dice == (tuple(A), tuple(B))
        assert (reveal.kind, reveal.caller, reveal.bidder, reveal.bid) == ("dudo", 0, 1, Bid(5, 6))
        assert (reveal.count, reveal.loser, reveal.gainer, reveal.eliminated) == (4, 1, None, None)


def test_statistics_count_challenges_calzas_and_dice() -> None:
    g = make([[1, 3, 3, 5, 6], [2, 3, 4, 6]], first=0, calza=True)
    play(g, Bid(4, 3), Calza())  # seat 1 right, gains
    play(g, Bid(1, 2), Bid(1, 3))  # seat 1 opens; seat 0 raises
    dice = g.all_dice()
    found = rule_count(dice, 3, maputo=False)
    play(g, Dudo())  # seat 1 challenges seat 0's "1 three": stands iff found >= 1
    stats = g.stats()
    assert stats[1] == PerudoSeatStats(
        seat=1, bids=1, challenges=1, challenges_right=int(found < 1), calzas=1,
        calzas_right=1, dice_lost=int(found >= 1), dice_gained=1,
    )  # fmt: skip
    assert stats[0] == PerudoSeatStats(seat=0, bids=2, dice_lost=int(found < 1))


def test_statistics_count_a_right_challenge_and_a_lost_die() -> None:
    g = make([A, B])
    play(g, Bid(5, 6), Dudo())
    assert g.stats() == (
        PerudoSeatStats(seat=0, bids=1, dice_lost=1),
        PerudoSeatStats(seat=1, challenges=1, challenges_right=1),
    )


def test_statistics_count_maputo_declarations() -> None:
    g = make([[3], B])
    play(g, DeclareMaputo(True))
    assert g.stats()[0].maputo_declared == 1


# -- views -------------------------------------------------------------------------------------------------


def test_view_fields_are_pinned_so_a_new_one_gets_vetted_for_privacy() -> None:
    assert {f.name for f in dataclasses.fields(PerudoView)} == VIEW_FIELDS
    assert {f.name for f in dataclasses.fields(PerudoTable)} == TABLE_FIELDS


def test_a_view_shows_own_dice_only() -> None:
    g = make([A, B, [2, 2]])
    for seat, hand in enumerate((A, B, [2, 2])):
        view = g.view(seat)
        assert view.own_dice == tuple(hand)
        assert view.all_dice is None and view.last_reveal is None
        assert view.dice_counts == (5, 5, 2) and view.total_dice == 12
        assert view.unseen_dice == 12 - len(hand)
        Referee(g).check_view(view, g.all_dice(), over=False)


def test_view_of_a_missing_seat_is_refused() -> None:
    g = make([A, B])
    for seat in (-1, 2, "0", None):
        with pytest.raises(ValueError):
            g.view(seat)  # type: ignore[arg-type]


def test_fast_built_records_equal_the_dataclass_constructor() -> None:
    g = make([A, B])
    events = play(g, Bid(2, 3), Dudo())
    view = g.view(1)
    assert view.last_reveal is not None
    built: list[Any] = [view, view.table, view.last_reveal, *events]
    for record in built:
        cls = type(record)
        rebuilt = cls(**{f.name: getattr(record, f.name) for f in dataclasses.fields(record)})
        assert rebuilt == record and repr(rebuilt) == repr(record)
        assert cls is Event or hash(rebuilt) == hash(record)  # event data is a dict
    made = slot_builder(PerudoSeatStats)(0, 1, 2, 3, 4, 5, 6, 7, 8)
    assert made == PerudoSeatStats(0, 1, 2, 3, 4, 5, 6, 7, 8)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 0  # type: ignore[misc]


HANDS = st.lists(st.integers(1, 6), min_size=1, max_size=5)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(2, 6), st.integers(0, 2**32))
def test_a_view_does_not_depend_on_other_seats_hidden_dice(
    data: st.DataObject, players: int, seed: int
) -> None:
    counts = data.draw(st.lists(st.integers(1, 5), min_size=players, max_size=players))
    seat = data.draw(st.integers(0, players - 1))
    first = data.draw(st.integers(0, players - 1))
    rules = PerudoRules(calza=data.draw(st.booleans()), ones_opening=data.draw(st.booleans()))

    def hands() -> list[list[int]]:
        return [data.draw(st.lists(st.integers(1, 6), min_size=c, max_size=c)) for c in counts]

    mine = hands()[seat]
    one, two = hands(), hands()
    one[seat] = two[seat] = mine
    g = PerudoGame(players, rules, seed=seed, dice=one, first_player=first)
    h = PerudoGame(players, rules, seed=seed, dice=two, first_player=first)
    rng = random.Random(seed)
    while not g.view(seat).last_reveal:
        view_g, view_h = g.view(seat), h.view(seat)
        for f in dataclasses.fields(view_g.table):
            assert getattr(view_g.table, f.name) == getattr(view_h.table, f.name), f.name
        for f in dataclasses.fields(view_g):
            assert getattr(view_g, f.name) == getattr(view_h, f.name), f.name
        legal = g.legal_actions()
        assert legal == h.legal_actions()
        action = legal[rng.randrange(len(legal))]
        events_g, events_h = g.apply(action), h.apply(action)
        if isinstance(action, Dudo | Calza):
            break
        assert events_g == events_h


# -- saves -----------------------------------------------------------------------------------------------------


def random_game(seed: int, players: int, rules: PerudoRules, steps: int) -> PerudoGame:
    g = PerudoGame(players, rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over():
            break
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    return g


def test_game_class_registry_finds_perudo() -> None:
    assert game_class("perudo") is PerudoGame


def test_save_resumes_identically_with_the_same_future_rolls() -> None:
    rules = PerudoRules(calza=True, auto_maputo=False)
    g = random_game(11, 4, rules, 40)
    saved = g.to_json()
    h = PerudoGame.from_json(saved)
    assert h.to_json() == saved and h.all_dice() == g.all_dice()
    rng_g, rng_h = random.Random(5), random.Random(5)
    while not g.is_over():
        legal = g.legal_actions()
        assert legal == h.legal_actions()
        action = legal[rng_g.randrange(len(legal))]
        assert action == legal[rng_h.randrange(len(legal))]
        assert g.apply(action) == h.apply(action)
        assert g.all_dice() == h.all_dice()
        assert [g.view(s) for s in range(4)] == [h.view(s) for s in range(4)]
    assert h.is_over() and h.winners() == g.winners() and h.stats() == g.stats()


def test_save_of_a_set_position_keeps_the_position() -> None:
    g = make([A, B, [2]], first=2, calza=True)
    play(g, DeclareMaputo(False), Bid(1, 2))
    h = PerudoGame.from_json(g.to_json())
    assert h.all_dice() == (tuple(A), tuple(B), (2,))
    assert h.view(0) == g.view(0) and h.rules == g.rules


def test_actions_encode_and_decode() -> None:
    g = make([A, B])
    for action in (Bid(3, 4), Dudo(), Calza(), DeclareMaputo(True), DeclareMaputo(False)):
        data = g.encode_action(action)
        assert json.loads(json.dumps(data)) == data
        assert PerudoGame.decode_action(data) == action


@pytest.mark.parametrize(
    "data",
    [None, [], "Bid", {"type": "Bid", "quantity": 3}, {"type": "Bid", "quantity": "3", "face": 2},
     {"type": "Bid", "quantity": 3, "face": 2, "x": 1}, {"type": "Raise"},
     {"type": "DeclareMaputo", "declare": 1}, {"type": "Bid", "quantity": True, "face": 2}],
)  # fmt: skip
def test_bad_actions_are_refused_when_decoding(data: Any) -> None:
    with pytest.raises(IllegalAction):
        PerudoGame.decode_action(data)


def tampered(save: str, change: Any) -> str:
    data = json.loads(save)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["actions"].append({"type": "Bid", "quantity": 99, "face": 2}),
        lambda d: d["actions"].insert(0, {"type": "Dudo"}),
        lambda d: d["setup"].update(seed="x"),
        lambda d: d["setup"].update(seed=None),
        lambda d: d["setup"].pop("players"),
        lambda d: d["setup"].update(players=12),
        lambda d: d["setup"].update(extra=1),
        lambda d: d["setup"].update(rules={"calza": 1}),
        lambda d: d["setup"].update(rules={"starting_dice": 9}),
        lambda d: d["setup"].update(rules={"mystery": True}),
        lambda d: d["setup"].update(rules=[]),
        lambda d: d["setup"].update(dice=[[1, 2, 3]]),
        lambda d: d["setup"].update(first_player=-1),
        lambda d: d.update(setup=[]),
        lambda d: d.update(game="casino"),
    ],
)
def test_tampered_saves_are_refused(change: Any) -> None:
    save = random_game(3, 3, PerudoRules(), 12).to_json()
    with pytest.raises(ValueError):
        PerudoGame.from_json(tampered(save, change))


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 100)
    | st.floats(allow_nan=False)
    | st.text(max_size=3),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=6,
)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**16), st.data(), JSON_VALUES)
def test_any_tampering_gives_value_error_or_a_valid_game(
    seed: int, data: st.DataObject, value: Any
) -> None:
    save = random_game(seed, 3, PerudoRules(calza=True), 15).to_json()
    tree = json.loads(save)
    # Walk down to a random spot and put an arbitrary JSON value there.
    node: Any = tree
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys))
        child = node[key]
        if isinstance(child, dict | list) and child and data.draw(st.booleans()):
            node = child
            continue
        node[key] = value
        break
    with contextlib.suppress(ValueError):  # refused, or still a valid game: both fine
        PerudoGame.from_json(json.dumps(tree))
    cut = data.draw(st.integers(0, len(save) - 1))
    with pytest.raises(ValueError):
        PerudoGame.from_json(save[:cut])


# -- every action: legal applies, illegal is refused without a trace ------------------------------------------------

RULES = st.builds(
    PerudoRules, calza=st.booleans(), ones_opening=st.booleans(), auto_maputo=st.booleans(),
    starting_dice=st.integers(1, 5),
)  # fmt: skip
ODD = st.one_of(st.none(), st.text(max_size=2), st.floats(allow_nan=False), st.booleans())
ATTEMPTS = st.one_of(
    st.builds(Bid, st.integers(-2, 55), st.integers(-1, 8)),
    st.builds(Bid, st.integers(1, 6) | ODD, st.integers(1, 6) | ODD),
    st.just(Dudo()), st.just(Calza()),
    st.builds(DeclareMaputo, st.booleans() | ODD),
    ODD, st.integers(),
)  # fmt: skip


def listed(action: Any, legal: list[Any]) -> bool:
    """``action`` is one of ``legal`` with exactly the same field types (True is not 1)."""
    for candidate in legal:
        if type(candidate) is type(action) and candidate == action:
            names = [f.name for f in dataclasses.fields(candidate)]
            if all(type(getattr(candidate, n)) is type(getattr(action, n)) for n in names):
                return True
    return False


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 10), RULES, st.integers(0, 120),
       st.lists(ATTEMPTS, min_size=1, max_size=8))  # fmt: skip
def test_apply_succeeds_exactly_for_legal_actions_and_refusal_leaves_no_trace(
    seed: int, players: int, rules: PerudoRules, steps: int, attempts: list[Any]
) -> None:
    g = random_game(seed, players, rules, steps)
    twin = PerudoGame.from_json(g.to_json())
    legal = g.legal_actions()
    last = g.view(0).last_bid
    if last is not None:  # the bid just made, and its neighbours, are the likeliest slips
        attempts += [last, Bid(last.quantity, last.face - 1), Bid(last.quantity - 1, last.face)]
    for action in attempts:
        if listed(action, legal):
            probe = PerudoGame.from_json(g.to_json())
            probe.apply(action)
            continue
        before = g.to_json()
        with pytest.raises(IllegalAction):
            g.apply(action)
        assert g.to_json() == before
        assert g.legal_actions() == legal
    # Every legal action applies (checked on copies), and the refusals left the
    # random generator alone: the game goes on exactly like its twin.
    for action in legal[:: max(1, len(legal) // 6)]:
        PerudoGame.from_json(g.to_json()).apply(action)
    rng = random.Random(seed)
    for _ in range(30):
        if g.is_over():
            break
        legal = g.legal_actions()
        action = legal[rng.randrange(len(legal))]
        assert g.apply(action) == twin.apply(action)
        assert g.all_dice() == twin.all_dice()


# -- pure helpers --------------------------------------------------------------------------------------------------


def test_bid_text() -> None:
    assert bid_text(Bid(1, 6)) == "1 six" and str(Bid(7, 4)) == "7 fours"
    assert repr(Bid(3, 2)) == "Bid(quantity=3, face=2)"


def test_face_chance() -> None:
    assert face_chance(3) == pytest.approx(1 / 3)
    assert face_chance(1) == face_chance(3, maputo=True) == pytest.approx(1 / 6)


@pytest.mark.parametrize(("needed", "dice"), [(0, 3), (1, 1), (2, 3), (3, 3), (4, 3), (2, 4)])
def test_chances_match_enumeration(needed: int, dice: int) -> None:
    outcomes = list(itertools.product(range(1, 7), repeat=dice))
    at_least = sum(1 for o in outcomes if rule_count([o], 4, False) >= needed) / len(outcomes)
    exactly = sum(1 for o in outcomes if rule_count([o], 4, False) == needed) / len(outcomes)
    assert chance_at_least(needed, dice, face_chance(4)) == pytest.approx(at_least)
    assert chance_exactly(needed, dice, face_chance(4)) == pytest.approx(exactly)


def test_roll_dice_is_fair_and_seeded() -> None:
    faces = roll_dice(random.Random(1), 60_000)
    assert len(faces) == 60_000 and set(faces) == {1, 2, 3, 4, 5, 6}
    for face in range(1, 7):
        assert abs(faces.count(face) - 10_000) < 500  # > 5 standard deviations
    assert roll_dice(random.Random(9), 30) == roll_dice(random.Random(9), 30)


def test_which_dice_count_is_one_rule_the_table_reads() -> None:
    # ui/perudo/screen.py and ui/perudo/replay_scene.py mark the counted dice with
    # die_counts: it must agree with the count the engine's verdict uses.
    from tablegames_qt.engine.perudo import count_for_bid, die_counts

    hands = [[1, 2, 3, 4, 5], [6, 6, 1, 1, 2], [3, 3, 3, 1, 5]]
    for face in range(1, 7):
        for maputo in (False, True):
            marked = sum(die_counts(d, face, maputo) for hand in hands for d in hand)
            assert marked == count_for_bid(hands, face, maputo)
    assert die_counts(1, 4) and not die_counts(1, 4, maputo=True) and die_counts(1, 1)
