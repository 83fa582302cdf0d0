"""The end-of-game story: its numbers are the counts of the recorded game."""

from __future__ import annotations

import random

import pytest

from tablegames_qt.coach.story import story
from tablegames_qt.engine.casino import CasinoGame
from tablegames_qt.engine.core import replay_log
from tablegames_qt.engine.machacek import Announce, MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import Bid, Calza, Dudo, PerudoGame, PerudoRules
from tablegames_qt.games import game_class, spec


def _played(name: str, players: int, seed: int, **rules):
    rng = random.Random(seed)
    kwargs = {}
    if rules:
        kwargs["rules"] = {"perudo": PerudoRules, "machacek": MachacekRules}[name](**rules)
    game = game_class(name)(players=players, seed=seed, **kwargs)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("seed", range(4))
def test_perudo_story_agrees_with_the_engines_own_counts(players: int, seed: int) -> None:
    game: PerudoGame = _played("perudo", players, seed, calza=True)
    told = story(game, spec(game.NAME).coach)
    for seat, row in enumerate(game.stats()):
        mine = told.seats[seat]
        assert mine.bids == row.bids
        assert mine.dudos_right + mine.dudos_wrong == row.challenges
        assert mine.dudos_right == row.challenges_right
        assert mine.calzas_right + mine.calzas_wrong == row.calzas
        assert mine.calzas_right == row.calzas_right
        assert len(mine.dice_lost_in_rounds) == row.dice_lost
    assert sum(s.dudos_right + s.dudos_wrong for s in told.seats) == sum(
        isinstance(a, Dudo) for a in game.history)
    assert sum(s.calzas_right + s.calzas_wrong for s in told.seats) == sum(
        isinstance(a, Calza) for a in game.history)
    # a bid is false when called exactly when the Dudo on it was right
    assert sum(s.bids_false_when_called for s in told.seats) == sum(s.dudos_right for s in told.seats)
    assert all(r >= 1 for s in told.seats for r in s.dice_lost_in_rounds)


def test_perudo_a_die_is_lost_in_the_round_it_was_called() -> None:
    game = PerudoGame(players=2, dice=[[1, 3, 3, 5, 6], [2, 3, 4, 6, 6]], first_player=0)
    game.apply(Bid(5, 6))  # sixes 3 + ones 1 = 4 < 5
    game.apply(Dudo())
    told = story(game, spec(game.NAME).coach)
    assert told.seats[0].dice_lost_in_rounds == [1]
    assert told.seats[0].bids_false_when_called == 1
    assert told.seats[1].dudos_right == 1 and told.seats[1].dudos_wrong == 0


@pytest.mark.parametrize("truth", ["exact", "at_least"])
@pytest.mark.parametrize("seed", range(4))
def test_machacek_story_agrees_with_the_engines_own_counts(truth: str, seed: int) -> None:
    game: MachacekGame = _played("machacek", 3, seed, games=5, truth=truth)
    told = story(game, spec(game.NAME).coach)
    view = game.view(0)
    for seat in range(game.players):
        mine = told.seats[seat]
        assert mine.claims_true + mine.claims_bluffed == sum(
            1 for s, a in zip(_actors(game), game.history, strict=True)
            if s == seat and isinstance(a, Announce))
        assert mine.claims_bluffed == game.bluffs_made(seat)
        assert mine.doubts_right == view.stats[seat].challenges_right
        assert mine.doubts_right + mine.doubts_wrong == view.stats[seat].challenges_made
        assert mine.bluffs_caught == view.stats[seat].bluffs_caught


def _actors(game) -> list:
    fresh = type(game).from_setup(game.setup_json())
    seats = []
    for action in game.history:
        seats.append(fresh.current_player())
        fresh.apply(action)
    return seats


@pytest.mark.parametrize("players", [2, 3, 4])
def test_casino_story_counts_every_play_and_each_deals_points(players: int) -> None:
    game: CasinoGame = _played("casino", players, 7)
    told = story(game, spec(game.NAME).coach)
    actors = _actors(game)
    for seat in range(players):
        mine = told.seats[seat]
        plays = sum(1 for s in actors if s == seat)
        assert mine.captures + mine.builds + mine.trails == plays
        assert mine.sweeps <= mine.captures
    replay = replay_log(game)
    results = [e.data["result"] for step in replay.played for e in step.events
               if e.kind == "deal_end"]
    assert len(told.deal_points) == len(results) == game.view(0).deal_number
    for deal, result in zip(told.deal_points, results, strict=True):
        assert [sum(side.values()) for side in deal] == list(result.points)

