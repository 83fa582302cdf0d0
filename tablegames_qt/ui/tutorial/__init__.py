"""Guided first games: a short game on a prepared position per game, in which the table
says what to do and why, one step at a time.

- each room's ``guide`` (``ui/<game>/guide.py``, its room's ``guide()``) is its script,
  on ``ui/guide_script.py`` (a guide as data: position, every move, the steps) and
  ``ui/guide_targets.py`` (what a step points at), both below the rooms.
- ``guide``: the engine that plays a script on the real game screen; ``bubble``: the
  speech bubble, the glow and the arrow; ``placement``: where the bubble goes.
- ``menu``: Help → Learn …, the start screen's Learn buttons, the first-time question;
  ``tablegames --tutorial GAME [--screenshot PNG]`` runs in ``ui/guide_run.py``, above
  the main window.

A guided game is never saved as an unfinished game nor counted in the statistics
(its controller is ``guided``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tablegames_qt.ui.tutorial.menu import (
    GuideMenu,
    GuideWindow,
    guided_games,
    open_guide,
    script_for,
)

__all__ = ["GuideMenu", "GuideWindow", "guided_games", "install", "open_guide", "script_for"]


def install(window: GuideWindow, widget: QWidget) -> GuideMenu:
    """Put the guides into ``window``'s Help menu and start screen (``widget``: the same
    window as a widget, which the menu's actions and questions belong to)."""
    return GuideMenu(window, widget)
