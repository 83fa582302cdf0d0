"""Macháček bots: the equilibrium tables, the reasoning helpers, honesty,
legality and determinism of easy, normal and hard.

The equilibrium is checked by best replies computed here from the rules
(neither side can gain by deviating, stage by stage), not by numbers taken
from the solver.  Strength is measured by the arena and ``bench.machacek`` (see
docs/bots/results_machacek.md), not asserted here, apart from one wide-margin
sanity check.
"""

from __future__ import annotations

import copy
import math
import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from bench import machacek as bench
from tablegames_qt.arena import play_game
from tablegames_qt.bots.machacek import (
    LEVEL_INFO,
    EasyBot,
    HardBot,
    NormalBot,
    lp,
    safe,
    solver,
    styles,
)
from tablegames_qt.bots.machacek import hard as hard_module
from tablegames_qt.bots.machacek import solve as solve_cli
from tablegames_qt.bots.machacek.common import ABOVE, PROB, STAGES, START, TOP, N, claims_after
from tablegames_qt.bots.machacek.fixed import FIXED, make_fixed
from tablegames_qt.bots.machacek.model import Belief, best_reply, mixed
from tablegames_qt.bots.machacek.normal import chance_false, lie_factor
from tablegames_qt.bots.machacek.table import EquilibriumTable, load
from tablegames_qt.engine.machacek import (
    BELIEVE,
    DOUBT,
    VALUES,
    Announce,
    MachacekGame,
    MachacekRules,
    PlayerStats,
)
from tablegames_qt.games import make_bot

LEVELS = ("easy", "normal", "hard")
ALL_ROLLS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


def roll_value(a: int, b: int) -> int:
    """The rule file: higher die as tens, lower as units."""
    return max(a, b) * 10 + min(a, b)


def rank_of(value: int) -> int:
    return VALUES.index(value)


def is_true(truth: str, rolled: int, claimed: int) -> bool:
    """Rule 3: exact, or the Mia rule "at least the announced value"."""
    if truth == "exact":
        return rolled == claimed
    return rank_of(rolled) >= rank_of(claimed)


# -- roll odds -------------------------------------------------------------------

def test_roll_odds_come_from_the_36_rolls() -> None:
    counts = Counter(roll_value(a, b) for a, b in ALL_ROLLS)
    for i, value in enumerate(VALUES):
        assert PROB[i] == pytest.approx(counts[value] / 36)
        beaten_by = [v for v in VALUES if rank_of(v) > i] if value != 21 else [21]
        assert ABOVE[i] == pytest.approx(sum(counts[v] for v in beaten_by) / 36)
    assert ABOVE[rank_of(54)] == pytest.approx(18 / 36)  # 61..65, six doubles, Macháček


def test_claims_after_follow_the_answer_rule() -> None:
    assert list(claims_after(START)) == list(range(N))
    assert list(claims_after(TOP)) == [TOP]  # only Macháček answers Macháček
    assert [VALUES[c] for c in claims_after(rank_of(54))][:2] == [61, 62]


# -- the exact LP solver ---------------------------------------------------------

def test_lp_solves_a_small_programme_worked_by_hand() -> None:
    # max 3x + 2y, x + y <= 4, x + 3y <= 6, x <= 3: optimum at x=3, y=1, value 11
    c = lp.Constraint
    value, x = lp.maximise(
        [Fraction(3), Fraction(2)],
        [c({0: Fraction(1), 1: Fraction(1)}, lp.LE, Fraction(4)),
         c({0: Fraction(1), 1: Fraction(3)}, lp.LE, Fraction(6)),
         c({0: Fraction(1)}, lp.LE, Fraction(3))],
    )
    assert (value, x) == (Fraction(11), [Fraction(3), Fraction(1)])


def test_lp_handles_equalities_and_lower_bounds() -> None:
    # min x + y (max -x - y) with x + 2y = 4, x >= 1: x=1, y=3/2
    c = lp.Constraint
    value, x = lp.maximise(
        [Fraction(-1), Fraction(-1)],
        [c({0: Fraction(1), 1: Fraction(2)}, lp.EQ, Fraction(4)),
         c({0: Fraction(1)}, lp.GE, Fraction(1))],
    )
    assert x == [Fraction(1), Fraction(3, 2)] and value == Fraction(-5, 2)
    with pytest.raises(lp.Infeasible):
        lp.maximise([Fraction(1)], [c({0: Fraction(1)}, lp.GE, Fraction(2)),
                                    c({0: Fraction(1)}, lp.LE, Fraction(1))])


# -- the equilibrium tables ------------------------------------------------------

def _stage_values(table: EquilibriumTable, truth: str, stage: int) -> tuple[float, float]:
    """(best an announcer can get against the table's receiver, least a receiver
    can hold the table's announcer to), both computed from the rules."""
    legal = list(claims_after(stage))
    t, f = table.if_true, table.if_bluff

    def believed(c: int) -> float:
        return 1.0 - table.value[c]  # the receiver then has to beat c

    announcer_best = 0.0
    for r in range(N):
        best = 0.0
        for c in legal:
            x = table.believe[stage][c]
            doubted = t[c] if is_true(truth, VALUES[r], VALUES[c]) else f[c]
            best = max(best, (1 - x) * doubted + x * believed(c))
        announcer_best += PROB[r] * best
    receiver_hold = 0.0
    for c in legal:
        sent = [(r, q) for r in range(N) for cc, q in table.announce[stage][r] if cc == c]
        mass = sum(PROB[r] * q for r, q in sent)
        doubted = sum(PROB[r] * q * (t[c] if is_true(truth, VALUES[r], VALUES[c]) else f[c])
                      for r, q in sent)
        receiver_hold += min(doubted, mass * believed(c))
    return announcer_best, receiver_hold


@pytest.mark.parametrize("truth", ["exact", "at_least"])
@pytest.mark.parametrize("objective", ["win", "lives"])
def test_every_stage_of_the_table_is_an_equilibrium(truth: str, objective: str) -> None:
    table = load(truth, objective)
    for stage in range(STAGES):
        if stage == TOP:
            continue  # a fixed point of its own, checked below
        best, hold = _stage_values(table, truth, stage)
        assert best == pytest.approx(table.value[stage], abs=1e-9), (truth, objective, stage)
        assert hold == pytest.approx(table.value[stage], abs=1e-9), (truth, objective, stage)
        for r in range(N):
            assert sum(q for _, q in table.announce[stage][r]) == pytest.approx(1.0)
            assert all(c in claims_after(stage) for c, _ in table.announce[stage][r])


def test_answering_machacek_is_worth_a_true_machacek() -> None:
    # after Macháček only Macháček may be claimed, true 2 times in 36; believing it
    # would hand the receiver the same hopeless task, so it is always doubted
    for truth in ("exact", "at_least"):
        table = load(truth, "win")
        assert table.value[TOP] == pytest.approx(2 / 36)
        assert table.believe[TOP][TOP] == 0.0


@pytest.fixture(scope="module")
def exact_stages() -> dict[int | None, solver.Stage]:
    return solver.solve_game("exact", solver.win_payoffs())


def test_the_solver_reproduces_the_shipped_table_exactly(
    exact_stages: dict[int | None, solver.Stage],
) -> None:
    stages = exact_stages
    shipped = load("exact", "win")
    for p, stage in stages.items():
        index = START if p is None else p
        assert float(stage.value) == pytest.approx(shipped.value[index], abs=1e-12)
    # the shipped module is what solve.py writes for these tables
    text = solve_cli.DEFAULT_PATH.read_text(encoding="utf-8")
    assert solve_cli.stage_json(stages[None])["value_exact"] in text


def test_exact_stage_is_an_equilibrium_in_fractions(
    exact_stages: dict[int | None, solver.Stage],
) -> None:
    """The starter's stage solved exactly: no deviation gains a single fraction."""
    stages = exact_stages
    start = stages[None]
    believed = {c: 1 - stages[c].value for c in range(N)}
    best = Fraction(0)
    for r in range(N):
        best += solver.PI[r] * max(
            (1 - start.believe[c]) * (1 if r == c else 0) + start.believe[c] * believed[c]
            for c in range(N)
        )
    hold = Fraction(0)
    for c in range(N):
        mass = sum((solver.PI[r] * m.get(c, 0) for r, m in start.announce.items()), Fraction(0))
        true = solver.PI[c] * start.announce[c].get(c, 0)
        hold += min(true, mass * believed[c])
    assert best == start.value == hold


# -- reasoning helpers -----------------------------------------------------------

def test_normal_suspects_claims_above_hard_stages_more() -> None:
    claim = rank_of(63)
    easier = chance_false(rank_of(42), claim)
    harder = chance_false(rank_of(62), claim)
    assert harder > easier
    assert chance_false(rank_of(62), claim, factor=2.0) > harder  # a known liar


def test_lie_factor_follows_opened_cups() -> None:
    liar = PlayerStats(times_doubted=6, bluffs_caught=6)
    honest = PlayerStats(times_doubted=6, bluffs_caught=0)
    assert lie_factor(liar) > lie_factor(PlayerStats()) > lie_factor(honest)


def test_belief_moves_towards_the_style_that_explains_the_moves() -> None:
    kinds = [styles.smoothed(s, "exact", 0.05) for s in
             (styles.equilibrium(), styles.truthful(), styles.bluffer())]
    belief = Belief(kinds, [1 / 3] * 3)
    # a first claim of 31 is what an honest player with 31 says; the bluffer
    # never opens with 31 unless rolling... anything but 31
    belief.saw_claim(START, rank_of(42))
    belief.saw_roll(START, rank_of(42), rank_of(42))
    weights = dict(zip([s.name for s in kinds], belief.weights(), strict=True))
    assert weights["truthful"] > weights["equilibrium"]
    assert weights["truthful"] > weights["bluffer"]


def test_best_reply_against_a_doubter_is_the_truth() -> None:
    reply = best_reply([mixed([styles.suspicious()], [1.0])], False, (1.0,) * N, (0.0,) * N, 0.0)
    truths = [c == rank_of(42) for c in range(N)]
    values = reply.claim_values(START, truths)
    assert values[rank_of(42)] == 1.0
    assert max(v for c, v in values.items() if c != rank_of(42)) == 0.0


def test_against_players_who_doubt_everything_only_true_claims_count() -> None:
    # three players; the bot's claim is always opened, so it wins exactly when
    # its roll can beat the claim it must answer and it says so
    doubter = mixed([styles.suspicious()], [1.0])
    reply = best_reply([doubter, doubter], False, (1.0,) * N, (0.0,) * N, 0.0)
    counts = Counter(roll_value(a, b) for a, b in ALL_ROLLS)
    for i, value in enumerate(VALUES):
        beats = [v for v in VALUES if rank_of(v) > i] if value != 21 else [21]
        assert reply.announcing[i] == pytest.approx(sum(counts[v] for v in beats) / 36)


# -- bots on real games ------------------------------------------------------------

def _rules(i: int) -> MachacekRules:
    return MachacekRules(
        games=1 + i % 4,
        truth=("exact", "at_least")[i % 2],
        lives=(0, 0, 2, 3)[i % 4],
        random_order=i % 3 == 0,
    )


def _decisions(game: MachacekGame, bots: list[Any], seed: int) -> list[tuple[Any, Any]]:
    """Play to the end; every (view, choice) made."""
    out = []
    rngs = [random.Random(seed * 7 + s) for s in range(game.players)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_actions()
        view = game.view(seat)
        action = bots[seat].choose(view, legal, rngs[seat])
        assert action in legal, (view, action)
        out.append((view, action))
        game.apply(action)
    return out


def test_every_choice_is_legal_for_all_levels_and_player_counts() -> None:
    for i in range(150):
        players = 2 + i % 9
        rules = _rules(i)
        game = MachacekGame(players=players, rules=rules, seed=1000 + i)
        bots = [make_bot("machacek", LEVELS[(i + s) % 3]) for s in range(players)]
        _decisions(game, bots, i)


def test_same_seed_same_choices() -> None:
    for i in range(12):
        histories = []
        for _ in range(2):
            game = MachacekGame(players=2 + i % 4, rules=_rules(i), seed=50 + i)
            bots = [make_bot("machacek", LEVELS[(i + s) % 3]) for s in range(game.players)]
            histories.append([a for _, a in _decisions(game, bots, i)])
        assert histories[0] == histories[1]


@pytest.mark.parametrize("level", LEVELS)
def test_bots_cannot_see_other_seats_dice(level: str) -> None:
    """Swap the dice under another seat's cup (and the dice still to come) in the
    game itself: the bot's choice, with a fresh rng of the same seed, stays."""
    checked = 0
    for i in range(30):
        game = MachacekGame(players=2 + i % 3, rules=_rules(i), seed=300 + i)
        bots = [make_bot("machacek", level) for _ in range(game.players)]
        rng = random.Random(i)
        while not game.is_over() and checked < 400:
            seat = game.current_player()
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            before = copy.deepcopy(bots[seat])
            choice = bots[seat].choose(view, legal, random.Random(i * 1000 + len(game.history)))
            hidden_dice = view.cup_holder is not None and view.cup_holder != seat
            saved = (game._dice, game._rolled, game._rng.getstate())
            for dice in rng.sample(ALL_ROLLS, 4 if hidden_dice else 1):
                if hidden_dice:
                    game._dice, game._rolled = dice, roll_value(*dice)
                game._rng = random.Random(rng.random())  # the rolls still to come
                other = game.view(seat)
                assert other == view  # nothing of it shows in the view
                again = copy.deepcopy(before).choose(
                    other, game.legal_actions(), random.Random(i * 1000 + len(game.history)))
                assert again == choice
                checked += hidden_dice
            game._dice, game._rolled = saved[0], saved[1]
            game._rng.setstate(saved[2])
            game.apply(choice)
    assert checked >= 100


def test_easy_is_honest_and_believes_all_but_machacek() -> None:
    game = MachacekGame(players=2, rules=MachacekRules(games=1), rolls=[(4, 2), (3, 1)],
                        first_player=0)
    bot = EasyBot()
    rng = random.Random(1)
    assert bot.choose(game.view(0), game.legal_actions(), rng) == Announce(42)
    game.apply(Announce(42))
    assert bot.choose(game.view(1), game.legal_actions(), rng) == BELIEVE
    game.apply(BELIEVE)  # seat 1 rolls 31: too low, so the least it may say
    assert bot.choose(game.view(1), game.legal_actions(), rng) == Announce(43)
    game.apply(Announce(21))
    assert bot.choose(game.view(0), game.legal_actions(), rng) == DOUBT


def test_hard_learns_a_bluffer_over_a_match() -> None:
    rules = MachacekRules(games=12)
    game = MachacekGame(players=2, rules=rules, seed=5)
    hard = HardBot()
    bots: list[Any] = [hard, make_fixed("always-bluff")]
    play_game(game, bots, [random.Random(1), random.Random(2)])
    weights = dict(zip([s.name for s in hard._beliefs[1].styles], hard._beliefs[1].weights(),
                       strict=True))
    assert max(weights, key=lambda k: weights[k]) == "bluffer"


def test_fixed_strategies_play_legally_and_bench_counts_every_game() -> None:
    for name in FIXED:
        result = bench.match("hard", name, 6, 3, MachacekRules(games=1))
        assert result["games"] == 6 and 0 <= result["wins"] <= 6
        assert result["won_as_starter"] <= result["wins"]


def test_bench_counts_matches_and_the_games_inside_them() -> None:
    # 6 matches of 4 games each: every game is counted once, by its number in
    # the match and by who opened it; won - lost and its spread follow from the
    # matches' +1 / 0 / -1
    result = bench.match("equilibrium", "random", 6, 5, MachacekRules(games=4))
    assert result["games"] == 6 and result["game_count"] == 24
    assert [n for _, n in result["by_game"]] == [6, 6, 6, 6]
    assert result["opening"][1] + result["answering"][1] == 24
    assert result["opening"][0] + result["answering"][0] == result["game_wins"]
    assert result["game_wins"] == sum(w for w, _ in result["by_game"])
    wins, losses = result["wins"], result["losses"]
    assert result["diff"] == wins - losses
    mean = (wins - losses) / 6
    spread = (wins * (1 - mean) ** 2 + losses * (-1 - mean) ** 2
              + result["draws"] * mean ** 2) / 6
    assert result["diff_sd"] == pytest.approx(math.sqrt(6 * spread))
    assert "paid" not in result  # a fixed strategy reports nothing
    # single games: a game's first claim alternates between the two players
    single = bench.match("equilibrium", "random", 8, 5, MachacekRules(games=1))
    assert single["opening"][1] == single["answering"][1] == 4
    assert single["game_wins"] == single["wins"]


def test_hard_beats_random_by_a_wide_margin() -> None:
    result = bench.match("hard", "random", 100, 11, MachacekRules(games=1))
    assert result["wins"] >= 62  # measured ~79 %; a broken bot sits near 50


def test_levels_have_names_and_the_registry_finds_them() -> None:
    assert set(LEVEL_INFO) == set(LEVELS)
    assert isinstance(make_bot("machacek", "easy"), EasyBot)
    assert isinstance(make_bot("machacek", "normal"), NormalBot)
    assert isinstance(make_bot("machacek", "hard"), HardBot)


# -- safe exploitation (hard, two players) -------------------------------------------

def test_values_against_the_equilibrium_are_the_equilibrium_values() -> None:
    """The safe best reply to the equilibrium player earns exactly the table's
    values: safe actions cost nothing against it, at any stage."""
    table = load("exact", "win")
    values = safe.values_against(styles.equilibrium("exact", "win"), "exact", "win")
    for s in range(STAGES):
        assert values.announcing[s] == pytest.approx(table.value[s], abs=1e-9)
    for c in range(N):
        assert values.passed[c] == pytest.approx(1.0 - table.value[c], abs=1e-9)


def test_every_claim_the_equilibrium_mixes_is_safe() -> None:
    for truth in ("exact", "at_least"):
        claims = safe.safe_claims(truth, "win")
        for s in range(STAGES):
            for r in range(N):
                mixed_in = {c for c, q in load(truth, "win").announce[s][r] if q > 1e-9}
                assert mixed_in <= set(claims[s][r]), (truth, s, r)


def _opening(rolls: list[tuple[int, int]]) -> MachacekGame:
    return MachacekGame(players=2, rules=MachacekRules(games=1), rolls=rolls, first_player=0)


@pytest.mark.parametrize("doubt", ["never", "always"])
def test_hard_bends_its_claim_to_a_read_opponent_but_keeps_the_equilibrium_value(
    doubt: str,
) -> None:
    # holding 31 at the start the equilibrium bluffs across fifteen claims; sure
    # of its opponent the bot picks one of them, never a claim that would cost
    # anything against an equilibrium receiver
    table = load("exact", "win")
    best = max(safe.claim_values("exact", "win")[START][0])
    chosen = set()
    for i in range(20):
        game = _opening([(3, 1)])
        bot = HardBot(claim_prior={"truthful": 1.0}, doubt_prior={doubt: 1.0})
        action = bot.choose(game.view(0), game.legal_actions(), random.Random(i))
        claim = rank_of(action.value)
        assert safe.eq_claim_value(table, False, START, claim) == pytest.approx(best, abs=1e-9)
        chosen.add(claim)
    assert len(chosen) == 1  # a decision, not the equilibrium's mix of fifteen
    assert len(table.announce[START][0]) > 1


@pytest.mark.parametrize(("claims", "expected"), [("bluffer", DOUBT), ("truthful", BELIEVE)])
def test_hard_answers_a_read_opponent_where_the_equilibrium_is_indifferent(
    claims: str, expected: Any,
) -> None:
    # a first claim of 63: the equilibrium believes it 7 times in 12, and both
    # answers are worth the same against an equilibrium announcer
    stage, claim = START, rank_of(63)
    pair = safe.answer_values("exact", "win")[stage][claim]
    assert pair is not None and pair[0] == pytest.approx(pair[1], abs=1e-9)
    for i in range(10):
        game = _opening([(3, 1), (4, 2)])
        game.apply(Announce(63))
        bot = HardBot(claim_prior={claims: 1.0}, doubt_prior={"odds": 1.0})
        assert bot.choose(game.view(1), game.legal_actions(), random.Random(i)) == expected


def test_hard_never_pays_against_the_equilibrium_without_a_gift() -> None:
    # an unsafe claim (it costs against an equilibrium receiver) is refused
    # whatever the belief says, until the opponent has given as much away
    options = [0, 1]
    eq_mix = ((0, 1.0),)
    eq_value = [0.5, 0.4]  # option 1 costs 0.1 against the equilibrium
    style_values = [[0.5, 0.9]]  # the one reading: option 1 wins much more
    assert safe.choose(options, eq_mix, eq_value, style_values, [1.0], [True], 0.0) is None
    choice = safe.choose(options, eq_mix, eq_value, style_values, [1.0], [True], 0.1)
    assert choice is not None and choice.action == 1 and choice.cost == pytest.approx(0.1)


def test_caution_keeps_the_mix_where_the_readings_disagree() -> None:
    # two equally likely readings: option 1 gains 0.1 against one, loses 0.06
    # against the other; a plain average would take it, loss-aversion does not
    options = [0, 1]
    eq_mix = ((0, 1.0),)
    eq_value = [0.5, 0.5]
    style_values = [[0.5, 0.6], [0.5, 0.44]]
    weights = [0.5, 0.5]
    assert safe.choose(options, eq_mix, eq_value, style_values, weights, [True, True], 0.0,
                       caution=0.0) == safe.Choice(1, 0.0)
    assert safe.choose(options, eq_mix, eq_value, style_values, weights, [True, True], 0.0,
                       caution=2.0) is None


def test_an_opponent_doubting_what_the_equilibrium_believes_gives_the_bot_a_budget() -> None:
    # holding 52 at the start the equilibrium says 52, and against that a doubt
    # is worth 0.219 less than believing: when the opponent doubts anyway, that
    # much is what the bot may later spend against an equilibrium player
    pair = safe.answer_values("exact", "win")[START][rank_of(52)]
    assert pair is not None
    given = pair[0] - pair[1]
    assert given == pytest.approx(0.219, abs=1e-3)
    game = MachacekGame(players=2, rules=MachacekRules(games=2), rolls=[(5, 2), (4, 2)],
                        first_player=0)
    bot = HardBot(exploit=0.0)  # plays the equilibrium, so spends nothing
    assert bot.choose(game.view(0), game.legal_actions(), random.Random(1)) == Announce(52)
    game.apply(Announce(52))
    game.apply(DOUBT)  # true: the opponent loses and opens the next game
    game.apply(Announce(42))
    assert bot._budget.get(1, 0.0) == 0.0
    bot.choose(game.view(0), game.legal_actions(), random.Random(2))
    # the budget is kept in match value: the gift came in the first of two
    # games, level, where a win (1 - q: the other opens the last game) instead
    # of a loss (-(1 - q)) was worth 2 (1 - q), q the opener's chance; in the
    # last game, one game up, winning instead of losing is worth 1 (won, not drawn)
    q = load("exact", "win").value[START]
    assert bot._budget[1] == pytest.approx(given * 2 * (1 - q))
    assert bot._budget_now(1) == pytest.approx(given * 2 * (1 - q))


def test_an_option_beyond_the_budget_is_weighed_by_the_trust_in_the_evidence() -> None:
    # option 1 costs 0.1 against the equilibrium and gains 0.3 under the
    # belief; with no budget it is refused at trust 0, taken at full trust,
    # and in between its excess counts (1 - trust) / trust times against the gain
    options = [0, 1]
    eq_mix = ((0, 1.0),)
    eq_value = [0.5, 0.4]
    style_values = [[0.5, 0.8]]
    args = (options, eq_mix, eq_value, style_values, [1.0], [True])
    assert safe.choose(*args, 0.0, trust=0.0) is None
    assert safe.choose(*args, 0.0, trust=1.0) == safe.Choice(1, pytest.approx(0.1))
    assert safe.choose(*args, 0.0, trust=0.3) == safe.Choice(1, pytest.approx(0.1))  # 0.3 > 0.233
    assert safe.choose(*args, 0.0, trust=0.2) is None  # 0.3 < 0.4
    # a budget of 0.08 leaves an excess of 0.02: at trust 0.1 it counts 0.18 < 0.3
    assert safe.choose(*args, 0.08, trust=0.1) == safe.Choice(1, pytest.approx(0.1))
    assert safe.choose(*args, 0.0, trust=0.1) is None  # 0.9 > 0.3


def test_trust_grows_with_the_evidence_against_an_equilibrium_player() -> None:
    # the equilibrium doubts a first 65 half the time, a suspicious player
    # always: each doubt of it makes the equilibrium twice as unlikely
    claim = rank_of(65)
    assert 1.0 - load("exact", "win").believe[START][claim] == pytest.approx(0.5, abs=1e-9)
    belief = Belief([styles.equilibrium(), styles.suspicious()], [0.5, 0.5])
    bot = HardBot(trust_from=5.0, trust_full=200.0)
    seen = []
    for _ in range(8):
        seen.append(bot._trust(belief))
        belief.saw_answer(START, claim, doubted=True)
    seen.append(bot._trust(belief))
    # ratios 1, 2, 4 (below 5), then 8 ... 128, then 256 (beyond 200)
    expected = [min(1.0, max(0.0, math.log(2 ** k / 5) / math.log(40))) for k in range(9)]
    assert seen == pytest.approx(expected)
    assert seen[:3] == [0.0, 0.0, 0.0] and 0 < seen[3] < seen[7] < 1 and seen[8] == 1.0
    # without an equilibrium reading there is nothing to measure against
    assert bot._trust(Belief([styles.suspicious()], [1.0])) == 0.0
    with pytest.raises(ValueError, match="trust ratios"):
        HardBot(trust_from=200.0, trust_full=5.0)


def test_the_stake_of_a_game_follows_the_score_and_the_games_left() -> None:
    q = 0.6  # the opener's chance (the loser opens the next game)
    assert safe.stake(1, 0, q) == 2.0  # last game, level: won instead of lost
    assert safe.stake(1, -1, q) == 1.0  # one down: drawn instead of lost
    assert safe.stake(1, 1, q) == 1.0
    assert safe.stake(1, 2, q) == safe.stake(1, -3, q) == 0.0  # decided
    assert safe.stake(3, 4, q) == safe.stake(3, -4, q) == 0.0  # decided with 3 to play
    # two up, two to play: a win decides it; a loss leaves one up, opening the last
    # game, which then ends won (q) or drawn
    assert safe.stake(2, 2, q) == pytest.approx(1.0 - q)
    assert safe.stake(0, 0, q) == 0.0
    assert safe.match_value(0, -2, True, q) == -1.0


def _decided_match(games: int) -> MachacekGame:
    """Seat 0 wins the first two games; seat 1 opens the third holding 32."""
    game = MachacekGame(players=2, rules=MachacekRules(games=games),
                        rolls=[(3, 1), (4, 2), (3, 2)], first_player=0)
    game.apply(Announce(31))
    game.apply(DOUBT)  # true: seat 1 loses and opens
    game.apply(Announce(65))
    game.apply(DOUBT)  # a bluff: seat 1 loses again and opens game 3
    return game


def test_a_decided_match_frees_the_bot_from_its_budget() -> None:
    # against a reading that doubts everything the truth always wins, but a
    # first 32 costs against an equilibrium receiver (it believes it and beats
    # it easily): while the match is open the bot keeps to the equilibrium's
    # claims; two games down with one to play, nothing it does changes the
    # match, and it tells the truth
    cost = max(safe.claim_values("exact", "win")[START][rank_of(32)]) - (
        safe.claim_values("exact", "win")[START][rank_of(32)][rank_of(32)])
    assert cost == pytest.approx(0.0356, abs=1e-4)  # of a game
    for games, expected in ((10, False), (3, True)):
        for i in range(5):
            game = _decided_match(games)
            bot = HardBot(claim_prior={"truthful": 1.0}, doubt_prior={"always": 1.0})
            action = bot.choose(game.view(1), game.legal_actions(), random.Random(i))
            assert (action == Announce(32)) is expected, (games, i, action)
            assert bot._stake == (0.0 if expected else pytest.approx(bot._stake_of(game.view(1))))
            assert (bot._budget_now(1) == math.inf) is expected
    assert HardBot(score=False)._stake_of(_decided_match(3).view(1)) == 1.0


def test_belief_evidence_is_the_likelihood_without_the_prior() -> None:
    kinds = [styles.truthful(), styles.combined("random", "half")]
    belief = Belief(kinds, [0.9, 0.1])
    belief.saw_claim(START, rank_of(42))  # truthful: a roll of 42; random: 1 of 21
    belief.saw_answer(START, rank_of(31), doubted=False)  # odds: never doubts 31; random: half
    assert belief.evidence() == pytest.approx(
        [math.log(PROB[rank_of(42)]), math.log(1 / N) + math.log(0.5)])


def test_random_play_counts_until_a_likelihood_ratio_test_rejects_it() -> None:
    # the null reading is held at NULL_WEIGHT while the likeliest reading explains
    # the moves less than NULL_RATIO (20) times better; each believed 31 is twice
    # as likely from an odds player (never doubts it) as from a random one
    bot = HardBot()
    kinds = [styles.truthful(), styles.combined("random", "half")]
    belief = Belief(kinds, [0.97, 0.03])
    assert bot._answer_weights(belief) == pytest.approx([0.97, hard_module.NULL_WEIGHT])
    for _ in range(4):  # 2**4 = 16 to 1: not yet rejected
        belief.saw_answer(START, rank_of(31), doubted=False)
    assert bot._answer_weights(belief)[1] == hard_module.NULL_WEIGHT
    belief.saw_answer(START, rank_of(31), doubted=False)  # 32 to 1: rejected
    assert bot._answer_weights(belief) == belief.weights()
    assert belief.weights()[1] < 0.002
    assert HardBot(null_weight=0.0)._answer_weights(Belief(kinds, [0.97, 0.03])) == (
        pytest.approx([0.97, 0.03]))
    with pytest.raises(ValueError, match="likelihood ratio"):
        HardBot(null_ratio=0.5)


def test_a_first_claim_read_from_the_prior_alone_keeps_the_equilibrium_mix() -> None:
    # a first claim of 64: against an equilibrium announcer believing and doubting
    # are worth the same (so either keeps the equilibrium's value); the honest
    # openers of the prior would make the bot believe it every time, but from a
    # random player a first 64 is a bluff 34 times in 36 — one claim cannot tell
    # them apart, so the bot keeps the equilibrium's mix of both answers
    pair = safe.answer_values("exact", "win")[START][rank_of(64)]
    assert pair is not None and pair[0] == pytest.approx(pair[1], abs=1e-9)
    answers: dict[float, set[Any]] = {0.0: set(), hard_module.NULL_WEIGHT: set()}
    for null_weight, seen in answers.items():
        for i in range(12):
            game = _opening([(3, 1), (4, 2)])
            game.apply(Announce(64))
            bot = HardBot(null_weight=null_weight)
            seen.add(bot.choose(game.view(1), game.legal_actions(), random.Random(i)))
    assert answers[0.0] == {BELIEVE}
    assert answers[hard_module.NULL_WEIGHT] == {BELIEVE, DOUBT}


def test_one_hard_instance_starts_afresh_in_a_new_game() -> None:
    """What it learnt about seat 1 in one game is not applied to whoever sits
    there (or anywhere) in the next."""
    hard = HardBot()
    first = MachacekGame(players=2, rules=MachacekRules(games=6), seed=5)
    play_game(first, [hard, make_fixed("always-bluff")], [random.Random(1), random.Random(2)])
    learnt = hard._beliefs[1].weights()
    second = _opening([(3, 1), (4, 2)])  # a new match; now the bot sits in seat 1
    second.apply(Announce(42))
    fresh = HardBot()
    view = second.view(1)
    assert hard.choose(view, second.legal_actions(), random.Random(3)) == fresh.choose(
        view, second.legal_actions(), random.Random(3))
    assert set(hard._beliefs) == {0}
    prior = fresh._beliefs[0].weights()
    assert hard._beliefs[0].weights() == prior
    assert max(abs(a - b) for a, b in zip(learnt, prior, strict=True)) > 0.05  # it had learnt


def test_one_hard_instance_keeps_its_reading_through_a_match() -> None:
    hard = HardBot()
    game = MachacekGame(players=2, rules=MachacekRules(games=8), seed=9)
    resets = 0
    original = hard._reset

    def counting() -> None:
        nonlocal resets
        resets += 1
        original()

    hard._reset = counting  # type: ignore[method-assign]
    play_game(game, [make_fixed("credulous"), hard], [random.Random(4), random.Random(5)])
    assert resets == 1  # at its first decision only
