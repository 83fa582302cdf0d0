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

The single "Continue" file of earlier versions (``saves/current.json``) is
moved into its kind's slot by :func:`slots.migrate_legacy` once the start
screen lists the slots.

Every game in progress is written after every action with
:func:`write_atomic`: at any moment the file on disk is either the previous
complete save or the new complete save, so a crash or a kill loses at most
the last action.  Nothing here imports Qt widgets; damaged files go through
:mod:`tablegames_qt.storage.recovery`, files that cannot be written through
:mod:`tablegames_qt.storage.health`.
"""

from __future__ import annotations

import uuid

from tablegames_qt.games import Progress
from tablegames_qt.storage.background import flush_writes, write_in_background, write_later
from tablegames_qt.storage.names import is_replay_name
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.replays import (
    REPLAYS_FOLDER,
    ReplayInfo,
    replay_file_name,
    replay_path,
    replays_dir,
    save_replay,
)
from tablegames_qt.storage.save_checks import MAX_ACTIONS
from tablegames_qt.storage.save_files import MAX_SAVE_BYTES, TEMP_PREFIX, write_atomic
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
    NotSaved,
    SlotInfo,
    discard_slot,
    finish_slot,
    has_slot,
    list_replays,
    list_slots,
    load_replay,
    load_slot,
    migrate_legacy,
    prune_bot_replays,
    replay_written,
    save_slot,
    slot_info,
    slot_path,
    written,
)

__all__ = [
    "BOT", "FILE_KIND", "HUMAN", "MAX_ACTIONS", "MAX_NAME", "MAX_SAVE_BYTES",
    "REPLAYS_FOLDER", "SAVE_VERSION", "SEAT_KINDS", "TEMP_PREFIX", "DamagedFile", "NotSaved",
    "Progress", "ReplayInfo", "SavedGame", "SeatRecord", "SlotInfo", "decode", "discard_slot",
    "encode", "finish_slot", "flush_writes", "has_slot", "is_replay_name", "list_replays",
    "list_slots", "load_replay", "load_slot", "migrate_legacy", "new_session_id", "now",
    "prune_bot_replays", "read_file", "replay_file_name", "replay_path", "replay_written", "replays_dir",
    "save_replay", "save_slot", "slot_info", "slot_path", "write_atomic", "write_in_background",
    "write_later", "written",
]  # fmt: skip


def new_session_id() -> str:
    return uuid.uuid4().hex


