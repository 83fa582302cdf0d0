"""The application object: QApplication, identity, icon, translators, the main window.

Language switching works at run time: installing or removing a ``QTranslator``
makes Qt send ``QEvent.LanguageChange`` to every widget, and every widget of
this app re-translates its texts in ``changeEvent``.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    Qt,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication, QIcon, QPixmapCache
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tablegames_qt import APP_ID, __version__, languages, logfile
from tablegames_qt.storage import paths
from tablegames_qt.storage.settings import LANGUAGE, Settings
from tablegames_qt.ui import single_instance
from tablegames_qt.ui.single_instance import SingleInstance
from tablegames_qt.ui.texts import log_hint

if TYPE_CHECKING:
    from tablegames_qt.ui.main_window import MainWindow

log = logging.getLogger(__name__)
#: uncaught exceptions, in the log file (the crash hook writes stderr itself)
crash_log = logging.getLogger("tablegames_qt.crash")

def system_language() -> str:
    """The app's language (tablegames_qt/languages.py) closest to the desktop's; the
    source language (English) otherwise."""
    spoken = (languages.code_of(name) for name in QLocale.system().uiLanguages())
    return next((code for code in spoken if code is not None), languages.SOURCE)


def effective_language(setting: str) -> str:
    """The language code for a language setting ("system" or a code)."""
    return setting if setting in languages.codes() else system_language()


class LanguageSwitcher(QObject):
    """Installs the translators of one language, replacing the previous ones."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = ""

    def apply(self, setting: str) -> str:
        """Switch to ``setting`` ("system" or a code); returns the language used."""
        language = effective_language(setting)
        if language == self.language:
            return language
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        QLocale.setDefault(QLocale(language))
        own = QTranslator(self)
        # English is the source language: a missing tablegames_en.qm only loses plural forms.
        if own.load(f"tablegames_{language}", str(paths.translations_dir())):
            self._installed.append(own)
        else:
            log.info("no tablegames_%s.qm in %s", language, paths.translations_dir())
        qt_base = QTranslator(self)
        if qt_base.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self._installed.append(qt_base)
        for translator in self._installed:
            self._app.installTranslator(translator)
        translate_app_name(self._app)
        self.language = language
        return language


def translate_app_name(app: QCoreApplication) -> None:
    """The app's name in the language of the moment: Qt writes it after every window's
    title ("Klávesnice — Stolní hry", not "— Table Games"). A windowless app (``--serve``)
    has no titles to write it in."""
    if isinstance(app, QGuiApplication):
        app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Table Games"))


def app_icon() -> QIcon:
    icon_path = paths.resources_dir() / "icons" / "tablegames.svg"
    return QIcon(str(icon_path)) if icon_path.exists() else QIcon()


class UnusedQtArguments(Exception):
    """One-dash options that neither the app nor Qt knows (the command line's usage error)."""

    def __init__(self, arguments: list[str]) -> None:
        super().__init__(" ".join(arguments))
        self.arguments = arguments


def create_application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication (reused when it exists, as under pytest-qt).

    ``argv`` after the program name holds Qt's own options (``-style fusion``); Qt takes
    out those it uses.
    """
    # Qt's raster painting hands big fills to a pool of threads and waits for them; on a
    # machine whose cores are busy (a bot thinking in its process, other programs) that
    # wait is where the GUI thread stalled. Painting on the GUI thread alone is steadier.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or [sys.argv[0]])
    app.setApplicationName("tablegames")
    app.setApplicationDisplayName("Table Games")
    app.setOrganizationName("tablegames")
    app.setApplicationVersion(__version__)
    # Matches the .desktop file so Wayland/X11 docks group the window with its launcher.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    # The card table keeps its items as bitmaps (QGraphicsItem's device cache, held in
    # QPixmapCache): Qt's default 10 MB holds a big window's table only just, and an item
    # dropped from it is painted again, in Python, on the next frame.
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
    # the table's cups, dice and cards as accessible objects (ui/scene_access.py)
    from tablegames_qt.ui import scene_access

    scene_access.install()
    return app


class ExceptionRecorder:
    """``sys.excepthook`` that logs every uncaught exception and remembers it.

    Exceptions raised in Qt slots reach the hook instead of killing the app; the
    run's exit code becomes non-zero, and ``on_exception`` lets the demo stop at once.
    """

    def __init__(self, on_exception: Callable[[BaseException], None] | None = None) -> None:
        self.exceptions: list[BaseException] = []
        self.on_exception = on_exception
        self._previous = sys.excepthook

    def __call__(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        self.exceptions.append(value)
        text = "".join(traceback.format_exception(kind, value, tb))
        written = False
        # None under pythonw and in a windowed Windows build: then the log file only
        if sys.stderr is not None:
            try:
                sys.stderr.write(text)
                written = True
            except (OSError, ValueError):  # closed or broken stream
                pass
        crash_log.error("uncaught exception\n%s", text.rstrip(),
                        extra={logfile.ON_STDERR: written})
        if self.on_exception is not None:
            self.on_exception(value)

    def install(self) -> None:
        sys.excepthook = self

    def uninstall(self) -> None:
        sys.excepthook = self._previous


class CrashDialog:
    """Tells a person that something broke, and where the details went.

    One box at a time: a failing timer would otherwise stack a box per tick.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        self._parent = parent
        self.box: QMessageBox | None = None

    def __call__(self, _error: BaseException) -> None:
        if self.box is not None and self.box.isVisible():
            return
        box = QMessageBox(self._parent)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(QCoreApplication.translate("CrashDialog", "Something went wrong"))
        box.setText(QCoreApplication.translate(
            "CrashDialog",
            "Table Games met an unexpected error. If the game stops responding, close the "
            "app and start it again."))
        box.setInformativeText(log_hint())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(self._forget)
        self.box = box
        box.open()

    def _forget(self) -> None:
        self.box = None


@dataclass
class Started:
    """What :func:`start` made: the application, this run's settings, its translators."""

    app: QApplication
    settings: Settings
    languages: LanguageSwitcher


def start(
    language: str | None = None,
    qt_args: list[str] | None = None,
    overrides: Mapping[str, object] | None = None,
) -> Started:
    """The start-up every entry point shares (the app, ``--replay``, the stall probe).

    The QApplication with Qt's own options (:class:`UnusedQtArguments` for those Qt did
    not take), the log's first line, the settings (a damaged file moved aside and
    reported before it is read; ``language`` and ``overrides`` hold for this run only),
    the language, switched again whenever its setting changes, and the animation speed.
    """
    from tablegames_qt.storage import recovery
    from tablegames_qt.ui import anim, theme, window_place
    from tablegames_qt.ui.cards import deck_choice

    qt_args = list(qt_args or [])
    app = create_application([sys.argv[0], *qt_args])
    unused = [arg for arg in app.arguments()[1:] if arg in qt_args]
    if unused:
        raise UnusedQtArguments(unused)
    theme.apply(app)  # the tables' colours for dialogs, Settings and Statistics
    window_place.install()  # every window within the screen as it is shown
    log.info("Table Games %s (PySide6 %s, Python %s, %s), log %s", __version__, pyside_version,
             sys.version.split()[0], app.platformName(), logfile.current_file())
    tell_log_problem()
    recovery.check_settings_file(paths.settings_file())
    settings = Settings()
    if language is not None:
        settings.override(LANGUAGE, language)
    for key, value in (overrides or {}).items():
        settings.override(key, value)
    languages = LanguageSwitcher(app)
    languages.apply(settings.language)

    def setting_changed(key: str) -> None:
        if key == LANGUAGE:
            languages.apply(settings.language)

    settings.changed.connect(setting_changed)
    anim.set_speed(settings.animation_factor)
    deck_choice.set_four_colour(settings.four_colour_deck)  # replays too
    return Started(app, settings, languages)


def tell_log_problem() -> None:
    """A log file that cannot be written is marked and told once, as a folder is
    (``storage/health``), not only on stderr."""
    from tablegames_qt.storage import health

    problem = logfile.problem()
    if problem is not None:
        health.failed(health.LOG, problem[0], problem[1])
    # a log that stops taking records later (a full disk): the same mark, told once
    logfile.on_write_failure = lambda path, exc: health.failed(health.LOG, path, exc)
    logfile.on_write_worked = lambda path: health.succeeded(health.LOG, path)


def run(
    language: str | None = None,
    demo_game: str | None = None,
    demo_moves: int = 40,
    screenshot: str | None = None,
    startup_check: bool = False,
    qt_args: list[str] | None = None,
    demo_level: str = "normal",
    tutorial: str | None = None,
) -> int:
    """Start the app (or the demo) and return the process exit code.

    Raises :class:`UnusedQtArguments` for one-dash options Qt did not take.
    """
    from tablegames_qt.storage import saves
    from tablegames_qt.ui import warm_up
    from tablegames_qt.ui.archive import GameArchive
    from tablegames_qt.ui.main_window import MainWindow

    started = start(language, qt_args)
    app, settings = started.app, started.settings
    # a guide playing itself for a screenshot is a run like the demo's
    unattended = demo_game is not None or (tutorial is not None and screenshot is not None)
    instance = _claim_for_run(app, unattended, startup_check)
    if isinstance(instance, int):
        return instance
    recorder = ExceptionRecorder()
    recorder.install()
    try:
        # Saves are written on a thread of their own: the table never waits for the disk.
        saves.write_in_background(True)
        # Saves, statistics and replays; a demo is recorded as bot-only and never
        # replaces the game a person left for "Continue".
        archive = GameArchive(app, keep_current=demo_game is None, notify=demo_game is None)
        window = MainWindow(settings, remember_geometry=not unattended, services=archive)
        if instance is not None:  # a second start of the app: this window to the front
            instance.showAsked.connect(lambda: _to_front(window))
        if not startup_check:
            # what the first table would do, done while the app idles (ui/warm_up.py)
            # (the people are read on the statistics' own thread: ``GameArchive.attach``)
            warm_up.start(window)
        if demo_game is not None:
            code = _run_demo(app, window, recorder, demo_game, demo_moves, screenshot, demo_level)
        elif tutorial is not None:
            code = _run_guide(app, window, recorder, tutorial, screenshot, unattended)
        else:
            code = _run_window(app, window, recorder, startup_check)
        window.close()
        archive.close()
        from tablegames_qt.ui import bot_process

        bot_process.shut_down()
    finally:
        saves.write_in_background(False)  # everything written before the app is gone
        recorder.uninstall()
        if instance is not None:
            instance.close()
    return code if not recorder.exceptions else max(code, 1)


def _claim_for_run(app: QApplication, unattended: bool,
                   startup_check: bool) -> SingleInstance | int | None:
    """This run's claim to the app's folders, or the exit code when it must leave: a
    demo or a guide's screenshot run writes replays, statistics and waiting results
    there too, so beside a running app it says so and leaves; a start-up check claims
    nothing."""
    if unattended:
        claimed = single_instance.claim(paths.data_location(), show=False)
        if not isinstance(claimed, SingleInstance):
            _refuse_unattended()
            return 1
        return claimed
    if startup_check:
        return None
    folders = _claim_folders(app)
    if not isinstance(folders, SingleInstance):
        return 0 if folders == single_instance.ANSWERED else 1
    return folders


def _claim_folders(app: QApplication) -> SingleInstance | str:
    """This run's claim to the app's folders; when another app has them it is asked to
    show its window (or, not answering, the person is told so) and this one leaves."""
    claimed = single_instance.claim(paths.data_location())
    if claimed == single_instance.ANSWERED:
        log.info("the app is already running on these folders: its window was brought to the front")
    elif claimed == single_instance.NOT_ANSWERING:
        log.warning("the app is already running on these folders and does not answer")
        box = QMessageBox(QMessageBox.Icon.Information, app.applicationDisplayName(),
                          QCoreApplication.translate("app", "Table Games is already running, but its window"
                                                     " does not answer. Close it, then start the app again."))  # fmt: skip
        box.exec()
    return claimed


def _refuse_unattended() -> None:
    """A demo (or a guide's screenshot run) beside a running app on the same folders:
    said on stderr (it is started from a terminal) and in the log; the app is left alone."""
    text = ("Table Games is already running on these folders; the demo would write its replays"
            " and statistics beside it. Close the app, or give the demo other folders"
            " (XDG_DATA_HOME).")  # fmt: skip
    log.warning("not started: %s", text)
    if sys.stderr is not None:
        print(text, file=sys.stderr)


def _to_front(window: QWidget) -> None:
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def _run_demo(
    app: QApplication,
    window: MainWindow,
    recorder: ExceptionRecorder,
    game: str,
    moves: int,
    screenshot: str | None,
    level: str,
) -> int:
    """Bots play ``game`` by themselves (then a screenshot, when asked): its exit code."""
    from tablegames_qt.ui.demo import DemoRunner

    demo = DemoRunner(window, game, moves=moves, screenshot=screenshot, level=level)
    recorder.on_exception = lambda _exc: demo.fail()
    window.show()
    demo.start()
    code = app.exec()
    return code or demo.exit_code


def _run_guide(
    app: QApplication,
    window: MainWindow,
    recorder: ExceptionRecorder,
    game: str,
    screenshot: str | None,
    unattended: bool,
) -> int:
    """The guide to ``game``, for a person or playing itself to a screenshot."""
    from tablegames_qt.ui.guide_run import GuideRunner

    runner = GuideRunner(window, game, screenshot)
    recorder.on_exception = (lambda _exc: runner.fail()) if unattended else CrashDialog(window)
    window.show()
    runner.start()
    return app.exec() or runner.exit_code


def _run_window(
    app: QApplication, window: MainWindow, recorder: ExceptionRecorder, startup_check: bool
) -> int:
    """The app as a person uses it; with ``startup_check`` it leaves after the first frame."""
    if not startup_check:
        recorder.on_exception = CrashDialog(window)
    window.show()
    if startup_check:
        # Leave as soon as the first frame of the window has been handled.
        QTimer.singleShot(0, app.quit)
    return app.exec()
