"""Perudo on a phone: a legal move's label, the seat's dice and the standing bid, the
players' dice left, and a challenge's reveal as the laptop's table shows it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.engine import perudo
from tablegames_qt.engine.core import Event, first_of
from tablegames_qt.engine.perudo import die_counts
from tablegames_qt.engine.perudo import events as ev
from tablegames_qt.ui import phone_texts as texts
from tablegames_qt.ui.dice.phone import dice_colours
from tablegames_qt.ui.perudo.texts import PerudoTexts
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.phone_view import PhoneView, players


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


def perudo_reveal(event: Event, later: Sequence[Event], names: Callable[[], list[str]],
                  seat: int, colours: Sequence[str]) -> dict[str, Any]:
    """A Dudo's or Calza's reveal as ``seat``'s phone shows it, as the laptop's table does:
    every seat's dice with those that count lit, the verdict, and who loses or wins back a die."""
    data = (ev.DUDO if event.kind == ev.DUDO.name else ev.CALZA).data(event)
    quantity, face, count, maputo = data["quantity"], data["face"], data["count"], data["maputo"]
    words = PerudoTexts(names, seat)
    outcome = first_of(later, ev.DIE_LOST, ev.DIE_GAINED, ev.DIE_KEPT)
    shown = dice_colours(colours)
    hands = data["dice"]
    return {
        "title": words.verdict_title(event.kind, count, quantity),
        "text": words.verdict(count, outcome[0] if outcome is not None else None),
        "said": words.challenge(event.kind, data["seat"], data["bidder"], quantity, face),
        "count": count,
        "seats": [{"seat": s, "name": names()[s], "colour": shown[s], "dice": list(hand),
                   "lit": [die_counts(value, face, maputo) for value in hand]}
                  for s, hand in enumerate(hands) if hand],
    }


PHONE = PhoneView(dice_colours, lambda names, seat: PerudoTexts(names, seat).describe,
                  perudo_entry, perudo_state, perudo_reveal,
                  looking={ev.DUDO.name: "cups", ev.CALZA.name: "cups"},
                  challenges=frozenset({ev.DUDO.name, ev.CALZA.name}),
                  round_starts=frozenset({ev.BID.name}))
