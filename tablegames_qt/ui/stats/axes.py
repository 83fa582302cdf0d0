"""The statistics plots' axes: numbers and dates in the app's language (QLocale), and the
percent axis (``plots.py`` draws with them).

pyqtgraph picks its Qt binding when imported: PySide6 is imported first and
``PYQTGRAPH_QT_LIB`` set, so it never reaches for another binding.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

import PySide6  # noqa: F401 - first, so pyqtgraph binds to it
from PySide6.QtCore import QDateTime, QLocale, QRectF
from PySide6.QtGui import QFontMetricsF

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # type: ignore[import-untyped]

from tablegames_qt.ui import override
from tablegames_qt.ui.texts import day_pattern, number, percent

#: pixels a label at a value axis's end may reach past it (half a "0", with room to spare)
ZERO_LABEL_ROOM = 8
class LocaleAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis whose numbers are written as the current language writes them ("2,5")."""

    @override
    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        places = max(0, math.ceil(-math.log10(spacing * scale))) if spacing > 0 else 0
        return [number(v * scale, places) for v in values]

    @override
    def boundingRect(self) -> QRectF:
        # A value axis starts at 0, at its very end, and "0" is centred on the end: pyqtgraph
        # drops a label reaching past the axis's rectangle (a gridded axis's has no margin)
        rect: QRectF = super().boundingRect()
        if self.orientation in ("left", "right"):
            return rect.adjusted(0, -ZERO_LABEL_ROOM, 0, ZERO_LABEL_ROOM)
        return rect.adjusted(-ZERO_LABEL_ROOM, 0, ZERO_LABEL_ROOM, 0)


#: seconds: the finest time ticks (their labels show hours and minutes, never seconds)
FINEST_TICK = 60.0
DAY = 86400.0
#: seconds: a time axis spans at least this much (one game, or games a minute apart)
SHORTEST_SPAN = 30 * 60.0
#: pixels at least between two time labels
LABEL_GAP = 12.0
#: how much shorter a time axis is taken, in turn, until its labels fit side by side
TICK_SHRINK = (1.0, 0.7, 0.5, 0.35, 0.25, 0.17)


class LocaleDateAxis(pg.DateAxisItem):  # type: ignore[misc]
    """A time axis with the current language's dates and month names (``QLocale``), one
    level of ticks (a month's tick next to a day's would overprint it), and never two
    ticks with the same label: no tick finer than a minute (the labels show minutes), no
    time-of-day ticks over more than a day (the same hour on two days)."""

    @override
    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[Any]:
        if size <= 0 or maxVal <= minVal:
            return []
        finest = DAY if maxVal - minVal > DAY else FINEST_TICK
        font = self.style.get("tickFont") or self.font()
        metrics = QFontMetricsF(font)
        per_second = size / (maxVal - minVal)
        # pyqtgraph sizes its levels for labels like "Jan"; "Jan 2027" needs fewer ticks:
        # the finest level whose labels fit side by side, asking for coarser levels (as if
        # the axis were shorter) while none does
        fallback: tuple[float, list[float]] | None = None
        for shrink in TICK_SHRINK:
            levels = sorted(
                (level for level in super().tickValues(minVal, maxVal, size * shrink)
                 if level[0] >= finest),
                key=lambda level: level[0],
            )  # fmt: skip
            for index, (spacing, _own) in enumerate(levels):
                # a level's ticks leave out those of the coarser levels (1 January is the
                # year's): one level alone has them all back
                values = sorted({v for _spacing, more in levels[index:] for v in more})
                if len(values) < 2:
                    continue
                labels = date_tick_labels(values, spacing)
                widths = [metrics.horizontalAdvance(text) for text in labels]
                # the level's spacing is its unit (a minute, a month); its ticks may be more apart
                step = min(b - a for a, b in pairwise(values))
                if max(widths) + LABEL_GAP <= step * per_second:
                    return [(spacing, self._inside(values, widths, minVal, maxVal, per_second))]
                fallback = (spacing, list(values))  # the coarsest seen, at the end
        if fallback is None:
            return []
        spacing, values = fallback
        widths = [metrics.horizontalAdvance(text) for text in date_tick_labels(values, spacing)]
        return [(spacing, self._inside(values, widths, minVal, maxVal, per_second))]

    @staticmethod
    def _inside(
        values: Sequence[float], widths: Sequence[float], low: float, high: float, per_second: float
    ) -> list[float]:
        """No bare tick at an end whose label would reach past the axis (pyqtgraph drops
        such a label and leaves the tick)."""
        return [value for value, wide in zip(values, widths, strict=True)
                if min(value - low, high - value) * per_second >= wide / 2]  # fmt: skip

    @override
    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        return date_tick_labels(values, spacing)


def date_tick_labels(values: Sequence[float], spacing: float) -> list[str]:
    """Tick labels for times ``values`` (seconds since the epoch) ``spacing`` apart, in the
    current language: the shortest form that tells every tick apart."""
    locale = QLocale()
    day = day_pattern()
    if spacing >= 300 * DAY:
        patterns = ["yyyy"]
    elif spacing >= 28 * DAY:
        patterns = ["MMM yyyy"]
    elif spacing >= DAY:
        patterns = [day, day_pattern(year=True)]
    else:
        time = locale.timeFormat(QLocale.FormatType.ShortFormat)
        patterns = [time, f"{day} {time}"]
    labels: list[str] = []
    for pattern in patterns:
        labels = [locale.toString(QDateTime.fromSecsSinceEpoch(int(v)), pattern) for v in values]
        if len(set(labels)) == len(labels):
            break
    return labels


class PercentAxis(LocaleAxis):
    """A value axis of percentages (values 0 to 100): ticks only within 0–100 %, written as
    percentages ("50%", "50 %"), about one every 35 pixels at most."""

    @override
    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[Any]:
        low, high = max(0.0, minVal), min(100.0, maxVal)
        if high <= low or size <= 0:
            return []
        most = max(2.0, size / 35.0)
        step = next((s for s in (1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0) if (high - low) / s <= most),
                    100.0)  # fmt: skip
        first = math.ceil(low / step - 1e-9)
        values = [k * step for k in range(first, math.floor(high / step + 1e-9) + 1)]
        return [(step, values)]

    @override
    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        return [percent(v / 100.0) for v in values]
