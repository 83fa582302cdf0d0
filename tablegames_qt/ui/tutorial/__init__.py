"""Guided first games: a short game on a prepared position per game, in which the table
says what to do and why, one step at a time.

- ``script``: a guide as data (position, every move, the steps); ``perudo_guide``,
  ``machacek_guide``, ``casino_guide``: the three scripts; ``targets``: what a step
  points at.
- ``guide``: the engine that plays a script on the real game screen; ``bubble``: the
  speech bubble, the glow and the arrow.
- ``menu``: Help → Learn …, the start screen's Learn buttons, the first-time question;
  ``runner``: ``tablegames --tutorial GAME [--screenshot PNG]``.

A guided game is never saved as an unfinished game nor counted in the statistics
(its controller is ``guided``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablegames_qt.ui.tutorial.menu import GuideMenu, guided_games, open_guide, script_for

if TYPE_CHECKING:
    from tablegames_qt.ui.main_window import MainWindow

__all__ = ["GuideMenu", "guided_games", "install", "open_guide", "script_for"]


def install(window: MainWindow) -> GuideMenu:
    """Put the guides into ``window``'s Help menu and start screen."""
    return GuideMenu(window)
