"""Macháček engine: every rule, variant and worked example of the rules
(``resources/rules/en/machacek.html``).

Expected results come from the rules (the value order is copied from them
as text), never from the engine itself.
"""

from __future__ import annotations

import json
import string
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegames_qt.engine.core import Action, Event, IllegalAction
from tablegames_qt.engine.machacek import (
    SEAT_KEYS,
    VALUE_KEYS,
    VALUES,
    Announce,
    Believe,
    Doubt,
    EndMatch,
    MachacekAction,
    MachacekGame,
    MachacekRules,
    MachacekView,
    PlayerStats,
    dice_of,
    indians,
    is_higher,
    is_true,
    lowest_answer,
    probability,
    rank,
    value_name,
    value_of,
    value_text,
)
from tablegames_qt.games import game_class

# "All 21 values, lowest to highest" as written in the rule file
RULE_FILE_ORDER = "31 32 41 42 43 51 52 53 54 61 62 63 64 65 11 22 33 44 55 66 21"
ORDER = [int(word) for word in RULE_FILE_ORDER.split()]
DOUBLES = [11, 22, 33, 44, 55, 66]
PLAIN = [31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65]
ALL_ROLLS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def seed_value(d1: int, d2: int) -> int:
    """The seed's reading of a roll: higher die as tens, lower as units."""
    return int(f"{max(d1, d2)}{min(d1, d2)}")


def play(game: MachacekGame, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events.extend(game.apply(action))  # type: ignore[arg-type]
    return events


def views(game: MachacekGame) -> list[MachacekView]:
    return [game.view(seat) for seat in range(game.players)]


def assert_refused(game: MachacekGame, action: Any, *words: str, seat: int | None = None) -> None:
    """``action`` raises IllegalAction naming ``words`` and changes nothing."""
    before = (game.to_json(), views(game), game.legal_actions())
    with pytest.raises(IllegalAction) as info:
        game.apply(action, seat=seat)
    for word in words:
        assert word in str(info.value), (word, str(info.value))
    assert info.value.context == "machacek"
    assert (game.to_json(), views(game), game.legal_actions()) == before


def announce_values(game: MachacekGame) -> list[int]:
    return [a.value for a in game.legal_actions() if isinstance(a, Announce)]


# -- values ---------------------------------------------------------------------

def test_values_are_the_rule_files_21_values_in_rank_order() -> None:
    assert list(VALUES) == ORDER
    assert len(set(VALUES)) == 21
    assert [rank(v) for v in ORDER] == list(range(21))


def test_value_of_puts_the_higher_die_first() -> None:
    assert value_of(4, 2) == 42
    assert value_of(2, 4) == 42
    assert value_of(6, 6) == 66
    assert value_of(2, 1) == 21
    assert value_of(1, 2) == 21
    for d1, d2 in ALL_ROLLS:
        assert value_of(d1, d2) == seed_value(d1, d2)
        assert sorted(dice_of(value_of(d1, d2))) == sorted((d1, d2))


def test_every_roll_of_two_dice_is_one_of_the_21_values() -> None:
    assert {value_of(d1, d2) for d1, d2 in ALL_ROLLS} == set(ORDER)


def test_probabilities_from_enumerating_the_36_rolls() -> None:
    counts = Counter(seed_value(d1, d2) for d1, d2 in ALL_ROLLS)
    for value in ORDER:
        assert probability(value) == Fraction(counts[value], 36)
    # the rule file: a plain number 2/36, a double 1/36, Macháček 2/36
    assert all(probability(v) == Fraction(2, 36) for v in PLAIN)
    assert all(probability(v) == Fraction(1, 36) for v in DOUBLES)
    assert probability(21) == Fraction(2, 36)
    assert sum(probability(v) for v in VALUES) == 1


def test_every_double_beats_every_plain_number_and_machacek_beats_all() -> None:
    for double in DOUBLES:
        for plain in PLAIN:
            assert is_higher(double, plain)
            assert not is_higher(plain, double)
    assert is_higher(11, 65)
    for value in ORDER[:-1]:
        assert is_higher(21, value)
        assert not is_higher(value, 21)


def test_strictly_higher_except_machacek_answers_machacek() -> None:
    for value in ORDER:
        assert is_higher(value, value) == (value == 21)
    assert is_higher(61, 54)
    assert not is_higher(32, 54)
    assert not is_higher(54, 54)
    assert lowest_answer(54) == 61
    assert lowest_answer(65) == 11
    assert lowest_answer(66) == 21
    assert lowest_answer(21) == 21


def test_truth_rules() -> None:
    assert is_true(65, 65, "exact")
    assert not is_true(65, 61, "exact")
    assert is_true(65, 61, "at_least")
    assert not is_true(61, 65, "at_least")
    assert is_true(11, 65, "at_least")
    assert not is_true(65, 11, "at_least")
    with pytest.raises(ValueError):
        is_true(65, 65, "roughly")


def test_value_names_are_templates_for_the_ui() -> None:
    assert value_name(21) == "Macháček"
    assert all(value_name(v) == "%n Indians" for v in DOUBLES)
    assert [indians(v) for v in DOUBLES] == [1, 2, 3, 4, 5, 6]
    assert indians(42) is None
    assert indians(21) is None
    assert value_name(42).format(value=42) == "42"
    assert [value_text(v) for v in (21, 11, 66, 54)] == ["Macháček", "1 Indian", "6 Indians", "54"]


@pytest.mark.parametrize("bad", [24, 12, 0, 7, 77, 21.0, True, "21", None])
def test_not_a_value_is_refused_by_the_value_functions(bad: Any) -> None:
    with pytest.raises(ValueError):
        rank(bad)
    with pytest.raises(ValueError):
        probability(bad)
    with pytest.raises(ValueError):
        value_name(bad)


@pytest.mark.parametrize("dice", [(0, 1), (7, 1), (1, 1.0), (True, 2)])
def test_value_of_refuses_impossible_dice(dice: tuple[Any, Any]) -> None:
    with pytest.raises(ValueError):
        value_of(*dice)


@given(st.sampled_from(ORDER), st.sampled_from(ORDER), st.sampled_from(ORDER))
def test_is_higher_is_a_strict_order_except_machacek_on_machacek(a: int, b: int, c: int) -> None:
    if a != b:
        assert is_higher(a, b) != is_higher(b, a)  # total and asymmetric
        assert is_higher(a, b) == (ORDER.index(a) > ORDER.index(b))
    else:
        assert is_higher(a, a) == (a == 21)
    if is_higher(a, b) and is_higher(b, c) and a != b and b != c:
        assert is_higher(a, c)


# -- rules ----------------------------------------------------------------------

def test_default_rules_are_the_seeds() -> None:
    rules = MachacekRules()
    assert (rules.games, rules.truth, rules.lives, rules.random_order) == (10, "exact", 0, False)
    assert MachacekGame(seed=1).rules == rules


@pytest.mark.parametrize(
    "options",
    [
        {"games": 0},
        {"games": -3},
        {"games": True},
        {"games": 2.0},
        {"truth": "mia"},
        {"truth": None},
        {"lives": -1},
        {"lives": True},
        {"lives": None},
        {"random_order": 1},
        {"random_order": None},
    ],
)
def test_bad_rule_options_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        MachacekRules(**options)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 1},
        {"players": 11},
        {"players": True},
        {"players": 3, "first_player": 3},
        {"players": 3, "first_player": -1},
        {"players": 3, "first_player": True},
        {"players": 3, "rolls": [(3, 7)]},
        {"players": 3, "rolls": [(3,)]},
        {"players": 3, "rolls": "32"},
        {"players": 3, "rules": {"games": 1}},
        {"players": 3, "seed": "x"},
    ],
)
def test_bad_setups_are_refused(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        MachacekGame(**kwargs)


def test_registered_under_its_name() -> None:
    assert game_class("machacek") is MachacekGame
    assert MachacekGame.NAME == "machacek"
    assert (MachacekGame.MIN_PLAYERS, MachacekGame.MAX_PLAYERS) == (2, 10)


# -- worked examples of the rule file ----------------------------------------------

def test_example_after_54_a_roll_of_32_must_bluff_at_least_61_and_loses_if_opened() -> None:
    game = MachacekGame(3, seed=1, rolls=[(5, 4), (3, 2)], first_player=0)
    play(game, Announce(54), Believe())
    me = game.view(1)
    assert me.own_roll == 32 and me.announcement == 54
    assert announce_values(game) == ORDER[ORDER.index(61):]
    assert_refused(game, Announce(32), "32", "too low", "54", "at least 61")
    play(game, Announce(61))
    assert game.view(1).own_bluffs_made == 1
    play(game, Doubt())
    result = game.view(0).last_result
    assert result is not None
    assert (result.dice, result.announced, result.bluff) == ((3, 2), 61, True)
    assert (result.announcer, result.challenger, result.loser, result.winner) == (1, 2, 1, 2)
    assert game.view(0).wins == (0, 0, 1)


def test_example_after_machacek_only_machacek_may_be_announced() -> None:
    game = MachacekGame(3, seed=1, rolls=[(2, 1), (6, 6)], first_player=0)
    play(game, Announce(21), Believe())
    assert game.legal_actions() == [Announce(21)]
    assert_refused(game, Announce(66), "66", "Macháček")
    play(game, Announce(21))
    assert game.view(2).announcement == 21


@pytest.mark.parametrize(("truth", "announcer_wins"), [("exact", False), ("at_least", True)])
def test_example_65_announced_as_61(truth: str, announcer_wins: bool) -> None:
    game = MachacekGame(2, MachacekRules(truth=truth), seed=1, rolls=[(6, 5)], first_player=0)
    play(game, Announce(61), Doubt())
    result = game.view(0).last_result
    assert result is not None and result.rolled == 65
    assert result.bluff is not announcer_wins
    assert result.winner == (0 if announcer_wins else 1)
    assert result.loser == (1 if announcer_wins else 0)


# -- one game ---------------------------------------------------------------------

def test_the_starters_roll_is_automatic_and_any_first_announcement_is_legal() -> None:
    game = MachacekGame(4, seed=3, rolls=[(4, 2)], first_player=2)
    view = game.view(2)
    assert (view.phase, view.current_player, view.own_roll, view.cup_holder) == ("announce", 2, 42, 2)
    assert view.announcement is None
    assert game.legal_actions() == [Announce(v) for v in ORDER]
    for value in ORDER:  # the truth, or a bluff up or down
        fresh = MachacekGame(4, seed=3, rolls=[(4, 2)], first_player=2)
        play(fresh, Announce(value))
        assert fresh.view(3).announcement == value


def test_the_receiver_believes_or_doubts_and_must_then_announce_strictly_higher() -> None:
    game = MachacekGame(4, seed=3, rolls=[(4, 2), (1, 1)], first_player=2)
    play(game, Announce(43))
    assert game.current_player() == 3
    assert game.legal_actions() == [Believe(), Doubt()]
    play(game, Believe())
    view = game.view(3)
    assert (view.phase, view.own_roll, view.announcement, view.cup_holder) == ("announce", 11, 43, 3)
    assert game.view(2).own_roll is None  # the cup was rolled again
    assert announce_values(game) == ORDER[ORDER.index(43) + 1:]
    assert_refused(game, Announce(43), "too low", "at least 51")
    assert_refused(game, Announce(31), "too low", "at least 51")


def test_the_cup_goes_round_the_table_clockwise() -> None:
    game = MachacekGame(4, seed=5, first_player=2)
    assert game.view(0).order == (2, 3, 0, 1)
    holders = [2]
    for value in (31, 41, 51, 61, 11, 22):
        play(game, Announce(value), Believe())
        holders.append(game.current_player())  # type: ignore[arg-type]
    assert holders == [2, 3, 0, 1, 2, 3, 0]


def test_two_players_pass_the_cup_back_and_forth() -> None:
    game = MachacekGame(2, seed=5, first_player=1)
    seen = []
    for value in (31, 32, 41, 42):
        seen.append(game.current_player())
        play(game, Announce(value), Believe())
    assert seen == [1, 0, 1, 0]


@pytest.mark.parametrize("truth", ["exact", "at_least"])
def test_a_true_announcement_opened_makes_the_challenger_lose(truth: str) -> None:
    game = MachacekGame(3, MachacekRules(truth=truth), seed=1, rolls=[(5, 5)], first_player=1)
    play(game, Announce(55), Doubt())
    result = game.view(0).last_result
    assert result is not None
    assert (result.bluff, result.winner, result.loser) == (False, 1, 2)


def test_at_least_rule_a_lower_roll_is_still_a_bluff() -> None:
    game = MachacekGame(3, MachacekRules(truth="at_least"), seed=1, rolls=[(5, 4)], first_player=1)
    play(game, Announce(61), Doubt())
    result = game.view(0).last_result
    assert result is not None and result.bluff and result.loser == 1


def test_exact_rule_a_higher_roll_announced_lower_is_a_bluff() -> None:
    game = MachacekGame(3, seed=1, rolls=[(2, 1)], first_player=1)
    play(game, Announce(66), Doubt())
    result = game.view(0).last_result
    assert result is not None and result.bluff and result.loser == 1


def test_each_game_has_one_winner_and_one_loser_and_the_others_are_unchanged() -> None:
    game = MachacekGame(5, seed=8, rolls=[(3, 1), (4, 4)], first_player=3)
    play(game, Announce(31), Believe(), Announce(44), Doubt())
    stats = game.view(0).stats
    assert [s.games_won for s in stats] == [0, 0, 0, 0, 1]  # seat 4 told the truth
    assert [s.games_lost for s in stats] == [1, 0, 0, 0, 0]  # seat 0 doubted it
    assert game.view(0).wins == (0, 0, 0, 0, 1)


def test_the_loser_starts_the_next_game() -> None:
    game = MachacekGame(4, seed=8, rolls=[(3, 1), (4, 4), (6, 2)], first_player=0)
    play(game, Announce(31), Believe(), Announce(55), Doubt())  # seat 1 bluffed: loses
    view = game.view(1)
    assert view.current_player == 1
    assert view.order == (1, 2, 3, 0)
    assert (view.phase, view.announcements, view.own_roll) == ("announce", (), 62)
    assert view.games_played == 1


def test_the_first_starter_is_drawn_with_the_games_rng() -> None:
    starters = {MachacekGame(6, seed=s).current_player() for s in range(60)}
    assert starters == set(range(6))
    assert MachacekGame(6, seed=11).current_player() == MachacekGame(6, seed=11).current_player()


def test_announcements_this_game_are_listed_for_everyone() -> None:
    game = MachacekGame(3, seed=2, first_player=0)
    play(game, Announce(42), Believe(), Announce(43))
    for view in views(game):
        assert view.announcements == ((0, 42), (1, 43))


# -- a match --------------------------------------------------------------------------

def lose_game(game: MachacekGame) -> int:
    """Play one game where the starter announces 31 and the next doubts; the loser."""
    play(game, Announce(31), Doubt())
    result = game.view(0).last_result
    assert result is not None
    return result.loser


def test_a_match_of_n_games_ends_after_n_games() -> None:
    game = MachacekGame(3, MachacekRules(games=3), seed=4)
    for played in range(3):
        assert not game.is_over()
        assert game.view(0).games_played == played
        lose_game(game)
    assert game.is_over()
    assert game.current_player() is None
    assert game.legal_actions() == []
    view = game.view(0)
    assert view.games_played == view.games_total == 3
    assert sum(view.wins) == 3
    assert_refused(game, Announce(31), "over")


def test_a_single_game_match_has_the_game_winner_as_winner() -> None:
    game = MachacekGame(4, MachacekRules(games=1), seed=4, rolls=[(3, 1)], first_player=2)
    play(game, Announce(31), Doubt())
    assert game.winners() == [2]
    assert game.view(0).winners == (2,)


def test_all_players_tied_on_most_wins_are_winners() -> None:
    # game 1: 0 bluffs 61 on 31, seat 1 doubts and wins; game 2: seat 0 starts
    # again (the loser), tells the truth, seat 1 doubts and loses
    game = MachacekGame(3, MachacekRules(games=2), seed=4, rolls=[(3, 1), (4, 2)], first_player=0)
    play(game, Announce(61), Doubt(), Announce(42), Doubt())
    assert game.is_over()
    assert game.winners() == [0, 1]
    assert game.view(2).winners == (0, 1)


def test_open_ended_match_goes_on_until_the_players_end_it() -> None:
    game = MachacekGame(3, MachacekRules(games=None), seed=4)
    assert game.view(0).games_total is None
    for _ in range(25):
        lose_game(game)
    assert not game.is_over()
    assert EndMatch() not in game.legal_actions()
    wins = game.view(0).wins
    events = game.end_match()
    assert game.is_over() and [e.kind for e in events] == ["match_over"]
    assert game.winners() == [s for s in range(3) if wins[s] == max(wins)]
    restored = MachacekGame.from_json(game.to_json())
    assert restored.is_over() and restored.winners() == game.winners()


def test_ending_an_open_ended_match_mid_game_abandons_that_game() -> None:
    game = MachacekGame(3, MachacekRules(games=None), seed=4, rolls=[(3, 1), (4, 2)], first_player=0)
    play(game, Announce(61), Doubt(), Announce(42), Believe())  # game 2 in progress
    game.apply(EndMatch())
    view = game.view(1)
    assert view.games_played == 1 and view.wins == (0, 1, 0)
    assert game.winners() == [1]
    assert all(v.own_roll is None for v in views(game))


@pytest.mark.parametrize("rules", [MachacekRules(games=5), MachacekRules(lives=2, games=None)])
def test_only_open_ended_matches_can_be_ended(rules: MachacekRules) -> None:
    game = MachacekGame(3, rules, seed=4)
    assert_refused(game, EndMatch(), "end")


# -- lives variant --------------------------------------------------------------------

def test_lives_a_loss_costs_one_life() -> None:
    game = MachacekGame(3, MachacekRules(lives=3), seed=4, rolls=[(3, 1)], first_player=0)
    assert game.view(0).lives == (3, 3, 3)
    events = play(game, Announce(42), Doubt())
    assert game.view(2).lives == (2, 3, 3)
    result = game.view(0).last_result
    assert result is not None and result.lives_lost == 1 and not result.eliminated
    lost = [e for e in events if e.kind == "life_lost"]
    assert len(lost) == 1 and lost[0].data["seat"] == 0 and lost[0].data["left"] == 2


@pytest.mark.parametrize(("dice", "loser"), [((2, 1), 1), ((6, 6), 0)])
def test_lives_a_loss_on_a_doubted_machacek_costs_two_whoever_loses(
    dice: tuple[int, int], loser: int
) -> None:
    game = MachacekGame(3, MachacekRules(lives=3), seed=4, rolls=[dice], first_player=0)
    play(game, Announce(21), Doubt())
    lives = [3, 3, 3]
    lives[loser] = 1
    assert game.view(0).lives == tuple(lives)


def test_lives_never_go_below_zero_and_a_player_at_zero_is_out() -> None:
    rules = MachacekRules(lives=1)
    game = MachacekGame(3, rules, seed=4, rolls=[(6, 6)], first_player=0)
    events = play(game, Announce(21), Doubt())  # a bluffed Macháček with one life
    view = game.view(1)
    assert view.lives == (0, 1, 1)
    assert view.alive == (False, True, True)
    assert "eliminated" in [e.kind for e in events]
    # the loser is out: the next player after them in the game's order starts
    assert view.current_player == 1
    assert view.order == (1, 2)
    assert all(0 not in pair for pair in view.announcements)


def test_lives_the_match_ends_when_one_player_is_left_whatever_the_game_count() -> None:
    game = MachacekGame(3, MachacekRules(lives=2, games=1), seed=4)
    games = 0
    while not game.is_over():
        lose_game(game)
        games += 1
    assert games >= 4  # two players out, two lives each, one life per loss
    view = game.view(0)
    assert sum(view.alive) == 1
    assert game.winners() == [view.alive.index(True)]
    assert view.games_total is None


def test_lives_an_eliminated_player_never_plays_again() -> None:
    game = MachacekGame(4, MachacekRules(lives=1), seed=9)
    out: set[int] = set()
    while not game.is_over():
        assert game.current_player() not in out
        assert not out & set(game.view(0).order)
        lose_game(game)
        out = {s for s, alive in enumerate(game.view(0).alive) if not alive}
    assert len(out) == 3


# -- random order variant -----------------------------------------------------------------

def test_random_order_keeps_the_loser_first_and_shuffles_the_others() -> None:
    game = MachacekGame(6, MachacekRules(random_order=True, games=40), seed=13, first_player=4)
    assert game.view(0).order[0] == 4
    orders = set()
    while not game.is_over():
        loser = lose_game(game)
        if game.is_over():
            break
        order = game.view(0).order
        assert order[0] == loser == game.current_player()
        assert sorted(order) == list(range(6))
        orders.add(order[1:])
    assert len(orders) > 5  # not clockwise every time


def test_clockwise_order_without_the_variant() -> None:
    game = MachacekGame(6, MachacekRules(games=20), seed=13)
    while not game.is_over():
        order = game.view(0).order
        assert order == tuple((order[0] + i) % 6 for i in range(6))
        lose_game(game)


# -- statistics and privacy ---------------------------------------------------------------

def test_match_statistics_count_wins_losses_bluffs_and_challenges() -> None:
    rolls = [(3, 1), (5, 2), (4, 4), (6, 1)]
    game = MachacekGame(3, MachacekRules(games=None), seed=4, rolls=rolls, first_player=0)
    # game 1: 0 says 31 (true); 1 believes, rolls 52, says 54 (bluff); 2 doubts: caught
    play(game, Announce(31), Believe(), Announce(54), Doubt())
    # game 2: 1 rolls 44, says 44 (true); 2 doubts and is wrong
    play(game, Announce(44), Doubt())
    # game 3: 2 rolls 61, says 65 (bluff); 0 believes and is never told
    play(game, Announce(65), Believe())
    stats = game.view(0).stats
    assert stats[0] == PlayerStats()
    assert stats[1] == PlayerStats(games_won=1, games_lost=1, times_doubted=2, bluffs_caught=1)
    assert stats[2] == PlayerStats(
        games_won=1, games_lost=1, challenges_made=2, challenges_right=1
    )
    # bluffs made are private: each seat sees its own count, unopened ones included
    assert [game.view(s).own_bluffs_made for s in range(3)] == [0, 1, 1]
    assert [game.bluffs_made(s) for s in range(3)] == [0, 1, 1]


def test_only_the_holder_sees_the_dice_and_only_until_rolled_again_or_opened() -> None:
    game = MachacekGame(3, seed=4, rolls=[(5, 3), (6, 4)], first_player=0)
    assert [v.own_roll for v in views(game)] == [53, None, None]
    play(game, Announce(53))
    assert [v.own_roll for v in views(game)] == [53, None, None]  # still sees their dice
    play(game, Believe())
    assert [v.own_roll for v in views(game)] == [None, 64, None]
    play(game, Announce(65), Doubt())
    # opened: the dice are public in last_result; the loser (1) rolled for game 2
    assert [v.last_result.dice for v in views(game) if v.last_result] == [(6, 4)] * 3
    assert [v.own_roll is not None for v in views(game)] == [False, True, False]


def test_the_announcement_to_answer_is_only_in_the_answering_seats_view() -> None:
    game = MachacekGame(3, seed=4, first_player=0)
    play(game, Announce(42))
    assert [v.announcement for v in views(game)] == [None, 42, None]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=12, max_size=12),
    st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=12, max_size=12),
    st.integers(2, 10),
    st.lists(st.integers(0, 30), min_size=1, max_size=10),
)
def test_other_seats_views_do_not_depend_on_the_hidden_dice(
    rolls_a: list[tuple[int, int]],
    rolls_b: list[tuple[int, int]],
    players: int,
    choices: list[int],
) -> None:
    a = MachacekGame(players, seed=1, rolls=rolls_a, first_player=0)
    b = MachacekGame(players, seed=1, rolls=rolls_b, first_player=0)
    for choice in choices:
        holder = a.view(0).cup_holder
        assert holder == b.view(0).cup_holder
        for seat in range(players):
            if seat != holder:
                # a past announcer knows whether they bluffed: that much is their own dice
                assert replace(a.view(seat), own_bluffs_made=0) == replace(
                    b.view(seat), own_bluffs_made=0
                )
        assert a.legal_actions() == b.legal_actions()
        legal = [x for x in a.legal_actions() if not isinstance(x, Doubt)]
        action = legal[choice % len(legal)]
        play(a, action)
        play(b, action)


# -- events ---------------------------------------------------------------------------

def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def check_event(event: Event, players: int) -> None:
    assert event.context == "machacek"
    assert event.message()  # every placeholder has its data
    for name in placeholders(event.text):
        if name in SEAT_KEYS:
            assert event.data[name] in range(players)
        if name in VALUE_KEYS:
            assert event.data[name] in VALUES


def test_events_of_a_game_say_what_happened_in_public() -> None:
    game = MachacekGame(3, MachacekRules(games=2), seed=4, rolls=[(6, 4), (2, 2)], first_player=0)
    opening = game.opening_events()
    assert [e.kind for e in opening] == ["game_start", "roll"]
    events = play(game, Announce(65), Believe())
    assert [e.kind for e in events] == ["announce", "believe", "roll"]
    # a roll event never carries the dice
    assert all(set(e.data) == {"seat"} for e in events if e.kind == "roll")
    events += play(game, Announce(66), Doubt())
    kinds = [e.kind for e in events]
    assert kinds[-6:] == ["announce", "doubt", "reveal", "game_over", "game_start", "roll"]
    reveal = events[kinds.index("reveal")]
    assert reveal.message() == "The cup shows 22, not 66: 2 caught 1 bluffing"
    assert (reveal.data["winner"], reveal.data["loser"], reveal.data["dice"]) == (2, 1, (2, 2))
    events += play(game, Announce(31), Doubt())
    assert events[-1].kind == "match_over"
    for event in opening + events:
        check_event(event, 3)


def test_a_truthful_reveal_says_the_challenger_loses() -> None:
    game = MachacekGame(2, seed=4, rolls=[(4, 3)], first_player=1)
    events = play(game, Announce(43), Doubt())
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.message() == "The cup shows 43: 1 told the truth and 0 loses"


def test_lives_events_and_the_tie_event() -> None:
    game = MachacekGame(2, MachacekRules(lives=1), seed=4, rolls=[(4, 3)], first_player=1)
    events = play(game, Announce(43), Doubt())
    assert [e.kind for e in events] == [
        "announce", "doubt", "reveal", "game_over", "life_lost", "eliminated", "match_over",
    ]
    assert events[-1].data["winners"] == (1,)
    for event in events:
        check_event(event, 2)
    tie = MachacekGame(2, MachacekRules(games=None), seed=4)
    (event,) = tie.end_match()
    assert event.kind == "match_over" and event.data["winners"] == (0, 1)


# -- refused actions ------------------------------------------------------------------

def test_refused_actions_say_what_and_why_and_change_nothing() -> None:
    game = MachacekGame(3, seed=4, rolls=[(4, 2), (1, 1)], first_player=0)
    assert_refused(game, Believe(), "cannot believe", "nothing has been announced")
    assert_refused(game, Doubt(), "cannot doubt", "nothing has been announced")
    assert_refused(game, Announce(24), "24", "higher die comes first", "42")
    assert_refused(game, Announce(77), "77", "not one of the 21 values")
    assert_refused(game, Announce(-5), "not one of the 21 values")
    assert_refused(game, Announce("54"), "'54'")  # type: ignore[arg-type]
    assert_refused(game, Announce(54.0), "54.0")  # type: ignore[arg-type]
    assert_refused(game, Announce(True), "True")
    assert_refused(game, Announce([5, 4]), "[5, 4]")  # type: ignore[arg-type]
    assert_refused(game, "doubt", "not a Macháček action")
    assert_refused(game, None, "not a Macháček action")
    assert_refused(game, Announce(42), "turn", seat=1)
    play(game, Announce(42))
    assert_refused(game, Announce(43), "cannot announce now", "42")
    assert_refused(game, Doubt(), "turn", seat=0)
    play(game, Believe())
    assert_refused(game, Believe(), "already believed")
    assert_refused(game, Doubt(), "already believed")
    assert_refused(game, Announce(41), "announcement 41 is too low after 42: at least 43")
    game.apply(Announce(43), seat=1)  # the right seat may be named


def test_a_refused_action_does_not_consume_a_roll() -> None:
    game = MachacekGame(3, seed=4, first_player=0)
    twin = MachacekGame(3, seed=4, first_player=0)
    with pytest.raises(IllegalAction):
        game.apply(Believe())
    play(game, Announce(31), Believe())
    play(twin, Announce(31), Believe())
    assert game.view(1) == twin.view(1)


# -- saving ---------------------------------------------------------------------------

def test_a_save_mid_game_resumes_identically_with_the_same_future_rolls() -> None:
    game = MachacekGame(4, MachacekRules(games=5, lives=0, random_order=True), seed=77)
    play(game, Announce(31), Believe(), Announce(41), Doubt(), Announce(55), Believe())
    restored = MachacekGame.from_json(game.to_json())
    assert restored.to_json() == game.to_json()
    assert views(restored) == views(game)
    while not game.is_over():
        legal = game.legal_actions()
        assert legal == restored.legal_actions()
        action = legal[len(legal) // 2]
        events_a = [e.message() for e in game.apply(action)]
        events_b = [e.message() for e in restored.apply(action)]
        assert events_a == events_b
        assert views(restored) == views(game)
    assert restored.winners() == game.winners()


def test_actions_encode_and_decode() -> None:
    game = MachacekGame(seed=1)
    actions: list[MachacekAction] = [Believe(), Doubt(), Announce(21), Announce(31), EndMatch()]
    for action in actions:
        encoded = game.encode_action(action)
        assert json.loads(json.dumps(encoded)) == encoded
        assert MachacekGame.decode_action(encoded) == action
    assert repr(Announce(54)) == "Announce(value=54)"
    assert repr(Believe()) == "Believe()"
    assert len({Believe(), Believe(), Doubt(), Announce(54), Announce(54)}) == 3


def saved(**changes: Any) -> str:
    game = MachacekGame(3, MachacekRules(games=2), seed=5, rolls=[(3, 1)], first_player=0)
    play(game, Announce(31), Believe())
    data = json.loads(game.to_json())
    for path, value in changes.items():
        target = data
        keys = path.split("__")
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last: Any = int(keys[-1]) if isinstance(target, list) else keys[-1]
        target[last] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "{not json",
        saved(game="perudo"),
        saved(format=2),
        saved(setup__players=11),
        saved(setup__players="3"),
        saved(setup__seed="5"),
        saved(setup__seed=None),
        saved(setup__extra=1),
        saved(setup__rules={"games": 2, "cheat": True}),
        saved(setup__rules={"games": "2"}),
        saved(setup__rules={"truth": "mia"}),
        saved(setup__rules={"lives": -2}),
        saved(setup__rules=[]),
        saved(setup__rolls=[[3, 9]]),
        saved(setup__rolls=[[3]]),
        saved(setup__rolls="31"),
        saved(setup__rolls=[{"a": 1}]),
        saved(setup__first_player=3),
        saved(setup__first_player="0"),
        saved(setup={}),
        saved(actions={}),
        saved(actions__0={"type": "Announce", "value": 24}),
        saved(actions__0={"type": "Announce", "value": [3, 1]}),
        saved(actions__0={"type": "Announce"}),
        saved(actions__0={"type": "Announce", "value": 31, "seat": 2}),
        saved(actions__0={"type": "Roll"}),
        saved(actions__0=["Announce", 31]),
        saved(actions=[{"type": "Announce", "value": 31}, {"type": "Believe"}, {"type": "Believe"}]),
        saved(actions=[{"type": "Announce", "value": 31}, {"type": "Announce", "value": 32}]),
        saved(actions__1={"type": "EndMatch"}),
    ],
)
def test_tampered_saves_raise_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        MachacekGame.from_json(text)


def test_a_save_after_the_end_with_more_actions_is_refused() -> None:
    game = MachacekGame(2, MachacekRules(games=1), seed=5, first_player=0)
    play(game, Announce(31), Doubt())
    data = json.loads(game.to_json())
    data["actions"].append({"type": "Announce", "value": 31})
    with pytest.raises(ValueError, match="after the end"):
        MachacekGame.from_json(json.dumps(data))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_mutation_of_a_save_loads_or_raises_value_error(data: st.DataObject) -> None:
    game = MachacekGame(3, MachacekRules(games=None, lives=2), seed=5)
    for _ in range(data.draw(st.integers(0, 12))):
        legal = game.legal_actions()
        if not legal:
            break
        play(game, legal[data.draw(st.integers(0, len(legal) - 1))])
    text = game.to_json()
    index = data.draw(st.integers(0, len(text) - 1))
    replacement = data.draw(st.sampled_from(list('0123456789-[]{}",:.etfnaul ')))
    tampered = text[:index] + replacement + text[index + 1:]
    try:
        loaded = MachacekGame.from_json(tampered)
    except ValueError:
        return
    # a harmless change (say, another seed) still gives a game that saves and loads
    assert MachacekGame.from_json(loaded.to_json()).to_json() == loaded.to_json()


# -- hypothesis: legal actions apply, illegal ones change nothing -----------------------

RULES = st.builds(
    MachacekRules,
    games=st.one_of(st.none(), st.integers(1, 4)),
    truth=st.sampled_from(["exact", "at_least"]),
    lives=st.integers(0, 3),
    random_order=st.booleans(),
)
CANDIDATES: list[Any] = [
    Believe(), Doubt(), EndMatch(), *(Announce(v) for v in range(0, 100, 7)),
    *(Announce(v) for v in VALUES), Announce(True), Announce(21.0), "Doubt",  # type: ignore[arg-type]
    None, 31,
]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 10), RULES, st.integers(0, 2**32), st.data())
def test_legal_actions_always_apply_and_illegal_ones_change_nothing(
    players: int, rules: MachacekRules, seed: int, data: st.DataObject
) -> None:
    game = MachacekGame(players, rules, seed=seed)
    for _ in range(data.draw(st.integers(1, 40))):
        if game.is_over():
            break
        legal = game.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        candidate = data.draw(st.sampled_from(CANDIDATES))
        ends_open_match = isinstance(candidate, EndMatch) and rules.open_ended
        if candidate not in legal and not ends_open_match:
            before = game.to_json()
            seen = views(game)
            with pytest.raises(IllegalAction):
                game.apply(candidate)
            assert game.to_json() == before
            assert views(game) == seen
        wrong_seat = (game.current_player() + 1) % players  # type: ignore[operator]
        before = game.to_json()
        with pytest.raises(IllegalAction):
            game.apply(legal[0], seat=wrong_seat)
        assert game.to_json() == before
        play(game, legal[data.draw(st.integers(0, len(legal) - 1))])
    # a replay of the legal actions alone gives the same game: nothing refused left a trace
    replay = MachacekGame.from_json(game.to_json())
    assert views(replay) == views(game)
    assert replay.legal_actions() == game.legal_actions()
