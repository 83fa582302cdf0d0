"""A snapshot of the statistics (``reading.py``) drawn into the window's tabs: the plots,
the figures and the fair dice (the window gives the texts: they are its own)."""

from __future__ import annotations

from collections.abc import Callable

from tablegames_qt.games import is_game, names, spec
from tablegames_qt.storage.stats import WinsRow
from tablegames_qt.ui.rooms import room
from tablegames_qt.ui.stats import labels
from tablegames_qt.ui.stats.fairness import Fairness, fairness
from tablegames_qt.ui.stats.models import FigureRow
from tablegames_qt.ui.stats.plots import GroupedBarPlot, Series
from tablegames_qt.ui.stats.reading import Points, Snapshot
from tablegames_qt.ui.stats.tabs import FairnessTab, FiguresTab

Style = Callable[[int], tuple[str, str]]  # a player's label and colour


def lines(points: Points, style: Style,
          order: Callable[[int], tuple[bool, int]] | None = None) -> list[Series]:  # fmt: skip
    """A line per player of ``points`` (time, value); ``order``: the players' order (the
    people first, as the bars of wins list them), else as ``points`` has them."""
    drawn = []
    for profile in sorted(points, key=order) if order is not None else list(points):
        row = points[profile]
        label, colour = style(profile)
        drawn.append(Series(label, colour, [v for _t, v in row], [t for t, _v in row]))
    return drawn


def draw_wins(plot: GroupedBarPlot, rows: list[WinsRow], style: Style,
              order: Callable[[int], tuple[bool, int]], value_label: str) -> None:  # fmt: skip
    games = [g for g in names() if any(r.game == g for r in rows)]
    series = []
    for profile in sorted({r.profile_id for r in rows}, key=order):
        label, colour = style(profile)
        wins = {r.game: r.won for r in rows if r.profile_id == profile}
        series.append(Series(label, colour, [float(wins.get(g, 0)) for g in games]))
    plot.set_bars([labels.game_name(g) for g in games], series,
                  value_label=value_label)  # fmt: skip


def draw_figures(tab: FiguresTab, snap: Snapshot, style: Style, name: Callable[[int], str],
                 value_labels: tuple[str, str],
                 order: Callable[[int], tuple[bool, int]] | None = None) -> None:  # fmt: skip
    """``value_labels``: the bars' axis per deal, and per single game; ``order``: the
    players' order in the game-by-game legend (the people first, as the overview's)."""
    game, figure_names = snap.figures_game, snap.figure_names
    rows = [FigureRow(pid, name(pid), t) for pid, t in sorted(snap.figure_totals.items())]
    per_deal = spec(game).per_deal
    tab.model.set_data(rows, figure_names, per_deal)
    bar_names = [n for n in figure_names if n not in labels.NOT_BARS]
    series = []
    for row in rows:
        label, colour = style(row.profile_id)
        series.append(Series(label, colour, [tab.model.average(row, n) for n in bar_names]))
    value_label = value_labels[0] if per_deal else value_labels[1]
    tab.plot.set_bars([labels.figure_name(n) for n in bar_names], series, value_label=value_label)
    tab.figure_combo.blockSignals(True)
    tab.figure_combo.clear()
    for figure in figure_names:
        tab.figure_combo.addItem(labels.figure_name(figure), figure)
    tab.figure_combo.setCurrentIndex(max(0, tab.figure_combo.findData(snap.figure)))
    tab.figure_combo.blockSignals(False)
    if snap.figure is None:
        tab.line_plot.set_series([])
    else:
        tab.line_plot.set_series(lines(snap.figure_series, style, order), labels.figure_name(snap.figure))


def draw_fairness(tab: FairnessTab, faces: dict[str, tuple[int, ...]]) -> Fairness:
    """The dice seen, per game and all together; the verdict on them (the window words it)."""
    dice = {g: c for g, c in faces.items() if is_game(g) and spec(g).dice and sum(c) > 0}
    tab.plot.set_counts({
        g: (labels.game_name(g), room(g).colour, c) for g, c in dice.items()
    })  # fmt: skip
    combined = [sum(c[i] for c in dice.values()) for i in range(6)]
    tab.model.set_counts(combined)
    return fairness(combined)
