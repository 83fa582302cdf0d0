"""The replay window: a finished game on the game's own table, every cup and hand face up.

Keys: Left/Right a step (an action) back or forward, PgUp/PgDn a round (game,
deal) back or forward, Home/End the start or the end, Space plays or pauses (at
the animation speed chosen in Settings), C shows the coach's view of the
decision about to be made, Esc closes.  Under the table a line says what
happened at the step; beside it the history up to the step and the coach.

The parts: ``ui/replay_steps.py`` (the log replayed through the rules), :mod:`.controller`
(where the replay stands), a scene adapter per game (its room's ``replay_scene()``,
``ui/<game>/replay_scene.py`` on ``ui/replay_scene.py``) and :mod:`.coach_view`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import accumulate

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.coach import Advice
from tablegames_qt.storage.saves import SavedGame
from tablegames_qt.ui import override
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.coach_bar import show_odds
from tablegames_qt.ui.history_view import HistoryView
from tablegames_qt.ui.recorder import phone_seats
from tablegames_qt.ui.replay.coach_view import CoachAsker, advice_odds, advice_text
from tablegames_qt.ui.replay.controller import ReplayController
from tablegames_qt.ui.replay.history import ReplayHistory
from tablegames_qt.ui.replay_scene import ReplayScene
from tablegames_qt.ui.replay_steps import Step, replay_steps
from tablegames_qt.ui.rooms import room, title
from tablegames_qt.ui.screen_style import PANEL_STYLE, big_font
from tablegames_qt.ui.seat_names import shown, solo_seat
from tablegames_qt.ui.texts import fill_in


def _sentence(text: str) -> str:
    """An event's line as a sentence of its own: a capital first, a full stop last."""
    text = text[:1].upper() + text[1:]
    return text if text[-1:] in ".!?…" else text + "."


#: the side panel: the least and most it is wide, and its share of a window in between
SIDE_WIDTHS = (250, 360)
SIDE_SHARE = 0.24


def side_width(window_width: int) -> int:
    """The side panel's width in a window ``window_width`` wide."""
    least, most = SIDE_WIDTHS
    return max(least, min(most, round(window_width * SIDE_SHARE)))


class ReplayWindow(QWidget):
    """A finished game, step by step, on its own table (see the module docstring)."""

    def __init__(self, saved: SavedGame, parent: QWidget | None = None, colours: Sequence[str] = ()) -> None:
        """``colours``: each seat's own colour as the room had it (none: as the save
        remembers them, else the table's)."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("replayWindow")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.saved = saved
        self.game_name = saved.game.NAME
        self.names = [shown(seat.name) for seat in saved.seats]  # a name the app gave, in words
        self.steps = replay_steps(saved.game)
        self.controller = ReplayController(self.steps, self)
        # the person who played alone is spoken to as the room spoke to them ("You bid"); a
        # table with phones named everyone, as the room did (SessionController.solo_seat)
        you = None if phone_seats(saved) else solo_seat(
            [seat for seat, record in enumerate(saved.seats) if record.is_human])
        colours = list(colours or saved.extra.get("seat_colours", ()))
        #: the seat spoken to as "you" (the coach too), None: everyone by name
        self.you = you
        scene: ReplayScene = room(self.game_name).replay_scene()(self.names, you, self, colours)
        self.scene = scene
        self.table = self.scene.table
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scene.setup(self.steps[0])
        # each step's history lines, and how many lines the history has up to each step
        self._entries = [[entry for event in step.events
                          if (entry := self.scene.history_entry(event)) is not None] for step in self.steps]  # fmt: skip
        self._history_rows = list(accumulate(len(lines) for lines in self._entries))
        self._history_steps = 0
        self.coach = CoachAsker(self.game_name, self)
        self._advice: tuple[int, Advice | None] | None = None
        self._coach_error = ""
        panel = self._control_panel()
        side = self._side_panel()
        self._lay_out(panel, side)
        self.controller.stepChanged.connect(self._show_step)
        self.controller.playingChanged.connect(self._playing_changed)
        self.scene.settled.connect(self.controller.settled)
        self.coach.answered.connect(self._coach_answered)
        self.coach.failed.connect(self._coach_failed)
        self.resize(1024, 640)
        self.retranslate()
        self.controller.first()

    def _control_panel(self) -> QFrame:
        """Under the table: what happened at the step, the buttons and the slider."""
        self.happened = QLabel(self)
        self.happened.setObjectName("replayHappened")
        self.happened.setWordWrap(True)
        self.happened.setTextFormat(Qt.TextFormat.PlainText)  # names come from the file
        self.happened.setFont(big_font(self.font(), 1.15))
        self.happened.setMinimumHeight(self.happened.fontMetrics().lineSpacing() * 2 + 2)
        self.position_label = QLabel(self)
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)

        style = self.style()
        icons = QStyle.StandardPixmap
        self.first_button = self._button(style.standardIcon(icons.SP_MediaSkipBackward), self.controller.first)
        self.round_back_button = self._button(style.standardIcon(icons.SP_MediaSeekBackward),
                                              self.controller.previous_round)  # fmt: skip
        self.back_button = self._button(style.standardIcon(icons.SP_ArrowLeft), self.controller.back)
        self.play_button = self._button(style.standardIcon(icons.SP_MediaPlay), self.controller.toggle_play)
        self.next_button = self._button(style.standardIcon(icons.SP_ArrowRight), self.controller.forward)
        self.round_next_button = self._button(style.standardIcon(icons.SP_MediaSeekForward),
                                              self.controller.next_round)  # fmt: skip
        self.last_button = self._button(style.standardIcon(icons.SP_MediaSkipForward), self.controller.end)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setRange(0, self.controller.last())
        self.slider.valueChanged.connect(self._slider_moved)

        bar = QHBoxLayout()
        for button in (self.first_button, self.round_back_button, self.back_button, self.play_button,
                       self.next_button, self.round_next_button, self.last_button):  # fmt: skip
            bar.addWidget(button)
        bar.addWidget(self.slider, 1)
        bar.addWidget(self.position_label)
        self.close_buttons = closable(self)
        for close in self.close_buttons.buttons():
            close.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys stay the replay's
            close.setMinimumHeight(34)
        bar.addWidget(self.close_buttons)
        panel = QFrame(self)
        panel.setObjectName("controlPanel")
        panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(14, 8, 14, 10)
        panel_layout.addWidget(self.happened)
        panel_layout.addLayout(bar)
        return panel

    def _side_panel(self) -> QFrame:
        """Beside the table: the game's summary, the history up to the step, the coach."""
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.history_title = QLabel(self)
        self.history_title.setFont(big_font(self.font(), 1.15))
        self.history = ReplayHistory(self.scene.history_text, names=self.scene.name, parent=self)
        self.history_view = HistoryView(self)
        self.history_view.setModel(self.history)
        if hasattr(self.table, "seat_styles"):  # the dice tables: the log's tokens in their colours
            self.history_view.set_seat_styles(self.table.seat_styles())
        self.coach_button = QPushButton(self)
        self.coach_button.setObjectName("coachButton")
        self.coach_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.coach_button.clicked.connect(self.ask_coach)
        self.coach_odds = QLabel(self)  # the table's odds line, its words and colour band
        self.coach_odds.setObjectName("coachOdds")
        self.coach_odds.setWordWrap(True)
        self.coach_odds.setTextFormat(Qt.TextFormat.PlainText)
        self.coach_odds.hide()
        self.coach_text = QLabel(self)
        self.coach_text.setObjectName("coachText")
        self.coach_text.setWordWrap(True)
        self.coach_text.setTextFormat(Qt.TextFormat.PlainText)
        self.coach_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side = QFrame(self)
        side.setObjectName("sidePanel")
        self.side = side
        side.setFixedWidth(side_width(self.width()))
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(10, 10, 10, 10)
        side_layout.addWidget(self.summary)
        side_layout.addWidget(self.history_title)
        side_layout.addWidget(self.history_view, 1)
        side_layout.addWidget(self.coach_button)
        side_layout.addWidget(self.coach_odds)
        side_layout.addWidget(self.coach_text)
        return side

    def _lay_out(self, panel: QFrame, side: QFrame) -> None:
        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(self.table, 1)
        left.addWidget(panel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(left, 1)
        layout.addWidget(side)
        self.setStyleSheet(PANEL_STYLE + f"#replayWindow {{ background: {colours.TABLE_ROOM}; }}")

    def _button(self, icon: object, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(self)
        button.setIcon(icon)  # type: ignore[arg-type]
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumHeight(34)
        button.clicked.connect(slot)
        return button

    # -- stepping ----------------------------------------------------------------------
    def position(self) -> int:
        return self.controller.position()

    def step(self) -> Step:
        return self.controller.step()

    def step_count(self) -> int:
        """Steps including the start (actions + 1)."""
        return len(self.steps)

    def _slider_moved(self, value: int) -> None:
        if value != self.controller.position():
            self.controller.go(value)

    def _show_step(self, number: int, before: Step | None) -> None:
        step = self.steps[number]
        self.scene.show(step, before)
        if self.slider.value() != number:
            self.slider.blockSignals(True)
            self.slider.setValue(number)
            self.slider.blockSignals(False)
        self._update_history(number)
        self._update_texts()
        last = self.controller.last()
        for button, enabled in ((self.first_button, number > 0), (self.round_back_button, number > 0),
                                (self.back_button, number > 0), (self.next_button, number < last),
                                (self.round_next_button, number < last), (self.last_button, number < last)):  # fmt: skip
            button.setEnabled(enabled)
        self.coach_button.setEnabled(step.to_play is not None)
        if self._advice is not None and self._advice[0] != number:
            self._advice = None
            self._coach_error = ""
            self._update_coach()

    def _update_history(self, number: int) -> None:
        """The history up to and with step ``number``: cut back, or filled up."""
        if number + 1 < self._history_steps:
            self.history.truncate(self._history_rows[number])
        elif number + 1 > self._history_steps:
            self.history.extend([entry for step in self.steps[self._history_steps : number + 1]
                                 for entry in self._entries[step.number]])  # fmt: skip
            # rows that wrap are measured later: the newest line is in sight once they are
            QTimer.singleShot(0, self.history_view, self._history_to_bottom)
        self._history_steps = number + 1

    def _history_to_bottom(self) -> None:
        self.history_view.doItemsLayout()
        self.history_view.scrollToBottom()

    def happened_text(self) -> str:
        """What happened at the step shown, in the game's own sentences."""
        step = self.step()
        lines = [self.scene.describe(event) for event in step.events if event.kind != "roll"]
        text = " ".join(_sentence(line) for line in lines if line)
        if step.number == 0:
            start = self.tr("The start of the game.")
            return f"{start} {text}" if text else start
        return text

    def _update_texts(self) -> None:
        step = self.step()
        self.happened.setText(self.happened_text())
        self.position_label.setText(fill_in(self.tr("{number} / {total}"), number=step.number,
                                            total=self.controller.last()))  # fmt: skip
        self.position_label.setAccessibleName(fill_in(
            self.tr("Move {number} of {total}"), number=step.number, total=self.controller.last()))
        self.summary.setText(self.scene.summary(step))

    def _playing_changed(self, playing: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))
        self._name_play_button()

    # -- the coach -----------------------------------------------------------------------
    def ask_coach(self) -> None:
        """The coach's view of the decision about to be made at the step shown."""
        step = self.step()
        if step.to_play is None:
            return
        self._advice = (step.number, None)
        self._coach_error = ""
        self.coach_text.setText(self.tr("The coach is thinking…"))
        show_odds(self.coach_odds, None)
        self.coach.ask(step)

    def advice(self) -> Advice | None:
        """The advice shown for the step shown (None: none asked for or not yet come)."""
        return self._advice[1] if self._advice is not None and self._advice[0] == self.position() else None

    def _coach_answered(self, number: int, advice: Advice | None) -> None:
        if self._advice is None or self._advice[0] != number:
            return
        self._advice = (number, advice)
        self._update_coach()

    def _coach_failed(self, error: str) -> None:
        self._coach_error = error
        self._update_coach()

    def _update_coach(self) -> None:
        show_odds(self.coach_odds, None)
        if self._coach_error:
            self.coach_text.setText(fill_in(self.tr("The coach could not answer: {error}"),
                                            error=self._coach_error))  # fmt: skip
            return
        advice = self.advice()
        if advice is None:
            self.coach_text.setText("" if self._advice is None else self.tr("The coach is thinking…"))
            return
        number = self.position()
        played = self.steps[number + 1].action if number + 1 < len(self.steps) else None
        self.coach_text.setText(advice_text(advice, self.step(), played, self.names, self.you))
        show_odds(self.coach_odds, advice_odds(advice, self.step(), self.names, self.you))
        # the advice takes room from the history: keep its newest line in sight
        QTimer.singleShot(0, self.history_view, self._history_to_bottom)

    # -- keys ---------------------------------------------------------------------------------
    def key_actions(self) -> dict[Qt.Key, Callable[[], object]]:
        """What each key does (Help → Keyboard lists them: ``ui/replay/keys.py``)."""
        return {
            Qt.Key.Key_Left: self.controller.back,
            Qt.Key.Key_Right: self.controller.forward,
            Qt.Key.Key_PageUp: self.controller.previous_round,
            Qt.Key.Key_PageDown: self.controller.next_round,
            Qt.Key.Key_Home: self.controller.first,
            Qt.Key.Key_End: self.controller.end,
            Qt.Key.Key_Space: self.controller.toggle_play,
            Qt.Key.Key_C: self.ask_coach,
            Qt.Key.Key_Escape: self.close,
        }

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        # The side panel's width follows the window's, never its words: the coach's
        # answer (C) widened it and took its room from the table.
        self.side.setFixedWidth(side_width(event.size().width()))
        super().resizeEvent(event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        keys: dict[object, Callable[[], object]] = {k: a for k, a in self.key_actions().items()}
        action = keys.get(event.key())
        if action is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setFocus()  # the keys are the window's: no control inside takes the focus

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.set_playing(False)
        self.scene.finish()
        super().closeEvent(event)

    # -- language ----------------------------------------------------------------------------
    def _name_play_button(self) -> None:
        if self.controller.is_playing():
            self.play_button.setToolTip(self.tr("Pause (Space)"))
            self.play_button.setAccessibleName(self.tr("Pause"))
        else:
            self.play_button.setToolTip(self.tr("Play (Space)"))
            self.play_button.setAccessibleName(self.tr("Play"))

    def retranslate(self) -> None:
        # the names the app gave, in the new language (the scene shares the words)
        self.names[:] = self.scene.names[:] = [shown(seat.name) for seat in self.saved.seats]
        if hasattr(self.table, "rename_seats"):  # the dice tables' plates
            self.table.rename_seats(self.names)
        self.setWindowTitle(fill_in(self.tr("Replay: {game} — {names}"), game=title(self.game_name),
                                    names=", ".join(self.names)))  # fmt: skip
        texts = room(self.game_name).text
        back, back_tip = texts("unit_back"), texts("unit_back_tip")
        ahead, ahead_tip = texts("unit_ahead"), texts("unit_ahead_tip")
        named = (
            (self.first_button, self.tr("To the start"), self.tr("The start of the game (Home)")),
            (self.round_back_button, back, back_tip),
            (self.back_button, self.tr("Back"), self.tr("One move back (Left)")),
            (self.next_button, self.tr("Next"), self.tr("One move forward (Right)")),
            (self.round_next_button, ahead, ahead_tip),
            (self.last_button, self.tr("To the end"), self.tr("The end of the game (End)")),
        )
        for button, name, tip in named:
            button.setAccessibleName(name)
            button.setToolTip(tip)
        self._name_play_button()
        self.slider.setAccessibleName(self.tr("Move"))
        self.history_title.setText(self.tr("What happened"))
        self.coach_button.setText(self.tr("The coach's view (C)"))
        self.coach_button.setToolTip(self.tr("What the coach would play in the decision about to be made here"))
        self.coach_button.setAccessibleName(self.tr("The coach's view"))
        self.happened.setAccessibleName(self.tr("What happened at this move"))
        self.scene.retranslate()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "scene"):
            self.retranslate()
            self.history.refresh_texts()
            self._update_texts()
            self._update_coach()
        super().changeEvent(event)
