"""The import layers of pyproject.toml's [tool.importlinter]: engine < bots < coach <
storage < ui < app < command line, no Qt below storage, no cycle between the top-level
packages, none inside ui/ either (its packages, its modules). Imports inside functions
and under TYPE_CHECKING count as much as those at the top of a file."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_import_contracts_are_kept() -> None:
    # beside the interpreter: the README's test command runs .venv/bin/python unactivated
    tool = str(Path(sys.executable).parent / "lint-imports")
    if not Path(tool).exists():
        tool = shutil.which("lint-imports") or tool
    result = subprocess.run([tool, "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def test_no_module_of_ui_takes_part_in_an_import_cycle() -> None:
    """Module by module, TYPE_CHECKING and function-level imports counted, no ignored import:
    the contracts see packages; this sees each module (a cycle once ran game_screen ->
    replay -> ... -> game_screen, another casino.screen <-> its count panel)."""
    import grimp

    graph = grimp.build_graph("tablegames_qt", exclude_type_checking_imports=False,
                              cache_dir=None)
    ui = sorted(m for m in graph.modules if m.startswith("tablegames_qt.ui"))
    edges = {m: {x for x in graph.find_modules_directly_imported_by(m)
                 if x.startswith("tablegames_qt.ui")} for m in ui}
    assert _cycles(edges) == []
    # the search itself finds a cycle where there is one
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_contract_exempts_an_import() -> None:
    """The contracts hold with no exemptions (each room keeps its replay scene, guide and
    phones' view, so no room imports the replay, the guides or the phones above it), and
    TYPE_CHECKING imports count."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    linter = config["tool"]["importlinter"]
    assert linter["exclude_type_checking_imports"] is False
    exempt = {c["name"]: c["ignore_imports"] for c in linter["contracts"] if c.get("ignore_imports")}
    assert exempt == {}
    assert not (ROOT / ".importlinter").exists()  # one place for the contracts
