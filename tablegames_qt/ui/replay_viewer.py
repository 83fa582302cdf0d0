"""Stepping through a finished game with every cup and hand revealed.

The replay is the saved set-up and action log: :func:`replay_steps` plays it
again on a fresh engine game and keeps, after every action, each seat's own
view (so all dice under all cups and all hands are there, as each player saw
them) and the events of that action.  The widget shows one step at a time:
a slider, buttons, what happened, and per seat a picture of their dice or
cards with a line of text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.engine.core import Event, Game, replay_log
from tablegames_qt.storage import saves
from tablegames_qt.storage.saves import SavedGame
from tablegames_qt.ui import override
from tablegames_qt.ui.engine_texts import event_text
from tablegames_qt.ui.texts import fill_in

DIE_SIZE = 30
CARD_WIDTH = 46
PLAY_INTERVAL_MS = 900


@dataclass(frozen=True)
class Step:
    """The game after ``number`` actions: who acted, what happened, every seat's view."""

    number: int
    actor: int | None
    events: tuple[Event, ...]
    views: tuple[Any, ...]


def replay_steps(game: Game[Any, Any]) -> list[Step]:
    """Every step of ``game`` from its set-up to where it is now."""
    # Views are taken while the log is replayed once more, action by action.
    replay = replay_log(game, 0)
    fresh = replay.game
    seats = range(fresh.players)
    steps = [Step(0, None, replay.opening, tuple(fresh.view(s) for s in seats))]
    for number, action in enumerate(game.history, 1):
        actor = fresh.current_player()
        events = fresh.apply(action)
        steps.append(Step(number, actor, tuple(events), tuple(fresh.view(s) for s in seats)))
    return steps


def _row(pixmaps: Sequence[QPixmap], gap: int = 4) -> QPixmap:
    """Pictures side by side (negative ``gap`` overlaps them like a fanned hand)."""
    if not pixmaps:
        return QPixmap()
    ratio = max(p.devicePixelRatio() for p in pixmaps)
    width = sum(round(p.width() / p.devicePixelRatio()) for p in pixmaps) + gap * (len(pixmaps) - 1)
    height = max(round(p.height() / p.devicePixelRatio()) for p in pixmaps)
    out = QPixmap(round(max(1, width) * ratio), round(height * ratio))
    out.setDevicePixelRatio(ratio)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    x = 0
    for pixmap in pixmaps:
        painter.drawPixmap(x, 0, pixmap)
        x += round(pixmap.width() / pixmap.devicePixelRatio()) + gap
    painter.end()
    return out


def _dice_pixmap(faces: Sequence[int]) -> QPixmap:
    try:
        from tablegames_qt.ui.dice.pixmaps import die_pixmap
    except ImportError:  # pictures are a nicety: the text says it too
        return QPixmap()
    return _row([die_pixmap(face, DIE_SIZE) for face in faces])


def _cards_pixmap(cards: Sequence[Any], fanned: bool = True) -> QPixmap:
    try:
        from tablegames_qt.ui.cards.render import card_pixmap
    except ImportError:
        return QPixmap()
    gap = -CARD_WIDTH // 3 if fanned else 4
    return _row([card_pixmap(card, CARD_WIDTH) for card in cards], gap=gap)


def _die_chars(faces: Sequence[int]) -> str:
    return " ".join("⚀⚁⚂⚃⚄⚅"[f - 1] if 1 <= f <= 6 else "?" for f in faces)


def _machacek_value(value: int) -> str:
    try:
        from tablegames_qt.ui.machacek.value_picker import value_label
    except ImportError:
        return str(value)
    return value_label(value)


class SeatPanel(QGroupBox):
    """One seat: name, a picture of what they hold, a line of text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.picture = QLabel(self)
        self.picture.setMinimumHeight(DIE_SIZE + 4)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # names and engine sentences
        layout.addWidget(self.picture)
        layout.addWidget(self.text)

    def show_content(self, title: str, picture: QPixmap, text: str) -> None:
        self.setTitle(title)
        self.picture.setPixmap(picture)
        self.picture.setVisible(not picture.isNull())
        self.text.setText(text)


class ReplayViewer(QWidget):
    """A finished game, step by step, every private item shown."""

    def __init__(self, saved: SavedGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, parent is not None)
        self.saved = saved
        self.names = [seat.name for seat in saved.seats]
        self.steps = replay_steps(saved.game)
        self._step = 0

        self.step_label = QLabel(self)
        self.events_label = QLabel(self)
        self.events_label.setWordWrap(True)
        self.events_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table_label = QLabel(self)
        self.table_label.setWordWrap(True)
        # Names and engine sentences from the file: shown as text, never as markup.
        for label in (self.step_label, self.events_label, self.table_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.table_picture = QLabel(self)

        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self.set_step)
        self.first_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.play_button = QPushButton(self)
        self.play_button.setCheckable(True)
        self.next_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.first_button.clicked.connect(lambda: self.set_step(0))
        self.back_button.clicked.connect(lambda: self.set_step(self._step - 1))
        self.next_button.clicked.connect(lambda: self.set_step(self._step + 1))
        self.last_button.clicked.connect(lambda: self.set_step(len(self.steps) - 1))
        self.play_button.toggled.connect(self._toggle_play)
        self._timer = QTimer(self)
        self._timer.setInterval(PLAY_INTERVAL_MS)
        self._timer.timeout.connect(self._play_step)

        buttons = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.play_button,
                       self.next_button, self.last_button):  # fmt: skip
            buttons.addWidget(button)
        buttons.addWidget(self.slider, 1)

        seats_widget = QWidget(self)
        grid = QGridLayout(seats_widget)
        self.panels: list[SeatPanel] = []
        columns = 2 if len(self.names) <= 4 else 3
        for seat in range(len(self.names)):
            panel = SeatPanel(seats_widget)
            grid.addWidget(panel, seat // columns, seat % columns)
            self.panels.append(panel)
        # Spare height goes below the panels, not into them.
        grid.setRowStretch((len(self.names) + columns - 1) // columns, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(seats_widget)

        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.step_label)
        layout.addWidget(self.events_label)
        layout.addWidget(self.table_label)
        layout.addWidget(self.table_picture)
        layout.addWidget(scroll, 1)
        self.resize(900, 640)
        self.retranslate()
        self.set_step(0)

    # -- stepping ----------------------------------------------------------------
    def step(self) -> int:
        return self._step

    def step_count(self) -> int:
        """Steps including the start (actions + 1)."""
        return len(self.steps)

    def set_step(self, number: int) -> None:
        number = max(0, min(int(number), len(self.steps) - 1))
        self._step = number
        if self.slider.value() != number:
            self.slider.setValue(number)
        self._render()
        self.back_button.setEnabled(number > 0)
        self.first_button.setEnabled(number > 0)
        self.next_button.setEnabled(number < len(self.steps) - 1)
        self.last_button.setEnabled(number < len(self.steps) - 1)

    def _toggle_play(self, playing: bool) -> None:
        if playing:
            if self._step >= len(self.steps) - 1:
                self.set_step(0)
            self._timer.start()
        else:
            self._timer.stop()

    def _play_step(self) -> None:
        if self._step >= len(self.steps) - 1:
            self.play_button.setChecked(False)
            return
        self.set_step(self._step + 1)

    # -- drawing --------------------------------------------------------------------
    def _name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""

    def _render(self) -> None:
        step = self.steps[self._step]
        total = len(self.steps) - 1
        if step.number == 0:
            self.step_label.setText(self.tr("Start of the game (%n move(s) in all)", "", total))
        else:
            who = self._name(step.actor)
            header = fill_in(self.tr("Move {number} of {total}"), number=str(step.number), total=str(total))
            self.step_label.setText(f"{header}: {who}" if who else header)
        lines = [event_text(event, self.names) for event in step.events]
        self.events_label.setText("\n".join(line for line in lines if line))
        final = self._step == total and self.saved.game.is_over()
        winners = set(self.saved.game.winners()) if final else set()
        for seat, (panel, view) in enumerate(zip(self.panels, step.views, strict=True)):
            title = self._name(seat) + ("  ★" if seat in winners else "")
            picture, text = self._seat_content(view)
            panel.show_content(title, picture, text)
        table_text, table_picture = self._table_content(step.views[0])
        self.table_label.setText(table_text)
        self.table_picture.setPixmap(table_picture)
        self.table_picture.setVisible(not table_picture.isNull())

    def _seat_content(self, view: Any) -> tuple[QPixmap, str]:
        seat = view.seat
        if hasattr(view, "own_dice"):  # Perudo
            dice = tuple(view.own_dice)
            if not view.dice_counts[seat]:
                return QPixmap(), self.tr("Out of the game")
            return _dice_pixmap(dice), (
                f"{_die_chars(dice)}  ·  " + self.tr("%n die(s)", "", len(dice))
            )
        if hasattr(view, "own_roll"):  # Macháček
            parts = [self.tr("%n game(s) won", "", view.wins[seat])]
            if view.rules.lives:
                parts.append(self.tr("%n life/lives left", "", view.lives[seat]))
            picture = QPixmap()
            if view.own_roll is not None:
                high, low = divmod(view.own_roll, 10)
                picture = _dice_pixmap((high, low))
                parts.insert(0, fill_in(self.tr("Under the cup: {value}"), value=_machacek_value(view.own_roll)))
            return picture, "  ·  ".join(parts)
        if hasattr(view, "hand"):  # Royal Casino
            side = view.side_of[seat]
            parts = [
                self.tr("%n card(s) in hand", "", len(view.hand)),
                fill_in(self.tr("score {score}"), score=str(view.scores[side])),
                self.tr("%n card(s) taken this deal", "", len(view.captured[side])),
            ]
            hand_text = " ".join(str(card) for card in view.hand)
            return _cards_pixmap(view.hand), f"{hand_text}  ·  " + "  ·  ".join(parts)
        return QPixmap(), repr(view)

    def _table_content(self, view: Any) -> tuple[str, QPixmap]:
        if hasattr(view, "own_dice"):
            parts = [
                fill_in(self.tr("Round {number}"), number=str(view.round_number)),
                self.tr("%n die(s) on the table", "", view.total_dice),
            ]
            if view.maputo:
                parts.append(self.tr("Maputo round"))
            bids = ", ".join(
                f"{self._name(seat)}: {bid.quantity} × {_die_chars((bid.face,))}"
                for seat, bid in view.bids
            )
            if bids:
                parts.append(fill_in(self.tr("Bids: {bids}"), bids=bids))
            return "  ·  ".join(parts), QPixmap()
        if hasattr(view, "own_roll"):
            parts = [fill_in(self.tr("Game {number}"), number=str(view.games_played + (view.phase != "over")))]
            said = ", ".join(
                f"{self._name(seat)}: {_machacek_value(value)}" for seat, value in view.announcements
            )
            if said:
                parts.append(fill_in(self.tr("Announced: {value}"), value=said))
            return "  ·  ".join(parts), QPixmap()
        if hasattr(view, "hand"):
            loose = [item for item in view.table if not hasattr(item, "cards")]
            builds = [item for item in view.table if hasattr(item, "cards")]
            parts = [
                fill_in(self.tr("Deal {number}"), number=str(view.deal_number)),
                self.tr("%n card(s) left in the deck", "", view.deck_left),
            ]
            for build in builds:
                cards = " ".join(str(card) for card in build.cards)
                parts.append(fill_in(self.tr("build of {value}: {cards}"), value=str(build.value), cards=cards))
            if loose:
                parts.append(fill_in(self.tr("On the table: {cards}"), cards=" ".join(str(card) for card in loose)))
            return "  ·  ".join(parts), _cards_pixmap(loose, fanned=False)
        return "", QPixmap()

    # -- language ----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        self.first_button.setText(self.tr("Start"))
        self.back_button.setText(self.tr("Back"))
        self.play_button.setText(self.tr("Play"))
        self.next_button.setText(self.tr("Next"))
        self.last_button.setText(self.tr("End"))
        self.first_button.setToolTip(self.tr("Back to the start of the game"))
        self.last_button.setToolTip(self.tr("The end of the game"))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if hasattr(self, "steps"):
                self._render()
        super().changeEvent(event)


def open_replay(path: Path, parent: QWidget | None = None) -> ReplayViewer | None:
    """A viewer for the replay file at ``path``, or None when it is damaged
    (moved aside and reported through ``recovery.take_problems()``) or gone."""
    saved = saves.load_replay(path)
    if saved is None:
        return None
    return ReplayViewer(saved, parent)
