"""While the cups are up after a Dudo, every seat shows every die it rolled — a person at
the laptop, a phone's, a computer player's — and the highlighted dice add up to the count
the verdict says; the loser's die leaves only when Continue is pressed."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tablegames_qt.engine.perudo import Bid, Dudo, PerudoGame
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import anim
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.phones.table import PhoneTable
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController

TIMEOUT = 20_000
#: twos (ones wild): 2 + 2 + 1 = 5 on the table
DICE = [[2, 2, 3, 4, 5], [2, 6, 6, 6, 1], [3, 3, 2, 5, 5]]


class Scripted:
    """A computer player that makes the moves it is given, in order."""

    level = "test"

    def __init__(self, moves: Sequence[Any]) -> None:
        self.moves = list(moves)

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.moves.pop(0)


@pytest.mark.parametrize(("loser", "first", "moves"), [
    # the phone calls Dudo on a true bid of the laptop's person: the phone loses a die
    ("phone", 0, {0: Bid(5, 2), 1: Dudo()}),
    # the same call on a false bid: the laptop's person loses
    ("human", 0, {0: Bid(6, 2), 1: Dudo()}),
    # the computer player opens with a false bid, the laptop's person calls it
    ("bot", 2, {2: Bid(6, 2), 0: Dudo()}),
])
def test_every_die_stays_on_the_table_until_continue(
        qtbot: Any, settings: Settings, loser: str, first: int, moves: dict[int, Any]) -> None:
    settings.after_reveal = "wait"
    anim.set_speed(settings.animation_factor)  # as the main window does: no animations here
    game = PerudoGame(players=3, dice=[list(d) for d in DICE], first_player=first, seed=1)
    seats = [SeatConfig("You", HUMAN), SeatConfig("Anna", PHONE), SeatConfig("Pip", BOT, "easy")]
    controller = SessionController(game, seats, bot_pace_ms=0,
                                   bot_factory=lambda _g, _l: Scripted([moves[2]] if 2 in moves else []))
    screen = PerudoScreen(controller, settings)
    qtbot.addWidget(screen)
    phones = PhoneTable(controller, bind="127.0.0.1", port=0, language="en")  # Anna's page
    phones.open()
    screen.set_phone_table(phones)
    screen.resize(1200, 800)
    screen.show()
    screen.start()
    losing_seat = {"human": 0, "phone": 1, "bot": 2}[loser]
    for seat in (first, (first + 1) % 3):
        if seat == 2:
            continue  # the computer player moves by itself
        if seat == 0:
            qtbot.waitUntil(lambda: controller.awaiting_human() == 0 and not controller.is_busy(),
                            timeout=TIMEOUT)
            assert controller.submit(moves[0])
        else:
            qtbot.waitUntil(lambda: controller.awaiting_phone() == 1 and not controller.is_busy(),
                            timeout=TIMEOUT)
            assert controller.submit_remote(1, moves[1]) is None
    pause = screen.reveal_pause
    qtbot.waitUntil(pause.is_waiting, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not screen.is_animating(), timeout=TIMEOUT)
    table = screen.table
    for seat, hand in enumerate(DICE):
        assert sorted(table.visible_faces(seat)) == sorted(hand), seat
        assert table.dice_count(seat) == len(hand)
    lit = sum(1 for s in table._seats for die in s.dice if die.isVisible() and die.glow > 0)
    assert lit == 5  # as many lit as the verdict counts
    assert "5" in screen.status_text()
    assert game.view(0).dice_counts[losing_seat] == 4  # the engine has moved on already
    # Anna's phone is told what the table does, and offers no move while the cups are up
    page = phones.state(1)
    assert page["status"] == "Look at the table: the cups are up" and not page["choices"]
    assert sum(lit for seat in page["reveal"]["seats"] for lit in seat["lit"]) == 5
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # Continue
    qtbot.waitUntil(lambda: table.dice_count(losing_seat) == 4, timeout=TIMEOUT)
    assert not pause.is_waiting()
    if loser == "phone":  # the loser opens the next round: now the phone has its moves
        qtbot.waitUntil(lambda: controller.awaiting_phone() == 1, timeout=TIMEOUT)
        page = phones.state(1)
        assert page["status"] == "Your turn" and page["choices"] and page["yourTurn"]
    controller.stop()
    phones.close()
