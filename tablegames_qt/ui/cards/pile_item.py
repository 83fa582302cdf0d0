"""``PileItem``: one side's capture pile.

Taken cards lie face down in a stack whose thickness follows the count; each
sweep card lies face up crosswise on it, as players mark sweeps at a real
table.  Under the stack: the side's name on a pill of its colour, then the
card count and the spade count (what the end-of-deal scoring turns on).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from tablegames_qt import colours
from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui import override
from tablegames_qt.ui.name_fit import fit_name
from tablegames_qt.ui.texts import literal

from .labels import draw_caption, draw_pill, label_font, pill_rect, text_width
from .render import CORNER_RADIUS, draw_card
from .style import GOLD_LIGHT, LABEL_TEXT, card_height
from .suits import suit_path_in
from .table_item import TableItem
from .texts import ONE, cards_count_text, pile_text, sweeps_text

#: at most this many edges drawn for the stack's thickness
MAX_LAYERS = 10
#: sweep cards drawn crosswise; more are counted in the caption only
MAX_SWEEPS_DRAWN = 6
#: the most lines the owner's name takes on its pill
PILE_NAME_LINES = 3


def stack_layers(count: int, per_layer: int = 4, most: int = MAX_LAYERS) -> int:
    """How many card edges show for a stack of ``count`` cards (0 when empty)."""
    if count <= 0:
        return 0
    return min(most, 1 + (count - 1) // per_layer)


class PileItem(TableItem):
    def __init__(
        self,
        owner_name: str,
        colour: QColor,
        card_width: float = 70.0,
        four_colour: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._owner = owner_name
        self._colour = QColor(colour)
        self._width = float(card_width)
        self._four_colour = four_colour
        self._count = 0
        self._spades = 0
        self._sweeps: tuple[Card, ...] = ()
        self._min_text = 0.0
        self._who = ONE
        self._partner = ""
        self._refresh()

    def set_min_text(self, pixels: float) -> None:
        """No caption smaller than ``pixels`` (scene units): the table asks for this
        when it is drawn small, so the name and the counts stay readable."""
        if abs(pixels - self._min_text) >= 0.01:
            self._min_text = pixels
            self._refresh()

    def fonts(self) -> list[QFont]:
        """Every font the captions are drawn with."""
        return [self._name_font, self._count_font]

    def set_who(self, who: str, partner: str = "") -> None:
        """How the owners are spoken of in the description (``texts.ONE``, ``TEAM``,
        ``YOU``, ``YOU_AND_PARTNER``, with the partner's name)."""
        self._who, self._partner = who, partner
        self._refresh()

    @override
    def description(self) -> str:
        return pile_text(self._owner, self._count, self._spades, len(self._sweeps), self._who, self._partner)

    def set_contents(self, count: int, spades: int, sweeps: Sequence[Card] = ()) -> None:
        """``count`` cards taken, ``spades`` of them spades; ``sweeps``: the
        cards that made each sweep, shown face up crosswise."""
        self._count = max(0, int(count))
        self._spades = max(0, int(spades))
        self._sweeps = tuple(sweeps)
        self._refresh()

    def count(self) -> int:
        return self._count

    def spades(self) -> int:
        return self._spades

    def sweeps(self) -> tuple[Card, ...]:
        return self._sweeps

    def owner_name(self) -> str:
        return self._owner

    def shown_name(self) -> list[str]:
        """The owner's name as its pill shows it, line by line."""
        return self._shown_owner.split("\n")

    def name_rect(self) -> QRectF:
        """The name's pill, in the pile's own coordinates."""
        return pill_rect(self._name_centre, self._shown_owner, self._name_font)

    def set_owner(self, name: str, colour: QColor) -> None:
        self._owner = name
        self._colour = QColor(colour)
        self._refresh()

    @override
    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        self.update()

    @override
    def accepts_drops(self) -> bool:
        return False

    @override
    def painted_faces(self) -> list[Card]:
        return list(self._sweeps[:MAX_SWEEPS_DRAWN])

    # -- geometry -------------------------------------------------------------
    def _card_rect(self) -> QRectF:
        w, h = self._width, card_height(self._width)
        return QRectF(-w / 2, -h / 2, w, h)

    def _layer_step(self) -> float:
        return self._width * 0.02

    def _refresh(self) -> None:
        self.prepareGeometryChange()
        w = self._width
        name_size = max(w * 0.17, self._min_text)
        self._count_font = label_font(max(w * 0.15, self._min_text), bold=False)
        # the pill stays within the corner the pile sits in: a long name (a team's two) is
        # set a little smaller, then on two lines, and shortened only when even that fails
        # (the whole of it is in the tooltip)
        room = w * 2.7 - pill_rect(QPointF(), "", label_font(name_size)).width()
        size, lines = fit_name(self._owner, label_font, name_size,
                               max(name_size * 0.85, self._min_text), room, PILE_NAME_LINES)
        self._name_font = label_font(size)
        self._shown_owner = "\n".join(lines)
        pill_half = pill_rect(QPointF(), self._shown_owner or "X", self._name_font).height() / 2
        self._name_centre = QPointF(0.0, self._card_rect().bottom() + max(w * 0.24, pill_half + w * 0.06))
        self._count_top = self._name_centre.y() + max(w * 0.17, pill_half + 1.0)
        self.setToolTip(literal(self.description()))
        self.update()

    @override
    def body_path(self) -> QPainterPath:
        rect = self._card_rect()
        lift = self._layer_step() * max(0, stack_layers(self._count) - 1)
        rect = rect.adjusted(-lift, -lift, 0.0, 0.0)
        path = QPainterPath()
        r = self._width * CORNER_RADIUS
        path.addRoundedRect(rect, r, r)
        return path

    @override
    def glow_reach(self) -> float:
        return self._width * 0.075

    @override
    def bounds(self) -> QRectF:
        r = self.glow_reach() + 2.0
        area = self.body_path().boundingRect().adjusted(-r, -r, r, r)
        h = card_height(self._width)
        # crosswise sweep cards stick out on both sides
        area = area.united(QRectF(-h / 2 - r, -self._width * 0.8, h + 2 * r, self._width * 1.6))
        name = pill_rect(self._name_centre, self._shown_owner, self._name_font)
        count_w = max(name.width(), self._width * 2.2)
        counts = QRectF(-count_w / 2, self._count_top, count_w,
                        max(self._width * 0.5, self._count_font.pixelSize() * 2.5))
        return area.united(name.adjusted(-2, -2, 2, 2)).united(counts)

    # -- painting -------------------------------------------------------------
    @override
    def paint_body(self, painter: QPainter) -> None:
        rect = self._card_rect()
        layers = stack_layers(self._count)
        step = self._layer_step()
        if layers == 0:
            outline = QColor(self._colour)
            outline.setAlpha(170)
            pen = QPen(outline, max(1.0, self._width * 0.025), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor(*colours.rgba(colours.SHADOW, 40)))
            r = self._width * CORNER_RADIUS
            painter.drawRoundedRect(rect, r, r)
        # sweep cards lie crosswise under the stack, their ends showing on
        # both sides, the way players keep them countable in a real pile
        self._paint_sweeps(painter)
        for i in range(layers):
            off = (layers - 1 - i) * step
            draw_card(painter, rect.translated(-off, -off), None, face_up=False)
        self._paint_captions(painter)

    def _paint_sweeps(self, painter: QPainter) -> None:
        shown = self._sweeps[:MAX_SWEEPS_DRAWN]
        if not shown:
            return
        spread = self._width * 0.22
        for i, card in enumerate(shown):
            painter.save()
            dy = (i - (len(shown) - 1) / 2) * spread
            painter.translate(0.0, dy)
            painter.rotate(90.0)
            draw_card(painter, self._card_rect(), card, self._four_colour, True)
            painter.restore()

    def _paint_captions(self, painter: QPainter) -> None:
        if self._owner:
            draw_pill(painter, self._name_centre, self._shown_owner, self._name_font, self._colour)
        count = cards_count_text(self._count)
        spades = str(self._spades)
        font = self._count_font
        icon = font.pixelSize() * 0.95
        gap = font.pixelSize() * 0.7
        total = (
            text_width(count, font)
            + gap
            + icon
            + font.pixelSize() * 0.25
            + text_width(spades, font)
        )
        x = -total / 2
        line_h = font.pixelSize() * 1.5
        top = self._count_top
        cw = text_width(count, font)
        draw_caption(
            painter, QRectF(x, top, cw + 2, line_h), count, font, align=Qt.AlignmentFlag.AlignLeft
        )
        x += cw + gap
        icon_rect = QRectF(x, top + (line_h - icon) / 2 - font.pixelSize() * 0.05, icon, icon)
        painter.fillPath(suit_path_in("S", icon_rect.translated(1, 1)), QColor(*colours.rgba(colours.SHADOW, 150)))
        painter.fillPath(suit_path_in("S", icon_rect), LABEL_TEXT)
        x += icon + font.pixelSize() * 0.25
        draw_caption(
            painter,
            QRectF(x, top, text_width(spades, font) + 2, line_h),
            spades,
            font,
            align=Qt.AlignmentFlag.AlignLeft,
        )
        if self._sweeps:
            sweeps = sweeps_text(len(self._sweeps))
            box = QRectF(-self._width * 1.5, top + line_h * 0.9, self._width * 3, line_h)
            draw_caption(painter, box, sweeps, font, GOLD_LIGHT)
