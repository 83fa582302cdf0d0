"""The statistics window's tabs, each a widget holding its plots, tables and models.

They only build and lay out; the window (``window.py``) names everything in
``retranslate``, connects the signals and fills the tabs from the store.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QSize, Qt
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
    QTableView,
    QTabWidget,
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


class WrappingHeader(QHeaderView):
    """Column titles of several words on two lines, each column as wide as its longer line
    ("Dudo calls / that were right"): on one line the Figures table's ten titles were wider
    than a 1024×640 screen and the table scrolled sideways."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        model = self.model()
        words = str(model.headerData(logicalIndex, self.orientation()) or "").split() if model else []
        metrics = self.fontMetrics()
        if len(words) < 2:
            return QSize(size.width(), size.height() + metrics.lineSpacing())
        whole = metrics.horizontalAdvance(" ".join(words))
        longer_line = min(
            max(metrics.horizontalAdvance(" ".join(words[:i])), metrics.horizontalAdvance(" ".join(words[i:])))
            for i in range(1, len(words))
        )  # fmt: skip
        # a few pixels to spare: the style's own wrapping must come to the same two lines
        return QSize(size.width() - whole + longer_line + 4, size.height() + metrics.lineSpacing())


def table_view(parent: QWidget, model: QAbstractItemModel | None = None, *,
               wrap_titles: bool = False) -> QTableView:  # fmt: skip
    """A sortable table of whole rows, sized to its contents; given its ``model`` (a
    sorting proxy), it opens sorted as its header's arrow says: by the first column, A to Z
    (set afterwards, the arrow stood over rows in the order the players were first met).
    ``wrap_titles``: column titles of several words on two lines (:class:`WrappingHeader`)."""
    view = QTableView(parent)
    if wrap_titles:
        view.setHorizontalHeader(WrappingHeader(view))
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


def stretch_columns(view: QTableView, columns: tuple[int, ...]) -> None:
    """``columns`` share what the others, sized to their contents, leave of ``view``'s
    width (their texts elided): no horizontal scroll bar for long names."""
    header = view.horizontalHeader()
    for column in columns:
        if column < header.count():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)


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
        self.since_label = QLabel(self)
        self.until_label = QLabel(self)
        row = QHBoxLayout()
        for widget in (self.game_label, self.game_combo, self.player_label, self.player_combo,
                       self.period_label, self.period_combo, self.bots_check):  # fmt: skip
            row.addWidget(widget)
        row.addStretch(1)
        # the chosen dates take a row of their own: beside the period they made the bar
        # wider than a 1024×640 screen
        self.dates_row = QWidget(self)
        dates = QHBoxLayout(self.dates_row)
        dates.setContentsMargins(0, 0, 0, 0)
        for field in (self.since_label, self.since_edit, self.until_label, self.until_edit):
            dates.addWidget(field)
        dates.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.dates_row)
        self.show_dates(False)
        # Export CSV… stands beside Close (the window lays it out): in this row it left the
        # combos too little room at 1024×640, "All players" cut to "All p"

    def show_dates(self, shown: bool) -> None:
        """The row of the period's first and last day: for a period of chosen dates only."""
        self.dates_row.setVisible(shown)
        self.since_edit.setVisible(shown)
        self.until_edit.setVisible(shown)

    def retranslate(self) -> None:
        for edit in (self.since_edit, self.until_edit):  # days as the Games tab and the charts write them
            edit.setDisplayFormat(day_pattern(year=True))
        self.game_label.setText(self.tr("Game:"))
        self.player_label.setText(self.tr("Player:"))
        self.period_label.setText(self.tr("Period:"))
        self.since_label.setText(self.tr("From:"))
        self.until_label.setText(self.tr("To:"))
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
        self.view = table_view(self, self.proxy, wrap_titles=True)
        self.line_plot = LinePlot(self)
        for game in names():
            self.game_combo.addItem("", game)
        figure_row = QHBoxLayout()
        figure_row.addWidget(self.game_label)
        figure_row.addWidget(self.game_combo)
        figure_row.addStretch(1)
        # the table and the two charts take turns, each with the whole tab: sharing about
        # 480 px at 1024×640 the bars' legend was cut (5 of 11 players), the game-by-game
        # chart was 20 px tall and the table scrolled sideways
        self.parts = QTabWidget(self)
        self.parts.setDocumentMode(True)
        self.parts.addTab(self.view, "")
        self.parts.addTab(self.plot, "")
        line_box = QWidget(self.parts)
        line_layout = QVBoxLayout(line_box)
        line_layout.setContentsMargins(0, 0, 0, 0)
        line_row = QHBoxLayout()
        line_row.addWidget(self.figure_label)
        line_row.addWidget(self.figure_combo)
        line_row.addStretch(1)
        line_layout.addLayout(line_row)
        line_layout.addWidget(self.line_plot, 1)
        self.parts.addTab(line_box, "")
        # the names share what the figures leave (elided, whole in a tip), as in the Games tab
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.view.horizontalHeader().sectionCountChanged.connect(
            lambda: stretch_columns(self.view, (0,))
        )
        layout = QVBoxLayout(self)
        layout.addLayout(figure_row)
        layout.addWidget(self.parts, 1)

    def retranslate(self) -> None:
        self.game_label.setText(self.tr("Figures of:"))
        self.figure_label.setText(self.tr("Figure:"))
        for index, text in enumerate((self.tr("Table"), self.tr("Bar chart"), self.tr("Game by game"))):
            self.parts.setTabText(index, text)


class FairnessTab(QWidget):
    """How the dice fell: the plot, the verdict, the counts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = FairnessPlot(self)
        self.model = FairnessModel(self)
        self.view = table_view(self)
        self.view.setSortingEnabled(False)
        self.view.setModel(self.model)
        # four short columns sized to their numbers ("Expected" stretched over the rest)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.model.modelReset.connect(self._fit_table)
        layout = QVBoxLayout(self)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.verdict)
        layout.addWidget(self.view)

    def _fit_table(self) -> None:
        """The six faces in sight whatever the window's height (at 1024×640 the sixth stood
        under the table's edge); the chart takes the rest."""
        rows = sum(self.view.rowHeight(row) for row in range(self.model.rowCount()))
        self.view.setFixedHeight(rows + self.view.horizontalHeader().sizeHint().height()
                                 + 2 * self.view.frameWidth())  # fmt: skip


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
        stretch_columns(self.view, (PLAYERS_COLUMN, WON_COLUMN))

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
