"""Royal Casino games: dealing, turns, sweeps, the end of a deal, the whole
game, views, events, refused plays and saves."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablegames_qt.engine.casino import (
    Build,
    Card,
    CasinoGame,
    CasinoRules,
    CasinoView,
    Play,
    count_deal,
    full_deck,
    lone_value,
    parse_card,
)
from tablegames_qt.engine.casino.moves import BUILD, CAPTURE, TRAIL, Item
from tablegames_qt.engine.core import Event, IllegalAction
from tablegames_qt.games import game_class


def c(code: str) -> Card:
    return parse_card(code)


def deck_for(players: int, dealer: int, hands: Sequence[Sequence[str]], table: Sequence[str],
             later: Sequence[str] = (), short: bool = False) -> list[Card]:
    """A deck in dealing order giving ``hands[seat]`` to each seat and
    ``table`` to the table, then ``later`` and (unless ``short``) the rest."""
    first = (dealer + 1) % players
    order: list[Card] = []
    for k in range(players):
        order += [c(x) for x in hands[(first + k) % players]]
    order += [c(x) for x in table]
    order += [c(x) for x in later]
    if short:
        return order
    used = set(order)
    return order + [x for x in full_deck() if x not in used]


def cap(card: str, *taken: Item | str) -> Play:
    played = c(card)
    return Play(played, CAPTURE, frozenset(c(x) if isinstance(x, str) else x for x in taken),
                lone_value(played))


def bld(card: str, value: int, *taken: Item | str) -> Play:
    return Play(c(card), BUILD, frozenset(c(x) if isinstance(x, str) else x for x in taken), value)


def trl(card: str) -> Play:
    return Play(c(card), TRAIL, frozenset(), 0)


def builds_on(view: CasinoView) -> list[Build]:
    return [x for x in view.table if isinstance(x, Build)]


def snapshot(game: CasinoGame) -> tuple[str, list[CasinoView]]:
    return game.to_json(), [game.view(s) for s in range(game.players)]


def random_play(game: CasinoGame, rng: random.Random, until: Any = None) -> list[Event]:
    """Random legal plays until ``until(events)`` is true or the game ends."""
    events: list[Event] = []
    while not game.is_over():
        legal = game.legal_actions()
        new = game.apply(legal[rng.randrange(len(legal))])
        events += new
        if until is not None and until(new):
            break
    return events


def deal_ended(events: list[Event]) -> bool:
    return any(e.kind == "deal_end" for e in events)


# -- dealing --------------------------------------------------------------------------

def test_first_deal_follows_the_dealing_order() -> None:
    deck = full_deck()
    random.Random(1).shuffle(deck)
    game = CasinoGame(players=3, deck=deck, dealer=2, seed=1)
    # seat 0 is after the dealer: it gets the first four cards, then 1, then 2, then the table
    for k, seat in enumerate((0, 1, 2)):
        assert game.view(seat).hand == tuple(deck[4 * k : 4 * k + 4])
    view = game.view(0)
    assert view.table == tuple(deck[12:16])
    assert view.deck_left == 36
    assert view.dealer == 2
    assert game.current_player() == 0
    assert game.undealt_cards() == tuple(deck[16:])
    (opening,) = game.opening_events()
    assert opening.kind == "deal" and opening.data["dealer"] == 2 and opening.data["starter"] == 0


def test_play_starts_after_the_dealer_and_goes_round() -> None:
    game = CasinoGame(players=3, dealer=1, seed=4)
    rng = random.Random(4)
    order = []
    for _ in range(6):
        seat = game.current_player()
        assert seat is not None
        order.append(seat)
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert order == [2, 0, 1, 2, 0, 1]


def test_hand_outs_give_four_more_to_everyone_and_none_to_the_table() -> None:
    game = CasinoGame(players=2, dealer=0, seed=7)
    later = game.undealt_cards()[:8]
    rng = random.Random(7)
    for _ in range(7):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    table_before = game.view(0).table
    legal = game.legal_actions()
    last = legal[rng.randrange(len(legal))]
    events = game.apply(last)
    assert events[-1].kind == "hand_out"
    after = game.view(1)
    assert game.view(1).hand == later[:4]  # seat 1 is after the dealer
    assert game.view(0).hand == later[4:8]
    # the table changed only by the last play itself
    played_table = [x for x in after.table if x not in table_before]
    assert len(after.table) <= len(table_before) + 1
    assert all(x == last.card or isinstance(x, Build) for x in played_table)
    assert after.deck_left == 52 - 4 - 16
    assert after.hand_out == 2
    assert game.current_player() == 1


@pytest.mark.parametrize(("players", "hand_outs"), [(2, 6), (3, 4), (4, 3)])
def test_a_deal_has_six_four_or_three_hand_outs(players: int, hand_outs: int) -> None:
    game = CasinoGame(players=players, seed=players)
    assert game.view(0).hand_outs == hand_outs
    events = random_play(game, random.Random(players), until=deal_ended)
    assert sum(e.kind == "hand_out" for e in events) == hand_outs - 1
    assert sum(e.kind in ("capture", "build", "trail", "raise") for e in events) == 48


def test_the_deal_passes_on_and_later_deals_are_shuffled_by_the_game() -> None:
    game = CasinoGame(players=4, dealer=3, seed=11)
    random_play(game, random.Random(11), until=deal_ended)
    if game.is_over():
        pytest.skip("game ended in the first deal")
    view = game.view(0)
    assert view.dealer == 0
    assert view.deal_number == 2
    assert game.current_player() == 1
    assert view.hand_sizes == (4, 4, 4, 4)
    assert len(view.table) == 4
    assert view.deck_left == 52 - 20
    assert view.captured == ((), ()) and view.sweeps == (0, 0)
    table = [x for x in view.table if isinstance(x, Card)]
    assert len(table) == 4
    cards = [*table, *game.undealt_cards(), *(x for s in range(4) for x in game.hand(s))]
    assert sorted(cards) == sorted(full_deck())
    assert cards != full_deck()


def test_the_first_dealer_is_drawn_at_random_unless_given() -> None:
    dealers = {CasinoGame(players=3, seed=seed).view(0).dealer for seed in range(30)}
    assert dealers == {0, 1, 2}
    assert {CasinoGame(players=3, seed=seed, dealer=1).view(0).dealer for seed in range(5)} == {1}


def test_a_deck_must_be_whole_hand_outs_of_distinct_cards() -> None:
    with pytest.raises(ValueError, match="at most once"):
        CasinoGame(players=2, deck=[c("AS")] * 12, dealer=0)
    with pytest.raises(ValueError, match="whole hand-outs"):
        CasinoGame(players=2, deck=full_deck()[:13], dealer=0)
    with pytest.raises(ValueError):
        CasinoGame(players=5)
    with pytest.raises(ValueError):
        CasinoGame(players=2, dealer=2)


# -- the worked examples, played --------------------------------------------------------

def test_example_ace_captures_five_and_nine_in_a_game() -> None:
    deck = deck_for(2, 1, [["AS", "8D", "QC", "QD"], ["KH", "KD", "JS", "JH"]],
                    ["5H", "9C", "3D", "7S"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    assert cap("AS", "5H", "9C") in game.legal_actions()
    events = game.apply(cap("AS", "5H", "9C"))
    assert events[0].kind == "capture"
    assert set(events[0].data["cards"]) == {c("5H"), c("9C")}
    assert events[0].message() == "0 captures 5♥+9♣ with A♠"
    view = game.view(1)
    assert sorted(view.captured[0]) == sorted([c("AS"), c("5H"), c("9C")])
    assert view.last_capturer == 0


def test_example_raise_six_four_to_twelve_in_a_game() -> None:
    deck = deck_for(2, 1, [["6H", "10S", "9C", "9D"], ["2D", "QS", "5C", "5H"]],
                    ["4C", "KH", "7D", "3S"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    events = game.apply(bld("6H", 10, "4C"))
    assert events[0].kind == "build"
    (ten,) = builds_on(game.view(1))
    assert (ten.value, ten.owner, ten.multiple) == (10, 0, False)
    # the queen cannot capture the build of 10
    assert not [p for p in game.plays_for_card(c("QS")) if p.kind == CAPTURE]
    events = game.apply(bld("2D", 12, ten))
    assert events[0].kind == "raise" and events[0].data["owner"] == 0
    (twelve,) = builds_on(game.view(0))
    assert (twelve.value, twelve.owner, twelve.multiple) == (12, 1, False)
    assert set(twelve.cards) == {c("6H"), c("4C"), c("2D")}


def test_example_owner_of_a_nine_build_cannot_trail_in_a_game() -> None:
    deck = deck_for(2, 1, [["5H", "9S", "3D", "KC"], ["QH", "JD", "8C", "6S"]],
                    ["4C", "KH", "7D", "2S"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    game.apply(bld("5H", 9, "4C"))
    game.apply(trl("QH"))
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="You own a build: you cannot trail"):
        game.apply(trl("3D"))
    assert snapshot(game) == before
    assert all(p.kind != TRAIL for p in game.legal_actions())


# -- sweeps and the end of a deal ----------------------------------------------------------

def test_a_sweep_counts_and_the_next_player_has_to_trail() -> None:
    deck = deck_for(2, 1, [["10S", "8D", "QC", "QD"], ["KH", "KD", "JS", "JH"]],
                    ["AD", "2D", "3D", "4D"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    events = game.apply(cap("10S", "AD", "2D", "3D", "4D"))
    assert [e.kind for e in events] == ["capture", "sweep"]
    assert game.view(1).sweeps == (1, 0)
    assert game.view(1).table == ()
    assert {p.kind for p in game.legal_actions()} == {TRAIL}


def test_last_capture_of_a_deal_is_no_sweep_and_counting_follows_count_deal() -> None:
    # a short first deal: one hand-out; seat 1's last card takes the whole table
    deck = deck_for(2, 1, [["KS", "QS", "JS", "10S"], ["KH", "QH", "JH", "10H"]],
                    ["AD", "2D", "3D", "4D"], short=True)
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=3)
    game.apply(trl("KS"))
    game.apply(cap("KH", "KS"))
    game.apply(trl("QS"))
    game.apply(cap("QH", "QS"))
    game.apply(trl("JS"))
    game.apply(cap("JH", "JS"))
    game.apply(trl("10S"))
    events = game.apply(cap("10H", "10S", "AD", "2D", "3D", "4D"))
    kinds = [e.kind for e in events]
    assert "sweep" not in kinds and "residue" not in kinds
    end = next(e for e in events if e.kind == "deal_end")
    side1 = [c(x) for x in ["KH", "KS", "QH", "QS", "JH", "JS", "10H", "10S", "AD", "2D", "3D", "4D"]]
    expected = count_deal([[], side1], [0, 0], [0, 0], CasinoRules())
    assert end.data["result"] == expected
    assert sorted(end.data["captured"][1]) == sorted(side1)
    assert game.view(0).scores == expected.totals
    assert game.view(0).last_deal == expected


def test_cards_left_go_to_the_last_capturer_and_are_no_sweep() -> None:
    deck = deck_for(2, 1, [["5S", "KS", "QS", "JS"], ["6H", "7H", "8H", "9H"]],
                    ["AD", "2D", "3D", "4D"], short=True)
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=3)
    for play in [cap("5S", "AD", "4D"), trl("6H"), trl("KS"), trl("7H"), trl("QS"), trl("8H"),
                 trl("JS")]:
        game.apply(play)
    events = game.apply(trl("9H"))
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["trail", "residue", "deal_end"]
    residue = events[1]
    assert residue.seat == 0
    left = ["2D", "3D", "6H", "KS", "7H", "QS", "8H", "JS", "9H"]
    assert sorted(residue.data["cards"]) == sorted(c(x) for x in left)
    end = events[2]
    side0 = [c(x) for x in ["5S", "AD", "4D", *left]]
    assert end.data["result"] == count_deal([side0, []], [0, 0], [0, 0])
    assert end.data["sweeps"] == (0, 0)


def test_the_game_goes_on_until_a_side_wins_and_then_refuses_plays() -> None:
    for players in (2, 3, 4):
        game = CasinoGame(players=players, seed=100 + players)
        events = random_play(game, random.Random(players))
        assert game.is_over() and game.current_player() is None
        ends = [e for e in events if e.kind == "deal_end"]
        winner = ends[-1].data["result"].winner
        assert winner is not None
        assert all(e.data["result"].winner is None for e in ends[:-1])
        expected = [s for s in range(players) if (s % 2 if players == 4 else s) == winner]
        assert game.winners() == expected
        assert events[-1].kind == "game_over" and list(events[-1].data["winners"]) == expected
        assert game.legal_actions() == [] and game.count_legal_actions() == 0
        view = game.view(0)
        assert view.over and view.winners == tuple(expected)
        with pytest.raises(IllegalAction, match="the game is over"):
            game.apply(trl("AS"))


def test_several_deals_pass_scores_on_to_count_deal() -> None:
    game = CasinoGame(players=3, seed=5)
    rng = random.Random(5)
    scores = [0, 0, 0]
    no_target = False
    while not game.is_over():
        events = random_play(game, rng, until=deal_ended)
        end = next(e for e in events if e.kind == "deal_end")
        assert end.data["scores_before"] == tuple(scores)
        expected = count_deal(end.data["captured"], end.data["sweeps"], scores,
                              no_target=no_target)
        assert end.data["result"] == expected
        scores = list(expected.totals)
        no_target = expected.no_target


# -- partnerships ---------------------------------------------------------------------------

def test_four_players_are_two_partnerships_sharing_captures_and_sweeps() -> None:
    deck = deck_for(4, 3, [["10S", "2C", "3C", "4C"], ["KH", "KD", "JS", "JH"],
                           ["QH", "QD", "9S", "9H"], ["8S", "8H", "7S", "7H"]],
                    ["AD", "2D", "3D", "4D"])
    game = CasinoGame(players=4, deck=deck, dealer=3, seed=0)
    view = game.view(2)
    assert view.sides == 2 and view.side_of == (0, 1, 0, 1) and view.side == 0
    game.apply(cap("10S", "AD", "2D", "3D", "4D"))
    view = game.view(2)
    assert len(view.captured[0]) == 5 and view.sweeps == (1, 0)


def test_a_partner_may_not_add_to_the_build_but_may_trail_and_capture_it() -> None:
    deck = deck_for(4, 3, [["5C", "9S", "2C", "3C"], ["KH", "KD", "JS", "JH"],
                           ["9H", "4S", "QS", "6D"], ["8S", "8H", "7S", "7H"]],
                    ["4D", "10D", "AS", "AH"])
    game = CasinoGame(players=4, deck=deck, dealer=3, seed=0)
    game.apply(bld("5C", 9, "4D"))
    game.apply(trl("KH"))
    (nine,) = builds_on(game.view(2))
    with pytest.raises(IllegalAction, match="partner's build"):
        game.apply(bld("9H", 9, nine))
    assert trl("QS") in game.legal_actions()  # the owner's duties are the owner's
    assert cap("9H", nine) in game.legal_actions()


# -- views -----------------------------------------------------------------------------------

def _cards_in(value: object) -> Iterable[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, Build):
        yield from value.cards
    elif isinstance(value, tuple | list):
        for x in value:
            yield from _cards_in(x)


def test_a_view_never_shows_another_hand_not_even_a_partners() -> None:
    game = CasinoGame(players=4, seed=8)
    rng = random.Random(8)
    for _ in range(30):
        for seat in range(4):
            view = game.view(seat)
            others = {x for s in range(4) if s != seat for x in game.hand(s)}
            shown = {x for f in dataclasses.fields(view) for x in _cards_in(getattr(view, f.name))}
            assert not shown & others
            assert set(view.hand) == set(game.hand(seat))
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def test_view_fields() -> None:
    game = CasinoGame(players=3, seed=2, dealer=0)
    view = game.view(2)
    assert view.seat == 2 and view.players == 3 and view.current_player == 1
    assert view.hand_sizes == (4, 4, 4) and view.scores == (0, 0, 0)
    assert view.sweeps == (0, 0, 0) and view.captured == ((), (), ())
    assert view.deal_number == 1 and view.last_deal is None and not view.no_target
    assert view.rules == CasinoRules() and view.last_capturer is None and not view.over
    with pytest.raises(ValueError):
        game.view(3)


def test_a_bot_can_list_its_plays_from_its_view() -> None:
    game = CasinoGame(players=2, seed=9)
    seat = game.current_player()
    assert seat is not None
    assert game.view(seat).position().plays() == game.legal_actions()


# -- refused plays ------------------------------------------------------------------------------

def test_refused_plays_say_why_and_change_nothing() -> None:
    deck = deck_for(2, 1, [["7S", "KD", "QC", "QD"], ["KH", "2D", "JS", "JH"]],
                    ["7H", "9C", "3D", "5S"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    before = snapshot(game)
    cases = [
        (trl("KH"), "K♥ is not in your hand"),
        (trl("7S"), "a 7 lies on the table: the 7 must capture it or go into a build"),
        (cap("QC", "9C", "5S"), "5♠+9♣ cannot be split into groups worth 12"),
        (bld("7S", 10, "3D"), "you must keep a 10 for your build"),
        (bld("7S", 13, "5S"), "7♠+5♠ cannot be split into groups worth 13"),
        ("7S", "is not a Royal Casino play"),
    ]
    for play, message in cases:
        with pytest.raises(IllegalAction) as info:
            game.apply(play)  # type: ignore[arg-type]
        assert message in str(info.value)
        assert info.value.context == "casino"
        assert snapshot(game) == before
    with pytest.raises(IllegalAction, match="it is 0's turn, not 1's"):
        game.apply(trl("KD"), seat=1)
    assert snapshot(game) == before
    assert game.apply(bld("7S", 12, "5S"), seat=0)[0].kind == "build"


def test_cheap_ways_in_agree_with_the_full_list() -> None:
    game = CasinoGame(players=2, seed=21)
    rng = random.Random(21)
    for _ in range(40):
        legal = game.legal_actions()
        assert game.count_legal_actions() == len(legal)
        seat = game.current_player()
        assert seat is not None
        for card in game.hand(seat):
            assert game.plays_for_card(card) == [p for p in legal if p.card == card]
        for play in game.best_captures():
            assert play in legal and play.kind == CAPTURE
        assert all(game.is_legal(p) for p in legal)
        game.apply(legal[rng.randrange(len(legal))])


def test_an_ace_capture_valued_one_is_the_listed_play() -> None:
    deck = deck_for(2, 1, [["AS", "KD", "QC", "QD"], ["KH", "2D", "JS", "JH"]],
                    ["AH", "9C", "3D", "5S"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    game.apply(Play(c("AS"), CAPTURE, frozenset({c("AH")}), 1))
    assert game.history[-1] == cap("AS", "AH") and game.history[-1].value == 14


# -- saves ------------------------------------------------------------------------------------

def _play_on(game: CasinoGame, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.is_over():
            return
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("steps", [0, 5, 30, 120])
def test_a_save_resumes_identically(steps: int) -> None:
    game = CasinoGame(players=3, seed=31)
    _play_on(game, random.Random(1), steps)
    text = game.to_json()
    copy = CasinoGame.from_json(text)
    assert copy.to_json() == text
    assert [copy.view(s) for s in range(3)] == [game.view(s) for s in range(3)]
    _play_on(game, random.Random(2), 150)
    _play_on(copy, random.Random(2), 150)
    assert copy.to_json() == game.to_json()
    assert [copy.view(s) for s in range(3)] == [game.view(s) for s in range(3)]


def test_a_save_with_a_given_deck_and_rules_resumes() -> None:
    deck = deck_for(2, 1, [["6H", "10S", "9C", "9D"], ["2D", "QS", "5C", "5H"]],
                    ["4C", "KH", "7D", "3S"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0,
                      rules=CasinoRules(twenty_needs="spades"))
    game.apply(bld("6H", 10, "4C"))
    (ten,) = builds_on(game.view(1))
    game.apply(bld("2D", 12, ten))
    copy = game_class("casino").from_json(game.to_json())
    assert isinstance(copy, CasinoGame)
    assert copy.rules == CasinoRules(twenty_needs="spades")
    assert copy.view(0) == game.view(0)
    data = json.loads(game.to_json())
    assert data["actions"][1]["taken"][0]["cards"] == ["4C", "6H"]


def _tampered(text: str, change: Any) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def test_tampered_saves_are_refused_with_value_errors() -> None:
    deck = deck_for(2, 1, [["6H", "10S", "9C", "9D"], ["2D", "QS", "5C", "5H"]],
                    ["4C", "KH", "7D", "3S"])
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    game.apply(bld("6H", 10, "4C"))
    (ten,) = builds_on(game.view(1))
    game.apply(bld("2D", 12, ten))
    text = game.to_json()

    def set_in(path: list[Any], value: Any) -> Any:
        def change(data: Any) -> None:
            target = data
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
        return change

    bad = [
        "not json",
        "[]",
        _tampered(text, set_in(["game"], "perudo")),
        _tampered(text, set_in(["setup", "players"], 5)),
        _tampered(text, set_in(["setup", "dealer"], 7)),
        _tampered(text, set_in(["setup", "seed"], "x")),
        _tampered(text, set_in(["setup", "deck", 3], "4C")),  # a card twice
        _tampered(text, set_in(["setup", "deck", 3], "ZZ")),
        _tampered(text, set_in(["setup", "rules"], {"jokers": True})),
        _tampered(text, set_in(["setup", "rules", "target"], "21")),
        _tampered(text, set_in(["setup", "rules", "target"], None)),
        _tampered(text, set_in(["setup", "rules", "twenty_needs"], None)),
        _tampered(text, set_in(["setup", "surprise"], 1)),
        _tampered(text, set_in(["actions", 0, "card"], "AS")),
        _tampered(text, set_in(["actions", 0, "kind"], "steal")),
        _tampered(text, set_in(["actions", 0, "value"], 11)),
        _tampered(text, set_in(["actions", 0, "taken"], "4C")),
        _tampered(text, set_in(["actions", 1, "taken", 0], {"cards": ["4C"]})),
        _tampered(text, set_in(["actions", 1, "taken", 0, "cards"], ["4C", "7D"])),
        _tampered(text, set_in(["actions", 1], None)),
    ]
    for save in bad:
        with pytest.raises(ValueError):
            CasinoGame.from_json(save)
    # the fields of a build other than its cards do not matter: the table's build is used
    relabelled = _tampered(text, set_in(["actions", 1, "taken", 0, "owner"], 1))
    assert CasinoGame.from_json(relabelled).to_json() == text


# -- any play, any time ----------------------------------------------------------------------

def _candidates(game: CasinoGame, seat: int) -> list[Play]:
    """Plays of every kind from the hand and table, most of them illegal."""
    hand = game.hand(seat)
    table = game.view(seat).table
    out: list[Play] = []
    for card in hand:
        out.append(Play(card, TRAIL, frozenset(), 0))
        for item in table:
            out.append(Play(card, CAPTURE, frozenset([item]), lone_value(card)))
            for value in (card.rank + 1, 9, 12, 14):
                out.append(Play(card, BUILD, frozenset([item]), value))
        if len(table) >= 2:
            out.append(Play(card, CAPTURE, frozenset(table[:2]), lone_value(card)))
    other = (seat + 1) % game.players
    out += [Play(card, TRAIL, frozenset(), 0) for card in game.hand(other)]
    return out


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32), st.lists(st.integers(0, 10**6), max_size=70))
def test_legal_plays_apply_and_all_others_are_refused_without_a_trace(
    players: int, seed: int, choices: list[int]
) -> None:
    game = CasinoGame(players=players, seed=seed)
    for choice in choices:
        seat = game.current_player()
        if seat is None:
            break
        legal = game.legal_actions()
        assert legal, "the player to move must have a legal play"
        listed = set(legal)
        before = snapshot(game)
        for play in _candidates(game, seat):
            if play in listed:
                continue
            with pytest.raises(IllegalAction):
                game.apply(play)
            assert snapshot(game) == before
        game.apply(legal[choice % len(legal)])


def _mutations(draw: st.DrawFn, data: Any) -> Any:
    """``data`` with one leaf (or list item) replaced by something else."""
    if isinstance(data, dict) and data:
        key = draw(st.sampled_from(sorted(data)))
        if draw(st.booleans()):
            return {**data, key: _mutations(draw, data[key])}
        return {**data, key: draw(_json_values)}
    if isinstance(data, list) and data:
        index = draw(st.integers(0, len(data) - 1))
        copy = list(data)
        copy[index] = _mutations(draw, data[index]) if draw(st.booleans()) else draw(_json_values)
        return copy
    return draw(_json_values)


@st.composite
def _tampered_json(draw: st.DrawFn, original: Any) -> Any:
    return _mutations(draw, original)


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.sampled_from(
        ["AS", "10D", "KH", "4C", "ZZ", "", "capture", "build", "trail"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["cards", "value", "owner", "groups", "card", "kind", "taken"]),
        inner, max_size=4),
    max_leaves=6,
)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_any_tampered_save_gives_a_value_error_or_a_game(data: st.DataObject) -> None:
    game = CasinoGame(players=2, seed=3)
    _play_on(game, random.Random(3), 12)
    original = json.loads(game.to_json())
    tampered = data.draw(_tampered_json(original))
    try:
        resumed = CasinoGame.from_json(json.dumps(tampered))
    except ValueError:
        return
    assert resumed.current_player() is None or resumed.legal_actions()


def test_every_event_has_a_casino_text_that_formats() -> None:
    seen: set[str] = set()
    for players in (2, 4):
        game = CasinoGame(players=players, seed=40 + players)
        events = game.opening_events() + random_play(game, random.Random(players))
        for event in events:
            assert event.context == "casino" and event.text
            message = event.message()
            assert "{" not in message
            seen.add(event.kind)
    assert {"deal", "hand_out", "capture", "trail", "deal_end", "game_over"} <= seen
    assert "build" in seen or "raise" in seen
