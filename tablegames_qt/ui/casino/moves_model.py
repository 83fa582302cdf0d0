"""The "show my moves" list: every legal play of the player, in words.

A list model (the engine's plays, in its order: by hand card, captures
before builds before the trail); the screen selects a row's play on the
table when it is clicked and plays it on a double click.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from tablegames_qt.engine.casino import Play
from tablegames_qt.ui.texts import literal

from .words import play_text

ModelIndex = QModelIndex | QPersistentModelIndex

PLAY_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2


class MovesModel(QAbstractListModel):
    def __init__(self, names: Callable[[], Sequence[str]], parent: Any = None) -> None:
        super().__init__(parent)
        self._names = names
        self._plays: list[Play] = []
        self._texts: list[str] = []

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._plays)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._plays):
            return None
        play = self._plays[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:  # a tool tip guesses rich text: names stay text
            return literal(self._texts[index.row()])
        if role == PLAY_ROLE:
            return play
        if role == KIND_ROLE:
            return play.kind
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def set_plays(self, plays: Sequence[Play]) -> None:
        self.beginResetModel()
        self._plays = list(plays)
        names = self._names()
        self._texts = [play_text(p, names) for p in self._plays]
        self.endResetModel()

    def plays(self) -> list[Play]:
        return list(self._plays)

    def play_at(self, row: int) -> Play | None:
        return self._plays[row] if 0 <= row < len(self._plays) else None

    def row_of(self, play: Play) -> int:
        try:
            return self._plays.index(play)
        except ValueError:
            return -1

    def refresh_texts(self) -> None:
        names = self._names()
        self._texts = [play_text(p, names) for p in self._plays]
        if self._plays:
            self.dataChanged.emit(self.index(0), self.index(len(self._plays) - 1))
