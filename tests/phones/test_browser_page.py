"""The phone page in a real browser (Debian's chromium + chromedriver, headless) against a
table in the test's process on 127.0.0.1: a new link in the same tab, what the page says
while the table moves, the reveal after a Dudo, the end of the game."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.phones.browser import browser, close

pytestmark = pytest.mark.browser


@pytest.fixture
def page() -> Iterator[Any]:
    driver = browser()
    yield driver
    close(driver)


def until(qtbot: Any, condition: Callable[[], Any], seconds: float = 20) -> Any:
    """Poll ``condition`` (browser look-ups) while the table's event loop runs."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        result = condition()
        if result:
            return result
        qtbot.wait(30)
    raise AssertionError("the page did not get there in time")


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
