"""How a seat's cup and dice move on the dice table: a roll, a reveal, a lost die, a seat out.

Each function builds an animation (the table view plays it) from ``Seat``
objects and ends by putting the seat in its rest state with the seat's own
setters, so a fast-forwarded animation leaves the seat exactly as set.  The
tumbling faces and spins draw on the table's ``rng``, passed in.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from tablegames_qt.ui import anim
from tablegames_qt.ui.dice.die_item import DieItem, check_faces, show_die_at
from tablegames_qt.ui.dice.seat import Z_FLYING, Seat


# == roll ====================================================================================
def roll(
    seats: Iterable[Seat],
    faces_by_seat: Mapping[int, Sequence[int] | None],
    rng: random.Random,
) -> QAbstractAnimation:
    """Shake the cups of ``seats`` (in table order); seats with faces see their dice land."""
    parts: list[QAbstractAnimation] = []
    for order, seat in enumerate(seats):
        if seat.eliminated or seat.cup is None:
            continue
        faces = faces_by_seat.get(seat.index)
        if faces is not None:
            check_faces(faces)
            if len(faces) != len(seat.dice):
                # A changed number of dice is set straight before anything moves.
                seat.set_dice(None, len(faces))
        parts.append(anim.sequential(anim.pause(order * 60), _roll_seat(seat, faces, rng)))
    return anim.parallel(*parts)


def _gather(seat: Seat) -> QAbstractAnimation | None:
    """Sweep dice lying face up back under the cup."""
    if not seat.known or not seat.dice:
        return None
    cup = seat.geometry.cup_pos
    sweeps = [
        anim.parallel(
            anim.prop(die, b"pos", cup + QPointF(0, -seat.geometry.die_size * 0.4), 260,
                      easing=QEasingCurve.Type.InCubic),
            anim.prop(die, b"scale", 0.7, 260),
            anim.prop(die, b"opacity", 0.0, 260, easing=QEasingCurve.Type.InQuad),
        )
        for die in seat.dice
    ]
    count = len(seat.dice)

    def hide() -> None:
        seat.known = False
        for i, die in enumerate(seat.dice):
            seat.rest_die(die, i, count, None)

    return anim.sequential(anim.parallel(*sweeps), anim.call(hide))


def _roll_seat(seat: Seat, faces: Sequence[int] | None, rng: random.Random) -> QAbstractAnimation:
    assert seat.cup is not None
    count = len(faces) if faces is not None else len(seat.dice)
    steps: list[QAbstractAnimation | None] = [_gather(seat)]
    if seat.cup.lift > 0:
        steps.append(seat.cup.lower_animation())
    steps.append(anim.call(partial(seat.set_dice, None, count)))
    steps.append(seat.cup.shake_animation(3))
    if faces is not None:
        steps.append(_spill(seat, list(faces), rng))
    steps.append(anim.call(partial(seat.set_dice, None if faces is None else list(faces), count)))
    return anim.sequential(*steps)


def _spill(seat: Seat, faces: list[int], rng: random.Random) -> QAbstractAnimation:
    """The cup rises and the dice tumble out into the row, landing on ``faces``."""
    assert seat.cup is not None
    count = len(faces)
    seat.ensure_count(count)
    geometry = seat.geometry
    tumbles: list[QAbstractAnimation] = []
    for i, die in enumerate(seat.dice):
        start = geometry.under_cup(i, count)
        face_anim = anim.prop(die, b"face", faces[i], 520, start=rng.randint(1, 6),
                              easing=QEasingCurve.Type.OutQuad)
        for key in (0.25, 0.5, 0.75):
            face_anim.setKeyValueAt(key, rng.randint(1, 6))
        spin = rng.choice((-1, 1)) * rng.uniform(160, 320)
        tumbles.append(
            anim.sequential(
                anim.pause(i * 55),
                anim.call(partial(show_die_at, die, start)),
                anim.parallel(
                    anim.prop(die, b"opacity", 1.0, 90, start=0.0),
                    anim.prop(die, b"pos", geometry.slot(i, count), 520,
                              easing=QEasingCurve.Type.OutCubic),
                    anim.prop(die, b"rotation", 0.0, 560, start=spin,
                              easing=QEasingCurve.Type.OutCubic),
                    anim.prop(die, b"lift", 0.0, 560, start=0.9,
                              easing=QEasingCurve.Type.OutBounce),
                    face_anim,
                ),
            )
        )
    return anim.sequential(
        seat.cup.lift_animation(1.0, 260),
        anim.parallel(*tumbles),
        seat.cup.lower_animation(260),
    )


# == reveal ==================================================================================
def reveal(
    seats: Sequence[Seat], faces_by_seat: Mapping[int, Sequence[int]], rng: random.Random
) -> QAbstractAnimation:
    """Lift the cups of ``seats`` (in table order) and show their dice."""
    lifts: list[QAbstractAnimation] = []
    for position, seat in enumerate(seats):
        faces = list(faces_by_seat[seat.index])
        check_faces(faces)
        if seat.known and [d.face for d in seat.dice] == faces:
            continue
        seat.ensure_count(len(faces))
        lifts.append(anim.sequential(anim.pause(position * 90), _lift_seat(seat, faces, rng)))
    return anim.parallel(*lifts)


def _lift_seat(seat: Seat, faces: list[int], rng: random.Random) -> QAbstractAnimation:
    count = len(faces)
    geometry = seat.geometry

    def uncover() -> None:
        for i, die in enumerate(seat.dice):
            die.face = faces[i]
            die.setRotation(0.0)
            show_die_at(die, geometry.under_cup(i, count))

    slides = [
        anim.sequential(
            anim.pause(i * 45),
            anim.parallel(
                anim.prop(die, b"opacity", 1.0, 120),
                anim.prop(die, b"pos", geometry.slot(i, count), 420,
                          easing=QEasingCurve.Type.OutCubic),
                anim.prop(die, b"rotation", 0.0, 420,
                          start=rng.uniform(-35, 35)),
            ),
        )
        for i, die in enumerate(seat.dice)
    ]
    cup_steps: list[QAbstractAnimation] = []
    if seat.cup is not None:
        cup_steps.append(seat.cup.lift_animation(1.0, 360))
    return anim.sequential(
        anim.call(uncover),
        *cup_steps,
        anim.parallel(*slides),
        seat.cup.lower_animation(280) if seat.cup is not None else None,
        anim.call(partial(seat.set_dice, faces, count)),
    )


def sort_dice(
    seats: Sequence[Seat],
    faces_by_seat: Mapping[int, Sequence[int]],
    highlight: Callable[[int], bool],
) -> tuple[list[DieItem], list[DieItem]]:
    """The revealed dice whose face ``highlight`` accepts, in table order, and the others."""
    matching: list[DieItem] = []
    others: list[DieItem] = []
    for seat in seats:
        for die, face in zip(seat.dice, faces_by_seat[seat.index], strict=False):
            (matching if highlight(face) else others).append(die)
    return matching, others


# == a lost die, a seat out ===================================================================
def remove_die(s: Seat) -> QAbstractAnimation | None:
    """One of the seat's dice leaves the table (a blank die if the seat's are hidden);
    None when the seat has no die left."""
    if not s.dice:
        return None
    die = s.dice.pop()
    count = len(s.dice)
    if s.cup is not None:
        s.cup.count = count
    s.plate.count = count
    start = die.pos()
    if not die.isVisible():
        die.hidden = True  # an unknown die leaves blank: its face stays unknown
        die.face = 0
        die.setPos(s.geometry.cup_pos + QPointF(0, -s.geometry.die_size * 0.4))
        die.setOpacity(0.0)
        die.setVisible(True)
        start = die.pos()
    die.setZValue(Z_FLYING)
    out = s.geometry.outward()
    away = s.geometry.plate_centre + QPointF(out.x() * 240, out.y() * 200)
    rise = start + QPointF(0, -s.geometry.die_size * 0.8)

    def discard() -> None:
        if die.scene() is s.scene:
            s.scene.removeItem(die)

    return anim.sequential(
        anim.parallel(
            anim.prop(die, b"opacity", 1.0, 150),
            anim.prop(die, b"pos", rise, 300, easing=QEasingCurve.Type.OutQuad),
            anim.prop(die, b"lift", 1.0, 300),
            anim.prop(die, b"scale", 1.3, 300),
            anim.prop(die, b"dim", 0.0, 150),
        ),
        anim.parallel(
            anim.prop(die, b"pos", away, 700, easing=QEasingCurve.Type.InCubic),
            anim.prop(die, b"rotation", die.rotation() + 540, 700,
                      easing=QEasingCurve.Type.InQuad),
            anim.prop(die, b"scale", 0.5, 700, easing=QEasingCurve.Type.InQuad),
            anim.prop(die, b"opacity", 0.0, 700, easing=QEasingCurve.Type.InQuart),
        ),
        anim.call(discard),
    )


def eliminate(s: Seat) -> QAbstractAnimation:
    """The seat is out: its cup topples and fades, its plate greys."""
    s.eliminated = True
    s.plate.thinking = False
    parts: list[QAbstractAnimation | None] = [
        anim.prop(s.plate, b"emphasis", 0.0, 300),
        anim.prop(s.plate, b"opacity", 0.72, 500),
    ]
    if s.cup is not None and s.cup.isVisible():
        parts += [
            anim.prop(s.cup, b"rotation", 80.0 * s.geometry.side, 650,
                      easing=QEasingCurve.Type.InQuad),
            anim.prop(s.cup, b"opacity", 0.0, 650, easing=QEasingCurve.Type.InQuad),
        ]
    parts += [anim.prop(die, b"opacity", 0.0, 400) for die in s.dice if die.isVisible()]

    def settle() -> None:
        s.plate.eliminated = True
        s.ensure_count(0)
        s.set_dice(None, 0)

    return anim.sequential(anim.parallel(*parts), anim.call(settle))
