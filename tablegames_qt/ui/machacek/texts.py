"""Sentences about Macháček events for the status line, the table and the history.

As for Perudo: the person playing alone against bots is spoken to as "you";
in hot-seat everybody is named.  Unknown events fall back to the engine's text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from tablegames_qt.engine.core import Event
from tablegames_qt.ui.engine_texts import event_text
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.models.history import HistoryEntry


class MachacekTexts(QObject):
    def __init__(self, names: Callable[[], list[str]], you: int | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names = names
        self.you = you

    def name(self, seat: object) -> str:
        names = self._names()
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    def announce(self, seat: object, value: int, to: object) -> str:
        said = value_label(value)
        if seat == self.you:
            return self.tr("You announce {value} to {receiver}").format(value=said, receiver=self.name(to))
        if to == self.you:
            return self.tr("{announcer} announces {value} to you").format(announcer=self.name(seat), value=said)
        return self.tr("{announcer} announces {value} to {receiver}").format(
            announcer=self.name(seat), value=said, receiver=self.name(to)
        )

    def said_to(self, value: int, to: object) -> str:
        """A history line: “42” to Bob."""
        said = value_label(value)
        if not isinstance(to, int):
            return f"“{said}”"
        if to == self.you:
            return self.tr("“{value}” to you").format(value=said)
        return self.tr("“{value}” to {receiver}").format(value=said, receiver=self.name(to))

    def passing(self, seat: object, to: object) -> str:
        """The line under an announcement on the table: who passes the cup to whom."""
        if seat == self.you:
            return self.tr("from you to {receiver}").format(receiver=self.name(to))
        if to == self.you:
            return self.tr("from {announcer} to you").format(announcer=self.name(seat))
        return self.tr("from {announcer} to {receiver}").format(announcer=self.name(seat), receiver=self.name(to))

    def lifts(self, challenger: object, announcer: object) -> str:
        if challenger == self.you:
            return self.tr("You lift the cup of {announcer}").format(announcer=self.name(announcer))
        if announcer == self.you:
            return self.tr("{challenger} lifts your cup").format(challenger=self.name(challenger))
        return self.tr("{challenger} lifts the cup of {announcer}").format(
            challenger=self.name(challenger), announcer=self.name(announcer)
        )

    def verdict(self, bluff: bool, challenger: object, announcer: object) -> str:
        """Who caught whom (or who told the truth)."""
        c, a = self.name(challenger), self.name(announcer)
        if bluff:
            if challenger == self.you:
                return self.tr("You caught {announcer} bluffing").format(announcer=a)
            if announcer == self.you:
                return self.tr("{challenger} caught you bluffing").format(challenger=c)
            return self.tr("{challenger} caught {announcer} bluffing").format(challenger=c, announcer=a)
        if challenger == self.you:
            return self.tr("{announcer} told the truth: you lose").format(announcer=a)
        if announcer == self.you:
            return self.tr("You told the truth: {challenger} loses").format(challenger=c)
        return self.tr("{announcer} told the truth: {challenger} loses").format(announcer=a, challenger=c)

    def cup_shows(self, rolled: int, announced: int) -> str:
        return self.tr("The cup shows {rolled}, announced was {announced}").format(
            rolled=value_label(rolled), announced=value_label(announced)
        )

    def match_headline(self, winners: Sequence[int]) -> str:
        if not winners:
            return self.tr("The match is over")
        if len(winners) == 1:
            if winners[0] == self.you:
                return self.tr("You win the match!")
            return self.tr("{name} wins the match!").format(name=self.name(winners[0]))
        return self.tr("Shared victory: {names}").format(names=", ".join(self.name(s) for s in winners))

    def history_line(self, entry: HistoryEntry) -> str:
        """A line of the match's history: a game's heading, an announcement, an event."""
        if entry.kind == "round":
            return self.tr("Game {number}").format(number=entry.payload)
        if entry.kind == "announce" and entry.value is not None:
            event = entry.payload
            to = event.data.get("to") if isinstance(event, Event) else None
            return self.said_to(entry.value, to)
        if isinstance(entry.payload, Event):
            return self.describe(entry.payload)
        return ""

    def describe(self, event: Event) -> str:
        data = event.data
        seat = event.seat
        you = seat is not None and seat == self.you
        kind = event.kind
        if kind == "game_start":
            if you:
                return self.tr("Game {number}: you start").format(number=data.get("game", ""))
            return self.tr("Game {number}: {name} starts").format(number=data.get("game", ""), name=self.name(seat))
        if kind == "roll":
            return self.tr("You shake the cup") if you else self.tr("{name} shakes the cup").format(name=self.name(seat))
        if kind == "announce":
            return self.announce(seat, int(data["value"]), data.get("to"))
        if kind == "believe":
            announcer = data.get("announcer")
            if you:
                return self.tr("You believe {announcer} and roll").format(announcer=self.name(announcer))
            if announcer == self.you:
                return self.tr("{name} believes you and rolls").format(name=self.name(seat))
            return self.tr("{name} believes {announcer} and rolls").format(
                name=self.name(seat), announcer=self.name(announcer)
            )
        if kind == "doubt":
            return self.lifts(data.get("challenger", seat), data.get("announcer"))
        if kind == "reveal":
            verdict = self.verdict(bool(data.get("bluff")), data.get("challenger", seat), data.get("announcer"))
            return f"{verdict} — {self.cup_shows(int(data['rolled']), int(data['value']))}"
        if kind == "game_over":
            winner = data.get("winner")
            number = data.get("game", "")
            if winner == self.you:
                return self.tr("You win game {number}").format(number=number)
            return self.tr("{name} wins game {number}").format(name=self.name(winner), number=number)
        if kind == "life_lost":
            left = int(data.get("left", 0))
            two = int(data.get("lost", 1)) >= 2
            if you:
                text = self.tr("You lose two lives (%n left)", "", left) if two else self.tr(
                    "You lose a life (%n left)", "", left)
                return text
            template = self.tr("{name} loses two lives (%n left)", "", left) if two else self.tr(
                "{name} loses a life (%n left)", "", left)
            return template.format(name=self.name(seat))
        if kind == "eliminated":
            if you:
                return self.tr("You are out of the match")
            return self.tr("{name} is out of the match").format(name=self.name(seat))
        if kind == "match_over":
            return self.match_headline(list(data.get("winners", ())))
        return event_text(event, self._names())
