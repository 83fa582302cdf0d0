"""Take-backs through the action log: replay to an earlier point, chance untouched."""

from __future__ import annotations

import json
import random

import pytest

from tablegames_qt.engine.core import replay_log, take_back_point
from tablegames_qt.engine.perudo import Bid, Dudo, PerudoGame
from tablegames_qt.games import game_class


def _log(game) -> list:
    return json.loads(game.to_json())["actions"]


def test_the_point_is_just_before_the_seats_last_decision_of_this_round() -> None:
    game = PerudoGame(players=2, dice=[[1, 3, 3, 5, 6], [2, 3, 4, 6, 6]], first_player=0)
    for action in (Bid(2, 3), Bid(3, 3), Bid(4, 3), Bid(5, 3)):
        game.apply(action)
    assert take_back_point(game, 0) == 2  # seat 0's "4 threes", and seat 1's reply after it
    assert take_back_point(game, 1) == 3
    back = replay_log(game, 2).game
    assert back.current_player() == 0
    assert _log(back) == _log(game)[:2]
    game.apply(Dudo())  # the round is over: nothing of it can be taken back any more
    assert take_back_point(game, 0) is None
    assert take_back_point(game, 1) is None


@pytest.mark.parametrize(("name", "players"), [("perudo", 3), ("machacek", 3), ("casino", 2)])
def test_a_take_back_restores_exactly_and_never_changes_chance(name: str, players: int) -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        game = game_class(name)(players=players, seed=seed)
        for _ in range(rng.randrange(5, 60)):
            if game.is_over():
                break
            game.apply(rng.choice(game.legal_actions()))
        seat = rng.randrange(players)
        point = take_back_point(game, seat)
        if point is None:
            continue
        back = replay_log(game, point).game
        assert back.current_player() == seat
        # the decision comes again; played the same way, everything (dice, cards) is the same
        for action in game.history[point:]:
            back.apply(action)
        assert back.to_json() == game.to_json()
        assert back.view(seat) == game.view(seat)
        checked += 1
    assert checked >= 3
