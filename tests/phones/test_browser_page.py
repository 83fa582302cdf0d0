"""The phone page in a real browser (Debian's chromium + chromedriver, headless) against a
table in the test's process on 127.0.0.1: a new link in the same tab, what the page says
while the table moves, the reveal after a Dudo, the end of the game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.phones.browser import browser, close, until

pytestmark = pytest.mark.browser


@pytest.fixture
def page() -> Iterator[Any]:
    driver = browser()
    yield driver
    close(driver)


def text(driver: Any, element: str) -> str:
    return str(driver.find_element("id", element).text)


def test_a_new_link_typed_into_the_same_tab_is_followed(make_table: Any, qtbot: Any,
                                                         page: Any) -> None:
    table = make_table("perudo", 1, 1, seed=2)
    page.get(table.table.link(0))
    until(qtbot, lambda: table.table.is_present(0))
    old = table.table.link(0)
    new = table.table.replace_link(0)  # "New link" (or a resumed game's new links)
    assert new != old and new.split("#")[0] == old.split("#")[0]  # only the fragment differs
    until(qtbot, lambda: not table.table.is_present(0))
    until(qtbot, lambda: text(page, "notice") == "The table took this seat back.")
    page.get(new)  # typed into the same tab: no reload, only the fragment changes
    until(qtbot, lambda: table.table.is_present(0))
    until(qtbot, lambda: text(page, "notice") == "" and "Perudo" in page.title)
    assert page.execute_script("return performance.getEntriesByType('navigation').length") == 1
    table.controller.start()
    until(qtbot, lambda: page.find_elements("css selector", "#actions button"))


class HeldTable:
    """Two phone seats of a Perudo game with the given dice: seat 0 in the browser, seat 1
    moved by the test; ``holding`` makes the controller wait after each move, as the
    laptop's screen does while it animates or waits for Continue after a reveal."""

    def __init__(self, qtbot: Any, dice: list[list[int]]) -> None:
        from tablegames_qt.bot_worker import seat_bot
        from tablegames_qt.engine.perudo import PerudoGame
        from tablegames_qt.ui.phones.table import PhoneTable
        from tablegames_qt.ui.seat_config import PHONE, SeatConfig
        from tablegames_qt.ui.session import SessionController

        self.game = PerudoGame(players=2, dice=dice, first_player=0, seed=1)
        self.controller = SessionController(self.game, [SeatConfig("Anna", PHONE),
                                                        SeatConfig("Ben", PHONE)],
                                            bot_pace_ms=0, bot_factory=seat_bot)
        self.table = PhoneTable(self.controller, bind="127.0.0.1", port=0, language="en")
        self.table.sent = {}
        self.table.open()
        self.holding = False
        self.controller.eventsApplied.connect(self._hold)

    def _hold(self, _events: Any) -> None:
        if self.holding:
            self.controller.hold()

    def close(self) -> None:
        self.controller.stop()
        self.table.close()


@pytest.fixture
def held(qtbot: Any) -> Iterator[Any]:
    tables: list[HeldTable] = []

    def make(dice: list[list[int]]) -> HeldTable:
        tables.append(HeldTable(qtbot, dice))
        return tables[-1]

    yield make
    for table in tables:
        table.close()


def buttons(driver: Any) -> list[Any]:
    return [b for b in driver.find_elements("css selector", "#actions button") if b.is_displayed()]


def test_the_page_says_what_the_table_does_and_shows_the_reveal(held: Any, qtbot: Any,
                                                                 page: Any) -> None:
    from tablegames_qt.engine.perudo import Dudo

    table = held([[2, 2, 3, 4, 5], [2, 6, 6, 6, 1]])
    page.get(table.table.link(0))
    until(qtbot, lambda: table.table.is_present(0))
    # before the game: who has not joined yet, not whose turn it will be
    until(qtbot, lambda: text(page, "status") == "Waiting for these phones to join: Ben")
    table.controller.start()
    until(qtbot, lambda: text(page, "status") == "Your turn" and buttons(page))
    # a refused move's reason shows beside its own turn ...
    page.execute_script("send({type: 'act', turn: state.turn, choice: 99999})")
    until(qtbot, lambda: text(page, "notice") == "That move is not on offer.")
    table.holding = True
    page.find_element("id", "bid").click()
    until(qtbot, lambda: len(table.game.history) == 1)
    # ... and goes with it once the table has moved on
    until(qtbot, lambda: text(page, "notice") == "")
    qtbot.wait(100)
    assert text(page, "status") == "Ben's phone is away: the table waits"  # Ben plays here
    table.holding = False
    table.controller.release()  # the laptop's table has shown the bid
    until(qtbot, lambda: table.controller.awaiting_phone() == 1)
    page.execute_script("send({type: 'act', turn: state.turn, choice: 0})")  # out of turn
    until(qtbot, lambda: text(page, "notice") == "It is not your turn.")
    table.holding = True
    assert table.controller.submit_remote(1, Dudo()) is None
    until(qtbot, lambda: text(page, "notice") == "")  # the refusal went with its turn
    # the loser opens the next round, but the laptop's cups are up: no "Your turn" yet
    reveal = until(qtbot, lambda: page.find_elements("css selector", "#reveal:not([hidden])"))
    until(qtbot, lambda: text(page, "status") == "Look at the table: the cups are up")
    assert not buttons(page)
    count = table.table.sent[0][-1]["reveal"]["count"]
    lit = page.find_elements("css selector", "#reveal-seats .die.lit")
    assert len(lit) == count
    assert len(page.find_elements("css selector", "#reveal-seats .die")) == 10  # everyone's dice
    assert f"{count} found" in reveal[0].text and "loses a die" in reveal[0].text
    qtbot.wait(300)
    assert not buttons(page) and "Your turn" not in text(page, "status")
    table.holding = False
    table.controller.release()  # Continue on the laptop
    if table.game.current_player() == 0:
        until(qtbot, lambda: text(page, "status") == "Your turn" and buttons(page))
    else:
        until(qtbot, lambda: text(page, "status") == "Ben's phone is away: the table waits")


def test_after_the_game_no_bid_stands_on_the_page(held: Any, qtbot: Any, page: Any) -> None:
    from tablegames_qt.engine.perudo import Dudo

    table = held([[2], [3]])
    page.get(table.table.link(0))
    until(qtbot, lambda: table.table.is_present(0))
    table.controller.start()
    until(qtbot, lambda: buttons(page))
    maputo = [b for b in buttons(page) if "normally" in b.text]
    if maputo:
        maputo[0].click()
        until(qtbot, lambda: page.find_elements("id", "bid"))
    page.find_element("id", "bid").click()
    until(qtbot, lambda: table.controller.awaiting_phone() == 1)
    if table.game.legal_actions() and Dudo() not in table.game.legal_actions():
        pytest.fail("Ben cannot call Dudo")
    assert table.controller.submit_remote(1, Dudo()) is None
    until(qtbot, table.game.is_over)
    until(qtbot, lambda: text(page, "status").startswith("Winner:"))
    assert text(page, "last") == ""  # the last bid no longer stands
    assert page.find_elements("css selector", "#reveal:not([hidden]) .die.lit") is not None
