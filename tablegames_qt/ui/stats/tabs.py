"""The statistics window's tabs, each a widget holding its plots, tables and models.

They only build and lay out; the window (``window.py``) names everything in
``retranslate``, connects the signals and fills the tabs from the store.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.games import names
from tablegames_qt.ui.stats.merge import ProfileMerger, merge_button_text, merge_tip
from tablegames_qt.ui.stats.models import (
    PLAYERS_COLUMN,
    WON_COLUMN,
    FairnessModel,
    FiguresModel,
    ResultsModel,
    sorting_proxy,
)
from tablegames_qt.ui.stats.plots import FairnessPlot, GroupedBarPlot, LinePlot, WinRatePlot
from tablegames_qt.ui.stats.profiles_model import (
    COLOUR_COLUMN,
    NAME_COLUMN,
    ColourDelegate,
    ProfilesModel,
)
from tablegames_qt.ui.stats.worker import StatsWorker
from tablegames_qt.ui.texts import day_pattern


def table_view(parent: QWidget, model: QAbstractItemModel | None = None) -> QTableView:
    """A sortable table of whole rows, sized to its contents; given its ``model`` (a
    sorting proxy), it opens sorted as its header's arrow says: by the first column, A to Z
    (set afterwards, the arrow stood over rows in the order the players were first met)."""
    view = QTableView(parent)
    view.setSortingEnabled(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    if model is not None:
        view.setModel(model)
        view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    return view


def _button_row(button: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(button)
    return row


class FilterBar(QWidget):
    """Game, player, period (with its dates), bots-only games; Export CSV."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_combo = QComboBox(self)
        self.player_combo = QComboBox(self)
        self.period_combo = QComboBox(self)
        for combo in (self.game_combo, self.player_combo, self.period_combo):
            # filled after the window is shown (the statistics are read on a thread of their
            # own): each follows its texts, not the width it had empty ("Všichni h")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        # a 24-character name would widen the bar past a 1024×640 screen: the longest
        # names are shortened in the box (the list shows them whole)
        self.player_combo.setMaximumWidth(self.player_combo.fontMetrics().averageCharWidth() * 14 + 40)
        self.since_edit = QDateEdit(self)
        self.until_edit = QDateEdit(self)
        for edit in (self.since_edit, self.until_edit):
            edit.setCalendarPopup(True)
        self.bots_check = QCheckBox(self)
        self.export_button = QPushButton(self)
        self.game_label = QLabel(self)
        self.player_label = QLabel(self)
        self.period_label = QLabel(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.game_label, self.game_combo, self.player_label, self.player_combo,
                       self.period_label, self.period_combo, self.since_edit, self.until_edit,
                       self.bots_check):  # fmt: skip
            layout.addWidget(widget)
        layout.addStretch(1)
        # Export CSV… stands beside Close (the window lays it out): in this row it left the
        # combos too little room at 1024×640, "All players" cut to "All p"

    def retranslate(self) -> None:
        for edit in (self.since_edit, self.until_edit):  # days as the Games tab and the charts write them
            edit.setDisplayFormat(day_pattern(year=True))
        self.game_label.setText(self.tr("Game:"))
        self.player_label.setText(self.tr("Player:"))
        self.period_label.setText(self.tr("Period:"))
        self.bots_check.setText(self.tr("Include games between computer players only"))
        self.export_button.setText(self.tr("Export CSV…"))


class OverviewTab(QWidget):
    """Win rate over a moving window of games, and wins per game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.window_label = QLabel(self)
        self.window_spin = QSpinBox(self)
        self.window_spin.setRange(2, 100)
        self.window_spin.setValue(10)
        self.win_rate_title = QLabel(self)
        self.win_rate_plot = WinRatePlot(self)
        self.wins_title = QLabel(self)
        self.wins_plot = GroupedBarPlot(self)
        rate_row = QHBoxLayout()
        rate_row.addWidget(self.win_rate_title, 1)
        rate_row.addWidget(self.window_label)
        rate_row.addWidget(self.window_spin)
        layout = QVBoxLayout(self)
        layout.addLayout(rate_row)
        layout.addWidget(self.win_rate_plot, 3)
        layout.addWidget(self.wins_title)
        layout.addWidget(self.wins_plot, 2)

    def retranslate(self) -> None:
        self.window_label.setText(self.tr("Rolling over the last"))
        self.win_rate_title.setText(self.tr("Share of games and matches won, over time"))
        self.wins_title.setText(self.tr("Games and matches won, by game"))


class FiguresTab(QWidget):
    """Per-game figures: bars per player, the table, one figure over time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_combo = QComboBox(self)
        self.figure_combo = QComboBox(self)
        self.game_label = QLabel(self)
        self.figure_label = QLabel(self)
        self.plot = GroupedBarPlot(self, horizontal=True)
        self.model = FiguresModel(self)
        self.proxy = sorting_proxy(self.model, self)
        self.view = table_view(self, self.proxy)
        self.line_plot = LinePlot(self)
        for game in names():
            self.game_combo.addItem("", game)
        figure_row = QHBoxLayout()
        figure_row.addWidget(self.game_label)
        figure_row.addWidget(self.game_combo)
        figure_row.addStretch(1)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.plot)
        splitter.addWidget(self.view)
        line_box = QWidget(splitter)
        line_layout = QVBoxLayout(line_box)
        line_layout.setContentsMargins(0, 0, 0, 0)
        line_row = QHBoxLayout()
        line_row.addWidget(self.figure_label)
        line_row.addWidget(self.figure_combo, 1)
        line_layout.addLayout(line_row)
        line_layout.addWidget(self.line_plot)
        splitter.addWidget(line_box)
        # the table gets a share that shows five players at 1024×640 (it showed 2½)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 2)
        splitter.setSizes([240, 270, 190])
        layout = QVBoxLayout(self)
        layout.addLayout(figure_row)
        layout.addWidget(splitter, 1)

    def retranslate(self) -> None:
        self.game_label.setText(self.tr("Figures of:"))
        self.figure_label.setText(self.tr("Game by game:"))


class FairnessTab(QWidget):
    """How the dice fell: the plot, the verdict, the counts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = FairnessPlot(self)
        self.model = FairnessModel(self)
        self.view = table_view(self)
        self.view.setSortingEnabled(False)
        self.view.setModel(self.model)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.plot, 3)
        layout.addWidget(self.verdict)
        layout.addWidget(self.view, 2)


class GamesTab(QWidget):
    """Every finished game, one row per seat, and its replay."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ResultsModel(self)
        self.proxy = sorting_proxy(self.model, self)
        self.view = table_view(self, self.proxy)
        # the names share what the other columns leave (elided, whole in a tip): the minutes,
        # the replay and the hints stay in sight, never behind a horizontal scroll bar
        header = self.view.horizontalHeader()
        header.setStretchLastSection(False)
        header.sectionCountChanged.connect(self._fit_columns)  # the columns come with the rows
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.replay_button = QPushButton(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(_button_row(self.replay_button))

    def _fit_columns(self) -> None:
        header = self.view.horizontalHeader()
        for column in (PLAYERS_COLUMN, WON_COLUMN):
            if column < header.count():
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)

    def retranslate(self) -> None:
        self.replay_button.setText(self.tr("Watch the replay"))


class PlayersTab(QWidget):
    """The people who play here: rename, recolour, archive, add, merge."""

    def __init__(self, worker: StatsWorker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ProfilesModel(worker, self)
        self.view = table_view(self)
        self.view.setSortingEnabled(False)
        self.view.setModel(self.model)
        self.colour_delegate = ColourDelegate(self.view)
        self.view.setItemDelegateForColumn(COLOUR_COLUMN, self.colour_delegate)
        # the names take the room, as in the Players dialog (a lone tick stood in the middle
        # of a wide last column)
        header = self.view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.add_button = QPushButton(self)
        self.merge_button = QPushButton(self)
        self.merge_button.setObjectName("mergeButton")
        self.merger = ProfileMerger(worker, self.model, self)
        self.merge_action = self.merger.attach(self.view)
        self.merge_button.clicked.connect(self.merge_action.trigger)
        row = _button_row(self.add_button)
        row.addWidget(self.merge_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add a player…"))
        self.merge_button.setText(merge_button_text())
        self.merge_button.setToolTip(merge_tip())
        self.merger.retranslate()
        self.hint.setText(self.tr(
            "Double-click a name, avatar or colour to change it. Renamed players keep "
            "their history. Untick “Active” to hide a player from new games; nothing is deleted."
        ))
