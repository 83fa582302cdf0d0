"""Macháček's announcement keeps clear of the cup where the cup comes to rest (issue 36:
at 1600×1000 the message was placed while the cup stood with the announcer, then the cup
was handed on and stood under it).  Geometry, not pixels."""

from __future__ import annotations

import pytest

from tablegames_qt.engine.machacek import Announce, Believe, MachacekGame, MachacekRules, rank
from tablegames_qt.ui import anim
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.machacek.screen import MachacekScreen
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .test_plate_names import NAMES  # the longest names a profile allows

TIMEOUT = 20_000


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
@pytest.mark.parametrize("players", [2, 3, 5, 10])
def test_the_announcement_keeps_clear_of_the_cup_handed_on(qtbot, window, size, players) -> None:
    window.resize(*size)
    # long names: the message saying who passes the cup to whom is wide
    seats = [SeatConfig(NAMES[0], HUMAN), *(SeatConfig(NAMES[s], BOT) for s in range(1, players))]
    game = MachacekGame(players=players, rules=MachacekRules(games=1), rolls=[(6, 5)], first_player=0, seed=3)
    screen = window.open_game(GameSetup("machacek", seats, game.rules), game)
    assert isinstance(screen, MachacekScreen)
    qtbot.waitUntil(lambda: window.size().toTuple() == size and screen.isVisible(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: bool(screen.picker.legal()), timeout=TIMEOUT)
    screen.layout().activate()
    qtbot.wait(50)  # the view's scale reaches the table
    table = screen.table
    assert table.cup_seat() == 0
    screen.controller.pause()  # the bots do not answer: the test plays their turns
    anim.set_speed(0)  # every step of an announcement and the pass played out at once
    lowest = min((a.value for a in game.legal_actions() if isinstance(a, Announce)), key=rank)
    screen.picker.valueChosen.emit(lowest)  # you announce and pass the cup on
    # then round the table once, each seat believing, rolling and passing the cup on
    for seat in range(players):
        receiver = (seat + 1) % players
        qtbot.waitUntil(lambda r=receiver: table.cup_seat() == r and not screen.is_animating(), timeout=TIMEOUT)
        table.finish_animations()
        message = table.message_rect()
        assert message is not None and table.message() is not None
        cup = table.cup_rects()
        assert len(cup) == 1  # the cup, closed, its dice unseen
        assert not message.intersects(cup[0]), (seat, receiver, message, cup[0])
        if receiver == 0:
            break
        screen._on_events(game.apply(Believe()))
        value = min((a.value for a in game.legal_actions() if isinstance(a, Announce)), key=rank)
        screen._on_events(game.apply(Announce(value)))
