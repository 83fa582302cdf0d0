"""The statistics plots, drawn with pyqtgraph.

pyqtgraph picks its Qt binding when imported: PySide6 is imported first and
``PYQTGRAPH_QT_LIB`` set, so it never reaches for another binding.  Every
plot keeps the items it drew in :attr:`Plot.items` (one per player or game),
which tests and the window's summaries read back.
"""

from __future__ import annotations

import contextlib
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import PySide6  # noqa: F401 - first, so pyqtgraph binds to it
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtWidgets import QWidget

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pyqtgraph as pg  # type: ignore[import-untyped]

from tablegames_qt import colours
from tablegames_qt.ui import theme
from tablegames_qt.ui.stats.axes import SHORTEST_SPAN, LocaleAxis, LocaleDateAxis, PercentAxis
from tablegames_qt.ui.stats.fairness import EXPECTED_SHARE
from tablegames_qt.ui.texts import number

BACKGROUND = theme.PAPER  # the lists' and fields' paper (ui/theme.py)
FOREGROUND = colours.CHART_INK
GROUP_WIDTH = 0.8


@dataclass(frozen=True)
class Series:
    """One player's (or game's) line or bars: label, colour and values."""

    label: str
    colour: str
    values: Sequence[float]
    times: Sequence[datetime] = ()


#: where the legend hangs, from the top right corner of the plot (pixels)
LEGEND_OFFSET = (-10, 10)
#: pixels between the highest value and the legend
LEGEND_GAP = 6
#: a line plot's legend above it: entries side by side in a row, at most this many
LEGEND_ROW_ENTRIES = 4
#: a percent axis runs this far past 0 and 100 (so that a dot there is drawn whole)
PERCENT_MARGIN = 3.0


class Plot(pg.PlotWidget):  # type: ignore[misc]
    """A white plot with a legend and a message for "nothing to show"."""

    def __init__(
        self, parent: QWidget | None = None, *, dates: bool = False, percent: str | None = None
    ) -> None:
        """``percent``: the axis ("left" or "bottom") whose values are percentages."""
        axis = {"left": PercentAxis("left") if percent == "left" else LocaleAxis("left"),
                "bottom": LocaleDateAxis() if dates else
                PercentAxis("bottom") if percent == "bottom" else LocaleAxis("bottom")}  # fmt: skip
        self.percent_axis = percent
        super().__init__(parent, background=BACKGROUND, axisItems=axis)
        self.items: list[Any] = []
        self.labels: list[str] = []  # the legend text of each item
        self.setMenuEnabled(False)
        self.showGrid(x=False, y=True, alpha=0.25)
        for name in ("left", "bottom"):
            self.getAxis(name).setPen(FOREGROUND)
            self.getAxis(name).setTextPen(FOREGROUND)
        self.legend = self.addLegend(
            offset=LEGEND_OFFSET, labelTextColor=FOREGROUND, brush=pg.mkBrush(255, 250, 240, 215)
        )
        self._message = pg.TextItem(color=FOREGROUND, anchor=(0.5, 0.5))
        self._message_text = ""
        self._fitted: tuple[list[float], str] | None = None  # what fit_values fitted last
        self._legend_in_row = False  # a line plot's legend: a row of its own above the lines
        self.plotItem.getViewBox().sigResized.connect(self._fit_again)

    def legend_above(self, entries: int = 1) -> None:
        """The legend in a row of its own above the plot, ``entries`` side by side (at most
        :data:`LEGEND_ROW_ENTRIES` a row): lines run anywhere, so a legend inside the plot
        stood over some of them.  Made afresh for each set of lines (a legend's layout keeps
        the rows and columns of the entries it had)."""
        layout = self.plotItem.layout
        if not self._legend_in_row:
            self._legend_in_row = True
            layout.removeItem(self.plotItem.titleLabel)  # no title: its row is the legend's
            self.plotItem.titleLabel.hide()
        old = self.legend
        with contextlib.suppress(RuntimeError, ValueError):
            layout.removeItem(old)
        if old.scene() is not None:
            old.scene().removeItem(old)
        self.legend = pg.LegendItem(offset=None, labelTextColor=FOREGROUND,
                                    colCount=max(1, min(entries, LEGEND_ROW_ENTRIES)))
        self.legend.layout.setContentsMargins(2, 0, 2, 0)  # a row as tall as its text
        self.legend.layout.setVerticalSpacing(0)
        self.plotItem.legend = self.legend
        layout.addItem(self.legend, 0, 1)

    def clear_plot(self) -> None:
        for item in self.items:
            self.removeItem(item)
        self.items = []
        self.labels = []
        self._fitted = None
        self.legend.clear()
        if self._message.scene() is not None:
            self.removeItem(self._message)
        for name in ("left", "bottom"):
            self.showAxis(name)

    def show_message(self, text: str) -> None:
        """Shown instead of data (no games yet)."""
        self._message_text = text
        self._message.setText(text)
        self.addItem(self._message)
        self._message.setPos(0.5, 0.5)
        self.setXRange(0, 1, padding=0)
        self.setYRange(0, 1, padding=0)
        for name in ("left", "bottom"):  # axes of nothing ("0:00" ten times, -0.1 to 1.1)
            self.hideAxis(name)

    def message(self) -> str:
        return self._message_text if self._message.scene() is not None else ""

    def has_data(self) -> bool:
        return bool(self.items)

    def _add(self, item: Any, legend: str) -> None:
        self.addItem(item)
        self.items.append(item)
        self.labels.append(legend)
        self.legend.addItem(item, legend)

    def by_label(self) -> dict[str, Any]:
        """The drawn items by their legend text."""
        return dict(zip(self.labels, self.items, strict=True))

    def set_percent_range(self) -> None:
        """The percent axis from 0 % to 100 %, whatever the values (a few pixels' margin so
        that a point at 0 or 100 is drawn whole)."""
        margin = PERCENT_MARGIN
        if self.percent_axis == "bottom":
            self.setXRange(-margin, 100 + margin, padding=0)
        else:
            self.setYRange(-margin, 100 + margin, padding=0)

    def fit_times(self, times: Sequence[datetime]) -> None:
        """The time axis over ``times``, at least :data:`SHORTEST_SPAN` wide (one game alone
        would give an axis of seconds)."""
        stamps = [t.timestamp() for t in times]
        if not stamps:
            return
        low, high = min(stamps), max(stamps)
        if high - low < SHORTEST_SPAN:
            middle = (low + high) / 2
            self.setXRange(middle - SHORTEST_SPAN / 2, middle + SHORTEST_SPAN / 2, padding=0)
        else:
            self.setXRange(low, high, padding=0.04)

    def fit_values(self, values: Sequence[float], axis: str = "left") -> None:
        """The value axis from zero (nothing here is negative) to a little above the top, and
        far enough that the highest value ends short of the legend; counts get whole-number
        ticks only (no "2.5 games").  Fitted again when the plot's size changes."""
        self._fitted = (list(values), axis)
        top = max((float(v) for v in values), default=0.0)
        low = min((float(v) for v in values), default=0.0)
        bottom = min(0.0, low)
        top = max(top * 1.08, self._clear_of_legend(top, axis)) if top > 0 else 1.0
        if axis == self.percent_axis:
            top = min(top, 100 + PERCENT_MARGIN)
        if axis == "left":
            self.setYRange(bottom, top, padding=0)
        else:
            self.setXRange(bottom, top, padding=0)
        item = self.getAxis(axis)
        if all(float(v).is_integer() for v in values):
            step = _whole_step(top - bottom)
            item.setTickSpacing(major=step, minor=step)
        else:
            item.setTickSpacing()  # pyqtgraph's own choice again

    def _clear_of_legend(self, top: float, axis: str) -> float:
        """The axis's end that puts ``top`` a few pixels short of the legend in the corner
        (0 when the legend is empty or would leave the values too little room)."""
        view = self.plotItem.getViewBox()
        legend = self.legend.boundingRect()  # its size; it hangs LEGEND_OFFSET from the corner
        if (self._legend_in_row or not self.labels or legend.isEmpty() or view.width() <= 0
                or view.height() <= 0):
            return 0.0
        if axis == "left":  # the legend hangs from the top
            length = view.height()
            legend = self._legend_in_rows(length)
            room = length - LEGEND_OFFSET[1] - legend.height() - LEGEND_GAP
        else:  # values run to the right, towards the legend
            length = view.width()
            room = length + LEGEND_OFFSET[0] - legend.width() - LEGEND_GAP
        if room < length * 0.5:
            return 0.0  # a small plot: better a bar under the legend than bars too short to read
        return float(top * length / room)

    def _legend_in_rows(self, length: float) -> QRectF:
        """The legend over a value axis ``length`` pixels tall: one entry a row while that
        leaves the values half the height, else side by side in as few rows as do (a short
        plot's legend stood over the bars of the last game)."""
        for columns in range(1, max(1, len(self.labels)) + 1):
            self.legend.setColumnCount(columns)
            height = self.legend.boundingRect().height()
            if length - LEGEND_OFFSET[1] - height - LEGEND_GAP >= length * 0.5:
                break
        return QRectF(self.legend.boundingRect())

    def _fit_again(self) -> None:
        """The plot's size changed: the legend takes another share of it."""
        if self._fitted is not None and self.items:
            self.fit_values(*self._fitted)


def _whole_step(span: float, ticks: int = 5) -> float:
    """A whole tick step (1, 2, 5, 10, 20, …) giving about ``ticks`` ticks over ``span``."""
    rough = max(1.0, span / ticks)
    magnitude = 10 ** math.floor(math.log10(rough))
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= rough:
            return float(factor * magnitude)
    return float(10 * magnitude)


class WinRatePlot(Plot):
    """Each player's rolling win rate after each game, over time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, dates=True, percent="left")
        self.legend_above()
        self.set_percent_range()

    def set_series(self, series: Sequence[Series]) -> None:
        self.clear_plot()
        shown = [s for s in series if s.values]
        self.legend_above(len(shown))
        if not shown:
            self.show_message(
                QCoreApplication.translate("StatisticsPlots", "No games in this selection yet")
            )
            return
        for line in shown:
            x = [t.timestamp() for t in line.times]
            pen = pg.mkPen(line.colour, width=2)
            item = pg.PlotDataItem(
                x, [100 * v for v in line.values], pen=pen, symbol="o", symbolSize=5,
                symbolBrush=line.colour, symbolPen=line.colour,
            )  # fmt: skip
            self._add(item, line.label)
        self.set_percent_range()
        self.getAxis("left").setLabel(QCoreApplication.translate("StatisticsPlots", "games and matches won"))
        self.fit_times([t for line in shown for t in line.times])


class GroupedBarPlot(Plot):
    """Bars in groups (games, faces, figures), one bar per series in each group."""

    def __init__(self, parent: QWidget | None = None, *, horizontal: bool = False) -> None:
        super().__init__(parent)
        self.horizontal = horizontal
        self.reference: Any = None

    def set_bars(
        self, groups: Sequence[str], series: Sequence[Series], *, reference: float | None = None,
        value_label: str = "",
    ) -> None:  # fmt: skip
        self.clear_plot()
        if self.reference is not None:
            self.removeItem(self.reference)
            self.reference = None
        shown = [s for s in series if any(s.values)]
        if not groups or not shown:
            self.show_message(
                QCoreApplication.translate("StatisticsPlots", "No games in this selection yet")
            )
            return
        if not self.horizontal and (self._legend_in_row or len(shown) > LEGEND_ROW_ENTRIES):
            # a family's month has a dozen players: their legend in the corner was wider
            # than a plot at 1024×640 and stood over the bars, so it takes a row above them
            # (not above bars lying down: their game rows would be squeezed together)
            self.legend_above(len(shown))
        width = GROUP_WIDTH / len(shown)
        positions = list(range(len(groups)))
        for index, bars in enumerate(shown):
            offset = -GROUP_WIDTH / 2 + width * (index + 0.5)
            where = [p + offset for p in positions]
            values = list(bars.values)
            if self.horizontal:
                item = pg.BarGraphItem(
                    x0=0, y=where, height=width * 0.9, width=values, brush=bars.colour, pen=None
                )
            else:
                item = pg.BarGraphItem(
                    x=where, height=values, width=width * 0.9, brush=bars.colour, pen=None
                )
            self._add(item, bars.label)
        ticks = [list(zip(positions, groups, strict=True))]
        category_axis = self.getAxis("left" if self.horizontal else "bottom")
        category_axis.setTicks(ticks)
        self.getAxis("bottom" if self.horizontal else "left").setLabel(value_label)
        if reference is not None:
            angle = 90 if self.horizontal else 0
            pen = pg.mkPen(FOREGROUND, width=1.5, style=Qt.PenStyle.DashLine)
            self.reference = pg.InfiniteLine(
                pos=reference,
                angle=angle,
                pen=pen,
                label=QCoreApplication.translate("StatisticsPlots", "expected"),
                labelOpts={"color": FOREGROUND, "position": 0.95},
            )
            self.addItem(self.reference)
        self.autoRange()
        every = [v for bars in shown for v in bars.values]
        self.fit_values(every, "bottom" if self.horizontal else "left")


class FairnessPlot(GroupedBarPlot):
    """Each face's share of the dice seen, per game, against the expected 1/6."""

    def __init__(self, parent: QWidget | None = None) -> None:
        Plot.__init__(self, parent, percent="left")
        self.horizontal = False
        self.reference: Any = None

    def set_counts(self, counts: Mapping[str, tuple[str, str, Sequence[int]]]) -> None:
        """``counts``: key -> (label, colour, six counts)."""
        series = []
        for label, colour, values in counts.values():
            total = sum(values)
            if total:
                series.append(Series(label, colour, [100 * v / total for v in values]))
        self.set_bars(
            [number(face) for face in range(1, 7)], series, reference=100 * EXPECTED_SHARE,
            value_label=QCoreApplication.translate("StatisticsPlots", "share of all dice"),
        )  # fmt: skip


class LinePlot(Plot):
    """One value per game over time, a line per player; with ``percent``, the values are
    percentages on an axis from 0 % to 100 %."""

    def __init__(self, parent: QWidget | None = None, *, percent: bool = False) -> None:
        super().__init__(parent, dates=True, percent="left" if percent else None)
        self.legend_above()

    def set_series(self, series: Sequence[Series], value_label: str = "") -> None:
        self.clear_plot()
        shown = [s for s in series if s.values]
        self.legend_above(len(shown))
        if not shown:
            self.show_message(
                QCoreApplication.translate("StatisticsPlots", "No games in this selection yet")
            )
            return
        for line in shown:
            item = pg.PlotDataItem(
                [t.timestamp() for t in line.times], list(line.values),
                pen=pg.mkPen(line.colour, width=2), symbol="o", symbolSize=4,
                symbolBrush=line.colour, symbolPen=line.colour,
            )  # fmt: skip
            self._add(item, line.label)
        self.getAxis("left").setLabel(value_label)
        self.fit_times([t for line in shown for t in line.times])
        if self.percent_axis:
            self.set_percent_range()
        else:
            self.fit_values([v for line in shown for v in line.values])
