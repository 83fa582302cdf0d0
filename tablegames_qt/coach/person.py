"""The coach's reasons said of a seat, not to it: "The bid 5 fours needs 3 more besides the
2 Anna holds" instead of "Your bid …".

A reason speaks to the player whose turn it is, as the Hint does. A replay's coach speaks
of whoever is to play, and only the person who played alone is "you" there
(``ui/replay``): :func:`about` swaps each sentence that says "you" for its third-person
twin (each game module's ``THIRD_PERSON``) and names the seat in ``{who}``.
"""

from __future__ import annotations

from collections.abc import Mapping

from . import casino, machacek, perudo
from .advice import Reason

#: second-person template → the same sentence about the seat named ``{who}``
THIRD_PERSON: Mapping[str, str] = {
    **perudo.THIRD_PERSON, **machacek.THIRD_PERSON, **casino.THIRD_PERSON,
}


def about(reason: Reason, name: str) -> Reason:
    """``reason`` said of the seat named ``name``, clauses too."""
    data = {key: about(value, name) if isinstance(value, Reason) else value
            for key, value in reason.data.items()}
    template = THIRD_PERSON.get(reason.template)
    if template is None:
        return Reason(reason.template, data, reason.context)
    return Reason(template, {**data, "who": name}, reason.context)
