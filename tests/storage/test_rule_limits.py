"""The rules a save may hold are what the New game dialog offers, and every
rules field of every engine has its limits."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from tablegames_qt.engine import limits
from tablegames_qt.engine.casino import CasinoGame, CasinoRules
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.save_checks import MAX_ACTIONS, RULE_LIMITS, check_rules
from tablegames_qt.ui.dialogs import setup


def test_every_rules_field_has_limits() -> None:
    for game in setup.GAMES:
        fields = {f.name for f in dataclasses.fields(setup.rules_class(game))}
        assert set(RULE_LIMITS[game]) == fields


def test_the_limits_are_the_dialogs() -> None:
    for game, options in setup.RULE_OPTIONS.items():
        for option in options:
            check = RULE_LIMITS[game][option.field]
            if option.kind in ("int", "games"):
                assert check(option.minimum) and check(option.maximum)
                assert not check(option.minimum - 1) and not check(option.maximum + 1)
                assert not check(10**26) and not check(float(option.maximum))
                assert check(None) == (option.kind == "games")
            elif option.kind == "choice":
                assert all(check(value) for value, _label in option.choices)
                assert not check("anything else")
            else:
                assert check(True) and check(False) and not check(1) and not check("true")
    for game in setup.GAMES:
        defaults = dataclasses.asdict(setup.rules_class(game)())
        assert all(RULE_LIMITS[game][name](value) for name, value in defaults.items())


@pytest.mark.parametrize(
    ("make", "field"),
    [
        (lambda v: MachacekRules(games=v), "games"),
        (lambda v: MachacekRules(lives=v), "lives"),
        (lambda v: CasinoRules(target=v), "target"),
        (lambda v: PerudoRules(starting_dice=v), "starting_dice"),
    ],
)
@pytest.mark.parametrize("value", [10**26, -(10**26), 2**63, 100, float("inf"), 1e308, True])
def test_the_rules_refuse_what_the_loader_refuses_when_made(
    make: Callable[[object], object], field: str, value: object
) -> None:
    # The engine and the loader read the same limits: what cannot be loaded cannot
    # be made, and an out-of-range value is a ValueError (never an OverflowError).
    with pytest.raises(ValueError):
        make(value)


def test_the_loader_reads_the_engines_limits() -> None:
    for game in setup.GAMES:
        assert RULE_LIMITS[game] is limits.RULE_LIMITS[game]
    with pytest.raises(DamagedFile, match="out of range"):
        check_rules("machacek", {"games": 10**26})


def test_preset_rolls_are_limited_as_the_loader_limits_them() -> None:
    pairs = [(3, 1)] * limits.MAX_PRESET
    assert MachacekGame(players=2, rolls=pairs, seed=1).current_player() is not None
    with pytest.raises(ValueError, match="rolls"):
        MachacekGame(players=2, rolls=[*pairs, (3, 1)], seed=1)
    assert MAX_ACTIONS == limits.MAX_PRESET


@pytest.mark.parametrize(
    ("make", "field", "game"),
    [
        (MachacekRules, "games", MachacekGame),
        (MachacekRules, "lives", MachacekGame),
        (CasinoRules, "target", CasinoGame),
        (PerudoRules, "starting_dice", PerudoGame),
    ],
)
@pytest.mark.parametrize("value", [10**26, -1, 1.5, "5"])
def test_a_game_checks_rules_forced_after_they_were_made(
    make: Callable[[], object], field: str, game: Callable[..., object], value: object
) -> None:
    # A frozen dataclass can still be changed with object.__setattr__: the game checks
    # its rules again when it is made (ValueError, never an OverflowError later).
    rules = make()
    object.__setattr__(rules, field, value)
    with pytest.raises(ValueError):
        game(players=2, rules=rules, seed=1)
