"""The phone page in a real browser: two phone seats joined from two headless Chromium
pages play a Perudo round and a Royal Casino deal by clicking, with the laptop's table
in the same test."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tablegames_qt.engine.casino import CasinoRules
from tablegames_qt.engine.casino.notation import card_code
from tablegames_qt.engine.perudo import PerudoRules
from tablegames_qt.storage.seat_names import BOT_KEYS
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.phones.dialog import PhonesDialog
from tablegames_qt.ui.seat_config import BOT, PHONE, SeatConfig
from tests.phones.browser import browser, close, until
from tests.ui.app_helpers import phone_table_window

pytestmark = pytest.mark.browser


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    yield from phone_table_window(qtbot, tmp_path, monkeypatch)


@pytest.fixture
def phones() -> Iterator[list[Any]]:
    drivers = [browser(), browser()]
    yield drivers
    for driver in drivers:
        close(driver)


def _open_links(drivers: list[Any]) -> None:
    """When the phones dialog shows, each browser opens its seat's link (as if scanned)."""
    deadline = time.monotonic() + 15

    def poll() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, PhonesDialog) and widget.isVisible():
                for driver, seat in zip(drivers, sorted(widget.links), strict=False):
                    driver.get(widget.links[seat].text())
                return
        if time.monotonic() < deadline:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)


def _clickable(driver: Any, css: str) -> list[Any]:
    from selenium.webdriver.common.by import By

    return [e for e in driver.find_elements(By.CSS_SELECTOR, css)
            if e.is_displayed() and e.is_enabled()]


def _status(driver: Any) -> str:
    from selenium.webdriver.common.by import By

    return str(driver.find_element(By.ID, "status").text)


def _next_phone(qtbot: QtBot, controller: Any, done: Callable[[], bool]) -> int | None:
    """The phone seat the table waits for next, or None once ``done()``."""
    def ready() -> tuple[int | None] | None:
        if done():
            return (None,)
        seat = controller.awaiting_phone()
        return (seat,) if seat is not None else None

    return until(qtbot, ready)[0]


def _after(qtbot: QtBot, controller: Any, click: Callable[[], None]) -> None:
    """``click()``, then wait until the laptop has applied the move."""
    before = len(controller.game.history)
    click()
    until(qtbot, lambda: len(controller.game.history) > before)


def _perudo_turn(qtbot: QtBot, driver: Any, clicks: int) -> None:
    dudo = [b for b in _clickable(driver, "#actions .choice") if b.text == "Dudo!"]
    if dudo and clicks >= 2:
        dudo[0].click()
        return
    more = _clickable(driver, "#more")
    if more and clicks % 2:
        more[0].click()
    until(qtbot, lambda: _clickable(driver, "#bid"))[0].click()


def _casino_turn(qtbot: QtBot, driver: Any) -> None:
    until(qtbot, lambda: _clickable(driver, "#mine-items button.card"))[0].click()
    until(qtbot, lambda: _clickable(driver, "#actions .choice:not(#back)"))[0].click()


def test_a_perudo_round_played_by_clicking_on_two_phones(
        qtbot: QtBot, window: MainWindow, phones: list[Any]) -> None:
    setup = GameSetup("perudo", [SeatConfig("Anna", PHONE), SeatConfig("Ben", PHONE),
                                 SeatConfig(BOT_KEYS[0], BOT, "easy")], PerudoRules())
    _open_links(phones)
    screen = window.start_setup(setup, seed=11)  # returns once both pages have joined
    controller = screen.controller
    assert [seat.plate.name for seat in screen.table._seats][:2] == ["Anna ☎", "Ben ☎"]
    for seat, driver in enumerate(phones):
        until(qtbot, lambda driver=driver: "Perudo" in driver.title)
        dice = driver.find_elements("css selector", "#mine-items .die")
        assert [int(d.get_attribute("aria-label")) for d in dice] == list(
            controller.game.view(seat).own_dice)
    round_number = controller.game.view(0).round_number
    clicks = 0
    while clicks < 40:
        seat = _next_phone(qtbot, controller,
                           lambda: controller.game.view(0).round_number != round_number)
        if seat is None:
            break
        driver, waiting = phones[seat], f"Waiting for {controller.name(seat)}'s phone…"
        until(qtbot, lambda driver=driver, waiting=waiting: screen.status_text() == waiting
               and _status(driver) == "Your turn")
        assert _status(phones[1 - seat]) == waiting  # the other page, as the laptop says
        _after(qtbot, controller, lambda driver=driver, clicks=clicks: _perudo_turn(
            qtbot, driver, clicks))
        clicks += 1
    assert controller.game.view(0).round_number > round_number or controller.game.is_over()
    # both pages show the verdict, as the laptop does
    for driver in phones:
        until(qtbot, lambda driver=driver: any(
            word in driver.find_element("id", "log").text for word in ("loses a die", "lose a die")))


def test_a_royal_casino_deal_played_by_clicking_on_two_phones(
        qtbot: QtBot, window: MainWindow, phones: list[Any]) -> None:
    setup = GameSetup("casino", [SeatConfig("Anna", PHONE), SeatConfig("Ben", PHONE)],
                      CasinoRules())
    _open_links(phones)
    screen = window.start_setup(setup, seed=4)
    controller = screen.controller
    game = controller.game
    deal = game.view(0).deal_number
    plays = 0
    while plays < 60:
        seat = _next_phone(qtbot, controller,
                           lambda: game.view(0).deal_number != deal or game.is_over())
        if seat is None:
            break
        driver = phones[seat]
        until(qtbot, lambda driver=driver: _status(driver) == "Your turn")
        shown = [e.get_attribute("data-card") for e in
                 driver.find_elements("css selector", "#mine-items .card")]
        assert shown == [card_code(c) for c in game.view(seat).hand]  # its own hand, whole
        _after(qtbot, controller, lambda driver=driver: _casino_turn(qtbot, driver))
        plays += 1
    assert game.view(0).deal_number > deal or game.is_over()
    assert plays >= 8
