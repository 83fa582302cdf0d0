"""A list view of the table history with dice drawn as pictures.

The delegate reads the roles of ``models.history``: a bid row shows the
bidder's name, "4 ×" and a die; an announcement row the two dice of the
value; a "round" row is a separator; any other row is its text.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.dice.palette import DieStyle, seat_style
from tablegames_qt.ui.dice.pixmaps import dice_pair_pixmap, die_pixmap
from tablegames_qt.ui.models.history import (
    FACE_ROLE,
    KIND_ROLE,
    NAME_ROLE,
    QUANTITY_ROLE,
    SEAT_ROLE,
    VALUE_ROLE,
)

ModelIndex = QModelIndex | QPersistentModelIndex

DICE_KINDS = frozenset({"bid", "announce"})
RESULT_KINDS = frozenset({"result", "die_lost", "die_gained", "eliminated", "game_over", "reveal",
                          "life_lost", "match_over"})
#: how a text row lays out its words (measured and painted alike)
TEXT_FLAGS = int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
#: what an announcement said stands this far right of its row, under the name
SAID_INDENT = 18


class HistoryDelegate(QStyledItemDelegate):
    def __init__(self, parent: QWidget | None = None, die_size: int = 26) -> None:
        super().__init__(parent)
        self.die_size = die_size
        #: each seat's dice set as the table has it (none: the table's sets in seat order)
        self.seat_styles: list[DieStyle] = []
        #: text rows' heights by (font, width, words): a list with rows of their own
        #: heights measures every row again whenever one is added
        self._heights: dict[tuple[str, int, str], int] = {}

    #: the room a row keeps round its contents (left/right, top/bottom): paint and
    #: sizeHint both take it from here
    PAD_X = 6
    PAD_Y = 3

    @override
    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:
        kind = index.data(KIND_ROLE)
        line = option.fontMetrics.lineSpacing()
        if kind == "announce":
            # the dice, then what was said, word-wrapped under them (cut short at 1024×640)
            said = self._words_height(self.said_font(option), self._row_width(option) - SAID_INDENT,
                                      str(index.data() or ""))  # fmt: skip
            return QSize(200, max(self.die_size + 6, line + 6) + max(line, said) + 2)
        if kind in DICE_KINDS:
            return QSize(200, max(self.die_size + 8, line + 8))
        if kind == "round":
            return QSize(200, line + 14)
        # A text row is measured as it is painted: its own font, width and flags.
        width = self._row_width(option)
        height = self._words_height(self.text_font(option, kind), width, str(index.data() or ""))
        return QSize(width, height + 2 * self.PAD_Y)

    def _words_height(self, font: QFont, width: int, text: str) -> int:
        """The height of ``text`` word-wrapped in a row ``width`` wide (remembered)."""
        key = (font.key(), width, text)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 4000:
                self._heights.clear()
            height = QFontMetrics(font).boundingRect(
                QRect(0, 0, max(20, width - 2 * self.PAD_X), 100_000), TEXT_FLAGS, text
            ).height()
            self._heights[key] = height
        return height

    @staticmethod
    def said_font(option: QStyleOptionViewItem) -> QFont:
        """The font of what an announcement said, under its dice: italic."""
        font = QFont(option.font)
        font.setItalic(True)
        return font

    def _row_width(self, option: QStyleOptionViewItem) -> int:
        """The width a row gets: the list's viewport (a list view gives sizeHint no rect)."""
        view = option.widget if isinstance(option.widget, QAbstractItemView) else self.parent()
        if isinstance(view, QAbstractItemView):
            return max(50, view.viewport().width() - 2 * (view.spacing() if isinstance(view, QListView) else 0))
        return option.rect.width() if option.rect.width() > 50 else 260

    @staticmethod
    def text_font(option: QStyleOptionViewItem, kind: object) -> QFont:
        """A text row's font: results bold, the rest italic."""
        font = QFont(option.font)
        if kind in RESULT_KINDS:
            font.setBold(True)
        else:
            font.setItalic(True)
        return font

    def text_rect(self, row: QRect) -> QRect:
        """Where a text row's words go inside the row's rectangle."""
        return row.adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)

    @override
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        kind = index.data(KIND_ROLE)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = option.rect.adjusted(6, 2, -6, -2)
        palette = option.palette
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, palette.color(QPalette.ColorRole.Highlight))
        text_color = palette.color(QPalette.ColorRole.Text)
        if kind == "round":
            painter.setPen(QColor(colours.ROUND_RULE))
            middle = rect.center().y()
            text = str(index.data() or "")
            font = QFont(option.font)
            font.setBold(True)
            painter.setFont(font)
            width = painter.fontMetrics().horizontalAdvance(text) + 16
            painter.drawLine(rect.left(), middle, rect.center().x() - width // 2, middle)
            painter.drawLine(rect.center().x() + width // 2, middle, rect.right(), middle)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        elif kind in DICE_KINDS:
            self._paint_dice_row(painter, option, index, rect, text_color)
        else:
            if kind in RESULT_KINDS:
                painter.setPen(QColor(colours.RESULT_TEXT) if kind != "game_over" else QColor(colours.GAME_OVER_TEXT))
            else:
                painter.setPen(text_color)
            painter.setFont(self.text_font(option, kind))
            painter.drawText(self.text_rect(option.rect), TEXT_FLAGS, str(index.data() or ""))
        painter.restore()

    def _paint_dice_row(
        self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex, rect: QRect,
        text_color: QColor,
    ) -> None:
        seat = index.data(SEAT_ROLE)
        name = str(index.data(NAME_ROLE) or "")
        kind = index.data(KIND_ROLE)
        size = self.die_size
        # An announcement takes two lines: who and the dice, then what was said, to whom.
        head = QRect(rect.left(), rect.top(), rect.width(), size + 4) if kind == "announce" else rect
        x = head.left()
        if isinstance(seat, int):
            # The seat's dice colour as a token, as on the table.
            style = self.seat_styles[seat] if 0 <= seat < len(self.seat_styles) else seat_style(seat)
            painter.setBrush(style.body)
            painter.setPen(style.edge)
            painter.drawEllipse(x, head.center().y() - 6, 12, 12)
            x += 18
        name_font = QFont(option.font)
        name_font.setBold(True)
        painter.setFont(name_font)
        painter.setPen(text_color)
        metrics = painter.fontMetrics()
        name_width = min(metrics.horizontalAdvance(name) + 4, max(40, head.width() // 2))
        painter.drawText(
            QRect(x, head.top(), name_width, head.height()),
            int(Qt.AlignmentFlag.AlignVCenter),
            metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_width),
        )
        x += name_width + 10
        top = head.center().y() - size // 2
        if kind == "bid":
            quantity = index.data(QUANTITY_ROLE)
            face = index.data(FACE_ROLE)
            label = f"{quantity} ×"
            big = QFont(option.font)
            big.setPointSizeF(big.pointSizeF() * 1.2)
            big.setBold(True)
            painter.setFont(big)
            label_width = painter.fontMetrics().horizontalAdvance(label)
            painter.drawText(QRect(x, head.top(), label_width + 2, head.height()),
                             int(Qt.AlignmentFlag.AlignVCenter), label)
            x += label_width + 6
            if isinstance(face, int):
                painter.drawPixmap(x, top, die_pixmap(face, size))
            return
        value = index.data(VALUE_ROLE)
        if isinstance(value, int):
            painter.drawPixmap(x, top, dice_pair_pixmap(value // 10, value % 10, size))
        painter.setFont(self.said_font(option))
        text_rect = QRect(rect.left() + SAID_INDENT, head.bottom() + 1, rect.width() - SAID_INDENT,
                          rect.bottom() - head.bottom())  # fmt: skip
        painter.drawText(text_rect, TEXT_FLAGS, str(index.data() or ""))


class HistoryView(QTableView):
    """The history list: follows the newest line, never takes keyboard focus from the game.

    A one-column table rather than a list view: a list whose rows have heights of their
    own measures every row again whenever one is added, which in a long game stalled
    the table's animations; here a new row is measured once, on its own, and all rows
    only when the width or the words change.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._measure_soon = QTimer(self)
        self._measure_soon.setSingleShot(True)
        self._measure_soon.timeout.connect(self.measure_rows)
        self.setObjectName("historyView")
        self.delegate = HistoryDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.setShowGrid(False)
        self.setCornerButtonEnabled(False)
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        rows = self.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setMinimumSectionSize(1)
        # the header learns of new rows after the view does: measure them once it has them
        rows.sectionCountChanged.connect(self._rows_added)
        # At the end the list stays at the end: a row measured (or re-measured) after the
        # scroll to the bottom left the last line half out of sight.
        self._at_end = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self._retranslate()

    def set_seat_styles(self, styles: list[DieStyle]) -> None:
        """Each seat's token in the table's colour for it (``DiceTableView.seat_styles``)."""
        self.delegate.seat_styles = list(styles)
        self.viewport().update()

    def _retranslate(self) -> None:
        # A screen may give the list its own name (its heading); this is the default.
        self.setAccessibleName(self.tr("Table history"))
        self.setAccessibleDescription(self.tr("Everything said and done at the table, newest last"))

    @override
    def setModel(self, model: QAbstractItemModel | None) -> None:
        old = self.model()
        if old is not None:
            for signal in (old.modelReset, old.layoutChanged, old.dataChanged):
                signal.disconnect(self._schedule_measure)
        super().setModel(model)
        if model is not None:
            # new words (a language switch) or new rows all at once: measure them all, once
            for signal in (model.modelReset, model.layoutChanged, model.dataChanged):
                signal.connect(self._schedule_measure)
        self.measure_rows()

    def _schedule_measure(self, *_args: object) -> None:
        self._measure_soon.start()

    def _measure(self, first: int, last: int) -> None:
        model = self.model()
        if model is None:
            return
        delegate = self.itemDelegate()
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        rows = self.verticalHeader()
        for row in range(first, last + 1):
            index = model.index(row, 0)
            rows.resizeSection(row, delegate.sizeHint(option, index).height())

    def _scrolled(self, value: int) -> None:
        self._at_end = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _least: int, most: int) -> None:
        if self._at_end:
            self.verticalScrollBar().setValue(most)

    @override
    def scrollToBottom(self) -> None:
        self._at_end = True
        super().scrollToBottom()

    def _rows_added(self, old: int, new: int) -> None:
        if new > old:
            self._measure(old, new - 1)
            self.scrollToBottom()

    def measure_rows(self) -> None:
        """Give every row the height its contents take at the list's width."""
        self._measure_soon.stop()
        model = self.model()
        if model is not None and model.rowCount() > 0:
            self._measure(0, model.rowCount() - 1)

    @override
    def doItemsLayout(self) -> None:
        super().doItemsLayout()
        if self._measure_soon.isActive():  # a new width or new words wait to be measured
            self.measure_rows()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            # Wrapped rows change height with the width: measure them all again.
            self._schedule_measure()

    @override
    def rowsInserted(self, parent: ModelIndex, start: int, end: int) -> None:
        super().rowsInserted(parent, start, end)
        self.scrollToBottom()
