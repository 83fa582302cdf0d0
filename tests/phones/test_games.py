"""Whole games with phone seats and bots, over the real server on 127.0.0.1."""

from __future__ import annotations

from typing import Any

import pytest

from tablegames_qt.engine.casino import CasinoRules
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.engine.perudo import PerudoRules


@pytest.mark.parametrize(("game", "phones", "bots", "rules"), [
    ("perudo", 2, 1, None), ("machacek", 2, 1, None), ("casino", 1, 1, None),
    ("casino", 2, 2, None),
    ("perudo", 10, 0, PerudoRules(calza=True)),
    ("machacek", 3, 2, MachacekRules(lives=2, truth="at_least")),
    ("casino", 3, 0, CasinoRules(twenty_needs="spades")),
])
def test_a_whole_game_with_phones_and_bots(make_table: Any, game: str, phones: int,
                                           bots: int, rules: Any) -> None:
    table = make_table(game, phones, bots, seed=3, rules=rules)
    table.join_all()
    table.play_to_end()
    assert table.game.is_over()
    for seat, phone in table.phones.items():
        welcome = phone.of_type("welcome")
        assert welcome and welcome[0]["seat"] == seat and welcome[0]["game"] == game
        final = phone.last_state()
        assert final is not None and final["over"] and final["choices"] == []
        assert final["turn"] == len(table.game.history)
        # the phone played its own moves: some of the applied actions are its
        assert phone.acted_turns
    assert sum(len(p.acted_turns) for p in table.phones.values()) >= 2


@pytest.mark.parametrize("game", ["perudo", "casino"])
def test_each_player_has_the_colour_of_their_plate_on_the_laptop(make_table: Any,
                                                                 game: str) -> None:
    from tablegames_qt.ui.casino.side_colours import SIDE_COLOURS
    from tablegames_qt.ui.dice.palette import seat_style

    table = make_table(game, 2, 2)
    phone = table.join(0, play=False)
    table.qtbot.waitUntil(lambda: bool(phone.states()), timeout=5000)
    shown = [p["colour"] for p in phone.states()[-1]["players"]]
    if game == "casino":  # partners share their side's colour
        side_of = table.game.view(0).side_of
        assert shown == [SIDE_COLOURS[side_of[s]].name() for s in range(4)]
        assert shown[0] == shown[2] != shown[1]
    else:
        assert shown == [seat_style(s).body_hex for s in range(4)]
    assert phone.of_type("welcome")[0]["colour"] == shown[0]
