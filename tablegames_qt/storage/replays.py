"""Replays: every finished game kept in its own file in the replays folder.

A replay is a save file (:mod:`save_format`) with ``finished_at`` set, named
``YYYYmmdd-HHMMSS-<game>-<session[:8]>.json``.  A replay is only ever looked
for *inside* the replays folder: a name read from the statistics database
goes through :func:`replay_path`, which refuses anything but a plain file
name there (``../../x``, absolute paths, folders), so a file elsewhere is
never opened, let alone moved aside.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tablegames_qt.engine.core import Game
from tablegames_qt.storage import paths, recovery
from tablegames_qt.storage.names import is_replay_name
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.save_checks import check_session
from tablegames_qt.storage.save_files import TEMP_PREFIX, write_atomic
from tablegames_qt.storage.save_format import (
    HUMAN,
    SavedGame,
    SeatRecord,
    encode,
    read_file,
    read_header,
)

log = logging.getLogger(__name__)

REPLAYS_FOLDER = "replays"


@dataclass(frozen=True)
class ReplayInfo:
    """One replay file, read without replaying the game (for lists)."""

    path: Path
    game: str
    names: tuple[str, ...]
    winners: tuple[int, ...]
    finished_at: datetime
    actions: int
    bot_only: bool


def replays_dir() -> Path:
    folder = paths.data_dir() / REPLAYS_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def replay_file_name(game: str, session: str, finished_at: datetime) -> str:
    check_session(session)
    stamp = finished_at.astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{game}-{session[:8]}.json"


def replay_path(name: object, folder: Path | None = None) -> Path | None:
    """The replay called ``name`` (as stored in the statistics) inside the
    replays folder, or None when ``name`` is not a plain file name there."""
    if not is_replay_name(name):
        log.warning("refusing replay name %r: not a file name in the replays folder", name)
        return None
    assert isinstance(name, str)
    base = folder or replays_dir()
    try:
        return paths.confined(base, name)
    except paths.OutsideFolder as exc:  # a link out of the folder
        log.warning("refusing replay %s: %s", name, exc)
        return None


def save_replay(
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    elapsed: float,
    finished_at: datetime,
    extra: Mapping[str, Any] | None = None,
    folder: Path | None = None,
    write: Callable[[Path, str], None] | None = None,
) -> Path:
    """Keep a finished game; the same session always maps to the same file.

    ``write(path, text)``: who writes the file (the background writer, :mod:`slots`);
    None: written here and now, atomically.  The file's name is known at once either way.
    """
    target = replay_target(game.NAME, session, finished_at, folder)
    text = encode(game, seats, session=session, started_at=started_at, elapsed=elapsed,
                  finished_at=finished_at, extra=extra)  # fmt: skip
    (write or write_atomic)(target, text)
    return target


def replay_target(game: str, session: str, finished_at: datetime, folder: Path | None = None) -> Path:
    """The file the replay of ``session`` is kept in: named by :func:`replay_file_name`,
    or the one kept already (resumed after a kill and finished again)."""
    base = folder or replays_dir()
    target = paths.confined(base, replay_file_name(game, session, finished_at))
    existing = sorted(base.glob(f"*-{game}-{session[:8]}.json"))
    if existing:
        # recorded already (resumed after a kill): the same file
        target = paths.confined(base, existing[0].name)
    return target


def _replay_info(path: Path) -> ReplayInfo:
    header = read_header(path)
    finished = header.finished_at or header.saved_at
    return ReplayInfo(
        path, header.game, tuple(seat.name for seat in header.seats), header.winners or (),
        finished, header.actions, not any(seat.kind == HUMAN for seat in header.seats),
    )  # fmt: skip


def list_replays(folder: Path | None = None) -> list[ReplayInfo]:
    """The kept replays, newest first.  Unusable files are skipped here and
    dealt with when someone opens them (:func:`load_replay`)."""
    infos = []
    base = folder or replays_dir()
    for found in base.glob("*.json"):
        if found.name.startswith(TEMP_PREFIX) or ".damaged-" in found.name:
            continue
        try:
            infos.append(_replay_info(paths.confined(base, found.name)))
        except (OSError, DamagedFile) as exc:
            log.info("skipping replay %s: %s", found, exc)
    infos.sort(key=lambda info: (info.finished_at, info.path.name), reverse=True)
    return infos


def load_replay(path: Path) -> SavedGame | None:
    """A finished game to step through, or None when the file is damaged
    (moved aside and reported) or gone."""
    if recovery.is_stuck(path):
        return None
    try:
        saved = read_file(path)
    except FileNotFoundError:
        return None
    except DamagedFile as damage:
        recovery.quarantine(path, recovery.REPLAY, damage)
        return None
    return saved


def prune_bot_replays(keep: int = 100, folder: Path | None = None) -> int:
    """Drop all but the newest ``keep`` replays of bot-only games (the demo
    plays many); games with people in them are always kept.  Returns how many
    were removed."""
    bot_only = [info for info in list_replays(folder) if info.bot_only]
    removed = 0
    for info in bot_only[keep:]:
        try:
            info.path.unlink()
            removed += 1
        except OSError:
            pass
    return removed
