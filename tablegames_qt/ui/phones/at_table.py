"""The main window's side of phones at the table: serving a new table's phone seats
(waiting until each has joined) and Game ▸ Phones.  The texts keep the main window's
translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.phones.dialog import PhonesDialog
from tablegames_qt.ui.phones.table import PhoneTable
from tablegames_qt.ui.seat_config import HUMAN
from tablegames_qt.ui.texts import fill_in


def serve_phones(window: QWidget, screen: GameScreen) -> bool:
    """Serve the phone seats of ``screen``'s table and wait until each has joined (or was
    handed on). False when the person gave up waiting."""
    table = PhoneTable(screen.controller, parent=screen)
    try:
        table.open()
    except OSError as exc:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Phones"), fill_in(
            QCoreApplication.translate(
                "MainWindow",
                "The phones cannot join: this computer could not open a port for them "
                "({error}). Their seats are played on this computer."), error=str(exc)))
        for seat in screen.controller.phones():
            screen.controller.hand_seat(seat, HUMAN)
        return True
    screen.set_phone_table(table)
    dialog = PhonesDialog(table, waiting=True, parent=window)
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()


def show_phones(window: QWidget, screen: GameScreen | None) -> None:
    """Game ▸ Phones: the links and codes, and handing a seat on."""
    if screen is None or screen.phone_table is None or not screen.phone_table.is_open():
        return  # the game is over: its phones have left
    dialog = PhonesDialog(screen.phone_table, waiting=False, parent=window)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()
