"""Where a guide's bubble goes: off what it points at and what must stay in sight, and
the arrow from it to its target (pure geometry, in the screen's coordinates).

:func:`place_clear` finds a place that covers none of the targets nor what is kept
clear, nearest the targets; :func:`bubble_place` is the fallback that covers least of
them; :func:`arrow_line` and :func:`crosses` draw and check the arrow.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPoint, QPointF, QRect, QSize

#: the room kept between the bubble and its target, and round the screen's edge
GAP = 22
MARGIN = 10
#: how much nearer its target a narrower bubble must be to be taken instead (px)
NEARER = 120


def bubble_place(size: QSize, target: QRect | None, area: QRect) -> QPoint:
    """Where the bubble of ``size`` goes in ``area`` so that it keeps off ``target``:
    above or below it when it fits there (the side with more room first), else right or
    left of it, else where it covers least of it; low in the middle when there is no
    target."""
    w, h = size.width(), size.height()

    def clamp(x: int, y: int) -> QRect:
        x = max(area.left() + MARGIN, min(x, area.right() - MARGIN - w))
        y = max(area.top() + MARGIN, min(y, area.bottom() - MARGIN - h))
        return QRect(x, y, w, h)

    if target is None:
        # low in the middle, over the controls (nothing there is asked for then)
        return clamp(area.center().x() - w // 2, area.bottom() - h).topLeft()
    cx, cy = target.center().x(), target.center().y()
    vertical = {
        "above": (target.top() - area.top(), clamp(cx - w // 2, target.top() - GAP - h)),
        "below": (area.bottom() - target.bottom(), clamp(cx - w // 2, target.bottom() + GAP)),
    }
    horizontal = {
        "right": (area.right() - target.right(), clamp(target.right() + GAP, cy - h // 2)),
        "left": (target.left() - area.left(), clamp(target.left() - GAP - w, cy - h // 2)),
    }
    clear = target.adjusted(-6, -6, 6, 6)
    candidates: list[QRect] = []
    for sides, need in ((vertical, h + GAP + MARGIN), (horizontal, w + GAP + MARGIN)):
        for room, rect in sorted(sides.values(), key=lambda pair: -pair[0]):
            candidates.append(rect)
            if room >= need and not rect.intersects(clear):
                return rect.topLeft()

    def overlap(rect: QRect) -> int:
        common = rect.intersected(target)
        return common.width() * common.height()

    return min(candidates, key=overlap).topLeft()


def crosses(line: QLineF, rect: QRect) -> bool:
    """Whether the segment ``line`` runs through ``rect`` (Liang–Barsky clipping)."""
    if rect.isEmpty():
        return False
    x0, y0, dx, dy = line.x1(), line.y1(), line.dx(), line.dy()
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - rect.left()), (dx, rect.right() - x0),
                 (-dy, y0 - rect.top()), (dy, rect.bottom() - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True


def arrow_line(bubble: QRect, target: QRect) -> QLineF:
    """The arrow from ``bubble`` to the glow round ``target`` (ends on their edges)."""
    ring = target.adjusted(-6, -6, 6, 6)
    start = _nearest(bubble, QPointF(ring.center()))
    end = _nearest(ring.adjusted(-4, -4, 4, 4), QPointF(bubble.center()))
    return QLineF(start, end)


def place_clear(sizes: list[QSize], targets: list[QRect], area: QRect,
                keep_clear: list[list[QRect]], arrow_clear: list[QRect]) -> QRect | None:
    """Where a bubble goes in ``area`` so that it covers none of ``targets`` (nor comes
    within GAP of them) and none of the rectangles of ``keep_clear``, and its arrow to the
    first target runs through none of ``arrow_clear``; as near the targets as that allows,
    in line with them first.  The bubble takes the first of ``sizes`` (the widest first)
    that finds such a place.  ``keep_clear`` is in groups, the least needed last: when no
    place keeps off all, the last group is given up first.  None when no place keeps off
    the targets themselves."""
    for kept in range(len(keep_clear), -1, -1):
        avoid = [rect for group in keep_clear[:kept] for rect in group]
        found = [spot for size in sizes
                 if (spot := _free_spot(size, targets, area, avoid, arrow_clear)) is not None]
        if found:
            # the widest, unless a narrower one is much nearer (an arrow across the screen)
            return min(found, key=lambda spot: (spot[1] // NEARER, -spot[0].width()))[0]
    return None


def _free_spot(size: QSize, targets: list[QRect], area: QRect, keep_clear: list[QRect],
               arrow_clear: list[QRect]) -> tuple[QRect, int] | None:
    """The best place of a bubble of ``size`` and its distance to the targets."""
    w, h = size.width(), size.height()
    left, right = area.left() + MARGIN, area.right() - MARGIN - w
    top, bottom = area.top() + MARGIN, area.bottom() - MARGIN - h
    if right < left or bottom < top:
        return None
    near = [rect.adjusted(-GAP, -GAP, GAP, GAP) for rect in targets]
    union = QRect()
    for rect in targets:
        union = union.united(rect)
    avoid = [(r.left(), r.top(), r.right(), r.bottom()) for r in near + keep_clear if not r.isEmpty()]
    # Places beside every edge of what is kept clear, in line with the targets, and a grid.
    xs = {left, right, area.center().x() - w // 2}
    ys = {top, bottom, area.center().y() - h // 2}
    if not union.isNull():
        xs.add(union.center().x() - w // 2)
        ys.add(union.center().y() - h // 2)
    for x1, y1, x2, y2 in avoid:
        xs.update((x1 - 1 - w, x2 + 1, (x1 + x2) // 2 - w // 2))
        ys.update((y1 - 1 - h, y2 + 1, (y1 + y2) // 2 - h // 2))
    xs.update(range(left, right + 1, 40))
    ys.update(range(top, bottom + 1, 40))
    if union.isNull():  # nothing pointed at: low in the middle
        cx, base = area.center().x(), area.bottom()

        def score(x: int, y: int) -> tuple[int, int]:
            return abs(x + w // 2 - cx), base - (y + h)
    else:
        ux1, uy1, ux2, uy2 = union.left(), union.top(), union.right(), union.bottom()
        ucx = union.center().x()

        def score(x: int, y: int) -> tuple[int, int]:
            # nearest first; then in line with the targets (under or over them)
            dx = max(0, ux1 - (x + w - 1), x - ux2)
            dy = max(0, uy1 - (y + h - 1), y - uy2)
            return int(math.hypot(dx, dy)), abs(x + w // 2 - ucx)

    spots = sorted((score(x, y), x, y) for x in xs if left <= x <= right
                    for y in ys if top <= y <= bottom)
    for _score, x, y in spots:
        x2, y2 = x + w - 1, y + h - 1
        if any(x <= ax2 and ax1 <= x2 and y <= ay2 and ay1 <= y2 for ax1, ay1, ax2, ay2 in avoid):
            continue
        rect = QRect(x, y, w, h)
        if targets and any(crosses(arrow_line(rect, targets[0]), a) for a in arrow_clear):
            continue
        return rect, _score[0]
    return None


def _nearest(rect: QRect, point: QPointF) -> QPointF:
    """The point of ``rect`` nearest to ``point`` (``point`` itself when inside)."""
    return QPointF(min(max(point.x(), rect.left()), rect.right()),
                   min(max(point.y(), rect.top()), rect.bottom()))
