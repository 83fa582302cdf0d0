"""One unfinished game per kind of game: a save slot each for Perudo,
Macháček and Royal Casino (``saves/<kind>.json``).

Starting a Perudo game never touches a Macháček match left half-way: each
kind has its own file, written after every action (:func:`save_slot`,
atomic), offered by :func:`list_slots` (who plays, how far, when — one
:class:`SlotInfo` each, newest first) and resumed by :func:`load_slot`.  A
finished game becomes a replay and leaves its slot (:func:`finish_slot`; with the
app's background writer both happen on its thread, the slot emptied only once the replay
is written, and a replay read from here waits for it).

The single ``saves/current.json`` of earlier versions is moved into its
kind's slot the first time the slots are listed (:func:`migrate_legacy`).

Failures: a damaged slot is moved aside and reported (:mod:`recovery`);
a slot that cannot be written raises :class:`NotSaved` after telling
:mod:`health`, which says whether the failure is new (tell the player once)
and keeps it as a lasting mark until a save works again.
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from tablegames_qt.engine.core import Game
from tablegames_qt.games import Progress, is_game, names, spec
from tablegames_qt.storage import health, paths, recovery
from tablegames_qt.storage import replays as replay_files
from tablegames_qt.storage.background import app_writer, flush_writes, write_later
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.replays import REPLAYS_FOLDER, ReplayInfo, save_replay
from tablegames_qt.storage.replays import replays_dir as saves_replays_dir
from tablegames_qt.storage.save_files import remove_stale_temps, write_atomic
from tablegames_qt.storage.save_format import (
    SavedGame,
    SeatRecord,
    encode,
    now,
    read_file,
    read_header,
)

log = logging.getLogger(__name__)

LEGACY_NAME = "current.json"


class NotSaved(OSError):
    """A save could not be written.  ``failure`` says what and why (its
    ``message()`` is the lasting mark); ``first`` is True when this failure is
    new, so the player is told once, not after every move."""

    def __init__(self, failure: health.WriteFailure, first: bool, cause: OSError) -> None:
        super().__init__(cause.errno, f"{failure.path}: {cause.strerror or cause}")
        self.failure = failure
        self.first = first


@dataclass(frozen=True)
class SlotInfo:
    """One unfinished game, for a Continue button and the "replace it?" question."""

    kind: str  # the game's name (``games.names()``)
    path: Path
    seats: tuple[SeatRecord, ...]  # who plays: names, human or bot, level
    session: str
    started_at: datetime
    saved_at: datetime  # when it was last played
    elapsed: float  # seconds of play
    actions: int
    progress: Progress


def progress_of(game: Game[Any, Any]) -> Progress:
    """The :class:`Progress` of ``game`` (its public view only), as its spec tells it."""
    return spec(game.NAME).progress(game)


def _folder(folder: Path | None) -> Path:
    return folder if folder is not None else paths.saves_dir()


def slot_path(kind: str, folder: Path | None = None) -> Path:
    if not is_game(kind):
        raise ValueError(f"no save slot for {kind!r}")
    return _folder(folder) / f"{kind}.json"


def _replays_folder(replays: Path | None) -> Path:
    """The replays folder, for a failure's mark (it may be the folder that cannot be made)."""
    if replays is not None:
        return replays
    try:
        return saves_replays_dir()
    except OSError:
        return platformdirs.user_data_path(paths.APP_NAME, appauthor=False) / REPLAYS_FOLDER


def _legacy_path(folder: Path | None) -> Path:
    return _folder(folder) / LEGACY_NAME


# -- writing ----------------------------------------------------------------------------

def written(target: Path, error: OSError | None, what: str = health.SAVES) -> NotSaved | None:
    """After a save written in the background (call it on the app's thread): tells
    :mod:`health`, and returns the :class:`NotSaved` to handle, or None when it worked."""
    if error is None:
        health.succeeded(what, target.parent)
        return None
    failure, first = health.failed(what, target.parent, error)
    return NotSaved(failure, first, error)


def replay_written(target: Path, error: OSError | None) -> NotSaved | None:
    """:func:`written`, for a replay kept in the background (:func:`finish_slot`)."""
    return written(target, error, health.REPLAYS)


def _write(target: Path, text: str, what: str) -> None:
    try:
        write_atomic(target, text)
    except OSError as exc:
        failure, first = health.failed(what, target.parent, exc)
        raise NotSaved(failure, first, exc) from exc
    health.succeeded(what, target.parent)


def save_slot(
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    elapsed: float,
    extra: Mapping[str, Any] | None = None,
    folder: Path | None = None,
    written_later: Callable[[Path, OSError | None], None] | None = None,
) -> Path:
    """Write the game in progress into its kind's slot (call after every action).

    :class:`NotSaved` when the file cannot be written (``first`` says whether
    to tell the player); ``ValueError`` for a field no save may hold.
    ``written_later``: when saves are written in the background, the text is made here
    and written on the writer's thread, which then calls ``written_later(path, error)``
    (hand it to :func:`written` on the app's thread).
    """
    try:
        target = slot_path(game.NAME, folder)
    except OSError as exc:  # the saves folder cannot be made (a file in its place)
        failure, first = health.failed(health.SAVES, folder or paths.saves_location(), exc)
        raise NotSaved(failure, first, exc) from exc
    text = encode(game, seats, session=session, started_at=started_at, elapsed=elapsed,
                  extra=extra)  # fmt: skip
    write = write_later(written_later)
    if write is not None:
        write(target, text)
        return target
    _write(target, text, health.SAVES)
    return target


def discard_slot(kind: str, folder: Path | None = None) -> None:
    """Forget the unfinished game of ``kind`` (the player starts a new one)."""
    writer = app_writer()
    if writer is not None:
        writer.cancel(slot_path(kind, folder))  # never written again after this
    for target in (slot_path(kind, folder), _legacy_of_kind(kind, folder)):
        if target is not None:
            with contextlib.suppress(FileNotFoundError):
                target.unlink()


def finish_slot(
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    elapsed: float,
    extra: Mapping[str, Any] | None = None,
    finished_at: datetime | None = None,
    folder: Path | None = None,
    replays: Path | None = None,
    written_later: Callable[[Path, OSError | None], None] | None = None,
) -> Path:
    """The game is over: keep it as a replay, then empty its slot.

    The replay is written first; when it cannot be, :class:`NotSaved` is
    raised and the slot keeps the finished game, so the next start (or the
    next try) keeps the replay then — nothing is dropped.

    ``written_later``: when saves are written in the background, the replay's text is made
    here (its file's name returned at once) and written on the writer's thread, after the
    game's last save; there, once it is written, the slot is emptied if it still holds this
    game (a new game of the kind started meanwhile keeps its own), and then
    ``written_later(replay, error)`` is called (hand it to :func:`replay_written` on the
    app's thread).  A failure then leaves the finished game in its slot, as above.
    """
    write = write_later(written_later, lambda: _empty_finished_slot(game.NAME, session, folder))
    try:
        replay = save_replay(
            game, seats, session=session, started_at=started_at, elapsed=elapsed,
            finished_at=finished_at or now(), extra=extra, folder=replays, write=write,
        )  # fmt: skip
    except OSError as exc:
        failure, first = health.failed(health.REPLAYS, _replays_folder(replays), exc)
        raise NotSaved(failure, first, exc) from exc
    if write is not None:
        return replay  # the slot is emptied, and the outcome told, after the writer's turn
    health.succeeded(health.REPLAYS, replay.parent)
    try:
        discard_slot(game.NAME, folder)
    except OSError as exc:
        # The replay is kept; the finished game left in the slot becomes the
        # same replay again when the slot is next read.
        log.warning("could not empty the %s slot after keeping %s: %s", game.NAME, replay, exc)
    return replay


def _empty_finished_slot(kind: str, session: str, folder: Path | None) -> None:
    """On the writer's thread, once the replay of ``session`` is kept: its slot emptied, if
    it still holds that game (never a game of the kind started since)."""
    for target in (slot_path(kind, folder), _legacy_of_kind(kind, folder)):
        if target is None:
            continue
        try:
            if read_header(target).session == session:
                target.unlink()
        except FileNotFoundError:
            pass
        except (OSError, DamagedFile) as exc:
            # as at once: the finished game left in the slot becomes the same replay again
            log.warning("could not empty the %s slot after keeping its replay: %s", kind, exc)


# -- reading ----------------------------------------------------------------------------

def list_replays(folder: Path | None = None) -> list[ReplayInfo]:
    """:func:`replay_files.list_replays`, with the replays still being written in the background."""
    flush_writes()
    return replay_files.list_replays(folder)


def load_replay(path: Path) -> SavedGame | None:
    """:func:`replay_files.load_replay`, waiting for a replay still being written in the background
    (the statistics open a game that has just ended)."""
    flush_writes()
    return replay_files.load_replay(path)


def prune_bot_replays(keep: int = 100, folder: Path | None = None) -> int:
    """:func:`replay_files.prune_bot_replays`, counting the replays still being written too."""
    flush_writes()
    return replay_files.prune_bot_replays(keep, folder)


_headers: dict[Path, tuple[tuple[int, int], str | None]] = {}


def _kind_of(path: Path) -> str | None:
    """The game a save file is for, from its checked header (cached by size
    and time); None when it cannot be read."""
    try:
        status = path.stat()
    except OSError:
        return None
    key = (status.st_size, status.st_mtime_ns)
    cached = _headers.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    try:
        kind: str | None = read_header(path).game
    except (OSError, DamagedFile):
        kind = None
    _headers[path] = (key, kind)
    return kind


def _legacy_of_kind(kind: str, folder: Path | None) -> Path | None:
    """The old single save, when it is still there (it could not be moved
    into the slots, e.g. in a read-only folder) and holds a game of ``kind``."""
    legacy = _legacy_path(folder)
    if legacy.is_file() and not recovery.is_stuck(legacy) and _kind_of(legacy) == kind:
        return legacy
    return None


def _finish_loaded(saved: SavedGame, target: Path, on_finished: Callable[[SavedGame], None] | None,
                   folder: Path | None, replays: Path | None) -> None:  # fmt: skip
    if on_finished is not None:
        on_finished(saved)
    try:
        replay = save_replay(saved.game, saved.seats, session=saved.session,
                             started_at=saved.started_at, elapsed=saved.elapsed,
                             finished_at=saved.finished_at or saved.saved_at,
                             extra=saved.extra, folder=replays)  # fmt: skip
    except OSError as exc:
        health.failed(health.REPLAYS, _replays_folder(replays), exc)
        return
    health.succeeded(health.REPLAYS, replay.parent)
    log.info("kept the finished game in %s as the replay %s", target, replay)
    with contextlib.suppress(OSError):
        target.unlink()


def _load(
    target: Path,
    on_finished: Callable[[SavedGame], None] | None,
    folder: Path | None,
    replays: Path | None,
) -> SavedGame | None:
    if recovery.is_stuck(target):
        return None
    remove_stale_temps(target.parent, target.name)
    try:
        saved = read_file(target)
    except FileNotFoundError:
        return None
    except DamagedFile as damage:
        recovery.quarantine(target, recovery.SAVE, damage)
        return None
    if saved.game.is_over():
        _finish_loaded(saved, target, on_finished, folder, replays)
        return None
    return saved


def load_slot(
    kind: str,
    folder: Path | None = None,
    on_finished: Callable[[SavedGame], None] | None = None,
    replays: Path | None = None,
) -> SavedGame | None:
    """The unfinished game of ``kind`` to continue, or None.

    None when there is none; when its game is already over (the app stopped
    right after the last action: ``on_finished`` gets it, to record its
    results, and it is kept as a replay); or when the file is damaged: then
    it is moved aside and :func:`recovery.take_problems` says why.
    """
    flush_writes()  # what the background still writes is part of the slot
    target = slot_path(kind, folder)
    if not target.exists():
        legacy = _legacy_of_kind(kind, folder)
        if legacy is not None:
            target = legacy
    saved = _load(target, on_finished, folder, replays)
    if saved is not None and saved.game_name != kind:
        # A file of another game put in this slot by hand: not this slot's game.
        recovery.quarantine(target, recovery.SAVE,
                            DamagedFile(recovery.WRONG_TYPES, f"a {saved.game_name} game in the {kind} slot"))  # fmt: skip
        return None
    return saved


def has_slot(kind: str, folder: Path | None = None) -> bool:
    """Whether ``kind`` has a file to offer Continue for (not yet checked)."""
    flush_writes()  # what the background still writes is part of the slot
    return slot_path(kind, folder).is_file() or _legacy_of_kind(kind, folder) is not None


_infos: dict[Path, tuple[tuple[int, int], SlotInfo]] = {}


def _info(kind: str, folder: Path | None, on_finished: Callable[[SavedGame], None] | None,
          replays: Path | None) -> SlotInfo | None:  # fmt: skip
    target = slot_path(kind, folder)
    if not target.exists():
        target = _legacy_of_kind(kind, folder) or target
    try:
        status = target.stat()
    except OSError:
        return None
    key = (status.st_size, status.st_mtime_ns)
    cached = _infos.get(target)
    if cached is not None and cached[0] == key:
        return cached[1]
    saved = load_slot(kind, folder, on_finished, replays)
    if saved is None:
        _infos.pop(target, None)
        return None
    info = SlotInfo(kind, target, tuple(saved.seats), saved.session, saved.started_at,
                    saved.saved_at, saved.elapsed, len(saved.game.history),
                    progress_of(saved.game))  # fmt: skip
    _infos[target] = (key, info)
    return info


def slot_info(
    kind: str,
    folder: Path | None = None,
    on_finished: Callable[[SavedGame], None] | None = None,
    replays: Path | None = None,
) -> SlotInfo | None:
    """The unfinished game of ``kind`` described (None: there is none), for
    asking before a new game of ``kind`` replaces it."""
    flush_writes()  # what the background still writes is part of the slot
    migrate_legacy(folder, on_finished, replays)
    return _info(kind, folder, on_finished, replays)


def list_slots(
    folder: Path | None = None,
    on_finished: Callable[[SavedGame], None] | None = None,
    replays: Path | None = None,
) -> list[SlotInfo]:
    """Every unfinished game, the most recently played first (one per kind).

    Cheap to call on every start-screen refresh: a file is read again only
    when it changed, and a damaged one is reported once.
    """
    flush_writes()  # what the background still writes is part of the slot
    migrate_legacy(folder, on_finished, replays)
    infos = [info for kind in names() if (info := _info(kind, folder, on_finished, replays))]
    infos.sort(key=lambda info: info.saved_at, reverse=True)
    return infos


# -- the single save of earlier versions ---------------------------------------------

def _keep_aside(path: Path) -> Path:
    """Rename ``path`` to ``stem.superseded-<time>.json`` (never deleted)."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for count in range(1, 1000):
        extra = "" if count == 1 else f"-{count}"
        candidate = path.with_name(f"{path.stem}.superseded-{stamp}{extra}{path.suffix}")
        if not candidate.exists():
            os.rename(path, candidate)
            return candidate
    raise OSError(f"no free name to keep {path} aside")


def migrate_legacy(
    folder: Path | None = None,
    on_finished: Callable[[SavedGame], None] | None = None,
    replays: Path | None = None,
) -> str | None:
    """Move the single ``current.json`` of earlier versions into its kind's
    slot; returns the kind moved, or None.

    A damaged file is moved aside and reported; a finished game is recorded
    (``on_finished``) and kept as a replay.  When the kind's slot is taken
    already, the game saved last stays in the slot and the other is kept
    aside as ``*.superseded-<time>.json``.  When the folder cannot be
    written, the old file stays and is read in place (:func:`load_slot`).
    """
    legacy = _legacy_path(folder)
    # a folder of that name too: moved aside and told, as a damaged file is
    if not legacy.exists() or recovery.is_stuck(legacy):
        return None
    saved = _load(legacy, on_finished, folder, replays)
    if saved is None:
        return None
    kind = saved.game_name
    target = slot_path(kind, folder)
    try:
        if target.exists():
            try:
                newer = read_header(target).saved_at >= saved.saved_at
            except (OSError, DamagedFile):
                newer = False  # the slot is damaged: it is dealt with when loaded
            if newer:
                kept = _keep_aside(legacy)
                log.info("the old single save %s is older than the %s slot: kept as %s",
                         legacy, kind, kept)  # fmt: skip
                return None
            kept = _keep_aside(target)
            log.info("the %s slot is older than the old single save: kept as %s", kind, kept)
        os.replace(legacy, paths.confined_file(target))
    except OSError as exc:
        health.failed(health.SAVES, legacy.parent, exc)
        log.warning("could not move %s into the %s slot: %s", legacy, kind, exc)
        return None
    log.info("moved the old single save %s into the %s slot", legacy, kind)
    return kind
