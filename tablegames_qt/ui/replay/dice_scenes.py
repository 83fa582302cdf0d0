"""Perudo and Macháček replays on the dice table, every cup lifted.

Perudo: every seat's dice face up in front of its cup, the standing bid in the
middle of the table; a step that calls Dudo or Calza lifts the cups, counts the
dice as the room does and says the verdict, then shows the next round's roll.
Macháček: the one cup stands where the room puts it, its two dice shown beside
it whoever holds it; a doubt opens the cup and says who caught whom.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tablegames_qt.engine.core import Event
from tablegames_qt.engine.machacek import MachacekView, dice_of
from tablegames_qt.engine.perudo import PerudoView, die_counts
from tablegames_qt.ui.dice import DiceTableView
from tablegames_qt.ui.machacek.texts import MachacekTexts
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.perudo.texts import PerudoTexts
from tablegames_qt.ui.replay.scene_base import ReplayScene
from tablegames_qt.ui.replay.steps import Step
from tablegames_qt.ui.step_queue import StepQueue
from tablegames_qt.ui.texts import fill_in

#: the rooms' pauses at normal speed (ms), scaled by the animation speed
SHOUT_MS = 900
VERDICT_MS = 1800


def _event(step: Step, *kinds: str) -> Event | None:
    return next((event for event in step.events if event.kind in kinds), None)


class DiceReplayScene(ReplayScene):
    """What both dice games share: the table, seats that leave and come back."""

    def __init__(self, names: Sequence[str], you: int | None = None, parent: QWidget | None = None,
                 colours: Sequence[str] = ()) -> None:
        super().__init__(names, you, parent, colours)
        self.table = DiceTableView(parent)
        self.table.setObjectName("replayTable")
        self._out: set[int] = set()

    def _seats(self) -> None:
        raise NotImplementedError

    def _place_seats(self, out: set[int]) -> None:
        """Seats out of the game greyed; going back past an elimination seats them again."""
        if not out >= self._out:
            self._seats()
            self._out = set()
        for seat in sorted(out - self._out):
            self.table.eliminate(seat)
            self._out.add(seat)

    def _banner(self, title: str, subtitle: str) -> None:
        """The step's banner (none without a title), shown at once."""
        if title:
            self.table.show_message(title, subtitle)
        else:
            self.table.hide_message()
        self.table.finish_animations()

    def shown(self, seat: int) -> list[Any]:
        return list(self.table.visible_faces(seat))


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
        over = _event(step, "game_over")
        if over is not None:
            return self.describe(over), self._verdict(step)
        if _event(step, "dudo", "calza") is not None:
            return self._verdict_title(step), self._verdict(step)
        if view.bids:
            seat, bid = view.bids[-1]
            return self.texts.bid_words(bid.quantity, bid.face), self.texts.bid_by(seat)
        maputo = _event(step, "maputo_declared")
        if maputo is not None:
            return QCoreApplication.translate("PerudoScreen", "Maputo!"), self.describe(maputo)
        start = _event(step, "round_start")
        return (self.describe(start), "") if start is not None else ("", "")

    def _verdict_title(self, step: Step) -> str:
        call = _event(step, "dudo", "calza")
        if call is None:
            return ""
        return self.texts.verdict_title(call.kind, int(call.data["count"]), int(call.data["quantity"]))

    def _verdict(self, step: Step) -> str:
        call = _event(step, "dudo", "calza")
        if call is None:
            return ""
        return self.texts.verdict(int(call.data["count"]), _event(step, "die_lost", "die_gained", "die_kept"))

    def animate(self, step: Step, before: Step, queue: StepQueue) -> None:
        call = _event(step, "dudo", "calza")
        if call is None:
            return
        data = call.data
        quantity, face = int(data["quantity"]), int(data["face"])
        maputo = bool(data.get("maputo", False))
        shout = (QCoreApplication.translate("PerudoScreen", "Dudo!") if call.kind == "dudo"
                 else QCoreApplication.translate("PerudoScreen", "Calza!"))  # fmt: skip
        said = self.texts.challenge(call.kind, call.seat, data.get("bidder"), quantity, face)
        hands = {seat: list(hand) for seat, hand in enumerate(data.get("dice", ())) if hand}

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
        if event.kind == "round_start":
            return HistoryEntry("round", None, payload=event)
        if event.kind == "bid":
            return HistoryEntry("bid", event.seat, quantity=event.data["quantity"],
                                face=event.data["face"], payload=event)  # fmt: skip
        return HistoryEntry(event.kind, event.seat, payload=event)

    def summary(self, step: Step) -> str:
        view: PerudoView = step.views[0]
        line = fill_in(self.tr("Round {number} · %n dice on the table", "", view.total_dice),
                       number=view.round_number)  # fmt: skip
        if view.maputo:
            line += " · " + self.tr("Maputo round")
        return line


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
        over = _event(step, "match_over")
        if over is not None:
            return self.texts.match_headline(list(over.data.get("winners", ()))), ""
        reveal = _event(step, "reveal")
        if reveal is not None:
            return self._verdict(reveal)
        if view.announcements:
            seat, value = view.announcements[-1]
            return value_label(value), self.texts.passing(seat, view.current_player)
        start = _event(step, "game_start")
        return (self.describe(start), "") if start is not None else ("", "")

    def _verdict(self, reveal: Event) -> tuple[str, str]:
        data = reveal.data
        bluff = bool(data.get("bluff"))
        title = (QCoreApplication.translate("MachacekScreen", "A bluff!") if bluff
                 else QCoreApplication.translate("MachacekScreen", "The truth!"))  # fmt: skip
        said = self.texts.lift_result(bluff, data.get("challenger", reveal.seat), data.get("announcer"),
                                      int(data["rolled"]), int(data["value"]))  # fmt: skip
        return title, said

    def animate(self, step: Step, before: Step, queue: StepQueue) -> None:
        doubt, reveal = _event(step, "doubt"), _event(step, "reveal")
        if doubt is None or reveal is None:
            return
        data = doubt.data
        dice = [int(d) for d in data.get("dice", ())]
        subtitle = self.texts.lifts(data.get("challenger", doubt.seat), data.get("announcer"))
        queue.add(lambda: self.table.show_message(
            QCoreApplication.translate("MachacekScreen", "I don't believe it!"), subtitle))
        queue.wait(SHOUT_MS)
        queue.call(self.table.hide_message)
        if len(dice) == 2:
            queue.call(lambda: self.table.show_cup_dice(None))
            queue.add(lambda: self.table.open_cup(dice))
        queue.add(lambda: self.table.show_message(*self._verdict(reveal)))
        queue.wait(VERDICT_MS)

    def describe(self, event: Event) -> str:
        return self.texts.describe(event)

    def history_entry(self, event: Event) -> HistoryEntry | None:
        if event.kind == "roll":
            return None
        if event.kind == "game_start":
            return HistoryEntry("round", event.seat, payload=event.data.get("game"))
        if event.kind == "announce":
            return HistoryEntry("announce", event.seat, value=event.data.get("value"), payload=event)
        return HistoryEntry(event.kind, event.seat, payload=event)

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
