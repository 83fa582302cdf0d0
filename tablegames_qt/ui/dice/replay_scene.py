"""What the two dice games' replay scenes share: the dice table, every cup lifted, seats
that leave and come back (``ui/perudo/replay_scene.py``, ``ui/machacek/replay_scene.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QWidget

from tablegames_qt.ui.dice.table_view import DiceTableView
from tablegames_qt.ui.replay_scene import ReplayScene

#: the rooms' pauses at normal speed (ms), scaled by the animation speed
SHOUT_MS = 900
VERDICT_MS = 1800


class DiceReplayScene(ReplayScene):
    """What both dice games share: the table, seats that leave and come back."""

    def __init__(self, names: Sequence[str], you: int | None = None, parent: QWidget | None = None,
                 colours: Sequence[str] = ()) -> None:
        super().__init__(names, you, parent, colours)
        self.table = DiceTableView(parent)
        self.table.setObjectName("replayTable")
        self._out: set[int] = set()

    def _seats(self) -> None:
        raise NotImplementedError

    def _place_seats(self, out: set[int]) -> None:
        """Seats out of the game greyed; going back past an elimination seats them again."""
        if not out >= self._out:
            self._seats()
            self._out = set()
        for seat in sorted(out - self._out):
            self.table.eliminate(seat)
            self._out.add(seat)

    def _banner(self, title: str, subtitle: str) -> None:
        """The step's banner (none without a title), shown at once."""
        if title:
            self.table.show_message(title, subtitle)
        else:
            self.table.hide_message()
        self.table.finish_animations()

    def shown(self, seat: int) -> list[Any]:
        return list(self.table.visible_faces(seat))
