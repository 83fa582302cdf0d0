"""Whether whoever plays is looking at the table: the session controller applies no bot's
move while a modal dialog is open or another window of the app has the focus
(``ui/session.py``), looking again every :data:`DIALOG_POLL_MS`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

#: a dialog's property: play goes on while it is open (a warning that asks nothing)
KEEPS_PLAY = "keepsPlay"
#: how often a bot's move waiting for a dialog looks again (ms)
DIALOG_POLL_MS = 100


def away_from_table(table: QWidget | None = None) -> bool:
    """Whoever plays is not looking at the table: a modal dialog is open (a question, a
    take-back's confirmation), or another window of the app has the focus (Settings, Help →
    Keyboard, the rules, Statistics, a replay) — ``table`` is the table's widget (None, or
    not shown: only modal dialogs count). A window marked :data:`KEEPS_PLAY` lets play go on.
    (A windowless table, ``--serve``, runs on a QCoreApplication: it has no windows, and
    asking Qt for one there would crash.)"""
    if not isinstance(QApplication.instance(), QApplication):
        return False
    window = QApplication.activeModalWidget()
    if window is None and table is not None and table.isVisible():
        active = QApplication.activeWindow()
        if active is not None and active is not table.window():
            window = active
    return window is not None and not window.property(KEEPS_PLAY)
