"""Shared helpers of the app tests: settings in a temporary folder, playing through widgets."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QEvent, QLocale, QObject, QTranslator
from PySide6.QtWidgets import QApplication

from tablegames_qt.storage.settings import Settings

if TYPE_CHECKING:
    from tablegames_qt.ui.main_window import MainWindow


def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    """Settings whose files live under ``tmp_path`` (never the person's own), animations off,
    no pause after a reveal."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    settings = Settings()
    settings.animation_speed = "off"
    settings.bot_pace = "instant"
    settings.sound = "off"  # tests play nothing (a test double stands in where sound is tested)
    # Games played through in tests go on after a reveal; the tests of the pause ask for it.
    settings.after_reveal = "continue"
    return settings


def shown_window(qtbot: Any, settings: Settings, size: tuple[int, int] = (1200, 800),
                 services: Any = None) -> MainWindow:
    """A main window of ``size`` on screen and active (its geometry not remembered), with
    ``services`` (an archive) if given."""
    from tablegames_qt.ui.main_window import MainWindow

    main = MainWindow(settings, remember_geometry=False, services=services)
    qtbot.addWidget(main)
    main.resize(*size)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    return main


@contextmanager
def in_language(app: QApplication, language: str) -> Iterator[None]:
    """The app in ``language`` (translators and QLocale, as Settings switches them), put back
    as it was afterwards."""
    from tablegames_qt.app import LanguageSwitcher, translate_app_name

    before = QLocale()
    switcher = LanguageSwitcher(app)
    try:
        assert switcher.apply(language) == language
        yield
    finally:
        for translator in switcher.findChildren(QTranslator):
            app.removeTranslator(translator)
        switcher.setParent(None)
        QLocale.setDefault(before)
        translate_app_name(app)


def phone_table_window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                       services: Any = None) -> Iterator[MainWindow]:
    """A main window shown at 1200×800 whose tables open to phones on 127.0.0.1 only (tests
    talk to nothing else); its game is shut down afterwards. For a fixture to yield from."""
    from tablegames_qt.storage import health, recovery
    from tablegames_qt.ui.main_window import MainWindow

    monkeypatch.setenv("TABLEGAMES_PHONE_BIND", "127.0.0.1")
    settings = isolated_settings(tmp_path, monkeypatch)
    health.reset()
    recovery.take_problems()
    main = MainWindow(settings, remember_geometry=False, services=services)
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    yield main
    screen = main.current_screen()
    if screen is not None:
        screen.shutdown()
    health.reset()


def axis_labels(axis: Any) -> list[str]:
    """The tick labels a pyqtgraph axis would draw now (its own layout of them)."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _axis, _ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [text for _rect, _flags, text in texts]


def words_told(widget: Any, setter: str = "setAccessibleName") -> list[str]:
    """Every text ``widget`` gives itself through ``setter`` (``setAccessibleName``,
    ``setAccessibleDescription``) from now on: Qt tells a screen reader of each."""
    told: list[str] = []
    original = getattr(widget, setter)

    def tell(text: str) -> None:
        told.append(text)
        original(text)

    setattr(widget, setter, tell)
    return told


class Restyled(QObject):
    """Counts the style changes the widgets it watches are told of."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.StyleChange:
            self.count += 1
        return False


def two_seat_screen(qtbot: Any, settings: Settings, game: str) -> Any:
    """``game``'s screen for a person (Anna) and an easy computer player (Pip)."""
    from tablegames_qt.bot_worker import seat_bot
    from tablegames_qt.games import game_class
    from tablegames_qt.ui.main_window import screen_for
    from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
    from tablegames_qt.ui.session import SessionController

    seats = [SeatConfig("Anna", HUMAN), SeatConfig("Pip", BOT, "easy")]
    controller = SessionController(game_class(game)(players=2, seed=1), seats, bot_pace_ms=0,
                                   bot_factory=seat_bot)
    screen = screen_for(game)(controller, settings)
    qtbot.addWidget(screen)
    return screen
