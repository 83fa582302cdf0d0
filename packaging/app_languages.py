"""The app's list of languages (``tablegames_qt/languages.py``) for the packaging scripts.

They run without the package installed (PyInstaller's spec, a bare ``python3``), so the
module is loaded by its path; when the app's own module is already imported (the tests,
``phone_pictures.py``) that one is used, so a language added to it reaches the scripts too.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

MODULE = "tablegames_qt.languages"
PATH = Path(__file__).resolve().parent.parent / "tablegames_qt" / "languages.py"


def load() -> ModuleType:
    """``tablegames_qt.languages``: the imported one, else loaded from its file."""
    if MODULE in sys.modules:
        return sys.modules[MODULE]
    spec = importlib.util.spec_from_file_location(MODULE, PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODULE] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module
