"""The statistics window's "Tendencies" tab: how each player bluffs and challenges.

Per player over the chosen games: the bluff rate (Perudo bids shown false by a
Dudo, Macháček announcements bluffed, of all bids or announcements) and the
challenge success (Dudo and Calza calls, Macháček doubts, that were right), as
a table and, for one of the two, over time: after each game, the rate over the
last games (the overview's rolling window). The counts come from each game's
end-of-game story (``coach/tendencies.py``), recorded with its result; games
recorded before that have none and are simply left out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from tablegames_qt import colours
from tablegames_qt.coach.tendencies import rate
from tablegames_qt.ui.stats.labels import EMPTY_CELL
from tablegames_qt.ui.stats.models import Column, RowTableModel, sorting_proxy
from tablegames_qt.ui.stats.plots import LinePlot, Series
from tablegames_qt.ui.texts import TranslationContext, percent

BLUFFS, CHALLENGES = "bluffs", "challenges"
#: what a rate is made of: (part, whole)
RATES: dict[str, tuple[str, str]] = {BLUFFS: ("bluffs", "claims"), CHALLENGES: ("challenges_right", "challenges")}


#: the texts of this tab (lupdate takes the variable's name as the context)
tendency_texts = TranslationContext("tendency_texts")


@dataclass(frozen=True)
class TendencyRow:
    """One player's sums over the games that have the story's counts."""

    profile_id: int
    name: str
    games: int
    claims: float
    bluffs: float
    challenges: float
    challenges_right: float

    @property
    def bluff_rate(self) -> float | None:
        return rate(self.bluffs, self.claims)

    @property
    def challenge_success(self) -> float | None:
        return rate(self.challenges_right, self.challenges)


def _rate_text(value: float | None) -> str:
    return EMPTY_CELL if value is None else percent(value)


class TendencyModel(RowTableModel[TendencyRow]):
    """Per player: games, bids or announcements, bluff rate, challenges, challenge success."""

    def make_columns(self) -> list[Column[TendencyRow]]:
        def share(value: Callable[[TendencyRow], float | None]) -> Callable[[TendencyRow], float]:
            return lambda row: -1.0 if value(row) is None else float(value(row) or 0.0)

        return [
            Column(lambda: tendency_texts.tr("Player"), lambda r: r.name),
            Column(lambda: tendency_texts.tr("Games and matches"), lambda r: r.games, numeric=True),
            Column(lambda: tendency_texts.tr("Bids and announcements"), lambda r: r.claims, numeric=True),
            Column(lambda: tendency_texts.tr("Bluff rate"), share(lambda r: r.bluff_rate),
                   lambda r: _rate_text(r.bluff_rate), numeric=True),
            Column(lambda: tendency_texts.tr("Challenges"), lambda r: r.challenges, numeric=True),
            Column(lambda: tendency_texts.tr("Challenge success"), share(lambda r: r.challenge_success),
                   lambda r: _rate_text(r.challenge_success), numeric=True),
        ]

    def rows(self) -> list[TendencyRow]:
        return [self.row_object(i) for i in range(self.rowCount())]


def tendency_rows(
    series: dict[int, list[tuple[datetime, dict[str, float]]]], name: Callable[[int], str]
) -> list[TendencyRow]:
    rows = []
    for profile, games in series.items():
        def total(key: str, games: Sequence[tuple[datetime, dict[str, float]]] = games) -> float:
            return sum(counts.get(key, 0.0) for _when, counts in games)

        rows.append(TendencyRow(profile, name(profile), len(games), total("claims"), total("bluffs"),
                                total("challenges"), total("challenges_right")))  # fmt: skip
    return rows


def rolling_rate(
    games: Sequence[tuple[datetime, dict[str, float]]], which: str, window: int
) -> tuple[list[datetime], list[float]]:
    """After each game, ``which`` rate over the last ``window`` games (as a percentage);
    no point while nothing was counted yet."""
    part, whole = RATES[which]
    times: list[datetime] = []
    values: list[float] = []
    for end in range(len(games)):
        last = games[max(0, end - window + 1) : end + 1]
        value = rate(sum(c.get(part, 0.0) for _t, c in last), sum(c.get(whole, 0.0) for _t, c in last))
        if value is not None:
            times.append(games[end][0])
            values.append(100.0 * value)
    return times, values


class TendenciesTab(QWidget):
    """The table of every player's tendencies and one rate over time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from tablegames_qt.ui.stats.tabs import table_view

        self.model = TendencyModel(self)
        self.proxy = sorting_proxy(self.model, self)
        self.view = table_view(self, self.proxy)
        self.rate_label = QLabel(self)
        self.rate_combo = QComboBox(self)
        self.rate_combo.addItem("", BLUFFS)
        self.rate_combo.addItem("", CHALLENGES)
        self.rate_label.setBuddy(self.rate_combo)
        self.plot = LinePlot(self, percent=True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self._series: dict[int, list[tuple[datetime, dict[str, float]]]] = {}
        self._style: Callable[[int], tuple[str, str]] = lambda p: (f"#{p}", colours.GREY)
        self._window = 10
        row = QHBoxLayout()
        row.addWidget(self.rate_label)
        row.addWidget(self.rate_combo)
        row.addStretch(1)
        box = QWidget(self)
        box_layout = QVBoxLayout(box)
        box_layout.setContentsMargins(0, 0, 0, 0)
        box_layout.addLayout(row)
        box_layout.addWidget(self.plot, 1)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.view)
        splitter.addWidget(box)
        splitter.setSizes([180, 320])
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(splitter, 1)
        self.rate_combo.currentIndexChanged.connect(self._draw)
        self.retranslate()

    def show_series(
        self, series: dict[int, list[tuple[datetime, dict[str, float]]]],
        style: Callable[[int], tuple[str, str]], window: int,
        order: Callable[[int], tuple[bool, int]] | None = None,
    ) -> None:  # fmt: skip
        """Show the counts of the filter's dice games (``StatsStore.tendency_series``, read
        on the statistics' thread); ``style``: a player's label and colour; ``order``: the
        order of the lines' legend (the people first, as the overview's)."""
        if order is not None:
            series = {profile: series[profile] for profile in sorted(series, key=order)}
        self._series = series
        self._style = style
        self._window = window
        self.model.set_rows(tendency_rows(self._series, lambda p: style(p)[0]))
        self._draw()

    def _draw(self, *_args: Any) -> None:
        which = self.rate_combo.currentData()
        which = which if which in RATES else BLUFFS
        lines = []
        for profile, games in self._series.items():
            label, colour = self._style(profile)
            times, values = rolling_rate(games, which, self._window)
            lines.append(Series(label, colour, values, times))
        self.plot.set_series(lines, self.rate_combo.currentText())

    def retranslate(self) -> None:
        self.rate_label.setText(tendency_texts.tr("Over time:"))
        self.rate_combo.setItemText(0, tendency_texts.tr("bluff rate"))
        self.rate_combo.setItemText(1, tendency_texts.tr("challenge success"))
        self.note.setText(tendency_texts.tr(
            "Bluff rate: the share of bids (Perudo) shown false by a Dudo and of announcements "
            "(Macháček) that were bluffs. Challenge success: the share of Dudo, Calza and doubts "
            "that were right. Over time, each point covers the last games of the overview's window."
        ))
        self.model.retranslate()
        self._draw()
