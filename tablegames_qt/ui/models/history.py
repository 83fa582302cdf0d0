"""What has been said and done at the table, as a list model.

One model serves both dice games: a Perudo bid carries ``quantity`` and
``face``, a Macháček announcement ``value`` (e.g. 42, 66, 21), other entries
(challenges, results, new rounds) only text.  Texts are made by a formatter
the screen supplies, so a language switch only needs :meth:`refresh_texts`.
The delegates draw the dice from :data:`FACE_ROLE` / :data:`VALUE_ROLE`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from tablegames_qt.ui.texts import literal

ModelIndex = QModelIndex | QPersistentModelIndex

#: a line the app adds itself (not an event): its payload makes the text, in the language of the moment
NOTE = "note"

SEAT_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
QUANTITY_ROLE = Qt.ItemDataRole.UserRole + 3
FACE_ROLE = Qt.ItemDataRole.UserRole + 4
VALUE_ROLE = Qt.ItemDataRole.UserRole + 5
NAME_ROLE = Qt.ItemDataRole.UserRole + 6


@dataclass(frozen=True)
class HistoryEntry:
    """One line of the history.

    ``kind`` is "bid", "announce", "challenge", "believe", "result", "round",
    "maputo", ... (free-form: the formatter and the delegate decide the look).
    ``payload`` keeps whatever the formatter needs (an engine Event, say).
    """

    kind: str
    seat: int | None = None
    quantity: int | None = None
    face: int | None = None
    value: int | None = None
    payload: Any = None


class HistoryModel(QAbstractListModel):
    """Append-only list of :class:`HistoryEntry`, newest last."""

    def __init__(
        self,
        formatter: Callable[[HistoryEntry], str],
        names: Callable[[int], str] | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self._formatter = formatter
        self._names = names
        self._entries: list[HistoryEntry] = []
        self._texts: list[str] = []

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:  # a tool tip guesses rich text: names stay text
            return literal(self._texts[index.row()])
        if role == SEAT_ROLE:
            return entry.seat
        if role == KIND_ROLE:
            return entry.kind
        if role == QUANTITY_ROLE:
            return entry.quantity
        if role == FACE_ROLE:
            return entry.face
        if role == VALUE_ROLE:
            return entry.value
        if role == NAME_ROLE:
            if entry.seat is None or self._names is None:
                return None
            return self._names(entry.seat)
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren

    def append(self, entry: HistoryEntry) -> None:
        row = len(self._entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self._entries.append(entry)
        self._texts.append(self._text(entry))
        self.endInsertRows()

    def _text(self, entry: HistoryEntry) -> str:
        if entry.kind == NOTE and callable(entry.payload):
            return str(entry.payload())
        return self._formatter(entry)

    def clear(self) -> None:
        if not self._entries:
            return
        self.beginResetModel()
        self._entries.clear()
        self._texts.clear()
        self.endResetModel()

    def entries(self) -> list[HistoryEntry]:
        return list(self._entries)

    def refresh_texts(self) -> None:
        """Re-make every text (after a language switch or a rename)."""
        self._texts = [self._text(e) for e in self._entries]
        if self._entries:
            self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1))
