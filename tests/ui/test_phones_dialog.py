"""Game ▸ Phones: a seat given to the computer can go back to a phone with a new link; the
dialog is sized to its seats (no side scroll bar, no empty half) and its links are typed
without look-alike letters."""

from __future__ import annotations

import string
from typing import Any

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QFrame, QLabel, QPushButton

from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.engine.perudo import PerudoGame
from tablegames_qt.phones import tokens
from tablegames_qt.ui.phones.dialog import PhonesDialog
from tablegames_qt.ui.phones.table import PhoneTable
from tablegames_qt.ui.seat_config import BOT, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController
from tests.phones.client import Phone


def _table(phones: int = 2) -> tuple[SessionController, PhoneTable]:
    seats = [SeatConfig(name, PHONE) for name in ("Anna", "Ben", "Eva")[:phones]]
    seats.append(SeatConfig("Pip", BOT, "easy"))
    controller = SessionController(PerudoGame(players=len(seats), seed=3), seats,
                                   bot_pace_ms=0, bot_factory=seat_bot)
    table = PhoneTable(controller, bind="127.0.0.1", port=0, language="en")
    table.open()
    return controller, table


def test_a_seat_given_to_the_computer_goes_back_to_a_phone_with_a_new_link(qtbot: Any) -> None:
    controller, table = _table()
    try:
        old = table.link(1)
        dialog = PhonesDialog(table, waiting=False)
        qtbot.addWidget(dialog)
        ben = dialog.findChild(QFrame, "phoneSeat1")
        ben.findChild(QPushButton, "toBot").click()
        assert controller.seats[1].kind == BOT and table.tokens.token(1) is None
        # the seat is still listed, played by the computer, with the way back
        ben = dialog.findChild(QFrame, "phoneSeat1")
        assert ben is not None and ben.findChild(QLabel, "link") is None
        assert ben.findChild(QLabel, "phoneStatus").text() == "Played by the computer now."
        ben.findChild(QPushButton, "toPhone").click()
        assert controller.seats[1].kind == PHONE
        new = dialog.links[1].text()
        assert new != old and new == table.link(1)  # a new link: the old one stays dead
        phone = Phone(table.port, table.tokens.token(1) or "", play=False)
        phone.start()
        try:
            qtbot.waitUntil(lambda: table.is_present(1), timeout=5000)
        finally:
            phone.stop()
            phone.join(5)
    finally:
        controller.stop()
        table.close()


def test_the_dialog_fits_its_seats_and_its_links_read_clearly(qtbot: Any) -> None:
    controller, table = _table(3)
    try:
        dialog = PhonesDialog(table, waiting=True)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        area = dialog._area
        assert not area.horizontalScrollBar().isVisible()
        seats = area.widget()
        # every seat box in full width, and no more height than the seats need
        for seat in range(3):
            box = dialog.findChild(QFrame, f"phoneSeat{seat}")
            assert box.width() >= box.sizeHint().width()
        assert area.viewport().height() <= seats.sizeHint().height() + 2
        link = dialog.links[0]
        assert QFontInfo(link.font()).fixedPitch()
        assert link.width() >= link.sizeHint().width()  # the whole link, not cut
    finally:
        controller.stop()
        table.close()


def test_tokens_have_no_look_alike_letters_and_128_bits() -> None:
    seats = tokens.SeatTokens()
    alphabet = set(tokens.ALPHABET)
    assert not alphabet & set("0O1lIio")
    assert alphabet <= set(string.ascii_letters + string.digits)
    for seat in range(50):
        token = seats.issue(seat)
        assert set(token) <= alphabet
        assert len(alphabet) ** len(token) >= 2 ** 128
