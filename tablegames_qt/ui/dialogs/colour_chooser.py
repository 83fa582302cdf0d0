"""A person's colour, chosen from the app's own named swatches.

The swatches are the colours the app has names for (``ui/colour_names.NAMED``, the
profiles' palette first), each said by its name in the current language, so what a
person picks is what the Players list and the statistics call it.  A colour of one's
own stays one step away, behind "More…" (Qt's colour dialog); it is then called by the
nearest name.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.colour_names import NAMED, colour_name, nearest_named
from tablegames_qt.ui.texts import fill_in

#: swatches per row
COLUMNS = 7
SWATCH = 30


def swatch_icon(colour: str, size: int = SWATCH) -> QIcon:
    """A filled square of ``colour`` with a thin dark edge (light colours keep their shape)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(*colours.rgba(colours.SHADOW, 140)))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(1, 1, size - 2, size - 2, 4, 4)
    painter.end()
    return QIcon(pixmap)


class ColourChooser(QDialog):
    """The named swatches in a grid, the chosen one's name below, "More…" for one's own.
    After ``exec()`` returns Accepted, :meth:`colour` is the choice ("#rrggbb")."""

    def __init__(self, initial: str = "", parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("colourChooser")
        self._title = title
        self._colour = QColor(initial).name() if QColor(initial).isValid() and initial else ""
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.swatches: dict[str, QToolButton] = {}
        grid = QGridLayout()
        grid.setSpacing(4)
        for i, colour in enumerate(NAMED):
            button = QToolButton(self)
            button.setObjectName(f"swatch_{colour[1:]}")
            button.setCheckable(True)
            button.setAutoRaise(False)
            button.setIcon(swatch_icon(colour))
            button.setIconSize(QSize(SWATCH, SWATCH))
            button.clicked.connect(lambda _checked=False, c=colour: self._pick(c))
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.group.addButton(button)
            self.swatches[colour] = button
            grid.addWidget(button, i // COLUMNS, i % COLUMNS)
        self.chosen_label = QLabel(self)
        self.chosen_label.setObjectName("chosenColour")
        self.chosen_label.setTextFormat(Qt.TextFormat.PlainText)
        self.more_button = QPushButton(self)
        self.more_button.setObjectName("moreColours")
        self.more_button.clicked.connect(self._more)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.addButton(self.more_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        closable(self, self.buttons)
        # the chosen swatch framed dark, the one the keyboard is on framed in brass
        self.setStyleSheet(
            "QToolButton { border: 2px solid transparent; border-radius: 5px; padding: 2px; }"
            f"QToolButton:focus {{ border-color: {colours.DICE_BRASS}; }}"
            f"QToolButton:checked {{ border-color: {colours.ROOM_CENTRE}; background: {colours.BRASS_LIGHT}; }}")
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.chosen_label)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._show_choice()

    def colour(self) -> str:
        """The chosen colour ("#rrggbb"), "" when none is chosen yet."""
        return self._colour

    def _pick(self, colour: str) -> None:
        self._colour = colour
        self._show_choice()

    def _more(self) -> None:
        chosen = QColorDialog.getColor(QColor(self._colour or colours.GREY), self,
                                       self.more_button.text().replace("&", "").rstrip("…"))
        if chosen.isValid():
            self._pick(chosen.name())

    def _show_choice(self) -> None:
        own = self._colour if self._colour in self.swatches else ""
        self.group.setExclusive(False)  # a colour of one's own leaves every swatch unticked
        for colour, button in self.swatches.items():
            button.setChecked(colour == own)
        self.group.setExclusive(True)
        if own:
            self.swatches[own].setFocus()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(bool(self._colour))
        if not self._colour:
            self.chosen_label.setText(self.tr("No colour chosen yet."))
        elif own:
            self.chosen_label.setText(fill_in(self.tr("Chosen: {colour}"), colour=colour_name(own)))
        else:  # a colour of one's own: named after the nearest swatch
            self.chosen_label.setText(fill_in(self.tr("Chosen: a colour of your own, close to {colour}"),
                                              colour=colour_name(nearest_named(self._colour))))

    def retranslate(self) -> None:
        self.setWindowTitle(self._title or self.tr("Colour"))
        for colour, button in self.swatches.items():
            name = colour_name(colour)
            button.setToolTip(name)
            button.setAccessibleName(name)
        self.more_button.setText(self.tr("&More…"))
        self.more_button.setToolTip(self.tr("Any colour, mixed in a colour dialog"))
        self._show_choice()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The arrow keys move between the swatches as they lie in the grid (Space picks one,
        Enter takes it)."""
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -COLUMNS, Qt.Key.Key_Down: COLUMNS}
        buttons = list(self.swatches.values())
        focused = self.focusWidget()
        if event.key() in steps and focused in buttons:
            index = buttons.index(focused) + steps[Qt.Key(event.key())]
            if 0 <= index < len(buttons):
                buttons[index].setFocus(Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @staticmethod
    def get_colour(initial: str, parent: QWidget | None = None, title: str = "") -> str:
        """Ask for a colour: the one chosen ("#rrggbb"), "" when cancelled."""
        dialog = ColourChooser(initial, parent, title)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return ""
            return dialog.colour()
        finally:
            dialog.deleteLater()
