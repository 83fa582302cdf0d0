"""Each screen shows an engine event through a table of event kind -> handler (not a
method found by its name): every handler a screen has is in its table, under its kind."""

from __future__ import annotations

from typing import Any

import pytest

from tablegames_qt.games import game_class
from tablegames_qt.storage.settings import Settings

from .app_helpers import two_seat_screen


def _handlers_and_table(game: str, screen: Any) -> tuple[Any, dict[str, Any]]:
    if game == "casino":
        return screen.event_steps, screen.event_steps._handlers
    return screen, screen._event_handlers


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_every_event_handler_is_in_its_screens_table_under_its_kind(
        qtbot: Any, settings: Settings, game: str) -> None:
    screen = two_seat_screen(qtbot, settings, game)
    owner, table = _handlers_and_table(game, screen)
    methods = {name.removeprefix("_event_") for name in dir(type(owner))
               if name.startswith("_event_") and callable(getattr(owner, name))}
    assert methods and set(table) == methods
    for kind, handler in table.items():
        # a handler of a declared kind gets its payload typed (EventKind.on wraps it)
        assert getattr(handler, "__wrapped__", handler) == getattr(owner, f"_event_{kind}")
    # every kind a screen handles is one its engine declares (engine/<game>/events.py)
    assert set(table) <= set(game_class(game).EVENTS)
    screen.shutdown()
