"""Work done ahead, while the start screen waits for a person, so that no frame of a new
table has to do it.

The first frame of a new table used to stall the GUI thread for 44–83 ms (and the click
that opened it for a few hundred): the game's screen modules were imported then, PySide
made the Python types and enums of Qt's classes the first time a frame met them, and the
dice table's picture (painted on a worker thread) did not exist yet, so the frame painted a
stand-in of large gradients.  Here all of that is done after the main window is shown,
a few milliseconds per turn of the event loop (so the start screen stays responsive):

1. the screens' modules, one module a turn (``ui/dice``, ``ui/cards``, each game's room),
   and the pictures a module names in its ``paint_ahead()`` (Macháček's value buttons);
2. the dice table's picture, asked of its worker for the size a table would have in this
   window (a table of another size copies it, stretched, until its own is painted); the
   bots' process; the bid control's die icons; the card back's picture; the sound (numpy
   and miniaudio imported, the sounds read, the audio device opened: on a thread of its
   own, and only when the settings have sound on); any steps given (``also``; the people are read on the statistics' own thread, never here);
3. the Python types of QtCore, QtGui and QtWidgets, some at a time;
4. one full garbage collection, then ``gc.freeze()``: what start-up made is kept out of
   every later collection, so a collection during play only walks what play made.

``start(window)`` begins it; ``when_ready(callback)`` calls back once it is over (at once
when no warm-up runs), which the demo and the stall probe use so that they measure play
as a person meets it, after the app has settled.
"""

from __future__ import annotations

import gc
import importlib
import logging
import pkgutil
import time
from collections.abc import Callable, Iterator, Sequence

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

#: the tables' shared graphics, imported before the rooms that use them
SHARED_PACKAGES = ("tablegames_qt.ui.dice", "tablegames_qt.ui.cards")
#: Qt modules whose Python types PySide makes on first use
QT_MODULES = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
#: how long one turn of the event loop may work before it lets the loop run again
TURN_BUDGET_S = 0.006


def screen_modules() -> list[str]:
    """Every module the game screens import, shared packages first, each screen last."""
    from tablegames_qt.ui.rooms import rooms

    packages = list(SHARED_PACKAGES)
    screens = [found.screen().__module__ for found in rooms()]
    packages += [screen.rpartition(".")[0] for screen in screens]
    names: list[str] = []
    for package in packages:
        module = importlib.import_module(package)
        for info in pkgutil.iter_modules(module.__path__, f"{package}."):
            if info.name not in names:
                names.append(info.name)
    return names + [screen for screen in screens if screen not in names]


def table_scale(window: QWidget) -> float:
    """The device scale of a dice table filling ``window``'s central area."""
    from tablegames_qt.ui.dice.layout import SCENE_RECT

    area = window.centralWidget().size() if hasattr(window, "centralWidget") else window.size()
    scale = min(area.width() / SCENE_RECT.width(), area.height() / SCENE_RECT.height())
    return max(0.1, scale) * window.devicePixelRatioF()


def _steps(window: QWidget, also: Sequence[Callable[[], object]]) -> Iterator[str]:
    """The work, in small steps; each yields what it did."""
    for name in screen_modules():
        module = importlib.import_module(name)
        yield name
        paint_ahead = getattr(module, "paint_ahead", None)
        if callable(paint_ahead):  # a room's pictures its first table would paint
            paint_ahead()
            yield f"{name}.paint_ahead"
    from tablegames_qt.ui import bot_process
    from tablegames_qt.ui.dice import pixmaps, table_picture

    table_picture.request(table_scale(window))
    yield "table picture"
    host = bot_process.shared_host()
    if host is not None:
        host.start()
        yield "bot process"
    for face in range(7):  # the bid control's buttons
        pixmaps.die_icon(face)
        yield f"die icon {face}"
    from tablegames_qt.ui.cards import render

    render.back_picture(8, 11)  # the card back's one painted picture (every size is scaled from it)
    yield "card back"
    settings = getattr(window, "settings", None)
    if settings is not None and settings.sound_volume > 0:
        from tablegames_qt.ui import sound

        sound.prepare_in_background()  # about a second of imports and the device, off this thread
        yield "sound"
    for step in also:
        step()
        yield "also"
    for module_name in QT_MODULES:
        module = importlib.import_module(module_name)
        for name in dir(module):
            getattr(module, name, None)
            yield f"{module_name}.{name}"
    settle_garbage()
    yield "garbage"


def settle_garbage() -> None:
    """Collect what start-up left over, then keep the rest out of later collections."""
    gc.collect()
    gc.freeze()


class WarmUp(QObject):
    #: all the work is done
    finished = Signal()

    def __init__(self, window: QWidget, also: Sequence[Callable[[], object]] = ()) -> None:
        super().__init__(window)
        self._steps = _steps(window, also)
        self.turns = 0  # turns of the event loop it took (for tests)
        self.done = False

    def start(self) -> None:
        QTimer.singleShot(0, self, self._turn)

    def _turn(self) -> None:
        self.turns += 1
        until = time.perf_counter() + TURN_BUDGET_S
        try:
            next(self._steps)  # at least one step a turn, however slow the machine
            while time.perf_counter() < until:
                next(self._steps)
        except StopIteration:
            self._finish()
            return
        except Exception:  # the app works without it, only less smoothly at first
            log.exception("warming up failed")
            self._finish()
            return
        QTimer.singleShot(0, self, self._turn)

    def _finish(self) -> None:
        self.done = True
        self.finished.emit()


_current: WarmUp | None = None


def start(window: QWidget, also: Sequence[Callable[[], object]] = ()) -> WarmUp:
    """Begin warming up for ``window``; ``also`` are more steps (e.g. opening the
    statistics, which the first game records into)."""
    global _current
    _current = WarmUp(window, also)
    _current.start()
    return _current


def when_ready(callback: Callable[[], None]) -> None:
    """Call ``callback`` on a later turn once the warm-up is over (or when none runs)."""
    warm = _current
    if warm is None or warm.done or not shiboken6.isValid(warm):
        QTimer.singleShot(0, callback)
        return
    warm.finished.connect(lambda: QTimer.singleShot(0, callback))
