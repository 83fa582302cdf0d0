"""What every piece of advice must satisfy, whatever the game and position."""

from __future__ import annotations

import string
from collections.abc import Sequence

from tablegames_qt.coach import Advice, Reason
from tablegames_qt.engine.core import Action


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def check_reason(reason: Reason) -> None:
    """Every ``{name}`` has its value, ``%n`` its count, clauses likewise; it reads in English."""
    assert reason.context == "coach"
    assert reason.template
    missing = placeholders(reason.template) - set(reason.data)
    assert not missing, f"{reason.template!r} lacks {missing}"
    if "%n" in reason.template:
        assert type(reason.data.get("n")) is int and reason.data["n"] >= 0, reason
    for value in reason.data.values():
        if isinstance(value, Reason):
            check_reason(value)
    text = reason.message()
    assert "{" not in text and "%n" not in text, text


def check_advice(advice: Advice, game: str, seat: int, legal: Sequence[Action]) -> None:
    assert advice.game == game and advice.seat == seat
    assert advice.action in legal
    assert all(a in legal for a in advice.alternatives)
    assert advice.action not in advice.alternatives
    assert len(set(advice.alternatives)) == len(advice.alternatives)
    if len(legal) > 1:
        assert advice.alternatives, "a choice with no other sensible play offered"
    if advice.chance is not None:
        assert 0.0 <= advice.chance <= 1.0
    check_reason(advice.reason)
