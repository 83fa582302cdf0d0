"""Macháček replays on the dice table: the one cup stands where the room puts it, its two
dice shown beside it whoever holds it; a doubt opens the cup and says who caught whom.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tablegames_qt.engine.core import Event, first_of
from tablegames_qt.engine.machacek import MachacekView, dice_of
from tablegames_qt.engine.machacek import events as ev
from tablegames_qt.ui.dice.replay_scene import SHOUT_MS, VERDICT_MS, DiceReplayScene
from tablegames_qt.ui.machacek.texts import MachacekTexts, history_entry
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.replay_steps import Step
from tablegames_qt.ui.step_queue import StepQueue
from tablegames_qt.ui.texts import fill_in


class MachacekReplayScene(DiceReplayScene):
    def __init__(self, names: Sequence[str], you: int | None = None, parent: QWidget | None = None,
                 colours: Sequence[str] = ()) -> None:
        super().__init__(names, you, parent, colours)
        self.texts = MachacekTexts(lambda: self.names, you, self)

    def setup(self, first: Step) -> None:
        self._seats()

    def _seats(self) -> None:
        self.table.set_seats(self.names, single_cup=True, colours=self.colours)
        self.table.set_bottom_seat(self.you or 0)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.set_table_title(QCoreApplication.translate("MachacekScreen", "Macháček"))

    @staticmethod
    def cup_dice(step: Step) -> list[int] | None:
        """The two dice under the cup at this step (None: nobody has rolled)."""
        holder = step.views[0].cup_holder
        roll = step.views[holder].own_roll if holder is not None else None
        return list(dice_of(roll)) if roll is not None else None

    def show_state(self, step: Step) -> None:
        view: MachacekView = step.views[0]
        self._place_seats({seat for seat, alive in enumerate(view.alive) if not alive})
        for seat in range(view.players):
            if view.rules.lives:
                self.table.set_status(seat, "♥" * view.lives[seat] if view.alive[seat]
                                      else QCoreApplication.translate("MachacekScreen", "out"))  # fmt: skip
        where = view.current_player if view.current_player is not None else view.cup_holder
        self.table.set_cup_seat(where if where is not None else 0)
        self.table.show_cup_dice(self.cup_dice(step))
        self.table.set_current(step.to_play)
        self._banner(*self._message(step, view))

    def _message(self, step: Step, view: MachacekView) -> tuple[str, str]:
        over = first_of(step.events, ev.MATCH_OVER)
        if over is not None:
            return self.texts.match_headline(list(over[1]["winners"])), ""
        reveal = first_of(step.events, ev.REVEAL)
        if reveal is not None:
            return self._verdict(reveal[1])
        if view.announcements:
            seat, value = view.announcements[-1]
            return value_label(value), self.texts.passing(seat, view.current_player)
        start = first_of(step.events, ev.GAME_START)
        return (self.describe(start[0]), "") if start is not None else ("", "")

    def _verdict(self, data: ev.CupData) -> tuple[str, str]:
        bluff = data["bluff"]
        title = (QCoreApplication.translate("MachacekScreen", "A bluff!") if bluff
                 else QCoreApplication.translate("MachacekScreen", "The truth!"))  # fmt: skip
        said = self.texts.lift_result(bluff, data["challenger"], data["announcer"], data["rolled"],
                                      data["value"])  # fmt: skip
        return title, said

    def animate(self, step: Step, before: Step, queue: StepQueue) -> None:
        doubt, reveal = first_of(step.events, ev.DOUBT), first_of(step.events, ev.REVEAL)
        if doubt is None or reveal is None:
            return
        data, verdict = doubt[1], reveal[1]
        dice = list(data["dice"])
        subtitle = self.texts.lifts(data["challenger"], data["announcer"])
        queue.add(lambda: self.table.show_message(
            QCoreApplication.translate("MachacekScreen", "I don't believe it!"), subtitle))
        queue.wait(SHOUT_MS)
        queue.call(self.table.hide_message)
        queue.call(lambda: self.table.show_cup_dice(None))
        queue.add(lambda: self.table.open_cup(dice))
        queue.add(lambda: self.table.show_message(*self._verdict(verdict)))
        queue.wait(VERDICT_MS)

    def describe(self, event: Event) -> str:
        return self.texts.describe(event)

    def history_entry(self, event: Event) -> HistoryEntry | None:
        return history_entry(event)

    def history_text(self, entry: HistoryEntry) -> str:
        return self.texts.history_line(entry)

    def summary(self, step: Step) -> str:
        view: MachacekView = step.views[0]
        number = view.games_played + (view.phase != "over")
        if view.games_total:
            line = fill_in(self.tr("Game {number} of {total}"), number=number, total=view.games_total)
        else:
            line = fill_in(self.tr("Game {number}"), number=number)
        wins = ", ".join(f"{self.name(seat)} {view.wins[seat]}" for seat in range(view.players))
        return line + " · " + fill_in(self.tr("games won: {wins}"), wins=wins)
