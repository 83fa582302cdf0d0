"""The developer tools in bench/ (outside the wheel) still run against the app's code."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import bench

TOOLS = sorted(info.name for info in pkgutil.iter_modules(bench.__path__, "bench."))


def test_the_tools_are_where_the_docs_say() -> None:
    assert TOOLS == ["bench.card_sheet", "bench.casino_engine", "bench.machacek",
                     "bench.mock_table", "bench.perudo", "bench.soak", "bench.stall_probe"]


@pytest.mark.parametrize("name", TOOLS)
def test_each_tool_imports_and_has_a_main(name: str) -> None:
    module = importlib.import_module(name)
    assert callable(getattr(module, "main", None)) or name == "bench.mock_table"


def test_the_card_sheets_are_written(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from bench.card_sheet import write_sheets

    written = write_sheets(tmp_path)
    assert [path.name for path in written] == ["cards_100.png", "cards_100_four.png",
                                               "cards_60.png", "cards_60_four.png", "table.png"]
    table = QImage(str(tmp_path / "table.png"))
    assert (table.width(), table.height()) == (1280, 800)
