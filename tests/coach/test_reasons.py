"""The reasons' numbers on worked positions, and how a reason is translated and filled."""

from __future__ import annotations

import dataclasses

import pytest

from tablegames_qt import coach
from tablegames_qt.coach import Coach, Reason
from tablegames_qt.coach import casino as casino_coach
from tablegames_qt.coach import machacek as machacek_coach
from tablegames_qt.coach import perudo as perudo_coach
from tablegames_qt.engine.casino import (
    BUILD,
    CAPTURE,
    Card,
    CasinoGame,
    CasinoView,
    Play,
    full_deck,
    parse_card,
)
from tablegames_qt.engine.machacek import Announce, MachacekGame
from tablegames_qt.engine.perudo import DUDO, Bid, PerudoGame
from tablegames_qt.games import spec

from .checks import check_reason

# -- Royal Casino -------------------------------------------------------------------------


def casino_position(hand: str, other: str, table: str) -> tuple[CasinoGame, CasinoView]:
    """Seat 0 to play first (dealer 1) with ``hand``; seat 1 holds ``other``."""
    first = [parse_card(code) for code in f"{hand} {other} {table}".split()]
    deck = first + [c for c in full_deck() if c not in first]
    game = CasinoGame(players=2, deck=deck, dealer=1, seed=0)
    view = game.view(0)
    assert view.table == tuple(first[8:])
    return game, view


def play_of(game: CasinoGame, card: str, kind: str, taken: str) -> Play:
    cards = {parse_card(code) for code in taken.split()}
    for play in game.legal_actions():
        if play.card == parse_card(card) and play.kind == kind and set(play.cards_taken) == cards:
            return play
    raise AssertionError(f"no {card} {kind} {taken} here")


def test_the_issues_example_taking_big_casino() -> None:
    game, view = casino_position("10S 3C 4C 5C", "KH QH JH 9H", "10D AH 7S 9C")
    reason = casino_coach.reason(view, play_of(game, "10S", CAPTURE, "10D"))
    assert reason.template == casino_coach.T_CAPTURE
    assert reason.data["n"] == 2 and reason.data["cards"] == 2 and reason.data["spades"] == 1
    # left: A♥ 7♠ 9♣ — an 8 (7+A), a 10 (9+A) or an ace takes the A♥, nothing takes more
    assert reason.data["next"] == Reason(casino_coach.T_NEXT_AT_MOST, {"n": 1})
    assert reason.message() == (
        "Taking 10♦ with the 10♠ is worth 2 points now, and it leaves no capture of more "
        "than 1 points for the next player"
    )


def test_a_build_counts_its_cards_and_stays_exposed_to_the_next_player() -> None:
    game, view = casino_position("10S 3C 4C 5C", "KH QH JH 9H", "10D AH 7S 9C")
    reason = casino_coach.reason(view, play_of(game, "3C", BUILD, "7S"))
    assert reason.template == casino_coach.T_BUILD_CARDS
    assert reason.data["value"] == 10 and reason.data["n"] == 2
    # left: 10♦ A♥ 9♣ and the build: a 10 takes the build, the 10♦ and 9+A, clearing
    # the table: 2 + 1 + the sweep
    assert reason.data["next"] == Reason(casino_coach.T_NEXT_AT_MOST, {"n": 4})
    check_reason(reason)


def test_a_sweep_scores_its_point_except_above_18_and_on_the_last_play() -> None:
    game, view = casino_position("10S 3C 4C 5C", "KH QH JH 9H", "10D 4H 6C 3D")
    # 10♠ takes 10♦ and 4+6 but not 3♦: no sweep
    part = play_of(game, "10S", CAPTURE, "10D 4H 6C")
    assert casino_coach.reason(view, part).template == casino_coach.T_CAPTURE
    # without the 3♦ the same capture clears the table
    table = (parse_card("10D"), parse_card("4H"), parse_card("6C"))
    cleared = dataclasses.replace(view, table=table)
    play = Play(parse_card("10S"), CAPTURE, frozenset(table), 10)
    sweep = casino_coach.reason(cleared, play)
    assert sweep.template == casino_coach.T_SWEEP and sweep.data["n"] == 3
    barred = casino_coach.reason(dataclasses.replace(cleared, scores=(19, 0)), play)
    assert barred.template == casino_coach.T_SWEEP and barred.data["n"] == 2
    last = dataclasses.replace(cleared, hand=(parse_card("10S"),), deck_left=0, hand_sizes=(1, 0))
    final = casino_coach.reason(last, play)
    assert final.template == casino_coach.T_CAPTURE and final.data["n"] == 2
    assert final.data["next"] == Reason(casino_coach.T_NEXT_LAST)


def test_best_capture_takes_whole_builds_and_counts_a_sweep() -> None:
    ace, big, four, six = Card(1, "H"), Card(10, "D"), Card(4, "S"), Card(6, "S")
    assert casino_coach.best_capture([ace, big], [14], sweep=1) == 1
    assert casino_coach.best_capture([ace, big], [10], sweep=1) == 2
    assert casino_coach.best_capture([four, six], [10], sweep=1) == 1  # 0 points + the sweep
    assert casino_coach.best_capture([four, six], [7], sweep=1) is None


def test_a_trail_says_what_it_leaves() -> None:
    game, view = casino_position("2S 3C 4C 5C", "KH QH JH 9H", "AD AH 7S 9C")
    trails = [p for p in game.legal_actions() if p.kind == "trail" and p.card == parse_card("2S")]
    (trail,) = trails
    reason = casino_coach.reason(view, trail)
    assert reason.template == casino_coach.T_TRAIL
    # left: A♦ A♥ 7♠ 9♣ 2♠; a 10 takes 9+A and 7+2+A, the whole table: two aces, the
    # Little Casino and the sweep
    assert reason.data["next"] == Reason(casino_coach.T_NEXT_AT_MOST, {"n": 4})


# -- Perudo ---------------------------------------------------------------------------------


def test_perudo_reasons_say_what_the_bid_needs() -> None:
    game = PerudoGame(players=2, dice=[[1, 3, 3, 5, 6], [2, 3, 4, 6, 6]], first_player=1, seed=0)
    game.apply(Bid(4, 3))
    view = game.view(0)
    standing = perudo_coach.dice_reason(view, DUDO)
    assert standing.template == perudo_coach.T_STANDING
    assert {k: standing.data[k] for k in ("quantity", "face", "held", "needed", "n")} == {
        "quantity": 4, "face": 3, "held": 3, "needed": 1, "n": 5,
    }  # fmt: skip
    assert standing.data["percent"] == pytest.approx(100 * (1 - (2 / 3) ** 5))
    assert standing.message() == (
        "4 threes needs 1 more besides your 3; the other 5 dice give that with 87%"
    )
    assert perudo_coach.dice_reason(view, Bid(3, 3)).template == perudo_coach.T_BID_SURE
    assert perudo_coach.dice_reason(view, Bid(9, 6)).template == perudo_coach.T_BID_BLUFF
    mine = perudo_coach.dice_reason(view, Bid(4, 6))
    assert mine.template == perudo_coach.T_BID and mine.data["needed"] == 2


# -- Macháček -------------------------------------------------------------------------------


def test_machacek_reasons_truth_and_bluffs() -> None:
    game = MachacekGame(players=2, rolls=[(6, 5), (3, 2)], first_player=0)
    view = game.view(0)
    legal = game.legal_actions()
    assert machacek_coach.reason(view, legal, Announce(65)).template == machacek_coach.T_TRUTH
    bluff = machacek_coach.reason(view, legal, Announce(66))
    assert bluff.template == machacek_coach.T_BLUFF
    assert bluff.data["percent"] == pytest.approx(100 / 36)
    game.apply(Announce(54))
    game.apply(game.legal_actions()[0])  # seat 1 believes and rolls 32: too low after 54
    view = game.view(1)
    legal = game.legal_actions()
    forced = machacek_coach.reason(view, legal, Announce(61))
    assert forced.template == machacek_coach.T_FORCED_BLUFF
    assert forced.data["rolled"] == 32 and forced.data["previous"] == 54
    advice = coach.advise(spec("machacek").coach, view, legal)
    assert Announce(61) in (advice.action, *advice.alternatives)  # the lowest claim allowed


# -- translating a reason -------------------------------------------------------------------


def test_render_translates_each_clause_with_its_own_count() -> None:
    game, view = casino_position("10S 3C 4C 5C", "KH QH JH 9H", "10D AH 7S 9C")
    reason = casino_coach.reason(view, play_of(game, "10S", CAPTURE, "10D"))
    asked: list[tuple[str, str, int]] = []

    def translate(context: str, template: str, n: int) -> str:
        asked.append((context, template, n))
        return "[" + template.replace("%n", f"#{n}") + "]"

    text = reason.render(translate, lambda key, value: f"<{value}>")
    assert asked == [
        ("coach", casino_coach.T_NEXT_AT_MOST, 1),
        ("coach", casino_coach.T_CAPTURE, 2),
    ]
    assert text == (
        "[Taking <10♦> with the <10♠> is worth #2 points now, and "
        "[it leaves no capture of more than #1 points for the next player]]"
    )


def test_a_translation_without_a_placeholder_still_renders() -> None:
    reason = Reason(perudo_coach.T_STANDING_SURE, {"bid": "4 fives", "held": 4})
    assert reason.render(lambda c, t, n: "{bid} ({nobody})") == "4 fives ({nobody})"
    assert reason.n == -1


def test_a_kept_coach_answers_a_repeated_question_alike_and_only_for_its_seat() -> None:
    game = PerudoGame(players=2, dice=[[2, 3], [4, 5]], first_player=0, seed=0)
    kept = Coach(spec("perudo").coach, 0)
    first = kept.advise(game.view(0), game.legal_actions())
    assert kept.advise(game.view(0), game.legal_actions()) is first
    with pytest.raises(ValueError, match="seat 0"):
        kept.advise(game.view(1), game.legal_actions())
    with pytest.raises(KeyError, match="unknown game"):
        coach.advise(spec("chess").coach, game.view(0), game.legal_actions())
    with pytest.raises(TypeError):
        coach.advise(spec("casino").coach, game.view(0), game.legal_actions())


def test_every_sentence_that_says_you_has_a_twin_said_of_a_seat() -> None:
    """A replay's coach speaks of a computer player by name: each template that speaks to the
    player has a third-person twin with the same placeholders and {who}, and no "you"."""
    import re

    from tablegames_qt.coach import person

    from .checks import placeholders

    sources = [casino_coach, machacek_coach, perudo_coach]
    templates = {value for module in sources for key, value in vars(module).items()
                 if key.startswith(("T_", "V_")) and isinstance(value, str)}
    speaking = {t for t in templates if re.search(r"\b(you|your|You|Your|yourself)\b", t)}
    assert speaking == set(person.THIRD_PERSON) - {perudo_coach.T_NO_MAPUTO}
    for second, third in person.THIRD_PERSON.items():
        assert not re.search(r"\b(you|your|You|Your)\b", third), third
        assert placeholders(third) - {"who"} <= placeholders(second), third
        assert "{who}" in third or second == perudo_coach.T_NO_MAPUTO
    game = PerudoGame(players=2, dice=[[1, 3, 3, 5, 6], [2, 3, 4, 6, 6]], first_player=1, seed=0)
    game.apply(Bid(4, 3))
    said = person.about(perudo_coach.reason(game.view(0), Bid(4, 6)), "Lucky Lucy").message()
    assert said.startswith("The bid 4 sixes needs") and "Lucky Lucy holds" in said
