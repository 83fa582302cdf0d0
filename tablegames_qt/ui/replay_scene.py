"""What every game's replay scene does: show a step on the game's own table.

A scene adapter owns the room's table view (``DiceTableView`` or
``CasinoTableView``) and shows one :class:`~.steps.Step` on it with every cup
and hand face up.  Going forward by one step at a speed above 0 it first plays
the action as the room would (a bid in the middle of the table, the cup lifted
and the dice counted, a capture flying to its pile); any other move, and the
end of every animation, shows the step's state as it is (:meth:`show_state`),
so the table after a step is always what the engine's views say.

Subclasses give :meth:`setup`, :meth:`show_state`, :meth:`shown` (what the
scene paints per seat, for tests and screen readers), :meth:`describe` and the
history entries; :meth:`animate` adds the room's motion.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from tablegames_qt.engine.core import Event
from tablegames_qt.ui import anim
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.replay_steps import Step
from tablegames_qt.ui.step_queue import StepQueue


class ReplayScene(QObject):
    """Base of the per-game adapters (see the module docstring)."""

    #: the step's animation is over and its state shown
    settled = Signal()

    #: the room's table view
    table: Any

    def __init__(self, names: Sequence[str], you: int | None = None, parent: QWidget | None = None,
                 colours: Sequence[str] = ()) -> None:
        """``you``: the seat of the only person who played (spoken to as the live room
        spoke to them), None in hot-seat or bots only; ``colours``: each seat's own colour
        as the room had it ("#rrggbb", "" where the table chose)."""
        super().__init__(parent)
        self.names = list(names)
        self.you = you
        self.colours = list(colours)
        self._queue: StepQueue | None = None
        self._step: Step | None = None

    # -- to give -------------------------------------------------------------------------
    def setup(self, first: Step) -> None:
        """Seats, plates and colours for the game whose first step is ``first``."""
        raise NotImplementedError

    def show_state(self, step: Step) -> None:
        """The table exactly as the step's views have it, no motion."""
        raise NotImplementedError

    def shown(self, seat: int) -> list[Any]:
        """What the scene paints face up for ``seat`` (dice faces or cards)."""
        raise NotImplementedError

    def describe(self, event: Event) -> str:
        """The event as a sentence of the game's own screen."""
        raise NotImplementedError

    def history_entry(self, event: Event) -> HistoryEntry | None:
        """The event's line in the side history (None: not listed)."""
        return HistoryEntry(event.kind, event.seat, payload=event)

    def history_text(self, entry: HistoryEntry) -> str:
        return self.describe(entry.payload) if isinstance(entry.payload, Event) else ""

    def summary(self, step: Step) -> str:
        """A line about the table at this step (round, dice, scores)."""
        return ""

    def retranslate(self) -> None:
        """The table's own words again (its title)."""

    def animate(self, step: Step, before: Step, queue: StepQueue) -> None:
        """Queue the room's motion from ``before`` to ``step`` (nothing by default)."""

    # -- showing -------------------------------------------------------------------------
    def name(self, seat: object) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else ""

    def show(self, step: Step, before: Step | None = None) -> None:
        """Show ``step``; with ``before`` the step just before it, play the action first."""
        self.finish()
        self._step = step
        if before is None or before.number != step.number - 1 or anim.is_instant():
            self.show_state(step)
            self.settled.emit()
            return
        queue = StepQueue(self)
        self._queue = queue
        self.animate(step, before, queue)
        queue.call(lambda: self.show_state(step))
        queue.idle.connect(lambda: self._queue_done(queue))

    def _queue_done(self, queue: StepQueue) -> None:
        if queue is self._queue:
            self._queue = None
            self.settled.emit()

    def is_animating(self) -> bool:
        return self._queue is not None

    def finish(self) -> None:
        """Stop the motion under way and show its step as it stands."""
        queue = self._queue
        if queue is None:
            return
        self._queue = None
        queue.stop()
        self.table.finish_animations()
        if self._step is not None:
            self.show_state(self._step)
        queue.deleteLater()
