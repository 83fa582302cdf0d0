"""Every key of the app, by where it works: what Help → Keyboard lists.

Two kinds of keys exist.  Shortcuts Qt knows (a ``QAction``'s, a ``QShortcut``'s, a
button's ``&`` letter) are read from the widgets themselves: ``live_shortcuts(widget)``.
Keys a screen answers in its own ``keyPressEvent`` (arrows, Enter, digits) are known
only to its code, so each room declares them beside that code in its ``keys`` module
(``ui/perudo/keys.py``...): a :class:`KeyList` named ``KEYS``, filled with ``note()``, and
with ``button()`` for its buttons' ``&`` letters (the letter is read from the *translated*
text, so the Czech page shows the Czech letter).  The keyboard page imports the rooms'
lists; this module imports no room.  A test opens every room and checks that each shortcut
its widgets carry is declared, so the page cannot fall behind the code.

Rooms: ``APP`` (anywhere in the window), each game by its name, ``REPLAY``
(replays and take-backs).  The texts are marked with ``QT_TRANSLATE_NOOP`` in the
``Keys`` context and translated when the page is shown.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QWidget

from tablegames_qt.games import is_game

APP = "app"
REPLAY = "replay"
#: the rooms that are not games (a game's room is named after the game)
ROOMS = (APP, REPLAY)
#: the translation context of the descriptions
CONTEXT = "Keys"


@dataclass(frozen=True)
class KeyNote:
    """One line of the page: ``keys`` (portable text, several joined by ``|``) and what
    they do; or, with ``mnemonic_of``, the Alt+letter of a button's translated text."""

    room: str
    keys: str
    what: str
    #: (translation context, source text with "&", disambiguation or "")
    mnemonic_of: tuple[str, str, str] | None = None
    #: (translation context, source key text, disambiguation): a translated shortcut
    keys_of: tuple[str, str, str] | None = None

    def key_sequences(self) -> list[QKeySequence]:
        """The keys as Qt sequences, in the current language."""
        if self.mnemonic_of is not None:
            context, text, disambiguation = self.mnemonic_of
            translated = QCoreApplication.translate(context, text, disambiguation or None)
            sequence = QKeySequence.mnemonic(translated)
            return [sequence] if not sequence.isEmpty() else []
        if self.keys_of is not None:
            context, text, disambiguation = self.keys_of
            return [QKeySequence(QCoreApplication.translate(context, text, disambiguation or None))]
        return [QKeySequence(part) for part in self.keys.split("|") if part]

    def description(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.what)


class KeyList:
    """The keys of one room, in the order they are declared: each room's ``keys`` module
    fills its own ``KEYS``, and the keyboard page (``ui/dialogs/keyboard.py``) collects them."""

    def __init__(self, room: str) -> None:
        if room not in ROOMS and not is_game(room):
            raise ValueError(f"no room {room!r}")
        self.room = room
        self._notes: list[KeyNote] = []

    def note(self, keys: str, what: str) -> None:
        """Keys the room answers in code; ``what`` marked with QT_TRANSLATE_NOOP("Keys", …)."""
        self._add(KeyNote(self.room, keys, what))

    def button(self, context: str, text: str, what: str, disambiguation: str = "") -> None:
        """A button whose text (``context``, ``text``) carries an ``&`` letter."""
        self._add(KeyNote(self.room, "", what, mnemonic_of=(context, text, disambiguation)))

    def shortcut(self, context: str, keys: str, disambiguation: str, what: str) -> None:
        """A shortcut whose key text is itself translated (``tr("Alt+P", "...")``)."""
        self._add(KeyNote(self.room, "", what, keys_of=(context, keys, disambiguation)))

    def _add(self, entry: KeyNote) -> None:
        if entry not in self._notes:
            self._notes.append(entry)

    def __iter__(self) -> Iterator[KeyNote]:
        return iter(self._notes)


def declared_keys(notes: Iterable[KeyNote]) -> set[str]:
    """The portable texts of every key among ``notes`` (in the current language)."""
    return {
        sequence.toString(QKeySequence.SequenceFormat.PortableText)
        for entry in notes
        for sequence in entry.key_sequences()
    }


# -- shortcuts Qt knows -----------------------------------------------------------------------
def action_shortcuts(actions: Iterable[QAction]) -> list[tuple[QAction, list[QKeySequence]]]:
    """The actions among ``actions`` that have shortcuts, with them, once each."""
    seen: set[int] = set()
    found: list[tuple[QAction, list[QKeySequence]]] = []
    for action in actions:
        if id(action) in seen or action.isSeparator():
            continue
        seen.add(id(action))
        sequences = [s for s in action.shortcuts() if not s.isEmpty()]
        if sequences:
            found.append((action, sequences))
    return found


def live_shortcuts(widget: QWidget) -> set[str]:
    """Every shortcut Qt knows on ``widget`` and its children, as portable texts."""
    sequences: list[QKeySequence] = []
    actions = [*widget.actions(), *widget.findChildren(QAction)]
    for child in widget.findChildren(QWidget):
        actions.extend(child.actions())
    for _action, found in action_shortcuts(actions):
        sequences.extend(found)
    sequences.extend(item.key() for item in widget.findChildren(QShortcut))
    for item in widget.findChildren(QAbstractButton):
        sequences.append(item.shortcut())
    return {
        sequence.toString(QKeySequence.SequenceFormat.PortableText)
        for sequence in sequences
        if not sequence.isEmpty()
    }
