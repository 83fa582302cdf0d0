"""The rules a save may hold are what the New game dialog offers, and every
rules field of every engine has its limits."""

from __future__ import annotations

import dataclasses

from tablegames_qt.storage.save_checks import RULE_LIMITS
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
