"""Replays on the real table: a finished game in its room's own table view, every cup
and hand face up, stepped by action, round or deal, played at the chosen speed, with
the coach's view of each decision on request.

``steps`` (the save's log replayed through the rules), ``controller`` (where the replay
stands), ``scene_base`` with ``dice_scenes`` and ``casino_scene`` (each game's table),
``coach_view`` (the coach off the GUI thread), ``window`` (the window and its keys).
``tablegames --replay FILE [--screenshot PNG]`` starts in ``tablegames_qt/replay_command.py``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from tablegames_qt.storage import saves
from tablegames_qt.ui.replay.window import ReplayWindow


def open_replay(path: Path, parent: QWidget | None = None) -> ReplayWindow | None:
    """A replay window for the replay file at ``path``, or None when it is damaged
    (moved aside and reported through ``recovery.take_problems()``) or gone."""
    saved = saves.load_replay(path)
    if saved is None:
        return None
    return ReplayWindow(saved, parent)


__all__ = ["ReplayWindow", "open_replay"]
