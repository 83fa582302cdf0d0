"""``tablegames --tutorial GAME [--screenshot PNG]``: open a guide from the command line.

It sits above the main window, as ``demo`` does (the guides themselves, in ``tutorial/``,
see the window only through ``tutorial.menu.GuideWindow``).

Without ``--screenshot`` the guide simply starts in the window, for the person.  With
it, the guide plays its own steps to the end (pressing "Next" and making the person's
moves itself), saves a picture of the window and the app exits 0; fast animations, a
quick pace and no sound are overrides for that run only.  A watchdog fails the run
(exit 2) if the guide stops making progress.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from tablegames_qt.storage.settings import ANIMATION_SPEED, BOT_PACE, SOUND
from tablegames_qt.ui import override
from tablegames_qt.ui.screenshot_run import ScreenshotRun
from tablegames_qt.ui.tutorial.guide import Guide
from tablegames_qt.ui.tutorial.menu import open_guide

if TYPE_CHECKING:
    from tablegames_qt.ui.main_window import MainWindow


#: a guide that shows nothing new for this long hangs
STALL_MS = 30_000


class GuideRunner(ScreenshotRun):
    def __init__(self, window: MainWindow, game: str, screenshot: str | None = None) -> None:
        super().__init__(window, screenshot)
        self.game = game
        self.guide: Guide | None = None

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
        self.guide.controller.actionApplied.connect(lambda *_: self.watch(STALL_MS))
        self.guide.finished.connect(self.wait_for_rest)
        self.watch(STALL_MS)

    @override
    def stall_message(self) -> str:
        return f"the {self.game} guide stalled"
