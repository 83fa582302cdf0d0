"""One animation-speed setting for every animated screen, and helpers to honour it.

The speed is a *duration factor*: ``0`` makes every animation instant (tests,
the "off" setting), ``1`` is normal, ``0.5`` twice as fast, ``1.6`` slow.  Build
animations with :func:`duration` (or :func:`prop` / :func:`pause`, which call
it) so they follow the setting, and start them with :func:`run`, which also
fast-forwards any animation to its end at speed 0 -- even one whose durations
were not scaled.  A zero-duration animation started by Qt finishes inside
``start()``, so connect to ``finished`` *before* starting (``run`` does that for
its ``on_finished``).

Public API::

    set_speed(factor) / speed() / is_instant()
    duration(ms) -> int
    prop(target, b"pos", end, ms, start=None, easing=...) -> QPropertyAnimation
    pause(ms) -> QPauseAnimation
    call(fn) -> QAbstractAnimation          # runs fn when a group reaches it
    sequential(*anims) / parallel(*anims)   # groups that skip None entries
    run(animation, on_finished=None) -> animation
    finish(animation)                       # jump to the end state now
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
)

from tablegames_qt.ui import override

_speed: float = 1.0


def speed() -> float:
    """The current duration factor (0 = instant)."""
    return _speed


def set_speed(factor: float) -> None:
    """Set the duration factor for animations built from now on (negative counts as 0)."""
    global _speed
    _speed = max(0.0, float(factor))


def is_instant() -> bool:
    return _speed == 0.0


def duration(ms: float) -> int:
    """``ms`` scaled by the speed factor, in whole milliseconds."""
    return max(0, round(ms * _speed))


def prop(
    target: QObject,
    name: bytes,
    end: Any,
    ms: float,
    *,
    start: Any = None,
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
) -> QPropertyAnimation:
    """A property animation of ``target.name`` to ``end`` over a scaled ``ms``.

    Without ``start`` the animation starts from the value the property has when
    the animation itself starts (inside a sequential group: when its turn comes).
    """
    animation = QPropertyAnimation(target, name)
    animation.setDuration(duration(ms))
    if start is not None:
        animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(easing)
    return animation


def pause(ms: float) -> QPauseAnimation:
    return QPauseAnimation(duration(ms))


class CallbackAnimation(QAbstractAnimation):
    """A zero-length step that calls ``fn`` each time a group runs through it.

    It fires when started, so a fast-forwarded group (``finish``) still calls it:
    state changes made in callbacks always happen, animations only decorate them.
    """

    def __init__(self, fn: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fn = fn

    @override
    def duration(self) -> int:
        return 0

    @override
    def updateCurrentTime(self, current_time: int) -> None:
        pass

    @override
    def updateState(
        self, new_state: QAbstractAnimation.State, old_state: QAbstractAnimation.State
    ) -> None:
        if (
            new_state == QAbstractAnimation.State.Running
            and old_state == QAbstractAnimation.State.Stopped
        ):
            self._fn()


def call(fn: Callable[[], object]) -> CallbackAnimation:
    return CallbackAnimation(fn)


def sequential(*animations: QAbstractAnimation | None) -> QSequentialAnimationGroup:
    group = QSequentialAnimationGroup()
    for animation in animations:
        if animation is not None:
            group.addAnimation(animation)
    return group


def parallel(*animations: QAbstractAnimation | None) -> QParallelAnimationGroup:
    group = QParallelAnimationGroup()
    for animation in animations:
        if animation is not None:
            group.addAnimation(animation)
    return group


def finish(animation: QAbstractAnimation) -> None:
    """Bring ``animation`` to its end state now; ``finished`` is emitted if it was running."""
    if animation.state() == QAbstractAnimation.State.Stopped:
        return
    total = animation.totalDuration()
    if total < 0:  # endless (loopCount -1): there is no end state to jump to
        animation.stop()
    else:
        animation.setCurrentTime(total)
        if animation.state() != QAbstractAnimation.State.Stopped:
            animation.stop()


def run(
    animation: QAbstractAnimation, on_finished: Callable[[], object] | None = None
) -> QAbstractAnimation:
    """Start ``animation``; at speed 0 it is finished before this returns.

    ``on_finished`` is connected before starting, so it is called even when the
    animation ends inside ``start()``.
    """
    if on_finished is not None:
        animation.finished.connect(on_finished)
    animation.start()
    if is_instant():
        finish(animation)
    return animation


class AnimationQueue(QObject):
    """The table animations of one view: started on the next turn of the event loop
    (so a caller can connect to ``finished`` right after asking), tracked until they
    end, and brought to their end state at once when the table must change now.

    Cosmetic animations nobody waits for (glows, shakes) are *decorations*: one per
    key, a new one replacing the old.
    """

    #: finished animations kept alive for callers still holding them
    KEEP_FINISHED: Final[int] = 12

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._pending: list[QAbstractAnimation] = []
        self._running: list[QAbstractAnimation] = []
        self._finished: list[QAbstractAnimation] = []
        self._decor: dict[object, QAbstractAnimation] = {}

    def play(self, animation: QAbstractAnimation) -> QAbstractAnimation:
        animation.setParent(self)
        self._pending.append(animation)
        animation.finished.connect(partial(self._on_finished, animation))
        QTimer.singleShot(0, self, partial(self._start, animation))
        return animation

    def _start(self, animation: QAbstractAnimation) -> None:
        if animation in self._pending:
            self._pending.remove(animation)
            self._running.append(animation)
            run(animation)

    def _on_finished(self, animation: QAbstractAnimation) -> None:
        if animation in self._running:
            self._running.remove(animation)
        self._finished.append(animation)
        while len(self._finished) > self.KEEP_FINISHED:
            self._finished.pop(0).deleteLater()

    def is_animating(self) -> bool:
        return bool(self._pending or self._running)

    def finish_all(self) -> None:
        """Bring every scheduled or running animation to its end state now.

        Only the animations that exist on entry: one started by a ``finished``
        handler while they wind up is left to run.
        """
        for animation in [*self._pending, *self._running]:
            if animation in self._pending:
                self._pending.remove(animation)
                self._running.append(animation)
                animation.start()
            if animation in self._running:
                finish(animation)
            if animation in self._running:  # an endless one never reports finished
                self._running.remove(animation)

    def decorate(self, key: object, animation: QAbstractAnimation) -> None:
        """Run a cosmetic animation, replacing the previous one for ``key``."""
        previous = self._decor.pop(key, None)
        if previous is not None:
            previous.stop()
            previous.deleteLater()
        animation.setParent(self)
        self._decor[key] = animation
        run(animation)

    def clear_decorations(self) -> None:
        for decoration in self._decor.values():
            decoration.stop()
            decoration.deleteLater()
        self._decor.clear()


def fly_to(
    item: QObject,
    pos: QPointF,
    rotation: float | None = None,
    ms: float = 320.0,
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
) -> QParallelAnimationGroup:
    """Move a scene item (its ``pos`` and ``rotation`` properties) to ``pos`` (parent
    coordinates), turning it to ``rotation``; not started."""
    return parallel(
        prop(item, b"pos", QPointF(pos), ms, easing=easing),
        None
        if rotation is None
        else prop(item, b"rotation", float(rotation), ms, easing=easing),
    )
