"""The first thing a person sees: the three games, Continue, and the way out.

Each game is a card with its picture (SVG rendered at the card's size, so it
stays sharp on any screen), its name and one line about it.  Clicking a card
or its Play button asks the main window for the new-game dialog.  A game kind
with an unfinished game shows it on its card (who plays, how far, when) with a
Continue button; the bar's Continue resumes the one played last.  A warning
line shows while games or results cannot be written (``health_mark``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.games import names
from tablegames_qt.storage.saves import SlotInfo
from tablegames_qt.ui import override
from tablegames_qt.ui.health_mark import SavingMark
from tablegames_qt.ui.rooms import room, title
from tablegames_qt.ui.screen_style import centred_row
from tablegames_qt.ui.slot_texts import summary
from tablegames_qt.ui.texts import fill_in, literal

#: the lines kept for an unfinished game's summary on its card (who, how far — a sentence
#: that may wrap — and when)
SUMMARY_LINES = 4


class SvgPicture(QWidget):
    """An SVG drawn to fit the widget, keeping its aspect ratio."""

    def __init__(self, path: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = QSvgRenderer(path, self)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(160, 110)

    @override
    def hasHeightForWidth(self) -> bool:
        return True

    @override
    def heightForWidth(self, width: int) -> int:
        return round(width * 220 / 320)

    @override
    def sizeHint(self) -> QSize:
        return QSize(320, 220)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._renderer.isValid():
            return
        size = self._renderer.defaultSize().scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatio)
        x = (self.width() - size.width()) / 2
        y = (self.height() - size.height()) / 2
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer.render(painter, QRectF(x, y, size.width(), size.height()))
        painter.end()


class GameCard(QFrame):
    """A clickable card for one game."""

    chosen = Signal(str)
    #: the person wants this card's unfinished game back
    continued = Signal(str)
    #: the person wants this game's guided first game
    learn = Signal(str)

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unfinished: SlotInfo | None = None
        self.game = game
        self.setObjectName(f"gameCard_{game}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(
            f"#gameCard_{game} {{ background: {colours.START_CARD}; border-radius: 16px;"
            f" border: 2px solid {colours.START_CARD_EDGE}; }}"
            f"#gameCard_{game}:hover, #gameCard_{game}:focus {{ border: 3px solid {colours.GOLD_BRIGHT};"
            f" background: {colours.START_CARD_LIT}; }}"
        )
        self._build_texts(game)
        self._build_saved_box(game)
        buttons = self._buttons(game)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.addWidget(self.picture, 1)
        layout.addWidget(self.title)
        layout.addWidget(self.description)
        layout.addWidget(self.continue_info)
        layout.addLayout(buttons)
        self.retranslate()

    def _build_texts(self, game: str) -> None:
        """The game's picture, name and description."""
        picture_path = room(game).picture_path()
        self.picture = SvgPicture(str(picture_path), self)
        self.title = QLabel(self)
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.7)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet(f"color: {colours.INK_WARM}; background: transparent; border: none;")
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        self.description.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.description.setStyleSheet(f"color: {colours.INK_MUTED}; background: transparent; border: none;")
        self.description.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)

    def _build_saved_box(self, game: str) -> None:
        """The box that sums up this game's unfinished one."""
        # The unfinished game: people's names, so plain text.
        self.continue_info = QLabel(self)
        self.continue_info.setObjectName(f"unfinished_{game}")
        self.continue_info.setTextFormat(Qt.TextFormat.PlainText)
        self.continue_info.setWordWrap(True)
        self.continue_info.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.continue_info.setStyleSheet(
            f"color: {colours.INK_WARM}; background: {colours.START_BADGE}; border: none; border-radius: 8px;"
            " padding: 4px;"
        )
        # Every card keeps the room of this box, shown or not: a saved game on one card
        # neither makes the cards taller nor moves its picture, name and buttons off the others'.
        policy = self.continue_info.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.continue_info.setSizePolicy(policy)
        self.continue_info.ensurePolished()  # its padding is in its style sheet
        self.continue_info.setText("\n" * (SUMMARY_LINES - 1))
        self.least_info_height = self.continue_info.sizeHint().height()
        self.continue_info.setMinimumHeight(self.least_info_height)
        self.continue_info.clear()

    def _buttons(self, game: str) -> QHBoxLayout:
        """Play (New game), Continue and Learn, in the middle of a row."""
        self.play_button = QPushButton(self)
        self.play_button.setObjectName(f"play_{game}")
        self.play_button.clicked.connect(lambda: self.chosen.emit(self.game))
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName(f"continue_{game}")
        self.continue_button.clicked.connect(lambda: self.continued.emit(self.game))
        self.learn_button = QPushButton(self)
        self.learn_button.setObjectName(f"learn_{game}")
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.game))
        return centred_row(self.play_button, self.continue_button, self.learn_button)

    def set_unfinished(self, info: SlotInfo | None) -> None:
        """Show the unfinished game of this kind (None: there is none)."""
        self.unfinished = info
        self.continue_info.setVisible(info is not None)
        self.continue_button.setVisible(info is not None)
        self.continue_info.setText(summary(info) if info is not None else "")
        # With a game to continue, the other way in starts a new one.
        self.play_button.setText(self.tr("Play") if info is None else self.tr("New game"))
        self.continue_button.setText(self.tr("Continue"))
        # three cards, three "Play" buttons: a screen reader moving by buttons hears which game
        for button in (self.play_button, self.continue_button, self.learn_button):
            button.setAccessibleName(fill_in(self.tr("{action}: {game}", "a button of a game's card"),
                                             action=button.text().replace("&", ""), game=self.title.text()))

    def info_height(self) -> int:
        """The height this card's saved-game box needs at its width (its summary's lines
        wrapped, at least SUMMARY_LINES)."""
        info = self.continue_info
        if not info.text():
            return self.least_info_height
        return max(self.least_info_height, info.heightForWidth(info.width()))

    def retranslate(self) -> None:
        self.title.setText(title(self.game))
        self.learn_button.setText(self.tr("Learn"))
        self.learn_button.setToolTip(self.tr("A short guided game that teaches the rules"))
        self.description.setText(room(self.game).text("blurb"))
        self.setAccessibleName(title(self.game))
        self.set_unfinished(self.unfinished)  # dates and plurals in the new language

    @override
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.chosen.emit(self.game)
        super().mouseReleaseEvent(event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.game)
            return
        super().keyPressEvent(event)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class StartScreen(QWidget):
    """The menu: game cards, Continue, Settings, Rules, Statistics, Quit."""

    gameChosen = Signal(str)
    #: the kind of game to continue
    continueRequested = Signal(str)
    #: the kind of game whose guided first game the person wants
    learnRequested = Signal(str)
    settingsRequested = Signal()
    rulesRequested = Signal()
    statisticsRequested = Signal()
    quitRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self._unfinished: list[SlotInfo] = []
        self._build_titles()

        self.cards = {game: GameCard(game, self) for game in names()}
        cards_row = QHBoxLayout()
        cards_row.setSpacing(24)
        for card in self.cards.values():
            card.chosen.connect(self.gameChosen)
            card.continued.connect(self.continueRequested)
            card.learn.connect(self.learnRequested)
            cards_row.addWidget(card, 1)
        self.saving_mark = SavingMark(self)
        self.saving_mark.setWordWrap(False)  # one line per failure, as wide as it needs

        buttons = self._buttons()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 28, 48, 28)
        layout.setSpacing(18)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addStretch(1)
        layout.addLayout(cards_row)
        layout.addStretch(1)
        layout.addWidget(self.saving_mark, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(buttons)
        self.retranslate()

    def _build_titles(self) -> None:
        """The app's name and what it is, over the cards."""
        self.title = QLabel(self)
        title_font = QFont()
        # the first a system has: Linux's DejaVu, then what Windows and macOS ship
        title_font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman"])
        title_font.setStyleHint(QFont.StyleHint.Serif)
        title_font.setPointSizeF(self.font().pointSizeF() * 3.0)
        title_font.setBold(True)
        title_font.setItalic(True)
        self.title.setFont(title_font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet(f"color: {colours.TITLE_GOLD}; background: transparent;")
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setStyleSheet(f"color: {colours.TITLE_CREAM}; background: transparent;")

    def _buttons(self) -> QHBoxLayout:
        """Continue, Settings, Rules, Statistics, Quit, in the middle of a row."""
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continueButton")
        self.settings_button = QPushButton(self)
        self.rules_button = QPushButton(self)
        self.statistics_button = QPushButton(self)
        self.quit_button = QPushButton(self)
        self.continue_button.clicked.connect(self._continue_latest)
        self.settings_button.clicked.connect(self.settingsRequested)
        self.rules_button.clicked.connect(self.rulesRequested)
        self.statistics_button.clicked.connect(self.statisticsRequested)
        self.quit_button.clicked.connect(self.quitRequested)
        row = (self.continue_button, self.settings_button, self.rules_button,
               self.statistics_button, self.quit_button)
        for button in row:
            button.setMinimumHeight(36)
            button.setMinimumWidth(130)
        self.continue_button.hide()
        return centred_row(*row)


    # -- hooks for the main window -------------------------------------------------
    def set_unfinished(self, infos: Sequence[SlotInfo]) -> None:
        """Offer a Continue for each unfinished game (the most recently played first)."""
        self._unfinished = list(infos)
        for game, card in self.cards.items():
            card.set_unfinished(next((info for info in infos if info.kind == game), None))
        self.continue_button.setVisible(bool(self._unfinished))
        self._label_continue()
        self._level_cards()

    def _level_cards(self) -> None:
        """Every card's saved-game box as tall as the tallest one needs: a summary that
        wraps to more lines takes no room from its own card's picture, so pictures, names
        and buttons stay level across the cards."""
        needed = max(card.info_height() for card in self.cards.values())
        for card in self.cards.values():
            if card.continue_info.minimumHeight() != needed:
                card.continue_info.setMinimumHeight(needed)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._level_cards()  # the cards' widths changed: their summaries wrap anew

    def unfinished(self) -> list[SlotInfo]:
        return list(self._unfinished)

    def _continue_latest(self) -> None:
        if self._unfinished:
            self.continueRequested.emit(self._unfinished[0].kind)

    def _label_continue(self) -> None:
        if self._unfinished:
            latest = self._unfinished[0]
            self.continue_button.setText(
                fill_in(self.tr("Continue: {game}"), game=self.cards[latest.kind].title.text())
            )
            self.continue_button.setToolTip(literal(summary(latest)))
        else:
            self.continue_button.setText(self.tr("Continue"))
            self.continue_button.setToolTip("")

    def set_statistics_available(self, available: bool) -> None:
        self.statistics_button.setEnabled(available)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Table Games"))
        self.setAccessibleName(self.title.text())  # it takes the focus back after a game
        self.subtitle.setText(
            self.tr("Dice and cards for the whole family — against the computer or passing the laptop around")
        )
        for card in self.cards.values():
            card.retranslate()  # first: the bar's Continue names a card's game
        self._label_continue()
        self._level_cards()
        self.settings_button.setText(self.tr("Settings"))
        self.rules_button.setText(self.tr("Rules"))
        self.statistics_button.setText(self.tr("Statistics"))
        self.quit_button.setText(self.tr("Quit"))
        if not self.statistics_button.isEnabled():
            self.statistics_button.setToolTip(self.tr("Statistics are not available yet"))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        gradient = QLinearGradient(0, 0, 0, self.height())
        gradient.setColorAt(0.0, QColor(colours.START_FELT))
        gradient.setColorAt(1.0, QColor(colours.START_FELT_DARK))
        painter.fillRect(self.rect(), gradient)
        # A wooden rail along the bottom, like the edge of a games table.
        rail = QLinearGradient(0, self.height() - 18, 0, self.height())
        rail.setColorAt(0.0, QColor(colours.WOOD))
        rail.setColorAt(1.0, QColor(colours.WOOD_DARK))
        painter.fillRect(0, self.height() - 18, self.width(), 18, rail)
        painter.end()
