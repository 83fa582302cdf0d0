"""What one phone is sent: its seat's state, built from ``view(seat)`` alone.

A snapshot holds that seat's private items (its dice, its roll, its hand), the
public table, the players, the last few events in words, and — on its turn — the
legal moves as numbered choices with their labels. Everything is text already
translated here; nothing of another seat's hidden dice or cards is ever read, since
only the seat's own view is (the event texts are the public ones the laptop shows).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.engine.core import Event
from tablegames_qt.ui import phone_texts as texts
from tablegames_qt.ui.phone_view import PhoneView

#: how many event sentences a phone keeps
LOG_LINES = 8


def phone_view(game: str) -> PhoneView:
    """The phone part of ``game``'s room (``KeyError`` for an unknown game: never a guess)."""
    from tablegames_qt.ui.rooms import room

    found = room(game).phone
    if found is None:
        raise KeyError(f"the game {game!r} cannot be played on phones")
    part: PhoneView = found()
    return part


def seat_colours(game: str, colours: Sequence[str], side_of: Sequence[int] | None = None) -> list[str]:
    """Every seat's colour as the laptop's table shows it — its dice (Perudo, Macháček), its
    side (Royal Casino) — from the seats' own colours (``controller.colours()``: "#rrggbb",
    "" where the table chooses), so the table, the join dialog and the phones agree."""
    return phone_view(game).colours(colours, side_of)


def game_colour(game: Any, seat: int, colours: Sequence[str]) -> str:
    """The colour of ``seat`` in ``game`` as its table shows it (:func:`seat_colours`)."""
    return seat_colours(game.NAME, colours, getattr(game.view(seat), "side_of", None))[seat]


def describer(game: str, names: Callable[[], list[str]], seat: int) -> Callable[[Event], str]:
    """The sentence of an event as that seat's person reads it ("you" for themselves)."""
    return phone_view(game).describer(names, seat)


def choice_entries(game: str, legal: Sequence[Any], names: Sequence[str]) -> list[dict[str, Any]]:
    """The legal moves as the page shows them; ``id`` is the index into ``legal``."""
    entry = phone_view(game).entry
    return [{"id": index, **entry(action, names)} for index, action in enumerate(legal)]


def snapshot(*, game: str, view: Any, names: Sequence[str], phones: Sequence[int],
             away: Sequence[int], turn: int, over: bool, winners: Sequence[int],
             log: Sequence[str], choices: list[dict[str, Any]] | None,
             colours: Sequence[str] = (), note: str = "",
             reveal: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``state`` message for ``view.seat`` (see ``docs/phones-protocol.md``).
    ``colours``: the seats' own colours (``controller.colours()``); ``note``: what the table
    is doing instead of whose turn it is (the cups are up, not everyone has joined); ``reveal``:
    the last challenge's reveal (the game's ``PhoneView.reveal``)."""
    seat = view.seat
    current = view.current_player
    if over:
        status = texts.winners_text([names[s] for s in winners])
    elif note:
        status = note
    elif current == seat:
        # "Your turn" only with the moves to make; until they come the table is still moving
        status = texts.your_turn() if choices is not None else texts.turn_soon()
    elif current is not None and current in away:
        status = texts.phone_away(names[current])
    elif current is not None and current in phones:
        status = texts.waiting_for_phone(names[current])
    elif current is not None:
        status = texts.waiting_for(names[current])
    else:
        status = ""
    shown = seat_colours(game, [*colours, *[""] * (len(names) - len(colours))],
                         getattr(view, "side_of", None))
    state: dict[str, Any] = {
        "type": "state", "turn": turn, "seat": seat, "name": names[seat],
        "colour": shown[seat], "status": status, "over": over, "yourTurn": choices is not None,
        "log": list(log[-LOG_LINES:]), "choices": choices or [],
    }
    phone_view(game).fill(view, names, phones, state)
    for player in state["players"]:
        player["colour"] = shown[player["seat"]]
    if over:
        state["last"] = ""  # no bid or claim stands once the game is over
    if reveal is not None:
        state["reveal"] = reveal
    return state


