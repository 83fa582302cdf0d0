"""Macháček on a phone: a legal move's label, the seat's roll, the claim to answer, and the
players' wins and lives."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tablegames_qt.engine import machacek
from tablegames_qt.engine.machacek.events import REVEAL
from tablegames_qt.ui import phone_texts as texts
from tablegames_qt.ui.dice.phone import dice_colours
from tablegames_qt.ui.machacek.texts import MachacekTexts
from tablegames_qt.ui.machacek.words import machacek_value_name
from tablegames_qt.ui.phone_view import PhoneView, players


def machacek_entry(action: Any, _names: Sequence[str]) -> dict[str, Any]:
    if isinstance(action, machacek.Believe):
        return {"label": texts.believe()}
    if isinstance(action, machacek.Doubt):
        return {"label": texts.doubt()}
    if isinstance(action, machacek.Announce):
        return {"label": machacek_value_name(action.value), "value": action.value}
    return {"label": str(action)}


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


PHONE = PhoneView(dice_colours, lambda names, seat: MachacekTexts(names, seat).describe,
                  machacek_entry, machacek_state, looking={REVEAL.name: "cups"})
