"""The coach at a game screen: the Hint button and key H, the advice on the table, the odds line.

:class:`ScreenCoach` is made by a screen at the end of its ``__init__`` with its room's
:class:`CoachRoom` (``perudo/coach_room.py`` …), which knows the room's controls: it
puts the suggested play in them and says the odds of the standing bid or claim.

- **Hint** (the button, H): on a person's turn when the table allows hints
  (:meth:`SessionController.hints_allowed`: alone at the table always, in hot-seat
  when the set-up allows them). The coach thinks off the GUI thread
  (:class:`~tablegames_qt.ui.hint_service.HintService`); meanwhile the button says
  "Thinking…". The answer is shown only if the game has not moved on; the room puts
  the play in its controls and the bar says it with the coach's reason. The game is
  then one "with hints" (:meth:`SessionController.note_hint`: saved, in its statistics row).
- **Enter plays the hint**, in every room alike: until the person chooses something else
  (another key, a click on the screen), Enter plays the suggested move through the room's
  own control (:meth:`CoachRoom.play_advice`, with its questions, such as "Call Dudo?").
- **Odds** (Settings → the odds line, applied at once): on a person's turn, from that
  person's view only; never behind the hot-seat curtain, never on a computer's turn.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QWidget

from tablegames_qt.coach import Advice
from tablegames_qt.storage.settings import SHOW_ODDS
from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.coach_bar import CoachBar, Odds, insert_under
from tablegames_qt.ui.coach_texts import reason_text
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.hint_service import HintService
from tablegames_qt.ui.texts import fill_in

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: keys that leave the hint to be played by Enter (H asks again; modifiers alone choose nothing)
_KEEP_ARMED = frozenset({Qt.Key.Key_H, Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt,
                         Qt.Key.Key_Meta, Qt.Key.Key_AltGr})


class CoachRoom(Protocol):
    """What a room tells and shows for the coach (its controls, its words). A room whose
    game has no odds line says so with ``says_odds = False``."""

    def show_advice(self, advice: Advice) -> None:
        """Put ``advice.action`` in the controls (select it, light it up)."""

    def clear_advice(self) -> None:
        """Take the marks of :meth:`show_advice` away."""

    def play_advice(self, action: Any) -> None:
        """Play ``action`` as its control does (Enter after a hint)."""

    def advice_words(self, action: Any) -> str:
        """The suggested play in words ("bid 5 × fives", "believe it and roll")."""

    def odds_text(self, seat: int) -> Odds | None:
        """The odds line for ``seat`` (whose turn it is) from its view, or None."""


class ScreenCoach(QObject):
    """See the module docstring."""

    def __init__(self, screen: GameScreen, room: CoachRoom, *, use_process: bool = True) -> None:
        super().__init__(screen)
        self.screen = screen
        self.room = room
        self.controller = screen.controller
        self.settings = screen.settings
        self.service = HintService(self.controller, self, use_process=use_process)
        self.service.adviceReady.connect(self._on_advice)
        self.service.adviceFailed.connect(self._on_failed)
        self.bar = CoachBar(screen)
        insert_under(screen.status, self.bar)
        place = getattr(screen, "hint_button_place", None)
        if place is not None:  # (row, index[, alignment]): the screen has room for the button
            self.bar.place_button(*place)
        self.bar.hintRequested.connect(self.request_hint)
        self.bar.languageChanged.connect(self.retranslate)
        self.shortcut = QShortcut(QKeySequence(Qt.Key.Key_H), screen)
        self.shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.shortcut.activated.connect(self.request_hint)
        for box in screen.findChildren(QAbstractSpinBox):
            box.installEventFilter(self)  # a number box would take the H as typing
        #: the advice shown now (None: none)
        self.advice: Advice | None = None
        #: Enter plays :attr:`advice` (until the person chooses something else)
        # (a filter of the app that is deleted with its screen is dropped by Qt itself)
        self._armed = False
        controller = self.controller
        # Connected after the screen's own slots: the turn's controls are set up first.
        controller.humanTurn.connect(self._on_turn)
        controller.eventsApplied.connect(lambda _events: self._off())
        controller.curtainDown.connect(lambda _seat: self._off())
        controller.gameOver.connect(self._game_over)
        self.settings.changed.connect(self._on_setting)
        self._off()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A number box lets H through to the Hint shortcut (it has no use for letters);
        after a hint, Enter anywhere on the screen plays it (see :meth:`_arm`)."""
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_H and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            return True
        if self._armed and isinstance(watched, QWidget) and self._on_screen(watched):
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                if event.key() in _ENTER and self._play_advice():
                    return True
                if event.key() not in _KEEP_ARMED:
                    self._arm(False)  # another key: the person chooses for themselves
            elif event.type() == QEvent.Type.MouseButtonPress:
                self._arm(False)
        return super().eventFilter(watched, event)

    # -- Enter plays the hint --------------------------------------------------------------------
    def _arm(self, on: bool) -> None:
        """Enter plays the advice (``on``) or not; the app's keys are watched only meanwhile
        (the focused control gets Enter after the filter: a card list would take it)."""
        if on == self._armed:
            return
        self._armed = on
        app = QApplication.instance()
        if app is None:
            return
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def _on_screen(self, widget: QWidget) -> bool:
        screen = self.screen
        try:
            return bool(widget is screen or screen.isAncestorOf(widget))
        except RuntimeError:  # the screen is going (its C++ part first): nothing to play
            self._arm(False)
            return False

    def _play_advice(self) -> bool:
        """Play the advice shown now; False when it is not this person's move any more."""
        advice = self.advice
        if (advice is None or self.seat_to_help() != advice.seat
                or advice.action not in self.controller.legal_actions()):
            return False
        self._arm(False)
        self.room.play_advice(advice.action)
        return True

    # -- whose turn --------------------------------------------------------------------------
    def seat_to_help(self) -> int | None:
        """The person whose turn it is, in front of the screen (curtain up), else None."""
        controller = self.controller
        seat = controller.awaiting_human()
        if seat is None or controller.game.current_player() != seat or controller.game.is_over():
            return None
        if self.screen.viewer() != seat or self.screen.is_animating():
            return None
        return int(seat)

    def _allowed(self) -> bool:
        # A screen driven by something else than a session (a replay) offers no hints.
        allowed = getattr(self.controller, "hints_allowed", None)
        return bool(allowed()) if callable(allowed) else False

    def can_hint(self) -> bool:
        return self._allowed() and self.seat_to_help() is not None

    # -- hint ------------------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the coach for the person whose turn it is; False when no hint may be asked."""
        seat = self.seat_to_help()
        if seat is None or not self._allowed() or self.service.is_busy():
            return False
        if self.advice is not None and self.advice.seat == seat:
            self._show(self.advice)  # asked again: the same advice, no new thinking
            return True
        if not self.service.request(seat):
            return False
        self.bar.set_busy(True)
        self.bar.button.setEnabled(False)
        return True

    def _on_advice(self, advice: Advice) -> None:
        self.bar.set_busy(False)
        if self.seat_to_help() != advice.seat:
            self._update_button()
            return
        self.advice = advice
        self._show(advice)
        self.controller.note_hint(advice.seat)

    def _on_failed(self) -> None:
        self.bar.set_busy(False)
        self._update_button()

    def _show(self, advice: Advice) -> None:
        self.room.clear_advice()
        self.room.show_advice(advice)
        self._arm(True)
        self.bar.set_advice(self._advice_text(advice))
        self._update_button()
        announce(self.bar, self.bar.advice.text())

    def _advice_text(self, advice: Advice) -> str:
        return fill_in(self.tr("Hint: {play}. {reason}."),
                       play=self.room.advice_words(advice.action), reason=reason_text(advice))

    # -- the turn's start and end ----------------------------------------------------------------
    def _on_turn(self, seat: int) -> None:
        if self._allowed():
            self.service.prepare()
        self.advice = None
        self._arm(False)
        self.room.clear_advice()
        self.bar.set_advice(None)
        self._refresh()

    def _off(self) -> None:
        """Not a person's turn any more: no advice, no odds, no pending hint."""
        self.service.cancel()
        self.advice = None
        self._arm(False)
        self.room.clear_advice()
        self.bar.set_busy(False)
        self.bar.set_advice(None)
        self._refresh()

    def _game_over(self, _winners: list[int]) -> None:
        self._off()
        self.service.shutdown()  # no more hints: the bot process forgets this coach

    def _refresh(self) -> None:
        allowed = self._allowed()
        self.bar.button.setVisible(allowed)
        self._update_button()
        seat = self.seat_to_help()
        odds = self.room.odds_text(seat) if seat is not None and self.settings.show_odds else None
        self.bar.set_odds(odds)
        # a table of computer players only has nobody to show odds to
        odds_possible = bool(self.controller.humans()) and getattr(self.room, "says_odds", True)
        odds_said = self.settings.show_odds and odds_possible
        # Where hints may be asked the odds line keeps its row with the setting off too:
        # turning it on took its row from the table (14 px).
        self.bar.set_wanted(allowed or odds_said, keep_row=odds_said or (allowed and odds_possible),
                            keep_advice=allowed)

    def _update_button(self) -> None:
        self.bar.button.setEnabled(self.can_hint() and not self.service.is_busy())

    def _on_setting(self, key: str) -> None:
        if key == SHOW_ODDS:
            self._refresh()

    def retranslate(self) -> None:
        """Say the advice and the odds again in the new language."""
        self.bar.set_busy(self.service.is_busy())
        if self.advice is not None:
            self.bar.set_advice(self._advice_text(self.advice))
        self._refresh()
