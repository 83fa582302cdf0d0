"""Demo mode: bots play a game through the real window and animations, then the app exits.

Used by tests and packaging checks (it must exit 0) and as a window-shop.  The
settings it needs (fast animations, a quick bot pace) are overrides for this
run only, so the person's own settings are never rewritten.  A watchdog fails
the run if play stops making progress, so a hang shows up as an exit code.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tablegames_qt.storage.settings import ANIMATION_SPEED, BOT_PACE, SOUND
from tablegames_qt.ui import warm_up
from tablegames_qt.ui.dialogs.setup import GameSetup, build_rules
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.seats import BOT_NAMES
from tablegames_qt.ui.session import BOT, SeatConfig

log = logging.getLogger(__name__)

#: seats at the demo table per game
DEMO_SEATS = {"perudo": 4, "machacek": 4, "casino": 2}
#: no progress for this long means the demo hangs
STALL_MS = 30_000
#: once the moves are played, the time left for the last animations before the screenshot
SETTLE_MS = 15_000


class DemoRunner(QObject):
    #: the game's screen is up and its first turn is scheduled
    gameStarted = Signal()

    def __init__(
        self,
        window: MainWindow,
        game: str,
        moves: int = 40,
        screenshot: str | None = None,
        *,
        seed: int | None = None,
        level: str = "normal",
    ) -> None:
        super().__init__(window)
        self.window = window
        self.game = game
        self.moves = max(0, moves)
        self.screenshot = Path(screenshot) if screenshot else None
        self.seed = seed
        self.level = level
        self.exit_code = 0
        self.played = 0
        self._finishing = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._stalled)

    def setup(self) -> GameSetup:
        count = DEMO_SEATS.get(self.game, 2)
        seats = [SeatConfig(BOT_NAMES[i], BOT, self.level) for i in range(count)]
        return GameSetup(self.game, seats, build_rules(self.game, {}))

    def start(self) -> None:
        settings = self.window.settings
        settings.override(ANIMATION_SPEED, "fast")
        settings.override(BOT_PACE, "fast")
        settings.override(SOUND, "off")  # a demo plays nothing unless a person asks
        # As a person would: once the app has settled (ui/warm_up.py), not in its first turn.
        warm_up.when_ready(self._begin)

    def _begin(self) -> None:
        screen = self.window.start_setup(self.setup(), seed=self.seed)
        screen.controller.actionApplied.connect(self._on_action)
        screen.controller.gameOver.connect(lambda _winners: self._finish())
        self._watchdog.start(STALL_MS)
        self.gameStarted.emit()
        if self.moves == 0:
            self._finish()

    def _on_action(self, _seat: int, _action: object) -> None:
        self.played += 1
        self._watchdog.start(STALL_MS)
        if self.played >= self.moves:
            self._finish()

    def _finish(self) -> None:
        """Stop the bots, let the last animations play out, then take the picture."""
        if self._finishing:
            return
        self._finishing = True
        screen = self.window.current_screen()
        if screen is not None:
            screen.controller.pause()
        self._watchdog.start(SETTLE_MS)
        # Later, not now: the last action's events reach the screen after this signal.
        QTimer.singleShot(0, self._wait_for_rest)

    def _wait_for_rest(self) -> None:
        screen = self.window.current_screen()
        if screen is not None and (screen.is_animating() or screen.controller.is_busy()):
            QTimer.singleShot(50, self._wait_for_rest)
            return
        # One more turn of the event loop so the last frame is painted.
        QTimer.singleShot(100, self._done)

    def _done(self) -> None:
        self._watchdog.stop()
        if self.screenshot is not None:
            self.screenshot.parent.mkdir(parents=True, exist_ok=True)
            if not self.window.grab().save(str(self.screenshot), "PNG"):
                log.error("could not write the screenshot %s", self.screenshot)
                self.exit_code = 1
        self._quit()

    def _stalled(self) -> None:
        log.error("demo stalled after %d actions", self.played)
        self.exit_code = 2
        self._quit()

    def fail(self) -> None:
        """An exception happened somewhere: stop with a failure."""
        self.exit_code = 1
        self._quit()

    def _quit(self) -> None:
        self._watchdog.stop()
        screen = self.window.current_screen()
        if screen is not None:
            # No more moves; the window's own close shuts the screen down afterwards.
            screen.controller.stop()
        app = QApplication.instance()
        if app is not None:
            QTimer.singleShot(0, lambda: app.exit(self.exit_code))
