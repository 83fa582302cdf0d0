"""The hot-seat curtain's privacy check, repeated on the network: over many seeded games,
no message sent to a phone holds another seat's hidden dice or cards.

Every message is checked at the moment it is sent, against the game as it then stands
(the engine's own hidden state, read here by the test alone)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tablegames_qt.engine.casino.notation import card_code


def _walk(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item, f"{path}[]")


def _hidden_cards(game: Any, seat: int) -> set[Any]:
    hidden = set(game._deck[game._deck_pos:])  # the cards not dealt yet
    for other in range(game.players):
        if other != seat:
            hidden |= set(game.view(other).hand)
    return hidden


def _words(text: str) -> list[str]:
    return text.replace("+", " ").replace("[", " ").replace("]", " ").replace(",", " ").split()


def _check(game_name: str, game: Any, seat: int, message: dict[str, Any],
           logged: set[str], last_play: dict[str, Any]) -> None:
    """``logged``: the event lines this seat was sent before; ``last_play``: what was
    hidden from each seat just before the last action, and the cards that action showed.
    A line tells of that action, after which a new deal may have shuffled its cards back
    into the deck: it is checked against the table as it was when the action was made."""
    if message.get("type") != "state":
        return
    view = game.view(seat)
    fresh = [line for line in message["log"] if line not in logged]
    logged.update(message["log"])
    if game_name == "casino" and fresh and last_play:
        secret = {str(c) for c in last_play["hidden"][seat] - last_play["shown"]}
        for line in fresh:
            leaked = secret & set(_words(line))
            assert not leaked, f"hidden cards {leaked} in the event line {line!r}"
    leaves = list(_walk(dict(message, log=[])))
    if game_name == "casino":
        hidden = _hidden_cards(game, seat)
        codes = {card_code(c) for c in hidden}
        texts = {str(c) for c in hidden}
        for path, value in leaves:
            if isinstance(value, str):
                assert value not in codes, f"hidden card {value} at {path}"
                for text in texts:
                    # a card's text as a whole word ("10♦"), as every text writes cards
                    assert text not in _words(value), f"hidden card {text} in {value!r} at {path}"
        assert [c["code"] for c in message["mine"]["cards"]] == [card_code(c) for c in view.hand]
    else:
        # dice appear in one place only: the seat's own, under its own cup — and, after a
        # challenge, the dice its reveal showed everyone (the round's, lifted in public)
        dice_paths = {path for path, value in leaves if path.endswith(".dice")}
        assert dice_paths <= {".mine.dice", ".reveal.seats[].dice"}, dice_paths
        if "reveal" in message:
            shown = {entry["seat"]: entry["dice"] for entry in message["reveal"]["seats"]}
            public = last_play.get("revealed")
            assert public is not None and shown == public, "a reveal of dice nobody lifted"
        if game_name == "perudo":
            assert message["mine"]["dice"] == list(view.own_dice)
        else:
            # the value of a roll is said only of its own cup, and offered only on its turn
            assert message["mine"].get("value") == view.own_roll
            value_paths = {path for path, _ in leaves if path.endswith(".value")}
            assert value_paths <= {".mine.value", ".choices[].value"}, value_paths
    # moves are offered to the seat whose turn it is, and only to it
    assert not message["choices"] or game.current_player() == seat


@pytest.mark.slow
@pytest.mark.parametrize("game_name", ["perudo", "machacek", "casino"])
def test_no_message_to_a_phone_holds_another_seats_hidden_dice_or_cards(
        make_table: Any, game_name: str) -> None:
    checked = 0
    problems: list[str] = []
    for seed in range(6):
        phones, bots = (2, 1) if game_name != "casino" else (1 + seed % 2, 1 + (seed + 1) % 2)
        table = make_table(game_name, phones, bots, seed=seed)
        original = table.table._send
        logged: dict[int, set[str]] = {}
        last_play: dict[str, Any] = {}
        if game_name == "casino":
            game, apply = table.game, table.game.apply

            def remembering_apply(action: Any, game: Any = game, apply: Any = apply,
                                  last_play: Any = last_play) -> Any:
                last_play["hidden"] = {s: _hidden_cards(game, s) for s in range(game.players)}
                shown = {action.card}
                for item in action.taken:
                    shown.update(getattr(item, "cards", (item,)))
                last_play["shown"] = shown
                return apply(action)

            table.game.apply = remembering_apply
        elif game_name == "perudo":
            game, apply = table.game, table.game.apply

            def noting_reveals(action: Any, apply: Any = apply, last_play: Any = last_play) -> Any:
                events = apply(action)
                for event in events:
                    if event.kind in ("dudo", "calza"):  # the cups lifted in front of everyone
                        last_play["revealed"] = {seat: list(hand) for seat, hand
                                                 in enumerate(event.data["dice"]) if hand}
                return events

            table.game.apply = noting_reveals

        def checking_send(seat: int, message: dict[str, Any], table: Any = table,
                          original: Any = original, logged: Any = logged,
                          last_play: Any = last_play, seed: int = seed) -> None:
            nonlocal checked
            try:
                _check(game_name, table.game, seat, message, logged.setdefault(seat, set()),
                       last_play)
            except AssertionError as problem:  # noted; the game goes on to its end
                problems.append(f"seed {seed}, seat {seat}: {problem}")
            checked += 1
            original(seat, message)

        table.table._send = checking_send
        table.join_all(seed=seed)
        table.play_to_end()
        table.close()
    assert not problems, problems[:5]
    assert checked > 100
