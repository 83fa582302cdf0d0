"""Royal Casino on a phone: a legal play's label, the seat's hand, the table's cards and
builds, the players' cards in hand and points, in each side's colour."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tablegames_qt.engine import casino
from tablegames_qt.engine.casino.events import DEAL_END
from tablegames_qt.engine.casino.notation import card_code
from tablegames_qt.ui import phone_texts as texts
from tablegames_qt.ui.casino.side_colours import seat_colours as of_sides
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.casino.words import play_text
from tablegames_qt.ui.phone_view import PhoneView, players


def side_colours(colours: Sequence[str], side_of: Sequence[int] | None = None) -> list[str]:
    """A card table's seat colours: each side's."""
    sides = list(side_of) if side_of is not None else list(range(len(colours)))
    return [str(c.name()) for c in of_sides(sides, colours)]


def casino_entry(action: Any, names: Sequence[str]) -> dict[str, Any]:
    return {"label": play_text(action, names), "card": card_code(action.card)}


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


PHONE = PhoneView(side_colours, lambda names, seat: CasinoTexts(names, seat).describe,
                  casino_entry, casino_state, looking={DEAL_END.name: "count"})
