"""The Royal Casino screen: the card table, choosing a play, the count of each deal.

Everything shown follows the engine's events (``controller.eventsApplied``):
each event becomes a table step (dealing, a capture flying to its pile, a
build stacking up, a trail, the sweep flourish, the residue going to the last
capturer), played one after another while the controller waits.  At the end
of a deal the score sheet shows the count; the next deal is dealt when it is
closed (people click on; a table of bots goes on by itself).

Choosing a play: click (or drag, or pick with the arrow keys and Enter) a card
of the hand; the table items it can take or build with light up; clicking
items toggles them into a selection, and the screen finds the engine's legal
play with exactly that card and those items (``casino.selection``).  A
selection that is one play and cannot grow is played at once; when it could
be a capture or a build, or builds of two values, buttons ask which.  "Trail"
is a button and a drop on the cloth.  Only the engine's legal plays can be
made; a refused one shows the engine's reason in the status line.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QModelIndex, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.engine.casino import (
    CAPTURE,
    TRAIL,
    Card,
    CasinoGame,
    CasinoView,
    Play,
    count_deal,
)
from tablegames_qt.engine.casino.moves import Item, lone_value
from tablegames_qt.engine.core import Event, IllegalAction
from tablegames_qt.storage.settings import FOUR_COLOUR_DECK, Settings
from tablegames_qt.ui import override
from tablegames_qt.ui.casino.moves_model import MovesModel
from tablegames_qt.ui.casino.score_model import CasinoScoreModel
from tablegames_qt.ui.casino.score_sheet import ScoreSheet
from tablegames_qt.ui.casino.selection import (
    Choice,
    drop_choice,
    resolve,
    toggle,
    usable_items,
)
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.casino.words import action_label, card_list, item_text, items_text, play_text
from tablegames_qt.ui.engine_texts import illegal_text
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.history_view import HistoryView
from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel
from tablegames_qt.ui.screen_style import PANEL_STYLE, big_font, primary_button
from tablegames_qt.ui.session import SessionController

_SECONDARY = (
    "QPushButton { background: #efe2c4; color: #3b2a12; border: 2px solid #b8892b;"
    " border-radius: 10px; padding: 8px 18px; font-weight: bold; }"
    "QPushButton:hover { background: #f7ecd3; }"
    "QPushButton:disabled { background: #d9d2c3; color: #8f877a; border-color: #c8bfae; }"
)


def secondary_button(button: QPushButton) -> None:
    """A move that is always there (trailing): plain, so it does not outshine the plays."""
    button.setStyleSheet(_SECONDARY)
    button.setMinimumHeight(44)
    button.setFont(big_font(button.font(), 1.1))

#: the events of a play (the status line names the last one)
PLAY_KINDS = frozenset({"capture", "build", "raise", "trail"})
#: a table of bots shows the count this long (normal speed) before dealing on
SHEET_MS = 4200
#: the seats' colours: two sides gold and blue (partners share theirs), a third red
SIDE_COLOURS = (QColor("#e0a526"), QColor("#3f8fe0"), QColor("#d0455a"))


class CasinoScreen(GameScreen):
    STATUS_FONT_SCALE = 1.2

    def __init__(
        self, controller: SessionController, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, settings, parent)
        self.setObjectName("casinoScreen")
        self.game: CasinoGame = self.require_game(CasinoGame, "Royal Casino")
        self._plays: dict[Card, list[Play]] = {}
        self._card: Card | None = None
        self._chosen: frozenset[Item] = frozenset()
        self._deferred: list[Event] | None = None
        self._sheet_holding = False
        self._sheet_final = False
        self._sheet_review = False
        # a bots-only count whose reading time ran out while the game was paused
        self._close_sheet_on_resume = False
        self._last_play: Event | None = None

        self.table = CasinoTableView(self)
        self.table.setObjectName("casinoTable")
        names = controller.names()
        view = self.game.view(0)
        self._side_names = self._make_side_names(names, view)
        colours = [SIDE_COLOURS[side % len(SIDE_COLOURS)] for side in view.side_of]
        self.table.set_players(names, view.side_of, colours, self._side_names)
        humans = controller.humans()
        self.table.set_bottom_seat(humans[0] if humans else 0)
        self._update_notes()
        self.table.set_four_colour(settings.four_colour_deck)
        self.table.handCardClicked.connect(self._on_hand_card)
        self.table.tableItemClicked.connect(self._on_table_item)
        self.table.cardDragged.connect(self._on_drag)
        self.table.cardDropped.connect(self._on_drop)
        self.setFocusProxy(self.table)

        self.scores = CasinoScoreModel(self)
        self.sheet = ScoreSheet(self.scores, self.table, self)
        self.sheet.closed.connect(self._sheet_closed)

        solo = controller.humans()
        self.texts = CasinoTexts(controller.names, solo[0] if len(solo) == 1 else None, self)
        self.history = HistoryModel(self._history_text, names=controller.name, parent=self)
        self.history_view = HistoryView(self)
        self.history_view.setModel(self.history)
        self.history_title = QLabel(self)
        self.history_title.setFont(big_font(self.font(), 1.15))
        self.info = QLabel(self)
        self.info.setWordWrap(True)

        self.moves = MovesModel(self.controller.names, self)
        self.moves_view = QListView(self)
        self.moves_view.setObjectName("movesList")
        self.moves_view.setModel(self.moves)
        self.moves_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moves_view.setWordWrap(True)
        self.moves_view.clicked.connect(self._on_move_clicked)
        self.moves_view.doubleClicked.connect(self._on_move_double_clicked)
        self.moves_title = QLabel(self)
        self.moves_title.setFont(big_font(self.font(), 1.15))
        self.moves_view.hide()
        self.moves_title.hide()
        self.last_deal_button = QPushButton(self)
        self.last_deal_button.setObjectName("lastDealButton")
        self.last_deal_button.setEnabled(False)
        self.last_deal_button.clicked.connect(self._show_last_deal)

        self.action_row = QHBoxLayout()
        self.action_row.setContentsMargins(0, 0, 0, 0)
        self.action_buttons: list[QPushButton] = []
        self.trail_button = QPushButton(self)
        self.trail_button.setObjectName("trailButton")
        secondary_button(self.trail_button)
        self.trail_button.clicked.connect(self._trail_clicked)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("clearButton")
        self.clear_button.clicked.connect(self._clear_clicked)
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setCheckable(True)
        self.hint_button.toggled.connect(self._toggle_hints)
        for button in (self.clear_button, self.hint_button):
            button.setMinimumHeight(44)
        controls = QHBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addLayout(self.action_row)
        controls.addStretch(1)
        controls.addWidget(self.clear_button)
        controls.addWidget(self.hint_button)
        controls.addWidget(self.trail_button)

        panel = QFrame(self)
        panel.setObjectName("controlPanel")
        panel.setStyleSheet(PANEL_STYLE)
        panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(16, 10, 16, 12)
        panel_layout.addWidget(self.status)
        panel_layout.addLayout(controls)

        self.arrange(
            self.table,
            panel,
            [
                (self.info, 0),
                (self.last_deal_button, 0),
                (self.moves_title, 0),
                (self.moves_view, 1),
                (self.history_title, 0),
                (self.history_view, 1),
            ],
            side_width=(230, 340),
        )

        controller.eventsApplied.connect(self._on_events)
        controller.humanTurn.connect(self._on_human_turn)
        controller.botThinking.connect(self._on_bot_thinking)
        controller.actionRefused.connect(self._on_refused)
        controller.gameOver.connect(self._on_game_over)
        controller.curtainDown.connect(lambda _seat: self._end_turn())
        settings.changed.connect(self._on_casino_setting)
        self._end_turn()
        self.retranslate()

    # -- set-up -----------------------------------------------------------------------------
    def _make_side_names(self, names: Sequence[str], view: CasinoView) -> list[str]:
        out: list[str] = []
        for side in range(view.sides):
            seats = [s for s in range(view.players) if view.side_of[s] == side]
            out.append(" & ".join(names[s] for s in seats))
        return out

    def side_names(self) -> list[str]:
        return list(self._side_names)

    @override
    def start(self) -> None:
        view = self._public_view()
        self._show_scores(view)
        if self.game.history:
            # A resumed game: show the table as it stands, nothing to replay.
            self.table.show_state(view, self._faces())
            self.history.append(HistoryEntry("round", None, payload=("deal", view.deal_number)))
        else:
            self._on_events(self.game.opening_events())
        super().start()

    def _public_view(self) -> CasinoView:
        return self.game.view(0)

    @override
    def shutdown(self) -> None:
        if self._shut_down:
            return
        if self._sheet_holding:
            self._sheet_holding = False
            self.controller.release()
        with contextlib.suppress(RuntimeError, TypeError):
            self.settings.changed.disconnect(self._on_casino_setting)
        super().shutdown()

    # -- privacy ------------------------------------------------------------------------------
    def _faces(self) -> list[tuple[Card, ...] | None]:
        """Per seat the cards the scene may show face up: only the viewer's."""
        viewer = self.viewer()
        return [
            self.game.view(seat).hand if seat == viewer else None
            for seat in range(self.game.players)
        ]

    @override
    def refresh_private(self) -> None:
        """Only the viewer's hand face up; every other hand (a partner's too) face down."""
        viewer = self.viewer()
        if viewer is not None and self.controller.is_hot_seat():
            self.table.set_bottom_seat(viewer)
            self._update_notes()
        for seat, faces in enumerate(self._faces()):
            self.table.set_hand_faces(seat, faces)

    def _update_notes(self) -> None:
        view = self._public_view()
        bottom = self.table.bottom_seat()
        for seat in range(view.players):
            partner = view.players == 4 and seat != bottom and view.side_of[seat] == view.side_of[bottom]
            self.table.plate(seat).set_note(self.tr("partner") if partner else "")

    # -- events -------------------------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        self._end_turn()
        self.play_call(self._clear_thinking)
        if self.controller.is_hot_seat():
            # The player who just acted may no longer look at their hand.
            self.play_call(self.refresh_private)
        self._queue_events(list(events))

    def _queue_events(self, events: list[Event]) -> None:
        for index, event in enumerate(events):
            self.history.append(self._entry(event))
            if event.kind in PLAY_KINDS:
                self._last_play = event
            handler = getattr(self, f"_event_{event.kind}", None)
            if handler is not None:
                handler(event, events[index + 1 :])
            if event.kind == "deal_end":
                # The rest (the next deal) is shown once the count has been read.
                self._deferred = events[index + 1 :]
                return

    def _entry(self, event: Event) -> HistoryEntry:
        if event.kind == "deal":
            return HistoryEntry("round", event.seat, payload=("deal", event.data.get("deal", 0)))
        return HistoryEntry(event.kind, event.seat, payload=event)

    def _event_deal(self, event: Event, later: Sequence[Event]) -> None:
        self._last_play = None
        data = event.data
        dealer, first = int(data["dealer"]), int(data["starter"])
        table: tuple[Card, ...] = tuple(data["table"])
        sizes: tuple[int, ...] = tuple(data["hand_sizes"])
        deck_left = int(data["deck_left"])

        def deal() -> QAbstractAnimation:
            self._show_scores(self._public_view())
            self._update_notes()
            return self.table.deal(dealer, first, self._faces(), sizes, table, deck_left)

        self.play(deal)

    def _event_hand_out(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        first = int(data["starter"])
        sizes: tuple[int, ...] = tuple(data["hand_sizes"])
        deck_left = int(data["deck_left"])
        self.play(lambda: self.table.hand_out(first, self._faces(), sizes, deck_left))

    def _event_capture(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat, side = int(data["seat"]), int(data["side"])
        card: Card = data["card"]
        items: tuple[Item, ...] = tuple(data["items"])
        sweep = bool(later) and later[0].kind == "sweep"
        self.play(lambda: self.table.capture(seat, side, card, items, sweep))

    def _event_build(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat = int(data["seat"])
        items: tuple[Item, ...] = tuple(data["items"])
        self.play(lambda: self.table.build(seat, data["card"], items, data["build"]))

    def _event_raise(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat = int(data["seat"])
        self.play(lambda: self.table.build(seat, data["card"], (data["old"],), data["build"]))

    def _event_trail(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat = int(data["seat"])
        self.play(lambda: self.table.trail(seat, data["card"]))

    def _event_residue(self, event: Event, later: Sequence[Event]) -> None:
        side = int(event.data["side"])
        self.play(lambda: self.table.residue(side, self.table.table_engine_items()))

    def _event_deal_end(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        result = data["result"]
        before: tuple[int, ...] = tuple(data["scores_before"])
        deal = int(data["deal"])
        final = any(e.kind == "game_over" for e in later)

        def show() -> None:
            self.scores.set_deal(result, before, self._side_names, deal)
            self.table.set_scores(result.totals, [None] * len(result.totals), result.no_target)
            self.last_deal_button.setEnabled(True)
            self._open_sheet(final, review=False)

        self.play_call(show)

    def _event_game_over(self, event: Event, later: Sequence[Event]) -> None:
        winners: tuple[int, ...] = tuple(event.data.get("winners", ()))
        self.play_call(lambda: self.table.set_current(None))
        if winners:
            self.play_call(lambda: self._set_status(lambda: self._winner_text(list(winners))))

    # -- the score sheet ---------------------------------------------------------------------
    def _open_sheet(self, final: bool, review: bool) -> None:
        result = self.scores.result()
        if result is None:
            return
        self._sheet_final = final
        self._sheet_review = review
        self.sheet.show_sheet(*self._sheet_texts())
        if review:
            return
        self.table.set_current(None)
        self._set_status(lambda: self.tr("Deal {n} is over: here is the count.").format(n=self.scores.deal_number()))
        # The next deal waits until the count has been read.
        self._sheet_holding = True
        self.controller.hold()
        if not self.controller.humans():
            self.play_wait(SHEET_MS)
            self.play_call(self._sheet_read)

    def _sheet_read(self) -> None:
        """Bots only: the count has been shown long enough (unless the game is paused)."""
        if self.controller.is_paused():
            self._close_sheet_on_resume = True
        else:
            self.sheet.close_sheet()

    @override
    def set_paused(self, paused: bool) -> None:
        super().set_paused(paused)
        if not paused and self._close_sheet_on_resume:
            self._close_sheet_on_resume = False
            self.sheet.close_sheet()

    def _sheet_texts(self) -> tuple[str, str, str]:
        """The sheet's title, what the count means, and its button."""
        title = self.tr("Deal {n}: the count").format(n=self.scores.deal_number())
        if self._sheet_review:
            button = self.tr("&Close")
        elif self._sheet_final:
            button = self.tr("See the &result")
        else:
            button = self.tr("Next &deal")
        return title, self._outcome_text(), button

    def _outcome_text(self) -> str:
        result = self.scores.result()
        if result is None:
            return ""
        if result.winner is not None:
            return self._side_win_text(result.winner)
        if result.no_target:
            return self.tr("More than one side passed the target: the game goes on with no target "
                           "until one side is ahead of all the others after a deal.")
        leader = max(range(len(result.totals)), key=lambda s: result.totals[s])
        return self.tr("Nobody has won yet. {side} leads with {points}.").format(
            side=self._side_names[leader], points=self.tr("%n point(s)", "", result.totals[leader])
        )

    def _side_win_text(self, side: int) -> str:
        view = self._public_view()
        seats = [s for s in range(view.players) if view.side_of[s] == side]
        return self._winner_text(seats)

    def _sheet_closed(self) -> None:
        if not self._sheet_holding:
            return
        self._sheet_holding = False
        deferred, self._deferred = self._deferred, None
        if deferred:
            self._queue_events(deferred)
        self.controller.release()
        if not deferred:
            self._reconcile()

    def _show_last_deal(self) -> None:
        if not self.sheet.isVisible():
            self._open_sheet(False, review=True)

    # -- scores on the table -----------------------------------------------------------------
    def _show_scores(self, view: CasinoView) -> None:
        conditions: Sequence[str | None] = [None] * view.sides
        if not view.no_target and max(view.scores) < view.rules.target:
            # The engine's own count of an empty deal names the goals in force.
            empty = count_deal([[] for _ in range(view.sides)], [0] * view.sides, view.scores, view.rules)
            conditions = empty.conditions
        self.table.set_scores(view.scores, conditions, view.no_target)
        self._update_info(view)

    def _update_info(self, view: CasinoView) -> None:
        self.info.setText(
            self.tr("Deal {deal} · hand {hand} of {hands}").format(
                deal=view.deal_number, hand=view.hand_out, hands=view.hand_outs
            )
        )

    # -- turns -----------------------------------------------------------------------------------
    def _on_human_turn(self, seat: int) -> None:
        if self.game.current_player() != seat:
            return
        self._human_seat = seat
        self._plays = {}
        for play in self.controller.legal_actions():
            self._plays.setdefault(play.card, []).append(play)
        self._card = None
        self._chosen = frozenset()
        self.table.set_current(seat)
        self._update_info(self._public_view())
        if self.hint_button.isChecked():
            self.moves.set_plays(self.controller.legal_actions())
        self.hint_button.setEnabled(True)
        self._refresh_choice()
        self.table.setFocus()
        self.table.focus_hand_card()

    def _my_turn(self) -> bool:
        seat = self._human_seat
        return (
            seat is not None
            and self.game.current_player() == seat
            and self.controller.awaiting_human() == seat
            and not self.is_animating()
        )

    def _end_turn(self) -> None:
        """No input now: nothing selected, controls off."""
        self._human_seat = None
        self._plays = {}
        self._card = None
        self._chosen = frozenset()
        self.table.clear_marks()
        self.table.clear_focus()
        self._set_action_buttons([])
        self.trail_button.setEnabled(False)
        self.clear_button.setEnabled(False)
        self.hint_button.setEnabled(False)
        self.moves.set_plays([])

    def _on_bot_thinking(self, seat: int) -> None:
        self.table.set_thinking(seat, True)
        self.table.set_current(seat)
        self._set_status(lambda: self.tr("{name} is thinking…").format(name=self.name(seat)))

    def _clear_thinking(self) -> None:
        for seat in range(self.game.players):
            self.table.set_thinking(seat, False)

    def _on_refused(self, reason: str) -> None:
        self._set_status(lambda: reason, error=True)

    # -- choosing a play ------------------------------------------------------------------------
    def _card_plays(self) -> list[Play]:
        return self._plays.get(self._card, []) if self._card is not None else []

    def _on_hand_card(self, card: Card) -> None:
        if not self._my_turn():
            return
        if card == self._card:
            self._card = None
        else:
            self._card = card
        self._chosen = frozenset()
        self._refresh_choice()

    def _on_table_item(self, item: Item) -> None:
        if not self._my_turn():
            return
        if self._card is None:
            users = [c for c, plays in self._plays.items() if item in usable_items(plays)]
            if len(users) != 1:
                if users:
                    self._set_status(lambda: self.tr("First choose the card to play: {cards} can use {item}.").format(
                        cards=card_list(users), item=item_text(item)))
                else:
                    self._set_status(lambda: self.tr("None of your cards can take or build with {item}.").format(
                        item=item_text(item)), error=True)
                return
            # only one card can use it: that is the card meant
            self._card = users[0]
            self._chosen = frozenset()
        plays = self._card_plays()
        chosen = toggle(plays, self._chosen, item)
        if chosen == self._chosen and item not in chosen:
            reason = self._capture_reason(self._card, item)
            card = self._card
            self._set_status(lambda: self.tr("{card} cannot take or build with {item}: {reason}").format(
                card=str(card), item=item_text(item), reason=reason), error=True)
            return
        self._chosen = chosen
        choice = resolve(plays, chosen)
        if choice.complete:
            self._submit(choice.exact[0])
            return
        self._refresh_choice()

    def _on_drag(self, card: Card) -> None:
        """A hand card is being dragged: light up where it may go."""
        if self._my_turn() and card != self._card:
            self._card = card
            self._chosen = frozenset()
            self._refresh_choice()

    def _on_drop(self, card: Card, item: Item | None) -> None:
        if not self._my_turn():
            return
        if card != self._card:
            self._card = card
            self._chosen = frozenset()
        if item is None:
            if self._submit(Play(card, TRAIL)):
                self.table.accept_drop()
            return
        chosen, play = drop_choice(self._card_plays(), self._chosen, item)
        if play is not None:
            if self._submit(play):
                self.table.accept_drop()
            return
        if item not in chosen:
            reason = self._capture_reason(card, item)
            self._set_status(lambda: self.tr("{card} cannot take or build with {item}: {reason}").format(
                card=str(card), item=item_text(item), reason=reason), error=True)
            self._chosen = frozenset()
            self._refresh_choice(keep_status=True)
            return
        self._chosen = chosen
        self._refresh_choice()

    def _capture_reason(self, card: Card, item: Item) -> str:
        """Why ``card`` cannot take ``item``, in the engine's words."""
        position = self.game.position()
        if position is None:
            return ""
        try:
            position.check(Play(card, CAPTURE, frozenset({item}), lone_value(card)))
        except IllegalAction as exc:
            return illegal_text(exc, self.controller.names())
        return ""

    def _trail_reason(self, card: Card) -> str | None:
        position = self.game.position()
        if position is None:
            return None
        try:
            position.check(Play(card, TRAIL))
        except IllegalAction as exc:
            return illegal_text(exc, self.controller.names())
        return None

    def _clear_clicked(self) -> None:
        if not self._my_turn():
            return
        if self._chosen:
            self._chosen = frozenset()
        else:
            self._card = None
        self._refresh_choice()

    def _trail_clicked(self) -> None:
        if self._my_turn() and self._card is not None:
            # Refused trails reach the engine too, which says why (e.g. "You own a build").
            self._submit(Play(self._card, TRAIL))

    def choice(self) -> Choice | None:
        """What the current selection means (None when no card is chosen)."""
        if self._card is None:
            return None
        return resolve(self._card_plays(), self._chosen)

    def selected_card(self) -> Card | None:
        return self._card

    def chosen_items(self) -> frozenset[Item]:
        return self._chosen

    def _refresh_choice(self, keep_status: bool = False) -> None:
        seat = self._human_seat
        if seat is None:
            return
        playable = set(self._plays)
        self.table.mark_hand(self._card, playable, True)
        card = self._card
        self.clear_button.setEnabled(card is not None)
        self.trail_button.setEnabled(card is not None)
        self.trail_button.setText(
            self.tr("&Trail {card}").format(card=str(card)) if card is not None else self.tr("&Trail")
        )
        if card is None:
            # the table stays clickable: an item only one card can use chooses that card
            self.table.mark_table(set(), None, True)
            self._set_action_buttons([])
            if not keep_status:
                self._set_status(lambda: self._last_play_text(seat) + self._turn_text(seat) + " " + self.tr(
                    "Choose a card from your hand (click it, or use the arrow keys and Enter)."))
            return
        plays = self._card_plays()
        choice = resolve(plays, self._chosen)
        lit = set(choice.addable) if self._chosen else set(choice.usable)
        self.table.mark_table(set(self._chosen), lit, True)
        buttons: list[tuple[str, Play]] = [(action_label(p), p) for p in choice.exact]
        completion = choice.only_completion
        if completion is not None:
            buttons.append((play_text(completion, self.controller.names()), completion))
        self._set_action_buttons(buttons)
        if not keep_status:
            self._set_status(lambda: self._choice_text(card, choice), error=False)

    def _choice_text(self, card: Card, choice: Choice) -> str:
        trail_reason = self._trail_reason(card)
        can_trail = trail_reason is None
        if not choice.usable:
            if can_trail:
                return self.tr("{card} can neither take nor build: trail it (the Trail button, "
                               "or drop it on the cloth).").format(card=str(card))
            return self.tr("{card} has no legal play now: {reason}. Choose another card.").format(
                card=str(card), reason=trail_reason)
        if not choice.selected:
            text = self.tr("{card}: click the lit table cards to take or build with them.").format(card=str(card))
            if can_trail:
                return text + " " + self.tr("Or trail it.")
            return text + " " + self.tr("It cannot be trailed: {reason}.").format(reason=trail_reason)
        if choice.exact:
            kinds = {p.kind for p in choice.exact}
            if len(choice.exact) > 1 and kinds == {"build"}:
                values = ", ".join(str(p.value) for p in choice.exact)
                text = self.tr("Which value should the build have? {values}").format(values=values)
            elif len(choice.exact) > 1:
                text = self.tr("Take them, or build? Choose with the buttons.")
            else:
                text = self.tr("Press {button} to play it.").format(
                    button=action_label(choice.exact[0]).replace("&", ""))
            if choice.larger:
                text += " " + self.tr("Or add more: {items}").format(items=card_list(choice.addable))
            return text
        completion = choice.only_completion
        if completion is not None:
            missing = completion.taken - choice.selected
            return self.tr("Add {items} as well (the only play with these cards), or press the button.").format(
                items=items_text(missing))
        options = choice.smallest_additions()
        if len(options) == 1:
            return self.tr("Add {items} as well.").format(items=items_text(options[0]))
        return self.tr("Not a play yet: add one of {items}.").format(items=card_list(choice.addable))

    def _set_action_buttons(self, buttons: Sequence[tuple[str, Play]]) -> None:
        for button in self.action_buttons:
            self.action_row.removeWidget(button)
            button.deleteLater()
        self.action_buttons = []
        for label, play in buttons:
            button = QPushButton(label, self)
            button.setObjectName("playButton")
            primary_button(button)
            button.setProperty("play", play)
            button.clicked.connect(lambda _checked=False, p=play: self._submit(p))
            self.action_row.addWidget(button)
            self.action_buttons.append(button)

    def action_plays(self) -> list[Play]:
        """The plays the action buttons offer now."""
        return [b.property("play") for b in self.action_buttons]

    def _submit(self, play: Play) -> bool:
        seat = self._human_seat
        if seat is None or not self._my_turn():
            return False
        if self.controller.submit(play):
            self._end_turn()
            return True
        # Refused: the status line says why (actionRefused); the turn goes on.
        if self.game.current_player() == seat:
            self._refresh_choice(keep_status=True)
        return False

    # -- "show my moves" -----------------------------------------------------------------------------
    def _toggle_hints(self, on: bool) -> None:
        self.moves_view.setVisible(on)
        self.moves_title.setVisible(on)
        self.moves.set_plays(self.controller.legal_actions() if on and self._human_seat is not None else [])

    def _on_move_clicked(self, index: QModelIndex) -> None:
        play = self.moves.play_at(index.row())
        if play is None or not self._my_turn():
            return
        self._card = play.card
        self._chosen = play.taken
        self._refresh_choice()

    def _on_move_double_clicked(self, index: QModelIndex) -> None:
        play = self.moves.play_at(index.row())
        if play is not None:
            self._submit(play)

    # -- keys -------------------------------------------------------------------------------------
    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._human_seat is not None and not event.isAutoRepeat():
            hand = [c for c in self.table.hand_cards(self.table.bottom_seat()) if c is not None]
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and key - Qt.Key.Key_1 < len(hand):
                self._on_hand_card(hand[key - Qt.Key.Key_1])
                return
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and len(self.action_buttons) == 1:
                self.action_buttons[0].click()
                return
            if key == Qt.Key.Key_T:
                self._trail_clicked()
                return
            if key == Qt.Key.Key_H:
                self.hint_button.toggle()
                return
            if key == Qt.Key.Key_Backspace:
                self._clear_clicked()
                return
        super().keyPressEvent(event)

    # -- the end -----------------------------------------------------------------------------------
    def _on_game_over(self, winners: list[int]) -> None:
        self._end_turn()
        if not winners:
            return
        self._set_status(lambda: self._winner_text(winners))
        view = self._public_view()
        rows = "".join(
            f"<tr><td>{html.escape(name)}</td><td align='right'><b>{view.scores[side]}</b></td></tr>"
            for side, name in enumerate(self._side_names)
        )
        deals = self.tr("%n deal(s) played", "", view.deal_number)
        self.show_result(self._winner_text(winners),
                         f"<p>{deals}</p><table align='center' cellspacing='8'>{rows}</table>")

    def _winner_text(self, winners: Sequence[int]) -> str:
        humans = self.controller.humans()
        if not self.controller.is_hot_seat() and any(w in humans for w in winners):
            if len(winners) > 1:
                partner = next(w for w in winners if w not in humans)
                return self.tr("You and {partner} win!").format(partner=self.name(partner))
            return self.tr("You win!")
        if len(winners) > 1:
            return self.tr("{first} and {second} win!").format(
                first=self.name(winners[0]), second=self.name(winners[1]))
        return self.tr("{name} wins!").format(name=self.name(winners[0]))

    # -- after the steps -------------------------------------------------------------------------
    def _reconcile(self) -> None:
        """The table exactly as the engine has it (after the animations it always is)."""
        if self._deferred is not None or self._sheet_holding:
            return
        view = self._public_view()
        self.table.show_state(view, self._faces())
        self._update_info(view)

    @override
    def on_steps_done(self) -> None:
        self._reconcile()
        current = self.game.current_player()
        if self._deferred is None and not self._sheet_holding:
            self.table.set_current(current)
        if current is None or self.game.is_over():
            return
        if not self.controller.seats[current].is_human:
            return
        self._set_status(lambda: self.tr("Waiting for {name}…").format(name=self.name(current)))

    def _last_play_text(self, seat: int) -> str:
        """What the player before did ("Pip trails 7♦. "), so the turn starts
        with the move that made the table what it is."""
        event = self._last_play
        if event is None or event.seat == seat:
            return ""
        return self.texts.describe(event) + " — "

    def _turn_text(self, seat: int) -> str:
        if self.controller.is_hot_seat():
            return self.tr("{name}, your turn.").format(name=self.name(seat))
        return self.tr("Your turn.")

    # -- settings and texts ----------------------------------------------------------------------
    def _on_casino_setting(self, key: str) -> None:
        if key == FOUR_COLOUR_DECK:
            self.table.set_four_colour(self.settings.four_colour_deck)

    def _history_text(self, entry: HistoryEntry) -> str:
        payload = entry.payload
        if entry.kind == "round" and isinstance(payload, tuple):
            return self.tr("Deal {number}").format(number=payload[1])
        if isinstance(payload, Event):
            if payload.kind == "deal_end":
                return self._deal_end_text(payload)
            return self.texts.describe(payload)
        return ""

    def _deal_end_text(self, event: Event) -> str:
        result = event.data.get("result")
        totals: Sequence[int] = getattr(result, "totals", ())
        scores = ", ".join(f"{name} {total}" for name, total in zip(self._side_names, totals, strict=False))
        return self.tr("Deal {deal} is over: {scores}").format(deal=event.data.get("deal", ""), scores=scores)

    @override
    def retranslate(self) -> None:
        self.table.set_table_title(self.tr("Royal Casino"))
        self.history_title.setText(self.tr("Moves"))
        self.moves_title.setText(self.tr("Your legal moves"))
        self.hint_button.setText(self.tr("Show my &moves"))
        self.hint_button.setToolTip(self.tr("List every legal move in words (H)"))
        self.clear_button.setText(self.tr("C&lear"))
        self.clear_button.setToolTip(self.tr("Drop the chosen table cards, then the chosen hand card (Backspace)"))
        self.trail_button.setToolTip(self.tr("Lay the chosen card on the table (T, or drop it on the cloth)"))
        self.last_deal_button.setText(self.tr("Show the last deal's count"))
        if self._card is None:
            self.trail_button.setText(self.tr("&Trail"))
        self.history.refresh_texts()
        self.moves.refresh_texts()
        self.scores.retranslate()
        if self.sheet.isVisible():
            self.sheet.show_sheet(*self._sheet_texts())
        # plates, score tags and piles paint their words as they draw
        self.table.table_scene().update()
        self._update_info(self._public_view())
        self._retranslate_status()
        if self._human_seat is not None:
            self._refresh_choice()

    def selection_state(self) -> dict[str, Any]:
        """The chooser's state, for tests and debugging."""
        return {"card": self._card, "chosen": self._chosen, "buttons": self.action_plays()}
