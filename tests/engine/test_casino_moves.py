"""Royal Casino plays: every rule on hand-made positions, and the fast
listing against a slow brute-force reading of the rules."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegames_qt.engine.casino import Build, Card, Play, Position, full_deck, parse_card
from tablegames_qt.engine.casino.moves import BUILD, CAPTURE, TRAIL, Item
from tablegames_qt.engine.core import IllegalAction


def c(code: str) -> Card:
    return parse_card(code)


def cards(*codes: str) -> list[Card]:
    return [c(code) for code in codes]


def single(owner: int, *codes: str) -> Build:
    """A single build: its value is the sum of the ranks (ace 1)."""
    group = tuple(sorted(cards(*codes)))
    return Build(group, sum(x.rank for x in group), owner, (group,))


def multiple(owner: int, value: int, *groups: Sequence[str]) -> Build:
    parts = tuple(tuple(sorted(cards(*g))) for g in groups)
    return Build(tuple(sorted(x for g in parts for x in g)), value, owner, parts)


def capture(card: str, *taken: Item | str, value: int | None = None) -> Play:
    played = c(card)
    items = frozenset(c(x) if isinstance(x, str) else x for x in taken)
    return Play(
        played,
        CAPTURE,
        items,
        value if value is not None else (14 if played.rank == 1 else played.rank),
    )


def build(card: str, value: int, *taken: Item | str) -> Play:
    return Play(c(card), BUILD, frozenset(c(x) if isinstance(x, str) else x for x in taken), value)


def trail(card: str) -> Play:
    return Play(c(card), TRAIL, frozenset(), 0)


def pos(
    hand: Iterable[str], table: Iterable[Item | str], seat: int = 0, side_of: Sequence[int] = (0, 1)
) -> Position:
    return Position(cards(*hand), [c(x) if isinstance(x, str) else x for x in table], seat, side_of)


def refused(position: Position, play: Play) -> str:
    with pytest.raises(IllegalAction) as info:
        position.check(play)
    return str(info.value)


# -- the worked examples of the rule file ------------------------------------------


def test_example_ace_captures_five_and_nine() -> None:
    p = pos(["AS", "8D"], ["5H", "9C", "3D"])
    assert capture("AS", "5H", "9C") in p.plays()
    assert str(capture("AS", "5H", "9C")) == "A♠ captures 5♥+9♣"


def test_example_eight_captures_five_and_three() -> None:
    p = pos(["AS", "8D"], ["5H", "9C", "3D"])
    assert capture("8D", "5H", "3D") in p.plays()


def test_example_ten_must_take_both_tens() -> None:
    p = pos(["10S", "KD"], ["10H", "10C", "8D", "6S"])
    assert p.plays_for_card(c("10S")) == [capture("10S", "10H", "10C")]
    assert "must capture every loose 10" in refused(p, capture("10S", "10H"))
    assert "must capture it or go into a build" in refused(p, trail("10S"))


def test_example_raise_six_four_to_twelve_and_queen_cannot_capture_it() -> None:
    six_four = single(1, "6H", "4C")
    p = pos(["2D", "QS"], [six_four])
    raised = build("2D", 12, six_four)
    assert raised in p.plays()
    assert raised.is_raise
    assert not [x for x in p.plays_for_card(c("QS")) if x.kind == CAPTURE]
    assert "worth 10" in refused(p, capture("QS", six_four))


def test_example_owner_of_nine_build_holding_nine_and_three_cannot_trail_the_three() -> None:
    nine = single(0, "5H", "4C")
    p = pos(["9S", "3D"], [nine, "KD"])
    assert refused(p, trail("3D")) == "You own a build: you cannot trail"
    assert p.plays() == [capture("9S", nine)]


# -- values -----------------------------------------------------------------------


def test_lone_ace_is_one_or_fourteen_and_inside_a_sum_one() -> None:
    p = pos(["AS", "QD"], ["AH", "5D", "9C", "KC", "8S"])
    plays = p.plays_for_card(c("AS"))
    # the loose ace alone (1 or 14 - one play), and together with 5+9 in one play
    assert capture("AS", "AH") in plays
    assert capture("AS", "AH", "5D", "9C") in plays
    # A+K = 14 needs the loose ace as 1 inside the sum
    assert capture("AS", "AH", "KC") in plays
    # restriction 3: the loose ace must go with every capture of the ace
    assert capture("AS", "5D", "9C") not in plays


def test_ace_capture_value_one_is_the_same_play_as_fourteen() -> None:
    p = pos(["AS", "QD"], ["AH", "5D"])
    assert p.check(capture("AS", "AH", value=1)) == capture("AS", "AH", value=14)
    assert "cannot be split into groups worth 1" in refused(p, capture("AS", "AH", "5D", value=1))


def test_ace_in_a_sum_counts_one() -> None:
    p = pos(["8S", "2D"], ["7H", "AC", "3D"])
    assert capture("8S", "7H", "AC") in p.plays()
    assert "cannot be split" in refused(p, capture("8S", "AC"))


def test_loose_ace_is_a_lone_group_of_a_multiple_build_of_fourteen() -> None:
    p = pos(["AS", "AH", "2C"], ["AD", "5D", "9C"])
    plays = p.plays()
    assert build("AS", 14, "AD") in plays  # two lone aces: a multiple build of 14
    assert build("AS", 14, "AD", "5D", "9C") in plays
    assert build("2C", 14, "5D", "9C", "AD") not in plays  # 2+5+9 is 16, not groups of 14


def test_no_build_of_value_one() -> None:
    p = pos(["AS", "AH"], ["AD"])
    assert all(x.value != 1 for x in p.plays() if x.kind == BUILD)
    assert "worth 2 to 14" in refused(p, build("AS", 1, "AD"))


def test_build_values_are_two_to_fourteen() -> None:
    p = pos(["8S", "AH", "KD"], ["7H", "6C"])
    assert all(2 <= x.value <= 14 for x in p.plays() if x.kind == BUILD)
    assert build("8S", 14, "6C") in p.plays()  # 8+6 held by the ace
    assert "worth 2 to 14" in refused(p, build("8S", 15, "7H"))


# -- captures -----------------------------------------------------------------------


def test_capture_of_several_groups_and_a_build_at_once() -> None:
    nine = single(1, "6H", "3C")
    p = pos(["9S", "2D"], ["9H", "5D", "4C", nine, "KD"])
    assert capture("9S", "9H", "5D", "4C", nine) in p.plays()


def test_capturing_sums_and_builds_is_never_compulsory() -> None:
    nine = single(1, "6H", "3C")
    p = pos(["9S", "2D"], ["5D", "4C", nine])
    plays = p.plays_for_card(c("9S"))
    assert capture("9S", "5D", "4C") in plays
    assert capture("9S", nine) in plays
    assert trail("9S") in plays


def test_two_groupings_of_the_same_cards_are_one_play() -> None:
    p = pos(["5S", "KD"], ["AH", "2D", "3C", "4S"])
    plays = p.plays_for_card(c("5S"))
    assert len(plays) == len(set(plays))
    everything = capture("5S", "AH", "4S", "2D", "3C")  # (A+4, 2+3) taken in one play
    assert plays.count(everything) == 1


def test_a_card_cannot_capture_a_build_of_another_value() -> None:
    ten = single(1, "6H", "4C")
    p = pos(["9S", "2D"], [ten])
    assert "worth 10" in refused(p, capture("9S", ten))


def test_a_player_may_capture_their_own_build_at_any_time() -> None:
    eight = single(0, "5H", "3C")
    p = pos(["8S", "8D"], [eight, "8H"])
    assert capture("8S", eight, "8H") in p.plays()
    assert capture("8D", "8H") in p.plays()  # a second 8 keeps the build covered


# -- builds ---------------------------------------------------------------------------


def test_single_build_needs_a_card_of_its_value_in_hand() -> None:
    p = pos(["3S", "8D"], ["5H"])
    made = build("3S", 8, "5H")
    assert made in p.plays()
    q = pos(["3S", "9D"], ["5H"])
    assert made not in q.plays()
    assert refused(q, made) == "you must keep an 8 for your build"


def test_multiple_builds_of_cards_and_sets() -> None:
    p = pos(["8S", "8D", "2C"], ["8H", "4C", "4D", "6S"])
    plays = p.plays()
    assert build("8S", 8, "8H") in plays
    assert build("8S", 8, "8H", "4C", "4D") in plays
    assert build("2C", 8, "6S", "8H", "4C", "4D") in plays  # 2+6, 8 and 4+4


def test_build_need_not_include_the_loose_cards_of_its_value() -> None:
    p = pos(["3S", "8D"], ["5H", "8C"])
    assert build("3S", 8, "5H") in p.plays()
    assert build("3S", 8, "5H", "8C") in p.plays()


def test_a_second_build_of_a_value_already_owned_is_allowed() -> None:
    mine = single(0, "5H", "3C")
    p = pos(["6S", "8D"], [mine, "2D"])
    assert build("6S", 8, "2D") in p.plays()  # a separate build
    assert build("6S", 8, "2D", mine) in p.plays()  # or joined to the old one


def test_existing_builds_join_only_whole_and_only_as_groups_of_their_own_value() -> None:
    seven = single(1, "4H", "3C")
    p = pos(["7S", "7D", "AH"], [seven, "6D"])
    plays = p.plays()
    assert build("7S", 7, seven) in plays  # 7 and (4+3): multiple build of 7
    assert build("AH", 7, "6D", seven) in plays  # (A+6) and (4+3)
    # a build never goes into a sum with loose cards (only a raise adds to it, one card alone)
    assert build("AH", 14, seven, "6D") not in plays
    assert "join only a build of 7" in refused(p, build("AH", 14, seven, "6D"))
    assert build("7S", 14, seven) in plays  # the raise: 7 + (4+3), held by the ace


def test_several_builds_of_one_value_may_merge() -> None:
    one = single(1, "5H", "4C")
    two = single(1, "6D", "3S")
    p = pos(["9S", "9D"], [one, two])
    assert build("9S", 9, one, two) in p.plays()
    assert build("9S", 9, one) in p.plays()


def test_not_making_or_adding_to_a_partners_build() -> None:
    # four players: seat 2 is seat 0's partner, seat 1 an opponent
    sides = (0, 1, 0, 1)
    partners = single(2, "5H", "4C")
    p = pos(["9S", "9D", "2C"], [partners, "6D", "3C"], seat=0, side_of=sides)
    plays = p.plays()
    assert all(partners not in x.taken for x in plays if x.kind == BUILD)
    assert build("9S", 9, "6D", "3C") in plays
    assert refused(p, build("9S", 9, partners)) == "you may not add to your partner's build"
    assert capture("9S", partners) in plays  # capturing it is fine


# -- raising ---------------------------------------------------------------------------


def test_raise_an_opponents_single_build_by_one_card_keeps_it_single() -> None:
    five = single(1, "3H", "2C")
    p = pos(["4S", "9D"], [five, "AD"])
    plays = p.plays()
    assert build("4S", 9, five) in plays
    assert build("4S", 9, five, "AD") not in plays  # only the played card raises


def test_raise_needs_the_new_value_in_hand() -> None:
    five = single(1, "3H", "2C")
    p = pos(["4S", "8D"], [five])
    assert build("4S", 9, five) not in p.plays()
    assert refused(p, build("4S", 9, five)) == "you must keep a 9 for your build"


def test_raise_never_above_fourteen() -> None:
    twelve = single(1, "9H", "3C")
    p = pos(["4S", "AD"], [twelve])
    assert all(x.kind != BUILD for x in p.plays())
    assert "above 14" in refused(p, build("4S", 16, twelve))


def test_raise_up_to_fourteen_held_by_an_ace() -> None:
    twelve = single(1, "9H", "3C")
    p = pos(["2S", "AD"], [twelve])
    assert build("2S", 14, twelve) in p.plays()


def test_never_raise_ones_own_build() -> None:
    mine = single(0, "3H", "2C")
    p = pos(["4S", "9D", "5D"], [mine])
    assert build("4S", 9, mine) not in p.plays()
    assert refused(p, build("4S", 9, mine)) == "you may not raise your own build"


def test_never_raise_a_partners_build() -> None:
    partners = single(2, "3H", "2C")
    p = pos(["4S", "9D"], [partners], seat=0, side_of=(0, 1, 0, 1))
    assert build("4S", 9, partners) not in p.plays()
    assert refused(p, build("4S", 9, partners)) == "you may not add to your partner's build"


def test_multiple_builds_are_never_raised_but_sets_may_be_added() -> None:
    eights = multiple(1, 8, ["8H"], ["5C", "3C"])
    p = pos(["2S", "10D", "8S", "8D", "6D"], [eights, "2H"])
    plays = p.plays()
    assert build("2S", 10, eights) not in plays
    assert refused(p, build("2S", 10, eights)) == "a multiple build cannot be raised"
    assert build("8S", 8, eights) in plays
    assert build("6D", 8, "2H", eights) in plays


def test_adding_a_set_to_an_opponents_single_build_makes_it_multiple() -> None:
    nine = single(1, "5H", "4C")
    p = pos(["9S", "9D"], [nine])
    assert build("9S", 9, nine) in p.plays()


# -- restriction 1: keeping a card -----------------------------------------------------


def test_keep_a_card_duty_after_a_capture() -> None:
    mine = single(0, "5H", "4C")
    p = pos(["9S", "3D"], [mine, "6D", "3C"])
    # capturing 6+3 with the only 9 would leave the build without its card
    assert capture("9S", "6D", "3C") not in p.plays()
    assert refused(p, capture("9S", "6D", "3C")) == "you must keep a 9 for your build"
    assert capture("9S", "6D", "3C", mine) in p.plays()
    q = pos(["9S", "9D"], [mine, "6D", "3C"])
    assert capture("9S", "6D", "3C") in q.plays()


def test_keep_a_card_duty_after_a_build_of_another_value() -> None:
    mine = single(0, "5H", "4C")
    p = pos(["9S", "3D", "8D"], [mine, "5D"])
    assert build("3D", 8, "5D") in p.plays()  # 9 and 8 both stay in hand
    q = pos(["9S", "3D"], [mine, "5D", "6H"])
    assert all(x.kind != BUILD or x.value == 9 for x in q.plays())


def test_owner_may_build_with_the_card_of_another_build() -> None:
    # owns a 9; plays 5+4 onto it with the 5: holds 9 still
    mine = single(0, "6H", "3C")
    p = pos(["9S", "5D"], [mine, "4D"])
    assert build("5D", 9, "4D", mine) in p.plays()
    assert build("5D", 9, "4D") in p.plays()


def test_ace_keeps_a_build_of_fourteen() -> None:
    mine = single(0, "9H", "5C")
    p = pos(["AS", "6D"], [mine, "8D", "6C"])
    assert build("6D", 14, "8D") in p.plays()
    assert capture("AS", mine) in p.plays()
    assert capture("AS", mine, "8D", "6C") in p.plays()
    assert refused(p, capture("AS", "8D", "6C")) == "you must keep an A for your build"


# -- restriction 2: owners may not trail -------------------------------------------------


def test_owner_may_not_trail() -> None:
    mine = single(0, "5H", "4C")
    p = pos(["9S", "KD"], [mine, "QH"])
    assert all(x.kind != TRAIL for x in p.plays())


def test_owner_with_nothing_else_must_capture_own_build() -> None:
    mine = single(0, "5H", "4C")
    p = pos(["9S"], [mine, "QH"])
    assert p.plays() == [capture("9S", mine)]


def test_owner_duties_are_personal_a_partner_may_trail() -> None:
    partners = single(2, "5H", "4C")
    p = pos(["KS", "3D"], [partners], seat=0, side_of=(0, 1, 0, 1))
    assert trail("KS") in p.plays()


# -- restriction 3: trailing a card whose value lies loose --------------------------------


def test_no_trail_while_a_loose_card_of_its_value_lies_there() -> None:
    p = pos(["7S", "KD"], ["7H", "3C"])
    assert trail("7S") not in p.plays()
    assert (
        refused(p, trail("7S")) == "a 7 lies on the table: the 7 must capture it or go into a build"
    )
    assert trail("KD") in p.plays()


def test_restricted_card_must_capture_all_loose_cards_of_its_value_plus_optional_sums() -> None:
    p = pos(["7S", "KD"], ["7H", "7C", "4D", "3C"])
    plays = p.plays_for_card(c("7S"))
    assert capture("7S", "7H", "7C") in plays
    assert capture("7S", "7H", "7C", "4D", "3C") in plays
    assert capture("7S", "7H") not in plays
    assert capture("7S", "4D", "3C") not in plays


def test_restricted_card_may_go_into_any_build() -> None:
    p = pos(["7S", "KD", "7D"], ["7H", "6C"])
    plays = p.plays_for_card(c("7S"))
    assert build("7S", 13, "6C") in plays
    assert build("7S", 7, "7H") in plays


def test_a_loose_sum_or_build_of_the_value_does_not_stop_a_trail() -> None:
    seven = single(1, "4H", "3C")
    p = pos(["7S", "KD"], [seven, "5D", "2C"])
    assert trail("7S") in p.plays()


def test_restriction_three_applies_to_aces() -> None:
    p = pos(["AS", "KD"], ["AH", "5C", "9C"])
    plays = p.plays_for_card(c("AS"))
    assert refused(p, trail("AS")) == (
        "an A lies on the table: the A must capture it or go into a build"
    )
    assert "the A♠ must capture every loose A" in refused(p, capture("AS", "5C", "9C"))
    assert capture("AS", "5C", "9C") not in plays
    assert capture("AS", "AH", "5C", "9C") in plays


# -- checking plays -------------------------------------------------------------------


def test_checking_refuses_cards_not_in_hand_items_not_on_the_table_and_wrong_types() -> None:
    p = pos(["7S", "KD"], ["7H", single(1, "5H", "4C")])
    assert refused(p, trail("2S")) == "2♠ is not in your hand"
    assert "is not on the table" in refused(p, capture("7S", "7H", "7C"))
    assert "is not on the table" in refused(p, capture("7S", "7H", "5H"))  # inside a build
    assert "not a Royal Casino play" in refused(p, "7S")  # type: ignore[arg-type]
    assert "not a kind of play" in refused(p, Play(c("7S"), "steal", frozenset(), 0))
    assert "takes nothing" in refused(p, Play(c("KD"), TRAIL, frozenset({c("7H")}), 0))
    assert "must take something" in refused(p, Play(c("KD"), CAPTURE, frozenset(), 13))
    assert "captures cards worth 7" in refused(p, capture("7S", "7H", value=8))


def test_check_returns_the_tables_own_builds() -> None:
    nine = single(1, "5H", "4C")
    p = pos(["9S", "2D"], [nine])
    stale = Build(nine.cards, 3, 3, ())  # same cards: the same build
    checked = p.check(capture("9S", stale))
    (item,) = checked.taken
    assert isinstance(item, Build) and item.value == 9 and item.owner == 1


# -- cheap ways in --------------------------------------------------------------------


def test_count_plays_for_card_and_best_captures_agree_with_the_list() -> None:
    p = pos(["5S", "9D", "AH", "4C"], ["AD", "2D", "3C", "4S", "5D", single(1, "6H", "3H")])
    plays = p.plays()
    assert p.count() == len(plays)
    for card in p.hand:
        assert p.plays_for_card(card) == [x for x in plays if x.card == card]
    captures = [x for x in plays if x.kind == CAPTURE]
    most = max(len(x.cards_taken) for x in captures)
    assert sorted(map(repr, p.best_captures())) == sorted(
        repr(x)
        for x in captures
        if len(x.cards_taken) == max(len(y.cards_taken) for y in captures if y.card == x.card)
    )
    assert any(len(x.cards_taken) == most for x in p.best_captures())
    assert p.plays_for_card(c("KS")) == []


def test_big_table_is_listed_without_duplicates() -> None:
    loose = ["AS", "2H", "3C", "4D", "5S", "6H", "7C", "2D", "3S", "4H", "AC", "5D"]
    p = pos(
        ["10H", "8D", "9D", "AH"], [*loose, single(1, "6C", "4S"), multiple(1, 8, ["8S"], ["8H"])]
    )
    plays = p.plays()
    assert len(plays) == len(set(plays)) == p.count()
    assert all(p.is_legal(x) for x in plays[::97])


# -- the brute-force reference -----------------------------------------------------------


def _lone_ok(rank: int, value: int) -> bool:
    return rank == value or (rank == 1 and value in (1, 14))


def _splits(ranks: list[int], value: int) -> bool:
    """Whether the cards split into groups worth ``value``: tries every block
    holding the first card, then the rest (all set partitions, pruned by blocks)."""
    if not ranks:
        return True
    first, rest = ranks[0], ranks[1:]
    for size in range(len(rest) + 1):
        for others in combinations(range(len(rest)), size):
            block = [first, *(rest[i] for i in others)]
            ok = _lone_ok(first, value) if len(block) == 1 else sum(block) == value
            if ok and _splits([r for i, r in enumerate(rest) if i not in others], value):
                return True
    return False


def brute_force_plays(
    hand: Sequence[Card], table: Sequence[Item], seat: int, side_of: Sequence[int]
) -> set[Play]:
    out: set[Play] = set()
    for card in hand:
        rest = list(hand)
        rest.remove(card)

        def holds(value: int, rest: list[Card] = rest) -> bool:
            return any(_lone_ok(x.rank, value) for x in rest)

        mine = [b for b in table if isinstance(b, Build) and b.owner == seat]
        loose_same = {x for x in table if isinstance(x, Card) and x.rank == card.rank}
        if not mine and not loose_same:
            out.add(Play(card, TRAIL, frozenset(), 0))
        for size in range(1, len(table) + 1):
            for chosen in combinations(table, size):
                taken = frozenset(chosen)
                loose = [x.rank for x in chosen if isinstance(x, Card)]
                builds = [x for x in chosen if isinstance(x, Build)]
                duty = all(holds(b.value) for b in mine if b not in taken)
                for v in (1, 14) if card.rank == 1 else (card.rank,):
                    if (
                        duty
                        and loose_same <= taken
                        and all(b.value == v for b in builds)
                        and _splits(loose, v)
                    ):
                        out.add(Play(card, CAPTURE, taken, 14 if card.rank == 1 else v))
                no_partner = all(
                    b.owner == seat or side_of[b.owner] != side_of[seat] for b in builds
                )
                for v in range(2, 15):
                    if (
                        duty
                        and no_partner
                        and holds(v)
                        and all(b.value == v for b in builds)
                        and _splits([card.rank, *loose], v)
                    ):
                        out.add(Play(card, BUILD, taken, v))
                if len(chosen) == 1 and builds:
                    (b,) = builds
                    v = b.value + card.rank
                    if (
                        side_of[b.owner] != side_of[seat]
                        and not b.multiple
                        and v <= 14
                        and holds(v)
                        and duty
                    ):
                        out.add(Play(card, BUILD, taken, v))
    return out


@st.composite
def positions(draw: st.DrawFn, max_loose: int = 6, max_builds: int = 2,
              raising: bool = False) -> Position:
    """Random positions; ``raising``: always with an opponent's single build
    and a hand that can raise it."""
    players = draw(st.sampled_from([2, 3, 4]))
    side_of = tuple(s % 2 for s in range(4)) if players == 4 else tuple(range(players))
    seat = draw(st.integers(0, players - 1))
    free = {(card.rank, card.suit) for card in full_deck()}

    def take(rank: int) -> Card | None:
        suits = sorted(s for r, s in free if r == rank)
        if not suits:
            return None
        suit = draw(st.sampled_from(suits))
        free.discard((rank, suit))
        return Card(rank, suit)

    # small ranks make many groupings; a few high ones keep aces-as-14 and kings in play
    rank = st.integers(1, 13) | st.integers(1, 6)
    table: list[Item] = []
    for _ in range(draw(st.integers(0, max_builds))):
        value = draw(st.integers(2, 14))
        groups: list[tuple[Card, ...]] = []
        for _ in range(draw(st.integers(1, 2))):
            if value <= 13 and draw(st.booleans()):
                one = take(value)
                group: list[Card] = [one] if one else []
            else:
                first = draw(st.integers(1, min(value - 1, 13)))
                a, b = take(first), take(value - first) if value - first <= 13 else None
                group = [a, b] if a and b else []
            if group:
                groups.append(tuple(sorted(group)))
        if value == 14 and draw(st.booleans()):
            ace = take(1)
            if ace:
                groups.append((ace,))
        groups = [g for g in groups if g]
        if not groups or (len(groups) == 1 and len(groups[0]) == 1):
            continue
        owner = draw(st.integers(0, players - 1))
        all_cards = tuple(sorted(x for g in groups for x in g))
        table.append(Build(all_cards, value, owner, tuple(groups)))
    if raising:
        opponents = [s for s in range(players) if side_of[s] != side_of[seat]]
        low = draw(st.integers(1, 6))
        pair = [take(low), take(draw(st.integers(1, 13 - low)))]
        if pair[0] and pair[1]:
            both = tuple(sorted(x for x in pair if x))
            table.append(Build(both, sum(x.rank for x in both), draw(st.sampled_from(opponents)),
                               (both,)))
    for _ in range(draw(st.integers(0, max_loose))):
        card = take(draw(rank))
        if card:
            table.append(card)
    # Hands that can do something with the builds: their values, and raises of them.
    values = [b.value for b in table if isinstance(b, Build)]
    hand: list[Card] = []
    singles = [b for b in table if isinstance(b, Build) and not b.multiple and b.value < 14]
    if singles and (raising or draw(st.booleans())):
        raised = draw(st.sampled_from(singles))
        by = draw(st.integers(1, 14 - raised.value))
        for r in (by, (raised.value + by) % 14 or 1):
            card = take(r)
            if card:
                hand.append(card)
    for _ in range(draw(st.integers(1, 4)) - len(hand)):
        wanted = [v % 14 or 1 for v in values]
        wanted += [v + h.rank for v in values for h in hand if v + h.rank <= 13]
        wanted += [1 for v in values for h in hand if v + h.rank == 14]
        card = take(draw(st.sampled_from(wanted) | rank if wanted else rank))
        if card:
            hand.append(card)
    if not hand:
        r, suit = min(free)
        free.discard((r, suit))
        hand.append(Card(r, suit))
    table = draw(st.permutations(table))
    return Position(hand, table, seat, side_of)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_listing_matches_the_brute_force_reference_exactly_once(p: Position) -> None:
    plays = p.plays()
    assert len(plays) == len(set(plays)), "a play is listed twice"
    assert set(plays) == brute_force_plays(p.hand, p.table, p.seat, p.side_of or ())
    assert p.count() == len(plays)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(max_loose=4, raising=True))
def test_raises_match_the_brute_force_reference(p: Position) -> None:
    plays = p.plays()
    assert len(plays) == len(set(plays))
    assert set(plays) == brute_force_plays(p.hand, p.table, p.seat, p.side_of or ())


@settings(max_examples=200, deadline=None)
@given(positions(max_loose=8))
def test_every_listed_play_checks_and_the_check_agrees_on_others(p: Position) -> None:
    plays = p.plays()
    for play in plays:
        assert p.check(play) == play
    listed = set(plays)
    # plays the listing left out must be refused
    for card in p.hand:
        for item in p.table:
            for kind, value in (
                (CAPTURE, 14 if card.rank == 1 else card.rank),
                (BUILD, 9),
                (BUILD, card.rank + 3),
                (TRAIL, 0),
            ):
                candidate = Play(
                    card, kind, frozenset() if kind == TRAIL else frozenset([item]), value
                )
                assert p.is_legal(candidate) == (candidate in listed)


def test_a_build_reads_with_its_sets_apart_and_its_value_kept_with_the_last_card() -> None:
    # The log wrapped "[A♦+Q♥ K♥ K♠ =13]" as "… K♠" / "=13] with K♦": the sets read run
    # together and a line began with "=13]".
    cards = [parse_card(c) for c in ("AD", "QH", "KH", "KS")]
    build = Build(tuple(cards), 13, 0, ((cards[0], cards[1]), (cards[2],), (cards[3],)))
    assert str(build) == "[A♦+Q♥, K♥, K♠\u00a0=\u00a013]"
    single = Build((cards[0], cards[1]), 13, 0, ((cards[0], cards[1]),))
    assert str(single) == "[A♦+Q♥\u00a0=\u00a013]"
