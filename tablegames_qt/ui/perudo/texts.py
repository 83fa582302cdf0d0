"""Sentences about Perudo events for the status line, the table and the history.

The engine's event texts name every seat in the third person; with one person
playing against bots that reads "You says Dudo".  These sentences speak to
that person as "you" (solo only: in hot-seat everyone is named) and fall back
to the engine's text for anything they do not know.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from tablegames_qt.engine.core import Event
from tablegames_qt.engine.perudo import events as ev
from tablegames_qt.ui.engine_texts import event_text
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.texts import fill_in


def history_entry(event: Event) -> HistoryEntry:
    """An event's line in the history, the same at the table and in the replay (a round's
    start is a heading, a bid carries its quantity and face)."""
    if event.kind == ev.ROUND_START.name:
        return HistoryEntry("round", None, payload=event)
    bid = ev.BID.of(event)
    if bid is not None:
        return HistoryEntry("bid", bid["seat"], quantity=bid["quantity"], face=bid["face"], payload=event)
    return HistoryEntry(event.kind, event.seat, payload=event)


class PerudoTexts(QObject):
    def __init__(self, names: Callable[[], list[str]], you: int | None, parent: QObject | None = None) -> None:
        """``you``: the seat of the only person at the screen (None in hot-seat or bots only)."""
        super().__init__(parent)
        self._names = names
        self.you = you
        #: an event kind -> its sentence (kinds not here: the engine's text)
        self._describers: dict[str, Callable[[Event], str]] = dict([
            ev.ROUND_START.on(self._round_start), ev.BID.on(self._bid),
            ev.DUDO.on(self._challenged), ev.CALZA.on(self._challenged),
            ev.DIE_LOST.on(self._die_lost), ev.DIE_GAINED.on(self._die_gained),
            ev.ELIMINATED.on(self._eliminated), ev.MAPUTO_DECLARED.on(self._maputo_declared),
            ev.MAPUTO_DECLINED.on(self._maputo_declined), ev.GAME_OVER.on(self._game_over),
        ])  # fmt: skip

    def name(self, seat: object) -> str:
        names = self._names()
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    def bid_words(self, quantity: int, face: int) -> str:
        """"4 fives", "1 six" — with the right plural in every language."""
        return bid_words(quantity, face)

    def bid(self, seat: object, quantity: int, face: int) -> str:
        words = self.bid_words(quantity, face)
        if seat == self.you:
            return fill_in(self.tr("You bid {bid}"), bid=words)
        return fill_in(self.tr("{name} bids {bid}"), name=self.name(seat), bid=words)

    def bid_by(self, seat: object) -> str:
        """The line under a bid shown on the table."""
        if seat == self.you:
            return self.tr("your bid")
        return fill_in(self.tr("bid by {name}"), name=self.name(seat))

    def challenge(self, kind: str, caller: object, bidder: object, quantity: int, face: int) -> str:
        bid = self.bid_words(quantity, face)
        if kind == "calza":
            if caller == self.you:
                return fill_in(
                    self.tr("You call Calza on {bidder}'s {bid}"),
                    bidder=self.name(bidder), bid=bid,
                )
            if bidder == self.you:
                return fill_in(
                    self.tr("{caller} calls Calza on your {bid}"),
                    caller=self.name(caller), bid=bid,
                )
            return fill_in(
                self.tr("{caller} calls Calza on {bidder}'s {bid}"),
                caller=self.name(caller), bidder=self.name(bidder), bid=bid,
            )
        if caller == self.you:
            return fill_in(
                self.tr("You call Dudo on {bidder}'s {bid}"),
                bidder=self.name(bidder), bid=bid,
            )
        if bidder == self.you:
            return fill_in(
                self.tr("{caller} calls Dudo on your {bid}"),
                caller=self.name(caller), bid=bid,
            )
        return fill_in(
            self.tr("{caller} calls Dudo on {bidder}'s {bid}"),
            caller=self.name(caller), bidder=self.name(bidder), bid=bid,
        )

    def found(self, count: int) -> str:
        """What the count found, after a colon in a sentence ("…: 4 found", "…: none found")."""
        if count == 0:
            return self.tr("none found")
        return self.tr("%n found", "", count)

    def found_sentence(self, count: int) -> str:
        """What the count found, as a sentence of its own (Czech needs a capital there)."""
        if count == 0:
            return self.tr("None found", "a sentence of its own")
        return self.tr("%n found", "a sentence of its own", count)

    def verdict_title(self, kind: str, count: int, quantity: int) -> str:
        """The headline of a Dudo's or a Calza's count: "The bid stands!", "Exactly right!"."""
        # the room's words (its context): the table and the replay say the same
        if kind == "dudo":
            if count >= quantity:
                return QCoreApplication.translate("PerudoScreen", "The bid stands!")
            return QCoreApplication.translate("PerudoScreen", "The bid falls!")
        if count == quantity:
            return QCoreApplication.translate("PerudoScreen", "Exactly right!")
        return QCoreApplication.translate("PerudoScreen", "Not exactly!")

    def verdict(self, count: int, outcome: Event | None) -> str:
        """Under the headline, two sentences: what was found, then who loses (or wins
        back) a die (``outcome``: that event, if any)."""
        found = self.found_sentence(count)
        if outcome is None:
            return found
        return fill_in(QCoreApplication.translate("PerudoScreen", "{found}. {outcome}."),
                       found=found, outcome=self.describe(outcome))  # fmt: skip

    def winner(self, seat: int) -> str:
        if seat == self.you:
            return self.tr("You win!")
        return fill_in(self.tr("{name} wins!"), name=self.name(seat))

    def describe(self, event: Event) -> str:
        """One sentence about ``event`` (the engine's own text for a kind not told here)."""
        describer = self._describers.get(event.kind)
        return describer(event) if describer is not None else event_text(event, self._names())

    def _round_start(self, event: Event, data: ev.RoundStartData) -> str:
        opener = data["opener"]
        if opener == self.you:
            return fill_in(self.tr("Round {number}: you open"), number=data["round"])
        return fill_in(
            self.tr("Round {number}: {name} opens"), number=data["round"], name=self.name(opener)
        )

    def _bid(self, event: Event, data: ev.BidData) -> str:
        return self.bid(data["seat"], data["quantity"], data["face"])

    def _challenged(self, event: Event, data: ev.ChallengeData) -> str:
        said = self.challenge(event.kind, data["seat"], data["bidder"], data["quantity"], data["face"])
        return f"{said}: {self.found(data['count'])}"

    def _die_lost(self, event: Event, data: ev.DiceLeftData) -> str:
        seat, left = data["seat"], data["left"]
        if left == 0:  # not "(0 left)": the last one goes
            if seat == self.you:
                return self.tr("You lose your last die")
            return fill_in(self.tr("{name} loses the last die"), name=self.name(seat))
        if seat == self.you:
            return self.tr("You lose a die (%n left)", "", left)
        return fill_in(self.tr("{name} loses a die (%n left)", "", left), name=self.name(seat))

    def _die_gained(self, event: Event, data: ev.DiceLeftData) -> str:
        if data["seat"] == self.you:
            return self.tr("The Calza holds: you win a die back")
        return fill_in(self.tr("The Calza holds: {name} wins a die back"), name=self.name(data["seat"]))

    def _eliminated(self, event: Event, data: ev.SeatData) -> str:
        if data["seat"] == self.you:
            return self.tr("You are out!")
        return fill_in(self.tr("{name} is out!"), name=self.name(data["seat"]))

    def _maputo_declared(self, event: Event, data: ev.MaputoData) -> str:
        seat = data["seat"]
        if data["automatic"]:
            if seat == self.you:
                return self.tr("Maputo round: you are down to one die")
            return fill_in(self.tr("Maputo round: {name} is down to one die"), name=self.name(seat))
        if seat == self.you:
            return self.tr("You declare a Maputo round")
        return fill_in(self.tr("{name} declares a Maputo round"), name=self.name(seat))

    def _maputo_declined(self, event: Event, data: ev.SeatData) -> str:
        if data["seat"] == self.you:
            return self.tr("You play the round normally")
        return fill_in(self.tr("{name} plays the round normally"), name=self.name(data["seat"]))

    def _game_over(self, event: Event, data: ev.GameOverData) -> str:
        return self.winner(data["winner"])
