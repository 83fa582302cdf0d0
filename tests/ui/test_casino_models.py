"""The Royal Casino screen's models and its play chooser, without a window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tablegames_qt.engine.casino import BUILD, CAPTURE, Card, CasinoGame, count_deal, full_deck
from tablegames_qt.ui.casino.moves_model import HEADER, KIND_ROLE, PLAY_ROLE, MovesModel
from tablegames_qt.ui.casino.score_model import (
    BADGE_ROLE,
    COUNT_ROLE,
    POINTS_ROLE,
    ROW_KIND_ROLE,
    WINNER_ROLE,
    CasinoScoreModel,
)
from tablegames_qt.ui.casino.selection import drop_choice, resolve, toggle, usable_items


def worked_example_piles() -> tuple[list[Card], list[Card]]:
    """The rule file's scoring example: A has 30 cards, 8 spades, 10♦, A♠, A♥;
    B has 22 cards, 5 spades, 2♠, A♣, A♦."""
    a_special = [Card(10, "D"), Card(1, "S"), Card(1, "H")]
    b_special = [Card(2, "S"), Card(1, "C"), Card(1, "D")]
    rest = [c for c in full_deck() if c not in a_special + b_special]
    spades = [c for c in rest if c.suit == "S"]  # 11 more spades
    others = [c for c in rest if c.suit != "S"]
    a = a_special + spades[:7] + others[: 30 - 3 - 7]
    b = b_special + spades[7:11] + others[30 - 3 - 7 : 30 - 3 - 7 + 22 - 3 - 4]
    return a, b


def column(model: CasinoScoreModel, kind: str, side: int, role: int) -> object:
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(ROW_KIND_ROLE) == kind)
    return model.index(row, 1 + side).data(role)


def test_score_model_shows_the_worked_example(qtmodeltester):
    a, b = worked_example_piles()
    assert (len(a), len(b)) == (30, 22)
    result = count_deal([a, b], [2, 1], [0, 0])
    model = CasinoScoreModel()
    model.set_deal(result, [0, 0], ["Anna", "Ben"], deal=1)
    qtmodeltester.check(model)
    assert model.columnCount() == 3
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Anna"
    # the rule file: A scores 3+1+2+1+1+1 = 9, B scores 1+1+1 = 3
    assert column(model, "deal", 0, POINTS_ROLE) == 9
    assert column(model, "deal", 1, POINTS_ROLE) == 3
    assert column(model, "cards", 0, COUNT_ROLE) == 30
    assert column(model, "cards", 0, POINTS_ROLE) == 3
    assert column(model, "cards", 1, POINTS_ROLE) == 0
    assert column(model, "big_casino", 0, POINTS_ROLE) == 2
    assert column(model, "little_casino", 1, POINTS_ROLE) == 1
    # sweeps cancel: 2 against 1 scores one, and the cell says so
    assert column(model, "sweeps", 0, POINTS_ROLE) == 1
    assert "2 − 1" in str(column(model, "sweeps", 0, Qt.ItemDataRole.DisplayRole))
    assert column(model, "total", 0, POINTS_ROLE) == 9
    # each ace has its own row, in counting order ♠ ♣ ♥ ♦
    aces = [model.index(r, 0).data() for r in range(model.rowCount())
            if model.index(r, 0).data(ROW_KIND_ROLE) == "ace"]
    assert len(aces) == 4 and [a[-1] for a in aces] == ["♠", "♣", "♥", "♦"]
    assert column(model, "goal", 0, BADGE_ROLE) is None


def test_score_model_badges_the_near_target_conditions(qtmodeltester):
    a, b = worked_example_piles()
    # at 18 Anna needs most cards and takes them; at 19 Ben needs 10♦ and misses it
    result = count_deal([a, b], [0, 0], [18, 19])
    model = CasinoScoreModel()
    model.set_deal(result, [18, 19], ["Anna", "Ben"], deal=5)
    qtmodeltester.check(model)
    assert column(model, "goal", 0, BADGE_ROLE) == "met"
    assert column(model, "goal", 1, BADGE_ROLE) == "missed"
    assert "most cards" in str(column(model, "goal", 0, Qt.ItemDataRole.DisplayRole))
    assert result.winner == 0
    assert column(model, "total", 0, WINNER_ROLE) is True
    assert model.headerData(1, Qt.Orientation.Horizontal, WINNER_ROLE) is True
    assert model.headerData(2, Qt.Orientation.Horizontal, WINNER_ROLE) is False
    # a side that missed its goal stays below the target
    assert column(model, "total", 1, POINTS_ROLE) == 20
    assert "capped" in str(column(model, "total", 1, Qt.ItemDataRole.DisplayRole))


def test_score_model_three_sides_and_clearing(qtmodeltester):
    deck = full_deck()
    result = count_deal([deck[:20], deck[20:36], deck[36:]], [3, 1, 1], [2, 4, 6])
    model = CasinoScoreModel()
    model.set_deal(result, [2, 4, 6], ["A", "B", "C"])
    qtmodeltester.check(model)
    assert model.columnCount() == 4
    for side in range(3):
        assert column(model, "total", side, POINTS_ROLE) == result.totals[side]
    model.clear()
    qtmodeltester.check(model)
    assert model.rowCount() == 0 and model.result() is None


def test_moves_model_lists_plays_in_words(qtmodeltester):
    game = CasinoGame(players=2, seed=3)
    model = MovesModel(lambda: ["Ann", "Bob"])
    legal = game.legal_actions()
    model.set_plays(legal)
    qtmodeltester.check(model)
    cards = {p.card for p in legal}
    assert model.rowCount() == len(legal) + len(cards), "each card's plays under a header of its own"
    assert sorted(map(repr, model.plays())) == sorted(map(repr, legal))
    for row in range(model.rowCount()):
        index = model.index(row)
        play = index.data(PLAY_ROLE)
        text = index.data()
        if play is None:
            assert index.data(KIND_ROLE) == HEADER and any(str(c) in text for c in cards)
            continue
        assert str(play.card) in text
        for item in play.taken:
            assert str(item) in text


# -- the chooser: which play a selection is ------------------------------------------------

def game_with(hand: list[Card], table: list[Card]) -> CasinoGame:
    other = [c for c in full_deck() if c not in hand + table][:4]
    return CasinoGame(players=2, deck=[*hand, *other, *table], dealer=1, seed=1)


def test_two_tens_must_both_be_taken():
    # the rule file: table 10, 10, 8, 6; a single 10 must take both tens
    t1, t2, eight, six = Card(10, "S"), Card(10, "C"), Card(8, "H"), Card(6, "D")
    ten = Card(10, "H")
    game = game_with([ten, Card(2, "C"), Card(3, "C"), Card(13, "S")], [t1, t2, eight, six])
    plays = game.plays_for_card(ten)
    one = resolve(plays, {t1})
    assert not one.exact and one.larger and t2 in one.addable
    assert one.smallest_additions() == [frozenset({t2})]
    both = resolve(plays, {t1, t2})
    assert both.complete and both.exact[0].kind == CAPTURE
    assert usable_items(plays) == {t1, t2}
    # dropping the ten on one of them means the only play there is
    _chosen, play = drop_choice(plays, frozenset(), t1)
    assert play is not None and play.taken == {t1, t2}


def test_capture_or_build_asks_and_sums_grow():
    five, nine, three = Card(5, "S"), Card(9, "C"), Card(3, "D")
    ace, eight = Card(1, "H"), Card(8, "D")
    # the rule file: table 5, 9, 3; the ace may take 5+9, the 8 may take 5+3
    game = game_with([ace, eight, Card(12, "C"), Card(13, "C")], [five, nine, three, Card(11, "H")])
    ace_plays = game.plays_for_card(ace)
    assert resolve(ace_plays, {five, nine}).exact[0].kind == CAPTURE
    eight_plays = game.plays_for_card(eight)
    choice = resolve(eight_plays, {five, three})
    assert any(p.kind == CAPTURE for p in choice.exact)
    # toggling: a second click drops an item; an item that fits no play is refused
    assert toggle(eight_plays, frozenset({five}), five) == frozenset()
    assert toggle(eight_plays, frozenset({five}), Card(11, "H")) == frozenset({five})


def test_a_card_onto_its_twin_offers_both_build_values():
    four_h, four_s, loose = Card(4, "H"), Card(4, "S"), Card(4, "C")
    game = game_with([four_h, four_s, Card(8, "C"), Card(13, "D")], [loose, Card(11, "H"), Card(12, "S"), Card(6, "H")])
    choice = resolve(game.plays_for_card(four_h), {loose})
    kinds = [(p.kind, p.value) for p in choice.exact]
    assert (CAPTURE, 4) in kinds and (BUILD, 8) in kinds and (BUILD, 4) in kinds
    assert kinds[0][0] == CAPTURE  # captures are offered first
    assert not choice.complete
