"""What a guide shows over the game screen: a speech bubble, a glow round what it
points at, and an arrow from the bubble to it.

:class:`GuideLayer` owns both widgets: the :class:`Highlight` (the whole screen,
transparent for the mouse, painting the glow and the arrow) and the
:class:`Bubble` (the text, a note when a move was not the one asked for, and the
step's buttons).  :func:`bubble_place` keeps the bubble off its target: above,
below, right or left of it, whichever fits first, inside the screen.  While shown
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
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.screen_style import big_font, primary_button
from tablegames_qt.ui.tutorial.script import Target

#: the room kept between the bubble and its target, and round the screen's edge
GAP = 22
MARGIN = 10
#: how often a shown bubble follows its target (ms)
FOLLOW_MS = 250
GOLD = QColor("#f0c24a")


def bubble_place(size: QSize, target: QRect | None, area: QRect) -> QPoint:
    """Where the bubble of ``size`` goes in ``area`` so that it keeps off ``target``:
    above or below it when it fits there (the side with more room first), else right or
    left of it, else where it covers least of it; low in the middle when there is no
    target."""
    w, h = size.width(), size.height()

    def clamp(x: int, y: int) -> QRect:
        x = max(area.left() + MARGIN, min(x, area.right() - MARGIN - w))
        y = max(area.top() + MARGIN, min(y, area.bottom() - MARGIN - h))
        return QRect(x, y, w, h)

    if target is None:
        # low in the middle, over the controls (nothing there is asked for then)
        return clamp(area.center().x() - w // 2, area.bottom() - h).topLeft()
    cx, cy = target.center().x(), target.center().y()
    vertical = {
        "above": (target.top() - area.top(), clamp(cx - w // 2, target.top() - GAP - h)),
        "below": (area.bottom() - target.bottom(), clamp(cx - w // 2, target.bottom() + GAP)),
    }
    horizontal = {
        "right": (area.right() - target.right(), clamp(target.right() + GAP, cy - h // 2)),
        "left": (target.left() - area.left(), clamp(target.left() - GAP - w, cy - h // 2)),
    }
    clear = target.adjusted(-6, -6, 6, 6)
    candidates: list[QRect] = []
    for sides, need in ((vertical, h + GAP + MARGIN), (horizontal, w + GAP + MARGIN)):
        for room, rect in sorted(sides.values(), key=lambda pair: -pair[0]):
            candidates.append(rect)
            if room >= need and not rect.intersects(clear):
                return rect.topLeft()

    def overlap(rect: QRect) -> int:
        common = rect.intersected(target)
        return common.width() * common.height()

    return min(candidates, key=overlap).topLeft()


def _nearest(rect: QRect, point: QPointF) -> QPointF:
    """The point of ``rect`` nearest to ``point`` (``point`` itself when inside)."""
    return QPointF(min(max(point.x(), rect.left()), rect.right()),
                   min(max(point.y(), rect.top()), rect.bottom()))


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
            start = _nearest(bubble, QPointF(ring.center()))
            end = _nearest(ring.adjusted(-4, -4, 4, 4), QPointF(bubble.center()))
            line = QLineF(start, end)
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
        for width, colour in ((9, QColor(40, 24, 8, 150)), (5, GOLD)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(shaft)
        path = QPainterPath()
        path.addPolygon(QPolygonF([tip, left, right]))
        path.closeSubpath()
        painter.setPen(QPen(QColor(40, 24, 8, 150), 2))
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
            "#guideBubble { background: #fffaf0; border: 3px solid #d79b1e; border-radius: 14px; }"
            "#guideBubble QLabel { color: #2d2010; background: transparent; }"
            "#guideBubble QLabel#guideNote { color: #8f1d24; }"
            "#guideBubble QLabel#guideTitle { color: #7a4d12; }"
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 14)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
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

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen)
        self.screen = screen
        self.highlight = Highlight(screen)
        self.bubble = Bubble(screen)
        self._target: Target | None = None
        self.highlight.hide()
        self.bubble.hide()
        self._follow = QTimer(self)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self.place)
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
        """Put the bubble beside its target and draw the glow and the arrow."""
        if not self.bubble.isVisible():
            return
        area = self.screen.rect()
        self.highlight.setGeometry(area)
        width = max(280, min(520, int(area.width() * 0.36)))
        self.bubble.setFixedWidth(width)
        height = self.bubble.heightForWidth(width)
        size = QSize(width, height if height > 0 else self.bubble.sizeHint().height())
        self.bubble.setFixedHeight(size.height())
        rects = self.target_rects()
        target: QRect | None = None
        for rect in rects:
            target = rect if target is None else target.united(rect)
        clear = target
        panel = self.screen.findChild(QFrame, "controlPanel")
        if target is not None and panel is not None and panel.isVisible():
            # a control under the status line: keep the whole panel (and what it says) clear
            panel_rect = QRect(panel.mapTo(self.screen, QPoint(0, 0)), panel.size())
            if panel_rect.contains(target.center()):
                clear = panel_rect.united(target)
        self.bubble.move(bubble_place(size, clear, area))
        self.highlight.set_shapes(rects, self.bubble.geometry())

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.screen and event.type() == QEvent.Type.Resize:
            self.place()
        return super().eventFilter(watched, event)
