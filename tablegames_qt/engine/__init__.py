"""Rule engines: pure Python, no Qt.  See ``core`` for the contract."""

from __future__ import annotations

import importlib
from typing import Any

from tablegames_qt.engine.core import Game

#: game name -> "module:class" of its engine
GAME_CLASSES: dict[str, str] = {
    "perudo": "tablegames_qt.engine.perudo:PerudoGame",
    "machacek": "tablegames_qt.engine.machacek:MachacekGame",
    "casino": "tablegames_qt.engine.casino:CasinoGame",
}


def game_class(name: str) -> type[Game[Any, Any]]:
    """The engine class of game ``name`` ("perudo", "machacek", "casino")."""
    try:
        target = GAME_CLASSES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(GAME_CLASSES)}") from None
    module, _, cls = target.partition(":")
    result: type[Game[Any, Any]] = getattr(importlib.import_module(module), cls)
    return result
