"""A language switch re-translates everything at once, names the app gave
follow the language (old saves and statistics included), and numbers are the language's."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tablegames_qt.app import LanguageSwitcher
from tablegames_qt.engine.perudo import Bid, PerudoGame, PerudoRules
from tablegames_qt.storage import saves
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.ui import anim
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import isolated_settings


class Languages:
    """Switches the app's language as Settings does (translators and QLocale)."""

    def __init__(self, app: QApplication) -> None:
        self.switcher = LanguageSwitcher(app)

    def use(self, language: str) -> None:
        self.switcher.apply(language)
        QCoreApplication.sendPostedEvents()  # the LanguageChange events reach every widget
        QCoreApplication.processEvents()


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[Languages]:
    before = QLocale()
    switching = Languages(qapp)
    yield switching
    for translator in switching.switcher.findChildren(QTranslator):
        qapp.removeTranslator(translator)
    switching.switcher.setParent(None)
    QLocale.setDefault(before)
    QCoreApplication.sendPostedEvents()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    settings = isolated_settings(tmp_path, monkeypatch)
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    main = MainWindow(settings, remember_geometry=False, services=archive)
    qtbot.addWidget(main)
    yield main
    screen = main.current_screen()
    if screen is not None:
        screen.shutdown()
    archive.close()
    anim.set_speed(1.0)


def _perudo(actions: int = 3, seed: int = 5) -> PerudoGame:
    game = PerudoGame(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        bids = [a for a in game.legal_actions() if isinstance(a, Bid)]
        game.apply(rng.choice(bids))
    return game


def _old_czech_save(game: Any) -> Path:
    """A save as version 1 wrote it in Czech: the default and bot names as Czech text."""
    seats = [SeatRecord("Ty", HUMAN), SeatRecord("Kapitán Pip", BOT, "normal")]
    path = saves.save_slot(game, seats, session="oldczech", started_at=saves.now(), elapsed=12.0)
    data = json.loads(path.read_text("utf-8"))
    data["version"] = 1
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


def test_an_old_czech_save_is_recognised_and_follows_the_language(
    qtbot: QtBot, window: MainWindow, languages: Languages
) -> None:
    _old_czech_save(_perudo())
    [seat_you, seat_pip] = saves.load_slot("perudo").seats
    assert (seat_you.name, seat_pip.name) == ("default:you", "bot:pip")

    languages.use("cs")
    window.refresh_start_screen()
    card = window.start_screen.cards["perudo"]
    assert card.continue_info.text().splitlines()[0] == "Ty a\u00a01 počítačový hráč"  # a no-break space after "a"
    assert window.start_screen.continue_button.text() == "Pokračovat: Perudo"
    languages.use("en")
    # the Continue texts follow at once (not "…You a 1 počítač")
    assert card.continue_info.text().splitlines()[0] == "You and 1 computer player"
    assert window.start_screen.continue_button.text() == "Continue: Perudo"
    assert "Ty" not in window.start_screen.continue_button.toolTip()

    window.continue_game("perudo")
    screen = window.current_screen()
    assert isinstance(screen, PerudoScreen)
    assert screen.table.seat_names() == ["You", "Captain Pip"]
    assert screen.controller.name(1) == "Captain Pip"


def test_a_bot_name_on_a_running_table_follows_the_language(
    qtbot: QtBot, window: MainWindow, languages: Languages
) -> None:
    languages.use("cs")
    setup_game = _perudo(actions=3)
    assert setup_game.current_player() == 0  # Pip bid last; the person is to bid
    saves.save_slot(setup_game, [SeatRecord("default:you"), SeatRecord("bot:pip", BOT, "easy")],
                    session="running", started_at=saves.now(), elapsed=5.0)  # fmt: skip
    window.refresh_start_screen()
    window.continue_game("perudo")
    screen = window.current_screen()
    assert isinstance(screen, PerudoScreen)
    qtbot.waitUntil(lambda: screen.history.rowCount() > 0, timeout=10_000)
    assert screen.table.seat_names() == ["Ty", "Kapitán Pip"]
    history = [screen.history.data(screen.history.index(r, 0)) for r in range(screen.history.rowCount())]
    assert any("Kapitán Pip" in str(line) for line in history)
    qtbot.waitUntil(lambda: screen.table.message() is not None, timeout=10_000)
    assert "Kapitán Pip" in screen.table.message()[1]  # the standing bid, by Pip

    languages.use("en")
    assert screen.table.seat_names() == ["You", "Captain Pip"]
    history = [screen.history.data(screen.history.index(r, 0)) for r in range(screen.history.rowCount())]
    assert any("Captain Pip" in str(line) for line in history)
    assert not any("Kapitán" in str(line) for line in history)
    assert "Captain Pip" in screen.table.message()[1]


def test_the_result_panel_is_written_again_in_the_new_language(
    qtbot: QtBot, window: MainWindow, languages: Languages
) -> None:
    languages.use("en")
    seats = [SeatConfig("bot:pip", BOT, "easy"), SeatConfig("bot:lucy", BOT, "easy")]
    setup = GameSetup("perudo", seats, PerudoRules(starting_dice=1))
    screen = window.start_setup(setup, seed=4)
    assert isinstance(screen, PerudoScreen)
    qtbot.waitUntil(lambda: not screen.result_panel.isHidden(), timeout=30_000)
    winner = screen.controller.game.winners()[0]
    english = screen.result_panel.headline.text()
    assert english.startswith(("Captain Pip", "Lucky Lucy"))
    english_details = screen.result_panel.details.text()
    assert "Captain Pip" in english_details and "Lucky Lucy" in english_details
    languages.use("cs")
    czech = screen.result_panel.headline.text()
    assert czech != english and czech.startswith(("Kapitán Pip", "Šťastná Lucka"))
    assert czech.startswith(screen.controller.name(winner))
    details = screen.result_panel.details.text()
    assert "Kapitán Pip" in details and "Šťastná Lucka" in details and "Captain" not in details
    rounds = screen.controller.game.round_number
    assert f"Odehraná kola: {rounds}" in details or f"Kol odehráno: {rounds}" in details or (
        str(rounds) in details and "Rounds played" not in details)


def test_royal_casino_plates_and_piles_follow_the_language(
    qtbot: QtBot, window: MainWindow, languages: Languages
) -> None:
    from tablegames_qt.engine.casino import CasinoRules
    from tablegames_qt.ui.casino.screen import CasinoScreen

    languages.use("cs")
    seats = [SeatConfig("bot:bones", BOT, "easy"), SeatConfig("bot:granny", BOT, "easy")]
    window.settings.bot_pace = "slow"  # the table stays mid-game while the language changes
    screen = window.start_setup(GameSetup("casino", seats, CasinoRules()), seed=2)
    assert isinstance(screen, CasinoScreen)
    assert [screen.table.plate(s).name() for s in (0, 1)] == ["Starý Kostlivec", "Babička Šestka"]
    assert screen.table.pile(0).owner_name() == "Starý Kostlivec"
    dealer = screen.game.view(0).dealer
    qtbot.waitUntil(lambda: screen.table.deck().dealer_label() != "")
    assert ["Starý Kostlivec", "Babička Šestka"][dealer] in screen.table.deck().dealer_label()
    languages.use("en")
    assert [screen.table.plate(s).name() for s in (0, 1)] == ["Old Bones", "Granny Six"]
    # the dealer's pill too ("Granny Six deals"), not at the next deal only
    assert ["Old Bones", "Granny Six"][dealer] in screen.table.deck().dealer_label()
    assert screen.table.pile(1).owner_name() == "Granny Six"
    assert screen.side_names() == ["Old Bones", "Granny Six"]
