import os

# Qt runs headless here and in CI; set before anything imports PySide6.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--packaging", action="store_true",
                     help="also build the frozen app and smoke-test it (slow)")
    parser.addoption("--accessibility", action="store_true",
                     help="also read the app through AT-SPI on a private desktop (slow)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for marker, reason in (("packaging", "builds the frozen app: run with --packaging"),
                           ("accessibility", "reads the app through AT-SPI: run with --accessibility")):
        if config.getoption(f"--{marker}"):
            continue
        skip = pytest.mark.skip(reason=reason)
        for item in items:
            if marker in item.keywords:
                item.add_marker(skip)
