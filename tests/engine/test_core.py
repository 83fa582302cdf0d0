"""The shared engine protocol's helpers."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tablegames_qt.engine.core import (
    IllegalAction,
    check_players,
    new_seed,
    require_int,
    rules_from_json,
    rules_to_json,
)
from tablegames_qt.games import game_class


@dataclass(frozen=True, slots=True)
class SlotRules:
    flag: bool = False
    count: int = 5
    games: int | None = 10


def test_rules_round_trip_with_slots():
    rules = SlotRules(flag=True, count=3, games=None)
    assert rules_from_json(SlotRules, rules_to_json(rules)) == rules


@pytest.mark.parametrize("data", [{"flag": 1}, {"count": True}, {"count": "5"}, {"nope": 1}, []])
def test_rules_with_wrong_types_or_fields_are_refused(data):
    with pytest.raises(ValueError):
        rules_from_json(SlotRules, data)


def test_illegal_action_formats_its_template_and_keeps_the_parts():
    exc = IllegalAction("bid {bid} is too low", context="perudo", bid="3 ones")
    assert str(exc) == "bid 3 ones is too low"
    assert exc.template == "bid {bid} is too low"
    assert exc.context == "perudo" and exc.params == {"bid": "3 ones"}
    assert isinstance(exc, ValueError)


def test_require_int_and_players():
    assert require_int(3, "quantity", 1, 5) == 3
    for bad in (0, 6, True, "3", 2.0):
        with pytest.raises(IllegalAction):
            require_int(bad, "quantity", 1, 5)
    assert check_players(4, 2, 4) == 4
    for bad in (1, 5, True, None):
        with pytest.raises(ValueError):
            check_players(bad, 2, 4)


def test_new_seed():
    assert new_seed(7) == 7
    assert isinstance(new_seed(None), int)
    with pytest.raises(ValueError):
        new_seed("7")  # type: ignore[arg-type]


def test_unknown_game_name():
    with pytest.raises(ValueError):
        game_class("chess")


@pytest.mark.parametrize("text", ["", "[]", "{", "[" * 100_000, '{"format": 99}', "null"])
def test_from_json_refuses_garbage_with_value_error(text):
    with pytest.raises(ValueError):
        game_class("perudo").from_json(text)
