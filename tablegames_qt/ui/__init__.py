"""Everything Qt: main window, session controller, models, dice and cards, screens, dialogs."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

if sys.version_info >= (3, 12):
    from typing import override
elif TYPE_CHECKING:
    from typing_extensions import override
else:
    _F = TypeVar("_F", bound=Callable[..., object])

    def override(method: _F) -> _F:
        """``typing.override`` of Python 3.12 (checked by mypy only)."""
        return method

__all__ = ["override"]
