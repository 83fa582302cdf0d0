"""The table's sounds: made by the project's script, one for each kind of table event."""

from __future__ import annotations

import logging
import random

import numpy as np
import pytest

from tablegames_qt.games import game_class
from tablegames_qt.storage import paths
from tablegames_qt.ui import sound
from tablegames_qt.ui.sound import MiniaudioPlayer, SoundBoard
from tests.packaging_scripts import load_script

from .app_helpers import isolated_settings


class FakePlayer:
    """Stands in for the audio device."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, float, float]] = []

    def play(self, name: str, volume: float, after_ms: float = 0.0) -> None:
        self.heard.append((name, volume, after_ms))

    def length_ms(self, name: str) -> float:
        return 100.0


def _sounding(tmp_path, monkeypatch):
    """Settings of a test (sound off there) with the sound turned on."""
    settings = isolated_settings(tmp_path, monkeypatch)
    settings.sound = "moderate"
    return settings


def _script():
    return load_script("make_sounds")


def test_the_shipped_sounds_are_what_the_script_makes_and_small() -> None:
    made = _script().make_all()
    folder = paths.resources_dir() / "sounds"
    assert set(made) == set(sound.SOUND_NAMES)
    for name, data in made.items():
        assert (folder / f"{name}.wav").read_bytes() == data, name
        assert len(sound.load_sound(folder / f"{name}.wav")) > 0
    assert sum(len(d) for d in made.values()) <= 1_000_000
    assert (folder / "LICENSE.txt").exists()


@pytest.mark.parametrize(("game", "players", "expected"), [
    ("perudo", 3, {"cup_shake", "dice_land", "cup_lift", "die_lost", "win"}),
    ("machacek", 3, {"cup_shake", "cup_lift", "win"}),  # lives (and their loss) are a variant
    ("casino", 2, {"card_deal", "card_play", "capture", "sweep", "win"}),
])
def test_every_kind_of_table_event_makes_its_sound(tmp_path, monkeypatch, game, players, expected):
    settings = _sounding(tmp_path, monkeypatch)
    player = FakePlayer()
    board = SoundBoard(settings, player)
    heard: list[str] = []
    board.played.connect(heard.append)
    rng = random.Random(1)
    for seed in range(12):
        match = game_class(game)(players=players, seed=seed)
        for event in match.opening_events():
            board.table_event(game, event)
        while not match.is_over():
            for event in match.apply(rng.choice(match.legal_actions())):
                board.table_event(game, event)
        if expected <= set(heard):
            break
    assert expected <= set(heard)
    assert [name for name, _v, _a in player.heard] == heard
    assert all(volume == settings.sound_volume > 0 for _n, volume, _a in player.heard)


def test_a_rolls_sounds_come_one_after_the_other(tmp_path, monkeypatch):
    from tablegames_qt.engine.core import Event

    player = FakePlayer()
    board = SoundBoard(_sounding(tmp_path, monkeypatch), player)
    board.table_event("perudo", Event("round_start", 0))
    assert [(n, a) for n, _v, a in player.heard] == [("cup_shake", 0.0), ("dice_land", 100.0)]


def test_nothing_is_heard_when_sound_is_off_or_muted(tmp_path, monkeypatch):
    settings = _sounding(tmp_path, monkeypatch)
    player = FakePlayer()
    muted = SoundBoard(settings, player, muted=True)
    muted.play("win")
    settings.sound = "off"
    SoundBoard(settings, player).play("win")
    assert player.heard == []


def test_without_an_audio_device_the_app_is_silent_and_says_so_once(monkeypatch, caplog):
    import miniaudio

    opened: list[int] = []

    def no_device(*args, **kwargs):
        opened.append(1)
        raise miniaudio.MiniaudioError("failed to init device")

    monkeypatch.setattr(miniaudio, "PlaybackDevice", no_device)
    player = MiniaudioPlayer()
    with caplog.at_level(logging.WARNING, logger="tablegames_qt.ui.sound"):
        for _ in range(5):
            player.play("win", 0.6)
    assert len(opened) == 1
    assert sum("no sound" in r.getMessage() for r in caplog.records) == 1


def test_the_mixer_adds_voices_and_waits_for_a_delayed_one():
    player = MiniaudioPlayer()
    stream = player._stream()
    next(stream)
    one = np.full(100, 1000, dtype=np.int16)
    player._sounds = {"a": one, "b": one}
    player._device = object()  # as if opened
    player.play("a", 1.0)
    player.play("b", 0.5, after_ms=1000 * 50 / sound.RATE)  # 50 frames later
    out = np.frombuffer(stream.send(120), dtype="<i2")
    assert len(out) == 120
    assert out[0] == 1000 and out[60] == 1500 and out[110] == 500
    silence = np.frombuffer(stream.send(100), dtype="<i2")
    assert not silence[40:].any()  # every voice has ended


@pytest.mark.parametrize(("game", "players", "expected"), [
    ("perudo", 3, {"cup_shake", "dice_land", "cup_lift", "die_lost"}),
    ("machacek", 3, {"cup_shake", "cup_lift"}),
    ("casino", 2, {"card_deal", "card_play"}),
])
def test_a_table_sounds_its_events_as_it_shows_them(qtbot, tmp_path, monkeypatch, game, players,
                                                      expected):
    from tablegames_qt.ui import anim
    from tablegames_qt.ui.dialogs.setup import GameSetup, build_rules
    from tablegames_qt.ui.main_window import MainWindow
    from tablegames_qt.ui.seat_config import BOT, SeatConfig

    anim.set_speed(0)
    settings = _sounding(tmp_path, monkeypatch)
    monkeypatch.setattr(sound, "_shared", FakePlayer())  # the screen's board uses this device
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    seats = [SeatConfig(f"Bot {i}", BOT, "easy") for i in range(players)]
    screen = window.start_setup(GameSetup(game, seats, build_rules(game, {})), seed=5)
    heard: list[str] = []
    screen.sounds.played.connect(heard.append)
    qtbot.waitUntil(lambda: expected <= set(heard), timeout=60_000)
    screen.shutdown()


def test_preparing_reads_every_sound_and_opens_the_device_once(monkeypatch):
    """The warm-up prepares the player on a thread of its own; the first sound then
    neither reads a file nor opens the device on the GUI thread."""
    import threading

    import miniaudio

    opened: list[int] = []

    class Device:
        def __init__(self, *args, **kwargs):
            opened.append(1)

        def start(self, stream):
            pass

        def close(self):
            pass

    monkeypatch.setattr(miniaudio, "PlaybackDevice", Device)
    player = MiniaudioPlayer()
    threads = [threading.Thread(target=player.prepare) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert set(player._sounds) == set(sound.SOUND_NAMES)
    assert opened == [1]
    read = dict(player._sounds)
    player.play("win", 0.6)
    assert opened == [1] and player._sounds == read
    player.close()


def test_prepare_in_background_prepares_the_shared_player(monkeypatch):
    prepared: list[str] = []
    monkeypatch.setattr(MiniaudioPlayer, "prepare", lambda self: prepared.append("yes"))
    sound.prepare_in_background().join(10)
    assert prepared == ["yes"]
