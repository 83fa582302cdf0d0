"""Every dialog and window fits the smallest screen the app allows (issue 24): opened on a
960×640 area it lies within it, no two visible sibling widgets overlap, and no text is cut
(each label's and button's size hint fits the room it got)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QScrollArea,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.settings import Settings
from tablegames_qt.storage.stats import StatsStore
from tablegames_qt.ui import window_place

from .app_helpers import in_language, isolated_settings

#: the smallest window the app allows (MainWindow's minimum), as a screen's available area
SMALLEST = QRect(0, 0, 960, 640)


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    return isolated_settings(tmp_path, monkeypatch)


@pytest.fixture
def small_screen(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[QRect]:
    monkeypatch.setattr(window_place, "available_area", lambda _window: SMALLEST)
    window_place.install()
    yield SMALLEST
    window_place.uninstall()


def _visible_children(widget: QWidget) -> list[QWidget]:
    return [c for c in widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if c.isVisible() and not c.isWindow()]  # fmt: skip


def _problems(window: QWidget) -> list[str]:
    """What a person would see as broken: overlapping siblings, cut texts, parts outside."""
    found: list[str] = []

    def name(widget: QWidget) -> str:
        text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
        return f"{type(widget).__name__}({widget.objectName() or text[:40]!r})"

    def walk(parent: QWidget) -> None:
        children = _visible_children(parent)
        if isinstance(parent, QAbstractScrollArea):  # its viewport and bars are Qt's own
            children = [c for c in children if c is parent.viewport()]
        if isinstance(parent, QScrollArea) and parent.widget() is not None:
            inside, room = parent.widget(), parent.viewport().width()
            if inside.isVisible() and inside.width() > room and not parent.horizontalScrollBar().isVisible():
                found.append(f"{name(inside)} cut at the right of {name(parent)}")
        if isinstance(parent, QTabBar):  # its scroll arrows, when the tabs need more room
            return
        for i, first in enumerate(children):
            for second in children[i + 1:]:
                if first.geometry().intersects(second.geometry()):
                    found.append(f"{name(first)} overlaps {name(second)}")
        for child in children:
            if not QRect(0, 0, parent.width(), parent.height()).contains(child.geometry()) and not (
                isinstance(parent.parentWidget(), QAbstractScrollArea)
            ):
                found.append(f"{name(child)} reaches outside {name(parent)}")
            if isinstance(child, QLabel) and child.text():
                if child.wordWrap():
                    if child.heightForWidth(child.width()) > child.height() + 1:
                        found.append(f"{name(child)} cut at the bottom")
                elif child.sizeHint().width() > child.width() + 1:
                    found.append(f"{name(child)} cut at the right")
            cut = isinstance(child, QAbstractButton) and child.sizeHint().width() > child.width() + 1
            if cut and child.text():
                found.append(f"{name(child)} cut at the right")
            walk(child)

    walk(window)
    return found


def _dialogs(settings: Settings, store: StatsStore, parent: QWidget) -> dict[str, Callable[[], QWidget]]:
    from tablegames_qt.ui.dialogs.keyboard import KeyboardDialog
    from tablegames_qt.ui.dialogs.new_game import NewGameDialog
    from tablegames_qt.ui.dialogs.rules_viewer import RulesViewer
    from tablegames_qt.ui.dialogs.settings_dialog import SettingsDialog
    from tablegames_qt.ui.stats.players import PlayersDialog
    from tablegames_qt.ui.stats.window import StatisticsWindow

    def about() -> QWidget:
        box: QWidget = parent.about_box()  # type: ignore[attr-defined]  # Help → About as built
        return box

    def replay() -> QWidget:
        from tablegames_qt.ui.replay import open_replay
        from tests.ui.test_replay import record

        window = open_replay(record("machacek", 3, 6, store.path.parent / "replays"), parent)
        assert window is not None
        return window

    return {
        "replay": replay,
        "new perudo": lambda: NewGameDialog(settings, "perudo", parent),
        "new machacek": lambda: NewGameDialog(settings, "machacek", parent),
        "new casino": lambda: NewGameDialog(settings, "casino", parent),
        "settings": lambda: SettingsDialog(settings, parent),
        "players": lambda: PlayersDialog(store, parent),
        "statistics": lambda: StatisticsWindow(store, parent),
        "keyboard": lambda: KeyboardDialog(parent),  # type: ignore[arg-type]
        "rules": lambda: RulesViewer("machacek", parent),
        "about": about,
    }


DIALOGS = ["new perudo", "new machacek", "new casino", "settings", "players", "statistics",
           "keyboard", "rules", "about", "replay"]  # fmt: skip


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("which", DIALOGS)
def test_every_dialog_fits_the_smallest_screen(
    qtbot: QtBot, qapp: QApplication, settings: Settings, tmp_path: Path, small_screen: QRect,
    language: str, which: str,
) -> None:  # fmt: skip
    from tablegames_qt.ui.main_window import MainWindow

    store = StatsStore(tmp_path / "stats.sqlite3")
    with in_language(qapp, language):
        main = MainWindow(settings, remember_geometry=False)
        qtbot.addWidget(main)
        main.show()
        dialog = _dialogs(settings, store, main)[which]()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        qtbot.wait(20)
        hint = dialog.minimumSizeHint()
        assert hint.width() <= small_screen.width() and hint.height() <= small_screen.height(), hint
        assert small_screen.contains(dialog.frameGeometry()), dialog.frameGeometry()
        assert _problems(dialog) == []
        # shrunk as far as it goes (by a person, or by a window manager on a small screen)
        dialog.resize(dialog.minimumSize().expandedTo(dialog.minimumSizeHint()))
        qtbot.wait(20)
        assert _problems(dialog) == []
        dialog.close()
    store.close()
