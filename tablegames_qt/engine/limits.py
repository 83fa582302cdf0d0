"""The length a preset position (and an action log) may have.

Read by the engines when a preset is made (too long: ``ValueError``) and by the save
loader (``storage/save_checks.py``), so the engine never accepts what the loader would
refuse.  The ranges of the rule options are described on the rules classes themselves
(``engine/options.py``), read the same way by both.
"""

from __future__ import annotations

#: the longest preset list of rolls (and the longest action log a save may hold).
#: The longest real games measured play a few hundred actions (Royal Casino to
#: 99 points: ~860); an evening of an open-ended Macháček match stays in the low
#: thousands.
MAX_PRESET = 20_000


def check_preset_length(what: str, count: int) -> None:
    """``ValueError`` for a preset list longer than :data:`MAX_PRESET`."""
    if count > MAX_PRESET:
        raise ValueError(f"{what}: {count} given, at most {MAX_PRESET}")
