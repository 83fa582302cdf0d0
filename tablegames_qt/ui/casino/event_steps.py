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

from PySide6.QtCore import QAbstractAnimation, QCoreApplication
from PySide6.QtWidgets import QPushButton

from tablegames_qt.engine.casino import Card, CasinoView
from tablegames_qt.engine.casino import events as ev
from tablegames_qt.engine.casino.events import PLAY_KINDS
from tablegames_qt.engine.core import Event
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.casino.score_model import CasinoScoreModel
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.game_screen import EventHandler
from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.step_queue import Step
from tablegames_qt.ui.texts import fill_in


def history_entry(event: Event) -> HistoryEntry:
    """An event's line in the history (a deal opens a round of its own)."""
    dealt = ev.DEAL.of(event)
    if dealt is not None:
        return HistoryEntry("round", event.seat, payload=("deal", dealt["deal"]))
    return HistoryEntry(event.kind, event.seat, payload=event)


def event_sentence(event: Event, texts: CasinoTexts, side_names: Sequence[str]) -> str:
    """An event's sentence for the person (a deal's end with the sides' scores after it),
    the same at the table and in the replay."""
    counted = ev.DEAL_END.of(event)
    if counted is None:
        return texts.describe(event)
    scores = ", ".join(f"{name} {total}" for name, total
                       in zip(side_names, counted["result"].totals, strict=False))
    return fill_in(QCoreApplication.translate("CasinoScreen", "Deal {deal} is over: {scores}"),
                   deal=counted["deal"], scores=scores)


def history_text(entry: HistoryEntry, sentence: Callable[[Event], str]) -> str:
    """A line of the history: a deal's heading (``history_entry``) or an event's sentence."""
    payload = entry.payload
    if entry.kind == "round" and isinstance(payload, tuple):
        return fill_in(QCoreApplication.translate("CasinoScreen", "Deal {number}"), number=payload[1])
    return sentence(payload) if isinstance(payload, Event) else ""


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
        self._handlers: dict[str, EventHandler] = dict([
            ev.DEAL.on(self._event_deal), ev.HAND_OUT.on(self._event_hand_out),
            ev.CAPTURE.on(self._event_capture), ev.BUILD.on(self._event_build),
            ev.RAISE.on(self._event_raise), ev.TRAIL.on(self._event_trail),
            ev.RESIDUE.on(self._event_residue), ev.DEAL_END.on(self._event_deal_end),
            ev.GAME_OVER.on(self._event_game_over),
        ])  # fmt: skip

    # -- the history and the sentences ---------------------------------------------------------
    def restore(self, events: list[Event]) -> None:
        """A resumed game's history, last play and last deal's count, from its events."""
        host = self._host
        for event in events:
            host.history.append(history_entry(event))
            if event.kind in PLAY_KINDS:
                host._last_play = event
            elif event.kind == ev.DEAL.name:
                host._last_play = None
            elif (counted := ev.DEAL_END.of(event)) is not None:
                host.scores.set_deal(counted["result"], counted["scores_before"],
                                     host._side_names, counted["deal"])
                host.last_deal_button.setEnabled(True)
        host._show_scores(host._public_view())

    def history_text(self, entry: HistoryEntry) -> str:
        """A line of the history: a deal's heading or an event's sentence."""
        return history_text(entry, self.sentence)

    def sentence(self, event: Event) -> str:
        """An event's sentence (a deal's end with the scores after it)."""
        return event_sentence(event, self._host.texts, self._host._side_names)

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
            if event.kind == ev.DEAL_END.name:
                # The rest (the next deal) is shown once the count has been read.
                self._host._hold_until_counted(events[index + 1 :])
                return

    def _announce_event(self, event: Event) -> None:
        announce(self._host.table, self.sentence(event))

    def _event_deal(self, event: Event, data: ev.DealData, later: Sequence[Event]) -> None:
        self._host._last_play = None
        dealer, first, table = data["dealer"], data["starter"], data["table"]
        sizes, deck_left = data["hand_sizes"], data["deck_left"]

        def deal() -> QAbstractAnimation:
            self._host._show_scores(self._host._public_view())
            self._host._update_notes()
            return self._host.table.deal(dealer, first, self._host._faces(), sizes, table, deck_left)

        self._host.play(deal)

    def _event_hand_out(self, event: Event, data: ev.HandOutData, later: Sequence[Event]) -> None:
        first, sizes, deck_left = data["starter"], data["hand_sizes"], data["deck_left"]
        self._host.play(lambda: self._host.table.hand_out(first, self._host._faces(), sizes, deck_left))

    def _event_capture(self, event: Event, data: ev.CaptureData, later: Sequence[Event]) -> None:
        seat, side, card, items = data["seat"], data["side"], data["card"], data["items"]
        sweep = bool(later) and later[0].kind == ev.SWEEP.name
        self._host.play(lambda: self._host.table.capture(seat, side, card, items, sweep))

    def _event_build(self, event: Event, data: ev.BuildData, later: Sequence[Event]) -> None:
        seat, card, items, build = data["seat"], data["card"], data["items"], data["build"]
        self._host.play(lambda: self._host.table.build(seat, card, items, build))

    def _event_raise(self, event: Event, data: ev.RaiseData, later: Sequence[Event]) -> None:
        seat, card, old, build = data["seat"], data["card"], data["old"], data["build"]
        self._host.play(lambda: self._host.table.build(seat, card, (old,), build))

    def _event_trail(self, event: Event, data: ev.TrailData, later: Sequence[Event]) -> None:
        seat, card = data["seat"], data["card"]
        self._host.play(lambda: self._host.table.trail(seat, card))

    def _event_residue(self, event: Event, data: ev.ResidueData, later: Sequence[Event]) -> None:
        side = data["side"]
        self._host.play(lambda: self._host.table.residue(side, self._host.table.table_engine_items()))

    def _event_deal_end(self, event: Event, data: ev.DealEndData, later: Sequence[Event]) -> None:
        result, before, deal = data["result"], data["scores_before"], data["deal"]
        final = any(e.kind == ev.GAME_OVER.name for e in later)

        def show() -> None:
            self._host.scores.set_deal(result, before, self._host._side_names, deal)
            self._host.table.set_scores(result.totals, [None] * len(result.totals), result.no_target)
            self._host.last_deal_button.setEnabled(True)
            self._host._open_sheet(final, review=False)

        self._host.play_call(show)

    def _event_game_over(self, event: Event, data: ev.GameOverData, later: Sequence[Event]) -> None:
        winners = data["winners"]
        self._host.play_call(lambda: self._host.table.set_current(None))
        if winners:
            self._host.play_call(lambda: self._host._set_status(lambda: self._host._winner_text(list(winners))))
