"""The house's size limits (docs/architecture.md, CONTRIBUTING.md): one job per module.

A hand-written module stays within 500 lines and a function within 60, so each can be read
at one sitting; generated tables (the Macháček equilibrium's data) are the one exception,
named here so that a new one is a decision, not an accident.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tablegames_qt

PACKAGE = Path(tablegames_qt.__file__).resolve().parent
MODULE_LINES = 500
FUNCTION_LINES = 60
GENERATED = {"bots/machacek/equilibrium_data.py"}


def _modules() -> list[Path]:
    found = sorted(PACKAGE.rglob("*.py"))
    assert len(found) > 100, "the package's modules were not found"
    return [path for path in found if path.relative_to(PACKAGE).as_posix() not in GENERATED]


def test_generated_exceptions_exist() -> None:
    for name in GENERATED:
        assert (PACKAGE / name).is_file(), f"{name} is no longer there: drop the exception"


def test_modules_stay_within_500_lines() -> None:
    too_long = {
        path.relative_to(PACKAGE).as_posix(): count
        for path in _modules()
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MODULE_LINES
    }
    assert not too_long, f"modules over {MODULE_LINES} lines: {too_long}"


def test_functions_stay_within_60_lines() -> None:
    too_long: dict[str, int] = {}
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert node.end_lineno is not None
                length = node.end_lineno - node.lineno + 1
                if length > FUNCTION_LINES:
                    name = f"{path.relative_to(PACKAGE).as_posix()}:{node.lineno} {node.name}"
                    too_long[name] = length
    assert not too_long, f"functions over {FUNCTION_LINES} lines: {too_long}"
