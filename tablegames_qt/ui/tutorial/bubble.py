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
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Target
from tablegames_qt.ui.screen_style import big_font, primary_button

#: the room kept between the bubble and its target, and round the screen's edge
GAP = 22
MARGIN = 10
#: the narrowest bubble (a small window's bubble narrows to find room off what it points at)
MIN_WIDTH = 280
#: how much nearer its target a narrower bubble must be to be taken instead (px)
NEARER = 120
#: frames whose whole is kept clear when a target is in them: the controls beside it
FRAMES = ("controlPanel", "scoreCard")
#: how often a shown bubble follows its target (ms)
FOLLOW_MS = 250
GOLD = QColor(colours.GOLD_BRIGHT)


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


def _distance(a: QRect, b: QRect) -> int:
    """The gap between two rectangles (0 when they touch or overlap)."""
    dx = max(0, b.left() - a.right(), a.left() - b.right())
    dy = max(0, b.top() - a.bottom(), a.top() - b.bottom())
    return int(math.hypot(dx, dy))


def crosses(line: QLineF, rect: QRect) -> bool:
    """Whether the segment ``line`` runs through ``rect`` (Liang–Barsky clipping)."""
    if rect.isEmpty():
        return False
    x0, y0, dx, dy = line.x1(), line.y1(), line.dx(), line.dy()
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - rect.left()), (dx, rect.right() - x0),
                 (-dy, y0 - rect.top()), (dy, rect.bottom() - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def arrow_line(bubble: QRect, target: QRect) -> QLineF:
    """The arrow from ``bubble`` to the glow round ``target`` (ends on their edges)."""
    ring = target.adjusted(-6, -6, 6, 6)
    start = _nearest(bubble, QPointF(ring.center()))
    end = _nearest(ring.adjusted(-4, -4, 4, 4), QPointF(bubble.center()))
    return QLineF(start, end)


def place_clear(sizes: list[QSize], targets: list[QRect], area: QRect,
                keep_clear: list[list[QRect]], arrow_clear: list[QRect]) -> QRect | None:
    """Where a bubble goes in ``area`` so that it covers none of ``targets`` (nor comes
    within GAP of them) and none of the rectangles of ``keep_clear``, and its arrow to the
    first target runs through none of ``arrow_clear``; as near the targets as that allows,
    in line with them first.  The bubble takes the first of ``sizes`` (the widest first)
    that finds such a place.  ``keep_clear`` is in groups, the least needed last: when no
    place keeps off all, the last group is given up first.  None when no place keeps off
    the targets themselves."""
    for kept in range(len(keep_clear), -1, -1):
        avoid = [rect for group in keep_clear[:kept] for rect in group]
        found = [spot for size in sizes
                 if (spot := _free_spot(size, targets, area, avoid, arrow_clear)) is not None]
        if found:
            # the widest, unless a narrower one is much nearer (an arrow across the screen)
            return min(found, key=lambda spot: (spot[1] // NEARER, -spot[0].width()))[0]
    return None


def _free_spot(size: QSize, targets: list[QRect], area: QRect, keep_clear: list[QRect],
               arrow_clear: list[QRect]) -> tuple[QRect, int] | None:
    """The best place of a bubble of ``size`` and its distance to the targets."""
    w, h = size.width(), size.height()
    left, right = area.left() + MARGIN, area.right() - MARGIN - w
    top, bottom = area.top() + MARGIN, area.bottom() - MARGIN - h
    if right < left or bottom < top:
        return None
    near = [rect.adjusted(-GAP, -GAP, GAP, GAP) for rect in targets]
    union = QRect()
    for rect in targets:
        union = union.united(rect)
    avoid = [(r.left(), r.top(), r.right(), r.bottom()) for r in near + keep_clear if not r.isEmpty()]
    # Places beside every edge of what is kept clear, in line with the targets, and a grid.
    xs = {left, right, area.center().x() - w // 2}
    ys = {top, bottom, area.center().y() - h // 2}
    if not union.isNull():
        xs.add(union.center().x() - w // 2)
        ys.add(union.center().y() - h // 2)
    for x1, y1, x2, y2 in avoid:
        xs.update((x1 - 1 - w, x2 + 1, (x1 + x2) // 2 - w // 2))
        ys.update((y1 - 1 - h, y2 + 1, (y1 + y2) // 2 - h // 2))
    xs.update(range(left, right + 1, 40))
    ys.update(range(top, bottom + 1, 40))
    if union.isNull():  # nothing pointed at: low in the middle
        cx, base = area.center().x(), area.bottom()

        def score(x: int, y: int) -> tuple[int, int]:
            return abs(x + w // 2 - cx), base - (y + h)
    else:
        ux1, uy1, ux2, uy2 = union.left(), union.top(), union.right(), union.bottom()
        ucx = union.center().x()

        def score(x: int, y: int) -> tuple[int, int]:
            # nearest first; then in line with the targets (under or over them)
            dx = max(0, ux1 - (x + w - 1), x - ux2)
            dy = max(0, uy1 - (y + h - 1), y - uy2)
            return int(math.hypot(dx, dy)), abs(x + w // 2 - ucx)

    spots = sorted((score(x, y), x, y) for x in xs if left <= x <= right
                    for y in ys if top <= y <= bottom)
    for _score, x, y in spots:
        x2, y2 = x + w - 1, y + h - 1
        if any(x <= ax2 and ax1 <= x2 and y <= ay2 and ay1 <= y2 for ax1, ay1, ax2, ay2 in avoid):
            continue
        rect = QRect(x, y, w, h)
        if targets and any(crosses(arrow_line(rect, targets[0]), a) for a in arrow_clear):
            continue
        return rect, _score[0]
    return None


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
