"""The printed side of a card: corner indices, pips, aces and court cards.

Everything here draws in card units: the card is 1 wide and ``height`` tall
(about 1.4) with its top-left corner at the origin; the caller has already
scaled the painter.  The lower half of a card is the upper half turned 180°,
as on printed cards, so a card reads the same from either side of the table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QTransform,
)

from tablegames_qt.engine.casino.cards import Card

from .glyphs import text_path
from .style import GOLD, GOLD_DARK, PAPER, tint
from .suits import suit_path_in

RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}

# Corner index, in card widths.  Jumbo-sized on purpose: in a fanned hand only
# the left strip of a card shows, and it must read at 60 px on a laptop.
INDEX_LEFT = 0.035
INDEX_WIDTH = 0.18
INDEX_TOP = 0.055
INDEX_CAP = 0.195
INDEX_GAP = 0.03
INDEX_SUIT = 0.135

# Pip grid: three columns, rows spread between these fractions of the height.
_L, _C, _R = 0.37, 0.5, 0.63
PIP_SIZE = 0.165
PIP_TOP = 0.19
PIP_BOTTOM = 0.81

_Pips = tuple[tuple[float, float], ...]
_FOUR: _Pips = ((_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0))
_SIX: _Pips = (*_FOUR, (_L, 0.5), (_R, 0.5))
_EIGHT_SIDE: _Pips = tuple((x, row) for x in (_L, _R) for row in (0.0, 1 / 3, 2 / 3, 1.0))

#: the classic arrangement: (column x in card widths, row 0 top … 1 bottom)
PIP_LAYOUTS: dict[int, _Pips] = {
    2: ((_C, 0.0), (_C, 1.0)),
    3: ((_C, 0.0), (_C, 0.5), (_C, 1.0)),
    4: _FOUR,
    5: (*_FOUR, (_C, 0.5)),
    6: _SIX,
    7: (*_SIX, (_C, 0.25)),
    8: (*_SIX, (_C, 0.25), (_C, 0.75)),
    9: (*_EIGHT_SIDE, (_C, 0.5)),
    10: (*_EIGHT_SIDE, (_C, 1 / 6), (_C, 5 / 6)),
}


def rank_label(rank: int) -> str:
    return RANK_LABELS.get(rank, str(rank))


def _half_turn(height: float) -> QTransform:
    t = QTransform()
    t.translate(0.5, height / 2)
    t.rotate(180.0)
    t.translate(-0.5, -height / 2)
    return t


def index_rect(height: float) -> QRectF:
    """The top-left index area (rank and suit), in card units."""
    bottom = INDEX_TOP + INDEX_CAP + INDEX_GAP + INDEX_SUIT
    return QRectF(INDEX_LEFT, INDEX_TOP, INDEX_WIDTH, bottom - INDEX_TOP)


def paint_indices(painter: QPainter, card: Card, ink: QColor, height: float) -> None:
    cx = INDEX_LEFT + INDEX_WIDTH / 2
    path = text_path(
        rank_label(card.rank),
        INDEX_CAP,
        cx,
        INDEX_TOP,
        INDEX_WIDTH,
        max_height=INDEX_CAP + INDEX_GAP * 0.4,
    )
    suit_top = INDEX_TOP + INDEX_CAP + INDEX_GAP
    path.addPath(
        suit_path_in(card.suit, QRectF(cx - INDEX_SUIT / 2, suit_top, INDEX_SUIT, INDEX_SUIT))
    )
    painter.fillPath(path, ink)
    painter.fillPath(_half_turn(height).map(path), ink)


def paint_pips(painter: QPainter, card: Card, ink: QColor, height: float) -> None:
    top, bottom = PIP_TOP * height, PIP_BOTTOM * height
    path = QPainterPath()
    for x, row in PIP_LAYOUTS[card.rank]:
        y = top + (bottom - top) * row
        rect = QRectF(x - PIP_SIZE / 2, y - PIP_SIZE / 2, PIP_SIZE, PIP_SIZE)
        path.addPath(suit_path_in(card.suit, rect, upside_down=row > 0.5))
    painter.fillPath(path, ink)


def _centred(size: float, height: float, dy: float = 0.0) -> QRectF:
    return QRectF(0.5 - size / 2, height / 2 - size / 2 + dy, size, size)


def paint_ace(painter: QPainter, card: Card, ink: QColor, height: float) -> None:
    if card.suit != "S":
        painter.fillPath(suit_path_in(card.suit, _centred(0.42, height)), ink)
        return
    # The ace of spades is traditionally the decorated card of the deck.
    centre = QPointF(0.5, height / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, 0.014))
    painter.drawEllipse(centre, 0.34, 0.34)
    painter.setPen(QPen(ink, 0.006))
    painter.drawEllipse(centre, 0.31, 0.31)
    painter.drawEllipse(centre, 0.365, 0.365)
    lozenge = QPainterPath()
    for i in range(8):
        t = QTransform()
        t.translate(centre.x(), centre.y())
        t.rotate(22.5 + 45.0 * i)
        t.translate(0.0, -0.34)
        lozenge.addPath(t.map(suit_path_in("D", QRectF(-0.03, -0.035, 0.06, 0.07))))
    painter.fillPath(lozenge, GOLD_DARK)
    big = suit_path_in("S", _centred(0.52, height, -0.01))
    painter.fillPath(big, ink)
    inner = suit_path_in("S", _centred(0.4, height, -0.005))
    painter.setPen(QPen(GOLD, 0.01))
    painter.drawPath(inner)
    painter.fillPath(suit_path_in("S", _centred(0.1, height, 0.0)), GOLD)


# -- court cards ------------------------------------------------------------------

_FRAME_MARGIN = 0.05
_NOTCH_GAP = 0.025


def court_frame(height: float) -> QPainterPath:
    """The picture area of J, Q and K: the card less a margin, with notches
    cut around the two corner indices, so it is point-symmetric like the card."""
    idx = index_rect(height)
    left, top = _FRAME_MARGIN, _FRAME_MARGIN
    right, bottom = 1.0 - _FRAME_MARGIN, height - _FRAME_MARGIN
    nx = idx.right() + _NOTCH_GAP
    ny = idx.bottom() + _NOTCH_GAP
    frame = QPainterPath()
    frame.moveTo(nx, top)
    frame.lineTo(right, top)
    frame.lineTo(right, height - ny)
    frame.lineTo(1.0 - nx, height - ny)
    frame.lineTo(1.0 - nx, bottom)
    frame.lineTo(left, bottom)
    frame.lineTo(left, ny)
    frame.lineTo(nx, ny)
    frame.closeSubpath()
    return frame


def _crown(rank: int, rect: QRectF) -> QPainterPath:
    """A headdress for the rank, drawn in ``rect`` (its bottom edge is the
    brow): K a tall three-point crown, Q an arched coronet, J a plumed cap."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    band = QRectF(x + 0.1 * w, y + 0.74 * h, 0.8 * w, 0.26 * h)
    if rank == 13:
        path.moveTo(band.left(), band.top())
        for px, py in ((0.1, 0.22), (0.3, 0.52), (0.5, 0.1), (0.7, 0.52), (0.9, 0.22)):
            path.lineTo(x + px * w, y + py * h)
        path.lineTo(band.right(), band.top())
        path.closeSubpath()
        for px, py in ((0.1, 0.16), (0.5, 0.04), (0.9, 0.16)):
            path.addEllipse(QPointF(x + px * w, y + py * h), 0.065 * w, 0.065 * w)
    elif rank == 12:
        arches = 4
        path.moveTo(band.left(), band.top())
        for i in range(arches):
            right = band.left() + band.width() * (i + 1) / arches
            mid = right - band.width() / arches / 2
            path.quadTo(mid, y + 0.2 * h, right, band.top())
        path.closeSubpath()
        for i in range(arches + 1):
            px = band.left() + band.width() * i / arches
            py = y + (0.4 if i in (0, arches) else 0.3) * h
            path.addEllipse(QPointF(px, py), 0.05 * w, 0.05 * w)
    else:
        # a soft bonnet with a plume standing up from its side
        cap = QPainterPath()
        cap.moveTo(band.left() - 0.04 * w, band.top() + 0.04 * h)
        cap.cubicTo(
            band.left(),
            y + 0.26 * h,
            band.right(),
            y + 0.26 * h,
            band.right() + 0.04 * w,
            band.top(),
        )
        cap.closeSubpath()
        # the plume is a leaf shape: two curves from the quill to the tip
        base, tip = QPointF(x + 0.64 * w, y + 0.46 * h), QPointF(x + 0.98 * w, y - 0.02 * h)
        feather = QPainterPath()
        feather.moveTo(base)
        feather.cubicTo(QPointF(x + 0.62 * w, y + 0.2 * h), QPointF(x + 0.8 * w, y + 0.02 * h), tip)
        feather.cubicTo(
            QPointF(x + 0.96 * w, y + 0.2 * h), QPointF(x + 0.8 * w, y + 0.36 * h), base
        )
        feather.closeSubpath()
        path = _united_small(cap, feather)
    path.addRect(band)
    return path


def _united_small(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    up, down = QTransform.fromScale(1000.0, 1000.0), QTransform.fromScale(0.001, 0.001)
    return down.map(up.map(a).united(up.map(b)))


def _frame_pattern(painter: QPainter, frame: QPainterPath, ink: QColor, height: float) -> None:
    """A faint diagonal trellis inside the frame, so the picture has texture."""
    painter.save()
    painter.setClipPath(frame)
    painter.setPen(QPen(tint(ink, 0.16), 0.004))
    step = 0.07
    for k in range(-40, 41):
        off = k * step
        painter.drawLine(QPointF(off, 0.0), QPointF(off + height, height))
        painter.drawLine(QPointF(off, height), QPointF(off + height, 0.0))
    painter.restore()


def paint_court(painter: QPainter, card: Card, ink: QColor, height: float) -> None:
    frame = court_frame(height)
    painter.fillPath(frame, tint(ink, 0.06))
    _frame_pattern(painter, frame, ink, height)

    idx = index_rect(height)
    cx = (idx.right() + _NOTCH_GAP + 1.0 - _FRAME_MARGIN) / 2
    crown_rect = QRectF(cx - 0.19, _FRAME_MARGIN + 0.045, 0.38, 0.17)
    crown = _crown(card.rank, crown_rect)
    figure = text_path(
        rank_label(card.rank), 0.30, cx, crown_rect.bottom() + 0.035, serif=True, max_height=0.33
    )
    # the suit fills the pocket under the index, where a figure would hold its emblem
    pocket_x = (_FRAME_MARGIN + idx.right() + _NOTCH_GAP) / 2
    pocket_y = (idx.bottom() + _NOTCH_GAP + height / 2 + 0.05) / 2
    emblem = 0.12
    figure.addPath(
        suit_path_in(
            card.suit, QRectF(pocket_x - emblem / 2, pocket_y - emblem / 2, emblem, emblem)
        )
    )
    # the two halves meet on a diagonal through the middle, as printed courts do
    mid = height / 2

    def divider(x: float) -> float:
        return mid - 0.11 * (x - 0.5)

    upper = QPainterPath()
    upper.moveTo(-1.0, -1.0)
    upper.lineTo(2.0, -1.0)
    upper.lineTo(2.0, divider(2.0))
    upper.lineTo(-1.0, divider(-1.0))
    upper.closeSubpath()
    for t in (QTransform(), _half_turn(height)):
        painter.save()
        painter.setClipPath(t.map(upper))
        painter.setPen(QPen(GOLD_DARK, 0.007))
        painter.setBrush(QBrush(GOLD))
        painter.drawPath(t.map(crown))
        painter.fillPath(t.map(figure), ink)
        painter.restore()

    painter.setPen(QPen(GOLD, 0.008))
    left, right = _FRAME_MARGIN, 1.0 - _FRAME_MARGIN
    painter.drawLine(QPointF(left, divider(left)), QPointF(right, divider(right)))

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, 0.012))
    painter.drawPath(frame)
    painter.setPen(QPen(GOLD, 0.006))
    painter.drawPath(_inset(frame, 0.02))

    medal = 0.1
    centre = QPointF(0.5, mid)
    painter.setPen(QPen(GOLD, 0.008))
    painter.setBrush(QBrush(PAPER))
    painter.drawEllipse(centre, medal, medal)
    pip = medal * 1.2
    painter.fillPath(suit_path_in(card.suit, QRectF(0.5 - pip / 2, mid - pip / 2, pip, pip)), ink)


def _inset(path: QPainterPath, by: float) -> QPainterPath:
    """``path`` shrunk by ``by`` on every side (for the inner gold line).

    Worked at a large scale for the same reason as the suit unions: Qt's
    boolean operations flatten curves with an absolute tolerance.
    """
    up, down = QTransform.fromScale(1000.0, 1000.0), QTransform.fromScale(0.001, 0.001)
    big = up.map(path)
    stroker = QPainterPathStroker()
    stroker.setWidth(2000.0 * by)
    stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return down.map(big.subtracted(stroker.createStroke(big)))


def paint_face(painter: QPainter, card: Card, ink: QColor, height: float) -> None:
    """The whole printed face of ``card`` (the paper is already drawn)."""
    if card.rank == 1:
        paint_ace(painter, card, ink, height)
    elif card.rank >= 11:
        paint_court(painter, card, ink, height)
    else:
        paint_pips(painter, card, ink, height)
    paint_indices(painter, card, ink, height)
