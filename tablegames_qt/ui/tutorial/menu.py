"""The ways into a guide: Help → Learn …, the start screen's Learn buttons, and the
question the first time a person opens a game ("Learn by playing a short guided
game?", remembered in the settings once answered).

:func:`open_guide` starts a guide in the main window: a :class:`GuidedController`
for the script's prepared game, the game's own screen, and a :class:`Guide` on it.
While a guide is on, take-back is off (the script is the game) and "Play again"
offers a real game instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from tablegames_qt.storage.seat_names import BOT_KEYS, YOU_KEY
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import override
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Script
from tablegames_qt.ui.rooms import room, rooms
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.start_screen import StartScreen
from tablegames_qt.ui.tutorial.guide import Guide, GuidedController


class GuideWindow(Protocol):
    """What of the main window the guides use (the main window installs them, so they
    see it through this and do not import it): its settings, Help menu and start screen,
    the hook a game picked on the start screen goes to, and the ways to open and leave a
    game."""

    settings: Settings
    help_menu: QMenu
    start_screen: StartScreen
    game_chosen_hook: Callable[[str], object]

    def open_guided(self, setup: GameSetup, controller: SessionController) -> GameScreen | None: ...
    def update_take_back(self) -> None: ...
    def new_game(self, game: str | None = None) -> GameScreen | None: ...
    def leave_game(self) -> None: ...

def guided_games() -> tuple[str, ...]:
    """The games whose rooms have a guide, in the games' order."""
    return tuple(found.name for found in rooms() if found.guide is not None)


def script_for(game: str) -> Script:
    """The guide of ``game``; ``ValueError`` for a game without one."""
    guide = room(game).guide
    if guide is None:
        raise ValueError(f"no guide for game {game!r}")
    script: Script = guide()
    return script


def open_guide(window: GuideWindow, game: str, *, auto: bool = False) -> Guide | None:
    """Start the guide of ``game`` in ``window`` (None when the person would rather
    stay in the game being played)."""
    script = script_for(game)
    engine_game = script.make_game()
    # Names by what they are (shown in the language of the moment): "You" and Captain Pip.
    seats = [SeatConfig(YOU_KEY, HUMAN) if seat == script.human
             else SeatConfig(BOT_KEYS[0], BOT, "normal")
             for seat in range(engine_game.players)]
    controller = GuidedController(script, engine_game, seats,
                                  bot_pace_ms=window.settings.bot_pace_ms)
    screen = window.open_guided(GameSetup(game, seats, script.rules), controller)
    if screen is None:
        controller.deleteLater()
        return None
    guide = Guide(script, screen, auto=auto)
    # The script is the game: nothing is taken back (take_back_state says so to a guided
    # controller); once the guide is gone, the window says again what can be.
    window.update_take_back()
    screen.destroyed.connect(window.update_take_back)
    guide.realGameRequested.connect(window.new_game)
    guide.menuRequested.connect(window.leave_game)
    screen.installEventFilter(_Retranslator(guide))
    guide.start()
    return guide


class _Retranslator(QObject):
    """Says the shown step again in a new language."""

    def __init__(self, guide: Guide) -> None:
        super().__init__(guide)
        self._guide = guide

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._guide.retranslate()
        return super().eventFilter(watched, event)


class GuideMenu(QObject):
    """Help → Learn …, the start screen's Learn buttons and the first-time question;
    ``window`` is the main window, seen as a :class:`GuideWindow` and as the widget the
    menu's actions and questions belong to (``parent``)."""

    def __init__(self, window: GuideWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window
        self.parent_widget = parent
        self.guide: Guide | None = None
        self.actions: dict[str, QAction] = {}
        menu = window.help_menu
        first = menu.actions()[0]  # the guides come first, before the rules
        for game in guided_games():
            action = QAction(parent)
            action.setObjectName(f"learn_{game}")
            action.triggered.connect(lambda _checked=False, g=game: self.start(g))
            menu.insertAction(first, action)
            self.actions[game] = action
        menu.insertSeparator(first)
        start = window.start_screen
        start.learnRequested.connect(self.start)
        window.game_chosen_hook = self.game_chosen
        self.retranslate()
        parent.installEventFilter(self)

    def start(self, game: str) -> Guide | None:
        """The guide of ``game`` (once taken, its first-time question is not asked)."""
        self.guide = open_guide(self.window, game)
        if self.guide is not None:
            self.window.settings.set_guide_offered(game)
        return self.guide

    def game_chosen(self, game: str) -> None:
        """A game picked on the start screen: the first time, offer its guide."""
        settings = self.window.settings
        if settings.guide_offered(game):
            self.window.new_game(game)
            return
        answer = QMessageBox.question(
            self.parent_widget,
            QCoreApplication.translate("GuideMenu", "Learn the game?"),
            QCoreApplication.translate(
                "GuideMenu", "Learn by playing a short guided game? The table shows you what to "
                "do, one step at a time. (Later: Help → Learn, or Learn on the start screen.)"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        settings.set_guide_offered(game)
        if answer == QMessageBox.StandardButton.Yes:
            self.start(game)
        else:
            self.window.new_game(game)

    def retranslate(self) -> None:
        tip = QCoreApplication.translate("GuideMenu", "A short guided game that teaches the rules")
        for game, action in self.actions.items():
            action.setText(room(game).text("learn"))
            action.setToolTip(tip)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent_widget and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)
