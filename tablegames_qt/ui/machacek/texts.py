"""Sentences about Macháček events for the status line, the table and the history.

As for Perudo: the person playing alone against bots is spoken to as "you";
in hot-seat everybody is named.  Unknown events fall back to the engine's text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from tablegames_qt.engine.core import Event
from tablegames_qt.engine.machacek import events as ev
from tablegames_qt.ui.engine_texts import event_text
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.texts import fill_in


def history_entry(event: Event) -> HistoryEntry | None:
    """An event's line in the match's history, the same at the table and in the replay
    (None for a roll: every turn rolls, the list stays readable without it)."""
    if event.kind == ev.ROLL.name:
        return None
    started = ev.GAME_START.of(event)
    if started is not None:
        return HistoryEntry("round", started["seat"], payload=started["game"])
    said = ev.ANNOUNCE.of(event)
    if said is not None:
        return HistoryEntry("announce", said["seat"], value=said["value"], payload=event)
    if event.kind == ev.REVEAL.name:
        return HistoryEntry("result", event.seat, payload=event)
    return HistoryEntry(event.kind, event.seat, payload=event)


class MachacekTexts(QObject):
    def __init__(self, names: Callable[[], list[str]], you: int | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names = names
        self.you = you
        #: an event kind -> its sentence (kinds not here: the engine's text)
        self._describers: dict[str, Callable[[Event], str]] = dict([
            ev.GAME_START.on(self._game_start), ev.ROLL.on(self._roll),
            ev.ANNOUNCE.on(self._announce), ev.BELIEVE.on(self._believe),
            ev.DOUBT.on(self._doubt), ev.REVEAL.on(self._reveal),
            ev.GAME_OVER.on(self._game_over), ev.LIFE_LOST.on(self._life_lost),
            ev.ELIMINATED.on(self._eliminated), ev.MATCH_OVER.on(self._match_over),
        ])  # fmt: skip

    def name(self, seat: object) -> str:
        names = self._names()
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    def announce(self, seat: object, value: int, to: object) -> str:
        said = value_label(value)
        if seat == self.you:
            return fill_in(
                self.tr("You announce {value} to {receiver}"),
                value=said, receiver=self.name(to),
            )
        if to == self.you:
            return fill_in(
                self.tr("{announcer} announces {value} to you"),
                announcer=self.name(seat), value=said,
            )
        return fill_in(
            self.tr("{announcer} announces {value} to {receiver}"),
            announcer=self.name(seat), value=said, receiver=self.name(to),
        )

    def said_to(self, value: int, to: object) -> str:
        """A history line: “42” to Bob."""
        said = value_label(value)
        if not isinstance(to, int):
            return f"“{said}”"
        if to == self.you:
            return fill_in(self.tr("“{value}” to you"), value=said)
        return fill_in(self.tr("“{value}” to {receiver}"), value=said, receiver=self.name(to))

    def passing(self, seat: object, to: object) -> str:
        """The line under an announcement on the table: who passes the cup to whom."""
        if seat == self.you:
            return fill_in(self.tr("from you to {receiver}"), receiver=self.name(to))
        if to == self.you:
            return fill_in(self.tr("from {announcer} to you"), announcer=self.name(seat))
        return fill_in(
            self.tr("from {announcer} to {receiver}"),
            announcer=self.name(seat), receiver=self.name(to),
        )

    def lifts(self, challenger: object, announcer: object) -> str:
        if challenger == self.you:
            return fill_in(
                self.tr("You lift the cup of {announcer}"),
                announcer=self.name(announcer),
            )
        if announcer == self.you:
            return fill_in(self.tr("{challenger} lifts your cup"), challenger=self.name(challenger))
        return fill_in(
            self.tr("{challenger} lifts the cup of {announcer}"),
            challenger=self.name(challenger), announcer=self.name(announcer),
        )

    def verdict(self, bluff: bool, challenger: object, announcer: object) -> str:
        """Who caught whom (or who told the truth)."""
        c, a = self.name(challenger), self.name(announcer)
        if bluff:
            if challenger == self.you:
                return fill_in(self.tr("You caught {announcer} bluffing"), announcer=a)
            if announcer == self.you:
                return fill_in(self.tr("{challenger} caught you bluffing"), challenger=c)
            return fill_in(
                self.tr("{challenger} caught {announcer} bluffing"),
                challenger=c, announcer=a,
            )
        if challenger == self.you:
            return fill_in(self.tr("{announcer} told the truth: you lose"), announcer=a)
        if announcer == self.you:
            return fill_in(self.tr("You told the truth: {challenger} loses"), challenger=c)
        return fill_in(
            self.tr("{announcer} told the truth: {challenger} loses"),
            announcer=a, challenger=c,
        )

    def cup_shows(self, rolled: int, announced: int) -> str:
        """What was under the cup beside what was announced; once when they are the same
        ("The cup shows Macháček, as announced", not "…, announced was Macháček")."""
        if rolled == announced:
            return fill_in(self.tr("The cup shows {rolled}, just as announced"), rolled=value_label(rolled))
        return fill_in(
            self.tr("The cup shows {rolled}; the announcement was {announced}"),
            rolled=value_label(rolled), announced=value_label(announced),
        )

    def claimed_by(self, seat: object) -> str:
        """The caption over a claim's dice in the control panel."""
        if seat == self.you:
            return self.tr("Your claim")
        return fill_in(self.tr("Claimed by {name}"), name=self.name(seat))

    def lift_result(self, bluff: bool, challenger: object, announcer: object, rolled: int, announced: int) -> str:
        """What a lifted cup showed, in two sentences: who caught whom, then the dice."""
        return fill_in(
            self.tr("{verdict}. {shows}."),
            verdict=self.verdict(bluff, challenger, announcer), shows=self.cup_shows(rolled, announced),
        )

    def match_headline(self, winners: Sequence[int]) -> str:
        if not winners:
            return self.tr("The match is over")
        if len(winners) == 1:
            if winners[0] == self.you:
                return self.tr("You win the match!")
            return fill_in(self.tr("{name} wins the match!"), name=self.name(winners[0]))
        return fill_in(
            self.tr("Shared victory: {names}"),
            names=", ".join(self.name(s) for s in winners),
        )

    def history_line(self, entry: HistoryEntry) -> str:
        """A line of the match's history: a game's heading, an announcement, an event."""
        if entry.kind == "round":
            return fill_in(self.tr("Game {number}"), number=entry.payload)
        if entry.kind == "announce" and entry.value is not None:
            event = entry.payload
            said = ev.ANNOUNCE.of(event) if isinstance(event, Event) else None
            return self.said_to(entry.value, said["to"] if said is not None else None)
        if isinstance(entry.payload, Event):
            return self.describe(entry.payload)
        return ""

    def describe(self, event: Event) -> str:
        """One sentence about ``event`` (the engine's own text for a kind not told here)."""
        describer = self._describers.get(event.kind)
        return describer(event) if describer is not None else event_text(event, self._names())

    def _game_start(self, event: Event, data: ev.GameStartData) -> str:
        if data["seat"] == self.you:
            return fill_in(self.tr("Game {number}: you start"), number=data["game"])
        return fill_in(
            self.tr("Game {number}: {name} starts"), number=data["game"], name=self.name(data["seat"])
        )

    def _roll(self, event: Event, data: ev.SeatData) -> str:
        if data["seat"] == self.you:
            return self.tr("You shake the cup")
        return fill_in(self.tr("{name} shakes the cup"), name=self.name(data["seat"]))

    def _announce(self, event: Event, data: ev.AnnounceData) -> str:
        return self.announce(data["seat"], data["value"], data["to"])

    def _believe(self, event: Event, data: ev.BelieveData) -> str:
        seat, announcer = data["seat"], data["announcer"]
        if seat == self.you:
            return fill_in(self.tr("You believe {announcer} and roll"), announcer=self.name(announcer))
        if announcer == self.you:
            return fill_in(self.tr("{name} believes you and rolls"), name=self.name(seat))
        return fill_in(
            self.tr("{name} believes {announcer} and rolls"),
            name=self.name(seat), announcer=self.name(announcer),
        )

    def _doubt(self, event: Event, data: ev.CupData) -> str:
        return self.lifts(data["challenger"], data["announcer"])

    def _reveal(self, event: Event, data: ev.CupData) -> str:
        return self.lift_result(
            data["bluff"], data["challenger"], data["announcer"], data["rolled"], data["value"]
        )

    def _game_over(self, event: Event, data: ev.CupData) -> str:
        if data["winner"] == self.you:
            return fill_in(self.tr("You win game {number}"), number=data["game"])
        return fill_in(
            self.tr("{name} wins game {number}"), name=self.name(data["winner"]), number=data["game"]
        )

    def _life_lost(self, event: Event, data: ev.LifeLostData) -> str:
        seat, left, two = data["seat"], data["left"], data["lost"] >= 2
        you = seat == self.you
        if left == 0:  # not "(0 left)": the last one goes
            if you:
                return self.tr("You lose two lives and have none left") if two else self.tr(
                    "You lose your last life")
            template = self.tr("{name} loses two lives and has none left") if two else self.tr(
                "{name} loses the last life")
            return fill_in(template, name=self.name(seat))
        if you:
            return self.tr("You lose two lives (%n left)", "", left) if two else self.tr(
                "You lose a life (%n left)", "", left)
        template = self.tr("{name} loses two lives (%n left)", "", left) if two else self.tr(
            "{name} loses a life (%n left)", "", left)
        return fill_in(template, name=self.name(seat))

    def _eliminated(self, event: Event, data: ev.SeatData) -> str:
        if data["seat"] == self.you:
            return self.tr("You are out of the match")
        return fill_in(self.tr("{name} is out of the match"), name=self.name(data["seat"]))

    def _match_over(self, event: Event, data: ev.MatchOverData) -> str:
        return self.match_headline(list(data["winners"]))
