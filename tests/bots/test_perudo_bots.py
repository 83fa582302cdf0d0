"""Perudo bots: the odds helpers, the read of bids, the opponent fit, the endgame
tables, and honesty, legality and determinism over seeded games.

Expected numbers are derived here independently (brute-force enumeration of
dice, hand-worked game values), never taken from the code under test.
"""

from __future__ import annotations

import copy
import itertools
import math
import random
from collections.abc import Sequence

import pytest

from tablegames_qt.bots.perudo import (
    BOT_NAMES,
    LEVEL_INFO,
    EasyBot,
    HardBot,
    NormalBot,
    endgame_data,
)
from tablegames_qt.bots.perudo.beliefs import RoundBeliefs, plain_view
from tablegames_qt.bots.perudo.endgame import bid_order, endgame_strategy
from tablegames_qt.bots.perudo.model import (
    BID,
    Model,
    choice_probabilities,
    likelihoods,
    raise_options,
)
from tablegames_qt.bots.perudo.odds import (
    at_least,
    binomial_tail,
    convolve,
    count_distribution,
    hand_features,
    hand_set,
)
from tablegames_qt.bots.perudo.opponents import GRID, Decision, OpponentModels
from tablegames_qt.engine.perudo import (
    DUDO as DUDO_ACTION,
)
from tablegames_qt.engine.perudo import (
    Bid,
    DeclareMaputo,
    PerudoGame,
    PerudoRules,
    PerudoView,
    Reveal,
    make_bid,
)
from tablegames_qt.games import make_bot

LEVELS = ("easy", "normal", "hard")


def brute_force_at_least(unseen: int, face: int, maputo: bool, needed: int) -> float:
    """P(at least ``needed`` of ``unseen`` fair dice count for ``face``), by enumeration."""
    hits = 0
    for dice in itertools.product(range(1, 7), repeat=unseen):
        count = sum(1 for d in dice if d == face or (d == 1 and face != 1 and not maputo))
        hits += count >= needed
    return hits / 6**unseen


# -- odds --------------------------------------------------------------------------


@pytest.mark.parametrize("maputo", [False, True])
@pytest.mark.parametrize("face", [1, 4])
def test_binomial_tail_matches_enumerating_the_dice(face: int, maputo: bool) -> None:
    p = 1 / 6 if face == 1 or maputo else 1 / 3
    for unseen in range(0, 5):
        tail = binomial_tail(unseen, p)
        for needed in range(-1, unseen + 2):
            expected = brute_force_at_least(unseen, face, maputo, needed)
            assert at_least(tail, needed) == pytest.approx(expected, abs=1e-12)


def test_hand_sets_list_every_multiset_with_its_chance() -> None:
    for n in range(0, 6):
        hs = hand_set(n)
        assert len(hs) == math.comb(n + 5, 5)
        assert sum(hs.prior) == pytest.approx(1.0)
        # the chance of a multiset is the share of ordered rolls that sort to it
        rolls: dict[tuple[int, ...], int] = {}
        for dice in itertools.product(range(1, 7), repeat=n):
            key = tuple(sorted(dice))
            rolls[key] = rolls.get(key, 0) + 1
        for i, hand in enumerate(hs.hands):
            assert hs.prior[i] == pytest.approx(rolls[hand] / 6**n)
            assert hs.index(hand) == i


def test_count_distribution_and_convolution_agree_with_enumeration() -> None:
    # two seats of 2 and 3 unknown dice: the total count of fives (ones wild)
    a = count_distribution(hand_set(2), hand_set(2).prior, 5, False)
    b = count_distribution(hand_set(3), hand_set(3).prior, 5, False)
    total = convolve(a, b)
    for k in range(6):
        expected = brute_force_at_least(5, 5, False, k) - brute_force_at_least(5, 5, False, k + 1)
        assert total[k] == pytest.approx(expected)


def test_hand_features_count_wild_ones_outside_maputo_only() -> None:
    dice = (1, 1, 3, 5, 5)
    normal = hand_features(dice, False)
    maputo = hand_features(dice, True)
    assert normal[5] == 4 and normal[3] == 3 and normal[1] == 2
    assert maputo[5] == 2 and maputo[3] == 1 and maputo[1] == 2


# -- the model and the read of bids --------------------------------------------------


@pytest.mark.parametrize(
    "model",
    [Model(), Model(0.03, 0.03, True, 0.1, True, False), Model(0.1, 0.2, False, -0.1, False, True)],
)
def test_vectorised_likelihood_equals_the_per_hand_policy(model: Model) -> None:
    hs = hand_set(3)
    tails, pmfs = plain_view(7, False)
    prev = make_bid(3, 4)
    options = raise_options(prev, 10, False, True)
    for observed in (*options, (BID, 5, 6)):  # the last one is a jump bid
        like = likelihoods(hs, False, options, observed, tails, pmfs, model, 1.0)
        for i, row in enumerate(hs.rows[0]):
            choices = options if observed in options else (*options, observed)
            probs = choice_probabilities(choices, row, tails, pmfs, model, 1.0, len(options))
            assert like[i] == pytest.approx(probs[choices.index(observed)])
            assert sum(probs) == pytest.approx(1.0)


def test_a_seat_that_keeps_bidding_fives_is_read_as_holding_fives() -> None:
    rules = PerudoRules()
    beliefs = RoundBeliefs((5, 5, 5), False, rules, (Model(),) * 3)
    prior_fives = sum(k * p for k, p in enumerate(beliefs.distributions(1)[5]))
    for seat, bid in ((0, make_bid(3, 3)), (1, make_bid(4, 5)), (2, make_bid(5, 3)),
                      (0, make_bid(6, 3)), (1, make_bid(7, 5))):  # fmt: skip
        beliefs.observe(seat, bid)
    fives = sum(k * p for k, p in enumerate(beliefs.distributions(1)[5]))
    # prior: five dice, each a five or a one with chance 1/3
    assert prior_fives == pytest.approx(5 / 3)
    assert fives > prior_fives + 0.5
    # the seat that never bid fives is not read as holding them
    assert sum(k * p for k, p in enumerate(beliefs.distributions(2)[5])) < prior_fives


def test_beliefs_fork_without_touching_the_original() -> None:
    beliefs = RoundBeliefs((5, 5), False, PerudoRules(), (Model(), Model()))
    before = beliefs.distributions(0)
    fork = beliefs.fork()
    fork.observe(0, make_bid(4, 6))
    assert beliefs.distributions(0) == before
    assert fork.distributions(0) != before


def _play_decisions(model: Model | None, rounds: int, seed: int) -> list[tuple[Decision, Reveal]]:
    """Decisions made by ``model`` (None: at random) with random hands, as the fitter sees them."""
    rng = random.Random(seed)
    out = []
    for r in range(rounds):
        hand = tuple(rng.randint(1, 6) for _ in range(5))
        other = tuple(rng.randint(1, 6) for _ in range(5))
        own = hand_features(hand, False)
        beliefs = RoundBeliefs((5, 5), False, PerudoRules(), (Model(), Model()))
        prev = make_bid(rng.randint(2, 4), rng.randint(2, 6))
        beliefs.observe(0, prev)
        options = raise_options(prev, 10, False, False)
        if model is None:
            chosen = rng.choice(options)
        else:
            tails, pmfs = beliefs.others(1) if model.reads else plain_view(5, False)
            probs = choice_probabilities(options, own, tails, pmfs, model, 1.0)
            chosen = rng.choices(options, weights=probs)[0]
        decision = Decision(1, False, options, chosen, beliefs.others(1), plain_view(5, False), 1.0)
        reveal = Reveal("dudo", r, 1, 0, prev, False, (other, hand), 0, 0, None, None)
        out.append((decision, reveal))
    return out


@pytest.mark.parametrize(
    "truth", [Model(0.03, 0.03, False, 0.0, False, True), Model(0.03, 0.03, True, 0.0, True, False)]
)
def test_the_fit_recovers_how_a_seat_decides(truth: Model) -> None:
    models = OpponentModels(2, 0)
    for decision, reveal in _play_decisions(truth, 60, 7):
        models.start_round(reveal.round_number)
        models.pending.append(decision)
        models.learn(reveal)
    best = models.models()[1]
    assert (best.compare, best.level) == (truth.compare, truth.level)
    assert sum(w for _, w in models.mixture(1)) == pytest.approx(1.0)
    assert len(GRID) == len(set(GRID))
    # a seat that plays like a model of the grid is predictable; one at random is not
    assert models.predictability(1) > 0.35


def test_a_random_player_is_not_predictable() -> None:
    models = OpponentModels(2, 0)
    assert models.predictability(1) == 0.0
    for decision, reveal in _play_decisions(None, 60, 8):
        models.start_round(reveal.round_number)
        models.pending.append(decision)
        models.learn(reveal)
    assert models.predictability(1) < 0.2


# -- easy -----------------------------------------------------------------------------


def _view(game: PerudoGame) -> PerudoView:
    seat = game.current_player()
    assert seat is not None
    return game.view(seat)


def test_easy_calls_dudo_exactly_when_the_plain_odds_are_below_half() -> None:
    for q in range(1, 8):
        game = PerudoGame(players=2, dice=[[2, 2, 3, 4, 6], [5, 5, 1, 3, 4]], first_player=1)
        game.apply(make_bid(q, 5))
        view = _view(game)
        # the easy bot holds no five and no one: it needs q fives among 5 unseen dice
        chance = brute_force_at_least(5, 5, False, q)
        action = EasyBot().choose(view, game.legal_actions(), random.Random(1))
        assert (action == DUDO_ACTION) == (chance < 0.5)
        if action != DUDO_ACTION:
            assert isinstance(action, Bid) and action.face == 2  # its best face


# -- endgame tables -----------------------------------------------------------------


def test_one_die_maputo_duel_is_worth_five_sixths_to_the_opener() -> None:
    # The opener bids its own face ("one x", always true); the other player wins
    # only by holding x too and raising to "two x".  So the opener wins 5/6.
    for variant in ("declared", "auto"):
        assert endgame_data.VALUES[variant]["M11"] == pytest.approx(5 / 6, abs=2e-3)
    for die in range(1, 7):
        game = PerudoGame(players=2, dice=[[die], [3]], first_player=0)
        if game.view(0).maputo_pending:
            game.apply(game.legal_actions()[0])  # declare
        view = game.view(0)
        assert view.maputo
        strategy = endgame_strategy(view)
        assert strategy is not None
        true_bids = sum(p for a, p in strategy if isinstance(a, Bid) and a == make_bid(1, die))
        assert true_bids > 0.95


def test_the_solver_finds_the_one_die_maputo_value() -> None:
    pytest.importorskip("numpy")
    from tablegames_qt.bots.perudo.solve import RoundGame

    solution = RoundGame(1, 1, True, False, 0.0, 1.0).solve(200)
    assert solution.value() == pytest.approx(5 / 6, abs=1e-3)
    assert solution.exploitability() < 1e-2


def test_the_shipped_one_die_maputo_table_is_what_the_solver_makes() -> None:
    pytest.importorskip("numpy")
    from tablegames_qt.bots.perudo.solve import ITERATIONS, RoundGame

    # the one-die Maputo duel ends the game, so its payoffs (0 and 1) need no other table
    table = RoundGame(1, 1, True, False, 0.0, 1.0).solve(ITERATIONS).table()
    for variant in ("declared", "auto"):
        assert endgame_data.TABLES[variant]["M11"] == table


def test_endgame_lookups_are_distributions_over_legal_actions() -> None:
    looked_up = 0
    for seed in range(40):
        game = PerudoGame(players=2, rules=PerudoRules(starting_dice=2), seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            view = _view(game)
            legal = game.legal_actions()
            strategy = endgame_strategy(view)
            if strategy is not None:
                looked_up += 1
                assert sum(p for _, p in strategy) == pytest.approx(1.0)
                assert all(a in legal for a, _ in strategy)
            game.apply(legal[rng.randrange(len(legal))])
    assert looked_up > 50


def test_bid_numbering_matches_the_solver() -> None:
    pytest.importorskip("numpy")
    from tablegames_qt.bots.perudo.solve import bid_list

    for total in (2, 3, 4):
        for maputo in (False, True):
            order = bid_order(total, maputo)
            assert [(b.quantity, b.face) for b in order] == bid_list(total, maputo)


# -- whole games: honesty, legality, determinism --------------------------------------


def _bots(levels: Sequence[str], **hard: int) -> list[EasyBot | NormalBot | HardBot]:
    out: list[EasyBot | NormalBot | HardBot] = []
    for level in levels:
        if level == "easy":
            out.append(EasyBot())
        elif level == "normal":
            out.append(NormalBot())
        else:
            out.append(HardBot(**hard))  # type: ignore[arg-type]
    return out


def _play(game: PerudoGame, levels: Sequence[str], seed: int, **hard: int) -> list[object]:
    bots = _bots(levels, **hard)
    rngs = [random.Random(seed * 31 + s) for s in range(len(levels))]
    actions: list[object] = []
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_actions()
        action = bots[seat].choose(game.view(seat), legal, rngs[seat])
        assert action in legal, (levels[seat], action)
        actions.append(action)
        game.apply(action)
    return actions


RULE_SETS = [
    PerudoRules(),
    PerudoRules(calza=True),
    PerudoRules(ones_opening=True, auto_maputo=True),
    PerudoRules(starting_dice=2),
    PerudoRules(starting_dice=1, calza=True),
]


def test_every_choice_is_legal_for_all_levels_player_counts_and_rules() -> None:
    games = 0
    # the hard bot at a small budget (the same code paths), at every table size it
    # meets differently: a duel (endgame tables), a few players, a crowded table
    for players in (2, 3, 4, 6, 10):
        for r, rules in enumerate(RULE_SETS):
            seed = players * 10 + r
            levels = ["hard"] + [("easy", "normal")[(seed + s) % 2] for s in range(players - 1)]
            _play(PerudoGame(players=players, rules=rules, seed=seed), levels, seed, samples=6)
            games += 1
    # the easy and normal bots are cheap: many more games between them
    for seed in range(150):
        players = 2 + seed % 9
        rules = RULE_SETS[seed % len(RULE_SETS)]
        levels = [("easy", "normal")[(seed + s) % 2] for s in range(players)]
        _play(PerudoGame(players=players, rules=rules, seed=seed), levels, seed)
        games += 1
    assert games == 5 * len(RULE_SETS) + 150


def test_same_seed_same_choices() -> None:
    for players, levels in ((2, ("hard", "normal")), (3, ("easy", "hard", "normal"))):
        first = _play(PerudoGame(players=players, seed=5), levels, 5, samples=16)
        again = _play(PerudoGame(players=players, seed=5), levels, 5, samples=16)
        assert first == again


def _reroll_others(game: PerudoGame, seat: int, rng: random.Random) -> None:
    """Give every other seat new dice (same number): a different but consistent position."""
    for other, hand in enumerate(game._hands):
        if other != seat and hand:
            game._hands[other] = tuple(rng.randint(1, 6) for _ in hand)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_cannot_see_other_seats_dice(level: str) -> None:
    checked = 0
    changed = 0
    for players in (2, 3, 4):
        seed = 100 + players
        game = PerudoGame(players=players, seed=seed)
        levels = [level] + ["normal"] * (players - 1)
        options = {"samples": 16} if level == "hard" else {}
        bots = [make_bot("perudo", lv, **options) if lv == "hard" else make_bot("perudo", lv)
                for lv in levels]  # fmt: skip
        rngs = [random.Random(seed + s) for s in range(players)]
        while not game.is_over() and checked < 40 * players:
            seat = game.current_player()
            assert seat is not None
            if seat == 0:
                before = copy.deepcopy(bots[0])
                mine = copy.deepcopy(before).choose(
                    game.view(0), game.legal_actions(), random.Random(9)
                )
                other = copy.deepcopy(game)
                _reroll_others(other, 0, random.Random(checked))
                changed += other.all_dice() != game.all_dice()
                theirs = copy.deepcopy(before).choose(
                    other.view(0), other.legal_actions(), random.Random(9)
                )
                assert mine == theirs
                checked += 1
            action = bots[seat].choose(game.view(seat), game.legal_actions(), rngs[seat])
            game.apply(action)
    assert checked > 30 and changed > 25


# -- sanity of strength, names ------------------------------------------------------------


def test_hard_beats_random_by_a_wide_margin() -> None:
    from tablegames_qt.arena import run

    result = run("perudo", ["hard", "random"], games=25, seed=11, rotate=True, timing=False)
    assert result["entrants"]["hard#0"]["win_rate"] >= 0.85


def test_levels_have_names_and_the_registry_finds_them() -> None:
    assert set(LEVEL_INFO) == set(LEVELS)
    for name, personality in LEVEL_INFO.values():
        assert name and personality
    assert len(BOT_NAMES) >= 3
    for level in LEVELS:
        assert make_bot("perudo", level).level == level


def test_bots_never_challenge_with_no_bid_and_open_legally() -> None:
    for level in LEVELS:
        for seed in range(5):
            game = PerudoGame(players=3, seed=seed)
            view = _view(game)
            action = make_bot("perudo", level).choose(
                view, game.legal_actions(), random.Random(seed)
            )
            assert isinstance(action, Bid) and action in game.legal_actions()


# -- one instance, several games ----------------------------------------------------------


def test_one_hard_instance_does_not_read_a_new_game_by_the_last() -> None:
    """A model learned of seat 1 in one game is not applied to whoever sits in
    seat 1 (or any seat) in the next: the instance that played a game decides
    the next game's first position as a fresh bot does, with fresh models."""
    rules = PerudoRules(starting_dice=2)
    hard = HardBot(samples=16)
    first = PerudoGame(players=2, rules=rules, seed=21)
    bots: list[EasyBot | NormalBot | HardBot] = [hard, EasyBot()]
    rngs = [random.Random(1), random.Random(2)]
    while not first.is_over():
        seat = first.current_player()
        assert seat is not None
        first.apply(bots[seat].choose(first.view(seat), first.legal_actions(), rngs[seat]))
    assert hard.opponents is not None and sum(hard.opponents.observed) > 0  # it learned
    # the next game: the same seat numbers, a different player behind seat 1
    second = PerudoGame(players=2, rules=rules, seed=22, first_player=1)
    second.apply(second.legal_actions()[0] if second.view(1).maputo_pending else Bid(1, 2))
    view = second.view(0)
    fresh = HardBot(samples=16)
    legal = second.legal_actions()
    assert hard.choose(view, legal, random.Random(5)) == fresh.choose(view, legal, random.Random(5))
    assert hard.opponents is not None and fresh.opponents is not None
    assert hard.opponents.loglik == fresh.opponents.loglik
    assert hard.opponents.observed == fresh.opponents.observed


def test_a_hard_instance_keeps_its_models_within_a_game() -> None:
    rules = PerudoRules(starting_dice=2)
    hard = HardBot(samples=16)
    game = PerudoGame(players=2, rules=rules, seed=23)
    bots: list[EasyBot | NormalBot | HardBot] = [EasyBot(), hard]
    rngs = [random.Random(3), random.Random(4)]
    models = set()
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), rngs[seat]))
        if seat == 1:
            models.add(id(hard.opponents))
    assert len(models) == 1  # one set of models the whole game long


def test_a_one_die_duel_after_another_starts_afresh() -> None:
    """With one die each a duel can end in its first round, so the next game's
    first position may show the same round, dice counts and bids as the last
    decision of the game before: the bot's own dice tell them apart (a round
    keeps its dice), and it starts afresh."""
    rules = PerudoRules(starting_dice=1)
    hard = HardBot(samples=8)
    first = PerudoGame(players=2, rules=rules, dice=[[3], [5]], first_player=1)
    first.apply(DeclareMaputo(declare=False))
    first.apply(Bid(1, 5))
    hard.choose(first.view(0), first.legal_actions(), random.Random(1))
    learnt, tracked = hard.opponents, hard.tracker
    assert learnt is not None
    second = PerudoGame(players=2, rules=rules, dice=[[6], [2]], first_player=1)
    second.apply(DeclareMaputo(declare=False))
    second.apply(Bid(1, 5))  # the same opening, other dice: another game
    hard.choose(second.view(0), second.legal_actions(), random.Random(1))
    assert hard.opponents is not learnt and hard.tracker is not tracked
    # within one round the same dice mean the same round: the models are kept
    again = hard.opponents
    hard.choose(second.view(0), second.legal_actions(), random.Random(2))
    assert hard.opponents is again
