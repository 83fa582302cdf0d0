"""The seats of a new game: who plays, human or bot, how strong, under what name.

A table model with three columns (name, kind, level) edited in place by the
new-game dialog.  Default names follow the rule "You" for the only human and
"Player N" in hot-seat (so messages never say "you" to the wrong person), and
fun names for bots; they are kept as keys (``storage/seat_names.py``) and shown
in the current language. A name the person typed is never replaced.

A person's seat may hold their profile (its id and colour, shown as a swatch by the
name): :attr:`SeatListModel.lookup` (``ui/seat_profiles.py``) finds it again whenever
the seat's name changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
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

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.storage.profiles import fitting_name
from tablegames_qt.storage.seat_names import (
    BOT_KEYS,
    YOU_KEY,
    is_bot_key,
    is_key,
    looks_like_key,
    player_key,
    recognise,
)
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE, SeatConfig
from tablegames_qt.ui.seat_names import shown

ModelIndex = QModelIndex | QPersistentModelIndex

NAME_COLUMN, KIND_COLUMN, LEVEL_COLUMN = range(3)

KINDS: tuple[str, ...] = (HUMAN, BOT, PHONE)
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

KIND_LABELS = {
    HUMAN: QT_TRANSLATE_NOOP("SeatListModel", "Human"),
    BOT: QT_TRANSLATE_NOOP("SeatListModel", "Computer"),
    PHONE: QT_TRANSLATE_NOOP("SeatListModel", "On a phone"),
}
LEVEL_LABELS = {
    "random": QT_TRANSLATE_NOOP("SeatListModel", "Random"),
    "easy": QT_TRANSLATE_NOOP("SeatListModel", "Easy"),
    "normal": QT_TRANSLATE_NOOP("SeatListModel", "Normal"),
    "hard": QT_TRANSLATE_NOOP("SeatListModel", "Hard"),
}
#: the bots' names in the order they are handed out (keys: see storage/seat_names.py)
BOT_NAMES: tuple[str, ...] = BOT_KEYS


def tr(text: str) -> str:
    return QCoreApplication.translate("SeatListModel", text)


def kind_label(kind: str) -> str:
    return tr(KIND_LABELS.get(kind, kind))


def level_label(level: str) -> str:
    return tr(LEVEL_LABELS.get(level, level))


class SeatListModel(QAbstractTableModel):
    """Editable list of :class:`SeatConfig`; see the module docstring."""

    #: the number of seats or a human/bot choice changed
    seatsChanged = Signal()

    def __init__(self, min_seats: int = 2, max_seats: int = 10, parent: Any = None) -> None:
        super().__init__(parent)
        self.min_seats = min_seats
        self.max_seats = max_seats
        self._seats: list[SeatConfig] = []
        # Whether each seat still has the name the model gave it (so it may rename it).
        self._default_name: list[bool] = []
        #: a person's seat with their profile (id, colour) found by its name, if any
        self.lookup: Callable[[SeatConfig], SeatConfig] | None = None
        self.modelReset.connect(self.seatsChanged)
        self.rowsInserted.connect(self.seatsChanged)
        self.rowsRemoved.connect(self.seatsChanged)

    # -- the Qt model -------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._seats)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        seat = self._seats[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME_COLUMN:
                return shown(seat.name)
            if column == KIND_COLUMN:
                return kind_label(seat.kind)
            return level_label(seat.level) if seat.is_bot else "—"
        if role == Qt.ItemDataRole.EditRole:
            return (shown(seat.name), seat.kind, seat.level)[column]
        if role == Qt.ItemDataRole.DecorationRole and column == NAME_COLUMN and seat.colour:
            return QColor(seat.colour)  # the person's own colour, as at the table
        if role == Qt.ItemDataRole.ToolTipRole and column == LEVEL_COLUMN and not seat.is_bot:
            return QCoreApplication.translate("SeatListModel", "People choose for themselves.")
        return None

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not self._valid(index):
            return False
        row, column = index.row(), index.column()
        seat = self._seats[row]
        if column == NAME_COLUMN:
            # Only a name a profile may have: what is played is also recorded.
            name = fitting_name(str(value))
            if not name or name == shown(seat.name) or looks_like_key(name):
                return False
            seat.name = name
            self._default_name[row] = False
            self._find_profile(row)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.DecorationRole])
            self.seatsChanged.emit()  # the dialog checks human names for clashes
            return True
        if column == KIND_COLUMN:
            if value not in KINDS or value == seat.kind:
                return False
            if value == BOT and seat.profile_id is not None:
                self._default_name[row] = True  # a person's seat handed to the computer: a bot's name
            seat.kind = str(value)
            self._rename_defaults()
            self._find_profile(row)
            self.dataChanged.emit(self.index(row, 0), self.index(row, 2))
            self.seatsChanged.emit()
            return True
        if value not in LEVELS or value == seat.level:
            return False
        seat.level = str(value)
        self.dataChanged.emit(index, index)
        return True

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == LEVEL_COLUMN and not self._seats[index.row()].is_bot:
            return flags
        return flags | Qt.ItemFlag.ItemIsEditable

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if 0 <= section < len(self._seats) else None
        return {
            NAME_COLUMN: QCoreApplication.translate("SeatListModel", "Name"),
            KIND_COLUMN: QCoreApplication.translate("SeatListModel", "Player"),
            LEVEL_COLUMN: QCoreApplication.translate("SeatListModel", "Difficulty"),
        }.get(section)

    # -- editing the list ---------------------------------------------------
    def seats(self) -> list[SeatConfig]:
        return [replace(s) for s in self._seats]

    def set_seats(self, seats: list[SeatConfig], default_names: list[bool] | None = None) -> None:
        count = max(self.min_seats, min(self.max_seats, len(seats)))
        self.beginResetModel()
        # A remembered set-up may hold a name no profile may have (an older version).
        self._seats = [replace(s, name=fitting_name(s.name)) for s in seats[:count]]
        self._default_name = list(default_names or [False] * len(self._seats))[: len(self._seats)]
        self._default_name += [False] * (len(self._seats) - len(self._default_name))
        self._default_name = [d or not s.name or is_key(s.name)
                              for d, s in zip(self._default_name, self._seats, strict=True)]
        for seat, default in zip(self._seats, self._default_name, strict=True):
            if default and seat.name and not is_key(seat.name):
                # a set-up remembered by an earlier version: the default name as text
                seat.name = recognise(seat.name, bot=seat.is_bot)
        while len(self._seats) < count:
            self._seats.append(SeatConfig(self._free_bot_name(), BOT, "normal"))
            self._default_name.append(True)
        self.endResetModel()
        if any(not s.name for s in self._seats):
            self._rename_defaults()

    def set_defaults(self, count: int) -> None:
        """One human ("You", or the person "You" means now) and ``count - 1`` normal bots."""
        seats = [SeatConfig(YOU_KEY, HUMAN)]
        self.set_seats(seats, [True])
        while len(self._seats) < count:
            self.add_seat()
        self._find_profile(0)
        self.dataChanged.emit(self.index(0, NAME_COLUMN), self.index(0, NAME_COLUMN))

    def can_add(self) -> bool:
        return len(self._seats) < self.max_seats

    def can_remove(self) -> bool:
        return len(self._seats) > self.min_seats

    def add_seat(self, kind: str = BOT, level: str = "normal") -> bool:
        if not self.can_add():
            return False
        row = len(self._seats)
        self.beginInsertRows(QModelIndex(), row, row)
        self._seats.append(SeatConfig(self._free_bot_name() if kind == BOT else "", kind, level))
        self._default_name.append(True)
        self.endInsertRows()
        self._rename_defaults()
        return True

    def remove_seat(self, row: int) -> bool:
        if not self.can_remove() or not 0 <= row < len(self._seats):
            return False
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._seats[row]
        del self._default_name[row]
        self.endRemoveRows()
        self._rename_defaults()
        return True

    def set_limits(self, min_seats: int, max_seats: int) -> None:
        self.min_seats, self.max_seats = min_seats, max_seats
        while len(self._seats) > max_seats:
            self.remove_seat(len(self._seats) - 1)
        while len(self._seats) < min_seats:
            self.add_seat()

    def is_human(self, row: int) -> bool:
        """A person plays this seat, at the laptop or on a phone."""
        return 0 <= row < len(self._seats) and not self._seats[row].is_bot

    def duplicate_human_names(self) -> list[str]:
        """Names two human seats share (ignoring case and spaces): one profile
        cannot play two seats, so the dialog refuses them."""
        seen: dict[str, str] = {}
        duplicates: list[str] = []
        for seat in self._seats:
            if seat.is_bot:
                continue
            name = shown(seat.name)
            key = " ".join(name.split()).casefold()
            if key in seen and seen[key] not in duplicates:
                duplicates.append(seen[key])
            seen.setdefault(key, name)
        return duplicates

    def set_profiles(self, seats: list[SeatConfig]) -> None:
        """Each seat's profile (id and colour) as ``seats`` have it, the names kept."""
        for row, (seat, given) in enumerate(zip(self._seats, seats, strict=False)):
            seat.profile_id, seat.colour = given.profile_id, given.colour
            index = self.index(row, NAME_COLUMN)
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])

    def relay(self, row: int, seat: SeatConfig, default_name: bool) -> None:
        """Seat ``row`` laid again as ``seat`` (its person found once the people are read);
        ``default_name``: its name is still one the model gave."""
        self._seats[row] = replace(seat, name=fitting_name(seat.name))
        self._default_name[row] = default_name or not seat.name or is_key(seat.name)
        self.dataChanged.emit(self.index(row, 0), self.index(row, 2))

    def _find_profile(self, row: int) -> None:
        """The seat's profile found again by its (new) name: a bot or an unknown name has none.
        A default name ("You") that means a person renamed since (Anna) shows them: from
        then on it is their seat, no longer one the model names."""
        seat = self._seats[row]
        seat.profile_id, seat.colour = None, ""
        if seat.is_human and self.lookup is not None:
            found = self.lookup(seat)
            seat.profile_id, seat.colour = found.profile_id, found.colour
            if found.profile_id is not None and is_key(seat.name) and found.name != seat.name:
                seat.name = found.name
                self._default_name[row] = False

    def default_names(self) -> list[bool]:
        return list(self._default_name)

    def retranslate(self) -> None:
        """Show default names in the new language; names the person typed stay."""
        if self._seats:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._seats) - 1, 2))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 2)

    # -- helpers ------------------------------------------------------------
    def _valid(self, index: ModelIndex) -> bool:
        return (
            index.isValid()
            and not index.parent().isValid()
            and 0 <= index.row() < len(self._seats)
            and 0 <= index.column() < 3
        )

    def _free_bot_name(self) -> str:
        used = {s.name for s in self._seats}
        for name in BOT_NAMES:
            if name not in used:
                return name
        return player_key(len(self._seats) + 1)

    def _rename_defaults(self) -> None:
        """Keep default names fitting: "You" alone, "Player N" in hot-seat, bot names for bots."""
        humans = [i for i, s in enumerate(self._seats) if not s.is_bot]  # phones' people too
        for row, seat in enumerate(self._seats):
            if not self._default_name[row]:
                continue
            if not seat.is_bot:
                wanted = YOU_KEY if len(humans) == 1 else player_key(row + 1)
            else:
                wanted = seat.name if is_bot_key(seat.name) else ""
                if not wanted:
                    seat.name = ""
                    wanted = self._free_bot_name()
            if wanted != seat.name:
                seat.name = wanted
                self._find_profile(row)
                index = self.index(row, NAME_COLUMN)
                self.dataChanged.emit(index, index)
