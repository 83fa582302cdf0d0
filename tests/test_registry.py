"""Every registered game supplies every part: its pure spec (``tablegames_qt.games``) and
its room (``ui/rooms.py``), and an unknown game is an error, never a guess."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tablegames_qt.bots import LEVELS
from tablegames_qt.engine.core import Game
from tablegames_qt.games import figures, game_class, games, names, spec
from tablegames_qt.storage import slots

TEXT_KEYS = ("solo_hint", "blurb", "replace", "learn", "unit_back", "unit_back_tip",
             "unit_ahead", "unit_ahead_tip")  # fmt: skip


@pytest.mark.parametrize("name", names())
def test_a_game_supplies_every_pure_part(name: str) -> None:
    game_spec = spec(name)
    assert game_spec.title and game_spec.name == name
    low, high = game_spec.seats
    assert 1 <= low <= game_spec.default_seats <= high
    fields = {f.name for f in dataclasses.fields(game_spec.rules)}
    assert {option.field for option in game_spec.options} == fields
    game = game_spec.new_game(low, game_spec.rules(), 3)
    assert isinstance(game, game_spec.engine) and game_class(name) is game_spec.engine
    assert name == type(game).NAME
    assert isinstance(game.view(0), game_spec.view)
    assert set(game_spec.levels) == set(LEVELS)
    rng = random.Random(1)
    tracker = figures.tracker_for(game)
    for level in ("random", *game_spec.levels):
        seat = game.current_player()
        assert seat is not None
        action = game_spec.make_bot(level).choose(game.view(seat), game.legal_actions(), rng)
        assert action in game.legal_actions()
    assert game_spec.coach.game == name and game_spec.coach.view is game_spec.view
    assert slots.progress_of(game).number >= 0
    assert set(game_spec.figure_names) >= set(game_spec.per_deal)
    assert isinstance(tracker, figures.Tracker)


def test_the_games_come_in_the_apps_order_and_an_unknown_one_is_an_error() -> None:
    assert names()[:3] == ("perudo", "machacek", "casino")
    assert [g.name for g in games()] == list(names())
    with pytest.raises(KeyError, match="unknown game"):
        spec("chess")
    with pytest.raises(ValueError, match="unknown game"):
        game_class("chess")


@pytest.mark.parametrize("name", names())
def test_a_games_phone_view_names_only_its_own_events(name: str) -> None:
    """What the phones say while the laptop's table shows everyone something, and which
    events open and close a reveal, come from the game's phone view, in the engine's own
    event kinds (the phones' table named Perudo's and Casino's events itself)."""
    from tablegames_qt.ui.rooms import room

    assert room(name).phone is not None
    view = room(name).phone()
    declared = set(game_class(name).EVENTS)
    told = set(view.looking) | view.challenges | view.round_starts
    assert told <= declared, told - declared
    assert set(view.looking.values()) <= {"cups", "count"}
    assert (view.reveal is not None) == bool(view.challenges)


@pytest.mark.parametrize("name", names())
def test_a_game_supplies_every_room_part(qapp: object, name: str) -> None:
    from tablegames_qt.ui.game_screen import GameScreen
    from tablegames_qt.ui.replay_scene import ReplayScene
    from tablegames_qt.ui.rooms import room, title

    found = room(name)
    assert issubclass(found.screen(), GameScreen)
    assert issubclass(found.replay_scene(), ReplayScene)
    assert found.guide is not None and found.guide() is not None
    assert found.sounds
    for key in TEXT_KEYS:
        assert found.text(key), key
    assert title(name)


def test_engine_classes_are_made_through_the_spec_only() -> None:
    # the engine interface covers construction: the spec's factory, typed
    for game_spec in games():
        game = game_spec.new_game(game_spec.seats[0], game_spec.rules(), 1)
        assert isinstance(game, Game)
        assert game.players == game_spec.seats[0] and game.seed == 1


def test_an_unknown_game_is_an_error_at_every_door_never_royal_casino() -> None:
    from tablegames_qt.ui.phones import snapshot
    from tablegames_qt.ui.rooms import room

    with pytest.raises(KeyError, match="unknown game"):
        room("chess")
    with pytest.raises(KeyError, match="unknown game"):
        snapshot.seat_colours("chess", ["", ""])  # this once fell back to Royal Casino's
    with pytest.raises(KeyError, match="unknown game"):
        snapshot.describer("chess", list, 0)  # and this described its events as Casino's
    with pytest.raises(KeyError, match="unknown game"):
        snapshot.choice_entries("chess", [], [])
    with pytest.raises(KeyError, match="unknown game"):
        spec("chess").make_bot("easy")
