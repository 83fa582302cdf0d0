"""Each rule option is described once, on its rules class (``engine/options.py``): the
engine's checks, the save loader and the New game dialog read that description, so what
the dialog offers is what the rules accept and what a save may hold."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from tablegames_qt.engine import limits, options
from tablegames_qt.engine.casino import CasinoGame, CasinoRules
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.games import games
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.save_checks import MAX_ACTIONS, check_rules
from tablegames_qt.ui.dialogs import setup


def test_every_rules_field_is_described_once() -> None:
    for game in games():
        fields = [f.name for f in dataclasses.fields(game.rules)]
        described = [option.field for option in game.options]
        assert sorted(described) == sorted(fields) and len(set(described)) == len(described)


def test_the_descriptions_bound_what_the_rules_accept() -> None:
    for game in games():
        for option in game.options:
            allows = option.allows
            if option.kind in (options.WHOLE, options.GAMES):
                assert allows(option.minimum) and allows(option.maximum)
                assert not allows(option.minimum - 1) and not allows(option.maximum + 1)
                assert not allows(10**26) and not allows(float(option.maximum))
                assert allows(None) == (option.kind == options.GAMES)
                for bad in (option.minimum - 1, option.maximum + 1):
                    with pytest.raises(ValueError, match=option.field):
                        game.rules(**{option.field: bad})
            elif option.kind == options.CHOICE:
                assert all(allows(value) for value, _label in option.choices)
                assert not allows("anything else")
                with pytest.raises(ValueError, match=option.field):
                    game.rules(**{option.field: "anything else"})
            else:
                assert allows(True) and allows(False) and not allows(1) and not allows("true")
                with pytest.raises(ValueError, match=option.field):
                    game.rules(**{option.field: 1})
        defaults = dataclasses.asdict(game.rules())
        assert all(options.option(game.rules, name).allows(value) for name, value in defaults.items())


def test_the_dialog_offers_the_described_options() -> None:
    for game in games():
        offered = setup.offered_options(game.name)
        assert offered == [option for option in game.options if option.offered]
    assert "target" not in {option.field for option in setup.offered_options("casino")}


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
    # The engine and the loader read the same description: what cannot be loaded cannot
    # be made, and an out-of-range value is a ValueError (never an OverflowError).
    with pytest.raises(ValueError):
        make(value)


def test_the_loader_reads_the_same_description() -> None:
    with pytest.raises(DamagedFile, match="out of range"):
        check_rules("machacek", {"games": 10**26})
    with pytest.raises(DamagedFile, match="unknown rules field"):
        check_rules("perudo", {"palifico": True})
    check_rules("perudo", dataclasses.asdict(PerudoRules(calza=True)))


def test_the_command_line_reads_the_same_description() -> None:
    assert options.parse_rules(PerudoRules, "calza=yes, starting_dice=3") == PerudoRules(
        calza=True, starting_dice=3)
    assert options.parse_rules(MachacekRules, "games=open,truth=at_least") == MachacekRules(
        games=None, truth="at_least")
    with pytest.raises(options.UnknownOption):
        options.parse_rules(PerudoRules, "palifico=yes")
    with pytest.raises(ValueError, match="starting_dice"):
        options.parse_rules(PerudoRules, "starting_dice=9")


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
