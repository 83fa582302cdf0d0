"""A page to read (Help → Keyboard, the rules), readable with the arrow keys.

A ``QTextBrowser`` has no text cursor for the keyboard by default: the arrow keys only
scroll, and a screen reader, which reads a page line by line as its caret moves, says the
page's name and nothing of it ("Keyboard label.").  With a caret the keys move (and
select with Shift), a reader says each line; links still work with Tab and Enter.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser, QWidget


def reading_browser(parent: QWidget | None = None) -> QTextBrowser:
    """A read-only rich-text page with a caret the arrow keys move."""
    browser = QTextBrowser(parent)
    browser.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction
                                    | Qt.TextInteractionFlag.TextSelectableByKeyboard)
    return browser
