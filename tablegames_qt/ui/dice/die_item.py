"""``DieItem``: one die on the table, centred on its position.

State: ``face`` (1-6, or 0 when unknown), ``hidden`` (paints a blank die: the
face is never painted, whatever it is), ``highlighted`` / ``dimmed`` (a bid's
matching dice glow, the others fade), ``size`` (edge in scene units).

Animatable Qt properties (``QPropertyAnimation(die, b"glow")`` ...): ``glow``,
``dim``, ``lift`` (0-1; a flying die's shadow moves away) and ``face`` besides
QGraphicsObject's own ``pos``, ``rotation``, ``scale`` and ``opacity``.

``paints_face()`` tells whether a face is visibly painted right now; the table
builds its privacy check (``visible_faces``) on it.

``check_faces(faces)`` refuses a face that is not 1-6; ``show_die_at(die, pos)``
puts a die face up and transparent at ``pos``, ready to fade in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import Property, QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tablegames_qt.ui import override
from tablegames_qt.ui.dice.die_sprites import draw_die
from tablegames_qt.ui.dice.palette import CLASSIC, DieStyle

_MARGIN = 0.75  # glow and a flying die's shadow reach this far beyond the edge


class DieItem(QGraphicsObject):
    def __init__(
        self,
        face: int = 0,
        size: float = 40.0,
        style: DieStyle = CLASSIC,
        *,
        hidden: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._face = face if 1 <= face <= 6 else 0
        self._size = float(size)
        self._style = style
        self._hidden = hidden
        self._glow = 0.0
        self._dim = 0.0
        self._lift = 0.0
        # Painted from shared sprites (die_sprites): a rolling die only copies pictures,
        # so no cache of its own, which a turn or a new face would throw away every frame.

    # -- state ---------------------------------------------------------------
    def _get_face(self) -> int:
        return self._face

    def _set_face(self, face: int) -> None:
        face = int(face) if 1 <= int(face) <= 6 else 0
        if face != self._face:
            self._face = face
            self.update()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = min(1.0, max(0.0, float(value)))
        self.update()

    def _get_dim(self) -> float:
        return self._dim

    def _set_dim(self, value: float) -> None:
        self._dim = min(1.0, max(0.0, float(value)))
        self.update()

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = min(1.0, max(0.0, float(value)))
        self.update()

    face = cast(int, Property(int, _get_face, _set_face))
    glow = cast(float, Property(float, _get_glow, _set_glow))
    dim = cast(float, Property(float, _get_dim, _set_dim))
    lift = cast(float, Property(float, _get_lift, _set_lift))

    @property
    def hidden(self) -> bool:
        return self._hidden

    @hidden.setter
    def hidden(self, value: bool) -> None:
        if value != self._hidden:
            self._hidden = value
            self.update()

    @property
    def highlighted(self) -> bool:
        return self._glow >= 0.5

    @highlighted.setter
    def highlighted(self, value: bool) -> None:
        self._set_glow(1.0 if value else 0.0)

    @property
    def dimmed(self) -> bool:
        return self._dim >= 0.5

    @dimmed.setter
    def dimmed(self, value: bool) -> None:
        self._set_dim(1.0 if value else 0.0)

    @property
    def size(self) -> float:
        return self._size

    @size.setter
    def size(self, value: float) -> None:
        if value != self._size:
            self.prepareGeometryChange()
            self._size = float(value)

    @property
    def style(self) -> DieStyle:
        return self._style

    @style.setter
    def style(self, value: DieStyle) -> None:
        self._style = value
        self.update()

    def paints_face(self) -> bool:
        """True when a face (pips) is visibly painted: shown, not hidden, known, opaque."""
        return (
            self.isVisible()
            and not self._hidden
            and self._face != 0
            and self.effectiveOpacity() > 0.02
            and self.scene() is not None
        )

    # -- painting --------------------------------------------------------------
    def visual_rect(self) -> QRectF:
        """The die itself, without the margin kept for its glow and shadow."""
        half = self._size / 2
        return QRectF(-half, -half, 2 * half, 2 * half)

    @override
    def boundingRect(self) -> QRectF:
        half = self._size * (0.5 + _MARGIN)
        return QRectF(-half, -half, 2 * half, 2 * half)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        draw_die(
            painter,
            self._size,
            0 if self._hidden else self._face,
            self._style,
            glow=self._glow,
            dim=self._dim,
            lift=self._lift,
            blank=self._hidden,
            own_scale=self.scale(),
        )


def check_faces(faces: Sequence[int]) -> None:
    for face in faces:
        if not 1 <= int(face) <= 6:
            raise ValueError(f"a die shows 1 to 6, not {face}")


def show_die_at(die: DieItem, pos: QPointF) -> None:
    die.setPos(pos)
    die.setOpacity(0.0)
    die.hidden = False
    die.setVisible(True)
