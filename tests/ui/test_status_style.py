"""The status line changes its words on every turn, its style sheet only when a refusal
turns it red or back: a style sheet set on every turn (even the same empty one) restyled
the line and its "not saving" mark (a style change and two palette changes each) and
asked for a new layout, on every status of a game."""

from __future__ import annotations

from typing import Any

import pytest

from tablegames_qt import colours
from tablegames_qt.storage.settings import Settings

from .app_helpers import Restyled, two_seat_screen


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_a_new_status_restyles_nothing_unless_it_turns_red_or_back(
        qtbot: Any, settings: Settings, game: str) -> None:
    screen = two_seat_screen(qtbot, settings, game)
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
