"""``DeckItem``: the cards still to be dealt, and whose deal it is.

A face-down stack as thick as the cards left, "N cards left" under it, and a
dealer button (a white disc with "D") beside it naming the dealer.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from tablegames_qt import colours
from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui import override
from tablegames_qt.ui.name_fit import wrap_name

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
        self._dealer_colour = QColor(colours.WHITE)
        self._dealer_is_you = False
        self._min_text = 0.0
        self._beside = False
        self._words_right: float | None = None
        self._words_span: tuple[float, float] | None = None
        self._words_bottom: float | None = None
        self._refresh()

    def set_words_beside(self, beside: bool) -> None:
        """The caption and the dealer's pill to the right of the stack (the button on it),
        not under it: in a corner where a name plate lies below the deck."""
        if beside != self._beside:
            self._beside = beside
            self._refresh()

    def set_words_span(self, left: float, right: float) -> None:
        """Between where the words under the stack may lie (item coordinates): the
        picture's edges."""
        if (left, right) != self._words_span:
            self._words_span = (left, right)
            self._refresh()

    def set_words_right(self, right: float | None) -> None:
        """Where the words beside the stack must end (item coordinates): a long dealer's
        name is elided on the pill (its tooltip and description keep it whole)."""
        self._words_right = right
        self._refresh()

    def pill_text(self) -> str:
        """The words on the dealer's pill as painted: :meth:`dealer_label`, elided where
        the room beside the stack ends."""
        label = self.dealer_label()
        if not (label and self._beside and self._words_right is not None):
            return label
        metrics = QFontMetricsF(self._dealer_font)
        padding = metrics.height() * 1.25 * 0.9  # as pill_rect pads the text
        room = self._words_right - self._caption_rect.left() - padding
        if metrics.horizontalAdvance(label) <= room:
            return label
        # on two lines before it is shortened ("Rozdává Babička Šest…" at 1024×640), where
        # the second line keeps above the name plate under the deck
        lines = wrap_name(label, metrics, room, 2, break_words=False)
        bottom = self._dealer_centre.y() + metrics.height() * (1.25 / 2 + 1)
        if lines is not None and (self._words_bottom is None or bottom <= self._words_bottom):
            return "\n".join(lines)
        return metrics.elidedText(label, Qt.TextElideMode.ElideRight, room)

    def set_words_bottom(self, bottom: float | None) -> None:
        """Where the words beside the stack must end below (item coordinates): the top of
        the name plate under the deck; None: no limit."""
        if bottom != self._words_bottom:
            self._words_bottom = bottom
            self._refresh()

    def words_rect(self) -> QRectF:
        """Where the words are painted (item coordinates): the caption's text and the pill."""
        metrics = QFontMetricsF(self._caption_font)
        text_width = metrics.horizontalAdvance(cards_left_text(self._count))
        caption = self._caption_rect
        if self._beside:
            area = QRectF(caption.left(), caption.top(), text_width, caption.height())
        else:
            area = QRectF(caption.center().x() - text_width / 2, caption.top(), text_width, caption.height())
        if self._dealer:
            area = area.united(pill_rect(self._pill_centre(), self.pill_text(), self._dealer_font))
        return area

    def _pill_centre(self) -> QPointF:
        if not self._beside:
            # under the stack, but a long dealer's name keeps to the picture ("…-Malin
            # deals" ran off the table's left edge at 1024×640)
            centre = QPointF(self._dealer_centre)
            if self._words_span is not None:
                half = pill_rect(QPointF(), self.pill_text(), self._dealer_font).width() / 2
                left, right = self._words_span
                if centre.x() - half < left:
                    centre.setX(left + half)
                elif centre.x() + half > right:
                    centre.setX(right - half)
            return centre
        # the pill hangs from its first line's place (a second line below it)
        pill = pill_rect(QPointF(), self.pill_text(), self._dealer_font)
        extra = pill.height() - pill_rect(QPointF(), "X", self._dealer_font).height()
        return QPointF(self._caption_rect.left() + pill.width() / 2, self._dealer_centre.y() + extra / 2)

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
        self._button_radius = w * 0.2
        self._dealer_font = label_font(max(w * 0.14, self._min_text))
        pill_half = pill_rect(QPointF(), "X", self._dealer_font).height() / 2
        if self._beside:
            # the caption above the middle of the stack, the pill under it, both left-aligned
            self._caption_rect = QRectF(rect.right() + w * 0.2, -line, w * 6.0, line)
            # the dealer's button lies on the stack's top left corner, clear of the words
            self._button_centre = QPointF(rect.left() + w * 0.22, rect.top() + w * 0.22)
            self._dealer_centre = QPointF(0.0, pill_half + w * 0.04)
        else:
            self._caption_rect = QRectF(-w * 1.4, rect.bottom() + w * 0.1, w * 2.8, line)
            self._button_centre = QPointF(rect.right() + w * 0.3, rect.bottom() - w * 0.22)
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
        area = area.united(self.words_rect().adjusted(-2, -2, 2, 2))
        b = self._button_radius * 1.2
        area = area.united(
            QRectF(self._button_centre - QPointF(b, b), self._button_centre + QPointF(b, b))
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
                QColor(*colours.rgba(colours.SHEEN, 110)), max(1.0, self._width * 0.025), Qt.PenStyle.DashLine
            )
            painter.setPen(pen)
            painter.setBrush(QColor(*colours.rgba(colours.SHADOW, 40)))
            r = self._width * CORNER_RADIUS
            painter.drawRoundedRect(rect, r, r)
        for i in range(layers):
            off = (layers - 1 - i) * step
            draw_card(painter, rect.translated(-off, -off), None, face_up=False)
        align = (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter if self._beside
                 else Qt.AlignmentFlag.AlignCenter)
        draw_caption(painter, self._caption_rect, cards_left_text(self._count), self._caption_font,
                     align=align)
        if self._dealer:
            self._paint_button(painter)
            draw_pill(
                painter,
                self._pill_centre(),
                self.pill_text(),
                self._dealer_font,
                self._dealer_colour,
            )

    def _paint_button(self, painter: QPainter) -> None:
        c, r = self._button_centre, self._button_radius
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(*colours.rgba(colours.SHADOW, 100)))
        painter.drawEllipse(c + QPointF(r * 0.08, r * 0.14), r, r)
        painter.setBrush(QColor(colours.DEALER_BUTTON))
        painter.setPen(QPen(QColor(colours.DEALER_RIM), max(1.0, r * 0.08)))
        painter.drawEllipse(c, r, r)
        painter.setPen(QPen(QColor(colours.DEALER_RING), max(0.8, r * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, r * 0.78, r * 0.78)
        painter.setPen(QColor(colours.DEALER_TEXT))
        painter.setFont(label_font(r * 1.0))
        painter.drawText(
            QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            dealer_letter(),
        )
        painter.restore()
