"""Demo mode: bots play a game through the real window and animations, then the app exits.

Used by tests and packaging checks (it must exit 0) and as a window-shop.  The
settings it needs (fast animations, a quick bot pace) are overrides for this
run only, so the person's own settings are never rewritten.  A watchdog fails
the run if play stops making progress, so a hang shows up as an exit code.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal

from tablegames_qt.games import spec
from tablegames_qt.storage.settings import ANIMATION_SPEED, BOT_PACE, SOUND
from tablegames_qt.ui import override, warm_up
from tablegames_qt.ui.dialogs.setup import GameSetup, build_rules
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.seats import BOT_NAMES
from tablegames_qt.ui.screenshot_run import ScreenshotRun
from tablegames_qt.ui.seat_config import BOT, SeatConfig

#: no progress for this long means the demo hangs
STALL_MS = 30_000
#: once the moves are played, the time left for the last animations before the screenshot
SETTLE_MS = 15_000


class DemoRunner(ScreenshotRun):
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
        super().__init__(window, screenshot)
        self.game = game
        self.moves = max(0, moves)
        self.seed = seed
        self.level = level
        self.played = 0
        self._finishing = False

    def setup(self) -> GameSetup:
        count = spec(self.game).default_seats
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
        self.watch(STALL_MS)
        self.gameStarted.emit()
        if self.moves == 0:
            self._finish()

    def _on_action(self, _seat: int, _action: object) -> None:
        self.played += 1
        self.watch(STALL_MS)
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
        self.watch(SETTLE_MS)
        # Later, not now: the last action's events reach the screen after this signal.
        QTimer.singleShot(0, self.wait_for_rest)

    @override
    def is_resting(self, screen: GameScreen) -> bool:
        return not screen.is_animating() and not screen.controller.is_busy()

    @override
    def stall_message(self) -> str:
        return f"demo stalled after {self.played} actions"

    @override
    def stop_play(self) -> None:
        screen = self.window.current_screen()
        if screen is not None:
            # No more moves; the window's own close shuts the screen down afterwards.
            screen.controller.stop()
