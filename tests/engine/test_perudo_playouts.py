"""Seeded random Perudo games, refereed action by action against the rule file.

Over 2,000 games across 2-10 players and the variants.  After every action the
referee (``perudo_helpers.Referee``) checks turn order, bid legality, the
challenge outcome from the true dice, who opens next, Maputo, dice counts,
statistics and every seat's view; some games also check that the legal bids are
exactly those the rules allow, and some are saved mid-game and resumed in
lockstep with the original.
"""

from __future__ import annotations

import random

import pytest

from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tests.engine.perudo_helpers import Referee, play_refereed

VARIANTS = {
    "seed": PerudoRules(),
    "calza": PerudoRules(calza=True),
    "ones_opening": PerudoRules(ones_opening=True),
    "auto_maputo": PerudoRules(auto_maputo=True),
    "all": PerudoRules(calza=True, ones_opening=True, auto_maputo=True),
    "1_die_calza": PerudoRules(starting_dice=1, calza=True),
    "2_dice_auto": PerudoRules(starting_dice=2, auto_maputo=True),
    "3_dice_ones": PerudoRules(starting_dice=3, ones_opening=True),
    "4_dice_calza_auto": PerudoRules(starting_dice=4, calza=True, auto_maputo=True),
}
GAMES_PER_VARIANT = 24  # x 9 variants x 9 player counts = 1,944 games, + 81 resumed = 2,025


def resume_in_lockstep(game: PerudoGame, rng: random.Random) -> PerudoGame:
    """Play a little, save, resume, then play both to the end with the same choices."""
    for _ in range(rng.randrange(1, 60)):
        if game.is_over():
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    copy = PerudoGame.from_json(game.to_json())
    assert copy.to_json() == game.to_json() and copy.all_dice() == game.all_dice()
    referee = Referee(copy)
    while not game.is_over():
        legal = game.legal_actions()
        assert copy.legal_actions() == legal
        action = legal[rng.randrange(len(legal))]
        referee.before(action)
        events = copy.apply(action)
        referee.after(events)
        assert game.apply(action) == events
        assert game.all_dice() == copy.all_dice()  # the same future rolls
    assert copy.is_over() and copy.winners() == game.winners()
    return copy


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 11))
def test_random_games_follow_the_rules(players: int) -> None:
    totals = dict.fromkeys(("games", "rounds", "maputo", "calza_gains", "declared"), 0)
    for index, (name, rules) in enumerate(VARIANTS.items()):
        for game_number in range(GAMES_PER_VARIANT):
            seed = players * 100_000 + index * 1_000 + game_number
            rng = random.Random(seed)
            game = PerudoGame(players, rules, seed=seed)
            referee = play_refereed(
                game, rng, check_all_views=game_number % 2 == 0, full_legality=game_number % 8 == 0
            )
            assert len(game.winners()) == 1, name
            totals["games"] += 1
            totals["rounds"] += referee.rounds
            totals["maputo"] += referee.maputo_rounds
            totals["calza_gains"] += referee.calza_gains
            totals["declared"] += sum(s.maputo_declared for s in game.stats())
        resume_in_lockstep(PerudoGame(players, rules, seed=seed + 1), random.Random(seed))
        totals["games"] += 1
    # The games really reached the rarer rules, so the checks above were exercised.
    assert totals["maputo"] > 0 and totals["calza_gains"] > 0
    assert totals["declared"] > totals["maputo"]  # random openers also declare Maputo
    assert totals["games"] == GAMES_PER_VARIANT * len(VARIANTS) + len(VARIANTS)
