"""The end-of-deal score breakdown of Royal Casino, as a table model.

One column per side (after a label column), one row per item of the count in
the engine's counting order — most cards, most spades, Big Casino, Little
Casino, the four aces, sweeps (with their cancelling) — then the points of
the deal, the score before it, the running total and each side's goal near
the target (18: most cards, 19: Big Casino, 20: Little Casino or most spades)
as a badge.  The numbers are the engine's :class:`~tablegames_qt.engine.casino.DealResult`;
nothing is counted here.
"""

from __future__ import annotations

from collections.abc import Sequence
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
from tablegames_qt.engine.casino import DealResult, ScoreItem
from tablegames_qt.engine.casino.cards import SUIT_SYMBOLS
from tablegames_qt.engine.casino.scoring import CONDITION_LABELS, ITEM_LABELS
from tablegames_qt.ui.texts import fill_in, literal

ModelIndex = QModelIndex | QPersistentModelIndex

ROW_KIND_ROLE = Qt.ItemDataRole.UserRole + 1
SIDE_ROLE = Qt.ItemDataRole.UserRole + 2
POINTS_ROLE = Qt.ItemDataRole.UserRole + 3
COUNT_ROLE = Qt.ItemDataRole.UserRole + 4
#: on the goal row: "met", "missed" or "winner" (no condition, but won), else None
BADGE_ROLE = Qt.ItemDataRole.UserRole + 5
#: True in the column of the side that won the game with this deal
WINNER_ROLE = Qt.ItemDataRole.UserRole + 6

LABEL_COLUMN = 0
DEAL_ROW, BEFORE_ROW, TOTAL_ROW, GOAL_ROW = "deal", "before", "total", "goal"
SUMMARY_ROWS: tuple[str, ...] = (DEAL_ROW, BEFORE_ROW, TOTAL_ROW, GOAL_ROW)

SCORED = QColor(colours.CARD_FELT)
NOTHING = QColor(colours.INK_GREY)
WINNER_FILL = QColor(colours.WINNER_FILL)


class CasinoScoreModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._result: DealResult | None = None
        self._before: tuple[int, ...] = ()
        self._names: tuple[str, ...] = ()
        self._deal = 0

    # -- feeding --------------------------------------------------------------------
    def set_deal(
        self,
        result: DealResult,
        scores_before: Sequence[int],
        side_names: Sequence[str],
        deal: int = 0,
    ) -> None:
        """Show the count of one deal; ``side_names`` name the columns."""
        sides = len(result.points)
        if len(scores_before) != sides or len(side_names) != sides:
            raise ValueError("one score and one name per side")
        self.beginResetModel()
        self._result = result
        self._before = tuple(scores_before)
        self._names = tuple(side_names)
        self._deal = deal
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self._result = None
        self._before = ()
        self._names = ()
        self._deal = 0
        self.endResetModel()

    def result(self) -> DealResult | None:
        return self._result

    def deal_number(self) -> int:
        return self._deal

    def side_names(self) -> tuple[str, ...]:
        return self._names

    def scores_before(self) -> tuple[int, ...]:
        return self._before

    def winner(self) -> int | None:
        return None if self._result is None else self._result.winner

    def retranslate(self) -> None:
        """Labels and texts in the current language."""
        if self._result is None:
            return
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    # -- shape ----------------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        if parent.isValid() or self._result is None:
            return 0
        return len(self._result.items) + len(SUMMARY_ROWS)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._result is None:
            return 0
        return 1 + len(self._result.points)

    def row_kind(self, row: int) -> str | None:
        """The item kind of ``row`` ("cards", "ace", ..., "sweeps") or a summary row's name."""
        result = self._result
        if result is None or not 0 <= row < self.rowCount():
            return None
        if row < len(result.items):
            return result.items[row].kind
        return SUMMARY_ROWS[row - len(result.items)]

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if section == LABEL_COLUMN else self._names[section - 1]
        if role == WINNER_ROLE and section != LABEL_COLUMN:
            return self.winner() == section - 1
        return None

    def _valid(self, index: ModelIndex) -> bool:
        return (
            index.isValid()
            and not index.parent().isValid()
            and 0 <= index.row() < self.rowCount()
            and 0 <= index.column() < self.columnCount()
        )

    # -- data -----------------------------------------------------------------------
    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        result = self._result
        if result is None or not self._valid(index):
            return None
        row, column = index.row(), index.column()
        kind = self.row_kind(row)
        if role == ROW_KIND_ROLE:
            return kind
        if column == LABEL_COLUMN:
            return self._label_data(row, role)
        side = column - 1
        if role == SIDE_ROLE:
            return side
        if role == WINNER_ROLE:
            return result.winner == side
        if row < len(result.items):
            return self._item_data(result.items[row], side, role)
        return self._summary_data(str(kind), side, role)

    def _label_data(self, row: int, role: int) -> Any:
        result = self._result
        assert result is not None
        if role == Qt.ItemDataRole.DisplayRole:
            if row < len(result.items):
                return self.item_label(result.items[row])
            return self.summary_label(SUMMARY_ROWS[row - len(result.items)])
        if role == Qt.ItemDataRole.FontRole and self.row_kind(row) == TOTAL_ROW:
            return _bold()
        return None

    def _item_data(self, item: ScoreItem, side: int, role: int) -> Any:
        result = self._result
        assert result is not None
        scored = item.side == side
        points = item.points if scored else 0
        count = item.counts[side] if item.counts else None
        if role == POINTS_ROLE:
            return points
        if role == COUNT_ROLE:
            return count
        if role == Qt.ItemDataRole.DisplayRole:
            return self.item_cell_text(item, side, result.sweeps_barred[side])
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.item_tooltip(item, side, result.sweeps_barred[side])
            return None if tip is None else literal(tip)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(SCORED if scored and points else NOTHING)
        if role == Qt.ItemDataRole.FontRole and scored and points:
            return _bold()
        if role == Qt.ItemDataRole.BackgroundRole and result.winner == side:
            return QBrush(WINNER_FILL)
        return None

    def _summary_data(self, kind: str, side: int, role: int) -> Any:
        result = self._result
        assert result is not None
        if kind == GOAL_ROW:
            return self._goal_data(side, role)
        value = {
            DEAL_ROW: result.points[side],
            BEFORE_ROW: self._before[side],
            TOTAL_ROW: result.totals[side],
        }[kind]
        if role in (POINTS_ROLE, Qt.ItemDataRole.EditRole):
            return value
        if role == Qt.ItemDataRole.DisplayRole:
            if kind == DEAL_ROW:
                return f"+{value}" if value else "0"
            if kind == TOTAL_ROW and result.totals[side] < self._before[side] + result.points[side]:
                return fill_in(self.tr("{total} (capped)"), total=value)
            return str(value)
        if role == Qt.ItemDataRole.ToolTipRole and kind == TOTAL_ROW:
            if result.totals[side] < self._before[side] + result.points[side]:
                return self.tr("The goal was missed, so the score stays below the target")
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and kind == TOTAL_ROW:
            return _bold()
        if role == Qt.ItemDataRole.BackgroundRole and result.winner == side:
            return QBrush(WINNER_FILL)
        return None

    def _goal_data(self, side: int, role: int) -> Any:
        result = self._result
        assert result is not None
        condition = result.conditions[side]
        won = result.winner == side
        if role == BADGE_ROLE:
            if condition is not None:
                return "met" if result.conditions_met[side] else "missed"
            return "winner" if won else None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.goal_text(condition, result.conditions_met[side], won)
        if role == Qt.ItemDataRole.ToolTipRole and condition is not None:
            return self.tr("Near the target a side wins only by meeting its goal")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    # -- texts (self.tr: the context is this class, where lupdate files them) --------------
    def item_label(self, item: ScoreItem) -> str:
        template = ITEM_LABELS[item.kind]
        text = QCoreApplication.translate("casino", template)
        if item.kind == "ace" and item.card is not None:
            # "Ace ♠": the word already says ace, the suit tells which
            return fill_in(text, card=SUIT_SYMBOLS[item.card.suit])
        return text

    def summary_label(self, kind: str) -> str:
        return {
            DEAL_ROW: self.tr("This deal"),
            BEFORE_ROW: self.tr("Before"),
            TOTAL_ROW: self.tr("Total"),
            GOAL_ROW: self.tr("Goal"),
        }[kind]

    def item_cell_text(self, item: ScoreItem, side: int, barred: bool) -> str:
        """"27 · +3" for a count its side won, "+2" for a card taken, "" for nothing."""
        scored = item.side == side
        if item.kind == "sweeps":
            made = item.counts[side] if item.counts else 0
            if scored and item.points:
                others = max((c for i, c in enumerate(item.counts) if i != side), default=0)
                return f"{made} − {others} = +{item.points}" if others else f"{made} · +{item.points}"
            if barred and made:
                return fill_in(self.tr("{made} · none above 18"), made=made)
            return str(made) if made else ""
        if item.counts:
            count = item.counts[side]
            return f"{count} · +{item.points}" if scored and item.points else str(count)
        return f"+{item.points}" if scored and item.points else ""

    def item_tooltip(self, item: ScoreItem, side: int, barred: bool) -> str | None:
        if item.kind == "sweeps":
            if barred:
                return self.tr("Above 18 points sweeps score nothing, but they still cancel the others'")
            return self.tr("Sweeps cancel each other: only the difference to the next side scores")
        if item.kind == "cards":
            return self.tr("%n card(s) taken", "", item.counts[side]) if item.counts else None
        if item.kind == "spades":
            return self.tr("%n spade(s) taken", "", item.counts[side]) if item.counts else None
        return None

    def goal_text(self, condition: str | None, met: bool, won: bool) -> str:
        if condition is None:
            return self.tr("Winner") if won else ""
        label = QCoreApplication.translate("casino", CONDITION_LABELS[condition])
        return f"{label} ✓" if met else f"{label} ✗"


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font

