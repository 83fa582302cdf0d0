"""A person's profile reaches the table: renamed or recoloured in Game → Players, they sit
under their new name and in their colour in the next set-up, at the table (plates, side
log, result), in a resumed game, and are counted as the same person in the statistics."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tablegames_qt.storage import health, recovery, saves
from tablegames_qt.storage.profiles import Profile, Profiles
from tablegames_qt.storage.seat_names import YOU_KEY
from tablegames_qt.ui import anim
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.casino.side_colours import SIDE_COLOURS, seat_colours
from tablegames_qt.ui.colour_names import colour_name
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dice.palette import APART, SEAT_STYLES, colour_distance, seat_styles
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.seats import NAME_COLUMN
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.replay import ReplayWindow
from tablegames_qt.ui.stats.profiles_model import COLOUR_COLUMN, ProfilesModel

from .app_helpers import isolated_settings

BLUE = "#2e86ab"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    health.reset()
    recovery.take_problems()
    anim.set_speed(0)
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    main = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False, services=archive)
    qtbot.addWidget(main)
    main.archive = archive  # type: ignore[attr-defined]
    # leaving or replacing a game is answered Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: QMessageBox.StandardButton.Yes)
    yield main
    screen = main.current_screen()
    if screen is not None:
        screen.shutdown()
    archive.close()
    health.reset()


def _settled(window: MainWindow) -> None:
    """Until the statistics' worker has nothing left and its answers are delivered (the
    people are read and changed on its thread, never on the GUI thread)."""
    archive = window.archive  # type: ignore[attr-defined]
    for _turn in range(4):  # an answer may ask for more (a change, then the people again)
        assert archive.worker.idle(10)
        QCoreApplication.processEvents()


def _told(window: MainWindow) -> None:
    """The people changed behind the app's back (the test's own store): read again."""
    window.archive.reload_profiles()  # type: ignore[attr-defined]
    _settled(window)


def _profiles(window: MainWindow) -> Profiles:
    store = window.archive.stats  # type: ignore[attr-defined]
    assert store is not None
    return Profiles(store)


def _start_from_the_dialog(window: MainWindow, check: Any = None) -> PerudoScreen:
    """Game → New game, Perudo, Start (``check`` looks at the dialog first)."""
    def accept() -> None:
        dialog = window.findChild(NewGameDialog)
        assert dialog is not None
        if check is not None:
            check(dialog)
        dialog.accept()

    QTimer.singleShot(0, accept)
    screen = window.new_game("perudo")
    assert isinstance(screen, PerudoScreen)
    return screen


def _you(window: MainWindow) -> Profile:
    _settled(window)  # Start made the profile on the worker's thread
    found = [p for p in _profiles(window).humans() if p.name == YOU_KEY]
    assert len(found) == 1
    return found[0]


def test_a_renamed_and_recoloured_person_sits_so_in_the_next_set_up_and_at_the_table(
    window: MainWindow, qtbot: QtBot
) -> None:
    _start_from_the_dialog(window)  # "You" and three computers: Start makes You's profile
    you = _you(window)
    window.leave_game()
    # Game → Players: "You" becomes Anna, in blue
    model = ProfilesModel(_profiles(window))
    model.reload()
    row = model.row_of(you.id)
    assert model.setData(model.index(row, 0), "Anna")
    assert model.setData(model.index(row, COLOUR_COLUMN), BLUE)
    _told(window)

    seen: dict[str, Any] = {}

    def look(dialog: NewGameDialog) -> None:
        index = dialog.seats.index(0, NAME_COLUMN)
        seen["name"] = index.data()
        seen["swatch"] = index.data(Qt.ItemDataRole.DecorationRole)
        dialog.seats.add_seat("human")  # hot-seat now: a typed name stays, no "Player 1"
        seen["after"] = dialog.seats.index(0, NAME_COLUMN).data()
        dialog.seats.remove_seat(dialog.seats.rowCount() - 1)

    screen = _start_from_the_dialog(window, look)
    assert seen["name"] == "Anna" and seen["after"] == "Anna"
    assert isinstance(seen["swatch"], QColor) and seen["swatch"].name() == BLUE
    # the table: Anna's plate in her colour, the computers' dice sets unlike it
    assert screen.controller.names()[0] == "Anna"
    assert screen.table.seat_names()[0] == "Anna"
    styles = screen.table.seat_styles()
    assert styles[0].body_hex == BLUE
    assert all(colour_distance(s.body, QColor(BLUE)) >= APART for s in styles[1:])
    assert screen.history_view.delegate.seat_styles == styles  # the side log's tokens
    # the same person in the statistics, under the new name
    recorder = window.archive.recorders[-1]  # type: ignore[attr-defined]
    assert recorder.seats[0].profile_id == you.id and recorder.seats[0].name == "Anna"
    assert [p.id for p in _profiles(window).humans()] == [you.id]  # no new "You" profile
    # the result panel and the side log name her too
    qtbot.waitUntil(lambda: screen.game.is_over() or screen.controller.current_player() == 0,
                    timeout=30_000)
    assert "Anna" in screen.texts.name(0)


def test_a_resumed_game_seats_the_person_as_their_profile_is_now(
    window: MainWindow, qtbot: QtBot
) -> None:
    _start_from_the_dialog(window)
    you = _you(window)
    window.leave_game()  # kept for Continue, with You's profile
    _profiles(window).rename(you.id, "Anna")
    _told(window)
    _profiles(window).update(you.id, colour=BLUE)
    _told(window)
    window.continue_game("perudo")
    screen = window.current_screen()
    assert isinstance(screen, PerudoScreen)
    assert screen.controller.names()[0] == "Anna"
    assert screen.table.seat_names()[0] == "Anna"
    assert screen.table.seat_styles()[0].body_hex == BLUE
    recorder = window.archive.recorders[-1]  # type: ignore[attr-defined]
    assert recorder.seats[0].profile_id == you.id
    # its replay (the result panel's "Watch the replay") in the same colours, under her name
    viewer = window.watch_replay(screen)
    qtbot.addWidget(viewer)
    assert viewer.table.seat_styles() == screen.table.seat_styles()
    assert viewer.history_view.delegate.seat_styles == screen.table.seat_styles()
    assert viewer.names[0] == "Anna"
    # and so does its file (a replay opened from the statistics, years later)
    saved = saves.load_slot("perudo")
    assert saved is not None and saved.extra["seat_colours"][0] == BLUE
    from_file = ReplayWindow(saved)
    qtbot.addWidget(from_file)
    assert from_file.table.seat_styles() == screen.table.seat_styles()


def test_a_rename_and_a_colour_during_a_game_show_at_once(window: MainWindow, qtbot: QtBot) -> None:
    screen = _start_from_the_dialog(window)
    you = _you(window)
    _profiles(window).rename(you.id, "Anna")
    _told(window)
    _profiles(window).update(you.id, colour=BLUE)
    _told(window)
    window.refresh_seats()  # what closing Game → Players does
    assert screen.controller.names()[0] == "Anna"
    assert screen.table.seat_names()[0] == "Anna"
    assert "Anna" in screen.texts.name(0)
    styles = screen.table.seat_styles()
    assert styles[0].body_hex == BLUE
    assert all(colour_distance(s.body, QColor(BLUE)) >= APART for s in styles[1:])
    seat = screen.table._seats[0]
    assert seat.plate.style == seat.style == styles[0] and all(d.style == styles[0] for d in seat.dice)
    assert seat.cup is not None and seat.cup.accent.name() == BLUE
    assert screen.history_view.delegate.seat_styles == styles


def test_the_players_dialog_names_a_colour_and_never_shows_hex(window: MainWindow) -> None:
    profiles = _profiles(window)
    anna = profiles.create("Anna", colour=BLUE)
    odd = profiles.create("Odd", colour="#3a8fb5")  # a colour of her own, near the palette's blue
    pink = profiles.create("Pinky", colour="#f7a1c4")
    model = ProfilesModel(profiles)
    model.reload()

    def shown(profile: Profile) -> Any:
        return model.index(model.row_of(profile.id), COLOUR_COLUMN).data()

    assert shown(anna) == "blue" == colour_name(BLUE)
    assert shown(odd) == "blue"
    assert shown(pink) == "pink"
    swatch = model.index(model.row_of(anna.id), COLOUR_COLUMN).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(swatch, QColor) and swatch.name() == BLUE
    assert not any(str(shown(p)).startswith("#") for p in profiles.humans())


def test_the_tables_own_colours_keep_away_from_a_persons_colour() -> None:
    ruby = SEAT_STYLES[1].body_hex
    styles = seat_styles(["", ruby, "", ""])
    assert styles[1].body_hex == ruby
    assert [s.body_hex for s in styles[:1] + styles[2:]] == [SEAT_STYLES[0].body_hex,
                                                              SEAT_STYLES[2].body_hex,
                                                              SEAT_STYLES[3].body_hex]
    near_ivory = seat_styles(["#f0ece0", ""])
    assert near_ivory[1].body_hex != SEAT_STYLES[0].body_hex
    # Royal Casino: a person's colour is their side's; the other side keeps its own
    colours = seat_colours([0, 1], [SIDE_COLOURS[0].name(), ""])
    assert colours[0].name() == SIDE_COLOURS[0].name() and colours[1].name() == SIDE_COLOURS[1].name()
    colours = seat_colours([0, 1, 0, 1], ["", BLUE, "", ""])
    assert colours[1].name() == colours[3].name() == BLUE
    assert colour_distance(colours[0], QColor(BLUE)) >= APART


def test_a_colours_name_is_said_in_czech(qapp: Any) -> None:
    from .app_helpers import in_language

    with in_language(qapp, "cs"):
        assert colour_name(BLUE) == "modrá"
        assert colour_name("#f7a1c4") == "růžová"
    assert colour_name(BLUE) == "blue"


def test_a_saves_seat_colours_are_checked_like_every_extra_field() -> None:
    from tablegames_qt.storage.recovery import DamagedFile
    from tablegames_qt.storage.save_checks import check_extra

    assert check_extra({"seat_colours": [BLUE, "", "#d1495b"]})["seat_colours"][0] == BLUE
    for bad in (["blue"], [BLUE] * 11, "#2e86ab", [None], ["#2E86AB;x"]):
        with pytest.raises(DamagedFile, match="seat_colours"):
            check_extra({"seat_colours": bad})


def test_a_rename_and_a_colour_in_the_statistics_players_tab_reach_the_game_in_play(
    window: MainWindow, qtbot: QtBot
) -> None:
    screen = _start_from_the_dialog(window)
    you = _you(window)
    window.show_statistics()  # Statistics → Players, as a person opens it
    stats = window.archive.statistics_window  # type: ignore[attr-defined]
    assert stats is not None
    qtbot.addWidget(stats)
    _settled(window)  # read on the worker's thread
    model = stats.profiles_model
    row = model.row_of(you.id)
    assert model.setData(model.index(row, 0), "Anna")
    assert model.setData(model.index(row, COLOUR_COLUMN), BLUE)
    _settled(window)  # stored on the worker's thread, then the people read again
    # no menu closed, no dialog: the table shows her so at once
    assert screen.controller.names()[0] == "Anna"
    assert screen.table.seat_names()[0] == "Anna"
    assert screen.table.seat_styles()[0].body_hex == BLUE
    assert screen.history_view.delegate.seat_styles == screen.table.seat_styles()


def _look_at_the_dialog(window: MainWindow, game: str, check: Any) -> None:
    """Game → New game of ``game``: ``check`` looks at the dialog, then Start."""
    def accept() -> None:
        dialog = window.findChild(NewGameDialog)
        assert dialog is not None
        check(dialog)
        dialog.accept()

    QTimer.singleShot(0, accept)
    assert window.new_game(game) is not None


def test_you_renamed_is_a_rename_everywhere_even_in_games_not_played_yet(
    window: MainWindow, qtbot: QtBot
) -> None:
    _start_from_the_dialog(window)  # Perudo as "You": Start makes You's profile
    you = _you(window)
    window.leave_game()  # kept for Continue: the start screen's card names the seats
    _profiles(window).rename(you.id, "Anna")
    _told(window)
    _profiles(window).update(you.id, colour=BLUE)
    _told(window)
    window.archive._seats_changed()  # type: ignore[attr-defined]  # what Game → Players does
    card = window.start_screen.cards["perudo"]
    assert "Anna" in card.continue_info.text() and "You" not in card.continue_info.text()
    for game in ("machacek", "casino"):  # never played: their set-ups seat Anna in her colour
        seen: dict[str, Any] = {}

        def look(dialog: NewGameDialog, seen: dict[str, Any] = seen) -> None:
            index = dialog.seats.index(0, NAME_COLUMN)
            seen["name"] = index.data()
            seen["swatch"] = index.data(Qt.ItemDataRole.DecorationRole)
            seen["new"] = dialog.new_people_names()

        _look_at_the_dialog(window, game, look)
        assert seen["name"] == "Anna", game
        assert isinstance(seen["swatch"], QColor) and seen["swatch"].name() == BLUE
        assert seen["new"] == []
        screen = window.current_screen()
        assert screen is not None and screen.controller.names()[0] == "Anna"
        window.leave_game()
    _settled(window)
    # Starting made no second "You": Players lists Anna alone
    assert [p.name for p in _profiles(window).humans()] == ["Anna"]


def test_the_only_person_sits_in_the_you_seat_and_a_new_name_is_said_before_start(
    window: MainWindow, qtbot: QtBot
) -> None:
    anna = _profiles(window).create("Anna", colour=BLUE)  # added in Game → Players first
    _told(window)
    seen: dict[str, Any] = {}

    def look(dialog: NewGameDialog) -> None:
        seen["name"] = dialog.seats.index(0, NAME_COLUMN).data()
        dialog.seats.setData(dialog.seats.index(1, 1), "human")  # a second person: "Player 2"
        seen["new"] = dialog.new_people_names()
        seen["note"] = dialog.new_people.text() if dialog.new_people.isVisibleTo(dialog) else ""

    _look_at_the_dialog(window, "machacek", look)
    _settled(window)  # Start made "Player 2" on the worker's thread
    assert seen["name"] == "Anna"
    assert seen["new"] == ["Player 2"] and "Player 2" in seen["note"]
    assert sorted(p.name for p in _profiles(window).humans()) == ["Anna", "default:2"]
    assert _profiles(window).find("Anna") == anna


def test_a_recoloured_person_leaves_the_computers_colours_alone_unless_they_clash(
    window: MainWindow, qtbot: QtBot
) -> None:
    screen = _start_from_the_dialog(window)
    you = _you(window)
    screen.controller.pause()  # the log's lines are counted: no move while the people are read
    _profiles(window).update(you.id, colour=BLUE)
    _told(window)
    window.refresh_seats()
    bots_before = screen.table.seat_styles()[1:]
    lines_before = screen.history.rowCount()
    # a colour like none of the computers' sets: they keep theirs, in the earlier log lines too
    far = "#f4a6b8"  # pink
    assert all(colour_distance(s.body, QColor(far)) >= APART for s in bots_before)
    _profiles(window).update(you.id, colour=far)
    _told(window)
    window.refresh_seats()
    assert screen.table.seat_styles()[0].body_hex == far
    assert screen.table.seat_styles()[1:] == bots_before
    assert screen.history_view.delegate.seat_styles[1:] == bots_before
    assert screen.history.rowCount() == lines_before  # nothing to tell
    # a colour like the first computer's set: that one moves, the others stay, the log says so
    clash = bots_before[0].body_hex
    _profiles(window).update(you.id, colour=clash)
    _told(window)
    window.refresh_seats()
    after = screen.table.seat_styles()
    assert after[2:] == bots_before[1:]
    assert colour_distance(after[1].body, QColor(clash)) >= APART
    told = screen.history.index(screen.history.rowCount() - 1).data()
    assert screen.controller.name(1) in told and colour_name(after[1].body_hex) in told
    viewer = window.watch_replay(screen)  # the replay in the colours the table shows
    qtbot.addWidget(viewer)
    assert viewer.table.seat_styles() == after


def test_a_persons_seat_handed_to_the_computer_gets_a_computers_name(window: MainWindow) -> None:
    _profiles(window).create("Anna", colour=BLUE)  # the one person: she sits in the "You" seat
    _told(window)
    dialog = NewGameDialog(window.settings, "perudo", window, seat_profiles=window.services.seat_profiles)
    try:
        assert dialog.seats.index(0, NAME_COLUMN).data() == "Anna"
        dialog.seats.setData(dialog.seats.index(1, 1), "human")  # hot-seat: Anna stays Anna
        assert dialog.seats.index(0, NAME_COLUMN).data() == "Anna"
        dialog.seats.setData(dialog.seats.index(0, 1), "bot")  # her seat to the computer
        name = dialog.seats.index(0, NAME_COLUMN).data()
        assert name != "Anna" and dialog.seats.seats()[0].profile_id is None
    finally:
        dialog.deleteLater()
