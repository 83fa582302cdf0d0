"""The end-of-deal score sheet: the breakdown table over the card table.

A panel with the deal's count (a ``QTableView`` on
:class:`~tablegames_qt.ui.casino.score_model.CasinoScoreModel`), a
line saying where the game stands and one button to go on.  The goal row's
cells are drawn as badges (met: green, missed: red, the winner: gold).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.casino.score_model import BADGE_ROLE, GOAL_ROW, CasinoScoreModel
from tablegames_qt.ui.result_panel import overlay_card
from tablegames_qt.ui.screen_style import big_font, centred_row, column, primary_button

ModelIndex = QModelIndex | QPersistentModelIndex

#: the space added to a line of text in a row of the score table, most first (a low window
#: takes the next when the rows would not fit)
ROW_PADDINGS = (10, 6, 3)
#: the card's frame, in pixels (its style sheet's border)
CARD_BORDER = 3

BADGE_COLOURS = {"met": QColor(colours.FELT), "missed": QColor(colours.RED), "winner": QColor(colours.GOLD)}


class BadgeDelegate(QStyledItemDelegate):
    """Cells with a :data:`BADGE_ROLE` are drawn as a coloured pill."""

    @override
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        badge = index.data(BADGE_ROLE)
        if badge not in BADGE_COLOURS:
            super().paint(painter, option, index)
            return
        text = str(index.data() or "")
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = option.font
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        rect = QRectF(option.rect).adjusted(4, 4, -4, -4)
        width = min(rect.width(), metrics.horizontalAdvance(text) + 22.0)
        pill = QRectF(rect.center().x() - width / 2, rect.top(), width, rect.height())
        painter.setPen(QPen(QColor(*colours.rgba(colours.SHADOW, 60)), 1.0))
        painter.setBrush(BADGE_COLOURS[badge])
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(QColor(colours.WHITE))
        painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter),
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(pill.width() - 8)))
        painter.restore()


class ScoreSheet(QWidget):
    """An overlay over ``host`` with the deal's breakdown; :attr:`closed` when done."""

    closed = Signal()

    def __init__(self, model: CasinoScoreModel, host: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = host
        self.setObjectName("scoreSheet")
        self.model = model
        card = QFrame(self)
        card.setObjectName("scoreCard")
        card.setStyleSheet(
            f"#scoreCard {{ background: {colours.SCORE_CARD}; border: {CARD_BORDER}px solid {colours.BRASS};"
            " border-radius: 18px; }"
            f"#scoreCard QLabel {{ color: {colours.INK_WARM}; background: transparent; }}"
            f"#scoreCard QTableView {{ background: {colours.PAPER}; border: 1px solid {colours.PAPER_BORDER};"
            f" gridline-color: {colours.GRID_LINE}; color: {colours.INK}; }}"
            f"#scoreCard QHeaderView::section {{ background: {colours.HEADER}; color: {colours.INK_WARM};"
            " border: none; padding: 4px; font-weight: bold; }"
        )
        self.title = QLabel(card)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # may name a side
        self.title.setFont(big_font(self.font(), 1.5))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = self._score_table(card, model)
        self.outcome = QLabel(card)
        self.outcome.setTextFormat(Qt.TextFormat.PlainText)  # names the winners
        self.outcome.setWordWrap(True)
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.outcome.setFont(big_font(self.font(), 1.2))
        self.continue_button = QPushButton(card)
        self.continue_button.setObjectName("scoreContinue")
        primary_button(self.continue_button)
        self.continue_button.setDefault(True)
        self.continue_button.clicked.connect(self.close_sheet)
        column(card, (26, 18, 26, 18), 10, self.title, self.table, self.outcome,
               centred_row(self.continue_button))
        self._card = card
        card.setMaximumWidth(640)
        overlay_card(self, card, 20, 16, stretch=6)
        host.installEventFilter(self)
        self.hide()

    @staticmethod
    def _score_table(card: QFrame, model: CasinoScoreModel) -> QTableView:
        """The deal's count: a row per item, a column per side, badges for the points."""
        table = QTableView(card)
        table.setObjectName("scoreTable")
        table.setModel(model)
        table.setItemDelegate(BadgeDelegate(table))
        table.verticalHeader().hide()
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        return table

    def show_sheet(self, title: str, outcome: str, button: str) -> None:
        self.title.setText(title)
        self.outcome.setText(outcome)
        self.continue_button.setText(button)
        self.setGeometry(self._host.geometry())
        self._fit_table()
        self.show()
        self.raise_()
        self.continue_button.setFocus()

    def _fit_table(self) -> None:
        """No empty rows: the goal row only when a side has a goal or won.  The table as tall
        as its rows when the card table leaves room; on a low window the rows closer
        together, and at the least a few rows with a scroll bar, scrolled to the totals, so
        that nothing of the card overprints another part of it."""
        model = self.model
        for row in range(model.rowCount()):
            if model.row_kind(row) == GOAL_ROW:
                badges = [model.index(row, c).data(BADGE_ROLE) for c in range(1, model.columnCount())]
                self.table.setRowHidden(row, not any(badges))
            else:
                self.table.setRowHidden(row, False)
        shown = sum(1 for row in range(model.rowCount()) if not self.table.isRowHidden(row))
        header = self.table.horizontalHeader().sizeHint().height() + 4
        line = self.fontMetrics().lineSpacing()
        room = self._room_for_table()
        for padding in ROW_PADDINGS:
            full = header + shown * (line + padding)
            if full <= room:
                break
        self.table.verticalHeader().setDefaultSectionSize(line + padding)
        least = header + min(shown, 3) * (line + padding)
        self.table.setMinimumHeight(min(full, max(room, least)))
        self.table.setMaximumHeight(full)
        if full > room:
            self.table.scrollToBottom()  # the deal's and the game's totals
        else:
            self.table.scrollToTop()

    def _room_for_table(self) -> int:
        """The height the card table leaves the score table, the card's other parts placed."""
        outer_layout, inner_layout = self.layout(), self._card.layout()
        assert outer_layout is not None and inner_layout is not None  # both set up in __init__
        outer = outer_layout.contentsMargins()
        inner = inner_layout.contentsMargins()
        width = min(self._card.maximumWidth(),
                    (self._host.width() - outer.left() - outer.right()) * 6 // 8)
        text_width = max(1, width - inner.left() - inner.right() - 2 * CARD_BORDER)
        used = (outer.top() + outer.bottom() + inner.top() + inner.bottom() + 2 * CARD_BORDER
                + 3 * inner_layout.spacing() + self.title.sizeHint().height()
                + self.outcome.heightForWidth(text_width)
                + self.continue_button.sizeHint().height())  # fmt: skip
        return self._host.height() - used

    def close_sheet(self) -> None:
        if not self.isVisible():
            return
        self.hide()
        self.closed.emit()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.setGeometry(self._host.geometry())
            if event.type() == QEvent.Type.Resize and self.isVisible():
                self._fit_table()
        return super().eventFilter(watched, event)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(*colours.rgba(colours.TABLE_VEIL, 110)))
        painter.end()
