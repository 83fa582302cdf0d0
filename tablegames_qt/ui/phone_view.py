"""A game's part of what its phones are sent, as its room gives it (``Room.phone``): the
type every room's phone module fills, and the players' list they share.  Below the rooms, so
each room declares its own; ``ui/phones/snapshot.py`` builds a phone's state from it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tablegames_qt.engine.core import Event


@dataclass(frozen=True)
class PhoneView:
    """A game's part of what its phones are sent (its room's ``phone()``).

    ``colours(own, side_of)``: every seat's colour as the laptop's table shows it, from the
    seats' own colours (``controller.colours()``) and, for partners, their sides;
    ``describer(names, seat)``: the sentence of an event as that seat's person reads it;
    ``entry(action, names)``: a legal move's label (and what the page draws of it);
    ``fill(view, names, phones, state)``: the seat's own items, the table, the last claim
    and the players (with :func:`players`).
    """

    colours: Callable[[Sequence[str], Sequence[int] | None], list[str]]
    describer: Callable[[Callable[[], list[str]], int], Callable[[Event], str]]
    entry: Callable[[Any, Sequence[str]], dict[str, Any]]
    fill: Callable[[Any, Sequence[str], Sequence[int], dict[str, Any]], None]
    #: ``reveal(event, later, names, seat, colours)``: a challenge's reveal as ``seat``'s
    #: phone shows it while the table's cups are up (Perudo); None: the game has none
    reveal: Callable[[Event, Sequence[Event], Callable[[], list[str]], int, Sequence[str]],
                     dict[str, Any]] | None = None
    #: events after which the laptop's table shows everyone something, and what: "cups"
    #: (the cups lifted) or "count" (a deal's count); the phones say so meanwhile
    looking: Mapping[str, str] = field(default_factory=dict)
    #: events whose reveal the phones show (``reveal``), and the events that end it (the
    #: next round under way)
    challenges: frozenset[str] = frozenset()
    round_starts: frozenset[str] = frozenset()



def players(view: Any, names: Sequence[str], phones: Sequence[int],
            detail: Callable[[int], str]) -> list[dict[str, Any]]:
    """The players as a phone lists them: name, whose turn, on a phone, "you", and the
    game's ``detail`` of each seat."""
    return [  # each seat's colour is filled in by snapshot(), as the laptop's table shows it
        {"seat": seat, "name": name, "colour": "", "turn": seat == view.current_player,
         "phone": seat in phones, "you": seat == view.seat, "detail": detail(seat)}
        for seat, name in enumerate(names)
    ]
