"""What a guide shows over the game screen: a speech bubble, a glow round what it
points at, and an arrow from the bubble to it.

:class:`GuideLayer` owns both widgets: the :class:`Highlight` (the whole screen,
transparent for the mouse, painting the glow and the arrow) and the
:class:`Bubble` (the text, a note when a move was not the one asked for, and the
step's buttons).  Where the bubble goes is ``placement``'s geometry: off its targets
and what must stay in sight, inside the screen.  While shown
the layer follows its target (cards fly, windows resize) with a slow timer.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QEvent,
    QLineF,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Target
from tablegames_qt.ui.screen_style import big_font, column, primary_button
from tablegames_qt.ui.tutorial.placement import arrow_line, bubble_place, place_clear

#: the narrowest bubble (a small window's bubble narrows to find room off what it points at)
MIN_WIDTH = 280
#: frames whose whole is kept clear when a target is in them: the controls beside it
FRAMES = ("controlPanel", "scoreCard")
#: how often a shown bubble follows its target (ms)
FOLLOW_MS = 250
GOLD = QColor(colours.GOLD_BRIGHT)


class Highlight(QWidget):
    """The glow round the target and the arrow to it; clicks go through to the table."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.targets: list[QRect] = []
        self.bubble: QRect | None = None

    def set_shapes(self, targets: list[QRect], bubble: QRect | None) -> None:
        if (targets, bubble) != (self.targets, self.bubble):
            self.targets, self.bubble = list(targets), bubble
            self.update()

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.targets:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for target in self.targets:
            ring = target.adjusted(-6, -6, 6, 6)
            for width, alpha in ((14, 50), (8, 110), (4, 255)):
                colour = QColor(GOLD)
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(ring, 10, 10)
        ring = self.targets[0].adjusted(-6, -6, 6, 6)
        bubble = self.bubble
        if bubble is not None and not bubble.intersects(ring):
            line = arrow_line(bubble, self.targets[0])
            if line.length() > 12:
                self._arrow(painter, line)
        painter.end()

    @staticmethod
    def _arrow(painter: QPainter, line: QLineF) -> None:
        angle = math.atan2(line.dy(), line.dx())
        head = 16.0
        tip = line.p2()
        left = QPointF(tip.x() - head * math.cos(angle - 0.45), tip.y() - head * math.sin(angle - 0.45))
        right = QPointF(tip.x() - head * math.cos(angle + 0.45), tip.y() - head * math.sin(angle + 0.45))
        shaft = QLineF(line.p1(), QPointF((left.x() + right.x()) / 2, (left.y() + right.y()) / 2))
        for width, colour in ((9, QColor(*colours.rgba(colours.WARM_SHADOW, 150))), (5, GOLD)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(shaft)
        path = QPainterPath()
        path.addPolygon(QPolygonF([tip, left, right]))
        path.closeSubpath()
        painter.setPen(QPen(QColor(*colours.rgba(colours.WARM_SHADOW, 150)), 2))
        painter.setBrush(GOLD)
        painter.drawPath(path)


class Bubble(QFrame):
    """The guide's words, a note, and the step's buttons."""

    nextClicked = Signal()
    realGameClicked = Signal()
    menuClicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guideBubble")
        self.setStyleSheet(
            f"#guideBubble {{ background: {colours.PAPER}; border: 3px solid {colours.AMBER}; border-radius: 14px; }}"
            f"#guideBubble QLabel {{ color: {colours.INK_DEEP}; background: transparent; }}"
            f"#guideBubble QLabel#guideNote {{ color: {colours.NOTE_RED}; }}"
            f"#guideBubble QLabel#guideTitle {{ color: {colours.TITLE_BROWN}; }}"
        )
        self.title = QLabel(self)
        self.title.setObjectName("guideTitle")
        self.title.setFont(big_font(self.font(), 0.95))
        self.text = QLabel(self)
        self.text.setObjectName("guideText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setFont(big_font(self.font(), 1.12, bold=False))
        self.note = QLabel(self)
        self.note.setObjectName("guideNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.setFont(big_font(self.font(), 1.05, bold=False))
        self.note.hide()
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("guideNext")
        primary_button(self.next_button)
        self.next_button.setAutoDefault(True)
        self.next_button.clicked.connect(self.nextClicked)
        self.real_game_button = QPushButton(self)
        self.real_game_button.setObjectName("guideRealGame")
        primary_button(self.real_game_button)
        self.real_game_button.setAutoDefault(True)
        self.real_game_button.clicked.connect(self.realGameClicked)
        self.menu_button = QPushButton(self)
        self.menu_button.setObjectName("guideMenu")
        self.menu_button.setMinimumHeight(44)
        self.menu_button.setAutoDefault(True)
        self.menu_button.clicked.connect(self.menuClicked)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.menu_button, self.real_game_button, self.next_button):
            buttons.addWidget(button)
        column(self, (18, 12, 18, 14), 8, self.title, self.text, self.note, buttons)
        self.set_buttons(next_step=False, final=False)
        self.retranslate()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Next"))
        self.next_button.setToolTip(self.tr("On to the guide's next step (Enter)"))
        self.real_game_button.setText(self.tr("Play a &real game…"))
        self.menu_button.setText(self.tr("Back to the &menu"))
        for button in (self.next_button, self.real_game_button, self.menu_button):
            button.setAccessibleName(button.text().replace("&", ""))

    def set_buttons(self, *, next_step: bool, final: bool) -> None:
        self.next_button.setVisible(next_step and not final)
        self.real_game_button.setVisible(final)
        self.menu_button.setVisible(final)


class GuideLayer(QObject):
    """The highlight and the bubble over one game screen; see the module docstring."""

    def __init__(self, screen: GameScreen) -> None:
        super().__init__(screen)
        self.screen = screen
        self.highlight = Highlight(screen)
        self.bubble = Bubble(screen)
        self._target: Target | None = None
        self._placed: object = None
        #: the history's rows before this step's play: the rows after it are what the step
        #: explains (the raise it names, the count it tells), kept in sight
        self._log_mark = 0
        self.highlight.hide()
        self.bubble.hide()
        self._follow = QTimer(self)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self.place)
        # and at once when the table comes to rest (the first bubble comes before the deal)
        screen.steps.idle.connect(self.place)
        screen.installEventFilter(self)

    def show(self, title: str, text: str, target: Target | None, *, next_step: bool,
             final: bool = False, note: str = "") -> None:
        bubble = self.bubble
        bubble.retranslate()
        bubble.title.setText(title)
        bubble.text.setText(text)
        bubble.note.setText(note)
        bubble.note.setVisible(bool(note))
        bubble.set_buttons(next_step=next_step, final=final)
        bubble.setAccessibleName(title)
        bubble.setAccessibleDescription(bubble.text.text())
        self._target = target
        self.highlight.show()
        bubble.show()
        self.place()
        self.highlight.raise_()
        bubble.raise_()
        self._follow.start()
        if next_step or final:
            (bubble.real_game_button if final else bubble.next_button).setFocus(
                Qt.FocusReason.OtherFocusReason)
        announce(bubble, f"{text} {note}".strip())

    def set_note(self, note: str) -> None:
        self.bubble.note.setText(note)
        self.bubble.note.setVisible(bool(note))
        self.place()
        announce(self.bubble, note)

    def hide(self) -> None:
        self._follow.stop()
        if self.bubble.isVisible():
            self._log_mark = self._log_rows()
        self._target = None
        self.highlight.set_shapes([], None)
        self.highlight.hide()
        self.bubble.hide()

    def is_shown(self) -> bool:
        return self.bubble.isVisible()

    def target_rects(self) -> list[QRect]:
        """What the shown step points at now, in the screen's coordinates."""
        if self._target is None:
            return []
        found = self._target(self.screen)
        if isinstance(found, QRect):
            return [found]
        return list(found or [])

    def place(self) -> None:
        """Put the bubble beside its target, off what the step is about, and draw the
        glow and the arrow."""
        if not self.bubble.isVisible():
            return
        area = self.screen.rect()
        self.highlight.setGeometry(area)
        rects = self.target_rects()
        widest = max(MIN_WIDTH, min(520, int(area.width() * 0.36)))
        widths = sorted({widest, (widest + MIN_WIDTH) // 2, MIN_WIDTH}, reverse=True)
        sizes = [self._size_for(width) for width in widths]
        keep_clear = self._keep_clear(rects)
        arrow_clear = [self.status_words_rect(), *self._buttons_beside(rects)] if rects else []
        key = (area, tuple(rects), tuple(tuple(group) for group in keep_clear), tuple(sizes))
        if key != self._placed:
            self._placed = key
            found = place_clear(sizes, rects, area, keep_clear, arrow_clear)
            if found is None:  # nowhere off the targets: the old rule, least covered
                target = QRect()
                for rect in rects:
                    target = target.united(rect)
                found = QRect(bubble_place(sizes[0], target if rects else None, area), sizes[0])
            self.bubble.setFixedSize(found.size())
            self.bubble.move(found.topLeft())
        self.highlight.set_shapes(rects, self.bubble.geometry())

    def _size_for(self, width: int) -> QSize:
        height = self.bubble.heightForWidth(width)
        if height <= 0:
            self.bubble.setFixedWidth(width)
            height = self.bubble.sizeHint().height()
        return QSize(width, height)

    def _on_screen(self, widget: QWidget | None) -> QRect | None:
        if widget is None or not widget.isVisible():
            return None
        return QRect(widget.mapTo(self.screen, QPoint(0, 0)), widget.size())

    def _log_rows(self) -> int:
        view = getattr(self.screen, "history_view", None)
        model = view.model() if isinstance(view, QAbstractItemView) else None
        return model.rowCount() if model is not None else 0

    def explained_lines(self) -> list[QRect]:
        """The history's lines since the last step, as far as they are in sight (in the
        screen's coordinates): what the step explains."""
        view = getattr(self.screen, "history_view", None)
        model = view.model() if isinstance(view, QAbstractItemView) else None
        if view is None or model is None or not view.isVisible():
            return []
        port = view.viewport()
        lines = QRect()
        for row in range(min(self._log_mark, model.rowCount()), model.rowCount()):
            lines = lines.united(view.visualRect(model.index(row, 0)).intersected(port.rect()))
        if lines.isEmpty():
            return []
        return [QRect(port.mapTo(self.screen, lines.topLeft()), lines.size())]

    def _keep_clear(self, targets: list[QRect]) -> list[list[QRect]]:
        """What the bubble must not cover besides its targets, the most needed first: the
        status line (what the game says now), the table's message (the bid or claim it
        talks about) and the history's lines since the last step (which it explains); then the frame a target is in (the control panel, the count), so
        the controls and buttons beside it stay in sight, the person's own dice and every
        button in sight (Show the count, Next deal)."""
        said: list[QRect] = self.explained_lines()
        status = self._on_screen(getattr(self.screen, "status", None))
        if status is not None:
            said.append(status)
        table = getattr(self.screen, "table", None)
        message = getattr(table, "message_rect", None)
        banner = message() if callable(message) else None
        if banner is not None and isinstance(table, QGraphicsView):
            shown = table.mapFromScene(banner).boundingRect()
            said.append(QRect(table.viewport().mapTo(self.screen, shown.topLeft()), shown.size()))
        frames: list[QRect] = []
        for name in FRAMES:
            frame = self._on_screen(self.screen.findChild(QFrame, name))
            if frame is not None and any(frame.contains(t.center()) for t in targets):
                frames.append(frame)
        # the person's own dice: what a step asking for a bid or a Dudo reasons from
        viewer = getattr(self.screen, "viewer", None)
        seat = viewer() if callable(viewer) else None
        area = getattr(table, "seat_area", None)
        if isinstance(seat, int) and callable(area) and isinstance(table, QGraphicsView):
            shown = table.mapFromScene(area(seat)).boundingRect()
            frames.append(QRect(table.viewport().mapTo(self.screen, shown.topLeft()), shown.size()))
        return [said, frames + self._buttons_beside(targets)]

    def _buttons_beside(self, targets: list[QRect]) -> list[QRect]:
        """The screen's buttons in sight that are not pointed at (the arrow keeps off them)."""
        found = []
        for button in self.screen.findChildren(QPushButton):
            if self.bubble.isAncestorOf(button):
                continue
            rect = self._on_screen(button)
            if rect is not None and button.isVisibleTo(self.screen) and not any(
                    target.intersects(rect) for target in targets):
                found.append(rect)
        return found

    def status_words_rect(self) -> QRect:
        """Where the status line's words are (the arrow keeps off them)."""
        status = getattr(self.screen, "status", None)
        if not isinstance(status, QLabel) or not status.isVisible() or not status.text():
            return QRect()
        inside = status.contentsRect()
        flags = int(status.alignment()) | int(Qt.TextFlag.TextWordWrap)
        words = status.fontMetrics().boundingRect(inside, flags, status.text())
        return QRect(status.mapTo(self.screen, words.topLeft()), words.size()).adjusted(-4, -4, 4, 4)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.screen and event.type() == QEvent.Type.Resize:
            self.place()
        return super().eventFilter(watched, event)
