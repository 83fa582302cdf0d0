"""The New game dialog's two panes that size themselves to what they hold: the rules
(:class:`RulesScroll`) and the seats (:class:`SeatView`)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QScrollArea, QStyle, QTableView

from tablegames_qt.ui import override


class RulesScroll(QScrollArea):
    """The rules pane: its size hint is the whole form at its width (a plain scroll area
    asks for at most 24 lines, so Macháček's rules scrolled on any screen)."""

    @override
    def sizeHint(self) -> QSize:
        inner = self.widget()
        hint = super().sizeHint()
        if inner is None:
            return hint
        width = max(self.viewport().width(), self.minimumWidth() - 2 * self.frameWidth()
                    - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent))
        layout = inner.layout()
        height = (layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth()
                  else inner.sizeHint().height())
        return QSize(hint.width(), height + 2 * self.frameWidth())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the hint's height follows the width


class SeatView(QTableView):
    """The seats' table: its size hint holds every seat (a table's own hint is a fixed
    256×192, so six seats scrolled however big the screen)."""

    @override
    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        height = (self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
                  + rows * self.verticalHeader().defaultSectionSize())
        return QSize(hint.width(), max(hint.height(), height))
