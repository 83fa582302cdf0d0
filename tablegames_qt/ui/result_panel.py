"""The end-of-game panel over a screen: the headline, the details, the game's story,
"Play again", "Watch the replay" and "Back to the menu" (no default button: a stray
Enter skips nothing)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.rich_label import RichLabel
from tablegames_qt.ui.screen_style import big_font, centred_row, column, primary_button

#: the room kept around the card, so the table shows at its edges
MARGIN = 16


def overlay_card(overlay: QWidget, card: QWidget, across: int, down: int, stretch: int = 0) -> None:
    """``card`` in the middle of ``overlay`` (an end-of-game or end-of-deal panel over the
    table), ``across`` and ``down`` pixels of the table left round it at least."""
    outer = QVBoxLayout(overlay)
    outer.setContentsMargins(across, down, across, down)
    outer.addStretch(1)
    outer.addLayout(centred_row(card, stretch=stretch))
    outer.addStretch(1)



class ResultPanel(QWidget):
    """The end-of-game overlay: a headline, details, the story, "Play again", "Watch the
    replay" and "Menu"."""

    playAgain = Signal()
    menu = Signal()
    #: the replay of the game just ended is asked for
    watchReplay = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self._host = host
        self.setObjectName("resultPanel")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        card = QFrame(self)
        card.setObjectName("resultCard")
        card.setStyleSheet(
            f"#resultCard {{ background: {colours.RESULT_CARD}; border: 3px solid {colours.BRASS};"
            " border-radius: 18px; }"
            f"#resultCard QLabel {{ color: {colours.INK_WARM}; background: transparent; }}"
        )
        self._build_texts(card)
        self._build_buttons(card)
        column(card, (36, 28, 36, 24), 14, self.headline, self.details, self.story,
               centred_row(self.play_again_button, self.replay_button, self.menu_button))
        # As wide as its story needs, up to the whole screen (less a margin): a fixed width
        # fitted to the default window cut the six players' story at 1024×640.
        card.setMinimumWidth(380)
        self.card = card
        overlay_card(self, card, MARGIN, MARGIN)
        host.installEventFilter(self)
        self.retranslate()
        self.hide()

    def _build_texts(self, card: QFrame) -> None:
        """The headline, the details and the game's story."""
        self.headline = QLabel(card)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # it names the winner
        # the rich texts' sizes worked out once each (rich_label.py), not at every hint asked
        self.details = RichLabel(card)
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details.setWordWrap(True)
        # the end-of-game story: what each player did (coach/story.py), as a table
        self.story = RichLabel(card)
        self.story.setObjectName("gameStory")
        self.story.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.story.setFont(big_font(self.story.font(), 0.9, bold=False))

    def _build_buttons(self, card: QFrame) -> None:
        """Play again, Watch the replay, Back to the menu."""
        self.play_again_button = QPushButton(card)
        # Not a default button: an Enter meant for the last move must not skip the results.
        self.play_again_button.setAutoDefault(False)
        primary_button(self.play_again_button)
        self.replay_button = QPushButton(card)
        self.replay_button.setObjectName("watchReplayButton")
        self.replay_button.setAutoDefault(False)
        self.replay_button.setMinimumHeight(44)
        self.menu_button = QPushButton(card)
        self.menu_button.setAutoDefault(False)
        self.menu_button.setMinimumHeight(44)
        self.play_again_button.clicked.connect(self.playAgain)
        self.replay_button.clicked.connect(self.watchReplay)
        self.menu_button.clicked.connect(self.menu)

    def retranslate(self) -> None:
        self.play_again_button.setText(self.tr("Play again"))
        self.replay_button.setText(self.tr("Watch the replay"))
        self.replay_button.setToolTip(self.tr("The game just ended again, move by move, every cup and hand face up"))
        self.menu_button.setText(self.tr("Back to the menu"))

    def show_result(self, headline: str, details: str, story: str = "") -> None:
        """``headline`` is plain text; ``details`` and ``story`` rich text (names in them
        escaped)."""
        self.headline.setText(headline)
        self.details.setText(details)
        self.story.setText(story)
        self.story.setVisible(bool(story))
        self.setGeometry(self._host.rect())
        self.show()
        self.raise_()
        # The panel, not a button, has the keyboard: Tab reaches the buttons. A reader
        # names it by its headline as the focus comes to it ("Bot 1 wins the match!").
        self.setAccessibleName(headline)
        self.setFocus()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._host.rect())
        return super().eventFilter(watched, event)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(*colours.rgba(colours.TABLE_VEIL, 120)))
        painter.end()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
