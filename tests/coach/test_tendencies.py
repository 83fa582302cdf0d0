"""The tendencies recorded with each result: counts of the recorded events of a seeded game,
counted here independently from the engine's events (not through the story)."""

from __future__ import annotations

import random

import pytest

from tablegames_qt.coach.tendencies import NAMES, rate, tendencies
from tablegames_qt.engine.casino import CasinoGame
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.engine.machacek.values import is_true
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.games import spec


def _play(game, seed: int):
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


def _empty(players: int) -> dict[int, dict[str, float]]:
    return {seat: dict.fromkeys(NAMES, 0.0) for seat in range(players)}


@pytest.mark.parametrize("seed", range(5))
def test_perudo_tendencies_are_the_counts_of_the_recorded_events(seed: int) -> None:
    game = _play(PerudoGame(players=3, seed=seed, rules=PerudoRules(calza=True)), seed)
    fresh = PerudoGame.from_setup(game.setup_json())
    counted = _empty(3)
    for action in game.history:
        for event in fresh.apply(action):
            if event.seat is None:
                continue
            if event.kind == "bid":
                counted[event.seat]["claims"] += 1
            elif event.kind in ("dudo", "calza"):
                count, quantity = event.data["count"], event.data["quantity"]
                right = count < quantity if event.kind == "dudo" else count == quantity
                counted[event.seat]["challenges"] += 1
                counted[event.seat]["challenges_right"] += right
                if event.kind == "dudo" and right:
                    counted[event.data["bidder"]]["bluffs"] += 1
    assert tendencies(game, spec(game.NAME).coach) == counted
    assert sum(c["challenges"] for c in counted.values()) > 0  # the game had calls to count


@pytest.mark.parametrize("seed", range(4))
def test_machacek_tendencies_per_game_of_a_match_add_up_to_the_match(seed: int) -> None:
    game = _play(MachacekGame(players=3, seed=seed, rules=MachacekRules(games=4)), seed)
    fresh = MachacekGame.from_setup(game.setup_json())
    per_game: dict[int, dict[int, dict[str, float]]] = {}
    playing = 0
    for event in fresh.opening_events():
        if event.kind == "game_start":
            playing = event.data["game"]
    for action in game.history:
        seat = fresh.current_player()
        rolled = fresh.view(seat).own_roll
        for event in fresh.apply(action):
            if event.kind == "game_start":
                playing = event.data["game"]
                continue
            counts = per_game.setdefault(playing, _empty(3))
            if event.kind == "announce":
                true = isinstance(rolled, int) and is_true(rolled, event.data["value"], fresh.rules.truth)
                counts[event.seat]["claims"] += 1
                counts[event.seat]["bluffs"] += not true
            elif event.kind == "doubt":
                counts[event.seat]["challenges"] += 1
                counts[event.seat]["challenges_right"] += bool(event.data["bluff"])
    assert sorted(per_game) == [1, 2, 3, 4]
    for number, counts in per_game.items():
        assert tendencies(game, spec(game.NAME).coach, number) == counts
    whole = tendencies(game, spec(game.NAME).coach)
    for seat in range(3):
        for name in NAMES:
            assert whole[seat][name] == sum(per_game[n][seat][name] for n in per_game)


def test_royal_casino_has_no_tendencies_and_rates_need_something_counted() -> None:
    assert tendencies(_play(CasinoGame(players=2, seed=1), 1), spec("casino").coach) == {}
    assert rate(1, 4) == 0.25
    assert rate(0, 0) is None
