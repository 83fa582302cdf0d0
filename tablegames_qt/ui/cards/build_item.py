"""``BuildItem``: a build on the table, shown as the pile it is.

Each group worth the build's value is a column of slightly fanned cards, so
every index shows; a multiple build has its groups side by side.  A round
badge in the owner's colour carries the capture value (with ×N for a
multiple build), and a pill under the pile names the owner.  Clicking or
dropping a card on it works like a card; ``clicked`` carries :meth:`payload`,
the engine's build when it was made with :meth:`from_build`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui import override
from tablegames_qt.ui.texts import literal

from .labels import badge_rect, draw_badge, draw_pill, label_font, pill_rect
from .render import CORNER_RADIUS, draw_card
from .style import card_height
from .table_item import TableItem
from .texts import build_text

#: vertical step between cards of one group, as a fraction of the card height:
#: enough to show the whole rank and most of the suit of the index
FAN_STEP = 0.2
#: a little sideways drift, so the column reads as a pile, not a strip
FAN_DRIFT = 0.035
#: gap between the groups of a multiple build, in card widths
GROUP_GAP = 0.14


class BuildLike(Protocol):
    """What a build needs to show (the engine's ``casino.moves.Build`` fits)."""

    @property
    def cards(self) -> tuple[Card, ...]: ...

    @property
    def value(self) -> int: ...


class BuildItem(TableItem):
    def __init__(
        self,
        groups: Sequence[Sequence[Card]],
        value: int,
        owner_name: str,
        owner_colour: QColor,
        card_width: float = 90.0,
        four_colour: bool = False,
        build: object = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        if not groups or not all(groups):
            raise ValueError("a build needs at least one group of cards")
        self._groups: tuple[tuple[Card, ...], ...] = tuple(tuple(g) for g in groups)
        self._value = int(value)
        self._owner = owner_name
        self._colour = QColor(owner_colour)
        self._width = float(card_width)
        self._four_colour = four_colour
        self._build = build
        self._yours = False
        self._min_text = 0.0
        self._layout()

    def set_owner_name(self, name: str) -> None:
        """The owner under the name of the moment (after a change of language)."""
        self._owner = name
        self._layout()

    def set_yours(self, yours: bool) -> None:
        """The build belongs to the one person at the screen ("Your build of 8")."""
        self._yours = yours
        self._layout()

    def set_min_text(self, pixels: float) -> None:
        """No owner name smaller than ``pixels`` (scene units), as for the piles."""
        if abs(pixels - self._min_text) >= 0.01:
            self._min_text = pixels
            self._layout()

    def fonts(self) -> list[QFont]:
        return [self._name_font]

    @override
    def description(self) -> str:
        """The build in words: its value, parts and owner."""
        return build_text(self._value, self._owner, len(self._groups), self._yours)

    @classmethod
    def from_build(
        cls,
        build: BuildLike,
        owner_name: str,
        owner_colour: QColor,
        card_width: float = 90.0,
        four_colour: bool = False,
    ) -> BuildItem:
        """A BuildItem for an engine build (its ``groups`` if it has them)."""
        groups = getattr(build, "groups", None) or (build.cards,)
        return cls(groups, build.value, owner_name, owner_colour, card_width, four_colour, build)

    # -- data -----------------------------------------------------------------
    @override
    def payload(self) -> object:
        return self._build if self._build is not None else self

    def build(self) -> object:
        return self._build

    def groups(self) -> tuple[tuple[Card, ...], ...]:
        return self._groups

    def cards(self) -> tuple[Card, ...]:
        return tuple(c for g in self._groups for c in g)

    def value(self) -> int:
        return self._value

    def multiple(self) -> bool:
        return len(self._groups) > 1

    def owner_name(self) -> str:
        return self._owner

    def owner_colour(self) -> QColor:
        return QColor(self._colour)

    @override
    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        self.update()

    @override
    def painted_faces(self) -> list[Card]:
        return list(self.cards())

    # -- layout ---------------------------------------------------------------
    def _layout(self) -> None:
        self.prepareGeometryChange()
        w = self._width
        h = card_height(w)
        columns = len(self._groups)
        tallest = max(len(g) for g in self._groups)
        span_w = columns * w + (columns - 1) * GROUP_GAP * w + (tallest - 1) * FAN_DRIFT * w
        span_h = h + (tallest - 1) * FAN_STEP * h
        left, top = -span_w / 2, -span_h / 2
        self._slots: list[tuple[Card, QRectF]] = []
        outline = QPainterPath()
        r = w * CORNER_RADIUS
        for col, group in enumerate(self._groups):
            x0 = left + col * w * (1 + GROUP_GAP)
            for row, card in enumerate(group):
                rect = QRectF(x0 + row * FAN_DRIFT * w, top + row * FAN_STEP * h, w, h)
                self._slots.append((card, rect))
                one = QPainterPath()
                one.addRoundedRect(rect, r, r)
                outline = outline.united(one)
        self._outline = outline.simplified()
        self._pile = QRectF(left, top, span_w, span_h)
        self._badge_radius = w * 0.24
        # on the top-right corner, which no index covers; a wider badge grows rightwards
        corner = QPointF(self._pile.right() - w * 0.06, self._pile.top() + w * 0.06)
        width = badge_rect(corner, self._badge_radius, self.badge_text()).width()
        self._badge_centre = corner + QPointF(width / 2 - self._badge_radius, 0.0)
        self._name_font = label_font(max(w * 0.15, self._min_text))
        pill_half = pill_rect(QPointF(), "X", self._name_font).height() / 2
        self._name_centre = QPointF(0.0, self._pile.bottom() + max(w * 0.2, pill_half + 1.0))
        self.setToolTip(literal(self.description()))

    def badge_centre(self) -> QPointF:
        """The middle of the value badge (item coordinates)."""
        return QPointF(self._badge_centre)

    def badge_text(self) -> str:
        if len(self._groups) == 1:
            return str(self._value)
        return f"{self._value} ×{len(self._groups)}"

    @override
    def body_path(self) -> QPainterPath:
        return self._outline

    @override
    def glow_reach(self) -> float:
        return self._width * 0.075

    @override
    def lift_distance(self) -> float:
        return card_height(self._width) * 0.08

    @override
    def bounds(self) -> QRectF:
        r = self.glow_reach() + 2.0
        area = self._pile.adjusted(-r, -r, r, r)
        badge = badge_rect(self._badge_centre, self._badge_radius, self.badge_text())
        b = self._badge_radius * 0.25
        area = area.united(badge.adjusted(-b, -b, b, b))
        name = pill_rect(self._name_centre, self._owner, self._name_font).adjusted(-2, -2, 2, 2)
        return area.united(name)

    @override
    def shape(self) -> QPainterPath:
        # the badge and the name are part of the build for clicks and drops
        path = QPainterPath(self._outline)
        badge = badge_rect(self._badge_centre, self._badge_radius, self.badge_text())
        path.addRoundedRect(badge, self._badge_radius, self._badge_radius)
        path.addRect(pill_rect(self._name_centre, self._owner, self._name_font))
        return path

    # -- painting -------------------------------------------------------------
    @override
    def paint_body(self, painter: QPainter) -> None:
        in_flight = self.scale() != 1.0
        for card, rect in self._slots:
            draw_card(painter, rect, card, self._four_colour, True, in_flight)
        if self._owner:
            draw_pill(painter, self._name_centre, self._owner, self._name_font, self._colour)
        draw_badge(painter, self._badge_centre, self._badge_radius, self.badge_text(), self._colour)
