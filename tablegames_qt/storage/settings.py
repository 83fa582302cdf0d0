"""The user's preferences, kept in an INI file through ``QSettings``.

Every read passes ``type=`` (an INI file stores only strings) and checks the
value, so a hand-edited file falls back to the defaults instead of breaking the
app.  A value of another type than the app writes (``@Variant(…)``, ``@Point(…)``,
a list) makes the file damaged (:func:`type_problem`): it is moved aside and
reported before it is opened (``recovery.check_settings_file``), instead of being
rewritten as ``@Invalid()``.  Setters write at once and emit
:attr:`Settings.changed` with the key, so open windows apply a change immediately.

When the file cannot be written (a read-only file or folder, a full disk, a link
out of the folder), :mod:`health` holds it (``SETTINGS``): the player is told once
and the lasting mark stays until a write works; the changes still apply in this run.

:meth:`Settings.override` changes a value for this run only; the demo mode
uses it so a window-shop run never rewrites the person's own settings.
"""

from __future__ import annotations

import errno
import json
import logging
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from tablegames_qt import languages
from tablegames_qt.storage import health, paths

log = logging.getLogger(__name__)



def language_choices() -> tuple[str, ...]:
    """The language setting's values: "system", then the app's languages (languages.py)."""
    return ("system", *languages.codes())


#: animation speed -> multiplier of every animation's duration (0 = instant)
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}

#: after a Dudo/Calza reveal or a lifted cup: "wait" for a Continue from the person at the
#: table, or "continue" by itself (a table of bots only always continues)
AFTER_REVEAL_CHOICES: tuple[str, ...] = ("wait", "continue")

#: bot pace -> the least time a bot's "thinking…" stays visible, in milliseconds
BOT_PACES: dict[str, int] = {"instant": 0, "fast": 300, "normal": 800, "slow": 1600}

#: sound -> the volume it plays at (0 = no sound)
SOUND_VOLUMES: dict[str, float] = {"off": 0.0, "quiet": 0.3, "moderate": 0.6, "loud": 1.0}

LANGUAGE = "language"
ANIMATION_SPEED = "animation_speed"
BOT_PACE = "bot_pace"
CONFIRM_CHALLENGE = "confirm_challenge"
FOUR_COLOUR_DECK = "four_colour_deck"
SOUND = "sound"
AFTER_REVEAL = "after_reveal"
SHOW_ODDS = "show_odds"
#: the games whose guide was offered (and answered), comma-separated
GUIDES_OFFERED = "guides/offered"
WINDOW_GEOMETRY = "window/geometry"
WINDOW_STATE = "window/state"

_DEFAULTS: dict[str, Any] = {
    LANGUAGE: "system",
    ANIMATION_SPEED: "normal",
    BOT_PACE: "normal",
    CONFIRM_CHALLENGE: False,
    FOUR_COLOUR_DECK: False,
    SOUND: "moderate",
    AFTER_REVEAL: "wait",
    SHOW_ODDS: False,
}
_CHOICES: dict[str, tuple[str, ...]] = {
    ANIMATION_SPEED: tuple(ANIMATION_SPEEDS),
    BOT_PACE: tuple(BOT_PACES),
    SOUND: tuple(SOUND_VOLUMES),
    AFTER_REVEAL: AFTER_REVEAL_CHOICES,
}


def _choices(key: str) -> tuple[str, ...]:
    """The values a choice key takes; empty for a key that is no choice."""
    return language_choices() if key == LANGUAGE else _CHOICES.get(key, ())


_BOOLEANS = (CONFIRM_CHALLENGE, FOUR_COLOUR_DECK, SHOW_ODDS)
_BYTES = (WINDOW_GEOMETRY, WINDOW_STATE)


def type_problem(store: QSettings) -> str | None:
    """The first key of the app's whose value is of another type than the app
    writes (English, for the log), or None.  Keys of no one's are left alone."""
    for key in store.allKeys():
        value = store.value(key)
        if key in _BYTES:
            fine = isinstance(value, QByteArray)
        elif key in _BOOLEANS:
            fine = isinstance(value, str | bool)
        elif _choices(key) or key == GUIDES_OFFERED or key.startswith("setup/"):
            fine = isinstance(value, str)
        else:
            continue
        if not fine:
            return f"{key} holds a {type(value).__name__}, not what the app writes"
    return None


class Settings(QObject):
    """Typed access to the settings file; see the module docstring."""

    #: the key that changed (one of the constants above, or "setup/<game>")
    changed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path if path is not None else paths.settings_file()
        try:
            opened = str(paths.confined_file(self.path))
        except paths.OutsideFolder as exc:
            # a link out of the folder (left there: it could not be moved aside): the
            # settings live in this run only ("" is a file QSettings cannot write)
            log.warning("settings kept for this run only: %s", exc)
            opened = ""
            health.failed(health.SETTINGS, self.path.parent, exc)
        self._store = QSettings(opened, QSettings.Format.IniFormat)
        self._overrides: dict[str, Any] = {}
        if opened:
            self._check_writable()

    # -- writing ------------------------------------------------------------
    def _check_writable(self) -> None:
        """At the start: whether the file (or its folder) can be written, without writing."""
        try:
            if self.path.exists():
                os.close(os.open(paths.confined_file(self.path), os.O_WRONLY | os.O_APPEND))
            elif not self.path.parent.is_dir():
                raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(self.path.parent))
            elif not os.access(self.path.parent, os.W_OK):
                raise PermissionError(errno.EACCES, "Permission denied", str(self.path.parent))
        except OSError as exc:
            health.failed(health.SETTINGS, self.path.parent, exc)

    def _write(self) -> None:
        """Write what was set; a failure is told once (:mod:`health`), a success clears it."""
        self._store.sync()
        if self._store.status() != QSettings.Status.AccessError:  # (a FormatError is the reading's)
            health.succeeded(health.SETTINGS, self.path.parent)
            return
        # QSettings says only that it failed: the reason, from the file system
        cause: OSError = OSError(errno.EIO, "the settings file could not be written")
        try:
            if self._store.fileName():
                probe = paths.confined_file(self.path)
                os.close(os.open(probe, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600))
            else:
                cause = paths.OutsideFolder(f"{self.path} leads out of its folder")
        except OSError as exc:
            cause = exc
        health.failed(health.SETTINGS, self.path.parent, cause)

    # -- generic ------------------------------------------------------------
    def _get_choice(self, key: str) -> str:
        if key in self._overrides:
            return str(self._overrides[key])
        value = self._store.value(key, _DEFAULTS[key], type=str)
        return value if value in _choices(key) else str(_DEFAULTS[key])

    def _get_bool(self, key: str) -> bool:
        if key in self._overrides:
            return bool(self._overrides[key])
        raw = self._store.value(key, "true" if _DEFAULTS[key] else "false", type=str)
        return {"true": True, "1": True, "false": False, "0": False}.get(
            str(raw).lower(), bool(_DEFAULTS[key])
        )

    def _set(self, key: str, value: Any) -> None:
        if _choices(key) and value not in _choices(key):
            raise ValueError(f"{key} must be one of {_choices(key)}, not {value!r}")
        old = self._overrides.pop(key, None) if key in self._overrides else None
        current = self._store.value(key, None, type=str)
        stored = ("true" if value else "false") if isinstance(value, bool) else value
        self._store.setValue(key, stored)
        self._write()
        if old is not None or current != str(stored):
            self.changed.emit(key)

    def override(self, key: str, value: Any) -> None:
        """Use ``value`` for ``key`` in this run only (nothing is written)."""
        if _choices(key) and value not in _choices(key):
            raise ValueError(f"{key} must be one of {_choices(key)}, not {value!r}")
        self._overrides[key] = value
        self.changed.emit(key)

    def sync(self) -> None:
        self._write()

    def status_ok(self) -> bool:
        """False when the file could not be read or written."""
        return self._store.status() == QSettings.Status.NoError

    # -- preferences --------------------------------------------------------
    @property
    def language(self) -> str:
        """"system" or a language code of languages.py."""
        return self._get_choice(LANGUAGE)

    @language.setter
    def language(self, value: str) -> None:
        self._set(LANGUAGE, value)

    @property
    def animation_speed(self) -> str:
        """"off", "fast", "normal" or "slow"."""
        return self._get_choice(ANIMATION_SPEED)

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._set(ANIMATION_SPEED, value)

    @property
    def animation_factor(self) -> float:
        """The animation-duration multiplier for :attr:`animation_speed`."""
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def bot_pace(self) -> str:
        return self._get_choice(BOT_PACE)

    @bot_pace.setter
    def bot_pace(self, value: str) -> None:
        self._set(BOT_PACE, value)

    @property
    def bot_pace_ms(self) -> int:
        return BOT_PACES[self.bot_pace]

    @property
    def sound(self) -> str:
        """"off", "quiet", "moderate" or "loud"."""
        return self._get_choice(SOUND)

    @sound.setter
    def sound(self, value: str) -> None:
        self._set(SOUND, value)

    @property
    def sound_volume(self) -> float:
        return SOUND_VOLUMES[self.sound]

    @property
    def confirm_challenge(self) -> bool:
        """Ask "Are you sure?" before Dudo, Calza or Doubt."""
        return self._get_bool(CONFIRM_CHALLENGE)

    @confirm_challenge.setter
    def confirm_challenge(self, value: bool) -> None:
        self._set(CONFIRM_CHALLENGE, bool(value))

    @property
    def four_colour_deck(self) -> bool:
        """Cards in four suit colours (the card screen reads it)."""
        return self._get_bool(FOUR_COLOUR_DECK)

    @four_colour_deck.setter
    def four_colour_deck(self, value: bool) -> None:
        self._set(FOUR_COLOUR_DECK, bool(value))

    @property
    def after_reveal(self) -> str:
        """"wait" (for the person's Continue after a reveal) or "continue" (by itself)."""
        return self._get_choice(AFTER_REVEAL)

    @after_reveal.setter
    def after_reveal(self, value: str) -> None:
        self._set(AFTER_REVEAL, value)

    @property
    def show_odds(self) -> bool:
        """The coach's odds line under the standing bid or claim, for the person to play."""
        return self._get_bool(SHOW_ODDS)

    @show_odds.setter
    def show_odds(self, value: bool) -> None:
        self._set(SHOW_ODDS, bool(value))

    # -- remembered things --------------------------------------------------
    def last_setup(self, game: str) -> dict[str, Any] | None:
        """The last new-game set-up of ``game`` as saved by the dialog, or None."""
        key = f"setup/{game}"
        if key in self._overrides:
            value = self._overrides[key]
            return dict(value) if isinstance(value, dict) else None
        raw = str(self._store.value(key, "", type=str) or "")
        if not raw:
            return None
        try:
            data = json.loads(raw)
        except (ValueError, TypeError):
            return None
        return data if isinstance(data, dict) else None

    def set_last_setup(self, game: str, setup: dict[str, Any]) -> None:
        key = f"setup/{game}"
        if key in self._overrides:
            self._overrides[key] = dict(setup)
            return
        self._store.setValue(key, json.dumps(setup, ensure_ascii=False, sort_keys=True))
        self._write()
        self.changed.emit(key)

    def guide_offered(self, game: str) -> bool:
        """The first-time question about ``game``'s guide was answered already."""
        return game in str(self._store.value(GUIDES_OFFERED, "", type=str)).split(",")

    def set_guide_offered(self, game: str) -> None:
        offered = [g for g in str(self._store.value(GUIDES_OFFERED, "", type=str)).split(",") if g]
        if game not in offered:
            self._store.setValue(GUIDES_OFFERED, ",".join([*offered, game]))
            self._write()

    def window_geometry(self) -> QByteArray:
        value = self._store.value(WINDOW_GEOMETRY, QByteArray(), type=QByteArray)
        return value if isinstance(value, QByteArray) else QByteArray()

    def set_window_geometry(self, geometry: QByteArray) -> None:
        self._store.setValue(WINDOW_GEOMETRY, geometry)
        self._write()

    def window_state(self) -> QByteArray:
        value = self._store.value(WINDOW_STATE, QByteArray(), type=QByteArray)
        return value if isinstance(value, QByteArray) else QByteArray()

    def set_window_state(self, state: QByteArray) -> None:
        self._store.setValue(WINDOW_STATE, state)
        self._write()
