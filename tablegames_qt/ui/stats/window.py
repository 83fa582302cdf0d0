"""The statistics window: who wins, against whom, how they play, fair dice (its tabs are
built in ``tabs.py``).

Filters (game, player, period, games between bots only) apply to every tab;
each tab is a plot or a sortable table over the same :class:`StatsStore`
queries, read in one go on the statistics' worker thread (``reading.py``,
``worker.py``): the window says "Loading…" (or that the statistics are busy) until
they come and never waits on the GUI thread.  "Export CSV" writes the filtered results, one row per seat.  The
"Games" tab opens the replay of a finished game; the "Players" tab renames
players (their history follows), changes colours and avatars, and archives.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.games import names
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.profiles import Profile
from tablegames_qt.storage.stats import Filter, PlayerRow, StatsStore
from tablegames_qt.ui import override, window_place
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.replay import open_replay
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.stats import drawing, labels
from tablegames_qt.ui.stats.fairness import Fairness
from tablegames_qt.ui.stats.models import ROW_ROLE, HeadToHeadModel, sorting_proxy
from tablegames_qt.ui.stats.profiles_model import create_player
from tablegames_qt.ui.stats.reading import Request, Snapshot, read
from tablegames_qt.ui.stats.tabs import (
    FairnessTab,
    FiguresTab,
    FilterBar,
    GamesTab,
    OverviewTab,
    PlayersTab,
    table_view,
)
from tablegames_qt.ui.stats.tendencies import TendenciesTab
from tablegames_qt.ui.stats.worker import StatsWorker, as_worker
from tablegames_qt.ui.texts import fill_in, percent, unit_after_number

PERIOD_ALL, PERIOD_TODAY, PERIOD_WEEK, PERIOD_MONTH, PERIOD_YEAR, PERIOD_CUSTOM = range(6)
_PERIOD_DAYS = {PERIOD_TODAY: 0, PERIOD_WEEK: 6, PERIOD_MONTH: 29, PERIOD_YEAR: 364}


def _day(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())


class StatisticsWindow(QWidget):
    """See the module docstring."""

    #: a person was added, renamed or recoloured in the Players tab (the game in play follows)
    playersChanged = Signal()
    #: a snapshot read on the worker's thread was drawn
    shown = Signal()

    def __init__(
        self,
        source: StatsWorker | StatsStore,
        parent: QWidget | None = None,
        *,
        replays_dir: Path | None = None,
        today: date | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.worker = as_worker(source, self)
        self.loading = True  # until the first snapshot is drawn ("Loading…")
        self._snapshot: Snapshot | None = None
        self.replays_dir = replays_dir
        self._today = today
        self._players: dict[int, PlayerRow] = {}
        self._replay_windows: list[QWidget] = []
        self._build_filters()
        self.tabs = QTabWidget(self)
        self._build_overview_tabs()
        self._build_list_tabs()
        self._lay_out()
        self._first_fill()

    # -- construction, step by step -----------------------------------------------
    def _build_filters(self) -> None:
        bar = self.filter_bar = FilterBar(self)
        self.game_combo, self.player_combo, self.period_combo = (
            bar.game_combo, bar.player_combo, bar.period_combo)
        self.since_edit, self.until_edit = bar.since_edit, bar.until_edit
        self.bots_check, self.export_button = bar.bots_check, bar.export_button
        for edit in (self.since_edit, self.until_edit):
            edit.setDate(self._qtoday())
            edit.dateChanged.connect(self._custom_dates_changed)
        self.export_button.clicked.connect(lambda: self.export_csv())

    def _build_overview_tabs(self) -> None:
        """The overview, head-to-head, figures and fairness tabs (built in tabs.py; the
        names below are what the window fills)."""
        self.overview_tab = OverviewTab(self)
        self.window_spin = self.overview_tab.window_spin
        self.window_spin.valueChanged.connect(self.refresh)
        self.window_spin.valueChanged.connect(self._window_unit)
        self.win_rate_plot = self.overview_tab.win_rate_plot
        self.wins_plot = self.overview_tab.wins_plot

        self.h2h_model = HeadToHeadModel(self)
        self.h2h_proxy = sorting_proxy(self.h2h_model, self)
        self.h2h_view = table_view(self, self.h2h_proxy)

        self.figures_tab = FiguresTab(self)
        self.figures_game_combo = self.figures_tab.game_combo
        self.figure_combo = self.figures_tab.figure_combo
        self.figures_plot = self.figures_tab.plot
        self.figures_model = self.figures_tab.model
        self.figures_proxy = self.figures_tab.proxy
        self.figure_line_plot = self.figures_tab.line_plot
        # a game chosen there is drawn as it is, with games or without
        self.figures_game_combo.currentIndexChanged.connect(lambda _i: self.refresh(keep_game=True))
        # a game picked by hand stays; until then the figures show a game that has some
        self._figures_game_picked = False
        self.figures_game_combo.activated.connect(self._figures_game_picked_by_hand)
        self.figure_combo.currentIndexChanged.connect(self.refresh)

        self.fairness_tab = FairnessTab(self)
        self.fairness_plot = self.fairness_tab.plot
        self.fairness_model = self.fairness_tab.model
        self.fairness_verdict = self.fairness_tab.verdict

    def _build_list_tabs(self) -> None:
        """The games, players and tendencies tabs, and all the tabs in their order."""
        self.games_tab = GamesTab(self)
        self.results_model = self.games_tab.model
        self.results_proxy = self.games_tab.proxy
        self.results_view = self.games_tab.view
        self.results_view.doubleClicked.connect(lambda _index: self.watch_replay())
        self.games_tab.replay_button.clicked.connect(lambda: self.watch_replay())

        self.players_tab = PlayersTab(self.worker, self)
        self.profiles_model = self.players_tab.model
        self.profiles_model.refused.connect(self._say)
        self.profiles_model.changed.connect(self._profiles_changed)
        self.players_tab.add_button.clicked.connect(self._ask_new_player)
        self.players_tab.merger.told.connect(self._say)
        self.players_tab.merger.merged.connect(self._profiles_changed)

        self.tendencies_tab = TendenciesTab(self)  # who bluffs, who calls right
        for tab in (self.overview_tab, self.h2h_view, self.figures_tab, self.tendencies_tab,
                    self.fairness_tab, self.games_tab, self.players_tab):  # fmt: skip
            self.tabs.addTab(tab, "")

    def _lay_out(self) -> None:
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # names, file names, errors
        self.close_buttons = closable(self)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.export_button, 0, Qt.AlignmentFlag.AlignBottom)
        bottom.addWidget(self.close_buttons, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_bar)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)

    def _first_fill(self) -> None:
        """Texts, the players' list and the first figures; the filters answer from here on."""
        self._filling = True
        self.retranslate()
        self._say(self.tr("Loading…"))
        self.worker.busyChanged.connect(self._busy)
        self._filling = False
        for combo in (self.game_combo, self.player_combo, self.period_combo):
            combo.currentIndexChanged.connect(self._filters_changed)
        self.bots_check.toggled.connect(self._filters_changed)
        self._update_date_edits()
        # sized to the screen: roomier on a big one, kept within a 1024×640 one
        area = window_place.available_area(self)
        if area.isValid():
            self.resize(min(max(1000, area.width() * 3 // 4), 1400), min(max(720, area.height() * 4 // 5), 900))
        else:
            self.resize(1000, 720)
        window_place.keep_within(self)
        self.refresh()

    # -- filters -----------------------------------------------------------------
    def _qtoday(self) -> QDate:
        day = self._today or date.today()
        return QDate(day.year, day.month, day.day)

    def current_filter(self) -> Filter:
        game = self.game_combo.currentData()
        player = self.player_combo.currentData()
        period = self.period_combo.currentData()
        today = self._today or date.today()
        since: date | None = None
        until: date | None = None
        if period in _PERIOD_DAYS:
            since, until = today - timedelta(days=_PERIOD_DAYS[period]), today
        elif period == PERIOD_CUSTOM:
            first, last = _day(self.since_edit.date()), _day(self.until_edit.date())
            since, until = min(first, last), max(first, last)
        return Filter(
            game=game if isinstance(game, str) else None,
            player=player if isinstance(player, int) else None,
            since=since, until=until, include_bot_only=self.bots_check.isChecked(),
        )  # fmt: skip

    def set_filter(
        self, *, game: str | None = None, player: int | None = None,
        include_bot_only: bool | None = None,
    ) -> None:  # fmt: skip
        """Choose filters from code (tests, or a window opened for one game)."""
        self._filling = True
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        if player is not None:
            self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(player)))
        else:
            self.player_combo.setCurrentIndex(0)
        if include_bot_only is not None:
            self.bots_check.setChecked(include_bot_only)
        self._filling = False
        self._filters_changed()

    def set_period(self, period: int, since: date | None = None, until: date | None = None) -> None:
        self._filling = True
        self.period_combo.setCurrentIndex(max(0, self.period_combo.findData(period)))
        if since is not None:
            self.since_edit.setDate(QDate(since.year, since.month, since.day))
        if until is not None:
            self.until_edit.setDate(QDate(until.year, until.month, until.day))
        self._filling = False
        self._filters_changed()

    def _filters_changed(self) -> None:
        if self._filling:
            return
        self._update_date_edits()
        game = self.game_combo.currentData()
        if isinstance(game, str):
            self.figures_game_combo.setCurrentIndex(max(0, self.figures_game_combo.findData(game)))
        self.refresh()

    def _custom_dates_changed(self) -> None:
        if not getattr(self, "_filling", True) and self.period_combo.currentData() == PERIOD_CUSTOM:
            self.refresh()

    def _update_date_edits(self) -> None:
        self.filter_bar.show_dates(self.period_combo.currentData() == PERIOD_CUSTOM)

    def _fill_players(self, profiles: list[Profile]) -> None:
        chosen = self.player_combo.currentData()
        self._players = {
            p.id: PlayerRow(p.id, p.kind, p.name, p.level, p.colour) for p in profiles
        }
        was = self._filling
        self._filling = True
        self.player_combo.clear()
        self.player_combo.addItem(self.tr("All players"), None)
        for profile in profiles:
            if not profile.archived or profile.id == chosen:
                self.player_combo.addItem(self.player_name(profile.id), profile.id)
        self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(chosen)))
        self._filling = was

    def player_name(self, profile_id: int) -> str:
        player = self._players.get(profile_id)
        return labels.player_name(player) if player is not None else f"#{profile_id}"

    def _names(self) -> dict[int, str]:
        return {pid: self.player_name(pid) for pid in self._players}

    def _people_first(self, profile_id: int) -> tuple[bool, int]:
        player = self._players.get(profile_id)
        return (player is not None and player.kind == "bot", profile_id)

    def _series_style(self, profile_id: int) -> tuple[str, str]:
        player = self._players.get(profile_id)
        if player is None:
            return f"#{profile_id}", colours.GREY
        return labels.player_name(player), labels.player_colour(player, profile_id)

    # -- refreshing ------------------------------------------------------------------
    def refresh(self, *_args: object, keep_game: bool = False) -> None:
        """Read everything again on the statistics' worker thread (after a filter change or
        a newly recorded game); drawn when it comes (:meth:`_show`).  ``keep_game``: the
        figures' game was just chosen, and is not moved to one that has games."""
        figure = self.figure_combo.currentData()
        request = Request(self.current_filter(), self.window_spin.value(), self.figures_game(),
                          self._figures_game_picked or keep_game,
                          figure if isinstance(figure, str) else None)  # fmt: skip
        self.worker.ask(lambda store: read(store, request), self._show, failed=self._failed,
                        key=f"statistics-{id(self)}", owner=self)  # fmt: skip

    def _failed(self, error: Exception) -> None:
        self._say(fill_in(self.tr("The statistics could not be read: {error}"), error=str(error)))

    def _busy(self, held: bool) -> None:
        if held:
            self._say(self._busy_text())
        elif self.status.text() == self._busy_text():
            self._say(self.tr("Loading…") if self.loading else "")

    def _busy_text(self) -> str:
        return self.tr("The statistics are busy (another program is using them): trying again…")

    def _show(self, snap: Snapshot) -> None:
        """Draw ``snap`` (on the GUI thread): every tab at once."""
        if self.loading and self.status.text() in (self.tr("Loading…"), self._busy_text()):
            self._say("")
        self.loading = False
        self._snapshot = snap
        self._fill_players(snap.profiles)
        index = self.figures_game_combo.findData(snap.figures_game)
        if index >= 0 and index != self.figures_game_combo.currentIndex():
            self.figures_game_combo.blockSignals(True)
            self.figures_game_combo.setCurrentIndex(index)
            self.figures_game_combo.blockSignals(False)
        style = self._series_style
        self.win_rate_plot.set_series(drawing.lines(snap.win_rate, style, self._people_first))
        drawing.draw_wins(self.wins_plot, snap.wins, style, self._people_first,
                          self.tr("games and matches won"))  # fmt: skip
        self.h2h_model.set_data(snap.head_to_head, self._names())
        drawing.draw_figures(self.figures_tab, snap, style, self.player_name,
                             (self.tr("average per deal"), self.tr("average per single game")),
                             self._people_first)
        self.tendencies_tab.show_series(snap.tendencies, style, self.window_spin.value(),
                                        self._people_first)
        self.fairness_verdict.setText(self._verdict(drawing.draw_fairness(self.fairness_tab, snap.faces)))
        self.results_model.set_data(snap.results, self._names())
        self.results_view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.profiles_model.show_players((snap.humans, snap.games_played))
        self.shown.emit()

    def figures_game(self) -> str:
        game = self.figures_game_combo.currentData()
        return game if isinstance(game, str) else names()[0]

    def _figures_game_picked_by_hand(self, _index: int) -> None:
        self._figures_game_picked = True

    def _verdict(self, result: Fairness) -> str:
        if not result.enough:
            return self.tr(
                "Too few dice seen yet to judge the dice (%n so far). Every die thrown in "
                "Perudo and Macháček counts.", "", result.total,
            )  # fmt: skip
        if result.suspicious:
            return fill_in(self.tr(
                "Fair dice would rarely land this unevenly ({percent} of the time). Keep playing: "
                "with more throws the shares should even out."
            ), percent=percent(result.p_value, 2))
        return fill_in(self.tr(
            "The dice look fair: each face comes up about one time in six. Fair dice "
            "land at least this unevenly {percent} of the time."
        ), percent=percent(result.p_value))

    def _profiles_changed(self) -> None:
        self.refresh()
        self.playersChanged.emit()

    # -- actions --------------------------------------------------------------------
    def export_csv(self, path: Path | None = None) -> Path | None:
        """Write the filtered results to ``path`` (asked for when None), on the statistics'
        worker thread; the status line says when it is written."""
        if path is None:
            chosen, _filter = QFileDialog.getSaveFileName(
                self, self.tr("Export statistics"), str(Path.home() / "tablegames.csv"),
                self.tr("CSV files (*.csv)"),
            )  # fmt: skip
            if not chosen:
                return None
            path = Path(chosen)
        flt, target = self.current_filter(), path
        answer: list[bool] = []

        def write(store: StatsStore) -> int:
            with target.open("w", encoding="utf-8", newline="") as handle:
                return store.write_csv(handle, flt, shown)

        def written(count: int) -> None:
            answer.append(True)
            self._say(fill_in(self.tr("%n row(s) written to {path}", "", count), path=str(target)))

        def failed(error: Exception) -> None:
            answer.append(False)
            self._say(fill_in(self.tr("The file could not be written: {error}"), error=str(error)))

        self.worker.ask(write, written, failed=failed, owner=self)
        return None if answer == [False] else path

    def watch_replay(self) -> QWidget | None:
        """Open the replay of the game selected on the "Games" tab."""
        index = self.results_view.currentIndex()
        if not index.isValid():
            self._say(self.tr("Choose a game in the list first."))
            return None
        row = self.results_proxy.data(index, ROW_ROLE)
        replay = getattr(row, "replay", None)
        if not replay:
            self._say(self.tr("There is no replay of this game."))
            return None
        # by its name inside the replays folder only (never a link or a path out of it)
        path = saves.replay_path(replay, self.replays_dir)
        viewer = open_replay(path, self) if path is not None else None
        if viewer is None:
            messages = [p.message() for p in recovery.take_problems()]
            self._say(" ".join(messages) or self.tr("The replay file is missing."))
            return None
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        viewer.show()
        self._replay_windows.append(viewer)
        viewer.destroyed.connect(lambda: self._replay_windows.remove(viewer)
                                 if viewer in self._replay_windows else None)  # fmt: skip
        return viewer

    def add_player(self, name: str) -> bool:
        """Make a player called ``name`` (on the worker's thread); False when refused at once."""
        answer: list[bool] = []

        def made(created: Profile | None, refusal: str) -> None:
            answer.append(created is not None)
            if created is None:
                self._say(refusal)
            else:
                self._profiles_changed()

        create_player(self.worker, name, made, owner=self)
        return answer != [False]

    def _ask_new_player(self) -> None:
        name, accepted = QInputDialog.getText(self, self.tr("New player"), self.tr("Name:"))
        if accepted:
            self.add_player(name)

    def _say(self, text: str) -> None:
        self.status.setText(text)

    # -- language ---------------------------------------------------------------------
    def _window_unit(self) -> None:
        """The spin box's unit in the number's plural form ("2 hry", "5 her")."""
        n = self.window_spin.value()
        # The spin box shows the number itself: its suffix is the text after it.
        text = self.tr("%n game(s)", "the unit after a number in a spin box: keep %n first", n)
        self.window_spin.setSuffix(unit_after_number(text, n))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.filter_bar.retranslate()
        was = self._filling
        self._filling = True
        game = self.game_combo.currentData()
        self.game_combo.clear()
        self.game_combo.addItem(self.tr("All games"), None)
        for name in names():
            self.game_combo.addItem(labels.game_name(name), name)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        period = self.period_combo.currentData()
        self.period_combo.clear()
        for value, text in (
            (PERIOD_ALL, self.tr("All time")), (PERIOD_TODAY, self.tr("Today")),
            (PERIOD_WEEK, self.tr("Last 7 days")), (PERIOD_MONTH, self.tr("Last 30 days")),
            (PERIOD_YEAR, self.tr("Last year")), (PERIOD_CUSTOM, self.tr("From … to …")),
        ):  # fmt: skip
            self.period_combo.addItem(text, value)
        self.period_combo.setCurrentIndex(max(0, self.period_combo.findData(period)))
        for index, name in enumerate(names()):
            self.figures_game_combo.setItemText(index, labels.game_name(name))
        self._filling = was
        for tab in (self.overview_tab, self.figures_tab, self.tendencies_tab, self.games_tab,
                    self.players_tab):  # fmt: skip
            tab.retranslate()
        self._window_unit()
        for index, text in enumerate((
            self.tr("Overview"), self.tr("Head to head"), self.tr("Figures"), self.tr("Tendencies"),
            self.tr("Fair dice"), self.tr("Games"), self.tr("Players"),
        )):  # fmt: skip
            self.tabs.setTabText(index, text)
        for model in (self.h2h_model, self.figures_model, self.fairness_model, self.results_model):
            model.retranslate()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "tabs"):
            self.retranslate()
            self.refresh()
        super().changeEvent(event)
