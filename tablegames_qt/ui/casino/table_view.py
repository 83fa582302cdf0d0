"""``CasinoTableView``: the Royal Casino card table and the motion of every play.

Set-up and state (take effect at once, no animation)::

    view.set_players(names, side_of, colours, side_names)
    view.set_bottom_seat(seat)         # who sits at the bottom, nearest the screen
    view.show_state(view_of_any_seat, faces)   # the whole table from the engine; faces:
                                       # per seat the cards to show face up, or None (backs)
    view.set_hand_faces(seat, cards | None)    # turn one hand up (cards) or down (None)
    view.set_current(seat | None); view.set_thinking(seat, on)
    view.set_scores(scores, conditions, no_target)
    view.set_four_colour(on); view.set_table_title(text)
    view.rename(names, side_names)     # the same seats, their names in a new language

Marks for choosing a play (the screen decides them from the engine's plays)::

    view.mark_hand(selected_card, playable_cards, interactive)
    view.mark_table(chosen_items, lit_items, interactive)
    view.clear_marks()

Animations return a ``QAbstractAnimation`` already scheduled: it starts on the
next turn of the event loop, so connecting to ``finished`` right after the
call is always in time (at animation speed 0 it ends on that turn)::

    deal(dealer, first, hands, table, deck_left)   hand_out(first, hands, deck_left)
    capture(seat, side, card, items, sweep)   build(seat, card, items, build)
    trail(seat, card)   residue(side, items)

Signals: ``handCardClicked(card)``, ``handCardActivated(card)`` (Enter on it), ``tableItemClicked
(item)`` (the engine's loose card or build), ``cardDragged(card)`` (a drag began),
``cardDropped(card, item | None)`` (None: the felt).

Privacy: other seats' hands are cards without a face (``CardItem(None)``); a card learns what
it is only when it is played.  ``visible_cards(scene)`` (cards) lists every face it paints.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from tablegames_qt.engine.casino import Build, Card, CasinoView
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.ui import anim, override
from tablegames_qt.ui.cards import (
    BuildItem,
    CardItem,
    DeckItem,
    PileItem,
    TableItem,
    deck_choice,
    set_four_colour,
)
from tablegames_qt.ui.cards.texts import ONE, TEAM, YOU, YOU_AND_PARTNER

from .felt import room_and_table
from .layout import (
    DECK_CARD_WIDTH,
    PILE_CARD_WIDTH,
    SCENE_RECT,
    SeatSpot,
    deck_spot,
    deck_words_beside,
    deck_words_right,
    pile_spots,
    seat_spot,
    tag_spot,
    visual_place,
)
from .plates import ScoreTagItem, SeatPlateItem
from .table_access import TableAccess
from .table_cards import TableCards
from .table_marks import TableMarks
from .table_motion import TableMotion


class CasinoScene(QGraphicsScene):
    """Paints the room and the table, so ``render()`` shows the whole picture."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SCENE_RECT, parent)
        self.title = ""

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        room_and_table(painter, QRectF(rect), self.title)


class CasinoTableView(TableCards, QGraphicsView):
    """The table's set-up and state here, its hands and table items in ``TableCards``
    (``table_cards.py``); its parts, each reaching the view through a
    Protocol that names what it uses: its marks and input in ``TableMarks``
    (``MarksView``), the motion of every play in ``TableMotion`` (``MotionView``),
    its words for screen readers and readable captions in ``TableAccess``
    (``AccessView``)."""

    handCardClicked = Signal(object)
    #: Enter on a hand card (the keyboard's "play this")
    handCardActivated = Signal(object)
    tableItemClicked = Signal(object)
    cardDragged = Signal(object)
    cardDropped = Signal(object, object)
    _scene: CasinoScene

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = CasinoScene(self)
        self.setScene(self._scene)
        hint = QPainter.RenderHint
        self.setRenderHints(hint.Antialiasing | hint.SmoothPixmapTransform | hint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)  # items are bitmaps
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)

        self._players = 0
        self._side_of: tuple[int, ...] = ()
        self._names: list[str] = []
        self._colours: list[QColor] = []
        self._side_names: list[str] = []
        self._bottom = 0
        self._four = deck_choice.four_colour()  # the Settings choice; set_four_colour() changes it
        self._current: int | None = None
        self._hands: list[list[CardItem]] = []
        self._table: list[tuple[Item, TableItem]] = []
        self._table_width = 86.0
        self._plates: list[SeatPlateItem] = []
        self._piles: list[PileItem] = []
        self._tags: list[ScoreTagItem] = []
        self._pile_counts: list[tuple[int, int, list[Card]]] = []
        self._deck = DeckItem(DECK_CARD_WIDTH, 0)
        self._dealer_seat: int | None = None
        self._deck.setZValue(5.0)
        self._scene.addItem(self._deck)
        self._interactive_hand = False
        self._interactive_table = False
        self._hand_marks: tuple[Card | None, set[Card] | None] = (None, None)
        self._dropping: CardItem | None = None
        self._animations = anim.AnimationQueue(self)
        self._min_text = 0.0
        self._you: int | None = None
        self._access = TableAccess(self)
        self._marks = TableMarks(self)
        self._motion = TableMotion(self)
        self._scene.focusItemChanged.connect(self.describe_focus)

    # == view ======================================================================
    def table_scene(self) -> QGraphicsScene:
        return self._scene

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_text()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_text()

    def set_table_title(self, title: str) -> None:
        self._scene.title = title
        self.resetCachedContent()
        self._scene.update()

    def set_four_colour(self, on: bool) -> None:
        self._four = on
        set_four_colour(self._scene, on)

    def four_colour(self) -> bool:
        return self._four

    # == players ====================================================================
    def set_players(self, names: Sequence[str], side_of: Sequence[int], colours: Sequence[QColor],
                    side_names: Sequence[str]) -> None:  # fmt: skip
        """Start afresh: one name, side and colour per seat; one name per side."""
        self.finish_animations()
        for item in [*self._plates, *self._piles, *self._tags]:
            self._scene.removeItem(item)
        self._clear_hands()
        self._clear_table()
        self._players = len(names)
        self._side_of = tuple(side_of)
        self._names = list(names)
        self._colours = [QColor(c) for c in colours]
        self._side_names = list(side_names)
        self._plates = []
        for seat, name in enumerate(names):
            plate = SeatPlateItem(name, self._colours[seat])
            self._scene.addItem(plate)
            self._plates.append(plate)
        sides = len(side_names)
        self._piles = []
        self._tags = []
        self._pile_counts = [(0, 0, []) for _ in range(sides)]
        for side, name in enumerate(side_names):
            pile = PileItem(name, self.side_colour(side), PILE_CARD_WIDTH, self._four)
            pile.setZValue(5.0)
            self._scene.addItem(pile)
            self._piles.append(pile)
            tag = ScoreTagItem(self.side_colour(side))
            self._scene.addItem(tag)
            self._tags.append(tag)
        self._hands = [[] for _ in names]
        self._bottom = 0
        self._place_fixed()
        self._speak_of_piles()
        self._fit_text()

    def rename(self, names: Sequence[str], side_names: Sequence[str]) -> None:
        """The same seats under their names in the language of the moment."""
        self._names, self._side_names = list(names), list(side_names)
        for plate, name in zip(self._plates, names, strict=False):
            plate.set_name(name)
        for side, (pile, name) in enumerate(zip(self._piles, side_names, strict=False)):
            pile.set_owner(name, self.side_colour(side))
        for item, scene_item in self._table:
            if isinstance(scene_item, BuildItem) and not isinstance(item, Card):
                scene_item.set_owner_name(self._names[item.owner])
        self.set_deck(self._deck.count(), self._dealer_seat)  # "Pip deals" in the new words
        self._speak_of_piles()

    def set_you(self, seat: int | None) -> None:
        """The seat of the one person at the screen (None: hot-seat or bots only): the
        table's words speak to them ("You deal", "Your build of 8")."""
        self._you = seat
        self._speak_of_piles()

    def _speak_of_piles(self) -> None:
        for side, pile in enumerate(self._piles):
            seats = [s for s in range(self._players) if self._side_of[s] == side]
            others = [self._names[s] for s in seats if s != self._you]
            if self._you in seats:
                pile.set_who(YOU_AND_PARTNER if others else YOU, others[0] if others else "")
            else:
                pile.set_who(TEAM if len(seats) > 1 else ONE)

    def side_colour(self, side: int) -> QColor:
        seat = self._side_of.index(side)
        return QColor(self._colours[seat])

    def bottom_seat(self) -> int:
        return self._bottom

    def set_bottom_seat(self, seat: int) -> None:
        """Turn the table so that ``seat`` sits at the bottom (no animation)."""
        self.finish_animations()
        if not 0 <= seat < self._players:
            raise IndexError(f"no seat {seat} at a table of {self._players}")
        if seat == self._bottom:
            return
        self._bottom = seat
        self._place_fixed()
        for s in range(self._players):
            self._place_hand(s)

    def spot(self, seat: int) -> SeatSpot:
        return seat_spot(visual_place(seat, self._bottom, self._players), len(self._hands[seat]))

    def _place_fixed(self) -> None:
        inside = SCENE_RECT.adjusted(10, 10, -10, -10)
        for seat, plate in enumerate(self._plates):
            # a plate grown for a small window stays wholly on the picture
            centre, rect = self.spot(seat).plate_centre, plate.plate_rect()
            x = min(max(centre.x(), inside.left() - rect.left()), inside.right() - rect.right())
            y = min(max(centre.y(), inside.top() - rect.top()), inside.bottom() - rect.bottom())
            plate.setPos(QPointF(x, y))
        spots = pile_spots(self._side_of, self._bottom)
        for side, pile in enumerate(self._piles):
            pos = spots[side]
            pile.setPos(pos)
            self._tags[side].setPos(tag_spot(pos))
        self._deck.setPos(deck_spot(self._players))
        self._deck.set_words_span(inside.left() - self._deck.x(), inside.right() - self._deck.x())
        self._deck.set_words_beside(deck_words_beside(self._players))
        self._deck.set_words_right(deck_words_right(self._players))
        self._deck.set_words_bottom(self._room_under_deck())

    def _room_under_deck(self) -> float | None:
        """Where the deck's words must end below (the deck's coordinates): the top of the
        name plate under them (a dealer's name on two lines keeps off it)."""
        deck = self._deck
        words = deck.mapRectToScene(deck.words_rect())
        tops = [rect.top() for plate in self._plates
                if (rect := plate.mapRectToScene(plate.plate_rect())).top() > deck.y()
                and rect.left() < words.right() and rect.right() > words.left()]
        return min(tops) - deck.y() - 2.0 if tops else None

    def seat_area(self, seat: int) -> QRectF:
        """The scene rectangle of a seat's hand, name plate, pile and points (what a guide's
        bubble keeps off while the step is about the table: what the person reasons from)."""
        side = self._side_of[seat]
        area = self._plates[seat].sceneBoundingRect()
        for item in [*self._hands[seat], self._piles[side], self._tags[side]]:
            area = area.united(item.sceneBoundingRect())
        return area

    def plate(self, seat: int) -> SeatPlateItem:
        return self._plates[seat]

    def pile(self, side: int) -> PileItem:
        return self._piles[side]

    def deck(self) -> DeckItem:
        return self._deck

    def set_current(self, seat: int | None) -> None:
        """Light up the plate of the seat whose turn it is (None: nobody)."""
        self._current = seat
        for s, plate in enumerate(self._plates):
            target = 1.0 if s == seat else 0.0
            if plate.emphasis_value() != target:
                self._decorate(plate, anim.prop(plate, b"emphasis", target, 240))

    def current_seat(self) -> int | None:
        return self._current

    def set_thinking(self, seat: int, on: bool) -> None:
        self._plates[seat].set_thinking(on)

    def set_scores(self, scores: Sequence[int], conditions: Sequence[str | None], no_target: bool) -> None:
        for side, tag in enumerate(self._tags):
            tag.set_score(scores[side], conditions[side], no_target)

    def set_hand_faces(self, seat: int, cards: Sequence[Card] | None) -> None:
        """Turn a hand face up (its ``cards``) or face down (None), keeping its size."""
        self.finish_animations()
        self.set_hand(seat, cards, len(self._hands[seat]))

    # == piles and deck ================================================================
    def set_pile(self, side: int, count: int, spades: int, sweeps: Sequence[Card]) -> None:
        self._pile_counts[side] = (count, spades, list(sweeps))
        self._piles[side].set_contents(count, spades, sweeps)

    def _add_to_pile(self, side: int, cards: Sequence[Card], sweep_card: Card | None) -> None:
        count, spades, sweeps = self._pile_counts[side]
        count += len(cards)
        spades += sum(1 for c in cards if c.suit == "S")
        if sweep_card is not None:
            sweeps = [*sweeps, sweep_card]
        self.set_pile(side, count, spades, sweeps)

    def set_deck(self, count: int, dealer: int | None) -> None:
        self._deck.set_count(count)
        self._dealer_seat = dealer
        self._deck.set_dealer(None if dealer is None else self._names[dealer],
                              None if dealer is None else self.seat_colour(dealer), dealer == self._you)

    # == the whole state ===============================================================
    def show_state(self, view: CasinoView, faces: Sequence[Sequence[Card] | None]) -> None:
        """Everything as the engine has it now (no animation); ``faces`` per seat."""
        self.finish_animations()
        for seat in range(self._players):
            self.set_hand(seat, faces[seat], view.hand_sizes[seat])
        self.set_table(view.table)
        for side, captured in enumerate(view.captured):
            _count, _spades, sweeps = self._pile_counts[side]
            if len(sweeps) != view.sweeps[side]:
                # which cards made the sweeps is not in a view: mark them with taken cards
                sweeps = list(captured[: view.sweeps[side]])
            self.set_pile(side, len(captured), sum(1 for c in captured if c.suit == "S"), sweeps)
        self.set_deck(view.deck_left, view.dealer)
        self.describe_focus()

    # == animations: bookkeeping ========================================================
    def _play(self, animation: QAbstractAnimation) -> QAbstractAnimation:
        return self._animations.play(animation)

    def is_animating(self) -> bool:
        return self._animations.is_animating()

    def finish_animations(self) -> None:
        """Bring every scheduled or running table animation to its end state now."""
        self._animations.finish_all()

    def _decorate(self, key: object, animation: QAbstractAnimation) -> None:
        """Run a cosmetic animation nobody waits for, replacing the previous one for ``key``."""
        self._animations.decorate(key, animation)

    # == the parts' doors ================================================================
    # words and captions (table_access)
    def focus_words(self) -> tuple[str, str]:
        return self._access.focus_words()

    def describe_focus(self, *_args: object) -> None:
        self._access.describe_focus()

    def accessible_items(self) -> list[TableItem]:
        return self._access.accessible_items()

    def describe_item(self, item: TableItem) -> dict[str, object]:
        return self._access.describe_item(item)

    def _fit_text(self) -> None:
        self._access.fit_text()

    def caption_items(self) -> list[SeatPlateItem | ScoreTagItem | PileItem | DeckItem | BuildItem]:
        return self._access.caption_items()

    def words_changed(self) -> None:
        self._access.words_changed()

    # marks and input (table_marks)
    def mark_hand(self, selected: Card | None, playable: set[Card] | None, interactive: bool) -> None:
        self._marks.mark_hand(selected, playable, interactive)

    def mark_table(self, chosen: set[Item], lit: set[Item] | None, interactive: bool) -> None:
        self._marks.mark_table(chosen, lit, interactive)

    def clear_marks(self) -> None:
        self._marks.clear_marks()

    def _refresh_hand_marks(self, seat: int) -> None:
        self._marks.refresh_hand_marks(seat)

    def accept_drop(self) -> None:
        self._marks.accept_drop()

    def clear_focus(self) -> None:
        self._marks.clear_focus()

    def focus_hand_card(self, card: Card | None = None) -> None:
        self._marks.focus_hand_card(card)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._marks.key_pressed(event):
            super().keyPressEvent(event)

    # the plays' motion (table_motion)
    def deal(self, dealer: int, first: int, hands: Sequence[Sequence[Card] | None], per_hand: Sequence[int],
             table: Sequence[Card], deck_left: int) -> QAbstractAnimation:  # fmt: skip
        return self._motion.deal(dealer, first, hands, per_hand, table, deck_left)

    def hand_out(self, first: int, hands: Sequence[Sequence[Card] | None], per_hand: Sequence[int],
                 deck_left: int) -> QAbstractAnimation:  # fmt: skip
        return self._motion.hand_out(first, hands, per_hand, deck_left)

    def capture(self, seat: int, side: int, card: Card, items: Sequence[Item],
                sweep: bool) -> QAbstractAnimation:  # fmt: skip
        return self._motion.capture(seat, side, card, items, sweep)

    def build(self, seat: int, card: Card, items: Sequence[Item], build: Build) -> QAbstractAnimation:
        return self._motion.build(seat, card, items, build)

    def trail(self, seat: int, card: Card) -> QAbstractAnimation:
        return self._motion.trail(seat, card)

    def residue(self, side: int, items: Sequence[Item]) -> QAbstractAnimation:
        return self._motion.residue(side, items)

    def done(self) -> QAbstractAnimation:
        return self._motion.done()


__all__ = ["CasinoScene", "CasinoTableView"]

