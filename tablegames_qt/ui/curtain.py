"""The hot-seat curtain: "Pass to <name>", covering the whole game screen.

While it is down the screen also hides every private item in its scene (the
curtain only covers pixels; the screen makes sure nothing private is even
drawn).  The named player lifts it with a click or Space.  After lifting it
keeps swallowing input for a moment, so the second click of an eager double
click cannot land on a button underneath (a Dudo nobody meant).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.texts import fill_in

#: how long a lifted curtain keeps absorbing clicks and keys (ms)
INPUT_GUARD_MS = 350
#: the share of the curtain's width the heading may take
TITLE_SHARE = 0.7
#: points: the heading's smallest size (a longer heading wraps)
TITLE_SMALLEST = 18.0


class Curtain(QWidget):
    """Overlay that names the next player; emits :attr:`revealRequested` when they lift it."""

    revealRequested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent
        self.setObjectName("curtain")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self._name = ""
        self._down = False
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self._finish_lift)
        parent.installEventFilter(self)
        self.hide()

    # -- state ----------------------------------------------------------------
    def is_down(self) -> bool:
        """True while the curtain hides the table (not during the input guard)."""
        return self._down

    def name(self) -> str:
        return self._name

    def rename(self, name: str) -> None:
        """The same player's name in the language of the moment."""
        self._name = name
        self._describe()
        self.update()

    def lower_for(self, name: str) -> None:
        """Show the curtain for the player called ``name``."""
        self._guard.stop()
        self._name = name
        self._down = True
        self.setGeometry(self._host.rect())
        self.show()
        self.raise_()
        self._describe()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()
        # a reader hears who is next even when the focus was on the curtain already
        announce(self, f"{self.title()}. {self.hint()}")

    def _describe(self) -> None:
        """The curtain's words for screen readers: what it shows."""
        self.setAccessibleName(self.title())
        self.setAccessibleDescription(self.hint())

    def lift(self, guard: bool = True) -> None:
        """Take the curtain away (the controller said the seat is revealed)."""
        if not self.isVisible():
            return
        self._down = False
        if guard:
            self.update()
            self._guard.start(INPUT_GUARD_MS)
        else:
            self._finish_lift()

    def _finish_lift(self) -> None:
        if not self._down:
            self.hide()

    def _request_reveal(self) -> None:
        if self._down:
            self.revealRequested.emit()

    # -- texts ----------------------------------------------------------------
    def title(self) -> str:
        return fill_in(self.tr("Pass to {name}"), name=self._name)

    def hint(self) -> str:
        return fill_in(
            self.tr("Click or press Space when only {name} can see the screen"),
            name=self._name,
        )

    # -- layout -----------------------------------------------------------------
    def title_rect(self) -> QRectF:
        """Where the heading is written: the middle of the curtain, a margin each side."""
        rect = QRectF(self.rect())
        margin = rect.width() * (1 - TITLE_SHARE) / 2
        return QRectF(margin, rect.height() * 0.30, rect.width() - 2 * margin, rect.height() * 0.22)

    def title_font(self) -> QFont:
        """The heading's font: large on a tall window, but never wider than
        :data:`TITLE_SHARE` of the curtain (a long name in Czech filled 1280 pixels); below
        :data:`TITLE_SMALLEST` points it wraps instead."""
        font = QFont(self.font())
        font.setBold(True)
        size = max(TITLE_SMALLEST, self.height() / 16)
        font.setPointSizeF(size)
        room = self.title_rect().width()
        wide = QFontMetricsF(font).horizontalAdvance(self.title())
        if wide > room:
            font.setPointSizeF(max(TITLE_SMALLEST, size * room / wide))
        return font

    # -- events -----------------------------------------------------------------
    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._host.rect())
        return super().eventFilter(watched, event)

    @override
    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    @override
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton:
            self._request_reveal()

    @override
    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.accept()
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self._request_reveal()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()
            self.update()
        super().changeEvent(event)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        if not self._down:
            # Lifting: a light veil for the guard moment, the table already visible.
            painter.fillRect(rect, QColor(*colours.rgba(colours.SHADOW, 40)))
            return
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0.0, QColor(colours.CURTAIN))
        gradient.setColorAt(1.0, QColor(colours.CURTAIN_DARK))
        painter.fillRect(rect, gradient)
        # Velvet folds: soft vertical stripes.
        fold = QColor(*colours.rgba(colours.SHADOW, 45))
        step = max(40.0, rect.width() / 14)
        x = 0.0
        while x < rect.width():
            painter.fillRect(QRectF(x, 0, step / 2.5, rect.height()), fold)
            x += step
        painter.setPen(QColor(colours.CURTAIN_TITLE))
        painter.setFont(self.title_font())
        title_rect = self.title_rect()
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.title())
        hint_font = QFont(self.font())
        hint_font.setPointSizeF(max(10.0, rect.height() / 45))
        painter.setFont(hint_font)
        painter.setPen(QColor(colours.CURTAIN_TEXT))
        hint_rect = QRectF(rect.width() * 0.1, rect.height() * 0.55, rect.width() * 0.8, rect.height() * 0.2)
        painter.drawText(hint_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.hint())
        painter.end()
