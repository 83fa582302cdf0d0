"""The 21 values of Macháček: their order, the dice that show them, their names.

A value is an int: the higher die as tens, the lower as units (2 and 1 is 21,
Macháček, the highest).  :data:`VALUES` lists them in rank order; the functions
here check, compare and name them, and know when an announcement counts as true.
"""

from __future__ import annotations

from fractions import Fraction

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP

MACHACEK = 21

#: the 21 values, lowest to highest (rule file, "The value of a roll")
VALUES: tuple[int, ...] = (
    31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65,
    11, 22, 33, 44, 55, 66,
    21,
)  # fmt: skip
#: each value's position in VALUES
RANK_OF: dict[int, int] = {value: index for index, value in enumerate(VALUES)}

TRUTH_RULES: tuple[str, ...] = ("exact", "at_least")


def _check_value(value: object) -> int:
    # type() rather than isinstance: True and 21.0 hash like 1 and 21
    if type(value) is not int or value not in RANK_OF:
        raise ValueError(f"not a Macháček value: {value!r}")
    return value


def check_die(die: object) -> int:
    if type(die) is not int or not 1 <= die <= 6:
        raise ValueError(f"a die shows 1 to 6, not {die!r}")
    return die


def rank(value: int) -> int:
    """The position of ``value`` in :data:`VALUES` (0 = 31, 20 = Macháček)."""
    return RANK_OF[_check_value(value)]


def value_of(d1: int, d2: int) -> int:
    """The value of a roll: higher die as tens, lower as units (so 2 and 1 is 21)."""
    check_die(d1)
    check_die(d2)
    return d1 * 10 + d2 if d1 >= d2 else d2 * 10 + d1


def dice_of(value: int) -> tuple[int, int]:
    """Two dice showing ``value``, the higher first (for drawing)."""
    _check_value(value)
    return value // 10, value % 10


def is_double(value: int) -> bool:
    _check_value(value)
    return value // 10 == value % 10


def indians(value: int) -> int | None:
    """The number of Indians of a double (the ``%n`` of its name), else None."""
    return value // 10 if is_double(value) else None


def is_higher(new: int, old: int) -> bool:
    """Whether ``new`` may answer ``old``: strictly higher, but Macháček answers Macháček."""
    new_rank, old_rank = rank(new), rank(old)
    return new_rank > old_rank or new == old == MACHACEK


def lowest_answer(previous: int) -> int:
    """The lowest value that may answer ``previous``."""
    index = rank(previous)
    return VALUES[min(index + 1, len(VALUES) - 1)]


def is_true(rolled: int, announced: int, truth: str = "exact") -> bool:
    """Whether ``announced`` counts as true for dice showing ``rolled``."""
    if truth == "exact":
        return _check_value(rolled) == _check_value(announced)
    if truth == "at_least":
        return rank(rolled) >= rank(announced)
    raise ValueError(f"truth rule must be one of {TRUTH_RULES}, not {truth!r}")


def probability(value: int) -> Fraction:
    """The chance that one roll of two dice shows ``value`` (2/36, or 1/36 for a double)."""
    return Fraction(1, 36) if is_double(value) else Fraction(2, 36)


def value_name(value: int) -> str:
    """The translatable name of ``value`` (context ``"machacek"``).

    Macháček -> "Macháček"; a double -> "%n Indians" with n = :func:`indians`
    (translate with that n for the plural form); a plain number -> "{value}",
    to be formatted with ``value=value``.
    """
    if _check_value(value) == MACHACEK:
        return QT_TRANSLATE_NOOP("machacek", "Macháček")
    if is_double(value):
        return QT_TRANSLATE_NOOP("machacek", "%n Indians")
    return QT_TRANSLATE_NOOP("machacek", "{value}")


def value_text(value: int) -> str:
    """The English name of ``value`` for logs: "Macháček", "1 Indian", "6 Indians", "54"."""
    count = indians(value)
    if value == MACHACEK:
        return "Macháček"
    if count is not None:
        return "1 Indian" if count == 1 else f"{count} Indians"
    return str(value)
