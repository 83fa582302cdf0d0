"""Perudo's rule options, its actions and the words for dice faces.

:class:`PerudoRules` holds the variants (the defaults are the seed's rules); the
actions are :class:`Bid`, :class:`Dudo`, :class:`Calza` and
:class:`DeclareMaputo`, with shared instances of the ones without a choice in them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action
from tablegames_qt.engine.options import RuleOption, boolean, check_rules, whole

CONTEXT = "perudo"
FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
MIN_PLAYERS = 2
MAX_PLAYERS = 10
MAX_STARTING_DICE = 5

# English face names for messages; marked so translators see them too.
FACE_NAMES: tuple[str, ...] = (
    "",
    QT_TRANSLATE_NOOP("perudo", "one"),
    QT_TRANSLATE_NOOP("perudo", "two"),
    QT_TRANSLATE_NOOP("perudo", "three"),
    QT_TRANSLATE_NOOP("perudo", "four"),
    QT_TRANSLATE_NOOP("perudo", "five"),
    QT_TRANSLATE_NOOP("perudo", "six"),
)
FACE_NAMES_PLURAL: tuple[str, ...] = (
    "",
    QT_TRANSLATE_NOOP("perudo", "ones"),
    QT_TRANSLATE_NOOP("perudo", "twos"),
    QT_TRANSLATE_NOOP("perudo", "threes"),
    QT_TRANSLATE_NOOP("perudo", "fours"),
    QT_TRANSLATE_NOOP("perudo", "fives"),
    QT_TRANSLATE_NOOP("perudo", "sixes"),
)


@dataclass(frozen=True, slots=True)
class PerudoRules:
    """Rule options; the defaults are the seed's rules.

    ``calza``: the exact call is allowed (outside Maputo rounds).
    ``ones_opening``: a normal round may be opened with a bid on ones.
    ``auto_maputo``: a round is Maputo exactly when its opener has just dropped to
    one die (instead of the opener declaring it once per game).
    ``starting_dice``: dice per player at the start, 1 to 5.
    """

    calza: bool = False
    ones_opening: bool = False
    auto_maputo: bool = False
    starting_dice: int = 5

    #: each option described once (``engine/options.py``), in the order the dialog shows them
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = (
        whole(
            "starting_dice",
            QT_TRANSLATE_NOOP("RuleOptions", "Dice per player"),
            QT_TRANSLATE_NOOP("RuleOptions", "How many dice everyone starts with. The classic game uses 5."),
            1, MAX_STARTING_DICE,
        ),
        boolean(
            "calza",
            QT_TRANSLATE_NOOP("RuleOptions", "Calza (exact call)"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Instead of raising or saying Dudo, claim the last bid is exactly right. "
                "Right: you win a die back. Wrong: you lose one.",
            ),
        ),
        boolean(
            "ones_opening",
            QT_TRANSLATE_NOOP("RuleOptions", "Open with a bid on ones"),
            QT_TRANSLATE_NOOP(
                "RuleOptions", "A round may start with a bid on ones (normally only in a Maputo round)."
            ),
        ),
        boolean(
            "auto_maputo",
            QT_TRANSLATE_NOOP("RuleOptions", "Automatic Maputo"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "A round is Maputo whenever its opener has just dropped to one die, "
                "instead of being declared once per game.",
            ),
        ),
    )

    def __post_init__(self) -> None:
        check_rules(self)


DEFAULT_RULES = PerudoRules()


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """The claim: at least ``quantity`` dice on the table show ``face`` (ones wild outside Maputo)."""

    quantity: int
    face: int

    def __str__(self) -> str:
        return bid_text(self)


@dataclass(frozen=True, slots=True)
class Dudo(Action):
    """Challenge the last bid: "I don't believe it"."""


@dataclass(frozen=True, slots=True)
class Calza(Action):
    """Claim the last bid is exactly right (variant)."""


@dataclass(frozen=True, slots=True)
class DeclareMaputo(Action):
    """The one-die opener declares a Maputo round (``True``) or declines (``False``)."""

    declare: bool


PerudoAction: TypeAlias = Bid | Dudo | Calza | DeclareMaputo
ACTION_CLASSES: tuple[type[PerudoAction], ...] = (Bid, Dudo, Calza, DeclareMaputo)

DUDO = Dudo()
CALZA = Calza()
DECLARE_MAPUTO = DeclareMaputo(True)
DECLINE_MAPUTO = DeclareMaputo(False)


def bid_text(bid: Bid) -> str:
    """English text of a bid: "1 six", "7 fours"."""
    names = FACE_NAMES if bid.quantity == 1 else FACE_NAMES_PLURAL
    face = bid.face
    name = names[face] if type(face) is int and 1 <= face <= 6 else repr(face)
    return f"{bid.quantity} {name}"

