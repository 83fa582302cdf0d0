"""Perudo replays on the dice table, every cup lifted: every seat's dice face up in front
of its cup, the standing bid in the middle of the table; a step that calls Dudo or Calza
lifts the cups, counts the dice as the room does and says the verdict, then shows the next
round's roll.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tablegames_qt.engine.core import Event, first_of
from tablegames_qt.engine.perudo import PerudoView, die_counts
from tablegames_qt.engine.perudo import events as ev
from tablegames_qt.ui.dice.replay_scene import SHOUT_MS, VERDICT_MS, DiceReplayScene
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.perudo.texts import PerudoTexts, history_entry
from tablegames_qt.ui.replay_steps import Step
from tablegames_qt.ui.step_queue import StepQueue
from tablegames_qt.ui.texts import fill_in


class PerudoReplayScene(DiceReplayScene):
    def __init__(self, names: Sequence[str], you: int | None = None, parent: QWidget | None = None,
                 colours: Sequence[str] = ()) -> None:
        super().__init__(names, you, parent, colours)
        self.texts = PerudoTexts(lambda: self.names, you, self)

    def setup(self, first: Step) -> None:
        self._seats()

    def _seats(self) -> None:
        self.table.set_seats(self.names, colours=self.colours)
        self.table.set_bottom_seat(self.you or 0)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.set_table_title(QCoreApplication.translate("PerudoScreen", "Perudo"))

    def show_state(self, step: Step) -> None:
        view: PerudoView = step.views[0]
        counts = view.dice_counts
        self._place_seats({seat for seat, count in enumerate(counts) if count == 0})
        for seat, count in enumerate(counts):
            if count:
                self.table.set_dice(seat, list(step.views[seat].own_dice), count)
        self.table.set_current(step.to_play)
        self._banner(*self._message(step, view))

    def _message(self, step: Step, view: PerudoView) -> tuple[str, str]:
        over = first_of(step.events, ev.GAME_OVER)
        if over is not None:
            return self.describe(over[0]), self._verdict(step)
        if first_of(step.events, *ev.CHALLENGES) is not None:
            return self._verdict_title(step), self._verdict(step)
        if view.bids:
            seat, bid = view.bids[-1]
            return self.texts.bid_words(bid.quantity, bid.face), self.texts.bid_by(seat)
        maputo = first_of(step.events, ev.MAPUTO_DECLARED)
        if maputo is not None:
            return QCoreApplication.translate("PerudoScreen", "Maputo!"), self.describe(maputo[0])
        start = first_of(step.events, ev.ROUND_START)
        return (self.describe(start[0]), "") if start is not None else ("", "")

    def _verdict_title(self, step: Step) -> str:
        call = first_of(step.events, *ev.CHALLENGES)
        if call is None:
            return ""
        event, data = call
        return self.texts.verdict_title(event.kind, data["count"], data["quantity"])

    def _verdict(self, step: Step) -> str:
        call = first_of(step.events, *ev.CHALLENGES)
        if call is None:
            return ""
        outcome = first_of(step.events, ev.DIE_LOST, ev.DIE_GAINED, ev.DIE_KEPT)
        return self.texts.verdict(call[1]["count"], outcome[0] if outcome is not None else None)

    def animate(self, step: Step, before: Step, queue: StepQueue) -> None:
        call = first_of(step.events, *ev.CHALLENGES)
        if call is None:
            return
        event, data = call
        quantity, face, maputo = data["quantity"], data["face"], data["maputo"]
        shout = (QCoreApplication.translate("PerudoScreen", "Dudo!") if event.kind == ev.DUDO.name
                 else QCoreApplication.translate("PerudoScreen", "Calza!"))  # fmt: skip
        said = self.texts.challenge(event.kind, data["seat"], data["bidder"], quantity, face)
        hands = {seat: list(hand) for seat, hand in enumerate(data["dice"]) if hand}

        counts = partial(die_counts, face=face, maputo=maputo)  # the engine's rule, not ours

        queue.add(lambda: self.table.show_message(shout, said))
        queue.wait(SHOUT_MS)
        queue.call(self.table.hide_message)
        queue.add(lambda: self.table.reveal(hands, counts, target=quantity))
        queue.add(lambda: self.table.show_message(self._verdict_title(step), self._verdict(step)))
        queue.wait(VERDICT_MS)

    def describe(self, event: Event) -> str:
        return self.texts.describe(event)

    def history_entry(self, event: Event) -> HistoryEntry | None:
        return history_entry(event)

    def summary(self, step: Step) -> str:
        view: PerudoView = step.views[0]
        line = fill_in(self.tr("Round {number} · %n dice on the table", "", view.total_dice),
                       number=view.round_number)  # fmt: skip
        if view.maputo:
            line += " · " + self.tr("Maputo round")
        return line
