"""Royal Casino replays on the card table, every hand face up.

The table shows each step as the engine's views have it (every hand face up,
the table's cards and builds, the piles, the deck and the scores); going forward
by one step, a capture flies to its pile, a build stacks up or a card is
trailed first, as in the room.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tablegames_qt.engine.casino import CasinoView, count_deal
from tablegames_qt.engine.casino import events as ev
from tablegames_qt.engine.core import Event
from tablegames_qt.ui.casino.event_steps import event_sentence, history_entry, history_text
from tablegames_qt.ui.casino.side_colours import seat_colours
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.replay_scene import ReplayScene
from tablegames_qt.ui.replay_steps import Step
from tablegames_qt.ui.step_queue import StepQueue
from tablegames_qt.ui.texts import fill_in


class CasinoReplayScene(ReplayScene):
    def __init__(self, names: Sequence[str], you: int | None = None, parent: QWidget | None = None,
                 colours: Sequence[str] = ()) -> None:
        super().__init__(names, you, parent, colours)
        self.table = CasinoTableView(parent)
        self.table.setObjectName("replayTable")
        self.texts = CasinoTexts(lambda: self.names, you, self)
        self._side_names: list[str] = []

    def setup(self, first: Step) -> None:
        view: CasinoView = first.views[0]
        self._side_names = [
            " & ".join(self.name(s) for s in range(view.players) if view.side_of[s] == side)
            for side in range(view.sides)
        ]
        self.table.set_players(self.names, view.side_of, seat_colours(view.side_of, self.colours),
                               self._side_names)
        self.table.set_bottom_seat(self.you or 0)
        self.table.set_you(self.you)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.set_table_title(QCoreApplication.translate("CasinoScreen", "Royal Casino"))
        self.table.words_changed()

    def show_state(self, step: Step) -> None:
        view: CasinoView = step.views[0]
        self.table.show_state(view, [step.views[seat].hand for seat in range(view.players)])
        conditions: Sequence[str | None] = [None] * view.sides
        if not view.no_target and max(view.scores) < view.rules.target and not view.over:
            conditions = count_deal([[] for _ in range(view.sides)], [0] * view.sides,
                                    view.scores, view.rules).conditions  # fmt: skip
        self.table.set_scores(view.scores, conditions, view.no_target)
        self.table.set_current(step.to_play)
        self.table.finish_animations()

    def shown(self, seat: int) -> list[Any]:
        return [item.card() for item in self.table.hand_items(seat) if item.face_up()]

    def animate(self, step: Step, before: Step, queue: StepQueue) -> None:
        events = step.events
        for index, event in enumerate(events):
            if (captured := ev.CAPTURE.of(event)) is not None:
                sweep = index + 1 < len(events) and events[index + 1].kind == ev.SWEEP.name
                queue.add(partial(self.table.capture, captured["seat"], captured["side"],
                                  captured["card"], captured["items"], sweep))
            elif (built := ev.BUILD.of(event)) is not None:
                queue.add(partial(self.table.build, built["seat"], built["card"], built["items"],
                                  built["build"]))
            elif (raised := ev.RAISE.of(event)) is not None:
                queue.add(partial(self.table.build, raised["seat"], raised["card"], (raised["old"],),
                                  raised["build"]))
            elif (trailed := ev.TRAIL.of(event)) is not None:
                queue.add(partial(self.table.trail, trailed["seat"], trailed["card"]))

    def describe(self, event: Event) -> str:
        return event_sentence(event, self.texts, self._side_names)

    def history_entry(self, event: Event) -> HistoryEntry | None:
        return history_entry(event)

    def history_text(self, entry: HistoryEntry) -> str:
        return history_text(entry, self.describe)

    def summary(self, step: Step) -> str:
        view: CasinoView = step.views[0]
        deal = fill_in(QCoreApplication.translate("CasinoScreen", "Deal {deal} · hand {hand} of {hands}"),
                       deal=view.deal_number, hand=view.hand_out, hands=view.hand_outs)  # fmt: skip
        scores = ", ".join(f"{name} {score}" for name, score
                           in zip(self._side_names, view.scores, strict=False))  # fmt: skip
        return deal + " · " + fill_in(self.tr("scores: {scores}"), scores=scores)
