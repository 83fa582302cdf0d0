"""The look shared by the game screens' panels and buttons (cream panels on dark wood)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPushButton

PANEL_STYLE = (
    "QFrame#controlPanel, QFrame#sidePanel {"
    " background: #f7eed8; border: 2px solid #b8892b; border-radius: 12px; }"
    "QFrame#controlPanel QLabel, QFrame#sidePanel QLabel { color: #33240f; background: transparent; }"
    "QListView, QTableView { background: #fffaf0; border: 1px solid #d6c39a; border-radius: 6px; }"
)

_BUTTON = (
    "QPushButton {{ background: {bg}; color: {fg}; border: 2px solid {edge}; border-radius: 10px;"
    " padding: 8px 18px; font-weight: bold; }}"
    "QPushButton:hover {{ background: {hover}; }}"
    "QPushButton:disabled {{ background: #d9d2c3; color: #8f877a; border-color: #c8bfae; }}"
)


def big_font(base: QFont, factor: float, bold: bool = True) -> QFont:
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * factor)
    font.setBold(bold)
    return font


def danger_button(button: QPushButton) -> None:
    """A challenge: red, because it ends the round."""
    button.setStyleSheet(_BUTTON.format(bg="#b3262f", fg="#fff6e8", edge="#7a141b", hover="#c93640"))
    button.setMinimumHeight(44)
    button.setFont(big_font(button.font(), 1.15))


def primary_button(button: QPushButton) -> None:
    button.setStyleSheet(_BUTTON.format(bg="#2f7d4a", fg="#fff6e8", edge="#1c5231", hover="#3a9159"))
    button.setMinimumHeight(44)
    button.setFont(big_font(button.font(), 1.1))
