"""A rich-text label whose size is worked out from one document of its own (the end panel's
details and story, ``ui/result_panel.py``).

A ``QLabel`` answers its size hints by laying its whole document out again for each width it
tries, and again to put each width back (the ten players' story table: about 9 ms of the GUI
thread, the standings about 4 ms, in the frame the panel opens). Here the hints come from a
second ``QTextDocument`` set up as ``QLabel`` sets up its own (no frame margin, the label's
font, alignment and wrapping), laid out once for each width that matters and kept until the
text, the font or the style change: the same sizes. The label draws that document too, as
``QLabel`` draws its own (which it would read and lay out once more to paint it): the
panel looks the same to the pixel. ``QLabel`` still gives the text to a screen reader."""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QPainter,
    QPaintEvent,
    QPalette,
    QTextDocument,
    QTextOption,
)
from PySide6.QtWidgets import QLabel, QStyleOption, QWidget

from tablegames_qt.ui import override

#: the widest a widget may be (Qt's QWIDGETSIZE_MAX): a wrapped label's one-line height
WIDEST = (1 << 24) - 1


class RichLabel(QLabel):
    """A ``QLabel`` of rich text (wrapped or not) with the same size hints, each worked out
    once. Keep its margin, indent and frame at Qt's defaults (as the end panel does)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._document: QTextDocument | None = None
        self._hints: tuple[QSize, QSize] | None = None
        self._heights: dict[int, int] = {}
        self._least = QSize(0, 0)
        #: how many times the text was laid out (told in tests)
        self.layouts = 0

    def _laid_out(self, width: float | None) -> QSize:
        """The text's size laid out ``width`` wide (-1: as wide as it wants; None: as a
        wrapped ``QLabel`` chooses, by ``QTextDocument.adjustSize``)."""
        if self._document is None:
            self.ensurePolished()
            document = QTextDocument()
            document.setUndoRedoEnabled(False)
            document.setDefaultFont(self.font())
            document.setHtml(self.text())
            option = document.defaultTextOption()
            option.setAlignment(self.alignment())
            option.setWrapMode(QTextOption.WrapMode.WordWrap if self.wordWrap()
                               else QTextOption.WrapMode.ManualWrap)
            document.setDefaultTextOption(option)
            frame = document.rootFrame().frameFormat()
            frame.setMargin(0)
            document.rootFrame().setFrameFormat(frame)
            self._document = document
        if width is None:  # how a wrapped QLabel picks its width
            self.layouts += 1
            self._document.adjustSize()
        elif width != self._document.textWidth():
            self.layouts += 1
            self._document.setTextWidth(width)
        size = self._document.size()
        margins = self.contentsMargins()
        return QSize(ceil(size.width()) + margins.left() + margins.right(),
                     ceil(size.height()) + margins.top() + margins.bottom())

    def _for_width(self, width: int) -> QSize:
        """The label's size ``width`` wide (-1: as it chooses), as ``QLabel`` works it out."""
        if self.minimumWidth() > 0:
            width = max(width, self.minimumWidth())
        margins = self.contentsMargins()
        if not self.wordWrap():
            size = self._laid_out(-1)
        elif width < 0:
            size = self._laid_out(None)
        else:
            size = self._laid_out(max(0, width - margins.left() - margins.right()))
        return size.expandedTo(self.minimumSize())

    def _sizes(self) -> tuple[QSize, QSize]:
        """The size hint and the minimum size hint, as ``QLabel`` works them out."""
        self._same_minimum()
        if self._hints is None:
            hint = self._for_width(-1)
            least = QSize(hint)
            if self.wordWrap():
                least = QSize(self._for_width(0).width(), min(hint.height(), self._for_width(WIDEST).height()))
            self._hints = (hint, least)
        return self._hints

    @override
    def sizeHint(self) -> QSize:
        return QSize(self._sizes()[0]) if self.text() else super().sizeHint()

    @override
    def minimumSizeHint(self) -> QSize:
        return QSize(self._sizes()[1]) if self.text() else super().minimumSizeHint()

    @override
    def heightForWidth(self, width: int) -> int:
        if not self.text() or not self.wordWrap():
            return super().heightForWidth(width)
        self._same_minimum()
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._for_width(width).height()
        return height

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        """The text drawn from the document the sizes came from, as ``QLabel`` draws its
        own (which it would first read and lay out again)."""
        if not self.text() or self.frameWidth() or self.margin() or self.indent() > 0:
            super().paintEvent(event)
            return
        area = self.contentsRect()
        self._laid_out(area.width())
        assert self._document is not None
        height = self._document.documentLayout().documentSize().height()
        top = 0.0
        if self.alignment() & Qt.AlignmentFlag.AlignVCenter:
            top = max((area.height() - height) / 2, 0.0)
        elif self.alignment() & Qt.AlignmentFlag.AlignBottom:
            top = max(area.height() - height, 0.0)
        place = QRectF(area.x(), area.y() + top, area.width(), area.height()).toAlignedRect()
        option = QStyleOption()
        option.initFrom(self)
        context = QAbstractTextDocumentLayout.PaintContext()
        palette = option.palette
        if self.foregroundRole() != QPalette.ColorRole.Text and self.isEnabled():
            palette.setColor(QPalette.ColorRole.Text, palette.color(self.foregroundRole()))
        context.palette = palette
        painter = QPainter(self)
        painter.translate(place.topLeft())
        painter.setClipRect(place.translated(-place.x(), -place.y()))
        self._document.documentLayout().draw(painter, context)
        painter.end()

    def _same_minimum(self) -> None:
        """Forget the sizes worked out for another minimum size (they grow to it)."""
        if self._least != self.minimumSize():
            self._forget()
            self._least = self.minimumSize()

    def _forget(self) -> None:
        self._document = None
        self._hints = None
        self._heights.clear()

    @override
    def setText(self, text: str) -> None:
        if text != self.text():
            self._forget()
        super().setText(text)

    @override
    def setWordWrap(self, on: bool) -> None:
        self._forget()
        super().setWordWrap(on)

    @override
    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:
        self._forget()
        super().setAlignment(alignment)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.PolishRequest,
                            QEvent.Type.ContentsRectChange, QEvent.Type.LayoutDirectionChange):
            self._forget()
        super().changeEvent(event)
