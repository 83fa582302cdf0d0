"""``tablegames --tutorial GAME [--screenshot PNG]``: open a guide from the command line.

Without ``--screenshot`` the guide simply starts in the window, for the person.  With
it, the guide plays its own steps to the end (pressing "Next" and making the person's
moves itself), saves a picture of the window and the app exits 0; fast animations, a
quick pace and no sound are overrides for that run only.  A watchdog fails the run
(exit 2) if the guide stops making progress.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from tablegames_qt.storage.settings import ANIMATION_SPEED, BOT_PACE, SOUND
from tablegames_qt.ui.tutorial.guide import Guide
from tablegames_qt.ui.tutorial.menu import open_guide

if TYPE_CHECKING:
    from tablegames_qt.ui.main_window import MainWindow

log = logging.getLogger(__name__)

#: a guide that shows nothing new for this long hangs
STALL_MS = 30_000


class GuideRunner(QObject):
    def __init__(self, window: MainWindow, game: str, screenshot: str | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.game = game
        self.screenshot = Path(screenshot) if screenshot else None
        self.exit_code = 0
        self.guide: Guide | None = None
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._stalled)

    def start(self) -> None:
        if self.screenshot is not None:
            settings = self.window.settings
            settings.override(ANIMATION_SPEED, "fast")
            settings.override(BOT_PACE, "fast")
            settings.override(SOUND, "off")
        QTimer.singleShot(0, self._begin)

    def _begin(self) -> None:
        self.guide = open_guide(self.window, self.game, auto=self.screenshot is not None)
        if self.screenshot is None or self.guide is None:
            return
        self.guide.controller.actionApplied.connect(lambda *_: self._watchdog.start(STALL_MS))
        self.guide.finished.connect(self._wait_for_rest)
        self._watchdog.start(STALL_MS)

    def _wait_for_rest(self) -> None:
        screen = self.window.current_screen()
        if screen is not None and screen.is_animating():
            QTimer.singleShot(50, self._wait_for_rest)
            return
        # one more turn of the event loop so that the last frame is painted
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
        log.error("the %s guide stalled", self.game)
        self.exit_code = 2
        self._quit()

    def fail(self) -> None:
        """An exception happened somewhere: stop with a failure."""
        self.exit_code = 1
        self._quit()

    def _quit(self) -> None:
        self._watchdog.stop()
        app = QApplication.instance()
        if app is not None:
            QTimer.singleShot(0, lambda: app.exit(self.exit_code))
