"""What the coach hands back: the advice and its reason, a sentence still to translate.

A :class:`Reason` is built like an engine event: an English ``template`` marked
with ``QT_TRANSLATE_NOOP("coach", …)`` and the ``data`` that fills its
``{placeholders}``.  The conventions of ``data``, so that the UI can say every
value in the current language:

- ``n`` is the number that governs the noun written ``%n`` in the template:
  translate with it as the plural count (as ``event_text`` does for events).
- keys ending in ``percent`` hold a chance in percent (a float 0–100, not
  rounded): format it with the locale.
- a value that is itself a :class:`Reason` is a clause of the sentence with its
  own template and its own ``n`` (two numbers with nouns in one sentence need
  two plural counts): translate and fill it first, then put it in.
- Perudo: ``bid`` is the bid in English words ("4 fives") beside its
  ``quantity`` and ``face``, the keys the engine's refusals use; Macháček:
  ``value``, ``rolled``, ``previous`` are values from ``engine.machacek.VALUES``
  (the engine's value keys); Royal Casino: ``card`` is a ``Card`` and ``taken``
  the table items as ``ItemsText``, as in the engine's events; ``value`` there
  is a build's capture value.  Other numbers are plain ints.

:meth:`Reason.render` does the filling for any translate function; with the
defaults it gives the English text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action, fill_in

CONTEXT = "coach"
#: two sentences of one reason: the odds of the dice, then what else the coach knows
T_TWO = QT_TRANSLATE_NOOP("coach", "{first}. {then}")

#: translate(context, template, n) -> the translated template (n: -1 for no plural)
Translate = Callable[[str, str, int], str]
#: say(key, value) -> the value as the sentence shows it
Say = Callable[[str, Any], Any]


def english(context: str, template: str, n: int) -> str:
    """The source text, with ``%n`` replaced as Qt does without a translation."""
    return template.replace("%n", str(n)) if n >= 0 else template


def say_in_english(key: str, value: Any) -> Any:
    """Percentages as whole numbers with their sign ("87%"); the rest as it formats itself."""
    if key.endswith("percent") and isinstance(value, float):
        return f"{value:.0f}%"
    return value


@dataclass(frozen=True, slots=True)
class Reason:
    """A translatable sentence and its numbers (see the module docstring)."""

    template: str
    data: Mapping[str, Any] = field(default_factory=dict)
    context: str = CONTEXT

    @property
    def n(self) -> int:
        """The plural count to translate with, -1 when the text has none."""
        n = self.data.get("n", -1)
        return n if type(n) is int else -1

    def render(self, translate: Translate = english, say: Say = say_in_english) -> str:
        """The sentence: clauses first, then this template translated and filled."""
        values = {
            key: value.render(translate, say) if isinstance(value, Reason) else say(key, value)
            for key, value in self.data.items()
        }
        return fill_in(translate(self.context, self.template, self.n), **values)

    def message(self) -> str:
        """The English sentence (for logs and tests)."""
        return self.render()


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's word for ``seat`` at one decision.

    ``action``: what the hard bot would play, one of the legal actions;
    ``alternatives``: a few other sensible legal plays, best first (never
    ``action``); ``chance``: the probability (0–1) that the standing Perudo bid
    or Macháček claim is true as far as this seat can know, ``None`` when there
    is none to judge (and always in Royal Casino); ``reason``: why, with the
    numbers.
    """

    game: str
    seat: int
    action: Action
    alternatives: tuple[Action, ...]
    chance: float | None
    reason: Reason


@dataclass(frozen=True, slots=True)
class Explanation:
    """What a game's coach module adds to the bot's choice."""

    alternatives: tuple[Action, ...]
    chance: float | None
    reason: Reason
