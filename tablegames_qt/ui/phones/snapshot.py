"""What one phone is sent: its seat's state, built from ``view(seat)`` alone.

A snapshot holds that seat's private items (its dice, its roll, its hand), the
public table, the players, the last few events in words, and — on its turn — the
legal moves as numbered choices with their labels. Everything is text already
translated here; nothing of another seat's hidden dice or cards is ever read, since
only the seat's own view is (the event texts are the public ones the laptop shows).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tablegames_qt.engine import casino, machacek, perudo
from tablegames_qt.engine.casino.notation import card_code
from tablegames_qt.engine.core import Event
from tablegames_qt.engine.perudo import die_counts
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.casino.words import play_text
from tablegames_qt.ui.machacek.texts import MachacekTexts
from tablegames_qt.ui.machacek.words import machacek_value_name
from tablegames_qt.ui.perudo.texts import PerudoTexts
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.phones import texts

#: how many event sentences a phone keeps
LOG_LINES = 8


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


def dice_colours(colours: Sequence[str], _side_of: Sequence[int] | None = None) -> list[str]:
    """A dice table's seat colours: its dice's."""
    from tablegames_qt.ui.dice.palette import seat_styles

    return [style.body_hex for style in seat_styles(colours)]


def side_colours(colours: Sequence[str], side_of: Sequence[int] | None = None) -> list[str]:
    """A card table's seat colours: each side's."""
    from tablegames_qt.ui.casino.side_colours import seat_colours as of_sides

    sides = list(side_of) if side_of is not None else list(range(len(colours)))
    return [str(c.name()) for c in of_sides(sides, colours)]


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


def players(view: Any, names: Sequence[str], phones: Sequence[int],
            detail: Callable[[int], str]) -> list[dict[str, Any]]:
    """The players as a phone lists them: name, whose turn, on a phone, "you", and the
    game's ``detail`` of each seat."""
    return [  # each seat's colour is filled in by snapshot(), as the laptop's table shows it
        {"seat": seat, "name": name, "colour": "", "turn": seat == view.current_player,
         "phone": seat in phones, "you": seat == view.seat, "detail": detail(seat)}
        for seat, name in enumerate(names)
    ]


def perudo_entry(action: Any, _names: Sequence[str]) -> dict[str, Any]:
    if isinstance(action, perudo.Bid):
        return {"label": bid_words(action.quantity, action.face), "bid": [action.quantity, action.face]}
    if isinstance(action, perudo.Dudo):
        return {"label": texts.dudo()}
    if isinstance(action, perudo.Calza):
        return {"label": texts.calza()}
    if isinstance(action, perudo.DeclareMaputo):
        return {"label": texts.declare_maputo() if action.declare else texts.decline_maputo()}
    return {"label": str(action)}


def machacek_entry(action: Any, _names: Sequence[str]) -> dict[str, Any]:
    if isinstance(action, machacek.Believe):
        return {"label": texts.believe()}
    if isinstance(action, machacek.Doubt):
        return {"label": texts.doubt()}
    if isinstance(action, machacek.Announce):
        return {"label": machacek_value_name(action.value), "value": action.value}
    return {"label": str(action)}


def casino_entry(action: Any, names: Sequence[str]) -> dict[str, Any]:
    return {"label": play_text(action, names), "card": card_code(action.card)}


def perudo_state(view: perudo.PerudoView, names: Sequence[str], phones: Sequence[int],
            state: dict[str, Any]) -> None:
    state["mine"] = {"label": texts.your_dice(), "dice": list(view.own_dice)}
    last = view.bids[-1] if view.bids else None
    state["last"] = (PerudoTexts(lambda: list(names), view.seat).bid(last[0], last[1].quantity,
                                                                     last[1].face)
                     if last else texts.no_bid())

    def detail(seat: int) -> str:
        count = view.dice_counts[seat]
        return texts.dice_left(count) if count else texts.out()

    state["players"] = players(view, names, phones, detail)


def machacek_state(view: machacek.MachacekView, names: Sequence[str], phones: Sequence[int],
              state: dict[str, Any]) -> None:
    if view.own_roll is not None:
        name = machacek_value_name(view.own_roll)
        state["mine"] = {"label": texts.your_roll(name), "dice": list(machacek.dice_of(view.own_roll)),
                         "value": view.own_roll}
    else:
        state["mine"] = {"label": texts.no_roll(), "dice": []}
    if view.announcements:
        seat, value = view.announcements[-1]
        if view.announcement is not None and view.current_player == view.seat:
            state["last"] = texts.claim_to_answer(names[seat], machacek_value_name(value))
        else:
            state["last"] = texts.last_claim(names[seat], machacek_value_name(value))
    else:
        state["last"] = ""

    def detail(seat: int) -> str:
        parts = [texts.wins(view.wins[seat])]
        if view.rules.lives:
            parts.append(texts.lives(view.lives[seat]) if view.alive[seat] else texts.out())
        return ", ".join(parts)

    state["players"] = players(view, names, phones, detail)


def casino_state(view: casino.CasinoView, names: Sequence[str], phones: Sequence[int],
            state: dict[str, Any]) -> None:
    state["mine"] = {"label": texts.your_hand(), "cards": [_card(c) for c in view.hand]}
    items = []
    for item in view.table:
        if isinstance(item, casino.Card):
            items.append(_card(item))
        else:
            items.append({"text": str(item), "red": False, "build": True})
    state["table"] = {"label": texts.deck_left(view.deck_left), "items": items}
    state["last"] = ""

    def detail(seat: int) -> str:
        side = view.side_of[seat]
        return ", ".join([texts.cards_in_hand(view.hand_sizes[seat]),
                          texts.points(view.scores[side])])

    state["players"] = players(view, names, phones, detail)


def _card(card: casino.Card) -> dict[str, Any]:
    return {"code": card_code(card), "text": str(card), "red": card.suit in ("H", "D")}


def snapshot(*, game: str, view: Any, names: Sequence[str], phones: Sequence[int],
             away: Sequence[int], turn: int, over: bool, winners: Sequence[int],
             log: Sequence[str], choices: list[dict[str, Any]] | None,
             colours: Sequence[str] = (), note: str = "",
             reveal: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``state`` message for ``view.seat`` (see ``docs/phones-protocol.md``).
    ``colours``: the seats' own colours (``controller.colours()``); ``note``: what the table
    is doing instead of whose turn it is (the cups are up, not everyone has joined); ``reveal``:
    the last challenge's reveal (:func:`perudo_reveal`)."""
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


def perudo_reveal(event: Event, later: Sequence[Event], names: Callable[[], list[str]],
                  seat: int, colours: Sequence[str]) -> dict[str, Any]:
    """A Dudo's or Calza's reveal as ``seat``'s phone shows it, as the laptop's table does:
    every seat's dice with those that count lit, the verdict, and who loses or wins back a die."""
    data = event.data
    quantity, face, count = int(data["quantity"]), int(data["face"]), int(data["count"])
    maputo = bool(data.get("maputo", False))
    words = PerudoTexts(names, seat)
    outcome = next((e for e in later if e.kind in ("die_lost", "die_gained", "die_kept")), None)
    shown = dice_colours(colours)
    hands: Sequence[Sequence[int]] = data.get("dice", ())
    return {
        "title": words.verdict_title(event.kind, count, quantity),
        "text": words.verdict(count, outcome),
        "said": words.challenge(event.kind, event.seat, data.get("bidder"), quantity, face),
        "count": count,
        "seats": [{"seat": s, "name": names()[s], "colour": shown[s], "dice": list(hand),
                   "lit": [die_counts(value, face, maputo) for value in hand]}
                  for s, hand in enumerate(hands) if hand],
    }


PERUDO = PhoneView(dice_colours, lambda names, seat: PerudoTexts(names, seat).describe,
                   perudo_entry, perudo_state)
MACHACEK = PhoneView(dice_colours, lambda names, seat: MachacekTexts(names, seat).describe,
                     machacek_entry, machacek_state)
CASINO = PhoneView(side_colours, lambda names, seat: CasinoTexts(names, seat).describe,
                   casino_entry, casino_state)
