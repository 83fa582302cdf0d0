"""The people who play at this computer as a table model: rename, avatar, colour, archive
(shown by the statistics window's "Players" tab and the Players dialog).

The model reads and changes the profiles through the statistics' worker
(``ui/stats/worker.py``), never on the GUI thread: a change is shown once the worker
has stored it (a database another program holds delays it, never drops it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.storage.profiles import Profile, Profiles
from tablegames_qt.storage.seat_names import looks_like_key
from tablegames_qt.storage.stats import StatsStore
from tablegames_qt.ui import override
from tablegames_qt.ui.colour_names import colour_name
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.stats.models import ROW_ROLE, SORT_ROLE
from tablegames_qt.ui.stats.worker import StatsWorker, as_worker
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


@dataclass(frozen=True)
class Refused:
    """A change the profiles refused (read on the worker's thread, told on the GUI's)."""

    column: int
    name: str
    taken: bool  # the name is another player's


def refusal(profiles: Profiles, column: int, name: str) -> Refused:
    """On the worker's thread: what is needed to say why ``name`` was refused."""
    return Refused(column, name, profiles.find(name) is not None)


def name_refusal(name: str, taken: bool) -> str:
    """Why ``name`` cannot be a player's name (translated): taken, shaped like the names
    the app gives, or not 1 to 24 characters."""
    if taken:
        return fill_in(QCoreApplication.translate(
            "StatisticsModels", "There is already a player called {name}."
        ), name=" ".join(name.split()))
    if looks_like_key(name):  # the shape of the names the app gives itself
        return QCoreApplication.translate(
            "StatisticsModels", "A name cannot begin with “bot:” or “default:”.")
    return QCoreApplication.translate("StatisticsModels", "A name has 1 to 24 characters.")


def not_saved(error: Exception) -> str:
    return fill_in(QCoreApplication.translate(
        "StatisticsModels", "The change could not be saved: {error}"
    ), error=str(error))


def not_read(error: Exception) -> str:
    return fill_in(QCoreApplication.translate(
        "StatisticsModels", "The statistics could not be read: {error}"
    ), error=str(error))


def _create(store: StatsStore, name: str) -> Profile | Refused:
    profiles = Profiles(store)
    try:
        return profiles.create(name)
    except ValueError:  # NameTaken is one
        return refusal(profiles, 0, name)


def create_player(
    worker: StatsWorker, name: str, done: Callable[[Profile | None, str], None],
    owner: QObject | None = None,
) -> None:  # fmt: skip
    """Make a human player called ``name`` on the worker's thread; ``done(profile, "")``
    or ``done(None, the reason)`` on the GUI thread."""

    def answered(made: Profile | Refused) -> None:
        if isinstance(made, Refused):
            done(None, name_refusal(made.name, made.taken))
        else:
            done(made, "")

    worker.ask(lambda store: _create(store, name), answered,
               failed=lambda error: done(None, not_saved(error)), owner=owner)  # fmt: skip


class ProfilesModel(QAbstractTableModel):
    """Human players: rename, avatar and colour in place; unticking "Active"
    archives a player (history kept).  Refusals come out as :attr:`refused`."""

    #: a change was refused: a translated reason
    refused = Signal(str)
    #: a profile changed (the window refreshes names)
    changed = Signal()
    #: the players were read (the first time: the dialog stops saying "Loading…")
    loaded = Signal()

    def __init__(self, source: StatsWorker | StatsStore | Profiles, parent: Any = None) -> None:
        super().__init__(parent)
        self.worker = as_worker(source, self)
        self._rows: list[Profile] = []
        self._games: dict[int, int] = {}
        self._accepted: bool | None = None  # the last change's answer, when it came at once

    def reload(self) -> None:
        """Read the players again (on the worker's thread)."""
        self.worker.ask(_players, self.show_players, failed=lambda e: self.refused.emit(not_read(e)),
                        key=f"players-{id(self)}", owner=self)  # fmt: skip

    def show_players(self, read: tuple[list[Profile], dict[int, int]]) -> None:
        """The players as stored now.  The same people are updated in place, each in their
        row (a renamed one too, until the list is next built): a reset would take an open
        editor from its view in the middle of its commit (a rename in the statistics'
        Players tab refreshes the window, this model too)."""
        rows, games = read
        self._games = dict(games)
        self._show_rows(rows)
        self.loaded.emit()

    def _show_rows(self, rows: list[Profile]) -> None:
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
        """Store the change on the worker's thread; shown when stored.  False when it is
        refused at once (an inline worker) or asks nothing."""
        if not self._valid(index):
            return False
        profile = self._rows[index.row()]
        change = _change(profile, index.column(), value, role)
        if change is None:
            return False
        self._accepted = None
        self.worker.ask(change, self._changed, failed=self._not_saved, owner=self)
        return self._accepted is not False

    def _changed(self, answer: Profile | Refused) -> None:
        if isinstance(answer, Refused):
            self._accepted = False
            self.refused.emit(_refusal_text(answer))
            return
        self._accepted = True
        row = self.row_of(answer.id)
        if row >= 0:
            self._rows[row] = answer
            self.dataChanged.emit(self.index(row, 0), self.index(row, 4))
        self.changed.emit()

    def _not_saved(self, error: Exception) -> None:
        self._accepted = False
        self.refused.emit(not_saved(error))


def _players(store: StatsStore) -> tuple[list[Profile], dict[int, int]]:
    return Profiles(store).humans(include_archived=True), store.games_played()


def _change(profile: Profile, column: int, value: Any, role: int) -> Callable[[StatsStore], Profile | Refused] | None:
    """The job storing an edit of ``profile``'s ``column`` (None: nothing to store)."""
    edit = role == Qt.ItemDataRole.EditRole
    if column == NAME_COLUMN and edit:
        if str(value).strip() == shown(profile.name):
            return None  # "You" left as it was stays the default name
        name = str(value)
        return _guarded(column, name, lambda p: p.rename(profile.id, name))
    if column == AVATAR_COLUMN and edit:
        avatar = str(value).strip()
        return _guarded(column, avatar, lambda p: p.update(profile.id, avatar=avatar))
    if column == COLOUR_COLUMN and edit:
        colour = value.name() if isinstance(value, QColor) else str(value).strip()
        return _guarded(column, colour, lambda p: p.update(profile.id, colour=colour))
    if column == ACTIVE_COLUMN and role == Qt.ItemDataRole.CheckStateRole:
        archived = value not in (Qt.CheckState.Checked, Qt.CheckState.Checked.value)
        return _guarded(column, "", lambda p: p.archive(profile.id, archived=archived))
    return None


def _guarded(column: int, text: str, change: Callable[[Profiles], Profile]) -> Callable[[StatsStore], Profile | Refused]:
    def run(store: StatsStore) -> Profile | Refused:
        profiles = Profiles(store)
        try:
            return change(profiles)
        except ValueError:
            return refusal(profiles, column, text) if column == NAME_COLUMN else Refused(column, text, False)
    return run


def _refusal_text(refused: Refused) -> str:
    if refused.column == NAME_COLUMN:
        return name_refusal(refused.name, refused.taken)
    reasons = {
        AVATAR_COLUMN: QCoreApplication.translate(
            "StatisticsModels", "An avatar is a short text, such as one emoji."
        ),
        COLOUR_COLUMN: QCoreApplication.translate(
            "StatisticsModels", "A colour is written like #d1495b."
        ),
    }
    return reasons.get(refused.column,
                       QCoreApplication.translate("StatisticsModels", "This cannot be changed."))


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
