"""The Casino screen's answer to the engine's events: each one becomes a step
on the table (the deal, a capture flying to its pile, a build stacking up, a
trail, the sweep, the residue going to the last capturer) and a line in the
history, played one after another while the controller waits.

``CasinoEventSteps`` is a part of ``CasinoScreen``, which it reaches through
``StepsHost`` (the screen's attributes it uses): an event of kind ``k`` is shown by
its handler in the kind -> handler table, if it has one.  At a deal's end
the rest waits for the count to be read (``deal_count``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

from PySide6.QtCore import QAbstractAnimation
from PySide6.QtWidgets import QPushButton

from tablegames_qt.engine.casino import Card, CasinoView
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.engine.core import Event
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.casino.score_model import CasinoScoreModel
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.game_screen import EventHandler
from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.step_queue import Step

#: the events of a play (the status line names the last one)
PLAY_KINDS = frozenset({"capture", "build", "raise", "trail"})


def history_entry(event: Event) -> HistoryEntry:
    """An event's line in the history (a deal opens a round of its own)."""
    if event.kind == "deal":
        return HistoryEntry("round", event.seat, payload=("deal", event.data.get("deal", 0)))
    return HistoryEntry(event.kind, event.seat, payload=event)


class StepsHost(Protocol):
    """What of the screen the table steps use: the table and its texts, the history and
    the scores, the screen's step queue, and what the screen does at a deal's end."""

    controller: SessionController
    table: CasinoTableView
    history: HistoryModel
    scores: CasinoScoreModel
    texts: CasinoTexts
    last_deal_button: QPushButton
    _side_names: list[str]
    #: the last play's event, for the next turn's status line; the steps set it
    _last_play: Event | None

    def play(self, step: Step) -> None: ...
    def play_call(self, fn: Callable[[], object]) -> None: ...
    def sound(self, event: Event) -> None: ...
    def refresh_private(self) -> None: ...
    def _clear_thinking(self) -> None: ...
    def _end_turn(self) -> None: ...
    def _public_view(self) -> CasinoView: ...
    def _faces(self) -> list[tuple[Card, ...] | None]: ...
    def _update_notes(self) -> None: ...
    def _show_scores(self, view: CasinoView) -> None: ...
    def _deal_end_text(self, event: Event) -> str: ...
    def _winner_text(self, winners: Sequence[int]) -> str: ...
    def _set_status(self, text: Callable[[], str], error: bool = False) -> None: ...
    def _open_sheet(self, final: bool, review: bool) -> None: ...
    def _hold_until_counted(self, events: list[Event]) -> None: ...


class CasinoEventSteps:
    """The table steps of a ``CasinoScreen``: an event is shown by the handler of its kind
    (``_handlers``), if there is one."""

    def __init__(self, host: StepsHost) -> None:
        self._host = host
        #: an event kind -> its steps on the table (kinds not here: told, not shown)
        self._handlers: dict[str, EventHandler] = {
            "deal": self._event_deal,
            "hand_out": self._event_hand_out,
            "capture": self._event_capture,
            "build": self._event_build,
            "raise": self._event_raise,
            "trail": self._event_trail,
            "residue": self._event_residue,
            "deal_end": self._event_deal_end,
            "game_over": self._event_game_over,
        }

    # -- events -------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        self._host._end_turn()
        self._host.play_call(self._host._clear_thinking)
        if self._host.controller.is_hot_seat():
            # The player who just acted may no longer look at their hand.
            self._host.play_call(self._host.refresh_private)
        self.queue_events(list(events))

    def queue_events(self, events: list[Event]) -> None:
        for index, event in enumerate(events):
            self._host.history.append(history_entry(event))
            if event.kind in PLAY_KINDS:
                self._host._last_play = event
            # screen readers hear each event, and the table sounds, as its step begins
            self._host.play_call(partial(self._announce_event, event))
            self._host.play_call(partial(self._host.sound, event))
            handler = self._handlers.get(event.kind)
            if handler is not None:
                handler(event, events[index + 1 :])
            if event.kind == "deal_end":
                # The rest (the next deal) is shown once the count has been read.
                self._host._hold_until_counted(events[index + 1 :])
                return

    def _announce_event(self, event: Event) -> None:
        if event.kind == "deal_end":
            text = self._host._deal_end_text(event)
        else:
            text = self._host.texts.describe(event)
        announce(self._host.table, text)

    def _event_deal(self, event: Event, later: Sequence[Event]) -> None:
        self._host._last_play = None
        data = event.data
        dealer, first = int(data["dealer"]), int(data["starter"])
        table: tuple[Card, ...] = tuple(data["table"])
        sizes: tuple[int, ...] = tuple(data["hand_sizes"])
        deck_left = int(data["deck_left"])

        def deal() -> QAbstractAnimation:
            self._host._show_scores(self._host._public_view())
            self._host._update_notes()
            return self._host.table.deal(dealer, first, self._host._faces(), sizes, table, deck_left)

        self._host.play(deal)

    def _event_hand_out(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        first = int(data["starter"])
        sizes: tuple[int, ...] = tuple(data["hand_sizes"])
        deck_left = int(data["deck_left"])
        self._host.play(lambda: self._host.table.hand_out(first, self._host._faces(), sizes, deck_left))

    def _event_capture(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat, side = int(data["seat"]), int(data["side"])
        card: Card = data["card"]
        items: tuple[Item, ...] = tuple(data["items"])
        sweep = bool(later) and later[0].kind == "sweep"
        self._host.play(lambda: self._host.table.capture(seat, side, card, items, sweep))

    def _event_build(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat = int(data["seat"])
        items: tuple[Item, ...] = tuple(data["items"])
        self._host.play(lambda: self._host.table.build(seat, data["card"], items, data["build"]))

    def _event_raise(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat = int(data["seat"])
        self._host.play(lambda: self._host.table.build(seat, data["card"], (data["old"],), data["build"]))

    def _event_trail(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        seat = int(data["seat"])
        self._host.play(lambda: self._host.table.trail(seat, data["card"]))

    def _event_residue(self, event: Event, later: Sequence[Event]) -> None:
        side = int(event.data["side"])
        self._host.play(lambda: self._host.table.residue(side, self._host.table.table_engine_items()))

    def _event_deal_end(self, event: Event, later: Sequence[Event]) -> None:
        data = event.data
        result = data["result"]
        before: tuple[int, ...] = tuple(data["scores_before"])
        deal = int(data["deal"])
        final = any(e.kind == "game_over" for e in later)

        def show() -> None:
            self._host.scores.set_deal(result, before, self._host._side_names, deal)
            self._host.table.set_scores(result.totals, [None] * len(result.totals), result.no_target)
            self._host.last_deal_button.setEnabled(True)
            self._host._open_sheet(final, review=False)

        self._host.play_call(show)

    def _event_game_over(self, event: Event, later: Sequence[Event]) -> None:
        winners: tuple[int, ...] = tuple(event.data.get("winners", ()))
        self._host.play_call(lambda: self._host.table.set_current(None))
        if winners:
            self._host.play_call(lambda: self._host._set_status(lambda: self._host._winner_text(list(winners))))
