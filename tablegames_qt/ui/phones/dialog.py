"""The phones of a table: per phone seat a QR code, the short link, the player's name and
colour and whether the phone has joined; a seat can get a new link or be handed to the
laptop or a computer player. Before the game it waits until every phone has joined
(then it closes by itself and the game starts); during the game it is Game ▸ Phones."""

from __future__ import annotations

import io

import segno
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage, QPixmap, QShowEvent
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

from tablegames_qt.ui import override
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.phones.snapshot import game_colour
from tablegames_qt.ui.phones.table import PhoneTable
from tablegames_qt.ui.session import BOT, HUMAN
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
        table.presenceChanged.connect(self._refresh)
        self._build()
        screen = QGuiApplication.primaryScreen()
        height = screen.availableGeometry().height() if screen is not None else 800
        self.resize(640, min(760, int(height * 0.85)))

    def _build(self) -> None:
        box = QWidget(self)
        grid = QVBoxLayout(box)
        self._status.clear()
        self.links.clear()
        for seat in self.table.controller.phones():
            grid.addWidget(self._seat_box(seat, box))
        grid.addStretch(1)
        self._area.setWidget(box)
        self._refresh()

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
        row_of_name = QHBoxLayout()
        swatch = QLabel(frame)  # the player's colour, as on the phone's page
        swatch.setFixedSize(18, 18)
        swatch.setStyleSheet(f"background: {game_colour(self.table.controller.game, seat)}; border-radius: 9px;")
        row_of_name.addWidget(swatch)
        name = QLabel(self.table.controller.name(seat), frame)
        name.setObjectName("seatName")
        name.setTextFormat(Qt.TextFormat.PlainText)
        font = name.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        name.setFont(font)
        row_of_name.addWidget(name, 1)
        grid.addLayout(row_of_name, 0, 1)
        shown = QLabel(link, frame)
        shown.setObjectName("link")
        shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        shown.setWordWrap(True)
        link_font = shown.font()
        link_font.setPointSizeF(link_font.pointSizeF() * 1.15)
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
        for seat, label in self._status.items():
            if self.table.is_present(seat):
                label.setText(self.tr("Joined: the phone is at the table."))
                label.setStyleSheet("color: #2a7a3a; font-weight: bold;")
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
            self.accept()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._refresh)  # every phone may have joined already
