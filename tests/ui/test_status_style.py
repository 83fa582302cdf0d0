"""The status line changes its words on every turn, its style sheet only when a refusal
turns it red or back: a style sheet set on every turn (even the same empty one) restyled
the line and its "not saving" mark (a style change and two palette changes each) and
asked for a new layout, on every status of a game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject

from tablegames_qt import colours
from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.games import game_class
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui.main_window import screen_for
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tablegames_qt.ui.session import SessionController


class Restyled(QObject):
    """Counts the style changes a widget is told of."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.StyleChange:
            self.count += 1
        return False


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_a_new_status_restyles_nothing_unless_it_turns_red_or_back(
        qtbot: Any, settings: Settings, game: str) -> None:
    seats = [SeatConfig("Anna", HUMAN), SeatConfig("Pip", BOT, "easy")]
    controller = SessionController(game_class(game)(players=2, seed=1), seats, bot_pace_ms=0,
                                   bot_factory=seat_bot)
    screen = screen_for(game)(controller, settings)
    qtbot.addWidget(screen)
    screen.show()
    seen = Restyled()
    screen.status.installEventFilter(seen)
    for text in ("Pip is thinking…", "Your turn", "Pip is thinking…"):
        screen._set_status(lambda text=text: text)
    assert seen.count == 0
    assert screen.status_text() == "Pip is thinking…"
    screen._set_status(lambda: "Not a legal bid", error=True)
    assert colours.ERROR_TEXT in screen.status.styleSheet()
    screen._set_status(lambda: "Your turn")
    assert screen.status.styleSheet() == ""
    assert seen.count == 2  # red, and back
    screen.shutdown()
