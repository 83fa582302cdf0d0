"""A name cannot turn the table's text around: bidirectional controls are refused
in a name as the other control characters are (typed, stored or read from a file)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablegames_qt.storage.names import BIDI_CONTROLS, text_problem
from tablegames_qt.storage.profiles import Profiles, clean_name, fitting_name
from tablegames_qt.storage.stats import StatsStore

CONTROLS = sorted(BIDI_CONTROLS)


def test_the_refused_set_holds_every_override_embedding_isolate_and_mark() -> None:
    # UAX #9's explicit formatting characters and the implicit marks, by code point
    expected = {0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                0x200E, 0x200F, 0x061C}  # fmt: skip
    assert {ord(char) for char in BIDI_CONTROLS} == expected


@pytest.mark.parametrize("control", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
def test_a_bidi_control_in_a_name_is_refused(control: str) -> None:
    name = f"Eve{control}boB"
    assert text_problem(name) == f"holds the character U+{ord(control):04X}"
    with pytest.raises(ValueError, match="control characters"):
        clean_name(name)
    # the set-up dialog offers the nearest name it may hold
    assert fitting_name(name) == "EveboB"


def test_a_profile_cannot_be_named_or_renamed_with_an_override(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite")
    try:
        profiles = Profiles(store)
        with pytest.raises(ValueError, match="control characters"):
            profiles.create("\u202eanna")
        anna = profiles.create("Anna")
        with pytest.raises(ValueError, match="control characters"):
            profiles.rename(anna.id, "Anna\u2066x")
        assert [p.name for p in profiles.humans()] == ["Anna"]
    finally:
        store.close()
