"""The ranges the rules and the preset positions of every game may hold.

One place, read by the engines when rules or a preset are made (out of range:
``ValueError``, whatever the value — a huge whole number, a float, infinity) and
by the save loader (``storage/save_checks.py``), so the engine never accepts what
the loader would refuse.  The ranges are what the New game dialog offers
(``ui/dialogs/setup.py``; a test keeps the two in step); Royal Casino's
``target`` is not offered there (21), up to 99 is accepted for shorter or longer
games set up in code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

#: the longest preset list of rolls (and the longest action log a save may hold).
#: The longest real games measured play a few hundred actions (Royal Casino to
#: 99 points: ~860); an evening of an open-ended Macháček match stays in the low
#: thousands.
MAX_PRESET = 20_000


def _boolean(value: object) -> bool:
    return type(value) is bool


def _whole(low: int, high: int, none_allowed: bool = False) -> Callable[[object], bool]:
    def check(value: object) -> bool:
        if value is None:
            return none_allowed
        return type(value) is int and low <= value <= high

    return check


def _one_of(*choices: str) -> Callable[[object], bool]:
    return lambda value: type(value) is str and value in choices


#: per game, each rules field and the test of what it may hold
RULE_LIMITS: dict[str, dict[str, Callable[[object], bool]]] = {
    "perudo": {
        "starting_dice": _whole(1, 5),
        "calza": _boolean,
        "ones_opening": _boolean,
        "auto_maputo": _boolean,
    },
    "machacek": {
        "games": _whole(1, 99, none_allowed=True),
        "truth": _one_of("exact", "at_least"),
        "lives": _whole(0, 9),
        "random_order": _boolean,
    },
    "casino": {
        "twenty_needs": _one_of("little_casino", "spades"),
        "target": _whole(1, 99),
    },
}


def rules_problem(game: str, fields: Mapping[str, object]) -> str | None:
    """What is wrong with these rules fields of ``game`` (English, for a
    ``ValueError`` or a damaged file's detail), or None when all are in range."""
    limits = RULE_LIMITS[game]
    for name, value in fields.items():
        check = limits.get(name)
        if check is None:
            return f"unknown rules field {name!r}"
        if not check(value):
            # repr of a huge number would be a wall of digits
            shown = repr(value) if len(repr(value)) <= 40 else f"{repr(value)[:37]}..."
            return f"rules field {name!r} out of range: {shown}"
    return None


def check_rules_fields(game: str, fields: Mapping[str, object]) -> None:
    """``ValueError`` when a rules field of ``game`` is out of its range."""
    problem = rules_problem(game, fields)
    if problem is not None:
        raise ValueError(problem)


def check_preset_length(what: str, count: int) -> None:
    """``ValueError`` for a preset list longer than :data:`MAX_PRESET`."""
    if count > MAX_PRESET:
        raise ValueError(f"{what}: {count} given, at most {MAX_PRESET}")
