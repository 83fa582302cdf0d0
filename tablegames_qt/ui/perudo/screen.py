"""The Perudo screen: the dice table, the bid control, Dudo/Calza/Maputo, the history.

Everything shown follows the engine's events (``controller.eventsApplied``):
each event becomes a few table steps (a bid in the middle of the table, a
challenge's reveal with the matching dice counted up to the bid, a die leaving
the table, the next roll) played one after another while the controller waits.
Controls offer only ``controller.legal_actions()``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QAbstractAnimation, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QWidget

from tablegames_qt.engine.core import Event
from tablegames_qt.engine.perudo import (
    Bid,
    Calza,
    DeclareMaputo,
    Dudo,
    PerudoGame,
    PerudoView,
    die_counts,
)
from tablegames_qt.engine.perudo import events as ev
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.dice import DiceTableView
from tablegames_qt.ui.dice.reveal_pause import RevealPause
from tablegames_qt.ui.game_screen import EventHandler, GameScreen
from tablegames_qt.ui.hint import ScreenCoach
from tablegames_qt.ui.history_view import HistoryView
from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel
from tablegames_qt.ui.perudo.bid_control import suggested_bid
from tablegames_qt.ui.perudo.coach_room import PerudoCoachRoom
from tablegames_qt.ui.perudo.controls import PerudoControls
from tablegames_qt.ui.perudo.texts import PerudoTexts, history_entry
from tablegames_qt.ui.screen_style import big_font
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.texts import fill_in, number

#: how long messages stay on the table at normal speed (ms)
CHALLENGE_MS = 900
VERDICT_MS = 1800
MAPUTO_MS = 1500
OUT_MS = 1100


#: events whose history line the handler adds at the right moment of its animation
_LISTED_BY_HANDLER = frozenset({ev.ROUND_START.name, ev.DUDO.name, ev.CALZA.name})
#: a challenge's kinds
_CHALLENGES = frozenset({ev.DUDO.name, ev.CALZA.name})
#: events a challenge's verdict already tells (the status line keeps the verdict)
_SAID_BY_VERDICT = frozenset({ev.DIE_LOST.name, ev.DIE_GAINED.name, ev.DIE_KEPT.name})


class PerudoScreen(GameScreen):
    def __init__(
        self, controller: SessionController, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, settings, parent)
        #: the standing bid's banner as last shown (said again in a new language)
        self._bid_banner: tuple[str, str] | None = None
        self.setObjectName("perudoScreen")
        self.game: PerudoGame = self.require_game(PerudoGame, "Perudo")
        #: an event kind -> what the table does with it (kinds not here: told, not shown)
        self._event_handlers: dict[str, EventHandler] = dict([
            ev.ROUND_START.on(self._event_round_start), ev.BID.on(self._event_bid),
            ev.DUDO.on(self._event_dudo), ev.CALZA.on(self._event_calza),
            ev.DIE_LOST.on(self._event_die_lost), ev.ELIMINATED.on(self._event_eliminated),
            ev.MAPUTO_DECLARED.on(self._event_maputo_declared), ev.GAME_OVER.on(self._event_game_over),
        ])  # fmt: skip
        self._eliminated: list[int] = []
        humans = controller.humans()
        self.texts = PerudoTexts(controller.names, controller.solo_seat(), self)

        self.table: DiceTableView = DiceTableView(self)
        self.table.setObjectName("perudoTable")
        self.table.set_seats(controller.names(), colours=controller.colours())
        self.table.you = controller.solo_seat()
        self.table.set_bottom_seat(humans[0] if humans else 0)

        self.history = HistoryModel(self._history_text, names=controller.name, parent=self)
        self.history_view = HistoryView(self)
        self.history_view.setModel(self.history)
        self.history_view.set_seat_styles(self.table.seat_styles())
        self.history_title = QLabel(self)
        self.history_title.setFont(big_font(self.font(), 1.15))

        self.reveal_pause = RevealPause(controller, settings, self)
        # once the people have lost their dice: watch the rest, or skip to the result
        self.reveal_pause.offer_when_out(self._people_out, self.skip_to_result)
        self.panel = PerudoControls(self.status, self.reveal_pause, calza=self.game.rules.calza, parent=self)
        panel = self.panel
        self.bid_control = panel.bid_control
        self.dudo_button, self.calza_button = panel.dudo_button, panel.calza_button
        self.declare_button, self.decline_button = panel.declare_button, panel.decline_button
        self.controls = panel.pages
        self.bid_control.bidChosen.connect(self._bid)
        self.dudo_button.clicked.connect(self._dudo)
        self.calza_button.clicked.connect(self._calza)
        self.declare_button.clicked.connect(lambda: self._submit(DeclareMaputo(True)))
        self.decline_button.clicked.connect(lambda: self._submit(DeclareMaputo(False)))

        self.arrange(self.table, panel, [(self.history_title, 0), (self.history_view, 1)])

        controller.eventsApplied.connect(self._on_events)
        controller.humanTurn.connect(self._on_human_turn)
        controller.botThinking.connect(self._on_bot_thinking)
        controller.actionRefused.connect(self._on_refused)
        controller.gameOver.connect(self._on_game_over)
        controller.curtainDown.connect(lambda _seat: self._disable_controls())
        self._disable_controls()
        self.retranslate()
        #: the coach's Hint button at the right of the status line (not a row of its own)
        self.hint_button_place = (self.panel.status_row, 1, Qt.AlignmentFlag.AlignTop)
        self.coach = ScreenCoach(self, PerudoCoachRoom(self, self))

    # -- start ---------------------------------------------------------------------------
    @override
    def start(self) -> None:
        view = self._public_view()
        for seat, count in enumerate(view.dice_counts):
            self.table.set_dice(seat, None, count)
            if count == 0:
                self._eliminated.append(seat)
                self.table.eliminate(seat)
        if self.game.history:
            # A resumed game: the table as it stands, the history as it was.
            self._restore(self.past_events())
            self.play_call(self.refresh_private)
        else:
            self._on_events(list(self.game.initial_events))
        super().start()

    def _people_out(self) -> bool:
        """Every person at the table (at this computer or on a phone) has lost their dice."""
        people = [*self.controller.humans(), *self.controller.phones()]
        counts = self._public_view().dice_counts
        return bool(people) and all(counts[seat] == 0 for seat in people)

    def _public_view(self) -> PerudoView:
        return self.game.view(0)

    # -- privacy ---------------------------------------------------------------------------
    @override
    def refresh_private(self) -> None:
        """Only the viewer's dice face up; everyone else's under their cups."""
        if self.game.is_over():
            return
        viewer = self.viewer()
        if viewer is not None and self.controller.is_hot_seat():
            self.table.set_bottom_seat(viewer)
        counts = self._public_view().dice_counts
        for seat, count in enumerate(counts):
            if count == 0:
                continue
            faces = self.game.view(seat).own_dice if seat == viewer else None
            self.table.set_dice(seat, list(faces) if faces is not None else None, count)

    # -- events -----------------------------------------------------------------------------
    def _on_events(self, events: list[Event], after_call: bool = False) -> None:
        """Show ``events``; ``after_call``: they follow a challenge whose reveal the
        person has just looked at (its verdict already told who loses a die)."""
        events, rest = self._cut_after_reveal(events)
        self._disable_controls()
        self.play_call(self._clear_thinking)
        if self.controller.is_hot_seat():
            # The player who just acted may no longer look at their dice.
            self.play_call(self.refresh_private)
        called = after_call or any(event.kind in _CHALLENGES for event in events)
        for index, event in enumerate(events):
            handler = self._event_handlers.get(event.kind)
            if event.kind not in _LISTED_BY_HANDLER:
                # Into the list when the table shows it, not before (no spoilers).
                self.play_call(partial(self.history.append, self._entry(event)))
            # The status line (and the sound) follows the table: each event's sentence as its
            # steps begin (a challenge's verdict already says who loses or wins a die).
            if not (event.kind in _SAID_BY_VERDICT and called):
                self.play_call(partial(self._describe_in_status, event))
            self.play_call(partial(self.sound, event))
            if handler is not None:
                handler(event, [*events[index + 1 :], *rest])
        if rest:
            self.play_call(partial(self._wait_after_reveal, rest))

    def _cut_after_reveal(self, events: list[Event]) -> tuple[list[Event], list[Event]]:
        """The events up to a Dudo/Calza (its reveal and verdict), and the rest — the die
        that leaves or comes back, a player out, the next round — when the person wants to
        look at the dice before going on: while they look, every seat shows every die it
        rolled (nothing to cut at the game's end)."""
        kinds = [event.kind for event in events]
        if not self.reveal_pause.wanted() or "game_over" in kinds:
            return events, []
        called = next((i for i, kind in enumerate(kinds) if kind in _CHALLENGES), None)
        if called is None or called + 1 >= len(kinds):
            return events, []
        return events[: called + 1], events[called + 1 :]

    def _wait_after_reveal(self, rest: list[Event]) -> None:
        self.panel.show_pause()
        self.reveal_pause.wait_for(partial(self._on_events, rest, True))

    def _describe_in_status(self, event: Event) -> None:
        data = ev.DUDO.of(event) or ev.CALZA.of(event)
        if data is not None:
            # Not the count yet: the table is about to count the dice.
            said = partial(self.texts.challenge, event.kind, data["seat"], data["bidder"],
                           data["quantity"], data["face"])
            self._set_status(said)
        else:
            self._set_status(partial(self.texts.describe, event))
        announce(self.table, self.status.text())

    def _entry(self, event: Event) -> HistoryEntry:
        return history_entry(event)

    def _event_round_start(self, event: Event, data: ev.RoundStartData, later: Sequence[Event]) -> None:
        self.play_call(partial(self.history.append, self._entry(event)))
        counts = data["dice_counts"]
        alive = [seat for seat, count in enumerate(counts) if count > 0]
        opener = data["opener"]

        def roll() -> QAbstractAnimation:
            self.table.hide_message()
            viewer = self.viewer()
            for seat in alive:
                # A die won back by a Calza: the cup gets its extra die before rolling.
                if self.table.dice_count(seat) != counts[seat]:
                    self.table.set_dice(seat, None, counts[seat])
            faces: dict[int, Sequence[int] | None] = {}
            if viewer is not None and viewer in alive and not self.game.is_over():
                faces[viewer] = list(self.game.view(viewer).own_dice)
            animation = self.table.roll(alive, faces)
            self.table.set_current(opener)
            return animation

        self.play(roll)
        # what the player can see, in words: a blind player's dice
        self.play_call(self._say_own_dice)

    def _say_own_dice(self) -> None:
        words = self.own_words()
        if words:
            announce(self.table, words)

    @override
    def own_words(self) -> str:
        """The dice of the seat that may look at them (sorted), "" when nobody may."""
        viewer = self.viewer()
        if viewer is None or self.game.is_over():
            return ""
        dice = sorted(self.game.view(viewer).own_dice)
        if not dice:
            return ""
        return fill_in(self.tr("Your dice: {dice}"), dice=", ".join(number(die) for die in dice))

    def _show_bid(self, seat: int | None, bid: Bid) -> QAbstractAnimation:
        self._bid_banner = (self.bid_words(bid.quantity, bid.face), self.texts.bid_by(seat))
        return self.table.show_message(*self._bid_banner)

    def _event_bid(self, event: Event, data: ev.BidData, later: Sequence[Event]) -> None:
        seat, quantity, face = data["seat"], data["quantity"], data["face"]

        def show() -> QAbstractAnimation:
            self.table.clear_highlights()
            return self._show_bid(seat, Bid(quantity, face))

        self.play(show)
        self.play_call(lambda: self.table.set_current(self.game.current_player()))

    def _event_dudo(self, event: Event, data: ev.ChallengeData, later: Sequence[Event]) -> None:
        self._challenge(event, data, later, self.tr("Dudo!"))

    def _event_calza(self, event: Event, data: ev.ChallengeData, later: Sequence[Event]) -> None:
        self._challenge(event, data, later, self.tr("Calza!"))

    def _challenge(self, event: Event, data: ev.ChallengeData, later: Sequence[Event], shout: str) -> None:
        caller, bidder = data["seat"], data["bidder"]
        quantity, face, count = data["quantity"], data["face"], data["count"]
        maputo, hands = data["maputo"], data["dice"]
        subtitle = self.texts.challenge(event.kind, caller, bidder, quantity, face)
        self.play(lambda: self.table.show_message(shout, subtitle))
        self.play_wait(CHALLENGE_MS)
        self.play_call(self.table.hide_message)

        revealed = {seat: list(hand) for seat, hand in enumerate(hands) if hand}
        self.play(lambda: self.table.reveal(revealed, partial(die_counts, face=face, maputo=maputo),
                                             target=quantity))
        # The call and its count go into the list once the table has counted, not before.
        self.play_call(partial(self.history.append, self._entry(event)))
        title = self.texts.verdict_title(event.kind, count, quantity)
        outcome = next(
            (e for e in later if e.kind in _SAID_BY_VERDICT), None
        )
        detail = self.texts.verdict(count, outcome)
        self.play(lambda: self.table.show_message(title, detail))
        self.play_call(lambda: self._set_status(lambda: f"{title} {detail}"))
        self.play_call(lambda: announce(self.table, self.status.text()))
        self.play_wait(VERDICT_MS)
        # The verdict stays in the status line; the table clears for the die that leaves.
        self.play_call(self.table.hide_message)

    def _event_die_lost(self, event: Event, data: ev.DiceLeftData, later: Sequence[Event]) -> None:
        seat = data["seat"]
        self.play(lambda: self.table.remove_die(seat))

    def _event_eliminated(self, event: Event, data: ev.SeatData, later: Sequence[Event]) -> None:
        seat = data["seat"]
        self._eliminated.append(seat)
        self.play(lambda: self.table.eliminate(seat))
        self.play(lambda: self.table.show_message(self.texts.describe(event)))
        self.play_wait(OUT_MS)

    def _event_maputo_declared(self, event: Event, data: ev.MaputoData, later: Sequence[Event]) -> None:
        rule = self.tr("ones are not wild, the face cannot change")
        self.play(lambda: self.table.show_message(self.tr("Maputo!"), f"{self.texts.describe(event)}: {rule}"))
        self.play_wait(MAPUTO_MS)
        self.play_call(self.table.hide_message)

    def _event_game_over(self, event: Event, data: ev.GameOverData, later: Sequence[Event]) -> None:
        winner = data["winner"]
        self.play_call(self.table.hide_message)
        final = self.game.view(winner).all_dice
        if final:
            # Everybody's dice may be shown now; only the winner has any left.
            self.play(lambda: self.table.reveal({s: list(h) for s, h in enumerate(final) if h}))
        self.play(lambda: self.table.celebrate(winner, self._winner_text(winner)))

    # -- turns ------------------------------------------------------------------------------
    def _on_human_turn(self, seat: int) -> None:
        if self.game.current_player() != seat:
            return
        self._human_seat = seat
        legal = self.controller.legal_actions()
        view = self.game.view(seat)
        self.table.set_current(seat)
        if any(isinstance(a, DeclareMaputo) for a in legal):
            self._set_status(lambda: self._turn_text(seat) + " " + self.tr(
                "One die left: declare a Maputo round (ones are not wild, the face stays) or play normally?"
            ))
            self.panel.ask_maputo(declare=DeclareMaputo(True) in legal, decline=DeclareMaputo(False) in legal)
            return
        bids = [(a.quantity, a.face) for a in legal if isinstance(a, Bid)]
        self.panel.bidding(bids, suggested_bid(view, bids),
                           dudo=any(isinstance(a, Dudo) for a in legal),
                           calza=any(isinstance(a, Calza) for a in legal))
        if view.last_bid is None:
            hint = self.tr("Open the round with a bid.")
        elif bids:
            hint = self.tr("Raise the bid, or call Dudo to doubt it.")
        else:
            hint = self.tr("No higher bid is possible: call Dudo.")
        if view.maputo:
            hint += " " + self.tr("Maputo round: ones are not wild and the face cannot change.")
        self._set_status(lambda: self._turn_text(seat) + " " + hint)
        self.bid_control.setFocus()

    def _on_refused(self, reason: str) -> None:
        self._set_status(lambda: reason, error=True)

    def _disable_controls(self) -> None:
        self.wait_with_focus_on_table(self.panel, self.panel.wait)

    # -- actions ---------------------------------------------------------------------------
    def _submit(self, action: Any) -> None:
        if self.game.current_player() != self._human_seat or self.is_animating():
            return
        if action not in self.controller.legal_actions():
            return
        # the claim (bid) you answered leaves the middle of the table: a reader reading the
        # table as the focus comes to it must not hear it as if it still stood
        self.table.hide_message()
        self._disable_controls()
        if not self.controller.submit(action):
            # Refused (not the turn any more, or an animation started): the turn comes back.
            return

    def _bid(self, quantity: int, face: int) -> None:
        self._submit(Bid(quantity, face))

    def _dudo(self) -> None:
        last = self.game.view(self._human_seat or 0).last_bid
        if last is not None and not self.confirm(
            fill_in(self.tr("Call Dudo on {bid}?"), bid=self.bid_words(last.quantity, last.face))
        ):
            return
        self._submit(Dudo())

    def _calza(self) -> None:
        last = self.game.view(self._human_seat or 0).last_bid
        if last is not None and not self.confirm(
            fill_in(
                self.tr("Call Calza: exactly {bid}?"),
                bid=self.bid_words(last.quantity, last.face),
            )
        ):
            return
        self._submit(Calza())

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.reveal_pause.handles_key(event.key()):
            return
        if self.panel.is_bidding() and self.bid_control.handle_key(event):
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.panel.press_default():
            return
        super().keyPressEvent(event)

    # -- the end ------------------------------------------------------------------------------
    def _on_game_over(self, winners: list[int]) -> None:
        self._disable_controls()
        if not winners:
            return
        winner = winners[0]
        self._set_status(lambda: self._winner_text(winner))
        self.table.hide_message()
        places = [winner, *reversed(self._eliminated)]

        def texts() -> tuple[str, str]:  # made again in a new language
            rows = "".join(
                f"<tr><td align='right'><b>{number(i)}.</b></td><td>{self.name_html(seat)}</td></tr>"
                for i, seat in enumerate(places, start=1)
            )
            rounds = fill_in(self.tr("Rounds played: {rounds}"), rounds=number(self.game.round_number))
            return self._winner_text(winner), f"<p>{rounds}</p><table align='center'>{rows}</table>"

        self.show_result(texts)

    def _winner_text(self, winner: int) -> str:
        return self.texts.winner(winner)

    # -- texts ---------------------------------------------------------------------------------
    def bid_words(self, quantity: int, face: int) -> str:
        return self.texts.bid_words(quantity, face)

    def _history_text(self, entry: HistoryEntry) -> str:
        event = entry.payload
        if not isinstance(event, Event):
            return ""
        round_start = ev.ROUND_START.of(event)
        if entry.kind == "round" and round_start is not None:
            return fill_in(self.tr("Round {number}"), number=round_start["round"])
        return self.texts.describe(event)

    def _restore(self, events: list[Event]) -> None:
        """A resumed game's screen as it was: every line of the history, the standing
        bid on the table, the last event in the status line."""
        for event in events:
            self.history.append(self._entry(event))
        view = self._public_view()
        if view.bids:
            seat, bid = view.bids[-1]
            self.play(lambda: self._show_bid(seat, bid))
        if events:
            self._describe_in_status(events[-1])

    @override
    def on_steps_done(self) -> None:
        if self.reveal_pause.is_waiting():
            return  # the verdict stays in the status line until Continue
        current = self.game.current_player()
        self.table.set_current(current)
        if current is None or self.game.is_over():
            return
        if not self.controller.seats[current].is_human or not self.controller.is_hot_seat():
            # Alone at the table, "Your turn" follows at once: no "Waiting for You…".
            return
        self._set_status(lambda: fill_in(self.tr("Waiting for {name}…"), name=self.name(current)))

    @override
    def retranslate(self) -> None:
        self.set_title(self.tr("Perudo"))
        self.history_title.setText(self.tr("Bids"))
        self.panel.retranslate()
        self.history.refresh_texts()
        self._retranslate_status()
        bids = self._public_view().bids
        if bids and self._bid_banner is not None and self.table.message() == self._bid_banner:
            self._show_bid(*bids[-1])  # the standing bid's banner in the new words
