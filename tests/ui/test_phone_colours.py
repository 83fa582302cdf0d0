"""One colour per seat everywhere: the laptop's table, the join dialog and the phones
show each seat in the same colour, a person's own colour included."""

from __future__ import annotations

from typing import Any

import pytest

from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.games import game_class
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui.main_window import screen_for
from tablegames_qt.ui.phones.dialog import PhonesDialog
from tablegames_qt.ui.phones.table import PhoneTable
from tablegames_qt.ui.seat_config import BOT, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController


def _laptop_colours(game: str, screen: Any, players: int) -> list[str]:
    if game == "casino":
        return [screen.table.seat_colour(seat).name() for seat in range(players)]
    return [style.body_hex for style in screen.table.seat_styles()]


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_every_seat_has_one_colour_on_the_laptop_the_dialog_and_the_phones(
        qtbot: Any, settings: Settings, game: str) -> None:
    # Dad has a colour of his own (red, as the table's second dice set), Anna has none
    seats = [SeatConfig("Dad", PHONE, colour="#b8232f"), SeatConfig("Anna", PHONE),
             SeatConfig("Pip", BOT, "easy")]
    engine = game_class(game)(players=3, seed=1)
    controller = SessionController(engine, seats, bot_pace_ms=0, bot_factory=seat_bot)
    screen = screen_for(game)(controller, settings)
    qtbot.addWidget(screen)
    table = PhoneTable(controller, bind="127.0.0.1", port=0, language="en")
    table.open()
    try:
        laptop = _laptop_colours(game, screen, 3)
        assert laptop[0] == "#b8232f"
        for seat in (0, 1):
            state = table.state(seat)
            assert [p["colour"] for p in state["players"]] == laptop
            assert state["colour"] == laptop[seat]
            assert table.colour(seat) == laptop[seat]  # the welcome and the dialog's swatch
        dialog = PhonesDialog(table, waiting=False)
        qtbot.addWidget(dialog)
        for seat in (0, 1):
            assert f"background: {laptop[seat]};" in dialog.swatches[seat].styleSheet()
    finally:
        controller.stop()
        table.close()


def test_a_resumed_table_waits_only_for_phones_still_in_the_game(qtbot: Any) -> None:
    """Anna is out (no dice left): "Start now" is on once Ben's phone has joined."""
    from tablegames_qt.engine.perudo import PerudoGame
    from tests.phones.client import Phone

    game = PerudoGame(players=3, dice=[[], [2, 3], [4]], first_player=1, seed=2)
    seats = [SeatConfig("Anna", PHONE), SeatConfig("Ben", PHONE), SeatConfig("Pip", BOT, "easy")]
    controller = SessionController(game, seats, bot_pace_ms=0, bot_factory=seat_bot)
    table = PhoneTable(controller, bind="127.0.0.1", port=0, language="en")
    port = table.open()
    dialog = PhonesDialog(table, waiting=True)
    qtbot.addWidget(dialog)
    phone = Phone(port, table.tokens.token(1) or "", play=False)
    try:
        assert table.still_playing() == [1]
        assert dialog.start_button is not None and not dialog.start_button.isEnabled()
        assert "Anna is out of the game" in dialog._status[0].text()
        phone.start()
        qtbot.waitUntil(lambda: table.is_present(1), timeout=5000)
        assert not table.is_present(0) and table.all_joined()
        qtbot.waitUntil(dialog.start_button.isEnabled, timeout=5000)
    finally:
        phone.stop()
        phone.join(5)
        controller.stop()
        table.close()
