"""The application shell: command line, main window, menus, geometry, languages."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QLocale, QTimer, QTranslator
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from tablegames_qt import __main__ as cli
from tablegames_qt import app as app_module
from tablegames_qt.app import ExceptionRecorder, LanguageSwitcher, effective_language
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.storage import paths
from tablegames_qt.storage.saves import Progress, SeatRecord, SlotInfo, now
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import anim
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dialogs.rules_viewer import RulesViewer, current_language
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.machacek.screen import MachacekScreen
from tablegames_qt.ui.main_window import MainWindow, screen_for
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig


@pytest.fixture
def window(qtbot, settings) -> MainWindow:
    main = MainWindow(settings)
    qtbot.addWidget(main)
    main.show()
    return main


class FakeSaves:
    """The main window's services (``WindowServices``): an unfinished game, a statistics
    window that is only counted."""

    def __init__(self, game: Any = None) -> None:
        self.game = game
        self.opened: list[object] = []
        self.attached: list[object] = []

    def open_statistics(self, parent: Any = None) -> None:
        self.opened.append(parent)

    def open_players(self, parent: Any = None) -> None:
        pass

    def profile_names(self) -> list[str]:
        return []

    def profiles_waiting(self, then: Any) -> bool:
        return False

    def seat_profiles(self, seats: list[SeatConfig], make: bool = False) -> list[SeatConfig]:
        return list(seats)

    def attach(self, window: Any) -> None:
        self.attached.append(window)

    def unfinished(self) -> list[SlotInfo]:
        if self.game is None:
            return []
        seats = (SeatRecord("You"), SeatRecord("Pip", BOT))
        progress = Progress(3, None, (5, 5), "dice")
        return [SlotInfo("perudo", Path("perudo.json"), seats, "s", now(), now(), 60.0, 4, progress)]

    def load_unfinished(self, kind: str) -> tuple[GameSetup, Any] | None:
        if self.game is None or kind != "perudo":
            return None
        seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
        return GameSetup("perudo", seats, PerudoRules()), self.game


# -- command line -------------------------------------------------------------------


def test_command_line_options():
    args = cli.parse_args(["--demo", "machacek", "--moves", "7", "--screenshot", "x.png", "--lang", "cs"])
    assert (args.demo, args.moves, args.screenshot, args.lang) == ("machacek", 7, "x.png", "cs")
    assert cli.parse_args([]).demo is None
    with pytest.raises(SystemExit):
        cli.parse_args(["--screenshot", "x.png"])
    with pytest.raises(SystemExit):
        cli.parse_args(["--lang", "de"])


def test_the_module_runs_and_shows_help():
    result = subprocess.run([sys.executable, "-m", "tablegames_qt", "--help"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    assert "--demo" in result.stdout and "--lang" in result.stdout


def test_exception_recorder_remembers_and_reports(capsys):
    seen: list[BaseException] = []
    recorder = ExceptionRecorder(on_exception=seen.append)
    error = ValueError("boom")
    recorder(ValueError, error, None)
    assert recorder.exceptions == [error] and seen == [error]
    assert "boom" in capsys.readouterr().err
    recorder.install()
    assert sys.excepthook is recorder
    recorder.uninstall()
    assert sys.excepthook is not recorder


# -- main window ------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_a_saved_game_on_one_card_keeps_the_cards_aligned(qtbot, size):
    """The saved-game box made its card taller and moved its picture, name and buttons
    off the other cards'; every card keeps the box's room."""
    from PySide6.QtCore import QPoint, QRect

    from tablegames_qt.ui.start_screen import StartScreen

    start = StartScreen()
    qtbot.addWidget(start)
    start.resize(*size)
    start.show()

    def places() -> list[list[tuple[int, int]]]:
        QApplication.processEvents()
        found = []
        for card in start.cards.values():
            parts = [card, card.picture, card.title, card.description, card.play_button]
            rects = [QRect(part.mapTo(start, QPoint(0, 0)), part.size()) for part in parts]
            found.append([(rect.top(), rect.height()) for rect in rects])
        return found

    without = places()
    assert all(card == without[0] for card in without)
    seats = (SeatRecord("You"), SeatRecord("Pip", BOT))
    start.set_unfinished([SlotInfo("machacek", Path("machacek.json"), seats, "s", now(), now(), 60.0,
                                   4, Progress(3, None, (5, 5), "dice"))])
    assert start.cards["machacek"].continue_info.isVisible()
    assert places() == without


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_three_saved_games_keep_every_cards_picture_and_title_level(qtbot, size, language):
    """With three saved games the Macháček picture and title sat 15 px above the others':
    its longer summary took lines from its picture."""
    from PySide6.QtCore import QLocale, QPoint, QTranslator

    from tablegames_qt.storage import paths
    from tablegames_qt.ui.start_screen import StartScreen

    translator = QTranslator()
    assert translator.load(f"tablegames_{language}", str(paths.translations_dir()))
    QApplication.instance().installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(QLocale(language))
    try:
        start = StartScreen()
        qtbot.addWidget(start)
        start.resize(*size)
        start.show()
        you, pip = SeatRecord("Anna"), SeatRecord("Captain Pip", BOT)
        lucy, dudo = SeatRecord("Lucky Lucy", BOT), SeatRecord("Señor Dudo", BOT)
        # a family's names, as long as a profile allows, tied in the lead: more lines than kept
        anna, kristyna = SeatRecord("Anna Marie Novotná-Malá"), SeatRecord("Kristýna Dvořáková")
        start.set_unfinished([
            SlotInfo("perudo", Path("p.json"), (you, pip), "s", now(), now(), 60.0, 4,
                     Progress(2, None, (5, 4), "dice")),
            SlotInfo("machacek", Path("m.json"), (anna, kristyna, lucy, dudo), "s", now(), now(),
                     60.0, 4, Progress(2, 3, (1, 1, 0, 0), "wins")),
            SlotInfo("casino", Path("c.json"), (you, pip), "s", now(), now(), 60.0, 4,
                     Progress(2, None, (3, 10), "points", 21)),
        ])
        QApplication.processEvents()

        def top(widget) -> int:  # type: ignore[no-untyped-def]
            return widget.mapTo(start, QPoint(0, 0)).y()

        cards = list(start.cards.values())
        for part in ("picture", "title", "description", "continue_info", "play_button"):
            tops = {top(getattr(card, part)) for card in cards}
            assert len(tops) == 1, (part, tops)
        assert len({card.picture.height() for card in cards}) == 1
        for card in cards:  # every summary shown whole
            info = card.continue_info
            assert info.heightForWidth(info.width()) <= info.height(), card.game
    finally:
        QLocale.setDefault(before)
        QApplication.instance().removeTranslator(translator)


def test_start_screen_offers_the_three_games(window):
    cards = window.start_screen.cards
    assert list(cards) == ["perudo", "machacek", "casino"]
    assert [card.title.text() for card in cards.values()] == ["Perudo", "Macháček", "Royal Casino"]
    assert all(card.description.text() for card in cards.values())
    assert window.start_screen.continue_button.isHidden()
    assert not window.start_screen.statistics_button.isEnabled()


def test_standard_shortcuts(window):
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    assert window.rules_action.shortcut().toString() == "F1"
    assert window.full_screen_action.shortcut().toString() == "F11"


def test_f1_opens_the_rules_and_f11_goes_full_screen(qtbot, window):
    window.rules_action.trigger()
    viewer = window.findChild(RulesViewer)
    assert viewer is not None and viewer.isVisible()
    window.full_screen_action.trigger()
    assert window.full_screen_action.isChecked()
    window.full_screen_action.trigger()
    assert not window.isFullScreen()


def test_continue_and_statistics_come_from_the_services_the_window_is_made_with(qtbot, settings):
    saves = FakeSaves(PerudoGame(players=2, seed=5))
    main = MainWindow(settings, services=saves)
    qtbot.addWidget(main)
    assert saves.attached == [main]  # once, when made
    assert main.start_screen.continue_button.isVisibleTo(main)
    assert "Round 3" in main.start_screen.continue_button.toolTip()
    assert main.statistics_action.isEnabled() and main.players_action.isEnabled()
    main.start_screen.statistics_button.click()
    assert saves.opened == [main]
    main.start_screen.continue_button.click()
    screen = main.current_screen()
    assert isinstance(screen, PerudoScreen) and screen.game is saves.game
    # without services: no Continue, no statistics, no players
    bare = MainWindow(settings)
    qtbot.addWidget(bare)
    assert not bare.statistics_action.isEnabled() and not bare.players_action.isEnabled()


def test_a_table_opens_without_listing_the_saves_and_the_start_screen_lists_them_again(
        qtbot, settings):
    """Listing the saves' folder waits for the save being written: a table that opens
    does not do it (its start screen is hidden), going back to the start screen does."""

    class CountingSaves(FakeSaves):
        listed = 0

        def unfinished(self) -> list[SlotInfo]:
            self.listed += 1
            return super().unfinished()

    saves = CountingSaves(PerudoGame(players=2, seed=5))
    main = MainWindow(settings, services=saves, remember_geometry=False)  # leaves without asking
    qtbot.addWidget(main)
    listed = saves.listed
    main.start_setup(GameSetup("perudo", [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)],
                               PerudoRules()), seed=1)
    assert saves.listed == listed
    assert main.menu_action.isEnabled() and main.pause_action.isEnabled()
    main.leave_game()
    assert saves.listed == listed + 1
    assert main.stack.currentWidget() is main.start_screen
    assert main.start_screen.continue_button.isVisibleTo(main)


def test_screens_are_found_by_game_name():
    assert screen_for("perudo") is PerudoScreen
    assert screen_for("machacek") is MachacekScreen
    with pytest.raises(KeyError, match="unknown game"):  # an unknown game is an error
        screen_for("chess")


def test_ctrl_n_sets_up_and_starts_a_game(qtbot, window):
    def accept_dialog() -> None:
        dialog = window.findChild(NewGameDialog)
        assert dialog is not None
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("machacek"))
        dialog.accept()

    QTimer.singleShot(0, accept_dialog)
    window.new_action.trigger()
    assert isinstance(window.current_screen(), MachacekScreen)
    assert window.settings.last_setup("machacek") is not None


def test_the_result_panels_watch_the_replay_opens_it_through_the_window(qtbot, window):
    """The screen asks (``replayRequested``), the main window opens the replay: the game
    screen does not import the replay, which sits above the rooms."""
    setup = GameSetup("perudo", [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)], PerudoRules())
    screen = window.start_setup(setup, seed=3)
    screen.controller.pause()
    before = set(QApplication.topLevelWidgets())
    screen.result_panel.replay_button.click()
    opened = [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()]
    assert [type(w).__name__ for w in opened] == ["ReplayWindow"]
    assert opened[0].names == screen.controller.names()
    for viewer in opened:
        viewer.close()


def test_leaving_a_game_asks_first(qtbot, window, monkeypatch):
    setup = GameSetup("perudo", [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)], PerudoRules())
    window.start_setup(setup, seed=1)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: answers.pop(0))
    window.leave_game()
    assert window.current_screen() is not None
    window.leave_game()
    assert window.current_screen() is None
    assert window.stack.currentWidget() is window.start_screen


def test_window_geometry_is_remembered(qtbot, settings, monkeypatch):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show()
    first.resize(1111, 777)
    qtbot.waitUntil(lambda: first.width() == 1111)
    saved = first.saveGeometry()
    first.close()
    assert Settings(settings.path).window_geometry() == saved
    restored: list[object] = []
    original = MainWindow.restoreGeometry
    monkeypatch.setattr(
        MainWindow, "restoreGeometry",
        lambda self, geometry: restored.append(geometry) or original(self, geometry),
    )
    second = MainWindow(settings)
    qtbot.addWidget(second)
    # (The offscreen screen is small, so Qt fits the size to it: compare what was restored.)
    assert restored == [saved]


def test_closing_mid_game_stops_everything(qtbot, window):
    setup = GameSetup("perudo", [SeatConfig("A", BOT), SeatConfig("B", BOT)], PerudoRules())
    screen = window.start_setup(setup, seed=2)
    qtbot.waitUntil(lambda: len(screen.game.history) >= 2, timeout=20_000)
    window.close()
    moves = len(screen.game.history)
    qtbot.wait(200)
    assert len(screen.game.history) == moves


# -- languages ------------------------------------------------------------------------------


TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context><name>GameCard</name>
<message><source>Play</source><translation>Hrát</translation></message>
</context>
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Hra</translation></message>
</context>
</TS>
"""


def test_language_switches_at_run_time(qtbot, window, tmp_path, monkeypatch):
    ts = tmp_path / "tablegames_cs.ts"
    ts.write_text(TS, encoding="utf-8")
    # beside the interpreter: the README's test command runs .venv/bin/python unactivated
    tool = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    lrelease = subprocess.run([tool, str(ts), "-qm", str(tmp_path / "tablegames_cs.qm")],
                              capture_output=True, text=True, timeout=60)
    if lrelease.returncode != 0:
        pytest.skip(f"pyside6-lrelease unavailable: {lrelease.stderr}")
    monkeypatch.setattr(paths, "translations_dir", lambda: tmp_path)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    switcher = LanguageSwitcher(app)
    button = window.start_screen.cards["perudo"].play_button
    try:
        assert switcher.apply("cs") == "cs"
        qtbot.waitUntil(lambda: button.text() == "Hrát")
        assert button.accessibleName() == "Hrát: Perudo"
        assert window.game_menu.title() == "&Hra"
        assert current_language() == "cs"
        assert switcher.apply("en") == "en"
        qtbot.waitUntil(lambda: button.text() == "Play")
        assert button.accessibleName() == "Play: Perudo"
        assert current_language() == "en"
    finally:
        switcher.apply("en")
        for translator_owner in [switcher]:
            translator_owner.deleteLater()
    assert effective_language("cs") == "cs" and effective_language("system") in ("cs", "en")


def test_every_screen_widget_retranslates_on_language_change(qtbot, window):
    setup = GameSetup("perudo", [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)], PerudoRules())
    screen = window.start_setup(setup, seed=3)
    screen.dudo_button.setText("stale")
    QApplication.sendEvent(screen, QEvent(QEvent.Type.LanguageChange))
    assert screen.dudo_button.text() == "&Dudo!"
    dialog = NewGameDialog(window.settings, "perudo")
    qtbot.addWidget(dialog)
    dialog.setWindowTitle("stale")
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "New game"
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_pause_stops_the_bots_until_resumed(qtbot, window):
    setup = GameSetup("machacek", [SeatConfig("A", BOT), SeatConfig("B", BOT)], MachacekRules(games=50))
    screen = window.start_setup(setup, seed=2)
    qtbot.waitUntil(lambda: len(screen.game.history) >= 1, timeout=20_000)
    window.pause_action.trigger()
    assert screen.pause_label.isVisible()
    qtbot.wait(100)  # a bot may still be finishing its move
    moves = len(screen.game.history)
    qtbot.wait(400)
    assert len(screen.game.history) == moves
    window.pause_action.trigger()
    assert not screen.pause_label.isVisible()
    qtbot.waitUntil(lambda: len(screen.game.history) > moves, timeout=20_000)


def test_the_shared_start_up_follows_a_language_switch(qtbot, tmp_path, monkeypatch):
    """Every entry point (the app, ``--replay``, the stall probe) starts through
    ``app.start``: this run's language, and the language setting followed while it runs."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = QLocale()
    started = app_module.start(language="en", overrides={"animation_speed": "off"})
    try:
        assert started.app is app
        assert started.languages.language == "en"
        assert started.settings.animation_speed == "off"
        started.settings.language = "cs"  # as the settings dialog sets it
        assert started.languages.language == "cs"
        assert QLocale().name().startswith("cs")
    finally:
        for translator in started.languages.findChildren(QTranslator):
            app.removeTranslator(translator)
        started.languages.setParent(None)
        QLocale.setDefault(before)
        anim.set_speed(1.0)


@pytest.mark.parametrize("remembered", [True, False])
def test_the_window_opens_within_a_small_screen(qtbot, settings, monkeypatch, remembered):
    """A window remembered at 1280×820 (or the first run's 1280×820) on a 1024×640 screen
    opens within the screen's available area, not cut at the right and the bottom."""
    from PySide6.QtCore import QRect

    from tablegames_qt.ui import window_place

    if remembered:
        big = MainWindow(settings)
        qtbot.addWidget(big)
        big.setGeometry(200, 150, 1280, 820)
        settings.set_window_geometry(big.saveGeometry())
    small_screen = QRect(0, 0, 1024, 640)
    monkeypatch.setattr(window_place, "available_area", lambda _window: small_screen)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert small_screen.contains(window.frameGeometry())
    assert window.width() >= window.minimumWidth() and window.height() >= window.minimumHeight()
    if not remembered:  # a screen with room keeps the first size as it was
        monkeypatch.setattr(window_place, "available_area", lambda _window: QRect(0, 0, 2560, 1440))
        roomy = MainWindow(settings)
        qtbot.addWidget(roomy)
        assert (roomy.width(), roomy.height()) == (1280, 820)
