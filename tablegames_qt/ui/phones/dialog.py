"""The phones of a table: per phone seat a QR code, the short link, the player's name and
colour and whether the phone has joined; a seat can get a new link or be handed to the
laptop or a computer player. Before the game it waits until every phone has joined
(then it closes by itself and the game starts); during the game it is Game ▸ Phones."""

from __future__ import annotations

import io

import segno
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontDatabase, QGuiApplication, QImage, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.phones.table import PhoneTable
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE
from tablegames_qt.ui.texts import fill_in

#: the QR code's module size in pixels (a phone's camera reads it from across a table)
QR_SCALE = 5


def qr_pixmap(text: str, scale: int = QR_SCALE) -> QPixmap:
    """``text`` as a QR code (segno draws it; Qt only shows the picture)."""
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=3)
    image = QImage.fromData(buffer.getvalue())  # PNG, told by its header
    return QPixmap.fromImage(image)


class PhonesDialog(QDialog):
    """See the module docstring. ``waiting``: before the game (closes when all joined)."""

    def __init__(self, table: PhoneTable, *, waiting: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phonesDialog")
        self.table = table
        self.waiting = waiting
        self.setWindowTitle(self.tr("Phones at the table"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Each player opens their own link on a phone or tablet on the same Wi-Fi as this "
            "computer: scan the code with the camera, or type the link. Their dice or cards "
            "show only there."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self._area = QScrollArea(self)
        self._area.setWidgetResizable(True)
        self._area.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(self._area, 1)
        self.buttons = QDialogButtonBox(self)
        self.start_button: QPushButton | None
        if waiting:
            self.start_button = self.buttons.addButton(self.tr("&Start now"),
                                                       QDialogButtonBox.ButtonRole.AcceptRole)
            self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        else:
            self.start_button = None
            self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        closable(self, self.buttons)
        layout.addWidget(self.buttons)
        self._status: dict[int, QLabel] = {}
        self.links: dict[int, QLabel] = {}
        #: each seat's colour, as the table shows it
        self.swatches: dict[int, QLabel] = {}
        table.presenceChanged.connect(self._refresh)
        self._area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._build()

    def _build(self) -> None:
        box = QWidget(self)
        grid = QVBoxLayout(box)
        self._status.clear()
        self.links.clear()
        self.swatches.clear()
        for seat in self.table.seats_shown():
            if self.table.controller.seats[seat].is_phone:
                grid.addWidget(self._seat_box(seat, box))
            else:
                grid.addWidget(self._handed_box(seat, box))
        grid.addStretch(1)
        self._area.setWidget(box)
        self._refresh()
        self._fit()

    def _fit(self) -> None:
        """The dialog as large as its seats need (no side scroll bar), up to most of the
        screen's height; the seats scroll only when they are taller than that."""
        box = self._area.widget()
        if box is None:
            return
        hint = box.sizeHint()
        screen = self.screen() or QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen is not None else None
        width = hint.width() + self._area.verticalScrollBar().sizeHint().width()
        if area is not None:
            width = min(width, int(area.width() * 0.9))
        self._area.setMinimumWidth(width)
        rest = self.sizeHint().height() - self._area.sizeHint().height()
        most = int(area.height() * 0.85) - rest if area is not None else hint.height()
        self._area.setMinimumHeight(max(80, min(hint.height(), most)))
        self.adjustSize()

    def _name_row(self, seat: int, frame: QFrame) -> QHBoxLayout:
        row_of_name = QHBoxLayout()
        swatch = QLabel(frame)  # the player's colour, as on the table and the phone's page
        swatch.setObjectName("swatch")
        swatch.setFixedSize(18, 18)
        self.swatches[seat] = swatch
        swatch.setStyleSheet(f"background: {self.table.colour(seat)}; border-radius: 9px; border: 1px solid {colours.SWATCH_EDGE};")
        row_of_name.addWidget(swatch)
        name = QLabel(self.table.controller.name(seat), frame)
        name.setObjectName("seatName")
        name.setTextFormat(Qt.TextFormat.PlainText)
        font = name.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        name.setFont(font)
        row_of_name.addWidget(name, 1)
        return row_of_name

    def _handed_box(self, seat: int, parent: QWidget) -> QFrame:
        """A seat that was a phone's and is played here or by the computer now: it can go
        back to a phone, with a new link."""
        frame = QFrame(parent)
        frame.setObjectName(f"phoneSeat{seat}")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(frame)
        grid.addLayout(self._name_row(seat, frame), 0, 0)
        status = QLabel(frame)
        status.setObjectName("phoneStatus")
        if self.table.controller.seats[seat].is_bot:
            status.setText(self.tr("Played by the computer now."))
        else:
            status.setText(self.tr("Played on this computer now."))
        grid.addWidget(status, 1, 0)
        back = QPushButton(self.tr("Back to a phone"), frame)
        back.setObjectName("toPhone")
        back.setToolTip(self.tr("The seat goes back to a phone, with a new link"))
        back.clicked.connect(lambda: self._hand(seat, PHONE))
        row = QHBoxLayout()
        row.addWidget(back)
        row.addStretch(1)
        grid.addLayout(row, 2, 0)
        grid.setColumnStretch(0, 1)
        return frame

    def _seat_box(self, seat: int, parent: QWidget) -> QFrame:
        frame = QFrame(parent)
        frame.setObjectName(f"phoneSeat{seat}")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(frame)
        code = QLabel(frame)
        code.setObjectName("qrCode")
        link = self.table.link(seat)
        code.setPixmap(qr_pixmap(link))
        code.setToolTip(link)
        grid.addWidget(code, 0, 0, 4, 1, Qt.AlignmentFlag.AlignTop)
        grid.addLayout(self._name_row(seat, frame), 0, 1)
        shown = QLabel(link, frame)
        shown.setObjectName("link")
        shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # a font whose letters cannot be mistaken for one another, for typing the link
        link_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        link_font.setPointSizeF(self.font().pointSizeF() * 1.15)
        shown.setFont(link_font)
        self.links[seat] = shown
        grid.addWidget(shown, 1, 1)
        status = QLabel(frame)
        status.setObjectName("phoneStatus")
        self._status[seat] = status
        grid.addWidget(status, 2, 1)
        row = QHBoxLayout()
        for text, name_, slot in (
            (self.tr("New link"), "newLink", lambda: self._new_link(seat)),
            (self.tr("Play on this computer"), "toLaptop", lambda: self._hand(seat, HUMAN)),
            (self.tr("Give to the computer"), "toBot", lambda: self._hand(seat, BOT)),
        ):
            button = QPushButton(text, frame)
            button.setObjectName(name_)
            button.clicked.connect(slot)
            row.addWidget(button)
        row.addStretch(1)
        grid.addLayout(row, 3, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(4, 1)
        return frame

    def _refresh(self) -> None:
        playing = self.table.still_playing()
        for seat, label in self._status.items():
            if seat not in playing:
                label.setText(fill_in(self.tr("{name} is out of the game: the table does not wait "
                                              "for this phone (it may still watch)."),
                                      name=self.table.controller.name(seat)))
                label.setStyleSheet("")
            elif self.table.is_present(seat):
                label.setText(self.tr("Joined: the phone is at the table."))
                label.setStyleSheet(f"color: {colours.JOINED_GREEN}; font-weight: bold;")
            else:
                label.setText(fill_in(self.tr("Waiting for {name}'s phone…"),
                                      name=self.table.controller.name(seat)))
                label.setStyleSheet("")
        if self.start_button is not None:
            self.start_button.setEnabled(self.table.all_joined())
        if self.waiting and self.table.all_joined() and self.isVisible():
            self.accept()

    def _new_link(self, seat: int) -> None:
        self.table.replace_link(seat)
        self._build()

    def _hand(self, seat: int, kind: str) -> None:
        self.table.hand_seat(seat, kind, "normal")
        self._build()
        if not self.table.controller.phones():
            self.accept()  # no phone left to wait for (Game ▸ Phones can bring one back)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._refresh)  # every phone may have joined already
