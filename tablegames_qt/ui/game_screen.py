"""What every game screen shares: controller wiring, the curtain, the end panel (``result_panel``).

A screen class for the main window (its room's, ``ui/rooms.py``) is a
``GameScreen`` subclass built as ``Screen(controller, settings, parent)``.  It
implements :meth:`GameScreen.refresh_private` (show or hide the private items
for ``controller.viewer()``) and :meth:`GameScreen.retranslate`, and calls
:meth:`GameScreen.show_result` when the game is over.  The main window calls
:meth:`start` once the screen is shown and :meth:`shutdown` before it goes.
What a screen says beside its table (the story, a phone's wait, a moved colour) is made
in ``ui/screen_words.py``.
"""

from __future__ import annotations

import contextlib
import html
import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.engine.core import Event, Game, replay_log
from tablegames_qt.storage.settings import ANIMATION_SPEED, BOT_PACE, CONFIRM_CHALLENGE, Settings
from tablegames_qt.ui import anim, override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.curtain import Curtain
from tablegames_qt.ui.health_mark import StatusSavingMark
from tablegames_qt.ui.result_panel import ResultPanel
from tablegames_qt.ui.screen_style import PANEL_STYLE, big_font
from tablegames_qt.ui.screen_words import moved_colour_entry, phone_wait_text, story_html
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.sound import SoundBoard
from tablegames_qt.ui.step_queue import Step, StepQueue
from tablegames_qt.ui.texts import fill_in, literal

log = logging.getLogger(__name__)

GameT = TypeVar("GameT", bound=Game[Any, Any])

#: what a screen does with one engine event: its steps on the table (``later``: the events
#: after it in the same batch); each screen keeps an event kind -> handler table
EventHandler = Callable[[Event, Sequence[Event]], None]


class ScreenTable(Protocol):
    """What every screen's table does for the shared screen (each screen types its own)."""

    def set_thinking(self, seat: int, on: bool) -> None: ...
    def set_current(self, seat: int | None) -> None: ...


class GameScreen(QWidget):
    """Base of the game screens; see the module docstring."""

    #: the person wants the same set-up again (new seed)
    playAgainRequested = Signal()
    #: the person wants the start screen
    menuRequested = Signal()
    #: the result panel's "Watch the replay": whoever shows the screen opens it
    #: (the main window, with ``ui.replay.watch_replay``: the replay is above the screens)
    replayRequested = Signal()

    #: the screen's table (a dice or card table view), set up by each screen
    table: ScreenTable

    #: the status line's font, relative to the window's
    STATUS_FONT_SCALE = 1.25

    def __init__(
        self, controller: SessionController, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        controller.set_table(self)  # the bots wait while another window has the focus
        self._shut_down = False
        #: the rest of the game is played at once (:meth:`skip_to_result`)
        self._skipping = False
        # The seat whose turn the screen shows controls for (None: nobody's here).
        self._human_seat: int | None = None
        # The status line keeps the text's recipe, so a change of language redoes it.
        self.status = QLabel(self)
        self.status.setObjectName("statusLine")
        self.status.setWordWrap(True)
        self.status.setFont(big_font(self.font(), self.STATUS_FONT_SCALE))
        # Room for two lines of the status line's own (larger) font, so a sentence that
        # wraps does not grow the panel and shrink the table.
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing() * 2 + 2)
        # Names and engine sentences, never markup.
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        # "Not saving: …" while the game cannot be saved, below the status text.
        self.saving_mark = StatusSavingMark(self.status)
        self._status_text: Callable[[], str] = lambda: ""
        self._curtain_seat: int | None = None  # whom the curtain waits for
        self.sounds = SoundBoard(settings, parent=self)
        self.steps = StepQueue(self)
        self.steps.idle.connect(self._steps_done)
        self._holding = False
        self.curtain = Curtain(self)
        self.result_panel = ResultPanel(self)
        self.pause_label = QLabel(self)
        self.pause_label.setObjectName("pauseLabel")
        self.pause_label.setStyleSheet(
            f"#pauseLabel {{ background: {colours.PAUSE_PANEL}; color: {colours.TITLE_GOLD}; border: 2px solid {colours.BRASS};"
            " border-radius: 10px; padding: 8px 18px; font-weight: bold; }"
        )
        self.pause_label.hide()
        self.practice_label = QLabel(self)
        self.practice_label.setObjectName("practiceLabel")
        self.practice_label.setTextFormat(Qt.TextFormat.PlainText)
        self.practice_label.setStyleSheet(
            f"#practiceLabel {{ background: {colours.PRACTICE_PANEL}; color: {colours.TITLE_GOLD};"
            f" border: 1px solid {colours.BRASS}; border-radius: 8px; padding: 4px 10px; }}"
        )
        self.practice_label.hide()
        self.curtain.revealRequested.connect(controller.reveal)
        self.result_panel.playAgain.connect(self.playAgainRequested)
        self.result_panel.menu.connect(self.menuRequested)
        self.result_panel.watchReplay.connect(self.replayRequested)
        controller.curtainDown.connect(self._on_curtain_down)
        controller.curtainUp.connect(self._on_curtain_up)
        controller.phoneTurn.connect(self._on_phone_turn)
        controller.seatHanded.connect(lambda _seat, _kind: self.refresh_plates())
        settings.changed.connect(self._on_setting_changed)
        #: the table's phones (``ui/phones/table.py``), when some seats play on phones
        self.phone_table: Any = None

    def require_game(self, cls: type[GameT], screen: str) -> GameT:
        """The controller's game, which must be a ``cls`` (``screen`` names the screen)."""
        game = self.controller.game
        if not isinstance(game, cls):
            raise TypeError(f"the {screen} screen needs a {cls.__name__}, not {type(game).__name__}")
        return game

    # -- the status line --------------------------------------------------------
    def _set_status(self, text: Callable[[], str], error: bool = False) -> None:
        """Show ``text()`` (a refusal in red when ``error``), again after a language change."""
        self._status_text = text
        sheet = f"color: {colours.ERROR_TEXT};" if error else ""
        if self.status.styleSheet() != sheet:  # setting even the same sheet restyles the line
            self.status.setStyleSheet(sheet)
        self.status.setText(text())

    def _retranslate_status(self) -> None:
        self.status.setText(self._status_text())

    def status_text(self) -> str:
        return self.status.text()

    def set_title(self, title: str) -> None:
        """The game's name on its table, and the screen's name for a screen reader (the
        screen itself takes the focus at times: never a nameless "filler")."""
        self.setAccessibleName(title)
        self.table.set_table_title(title)  # type: ignore[attr-defined]

    def wait_with_focus_on_table(self, panel: QWidget, wait: Callable[[], None]) -> None:
        """``wait()`` turns the panel's controls off; if one had the focus, the table takes
        it (named, its summary read), not whatever Qt picks (the waiting page's label,
        which a reader would read as it stood)."""
        focus = QApplication.focusWidget()
        if focus is not None and panel.isAncestorOf(focus):
            # first: a page switch moves a focus it holds to the new page, even to a label
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)  # type: ignore[attr-defined]
        wait()

    def refuse(self, reason: str) -> None:
        """A key that does nothing now says why: in the status line and to a screen reader."""
        self._set_status(lambda: reason, error=True)
        announce(self.table, reason)  # type: ignore[arg-type]

    # -- your own dice, roll or hand, said on demand (Y) --------------------------
    def own_words(self) -> str:
        """What is yours at the table in words ("Your dice: 2, 3, 5"), "" when nothing is
        (each room says its own)."""
        return ""

    def say_own(self) -> None:
        """Say :meth:`own_words` (Y), or that there is nothing of yours to read now."""
        announce(self.table, self.own_words() or self.tr("Nothing of yours to read now."))  # type: ignore[arg-type]

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Y and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.say_own()
            return
        super().keyPressEvent(event)

    # -- for the main window ----------------------------------------------------
    def start(self) -> None:
        self.refresh_plates()
        self.refresh_private()
        self.controller.start()

    def set_phone_table(self, table: Any) -> None:
        """The phones of this table: the status line tells when one is away."""
        self.phone_table = table
        table.presenceChanged.connect(self._on_phone_presence)

    def refresh_plates(self) -> None:
        """The plates' names, a phone seat's with its mark."""
        if self.controller.phones() or self.phone_table is not None:
            self.rename_seats(self.controller.plate_names())

    def skip_to_result(self) -> None:
        """The people are out of the game: play the rest at once (no animations, no bot
        pace) up to the result, then the settings' pace again."""
        if self._skipping or self._shut_down:
            return
        self._skipping = True
        anim.set_speed(0)
        self.controller.set_bot_pace(0)
        self.controller.gameOver.connect(self._end_skip)

    def _end_skip(self, *_args: object) -> None:
        if not self._skipping:
            return
        self._skipping = False
        anim.set_speed(self.settings.animation_factor)
        self.apply_settings()

    def is_skipping(self) -> bool:
        return self._skipping

    def shutdown(self) -> None:
        """Stop the game: no more bot moves, no more animations."""
        if self._shut_down:
            return
        self._end_skip()
        self._shut_down = True
        self.steps.stop()
        self.controller.stop()
        if self.phone_table is not None:
            self.phone_table.close()  # the server stops with its table
        with contextlib.suppress(RuntimeError, TypeError):
            self.settings.changed.disconnect(self._on_setting_changed)

    def set_paused(self, paused: bool) -> None:
        """Show that the game waits (the main window pauses the controller)."""
        if paused:
            self.pause_label.setText(
                QCoreApplication.translate("GameScreen", "Paused — press P to go on")
            )
            self.pause_label.adjustSize()
            self.pause_label.move((self.width() - self.pause_label.width()) // 2, 16)
            self.pause_label.raise_()
        self.pause_label.setVisible(paused)
        if self.phone_table is not None:
            self.phone_table.refresh()  # the phones say so, and offer no move meanwhile

    def show_practice(self) -> None:
        """Mark the screen of a practice game (something was taken back)."""
        label = self.practice_label
        label.setText(QCoreApplication.translate(
            "GameScreen", "Practice game: something was taken back, so it stays out of the statistics"))
        label.setAccessibleName(label.text())
        label.adjustSize()
        label.move(12, 12)
        label.setVisible(self.controller.practice)
        label.raise_()

    def is_in_progress(self) -> bool:
        return not self.controller.game.is_over()

    # -- for subclasses -------------------------------------------------------
    def play(self, step: Step) -> None:
        """Queue a table step; the controller waits until every queued step is done."""
        if self._shut_down:
            return
        if not self._holding:
            self._holding = True
            self.controller.hold()
        self.steps.add(step)

    def play_call(self, fn: Callable[[], object]) -> None:
        def step() -> None:
            fn()

        self.play(step)

    def play_wait(self, ms: float) -> None:
        if not self._holding and not self._shut_down:
            self._holding = True
            self.controller.hold()
        self.steps.wait(ms)

    def is_animating(self) -> bool:
        return self.steps.is_busy()

    def _steps_done(self) -> None:
        self.on_steps_done()
        if self._holding:
            self._holding = False
            self.controller.release()

    def on_steps_done(self) -> None:
        """Every queued step has been shown (before the controller moves on)."""

    def animation_factor(self) -> float:
        return 0.0 if self._skipping else self.settings.animation_factor

    def arrange(
        self, table: QWidget, panel: QWidget, side: list[tuple[QWidget, int]],
        side_width: tuple[int, int] = (300, 380),
    ) -> None:
        """The screens' common frame: the table above the control panel on the left, a
        side panel (score, history…) of ``side`` widgets with their stretch on the right."""
        box = QFrame(self)
        box.setObjectName("sidePanel")
        box.setStyleSheet(PANEL_STYLE)
        box.setMinimumWidth(side_width[0])
        box.setMaximumWidth(side_width[1])
        box_layout = QVBoxLayout(box)
        box_layout.setContentsMargins(10, 10, 10, 10)
        for widget, stretch in side:
            box_layout.addWidget(widget, stretch)
        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(table, 1)
        left.addWidget(panel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(left, 1)
        layout.addWidget(box)
        self.setStyleSheet(f"#{self.objectName()} {{ background: {colours.TABLE_ROOM}; }}")

    # -- turns, as every table shows them (the screens' tables all mark who thinks) --
    def _turn_text(self, seat: int) -> str:
        if self.controller.is_hot_seat():
            return fill_in(self.tr("{name}'s turn."), name=self.name(seat))
        return self.tr("Your turn.")

    def _on_bot_thinking(self, seat: int) -> None:
        self.table.set_thinking(seat, True)
        self.table.set_current(seat)
        self._set_status(lambda: fill_in(self.tr("{name} is thinking…"), name=self.name(seat)))

    def _clear_thinking(self) -> None:
        for seat in range(self.controller.game.players):
            self.table.set_thinking(seat, False)

    def past_events(self) -> list[Event]:
        """Every event of the game so far, its log replayed through the rules: what a
        resumed screen rebuilds its history, panels and counts from."""
        replay = replay_log(self.controller.game)
        return [*replay.opening, *(event for step in replay.played for event in step.events)]

    def name(self, seat: int) -> str:
        return self.controller.name(seat)

    def name_html(self, seat: int) -> str:
        """The name of ``seat`` for rich text: a name is text, never markup."""
        return html.escape(self.name(seat))

    def viewer(self) -> int | None:
        """The seat whose private items may be drawn now (None behind the curtain)."""
        if self.curtain.is_down():
            return None
        return self.controller.viewer()

    def refresh_private(self) -> None:
        """Show the private items of :meth:`viewer` and hide everyone else's."""
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    def confirm(self, question: str) -> bool:
        """Ask before a challenge when the person wants to be asked."""
        if not self.settings.confirm_challenge:
            return True
        # translate() with this class's name: self.tr() would look the text up under
        # the subclass's name, where lupdate never put it.
        title = QCoreApplication.translate("GameScreen", "Are you sure?")
        answer = QMessageBox.question(self, title, literal(question))
        self.window().activateWindow()  # the keys (H, Enter) come back to the table
        return answer == QMessageBox.StandardButton.Yes

    def show_result(self, headline: str | Callable[[], tuple[str, str]], details: str = "") -> None:
        """The end panel: ``headline`` plain text, ``details`` rich text whose
        names the screen escaped (:meth:`name_html`); below them, the game's story.
        ``headline`` may instead make both, so the panel is written again in a new language."""
        self._result_texts = headline if callable(headline) else (lambda: (headline, details))
        made_headline, made_details = self._result_texts()
        self.result_panel.show_result(made_headline, made_details, self.story_html())

    def replay_colours(self) -> list[str]:
        """Every seat's colour as the table shows it now (a computer's moved one too), for
        this game's replay (``ui.replay.watch_replay``)."""
        styles = getattr(self.table, "seat_styles", None)
        return [s.body_hex for s in styles()] if callable(styles) else self.controller.colours()

    def rename_seats(self, names: list[str]) -> None:
        """The seats' names in the language of the moment (called before :meth:`retranslate`)."""
        rename = getattr(self.table, "rename_seats", None)
        if callable(rename):
            rename(names)
        if self.curtain.is_down() and self._curtain_seat is not None:
            self.curtain.rename(names[self._curtain_seat])  # the curtain's "Pass to …"

    def sound(self, event: Event) -> None:
        """The table's sound of ``event``; call it as the table shows the event."""
        self.sounds.table_event(self.controller.game.NAME, event)

    def story_html(self) -> str:
        """What each player did in this game, as a table (names escaped there)."""
        return story_html(self.controller)

    def apply_settings(self) -> None:
        """A setting changed; subclasses add their own (call super)."""
        self.controller.set_bot_pace(0 if self._skipping else self.settings.bot_pace_ms)

    # -- slots ----------------------------------------------------------------------
    def _on_curtain_down(self, seat: int) -> None:
        if self._shut_down:
            return
        self._curtain_seat = seat
        self.curtain.lower_for(self.name(seat))
        self.refresh_private()

    def _on_curtain_up(self, seat: int) -> None:
        if self._shut_down:
            return
        self.curtain.lift(guard=self.animation_factor() > 0)
        self.refresh_private()

    def _on_phone_turn(self, seat: int) -> None:
        if self._shut_down:
            return
        self.refresh_private()
        table = self.phone_table

        self._set_status(lambda: phone_wait_text(self.controller.name(seat), table, seat))

    def _on_phone_presence(self) -> None:
        seat = self.controller.awaiting_phone()
        if seat is not None:
            self._on_phone_turn(seat)

    def _on_setting_changed(self, key: str) -> None:
        if key in (ANIMATION_SPEED, BOT_PACE, CONFIRM_CHALLENGE):
            self.apply_settings()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.words_changed()
        super().changeEvent(event)

    def seats_changed(self) -> None:
        """A person renamed or recoloured (Game → Players): names and dice colours again
        (Royal Casino's plates keep their colours until the next game).  The computer
        players keep theirs; one whose colour now looks like a person's moves, and the
        log says so."""
        recolour = getattr(self.table, "set_seat_colours", None)
        if callable(recolour):
            before = list(getattr(self.table, "seat_styles", list)())
            moved = recolour(self.controller.colours()) or []
            history_view = getattr(self, "history_view", None)
            styles = getattr(self.table, "seat_styles", None)  # the dice tables' log colours
            if history_view is not None and callable(styles):
                history_view.set_seat_styles(styles())
                after = styles()
                for seat in moved:
                    self._tell_moved_colour(seat, before[seat].body_hex, after[seat].body_hex)
        self.words_changed()

    def _tell_moved_colour(self, seat: int, old: str, new: str) -> None:
        """A line in the log: ``seat``'s dice went from ``old`` to ``new`` because a person's
        colour looked like ``old``."""
        history = getattr(self, "history", None)
        entry = moved_colour_entry(self.controller.colours(), self.name, seat, old, new)
        if history is not None and entry is not None:
            history.append(entry)

    def words_changed(self) -> None:
        """Every text again: a new language, or a person renamed (Game → Players)."""
        self.rename_seats(self.controller.plate_names())  # first: the texts name the seats
        self.retranslate()
        made = getattr(self, "_result_texts", None)
        if made is not None and not self.result_panel.isHidden():
            self.show_result(made)
