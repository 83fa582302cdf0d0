"""The coach's reasons said in the current language (the coach itself is Qt-free).

A reason is a ``QT_TRANSLATE_NOOP("coach", …)`` template with its numbers; the ones with
``%n`` are plural texts, and lupdate makes a text plural only from a literal
``tr(text, "", n)`` call, so each has one here. Numbers go through QLocale; Perudo bids,
and Macháček values are said as the game's own screens say them (cards name themselves).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tablegames_qt.coach import Advice, person
from tablegames_qt.coach.advice import Reason
from tablegames_qt.ui.engine_texts import localized
from tablegames_qt.ui.texts import TranslationContext, percent, translate

coach = TranslationContext("coach")

#: the plural templates, each with its literal call
_PLURAL: dict[str, Callable[[int], str]] = {
    '{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}': lambda n: coach.tr(
        '{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}', "", n
    ),
    '{bid} cannot be true: you hold {held} and the others have only %n dice': lambda n: coach.tr(
        '{bid} cannot be true: you hold {held} and the others have only %n dice', "", n
    ),
    '{bid} is exactly right with {percent}: besides your {held}, exactly {needed} of the other %n dice must count': lambda n: coach.tr(
        '{bid} is exactly right with {percent}: besides your {held}, exactly {needed} of the other %n dice must count', "", n
    ),
    '{bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}': lambda n: coach.tr(
        '{bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}', "", n
    ),
    '{bid} is exactly right with {percent}: you hold none, so exactly {needed} of the other %n dice must count': lambda n: coach.tr(
        '{bid} is exactly right with {percent}: you hold none, so exactly {needed} of the other %n dice must count', "", n
    ),
    'Your bid {bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}': lambda n: coach.tr(
        'Your bid {bid}: you hold none, so all {needed} must come from the other %n dice, which give that with {percent}', "", n
    ),
    'Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}': lambda n: coach.tr(
        'Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}', "", n
    ),
    'Your bid {bid} is a pure bluff: you hold {held} and the others have only %n dice': lambda n: coach.tr(
        'Your bid {bid} is a pure bluff: you hold {held} and the others have only %n dice', "", n
    ),
    'Taking {taken} with the {card} is worth %n points now, and {next}': lambda n: coach.tr(
        'Taking {taken} with the {card} is worth %n points now, and {next}', "", n
    ),
    'Taking {taken} with the {card} scores no point yet but adds %n cards to your pile, and {next}': lambda n: coach.tr(
        'Taking {taken} with the {card} scores no point yet but adds %n cards to your pile, and {next}', "", n
    ),
    'Taking {taken} with the {card} sweeps the table: %n points now, and the next player must trail': lambda n: coach.tr(
        'Taking {taken} with the {card} sweeps the table: %n points now, and the next player must trail', "", n
    ),
    'Building {value} with the {card} holds %n points for your next turn, and {next}': lambda n: coach.tr(
        'Building {value} with the {card} holds %n points for your next turn, and {next}', "", n
    ),
    'Building {value} with the {card} gathers %n cards for your next turn, and {next}': lambda n: coach.tr(
        'Building {value} with the {card} gathers %n cards for your next turn, and {next}', "", n
    ),
    'it leaves no capture of more than %n points for the next player': lambda n: coach.tr(
        'it leaves no capture of more than %n points for the next player', "", n
    ),
    # the same sentences said of a seat (a replay's coach: ``coach.person``)
    'The bid {bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}': lambda n: coach.tr(
        'The bid {bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}', "", n
    ),
    '{bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}': lambda n: coach.tr(
        '{bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that with {percent}', "", n
    ),
    '{bid} cannot be true: {who} holds {held} and the others have only %n dice': lambda n: coach.tr(
        '{bid} cannot be true: {who} holds {held} and the others have only %n dice', "", n
    ),
    '{bid} is exactly right with {percent}: besides the {held} {who} holds, exactly {needed} of the other %n dice must count': lambda n: coach.tr(
        '{bid} is exactly right with {percent}: besides the {held} {who} holds, exactly {needed} of the other %n dice must count', "", n
    ),
    '{bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}': lambda n: coach.tr(
        '{bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}', "", n
    ),
    '{bid} is exactly right with {percent}: {who} holds none, so exactly {needed} of the other %n dice must count': lambda n: coach.tr(
        '{bid} is exactly right with {percent}: {who} holds none, so exactly {needed} of the other %n dice must count', "", n
    ),
    'The bid {bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}': lambda n: coach.tr(
        'The bid {bid}: {who} holds none, so all {needed} must come from the other %n dice, which give that with {percent}', "", n
    ),
    'The bid {bid} is a pure bluff: {who} holds {held} and the others have only %n dice': lambda n: coach.tr(
        'The bid {bid} is a pure bluff: {who} holds {held} and the others have only %n dice', "", n
    ),
    'Taking {taken} with the {card} scores no point yet but wins {who} %n more cards, and {next}': lambda n: coach.tr(
        'Taking {taken} with the {card} scores no point yet but wins {who} %n more cards, and {next}', "", n
    ),
    'Building {value} with the {card} holds %n points until {who} plays again, and {next}': lambda n: coach.tr(
        'Building {value} with the {card} holds %n points until {who} plays again, and {next}', "", n
    ),
    'Building {value} with the {card} gathers %n cards until {who} plays again, and {next}': lambda n: coach.tr(
        'Building {value} with the {card} gathers %n cards until {who} plays again, and {next}', "", n
    ),
}


def _translate(context: str, template: str, n: int) -> str:
    plural = _PLURAL.get(template) if context == "coach" and n >= 0 else None
    return plural(n) if plural is not None else translate(context, template)


def _say(key: str, value: Any) -> Any:
    if key.endswith("percent") and isinstance(value, float):
        # through QLocale, as the odds line: "87%" in English, "87 %" in Czech
        return percent(value / 100)
    return value


def _localized(game: str, reason: Reason) -> Reason:
    data = {
        key: _localized(game, value) if isinstance(value, Reason) else value
        for key, value in localized(game, reason.data).items()
    }
    return Reason(reason.template, data, reason.context)


def reason_text(advice: Advice, about: str | None = None) -> str:
    """The advice's reason in the current language, spoken to the player whose turn it is,
    or with ``about`` said of the seat of that name (a replay's coach, when that seat is not
    the person watching)."""
    reason = advice.reason if about is None else person.about(advice.reason, about)
    return _localized(advice.game, reason).render(_translate, _say)
