"""The save format of a Macháček match: its set-up and its actions as JSON.

:meth:`MachacekGame.to_json <tablegames_qt.engine.core.Game.to_json>` writes the
set-up and the actions played; loading replays them.  The fields and their
meaning must not change, or saves written before stop loading.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablegames_qt.engine import core
from tablegames_qt.engine.machacek.rules import ACTION_CLASSES, MachacekAction, MachacekRules


def setup_json(
    players: int,
    rules: MachacekRules,
    seed: int,
    rolls: tuple[tuple[int, int], ...],
    first_player: int | None,
) -> dict[str, Any]:
    """The set-up of a match as saved: what its constructor was given."""
    return {
        "players": players,
        "rules": core.rules_to_json(rules),
        "seed": seed,
        "rolls": [list(pair) for pair in rolls],
        "first_player": first_player,
    }


def encode_action(action: MachacekAction) -> Any:
    return core.simple_action_json(action)


def decode_action(data: Any) -> MachacekAction:
    return core.simple_action_from_json(ACTION_CLASSES, data)


def setup_arguments(setup: Mapping[str, Any]) -> dict[str, Any]:
    """The constructor's arguments from a saved set-up; ``ValueError`` if it is malformed."""
    unknown = set(setup) - {"players", "rules", "seed", "rolls", "first_player"}
    if unknown:
        raise ValueError(f"unknown set-up fields: {sorted(unknown)}")
    seed = setup["seed"]
    if type(seed) is not int:
        raise ValueError(f"a saved game needs its integer seed, not {seed!r}")
    rolls = setup.get("rolls")
    if rolls is not None and not isinstance(rolls, list):
        raise ValueError(f"rolls must be a list of pairs of dice, not {rolls!r}")
    return {
        "players": setup["players"],
        "rules": core.rules_from_json(MachacekRules, setup["rules"]),
        "seed": seed,
        "rolls": rolls,
        "first_player": setup.get("first_player"),
    }
