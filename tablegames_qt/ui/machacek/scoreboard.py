"""The Macháček match scoreboard: games won and lost per player (and lives).

The screen feeds it whole rows after every game; a ``QSortFilterProxyModel``
on :data:`SORT_ROLE` gives the standings at the end of the match.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from tablegames_qt import colours

ModelIndex = QModelIndex | QPersistentModelIndex

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
SEAT_ROLE = Qt.ItemDataRole.UserRole + 2

PLAYER_COLUMN, WINS_COLUMN, LOSSES_COLUMN, LIVES_COLUMN = range(4)


@dataclass(frozen=True)
class ScoreRow:
    name: str
    wins: int
    losses: int
    lives: int | None = None  # None: the match is not played with lives
    out: bool = False
    to_act: bool = False


class ScoreboardModel(QAbstractTableModel):
    def __init__(self, with_lives: bool = False, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[ScoreRow] = []
        self._with_lives = with_lives

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else (4 if self._with_lives else 3)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            not index.isValid()
            or index.parent().isValid()
            or not 0 <= index.row() < len(self._rows)
            or not 0 <= index.column() < self.columnCount()
        ):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            if column == PLAYER_COLUMN:
                if role == SORT_ROLE:
                    return row.name.casefold()
                return ("▶ " if row.to_act else "") + row.name
            if column == WINS_COLUMN:
                return row.wins
            if column == LOSSES_COLUMN:
                return row.losses
            if row.lives is None:
                return None
            if role == SORT_ROLE:
                return row.lives
            return "♥" * row.lives if 0 < row.lives <= 6 else str(row.lives)
        if role == SEAT_ROLE:
            return index.row()
        if role == Qt.ItemDataRole.TextAlignmentRole and column != PLAYER_COLUMN:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and row.to_act:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and row.out:
            return QBrush(QColor(colours.OUT_ROW))
        if role == Qt.ItemDataRole.ToolTipRole and row.out:
            return QCoreApplication.translate("ScoreboardModel", "Out of the match")
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
        if 0 <= index.row() < len(self._rows) and not self._rows[index.row()].out:
            flags |= Qt.ItemFlag.ItemIsEnabled
        return flags

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return {
            PLAYER_COLUMN: QCoreApplication.translate("ScoreboardModel", "Player"),
            WINS_COLUMN: QCoreApplication.translate("ScoreboardModel", "Won"),
            LOSSES_COLUMN: QCoreApplication.translate("ScoreboardModel", "Lost"),
            LIVES_COLUMN: QCoreApplication.translate("ScoreboardModel", "Lives") if self._with_lives else None,
        }.get(section)

    def set_rows(self, rows: list[ScoreRow]) -> None:
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = list(rows)
            self.endResetModel()
            return
        changed = [i for i, (a, b) in enumerate(zip(self._rows, rows, strict=True)) if a != b]
        self._rows = list(rows)
        if changed:
            self.dataChanged.emit(
                self.index(min(changed), 0), self.index(max(changed), self.columnCount() - 1)
            )

    def rows(self) -> list[ScoreRow]:
        return list(self._rows)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
