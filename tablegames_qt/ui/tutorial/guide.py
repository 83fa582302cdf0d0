"""The engine that plays a guide's :class:`~tablegames_qt.ui.guide_script.Script`
on a real game screen.

:class:`GuidedController` is the session controller of a guided game: its computer
player plays the script's moves (:class:`ScriptedBot`), a move of the person's that
is not the scripted one is refused gently (:attr:`GuidedController.otherMove`, and
the turn comes back), and ``guided`` keeps the game out of the saves and the
statistics.  It starts held: the :class:`Guide` lets play begin.

:class:`Guide` follows the game log.  A step is due when the log holds ``step.at``
moves: a "Next" step holds the controller (nothing moves while the person reads)
and shows its bubble once the table is still; a step that waits for a move lets
play reach the person's turn, then points at the control to use.  With ``auto``
the guide presses "Next" and makes the person's moves itself (``--screenshot``).
"""

from __future__ import annotations

import html
import logging
import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from tablegames_qt.engine.core import Game
from tablegames_qt.ui import anim
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Script, Step
from tablegames_qt.ui.seat_config import SeatConfig
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.texts import fill_in
from tablegames_qt.ui.tutorial.bubble import GuideLayer

log = logging.getLogger(__name__)

#: in auto mode, how long each step stays (ms at normal animation speed)
AUTO_STEP_MS = 700


class ScriptedBot:
    """A computer player that plays the script's move (it reads the game's log length
    only to know which move is next; the move itself is written in the script)."""

    level = "script"

    def __init__(self, script: Script, game: Game[Any, Any]) -> None:
        self._script = script
        self._game = game

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        return self._script.moves[len(self._game.history)](legal_actions)


class GuidedController(SessionController):
    """A guided game's controller; see the module docstring."""

    #: a guided game: never saved as unfinished, never counted in the statistics
    guided = True
    #: the person made another move than the guide's (the action, refused)
    otherMove = Signal(object)

    def __init__(self, script: Script, game: Game[Any, Any], seats: list[SeatConfig], *,
                 bot_pace_ms: int) -> None:
        super().__init__(game, seats, bot_pace_ms=bot_pace_ms,
                         bot_factory=lambda _game, _level: ScriptedBot(script, game))
        self.script = script
        self.hold()  # the guide lets play begin

    def submit(self, action: Any) -> bool:
        seat = self.game.current_player()
        expected = self.script.expected(self.game) if seat == self.script.human else None
        if expected is not None and action != expected and self.awaiting_human() == seat:
            self.otherMove.emit(action)
            # The screen switched its controls off for the move: the turn comes back.
            QTimer.singleShot(0, self, lambda: self._turn_again(seat))
            return False
        return super().submit(action)

    def _turn_again(self, seat: int | None) -> None:
        if seat is not None and self.awaiting_human() == seat and self.game.current_player() == seat:
            self.humanTurn.emit(seat)


class Guide(QObject):
    """Plays one script on ``screen`` (whose controller is a :class:`GuidedController`)."""

    #: the last step is shown and the table is still
    finished = Signal()
    #: the person wants a real game of this kind, or the start screen
    realGameRequested = Signal(str)
    menuRequested = Signal()

    def __init__(self, script: Script, screen: GameScreen, *, auto: bool = False) -> None:
        super().__init__(screen)
        controller = screen.controller
        if not isinstance(controller, GuidedController):
            raise TypeError("a guide needs a GuidedController")
        self.script = script
        self.screen = screen
        self.controller: GuidedController = controller
        self.game: Game[Any, Any] = controller.game
        self.auto = auto
        self.layer = GuideLayer(screen)
        self._index = 0
        self._holding = True  # the controller starts held for the guide
        self._shown: Step | None = None
        self._over = False
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_act)
        controller.actionApplied.connect(self._after_action)
        controller.humanTurn.connect(lambda _seat: self._later())
        controller.otherMove.connect(self._other_move)
        screen.steps.idle.connect(self._later)
        bubble = self.layer.bubble
        bubble.nextClicked.connect(self.next)
        bubble.realGameClicked.connect(lambda: self.realGameRequested.emit(script.game))
        bubble.menuClicked.connect(self.menuRequested)

    # -- state ---------------------------------------------------------------------------
    def step(self) -> Step | None:
        """The step due now or next (None after the last)."""
        return self.script.steps[self._index] if self._index < len(self.script.steps) else None

    def shown_step(self) -> Step | None:
        """The step whose bubble is up (None while the table plays on)."""
        return self._shown if self.layer.is_shown() else None

    def is_over(self) -> bool:
        """The last step is shown: the guide has nothing more to say."""
        return self._over

    def bot_name(self) -> str:
        bots = [seat for seat in range(self.game.players) if seat != self.script.human]
        return html.escape(self.controller.name(bots[0])) if bots else ""

    # -- driving -------------------------------------------------------------------------
    def start(self) -> None:
        self._later()

    def next(self) -> None:
        """The person read a "Next" step."""
        step = self.shown_step()
        if step is None or step.expect is not None or self._over:
            return
        # A reveal that waits for its own Continue goes on with the guide's Next.
        pause = getattr(self.screen, "reveal_pause", None)
        if pause is not None and pause.is_waiting():
            pause.go_on()
        self._index += 1
        self.layer.hide()
        self._shown = None
        self._update()

    def retranslate(self) -> None:
        """Say the shown step again in the language just chosen."""
        if self._shown is not None and self.layer.is_shown():
            self._render(self._shown)

    def _later(self) -> None:
        QTimer.singleShot(0, self, self._update)

    def _set_hold(self, on: bool) -> None:
        if on == self._holding:
            return
        self._holding = on
        if on:
            self.controller.hold()
        else:
            self.controller.release()

    def _busy(self) -> bool:
        pause = getattr(self.screen, "reveal_pause", None)
        reveal_waiting = pause is not None and pause.is_waiting()
        return bool(self.screen.is_animating()) and not reveal_waiting

    def _update(self) -> None:
        if self._over:
            return
        count = len(self.game.history)
        step = self.step()
        while step is not None and step.at < count:
            log.warning("guide step %d passed (game at %d moves)", self._index, count)
            self._index += 1
            step = self.step()
        if step is None:
            return
        if step.at > count:
            # The computer player's moves come first.
            self._hide()
            self._set_hold(False)
            return
        if step.expect is None:
            self._set_hold(True)
            # Before the first move a step explains the position, not a move: it does not
            # wait for the table's opening (the roll or the deal took 2–3 s, longer on a
            # busy machine, before the first bubble after "Yes"; bench/guide_start.py).
            opening = count == 0
            if (opening or not self._busy()) and self._shown is not step:
                self._show(step)
            return
        self._set_hold(False)
        if (self.controller.awaiting_human() == self.script.human and not self._busy()
                and self._shown is not step):
            self._show(step)

    def _after_action(self, _seat: int, _action: object) -> None:
        """A move was applied (its events are not shown yet)."""
        step = self.step()
        count = len(self.game.history)
        if step is not None and step.expect is not None and step.at == count - 1:
            self._index += 1
        self._hide()
        step = self.step()
        if step is not None and step.expect is None and step.at == count:
            # Nothing moves on until this step has been read.
            self._set_hold(True)
        self._later()

    def _hide(self) -> None:
        self._shown = None
        self._auto_timer.stop()
        self.layer.hide()

    def _render(self, step: Step) -> None:
        number = fill_in(QCoreApplication.translate("Guide", "Guide · step {n} of {count}"),
                         n=self._index + 1, count=len(self.script.steps))
        self.layer.show(number, step.text(self.bot_name()), step.target,
                        next_step=step.expect is None, final=self._index == len(self.script.steps) - 1)

    def _show(self, step: Step) -> None:
        self._shown = step
        final = self._index == len(self.script.steps) - 1
        self._render(step)
        if final:
            self._finish()
            return
        if self.auto:
            self._auto_timer.start(anim.duration(AUTO_STEP_MS))

    def _finish(self) -> None:
        """The last step is up: nothing more is played (a next deal never begins)."""
        self._over = True
        self.controller.stop()
        self.finished.emit()

    def _other_move(self, _action: object) -> None:
        step = self._shown
        if step is None:
            return
        if step.wrong is not None:
            note = step.wrong(self.bot_name())
        else:
            note = QCoreApplication.translate(
                "Guide", "That move is fine in a real game, but this guide needs the one shown "
                "here, so that its story can go on.")
        self.layer.set_note(note)

    def _auto_act(self) -> None:
        step = self.shown_step()
        if step is None:
            return
        if step.expect is None:
            self.next()
            return
        action = step.expect(self.game.legal_actions())
        self.controller.submit(action)
