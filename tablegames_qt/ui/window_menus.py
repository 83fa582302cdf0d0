"""The main window's menus: its actions, their texts, and what they open beside the
game (settings, rules, statistics, players, About, full screen).

:class:`MenuWindow` is the main window's base (``ui/main_window.py``); the game's own
actions (new game, continue, pause, take back, phones, back to the menu) are handled
there.  The texts keep the main window's translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialogButtonBox, QMainWindow, QMessageBox, QWidget

from tablegames_qt import __version__
from tablegames_qt.storage.settings import ANIMATION_SPEED, FOUR_COLOUR_DECK, Settings
from tablegames_qt.ui import anim
from tablegames_qt.ui.cards import deck_choice
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.dialogs.keyboard import show_keyboard_page
from tablegames_qt.ui.dialogs.rules_viewer import RulesViewer
from tablegames_qt.ui.dialogs.settings_dialog import SettingsDialog
from tablegames_qt.ui.texts import fill_in

if TYPE_CHECKING:
    from tablegames_qt.ui.dialogs.setup import GameSetup
    from tablegames_qt.ui.game_screen import GameScreen


class Opens(Protocol):
    """What the menus open through the window's services (``main_window.WindowServices``)."""

    def open_statistics(self, parent: QWidget | None = None) -> None: ...
    def open_players(self, parent: QWidget | None = None) -> None: ...


class MenuWindow(QMainWindow):
    """The main window's menus; the game's handlers are the subclass's (see the module)."""

    settings: Settings
    services: Opens | None
    _setup: GameSetup | None
    _screen: GameScreen | None
    _settings_dialog: SettingsDialog | None = None
    _rules_viewer: RulesViewer | None = None

    # -- the game's handlers (the main window's) --------------------------------------
    def new_game(self, game: str | None = None) -> GameScreen | None:
        raise NotImplementedError

    def continue_game(self, kind: str | None = None) -> None:
        raise NotImplementedError

    def leave_game(self) -> None:
        raise NotImplementedError

    def take_back(self) -> bool:
        raise NotImplementedError

    def update_take_back(self) -> None:
        raise NotImplementedError

    def show_phones(self) -> None:
        raise NotImplementedError

    def _toggle_pause(self, on: bool) -> None:
        raise NotImplementedError

    def _take_back_refused(self) -> None:
        raise NotImplementedError

    def _make_actions(self) -> None:
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.new_game(self._setup.game if self._setup else None))
        self.continue_action = QAction(self)
        self.continue_action.triggered.connect(lambda: self.continue_game())
        self.menu_action = QAction(self)
        self.menu_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.menu_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.menu_action.triggered.connect(self.leave_game)
        self.pause_action = QAction(self)
        self.pause_action.setCheckable(True)
        self.pause_action.setShortcut(QKeySequence(Qt.Key.Key_P))
        self.pause_action.toggled.connect(self._toggle_pause)
        self.take_back_action = QAction(self)
        self.take_back_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.take_back_action.triggered.connect(self.take_back)
        # the same key while nothing can be taken back: say why (status line and speech)
        self.take_back_refused = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.take_back_refused.setContext(Qt.ShortcutContext.WindowShortcut)
        self.take_back_refused.activated.connect(self._take_back_refused)
        self.phones_action = QAction(self)
        self.phones_action.triggered.connect(self.show_phones)
        self.statistics_action = QAction(self)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.players_action = QAction(self)
        self.players_action.triggered.connect(self.show_players)
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.show_settings)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.full_screen_action = QAction(self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen_action.toggled.connect(self._toggle_full_screen)
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(
            lambda: self.show_rules(self._setup.game if self._setup and self._screen else None)
        )
        self.keyboard_action = QAction(self)
        self.keyboard_action.triggered.connect(lambda: show_keyboard_page(self))
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        for action in (self.new_action, self.quit_action, self.full_screen_action, self.rules_action,
                       self.menu_action, self.pause_action, self.settings_action,
                       self.take_back_action):
            self.addAction(action)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.continue_action)
        self.game_menu.addAction(self.pause_action)
        self.game_menu.addAction(self.take_back_action)
        self.game_menu.setToolTipsVisible(True)  # Take back says why it is off
        self.game_menu.addAction(self.phones_action)
        self.game_menu.addAction(self.menu_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addAction(self.players_action)
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.full_screen_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keyboard_action)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Table Games"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.new_action.setText(QCoreApplication.translate("MainWindow", "&New game…"))
        self.take_back_action.setText(QCoreApplication.translate("MainWindow", "&Take back"))
        self.update_take_back()
        self.continue_action.setText(QCoreApplication.translate("MainWindow", "&Continue saved game"))
        self.pause_action.setText(QCoreApplication.translate("MainWindow", "&Pause"))
        self.phones_action.setText(QCoreApplication.translate("MainWindow", "P&hones…"))
        self.phones_action.setToolTip(QCoreApplication.translate(
            "MainWindow", "The phones' links and codes; hand a phone's seat to this computer or a bot"))
        self.menu_action.setText(QCoreApplication.translate("MainWindow", "&Back to the menu"))
        self.statistics_action.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.players_action.setText(QCoreApplication.translate("MainWindow", "P&layers…"))
        self.settings_action.setText(QCoreApplication.translate("MainWindow", "&Settings…"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.full_screen_action.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.rules_action.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.keyboard_action.setText(QCoreApplication.translate("MainWindow", "&Keyboard"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About Table Games"))

    # -- dialogs ----------------------------------------------------------------------
    def show_settings(self) -> None:
        if self._settings_dialog is None:
            self._settings_dialog = SettingsDialog(self.settings, self)
        self._settings_dialog.show()
        self._settings_dialog.raise_()
        self._settings_dialog.activateWindow()

    def show_rules(self, game: str | None = None) -> None:
        if self._rules_viewer is None:
            self._rules_viewer = RulesViewer(game, self)
        elif game is not None:
            self._rules_viewer.show_game(game)
        self._rules_viewer.show()
        self._rules_viewer.raise_()
        self._rules_viewer.activateWindow()

    def show_statistics(self) -> None:
        if self.services is not None:
            self.services.open_statistics(self)

    def show_players(self) -> None:
        if self.services is not None:
            self.services.open_players(self)

    def show_about(self) -> None:
        box = self.about_box()
        try:
            box.exec()
        finally:
            box.deleteLater()

    def about_box(self) -> QMessageBox:
        """Help → About: the version and what the app is, closed like every other window."""
        title = QCoreApplication.translate("MainWindow", "About Table Games")
        box = QMessageBox(QMessageBox.Icon.NoIcon, title, fill_in(
            QCoreApplication.translate(
                "MainWindow",
                "<h3>Table Games {version}</h3><p>Perudo, Macháček and Royal Casino — "
                "against the computer or passing the laptop around.</p>"
            ),
            version=__version__,
        ), QMessageBox.StandardButton.Close, self)
        box.setObjectName("aboutBox")
        icon = self.windowIcon()
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64, 64))
        closable(box, box.findChild(QDialogButtonBox))
        return box

    # -- window state -------------------------------------------------------------------
    def _toggle_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _setting_changed(self, key: str) -> None:
        if key == ANIMATION_SPEED:
            anim.set_speed(self.settings.animation_factor)
        elif key == FOUR_COLOUR_DECK:
            deck_choice.set_four_colour(self.settings.four_colour_deck)
