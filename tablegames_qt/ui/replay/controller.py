"""Where a replay stands, and how it moves: by action, by round or deal, to either end,
or playing by itself at the pace of the animation speed chosen in Settings.

``ReplayController`` holds the steps (:mod:`.steps`) and the number of the one shown;
the window listens to :attr:`stepChanged` and shows it.  Moving one step forward
passes the step before along, so the scene may play the action; any other move
shows the step as it stands.  While playing, the next step follows a pause after
the scene has :meth:`settled` the previous one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from tablegames_qt.ui import anim
from tablegames_qt.ui.replay_steps import Step, round_starts

#: the pause between two steps while playing, at normal speed (ms)
PLAY_PAUSE_MS = 1100
#: the least pause, also with animations off, so a person can follow
MIN_PAUSE_MS = 250


def play_pause_ms() -> int:
    """The pause between steps while playing, scaled by the animation speed."""
    return max(MIN_PAUSE_MS, anim.duration(PLAY_PAUSE_MS))


class ReplayController(QObject):
    #: (number of the step to show, the step before it when moving one forward, else None)
    stepChanged = Signal(int, object)
    playingChanged = Signal(bool)

    def __init__(self, steps: Sequence[Step], parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not steps:
            raise ValueError("a replay needs at least its first step")
        self.steps = list(steps)
        self.rounds = round_starts(self.steps)
        self._position = 0
        self._playing = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)

    # -- where ---------------------------------------------------------------------------
    def position(self) -> int:
        return self._position

    def last(self) -> int:
        return len(self.steps) - 1

    def step(self) -> Step:
        return self.steps[self._position]

    # -- moving --------------------------------------------------------------------------
    def go(self, number: int) -> None:
        """Show step ``number`` (clamped to the game); one forward plays the action."""
        number = max(0, min(int(number), self.last()))
        before = self.steps[number - 1] if number == self._position + 1 else None
        self._position = number
        self.stepChanged.emit(number, before)

    def forward(self) -> None:
        if self._position < self.last():
            self.go(self._position + 1)

    def back(self) -> None:
        if self._position > 0:
            self.go(self._position - 1)

    def first(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(self.last())

    def next_round(self) -> None:
        """To the step where the next round (game, deal) begins, or the end."""
        later = [start for start in self.rounds if start > self._position]
        self.go(later[0] if later else self.last())

    def previous_round(self) -> None:
        """To the beginning of this round, or of the one before when already there."""
        earlier = [start for start in self.rounds if start < self._position]
        self.go(earlier[-1] if earlier else 0)

    # -- playing -------------------------------------------------------------------------
    def is_playing(self) -> bool:
        return self._playing

    def toggle_play(self) -> None:
        self.set_playing(not self._playing)

    def set_playing(self, playing: bool) -> None:
        if playing == self._playing:
            return
        self._playing = playing
        self._timer.stop()
        self.playingChanged.emit(playing)
        if playing:
            if self._position >= self.last():
                self.go(0)  # from the end it starts again at the beginning
            self._timer.start(play_pause_ms())

    def settled(self) -> None:
        """The scene has shown the step: while playing, the next one follows a pause."""
        if self._playing and not self._timer.isActive():
            self._timer.start(play_pause_ms())

    def _play_next(self) -> None:
        if not self._playing:
            return
        if self._position >= self.last():
            self.set_playing(False)
            return
        self.forward()
