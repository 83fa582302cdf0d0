"""The warm-up (ui/warm_up.py): what a new table would do first is done while the app idles,
in small turns, and the demo waits for it."""

from __future__ import annotations

import gc
import sys

import pytest
from PySide6.QtCore import QTimer

from tablegames_qt.ui import bot_process, warm_up
from tablegames_qt.ui.dice import pixmaps, table_picture
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.rooms import rooms

from .app_helpers import isolated_settings


class FakeHost:
    def __init__(self, started: list[bool]) -> None:
        self._started = started

    def start(self) -> bool:
        self._started.append(True)
        return True


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    window = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    gc.unfreeze()  # the rest of the test run collects as usual


def _screens() -> list[str]:
    """The module of every room's screen."""
    return [found.screen().__module__ for found in rooms()]


def test_the_screens_modules_are_listed_shared_graphics_first():
    names = warm_up.screen_modules()
    screens = _screens()
    assert set(screens) <= set(names)
    assert names.index("tablegames_qt.ui.dice.die_sprites") < names.index(screens[0])


def test_warming_up_imports_the_screens_asks_for_the_table_picture_and_freezes_the_garbage(
        qtbot, window, monkeypatch):
    asked: list[float] = []
    monkeypatch.setattr(table_picture, "request", asked.append)
    started: list[bool] = []
    monkeypatch.setattr(bot_process, "shared_host", lambda: FakeHost(started))
    pixmaps._die_icon.cache_clear()
    from tablegames_qt.ui.machacek import value_picker

    value_picker._value_icon.cache_clear()
    opened: list[str] = []
    screens = _screens()
    for screen in screens:
        monkeypatch.delitem(sys.modules, screen, raising=False)
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    warm = warm_up.start(window, also=[lambda: opened.append("statistics")])
    assert not warm.done
    with qtbot.waitSignal(warm.finished, timeout=30_000):
        pass

    for screen in screens:
        assert screen in sys.modules
    assert asked == [pytest.approx(warm_up.table_scale(window))]
    assert gc.get_freeze_count() > 0
    assert started == [True]
    assert opened == ["statistics"]
    assert pixmaps._die_icon.cache_info().currsize == 7  # faces 0-6, the bid control's
    # what a module names in its paint_ahead(): Macháček's 21 value buttons
    assert value_picker._value_icon.cache_info().currsize == len(value_picker.VALUES)


def test_a_turn_ends_once_its_budget_is_used_so_the_work_takes_many_turns(qtbot, window, monkeypatch):
    done: list[int] = []

    def steps(_window, _also):
        for step in range(5):
            done.append(step)
            yield str(step)

    monkeypatch.setattr(warm_up, "_steps", steps)
    # With no budget each step gets a turn of its own (and a turn always makes progress).
    monkeypatch.setattr(warm_up, "TURN_BUDGET_S", 0.0)
    warm = warm_up.start(window)
    with qtbot.waitSignal(warm.finished, timeout=10_000):
        pass
    assert done == [0, 1, 2, 3, 4]
    assert warm.turns == 6  # five steps, then the turn that finds none left


def test_the_table_picture_is_asked_for_the_size_of_the_window(window):
    window.resize(1600, 1000)
    small = warm_up.table_scale(window)
    window.resize(1000, 640)
    assert warm_up.table_scale(window) < small


def test_the_demo_begins_only_once_the_warm_up_is_over(qtbot, window, monkeypatch):
    monkeypatch.setattr(table_picture, "request", lambda _scale: None)
    monkeypatch.setattr(bot_process, "shared_host", lambda: None)
    calls: list[bool] = []
    warm = warm_up.start(window)
    warm_up.when_ready(lambda: calls.append(warm.done))
    with qtbot.waitSignal(warm.finished, timeout=30_000):
        pass
    qtbot.waitUntil(lambda: bool(calls))
    assert calls == [True]


def test_without_a_warm_up_the_callback_comes_on_the_next_turn(qtbot, monkeypatch):
    monkeypatch.setattr(warm_up, "_current", None)
    calls: list[int] = []
    warm_up.when_ready(lambda: calls.append(1))
    assert calls == []
    QTimer.singleShot(0, lambda: None)
    qtbot.waitUntil(lambda: calls == [1])


@pytest.mark.parametrize(("volume", "prepared"), [("moderate", 1), ("off", 0)])
def test_the_sound_is_prepared_ahead_only_when_it_is_on(qtbot, window, monkeypatch, volume, prepared):
    from tablegames_qt.ui import sound

    monkeypatch.setattr(table_picture, "request", lambda _scale: None)
    monkeypatch.setattr(bot_process, "shared_host", lambda: None)
    calls: list[int] = []
    monkeypatch.setattr(sound, "prepare_in_background", lambda: calls.append(1))
    window.settings.sound = volume
    warm = warm_up.start(window)
    with qtbot.waitSignal(warm.finished, timeout=30_000):
        pass
    assert len(calls) == prepared
