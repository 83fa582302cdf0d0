"""The save format of a Perudo game: its set-up and its actions as JSON.

:meth:`PerudoGame.to_json <tablegames_qt.engine.core.Game.to_json>` writes the
set-up and the actions played; loading replays them.  The fields and their
meaning must not change, or saves written before stop loading.  The first-round
dice of a set-up are checked here for the constructor and a loaded save alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablegames_qt.engine.core import (
    QT_TRANSLATE_NOOP,
    rules_from_json,
    rules_to_json,
    simple_action_from_json,
    simple_action_json,
)
from tablegames_qt.engine.perudo.bids import make_bid
from tablegames_qt.engine.perudo.messages import illegal
from tablegames_qt.engine.perudo.rules import (
    ACTION_CLASSES,
    Bid,
    DeclareMaputo,
    PerudoAction,
    PerudoRules,
)


def setup_json(
    players: int,
    rules: PerudoRules,
    seed: int,
    dice: tuple[tuple[int, ...], ...] | None,
    first_player: int | None,
) -> dict[str, Any]:
    """The set-up of a game as saved: what its constructor was given."""
    return {
        "players": players,
        "rules": rules_to_json(rules),
        "seed": seed,
        "dice": None if dice is None else [list(h) for h in dice],
        "first_player": first_player,
    }


def encode_action(action: PerudoAction) -> Any:
    return simple_action_json(action)


def decode_action(data: Any) -> PerudoAction:
    action = simple_action_from_json(ACTION_CLASSES, data)
    if isinstance(action, Bid):
        for name in ("quantity", "face"):
            value = getattr(action, name)
            if type(value) is not int:
                raise illegal(QT_TRANSLATE_NOOP("perudo", "a bid's {name} must be a whole number, not {value!r}"),
                              name=name, value=value)  # fmt: skip
        return make_bid(action.quantity, action.face)
    if isinstance(action, DeclareMaputo) and type(action.declare) is not bool:
        raise illegal(QT_TRANSLATE_NOOP("perudo", "a Maputo declaration is true or false, not {value!r}"),
                      value=action.declare)  # fmt: skip
    return action


def setup_arguments(setup: Mapping[str, Any]) -> dict[str, Any]:
    """The constructor's arguments from a saved set-up; ``ValueError`` if it is malformed."""
    if not isinstance(setup, Mapping):
        raise ValueError("the setup must be a JSON object")
    known = {"players", "rules", "seed", "dice", "first_player"}
    unknown = set(setup) - known
    if unknown:
        raise ValueError(f"unknown setup fields: {sorted(unknown)}")
    for name in ("players", "seed"):
        if setup.get(name) is None:
            raise ValueError(f"the setup lacks {name!r}")
    rules = rules_from_json(PerudoRules, setup.get("rules", {}))
    return {
        "players": setup["players"],
        "rules": rules,
        "seed": setup["seed"],
        "dice": setup.get("dice"),
        "first_player": setup.get("first_player"),
    }


def check_dice(
    dice: object, players: int, starting_dice: int
) -> tuple[tuple[int, ...], ...] | None:
    """Validated first-round dice, one tuple per seat, or ``None`` to roll them."""
    if dice is None:
        return None
    if not isinstance(dice, list | tuple) or len(dice) != players:
        raise ValueError(f"dice must list one hand per seat ({players}), not {dice!r}")
    hands = []
    for seat, hand in enumerate(dice):
        if not isinstance(hand, list | tuple) or len(hand) > starting_dice:
            raise ValueError(
                f"seat {seat}'s dice must be a list of at most {starting_dice}, not {hand!r}"
            )
        for die in hand:
            if type(die) is not int or not 1 <= die <= 6:
                raise ValueError(f"seat {seat} has a die that is not 1-6: {die!r}")
        hands.append(tuple(hand))
    if sum(1 for hand in hands if hand) < 2:
        raise ValueError("at least two seats need dice")
    return tuple(hands)
