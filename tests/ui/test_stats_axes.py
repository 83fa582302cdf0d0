"""The statistics plots' axes after one game or a thousand (issue 24): time ticks that
never repeat a label, percentages written as percentages on an axis from 0 % to 100 %,
and the games table writing its dates as the charts do (through QLocale)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.stats import GAME
from tablegames_qt.storage.stats_records import ResultRow, SeatRow
from tablegames_qt.ui.stats.axes import date_tick_labels
from tablegames_qt.ui.stats.models import ResultsModel
from tablegames_qt.ui.stats.plots import (
    FairnessPlot,
    LinePlot,
    Series,
    WinRatePlot,
)
from tablegames_qt.ui.stats.tendencies import TendenciesTab
from tests.ui.app_helpers import axis_labels

START = datetime(2026, 12, 2, 20, 21, tzinfo=UTC)


@pytest.fixture(params=["en", "cs"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    before = QLocale()
    QLocale.setDefault(QLocale(request.param))
    yield request.param
    QLocale.setDefault(before)




def _games(count: int, apart: timedelta) -> list[datetime]:
    return [START + apart * i for i in range(count)]


@pytest.mark.parametrize(("count", "apart"), [
    (1, timedelta(0)),                 # one game
    (9, timedelta(seconds=5)),         # nine quick games within a minute ("8:21 PM" nine times)
    (12, timedelta(hours=7)),          # three days and a half: the same hours on other days
    (1000, timedelta(hours=26)),       # a thousand games over three years
])
@pytest.mark.parametrize("size", [(960, 400), (560, 260)])
def test_time_ticks_never_repeat_a_label(
    qtbot: QtBot, language: str, count: int, apart: timedelta, size: tuple[int, int]
) -> None:
    plot = WinRatePlot()
    qtbot.addWidget(plot)
    plot.resize(*size)
    plot.show()
    qtbot.waitExposed(plot)
    times = _games(count, apart)
    plot.set_series([Series("Ann", "#d1495b", [0.5] * count, times)])
    qtbot.wait(10)
    labels = axis_labels(plot.getAxis("bottom"))
    assert len(labels) >= 2, labels
    assert len(set(labels)) == len(labels), labels


def test_the_win_rate_axis_runs_from_0_to_100_percent(qtbot: QtBot, language: str) -> None:
    plot = WinRatePlot()
    qtbot.addWidget(plot)
    plot.resize(800, 360)
    plot.show()
    qtbot.waitExposed(plot)
    plot.set_series([Series("Ann", "#d1495b", [1.0, 0.0, 0.5], _games(3, timedelta(minutes=7)))])
    qtbot.wait(10)
    low, high = plot.viewRange()[1]
    assert -5 < low <= 0 and 100 <= high < 105  # not −10 % to 110 %
    labels = axis_labels(plot.getAxis("left"))
    sign = "\u00a0%" if language == "cs" else "%"
    assert labels[0] == f"0{sign}" and labels[-1] == f"100{sign}", labels
    assert all(label.endswith(sign) for label in labels)


def test_tendencies_are_percentages_on_0_to_100_after_every_resize(qtbot: QtBot) -> None:
    tab = TendenciesTab()
    qtbot.addWidget(tab)
    tab.resize(900, 600)
    tab.show()
    qtbot.waitExposed(tab)
    counts = {"claims": 4.0, "bluffs": 4.0, "challenges": 2.0, "challenges_right": 1.0}
    tab._series = {1: [(t, counts) for t in _games(3, timedelta(minutes=5))]}
    tab._draw()
    for width, height in ((900, 600), (700, 420), (1000, 700)):
        tab.resize(width, height)
        qtbot.wait(10)
        low, high = tab.plot.viewRange()[1]
        assert -5 < low <= 0 and 100 <= high < 105  # the top (a 100 % bluffer) not cut
        labels = axis_labels(tab.plot.getAxis("left"))
        assert labels[-1] == "100%" and "(%)" not in tab.rate_combo.currentText()


def test_the_fairness_axis_writes_percentages_and_stays_within_100(qtbot: QtBot) -> None:
    plot = FairnessPlot()
    qtbot.addWidget(plot)
    plot.resize(700, 360)
    plot.show()
    qtbot.waitExposed(plot)
    plot.set_counts({"perudo": ("Perudo", "#c0392b", (0, 0, 0, 0, 0, 40))})
    qtbot.wait(10)
    assert plot.viewRange()[1][1] < 105
    assert all(label.endswith("%") for label in axis_labels(plot.getAxis("left")))


def test_a_percent_line_has_no_axis_past_100(qtbot: QtBot) -> None:
    line = LinePlot(percent=True)
    qtbot.addWidget(line)
    line.resize(600, 300)
    line.show()
    line.set_series([Series("Ann", "#d1495b", [100.0], _games(1, timedelta(0)))])
    assert line.viewRange()[1][1] < 105


def test_the_games_table_writes_dates_as_the_locale_does(qtbot: QtBot, language: str) -> None:
    model = ResultsModel()
    seat = SeatRow(0, 1, "Ann", 0, True)
    row = ResultRow(1, "s", "perudo", GAME, 1, START, START, 60.0, False, {}, None, (seat,))
    model.set_data([row], {1: "Ann"})
    shown = model.index(0, 0).data()
    moment = QDateTime.fromSecsSinceEpoch(int(START.timestamp()))
    # the same time of day as a chart's time tick, the same day as a chart's day tick
    assert QLocale().toString(moment, QLocale().timeFormat(QLocale.FormatType.ShortFormat)) in shown
    day = date_tick_labels([START.timestamp(), START.timestamp() + 86400], 86400)[0]
    assert shown.startswith(day)
    assert "2026" in shown  # a year, written out
    assert "2026-12-02" not in shown and "12/2/26" not in shown  # no ambiguous short date


def _drawn_ticks_and_labels(axis: Any) -> tuple[int, list[str]]:
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return len(ticks), [text for _rect, _flags, text in texts]


@pytest.mark.parametrize(("count", "apart"), [(400, timedelta(hours=9)), (12, timedelta(hours=7)),
                                              (30, timedelta(days=40))])  # fmt: skip
def test_every_time_tick_has_its_label(qtbot: QtBot, count: int, apart: timedelta) -> None:
    """No bare tick at the axis's end whose label did not fit (pyqtgraph drops such labels)."""
    plot = WinRatePlot()
    qtbot.addWidget(plot)
    plot.resize(960, 400)
    plot.show()
    qtbot.waitExposed(plot)
    plot.set_series([Series("Ann", "#d1495b", [0.5] * count, _games(count, apart))])
    qtbot.wait(10)
    ticks, labels = _drawn_ticks_and_labels(plot.getAxis("bottom"))
    assert ticks == len(labels) >= 2, labels
