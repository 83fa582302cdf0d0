"""Files written before the registry of games (issue 35) load unchanged.

``tests/fixtures/v_today/`` was written once by the app's own code paths
(``tests/fixtures/make_v_today.py``, seeded) as it was before the redesign: an
unfinished game of each of the three games (one with a phone seat), a replay of each,
the statistics database with its profiles, and the settings with the set-ups the New game
dialog remembers.  Each is read here through the public loading code, from a copy (loading
may move a file or migrate the database), and compared with what ``manifest.json`` says it
was when written.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.settings import Settings
from tablegames_qt.storage.stats import Filter, StatsStore

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "v_today"
MANIFEST: dict[str, Any] = json.loads((FIXTURES / "manifest.json").read_text(encoding="utf-8"))


def copied_homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The app's data and settings folders as today's version left them, in ``tmp_path``."""
    for part in ("data", "config"):
        shutil.copytree(FIXTURES / part, tmp_path / part)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()
    return tmp_path


@pytest.fixture(autouse=True)
def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    yield copied_homes(tmp_path, monkeypatch)
    assert recovery.take_problems() == []  # nothing was found damaged and moved aside


@pytest.mark.parametrize("game", sorted(MANIFEST["saves"]))
def test_an_unfinished_game_resumes_where_it_was(game: str) -> None:
    expected = MANIFEST["saves"][game]
    saved = saves.load_slot(game)
    assert saved is not None and saved.game_name == game
    assert len(saved.game.history) == expected["actions"]
    assert saved.game.current_player() == expected["current_player"]
    assert json.loads(saved.game.to_json()) == expected["engine"]
    assert [seat.name for seat in saved.seats] == expected["seats"]
    # the slot is listed for Continue, and stays (it is not over)
    assert game in {info.kind for info in saves.list_slots()}
    assert saves.has_slot(game)


def test_the_phone_seat_of_a_save_is_a_phone_again() -> None:
    from tablegames_qt.ui.recorder import seat_configs

    for game, expected in MANIFEST["saves"].items():
        saved = saves.load_slot(game)
        assert saved is not None
        assert [config.kind for config in seat_configs(saved)] == expected["kinds"]


def test_every_replay_is_listed_and_plays_to_its_end() -> None:
    listed = {info.path.name: info for info in saves.list_replays()}
    assert set(listed) == set(MANIFEST["replays"])
    for name, expected in MANIFEST["replays"].items():
        saved = saves.load_replay(listed[name].path)
        assert saved is not None and saved.game_name == expected["game"]
        assert saved.game.is_over()
        assert len(saved.game.history) == expected["actions"]
        assert list(saved.game.winners()) == expected["winners"]
        assert [seat.name for seat in saved.seats] == expected["seats"]


def test_the_statistics_and_profiles_open_as_they_were() -> None:
    store = StatsStore()
    try:
        rows = store.results(Filter(include_bot_only=True))
        assert sorted(
            ({"game": r.game, "unit": r.unit, "number": r.number, "winners": list(r.winners)}
             for r in rows), key=lambda r: json.dumps(r, sort_keys=True),
        ) == sorted(MANIFEST["results"], key=lambda r: json.dumps(r, sort_keys=True))
        assert all(r.replay in MANIFEST["replays"] for r in rows)
        people = [{"name": p.name, "colour": p.colour, "archived": p.archived}
                  for p in Profiles(store).humans(include_archived=True)]
        assert people == MANIFEST["profiles"]
        assert store.figure_totals(Filter(include_bot_only=True))  # the people's figures are there
    finally:
        store.close()


def test_the_settings_and_remembered_set_ups_read_as_written() -> None:
    from tablegames_qt.ui.dialogs.setup import GameSetup

    settings = Settings()
    assert (settings.language, settings.animation_speed, settings.bot_pace, settings.sound) == (
        "cs", "fast", "slow", "quiet")
    assert settings.confirm_challenge and settings.four_colour_deck and settings.show_odds
    assert settings.after_reveal == "continue"
    assert settings.guide_offered("perudo") and settings.guide_offered("casino")
    assert not settings.guide_offered("machacek")
    for game, written in MANIFEST["setups"].items():
        remembered = settings.last_setup(game)
        assert remembered == written
        setup = GameSetup.from_json(game, remembered)
        assert setup is not None and setup.game == game
        again = setup.to_json()  # read back to the same set-up (a default name as its key)
        assert again["rules"] == written["rules"]
        assert again["allow_hints"] == written["allow_hints"]
        for seat, before in zip(again["seats"], written["seats"], strict=True):
            assert (seat["kind"], seat["level"], seat["default_name"]) == (
                before["kind"], before["level"], before["default_name"])
            assert seat.get("profile_id") == before.get("profile_id")
            if not before["default_name"]:
                assert seat["name"] == before["name"]
