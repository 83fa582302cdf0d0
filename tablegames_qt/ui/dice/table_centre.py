"""``TableCentre``: what the dice table shows in the middle of its cloth.

A faint title (the game's name), the running count of a reveal
(``CountBadgeItem``), the framed message banner (``BannerItem``), placed where
it covers no seat's cup, dice or name, and the winner's confetti.  The table
view owns one, hands it its seats where it needs them, and plays the
animations it returns; the texts come from the view, already translated.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF
from PySide6.QtGui import QColor, QFontInfo, QGuiApplication
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from tablegames_qt import colours
from tablegames_qt.ui import anim
from tablegames_qt.ui.dice.cup_item import CupItem, badge_font
from tablegames_qt.ui.dice.die_item import DieItem
from tablegames_qt.ui.dice.effects import (
    BANNER_WIDTH,
    TITLE_OVER_SUBTITLE,
    TITLE_PX,
    BannerItem,
    ConfettiItem,
    CountBadgeItem,
)
from tablegames_qt.ui.dice.layout import SCENE_RECT, TABLE_CENTRE
from tablegames_qt.ui.dice.seat import Seat

Z_BADGE = 50.0
Z_BANNER = 60.0
Z_CONFETTI = 70.0
#: room kept between the banner and a seat's dice, and the smallest the banner's texts
#: shrink to (of their own size) where that is still readable
BANNER_MARGIN = 10.0
MIN_BANNER_SCALE = 0.55
#: the least text size (screen pixels) of a message on the table, if the app's body
#: text is not larger
READABLE_PX = 13.0
#: how far (scene units) the banner may move up or down from the middle, nearest first
BANNER_SHIFTS = (0.0, -40.0, 40.0, -80.0, 80.0, -120.0, 120.0, -160.0, 160.0)


class TableCentre:
    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._title = QGraphicsSimpleTextItem()
        self._title.setFont(badge_font(58))
        self._title.setBrush(QColor(*colours.rgba(colours.CANDLE, 34)))
        self._title.setZValue(1.0)
        scene.addItem(self._title)
        self._badge = CountBadgeItem(60.0)
        self._badge.setZValue(Z_BADGE)
        self._badge.setPos(TABLE_CENTRE)
        self._badge.setVisible(False)
        scene.addItem(self._badge)
        self._banner = BannerItem()
        self._banner.setZValue(Z_BANNER)
        self._banner.setPos(TABLE_CENTRE)
        self._banner.setVisible(False)
        scene.addItem(self._banner)
        self._confetti: ConfettiItem | None = None
        self._view_scale = 0.0
        self._placed: tuple[list[Seat], list[QRectF]] | None = None  # what the banner keeps clear of

    # -- title ------------------------------------------------------------------------
    def set_title(self, title: str) -> None:
        self._title.setText(title)
        self._title.setPos(TABLE_CENTRE - self._title.boundingRect().center())
        self._update_title()

    def _update_title(self) -> None:
        # The running count and messages take the middle of the cloth.
        self._title.setVisible(not (self._badge.isVisible() or self._banner.isVisible()))

    # -- the running count ------------------------------------------------------------
    def count_up(
        self, matching: Sequence[DieItem], others: Sequence[DieItem], target: int | None
    ) -> QAbstractAnimation:
        """The ``matching`` dice light up one by one as the count climbs; ``others`` dim."""

        def show_badge() -> None:
            self._badge.value = 0
            self._badge.target = target
            self._badge.setVisible(True)
            self._update_title()

        steps: list[QAbstractAnimation | None] = [
            anim.call(show_badge),
            anim.parallel(
                anim.prop(self._badge, b"opacity", 1.0, 220, start=0.0),
                anim.prop(self._badge, b"scale", 1.0, 260, start=0.6,
                          easing=QEasingCurve.Type.OutBack),
                *[anim.prop(die, b"dim", 1.0, 300) for die in others],
            ),
        ]
        # Counting stays lively on a full table: the beat quickens with more dice.
        beat = max(110.0, min(300.0, 3200.0 / max(1, len(matching))))
        for number, die in enumerate(matching, start=1):
            pop = anim.prop(die, b"scale", 1.0, beat, start=1.0)
            pop.setKeyValueAt(0.35, 1.25)
            steps.append(
                anim.parallel(
                    anim.call(partial(self._set_count, number)),
                    anim.prop(die, b"glow", 1.0, beat * 0.75),
                    pop,
                    anim.prop(self._badge, b"pop", 1.0, beat * 0.9, start=0.0),
                )
            )
            steps.append(anim.pause(beat * 0.5))
        steps.append(anim.pause(300))
        return anim.sequential(*steps)

    def _set_count(self, number: int) -> None:
        self._badge.value = number

    def counted(self) -> int | None:
        return self._badge.value if self._badge.isVisible() else None

    def hide_count(self) -> None:
        self._badge.setVisible(False)
        self._update_title()

    # -- ceremony and messages ----------------------------------------------------------
    def celebrate(
        self, title: str, winner: Seat, seats: Sequence[Seat], extra: Sequence[QRectF] = ()
    ) -> QAbstractAnimation:
        """The winner's moment: a golden plate, dancing dice, confetti and the ``title``."""
        s = winner
        self._banner.set_text(title)
        fit = self._place_banner(seats, extra)
        self._clear_confetti()
        confetti = ConfettiItem(SCENE_RECT)
        confetti.setZValue(Z_CONFETTI)
        confetti.setPos(TABLE_CENTRE + QPointF(0, -60))
        self._scene.addItem(confetti)
        self._confetti = confetti

        dances: list[QAbstractAnimation] = []
        for i, die in enumerate(d for d in s.dice if d.isVisible()):
            hop = anim.prop(die, b"pos", die.pos(), 700, start=die.pos())
            hop.setKeyValueAt(0.4, die.pos() + QPointF(0, -s.geometry.die_size * 0.9))
            hop.setEasingCurve(QEasingCurve.Type.OutQuad)
            dances.append(anim.sequential(
                anim.pause(i * 90),
                anim.parallel(hop, anim.prop(die, b"glow", 1.0, 300),
                              anim.prop(die, b"rotation", 360.0, 700, start=0.0)),
            ))

        def gild() -> None:
            s.plate.winner = True
            self._banner.setVisible(True)
            self._update_title()
            confetti.setVisible(True)

        def done() -> None:
            confetti.setVisible(False)

        return anim.sequential(
            anim.call(gild),
            anim.parallel(
                anim.prop(confetti, b"progress", 1.0, 2600, start=0.0,
                          easing=QEasingCurve.Type.Linear),
                anim.prop(self._banner, b"opacity", 1.0, 350, start=0.0),
                anim.prop(self._banner, b"scale", fit, 550, start=0.5 * fit,
                          easing=QEasingCurve.Type.OutBack),
                anim.prop(s.plate, b"scale", 1.0, 700, start=1.25,
                          easing=QEasingCurve.Type.OutElastic),
                *dances,
            ),
            anim.call(done),
        )

    def show_message(
        self, title: str, subtitle: str, seats: Sequence[Seat], extra: Sequence[QRectF] = ()
    ) -> QAbstractAnimation:
        # The running count of a reveal gives way: the message repeats what it found
        # (and the banner, moved off the dice, would cover half of it).
        self._badge.setVisible(False)
        self._banner.set_text(title, subtitle)
        fit = self._place_banner(seats, extra)
        self._banner.setVisible(True)
        self._update_title()
        return anim.parallel(
            anim.prop(self._banner, b"opacity", 1.0, 250, start=0.0),
            anim.prop(self._banner, b"scale", fit, 400, start=0.7 * fit,
                      easing=QEasingCurve.Type.OutBack),
        )

    def set_view_scale(self, scale: float) -> None:
        """The view's scale (screen pixels per scene unit): the message's least text stays
        at least READABLE_PX on screen; a message shown is laid out again."""
        if scale > 0 and scale != self._view_scale:
            self._view_scale = scale
            if self._banner.isVisible() and self._placed is not None:
                self._banner.setScale(self._place_banner(*self._placed))

    def text_floor(self) -> float:
        """The least size (scene units) the message's text is shown at."""
        return readable_px() / self._view_scale if self._view_scale > 0 else 0.0

    def _place_banner(self, seats: Sequence[Seat], extra: Sequence[QRectF] = ()) -> float:
        """Put the banner where it covers no seat's cup, dice or name, nor the ``extra``
        rectangles (Macháček's cup and the dice just lifted from it): the middle of the
        table if it fits there, else a little above or below.  On a crowded table its
        texts get smaller, but never below ``text_floor`` (they were unreadable at
        1024×640 with ten seats), then wrap into the width between the plates, and
        past that the message is shortened (its last lines elided).  Returns the scale
        to show it at (1: the texts' sizes are laid out)."""
        self._placed = (list(seats), list(extra))
        obstacles: list[QRectF] = []
        for seat in seats:
            obstacles.append(seat.plate.sceneBoundingRect())
            if seat.eliminated:
                continue
            items: list[DieItem | CupItem] = [die for die in seat.dice if die.isVisible()]
            if seat.cup is not None and seat.cup.isVisible():
                items.append(seat.cup)
            obstacles.extend(item.mapRectToScene(item.visual_rect()) for item in items)
        obstacles.extend(extra)
        obstacles = [r.adjusted(-BANNER_MARGIN, -BANNER_MARGIN, BANNER_MARGIN, BANNER_MARGIN) for r in obstacles]
        floor = self.text_floor()
        # the factor (of the texts' own sizes) at which the title reaches its least size
        least = floor * TITLE_OVER_SUBTITLE / TITLE_PX
        factors = [1.0]
        while factors[-1] * 0.95 > max(least, MIN_BANNER_SCALE):
            factors.append(factors[-1] * 0.95)
        if MIN_BANNER_SCALE <= least < factors[-1]:
            factors.append(least)
        for factor in factors:  # on one line a little off the middle, else wrapped
            for most_lines in (None, 0):
                for shift in BANNER_SHIFTS:
                    if self._fits(factor, floor, shift, obstacles, most_lines):
                        return 1.0
        for most_lines in (3, 2, 1):  # shortened: the last line elided
            for shift in BANNER_SHIFTS:
                if self._fits(factors[-1], floor, shift, obstacles, most_lines):
                    return 1.0
        self._banner.lay_out(factors[-1], None, least=floor)
        self._banner.setPos(TABLE_CENTRE)
        return 1.0

    def _fits(self, factor: float, floor: float, shift: float, obstacles: Sequence[QRectF],
              most_lines: int | None) -> bool:
        """Lay the banner out at ``factor``, its texts no smaller than ``floor``
        (``most_lines`` None: one line each, 0: wrapped into the room between the
        obstacles in whole words, else in at most so many lines, shortened) ``shift``
        below the middle; True and placed there when it covers none of the
        ``obstacles``."""
        banner = self._banner
        centre = TABLE_CENTRE + QPointF(0, shift)
        whole = banner.lay_out(factor, None, least=floor)
        for attempt in range(4):
            width, height = banner.size()
            frame = QRectF(0, 0, width, height)
            frame.moveCenter(centre)
            if (whole or most_lines) and not any(frame.intersects(rect) for rect in obstacles):
                banner.setPos(centre)
                return True
            if most_lines is None:
                return False
            left, right = _room_across(TABLE_CENTRE + QPointF(0, shift), height, obstacles)
            room = right - left
            if room < BANNER_WIDTH * 0.4 or (room >= width and attempt):
                return False
            # the banner takes the room between the obstacles, off the middle if need be
            centre = QPointF((left + right) / 2, centre.y())
            whole = banner.lay_out(factor, room, most_lines, least=floor)
        return False

    def banner_rect(self) -> QRectF | None:
        if not self._banner.isVisible():
            return None
        width, height = self._banner.size()
        scale = self._banner.scale()
        frame = QRectF(0, 0, width * scale, height * scale)
        frame.moveCenter(self._banner.pos())
        return frame

    def banner_scale(self) -> float:
        return float(self._banner.scale())

    def message(self) -> tuple[str, str] | None:
        if not self._banner.isVisible():
            return None
        return self._banner.title, self._banner.subtitle

    def hide_message(self) -> None:
        self._banner.setVisible(False)
        self._update_title()

    def _clear_confetti(self) -> None:
        if self._confetti is not None:
            self._scene.removeItem(self._confetti)
            self._confetti = None

    def clear(self) -> None:
        """Take the count, the message and the confetti off the table."""
        self._badge.setVisible(False)
        self._banner.setVisible(False)
        self._clear_confetti()
        self._update_title()


def readable_px() -> float:
    """The least text size a player reads at ease on the table: the app's body text."""
    return max(READABLE_PX, float(QFontInfo(QGuiApplication.font()).pixelSize()))


def _room_across(centre: QPointF, height: float, obstacles: Sequence[QRectF]) -> tuple[float, float]:
    """The left and right ends of the widest band ``height`` high across ``centre`` that
    meets no obstacle (an empty band when one lies across the centre)."""
    top, bottom = centre.y() - height / 2, centre.y() + height / 2
    left, right = SCENE_RECT.left(), SCENE_RECT.right()
    for rect in obstacles:
        if rect.bottom() <= top or rect.top() >= bottom:
            continue
        if rect.left() >= centre.x():
            right = min(right, rect.left())
        elif rect.right() <= centre.x():
            left = max(left, rect.right())
        else:
            return centre.x(), centre.x()
    return left + 0.5, right - 0.5
