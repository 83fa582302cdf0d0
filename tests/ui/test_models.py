"""The item models: the Qt contract (qtmodeltester) and their own behaviour."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt

from tablegames_qt.ui.machacek.scoreboard import (
    SORT_ROLE,
    WINS_COLUMN,
    ScoreboardModel,
    ScoreRow,
)
from tablegames_qt.ui.models.history import (
    FACE_ROLE,
    KIND_ROLE,
    NAME_ROLE,
    QUANTITY_ROLE,
    VALUE_ROLE,
    HistoryEntry,
    HistoryModel,
)
from tablegames_qt.ui.models.seats import (
    KIND_COLUMN,
    LEVEL_COLUMN,
    NAME_COLUMN,
    SeatListModel,
)
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tablegames_qt.ui.seat_names import shown


def names(model: SeatListModel) -> list[str]:
    """The names as shown (a default name is kept as its key)."""
    return [shown(s.name) for s in model.seats()]


# -- seats ------------------------------------------------------------------


def test_seat_model_passes_the_model_tester(qtmodeltester):
    model = SeatListModel()
    model.set_defaults(4)
    qtmodeltester.check(model)
    model.add_seat()
    model.remove_seat(0)
    model.setData(model.index(0, KIND_COLUMN), HUMAN)
    qtmodeltester.check(model)


def test_defaults_are_you_against_bots_with_distinct_names():
    model = SeatListModel()
    model.set_defaults(5)
    seats = model.seats()
    assert [s.kind for s in seats] == [HUMAN, BOT, BOT, BOT, BOT]
    assert shown(seats[0].name) == "You"
    assert len(set(names(model))) == 5


def test_a_second_human_turns_default_names_into_player_names():
    model = SeatListModel()
    model.set_defaults(3)
    assert model.setData(model.index(2, KIND_COLUMN), HUMAN)
    assert names(model)[0] == "Player 1"
    assert names(model)[2] == "Player 3"
    # Back to one human: "You" again.
    assert model.setData(model.index(2, KIND_COLUMN), BOT)
    assert names(model)[0] == "You"
    assert model.seats()[2].kind == BOT
    assert names(model)[2] not in ("Player 3", "You")


def test_a_typed_name_is_never_replaced():
    model = SeatListModel()
    model.set_defaults(3)
    assert model.setData(model.index(0, NAME_COLUMN), "  Jana ")
    assert model.setData(model.index(1, KIND_COLUMN), HUMAN)
    assert names(model)[0] == "Jana"
    assert names(model)[1] == "Player 2"


def test_empty_names_and_unknown_codes_are_refused():
    model = SeatListModel()
    model.set_defaults(2)
    before = model.seats()
    assert not model.setData(model.index(0, NAME_COLUMN), "   ")
    assert not model.setData(model.index(1, KIND_COLUMN), "alien")
    assert not model.setData(model.index(1, LEVEL_COLUMN), "godlike")
    assert model.seats() == before


def test_humans_have_no_difficulty_to_edit():
    model = SeatListModel()
    model.set_defaults(2)
    assert not model.flags(model.index(0, LEVEL_COLUMN)) & Qt.ItemFlag.ItemIsEditable
    assert model.flags(model.index(1, LEVEL_COLUMN)) & Qt.ItemFlag.ItemIsEditable
    assert model.setData(model.index(1, LEVEL_COLUMN), "hard")
    assert model.seats()[1].level == "hard"


def test_seat_count_stays_within_the_limits():
    model = SeatListModel(min_seats=2, max_seats=4)
    model.set_defaults(2)
    assert not model.remove_seat(0)
    assert model.add_seat() and model.add_seat()
    assert not model.add_seat()
    assert model.rowCount() == 4
    model.set_limits(2, 3)
    assert model.rowCount() == 3


def test_set_seats_keeps_the_given_configuration():
    model = SeatListModel()
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Bob", HUMAN), SeatConfig("Bot", BOT, "easy")]
    model.set_seats(seats)
    assert model.seats() == seats


# -- history ----------------------------------------------------------------


def test_history_model_passes_the_model_tester(qtmodeltester):
    model = HistoryModel(lambda e: f"{e.kind} {e.quantity}", names=lambda s: f"P{s}")
    qtmodeltester.check(model)
    model.append(HistoryEntry("bid", 0, quantity=3, face=5))
    model.append(HistoryEntry("announce", 1, value=42))
    model.append(HistoryEntry("result", None))
    qtmodeltester.check(model)
    model.clear()
    qtmodeltester.check(model)


def test_history_roles_and_refreshed_texts():
    language = {"word": "bids"}
    model = HistoryModel(lambda e: f"{language['word']} {e.quantity}", names=lambda s: ["Ann", "Bob"][s])
    model.append(HistoryEntry("bid", 1, quantity=4, face=6))
    model.append(HistoryEntry("announce", 0, value=66))
    bid = model.index(0)
    assert bid.data() == "bids 4"
    assert (bid.data(KIND_ROLE), bid.data(QUANTITY_ROLE), bid.data(FACE_ROLE)) == ("bid", 4, 6)
    assert bid.data(NAME_ROLE) == "Bob"
    assert model.index(1).data(VALUE_ROLE) == 66
    language["word"] = "sází"
    model.refresh_texts()
    assert model.index(0).data() == "sází 4"


# -- scoreboard ---------------------------------------------------------------


def rows(wins: list[int], lives: int | None = None) -> list[ScoreRow]:
    return [ScoreRow(f"P{i}", w, 0, lives) for i, w in enumerate(wins)]


def test_scoreboard_passes_the_model_tester(qtmodeltester):
    model = ScoreboardModel(with_lives=True)
    qtmodeltester.check(model)
    model.set_rows(rows([0, 0, 0], 3))
    model.set_rows(rows([1, 0, 2], 3))
    qtmodeltester.check(model)
    plain = ScoreboardModel()
    plain.set_rows(rows([2, 5]))
    qtmodeltester.check(plain)


def test_scoreboard_sorted_by_wins_gives_the_standings():
    model = ScoreboardModel()
    model.set_rows(rows([1, 4, 2]))
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(WINS_COLUMN, Qt.SortOrder.DescendingOrder)
    assert [proxy.index(r, 0).data() for r in range(3)] == ["P1", "P2", "P0"]
    assert model.columnCount() == 3


def test_scoreboard_shows_lives_only_with_the_lives_variant():
    model = ScoreboardModel(with_lives=True)
    model.set_rows([ScoreRow("Ann", 1, 2, 2), ScoreRow("Bob", 0, 1, 0, out=True)])
    assert model.columnCount() == 4
    assert model.index(0, 3).data() == "♥♥"
    assert not model.flags(model.index(1, 0)) & Qt.ItemFlag.ItemIsEnabled
