"""The replay viewer: every step of a finished game, every cup and hand shown."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tablegames_qt.engine import game_class
from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.saves import SavedGame, SeatRecord
from tablegames_qt.ui import replay_viewer
from tablegames_qt.ui.engine_texts import event_text
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.replay_viewer import ReplayViewer, open_replay

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
NAMES = ["Anna", "Bob", "Cyril", "Dana"]


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


def _finished(name: str, players: int, seed: int, **options: Any) -> SavedGame:
    game = game_class(name)(players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    seats = [SeatRecord(NAMES[s], "human" if s == 0 else "bot", "easy") for s in range(players)]
    text = saves.encode(game, seats, session="r", started_at=START, elapsed=60, finished_at=START)
    return saves.decode(text)


def _at_step(game: Game[Any, Any], step: int) -> Game[Any, Any]:
    """The game after ``step`` actions, rebuilt from its save text."""
    data = json.loads(game.to_json())
    data["actions"] = data["actions"][:step]
    return type(game).from_json(json.dumps(data))


def _dice(faces: tuple[int, ...]) -> str:
    return " ".join(chr(0x2680 + face - 1) for face in faces)


def _sample_steps(total: int) -> list[int]:
    return sorted({0, 1, 2, total // 3, total // 2, total - 1, total})


def test_every_perudo_cup_is_shown_at_every_step(qtbot: QtBot) -> None:
    saved = _finished("perudo", 4, seed=3)
    viewer = ReplayViewer(saved)
    qtbot.addWidget(viewer)
    total = len(saved.game.history)
    assert viewer.step_count() == total + 1
    for step in _sample_steps(total):
        viewer.set_step(step)
        state = _at_step(saved.game, step)
        for seat, panel in enumerate(viewer.panels):
            dice = state.view(seat).own_dice
            if dice:
                assert _dice(dice) in panel.text.text()
                assert not panel.picture.pixmap().isNull()
            assert panel.title().startswith(NAMES[seat])


def test_the_holder_of_the_macháček_cup_shows_the_dice(qtbot: QtBot) -> None:
    saved = _finished("machacek", 3, seed=6, rules=MachacekRules(games=3))
    viewer = ReplayViewer(saved)
    qtbot.addWidget(viewer)
    shown = 0
    for step in range(viewer.step_count()):
        viewer.set_step(step)
        state = _at_step(saved.game, step)
        for seat, panel in enumerate(viewer.panels):
            roll = state.view(seat).own_roll
            if roll is not None:
                assert value_label(roll) in panel.text.text()
                shown += 1
    # One cup is under someone's hand at every step but after the last.
    assert shown == viewer.step_count() - 1


def test_every_casino_hand_is_shown(qtbot: QtBot) -> None:
    saved = _finished("casino", 4, seed=9)
    viewer = ReplayViewer(saved)
    qtbot.addWidget(viewer)
    for step in _sample_steps(len(saved.game.history)):
        viewer.set_step(step)
        state = _at_step(saved.game, step)
        for seat, panel in enumerate(viewer.panels):
            for card in state.view(seat).hand:
                assert str(card) in panel.text.text()


def test_each_step_tells_what_happened_and_the_end_shows_the_winners(qtbot: QtBot) -> None:
    saved = _finished("perudo", 3, seed=12)
    viewer = ReplayViewer(saved)
    qtbot.addWidget(viewer)
    game = saved.game
    step = len(game.history) // 2
    before = _at_step(game, step - 1)
    events = before.apply(game.history[step - 1])
    viewer.set_step(step)
    for event in events:
        assert event_text(event, NAMES[:3]) in viewer.events_label.text()
    assert all("★" not in panel.title() for panel in viewer.panels)
    viewer.last_button.click()
    assert viewer.step() == len(game.history) and viewer.slider.value() == viewer.step()
    starred = [seat for seat, panel in enumerate(viewer.panels) if "★" in panel.title()]
    assert starred == game.winners()


def test_buttons_slider_and_play(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay_viewer, "PLAY_INTERVAL_MS", 5)
    saved = _finished("machacek", 2, seed=1, rules=MachacekRules(games=1))
    viewer = ReplayViewer(saved)
    qtbot.addWidget(viewer)
    assert viewer.step() == 0 and not viewer.back_button.isEnabled()
    viewer.next_button.click()
    viewer.next_button.click()
    viewer.back_button.click()
    assert viewer.step() == 1
    viewer.slider.setValue(3)
    assert viewer.step() == 3
    viewer.set_step(10_000)
    assert viewer.step() == viewer.step_count() - 1 and not viewer.next_button.isEnabled()
    viewer.play_button.setChecked(True)  # from the end it starts again at the beginning
    qtbot.waitUntil(lambda: not viewer.play_button.isChecked(), timeout=10_000)
    assert viewer.step() == viewer.step_count() - 1


def test_a_damaged_replay_file_is_reported_not_shown(tmp_path: Path) -> None:
    path = tmp_path / "20250101-000000-perudo-00000000.json"
    path.write_text('{"kind": "tablegames-save", "version": 1', encoding="utf-8")
    assert open_replay(path) is None
    [problem] = recovery.take_problems()
    assert problem.what == recovery.REPLAY and problem.moved_to is not None
    assert open_replay(tmp_path / "gone.json") is None
