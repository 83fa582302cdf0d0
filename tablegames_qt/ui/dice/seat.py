"""One seat's items on the dice table: name plate, cup, dice; and their resting state.

``Seat`` knows where its items rest and puts them there at once; the table's
animations move them in between and finish by calling the same setters, so a
fast-forwarded animation always leaves the seat exactly as set.

Privacy: dice whose faces the seat may not show hold face 0 and are hidden
and invisible under the cup; a face only reaches a die when it is to be shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.ui.dice.cup_item import CupItem
from tablegames_qt.ui.dice.die_item import DieItem
from tablegames_qt.ui.dice.layout import SeatGeometry
from tablegames_qt.ui.dice.palette import DieStyle
from tablegames_qt.ui.dice.plate_item import NamePlateItem

Z_DICE = 10.0
Z_CUP = 20.0
Z_PLATE = 30.0
Z_FLYING = 40.0


class Seat:
    def __init__(
        self,
        scene: QGraphicsScene,
        index: int,
        name: str,
        style: DieStyle,
        geometry: SeatGeometry,
        *,
        with_cup: bool,
    ) -> None:
        self.scene = scene
        self.index = index
        self.style = style
        self.geometry = geometry
        self.eliminated = False
        self.known = False  # True while the dice lie face up in the row
        self.plate = NamePlateItem(name, style, geometry.plate_size)
        self.plate.setZValue(Z_PLATE)
        scene.addItem(self.plate)
        self.cup: CupItem | None = None
        if with_cup:
            self.cup = CupItem(geometry.cup_width, style.body)
            self.cup.setZValue(Z_CUP)
            scene.addItem(self.cup)
        self.dice: list[DieItem] = []
        self.place(geometry)

    @property
    def name(self) -> str:
        return self.plate.name

    def restyle(self, style: DieStyle) -> None:
        """The seat's plate, cup and dice in another dice set (a person recoloured)."""
        self.style = style
        self.plate.style = style
        if self.cup is not None:
            self.cup.accent = style.body
        for die in self.dice:
            die.style = style

    # -- layout ---------------------------------------------------------------------
    def place(self, geometry: SeatGeometry) -> None:
        """Move every item to its resting place for ``geometry``, keeping the state."""
        self.geometry = geometry
        self.plate.size = geometry.plate_size
        self.plate.room = geometry.plate_room
        self.plate.grows = geometry.plate_grows
        self.plate.setPos(geometry.plate_centre)
        if self.cup is not None:
            self.cup.width = geometry.cup_width
            self.cup.setPos(geometry.cup_pos)
        count = len(self.dice)
        for i, die in enumerate(self.dice):
            die.size = geometry.die_size
            die.setPos(geometry.slot(i, count) if self.known else geometry.under_cup(i, count))

    # -- dice -----------------------------------------------------------------------
    def _new_die(self) -> DieItem:
        die = DieItem(0, self.geometry.die_size, self.style, hidden=True)
        die.setZValue(Z_DICE)
        die.setVisible(False)
        self.scene.addItem(die)
        return die

    def ensure_count(self, count: int) -> None:
        """Add hidden dice under the cup or take dice off the end until there are ``count``."""
        while len(self.dice) > count:
            die = self.dice.pop()
            self.scene.removeItem(die)
        while len(self.dice) < count:
            die = self._new_die()
            die.setPos(self.geometry.under_cup(len(self.dice), count))
            self.dice.append(die)

    def rest_die(self, die: DieItem, index: int, count: int, face: int | None) -> None:
        """Put one die at rest: face up in the row, or (``face`` None) hidden under the cup."""
        die.setRotation(0.0)
        die.setScale(1.0)
        die.setOpacity(1.0)
        die.lift = 0.0
        die.glow = 0.0
        die.dim = 0.0
        die.setZValue(Z_DICE)
        die.size = self.geometry.die_size
        if face is None:
            die.hidden = True
            die.face = 0
            die.setVisible(False)
            die.setPos(self.geometry.under_cup(index, count))
        else:
            die.face = face
            die.hidden = False
            die.setVisible(True)
            die.setPos(self.geometry.slot(index, count))

    def set_dice(self, faces: Sequence[int] | None, count: int) -> None:
        """Rest state: ``faces`` face up in the row, or ``count`` dice hidden under the cup."""
        if faces is not None:
            count = len(faces)
        self.ensure_count(count)
        self.known = faces is not None
        for i, die in enumerate(self.dice):
            self.rest_die(die, i, count, None if faces is None else faces[i])
        self.plate.count = None if self.eliminated else count
        if self.cup is not None:
            self.cup.setVisible(not self.eliminated)
            self.cup.count = count
            self.cup.lift = 0.0
            self.cup.setRotation(0.0)
            self.cup.setOpacity(1.0)
            self.cup.setScale(1.0)
            self.cup.setPos(self.geometry.cup_pos)

    def visible_faces(self) -> list[int]:
        return [die.face for die in self.dice if die.paints_face()]

    def clear_marks(self) -> None:
        for die in self.dice:
            die.glow = 0.0
            die.dim = 0.0

    def remove(self) -> None:
        """Take every item of this seat off the scene."""
        self.plate.thinking = False
        for item in [self.plate, self.cup, *self.dice]:
            if item is not None and item.scene() is self.scene:
                self.scene.removeItem(item)
        self.dice.clear()
