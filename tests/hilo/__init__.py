"""A fourth game defined only here, in the tests: "higher or lower" with one die.

It proves the registry of games (issue 35): a game is its spec (``game.py``: engine,
rules with their options described once, bots, coach, figures) and its room (``room.py``:
screen, replay scene, phone view, sounds, texts), each handed to the registry by
:func:`register` — and nothing else in the app changes for it
(``tests/ui/test_fourth_game.py`` plays it through the set-up dialog, the table, a save
and a resume, the statistics, a replay and a phone seat).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest


def register() -> None:
    """Register the game and its room (idempotent)."""
    from tests.hilo import game, room

    game.register_spec()
    room.register()


def unregister() -> None:
    from tablegames_qt.games import unregister as forget_game
    from tablegames_qt.ui.rooms import unregister_room

    unregister_room("hilo")
    forget_game("hilo")


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The game registered for one test (use with ``pytest.mark.usefixtures``); its bots
    think on threads here, since the bot process knows the app's own games only."""
    monkeypatch.setenv("TABLEGAMES_BOTS_IN_PROCESS", "0")
    register()
    yield
    _delete_windows_of_the_game()
    unregister()


def _delete_windows_of_the_game() -> None:
    """The windows the test showed the game in (closed by qtbot, not deleted) go with it:
    a later language switch would ask them for the name of a game no longer known."""
    import shiboken6
    from PySide6.QtWidgets import QApplication, QComboBox, QWidget

    def shows_it(widget: QWidget) -> bool:
        for part in (widget, *widget.findChildren(QWidget)):
            if "hilo" in (getattr(part, "game", None), getattr(part, "game_name", None)):
                return True
            if isinstance(part, QComboBox) and part.findData("hilo") >= 0:
                return True
        return False

    for window in QApplication.topLevelWidgets():
        if shiboken6.isValid(window) and shows_it(window):
            shiboken6.delete(window)
