"""On the real widgets: one unfinished game per kind on the start screen,
the question before one is replaced, the old single save migrated, files that
cannot be written told once and marked until they can, and names shown as text."""

from __future__ import annotations

import errno
import os
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer, QTranslator
from PySide6.QtGui import Qt, QTextDocument  # QtGui's Qt adds mightBeRichText
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tablegames_qt.engine.casino import CasinoRules
from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.engine.perudo import PerudoRules
from tablegames_qt.games import game_class
from tablegames_qt.storage import health, paths, recovery, saves
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.stats import MATCH, MATCH_GAME, Filter, StatsStore
from tablegames_qt.ui import anim
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tests.storage.legacy import write_old_single_save

from .app_helpers import isolated_settings

TIMEOUT = 30_000
EVE = "<u>Eve</u><img src=x>"


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    """The English plural forms ("1 computer player", "2 computer players")."""
    translator = QTranslator()
    assert translator.load("tablegames_en", str(paths.translations_dir()))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    settings = isolated_settings(tmp_path, monkeypatch)
    health.reset()
    recovery.take_problems()
    main = MainWindow(settings)  # a person's window: it asks before leaving a game
    qtbot.addWidget(main)
    yield main
    for made in [main, *_MADE]:
        screen = made.current_screen()
        if screen is not None:
            screen.shutdown()
    for made in _MADE:
        made.deleteLater()
    _MADE.clear()
    health.reset()
    anim.set_speed(1.0)


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The text of every message box the archive opens."""
    opened: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: opened.append(box.text()))
    return opened


#: the windows :func:`_archive` made, shut down with the fixture's
_MADE: list[MainWindow] = []


def _archive(window: MainWindow, tmp_path: Path | None, *,
             notify: bool = False) -> tuple[MainWindow, GameArchive]:
    """A window like ``window`` (its settings) made with an archive as its services (the
    statistics under ``tmp_path``, or where the app keeps them)."""
    stats_path = tmp_path / "stats.sqlite3" if tmp_path is not None else None
    archive = GameArchive(stats_path=stats_path, notify=notify)
    made = MainWindow(window.settings, services=archive)
    archive.setParent(made)
    if window.isVisible():
        made.show()
    _MADE.append(made)
    return made, archive


def _played(name: str, actions: int, seed: int, **options: Any) -> Game[Any, Any]:
    game = game_class(name)(seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    return game


def _seats(game: Game[Any, Any], first: str = "Ann") -> list[SeatRecord]:
    return [SeatRecord(first)] + [SeatRecord(f"Bot {i}", BOT, "random") for i in range(1, game.players)]


def _save(game: Game[Any, Any], session: str, first: str = "Ann") -> None:
    saves.save_slot(game, _seats(game, first), session=session, started_at=saves.now(), elapsed=30.0)


def _answer(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[tuple]:
    asked: list[tuple] = []

    def question(*args: Any) -> QMessageBox.StandardButton:
        asked.append(args)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def _accept_new_game(window: MainWindow, game: str) -> None:
    def accept() -> None:
        dialog = window.findChild(NewGameDialog)
        assert dialog is not None
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
        dialog.accept()

    QTimer.singleShot(0, accept)


def _rendered(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What a person reads of ``text`` in a widget of ``text_format``."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    )
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _shown(label: QLabel) -> str:
    return _rendered(label.text(), label.textFormat())


def _bots_setup(game: str, names: list[str], rules: Any) -> GameSetup:
    return GameSetup(game, [SeatConfig(name, BOT, "random") for name in names], rules)


def _play_out(qtbot: QtBot, window: MainWindow, setup: GameSetup, seed: int = 3) -> Any:
    screen = window.start_setup(setup, seed=seed)
    qtbot.waitUntil(lambda: screen.game.is_over() and not screen.is_animating(), timeout=TIMEOUT)
    qtbot.wait(20)
    return screen


# -- one unfinished game per kind ------------------------------------------------------------

def test_each_kind_shows_its_own_continue_and_each_resumes_its_kind(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    perudo = _played("perudo", 7, 1, players=3)
    match = _played("machacek", 5, 2, players=3, rules=MachacekRules(games=10))
    casino = _played("casino", 3, 3, players=2)
    _save(perudo, "perudo1")
    _save(match, "match1", first="Bára")
    _save(casino, "casino1", first="Cyril")
    window, archive = _archive(window, tmp_path)
    start = window.start_screen

    cards = start.cards
    for kind, name in (("perudo", "Ann"), ("machacek", "Bára"), ("casino", "Cyril")):
        card = cards[kind]
        assert card.continue_button.isVisibleTo(window), kind
        info = card.continue_info.text()
        assert name in info and "computer player" in info and "Last played today" in info
    assert f"Round {perudo.view(0).round_number}:" in cards["perudo"].continue_info.text()
    assert f"Game {match.view(0).games_played + 1} of 10:" in cards["machacek"].continue_info.text()
    assert "Deal 1:" in cards["casino"].continue_info.text()
    assert "the first to 21 points wins" in cards["casino"].continue_info.text()
    assert start.continue_button.isVisibleTo(window)  # the one played last
    latest = archive.unfinished()[0].kind
    assert start.continue_button.text() == f"Continue: {cards[latest].title.text()}"

    _answer(monkeypatch, QMessageBox.StandardButton.Yes)  # leaving each resumed game
    for kind, game in (("machacek", match), ("perudo", perudo), ("casino", casino)):
        cards[kind].continue_button.click()
        screen = window.current_screen()
        assert screen is not None and kind == screen.game.NAME
        assert screen.game.history[: len(game.history)] == game.history
        assert archive.recorders[-1].session == f"{'match' if kind == 'machacek' else kind}1"
        window.leave_game()
        assert window.current_screen() is None
    # Each is still kept, in its own slot.
    assert sorted(info.kind for info in archive.unfinished()) == ["casino", "machacek", "perudo"]
    archive.close()


def test_a_new_game_of_a_kind_with_an_unfinished_one_asks_first_and_no_keeps_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = game_class("machacek")(players=3, seed=4, rules=MachacekRules(games=10))
    rng = random.Random(4)
    while match.view(0).games_played < 3:
        match.apply(rng.choice(match.legal_actions()))
    _save(match, "halfway")
    before = saves.slot_path("machacek").read_bytes()
    window, archive = _archive(window, tmp_path)

    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    _accept_new_game(window, "machacek")
    window.new_action.trigger()
    [(_parent, _title, text, _buttons, default)] = asked
    assert text == ("Your Macháček match with Ann and 2 computer players (game 4 of 10) will be"
                    " replaced. Start a new one?")  # fmt: skip
    assert default == QMessageBox.StandardButton.No
    assert window.current_screen() is None
    assert saves.slot_path("machacek").read_bytes() == before

    # Another kind does not ask.
    asked.clear()
    _accept_new_game(window, "perudo")
    window.new_action.trigger()
    assert asked == [] and window.current_screen() is not None
    window.current_screen().shutdown()

    asked = _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    _accept_new_game(window, "machacek")
    window.new_action.trigger()
    assert len(asked) == 2  # replace the match, leave the Perudo game (kept)
    assert "kept" in asked[1][2]
    screen = window.current_screen()
    assert screen is not None and screen.game.NAME == "machacek"
    assert saves.load_slot("machacek").session == archive.recorders[-1].session != "halfway"
    assert saves.has_slot("perudo")
    archive.close()


def test_the_old_single_save_becomes_its_kinds_continue(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    game = _played("casino", 4, 8, players=2)
    old = write_old_single_save(game, _seats(game), session="oldversion", started_at=saves.now(),
                                elapsed=9)
    window, archive = _archive(window, tmp_path)
    card = window.start_screen.cards["casino"]
    assert card.continue_button.isVisibleTo(window) and "Ann" in card.continue_info.text()
    assert not old.exists() and saves.slot_path("casino").is_file()
    assert not window.start_screen.cards["perudo"].continue_button.isVisibleTo(window)
    card.continue_button.click()
    screen = window.current_screen()
    assert screen is not None and screen.game.history[: len(game.history)] == game.history
    assert archive.recorders[-1].session == "oldversion"
    archive.close()


# -- told once, kept trying ------------------------------------------------------------------

def _saves_read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.replace
    saves_dir = paths.saves_dir()

    def replace(source: Any, target: Any, *args: Any, **kwargs: Any) -> None:
        if Path(target).parent == saves_dir:
            raise PermissionError(errno.EROFS, "Read-only file system", str(target))
        real(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)


def test_a_read_only_saves_folder_is_told_once_marked_and_unmarked_when_saving_works(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    boxes: list[str],
) -> None:
    window, archive = _archive(window, tmp_path, notify=True)
    start = window.start_screen
    assert not start.saving_mark.isVisibleTo(window)
    read_only = pytest.MonkeyPatch()  # undone alone: the window's own settings stay patched
    _saves_read_only(read_only)
    setup = _bots_setup("perudo", ["Pip", "Pop", "Pep"], PerudoRules())
    screen = _play_out(qtbot, window, setup)
    assert len(screen.game.history) > 10
    assert len(boxes) == 1 and "Not saving" in boxes[0] and "read-only" in boxes[0]
    assert screen.saving_mark.isVisibleTo(screen)
    assert "Not saving" in screen.saving_mark.text()
    assert "Not saving" not in screen.status_text()  # the game's own status stays its own
    assert start.saving_mark.isVisibleTo(window) or not start.isVisible()
    assert "Not saving" in start.saving_mark.text()
    assert saves.list_replays()  # the replay went to its own folder all the same

    read_only.undo()  # the folder can be written again
    again = window.start_setup(setup, seed=4)  # its first save works
    assert not again.saving_mark.isVisibleTo(again)
    assert start.saving_mark.text() == "" and start.saving_mark.isHidden()
    assert health.failures() == []
    assert len(boxes) == 1
    again.shutdown()
    archive.close()


def _saves_folder_read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every way of writing in the saves folder fails as in a read-only folder.

    Simulated at the calls that write (tests run as root here, and root writes in a
    read-only folder all the same): making a file, replacing, renaming, removing."""
    import tempfile

    saves_dir = paths.saves_dir()

    def refuse(path: Any) -> None:
        if Path(path).parent == saves_dir or Path(path) == saves_dir:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))

    def guarded(real: Any, *watched: int) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            for index in watched:
                if index < len(args):
                    refuse(args[index])
            if "dir" in kwargs:
                refuse(Path(kwargs["dir"]) / "new")
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(tempfile, "mkstemp", guarded(tempfile.mkstemp))
    monkeypatch.setattr(os, "replace", guarded(os.replace, 0, 1))
    monkeypatch.setattr(os, "rename", guarded(os.rename, 0, 1))
    monkeypatch.setattr(os, "unlink", guarded(os.unlink, 0))


def test_a_read_only_saves_folder_is_told_once_in_the_run_whatever_file_fails_there(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    boxes: list[str],
) -> None:
    # issue 28 item 2: one mark per folder, one box for the run (not one per file
    # that failed there, nor again when another file of the folder fails)
    window, archive = _archive(window, tmp_path, notify=True)
    read_only = pytest.MonkeyPatch()  # undone alone: the window's own settings stay patched
    _saves_folder_read_only(read_only)
    perudo = _play_out(qtbot, window, _bots_setup("perudo", ["Pip", "Pop"], PerudoRules()))
    window.refresh_start_screen()
    machacek = _play_out(qtbot, window, _bots_setup("machacek", ["Pip", "Pop"],
                                                    MachacekRules(games=2)))  # fmt: skip
    window.refresh_start_screen()
    assert perudo.game.is_over() and machacek.game.is_over()
    assert len(boxes) == 1, boxes
    assert "Not saving" in boxes[0] and str(paths.saves_dir()) in boxes[0]
    [failure] = health.failures()
    assert failure.path == paths.saves_dir()
    assert machacek.saving_mark.text() == failure.message()
    read_only.undo()  # writable again: the next save clears the mark
    again = window.start_setup(_bots_setup("casino", ["Pip", "Pop"], CasinoRules()), seed=4)
    assert health.failures() == [] and not again.saving_mark.isVisibleTo(again)
    assert len(boxes) == 1
    again.shutdown()
    archive.close()


def test_settings_that_cannot_be_written_are_told_once_and_marked_on_the_start_screen(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, boxes: list[str]
) -> None:
    # issue 28 item 3.  A file where the settings' folder should be: the root these
    # tests run as cannot write there either (a read-only folder would not stop it).
    from tablegames_qt.storage.settings import Settings

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    health.reset()
    blocked = tmp_path / "config"
    blocked.write_text("not a folder", encoding="utf-8")
    settings = Settings(blocked / "settings.ini")
    settings.override("animation_speed", "off")
    main = MainWindow(settings)
    qtbot.addWidget(main)
    more: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: (boxes.append(box.text()),
                                                          more.append(box.informativeText())))
    main, archive = _archive(main, tmp_path, notify=True)
    try:
        assert boxes == [f"Settings are not kept: {blocked} cannot be written."]
        assert more[0].startswith("Your changes apply until the app is closed.")
        assert main.start_screen.saving_mark.text() == boxes[0]
        settings.bot_pace = "fast"  # every later change: the mark stays, no second box
        settings.sound = "loud"
        settings.set_window_geometry(main.saveGeometry())
        qtbot.wait(20)
        assert settings.bot_pace == "fast" and len(boxes) == 1
        assert main.start_screen.saving_mark.text() == boxes[0]
    finally:
        archive.close()
        health.reset()


def test_a_file_in_place_of_the_data_folder_is_told_once_per_folder_and_the_game_goes_on(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    boxes: list[str],
) -> None:
    # Nothing can be saved nor recorded (root cannot write under a file either): told
    # once in words, marked, and the game played to its end all the same.
    data = tmp_path / "elsewhere"
    data.mkdir()
    (data / "tablegames").write_text("a file, not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    window, archive = _archive(window, None, notify=True)
    screen = _play_out(qtbot, window, _bots_setup("perudo", ["Pip", "Pop"], PerudoRules()))
    assert screen.game.is_over()
    location = data / "tablegames"  # one cause, one mark, told once (as what failed first)
    assert len(boxes) == 1 and boxes[0] in (f"Not recording results: {location} cannot be written.",
                                            f"Not saving: {location} cannot be written.")  # fmt: skip
    assert screen.saving_mark.text() == f"Not saving: {location} cannot be written."
    archive.close()


def test_a_read_only_statistics_database_is_told_once_and_recorded_when_writable_again(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, boxes: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A file that is read-only (root here cannot make one): every connection read-only,
    # the results' thread's own too.
    writable_connect = StatsStore._connect

    def read_only(self: StatsStore, target: str) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{target}?mode=ro", uri=True, isolation_level=None)

    StatsStore(tmp_path / "stats.sqlite3").close()  # the database as a person has it
    monkeypatch.setattr(StatsStore, "_connect", read_only)
    window, archive = _archive(window, tmp_path, notify=True)
    setup = _bots_setup("machacek", ["Pip", "Pop"], MachacekRules(games=4))
    screen = window.start_setup(setup, seed=5)
    recorder = archive.recorders[-1]
    qtbot.waitUntil(lambda: len(recorder.unrecorded) >= 2, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: len(boxes) == 1, timeout=TIMEOUT)
    assert "Not recording results" in boxes[0]
    assert screen.saving_mark.isVisibleTo(screen)
    assert "Not recording results" in screen.saving_mark.text()

    monkeypatch.setattr(StatsStore, "_connect", writable_connect)  # writable again
    qtbot.waitUntil(lambda: screen.game.is_over() and not screen.is_animating(), timeout=TIMEOUT)
    assert archive.results.flush()
    qtbot.waitUntil(lambda: not screen.saving_mark.isVisibleTo(screen), timeout=TIMEOUT)
    assert recorder.unrecorded == [] and health.failures() == []
    store = archive.stats
    assert store is not None
    flt = Filter(include_bot_only=True)
    assert sorted(r.number for r in store.results(flt, units=(MATCH_GAME,))) == [1, 2, 3, 4]
    assert len(store.results(flt, units=(MATCH,))) == 1
    assert len(boxes) == 1
    screen.shutdown()
    archive.close()


def test_a_damaged_save_that_cannot_be_moved_aside_is_told_once(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    boxes: list[str],
) -> None:
    slot = saves.slot_path("perudo")
    slot.parent.mkdir(parents=True, exist_ok=True)
    slot.write_text('{"kind": "tablegames-save", "version": 1, "gam', "utf-8")
    real = os.replace

    def stuck(source: Any, target: Any, *args: Any, **kwargs: Any) -> None:
        if Path(source) == slot:
            raise PermissionError(errno.EACCES, "Permission denied", str(source))
        real(source, target, *args, **kwargs)

    monkeypatch.setattr(os, "replace", stuck)
    monkeypatch.setattr(os, "rename", stuck)
    window, archive = _archive(window, tmp_path, notify=True)
    for _refresh in range(5):
        window.refresh_start_screen()
    assert len(boxes) == 1
    assert not window.start_screen.cards["perudo"].continue_button.isVisibleTo(window)
    archive.close()


# -- text is text ------------------------------------------------------------------------------

def test_a_name_that_looks_like_markup_is_shown_as_it_is(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    boxes: list[str],
) -> None:
    window, archive = _archive(window, tmp_path, notify=True)
    for setup in (_bots_setup("perudo", [EVE, "Bob"], PerudoRules()),
                  _bots_setup("machacek", [EVE, "Bob"], MachacekRules(games=1))):  # fmt: skip
        screen = _play_out(qtbot, window, setup)
        panel = screen.result_panel
        assert EVE in _shown(panel.details)
        winner = screen.controller.name(screen.game.winners()[0])
        assert winner in _shown(panel.headline) and winner in _shown(screen.status)
        tips = [
            model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole)
            for model in _history_models(screen) for row in range(model.rowCount())
        ]  # fmt: skip
        assert any(EVE in _rendered(tip) for tip in tips if isinstance(tip, str)), "the history names Eve"
    # The curtain names the next person in hot-seat.
    screen.curtain.lower_for(EVE)
    assert EVE in screen.curtain.title()

    # The start screen and the replace question.
    game = _played("perudo", 3, 9, players=2)
    _save(game, "eve", first=EVE)
    window.leave_game()
    window.refresh_start_screen()
    card = window.start_screen.cards["perudo"]
    assert EVE in _shown(card.continue_info)
    assert EVE in _rendered(window.start_screen.continue_button.toolTip())
    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    _accept_new_game(window, "perudo")
    window.new_action.trigger()
    assert EVE in _rendered(asked[0][2])
    # A box naming a file that holds markup-like characters stays text too.
    archive._tell_failure(f"Not saving: /tmp/{EVE}/perudo.json is read-only.")
    assert EVE in boxes[-1]
    archive.close()


def _history_models(screen: Any) -> list[Any]:
    from PySide6.QtCore import QAbstractListModel

    return [model for model in screen.findChildren(QAbstractListModel) if model.rowCount()]


def test_the_leave_question_says_the_game_is_kept(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, archive = _archive(window, tmp_path)
    setup = GameSetup("perudo", [SeatConfig("Ann", HUMAN), SeatConfig("Pip", BOT)], PerudoRules())
    window.start_setup(setup, seed=1)
    asked = _answer(monkeypatch, QMessageBox.StandardButton.No)
    window.leave_game()
    assert "kept" in asked[0][2] and "start screen" in asked[0][2]
    health.failed(health.SAVES, saves.slot_path("perudo"), PermissionError(errno.EROFS, "read-only"))
    window.leave_game()
    assert "not kept" in asked[1][2] and "Not saving" in asked[1][2]
    archive.close()


# -- an unfinished game in words -------------------------------------------------------------

@pytest.mark.parametrize(("language", "expected"), [
    ("en", ("Ann and 2 computer players", "Round 3: everyone still playing has 2 dice.",
            "Game 4 of 10: Ann leads with 2 wins.",
            "Deal 2: Ann leads with 12 points; the first to 21 points wins.", "1 computer player",
            "Game 4: Ann has 2 lives left, Bob has 1.", "Round 3: Bob has 3 dice, Ann has 1.",
            "Game 2 of 3: Ann and Bob lead with 1 win each.", "Game 1 of 3: nobody has won a game yet.",
            "Deal 3: Ann and Cid lead with 9 points; the first to 21 points wins.")),
    ("cs", ("Ann a\u00a02 počítačoví hráči", "Kolo 3: každý, kdo ještě hraje, má 2 kostky.",
            "Hra 4 z\u00a010: Ann vede, má 2 výhry.",
            "Rozdání 2: Ann vede, má 12 bodů; vyhrává, kdo první získá 21 bodů.", "1 počítačový hráč",
            "Hra 4: Ann má ještě 2 životy, Bob má 1.", "Kolo 3: Bob má 3 kostky, Ann má 1.",
            "Hra 2 z\u00a03: Ann a\u00a0Bob vedou shodně s\u00a01 výhrou.", "Hra 1 z\u00a03: zatím nikdo nevyhrál žádnou hru.",
            "Rozdání 3: Ann a\u00a0Cid vedou, mají 9 bodů; vyhrává, kdo první získá 21 bodů.")),
])  # fmt: skip
def test_an_unfinished_game_is_described_in_the_current_language(
    qapp: Any, language: str, expected: tuple[str, ...]
) -> None:
    from PySide6.QtCore import QLocale

    from tablegames_qt.storage.saves import Progress
    from tablegames_qt.ui import slot_texts

    translator = QTranslator()
    assert translator.load(f"tablegames_{language}", str(paths.translations_dir()))
    qapp.installTranslator(translator)
    before = QLocale()
    QLocale.setDefault(QLocale(language))
    try:
        three = [SeatRecord("Ann"), SeatRecord("B1", BOT), SeatRecord("B2", BOT)]
        two = [SeatRecord("Ann"), SeatRecord("Bob")]
        assert slot_texts.who_plays(three) == expected[0]
        assert slot_texts.progress_text(Progress(3, None, (2, 2, 0), "dice"), three) == expected[1]
        assert slot_texts.progress_text(Progress(4, 10, (2, 1), "wins"), two) == expected[2]
        assert slot_texts.progress_text(Progress(2, None, (12, 9), "points", 21), two) == expected[3]
        assert slot_texts.who_plays(three[1:2]) == expected[4]
        assert slot_texts.progress_text(Progress(4, None, (2, 1), "lives"), two) == expected[5]
        assert slot_texts.progress_text(Progress(3, None, (1, 3), "dice"), two) == expected[6]
        assert slot_texts.progress_text(Progress(2, 3, (1, 1), "wins"), two) == expected[7]
        assert slot_texts.progress_text(Progress(1, 3, (0, 0), "wins"), two) == expected[8]
        partners = [SeatRecord("Ann"), SeatRecord("Bob"), SeatRecord("Cid"), SeatRecord("Dee")]
        assert slot_texts.progress_text(Progress(3, None, (9, 4), "points", 21), partners) == expected[9]
        when = slot_texts.when_played(saves.now())
        assert when.startswith("Naposledy hráno dnes v\u00a0" if language == "cs" else "Last played today at ")
    finally:
        QLocale.setDefault(before)
        qapp.removeTranslator(translator)
