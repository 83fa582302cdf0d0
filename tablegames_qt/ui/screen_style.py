"""The look shared by the game screens' panels and buttons (cream panels on dark wood)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLayout, QPushButton, QVBoxLayout, QWidget

from tablegames_qt import colours

PANEL_STYLE = (
    "QFrame#controlPanel, QFrame#sidePanel {"
    f" background: {colours.CREAM}; border: 2px solid {colours.BRASS}; border-radius: 12px; }}"
    f"QFrame#controlPanel QLabel, QFrame#sidePanel QLabel {{ color: {colours.INK}; background: transparent; }}"
    f"QListView, QTableView {{ background: {colours.PAPER}; border: 1px solid {colours.PAPER_BORDER};"
    " border-radius: 6px; }"
)

_BUTTON = (
    "QPushButton {{ background: {bg}; color: {fg}; border: 2px solid {edge}; border-radius: 10px;"
    " padding: 8px 18px; font-weight: bold; }}"
    "QPushButton:hover {{ background: {hover}; }}"
    "QPushButton:disabled {{ background: {off}; color: {off_text}; border-color: {off_edge}; }}"
)


def _button(bg: str, fg: str, edge: str, hover: str) -> str:
    return _BUTTON.format(bg=bg, fg=fg, edge=edge, hover=hover, off=colours.BUTTON_OFF,
                          off_text=colours.INK_GREY, off_edge=colours.BUTTON_OFF_EDGE)


def big_font(base: QFont, factor: float, bold: bool = True) -> QFont:
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * factor)
    font.setBold(bold)
    return font


def danger_button(button: QPushButton) -> None:
    """A challenge: red, because it ends the round."""
    button.setStyleSheet(_button(colours.RED, colours.ON_FELT, colours.RED_DARK, colours.RED_HOVER))
    button.setMinimumHeight(44)
    button.setFont(big_font(button.font(), 1.15))


def primary_button(button: QPushButton) -> None:
    button.setStyleSheet(_button(colours.FELT, colours.ON_FELT, colours.FELT_DARK, colours.FELT_HOVER))
    button.setMinimumHeight(44)
    button.setFont(big_font(button.font(), 1.1))


def centred_row(*widgets: QWidget, stretch: int = 0) -> QHBoxLayout:
    """``widgets`` side by side in the middle of a row (each with ``stretch``)."""
    row = QHBoxLayout()
    row.addStretch(1)
    for widget in widgets:
        row.addWidget(widget, stretch)
    row.addStretch(1)
    return row


def column(parent: QWidget, margins: tuple[int, int, int, int], spacing: int,
           *parts: QWidget | QLayout) -> QVBoxLayout:
    """``parent``'s layout: ``parts`` (widgets or rows) one under the other."""
    layout = QVBoxLayout(parent)
    layout.setContentsMargins(*margins)
    layout.setSpacing(spacing)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)
    return layout
