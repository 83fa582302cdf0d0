"""Saved games: the games in progress and the replays of finished ones.

This module is the front door; the work is done in its neighbours:

- :mod:`save_format` — the file format (:class:`SeatRecord`, :class:`SavedGame`,
  :func:`encode`, :func:`decode`, :func:`read_file`), checked field by field
  on load by :mod:`save_checks`;
- :mod:`save_files` — atomic writes and reads capped by size;
- :mod:`slots` — one unfinished game per kind of game (``saves/<kind>.json``),
  with the list the start screen offers;
- :mod:`replays` — finished games, one file each, looked for only inside the
  replays folder.

The single "Continue" file of earlier versions (``saves/current.json``:
:func:`save_current`, :func:`load_current` …) is still served here for the
screens that use it; :func:`slots.migrate_legacy` moves it into its kind's
slot once the start screen lists the slots.

Every game in progress is written after every action with
:func:`write_atomic`: at any moment the file on disk is either the previous
complete save or the new complete save, so a crash or a kill loses at most
the last action.  Nothing here imports Qt widgets; damaged files go through
:mod:`tablegames_qt.storage.recovery`, files that cannot be written through
:mod:`tablegames_qt.storage.health`.
"""

from __future__ import annotations

import contextlib
import logging
import uuid
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from tablegames_qt.engine.core import Game
from tablegames_qt.storage import health, paths, recovery
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.replays import (
    REPLAYS_FOLDER,
    ReplayInfo,
    is_replay_name,
    list_replays,
    load_replay,
    prune_bot_replays,
    replay_file_name,
    replay_path,
    replays_dir,
    save_replay,
)
from tablegames_qt.storage.save_checks import MAX_ACTIONS
from tablegames_qt.storage.save_files import MAX_SAVE_BYTES, TEMP_PREFIX, write_atomic
from tablegames_qt.storage.save_files import remove_stale_temps as _remove_stale_temps
from tablegames_qt.storage.save_format import (
    BOT,
    FILE_KIND,
    HUMAN,
    MAX_NAME,
    SAVE_VERSION,
    SEAT_KINDS,
    SavedGame,
    SeatRecord,
    decode,
    encode,
    now,
    read_file,
)
from tablegames_qt.storage.slots import (
    KINDS,
    NotSaved,
    Progress,
    SlotInfo,
    discard_slot,
    finish_slot,
    flush_writes,
    has_slot,
    list_slots,
    load_slot,
    migrate_legacy,
    save_slot,
    slot_info,
    slot_path,
    write_in_background,
    written,
)

__all__ = [
    "BOT", "FILE_KIND", "HUMAN", "KINDS", "MAX_ACTIONS", "MAX_NAME", "MAX_SAVE_BYTES",
    "REPLAYS_FOLDER", "SAVE_VERSION", "SEAT_KINDS", "TEMP_PREFIX", "DamagedFile", "NotSaved",
    "Progress", "ReplayInfo", "SavedGame", "SeatRecord", "SlotInfo", "current_path", "decode",
    "discard_current", "discard_slot", "encode", "finish_current", "finish_slot", "flush_writes",
    "has_current",
    "has_slot", "is_replay_name", "list_replays", "list_slots", "load_current", "load_replay",
    "load_slot", "migrate_legacy", "new_session_id", "now", "prune_bot_replays", "read_file",
    "replay_file_name", "replay_path", "replays_dir", "save_current", "save_replay",
    "save_slot", "slot_info", "slot_path", "write_atomic", "write_in_background", "written",
]  # fmt: skip

log = logging.getLogger(__name__)


def new_session_id() -> str:
    return uuid.uuid4().hex


# -- the single game in progress of earlier versions --------------------------------

def current_path() -> Path:
    return paths.current_save_file()


def save_current(
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    elapsed: float,
    extra: Mapping[str, Any] | None = None,
    path: Path | None = None,
) -> Path:
    """Write the game in progress (call after every action).  :class:`NotSaved`
    (an ``OSError``) when it cannot be written; see :mod:`health`."""
    target = path or current_path()
    text = encode(game, seats, session=session, started_at=started_at, elapsed=elapsed,
                  extra=extra)  # fmt: skip
    try:
        write_atomic(target, text)
    except OSError as exc:
        failure, first = health.failed(health.SAVES, target.parent, exc)
        raise NotSaved(failure, first, exc) from exc
    health.succeeded(health.SAVES, target.parent)
    return target


def has_current(path: Path | None = None) -> bool:
    """Whether there is a file to offer "Continue" for (not yet checked)."""
    return (path or current_path()).is_file()


def load_current(
    path: Path | None = None, on_finished: Callable[[SavedGame], None] | None = None
) -> SavedGame | None:
    """The game to continue, or None.

    None when there is no save, when the saved game is already over (the app
    stopped right after the last action: ``on_finished`` gets it, to record
    its results, and it is kept as a replay), or when the file is damaged:
    then it is moved aside and :func:`recovery.take_problems` says why (once:
    a damaged file that cannot be moved aside is not read and reported again).
    """
    target = path or current_path()
    if recovery.is_stuck(target):
        return None
    _remove_stale_temps(target.parent, target.name)
    try:
        saved = read_file(target)
    except FileNotFoundError:
        return None
    except DamagedFile as damage:
        recovery.quarantine(target, recovery.SAVE, damage)
        return None
    if saved.game.is_over():
        if on_finished is not None:
            on_finished(saved)
        try:
            finish_current(saved.game, saved.seats, session=saved.session,
                           started_at=saved.started_at, elapsed=saved.elapsed,
                           extra=saved.extra, path=target)  # fmt: skip
        except OSError as exc:
            log.error("could not keep the finished game as a replay: %s", exc)
        return None
    return saved


def discard_current(path: Path | None = None) -> None:
    """Forget the game in progress (the player abandons it for a new one)."""
    target = path or current_path()
    with contextlib.suppress(FileNotFoundError):
        target.unlink()


def finish_current(
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    elapsed: float,
    extra: Mapping[str, Any] | None = None,
    finished_at: datetime | None = None,
    path: Path | None = None,
    replays: Path | None = None,
) -> Path:
    """The game is over: keep it as a replay, then drop the "Continue" file.

    The replay is written first, so a kill in between leaves the finished game
    in the current file, and :func:`load_current` completes the job.
    """
    replay = save_replay(
        game, seats, session=session, started_at=started_at, elapsed=elapsed,
        finished_at=finished_at or now(), extra=extra, folder=replays,
    )  # fmt: skip
    discard_current(path)
    return replay
