import os
import sys

# Qt runs headless here and in CI; set before anything imports PySide6.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
# A table open to phones listens on the loopback only in tests (never the home network).
os.environ["TABLEGAMES_PHONE_BIND"] = "127.0.0.1"

from collections.abc import Iterator

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--packaging", action="store_true",
                     help="also build the frozen app and smoke-test it (slow)")
    parser.addoption("--accessibility", action="store_true",
                     help="also read the app through AT-SPI on a private desktop (slow)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not sys.platform.startswith("linux"):
        # the release workflow's Windows and macOS runs: no desktop files, install scripts,
        # AT-SPI desktop, Debian chromium or .deb there
        skip = pytest.mark.skip(reason="needs Linux (desktop files, AT-SPI, Debian's tools)")
        for item in items:
            if any(marker in item.keywords
                   for marker in ("linux", "packaging", "accessibility", "browser")):
                item.add_marker(skip)
    for marker, reason in (("packaging", "builds the frozen app: run with --packaging"),
                           ("accessibility", "reads the app through AT-SPI: run with --accessibility")):
        if config.getoption(f"--{marker}"):
            continue
        skip = pytest.mark.skip(reason=reason)
        for item in items:
            if marker in item.keywords:
                item.add_marker(skip)


@pytest.fixture(autouse=True)
def _no_window_placer_left_behind() -> Iterator[None]:
    """A test that runs the whole start-up (``app.run``) leaves the app's window placer
    installed on the one QApplication of the session; the tests after it would see every
    window they show shrunk to the offscreen screen (800×800). Take it away again."""
    yield
    if "tablegames_qt.ui.window_place" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication

    from tablegames_qt.ui import window_place

    app = QApplication.instance()
    if app is not None:
        window_place.uninstall()
