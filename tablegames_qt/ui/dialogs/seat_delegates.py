"""Editors of the new-game dialog's seat table: a combo box of choices, a name field
that offers the known players."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tablegames_qt.ui import override
from tablegames_qt.ui.models.seats import (
    SeatListModel,
)

ModelIndex = QModelIndex | QPersistentModelIndex


class ChoiceDelegate(QStyledItemDelegate):
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


class NameDelegate(QStyledItemDelegate):
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
        else:
            super().setEditorData(editor, index)

    @override
    def setModelData(self, editor: QWidget, model: Any, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)
