"""The statistics window: plots rendered offscreen with data, sortable models,
filters, CSV export, the fairness view, players and replays."""

from __future__ import annotations

import csv
import random
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from tablegames_qt.games import game_class
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.stats import GAME, MATCH, MATCH_GAME, GameResult, SeatResult, StatsStore
from tablegames_qt.ui.replay import ReplayWindow
from tablegames_qt.ui.stats import fairness
from tablegames_qt.ui.stats.models import SORT_ROLE
from tablegames_qt.ui.stats.profiles_model import ACTIVE_COLUMN, NAME_COLUMN
from tablegames_qt.ui.stats.window import PERIOD_CUSTOM, PERIOD_WEEK, StatisticsWindow
from tests.ui.app_helpers import axis_labels

ANNA_COLOUR = "#d1495b"
BOB_COLOUR = "#2e86ab"
TODAY = date(2025, 6, 10)
#: a game's counts of claims, bluffs and challenges for one seat (the Tendencies tab)
TOLD = {"claims": 4.0, "bluffs": 1.0, "challenges": 2.0, "challenges_right": 1.0}


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


def _at(day: int, hour: int = 12) -> datetime:
    return datetime(2025, 6, day, hour).astimezone().astimezone(UTC)


class Family:
    def __init__(self, store: StatsStore, replays: Path) -> None:
        profiles = Profiles(store)
        self.anna = profiles.create("Anna", colour=ANNA_COLOUR).id
        self.bob = profiles.create("Bob", colour=BOB_COLOUR).id
        self.bot = profiles.bot("easy").id
        self.hard = profiles.bot("hard").id
        a, b, e, h = self.anna, self.bob, self.bot, self.hard
        game = game_class("perudo")(players=3, seed=1)
        rng = random.Random(1)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        self.replay = saves.save_replay(
            game, [SeatRecord("Anna"), SeatRecord("Bob"), SeatRecord("Bot", "bot", "easy")],
            session="g1", started_at=_at(1), elapsed=60, finished_at=_at(1), folder=replays,
        )  # fmt: skip

        def seat(index: int, pid: int, won: bool, **figures: float) -> SeatResult:
            return SeatResult(index, pid, "then", won, figures=figures)

        store.record(GameResult("g1", "perudo", GAME, (
            seat(0, a, True, bids=10, dice_lost=2), seat(1, b, False, bids=6, dice_lost=5),
            seat(2, e, False, bids=2, dice_lost=5)), _at(1), 600.0,
            faces=(10, 10, 10, 10, 10, 10), replay=self.replay.name))  # fmt: skip
        store.record(GameResult("g2", "perudo", GAME, (
            seat(0, a, True, bids=4, dice_lost=4), seat(1, b, False, bids=8, dice_lost=5)),
            _at(4), 300.0, faces=(5, 5, 5, 5, 5, 5)))  # fmt: skip
        store.record(GameResult("g3", "perudo", GAME, (
            seat(0, a, False, bids=7, dice_lost=5), seat(1, b, True, bids=9, dice_lost=1)),
            _at(8), 300.0))  # fmt: skip
        store.record(GameResult("m1", "machacek", MATCH, (seat(0, a, False), seat(1, b, True)),
                                _at(9), 900.0))  # fmt: skip
        store.record(GameResult("m1", "machacek", MATCH_GAME, (
            seat(0, a, False, games_won=0), seat(1, b, True, games_won=1)), _at(9, 11), 60.0,
            faces=(0, 4, 0, 0, 0, 0)))  # fmt: skip
        store.record(GameResult("bots", "casino", GAME, (seat(0, e, True), seat(1, h, False)),
                                _at(5), 100.0))  # fmt: skip


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def family(store: StatsStore, tmp_path: Path) -> Family:
    return Family(store, tmp_path / "replays")


@pytest.fixture
def window(qtbot: QtBot, store: StatsStore, family: Family, tmp_path: Path) -> StatisticsWindow:
    shown = StatisticsWindow(store, replays_dir=tmp_path / "replays", today=TODAY)
    shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(shown)
    shown.resize(1000, 720)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def _colour_pixels(image: QImage, colour: str) -> int:
    target = QColor(colour).rgb()
    return sum(
        1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
        if image.pixel(x, y) == target
    )  # fmt: skip


def test_the_win_rate_plot_draws_each_players_rolling_rate(
    window: StatisticsWindow, family: Family
) -> None:
    window.window_spin.setValue(2)
    curves = window.win_rate_plot.by_label()
    assert set(curves) == {"Anna", "Bob", "Computer (easy)"}
    _x, anna = curves["Anna"].getData()
    # Anna: won, won, lost, lost; over the last two games.
    assert list(anna) == [100.0, 100.0, 50.0, 0.0]
    _x, bob = curves["Bob"].getData()
    assert list(bob) == [0.0, 0.0, 50.0, 100.0]


def test_the_plots_render_offscreen_with_their_colours(
    qtbot: QtBot, window: StatisticsWindow
) -> None:
    window.tabs.setCurrentWidget(window.overview_tab)
    qtbot.wait(50)
    image = window.overview_tab.grab().toImage()
    assert _colour_pixels(image, ANNA_COLOUR) > 50
    assert _colour_pixels(image, BOB_COLOUR) > 50
    heights = {label: list(bar.opts["height"]) for label, bar in window.wins_plot.by_label().items()}
    # Groups: Perudo, Macháček; Anna won two Perudo games, Bob one and the match.
    assert heights == {"Anna": [2.0, 0.0], "Bob": [1.0, 1.0]}
    assert window.wins_plot.getAxis("left").isVisible() and window.wins_plot.getAxis("bottom").isVisible()


def test_an_empty_database_says_so_instead_of_plotting(qtbot: QtBot, tmp_path: Path) -> None:
    empty = StatsStore(tmp_path / "empty.sqlite3")
    shown = StatisticsWindow(empty, today=TODAY)
    qtbot.addWidget(shown)
    for plot in (shown.win_rate_plot, shown.wins_plot, shown.figures_plot, shown.fairness_plot):
        assert not plot.has_data()
        assert plot.message()
        # no axes of nothing around the message (times all "0:00", values from -0.1)
        assert not plot.getAxis("left").isVisible() and not plot.getAxis("bottom").isVisible()
    assert shown.results_model.rowCount() == 0
    shown.close()
    empty.close()


def test_bot_only_games_appear_only_when_asked_for(window: StatisticsWindow) -> None:
    assert window.results_model.rowCount() == 4
    window.set_filter(include_bot_only=True)
    assert window.results_model.rowCount() == 5
    games = {window.results_model.data(window.results_model.index(r, 1)) for r in range(5)}
    assert "Royal Casino" in games


def test_filters_by_game_player_and_period(window: StatisticsWindow, family: Family) -> None:
    window.set_filter(game="machacek")
    assert window.results_model.rowCount() == 1
    window.set_filter(player=family.bot)
    assert window.results_model.rowCount() == 1  # only g1 had the easy bot with people
    window.set_filter()
    window.set_period(PERIOD_WEEK)  # June 4 to 10
    assert window.results_model.rowCount() == 3
    window.set_period(PERIOD_CUSTOM, since=date(2025, 6, 1), until=date(2025, 6, 4))
    assert window.results_model.rowCount() == 2
    window.set_period(PERIOD_CUSTOM, since=date(2025, 6, 4), until=date(2025, 6, 1))
    assert window.results_model.rowCount() == 2  # the ends swapped are the same days


def test_head_to_head_sorts_by_numbers(window: StatisticsWindow, family: Family) -> None:
    window.h2h_view.sortByColumn(3, Qt.SortOrder.DescendingOrder)
    proxy = window.h2h_proxy
    wins = [proxy.data(proxy.index(r, 3), SORT_ROLE) for r in range(proxy.rowCount())]
    assert wins == sorted(wins, reverse=True)
    rows = {
        (proxy.data(proxy.index(r, 0)), proxy.data(proxy.index(r, 1))):
        (proxy.data(proxy.index(r, 2), SORT_ROLE), proxy.data(proxy.index(r, 3), SORT_ROLE),
         proxy.data(proxy.index(r, 4), SORT_ROLE))
        for r in range(proxy.rowCount())
    }  # fmt: skip
    assert rows[("Anna", "Bob")] == (4, 2, 2)
    assert rows[("Anna", "Computer (easy)")] == (1, 1, 0)


def test_the_models_pass_the_model_tester(qtmodeltester: object, window: StatisticsWindow) -> None:
    window.tabs.setCurrentWidget(window.players_tab)
    for model in (
        window.h2h_model, window.h2h_proxy, window.results_model, window.results_proxy,
        window.figures_model, window.figures_proxy, window.fairness_model, window.profiles_model,
    ):  # fmt: skip
        assert model.rowCount() > 0
        qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_figures_show_averages_per_game(window: StatisticsWindow, family: Family) -> None:
    window.figures_game_combo.setCurrentIndex(window.figures_game_combo.findData("perudo"))
    model = window.figures_model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:2] == ["Player", "Single games"]
    assert "Bids" in headers and "Dice lost" in headers
    rows = {model.data(model.index(r, 0)): r for r in range(model.rowCount())}
    bids = headers.index("Bids")
    assert model.data(model.index(rows["Anna"], bids), SORT_ROLE) == pytest.approx(7.0)  # 21/3
    assert model.data(model.index(rows["Bob"], bids), SORT_ROLE) == pytest.approx(23 / 3, abs=0.01)
    assert len(window.figures_plot.items) == 3
    window.figure_combo.setCurrentIndex(window.figure_combo.findData("bids"))
    lines = {label: list(i.getData()[1]) for label, i in window.figure_line_plot.by_label().items()}
    assert lines["Anna"] == [10.0, 4.0, 7.0]


def test_the_fairness_view_compares_faces_with_one_in_six(window: StatisticsWindow) -> None:
    model = window.fairness_model
    seen = [model.data(model.index(r, 1), SORT_ROLE) for r in range(6)]
    assert seen == [15, 19, 15, 15, 15, 15]  # Perudo 10+5 each, Macháček four twos
    shares = {label: list(i.opts["height"]) for label, i in window.fairness_plot.by_label().items()}
    assert shares["Perudo"] == pytest.approx([100 / 6] * 6)
    assert shares["Macháček"] == pytest.approx([0, 100, 0, 0, 0, 0])
    assert window.fairness_plot.reference is not None
    assert window.fairness_plot.reference.value() == pytest.approx(100 / 6)
    assert window.fairness_verdict.text()


def test_the_fairness_test_itself() -> None:
    assert fairness.chi_square([10] * 6) == 0
    # expected 10 per face: (10² + 10²) / 10
    assert fairness.chi_square([20, 10, 10, 10, 10, 0]) == pytest.approx(20.0)
    # Table values of chi-square with 5 degrees of freedom.
    assert fairness.chi_square_tail(11.0705) == pytest.approx(0.05, abs=1e-4)
    assert fairness.chi_square_tail(15.0863) == pytest.approx(0.01, abs=1e-4)
    assert fairness.chi_square_tail(0.0) == 1.0
    assert not fairness.fairness([5] * 6).enough
    assert fairness.fairness([900, 100, 100, 100, 100, 100]).suspicious
    assert not fairness.fairness([100, 98, 103, 101, 99, 99]).suspicious
    with pytest.raises(ValueError):
        fairness.chi_square([1, 2, 3])


def test_csv_export_writes_the_filtered_results(window: StatisticsWindow, tmp_path: Path) -> None:
    window.set_filter(game="perudo")
    path = window.export_csv(tmp_path / "out.csv")
    assert path is not None
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 3 + 2 + 2
    # Humans by name; bots by level (the kind and level columns say what they are).
    assert {row["player"] for row in rows} == {"Anna", "Bob", "easy"}
    assert {row["kind"] for row in rows if row["player"] == "easy"} == {"bot"}
    assert window.status.text().startswith("7 ")


def test_players_are_renamed_and_archived_in_place(window: StatisticsWindow, family: Family) -> None:
    model = window.profiles_model
    rows = {model.data(model.index(r, NAME_COLUMN)): r for r in range(model.rowCount())}
    anna = model.index(rows["Anna"], NAME_COLUMN)
    assert model.setData(anna, "Anička")
    assert window.player_combo.findText("Anička") >= 0
    assert "Anička" in window.win_rate_plot.labels
    bob = model.index(rows["Bob"], NAME_COLUMN)
    refused: list[str] = []
    model.refused.connect(refused.append)
    assert not model.setData(bob, "anička")
    assert refused and window.status.text() == refused[0]
    active = model.index(rows["Bob"], ACTIVE_COLUMN)
    assert model.setData(active, Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
    assert [p.name for p in Profiles(window.worker.store).humans()] == ["Anička"]
    assert window.add_player("Cecilie")
    assert not window.add_player("cecilie")


def test_a_replay_opens_from_the_games_tab(window: StatisticsWindow) -> None:
    proxy = window.results_proxy
    with_replay = [
        r for r in range(proxy.rowCount()) if proxy.data(proxy.index(r, 5), SORT_ROLE) == 1
    ]
    assert len(with_replay) == 1
    window.results_view.setCurrentIndex(proxy.index(with_replay[0], 0))
    viewer = window.watch_replay()
    assert isinstance(viewer, ReplayWindow) and viewer.table.isVisible()
    assert viewer.step_count() > 1
    viewer.close()
    window.results_view.setCurrentIndex(proxy.index((with_replay[0] + 1) % proxy.rowCount(), 0))
    assert window.watch_replay() is None
    assert window.status.text()


def test_watch_the_replay_never_opens_a_file_out_of_the_replays_folder(
    window: StatisticsWindow, family: Family, tmp_path: Path
) -> None:
    # the replay's file replaced by a link to a game elsewhere (issue 28 item 5)
    outside = tmp_path / "elsewhere.json"
    outside.write_bytes(family.replay.read_bytes())
    family.replay.unlink()
    family.replay.symlink_to(outside)
    proxy = window.results_proxy
    with_replay = [
        r for r in range(proxy.rowCount()) if proxy.data(proxy.index(r, 5), SORT_ROLE) == 1
    ]
    window.results_view.setCurrentIndex(proxy.index(with_replay[0], 0))
    assert window.watch_replay() is None
    assert window.status.text() == "The replay file is missing."
    assert outside.read_bytes() and family.replay.is_symlink()  # neither read nor moved
    recovery.take_problems()


def test_a_language_change_retranslates_without_losing_the_filters(
    window: StatisticsWindow, family: Family
) -> None:
    window.set_filter(game="perudo")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.game_combo.currentData() == "perudo"
    assert window.tabs.tabText(0) == "Overview"
    assert window.results_model.rowCount() == 3




@pytest.mark.parametrize("horizontal", [False, True])
def test_bars_show_the_zero_of_their_axis_and_end_short_of_the_legend(qtbot: QtBot, horizontal: bool) -> None:
    from PySide6.QtCore import QPointF

    from tablegames_qt.ui.stats.plots import GroupedBarPlot, Series

    bars = GroupedBarPlot(horizontal=horizontal)
    qtbot.addWidget(bars)
    bars.resize(500, 300)
    bars.show()
    qtbot.waitExposed(bars)
    bars.set_bars(["Perudo", "Macháček", "Royal Casino"], [Series("Ann", "#d1495b", [1, 3, 12]),
                                                           Series("Bob", "#2e86ab", [2, 0, 7])])
    for width, height in ((500, 300), (900, 420), (640, 260)):
        bars.resize(width, height)
        qtbot.wait(10)
        value_axis = bars.getAxis("bottom" if horizontal else "left")
        assert "0" in axis_labels(value_axis)  # the axis says where it starts
        view = bars.plotItem.getViewBox()
        legend = bars.legend.sceneBoundingRect()
        if horizontal:  # the longest bar ends left of the legend
            assert view.mapViewToScene(QPointF(12, 0)).x() < legend.left()
        else:  # the tallest bar ends below it
            assert view.mapViewToScene(QPointF(0, 12)).y() > legend.bottom()


@pytest.mark.parametrize("horizontal", [False, True])
def test_count_axes_start_at_zero_and_tick_only_whole_numbers(qtbot: QtBot, horizontal: bool) -> None:
    from tablegames_qt.ui.stats.plots import GroupedBarPlot, LinePlot, Series

    bars = GroupedBarPlot(horizontal=horizontal)
    qtbot.addWidget(bars)
    bars.resize(500, 300)
    bars.show()
    bars.set_bars(["Perudo", "Macháček"], [Series("Ann", "#d1495b", [1, 3]),
                                           Series("Bob", "#2e86ab", [2, 0])])
    value_axis = "bottom" if horizontal else "left"
    low, high = bars.viewRange()[0 if horizontal else 1]
    assert low == 0 and high >= 3
    axis = bars.getAxis(value_axis)
    ticks = [v for _spacing, values in axis.tickValues(low, high, 300) for v in values]
    assert ticks and all(float(v).is_integer() for v in ticks)
    # a line of averages keeps fractional ticks but never goes below zero either
    line = LinePlot()
    qtbot.addWidget(line)
    stamp = [datetime(2025, 6, d, tzinfo=UTC) for d in (1, 2, 3)]
    line.set_series([Series("Ann", "#d1495b", [0.5, 1.25, 0.75], stamp)])
    assert line.viewRange()[1][0] == 0


def test_a_short_plots_legend_stands_over_no_bar(qtbot: QtBot) -> None:
    """The overview's "Games won, by game" at 1024×640 is about 170 pixels tall: with three
    players the legend in one column covered the last game's bars."""
    from PySide6.QtCore import QPointF

    from tablegames_qt.ui.stats.plots import GroupedBarPlot, Series

    bars = GroupedBarPlot()
    qtbot.addWidget(bars)
    bars.resize(950, 170)
    bars.show()
    qtbot.waitExposed(bars)
    bars.set_bars(["Perudo", "Macháček", "Royal Casino"], [
        Series("Anna", "#2e86ab", [1, 2, 3]), Series("Bob", "#d1495b", [2, 1, 3]),
        Series("Lucky Lucy (normal)", "#a0826d", [0, 1, 3])])
    qtbot.wait(10)
    view = bars.plotItem.getViewBox()
    legend = bars.legend.sceneBoundingRect()
    assert view.mapViewToScene(QPointF(0, 3)).y() > legend.bottom()  # the tallest bars end below it
    assert view.sceneBoundingRect().height() * 0.5 <= view.mapViewToScene(QPointF(0, 0)).y() - \
        view.mapViewToScene(QPointF(0, 3)).y() + 1  # and stay tall enough to read


def test_the_games_tab_keeps_every_column_in_sight_however_long_the_names(
    qtbot: QtBot, store: StatsStore
) -> None:
    from tablegames_qt.storage.profiles import MAX_NAME_LENGTH
    from tablegames_qt.ui.stats.models import PLAYERS_COLUMN

    profiles = Profiles(store)
    people = [profiles.create(f"{letter * (MAX_NAME_LENGTH - 2)} {i}") for i, letter in enumerate("ABCDEFGHIJ")]
    store.record(GameResult("ten", "perudo", GAME, tuple(
        SeatResult(seat, person.id, "then", seat == 0) for seat, person in enumerate(people)),
        _at(3), 1800.0))  # fmt: skip
    for size in ((1000, 720), (960, 600)):
        window = StatisticsWindow(store, today=TODAY)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        window.tabs.setCurrentWidget(window.games_tab)
        qtbot.waitExposed(window)
        qtbot.wait(20)
        view = window.results_view
        assert view.horizontalScrollBar().maximum() == 0, size  # nothing behind a scroll bar
        header = view.horizontalHeader()
        last = view.model().columnCount() - 1
        assert header.sectionViewportPosition(last) + header.sectionSize(last) <= view.viewport().width()
        minutes = view.model().index(0, 4)
        assert view.visualRect(minutes).right() <= view.viewport().width()
        names = view.model().index(0, PLAYERS_COLUMN)
        assert people[9].name in names.data(Qt.ItemDataRole.ToolTipRole)  # the whole list in its tip


def test_empty_cells_say_so_with_one_dash_in_every_tab(qtbot: QtBot, store: StatsStore) -> None:
    from tablegames_qt.storage.stats import HeadToHead
    from tablegames_qt.ui.stats.labels import EMPTY_CELL
    from tablegames_qt.ui.stats.models import FairnessModel, HeadToHeadModel
    from tablegames_qt.ui.stats.tendencies import TendencyModel, TendencyRow

    h2h = HeadToHeadModel()
    h2h.set_data([HeadToHead(1, 2, 1, 0, 0)], {1: "Anna", 2: "Bob"})  # nobody won alone
    faces = FairnessModel()
    faces.set_counts([0] * 6)  # no dice seen
    tendencies = TendencyModel()
    tendencies.set_rows([TendencyRow(1, "Anna", 1, 0.0, 0.0, 0.0, 0.0)])  # no bid, no challenge
    empty = {model.index(row, column).data()
             for model in (h2h, faces, tendencies)
             for row in range(model.rowCount()) for column in range(model.columnCount())
             if not any(ch.isalnum() for ch in str(model.index(row, column).data()))}
    assert empty == {EMPTY_CELL}


def test_figures_open_on_a_game_that_has_some(qtbot: QtBot, store: StatsStore) -> None:
    anna = Profiles(store).create("Anna")
    bob = Profiles(store).create("Bob")
    store.record(GameResult("m", "machacek", MATCH, (SeatResult(0, anna.id, "then", True),
                                                     SeatResult(1, bob.id, "then", False)), _at(3), 60.0))
    store.record(GameResult("m", "machacek", MATCH_GAME, (
        SeatResult(0, anna.id, "then", True, figures={"games_won": 1}),
        SeatResult(1, bob.id, "then", False, figures={"games_won": 0})), _at(3), 60.0))  # fmt: skip
    window = StatisticsWindow(store, today=TODAY)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    assert window.figures_game() == "machacek"  # not Perudo, which nobody played
    assert window.figures_model.rowCount() == 2
    window.figures_game_combo.setCurrentIndex(window.figures_game_combo.findData("casino"))
    window.figures_game_combo.activated.emit(window.figures_game_combo.currentIndex())  # by hand
    window.refresh()
    assert window.figures_game() == "casino"  # a game picked by hand stays, empty or not


def test_the_window_is_sized_to_the_screen(
    qtbot: QtBot, store: StatsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QRect

    from tablegames_qt.ui import window_place

    sizes = []
    for area in (QRect(0, 0, 1600, 1000), QRect(0, 0, 1024, 640)):
        monkeypatch.setattr(window_place, "available_area", lambda _w, area=area: area)
        window = StatisticsWindow(store, today=TODAY)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        qtbot.addWidget(window)
        assert window.width() <= area.width() and window.height() <= area.height()
        sizes.append(window.size())
    assert sizes[0].width() > 1000 and sizes[0].height() > 720  # roomier on a big screen


def test_the_period_dates_are_written_as_the_games_tab_writes_them(window: StatisticsWindow) -> None:
    from tablegames_qt.ui.texts import date_time

    window.since_edit.setDate(window.since_edit.date().fromString("2025-06-03", "yyyy-MM-dd"))
    written = window.since_edit.text()
    assert "2025-06-03" not in written and "6/3/25" not in written
    assert date_time(datetime(2025, 6, 3, 12, tzinfo=UTC)).startswith(written)


def test_a_line_plots_legend_stands_above_its_lines(qtbot: QtBot) -> None:
    """The overview's win rate at 1024×640: a line rising to 67 % at the right ran under
    the legend in the top right corner; the legend now has a row of its own."""
    from datetime import timedelta

    from PySide6.QtCore import QPointF

    from tablegames_qt.ui.stats.plots import LinePlot, Series, WinRatePlot

    times = [_at(1) + timedelta(minutes=30 * i) for i in range(3)]
    lines = [Series("Anna", "#2e86ab", [0.0, 0.5, 1 / 3], times),
             Series("Bob", "#d1495b", [0.0, 0.0, 0.0], times),
             Series("Lucky Lucy (normal)", "#a0826d", [1.0, 0.5, 2 / 3], times)]
    for plot in (WinRatePlot(), LinePlot(percent=True), LinePlot()):
        qtbot.addWidget(plot)
        plot.resize(950, 270)
        plot.show()
        qtbot.waitExposed(plot)
        plot.set_series(lines)
        plot.set_series(lines[:2])  # made again: no room kept for the lines gone
        qtbot.wait(10)
        view = plot.plotItem.getViewBox()
        legend = plot.legend.sceneBoundingRect()
        assert plot.labels == ["Anna", "Bob"] and legend.height() > 0
        assert legend.bottom() <= view.sceneBoundingRect().top() + 1  # above the lines, not over them
        for item in plot.items:
            xs, ys = item.getData()
            assert all(not legend.contains(view.mapViewToScene(QPointF(float(x), float(y))))
                       for x, y in zip(xs, ys, strict=True))


@pytest.mark.parametrize("language", ["en", "cs"])
def test_each_count_says_whether_a_macháček_match_counts_once_or_game_by_game(
    qapp, window: StatisticsWindow, language: str
) -> None:
    """Czech "hry" meant matches on some tabs and single games on others (issue 36): Head to
    head, Tendencies, Players and the overview count a Macháček match once and say "matches";
    Figures count its games one by one and say "single games"."""
    from tests.ui.app_helpers import in_language

    match, single = {"en": ("match", "Single games"), "cs": ("zápas", "Jednotlivé hry")}[language]
    with in_language(qapp, language):
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))

        def header(model: object, column: int) -> str:
            return str(model.headerData(column, Qt.Orientation.Horizontal))  # type: ignore[attr-defined]

        whole = [header(window.h2h_model, 2), header(window.tendencies_tab.model, 1),
                 header(window.profiles_model, 3), window.overview_tab.win_rate_title.text(),
                 window.overview_tab.wins_title.text()]
        assert all(match in text for text in whole), whole
        assert header(window.figures_model, 1) == single


def test_the_rolling_window_reads_as_czech_for_every_number(qapp, window: StatisticsWindow) -> None:
    # "Klouzavě za posledních 2 hry" joined a genitive to a nominative; the label and the
    # spin box's unit now read as one phrase whatever the number.
    from tests.ui.app_helpers import in_language

    with in_language(qapp, "cs"):
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
        said = {}
        for n in (2, 3, 5, 10):  # (two is the least)
            window.window_spin.setValue(n)
            said[n] = f"{window.overview_tab.window_label.text()} {window.window_spin.text()}"
    assert said == {2: "Klouzavý průměr přes 2 hry", 3: "Klouzavý průměr přes 3 hry",
                    5: "Klouzavý průměr přes 5 her", 10: "Klouzavý průměr přes 10 her"}


def test_figures_show_five_rows_at_the_smallest_screen(
    qtbot: QtBot, store: StatsStore, family: Family, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Statistics → Figures at 1024×640 showed about 2½ rows of its table between the plots."""
    from PySide6.QtCore import QRect

    from tablegames_qt.ui import window_place

    monkeypatch.setattr(window_place, "available_area", lambda _w: QRect(0, 0, 1024, 640))
    window = StatisticsWindow(store, today=TODAY)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentWidget(window.figures_tab)
    qtbot.wait(20)
    view = window.figures_tab.view
    rows = view.viewport().height() / view.verticalHeader().defaultSectionSize()
    assert rows >= 5, rows
    assert window.figures_tab.line_plot.height() >= 90  # the plot under it still reads


def test_a_family_of_eleven_fits_the_legend_of_a_short_bar_plot(qtbot: QtBot) -> None:
    """A month of family evenings has eleven players in "Games won, by game" (four people,
    the computer players at three levels): at 1024×640 the legend in the corner was wider
    than the plot, its first entries cut off at the left edge, and it stood over the bars."""
    from PySide6.QtCore import QPointF

    from tablegames_qt.ui.stats.plots import GroupedBarPlot, Series

    bars = GroupedBarPlot()
    qtbot.addWidget(bars)
    bars.resize(950, 190)
    bars.show()
    qtbot.waitExposed(bars)
    names = ["Anna", "Babička Šestka", "Maxmilián Vlastimil Kosa", "Honza"] + [
        f"{bot} ({level})" for bot in ("Lucky Lucy", "Captain Pip") for level in ("easy", "normal", "hard")
    ] + ["Señor Dudo (easy)"]
    bars.set_bars(["Perudo", "Macháček", "Royal Casino"],
                  [Series(name, "#2e86ab", [i % 3, 4 - i % 5, i % 4 + 1]) for i, name in enumerate(names)])
    qtbot.wait(10)
    view = bars.plotItem.getViewBox()
    legend = bars.legend.sceneBoundingRect()
    assert sorted(bars.labels) == sorted(names)
    assert legend.left() >= 0 and legend.right() <= bars.width()  # every entry in sight
    assert view.mapViewToScene(QPointF(0, 4)).y() > legend.bottom()  # over no bar (4 the tallest)
    assert legend.bottom() <= view.sceneBoundingRect().top() + 1


def test_the_filter_combos_fit_their_text_when_filled_after_they_are_shown(qtbot: QtBot) -> None:
    """The statistics are read on a thread of their own, so the players' list is filled
    after the window is shown: the combo kept the width it had empty ("Všichni h")."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from tablegames_qt.ui.stats.tabs import FilterBar

    bar = FilterBar()
    qtbot.addWidget(bar)
    bar.retranslate()
    bar.since_edit.hide()  # as the window shows them: for a period of chosen dates only
    bar.until_edit.hide()
    bar.resize(1000, 40)
    bar.show()
    qtbot.waitExposed(bar)
    qtbot.wait(10)  # laid out empty, as the window is while the worker reads
    bar.player_combo.addItem("Všichni hráči")
    bar.player_combo.addItem("Maxmilián Vlastimil Kosa")
    bar.game_combo.addItem("Všechny hry")
    bar.period_combo.addItem("Celé období")
    qtbot.wait(10)
    for combo in (bar.player_combo, bar.game_combo, bar.period_combo):
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                             QStyle.SubControl.SC_ComboBoxEditField, combo)
        assert field.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText()), combo.currentText()
    assert bar.player_combo.width() < 300  # a 24-character name is shortened in the box
    assert bar.sizeHint().width() <= 1000  # the bar fits a window on a 1024 screen


def test_the_overviews_two_legends_list_the_players_in_one_order(qtbot: QtBot, store: StatsStore) -> None:
    """The win-rate legend listed players as the games met them ("Anna, Captain Pip (easy),
    Señor Dudo (easy), …, Babička Šestka"), the bars' legend people first: a person looked
    for their name in two places."""
    profiles = Profiles(store)
    pip = profiles.bot("easy").id
    anna = profiles.create("Anna").id
    babi = profiles.create("Babička Šestka").id
    store.record(GameResult("a", "perudo", GAME, (SeatResult(0, pip, "Pip", True, tendencies=TOLD, figures={"bids": 2.0}),
                                                   SeatResult(1, anna, "Anna", False, tendencies=TOLD, figures={"bids": 2.0})), _at(1), 60.0))
    store.record(GameResult("b", "perudo", GAME, (SeatResult(0, pip, "Pip", False, tendencies=TOLD, figures={"bids": 2.0}),
                                                   SeatResult(1, babi, "Babička", True, tendencies=TOLD, figures={"bids": 2.0})), _at(2), 60.0))
    store.record(GameResult("c", "perudo", GAME, (SeatResult(0, pip, "Pip", False, tendencies=TOLD, figures={"bids": 2.0}),
                                                   SeatResult(1, anna, "Anna", True, tendencies=TOLD, figures={"bids": 2.0})), _at(3), 60.0))
    window = StatisticsWindow(store, today=TODAY)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.loading)
    lines, bars = window.win_rate_plot.labels, window.wins_plot.labels
    assert lines == bars
    assert lines[:2] == ["Anna", "Babička Šestka"]  # the people first, as everywhere
    assert window.tendencies_tab.plot.labels == lines  # and the tendencies' lines too
    assert window.figures_tab.line_plot.labels == lines  # and the figures' game by game


def test_one_computer_player_at_three_levels_draws_three_tones() -> None:
    """A family's month had "Captain Pip (easy)", "(normal)" and "(hard)" in one grey: their
    three lines and bars could not be told apart. Each level is its own shade of the tone."""
    from PySide6.QtGui import QColor

    from tablegames_qt.storage.stats import PlayerRow
    from tablegames_qt.ui.stats.labels import player_colour

    for bot in ("bot:pip", "bot:lucy", "bot:dudo"):  # as the seats keep them
        shades = [QColor(player_colour(PlayerRow(7, "bot", bot, level, ""))) for level in ("easy", "normal", "hard")]
        lightness = [shade.lightness() for shade in shades]
        assert lightness[0] - lightness[1] >= 20 and lightness[1] - lightness[2] >= 20, (bot, lightness)
        again = QColor(player_colour(PlayerRow(9, "bot", bot, "hard", "")))
        assert again == shades[2]  # the same player, the same colour wherever it is drawn


def test_every_table_opens_sorted_as_its_header_says(qtbot: QtBot, store: StatsStore) -> None:
    """Head to head, Figures and Tendencies showed the arrow of "Player, A to Z" over rows in
    the order the players were first met ("Captain Pip (easy), Señor Dudo (easy), …, Anna")."""
    profiles = Profiles(store)
    bot = profiles.bot("easy").id
    anna = profiles.create("Anna").id
    babi = profiles.create("Babička Šestka").id
    told = {"claims": 4.0, "bluffs": 1.0, "challenges": 2.0, "challenges_right": 1.0}
    for number, (first, second) in enumerate(((bot, anna), (babi, bot), (anna, babi))):
        store.record(GameResult(f"g{number}", "perudo", GAME, (
            SeatResult(0, first, "then", True, figures={"bids": 3.0}, tendencies=told),
            SeatResult(1, second, "then", False, figures={"bids": 2.0}, tendencies=told)),
            _at(number + 1), 60.0))  # fmt: skip
    window = StatisticsWindow(store, today=TODAY)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.loading)
    views = {"head to head": window.h2h_view, "figures": window.figures_tab.view,
             "tendencies": window.tendencies_tab.view}
    for tab, view in views.items():
        model = view.model()
        header = view.horizontalHeader()
        assert model.rowCount() >= 3, tab
        column = header.sortIndicatorSection()
        names = [str(model.index(row, column).data()) for row in range(model.rowCount())]
        wanted = sorted(names, key=str.casefold)
        if header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder:
            wanted.reverse()
        assert names == wanted, tab


def test_the_players_tab_gives_its_room_to_the_names(qtbot: QtBot, store: StatsStore, family: Family) -> None:
    """At 1600×1000 the Players tab stretched its last column: a lone tick in the middle of
    a column 700 pixels wide, the names squeezed at the left."""
    from tablegames_qt.ui.stats.profiles_model import ACTIVE_COLUMN, NAME_COLUMN

    window = StatisticsWindow(store, today=TODAY)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.tabs.setCurrentWidget(window.players_tab)
    qtbot.waitUntil(lambda: not window.loading)
    qtbot.wait(10)
    view = window.players_tab.view
    header = view.horizontalHeader()
    assert header.sectionSize(ACTIVE_COLUMN) <= max(view.sizeHintForColumn(ACTIVE_COLUMN),
                                                    header.sectionSizeHint(ACTIVE_COLUMN)) + 2
    assert header.sectionSize(NAME_COLUMN) == max(header.sectionSize(c) for c in range(header.count()))
