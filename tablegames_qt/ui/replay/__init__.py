"""Replays on the real table: a finished game in its room's own table view, every cup
and hand face up, stepped by action, round or deal, played at the chosen speed, with
the coach's view of each decision on request.

``ui/replay_steps.py`` (the save's log replayed through the rules), ``controller`` (where
the replay stands), each room's ``replay_scene`` (its table, on ``ui/replay_scene.py``),
``coach_view`` (the coach off the GUI thread), ``window`` (the window and its keys).
``tablegames --replay FILE [--screenshot PNG]`` starts in ``tablegames_qt/replay_command.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from tablegames_qt.engine.core import Game
from tablegames_qt.storage import saves
from tablegames_qt.storage.saves import SavedGame, SeatRecord
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.replay.window import ReplayWindow


def open_replay(path: Path, parent: QWidget | None = None) -> ReplayWindow | None:
    """A replay window for the replay file at ``path``, or None when it is damaged
    (moved aside and reported through ``recovery.take_problems()``) or gone."""
    saved = saves.load_replay(path)
    if saved is None:
        return None
    return ReplayWindow(saved, parent)


def replay_of(game: Game[Any, Any], seats: Sequence[SeatRecord], parent: QWidget | None = None,
              colours: Sequence[str] = ()) -> ReplayWindow:
    """A replay window for ``game`` as it stands (a game just ended, say), its seats as
    they sat, in their colours: the same log the replay file keeps, without waiting for
    the file."""
    now = saves.now()
    saved = SavedGame(game=type(game).from_json(game.to_json()), seats=list(seats), session="",
                      started_at=now, elapsed=0.0, saved_at=now, finished_at=now)  # fmt: skip
    return ReplayWindow(saved, parent, colours)


def watch_replay(screen: GameScreen) -> QWidget:
    """The replay of the game on ``screen`` in a window of its own (it outlives the
    screen), in the colours its table shows now, under the seats' names."""
    seats = [SeatRecord(s.name, s.kind, s.level) for s in screen.controller.seats]
    viewer = replay_of(screen.controller.game, seats, screen.window(), screen.replay_colours())
    viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    viewer.show()
    return viewer


__all__ = ["ReplayWindow", "open_replay", "replay_of", "watch_replay"]
