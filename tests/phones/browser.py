"""Headless Chromium for the phone page's tests and screenshots: Debian's chromium and
chromium-driver, driven by selenium, with a fresh profile and nothing fetched from the
internet (the page talks to 127.0.0.1 only)."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def browser(width: int = 390, height: int = 844) -> Any:
    """A headless Chromium the size of a phone; fails (never skips) when it is missing."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = shutil.which("chromium") or CHROMIUM
    driver_path = shutil.which("chromedriver") or CHROMEDRIVER
    assert shutil.which(chromium), "Debian's chromium is needed: apt-get install chromium"
    assert shutil.which(driver_path), "Debian's chromedriver: apt-get install chromium-driver"
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    profile = tempfile.mkdtemp(prefix="tablegames-chromium-")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}",
                 f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_window_size(width, height)
    driver.set_page_load_timeout(20)
    driver._tablegames_profile = profile  # removed by close()
    return driver


def close(driver: Any) -> None:
    profile = getattr(driver, "_tablegames_profile", None)
    try:
        driver.quit()
    finally:
        if profile:
            shutil.rmtree(profile, ignore_errors=True)


def until(qtbot: Any, condition: Callable[[], Any], seconds: float = 20) -> Any:
    """Poll ``condition`` (browser look-ups) while the laptop's event loop runs; its first
    true result."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        result = condition()
        if result:
            return result
        qtbot.wait(30)
    raise AssertionError("the pages did not get there in time")
