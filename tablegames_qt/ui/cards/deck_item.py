"""``DeckItem``: the cards still to be dealt, and whose deal it is.

A face-down stack as thick as the cards left, "N cards left" under it, and a
dealer button (a white disc with "D") beside it naming the dealer.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui import override

from .labels import draw_caption, draw_pill, label_font, pill_rect
from .pile_item import stack_layers
from .render import CORNER_RADIUS, draw_card
from .style import card_height
from .table_item import TableItem
from .texts import cards_left_text, dealer_letter, dealer_text

MAX_LAYERS = 13


class DeckItem(TableItem):
    def __init__(
        self,
        card_width: float = 70.0,
        count: int = 0,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._width = float(card_width)
        self._count = max(0, int(count))
        self._dealer: str | None = None
        self._dealer_colour = QColor("#ffffff")
        self._dealer_is_you = False
        self._min_text = 0.0
        self._refresh()

    def set_min_text(self, pixels: float) -> None:
        """No caption smaller than ``pixels`` (scene units), as for the piles."""
        if abs(pixels - self._min_text) >= 0.01:
            self._min_text = pixels
            self._refresh()

    def fonts(self) -> list[QFont]:
        return [self._caption_font, self._dealer_font]

    def dealer_label(self) -> str:
        """The words on the dealer's pill ("Pip deals", "You deal"); empty without a dealer."""
        return dealer_text(self._dealer, self._dealer_is_you) if self._dealer else ""

    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        self._count = max(0, int(count))
        self._refresh()

    def dealer(self) -> str | None:
        return self._dealer

    def set_dealer(self, name: str | None, colour: QColor | None = None, you: bool = False) -> None:
        """Show the dealer button for ``name`` (None hides it); ``you``: the dealer is
        the one person at the screen, so the pill says "You deal"."""
        self._dealer = name
        self._dealer_is_you = you
        if colour is not None:
            self._dealer_colour = QColor(colour)
        self._refresh()

    @override
    def description(self) -> str:
        label = self.dealer_label()
        return f"{cards_left_text(self._count)}, {label}" if label else cards_left_text(self._count)

    def top_card_pos(self) -> QPointF:
        """Where the top card of the stack lies (item coordinates): deals start here."""
        off = self._layer_step() * max(0, self._layers() - 1)
        return QPointF(-off, -off)

    @override
    def accepts_drops(self) -> bool:
        return False

    @override
    def painted_faces(self) -> list[Card]:
        return []

    # -- geometry -------------------------------------------------------------
    def _layers(self) -> int:
        return stack_layers(self._count, per_layer=4, most=MAX_LAYERS)

    def _layer_step(self) -> float:
        return self._width * 0.018

    def _card_rect(self) -> QRectF:
        w, h = self._width, card_height(self._width)
        return QRectF(-w / 2, -h / 2, w, h)

    def _refresh(self) -> None:
        self.prepareGeometryChange()
        w = self._width
        rect = self._card_rect()
        self._caption_font = label_font(max(w * 0.15, self._min_text))
        line = max(w * 0.26, self._caption_font.pixelSize() * 1.4)
        self._caption_rect = QRectF(-w * 1.4, rect.bottom() + w * 0.1, w * 2.8, line)
        self._button_radius = w * 0.2
        self._button_centre = QPointF(rect.right() + w * 0.3, rect.bottom() - w * 0.22)
        self._dealer_font = label_font(max(w * 0.14, self._min_text))
        pill_half = pill_rect(QPointF(), "X", self._dealer_font).height() / 2
        self._dealer_centre = QPointF(0.0, self._caption_rect.bottom() + max(w * 0.16, pill_half + 1.0))
        self.setToolTip(cards_left_text(self._count))
        self.update()

    @override
    def body_path(self) -> QPainterPath:
        off = self._layer_step() * max(0, self._layers() - 1)
        path = QPainterPath()
        r = self._width * CORNER_RADIUS
        path.addRoundedRect(self._card_rect().adjusted(-off, -off, 0.0, 0.0), r, r)
        return path

    @override
    def glow_reach(self) -> float:
        return self._width * 0.075

    @override
    def bounds(self) -> QRectF:
        r = self.glow_reach() + 2.0
        area = self.body_path().boundingRect().adjusted(-r, -r, r, r)
        area = area.united(self._caption_rect)
        b = self._button_radius * 1.2
        area = area.united(
            QRectF(self._button_centre - QPointF(b, b), self._button_centre + QPointF(b, b))
        )
        if self._dealer:
            text = self.dealer_label()
            area = area.united(
                pill_rect(self._dealer_centre, text, self._dealer_font).adjusted(-2, -2, 2, 2)
            )
        return area

    # -- painting -------------------------------------------------------------
    @override
    def paint_body(self, painter: QPainter) -> None:
        rect = self._card_rect()
        layers = self._layers()
        step = self._layer_step()
        if layers == 0:
            pen = QPen(
                QColor(255, 255, 255, 110), max(1.0, self._width * 0.025), Qt.PenStyle.DashLine
            )
            painter.setPen(pen)
            painter.setBrush(QColor(0, 0, 0, 40))
            r = self._width * CORNER_RADIUS
            painter.drawRoundedRect(rect, r, r)
        for i in range(layers):
            off = (layers - 1 - i) * step
            draw_card(painter, rect.translated(-off, -off), None, face_up=False)
        draw_caption(painter, self._caption_rect, cards_left_text(self._count), self._caption_font)
        if self._dealer:
            self._paint_button(painter)
            draw_pill(
                painter,
                self._dealer_centre,
                self.dealer_label(),
                self._dealer_font,
                self._dealer_colour,
            )

    def _paint_button(self, painter: QPainter) -> None:
        c, r = self._button_centre, self._button_radius
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 100))
        painter.drawEllipse(c + QPointF(r * 0.08, r * 0.14), r, r)
        painter.setBrush(QColor("#fbfaf4"))
        painter.setPen(QPen(QColor("#3a3a3a"), max(1.0, r * 0.08)))
        painter.drawEllipse(c, r, r)
        painter.setPen(QPen(QColor("#9a9a90"), max(0.8, r * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, r * 0.78, r * 0.78)
        painter.setPen(QColor("#1a1a1a"))
        painter.setFont(label_font(r * 1.0))
        painter.drawText(
            QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            dealer_letter(),
        )
        painter.restore()
