"""The single "Continue" file of earlier versions (``saves/current.json``), written as those
versions wrote it, for the tests of its move into the per-game slots."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from tablegames_qt.engine.core import Game
from tablegames_qt.storage import paths, save_files, slots
from tablegames_qt.storage.save_format import SeatRecord, encode


def old_single_save() -> Path:
    return paths.saves_dir() / slots.LEGACY_NAME


def write_old_single_save(game: Game[Any, Any], seats: Sequence[SeatRecord], *, session: str,
                          started_at: datetime, elapsed: float) -> Path:
    path = old_single_save()
    save_files.write_atomic(path, encode(game, seats, session=session, started_at=started_at,
                                         elapsed=elapsed))
    return path
