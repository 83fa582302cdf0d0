"""A settings.ini cut or garbled anywhere — inside a quoted value, inside a
typed value, at a line continuation, in the middle of its last line — is
found before QSettings reads (and would rewrite) it, moved aside and reported;
every file QSettings itself writes passes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from tablegames_qt.storage import recovery
from tablegames_qt.storage.settings import Settings

GOOD = (
    b'[General]\nlanguage=cs\nanimation_speed=fast\n\n[setup]\n'
    b'perudo="{\\"players\\": 3, \\"seats\\": [\\"Anna\\", \\"Bob\\"]}"\n\n'
    b'[window]\ngeometry="@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3)"\n'
)

SETTINGS_DAMAGE: dict[str, tuple[bytes, str]] = {
    "cut inside a quoted value": (GOOD[: GOOD.index(b"Bob") + 2], recovery.TRUNCATED),
    "cut inside a quoted value, lines after it": (
        b'[setup]\nperudo="{\\"players\\": 3\nmachacek="{}"\n[General]\nlanguage=cs\n',
        recovery.TRUNCATED,
    ),
    "cut inside a typed value": (
        b'[window]\ngeometry=@ByteArray(\\x1\\xd9\n', recovery.TRUNCATED,
    ),
    "cut inside a quoted typed value": (GOOD[: GOOD.index(b"\\xcb") ] + b"\n", recovery.TRUNCATED),
    "cut after a line continuation": (b"[General]\nlanguage=c\\\n", recovery.TRUNCATED),
    "cut in the middle of the last line": (b"[General]\nlanguage=cs\nanimation_speed=fa",
                                           recovery.TRUNCATED),
    "cut right after the equals sign": (b"[General]\nlanguage=", recovery.TRUNCATED),
    "a line that is no key=value": (b"[General]\nlanguage cs\n", recovery.TRUNCATED),
    "an empty key": (b"[General]\n=cs\n", recovery.TRUNCATED),
    "NUL bytes in the middle": (b"[General]\nlanguage=cs\x00\x00\nbot_pace=fast\n",
                                recovery.CORRUPT),
    "Latin-1 instead of UTF-8": (b"[General]\nname=B\xe1ra\n", recovery.CORRUPT),
    "a section never closed": (b"[General\nlanguage=cs\n", recovery.TRUNCATED),
    "far too large": (b"[General]\n" + b"a=b\n" * 300_000, recovery.TOO_LARGE),
}


@pytest.mark.parametrize("case", list(SETTINGS_DAMAGE))
def test_a_damaged_settings_file_is_found_moved_aside_and_reported(
    tmp_path: Path, case: str
) -> None:
    content, reason = SETTINGS_DAMAGE[case]
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    recovery.take_problems()
    problem = recovery.check_settings_file(path)
    assert problem is not None and problem.reason == reason, problem
    assert recovery.take_problems() == [problem]
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert not path.exists()
    assert Settings(path).language == "system"  # defaults from a fresh file


def test_a_file_qsettings_wrote_with_every_kind_of_value_passes(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue("language", "cs")
    store.setValue("setup/perudo", '{"names": ["Anna, Bob", "\\"Eve\\""], "x": ";#="}')
    store.setValue("window/geometry", QByteArray(bytes(range(256))))
    store.setValue("padded", "  lead and trail  ")
    store.setValue("odd/key with spaces", "a\\b\\")
    store.sync()
    del store
    assert recovery.settings_damage(path) is None, path.read_bytes()
    assert recovery.settings_damage(tmp_path / "missing.ini") is None
    good = tmp_path / "good.ini"
    good.write_bytes(GOOD)
    assert recovery.settings_damage(good) is None
