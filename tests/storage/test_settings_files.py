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


# -- wrong types (issue 28 item 4) ------------------------------------------------------------

WRONG_TYPES: dict[str, bytes] = {
    "a byte array for a choice": b"[General]\nbot_pace=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\nQByteArray"
                                 b"\\0\\0\\0\\0\\x3)\nsound=loud\n",
    "a point for a choice": b"[General]\nanimation_speed=@Point(1 2)\nsound=loud\n",
    "an invalid value": b"[General]\nsound=@Invalid()\nlanguage=cs\n",
    "a list for the language": b"[General]\nlanguage=cs, en\n",
    "a rectangle for a switch": b"[General]\nshow_odds=@Rect(1 2 3 4)\n",
    "text for the window's place": b"[window]\ngeometry=somewhere\n",
    "a number list for a set-up": b"[setup]\nperudo=1, 2, 3\n",
}


@pytest.mark.parametrize("case", list(WRONG_TYPES))
def test_a_value_of_the_wrong_type_keeps_the_file_aside_says_so_once_and_writes_clean_values(
    tmp_path: Path, case: str
) -> None:
    content = WRONG_TYPES[case]
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    recovery.take_problems()
    problem = recovery.check_settings_file(path)
    assert problem is not None and problem.reason == recovery.WRONG_TYPES, problem
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content  # the original
    assert recovery.take_problems() == [problem]  # told once
    assert recovery.check_settings_file(path) is None and recovery.take_problems() == []
    settings = Settings(path)
    settings.sound = "quiet"
    written = path.read_text(encoding="utf-8")
    assert "@Invalid" not in written and "sound=quiet" in written
    assert Settings(path).sound == "quiet" and Settings(path).bot_pace == "normal"


def test_every_value_the_app_writes_has_the_right_type(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    settings.language = "cs"
    settings.bot_pace = "fast"
    settings.show_odds = True
    settings.set_last_setup("perudo", {"players": 3})
    settings.set_guide_offered("perudo")
    settings.set_guide_offered("casino")
    settings.set_window_geometry(QByteArray(b"\x01\xd9\xd0\xcb\x00\x03"))
    settings.set_window_state(QByteArray(b"\x00"))
    assert recovery.check_settings_file(path) is None


# -- settings that cannot be written (issue 28 item 3) -------------------------------------

def test_settings_in_a_folder_that_cannot_be_written_are_told_once_and_marked(tmp_path: Path) -> None:
    from tablegames_qt.storage import health

    health.reset()
    # A file where the settings' folder should be: root cannot write there either
    # (a read-only folder would not stop the root these tests run as).
    blocked = tmp_path / "config"
    blocked.write_text("not a folder", encoding="utf-8")
    try:
        settings = Settings(blocked / "settings.ini")
        [failure] = health.failures()  # known at the start, before anything is changed
        assert failure.what == health.SETTINGS and failure.path == blocked
        assert failure.message() == f"Settings are not kept: {blocked} cannot be written."
        told = [health.failed(health.SETTINGS, blocked, OSError(5, "x"))[1]]
        settings.bot_pace = "fast"  # applies in this run all the same
        settings.set_window_geometry(QByteArray(b"\x01"))
        assert settings.bot_pace == "fast"
        assert told == [False] and len(health.failures()) == 1
    finally:
        health.reset()


def test_a_settings_file_that_stops_being_writable_is_marked_until_a_write_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tablegames_qt.storage import health

    health.reset()
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    assert health.failures() == []
    real_sync = QSettings.sync
    # QSettings' own write fails as on a full disk (root writes a read-only file all the same)
    monkeypatch.setattr(QSettings, "sync", lambda store: None)
    monkeypatch.setattr(QSettings, "status", lambda store: QSettings.Status.AccessError)
    try:
        changes: list[int] = []
        health.add_listener(lambda: changes.append(len(health.failures())))
        settings.bot_pace = "fast"
        settings.sound = "loud"
        [failure] = health.failures()
        assert failure.what == health.SETTINGS and failure.path == tmp_path
        monkeypatch.setattr(QSettings, "sync", real_sync)
        monkeypatch.undo()
        settings.sound = "quiet"  # writing works again: the mark goes
        assert health.failures() == [] and changes == [1, 0]
        assert Settings(path).sound == "quiet" and Settings(path).bot_pace == "fast"
    finally:
        health.reset()


def test_a_settings_link_out_of_the_folder_is_never_followed(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.ini"
    outside.write_bytes(b"[General]\nlanguage=cs\n")
    folder = tmp_path / "config"
    folder.mkdir()
    link = folder / "settings.ini"
    link.symlink_to(outside)
    recovery.take_problems()
    problem = recovery.check_settings_file(link)
    assert problem is not None and problem.moved_to is not None and problem.moved_to.is_symlink()
    assert Settings(link).language == "system"
    Settings(link).language = "en"
    assert outside.read_bytes() == b"[General]\nlanguage=cs\n"  # never read nor written
    recovery.take_problems()


def test_a_file_in_place_of_the_settings_folder_is_no_damage_and_no_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tablegames_qt.storage import health, paths

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "tablegames").write_text("a file, not a folder", encoding="utf-8")
    health.reset()
    recovery.take_problems()
    try:
        path = paths.settings_file()  # raised FileExistsError before: the app did not start
        assert path == tmp_path / "tablegames" / "settings.ini"
        assert recovery.check_settings_file(path) is None and recovery.take_problems() == []
        settings = Settings(path)
        settings.language = "cs"  # for this run
        assert settings.language == "cs"
        assert [f.what for f in health.failures()] == [health.SETTINGS]
    finally:
        health.reset()
