"""Saved games: the game in progress and the replays of finished ones.

A save file is the engine's own ``to_json()`` (set-up, seed and action log)
wrapped with what the engine does not know: who sits where (names, humans or
bots and their level, profile ids), when the session began and how long it
has been played, and a session id that ties a match's results together in
the statistics.  Loading replays every action through the rules, so a
tampered or damaged file is refused rather than half-loaded.

The game in progress is written after every action with :func:`write_atomic`
(temporary file, ``fsync``, ``os.replace``, ``fsync`` of the folder): at any
moment the file on disk is either the previous complete save or the new
complete save, so a crash or a kill loses at most the last action.

Finished games are kept as replays in their own folder, one file each.
Nothing here imports Qt widgets; damaged files go through
:mod:`tablegames_qt.storage.recovery`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import tempfile
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tablegames_qt.engine import GAME_CLASSES, game_class
from tablegames_qt.engine.core import SAVE_FORMAT_VERSION, Game, IllegalAction
from tablegames_qt.storage import paths, recovery
from tablegames_qt.storage.recovery import DamagedFile

log = logging.getLogger(__name__)

FILE_KIND = "tablegames-save"
#: version of the wrapper written here (the engine part has its own)
SAVE_VERSION = 1

HUMAN = "human"
BOT = "bot"
SEAT_KINDS = (HUMAN, BOT)
MAX_NAME = 80

REPLAYS_FOLDER = "replays"
_TEMP_PREFIX = ".tmp-"


@dataclass(frozen=True)
class SeatRecord:
    """Who sits in one seat (the storage twin of ``ui.session.SeatConfig``)."""

    name: str
    kind: str = HUMAN
    level: str = "normal"
    profile_id: int | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level,
                "profile_id": self.profile_id}  # fmt: skip


@dataclass
class SavedGame:
    """A loaded save or replay: the game replayed to where it was, and its seats."""

    game: Game[Any, Any]
    seats: list[SeatRecord]
    session: str
    started_at: datetime
    elapsed: float  # seconds of play so far
    saved_at: datetime
    finished_at: datetime | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # the recorder's bookkeeping
    path: Path | None = None

    @property
    def game_name(self) -> str:
        return self.game.NAME

    @property
    def bot_only(self) -> bool:
        return not any(seat.is_human for seat in self.seats)


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


def now() -> datetime:
    return datetime.now(UTC)


def new_session_id() -> str:
    return uuid.uuid4().hex


def _time_text(when: datetime) -> str:
    if when.tzinfo is None:
        raise ValueError("times in saves are timezone-aware (UTC)")
    return when.astimezone(UTC).isoformat(timespec="seconds")


# -- writing -----------------------------------------------------------------------

def encode(
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    elapsed: float,
    finished_at: datetime | None = None,
    extra: Mapping[str, Any] | None = None,
) -> str:
    """The save file text for ``game`` and its seats."""
    if len(seats) != game.players:
        raise ValueError(f"{len(seats)} seats for a game of {game.players}")
    data: dict[str, Any] = {
        "kind": FILE_KIND,
        "version": SAVE_VERSION,
        "game": game.NAME,
        "session": session,
        "seats": [seat.to_json() for seat in seats],
        "started_at": _time_text(started_at),
        "saved_at": _time_text(now()),
        "elapsed": round(float(elapsed), 3),
        "finished_at": None if finished_at is None else _time_text(finished_at),
        "winners": list(game.winners()) if game.is_over() else [],
        "extra": dict(extra or {}),
        "engine": json.loads(game.to_json()),
    }
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable; not possible on Windows, where it is not needed.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves either the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=_TEMP_PREFIX + path.name + ".", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _remove_stale_temps(folder: Path, name: str) -> None:
    """Temporary files a killed writer left behind (never the real file)."""
    for temp in folder.glob(f"{_TEMP_PREFIX}{name}.*"):
        with contextlib.suppress(OSError):
            temp.unlink()


# -- reading -----------------------------------------------------------------------

def _json_damage(text: str, exc: json.JSONDecodeError) -> DamagedFile:
    # The decoder ran out of text: at the very end, or inside a string that never closed.
    if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string"):
        return DamagedFile(recovery.TRUNCATED, str(exc))
    return DamagedFile(recovery.CORRUPT, str(exc))


def _need(condition: bool, detail: str) -> None:
    if not condition:
        raise DamagedFile(recovery.WRONG_TYPES, detail)


def _parse_time(value: object, what: str) -> datetime:
    _need(isinstance(value, str), f"{what} must be a date-time text, not {value!r}")
    assert isinstance(value, str)
    try:
        when = datetime.fromisoformat(value)
    except ValueError as exc:
        raise DamagedFile(recovery.WRONG_TYPES, f"{what}: {exc}") from exc
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when


def _parse_seat(raw: object, index: int) -> SeatRecord:
    _need(isinstance(raw, dict), f"seat {index} must be an object, not {raw!r}")
    assert isinstance(raw, dict)
    name, kind = raw.get("name"), raw.get("kind")
    level, profile = raw.get("level", "normal"), raw.get("profile_id")
    _need(isinstance(name, str) and 0 < len(name) <= MAX_NAME, f"seat {index}: bad name {name!r}")
    _need(kind in SEAT_KINDS, f"seat {index}: kind must be human or bot, not {kind!r}")
    _need(isinstance(level, str) and len(level) <= MAX_NAME, f"seat {index}: bad level {level!r}")
    _need(
        profile is None or (type(profile) is int and profile > 0),
        f"seat {index}: bad profile id {profile!r}",
    )
    assert isinstance(name, str) and isinstance(kind, str) and isinstance(level, str)
    return SeatRecord(name, kind, level, profile if isinstance(profile, int) else None)


def decode(text: str | bytes) -> SavedGame:
    """Rebuild a saved game; raises :class:`DamagedFile` saying what is wrong."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DamagedFile(recovery.CORRUPT, f"not UTF-8 text: {exc}") from exc
    if not text.strip():
        raise DamagedFile(recovery.EMPTY, "no content")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _json_damage(text, exc) from exc
    except RecursionError as exc:
        raise DamagedFile(recovery.CORRUPT, "nested too deeply") from exc
    _need(isinstance(data, dict), f"expected a JSON object, not {type(data).__name__}")
    assert isinstance(data, dict)
    _need(data.get("kind") == FILE_KIND, f"not a Table Games save: kind {data.get('kind')!r}")
    version = data.get("version")
    _need(type(version) is int, f"version must be a whole number, not {version!r}")
    assert isinstance(version, int)
    if version > SAVE_VERSION:
        raise DamagedFile(recovery.FUTURE_VERSION, f"save version {version} > {SAVE_VERSION}")
    if version < 1:
        raise DamagedFile(recovery.UNKNOWN_VERSION, f"save version {version}")

    name = data.get("game")
    _need(isinstance(name, str), f"game must be a name, not {name!r}")
    if name not in GAME_CLASSES:
        raise DamagedFile(recovery.UNKNOWN_GAME, f"unknown game {name!r}")
    assert isinstance(name, str)
    engine = data.get("engine")
    _need(isinstance(engine, dict), "the engine part is missing")
    assert isinstance(engine, dict)
    engine_version = engine.get("format")
    _need(type(engine_version) is int, f"engine format must be a number, not {engine_version!r}")
    assert isinstance(engine_version, int)
    if engine_version > SAVE_FORMAT_VERSION:
        raise DamagedFile(
            recovery.FUTURE_VERSION, f"engine format {engine_version} > {SAVE_FORMAT_VERSION}"
        )
    if engine_version != SAVE_FORMAT_VERSION:
        raise DamagedFile(recovery.UNKNOWN_VERSION, f"engine format {engine_version}")
    _need(engine.get("game") == name, f"engine part is for {engine.get('game')!r}, not {name!r}")

    session = data.get("session")
    _need(
        isinstance(session, str) and 0 < len(session) <= 64, f"bad session id {session!r}"
    )
    assert isinstance(session, str)
    raw_seats = data.get("seats")
    _need(isinstance(raw_seats, list), "seats must be a list")
    assert isinstance(raw_seats, list)
    seats = [_parse_seat(raw, i) for i, raw in enumerate(raw_seats)]
    started_at = _parse_time(data.get("started_at"), "started_at")
    saved_at = _parse_time(data.get("saved_at"), "saved_at")
    finished_raw = data.get("finished_at")
    finished_at = None if finished_raw is None else _parse_time(finished_raw, "finished_at")
    elapsed = data.get("elapsed", 0.0)
    _need(
        isinstance(elapsed, int | float) and not isinstance(elapsed, bool)
        and math.isfinite(elapsed) and elapsed >= 0,
        f"elapsed must be a number of seconds, not {elapsed!r}",
    )  # fmt: skip
    assert isinstance(elapsed, int | float)
    extra = data.get("extra", {})
    _need(isinstance(extra, dict), f"extra must be an object, not {extra!r}")
    assert isinstance(extra, dict)

    try:
        game = game_class(name).from_json(json.dumps(engine))
    except IllegalAction as exc:
        raise DamagedFile(recovery.INVALID_GAME, str(exc)) from exc
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        # The engine refuses bad set-ups with ValueError; anything else is a shape it
        # did not expect, which for a file means the same: wrong contents.
        raise DamagedFile(recovery.WRONG_TYPES, f"{type(exc).__name__}: {exc}") from exc
    _need(len(seats) == game.players, f"{len(seats)} seats for a game of {game.players}")
    return SavedGame(game, seats, session, started_at, float(elapsed), saved_at,
                     finished_at, extra)  # fmt: skip


def read_file(path: Path) -> SavedGame:
    """Load the save at ``path``; :class:`DamagedFile` when it cannot be used,
    ``FileNotFoundError`` when there is none."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise DamagedFile(recovery.UNREADABLE, str(exc)) from exc
    saved = decode(raw)
    saved.path = path
    return saved


# -- the game in progress ---------------------------------------------------------

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
    """Write the game in progress (call after every action)."""
    target = path or current_path()
    write_atomic(
        target,
        encode(game, seats, session=session, started_at=started_at, elapsed=elapsed, extra=extra),
    )
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
    then it is moved aside and :func:`recovery.take_problems` says why.
    """
    target = path or current_path()
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


# -- replays -------------------------------------------------------------------------

def replays_dir() -> Path:
    folder = paths.data_dir() / REPLAYS_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def replay_file_name(game: str, session: str, finished_at: datetime) -> str:
    stamp = finished_at.astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{game}-{session[:8]}.json"


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
) -> Path:
    """Keep a finished game; the same session always maps to the same file."""
    target = (folder or replays_dir()) / replay_file_name(game.NAME, session, finished_at)
    existing = sorted(target.parent.glob(f"*-{game.NAME}-{session[:8]}.json"))
    if existing:
        target = existing[0]  # recorded already (resumed after a kill): same file
    write_atomic(
        target,
        encode(game, seats, session=session, started_at=started_at, elapsed=elapsed,
               finished_at=finished_at, extra=extra),
    )  # fmt: skip
    return target


def _replay_info(path: Path) -> ReplayInfo:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("kind") != FILE_KIND:
        raise ValueError("not a save")
    seats = data["seats"]
    names = tuple(str(seat["name"]) for seat in seats)
    winners = tuple(int(w) for w in data.get("winners", []))
    actions = len(data["engine"]["actions"])
    finished = _parse_time(data.get("finished_at") or data.get("saved_at"), "finished_at")
    bot_only = not any(seat.get("kind") == HUMAN for seat in seats)
    return ReplayInfo(path, str(data["game"]), names, winners, finished, actions, bot_only)


def list_replays(folder: Path | None = None) -> list[ReplayInfo]:
    """The kept replays, newest first.  Unreadable files are skipped here and
    dealt with when someone opens them (:func:`load_replay`)."""
    infos = []
    for path in (folder or replays_dir()).glob("*.json"):
        if path.name.startswith(_TEMP_PREFIX) or ".damaged-" in path.name:
            continue
        try:
            infos.append(_replay_info(path))
        except (OSError, ValueError, KeyError, TypeError, DamagedFile) as exc:
            log.info("skipping replay %s: %s", path, exc)
    infos.sort(key=lambda info: (info.finished_at, info.path.name), reverse=True)
    return infos


def load_replay(path: Path) -> SavedGame | None:
    """A finished game to step through, or None when the file is damaged
    (moved aside and reported) or gone."""
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
