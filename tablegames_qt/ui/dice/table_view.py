"""``DiceTableView``: the felt table with seats, cups and dice, and its animations.

Set-up and state (take effect at once)::

    view.set_seats(["Ann", "Bob", "Cid"], single_cup=False)  # 1-10 seats
    view.set_bottom_seat(0)          # whose seat is drawn at the bottom (the local player)
    view.set_current(seat | None)    # glowing name plate
    view.set_thinking(seat, True)    # "thinking…" on the plate
    view.set_status(seat, "♥ 3")     # free second line on the plate (replaces the dice)
    view.set_dice(seat, [1, 4, 4], 3)  # faces up; set_dice(seat, None, 3): hidden under the cup
    view.set_cup_seat(seat)          # Macháček: where the single cup stands
    view.show_cup_dice(faces | None) # Macháček: the holder peeks at the dice (None hides them)
    view.set_table_title("Perudo"); view.clear_highlights(); view.hide_message()

Animations return a QAbstractAnimation that is already scheduled: it starts on
the next turn of the event loop, so connecting to its ``finished`` right after
the call is always in time; at ``anim.speed() == 0`` it finishes on that turn.
Calling any method that changes dice or cups first brings running animations
to their end (emitting their ``finished``), so the state never tears::

    roll(seats, {seat: faces | None}) reveal({seat: faces}, highlight=pred, target=n)
    remove_die(seat)  eliminate(seat)  celebrate(seat, text=None)  show_message(t, sub)
    move_cup_to(seat)  shake_cup()  open_cup(faces)
    finish_animations()  is_animating()

Queries: ``bottom_seat()``, ``current_seat()``,
``dice_count(seat)``, ``counted()`` (the reveal's running count or None),
``message()``, ``cup_seat()``, ``cup_is_open()``, ``seat_rect(seat)`` (a plate's
scene rectangle), ``plate(seat)`` (its NamePlateItem).

Privacy: ``visible_faces(seat)`` lists the faces painted for that seat right
now (for Macháček, the cup's dice belong to the seat holding the cup), and
``visible_cup_faces()`` those of the single cup.  Dice of a hidden seat never
hold their face, so there is nothing to paint.

The scene (``table_scene()``, a ``DiceTableScene``) paints the room and the
table itself, so ``scene.render(painter)`` gives the full picture.

The view holds the seats and plays what its parts build: ``seat_motion`` (the
seats' cups and dice moving), ``single_cup`` (Macháček's cup) and
``table_centre`` (title, running count, message banner, confetti); ``layout`` places
the seats for the plates' size at the window's scale. Its base,
``table_words.DescribedTableView``, tells a screen reader what lies on the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence

from PySide6.QtCore import QAbstractAnimation, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from tablegames_qt.ui import anim, override
from tablegames_qt.ui.dice import seat_motion, table_picture
from tablegames_qt.ui.dice.die_item import check_faces
from tablegames_qt.ui.dice.layout import SCENE_RECT, SeatGeometry, seat_geometry, table_boost
from tablegames_qt.ui.dice.palette import DieStyle, moved_seats, seat_styles
from tablegames_qt.ui.dice.plate_item import NamePlateItem
from tablegames_qt.ui.dice.seat import Seat
from tablegames_qt.ui.dice.single_cup import SingleCup, check_pair
from tablegames_qt.ui.dice.table_centre import TableCentre
from tablegames_qt.ui.dice.table_painter import paint_room, paint_table
from tablegames_qt.ui.dice.table_words import DescribedTableView
from tablegames_qt.ui.texts import fill_in

#: the least pixel size of a plate's texts (names, counts, lives), at any window size
MIN_TEXT_PX = 11.5


class DiceTableScene(QGraphicsScene):
    """The scene paints the room and the table, so ``scene.render()`` shows the whole table.

    The view asks the scene for its background over everything it exposes, also
    beyond the scene rectangle, so the room fills any margin around the table.
    """

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_room(painter, QRectF(rect))
        paint_table(painter)


class DiceTableView(DescribedTableView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table_blurred = False
        table_picture.notifier().ready.connect(self._table_picture_ready)
        self._scene = DiceTableScene(SCENE_RECT, self)
        self.setScene(self._scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)  # items are bitmaps
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(480, 300)

        self._seats: list[Seat] = []
        self._bottom = 0
        self._boost = 1.0  # the plates' growth for readable text the seats are laid out for
        self._current: int | None = None
        self._centre = TableCentre(self._scene)  # title, running count, messages
        self._rng = random.Random(1)
        self._animations = anim.AnimationQueue(self)

        self._cup: SingleCup | None = None  # Macháček's

    # == view ======================================================================
    def table_scene(self) -> QGraphicsScene:
        return self._scene

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The scene paints everything itself for scene.render(); the view copies the
        # table's picture, painted off the GUI thread (table_picture).
        paint_room(painter, QRectF(rect))
        self._table_blurred = not table_picture.draw(painter)

    def _table_picture_ready(self, _scale: float) -> None:
        if self._table_blurred:
            self.resetCachedContent()
            self.viewport().update()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_plate_texts()
        # Start painting the table at this size now, before the first paint asks for it.
        table_picture.request(self.transform().m11() * self.devicePixelRatioF())

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_plate_texts()

    def _text_floor(self) -> float:
        """The least text size on the table, in scene units, for MIN_TEXT_PX on screen."""
        scale = self.transform().m11()
        return MIN_TEXT_PX / scale if scale > 0 else 0.0

    def _fit_plate_texts(self) -> None:
        """Plates grow on a small table so their names and counts stay readable, and the
        seats are laid out for plates that big (layout.grown_table)."""
        floor = self._text_floor()
        for seat in self._seats:
            seat.plate.text_floor = floor
        boost = table_boost(len(self._seats), floor) if self._seats else 1.0
        if boost != self._boost:
            self._boost = boost
            self._place_seats()
        self._centre.set_view_scale(self.transform().m11())  # the message's least text too

    def _place_seats(self) -> None:
        """Every seat's items, and Macháček's cup, where the layout puts them now, each in
        the state it is in."""
        self.finish_animations()
        for s in self._seats:
            s.place(self._geometry(s.index))
        if self._cup is not None:
            self._cup.follow_layout()

    def set_table_title(self, title: str) -> None:
        """A faint word printed in the middle of the cloth, e.g. the game's name."""
        self._centre.set_title(title)
        self.setAccessibleName(fill_in(self.tr("The {game} table"), game=title))

    # == seats ======================================================================
    def set_seats(self, names: Sequence[str], *, single_cup: bool = False,
                  colours: Sequence[str] = ()) -> None:
        """Start afresh with one seat per name; ``single_cup`` for Macháček's one cup;
        ``colours``: a person's own colour per seat ("#rrggbb", "" where the table
        chooses: ``palette.seat_styles``)."""
        self.finish_animations()
        self._animations.clear_decorations()
        self._current = None
        for seat in self._seats:
            seat.remove()
        self._seats = []
        if self._cup is not None:
            self._cup.remove()
            self._cup = None
        self._centre.clear()
        self._bottom = 0
        count = len(names)
        styles = seat_styles([*colours[:count], *[""] * (count - len(colours))])
        self._boost = table_boost(count, self._text_floor()) if count else 1.0
        for index, name in enumerate(names):
            geometry = seat_geometry(index, count, self._boost, single_cup)
            self._seats.append(
                Seat(self._scene, index, name, styles[index], geometry, with_cup=not single_cup)
            )
        if single_cup and names:
            self._cup = SingleCup(self._scene, self._geometry)
        self._fit_plate_texts()
        self._update_accessible()

    def set_seat_colours(self, colours: Sequence[str]) -> list[int]:
        """The same seats in other colours (as :meth:`set_seats` takes them): the table's
        own sets stay where they were unless a person's colour now looks like one.
        Returns the seats whose set had to move."""
        count = len(self._seats)
        own = [*colours[:count], *[""] * (count - len(colours))]
        before = self.seat_styles()
        styles = seat_styles(own, keep=before)
        for seat, style in zip(self._seats, styles, strict=True):
            if seat.style != style:
                seat.restyle(style)
        return moved_seats(own, before, styles)

    def seat_styles(self) -> list[DieStyle]:
        """Each seat's dice set (its colour on the plate, the cup and the side log)."""
        return [seat.style for seat in self._seats]

    def seat_names(self) -> list[str]:
        return [seat.name for seat in self._seats]

    def rename_seats(self, names: Sequence[str]) -> None:
        """The same seats under their names in the language of the moment."""
        for seat, name in zip(self._seats, names, strict=False):
            seat.plate.name = name
        self._fit_plate_texts()
        self._update_accessible()

    def bottom_seat(self) -> int:
        return self._bottom

    def set_bottom_seat(self, seat: int) -> None:
        """Turn the table so that ``seat`` sits at the bottom, nearest the screen."""
        self.finish_animations()
        self._seat(seat)
        self._bottom = seat
        self._place_seats()
        if self._cup is not None:  # closed: what the last holder peeked at is theirs
            self._cup.place(self._cup.seat)

    def _seat(self, seat: int) -> Seat:
        if not 0 <= seat < len(self._seats):
            raise IndexError(f"no seat {seat} at a table of {len(self._seats)}")
        return self._seats[seat]

    def _geometry(self, seat: int) -> SeatGeometry:
        n = len(self._seats)
        return seat_geometry((seat - self._bottom) % n, n, self._boost, self._cup is not None)

    def seat_rect(self, seat: int) -> QRectF:
        """The scene rectangle of a seat's name plate as painted, grown for readable text
        or a long name (to anchor pop-ups by it, and for a guide's ring round the seat:
        round the plate's layout size it cut "Captain Pip" to "Captain Pi")."""
        plate = self._seat(seat).plate
        return plate.mapRectToScene(plate.plate_rect())

    def cup_area(self, seat: int) -> QRectF:
        """The scene rectangle of a seat's own cup and dice (empty with Macháček's one cup)."""
        if self._seat(seat).cup is None:
            return QRectF()
        return self._geometry(seat).group_rect(max(1, self.dice_count(seat)))

    def seat_area(self, seat: int) -> QRectF:
        """The scene rectangle of a seat's cup, dice and name plate (for pointing at them)."""
        return self._geometry(seat).group_rect(max(1, self.dice_count(seat))).united(self.seat_rect(seat))

    def set_current(self, seat: int | None) -> None:
        """Light up the name plate of the seat whose turn it is (None: nobody)."""
        self._current = seat
        for s in self._seats:
            target = 1.0 if s.index == seat and not s.eliminated else 0.0
            if s.plate.emphasis != target:
                self._decorate(s.plate, anim.prop(s.plate, b"emphasis", target, 260))
        self._update_accessible()

    def current_seat(self) -> int | None:
        return self._current

    def set_thinking(self, seat: int, thinking: bool) -> None:
        self._seat(seat).plate.thinking = thinking

    def set_status(self, seat: int, text: str) -> None:
        """A second line on the plate (e.g. lives); an empty text shows the dice count again."""
        self._seat(seat).plate.status = text
        self._update_accessible()

    def plate(self, seat: int) -> NamePlateItem:
        """The seat's NamePlateItem (for tests and tooltips)."""
        return self._seat(seat).plate

    # == dice ========================================================================
    def set_dice(self, seat: int, faces: Sequence[int] | None, count: int) -> None:
        """Show ``faces`` face up, or (``faces`` None) ``count`` dice hidden under the cup."""
        self.finish_animations()
        s = self._seat(seat)
        if faces is not None:
            check_faces(faces)
        s.clear_marks()
        s.set_dice(faces, count)
        self._update_accessible()

    def dice_count(self, seat: int) -> int:
        return len(self._seat(seat).dice)

    def visible_faces(self, seat: int) -> list[int]:
        """Faces of ``seat``'s dice that are painted face up at this moment."""
        faces = self._seat(seat).visible_faces()
        if self._cup is not None and seat == self._cup.seat:
            faces += self.visible_cup_faces()
        return faces

    def clear_highlights(self) -> None:
        """Drop the glow and dimming of a reveal and the running count."""
        for s in self._seats:
            s.clear_marks()
        if self._cup is not None:
            self._cup.clear_glow()
        self._centre.hide_count()

    # == animations: bookkeeping ======================================================
    def _play(self, animation: QAbstractAnimation) -> QAbstractAnimation:
        return self._animations.play(animation)

    def is_animating(self) -> bool:
        return self._animations.is_animating()

    def finish_animations(self) -> None:
        """Bring every scheduled or running table animation to its end state now."""
        self._animations.finish_all()

    def _decorate(self, key: object, animation: QAbstractAnimation) -> None:
        """Run a cosmetic animation nobody waits for, replacing the previous one for ``key``."""
        self._animations.decorate(key, animation)

    def _done_animation(self) -> QAbstractAnimation:
        return self._play(anim.sequential(anim.call(lambda: None)))

    # == Perudo: roll, reveal, lose a die ==============================================
    def roll(
        self,
        seats: Iterable[int],
        faces_by_seat: Mapping[int, Sequence[int] | None] | None = None,
    ) -> QAbstractAnimation:
        """Shake the cups of ``seats``; seats with faces see their dice land face up.

        Seats missing from ``faces_by_seat`` (or mapped to None) stay hidden and
        keep their dice count.
        """
        self.finish_animations()
        self.clear_highlights()
        seats_in_order = (self._seat(index) for index in self._visual_order(seats))
        return self._play(seat_motion.roll(seats_in_order, faces_by_seat or {}, self._rng))

    def reveal(
        self,
        faces_by_seat: Mapping[int, Sequence[int]],
        highlight: Callable[[int], bool] | None = None,
        *,
        target: int | None = None,
    ) -> QAbstractAnimation:
        """Lift the cups of the seats in ``faces_by_seat`` and show their dice.

        With ``highlight``, the dice whose face it accepts light up one by one
        in seat order while a running count climbs in the middle of the table
        (``target``, e.g. the bid's quantity, is shown under it); the others dim.
        The marks stay until the next roll, ``set_dice`` or ``clear_highlights``.
        """
        self.finish_animations()
        self.clear_highlights()
        order = [s for s in self._visual_order(faces_by_seat) if not self._seat(s).eliminated]
        seats = [self._seat(index) for index in order]
        steps: list[QAbstractAnimation | None] = [
            seat_motion.reveal(seats, faces_by_seat, self._rng)
        ]
        if highlight is not None:
            matching, others = seat_motion.sort_dice(seats, faces_by_seat, highlight)
            steps.append(self._centre.count_up(matching, others, target))
        return self._play(anim.sequential(*steps))

    def counted(self) -> int | None:
        """The running count shown after a reveal, or None when none is shown."""
        return self._centre.counted()

    def remove_die(self, seat: int) -> QAbstractAnimation:
        """One of the seat's dice leaves the table (a blank die if the seat's are hidden)."""
        self.finish_animations()
        motion = seat_motion.remove_die(self._seat(seat))
        self._update_accessible()  # the plate counts one die less at once
        return self._done_animation() if motion is None else self._play(motion)

    def eliminate(self, seat: int) -> QAbstractAnimation:
        """The seat is out: its cup topples and fades, its plate greys."""
        self.finish_animations()
        animation = self._play(seat_motion.eliminate(self._seat(seat)))
        # the plate says "out" once the cup has gone
        animation.finished.connect(self._update_accessible)
        self._update_accessible()
        return animation

    # == ceremony and messages ========================================================
    def celebrate(self, seat: int, text: str | None = None) -> QAbstractAnimation:
        """The winner's moment: a golden plate, dancing dice, confetti and a banner."""
        self.finish_animations()
        s = self._seat(seat)
        title = text if text is not None else fill_in(self.tr("{name} wins!"), name=s.name)
        return self._play(self._centre.celebrate(title, s, self._seats, self._cup_rects()))

    def show_message(self, title: str, subtitle: str = "", *, cup_to: int | None = None) -> QAbstractAnimation:
        """A framed message over the middle of the table until ``hide_message``; with
        ``cup_to``, it also keeps clear of where Macháček's cup will stand once handed to
        that seat (an announcement shown as the cup is passed on)."""
        self.finish_animations()
        extra = self._cup_rects()
        if cup_to is not None:
            self._seat(cup_to)
            extra.append(self._single_cup().rect_at(cup_to))
        animation = self._play(self._centre.show_message(title, subtitle, self._seats, extra))
        self._update_accessible()
        return animation

    def banner_scale(self) -> float:
        """The scale the banner is shown at (1.0 when it fits the table's middle)."""
        return self._centre.banner_scale()

    def message_rect(self) -> QRectF | None:
        """The scene rectangle the message banner covers, or None when none is shown."""
        return self._centre.banner_rect()

    def cup_rects(self) -> list[QRectF]:
        """Scene rectangles of Macháček's cup and its dice in sight (empty without one)."""
        return self._cup_rects()

    def message(self) -> tuple[str, str] | None:
        """The (title, subtitle) shown, or None."""
        return self._centre.message()

    def hide_message(self) -> None:
        self._centre.hide_message()
        self._update_accessible()

    # == Macháček: one travelling cup ===================================================
    def _single_cup(self) -> SingleCup:
        if self._cup is None:
            raise RuntimeError("the table has no single cup: use set_seats(..., single_cup=True)")
        return self._cup

    def cup_seat(self) -> int:
        return self._cup.seat if self._cup is not None else 0

    def set_cup_seat(self, seat: int) -> None:
        """Put the single cup, closed, in front of ``seat`` at once."""
        self.finish_animations()
        self._seat(seat)
        self._single_cup().place(seat)

    def _cup_rects(self) -> list[QRectF]:
        """Where Macháček's cup and its dice (lifted or peeked at) stand: the banner keeps off."""
        return self._cup.scene_rects() if self._cup is not None else []

    def visible_cup_faces(self) -> list[int]:
        return self._cup.visible_faces() if self._cup is not None else []

    def show_cup_dice(self, faces: Sequence[int] | None) -> None:
        """Let the cup's holder see the dice beside the cup; None hides them again at once."""
        self.finish_animations()
        self._single_cup().show_dice(faces)

    def move_cup_to(self, seat: int) -> QAbstractAnimation:
        """Hand the cup (dice inside, unseen) over to ``seat`` along a curve."""
        self.finish_animations()
        self._seat(seat)
        cup = self._single_cup()
        # come to rest, the cup is not to stand under a message shown on its way
        settle = anim.call(lambda: self._centre.keep_clear(self._cup_rects()))
        return self._play(anim.sequential(cup.move_to(seat), settle))

    def shake_cup(self) -> QAbstractAnimation:
        """The holder shakes the cup (closing it first if it stood open)."""
        self.finish_animations()
        return self._play(self._single_cup().shake())

    def open_cup(self, faces: Sequence[int]) -> QAbstractAnimation:
        """Lift the cup where it stands and show its two dice to everybody."""
        self.finish_animations()
        check_pair(faces)
        return self._play(self._single_cup().lift_open(faces))

    def cup_is_open(self) -> bool:
        return self._cup is not None and self._cup.is_open
