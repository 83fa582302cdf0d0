"""Where cards go: a hand fanned along a gentle arc, a row of table cards.

Pure geometry (positions and rotations), so screens and tests share it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF


def hand_fan(
    count: int,
    centre: QPointF,
    card_width: float,
    spacing: float | None = None,
    degrees_per_card: float = 3.0,
    max_width: float | None = None,
) -> list[tuple[QPointF, float]]:
    """Positions and rotations of ``count`` cards held in a fan around ``centre``.

    ``spacing`` (default: 0.72 card widths, so every index shows) shrinks when
    the fan would be wider than ``max_width``.  Outer cards tilt and drop a
    little, like cards held in a hand.
    """
    if count <= 0:
        return []
    step = card_width * 0.72 if spacing is None else spacing
    if max_width is not None and count > 1:
        step = min(step, max(card_width * 0.25, (max_width - card_width) / (count - 1)))
    out: list[tuple[QPointF, float]] = []
    mid = (count - 1) / 2
    for i in range(count):
        k = i - mid
        angle = k * degrees_per_card
        drop = card_width * 0.012 * k * k * degrees_per_card / 3.0
        out.append((QPointF(centre.x() + k * step, centre.y() + drop), angle))
    return out


def row(count: int, centre: QPointF, spacing: float) -> list[QPointF]:
    """``count`` points in a horizontal row centred on ``centre``."""
    mid = (count - 1) / 2
    return [QPointF(centre.x() + (i - mid) * spacing, centre.y()) for i in range(count)]
