"""The Casino screen's answer to the engine's events: each one becomes a step
on the table (the deal, a capture flying to its pile, a build stacking up, a
trail, the sweep, the residue going to the last capturer) and a line in the
history, played one after another while the controller waits.

``CasinoEventSteps`` is a part of ``CasinoScreen`` (a mixin of it): an event of
kind ``k`` is shown by its ``_event_k`` method, if it has one.  At a deal's end
the rest waits for the count to be read (``deal_count``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QAbstractAnimation

from tablegames_qt.engine.casino import Card, CasinoGame
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.engine.core import Event
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.casino.score_model import CasinoScoreModel
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel
from tablegames_qt.ui.session import SessionController

#: the events of a play (the status line names the last one)
PLAY_KINDS = frozenset({"capture", "build", "raise", "trail"})


class CasinoEventSteps:
    """The table steps of a ``CasinoScreen`` (a mixin of it)."""

    # the screen's parts the steps work with (set up by CasinoScreen)
    game: CasinoGame
    controller: SessionController
    table: CasinoTableView
    history: HistoryModel
    scores: CasinoScoreModel
    _last_play: Event | None
    _deferred: list[Event] | None
    sound: Callable[[Event], None]
    texts: CasinoTexts

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
            # screen readers hear each event, and the table sounds, as its step begins
            self.play_call(partial(self._announce_event, event))
            self.play_call(partial(self.sound, event))
            handler = getattr(self, f"_event_{event.kind}", None)
            if handler is not None:
                handler(event, events[index + 1 :])
            if event.kind == "deal_end":
                # The rest (the next deal) is shown once the count has been read.
                self._deferred = events[index + 1 :]
                return

    def _announce_event(self, event: Event) -> None:
        if event.kind == "deal_end":
            text = self._deal_end_text(event)
        else:
            text = self.texts.describe(event)
        announce(self.table, text)

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
