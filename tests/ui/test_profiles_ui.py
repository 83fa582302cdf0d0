"""Player profiles in the app: picked in the new-game dialog, managed in "Players…"."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QInputDialog
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.profiles import Profile, Profiles
from tablegames_qt.storage.settings import Settings
from tablegames_qt.storage.stats import GAME, GameResult, SeatResult, StatsStore
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.seats import KIND_COLUMN
from tablegames_qt.ui.models.seats import NAME_COLUMN as SEAT_NAME
from tablegames_qt.ui.seat_config import HUMAN
from tablegames_qt.ui.stats.players import PlayersDialog, recent_human_names
from tablegames_qt.ui.stats.profiles_model import (
    ACTIVE_COLUMN,
    AVATAR_COLUMN,
    GAMES_COLUMN,
    NAME_COLUMN,
    ProfilesModel,
)

from .app_helpers import isolated_settings


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    return isolated_settings(tmp_path, monkeypatch)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


def _get(profiles: Profiles, profile_id: int) -> Profile:
    found = profiles.get(profile_id)
    assert found is not None
    return found


def _id(profile: Profile | None) -> int | None:
    return profile.id if profile is not None else None


def _record_win(store: StatsStore, profile_id: int, name: str, session: str, day: int) -> None:
    bot = Profiles(store).bot("easy")
    store.record(GameResult(
        session=session, game="perudo", unit=GAME,
        seats=(SeatResult(0, profile_id, name, True), SeatResult(1, bot.id, "Pip", False)),
        finished_at=datetime(2025, 6, day, 12, tzinfo=UTC), duration=60.0,
        variant={"players": 2},
    ))  # fmt: skip


def test_the_dialog_offers_existing_players_for_a_human_seat(
    settings: Settings, store: StatsStore, qtbot: QtBot
) -> None:
    profiles = Profiles(store)
    profiles.create("Anna")
    zuzana = profiles.create("Zuzana")
    profiles.create("Bohouš")
    archived = profiles.create("Old Karel")
    profiles.archive(archived.id)
    _record_win(store, zuzana.id, "Zuzana", "s1", 3)
    # Zuzana played, so she comes first; the rest by name; Karel is archived.
    assert recent_human_names(store) == ["Zuzana", "Anna", "Bohouš"]

    dialog = NewGameDialog(settings, "perudo", profile_names=lambda: recent_human_names(store))
    qtbot.addWidget(dialog)
    index = dialog.seats.index(0, SEAT_NAME)
    dialog.seat_view.openPersistentEditor(index)
    combo = dialog.seat_view.indexWidget(index)
    assert isinstance(combo, QComboBox) and combo.isEditable()
    assert [combo.itemText(i) for i in range(combo.count())] == ["Zuzana", "Anna", "Bohouš"]
    combo.setCurrentIndex(2)
    combo.activated.emit(2)  # as when picked with the mouse
    assert dialog.setup().seats[0].name == "Bohouš"
    combo.setEditText("Nový hráč")  # a new player is typed in
    combo.activated.emit(-1)
    assert dialog.setup().seats[0].name == "Nový hráč"
    dialog.seat_view.closePersistentEditor(index)

    # A computer's name stays plain text.
    bot_index = dialog.seats.index(1, SEAT_NAME)
    dialog.seat_view.openPersistentEditor(bot_index)
    assert not isinstance(dialog.seat_view.indexWidget(bot_index), QComboBox)


def test_the_dialog_works_without_profiles(settings: Settings, qtbot: QtBot) -> None:
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    index = dialog.seats.index(0, SEAT_NAME)
    dialog.seat_view.openPersistentEditor(index)
    assert not isinstance(dialog.seat_view.indexWidget(index), QComboBox)


def test_two_humans_with_one_name_disable_ok(settings: Settings, qtbot: QtBot) -> None:
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    seats = dialog.seats
    seats.setData(seats.index(1, KIND_COLUMN), HUMAN)
    seats.setData(seats.index(0, SEAT_NAME), "Jana")
    assert ok.isEnabled() and dialog.name_warning.isHidden()
    seats.setData(seats.index(1, SEAT_NAME), " jana ")
    assert not ok.isEnabled()
    assert not dialog.name_warning.isHidden() and "Jana" in dialog.name_warning.text()
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    seats.setData(seats.index(1, SEAT_NAME), "Petr")
    assert ok.isEnabled() and dialog.name_warning.isHidden()


def test_renaming_in_the_players_dialog_keeps_the_results(store: StatsStore, qtbot: QtBot) -> None:
    profiles = Profiles(store)
    anna = profiles.create("Anna")
    profiles.create("Bob")
    _record_win(store, anna.id, "Anna", "s1", 3)
    _record_win(store, anna.id, "Anna", "s2", 4)
    before = store.games_played()[anna.id]

    dialog = PlayersDialog(store)
    qtbot.addWidget(dialog)
    model = dialog.model
    row = next(r for r in range(model.rowCount()) if _id(model.profile(r)) == anna.id)
    assert int(model.index(row, GAMES_COLUMN).data()) == before
    assert model.setData(model.index(row, NAME_COLUMN), "Anička")
    assert _get(profiles, anna.id).name == "Anička"
    assert store.games_played()[anna.id] == before == 2
    assert profiles.find("Anna") is None
    # A later game under the new name is the same profile.
    assert profiles.for_seat("anička", HUMAN, "normal").id == anna.id

    # A clash is refused and said.
    assert not model.setData(model.index(row, NAME_COLUMN), "bob")
    assert "bob" in dialog.message.text()
    assert _get(profiles, anna.id).name == "Anička"

    assert model.setData(model.index(row, AVATAR_COLUMN), "🎲")
    assert _get(profiles, anna.id).avatar == "🎲"


def test_archiving_hides_a_player_but_keeps_the_history(store: StatsStore, qtbot: QtBot) -> None:
    profiles = Profiles(store)
    anna = profiles.create("Anna")
    _record_win(store, anna.id, "Anna", "s1", 3)
    dialog = PlayersDialog(store)
    qtbot.addWidget(dialog)
    dialog.view.selectRow(0)
    dialog.archive_button.click()
    assert _get(profiles, anna.id).archived
    assert "Anna" in dialog.message.text()
    assert recent_human_names(store) == []  # no longer offered for a seat
    assert store.games_played()[anna.id] == 1
    assert not dialog.archive_button.isEnabled()
    # still listed, unticked: ticking "Active" brings her back
    model = dialog.model
    active = model.index(model.row_of(anna.id), ACTIVE_COLUMN)
    assert active.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked.value
    assert model.setData(active, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert not _get(profiles, anna.id).archived
    assert recent_human_names(store) == ["Anna"]
    assert dialog.archive_button.isEnabled()


def test_a_new_player_is_added_in_the_players_dialog(
    store: StatsStore, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    profiles = Profiles(store)
    profiles.create("Anna")
    dialog = PlayersDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.new_button.isEnabled()
    # the button asks for the name
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kw: ("  Bára  ", True))
    dialog.new_button.click()
    bara = profiles.find("Bára")
    assert bara is not None and not bara.archived
    assert _id(dialog.model.profile(dialog.selected_row())) == bara.id
    assert "Bára" in dialog.message.text()
    assert dialog.model.rowCount() == 2
    # a name in use or an empty one is refused and said
    assert not dialog.add_player("anna")
    assert "anna" in dialog.message.text()
    assert not dialog.add_player("   ")
    assert dialog.message.text()
    assert dialog.model.rowCount() == 2
    # cancelling the question adds nobody
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kw: ("Cyril", False))
    dialog.new_button.click()
    assert profiles.find("Cyril") is None


def test_players_model_passes_the_model_tester(store: StatsStore, qtmodeltester: Any) -> None:
    profiles = Profiles(store)
    for name in ("Anna", "Bob", "Cyril"):
        profiles.create(name)
    model = ProfilesModel(profiles)
    model.reload()
    qtmodeltester.check(model)
    profiles.archive(model.profile(0).id)
    model.reload()
    qtmodeltester.check(model)


def test_the_main_window_offers_players_when_an_archive_is_attached(
    settings: Settings, tmp_path: Path, qtbot: QtBot
) -> None:
    bare = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(bare)
    assert not bare.players_action.isEnabled()
    archive = GameArchive(stats_path=tmp_path / "s.sqlite3", notify=False)
    window = MainWindow(settings, remember_geometry=False, services=archive)
    qtbot.addWidget(window)
    try:
        assert window.players_action.isEnabled()
        assert window.players_action in window.game_menu.actions()
        assert archive.stats is not None
        Profiles(archive.stats).create("Eva")
        with qtbot.waitSignal(archive.profilesRead, timeout=10_000):
            archive.reload_profiles()  # the people are read on the statistics' thread
        assert window.services is archive and archive.profile_names() == ["Eva"]
    finally:
        archive.close()


def test_a_set_up_opened_before_the_people_are_read_says_so_and_gets_their_names(
    settings: Settings, tmp_path: Path, qtbot: QtBot
) -> None:
    """Issue 31: with the database locked from the start the name list stayed empty
    without a word; the dialog says it is reading the players and offers them once read."""
    path = tmp_path / "s.sqlite3"
    early = StatsStore(path)
    Profiles(early).create("Eva")
    early.close()
    archive = GameArchive(stats_path=path, notify=False)
    window = MainWindow(settings, remember_geometry=False, services=archive)
    qtbot.addWidget(window)
    try:
        assert not archive.book.read  # asked of the statistics' thread, not answered yet
        dialog = NewGameDialog(settings, "perudo", window, profile_names=archive.profile_names,
                               seat_profiles=archive.seat_profiles,
                               names_waiting=archive.profiles_waiting)
        qtbot.addWidget(dialog)
        assert dialog.waiting_for_names and dialog.profile_names == []
        assert dialog.names_note.isVisibleTo(dialog)
        assert dialog.names_note.text() == "Reading the players…"
        assert not dialog.new_people.isVisibleTo(dialog)  # who is new is not known yet
        qtbot.waitUntil(lambda: dialog.profile_names == ["Eva"], timeout=10_000)
        assert not dialog.waiting_for_names and not dialog.names_note.isVisibleTo(dialog)
        # read already: no note
        later = NewGameDialog(settings, "perudo", window, profile_names=archive.profile_names,
                              names_waiting=archive.profiles_waiting)
        qtbot.addWidget(later)
        assert not later.names_note.isVisibleTo(later) and later.profile_names == ["Eva"]
    finally:
        archive.close()


def test_a_colour_is_chosen_in_the_colour_chooser_not_typed_as_hex(
    store: StatsStore, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt

    from tablegames_qt.ui.dialogs.colour_chooser import ColourChooser
    from tablegames_qt.ui.stats.profiles_model import COLOUR_COLUMN
    from tablegames_qt.ui.stats.window import StatisticsWindow

    profiles = Profiles(store)
    anna = profiles.create("Anna")
    asked: list[tuple[str, str]] = []

    def choose(initial: str, parent: Any, title: str) -> str:
        asked.append((initial, title))
        return "#12ab34"

    monkeypatch.setattr(ColourChooser, "get_colour", staticmethod(choose))
    # the Players dialog's "Colour…" button
    dialog = PlayersDialog(store)
    qtbot.addWidget(dialog)
    row = next(r for r in range(dialog.model.rowCount()) if _id(dialog.model.profile(r)) == anna.id)
    dialog.view.selectRow(row)
    qtbot.mouseClick(dialog.colour_button, Qt.MouseButton.LeftButton)
    assert _get(profiles, anna.id).colour == "#12ab34"
    assert asked and "Anna" in asked[-1][1]
    # a double-click on the colour in the statistics window's Players tab
    monkeypatch.setattr(ColourChooser, "get_colour", staticmethod(lambda *a: "#5566ff"))
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentWidget(window.players_tab)
    view = window.players_tab.view
    model = window.players_tab.model
    row = next(r for r in range(model.rowCount()) if _id(model.profile(r)) == anna.id)
    rect = view.visualRect(model.index(row, COLOUR_COLUMN))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert _get(profiles, anna.id).colour == "#5566ff"
    assert view.state() != view.State.EditingState  # no "#rrggbb" field left in the cell


def test_the_colour_chooser_offers_the_apps_named_swatches_and_one_of_your_own_behind_more(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QColorDialog, QDialogButtonBox

    from tablegames_qt.ui.colour_names import NAMED, colour_name
    from tablegames_qt.ui.dialogs.colour_chooser import ColourChooser

    asked: list[str] = []
    monkeypatch.setattr(QColorDialog, "getColor",
                        staticmethod(lambda *a: asked.append("stock") or QColor("#2f87aa")))
    chooser = ColourChooser("#2e86ab", None, "Colour of Anna")
    qtbot.addWidget(chooser)
    assert list(chooser.swatches) == list(NAMED) and len(NAMED) >= 30  # every named colour
    names = [button.accessibleName() for button in chooser.swatches.values()]
    assert names == [colour_name(c) for c in NAMED] and all(not n.startswith("#") for n in names)
    assert chooser.swatches["#2e86ab"].isChecked()  # her colour now
    assert "blue" in chooser.chosen_label.text()
    qtbot.mouseClick(chooser.swatches["#f4a6b8"], Qt.MouseButton.LeftButton)
    assert chooser.colour() == "#f4a6b8" and "pink" in chooser.chosen_label.text()
    assert not asked  # the stock dialog only behind More…
    qtbot.mouseClick(chooser.more_button, Qt.MouseButton.LeftButton)
    assert asked == ["stock"] and chooser.colour() == "#2f87aa"
    assert not any(b.isChecked() for b in chooser.swatches.values())
    assert "blue" in chooser.chosen_label.text()  # called by its nearest name
    ok = chooser.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and ok.isEnabled()


def _type_a_name(qtbot: QtBot, view: Any, index: Any, name: str) -> None:
    """Click a name cell, type a new one, Enter (as a person renames inline)."""
    from PySide6.QtWidgets import QApplication

    view.window().activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view.window())
    view.setCurrentIndex(index)
    view.edit(index)
    editor = QApplication.focusWidget()
    assert editor is not None and editor is not view
    line = editor.lineEdit() if isinstance(editor, QComboBox) else editor
    line.selectAll()
    qtbot.keyClicks(line, name)
    qtbot.keyClick(line, Qt.Key.Key_Return)
    qtbot.wait(10)  # the editor's deferred deletion and its focus-out
    view.setFocus()
    qtbot.wait(10)


def test_inline_name_edits_leave_no_editor_behind_in_any_table(
    store: StatsStore, settings: Settings, qtbot: QtBot, qtlog: Any
) -> None:
    from tablegames_qt.ui.stats.window import StatisticsWindow

    anna = Profiles(store).create("Anna")
    Profiles(store).create("Bob")
    players = PlayersDialog(store)
    qtbot.addWidget(players)
    players.show()
    qtbot.waitExposed(players)
    _type_a_name(qtbot, players.view, players.model.index(players.model.row_of(anna.id), NAME_COLUMN), "Annie")
    assert _get(Profiles(store), anna.id).name == "Annie"
    stats = StatisticsWindow(store)
    qtbot.addWidget(stats)
    stats.show()
    stats.tabs.setCurrentWidget(stats.players_tab)
    model = stats.players_tab.model
    _type_a_name(qtbot, stats.players_tab.view, model.index(model.row_of(anna.id), NAME_COLUMN), "Zoe")
    assert _get(Profiles(store), anna.id).name == "Zoe"  # after Bob by name: she keeps her row
    assert model.index(model.row_of(anna.id), NAME_COLUMN).data() == "Zoe"
    dialog = NewGameDialog(settings, "perudo", profile_names=lambda: ["Anna"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _type_a_name(qtbot, dialog.seat_view, dialog.seats.index(0, SEAT_NAME), "Bob")  # a person's combo
    _type_a_name(qtbot, dialog.seat_view, dialog.seats.index(1, SEAT_NAME), "Robot")  # a computer's field
    assert [dialog.seats.index(r, SEAT_NAME).data() for r in (0, 1)] == ["Bob", "Robot"]
    said = [r.message for r in qtlog.records]
    assert not [m for m in said if "commitData" in m or "editor" in m], said


def test_the_colour_chooser_is_used_by_keyboard(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from tablegames_qt.ui.colour_names import NAMED
    from tablegames_qt.ui.dialogs.colour_chooser import COLUMNS, ColourChooser

    chooser = ColourChooser("#2e86ab")
    qtbot.addWidget(chooser)
    chooser.show()
    chooser.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is chooser)
    colours = list(NAMED)
    assert QApplication.focusWidget() is chooser.swatches[colours[1]]  # on her colour
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert chooser.colour() == colours[1 + COLUMNS + 1]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert chooser.result() == chooser.DialogCode.Accepted and not chooser.isVisible()


def test_the_players_dialog_shows_the_longest_name_and_every_colour_on_one_line(
    store: StatsStore, qtbot: QtBot
) -> None:
    """At 1024×640 the dialog opened at its least width: "Maxmilián Vlastimil …" (a name
    of the 24 characters a profile allows) was cut, and colour names broke over two lines."""
    from tablegames_qt.storage.profiles import MAX_NAME_LENGTH
    from tablegames_qt.ui.stats.profiles_model import COLOUR_COLUMN

    profiles = Profiles(store)
    longest = "Maxmilián Vlastimil Kosa"
    assert len(longest) == MAX_NAME_LENGTH
    for name in ("Anna", "Babička Šestka", longest, "Honza"):
        profiles.create(name)
    dialog = PlayersDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog.loading)
    view = dialog.view
    for column in (NAME_COLUMN, COLOUR_COLUMN):
        assert view.columnWidth(column) >= view.sizeHintForColumn(column), column
    shown = sum(view.columnWidth(c) for c in range(dialog.model.columnCount()))
    assert shown <= view.viewport().width() + 1  # and no column behind a scroll bar
