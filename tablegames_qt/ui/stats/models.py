"""Table models of the statistics window (sortable through a proxy on :data:`SORT_ROLE`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from tablegames_qt.storage.stats import FigureTotals, HeadToHead, ResultRow
from tablegames_qt.ui import override
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.stats import labels
from tablegames_qt.ui.stats.fairness import EXPECTED_SHARE
from tablegames_qt.ui.texts import date_time, fill_in, literal, number, percent

ModelIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

#: the raw value of a cell (numbers as numbers) for sorting
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: the row's object (ResultRow, Profile, ...)
ROW_ROLE = Qt.ItemDataRole.UserRole + 2

Row = TypeVar("Row")

_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGN_NUMBER = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class Column(Generic[Row]):
    """One column: its header (translated when asked) and how to read a row."""

    header: Callable[[], str]
    value: Callable[[Row], Any]  # raw value, for sorting
    text: Callable[[Row], str] | None = None  # shown text; str(value) otherwise
    numeric: bool = False


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """A flat, read-only table of ``Row`` objects described by :class:`Column`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._columns: list[Column[Row]] = []

    def columns(self) -> list[Column[Row]]:
        return self._columns

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._columns = self.make_columns()
        self.endResetModel()

    def make_columns(self) -> list[Column[Row]]:
        raise NotImplementedError

    def row_object(self, row: int) -> Row:
        return self._rows[row]

    @override
    def rowCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    @override
    def columnCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def _valid(self, index: ModelIndex) -> bool:
        return (
            index.isValid()
            and not index.parent().isValid()
            and 0 <= index.row() < len(self._rows)
            and 0 <= index.column() < len(self._columns)
        )

    @override
    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        if not self._valid(index):
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role == _DISPLAY:
            return column.text(row) if column.text is not None else _plain(column.value(row))
        if role == SORT_ROLE:
            return column.value(row)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(_ALIGN_NUMBER.value)
        return self.extra_data(row, index.column(), role)

    def extra_data(self, row: Row, column: int, role: int) -> Any:
        return None

    @override
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if role != _DISPLAY:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            return self._columns[section].header()
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            return str(section + 1)
        return None

    def retranslate(self) -> None:
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
        if self._rows and self._columns:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self._columns) - 1)
            )


def _plain(value: Any) -> str:
    if isinstance(value, float):
        # two decimals at most, none written when they are zero ("4.5", "4,5", "3")
        decimals = next((d for d in (0, 1) if round(value, d) == round(value, 2)), 2)
        return number(value, decimals)
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)
    return "" if value is None else str(value)


def sorting_proxy(model: QAbstractTableModel, parent: Any = None) -> QSortFilterProxyModel:
    """A proxy that sorts on the raw values of :data:`SORT_ROLE`."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return proxy


# -- head to head --------------------------------------------------------------------


class HeadToHeadModel(RowTableModel[HeadToHead]):
    """Every pair of opponents: games together, wins, losses, win share."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._names: dict[int, str] = {}

    def set_data(self, rows: Sequence[HeadToHead], names: dict[int, str]) -> None:
        self._names = dict(names)
        self.set_rows(rows)

    def _name(self, profile: int) -> str:
        return self._names.get(profile, f"#{profile}")

    def make_columns(self) -> list[Column[HeadToHead]]:
        return [
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Player"),
                lambda r: self._name(r.player),
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Opponent"),
                lambda r: self._name(r.opponent),
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Games and matches together"),
                lambda r: r.games,
                numeric=True,
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Won"),
                lambda r: r.wins,
                numeric=True,
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Lost"),
                lambda r: r.losses,
                numeric=True,
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Won of decided"),
                lambda r: r.wins / (r.wins + r.losses) if r.wins + r.losses else 0.0,
                lambda r: percent(r.wins / (r.wins + r.losses)) if r.wins + r.losses else labels.EMPTY_CELL,
                numeric=True,
            ),
        ]


# -- finished games --------------------------------------------------------------------


#: the columns of ResultsModel with names (they share the room left, a long list elided)
PLAYERS_COLUMN, WON_COLUMN = 2, 3
#: the column of ResultsModel that marks a game played with the coach's hints
HINTS_COLUMN = 6


class ResultsModel(RowTableModel[ResultRow]):
    """Finished games and matches, newest first; the row object holds the replay name."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._names: dict[int, str] = {}

    def set_data(self, rows: Sequence[ResultRow], names: dict[int, str]) -> None:
        self._names = dict(names)
        self.set_rows(rows)

    def _players(self, row: ResultRow, winners_only: bool = False) -> str:
        seen: list[str] = []
        for seat in row.seats:
            if winners_only and not seat.winner:
                continue
            name = self._names.get(seat.profile_id, shown(seat.name))
            seen.append(name)
        return ", ".join(seen)

    def make_columns(self) -> list[Column[ResultRow]]:
        return [
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Finished"),
                lambda r: r.finished_at.timestamp(),
                lambda r: date_time(r.finished_at),
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Game"),
                lambda r: labels.game_name(r.game),
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Players"),
                lambda r: self._players(r),
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Winners"),
                lambda r: self._players(r, winners_only=True),
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Minutes"),
                lambda r: r.duration,
                lambda r: number(r.duration / 60),
                numeric=True,
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Replay"),
                lambda r: int(r.replay is not None),
                lambda r: QCoreApplication.translate("StatisticsModels", "yes") if r.replay else "",
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Hints"),
                lambda r: int(r.hints_used),
                lambda r: QCoreApplication.translate("StatisticsModels", "yes") if r.hints_used else "",
            ),
        ]

    @override
    def extra_data(self, row: ResultRow, column: int, role: int) -> Any:
        if column in (PLAYERS_COLUMN, WON_COLUMN) and role == Qt.ItemDataRole.ToolTipRole:
            return literal(self._players(row, winners_only=column == WON_COLUMN))  # all of them
        if column == HINTS_COLUMN and role == Qt.ItemDataRole.ToolTipRole:
            if row.hints_used:
                return QCoreApplication.translate(
                    "StatisticsModels", "The coach's hints were used in this game")
            return QCoreApplication.translate("StatisticsModels", "Played without hints")
        if column == HINTS_COLUMN and role == Qt.ItemDataRole.AccessibleTextRole:
            return QCoreApplication.translate("StatisticsModels", "with hints") if row.hints_used else ""
        if column == HINTS_COLUMN and role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter.value)
        return None


# -- figures ---------------------------------------------------------------------------


@dataclass(frozen=True)
class FigureRow:
    profile_id: int
    name: str
    totals: FigureTotals


class FiguresModel(RowTableModel[FigureRow]):
    """Per player, each figure's average per game (or per deal)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._figures: list[str] = []
        self._per_deal: frozenset[str] = frozenset()

    def set_data(
        self, rows: Sequence[FigureRow], figures: Sequence[str],
        per_deal: frozenset[str] = frozenset(),
    ) -> None:  # fmt: skip
        self._figures = list(figures)
        self._per_deal = per_deal
        self.set_rows(rows)

    def average(self, row: FigureRow, name: str) -> float:
        totals = row.totals
        if name in self._per_deal and totals.sums.get("deals"):
            return totals.sums.get(name, 0.0) / totals.sums["deals"]
        return totals.average(name)

    def make_columns(self) -> list[Column[FigureRow]]:
        columns: list[Column[FigureRow]] = [
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Player"), lambda r: r.name
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Single games"),
                lambda r: r.totals.games,
                numeric=True,
            ),
        ]
        for name in self._figures:
            columns.append(Column(
                lambda n=name: self._figure_header(n),  # type: ignore[misc]
                lambda r, n=name: round(self.average(r, n), 2),  # type: ignore[misc]
                numeric=True,
            ))  # fmt: skip
        return columns

    def _figure_header(self, name: str) -> str:
        if name in self._per_deal:
            return fill_in(QCoreApplication.translate("StatisticsModels", "{figure} per deal"), figure=labels.figure_name(name))
        return labels.figure_name(name)


# -- fair dice -------------------------------------------------------------------------


@dataclass(frozen=True)
class FaceRow:
    face: int
    count: int
    total: int


class FairnessModel(RowTableModel[FaceRow]):
    """The six faces: how often seen, share, expected share."""

    def set_counts(self, counts: Sequence[int]) -> None:
        total = sum(counts)
        self.set_rows([FaceRow(face, int(c), total) for face, c in enumerate(counts, 1)])

    def make_columns(self) -> list[Column[FaceRow]]:
        return [
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Face"),
                lambda r: r.face,
                numeric=True,
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Seen"),
                lambda r: r.count,
                numeric=True,
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Share"),
                lambda r: r.count / r.total if r.total else 0.0,
                lambda r: percent(r.count / r.total, 1) if r.total else labels.EMPTY_CELL,
                numeric=True,
            ),
            Column(
                lambda: QCoreApplication.translate("StatisticsModels", "Expected"),
                lambda r: EXPECTED_SHARE,
                lambda r: percent(EXPECTED_SHARE, 1),
                numeric=True,
            ),
        ]

    @override
    def extra_data(self, row: FaceRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            try:
                from tablegames_qt.ui.dice.pixmaps import die_pixmap
            except ImportError:
                return None
            return die_pixmap(row.face, 20)
        return None
