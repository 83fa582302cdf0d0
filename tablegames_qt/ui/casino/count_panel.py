"""Royal Casino's count panel: where this deal's count stands, for the person at the screen.

Per side: the cards and spades taken, with the marks that settle "most cards" (27 of
52) and "most spades" (7 of 13); Big Casino (10♦), Little Casino (2♠) and the aces
taken; the sweeps (the net the leader would score now); the 18/19/20 condition in
force for that side.  Every figure is the engine's own count
(:func:`~tablegames_qt.engine.casino.count_deal` of the view's captured cards,
sweeps and scores): the panel says what the count would be if the deal ended now.
Under it, the cards not seen yet by rank, from what the person may have seen: the
table, every capture (made in the open) and, with the curtain up, their own hand.

It sits in the side panel under the last deal's button, so it never covers the
table's cards, and opens with its button or the key C.  Built of labels in a grid
(no item model).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from tablegames_qt import colours
from tablegames_qt.engine.casino import (
    BIG_CASINO,
    LITTLE_CASINO,
    CasinoGame,
    CasinoView,
    count_deal,
)
from tablegames_qt.engine.casino.cards import RANK_NAMES
from tablegames_qt.engine.casino.plays import item_cards
from tablegames_qt.engine.casino.scoring import CONDITION_LABELS, DealResult
from tablegames_qt.ui import override
from tablegames_qt.ui.coach_bar import insert_under
from tablegames_qt.ui.screen_style import column
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.step_queue import StepQueue
from tablegames_qt.ui.texts import fill_in


class DealCounting(Protocol):
    def waiting(self) -> bool: ...


class CountPanelHost(Protocol):
    """What of the screen the count panel uses: the game and its controller, the step
    queue (the panel follows it), the last deal's button (the panel sits under it), whether
    a deal's count is being read, who may look, and the sides' names."""

    game: CasinoGame
    controller: SessionController
    steps: StepQueue
    last_deal_button: QPushButton

    @property
    def deal_count(self) -> DealCounting: ...

    def viewer(self) -> int | None: ...
    def side_names(self) -> list[str]: ...

#: the cards and spades that settle "most cards" and "most spades" (more than half)
CARDS_MARK = 52 // 2 + 1
SPADES_MARK = 13 // 2 + 1
RANKS = tuple(range(1, 14))
#: the rows of the grid, in counting order
ROWS = ("cards", "spades", "big_casino", "little_casino", "aces", "sweeps", "condition")


def rank_name(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank))


def deal_so_far(view: CasinoView) -> DealResult | None:
    """The engine's count of the deal as it stands (None once the game is over)."""
    try:
        return count_deal(view.captured, view.sweeps, view.scores, view.rules,
                          no_target=view.no_target)
    except ValueError:
        return None


def unseen_by_rank(view: CasinoView, with_hand: bool) -> dict[int, int]:
    """Per rank, the cards of this deal not seen: not on the table, not captured,
    not in the hand (when ``with_hand``: the view's seat is the one looking)."""
    seen: Counter[int] = Counter()
    for item in view.table:
        seen.update(card.rank for card in item_cards(item))
    for pile in view.captured:
        seen.update(card.rank for card in pile)
    if with_hand:
        seen.update(card.rank for card in view.hand)
    return {rank: max(0, 4 - seen[rank]) for rank in RANKS}


def wrapping(label: QLabel) -> None:
    """``label`` wraps in the room the side panel has and never widens it (the table
    shrank as the panel opened, 60 px with a long name); see :func:`least_width`."""
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)


def least_width(label: QLabel) -> int:
    """A wrapping label's least width, set and returned: its longest part no line can
    break (words, and the parts of a word with hyphens); its grid column keeps it, as the
    grid does not for a label whose size hint it ignores."""
    label.ensurePolished()  # a bold font comes from its style sheet
    metrics = label.fontMetrics()
    parts = re.findall(r"[^\s-]+-?", label.text())
    # the bounding box of a line may reach a pixel past its advance (a glyph's overhang)
    width = max((metrics.boundingRect(part).width() + 2 for part in parts), default=0)
    label.setMinimumWidth(width)
    return width


class CountPanel(QFrame):
    """See the module docstring. ``screen`` is the Casino screen, seen as a
    :class:`CountPanelHost`; ``parent`` the widget the panel and its C key belong to."""

    def __init__(self, screen: CountPanelHost, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("countPanel")
        self._screen = screen
        self.toggle = QPushButton(self)
        self.toggle.setObjectName("countToggle")
        self.toggle.setCheckable(True)
        self.toggle.toggled.connect(self._toggled)
        self.body = QWidget(self)
        self.body.setObjectName("countBody")
        self.grid = QGridLayout(self.body)
        self.grid.setContentsMargins(0, 2, 0, 2)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(1)
        sides = screen.game.view(0).sides
        self._build_figures(sides)
        self._build_unseen(sides)
        column(self, (0, 0, 0, 0), 2, self.toggle, self.body)
        self.body.hide()
        self._figures: dict[str, list[Any]] = {}
        self._unseen: dict[int, int] = {}

        insert_under(screen.last_deal_button, self)
        self.shortcut = QShortcut(QKeySequence(Qt.Key.Key_C), parent)
        self.shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.shortcut.activated.connect(self.toggle.toggle)
        controller = screen.controller
        screen.steps.idle.connect(self.refresh)
        controller.humanTurn.connect(lambda _seat: self.refresh())
        controller.curtainDown.connect(lambda _seat: self.refresh())
        controller.curtainUp.connect(lambda _seat: self.refresh())
        self.retranslate()

    def _build_figures(self, sides: int) -> None:
        """The grid's rows of figures: a title per row, a column per side."""
        self.row_labels = {row: QLabel(self.body) for row in ROWS}
        self.side_labels = [QLabel(self.body) for _ in range(sides)]
        self.cells: dict[str, list[QLabel]] = {row: [QLabel(self.body) for _ in range(sides)] for row in ROWS}
        for place, label in enumerate(self.side_labels, start=1):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setStyleSheet("font-weight: bold;")
            wrapping(label)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            self.grid.addWidget(label, 0, place)
            self.grid.setColumnStretch(place, 1)  # a name on as few lines as the room allows
        for line, row in enumerate(ROWS, start=1):
            wrapping(self.row_labels[row])
            self.grid.addWidget(self.row_labels[row], line, 0)
            for place, cell in enumerate(self.cells[row], start=1):
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row == "condition":
                    cell.setWordWrap(True)
                self.grid.addWidget(cell, line, place)
        self.grid.setColumnStretch(0, 3)  # the row titles on one line first, then the names

    def _build_unseen(self, sides: int) -> None:
        """Under the figures: the cards not seen yet, a column per rank."""
        self.unseen_title = QLabel(self.body)
        self.unseen_title.setStyleSheet("font-weight: bold;")
        self.grid.addWidget(self.unseen_title, len(ROWS) + 1, 0, 1, sides + 1)
        ranks = QGridLayout()
        ranks.setHorizontalSpacing(2)
        ranks.setVerticalSpacing(0)
        self.rank_labels: dict[int, QLabel] = {}
        self.unseen_labels: dict[int, QLabel] = {}
        for index, rank in enumerate(RANKS):
            head, count = QLabel(rank_name(rank), self.body), QLabel(self.body)
            for label in (head, count):
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            head.setStyleSheet(f"color: {colours.COUNT_HEAD};")
            ranks.addWidget(head, 0, index)
            ranks.addWidget(count, 1, index)
            self.rank_labels[rank], self.unseen_labels[rank] = head, count
        self.grid.addLayout(ranks, len(ROWS) + 2, 0, 1, sides + 1)

    # -- open and shut ----------------------------------------------------------------------
    def is_open(self) -> bool:
        return self.toggle.isChecked()

    def _toggled(self, on: bool) -> None:
        self.body.setVisible(on)
        self.retranslate()
        if on:
            self.refresh()

    # -- figures -----------------------------------------------------------------------------
    def figures(self) -> dict[str, list[Any]]:
        """Per row (``ROWS``) the figure of each side as last shown (for tests)."""
        return {row: list(values) for row, values in self._figures.items()}

    def unseen(self) -> dict[int, int]:
        return dict(self._unseen)

    def refresh(self) -> None:
        """The count as the engine has it now, for whoever may look at the screen; while
        a deal's count is read, that deal's (the engine has dealt the next one already)."""
        screen = self._screen
        viewer = screen.viewer()
        view: CasinoView = screen.game.view(viewer if viewer is not None else 0)
        if screen.deal_count.waiting() and view.last_deal is not None:
            result: DealResult | None = view.last_deal
            self._unseen = dict.fromkeys(RANKS, 0)  # every card of it went to a pile
        else:
            result = deal_so_far(view)
            self._unseen = unseen_by_rank(view, with_hand=viewer is not None)
        if result is None:
            self._figures = {}
        else:
            items = result.items
            sides = range(view.sides)
            sweeps = items[8]
            self._figures = {
                "cards": list(items[0].counts),
                "spades": list(items[1].counts),
                "big_casino": [items[2].side == s for s in sides],
                "little_casino": [items[3].side == s for s in sides],
                "aces": [sum(1 for item in items[4:8] if item.side == s) for s in sides],
                "sweeps": list(sweeps.counts),
                "sweeps_net": [sweeps.points if sweeps.side == s else 0 for s in sides],
                "condition": list(result.conditions),
                "sweeps_barred": list(result.sweeps_barred),
            }
        if self.is_open():
            self._show()

    def _show(self) -> None:
        names = self._screen.side_names()
        for side, label in enumerate(self.side_labels):
            label.setText(names[side] if side < len(names) else "")
            self.grid.setColumnMinimumWidth(side + 1, least_width(label))
        figures = self._figures
        for row in ROWS:
            for side, cell in enumerate(self.cells[row]):
                text = self._cell_text(row, side) if figures else ""
                cell.setText(text)
                cell.setAccessibleName(fill_in(self.tr("{row}, {side}: {value}"),
                                               row=self.row_labels[row].text(),
                                               side=self.side_labels[side].text(),
                                               value=text or self.tr("none")))
        for rank, label in self.unseen_labels.items():
            count = self._unseen.get(rank, 0)
            label.setText(str(count))
            label.setStyleSheet(f"color: {colours.COUNT_NONE};" if count == 0 else "font-weight: bold;")
        self.unseen_title.setAccessibleDescription(", ".join(
            f"{rank_name(rank)} {self._unseen.get(rank, 0)}" for rank in RANKS))

    def _cell_text(self, row: str, side: int) -> str:
        figures = self._figures
        if row in ("cards", "spades"):
            value = int(figures[row][side])
            mark = CARDS_MARK if row == "cards" else SPADES_MARK
            return f"{value} ✓" if value >= mark else str(value)
        if row in ("big_casino", "little_casino"):
            return "✓" if figures[row][side] else "–"
        if row == "aces":
            return str(figures["aces"][side])
        if row == "sweeps":
            made, net = int(figures["sweeps"][side]), int(figures["sweeps_net"][side])
            return fill_in(self.tr("{made} (+{net})"), made=made, net=net) if net else str(made)
        condition = figures["condition"][side]
        if condition is not None:
            text = QCoreApplication.translate("casino", CONDITION_LABELS[condition])
            if figures["sweeps_barred"][side]:
                text = fill_in(self.tr("{condition}; sweeps do not count"), condition=text)
            return str(text)
        return "–"

    # -- texts ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        on = self.is_open()
        self.toggle.setText(self.tr("Hide the cou&nt") if on else self.tr("Show the cou&nt"))
        self.toggle.setToolTip(self.tr(
            "Cards, spades, casinos, aces and sweeps taken in this deal, and the cards"
            " not seen yet (C)"))
        self.toggle.setAccessibleName(self.tr("Count of this deal"))
        self.toggle.setAccessibleDescription(self.toggle.toolTip())
        labels = {
            "cards": fill_in(self.tr("Cards ({mark} settle it)"), mark=CARDS_MARK),
            "spades": fill_in(self.tr("Spades ({mark} settle it)"), mark=SPADES_MARK),
            "big_casino": fill_in(self.tr("Big Casino {card}"), card=str(BIG_CASINO)),
            "little_casino": fill_in(self.tr("Little Casino {card}"), card=str(LITTLE_CASINO)),
            "aces": self.tr("Aces"),
            "sweeps": self.tr("Sweeps (net)"),
            "condition": self.tr("To win at 18–20"),
        }
        for row, label in self.row_labels.items():
            label.setText(labels[row])
        self.grid.setColumnMinimumWidth(0, max(least_width(label) for label in self.row_labels.values()))
        self.unseen_title.setText(self.tr("Not seen yet, by rank"))
        self.unseen_title.setAccessibleName(self.unseen_title.text())
        if on:
            self._show()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
