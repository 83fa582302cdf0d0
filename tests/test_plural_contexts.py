"""Plural texts are never asked through ``self.tr`` in a class that another class inherits.

PySide's ``tr`` looks a text up in the context of every class of the object's type, the
most derived first, and takes the first answer that differs from the source. A plural
text always differs once ``%n`` is filled in, so in a mixin (Royal Casino's deal count,
inherited by the screen) it came back untranslated: "Vedeš: 9 point(s)". Such texts go
through ``QCoreApplication.translate`` with the class's own context.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tablegames_qt

UI = Path(tablegames_qt.__file__).parent / "ui"


def _classes() -> dict[str, tuple[Path, ast.ClassDef]]:
    found: dict[str, tuple[Path, ast.ClassDef]] = {}
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                found[node.name] = (path, node)
    return found


def _plural_self_tr(cls: ast.ClassDef) -> list[int]:
    lines = []
    for node in ast.walk(cls):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "tr" and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "self" and len(node.args) >= 3):
            lines.append(node.lineno)
    return lines


def test_no_plural_self_tr_in_an_inherited_class() -> None:
    classes = _classes()
    inherited = {base.id for _path, cls in classes.values() for base in cls.bases
                 if isinstance(base, ast.Name)}
    offenders = [f"{path.name}:{line} ({name})"
                 for name, (path, cls) in classes.items() if name in inherited
                 for line in _plural_self_tr(cls)]
    # The scan must see the plural texts it guards (and the mixins it looks for).
    assert sum(len(_plural_self_tr(cls)) for _path, cls in classes.values()) >= 10
    assert "GameScreen" in inherited  # the rooms' screens inherit it
    assert not offenders, offenders
