"""Counting a Royal Casino deal: the items, sweeps, the 18/19/20 conditions and the road to 21."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablegames_qt.engine.casino.cards import (
    BIG_CASINO,
    LITTLE_CASINO,
    Card,
    CasinoRules,
    full_deck,
)
from tablegames_qt.engine.casino.scoring import DealResult, ScoreItem, count_deal

AS, AC, AH, AD = Card(1, "S"), Card(1, "C"), Card(1, "H"), Card(1, "D")
SCORING_CARDS = (BIG_CASINO, LITTLE_CASINO, AS, AC, AH, AD)
KINDS_IN_ORDER = (
    "cards", "spades", "big_casino", "little_casino", "ace", "ace", "ace", "ace", "sweeps",
)


def captures(
    counts: Sequence[int],
    spades: Sequence[int],
    owners: Mapping[Card, int | None],
) -> list[list[Card]]:
    """Per side a pile with exactly ``counts[i]`` cards and ``spades[i]`` spades,
    the scoring cards going to ``owners`` (missing or None: nobody took it)."""
    piles: list[list[Card]] = [[] for _ in counts]
    for card in SCORING_CARDS:
        side = owners.get(card)
        if side is not None:
            piles[side].append(card)
    plain_spades = [c for c in full_deck() if c.suit == "S" and c not in SCORING_CARDS]
    plain_others = [c for c in full_deck() if c.suit != "S" and c not in SCORING_CARDS]
    for side, pile in enumerate(piles):
        while sum(c.suit == "S" for c in pile) < spades[side]:
            assert plain_spades, "only 11 spades besides 2♠ and A♠"
            pile.append(plain_spades.pop())
    for side, pile in enumerate(piles):
        while len(pile) < counts[side]:
            assert plain_others, "not enough cards left for these counts"
            pile.append(plain_others.pop())
    for side, pile in enumerate(piles):  # the helper itself must not lie
        assert len(pile) == counts[side]
        assert sum(c.suit == "S" for c in pile) == spades[side]
    return piles


def two_sides(
    a_cards: int = 27,
    a_spades: int = 7,
    owners: Mapping[Card, int | None] | None = None,
) -> list[list[Card]]:
    """All 52 cards split between two sides; by default A takes 10♦ and two aces, B 2♠ and two."""
    if owners is None:
        owners = {BIG_CASINO: 0, LITTLE_CASINO: 1, AS: 0, AC: 1, AH: 0, AD: 1}
    return captures([a_cards, 52 - a_cards], [a_spades, 13 - a_spades], owners)


def item(result: DealResult, kind: str, card: Card | None = None) -> ScoreItem:
    (found,) = [i for i in result.items if i.kind == kind and (card is None or i.card == card)]
    return found


# -- the worked example ---------------------------------------------------------------------


def test_worked_example_two_player_deal() -> None:
    # A: 30 cards, 8 spades, 10♦, A♠, A♥, 2 sweeps; B: 22 cards, 5 spades, 2♠, A♣, A♦, 1 sweep.
    piles = captures(
        [30, 22], [8, 5], {BIG_CASINO: 0, AS: 0, AH: 0, LITTLE_CASINO: 1, AC: 1, AD: 1}
    )
    result = count_deal(piles, [2, 1], [0, 0])

    assert result.points == (3 + 1 + 2 + 1 + 1 + 1, 1 + 1 + 1)
    assert result.points == (9, 3)
    assert [i.kind for i in result.items] == list(KINDS_IN_ORDER)
    assert [(i.side, i.points) for i in result.items] == [
        (0, 3), (0, 1), (0, 2), (1, 1), (0, 1), (1, 1), (0, 1), (1, 1), (0, 1),
    ]
    assert item(result, "cards").counts == (30, 22)
    assert item(result, "spades").counts == (8, 5)
    assert item(result, "sweeps").counts == (2, 1)
    assert [i.card for i in result.items] == [
        None, None, BIG_CASINO, LITTLE_CASINO, AS, AC, AH, AD, None,
    ]
    assert result.totals == (9, 3)
    assert result.winner is None
    assert result.no_target is False
    assert result.conditions == (None, None)
    assert result.conditions_met == (False, False)
    assert result.goal_at == (None, None)


# -- each item and ties ---------------------------------------------------------------------


def test_most_cards_and_most_spades_score_for_the_strict_leader() -> None:
    result = count_deal(two_sides(a_cards=25, a_spades=7), [0, 0], [0, 0])
    assert (item(result, "cards").side, item(result, "cards").points) == (1, 3)
    assert (item(result, "spades").side, item(result, "spades").points) == (0, 1)


def test_tied_cards_and_spades_score_for_nobody() -> None:
    piles = captures([26, 26], [6, 7], {BIG_CASINO: 0, LITTLE_CASINO: 0, AS: 0, AC: 1, AH: 1, AD: 1})
    result = count_deal(piles, [0, 0], [0, 0])
    assert (item(result, "cards").side, item(result, "cards").points) == (None, 0)
    assert item(result, "cards").counts == (26, 26)
    assert item(result, "spades").side == 1
    # 2 + 1 + 1 for A, 1 (spades) + 3 aces for B; the 3 for cards goes to nobody.
    assert result.points == (4, 4)

    owners: dict[Card, int | None] = {BIG_CASINO: 0, LITTLE_CASINO: 1, AS: 0, AC: 1}
    piles = captures([24, 25], [6, 6], owners)
    result = count_deal(piles, [0, 0], [0, 0])
    assert (item(result, "spades").side, item(result, "spades").points) == (None, 0)


def test_three_sides_tie_at_the_top_scores_nobody_but_a_strict_leader_scores() -> None:
    tie = captures([18, 18, 10], [5, 5, 1], {})
    result = count_deal(tie, [0, 0, 0], [0, 0, 0])
    assert item(result, "cards").side is None
    assert item(result, "spades").side is None

    lead = captures([17, 15, 14], [3, 3, 5], {})
    result = count_deal(lead, [0, 0, 0], [0, 0, 0])
    assert item(result, "cards").side == 0
    assert item(result, "spades").side == 2


def test_casinos_and_aces_score_for_whoever_took_them_in_suit_order() -> None:
    owners: dict[Card, int | None] = {
        BIG_CASINO: 2, LITTLE_CASINO: 1, AS: 1, AC: 2, AH: 0, AD: 2,
    }
    piles = captures([18, 17, 17], [4, 4, 5], owners)
    result = count_deal(piles, [0, 0, 0], [0, 0, 0])
    assert (item(result, "big_casino").side, item(result, "big_casino").points) == (2, 2)
    assert (item(result, "little_casino").side, item(result, "little_casino").points) == (1, 1)
    aces = [i for i in result.items if i.kind == "ace"]
    assert [(i.card, i.side, i.points) for i in aces] == [
        (AS, 1, 1), (AC, 2, 1), (AH, 0, 1), (AD, 2, 1),
    ]
    # A: cards 3 + ace 1; B: little casino + ace; C: spades + big casino + 2 aces.
    assert result.points == (4, 2, 5)


def test_a_card_nobody_captured_scores_for_nobody() -> None:
    piles = captures([10, 8], [2, 1], {AS: 0})
    result = count_deal(piles, [0, 0], [0, 0])
    assert item(result, "big_casino").side is None
    assert item(result, "big_casino").points == 0
    assert item(result, "ace", AD).side is None
    assert result.points == (3 + 1 + 1, 0)


# -- sweeps ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("made", "side", "net"),
    [((3, 1), 0, 2), ((1, 4), 1, 3), ((2, 2), None, 0), ((0, 0), None, 0), ((5, 0), 0, 5)],
)
def test_two_sides_sweeps_cancel_to_the_difference(
    made: tuple[int, int], side: int | None, net: int
) -> None:
    base = count_deal(two_sides(), [0, 0], [0, 0])
    result = count_deal(two_sides(), made, [0, 0])
    sweeps = item(result, "sweeps")
    assert (sweeps.side, sweeps.points, sweeps.counts) == (side, net, made)
    for s in (0, 1):
        assert result.points[s] == base.points[s] + (net if s == side else 0)


@pytest.mark.parametrize(
    ("made", "side", "net"),
    [
        ((3, 1, 2), 0, 1),  # to the next highest, not to the lowest
        ((0, 4, 0), 1, 4),
        ((3, 3, 1), None, 0),  # no strict leader
        ((1, 2, 5), 2, 3),
        ((2, 2, 2), None, 0),
    ],
)
def test_three_players_only_the_strict_leader_scores_sweeps(
    made: tuple[int, int, int], side: int | None, net: int
) -> None:
    piles = captures([17, 15, 14], [3, 3, 5], {})
    result = count_deal(piles, made, [0, 0, 0])
    sweeps = item(result, "sweeps")
    assert (sweeps.side, sweeps.points) == (side, net)
    assert result.points == tuple(
        (3 if s == 0 else 0) + (1 if s == 2 else 0) + (net if s == side else 0) for s in range(3)
    )


def test_a_side_above_18_scores_no_sweeps_but_still_cancels() -> None:
    # At 19 with more sweeps: nothing for anyone.
    result = count_deal(two_sides(), [3, 1], [19, 5])
    assert item(result, "sweeps").side is None
    assert item(result, "sweeps").points == 0
    assert result.sweeps_barred == (True, False)
    # At 20 with fewer sweeps: its sweep cancels one of the opponent's.
    result = count_deal(two_sides(), [1, 3], [20, 5])
    assert (item(result, "sweeps").side, item(result, "sweeps").points) == (1, 2)
    # Three players: the barred leader's sweeps cancel the runner-up's entirely.
    piles = captures([17, 15, 14], [3, 3, 5], {})
    result = count_deal(piles, [3, 2, 0], [19, 0, 0])
    assert item(result, "sweeps").side is None
    assert result.sweeps_barred == (True, False, False)


def test_a_side_at_18_still_scores_sweeps() -> None:
    result = count_deal(two_sides(a_cards=20), [2, 0], [18, 0])
    assert result.sweeps_barred == (False, False)
    assert (item(result, "sweeps").side, item(result, "sweeps").points) == (0, 2)


# -- the 18 / 19 / 20 conditions ------------------------------------------------------------

# Default split: A takes 10♦, A♠, A♥; B takes 2♠, A♣, A♦.


def test_at_18_most_cards_wins_at_once() -> None:
    result = count_deal(two_sides(a_cards=30, a_spades=3), [0, 0], [18, 0])
    assert result.conditions == ("most_cards", None)
    assert result.conditions_met == (True, False)
    assert result.winner == 0
    assert result.goal_at == (0, None)
    assert result.totals == (18 + 3 + 2 + 1 + 1, 0 + 1 + 1 + 1 + 1)


def test_at_18_without_most_cards_scores_but_stays_at_most_20() -> None:
    result = count_deal(two_sides(a_cards=20, a_spades=9), [0, 0], [18, 0])
    assert result.conditions_met == (False, False)
    assert result.winner is None
    assert result.points == (1 + 2 + 1 + 1, 3 + 1 + 1 + 1)
    assert result.totals == (20, 6)


def test_an_unmet_condition_below_the_cap_keeps_its_points() -> None:
    owners: dict[Card, int | None] = {BIG_CASINO: 1, LITTLE_CASINO: 1, AS: 1, AC: 1, AH: 1, AD: 0}
    result = count_deal(two_sides(a_cards=20, a_spades=3, owners=owners), [0, 0], [18, 0])
    assert result.points[0] == 1
    assert result.totals[0] == 19


def test_at_19_big_casino_wins() -> None:
    result = count_deal(two_sides(a_cards=20, a_spades=3), [0, 0], [19, 0])
    assert result.conditions == ("big_casino", None)
    assert result.conditions_met == (True, False)
    assert result.winner == 0
    assert result.goal_at == (2, None)
    assert result.totals == (19 + 2 + 1 + 1, 3 + 1 + 1 + 1 + 1)


def test_at_19_without_big_casino_stays_at_20() -> None:
    owners: dict[Card, int | None] = {BIG_CASINO: 1, LITTLE_CASINO: 0, AS: 0, AC: 0, AH: 0, AD: 0}
    result = count_deal(two_sides(a_cards=30, a_spades=9, owners=owners), [0, 0], [19, 0])
    assert result.conditions_met == (False, False)
    assert result.winner is None
    assert result.points[0] == 3 + 1 + 1 + 4
    assert result.totals == (20, 2)


def test_at_20_little_casino_wins() -> None:
    owners: dict[Card, int | None] = {BIG_CASINO: 1, LITTLE_CASINO: 0, AS: 1, AC: 1, AH: 1, AD: 1}
    result = count_deal(two_sides(a_cards=20, a_spades=3, owners=owners), [0, 0], [20, 0])
    assert result.conditions == ("little_casino", None)
    assert result.winner == 0
    assert result.goal_at == (3, None)
    assert result.totals == (21, 3 + 1 + 2 + 4)


def test_at_20_without_little_casino_stays_at_20() -> None:
    result = count_deal(two_sides(a_cards=30, a_spades=9), [0, 0], [20, 0])
    assert result.conditions_met == (False, False)
    assert result.winner is None
    assert result.points[0] == 3 + 1 + 2 + 2
    assert result.totals[0] == 20


def test_spades_variant_at_20_needs_most_spades() -> None:
    rules = CasinoRules(twenty_needs="spades")
    # Most spades but not 2♠: wins under the variant, not under the seed's rule.
    piles = two_sides(a_cards=20, a_spades=8)
    result = count_deal(piles, [0, 0], [20, 0], rules)
    assert result.conditions == ("spades", None)
    assert result.conditions_met == (True, False)
    assert result.winner == 0
    assert result.goal_at == (1, None)
    seed_rule = count_deal(piles, [0, 0], [20, 0])
    assert seed_rule.winner is None
    assert seed_rule.totals[0] == 20
    # 2♠ without most spades: no win under the variant.
    owners: dict[Card, int | None] = {BIG_CASINO: 0, LITTLE_CASINO: 0, AS: 0, AC: 1, AH: 0, AD: 1}
    result = count_deal(two_sides(a_cards=30, a_spades=5, owners=owners), [0, 0], [20, 0], rules)
    assert result.conditions_met == (False, False)
    assert result.winner is None
    assert result.totals[0] == 20
    # Tied spades meet nobody's condition.
    tied = captures([22, 22], [6, 6], {LITTLE_CASINO: 0, AS: 1})
    assert count_deal(tied, [0, 0], [20, 0], rules).conditions_met == (False, False)


# -- several goals in one deal --------------------------------------------------------------


def test_two_conditions_met_the_first_in_counting_order_wins() -> None:
    # A at 19 takes 10♦ (row 2), B at 18 takes most cards (row 0): B wins.
    result = count_deal(two_sides(a_cards=20), [0, 0], [19, 18])
    assert result.conditions == ("big_casino", "most_cards")
    assert result.conditions_met == (True, True)
    assert result.goal_at == (2, 0)
    assert result.winner == 1
    # Both keep their points: a side that met its condition is not capped.
    assert result.totals == (19 + 1 + 2 + 1 + 1, 18 + 3 + 1 + 1 + 1)


def test_plain_points_first_beat_a_later_condition() -> None:
    # A at 17 reaches 21 at most spades (3 + 1); B at 20 takes 2♠ only at row 3.
    result = count_deal(two_sides(a_cards=30, a_spades=9), [0, 0], [17, 20])
    assert result.conditions == (None, "little_casino")
    assert result.goal_at == (1, 3)
    assert result.winner == 0


def test_a_condition_first_beats_later_plain_points() -> None:
    # B at 20 takes 2♠ (row 3); A at 17 reaches 21 only with A♥ (row 6).
    result = count_deal(two_sides(a_cards=20, a_spades=5), [0, 0], [17, 20])
    assert result.goal_at == (6, 3)
    assert result.winner == 1
    assert result.no_target is False


def test_running_total_counts_item_by_item_up_to_the_sweeps() -> None:
    # A scores 3, 1, 2, -, 1, -, 1, -: from 13 that is 16, 17, 19, 20 and 21 at A♥ (row 6).
    result = count_deal(two_sides(a_cards=30, a_spades=9), [0, 0], [13, 0])
    assert result.goal_at == (6, None)
    assert result.winner == 0
    # From 12 the cards give 20 at A♥; the sweeps (row 8) bring it to 22.
    result = count_deal(two_sides(a_cards=30, a_spades=9), [2, 0], [12, 0])
    assert result.goal_at == (8, None)
    assert result.winner == 0
    assert result.totals[0] == 22


def test_two_sides_reaching_21_on_plain_points_starts_no_target() -> None:
    # A at 16 + 8 = 24 (21 at row 2), B at 17 + 4 = 21 (at its sweep, row 8): nobody wins,
    # even though A has more.
    piles = two_sides(a_cards=30, a_spades=9)
    result = count_deal(piles, [0, 1], [16, 17])
    assert result.points == (8, 4)
    assert result.totals == (24, 21)
    assert result.winner is None
    assert result.no_target is True
    assert result.goal_at == (2, 8)


def test_three_sides_a_condition_before_two_plain_sides_decides() -> None:
    # C at 18 takes most cards (row 0); A (17) reaches 21 with A♥ (row 6), B (17) with its
    # sweep (row 8).
    owners: dict[Card, int | None] = {BIG_CASINO: 0, LITTLE_CASINO: 1, AS: 0, AC: 1, AH: 0, AD: 1}
    piles = captures([15, 15, 22], [3, 3, 7], owners)
    result = count_deal(piles, [0, 1, 0], [17, 17, 18])
    assert result.conditions == (None, None, "most_cards")
    assert result.goal_at == (6, 8, 0)
    assert result.winner == 2
    assert result.no_target is False
    # Without C's condition the two plain sides tie.
    result = count_deal(piles, [0, 1, 0], [17, 17, 0])
    assert result.goal_at == (6, 8, None)
    assert (result.winner, result.no_target) == (None, True)


def test_three_sides_a_condition_between_two_plain_sides_does_not_decide() -> None:
    # A (17) reaches 21 at row 2; C (20) takes 2♠ at row 3; B (17) reaches 21 with its
    # sweep (row 8).
    owners: dict[Card, int | None] = {BIG_CASINO: 0, LITTLE_CASINO: 2, AS: 0, AC: 1, AH: 1, AD: 1}
    piles = captures([20, 16, 16], [3, 3, 7], owners)
    result = count_deal(piles, [0, 1, 0], [17, 17, 20])
    assert result.goal_at == (2, 8, 3)
    assert result.conditions_met == (False, False, True)
    assert result.winner is None
    assert result.no_target is True
    # The plain sides keep all their points, and so does C, which met its condition.
    assert result.totals == (17 + 3 + 2 + 1, 17 + 3 + 1, 20 + 1 + 1)


def test_one_plain_side_alone_reaching_21_wins_even_after_an_unmet_condition() -> None:
    owners: dict[Card, int | None] = {BIG_CASINO: 0, LITTLE_CASINO: 0, AS: 0, AC: 0, AH: 0, AD: 0}
    piles = captures([20, 16, 16], [3, 3, 7], owners)
    # A at 11 reaches 21 only with the last ace (row 7); C at 19 missed 10♦ at row 2.
    result = count_deal(piles, [0, 0, 0], [11, 10, 19])
    assert result.conditions == (None, None, "big_casino")
    assert result.points == (3 + 2 + 1 + 4, 0, 1)
    assert result.goal_at == (7, None, None)
    assert result.winner == 0
    assert result.totals == (21, 10, 20)


# -- no target ------------------------------------------------------------------------------


def test_no_target_wins_only_when_strictly_ahead() -> None:
    piles = two_sides(a_cards=30, a_spades=9)  # A 8 points, B 3
    result = count_deal(piles, [0, 0], [24, 29], no_target=True)
    assert result.totals == (32, 32)
    assert result.winner is None
    assert result.no_target is True
    result = count_deal(piles, [0, 0], [24, 28], no_target=True)
    assert result.totals == (32, 31)
    assert result.winner == 0
    assert result.no_target is True


def test_no_target_has_no_conditions_cap_or_sweep_bar() -> None:
    piles = two_sides(a_cards=20, a_spades=3)  # B takes most cards, A takes 10♦
    result = count_deal(piles, [3, 0], [20, 19], no_target=True)
    assert result.conditions == (None, None)
    assert result.sweeps_barred == (False, False)
    assert (item(result, "sweeps").side, item(result, "sweeps").points) == (0, 3)
    assert result.points == (2 + 2 + 3, 3 + 1 + 1 + 2)
    assert result.totals == (27, 26)
    assert result.winner == 0


def test_no_target_three_sides_needs_one_strictly_ahead_of_all() -> None:
    piles = captures([17, 15, 14], [3, 3, 5], {})
    result = count_deal(piles, [0, 0, 0], [22, 25, 23], no_target=True)
    assert result.totals == (25, 25, 24)
    assert result.winner is None
    result = count_deal(piles, [0, 1, 0], [22, 25, 23], no_target=True)
    assert result.totals == (25, 26, 24)
    assert result.winner == 1


# -- another target -------------------------------------------------------------------------


def test_thresholds_follow_the_target() -> None:
    rules = CasinoRules(target=11)
    result = count_deal(two_sides(a_cards=30), [1, 0], [8, 9], rules)
    assert result.conditions == ("most_cards", "big_casino")
    assert result.sweeps_barred == (False, True)
    assert result.winner == 0


# -- input validation -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("captured", "sweeps", "before"),
    [
        ([[]], [0], [0]),  # one side
        ([[], [], [], []], [0] * 4, [0] * 4),  # four sides (partners are one side)
        ([[], []], [0], [0, 0]),
        ([[], []], [0, 0], [0, 0, 0]),
        ([[AS], [AS]], [0, 0], [0, 0]),  # a card twice
        ([[AS, AS], []], [0, 0], [0, 0]),
        ([[], []], [-1, 0], [0, 0]),
        ([[], []], [True, 0], [0, 0]),
        ([[], []], [0.5, 0], [0, 0]),
        ([[], []], [0, 0], [-2, 0]),
        ([[], []], [0, 0], [21, 0]),  # the game was over already
    ],
)
def test_bad_input_is_refused(
    captured: list[list[Card]], sweeps: list[object], before: list[object]
) -> None:
    with pytest.raises(ValueError):
        count_deal(captured, sweeps, before)  # type: ignore[arg-type]


def test_scores_at_the_target_are_fine_with_no_target() -> None:
    # A: most spades and A♠; B: A♣; most cards is a tie.
    assert count_deal([[AS], [AC]], [0, 0], [21, 30], no_target=True).totals == (23, 31)


# -- properties -----------------------------------------------------------------------------

DECK = tuple(full_deck())


@st.composite
def deals(
    draw: st.DrawFn, low: int = 0, high: int = 17
) -> tuple[list[list[Card]], list[int], list[int]]:
    sides = draw(st.integers(2, 3))
    owners = draw(st.lists(st.integers(0, sides - 1), min_size=52, max_size=52))
    piles: list[list[Card]] = [[] for _ in range(sides)]
    for card, side in zip(DECK, owners, strict=True):
        piles[side].append(card)
    sweeps = draw(st.lists(st.integers(0, 6), min_size=sides, max_size=sides))
    before = draw(st.lists(st.integers(low, high), min_size=sides, max_size=sides))
    return piles, sweeps, before


def strict_leader(values: Sequence[int]) -> int | None:
    ranked = sorted(range(len(values)), key=lambda s: -values[s])
    return ranked[0] if values[ranked[0]] > values[ranked[1]] else None


@settings(max_examples=300, deadline=None)
@given(deals())
def test_points_add_up_and_totals_follow_below_18(
    deal: tuple[list[list[Card]], list[int], list[int]],
) -> None:
    piles, sweeps, before = deal
    result = count_deal(piles, sweeps, before)

    unawarded = 0
    if strict_leader([len(p) for p in piles]) is None:
        unawarded += 3
    if strict_leader([sum(c.suit == "S" for c in p) for p in piles]) is None:
        unawarded += 1
    ranked = sorted(sweeps, reverse=True)
    net_sweeps = ranked[0] - ranked[1]
    assert sum(result.points) == 11 - unawarded + net_sweeps
    assert sum(i.points for i in result.items) == sum(result.points)

    assert result.totals == tuple(b + p for b, p in zip(before, result.points, strict=True))
    reached = [s for s, t in enumerate(result.totals) if t >= 21]
    if len(reached) == 1:
        assert (result.winner, result.no_target) == (reached[0], False)
    else:
        assert result.winner is None
        assert result.no_target is (len(reached) >= 2)


@settings(max_examples=300, deadline=None)
@given(deals(low=0, high=20), st.data())
def test_unmet_conditions_cap_at_20_and_a_winner_earned_it(
    deal: tuple[list[list[Card]], list[int], list[int]], data: st.DataObject
) -> None:
    piles, sweeps, before = deal
    rules = CasinoRules(twenty_needs=data.draw(st.sampled_from(["little_casino", "spades"])))
    result = count_deal(piles, sweeps, before, rules)
    for side, cond in enumerate(result.conditions):
        if cond is not None and not result.conditions_met[side]:
            assert result.totals[side] <= 20
        if before[side] > 18:
            assert item(result, "sweeps").side != side
    if result.winner is not None:
        w = result.winner
        assert result.conditions_met[w] or (
            result.conditions[w] is None and result.totals[w] >= 21
        )


@settings(max_examples=300, deadline=None)
@given(deals(low=0, high=20), st.booleans(), st.data())
def test_relabelling_sides_relabels_the_result(
    deal: tuple[list[list[Card]], list[int], list[int]],
    no_target: bool,
    data: st.DataObject,
) -> None:
    piles, sweeps, before = deal
    n = len(piles)
    perm = data.draw(st.permutations(range(n)))  # new side j is old side perm[j]
    new_of = {old: new for new, old in enumerate(perm)}
    result = count_deal(piles, sweeps, before, no_target=no_target)
    moved = count_deal(
        [piles[o] for o in perm], [sweeps[o] for o in perm], [before[o] for o in perm],
        no_target=no_target,
    )

    def remap(side: int | None) -> int | None:
        return None if side is None else new_of[side]

    for field in ("points", "totals", "conditions", "conditions_met", "sweeps_barred", "goal_at"):
        assert getattr(moved, field) == tuple(getattr(result, field)[o] for o in perm), field
    assert moved.winner == remap(result.winner)
    assert moved.no_target == result.no_target
    assert [(i.kind, i.card, i.points) for i in moved.items] == [
        (i.kind, i.card, i.points) for i in result.items
    ]
    assert [i.side for i in moved.items] == [remap(i.side) for i in result.items]
    assert [i.counts for i in moved.items] == [
        tuple(i.counts[o] for o in perm) if i.counts else () for i in result.items
    ]
