"""``SingleCup``: Macháček's one cup travelling round the dice table, with its two dice.

The table view owns one while its seats were set with ``single_cup=True`` and
hands its cup calls on to it (``set_cup_seat``, ``show_cup_dice``,
``move_cup_to``, ``shake_cup``, ``open_cup``): the view checks the seat,
brings running animations to their end and plays the animation returned here.

Privacy: the two dice hold a face only while the holder peeks (``show_dice``)
or the cup stands open; closing the cup blanks them again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.ui import anim
from tablegames_qt.ui.dice.cup_item import CupItem
from tablegames_qt.ui.dice.die_item import DieItem, check_faces, show_die_at
from tablegames_qt.ui.dice.layout import TABLE_CENTRE, SeatGeometry, SingleCupSpot, single_cup_spot
from tablegames_qt.ui.dice.palette import CLASSIC
from tablegames_qt.ui.dice.seat import Z_CUP, Z_DICE


def check_pair(faces: Sequence[int]) -> None:
    """The cup holds two dice showing 1 to 6."""
    check_faces(faces)
    if len(faces) != 2:
        raise ValueError(f"the cup holds two dice, not {len(faces)}")


class SingleCup:
    """The cup and its dice on ``scene``; ``geometry(seat)`` says where a seat sits now."""

    def __init__(self, scene: QGraphicsScene, geometry: Callable[[int], SeatGeometry]) -> None:
        self._scene = scene
        self._geometry = geometry
        self.cup = CupItem(80.0, CLASSIC.one)
        self.cup.setZValue(Z_CUP)
        scene.addItem(self.cup)
        self.dice: list[DieItem] = []
        for _ in range(2):
            die = DieItem(0, 40.0, CLASSIC, hidden=True)
            die.setZValue(Z_DICE)
            die.setVisible(False)
            scene.addItem(die)
            self.dice.append(die)
        self.seat = 0  # where the cup stands
        self.is_open = False  # lifted in public: its dice are everybody's to see
        self.place(0)

    def remove(self) -> None:
        """Take the cup and its dice off the scene."""
        for item in [self.cup, *self.dice]:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self.dice = []

    def _spot(self, seat: int) -> SingleCupSpot:
        return single_cup_spot(self._geometry(seat))

    def place(self, seat: int) -> None:
        """Cup at rest over two hidden dice in front of ``seat``."""
        cup = self.cup
        spot = self._spot(seat)
        self.seat = seat
        self.is_open = False
        cup.width = spot.cup_width
        cup.setPos(spot.cup_pos)
        cup.lift = 0.0
        cup.setRotation(0.0)
        cup.setScale(1.0)
        cup.setOpacity(1.0)
        for die, pos in zip(self.dice, spot.under, strict=True):
            _hide_die(die, pos, spot)

    def follow_layout(self) -> None:
        """The cup and its dice, in the state they are in (closed, peeked at or open), at
        the seat's spot after the table's layout changed (a window resized)."""
        spot = self._spot(self.seat)
        self.cup.width = spot.cup_width
        self.cup.setPos(spot.aside if self.is_open else spot.cup_pos)
        peeked = not self.is_open and any(die.isVisible() for die in self.dice)
        for die, pos in zip(self.dice, spot.beside if peeked else spot.under, strict=True):
            die.size = spot.die_size
            die.setPos(pos)

    def scene_rects(self) -> list[QRectF]:
        """The scene rectangles of the cup and of its dice in sight (a message keeps off them)."""
        items: list[CupItem | DieItem] = [self.cup, *(die for die in self.dice if die.isVisible())]
        return [item.mapRectToScene(item.visual_rect()) for item in items if item.isVisible()]

    def visible_faces(self) -> list[int]:
        return [die.face for die in self.dice if die.paints_face()]

    def clear_glow(self) -> None:
        for die in self.dice:
            die.glow = 0.0

    def show_dice(self, faces: Sequence[int] | None) -> None:
        """Let the cup's holder see the dice beside the cup; None hides them again at once."""
        spot = self._spot(self.seat)
        if faces is None:
            for die, pos in zip(self.dice, spot.under, strict=True):
                _hide_die(die, pos, spot)
            return
        check_pair(faces)
        for die, face, pos in zip(self.dice, faces, spot.beside, strict=True):
            die.size = spot.die_size
            die.face = face
            die.hidden = False
            die.setPos(pos)
            die.setRotation(0.0)
            die.setOpacity(1.0)
            die.setVisible(True)

    def _close_steps(self) -> list[QAbstractAnimation | None]:
        """Close the cup before it moves or shakes.

        Dice the holder peeked at vanish at once (only the holder may see them);
        dice of an opened cup are public, so they slide back under it as it closes.
        """
        cup = self.cup
        spot = self._spot(self.seat)

        def hide() -> None:
            for die, pos in zip(self.dice, spot.under, strict=True):
                _hide_die(die, pos, spot)
            self.is_open = False

        if not self.is_open:
            hide()
            if cup.lift == 0 and cup.pos() == spot.cup_pos and cup.rotation() == 0:
                return []
        sweeps = [
            anim.parallel(
                anim.prop(die, b"pos", spot.under[i], 260, easing=QEasingCurve.Type.InOutCubic),
                anim.prop(die, b"glow", 0.0, 200),
            )
            for i, die in enumerate(self.dice)
            if die.isVisible()
        ]
        back = anim.parallel(
            anim.prop(cup, b"pos", spot.cup_pos, 320, easing=QEasingCurve.Type.InOutCubic),
            anim.prop(cup, b"rotation", 0.0, 320),
            cup.lower_animation(340),
        )
        return [anim.parallel(*sweeps) if sweeps else None, back, anim.call(hide)]

    def move_to(self, seat: int) -> QAbstractAnimation:
        """Hand the cup (dice inside, unseen) over to ``seat`` along a curve."""
        cup = self.cup
        start = self._spot(self.seat).cup_pos
        end = self._spot(seat).cup_pos
        # The cup travels over the felt, bowing towards the middle of the table.
        control = (start + end) / 2 * 0.45 + TABLE_CENTRE * 0.55
        travel = anim.prop(cup, b"pos", end, 820, start=start,
                           easing=QEasingCurve.Type.InOutCubic)
        for step in range(1, 8):
            t = step / 8
            point = start * (1 - t) ** 2 + control * (2 * t * (1 - t)) + end * t * t
            travel.setKeyValueAt(t, point)
        carry = anim.prop(cup, b"scale", 1.0, 820, start=1.0)
        carry.setKeyValueAt(0.5, 1.12)
        tilt = anim.prop(cup, b"rotation", 0.0, 820, start=0.0)
        tilt.setKeyValueAt(0.3, -8.0 if end.x() < start.x() else 8.0)
        return anim.sequential(
            *self._close_steps(),
            anim.parallel(travel, carry, tilt, anim.prop(cup, b"lift", 0.0, 200)),
            anim.call(partial(self.place, seat)),
        )

    def shake(self) -> QAbstractAnimation:
        """The holder shakes the cup (closing it first if it stood open)."""
        return anim.sequential(
            *self._close_steps(),
            self.cup.shake_animation(5),
            anim.call(partial(self.place, self.seat)),
        )

    def lift_open(self, faces: Sequence[int]) -> QAbstractAnimation:
        """Lift the cup where it stands and show its two dice (``check_pair``-ed) to everybody."""
        cup = self.cup
        self._close_peek()
        under = self._spot(self.seat).under
        shown = list(faces)

        def uncover() -> None:
            for die, pos, face in zip(self.dice, under, shown, strict=True):
                die.setRotation(0.0)
                die.face = face
                show_die_at(die, pos)
            self.is_open = True

        pops = [
            anim.parallel(
                anim.prop(die, b"opacity", 1.0, 150),
                anim.prop(die, b"scale", 1.0, 420, start=0.85, easing=QEasingCurve.Type.OutBack),
                anim.prop(die, b"glow", 0.0, 400, start=0.8),
            )
            for die in self.dice
        ]
        # The cup is lifted and set aside, away from the seat's plate and the dice.
        side = self._geometry(self.seat).side
        aside = self._spot(self.seat).aside
        lift = anim.parallel(
            cup.lift_animation(0.5, 520),
            anim.prop(cup, b"pos", aside, 560, easing=QEasingCurve.Type.OutCubic),
            anim.prop(cup, b"rotation", -side * 14.0, 560, easing=QEasingCurve.Type.OutBack),
        )
        return anim.sequential(
            anim.call(uncover),
            anim.parallel(lift, anim.sequential(anim.pause(200), anim.parallel(*pops))),
            anim.pause(250),
        )

    def _close_peek(self) -> None:
        if not self.is_open:
            spot = self._spot(self.seat)
            for die, pos in zip(self.dice, spot.under, strict=True):
                _hide_die(die, pos, spot)


def _hide_die(die: DieItem, pos: QPointF, spot: SingleCupSpot) -> None:
    die.hidden = True
    die.face = 0
    die.setVisible(False)
    die.size = spot.die_size
    die.setPos(pos)
    die.setRotation(0.0)
    die.setScale(1.0)
    die.setOpacity(1.0)
    die.glow = 0.0
    die.setZValue(Z_DICE)
