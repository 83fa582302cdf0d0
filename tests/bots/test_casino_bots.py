"""Royal Casino bots: honesty, legality, determinism, and the parts they reason with.

Strength is measured by the arena (docs/bots/results_casino.md), not here.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Iterator, Sequence
from math import comb

import pytest

from tablegames_qt.bots.casino import BOT_NAMES, LEVEL_INFO, EasyBot, HardBot, NormalBot
from tablegames_qt.bots.casino.easy import sees
from tablegames_qt.bots.casino.groups import capture_masks
from tablegames_qt.bots.casino.knowledge import (
    holding_chances,
    required_values,
    sample_hidden,
    unseen_cards,
)
from tablegames_qt.bots.casino.playout import ExactSearch, Greedy
from tablegames_qt.bots.casino.sim import SimDeal
from tablegames_qt.bots.casino.tactics import Tactics, best_takes
from tablegames_qt.bots.casino.values import (
    DEAL_POINTS,
    GAME_POINTS,
    Stakes,
    deal_points,
    final_value,
    majority_balance,
    sweep_points,
)
from tablegames_qt.bots.random_bot import RandomBot
from tablegames_qt.engine.casino import (
    Card,
    CasinoGame,
    CasinoRules,
    CasinoView,
    Play,
    count_deal,
    full_deck,
    parse_card,
    split_into_groups,
)
from tablegames_qt.engine.casino.moves import CAPTURE, TRAIL, Item, Position
from tablegames_qt.engine.core import IllegalAction
from tablegames_qt.games import make_bot

Bot = EasyBot | NormalBot | HardBot | RandomBot


def c(code: str) -> Card:
    return parse_card(code)


def shuffled_deck(seed: int, cards: int = 52) -> list[Card]:
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    return deck[:cards]


def new_bot(level: str, steady: bool = False) -> Bot:
    """A bot as the app makes it; ``steady`` turns off the hard bot's safety
    deadline, so a slow test machine cannot change its choices."""
    if steady and level == "hard":
        return HardBot(deadline_ms=None)
    bot = make_bot("casino", level)
    assert isinstance(bot, EasyBot | NormalBot | HardBot | RandomBot)
    return bot


def decisions(game: CasinoGame, bots: Sequence[Bot], rng_seed: int, deals: int = 1
              ) -> Iterator[tuple[int, CasinoView, list[Play], Play]]:
    """Play ``game`` with ``bots`` for ``deals`` deals, yielding every decision."""
    rngs = [random.Random(rng_seed * 10 + s) for s in range(game.players)]
    while not game.is_over() and game.view(0).deal_number <= deals:
        seat = game.current_player()
        assert seat is not None
        view = game.view(seat)
        legal = game.legal_actions()
        choice = bots[seat].choose(view, legal, rngs[seat])
        yield seat, view, legal, choice
        game.apply(choice)


# -- the bots' face in the app -------------------------------------------------------

def test_levels_have_names_and_personalities() -> None:
    assert set(LEVEL_INFO) == {"easy", "normal", "hard"}
    for name, line in LEVEL_INFO.values():
        assert name and line and line.endswith(".")
    assert len(BOT_NAMES) >= 3 and len(set(BOT_NAMES)) == len(BOT_NAMES)
    for level in ("easy", "normal", "hard"):
        assert new_bot(level).level == level


# -- legality and determinism --------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_and_normal_choose_legal_plays_in_whole_games(players: int) -> None:
    for seed in range(6 if players == 2 else 3):
        levels = ["normal", "easy", "random", "normal"][:players]
        levels = levels[seed % players:] + levels[:seed % players]
        game = CasinoGame(players=players, seed=1000 + seed)
        bots = [new_bot(level) for level in levels]
        count = 0
        for _, _, legal, choice in decisions(game, bots, seed, deals=99):
            assert choice in legal
            count += 1
        assert game.is_over() and count > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_chooses_legal_plays(players: int) -> None:
    # Short first deals (two hand-outs) keep the hard bot quick; the second,
    # full deal starts from whatever the first left.
    for seed in range(2):
        deck = shuffled_deck(seed + 50 * players, 4 + 8 * players)
        game = CasinoGame(players=players, seed=seed, deck=deck, dealer=seed % players)
        bots = [new_bot("hard" if s == seed % players else "normal") for s in range(players)]
        for _, _, legal, choice in decisions(game, bots, seed, deals=1):
            assert choice in legal


def test_every_level_repeats_itself_with_the_same_seed() -> None:
    for level in ("easy", "normal", "hard"):
        histories = []
        for _ in range(2):
            game = CasinoGame(players=2, seed=77, deck=shuffled_deck(77, 4 + 24), dealer=0)
            bots = [new_bot(level, steady=True), new_bot("normal")]
            histories.append([choice for _, _, _, choice in decisions(game, bots, 5)])
        assert histories[0] == histories[1]


def test_hard_takes_a_play_on_a_crowded_table() -> None:
    # Seven more loose cards on the opening table make thousands of builds:
    # the bots score a shortlist and still answer with one of the legal plays.
    game = CasinoGame(players=2, seed=3)
    view = game.view(game.current_player() or 0)
    seen = set(view.hand) | {x for x in view.table if isinstance(x, Card)}
    extra = [x for x in full_deck() if x not in seen and x.rank <= 7][:7]
    table: list[Item] = [*view.table, *extra]
    view = dataclasses.replace(view, table=tuple(table), deck_left=view.deck_left - len(extra))
    legal = Position(view.hand, table, view.seat, view.side_of).plays()
    assert len(legal) > 300
    for bot in (HardBot(), NormalBot(), EasyBot()):
        assert bot.choose(view, legal, random.Random(1)) in legal


# -- honesty: hidden cards do not change a choice -------------------------------------

def _reshuffled_hidden(game: CasinoGame, deck: Sequence[Card], seat: int, rng: random.Random
                       ) -> CasinoGame | None:
    """The same game replayed from a deck in which every card ``seat``
    cannot see (other hands, undealt) is permuted among their places; only
    permutations under which the past plays stay legal and every build's
    owner still holds its value are kept."""
    view = game.view(seat)
    hidden = set(unseen_cards(view))
    places = [i for i, x in enumerate(deck) if x in hidden]
    need = required_values(view)
    for _ in range(100):
        cards = [deck[i] for i in places]
        rng.shuffle(cards)
        if cards == [deck[i] for i in places]:
            continue
        new = list(deck)
        for i, x in zip(places, cards, strict=True):
            new[i] = x
        other = CasinoGame(players=game.players, seed=game.seed, deck=new, dealer=0)
        try:
            for play in game.history:
                other.apply(play)
        except IllegalAction:
            continue
        if all(values <= {14 if x.rank == 1 else x.rank for x in other.view(owner).hand}
               for owner, values in need.items()):
            return other
    return None


@pytest.mark.parametrize(("level", "players", "positions"),
                         [("easy", 2, 12), ("normal", 2, 12), ("normal", 4, 8), ("hard", 2, 6),
                          ("hard", 3, 3)])
def test_a_choice_does_not_depend_on_hidden_cards(level: str, players: int, positions: int) -> None:
    rng = random.Random(players * 31 + len(level))
    checked = 0
    for seed in itertools.count(1):
        if checked >= positions:
            break
        deck = shuffled_deck(seed + 200)
        game = CasinoGame(players=players, seed=seed, deck=deck, dealer=0)
        bots = [new_bot("normal") for _ in range(players)]
        # advance to a position some plays into the deal
        steps = rng.randrange(1, 4 * players * 3)
        for _ in range(steps):
            game.apply(bots[game.current_player() or 0].choose(
                game.view(game.current_player() or 0), game.legal_actions(), random.Random(seed)))
        seat = game.current_player()
        assert seat is not None
        other = _reshuffled_hidden(game, deck, seat, rng)
        if other is None:
            continue
        assert other.view(seat) == game.view(seat)
        assert any(other.view(s).hand != game.view(s).hand for s in range(players) if s != seat) or \
            other.undealt_cards() != game.undealt_cards()
        first = new_bot(level, steady=True).choose(game.view(seat), game.legal_actions(),
                                                   random.Random(seed))
        second = new_bot(level, steady=True).choose(other.view(seat), other.legal_actions(),
                                                    random.Random(seed))
        assert first == second
        checked += 1


# -- the simulated deal plays as the engine does ---------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulated_deal_follows_the_engine(players: int) -> None:
    for seed in range(3):
        deck = shuffled_deck(seed + 10 * players)
        game = CasinoGame(players=players, seed=seed, deck=deck, dealer=seed % players)
        bots = [new_bot("normal") for _ in range(players)]
        rng = random.Random(seed)
        start = random.Random(seed).randrange(0, 20)
        for _ in range(start):
            mover = game.current_player() or 0
            game.apply(bots[mover].choose(game.view(mover), game.legal_actions(), rng))
        view = game.view(game.current_player() or 0)
        hands = [game.view(s).hand for s in range(players)]
        sim = SimDeal.from_view(view, hands, deck[52 - view.deck_left:])
        while True:
            turn = game.current_player()
            assert turn is not None and turn == sim.current
            play = bots[turn].choose(game.view(turn), game.legal_actions(), rng)
            swept = sim.apply(play)
            events = game.apply(play)
            assert swept == any(e.kind == "sweep" for e in events)
            ends = [e for e in events if e.kind == "deal_end"]
            if ends:
                result = ends[0].data["result"]
                assert sim.done
                assert [sorted(p) for p in sim.captured] == [sorted(p) for p in ends[0].data["captured"]]
                stakes = Stakes.of(sim, 0)
                assert deal_points(sim, stakes.barred) == list(result.points)
                break
            assert not sim.done
            for seat in range(players):
                assert tuple(sim.hands[seat]) == game.view(seat).hand
            assert sim.table == list(game.view(0).table)
            assert sim.cards == [len(p) for p in game.view(0).captured]
            assert sim.sweeps == list(game.view(0).sweeps)


# -- counting --------------------------------------------------------------------------

def test_majority_balance_is_symmetric_monotone_and_exact_when_decided() -> None:
    for r in range(0, 30):
        previous = -1.0
        for d in range(-30, 31):
            if (d + r) % 2:  # cards: the difference has the parity of what is left
                continue
            b = majority_balance(d, r, 1.4)
            assert -1.0 <= b <= 1.0
            assert b == pytest.approx(-majority_balance(-d, r, 1.4))
            assert b >= previous - 1e-12
            previous = b
            if d - r > 0:
                assert b == 1.0
            if d + r < 0:
                assert b == -1.0
    assert majority_balance(0, 0, 1.4) == 0.0


def test_sweep_points_cancel_and_respect_the_bar() -> None:
    assert sweep_points([3, 1], [False, False]) == [2, 0]
    assert sweep_points([1, 3], [False, True]) == [0, 0]
    assert sweep_points([2, 2], [False, False]) == [0, 0]
    assert sweep_points([4, 1, 3], [False, False, False]) == [1, 0, 0]
    assert sweep_points([4, 4, 3], [False, False, False]) == [0, 0, 0]


@pytest.mark.parametrize("sides", [2, 3])
def test_deal_points_and_final_value_agree_with_the_engine_count(sides: int) -> None:
    rng = random.Random(sides)
    for trial in range(300):
        deck = full_deck()
        rng.shuffle(deck)
        cuts = sorted(rng.sample(range(1, 52), sides - 1))
        piles = [deck[a:b] for a, b in zip([0, *cuts], [*cuts, 52], strict=True)]
        sweeps = [rng.randrange(4) for _ in range(sides)]
        scores = [rng.choice([0, 5, 12, 17, 18, 19, 20]) for _ in range(sides)]
        if trial % 3 == 0:
            scores = [0] * sides
        players = sides
        sim = SimDeal(players, range(players), 0, [[] for _ in range(players)], [], [],
                      piles, sweeps, 0, 0, scores, CasinoRules(), False)
        sim.done = True
        result = count_deal(piles, sweeps, scores)
        stakes = Stakes.of(sim, 0)
        assert deal_points(sim, stakes.barred) == list(result.points)
        value = final_value(sim, stakes)
        diff = result.points[0] - max(result.points[1:])
        bonus = 0 if result.winner is None else (GAME_POINTS if result.winner == 0 else -GAME_POINTS)
        ahead = 0 if diff == 0 else (DEAL_POINTS if diff > 0 else -DEAL_POINTS)
        assert value == pytest.approx(diff + ahead + bonus)


def test_stakes_weigh_the_condition_card_as_the_game() -> None:
    plain = Stakes([0, 0], 0, CasinoRules(), False)
    at19 = Stakes([19, 3], 0, CasinoRules(), False)
    cards = [0, 0]
    spades = [0, 0]
    big = (10 - 1) * 4 + 3
    assert at19.weights(cards, spades)[big] > plain.weights(cards, spades)[big] + 5
    assert at19.barred == (True, False)


# -- card counting ---------------------------------------------------------------------

def _scripted(players: int, hands: Sequence[Sequence[str]], table: Sequence[str], dealer: int = 1
              ) -> CasinoGame:
    first = (dealer + 1) % players
    order: list[Card] = []
    for k in range(players):
        order += [c(x) for x in hands[(first + k) % players]]
    order += [c(x) for x in table]
    used = set(order)
    order += [x for x in full_deck() if x not in used]
    return CasinoGame(players=players, deck=order, dealer=dealer, seed=1)


def test_unseen_cards_are_the_other_hands_and_the_deck() -> None:
    game = _scripted(2, [["5S", "9H", "KD", "2C"], ["4H", "4C", "JS", "QD"]], ["9D", "3S", "6C", "AH"])
    view = game.view(0)
    unseen = unseen_cards(view)
    assert len(unseen) == 52 - 8
    assert set(unseen) == set(game.view(1).hand) | set(game.undealt_cards())


def test_holding_chances_match_counting_hands() -> None:
    game = _scripted(2, [["5S", "9H", "KD", "2C"], ["4H", "4C", "JS", "QD"]], ["9D", "3S", "6C", "AH"])
    view = game.view(0)
    chances = holding_chances(view, 1)
    unseen = unseen_cards(view)
    u = len(unseen)
    for v, n in ((4, 4), (9, 2), (14, 3), (13, 3)):
        assert chances[v] == pytest.approx(1 - comb(u - n, 4) / comb(u, 4))


def test_a_build_owner_is_known_to_hold_its_value() -> None:
    # Seat 0 builds 9 (3 + 6) holding a second 9; seat 1 then looks at it.
    game = _scripted(2, [["3H", "9S", "KD", "2C"], ["4H", "4C", "JS", "QD"]], ["6D", "8S", "10C", "AH"])
    build = next(p for p in game.legal_actions() if p.kind == "build" and p.value == 9)
    game.apply(build)
    view = game.view(1)
    assert required_values(view) == {0: {9}}
    assert holding_chances(view, 0)[9] == 1.0
    rng = random.Random(4)
    unseen = set(unseen_cards(view))
    for _ in range(200):
        hands, deck = sample_hidden(view, rng)
        assert hands[1] == list(view.hand)
        assert len(hands[0]) == 3
        assert any(x.rank == 9 for x in hands[0])
        assert sorted(hands[0] + deck) == sorted(unseen)


def test_capture_masks_are_the_legal_takes_of_each_value() -> None:
    rng = random.Random(8)
    for _ in range(150):
        ranks = tuple(sorted(rng.randint(1, 13) for _ in range(rng.randint(1, 6))))
        masks = capture_masks(ranks)
        for v in range(2, 15):
            need = 1 if v == 14 else v
            expected = set()
            for m in range(1, 1 << len(ranks)):
                chosen = [ranks[i] for i in range(len(ranks)) if m >> i & 1]
                if any(ranks[i] == need and not m >> i & 1 for i in range(len(ranks))):
                    continue
                if split_into_groups(chosen, v) is not None:
                    expected.add(m)
            assert set(masks[v]) == expected, (ranks, v)
            assert bool(masks[0][0] >> v & 1) == bool(expected)


# -- the greedy score ---------------------------------------------------------------------

def _tactics(chances: dict[int, float], weights: Sequence[float] | None = None) -> Tactics:
    w = list(weights) if weights is not None else [0.2] * 52
    odds = [0.0] * 15
    for v, p in chances.items():
        odds[v] = p
    return Tactics(w, 1.0, -1.0, odds, [0.2] * 15)


def test_threat_takes_the_best_capture_and_the_sweep() -> None:
    table: list[Item] = [c("5H"), c("4C"), c("9D")]
    weights = [0.2] * 52
    takes = best_takes(table, weights, [(9, 1.0, 0.0)], 1.0)
    # a 9 must take the loose 9 and may take 5 + 4 with it: the whole table, a sweep
    assert len(takes) == 1
    assert takes[0][0] == pytest.approx(0.6 + 1.0) and takes[0][1] == 1.0
    assert best_takes(table, weights, [(7, 1.0, 0.0)], 1.0) == []
    tactics = _tactics({9: 0.5, 4: 0.5})
    assert 0.0 < tactics.threat(table) < 1.6


def test_easy_sees_pairs_builds_and_two_card_sums_only() -> None:
    table: list[Item] = [c("9D"), c("5S"), c("4H"), c("2C"), c("3D")]
    hand = (c("9S"), c("KC"))
    plays = Position(hand, table).plays()

    def takes(card: str, only_seen: bool) -> set[frozenset[Card]]:
        return {frozenset(p.cards_taken) for p in plays
                if p.kind == CAPTURE and p.card == c(card) and (sees(p) or not only_seen)}

    # the nine: its pair alone, or with 5+4 (restriction 3 keeps the 9♦ in every take)
    assert takes("9S", True) == {frozenset({c("9D")}), frozenset({c("9D"), c("5S"), c("4H")})}
    # 2+3+4 = 9 is a longer sum: legal, but not seen
    assert frozenset({c("9D"), c("2C"), c("3D"), c("4H")}) in takes("9S", False)
    # the king: 9+4 = 13, a two-card sum, is seen
    assert takes("KC", True) == {frozenset({c("9D"), c("4H")})}
    # of what it sees it takes the most cards
    view = CasinoGame(players=2, seed=1).view(0)
    choice = EasyBot().choose(view, plays, random.Random(3))
    assert choice.kind == CAPTURE and set(choice.cards_taken) == {c("9D"), c("5S"), c("4H")}


def test_easy_trails_when_it_sees_no_capture() -> None:
    # The only capture is 2+3+4 = 9 with the nine: the beginner misses it and trails.
    table: list[Item] = [c("2C"), c("3D"), c("4H")]
    hand = (c("9S"), c("KC"))
    plays = Position(hand, table).plays()
    assert any(p.kind == CAPTURE for p in plays)
    view = CasinoGame(players=2, seed=1).view(0)
    choices = {EasyBot().choose(view, plays, random.Random(seed)).kind for seed in range(20)}
    assert choices == {TRAIL}


def test_greedy_trails_what_the_next_player_cannot_take() -> None:
    # Empty table: trailing the king the next player surely lacks beats
    # trailing the five it surely holds (that would be a sweep).
    tactics = _tactics({5: 1.0})
    hand = (c("KS"), c("5C"))
    king = Play(c("KS"), TRAIL)
    five = Play(c("5C"), TRAIL)
    assert tactics.score(king, [], hand) > tactics.score(five, [], hand)
    assert tactics.best([five, king], [], hand) == king


def test_greedy_prefers_the_capture_with_big_casino() -> None:
    weights = [0.2] * 52
    weights[(10 - 1) * 4 + 3] = 2.2
    tactics = _tactics({}, weights)
    table: list[Item] = [c("10D"), c("6S"), c("4H")]
    hand = (c("10S"),)
    position = Position(hand, table)
    plays = [p for p in position.plays() if p.kind == CAPTURE]
    best = tactics.best(plays, table, hand)
    assert c("10D") in best.taken


def test_a_build_is_worth_less_when_the_next_player_likely_holds_its_value() -> None:
    table: list[Item] = [c("6D"), c("KS")]
    hand = (c("3H"), c("9S"), c("JC"))
    build = next(p for p in Position(hand, table).plays() if p.kind == "build" and p.value == 9)
    safe = _tactics({13: 0.3})
    risky = _tactics({9: 0.95, 13: 0.3})
    assert safe.score(build, table, hand) > risky.score(build, table, hand) + 0.2


# -- exact endgame --------------------------------------------------------------------

def _minimax(sim: SimDeal, stakes: Stakes) -> float:
    if sim.done:
        return final_value(sim, stakes)
    values = []
    for play in sim.position().plays():
        child = sim.copy()
        child.apply(play)
        values.append(_minimax(child, stakes))
    mine = sim.side_of[sim.current] == stakes.me
    return max(values) if mine else min(values)


def test_exact_search_agrees_with_plain_minimax() -> None:
    rng = random.Random(12)
    for trial in range(12):
        deck = full_deck()
        rng.shuffle(deck)
        n = rng.choice([2, 3])
        hands = [deck[:n], deck[n:2 * n]]
        table: list[Item] = list(deck[2 * n: 2 * n + rng.randint(1, 5)])
        rest = deck[2 * n + len(table):]
        captured = [rest[:20], rest[20:40]]
        sim = SimDeal(2, (0, 1), 1, hands, table, [], captured, [0, 0], 1, 0, [0, 0],
                      CasinoRules(), False)
        stakes = Stakes.of(sim, 0)
        search = ExactSearch(stakes, Greedy(sim, stakes))
        plays = sim.position().plays()
        best, value = search.best(sim, plays)
        assert value == pytest.approx(_minimax(sim, stakes)), trial
        child = sim.copy()
        child.apply(best)
        assert _minimax(child, stakes) == pytest.approx(value)


def test_hard_takes_the_last_capture_of_a_deal() -> None:
    # Last hand-out, one card each.  Seat 0 plays first and the opponent made
    # the last capture.  Capturing 4 + 5 with the 9 makes seat 0 the last
    # capturer, so the rest of the table (10♦, an ace) is its own; the 8 of
    # the opponent takes nothing.
    hands = [[c("9S")], [c("8H")]]
    table: list[Item] = [c("4D"), c("5C"), c("10D"), c("AS"), c("QH")]
    used = {x for h in hands for x in h} | set(table)
    rest = [x for x in full_deck() if x not in used]
    sim = SimDeal(2, (0, 1), 1, hands, table, [], [rest[:22], rest[22:]], [0, 0], 1, 0,
                  [0, 0], CasinoRules(), False)
    stakes = Stakes.of(sim, 0)
    search = ExactSearch(stakes, Greedy(sim, stakes))
    plays = sim.position().plays()
    best, value = search.best(sim, plays)
    assert best.kind == CAPTURE and best.card == c("9S")
    values = dict(zip(plays, search.values(sim, plays), strict=True))
    assert value == max(values.values())
    # 10♦ (2), the ace and the cards' lead swing by far more than 2 points
    assert value > max(v for p, v in values.items() if p != best) + 2


def test_the_greedy_model_predicts_the_normal_bot_and_not_a_random_one() -> None:
    # Checked on every last hand-out, when the other hand is known after the fact.
    fits = {}
    for other in ("normal", "random"):
        hard = HardBot(rollouts=8, deadline_ms=None)
        game = CasinoGame(players=2, seed=21)
        bots = [hard, new_bot(other)]
        for _ in decisions(game, bots, 3, deals=3):
            pass
        assert hard.model_checks >= 6
        fits[other] = hard.model_hits / hard.model_checks
    assert fits["normal"] == 1.0
    assert fits["random"] < 0.85


# -- sanity of strength -------------------------------------------------------------------

def _deal_points(levels: Sequence[str], seeds: range, hand_outs: int = 6) -> list[int]:
    totals = [0, 0]
    for seed in seeds:
        for swap in (0, 1):
            order = list(levels) if not swap else list(reversed(levels))
            deck = shuffled_deck(seed + 900, 4 + 8 * hand_outs)
            game = CasinoGame(players=2, seed=seed, deck=deck, dealer=0)
            bots = [new_bot(level) for level in order]
            for _ in decisions(game, bots, seed):
                pass
            result = game.view(0).last_deal
            assert result is not None
            for seat in range(2):
                totals[seat ^ swap] += result.points[seat]
    return totals


def test_normal_beats_random_and_easy_by_a_wide_margin() -> None:
    normal, rand = _deal_points(["normal", "random"], range(15))
    assert normal > 2 * rand
    normal, easy = _deal_points(["normal", "easy"], range(15))
    assert normal > easy


def test_hard_beats_random_by_a_wide_margin() -> None:
    hard, rand = _deal_points(["hard", "random"], range(6), hand_outs=2)
    assert hard > 2 * rand
