"""The "Players…" dialog: the human profiles, renamed, recoloured, archived.

Results refer to profiles by id, so a rename keeps a player's whole history;
archiving hides a player from the set-up dialog and keeps their history.
:func:`recent_human_names` gives the set-up dialog its list, the players who
played last first.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.storage.profiles import Profile, Profiles
from tablegames_qt.storage.stats import StatsStore
from tablegames_qt.ui import override

ModelIndex = QModelIndex | QPersistentModelIndex

NAME_COLUMN, COLOUR_COLUMN, AVATAR_COLUMN, GAMES_COLUMN = range(4)
COLUMNS = 4


def name_refusal(profiles: Profiles, name: str) -> str:
    """Why ``name`` cannot be a player's name (translated): taken, or not 1 to 24 characters."""
    if profiles.find(name) is not None:
        return QCoreApplication.translate("PlayersModel", "There is already a player called %1.").replace("%1", name.strip())
    return QCoreApplication.translate("PlayersModel", "A name has 1 to 24 characters.")


def create_player(profiles: Profiles, name: str) -> tuple[Profile | None, str]:
    """A new human player called ``name``: ``(profile, "")``, or ``(None, the reason)``."""
    try:
        return profiles.create(name), ""
    except ValueError:  # NameTaken is one
        return None, name_refusal(profiles, name)
    except sqlite3.Error as exc:
        return None, QCoreApplication.translate("PlayersModel", "The change could not be saved: %1").replace("%1", str(exc))


def recent_human_names(store: StatsStore) -> list[str]:
    """Active human players, the most recently played first, then the rest by name."""
    rows = store.connection.execute(
        "SELECT f.name FROM profiles f"
        " LEFT JOIN result_seats s ON s.profile_id = f.id"
        " LEFT JOIN results r ON r.id = s.result_id"
        " WHERE f.kind = 'human' AND f.archived = 0"
        " GROUP BY f.id ORDER BY MAX(r.finished_at) IS NULL, MAX(r.finished_at) DESC,"
        " f.name COLLATE NOCASE"
    ).fetchall()
    return [str(name) for (name,) in rows]


class PlayersModel(QAbstractTableModel):
    """Active human profiles: name and avatar edited in place, colour as a swatch."""

    #: a change was refused: a translated message saying why
    failed = Signal(str)

    def __init__(self, store: StatsStore, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self.profiles = Profiles(store)
        self._rows: list[Profile] = []
        self._games: dict[int, int] = {}
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._rows = self.profiles.humans()
        self._games = self.store.games_played()
        self.endResetModel()

    def profile(self, row: int) -> Profile | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    # -- the Qt model -------------------------------------------------------------
    @override
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    @override
    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNS

    def _valid(self, index: ModelIndex) -> bool:
        return (
            index.isValid()
            and not index.parent().isValid()
            and 0 <= index.row() < len(self._rows)
            and 0 <= index.column() < COLUMNS
        )

    @override
    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        profile = self._rows[index.row()]
        column = index.column()
        games = self._games.get(profile.id, 0)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == NAME_COLUMN:
                return profile.name
            if column == COLOUR_COLUMN:
                return profile.colour
            if column == AVATAR_COLUMN:
                return profile.avatar
            return games
        if role == Qt.ItemDataRole.DecorationRole and column == COLOUR_COLUMN and profile.colour:
            return QColor(profile.colour)
        if role == Qt.ItemDataRole.ToolTipRole and column == GAMES_COLUMN:
            return self.tr("%n game(s) or match(es) played", "", games)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == GAMES_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @override
    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not self._valid(index):
            return False
        row, column = index.row(), index.column()
        profile = self._rows[row]
        try:
            if column == NAME_COLUMN:
                if " ".join(str(value).split()) == profile.name:
                    return False
                changed = self.profiles.rename(profile.id, str(value))
            elif column == AVATAR_COLUMN:
                changed = self.profiles.update(profile.id, avatar=str(value).strip())
            elif column == COLOUR_COLUMN:
                changed = self.profiles.update(profile.id, colour=str(value))
            else:
                return False
        except ValueError as exc:  # NameTaken is one
            self.failed.emit(self._refusal(column, str(value), exc))
            return False
        except sqlite3.Error as exc:
            self.failed.emit(self.tr("The change could not be saved: %1").replace("%1", str(exc)))
            return False
        self._rows[row] = changed
        self.dataChanged.emit(index, index)
        return True

    def _refusal(self, column: int, value: str, exc: ValueError) -> str:
        if column == NAME_COLUMN:
            return name_refusal(self.profiles, value)
        if column == AVATAR_COLUMN:
            return self.tr("An avatar is a short text, such as one emoji.")
        return self.tr("The change could not be saved: %1").replace("%1", str(exc))

    @override
    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (NAME_COLUMN, AVATAR_COLUMN):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    @override
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return {
            NAME_COLUMN: self.tr("Name"),
            COLOUR_COLUMN: self.tr("Colour"),
            AVATAR_COLUMN: self.tr("Avatar"),
            GAMES_COLUMN: self.tr("Games"),
        }.get(section)

    # -- changes the dialog's buttons make -----------------------------------------
    def add(self, name: str) -> int:
        """A new player called ``name``: their row, or -1 (and ``failed``) when refused."""
        created, refusal = create_player(self.profiles, name)
        if created is None:
            self.failed.emit(refusal)
            return -1
        self.reload()
        return next((row for row, p in enumerate(self._rows) if p.id == created.id), -1)

    def archive(self, row: int) -> bool:
        profile = self.profile(row)
        if profile is None:
            return False
        try:
            self.profiles.archive(profile.id)
        except (ValueError, sqlite3.Error) as exc:
            self.failed.emit(self.tr("The change could not be saved: %1").replace("%1", str(exc)))
            return False
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._rows[row]
        self.endRemoveRows()
        return True

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)


class PlayersDialog(QDialog):
    """See the module docstring."""

    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersDialog")
        self.model = PlayersModel(store, self)
        self.view = QTableView(self)
        self.view.setObjectName("playersView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().hide()
        self.view.setMinimumWidth(480)

        self.rename_button = QPushButton(self)
        self.colour_button = QPushButton(self)
        self.avatar_button = QPushButton(self)
        self.archive_button = QPushButton(self)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self._ask_new_player)
        self.rename_button.clicked.connect(lambda: self._edit(NAME_COLUMN))
        self.avatar_button.clicked.connect(lambda: self._edit(AVATAR_COLUMN))
        self.colour_button.clicked.connect(self._choose_colour)
        self.archive_button.clicked.connect(self._archive)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.model.failed.connect(self.message.setText)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        row_buttons = QHBoxLayout()
        for button in (self.new_button, self.rename_button, self.colour_button, self.avatar_button, self.archive_button):
            row_buttons.addWidget(button)
        row_buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.model.modelReset.connect(self._selection_changed)
        self.model.rowsRemoved.connect(self._selection_changed)
        if self.model.rowCount() > 0:
            self.view.selectRow(0)
        self.retranslate()
        self._selection_changed()

    def selected_row(self) -> int:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _selection_changed(self, *_args: Any) -> None:
        chosen = self.selected_row() >= 0
        for button in (self.rename_button, self.colour_button, self.avatar_button, self.archive_button):
            button.setEnabled(chosen)

    def _edit(self, column: int) -> None:
        row = self.selected_row()
        if row >= 0:
            self.message.clear()
            self.view.edit(self.model.index(row, column))

    def _choose_colour(self) -> None:
        row = self.selected_row()
        profile = self.model.profile(row)
        if profile is None:
            return
        colour = QColorDialog.getColor(QColor(profile.colour or "#808080"), self, self.tr("Colour of %1").replace("%1", profile.name))
        if colour.isValid():
            self.model.setData(self.model.index(row, COLOUR_COLUMN), colour.name())

    def _ask_new_player(self) -> None:
        name, accepted = QInputDialog.getText(
            self, self.tr("New player"), self.tr("Name of the new player:")
        )
        if accepted:
            self.add_player(name)

    def add_player(self, name: str) -> bool:
        """Make a player called ``name`` and select them; False (with the reason shown) if refused."""
        self.message.clear()
        row = self.model.add(name)
        if row < 0:
            return False
        self.view.selectRow(row)
        profile = self.model.profile(row)
        self.message.setText(
            self.tr("%1 can now be chosen for a seat in a new game.")
            .replace("%1", profile.name if profile is not None else name)
        )
        return True

    def _archive(self) -> None:
        row = self.selected_row()
        profile = self.model.profile(row)
        if profile is not None and self.model.archive(row):
            self.message.setText(
                self.tr("%1 is no longer offered for new games; their results stay in the statistics.")
                .replace("%1", profile.name)
            )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players"))
        self.hint.setText(
            self.tr("People who play at this computer. Renaming a player keeps their results.")
        )
        self.new_button.setText(self.tr("&New player…"))
        self.rename_button.setText(self.tr("&Rename"))
        self.colour_button.setText(self.tr("&Colour…"))
        self.avatar_button.setText(self.tr("&Avatar"))
        self.archive_button.setText(self.tr("Arc&hive"))
        self.model.retranslate()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
