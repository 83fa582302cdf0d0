"""The guides' scripts on the engines alone: every move legal and made by the right seat,
and each story the guide tells is what the rules make of the position."""

from __future__ import annotations

from typing import Any

import pytest

from tablegames_qt.engine.casino import parse_card
from tablegames_qt.engine.core import Event
from tablegames_qt.ui.guide_script import Script
from tablegames_qt.ui.tutorial import guided_games, script_for


def play_out(script: Script) -> tuple[Any, list[tuple[int | None, Any, list[Event]]]]:
    game = script.make_game()
    played = []
    for move in script.moves:
        seat = game.current_player()
        action = move(game.legal_actions())
        played.append((seat, action, game.apply(action)))
    return game, played


@pytest.mark.parametrize("game_name", guided_games())
def test_each_script_is_legal_and_its_steps_fit_its_moves(game_name: str) -> None:
    script = script_for(game_name)
    game, played = play_out(script)
    assert len(game.history) == len(script.moves)
    ats = [step.at for step in script.steps]
    assert ats == sorted(ats) and ats[-1] == len(script.moves)
    for step in script.steps:
        if step.expect is not None:
            seat, _action, _events = played[step.at]
            assert seat == script.human, f"step at {step.at} waits for the person off their turn"
            assert step.expect is script.moves[step.at]
    # every move of the person's has its step: nothing is played without being asked for
    mine = {i for i, (seat, _a, _e) in enumerate(played) if seat == script.human}
    assert mine == {step.at for step in script.steps if step.expect is not None}
    assert script.steps[-1].expect is None  # the last step is the guide's farewell


def test_the_perudo_story() -> None:
    _game, played = play_out(script_for("perudo"))
    kinds = [[event.kind for event in events] for _seat, _action, events in played]
    dudo = next(event for event in played[2][2] if event.kind == "dudo")
    assert dudo.data["count"] == 2 and dudo.data["loser"] == 1  # ones wild: 5 and 1
    assert "maputo_declared" in kinds[3]
    game = script_for("perudo").make_game()
    for move in script_for("perudo").moves[:3]:
        game.apply(move(game.legal_actions()))
    assert game.all_dice() == ((1, 5, 4), (4,))  # seed 45's second round
    last = next(event for event in played[6][2] if event.kind == "dudo")
    assert last.data["count"] == 2 and last.data["maputo"]  # the one is not wild now
    assert "game_over" in kinds[6] and _game.winners() == [0]


def test_the_machacek_story() -> None:
    game, played = play_out(script_for("machacek"))
    reveal = next(event for event in played[-1][2] if event.kind == "reveal")
    assert reveal.data["loser"] == 1 and game.winners() == [0]
    assert played[0][0] == 0 and played[6][0] == 1


def test_the_casino_story() -> None:
    script = script_for("casino")
    game = script.make_game()
    for move in script.moves[:4]:
        game.apply(move(game.legal_actions()))
    ten = parse_card("10D")
    tens = {parse_card("10S"), parse_card("10H")}
    plays = [play for play in game.legal_actions() if play.card == ten]
    assert plays and all(play.kind == "capture" and tens <= set(play.taken) for play in plays)
    game, played = play_out(script)
    sweep = [event.kind for event in played[6][2]]
    assert "sweep" in sweep
    end = next(event for event in played[-1][2] if event.kind == "deal_end")
    result = end.data["result"]
    assert result.points == (9, 0)
    assert {item.kind for item in result.items if item.side == 0} >= {
        "cards", "spades", "big_casino", "little_casino", "ace", "sweeps"}


def test_the_perudo_guide_says_each_bid_as_the_table_does(qapp) -> None:
    # The guide wrote "2 × five" where the table says "2 fives" (issue 36): each bid the
    # guide names is the table's own words for the bid played there.
    from tablegames_qt.engine.perudo import Bid
    from tablegames_qt.ui.perudo.words import bid_words

    script = script_for("perudo")
    _game, played = play_out(script)
    texts = [step.text("Captain Pip") for step in script.steps]
    assert not [text for text in texts if "×" in text]
    said = 0
    for i, step in enumerate(script.steps):
        # the bid asked for, or the bid just made when the step is the first to follow it
        first = i == 0 or script.steps[i - 1].at != step.at
        move = step.at if step.expect is not None else step.at - 1 if first else -1
        if 0 <= move < len(played) and isinstance(played[move][1], Bid):
            bid = played[move][1]
            assert bid_words(bid.quantity, bid.face) in step.text("Captain Pip"), step.at
            said += 1
    assert said == 4
