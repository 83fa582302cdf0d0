"""The scripts under ``packaging/`` (not a package) imported by file for the tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"


def load_script(name: str, module_name: str | None = None) -> ModuleType:
    """``packaging/<name>.py`` as a module, registered as ``module_name`` (default ``name``):
    dataclasses look their module up while being built."""
    spec = importlib.util.spec_from_file_location(module_name or name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
