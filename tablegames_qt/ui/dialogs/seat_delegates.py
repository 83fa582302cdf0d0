"""Editors of the new-game dialog's seat table: a combo box of choices, a name field
that offers the known players.

Enter in an editor finishes that edit and nothing more: Qt's delegates commit on Enter
only later (queued) and let the key go on to the dialog, whose default button would
start the game with the name from before the typing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QComboBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tablegames_qt.ui import override
from tablegames_qt.ui.models.seats import SeatListModel

ModelIndex = QModelIndex | QPersistentModelIndex


#: keys that would step a closed combo box to another choice
_BROWSING_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
                  Qt.Key.Key_Home, Qt.Key.Key_End)


class SeatDelegate(QStyledItemDelegate):
    """Enter commits the edit at once and goes no further (see the module docstring)."""

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(watched, QWidget)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.commitData.emit(watched)
            self.closeEditor.emit(watched, QAbstractItemDelegate.EndEditHint.NoHint)
            return True
        if (
            isinstance(watched, QComboBox)
            and not watched.isEditable()
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _BROWSING_KEYS
            and not event.modifiers() & Qt.KeyboardModifier.AltModifier
        ):
            # A closed combo in a cell would take the next choice on an arrow key, said by
            # nothing ("Normal" became "Hard" while moving on): it changes only once opened
            # (Space, F4 or Alt+Down) and a choice is taken there.
            return True
        return super().eventFilter(watched, event)


class ChoiceDelegate(SeatDelegate):
    """A combo box for a column whose edit value is one of a few codes."""

    def __init__(self, choices: Callable[[], list[tuple[str, str]]], parent: QWidget) -> None:
        super().__init__(parent)
        self._choices = choices

    @override
    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex) -> QWidget:
        combo = QComboBox(parent)
        for code, label in self._choices():
            combo.addItem(label, code)
        # Commit at once: the list's default names follow a human/computer switch.
        combo.activated.connect(lambda _i, c=combo: self.commitData.emit(c))
        return combo

    @override
    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            position = editor.findData(index.data(Qt.ItemDataRole.EditRole))
            if position >= 0:
                editor.setCurrentIndex(position)

    @override
    def setModelData(self, editor: QWidget, model: Any, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class NameDelegate(SeatDelegate):
    """The name of a seat: for a human, an editable combo box listing the
    existing players (a new name typed in becomes a new profile when the game
    is recorded); for a computer, plain text."""

    def __init__(self, names: Callable[[], list[str]], parent: QWidget) -> None:
        super().__init__(parent)
        self._names = names

    @override
    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex) -> QWidget:
        model = index.model()
        names = self._names()
        if not isinstance(model, SeatListModel) or not model.is_human(index.row()) or not names:
            return super().createEditor(parent, option, index)
        combo = QComboBox(parent)
        combo.setObjectName("profileCombo")
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.addItems(names)
        combo.activated.connect(lambda _i, c=combo: self.commitData.emit(c))
        return combo

    @override
    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            editor.setEditText(str(index.data(Qt.ItemDataRole.EditRole)))
            line = editor.lineEdit()
            if line is not None:
                line.selectAll()  # typing replaces the name, as in a plain text field
        else:
            super().setEditorData(editor, index)

    @override
    def setModelData(self, editor: QWidget, model: Any, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)
