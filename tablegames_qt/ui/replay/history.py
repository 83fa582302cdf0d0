"""The replay's side history: the rooms' history list, cut back or filled up in one go.

A replay moves back as often as forward, and by whole rounds: rows are removed
or added as one change each, so the list is measured and scrolled once per step,
not once per line.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex

from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel


class ReplayHistory(HistoryModel):
    def truncate(self, count: int) -> None:
        """Keep the first ``count`` lines."""
        rows = len(self._entries)
        if count >= rows:
            return
        self.beginRemoveRows(QModelIndex(), max(0, count), rows - 1)
        del self._entries[count:]
        del self._texts[count:]
        self.endRemoveRows()

    def extend(self, entries: Sequence[HistoryEntry]) -> None:
        """Add ``entries`` after the last line."""
        if not entries:
            return
        row = len(self._entries)
        self.beginInsertRows(QModelIndex(), row, row + len(entries) - 1)
        self._entries.extend(entries)
        self._texts.extend(self._formatter(entry) for entry in entries)
        self.endInsertRows()
