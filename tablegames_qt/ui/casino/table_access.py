"""The Casino table for screen readers and small windows.

``TableAccess`` is a part of ``CasinoTableView``, which it reaches through
``AccessView`` (the view's attributes it uses).  Scene items are not widgets:
``accessible_items()`` lists those a reader shows as the view's accessible children
(``ui/scene_access.py``: your hand, the table, the piles, the deck).  The card or build
with the keyboard focus (the arrow keys move it) speaks for itself: its name says where
it lies, its state how it is marked.  The view's own name stays "Card table", its
description what lies in the hand and on the table.

Small windows: the scene is scaled to fit the view, so its captions shrink
with it; the view asks the plates, piles, deck, score tags and builds for a
minimum text size that keeps every caption at least ``MIN_TEXT_PX`` screen
pixels high.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.engine.casino import Card
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.ui import scene_access
from tablegames_qt.ui.cards import BuildItem, CardItem, DeckItem, PileItem, TableItem
from tablegames_qt.ui.cards.texts import card_words
from tablegames_qt.ui.texts import TranslationContext, fill_in

from .plates import ScoreTagItem, SeatPlateItem

#: the smallest caption on screen, in pixels
MIN_TEXT_PX = 11.5


#: lupdate takes the variable's name as the context
CasinoTableAccess = TranslationContext("CasinoTableAccess")


class AccessView(Protocol):
    """What of the view its words and captions use: its items, its scale and its own
    accessible name and description."""

    @property
    def _scene(self) -> QGraphicsScene: ...
    _bottom: int
    _hands: list[list[CardItem]]
    _table: list[tuple[Item, TableItem]]
    _plates: list[SeatPlateItem]
    _piles: list[PileItem]
    _tags: list[ScoreTagItem]
    _deck: DeckItem
    #: the smallest caption, in scene units (this part sets it)
    _min_text: float

    def _place_fixed(self) -> None: ...
    def transform(self) -> QTransform: ...
    def accessibleName(self) -> str: ...
    def setAccessibleName(self, name: str) -> None: ...
    def accessibleDescription(self) -> str: ...
    def setAccessibleDescription(self, description: str) -> None: ...


class TableAccess:
    """Accessible words and readable captions of a ``CasinoTableView``."""

    def __init__(self, view: AccessView) -> None:
        self._view = view
        #: the item whose focus the reader was last told of
        self._spoken_focus: object = None

    # == words ======================================================================
    def focus_words(self) -> tuple[str, str]:
        """The view's accessible name and description now: the table and what lies in the
        hand and on the table. The card or build with the keyboard focus speaks for itself
        (its accessible name, ``describe_item``); the view named after it too, a reader
        said each card twice, once for the view and once for the card."""
        hand = self._view._hands[self._view._bottom] if self._view._hands else []
        table = [s for _x, s in self._view._table]
        cards = [c for c in (i.card() for i in hand) if c is not None]
        return CasinoTableAccess.tr("Card table"), fill_in(
            CasinoTableAccess.tr("Your hand: {hand}. On the table: {table}."),
            hand=self._words(cards) or CasinoTableAccess.tr("nothing"),
            table=", ".join(s.description() for s in table) or CasinoTableAccess.tr("nothing"),
        )

    @staticmethod
    def _words(cards: Sequence[Card]) -> str:
        return ", ".join(card_words(c) for c in cards)

    def accessible_items(self) -> list[TableItem]:
        """The items a reader lists (ui/scene_access.py): your hand, the table, the piles
        and the deck; other hands are only backs, and their plates say how many."""
        view = self._view
        hand = view._hands[view._bottom] if view._hands else []
        return [*hand, *(s for _x, s in view._table), *view._piles, view._deck]

    def describe_item(self, item: TableItem) -> dict[str, object]:
        """A hand or table card's accessible name says where it lies (ui/scene_access.py)."""
        view = self._view
        hand: list[TableItem] = list(view._hands[view._bottom]) if view._hands else []
        table = [s for _x, s in view._table]
        for row, where in ((hand, CasinoTableAccess.tr("{item}, in your hand, {index} of {count}")),
                           (table, CasinoTableAccess.tr("{item}, on the table, {index} of {count}"))):
            if item in row:
                return {"accessible_name": fill_in(where, item=item.description(),
                                                   index=row.index(item) + 1, count=len(row))}
        return {}

    def describe_focus(self, *_args: object) -> None:
        """Bring the view's accessible name and description up to date."""
        focus = self._view._scene.focusItem()
        if isinstance(focus, TableItem) and focus is not self._spoken_focus:
            scene_access.item_focused(focus)
        self._spoken_focus = focus
        name, description = self.focus_words()
        if self._view.accessibleName() != name:
            self._view.setAccessibleName(name)
        if self._view.accessibleDescription() != description:
            self._view.setAccessibleDescription(description)

    # == readable captions ==============================================================
    def fit_text(self) -> None:
        """After the view's scale changed: every caption at least MIN_TEXT_PX on screen."""
        scale = self._view.transform().m11()
        self._view._min_text = MIN_TEXT_PX / scale if scale > 0 else 0.0
        for item in self.caption_items():
            item.set_min_text(self._view._min_text)
        self._view._place_fixed()

    def caption_items(self) -> list[SeatPlateItem | ScoreTagItem | PileItem | DeckItem | BuildItem]:
        """Every scene item that draws words."""
        builds = [s for _x, s in self._view._table if isinstance(s, BuildItem)]
        return [*self._view._plates, *self._view._tags, *self._view._piles, self._view._deck, *builds]

    def words_changed(self) -> None:
        """After a language switch: every item draws its words again. Items keep a
        bitmap of themselves, which only their own update() renews, and a caption's
        new words may need another outline."""
        for item in self._view._scene.items():
            if isinstance(item, (TableItem, SeatPlateItem, ScoreTagItem)):
                item.prepareGeometryChange()
            item.update()
