"""``CardItem``: one playing card on the table, in a hand or in flight.

The origin is the card's middle, so ``rotation`` and ``scale`` turn it about
its centre.  ``width`` is the card's width in scene units.

Privacy: a card face down never paints its face, never shows its value in a
tooltip, and may be created without knowing its card at all (``card=None``,
for other seats' hands).  :meth:`showing_face` is what is on screen right now,
also halfway through a flip.

Animatable Qt properties: ``pos``, ``rotation``, ``opacity``, ``scale``
(QGraphicsObject's own), ``lift`` (selection) and ``flipProgress``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    Signal,
)
from PySide6.QtGui import QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSceneMouseEvent

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui import anim, override

from .render import CORNER_RADIUS, draw_card
from .style import card_height
from .table_item import TableItem
from .texts import card_words, value_text


class CardItem(TableItem):
    """A card; ``clicked`` carries :meth:`card` (``None`` for an unknown card)."""

    dragStarted = Signal(object)  # the card
    dropped = Signal(object, object)  # the card, the TableItem under it or None (felt)

    FLIP_MS = 260

    def __init__(
        self,
        card: Card | None,
        face_up: bool = True,
        width: float = 90.0,
        four_colour: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        if face_up and card is None:
            raise ValueError("an unknown card cannot lie face up")
        self._card = card
        self._face_up = face_up
        self._width = float(width)
        self._four_colour = four_colour
        self._flip = 0.0
        self._flip_target: bool | None = None
        self._draggable = False
        self._dragging = False
        self._drag_origin = QPointF()
        self._drag_z = 0.0
        self._drop_accepted = False
        self._home_animation: QAbstractAnimation | None = None
        self._refresh_tooltip()

    # -- the card -------------------------------------------------------------
    def card(self) -> Card | None:
        return self._card

    @override
    def payload(self) -> object:
        return self._card

    def set_card(self, card: Card | None) -> None:
        """Change which card this is (e.g. an opponent's unknown card, once played)."""
        if card is None and (self._face_up or self._flip_target):
            raise ValueError("an unknown card cannot lie face up")
        self._card = card
        self._refresh_tooltip()
        self.update()

    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up and self._card is None:
            raise ValueError("an unknown card cannot lie face up")
        self._face_up = face_up
        self._flip_target = None
        self._set_flip(0.0)
        self._refresh_tooltip()
        self.update()

    def showing_face(self) -> bool:
        """Whether the face is what is drawn now (mid-flip: the side turned to view)."""
        if self._flip_target is not None and self._flip >= 0.5:
            return self._flip_target
        return self._face_up

    @override
    def painted_faces(self) -> list[Card]:
        if self.showing_face() and self._card is not None:
            return [self._card]
        return []

    def width(self) -> float:
        return self._width

    def height(self) -> float:
        return card_height(self._width)

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self._width = float(width)
        self.refresh_transform()
        self.update()

    def four_colour(self) -> bool:
        return self._four_colour

    @override
    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        self.update()

    @override
    def description(self) -> str:
        """"King of spades (King: 13)"; a card face down is only that."""
        shown = self._card if self.showing_face() else None
        if shown is None:
            return QCoreApplication.translate("cards", "A card face down")
        value = value_text(shown)
        return f"{card_words(shown)} ({value})" if value else card_words(shown)

    def _refresh_tooltip(self) -> None:
        shown = self._card if self.showing_face() else None
        self.setToolTip(value_text(shown) if shown is not None else "")

    # -- geometry -------------------------------------------------------------
    def body_rect(self) -> QRectF:
        w, h = self._width, self.height()
        return QRectF(-w / 2, -h / 2, w, h)

    @override
    def body_path(self) -> QPainterPath:
        path = QPainterPath()
        r = self._width * CORNER_RADIUS
        path.addRoundedRect(self.body_rect(), r, r)
        return path

    @override
    def glow_reach(self) -> float:
        return self._width * 0.075

    @override
    def lift_distance(self) -> float:
        return self.height() * 0.16

    # -- flipping -------------------------------------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        before = self.showing_face()
        self._flip = max(0.0, min(1.0, float(value)))
        if self._flip >= 1.0 and self._flip_target is not None:
            # the turn is complete: the target side is now simply the side up
            self._face_up = self._flip_target
            self._flip_target = None
            self._flip = 0.0
        self.refresh_transform()
        if self.showing_face() != before:
            self._refresh_tooltip()
        self.update()

    flipProgress = Property(float, _get_flip, _set_flip)

    @override
    def extra_transform(self) -> QTransform:
        if self._flip_target is None or self._flip <= 0.0:
            return QTransform()
        # the card turns about its vertical axis: its width shrinks to 0 and back
        sx = max(0.001, abs(math.cos(math.pi * self._flip)))
        return QTransform.fromScale(sx, 1.0)

    def flip_animation(self, face_up: bool, ms: float | None = None) -> QAbstractAnimation:
        """An animation turning the card to ``face_up`` (not started).

        The side changes at the half-way point, when the card is edge-on.
        """
        if face_up and self._card is None:
            raise ValueError("an unknown card cannot be turned face up")
        group = anim.sequential(
            anim.call(lambda: self._begin_flip(face_up)),
            anim.prop(
                self,
                b"flipProgress",
                1.0,
                self.FLIP_MS if ms is None else ms,
                start=0.0,
                easing=QEasingCurve.Type.InOutSine,
            ),
            anim.call(lambda: self._end_flip(face_up)),
        )
        return group

    def _begin_flip(self, face_up: bool) -> None:
        if face_up == self._face_up and self._flip_target is None:
            self._flip_target = None
            return
        self._flip_target = face_up

    def _end_flip(self, face_up: bool) -> None:
        # also covers a flip whose progress animation had nothing to do
        self._flip_target = None
        self._face_up = face_up
        self._set_flip(0.0)
        self._refresh_tooltip()

    # -- painting -------------------------------------------------------------
    @override
    def paint_body(self, painter: QPainter) -> None:
        face = self.showing_face()
        # a back never even sees the card
        draw_card(painter, self.body_rect(), self._card if face else None, self._four_colour, face,
                  in_flight=self.scale() != 1.0)

    # -- dragging -------------------------------------------------------------
    def draggable(self) -> bool:
        return self._draggable

    def set_draggable(self, on: bool) -> None:
        self._draggable = on

    def dragging(self) -> bool:
        return self._dragging

    def drag_origin(self) -> QPointF:
        """Where the card was when the drag began (in parent coordinates)."""
        return QPointF(self._drag_origin)

    def accept_drop(self) -> None:
        """Call from a :attr:`dropped` handler that moves the card itself;
        otherwise the card flies back to where the drag began."""
        self._drop_accepted = True

    def return_home(self, ms: float = 180.0) -> QAbstractAnimation:
        """Fly back to where the last drag began (started; instant at speed 0)."""
        # kept on the item: an animation nobody references is collected mid-flight
        self._home_animation = anim.run(anim.fly_to(self, self._drag_origin, None, ms))
        return self._home_animation

    def _to_parent(self, scene_pos: QPointF) -> QPointF:
        parent = self.parentItem()
        return parent.mapFromScene(scene_pos) if parent is not None else QPointF(scene_pos)

    @override
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press_scene
        if press is None or not self._draggable:
            event.ignore()
            return
        if not self._dragging:
            if (event.scenePos() - press).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self._drag_origin = self.pos()
            self._drag_z = self.zValue()
            self.setZValue(self._drag_z + 10_000.0)
            self.dragStarted.emit(self._card)
        delta = self._to_parent(event.scenePos()) - self._to_parent(press)
        self.setPos(self._drag_origin + delta)

    @override
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._dragging:
            super().mouseReleaseEvent(event)
            return
        self._press_scene = None
        self._dragging = False
        self.setZValue(self._drag_z)
        target = self.drop_target_at(event.scenePos())
        self._drop_accepted = False
        self.dropped.emit(self._card, target)
        if not self._drop_accepted:
            self.return_home()

    def drop_target_at(self, scene_pos: QPointF) -> TableItem | None:
        """The topmost item that takes drops under ``scene_pos``; None is the felt."""
        scene = self.scene()
        if scene is None:
            return None
        for item in scene.items(scene_pos):
            if item is self or self.isAncestorOf(item):
                continue
            if isinstance(item, TableItem) and item.isVisible() and item.accepts_drops():
                return item
        return None
