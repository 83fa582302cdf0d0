"""The people who play at this computer as a table model: rename, avatar, colour, archive
(shown by the statistics window's "Players" tab and the Players dialog)."""

from __future__ import annotations

import sqlite3
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.storage.profiles import Profile, Profiles
from tablegames_qt.storage.seat_names import looks_like_key
from tablegames_qt.ui import override
from tablegames_qt.ui.colour_names import colour_name
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.stats.models import ROW_ROLE, SORT_ROLE
from tablegames_qt.ui.texts import fill_in, number

ModelIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGN_NUMBER = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

# -- profiles -----------------------------------------------------------------------------

NAME_COLUMN, AVATAR_COLUMN, COLOUR_COLUMN, GAMES_COLUMN, ACTIVE_COLUMN = range(5)
_PROFILE_HEADERS = (
    QT_TRANSLATE_NOOP("StatisticsModels", "Name"),
    QT_TRANSLATE_NOOP("StatisticsModels", "Avatar"),
    QT_TRANSLATE_NOOP("StatisticsModels", "Colour"),
    QT_TRANSLATE_NOOP("StatisticsModels", "Games and matches"),
    QT_TRANSLATE_NOOP("StatisticsModels", "Active"),
)


def name_refusal(profiles: Profiles, name: str) -> str:
    """Why ``name`` cannot be a player's name (translated): taken, shaped like the names
    the app gives, or not 1 to 24 characters."""
    if profiles.find(name) is not None:
        return fill_in(QCoreApplication.translate(
            "StatisticsModels", "There is already a player called {name}."
        ), name=" ".join(name.split()))
    if looks_like_key(name):  # the shape of the names the app gives itself
        return QCoreApplication.translate(
            "StatisticsModels", "A name cannot begin with “bot:” or “default:”.")
    return QCoreApplication.translate("StatisticsModels", "A name has 1 to 24 characters.")


def create_player(profiles: Profiles, name: str) -> tuple[Profile | None, str]:
    """A new human player called ``name``: ``(profile, "")``, or ``(None, the reason)``."""
    try:
        return profiles.create(name), ""
    except ValueError:  # NameTaken is one
        return None, name_refusal(profiles, name)
    except sqlite3.Error as exc:
        return None, fill_in(QCoreApplication.translate(
            "StatisticsModels", "The change could not be saved: {error}"
        ), error=str(exc))


class ProfilesModel(QAbstractTableModel):
    """Human players: rename, avatar and colour in place; unticking "Active"
    archives a player (history kept).  Refusals come out as :attr:`refused`."""

    #: a change was refused: a translated reason
    refused = Signal(str)
    #: a profile changed (the window refreshes names)
    changed = Signal()

    def __init__(self, profiles: Profiles, parent: Any = None) -> None:
        super().__init__(parent)
        self._profiles = profiles
        self._rows: list[Profile] = []
        self._games: dict[int, int] = {}

    def reload(self, games: dict[int, int] | None = None) -> None:
        """The players as stored now.  The same people are updated in place, each in their
        row (a renamed one too, until the list is next built): a reset would take an open
        editor from its view in the middle of its commit (a rename in the statistics'
        Players tab refreshes the window, this model too)."""
        rows = self._profiles.humans(include_archived=True)
        if games is not None:
            self._games = dict(games)
        if {p.id for p in rows} == {p.id for p in self._rows}:  # the same people: kept in their rows
            found = {p.id: p for p in rows}
            self._rows = [found[p.id] for p in self._rows]
            if rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self.columnCount() - 1))
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def profile(self, row: int) -> Profile:
        return self._rows[row]

    def row_of(self, profile_id: int) -> int:
        """The row showing profile ``profile_id``, or -1."""
        return next((row for row, p in enumerate(self._rows) if p.id == profile_id), -1)

    @override
    def rowCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    @override
    def columnCount(self, parent: ModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 5

    def _valid(self, index: ModelIndex) -> bool:
        return (
            index.isValid() and not index.parent().isValid()
            and 0 <= index.row() < len(self._rows) and 0 <= index.column() < 5
        )  # fmt: skip

    @override
    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        if not self._valid(index):
            return None
        profile = self._rows[index.row()]
        column = index.column()
        if role == ROW_ROLE:
            return profile
        if column == NAME_COLUMN and role in (_DISPLAY, Qt.ItemDataRole.EditRole, SORT_ROLE):
            return shown(profile.name)
        if column == AVATAR_COLUMN and role in (_DISPLAY, Qt.ItemDataRole.EditRole, SORT_ROLE):
            return profile.avatar
        if column == COLOUR_COLUMN:
            if role in (_DISPLAY, SORT_ROLE):
                return colour_name(profile.colour)  # a swatch and its name, never "#2e86ab"
            if role == Qt.ItemDataRole.EditRole:
                return profile.colour
            if role == Qt.ItemDataRole.DecorationRole and profile.colour:
                return QColor(profile.colour)
        if column == GAMES_COLUMN:
            if role in (_DISPLAY, SORT_ROLE):
                count = self._games.get(profile.id, 0)
                return count if role == SORT_ROLE else number(count)
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(_ALIGN_NUMBER.value)
        if column == ACTIVE_COLUMN:
            if role == Qt.ItemDataRole.CheckStateRole:
                return (
                    Qt.CheckState.Unchecked if profile.archived else Qt.CheckState.Checked
                ).value
            if role == SORT_ROLE:
                return int(not profile.archived)
        return None

    @override
    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if role != _DISPLAY or orientation != Qt.Orientation.Horizontal or not 0 <= section < 5:
            return None
        return QCoreApplication.translate("StatisticsModels", _PROFILE_HEADERS[section])

    @override
    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (NAME_COLUMN, AVATAR_COLUMN, COLOUR_COLUMN):
            return base | Qt.ItemFlag.ItemIsEditable
        if index.column() == ACTIVE_COLUMN:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    @override
    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not self._valid(index):
            return False
        profile = self._rows[index.row()]
        column = index.column()
        try:
            if column == NAME_COLUMN and role == Qt.ItemDataRole.EditRole:
                if str(value).strip() == shown(profile.name):
                    return False  # "You" left as it was stays the default name
                updated = self._profiles.rename(profile.id, str(value))
            elif column == AVATAR_COLUMN and role == Qt.ItemDataRole.EditRole:
                updated = self._profiles.update(profile.id, avatar=str(value).strip())
            elif column == COLOUR_COLUMN and role == Qt.ItemDataRole.EditRole:
                colour = value.name() if isinstance(value, QColor) else str(value).strip()
                updated = self._profiles.update(profile.id, colour=colour)
            elif column == ACTIVE_COLUMN and role == Qt.ItemDataRole.CheckStateRole:
                checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value)
                updated = self._profiles.archive(profile.id, archived=not checked)
            else:
                return False
        except ValueError:
            reasons = {
                NAME_COLUMN: name_refusal(self._profiles, str(value)),
                AVATAR_COLUMN: QCoreApplication.translate(
                    "StatisticsModels", "An avatar is a short text, such as one emoji."
                ),
                COLOUR_COLUMN: QCoreApplication.translate(
                    "StatisticsModels", "A colour is written like #d1495b."
                ),
            }
            self.refused.emit(
                reasons.get(
                    column,
                    QCoreApplication.translate("StatisticsModels", "This cannot be changed."),
                )
            )
            return False
        except sqlite3.Error as exc:
            self.refused.emit(
                fill_in(QCoreApplication.translate(
                    "StatisticsModels", "The change could not be saved: {error}"
                ), error=str(exc))
            )
            return False
        self._rows[index.row()] = updated
        self.dataChanged.emit(self.index(index.row(), 0), self.index(index.row(), 4))
        self.changed.emit()
        return True


class ColourDelegate(QStyledItemDelegate):
    """Editing a player's colour opens the app's colour chooser, its named swatches
    (``ui/dialogs/colour_chooser.py``), not a field for "#rrggbb"; set it on the colour
    column of every view of a :class:`ProfilesModel`."""

    @override
    def createEditor(  # type: ignore[override]  # Qt takes no editor (nullptr); the stub says it must
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget | None:
        from tablegames_qt.ui.dialogs.colour_chooser import ColourChooser

        name = index.sibling(index.row(), NAME_COLUMN).data(Qt.ItemDataRole.DisplayRole)
        colour = ColourChooser.get_colour(
            str(index.data(Qt.ItemDataRole.EditRole) or ""),
            parent.window(),
            fill_in(self.tr("Colour of {name}"), name=str(name or "")),
        )
        if colour:
            index.model().setData(index, colour, Qt.ItemDataRole.EditRole)
        return None  # chosen in the dialog: no editor is left open in the cell
