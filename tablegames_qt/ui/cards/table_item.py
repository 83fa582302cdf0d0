"""``TableItem``: what every clickable thing on the card table shares.

States a player must be able to read at a glance: *selected* (lifted with a
gold glow: "this is the card I am playing"), *highlighted* (a coloured glow:
"this can be taken or built with"), *dimmed* (not available now), keyboard
focus (a blue ring), and hover (a faint outline on interactive items).

Mouse and keyboard both end in :attr:`clicked`, emitted with :meth:`payload`
(the card for a card, the build for a build), so a screen handles one signal
whichever way the player chose.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QAccessible, QColor, QKeyEvent, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui import anim, override, scene_access

from .style import DIM_VEIL, FOCUS_RING, HIGHLIGHT_GLOW, SELECT_GLOW

_ACTIVATE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select)


def paint_glow(painter: QPainter, path: QPainterPath, colour: QColor, reach: float) -> None:
    """A soft halo around ``path``: strokes widening and fading outwards."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    steps = 6
    for i in range(steps, 0, -1):
        c = QColor(colour)
        c.setAlphaF(0.10 + 0.55 * (1 - i / steps) ** 2)
        pen = QPen(c, 2 * reach * i / steps)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()


class TableItem(QGraphicsObject):
    """Base of card, build, pile and deck items (origin at the item's middle)."""

    clicked = Signal(object)

    LIFT_MS = 140

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setAcceptHoverEvents(True)
        # Painted once into a bitmap and copied while it rests or slides: a card flying
        # over the table repaints every item it crosses on every frame, and without the
        # bitmap each of those is a call into Python (glows, outlines, the card lookup).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._selected = False
        self._highlighted = False
        self._highlight_colour = QColor(HIGHLIGHT_GLOW)
        self._dimmed = False
        self._hovered = False
        self._interactive = False
        self._press_scene: QPointF | None = None
        self._lift = 0.0
        self._lift_animation: QAbstractAnimation | None = None
        self._bounds: QRectF | None = None

    # -- what a subclass describes -----------------------------------------------
    def payload(self) -> object:
        """What :attr:`clicked` carries."""
        return self

    def body_path(self) -> QPainterPath:
        """The outline of the visible thing, in item coordinates (for glows)."""
        path = QPainterPath()
        path.addRect(QRectF(-10.0, -10.0, 20.0, 20.0))
        return path

    def glow_reach(self) -> float:
        """How far glows and rings reach beyond the body."""
        return 10.0

    def lift_distance(self) -> float:
        """How far a selected item rises."""
        return 0.0

    def accepts_drops(self) -> bool:
        """Whether a dragged card may be dropped onto this item."""
        return True

    def painted_faces(self) -> list[Card]:
        """The card faces this item draws now (the privacy check reads this)."""
        return []

    def paint_body(self, painter: QPainter) -> None:
        """Draw the item itself; states are drawn around it by :meth:`paint`."""

    def set_four_colour(self, on: bool) -> None:
        """Switch the faces this item draws to the four-colour deck (or back)."""

    def description(self) -> str:
        """The item in words, for screen readers (a graphics item has no accessible
        name of its own: the view speaks for the item with the keyboard focus)."""
        return self.toolTip()

    def state_words(self) -> str:
        """The item's marks in words: chosen, usable, not playable now (or empty)."""
        if self._selected:
            return QCoreApplication.translate("cards", "chosen")
        if self._highlighted:
            return QCoreApplication.translate("cards", "can be taken or built with")
        if self._dimmed:
            return QCoreApplication.translate("cards", "not playable now")
        return ""

    # -- accessibility (ui/scene_access.py) ---------------------------------------
    def accessible_name(self) -> str:
        return self.description()

    def accessible_description(self) -> str:
        return self.state_words()

    def accessible_role(self) -> QAccessible.Role:
        """A card or build a player chooses (and leaves) is a check box; the rest a picture."""
        return QAccessible.Role.CheckBox if self._interactive else QAccessible.Role.Graphic

    def accessible_state(self) -> dict[str, bool]:
        if not self._interactive:
            return {"readOnly": True}
        return {"checkable": True, "checked": self._selected, "disabled": self._dimmed}

    # -- states ---------------------------------------------------------------
    def selected(self) -> bool:
        """Chosen as the card or build to play (not Qt's scene selection)."""
        return self._selected

    def set_selected(self, on: bool, animate: bool = True) -> None:
        if on == self._selected:
            return
        self._selected = on
        self._animate_lift(1.0 if on else 0.0, animate)
        self.update()
        scene_access.item_changed(self)

    def highlighted(self) -> bool:
        return self._highlighted

    def set_highlighted(self, on: bool, colour: QColor | None = None) -> None:
        self._highlighted = on
        if colour is not None:
            self._highlight_colour = QColor(colour)
        self.update()

    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, on: bool) -> None:
        if on != self._dimmed:
            self._dimmed = on
            scene_access.item_changed(self)
        self.update()

    def interactive(self) -> bool:
        return self._interactive

    def set_interactive(self, on: bool) -> None:
        """Interactive items show a hand cursor and a hover outline."""
        if on != self._interactive:
            self._interactive = on
            scene_access.item_changed(self)
        # Never unsetCursor(): with the pointer resting on the table and no mouse event yet
        # (a keyboard player), Qt 6's QGraphicsView reads a last mouse event it never stored
        # (_q_unsetViewportCursor) and the app crashes. An arrow set looks the same.
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    # -- lift (an animatable property) ------------------------------------------
    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = float(value)
        self.refresh_transform()

    lift = Property(float, _get_lift, _set_lift)

    def _animate_lift(self, target: float, animate: bool) -> None:
        if self._lift_animation is not None:
            self._lift_animation.stop()
            self._lift_animation = None
        if not animate or anim.is_instant() or self.scene() is None:
            self._set_lift(target)
            return
        self._lift_animation = anim.run(
            anim.prop(self, b"lift", target, self.LIFT_MS, easing=QEasingCurve.Type.OutCubic)
        )

    def extra_transform(self) -> QTransform:
        """A subclass's own transform (a card's flip), applied before the lift."""
        return QTransform()

    def refresh_transform(self) -> None:
        t = self.extra_transform()
        if self._lift:
            t = t * QTransform.fromTranslate(0.0, -self._lift * self.lift_distance())
        self.setTransform(t)

    # -- painting -------------------------------------------------------------
    def bounds(self) -> QRectF:
        """The area the item paints (item coordinates), worked out afresh; a subclass
        whose words or badges reach beyond the body adds them here."""
        r = self.glow_reach() + 2.0
        return self.body_path().boundingRect().adjusted(-r, -r, r, r)

    def prepareGeometryChange(self) -> None:
        """Qt's, and the kept bounding rectangle is worked out again."""
        super().prepareGeometryChange()
        # after Qt's, which asks for the old rectangle (and would keep it here): the
        # change itself follows this call
        self._bounds = None

    @override
    def boundingRect(self) -> QRectF:
        # Qt asks for this many times a frame for every item near a moving card; the
        # answer only changes where a subclass calls prepareGeometryChange, as Qt requires
        if self._bounds is None:
            self._bounds = self.bounds()
        return QRectF(self._bounds)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        path = self.body_path()
        reach = self.glow_reach()
        if self._selected:
            paint_glow(painter, path, SELECT_GLOW, reach)
        elif self._highlighted:
            paint_glow(painter, path, self._highlight_colour, reach * 0.85)
        self.paint_body(painter)
        if self._dimmed:
            painter.fillPath(path, DIM_VEIL)
        if self._selected or self._highlighted:
            colour = SELECT_GLOW if self._selected else self._highlight_colour
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, max(1.5, reach * 0.22)))
            painter.drawPath(path)
        elif self._hovered and self._interactive and self.isEnabled():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(*colours.rgba(colours.SHEEN, 170)), max(1.0, reach * 0.15)))
            painter.drawPath(path)
        if self.hasFocus():
            ring = QPen(FOCUS_RING, max(1.5, reach * 0.25))
            ring.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(ring)
            gap = reach * 0.55
            painter.drawPath(_grown(path, gap))

    # -- input ----------------------------------------------------------------
    @override
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    @override
    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press_scene = event.scenePos()
        event.accept()

    @override
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # the second click of a double click counts as a click of its own
        self.mousePressEvent(event)

    @override
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press_scene = self._press_scene, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        moved = (event.scenePos() - press).manhattanLength()
        if moved < QApplication.startDragDistance() and self.contains(event.pos()):
            self.clicked.emit(self.payload())

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _ACTIVATE_KEYS and not event.isAutoRepeat():
            self.clicked.emit(self.payload())
            event.accept()
            return
        event.ignore()

    @override
    def shape(self) -> QPainterPath:
        return self.body_path()


def _grown(path: QPainterPath, by: float) -> QPainterPath:
    """``path``'s bounding box grown by ``by``, with matching round corners."""
    r = path.boundingRect().adjusted(-by, -by, by, by)
    out = QPainterPath()
    radius = min(r.width(), r.height()) * 0.08 + by
    out.addRoundedRect(r, radius, radius)
    return out


def set_four_colour(scene: QGraphicsScene, on: bool) -> None:
    """Apply the four-colour setting to every card-table item in ``scene``."""
    for item in scene.items():
        if isinstance(item, TableItem):
            item.set_four_colour(on)
