"""A rule option, described once: on its game's rules class.

Each rules dataclass lists its options in ``OPTIONS`` — the field, its kind (a yes/no
switch, a choice, a whole number in a range, a number of games or open-ended), the
bounds, and the label and help shown in the New game dialog (English keys, marked for
translation in the context :data:`CONTEXT`).  Everything that knows about rule options
reads that description:

- the rules class checks itself with it (:func:`check_rules`, from ``__post_init__``);
- the save loader refuses what it does not allow (``storage/save_checks.py``);
- the New game dialog builds its fields from it (``ui/dialogs/rule_options.py``);
- ``--rules`` on the command line and the phones' set-up parse values with it
  (:func:`parse_value`).

Adding an option: a field on the rules class and a line in its ``OPTIONS``
(``docs/adding-a-game.md``, "Adding a rule option").
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: the translation context of option labels and help
CONTEXT = "RuleOptions"

BOOL = "bool"
CHOICE = "choice"
WHOLE = "int"
#: a number of games, or None for open-ended
GAMES = "games"


@dataclass(frozen=True)
class RuleOption:
    """One rule variant; see the module docstring.

    ``kind``: :data:`BOOL` (a check box), :data:`CHOICE` (``choices`` of (value, label)),
    :data:`WHOLE` (``minimum``..``maximum``; ``off_label`` names the minimum when it means
    "off"), :data:`GAMES` (``minimum``..``maximum`` or None for open-ended).  ``offered``:
    shown in the New game dialog (an option set up only in code is still checked).
    """

    field: str
    kind: str
    label: str
    help: str
    choices: tuple[tuple[Any, str], ...] = ()
    minimum: int = 0
    maximum: int = 0
    off_label: str = ""
    offered: bool = True

    @property
    def explanation(self) -> str:
        """The help text (the dialog's name for it)."""
        return self.help

    def allows(self, value: object) -> bool:
        """Whether ``value`` is one this option may hold (a bool is no number)."""
        if self.kind == BOOL:
            return type(value) is bool
        if self.kind == CHOICE:
            return any(type(value) is type(choice) and value == choice for choice, _ in self.choices)
        if value is None:
            return self.kind == GAMES
        return type(value) is int and self.minimum <= value <= self.maximum

    def parse(self, text: str) -> Any:
        """The value ``text`` stands for (``--rules calza=yes``, ``games=open``);
        ``ValueError`` when it is none this option allows."""
        word = text.strip().lower()
        value: Any
        if self.kind == BOOL:
            truth = {"1": True, "yes": True, "true": True, "on": True,
                     "0": False, "no": False, "false": False, "off": False}
            if word not in truth:
                raise ValueError(f"{self.field} must be yes or no, not {text!r}")
            value = truth[word]
        elif self.kind == CHOICE:
            value = text.strip()
        elif self.kind == GAMES and word in ("", "open", "none", "0"):
            value = None
        else:
            try:
                value = int(word)
            except ValueError:
                raise ValueError(f"{self.field} must be a whole number, not {text!r}") from None
        if not self.allows(value):
            raise ValueError(f"{self.field}: {text!r} is not {self.describe()}")
        return value

    def describe(self) -> str:
        """What this option may hold, in English (for a refusal)."""
        if self.kind == BOOL:
            return "yes or no"
        if self.kind == CHOICE:
            return "one of " + ", ".join(str(choice) for choice, _ in self.choices)
        whole = f"a whole number from {self.minimum} to {self.maximum}"
        return whole + (" or open" if self.kind == GAMES else "")


def boolean(field: str, label: str, help: str) -> RuleOption:
    return RuleOption(field, BOOL, label, help)


def choice(field: str, label: str, help: str, choices: tuple[tuple[Any, str], ...]) -> RuleOption:
    return RuleOption(field, CHOICE, label, help, choices)


def whole(field: str, label: str, help: str, minimum: int, maximum: int, *,
          off_label: str = "", offered: bool = True) -> RuleOption:  # fmt: skip
    return RuleOption(field, WHOLE, label, help, minimum=minimum, maximum=maximum,
                      off_label=off_label, offered=offered)  # fmt: skip


def number_of_games(field: str, label: str, help: str, minimum: int, maximum: int) -> RuleOption:
    return RuleOption(field, GAMES, label, help, minimum=minimum, maximum=maximum)


def options_of(rules: type[Any]) -> tuple[RuleOption, ...]:
    """The options described on the rules class ``rules`` (its ``OPTIONS``)."""
    options: tuple[RuleOption, ...] = getattr(rules, "OPTIONS", ())
    return options


class UnknownOption(KeyError):
    """A rules class has no option of this name (``field``)."""

    def __init__(self, rules: type[Any], field: str) -> None:
        super().__init__(f"{rules.__name__} has no option {field!r}")
        self.field = field


def option(rules: type[Any], field: str) -> RuleOption:
    """The option of ``rules`` called ``field``; :class:`UnknownOption` when it has none."""
    for found in options_of(rules):
        if found.field == field:
            return found
    raise UnknownOption(rules, field)


def rules_problem(rules: type[Any], fields: Mapping[str, object]) -> str | None:
    """What is wrong with these fields of the rules class ``rules`` (English, for a
    ``ValueError`` or a damaged file's detail), or None when all are allowed."""
    described = {found.field: found for found in options_of(rules)}
    for name, value in fields.items():
        found = described.get(name)
        if found is None:
            return f"unknown rules field {name!r}"
        if not found.allows(value):
            # repr of a huge number would be a wall of digits
            shown = repr(value) if len(repr(value)) <= 40 else f"{repr(value)[:37]}..."
            return f"rules field {name!r} out of range: {shown} (must be {found.describe()})"
    return None


def check_rules(rules: Any) -> None:
    """``ValueError`` when a field of the rules instance ``rules`` is not one its option
    allows (call from the rules class's ``__post_init__``)."""
    fields = {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)}
    problem = rules_problem(type(rules), fields)
    if problem is not None:
        raise ValueError(problem)


def build_rules(rules: type[Any], values: Mapping[str, Any]) -> Any:
    """An instance of ``rules`` with ``values`` for the options it has (others ignored:
    a remembered set-up of an earlier version may name an option no longer there)."""
    names = {f.name for f in dataclasses.fields(rules)}
    return rules(**{k: v for k, v in values.items() if k in names})


def parse_rules(rules: type[Any], text: str) -> Any:
    """``--rules`` text (``calza=yes,starting_dice=3``) as an instance of ``rules``;
    :class:`UnknownOption` for an unknown option, ``ValueError`` for a value it does not
    allow."""
    values: dict[str, Any] = {}
    for part in filter(None, (piece.strip() for piece in text.split(","))):
        name, equals, value = part.partition("=")
        if not equals:
            raise ValueError(f"{part!r} is not option=value")
        values[name.strip()] = option(rules, name.strip()).parse(value)
    return rules(**values)
