"""Sentences about Royal Casino events for the status line and the history.

As for the dice games (``perudo_texts``): the engine names every seat in the
third person, which reads "You captures…" when the one person at the screen is
called "You".  With one person against bots these sentences speak to them;
in hot-seat everyone is named.  Anything not covered falls back to the
engine's own text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from tablegames_qt.engine.casino import events as ev
from tablegames_qt.engine.core import Event
from tablegames_qt.ui.engine_texts import event_text
from tablegames_qt.ui.texts import fill_in


class CasinoTexts(QObject):
    def __init__(self, names: Callable[[], list[str]], you: int | None,
                 parent: QObject | None = None) -> None:
        """``you``: the seat of the only person at the screen (None in hot-seat or bots only)."""
        super().__init__(parent)
        self._names = names
        self.you = you
        #: an event kind -> its sentence to the person, None where it is not about them
        self._describers: dict[str, Callable[[Event], str | None]] = dict([
            ev.DEAL.on(self._deal), ev.CAPTURE.on(self._capture), ev.SWEEP.on(self._sweep),
            ev.BUILD.on(self._build), ev.RAISE.on(self._raise), ev.TRAIL.on(self._trail),
            ev.RESIDUE.on(self._residue), ev.GAME_OVER.on(self._game_over),
        ])  # fmt: skip

    def name(self, seat: object) -> str:
        names = self._names()
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    def describe(self, event: Event) -> str:
        """One sentence about ``event``: to the person where it is about them, else the
        engine's own text."""
        describer = self._describers.get(event.kind)
        said = describer(event) if describer is not None and self.you is not None else None
        return said if said is not None else event_text(event, self._names())

    def _deal(self, event: Event, data: ev.DealData) -> str | None:
        if data["dealer"] == self.you:
            return fill_in(self.tr("Deal {deal}: you deal, {starter} plays first"),
                           deal=data["deal"], starter=self.name(data["starter"]))
        if data["starter"] == self.you:
            return fill_in(self.tr("Deal {deal}: {dealer} deals, you play first"),
                           deal=data["deal"], dealer=self.name(data["dealer"]))
        return None

    def _capture(self, event: Event, data: ev.CaptureData) -> str | None:
        if data["seat"] != self.you:
            return None
        return fill_in(self.tr("You capture {taken} with {card}"),
                       taken=str(data["taken"]), card=str(data["card"]))

    def _sweep(self, event: Event, data: ev.SweepData) -> str | None:
        return self.tr("You sweep the table") if data["seat"] == self.you else None

    def _build(self, event: Event, data: ev.BuildData) -> str | None:
        if data["seat"] != self.you:
            return None
        return fill_in(self.tr("You build {value} with {card}"),
                       value=data["value"], card=str(data["card"]))

    def _raise(self, event: Event, data: ev.RaiseData) -> str | None:
        card = str(data["card"])
        if data["seat"] == self.you:
            return fill_in(
                self.tr("You raise the build of {owner} to {value} with {card}"),
                owner=self.name(data["owner"]), value=data["value"], card=card,
            )
        if data["owner"] == self.you:
            return fill_in(
                self.tr("{name} raises your build to {value} with {card}"),
                name=self.name(data["seat"]), value=data["value"], card=card,
            )
        return None

    def _trail(self, event: Event, data: ev.TrailData) -> str | None:
        if data["seat"] != self.you:
            return None
        return fill_in(self.tr("You trail {card}"), card=str(data["card"]))

    def _residue(self, event: Event, data: ev.ResidueData) -> str | None:
        return self.tr("You take the cards left on the table") if data["seat"] == self.you else None

    def _game_over(self, event: Event, data: ev.GameOverData) -> str | None:
        seat = data["seat"]
        if "partner_seat" in data:
            pair = (seat, data["partner_seat"])
            if self.you not in pair:
                return None
            partner = pair[1] if seat == self.you else seat
            return fill_in(self.tr("You and {partner} win the game"), partner=self.name(partner))
        return self.tr("You win the game") if seat == self.you else None
        you = seat == self.you
        card = str(data.get("card", ""))
        kind = event.kind
        if kind == "deal":
            if you:
                return fill_in(self.tr("Deal {deal}: you deal, {starter} plays first"),
                               deal=data.get("deal", ""), starter=self.name(data.get("starter")))
            return fill_in(self.tr("Deal {deal}: {dealer} deals, you play first"),
                           deal=data.get("deal", ""), dealer=self.name(seat))
        if kind == "capture" and you:
            return fill_in(
                self.tr("You capture {taken} with {card}"),
                taken=str(data.get("taken", "")), card=card,
            )
        if kind == "sweep" and you:
            return self.tr("You sweep the table")
        if kind == "build" and you:
            return fill_in(
                self.tr("You build {value} with {card}"),
                value=data.get("value", ""), card=card,
            )
        if kind == "raise":
            if you:
                return fill_in(
                    self.tr("You raise the build of {owner} to {value} with {card}"),
                    owner=self.name(data.get("owner")), value=data.get("value", ""), card=card,
                )
            return fill_in(
                self.tr("{name} raises your build to {value} with {card}"),
                name=self.name(seat), value=data.get("value", ""), card=card,
            )
        if kind == "trail" and you:
            return fill_in(self.tr("You trail {card}"), card=card)
        if kind == "residue" and you:
            return self.tr("You take the cards left on the table")
        if kind == "game_over":
            if "partner_seat" in data:
                partner = data["partner_seat"] if you else seat
                return fill_in(
                    self.tr("You and {partner} win the game"),
                    partner=self.name(partner),
                )
            if you:
                return self.tr("You win the game")
        return event_text(event, self._names())

    def side_leads(self, side_of: Sequence[int], side: int, points: str) -> str:
        """"{side} leads with 7 points", the verb agreeing with who the side is."""
        seats = [s for s in range(len(side_of)) if side_of[s] == side]
        others = [self.name(s) for s in seats if s != self.you]
        if self.you in seats and others:
            return fill_in(self.tr("You and {partner} lead with {points}."),
                           partner=others[0], points=points)
        if self.you in seats:
            return fill_in(self.tr("You lead with {points}."), points=points)
        if len(seats) > 1:
            return fill_in(self.tr("{first} and {second} lead with {points}."),
                           first=others[0], second=others[1], points=points)
        return fill_in(self.tr("{name} leads with {points}."), name=others[0], points=points)
