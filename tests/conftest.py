import os

# Qt runs headless here and in CI; set before anything imports PySide6.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
# A table open to phones listens on the loopback only in tests (never the home network).
os.environ["TABLEGAMES_PHONE_BIND"] = "127.0.0.1"

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--packaging", action="store_true",
                     help="also build the frozen app and smoke-test it (slow)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--packaging"):
        return
    skip = pytest.mark.skip(reason="builds the frozen app: run with --packaging")
    for item in items:
        if "packaging" in item.keywords:
            item.add_marker(skip)
