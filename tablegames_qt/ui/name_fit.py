"""A person's name on a plate: shrunk, then on more lines, never cut while it can fit.

Both tables' plates (the dice table's ``NamePlateItem``, the card table's
``SeatPlateItem``) show names as long as a profile allows ("Lucky L…", "Captai…" were
cut at 1024×640): :func:`fit_name` picks the largest text size, between the plate's own
and its least readable one, and the fewest lines (whole words first, a line may end
after a hyphen) that hold the name in the plate's width; the plate grows taller for
the further lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

#: the most lines a name takes
NAME_LINES = 3
#: a name line's height as a share of its text size
LINE_SPACING = 1.12


def wrap_name(name: str, metrics: QFontMetricsF, width: float, lines: int,
              break_words: bool = True) -> list[str] | None:
    """``name`` in at most ``lines`` lines of ``width`` (at spaces and after hyphens, or
    with ``break_words`` inside a word too long for a line); None when it needs more."""
    found: list[str] = []
    line = ""
    words = [(part, " " if index == 0 else "") for word in name.split()
             for index, part in enumerate(re.findall(r"[^-]+-?|-", word))]
    for word, joiner in words:
        candidate = f"{line}{joiner}{word}" if line else word
        if metrics.horizontalAdvance(candidate) <= width:
            line = candidate
            continue
        if line:
            found.append(line)
        line = word
        if not break_words and metrics.horizontalAdvance(line) > width:
            return None
        while metrics.horizontalAdvance(line) > width:  # a word wider than the plate
            cut = max(1, len(line) - 1)
            while cut > 1 and metrics.horizontalAdvance(line[:cut]) > width:
                cut -= 1
            found.append(line[:cut])
            line = line[cut:]
    if line:
        found.append(line)
    return found if len(found) <= lines else None


def fit_name(name: str, font_at: Callable[[float], QFont], largest: float, least: float,
             width: float, most_lines: int = NAME_LINES,
             wrap_before: float = 0.0) -> tuple[float, list[str]]:
    """The text size and the lines of ``name`` in ``width`` (``font_at``: the plate's font
    at a size); the last of ``most_lines`` lines elided only when nothing fits. With
    ``wrap_before`` a name takes another line before it shrinks below that share of
    ``largest`` (the names round a table keep much the same size)."""
    sizes = [largest]
    while sizes[-1] * 0.94 > least:
        sizes.append(sizes[-1] * 0.94)
    if least < largest:
        sizes.append(least)
    metrics = {size: QFontMetricsF(font_at(size)) for size in sizes}
    large = [size for size in sizes if size >= largest * wrap_before - 1e-9]
    # whole words first, in as few lines as will do (large first); a word cut only
    # where none fits
    for break_words, allowed in ((False, large), (False, sizes), (True, sizes)):
        for lines in range(1, most_lines + 1):
            for size in allowed:
                wrapped = wrap_name(name, metrics[size], width, lines, break_words)
                if wrapped is not None:
                    return size, wrapped
    smallest = metrics[sizes[-1]]
    every = wrap_name(name, smallest, width, len(name) + 1) or [name]
    last = smallest.elidedText(" ".join(every[most_lines - 1:]), Qt.TextElideMode.ElideRight, width)
    return sizes[-1], [*every[: most_lines - 1], last]
