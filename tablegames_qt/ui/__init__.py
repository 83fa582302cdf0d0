"""Everything Qt, in rooms.

One room per game: ``perudo/``, ``machacek/``, ``casino/`` (each its screen, texts and
controls). Shared table graphics: ``dice/`` (the two dice games), ``cards/``. What every
screen shares sits here: ``main_window``, ``start_screen``, ``session`` (the controller
between engine, bots and screen), ``game_screen`` (the frame every screen fills),
``curtain`` (hot-seat privacy), ``anim``, ``history_view``, ``texts`` and ``engine_texts``,
``recorder`` (one game's saves and results), ``archive`` (the app's saves, statistics
window and players dialog), ``slot_texts`` (an unfinished game in words), ``health_mark``
(the "not saving" mark), ``demo``; ``replay/`` (a finished game on its table), ``models/``, ``dialogs/``, ``stats/``
(the statistics window).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

if sys.version_info >= (3, 12):
    from typing import override
elif TYPE_CHECKING:
    from typing_extensions import override
else:
    _F = TypeVar("_F", bound=Callable[..., object])

    def override(method: _F) -> _F:
        """``typing.override`` of Python 3.12 (checked by mypy only)."""
        return method

__all__ = ["override"]
