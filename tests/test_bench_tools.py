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
    """Every tool in bench/ is named in the architecture page's list of tools."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "architecture.md").read_text(
        encoding="utf-8")
    assert TOOLS and "bench.stall_probe" in TOOLS
    assert [name for name in TOOLS if f"`{name}`" not in page] == []


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


def test_the_stall_probes_matrix_is_the_issues_and_its_table_has_a_row_per_setting() -> None:
    """`--matrix`: three games offscreen and under Xvfb at two sizes, and with two phones;
    the table for docs/performance.md has one row per setting, runs that failed included."""
    from bench import stall_probe

    args = stall_probe.parser().parse_args(["--matrix", "--runs", "5"])
    cells = stall_probe.matrix_cells(list(stall_probe.GAMES))
    assert len(cells) == 12
    assert {(c.display, c.size, c.phones) for c in cells} == {
        ("offscreen", None, 0), ("xvfb", (1600, 1000), 0), ("xvfb", (1024, 640), 0),
        ("offscreen", None, 2)}
    run = {"played": 60, "p99_ms": 12.0, "max_ms": 40.0, "over_33_ms": 1, "own_p99_ms": 11.0,
           "own_max_ms": 20.0, "own_over_33_ms": 0, "gui_cpu_s": 6.0,
           "first_show_ms": [50.0, 70.0, 45.0, 10.0],
           "long": [[3.0, 40.0, 30.0, 0.0, "/ui/sprites.py:138 draw ×2"]]}
    results = {cell: [run] if i else [] for i, cell in enumerate(cells)}
    table = stall_probe.matrix_table(args, cells, results).splitlines()
    rows = [line for line in table if line.startswith("| ") and "---" not in line][1:]
    assert len(rows) == 12
    assert all(row.count("|") == table[2].count("|") for row in rows)
    assert "| 0 |" in rows[0]
    assert "70 ms (60)" in rows[1] and "waiting for a CPU 1" in rows[1]


def test_the_matrix_lists_each_long_gap_the_machine_did_not_stall_in() -> None:
    """A gap the watchdog was held through is the machine's; every other one is listed with
    its figures, for a person to judge whether it is the app's."""
    from bench import stall_probe

    cells = stall_probe.matrix_cells(["casino"])[1:2]  # under Xvfb at 1600x1000
    run = {"seed": 3, "held": [5.0], "held_ms": [45.0, 4.0], "long_ran_ms": [2.0, 30.5],
           "x_server": [[5.0, 2.0, 0.5, 0.0], [9.5, 30.5, 6.0, 1.0]],
           "long": [[5.0, 50.0, 0.0, 0.0, "no sample"],
                    [9.5, 41.2, 3.0, 0.0, "/ui/cards/motion.py:147 paint ×3"]]}
    [line] = stall_probe.other_gaps(cells, {cells[0]: [run]})
    assert line.startswith("- Royal Casino | Xvfb 1600×1000, seed 3: 41.2 ms at 9.5 s")
    assert "ran 30.5 ms" in line and "watchdog held 4 ms" in line and "X server ran 6.0 ms" in line
    assert line.endswith("motion.py:147 paint ×3")


def test_the_watchdog_counts_only_its_oversleep_inside_a_gap():
    from bench.watchdog import SLEEP_S, held_ms

    # slept at 10.000 and woke at 10.060: held from 10.005 to 10.060
    late = [(10.0, 10.06), (20.0, 20.03)]
    assert round(held_ms(late, 10.0, 10.1), 1) == round((0.06 - SLEEP_S) * 1000, 1)
    assert round(held_ms(late, 10.03, 10.05), 1) == 20.0  # only the part inside the gap
    assert held_ms(late, 11.0, 19.0) == 0.0
    assert round(held_ms(late, 0.0, 30.0), 1) == round((0.06 + 0.03 - 2 * SLEEP_S) * 1000, 1)
