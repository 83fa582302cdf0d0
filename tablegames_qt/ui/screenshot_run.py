"""What a run that plays by itself and ends the app shares (``--demo``, ``--tutorial``).

It waits for the table to come to rest, saves a picture of the window when asked to,
and ends the app with its exit code: 0, 1 when an exception happened or the picture
could not be written, 2 when its watchdog saw no progress for too long.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from tablegames_qt.ui.game_screen import GameScreen
    from tablegames_qt.ui.main_window import MainWindow

log = logging.getLogger(__name__)


class ScreenshotRun(QObject):
    """Subclasses start play, feed the watchdog (``watch(ms)``) as it makes progress, and
    call :meth:`wait_for_rest` when it is over; ``stall_message`` names what hung."""

    def __init__(self, window: MainWindow, screenshot: str | None) -> None:
        super().__init__(window)
        self.window = window
        self.screenshot = Path(screenshot) if screenshot else None
        self.exit_code = 0
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._stalled)

    def watch(self, ms: int) -> None:
        """No progress for ``ms`` from now on fails the run."""
        self._watchdog.start(ms)

    def stall_message(self) -> str:
        return "the run stalled"

    def is_resting(self, screen: GameScreen) -> bool:
        return not screen.is_animating()

    def stop_play(self) -> None:
        """Called as the run ends (the demo stops its bots)."""

    def wait_for_rest(self) -> None:
        screen = self.window.current_screen()
        if screen is not None and not self.is_resting(screen):
            QTimer.singleShot(50, self.wait_for_rest)
            return
        # One more turn of the event loop, so that the last frame is painted.
        QTimer.singleShot(150, self._done)

    def _done(self) -> None:
        self._watchdog.stop()
        if self.screenshot is not None:
            self.screenshot.parent.mkdir(parents=True, exist_ok=True)
            if not self.window.grab().save(str(self.screenshot), "PNG"):
                log.error("could not write the screenshot %s", self.screenshot)
                self.exit_code = 1
        self._quit()

    def _stalled(self) -> None:
        log.error("%s", self.stall_message())
        self.exit_code = 2
        self._quit()

    def fail(self) -> None:
        """An exception happened somewhere: stop with a failure."""
        self.exit_code = 1
        self._quit()

    def _quit(self) -> None:
        self._watchdog.stop()
        self.stop_play()
        app = QApplication.instance()
        if app is not None:
            QTimer.singleShot(0, lambda: app.exit(self.exit_code))
