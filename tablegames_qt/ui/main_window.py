"""The main window: start screen, one game screen at a time, menus, geometry.

Game screens are their rooms' (``ui/rooms.py``: each game's ``ui`` package registers
its screen class, imported when first needed).  A screen class is a ``GameScreen``
built as ``Screen(controller, settings, parent)``.

Saving, statistics and player profiles are the window's services, given when it is made
(``MainWindow(settings, services=archive)``, see :class:`WindowServices`; the app's are
``ui/archive.GameArchive``): the unfinished games (the start screen offers a Continue
for each kind's, and a new game of a kind that has one asks before replacing it), the
statistics window, the human players the new-game dialog offers, the "Players…" dialog,
and the seats with their people's profiles as they are now (``ui/seat_profiles.py``),
used by the set-up dialog and whenever a table is laid.  Without services the window
plays and saves nothing of that.  ``gameStarted`` hands every new screen (and its
controller) to whoever records games.

The menus, their texts and what they open beside the game (settings, rules, statistics,
players, About) are the window's base class's (``ui/window_menus.MenuWindow``); serving a
new table's phones is ``ui/phones/at_table.py``'s.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QPixmapCache
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from tablegames_qt.engine.core import Game, replay_log
from tablegames_qt.games import names
from tablegames_qt.storage import health
from tablegames_qt.storage.saves import SlotInfo
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import anim, override, window_place
from tablegames_qt.ui.cards import deck_choice
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dialogs.rules_viewer import RulesViewer
from tablegames_qt.ui.dialogs.settings_dialog import SettingsDialog
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.focus_return import FocusReturn
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.rooms import room
from tablegames_qt.ui.seat_config import SeatConfig
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.slot_texts import replace_question
from tablegames_qt.ui.start_screen import StartScreen
from tablegames_qt.ui.take_back import confirm_text, take_back_state
from tablegames_qt.ui.texts import fill_in, literal
from tablegames_qt.ui.tutorial import install as install_guides
from tablegames_qt.ui.window_menus import MenuWindow

log = logging.getLogger(__name__)

def screen_for(game: str) -> type[GameScreen]:
    """The screen class of ``game`` (its room's; ``KeyError`` for an unknown game)."""
    found = room(game).screen()
    if not issubclass(found, GameScreen):
        raise TypeError(f"the screen of {game!r} is no GameScreen: {found!r}")
    return found


class SavedGames(Protocol):
    """What the main window needs from the saved-games store."""

    def unfinished(self) -> list[SlotInfo]:
        """The unfinished games on disk, one per kind, the most recently played first."""

    def load_unfinished(self, kind: str) -> tuple[GameSetup, Game[Any, Any]] | None:
        """The set-up and the resumed engine game of ``kind``, or None (the store explains why)."""


class WindowServices(SavedGames, Protocol):
    """What the main window is given when it is made (``ui/archive.GameArchive``):
    the saved games, the statistics, the players' profiles."""

    def open_statistics(self, parent: QWidget | None = None) -> None:
        """Show the statistics window."""

    def profile_names(self) -> list[str]:
        """The human players for the new-game dialog, the most recent first."""

    def profiles_waiting(self, then: Callable[[], None]) -> bool:
        """True while the players have not been read yet: ``then`` is called once they are."""

    def open_players(self, parent: QWidget | None = None) -> None:
        """The "Players…" dialog."""

    def seat_profiles(self, seats: list[SeatConfig], make: bool = False) -> list[SeatConfig]:
        """``seats`` with their people's profiles as they are now (``make``: a profile for
        every person without one)."""

    def attach(self, window: MainWindow) -> None:
        """Follow ``window`` (its games started, the problems it should tell); called once,
        at the end of the window's constructor."""


class MainWindow(MenuWindow):
    #: a game screen was shown and its controller is about to start
    gameStarted = Signal(object)
    #: saves, statistics and profiles (None: a window that keeps nothing, for tests)
    services: WindowServices | None

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        remember_geometry: bool = True,
        services: WindowServices | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.services = services
        self._remember_geometry = remember_geometry
        self._setup: GameSetup | None = None
        self._screen: GameScreen | None = None
        self._settings_dialog: SettingsDialog | None = None
        self._rules_viewer: RulesViewer | None = None
        self._unfinished: list[SlotInfo] = []

        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen(self.stack)
        self.stack.addWidget(self.start_screen)
        #: what a game picked on the start screen starts (the guides first offer theirs)
        self.game_chosen_hook: Callable[[str], object] = self.new_game
        self.start_screen.gameChosen.connect(self._game_chosen)
        self.start_screen.continueRequested.connect(self.continue_game)
        self.start_screen.settingsRequested.connect(self.show_settings)
        self.start_screen.rulesRequested.connect(lambda: self.show_rules())
        self.start_screen.statisticsRequested.connect(self.show_statistics)
        self.start_screen.quitRequested.connect(self.close)

        self._make_actions()
        self._make_menus()
        self.guides = install_guides(self, self)  # Help → Learn …, Learn on the start screen
        self.retranslate()
        self.settings.changed.connect(self._setting_changed)
        anim.set_speed(self.settings.animation_factor)
        deck_choice.set_four_colour(self.settings.four_colour_deck)
        self.resize(1280, 820)
        self.setMinimumSize(960, 640)
        if remember_geometry:
            geometry = settings.window_geometry()
            if not geometry.isEmpty():
                self.restoreGeometry(geometry)
        # the first size, or one remembered on a bigger screen, within this screen
        window_place.keep_within(self)
        window_place.watch(self)  # and again as it is shown (a screen changed meanwhile)
        self.refresh_start_screen()
        # after a dialog, the keys and a screen reader come back here (ui/focus_return.py)
        self.focus_return = FocusReturn(self, self._focus_target)
        if services is not None:
            services.attach(self)

    def _focus_target(self) -> QWidget | None:
        """Where the focus goes back to after a dialog: the game's table, else the start screen."""
        screen = self._screen
        if screen is not None and self.stack.currentWidget() is screen:
            table = getattr(screen, "table", None)
            return table if isinstance(table, QWidget) else screen
        return self.start_screen

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- screens ----------------------------------------------------------------------
    def current_screen(self) -> GameScreen | None:
        return self._screen

    def current_setup(self) -> GameSetup | None:
        return self._setup

    def refresh_start_screen(self) -> None:
        """The start screen's cards and the menus as the saves on disk and the game now are."""
        self._unfinished = self.services.unfinished() if self.services is not None else []
        self.start_screen.set_unfinished(self._unfinished)
        self._refresh_actions()

    def _refresh_actions(self) -> None:
        """The menus as the game now is, without reading the saves: a table that opens
        does not list the saves' folder (which waits for the save being written), the
        start screen it hides is refreshed when it shows again."""
        self.continue_action.setVisible(bool(self._unfinished))
        self.start_screen.set_statistics_available(self.services is not None)
        self.statistics_action.setEnabled(self.services is not None)
        self.players_action.setEnabled(self.services is not None)
        in_game = self._screen is not None
        self.menu_action.setEnabled(in_game)
        self.pause_action.setEnabled(in_game)
        self.phones_action.setVisible(in_game and self._screen is not None
                                      and self._screen.phone_table is not None)
        self.update_take_back()

    def update_take_back(self) -> None:
        """Take back on where something can be taken back now, its tip saying what (or why not)."""
        screen, setup = self._screen, self._setup
        state = (take_back_state(screen.controller, setup.game)
                 if screen is not None and setup is not None else None)
        can = state is not None and state.point is not None
        self.take_back_action.setEnabled(can)
        if can or state is None:
            tip = self.tr("Undo your last move and the computer players' replies (solo games, "
                          "this round)")
        else:
            tip = state.reason
        self.take_back_action.setToolTip(tip)
        self.take_back_action.setStatusTip(tip)
        # one of the two answers the key (both on would make it ambiguous: neither fires)
        self.take_back_refused.setEnabled(not can and screen is not None)

    def _take_back_refused(self) -> None:
        if self._screen is not None and not self.take_back_action.isEnabled():
            self._screen.refuse(self.take_back_action.toolTip())

    def _game_chosen(self, game: str) -> None:
        self.game_chosen_hook(game)

    def new_game(self, game: str | None = None) -> GameScreen | None:
        """Ask for the set-up of a new game and start it."""
        services = self.services
        dialog = NewGameDialog(self.settings, game or names()[0], self,
                               profile_names=services.profile_names if services else None,
                               seat_profiles=services.seat_profiles if services else None,
                               names_waiting=services.profiles_waiting if services else None)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            setup = dialog.setup()
        finally:
            dialog.deleteLater()
        replacing = self._may_replace(setup.game)
        if replacing is False:
            return None
        playing = self._setup.game if self._setup is not None and self._screen is not None else None
        # Replacing the very game on the screen was asked already.
        if not (replacing and playing == setup.game) and not self._may_leave_game():
            return None
        return self.start_setup(setup)

    def unfinished_game(self, kind: str) -> SlotInfo | None:
        """The unfinished game of ``kind`` on disk, as the start screen last showed it."""
        if self.services is not None:
            self._unfinished = self.services.unfinished()
        return next((info for info in self._unfinished if info.kind == kind), None)

    def _may_replace(self, kind: str) -> bool | None:
        """Ask before a new game of ``kind`` replaces its unfinished one: None when
        there is none, else whether the person said Yes."""
        info = self.unfinished_game(kind)
        if info is None:
            return None
        answer = QMessageBox.question(
            self,
            self.tr("Replace the unfinished game?"),
            literal(replace_question(info)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def start_setup(self, setup: GameSetup, seed: int | None = None) -> GameScreen:
        """Start a fresh game of ``setup`` (a new random seed unless given)."""
        return self.open_game(setup, setup.make_game(seed))

    def open_game(self, setup: GameSetup, game: Game[Any, Any]) -> GameScreen:
        """Show ``game`` (fresh or resumed) on its screen and start play."""
        self._close_screen()
        return self._open(setup, game)

    def open_guided(self, setup: GameSetup, controller: SessionController) -> GameScreen | None:
        """Show a guided game (``ui/tutorial``) with its own controller, once the game in
        progress may be left (None when it may not)."""
        if not self._may_leave_game():
            return None
        self._close_screen()
        # The script is the game: "Play again" offers a real game of it instead.
        return self._open(setup, controller.game, controller=controller,
                          play_again=lambda: self.new_game(setup.game))

    def watch_replay(self, screen: GameScreen) -> QWidget:
        """The replay of the game on ``screen`` (its result panel's "Watch the replay")."""
        from tablegames_qt.ui.replay import watch_replay  # loaded when first wanted

        return watch_replay(screen)

    def _open(self, setup: GameSetup, game: Game[Any, Any], *, practice: bool = False,
              controller: SessionController | None = None,
              play_again: Callable[[], object] | None = None) -> GameScreen:
        if controller is None:
            if self.services is not None:  # renamed or recoloured since: as they are now
                setup.seats = self.services.seat_profiles(setup.seats, False)
            controller = SessionController(game, setup.seats, bot_pace_ms=self.settings.bot_pace_ms)
        controller.practice = practice
        controller.allow_hints = setup.allow_hints
        screen = screen_for(setup.game)(controller, self.settings, self.stack)
        controller.setParent(screen)
        screen.playAgainRequested.connect(play_again or self.play_again)
        screen.menuRequested.connect(self.leave_game)
        screen.replayRequested.connect(lambda: self.watch_replay(screen))
        controller.stateChanged.connect(self.update_take_back)
        self._setup = setup
        self._screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self.pause_action.setChecked(False)
        self._refresh_actions()
        self.gameStarted.emit(screen)
        if controller.phones() and not self._serve_phones(screen):
            QTimer.singleShot(0, self, self._abandon_phone_table)
            return screen
        self._refresh_actions()
        screen.start()
        screen.show_practice()  # a resumed practice game is told by its recorder
        # The keys (H, Enter, the arrows) go to the table at once, also when a closed
        # question (Take back's, New game's) left no window of the app active.
        self.activateWindow()
        screen.setFocus()
        return screen

    def _serve_phones(self, screen: GameScreen) -> bool:
        from tablegames_qt.ui.phones.at_table import serve_phones

        return serve_phones(self, screen)

    def _abandon_phone_table(self) -> None:
        self._close_screen()
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_start_screen()

    def show_phones(self) -> None:
        """Game ▸ Phones: the links and codes, and handing a seat on."""
        from tablegames_qt.ui.phones.at_table import show_phones

        show_phones(self, self._screen)

    def take_back(self) -> bool:
        """Undo the person's last decision and the computer players' replies after it
        (solo games, within the round or deal): the log is replayed to just before it, so
        the same dice and cards come again. The first one makes the game practice."""
        screen, setup = self._screen, self._setup
        if screen is None or setup is None:
            return False
        controller = screen.controller
        game = controller.game
        state = take_back_state(controller, setup.game)
        point = state.point
        if point is None:
            QMessageBox.information(self, self.tr("Take back"), state.reason)
            self.update_take_back()
            return False
        if not controller.practice:
            answer = QMessageBox.question(
                self, self.tr("Take back"), confirm_text(state),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        back = replay_log(game, point).game
        # The same seating and bots; a new recorder saves the shorter game in the same slot.
        self._close_screen()
        self._open(setup, back, practice=True)
        return True

    def play_again(self) -> None:
        if self._setup is not None and self._may_replace(self._setup.game) is not False:
            self.start_setup(self._setup)

    def continue_game(self, kind: str | None = None) -> None:
        """Resume the unfinished game of ``kind`` (None: the one played last)."""
        if self.services is None:
            return
        if kind is None:
            latest = self.services.unfinished()
            if not latest:
                self.refresh_start_screen()
                return
            kind = latest[0].kind
        loaded = self.services.load_unfinished(kind)
        if loaded is None:
            self.refresh_start_screen()
            return
        if not self._may_leave_game():
            return
        setup, game = loaded
        self.open_game(setup, game)

    def leave_game(self) -> None:
        """Back to the start screen (asking first while a game is being played)."""
        if self._screen is None or not self._may_leave_game():
            return
        self._close_screen()
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_start_screen()

    def _may_leave_game(self) -> bool:
        screen = self._screen
        if (screen is None or not screen.is_in_progress() or not self._remember_geometry
                or getattr(screen.controller, "guided", False)):
            # No game to lose (a guide is never kept), or a demo run (nobody to ask).
            return True
        if self.services is None:
            question = self.tr("A game is in progress. Leave it?")
        elif (failure := health.failure(health.SAVES)) is not None:
            question = fill_in(
                self.tr("Leave the game? It is not kept: {problem} Leaving loses it."),
                problem=failure.message(),
            )
        else:
            question = self.tr(
                "Leave the game? It is kept: continue it from the start screen whenever you like."
            )
        names = screen.phone_table.playing_names() if screen.phone_table is not None else []
        if names:  # their pages lose the table too
            from tablegames_qt.ui import phone_texts

            question = f"{phone_texts.playing_on_phones(names)} {question}"
        answer = QMessageBox.question(self, self.tr("Leave the game?"), literal(question))
        return answer == QMessageBox.StandardButton.Yes

    def _close_screen(self) -> None:
        screen = self._screen
        if screen is None:
            return
        self._screen = None
        screen.shutdown()
        self.stack.removeWidget(screen)
        screen.deleteLater()
        # Fusion keys its button pictures in Qt's pixmap cache by the button's palette, which
        # the app's style sheet makes each widget's own: a closed table's (and each dialog's)
        # are never asked for again and would stay until the cache's 64 MB (app.py).
        QPixmapCache.clear()
        # Another table replaces it, or the caller shows the start screen and refreshes it.
        self._refresh_actions()

    def refresh_seats(self) -> None:
        """People renamed or recoloured meanwhile (Game → Players): the table in play shows
        them so."""
        screen, setup = self._screen, self._setup
        if screen is None or setup is None or self.services is None:
            return
        controller = screen.controller
        seats = self.services.seat_profiles(controller.seats, False)
        if [(s.name, s.colour) for s in seats] != [(s.name, s.colour) for s in controller.seats]:
            for seat, now in zip(controller.seats, seats, strict=True):
                seat.name, seat.colour = now.name, now.colour
            setup.seats = seats
            screen.seats_changed()

    # -- window state -------------------------------------------------------------------
    def _toggle_pause(self, on: bool) -> None:
        if self._screen is None:
            return
        if on:
            self._screen.controller.pause()
        else:
            self._screen.controller.resume()
        self._screen.set_paused(on)

    def _may_quit(self) -> bool:
        """Quitting while phones play a game asks first (the game is kept either way)."""
        screen = self._screen
        table = screen.phone_table if screen is not None else None
        names = table.playing_names() if table is not None else []
        if not names or not self._remember_geometry:
            return True  # nobody on a phone to lose the table, or a demo run
        from tablegames_qt.ui import phone_texts

        answer = QMessageBox.question(self, self.tr("Quit?"), literal(phone_texts.quit_question(names)))
        return answer == QMessageBox.StandardButton.Yes

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._may_quit():
            event.ignore()
            return
        if self._remember_geometry:
            self.settings.set_window_geometry(self.saveGeometry())
        self._close_screen()
        super().closeEvent(event)
        app = QApplication.instance()
        if event.isAccepted() and app is not None:
            for window in QApplication.topLevelWidgets():
                if window is not self and isinstance(window, QDialog):
                    window.close()
