"""The result panel at the smallest window (issue 24): at 1024×640, in each game, with two and
six players, in English and Czech, the card lies within the screen, nothing in it is cut and
no two of its parts overlap (widget geometry and size hints, never pixels)."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tablegames_qt.games import game_class, make_bot
from tablegames_qt.ui import anim, window_place
from tablegames_qt.ui.dialogs.setup import GameSetup, rules_class
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import BOT, SeatConfig

from .app_helpers import in_language, isolated_settings
from .test_dialog_geometry import _problems

SMALL = QRect(0, 0, 1024, 640)
#: a folder for a picture of each case, to look at (not compared)
SHOTS = os.environ.get("TABLEGAMES_TEST_SHOTS", "")
#: long names, as people and the computer players have them
NAMES = ["Šťastná Lucka", "Kapitán Pip", "Babička Šestka", "Señor Dudo", "Blafující Bob", "Madame Mia"]


def _almost_over(name: str, players: int, seed: int) -> Any:
    """A game of ``name`` played by seeded bots to its last action (the screen's bots play it)."""
    game = game_class(name)(players=players, seed=seed)
    bots = [make_bot(name, "easy") for _ in range(players)]
    rng = random.Random(seed)
    played = []
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        action = bots[seat].choose(game.view(seat), game.legal_actions(), rng)
        game.apply(action)
        played.append(action)
    again = game_class(name)(players=players, seed=seed)
    for action in played[:-1]:
        again.apply(action)
    return again


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize(("name", "players"), [("perudo", 2), ("perudo", 6), ("machacek", 2), ("machacek", 6),
                                               ("casino", 2), ("casino", 4)])  # Royal Casino: 2 to 4
def test_the_result_panel_fits_a_1024_by_640_window(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    name: str, players: int, language: str,
) -> None:  # fmt: skip
    anim.set_speed(0)
    monkeypatch.setattr(window_place, "available_area", lambda _window: SMALL)
    window_place.install()
    try:
        with in_language(qapp, language):
            window = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False)
            qtbot.addWidget(window)
            window.show()
            qtbot.waitExposed(window)
            assert window.width() <= SMALL.width() and window.height() <= SMALL.height(), window.size()
            seats = [SeatConfig(NAMES[s], BOT, "easy") for s in range(players)]
            setup = GameSetup(name, seats, rules_class(name)())
            screen = window.open_game(setup, _almost_over(name, players, seed=3))
            qtbot.waitUntil(screen.result_panel.isVisible, timeout=60_000)
            qtbot.wait(50)
            panel = screen.result_panel
            assert panel.geometry() == screen.rect()
            card = panel.story.parentWidget()
            inside = QRect(0, 0, panel.width(), panel.height())
            assert inside.contains(card.geometry()), (card.geometry(), inside)
            if SHOTS:
                window.grab().save(f"{SHOTS}/result-{name}-{players}-{language}.png")
            assert _problems(panel) == []
            screen.shutdown()
    finally:
        window_place.uninstall()
