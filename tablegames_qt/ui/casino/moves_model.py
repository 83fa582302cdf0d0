"""The "show my moves" list: every legal play of the player, in words, grouped.

A list model of the engine's legal plays (the UI never makes one up), ordered
for reading: one group per hand card, in the order the hand lies, headed by a
line naming the card; within a group the captures (the biggest first), then
the builds (by value), then the trail.  Header rows cannot be selected and
carry no play; the screen plays a play row when it is clicked or Enter is
pressed on it (``MovesView``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QPainter
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem

from tablegames_qt.engine.casino import BUILD, CAPTURE, Play
from tablegames_qt.ui import override
from tablegames_qt.ui.texts import fill_in, literal

from .layout import sorted_hand
from .words import items_text, play_text

ModelIndex = QModelIndex | QPersistentModelIndex

PLAY_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
#: the row kind: "card" for a group's header, else the play's kind
HEADER = "card"

_KIND_ORDER = {CAPTURE: 0, BUILD: 1}


def play_order(play: Play) -> tuple[int, int, str]:
    """Captures first (those taking the most cards first), then builds by value, then the trail."""
    kind = _KIND_ORDER.get(play.kind, 2)
    if play.kind == CAPTURE:
        return kind, -len(play.cards_taken), items_text(play.taken)
    return kind, play.value, items_text(play.taken)


class MovesModel(QAbstractListModel):
    """Rows: ``(None, header text)`` or ``(play, its text)``, see the module's docstring."""

    def __init__(self, names: Callable[[], Sequence[str]], parent: Any = None) -> None:
        super().__init__(parent)
        self._names = names
        self._plays: list[Play] = []
        self._rows: list[tuple[Play | None, str]] = []

    @override
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    @override
    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._rows):
            return None
        play, text = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return text
        if role == Qt.ItemDataRole.ToolTipRole:  # a tool tip guesses rich text: names stay text
            return literal(text)
        if role == PLAY_ROLE:
            return play
        if role == KIND_ROLE:
            return HEADER if play is None else play.kind
        if role == Qt.ItemDataRole.FontRole and play is None:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return self.tr("Press Enter or click to play it") if play is not None else ""
        return None

    @override
    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
        if self.play_at(index.row()) is not None:
            flags |= Qt.ItemFlag.ItemIsSelectable
        return flags

    def set_plays(self, plays: Sequence[Play]) -> None:
        self.beginResetModel()
        self._plays = list(plays)
        self._rows = self._make_rows()
        self.endResetModel()

    def _make_rows(self) -> list[tuple[Play | None, str]]:
        names = self._names()
        rows: list[tuple[Play | None, str]] = []
        for card in sorted_hand(list(dict.fromkeys(p.card for p in self._plays))):
            group = sorted((p for p in self._plays if p.card == card), key=play_order)
            rows.append((None, fill_in(self.tr("With {card}:"), card=str(card))))
            rows.extend((p, play_text(p, names)) for p in group)
        return rows

    def plays(self) -> list[Play]:
        """The plays in the order they are listed."""
        return [p for p, _text in self._rows if p is not None]

    def play_at(self, row: int) -> Play | None:
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def row_of(self, play: Play) -> int:
        return next((r for r, (p, _t) in enumerate(self._rows) if p == play), -1)

    def refresh_texts(self) -> None:
        self._rows = self._make_rows()
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))


class _GroupDelegate(QStyledItemDelegate):
    """Plays indented under their card's header."""

    INDENT = 14

    @override
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        if index.data(KIND_ROLE) != HEADER:
            option = QStyleOptionViewItem(option)
            option.rect = option.rect.adjusted(self.INDENT, 0, 0, 0)
        super().paint(painter, option, index)


class MovesView(QListView):
    """The list of moves: a click or Enter on a play row asks to play it."""

    playRequested = Signal(object)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setWordWrap(True)
        self.setItemDelegate(_GroupDelegate(self))
        self.clicked.connect(self._request)

    def _request(self, index: QModelIndex) -> None:
        play = index.data(PLAY_ROLE) if index.isValid() else None
        if play is not None:
            self.playRequested.emit(play)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # handled here: Enter must not also reach the screen (which plays its button)
            self._request(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)
