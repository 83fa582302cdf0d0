"""The Macháček screen: one cup travelling round the table, announcements, the scoreboard.

Each engine event becomes table steps: the holder shakes the cup (and, if it
is the person at the screen, peeks at the dice), an announcement appears big
in the middle of the table with its name ("42", "5 Indians", "Macháček") and
the cup travels on; a doubt lifts the cup and says who caught whom.  The
receiver gets Believe / Doubt, the roller the picker of the 21 values.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QAbstractAnimation, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QWidget

from tablegames_qt.engine.core import Event
from tablegames_qt.engine.machacek import (
    Announce,
    Believe,
    Doubt,
    EndMatch,
    MachacekGame,
    MachacekView,
    dice_of,
)
from tablegames_qt.engine.machacek import events as ev
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.dice import DiceTableView
from tablegames_qt.ui.dice.reveal_pause import RevealPause
from tablegames_qt.ui.game_screen import EventHandler, GameScreen
from tablegames_qt.ui.hint import ScreenCoach
from tablegames_qt.ui.history_view import HistoryView
from tablegames_qt.ui.machacek.coach_room import MachacekCoachRoom
from tablegames_qt.ui.machacek.controls import MachacekControls
from tablegames_qt.ui.machacek.standings import MatchScoreboard
from tablegames_qt.ui.machacek.texts import MachacekTexts, history_entry
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.models.history import HistoryEntry, HistoryModel
from tablegames_qt.ui.screen_style import big_font
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.texts import fill_in

DOUBT_MS = 800
VERDICT_MS = 2000
ANNOUNCE_MS = 500


class MachacekScreen(GameScreen):
    def __init__(
        self, controller: SessionController, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, settings, parent)
        self.setObjectName("machacekScreen")
        self.game: MachacekGame = self.require_game(MachacekGame, "Macháček")
        #: an event kind -> what the table does with it (kinds not here: told, not shown)
        self._event_handlers: dict[str, EventHandler] = dict([
            ev.GAME_START.on(self._event_game_start), ev.ROLL.on(self._event_roll),
            ev.ANNOUNCE.on(self._event_announce), ev.DOUBT.on(self._event_doubt),
            ev.REVEAL.on(self._event_reveal), ev.GAME_OVER.on(self._event_game_over),
            ev.LIFE_LOST.on(self._event_life_lost), ev.ELIMINATED.on(self._event_eliminated),
            ev.MATCH_OVER.on(self._event_match_over),
        ])  # fmt: skip
        game = self.game
        humans = controller.humans()
        self.texts = MachacekTexts(controller.names, controller.solo_seat(), self)

        self.table: DiceTableView = DiceTableView(self)
        self.table.setObjectName("machacekTable")
        self.table.set_seats(controller.names(), single_cup=True, colours=controller.colours())
        self.table.you = controller.solo_seat()
        self.table.set_bottom_seat(humans[0] if humans else 0)

        self.scoreboard = MatchScoreboard(game, self.name, self)
        self.scores = self.scoreboard.scores
        self.standings = self.scoreboard.standings

        self.history = HistoryModel(self.texts.history_line, names=controller.name, parent=self)
        self.history_view = HistoryView(self)
        self.history_view.setModel(self.history)
        self.history_view.set_seat_styles(self.table.seat_styles())
        self.history_title = QLabel(self)
        self.history_title.setFont(big_font(self.font(), 1.15))

        self.panel = self._make_controls(settings)
        self.arrange(
            self.table,
            self.panel,
            [
                *self.scoreboard.side_widgets(),
                (self.history_title, 0),
                (self.history_view, 1),
            ],
        )

        controller.eventsApplied.connect(self._on_events)
        controller.humanTurn.connect(self._on_human_turn)
        controller.botThinking.connect(self._on_bot_thinking)
        controller.actionRefused.connect(lambda reason: self._set_status(lambda: reason, error=True))
        controller.gameOver.connect(self._on_match_over)
        controller.curtainDown.connect(lambda _seat: self._disable_controls())
        self.scoreboard.update()
        self._disable_controls()
        self.retranslate()
        #: the coach's Hint button at the right of the status line (not a row of its own)
        self.hint_button_place = (self.panel.status_row, 1, Qt.AlignmentFlag.AlignTop)
        self.coach = ScreenCoach(self, MachacekCoachRoom(self, self))

    def _make_controls(self, settings: Settings) -> MachacekControls:
        """The controls under the table (the pause after a reveal, the value picker,
        Believe and Doubt, End the match), wired to what they do."""
        self.reveal_pause = RevealPause(self.controller, settings, self)
        # once the people have lost their last life: watch the rest, or skip to the result
        self.reveal_pause.offer_when_out(self._people_out, self.skip_to_result)
        panel = MachacekControls(self.status, self.reveal_pause,
                                 open_ended=self.game.rules.open_ended, parent=self)
        self.picker = panel.picker
        self.believe_button = panel.believe_button
        self.doubt_button = panel.doubt_button
        self.claim_text = panel.claim_text
        self.end_match_button = panel.end_match_button
        self.believe_button.clicked.connect(lambda: self._submit(Believe()))
        self.doubt_button.clicked.connect(self._doubt)
        self.picker.valueChosen.connect(lambda value: self._submit(Announce(value)))
        self.end_match_button.clicked.connect(self._end_match)
        return panel

    # -- start ------------------------------------------------------------------------------
    @override
    def start(self) -> None:
        view = self._public_view()
        for seat in range(self.game.players):
            if not view.alive[seat]:
                self.table.eliminate(seat)
        self._show_lives(view)
        if self.game.history:
            # Resumed: put the cup where it is.
            holder = view.cup_holder
            if view.current_player is not None:
                self.table.set_cup_seat(view.current_player)
            elif holder is not None:
                self.table.set_cup_seat(holder)
            # The history as it was, every game of the match, from the replayed log.
            events = self.past_events()
            for event in events:
                entry = self._entry(event)
                if entry is not None:
                    self.history.append(entry)
            shown = [event for event in events if event.kind != ev.ROLL.name]
            if shown:
                self._describe_in_status(shown[-1])
            self.scoreboard.update()
            self.play_call(self.refresh_private)
        else:
            self._on_events(self.game.opening_events())
        super().start()

    def _public_view(self) -> MachacekView:
        return self.game.view(0)

    # -- privacy ------------------------------------------------------------------------------
    @override
    def refresh_private(self) -> None:
        """The dice under the cup are shown only to the holder, while the cup is with them."""
        if self.table.cup_is_open():
            return  # opened in public
        viewer = self.viewer()
        if viewer is not None and self.controller.is_hot_seat():
            self.table.set_bottom_seat(viewer)
        if viewer is not None:
            view = self.game.view(viewer)
            if view.own_roll is not None and view.cup_holder == viewer and self.table.cup_seat() == viewer:
                self.table.show_cup_dice(list(dice_of(view.own_roll)))
                return
        self.table.show_cup_dice(None)

    # -- events --------------------------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        events, rest = self._cut_after_lift(events)
        self._disable_controls()
        self.play_call(self._clear_thinking)
        if self.controller.is_hot_seat():
            self.play_call(self.refresh_private)
        for index, event in enumerate(events):
            entry = self._entry(event)
            if entry is not None:
                # Into the list when the table shows it, not before (no spoilers).
                self.play_call(partial(self.history.append, entry))
            handler = self._event_handlers.get(event.kind)
            self.play_call(partial(self.sound, event))  # as the table shows it
            if event.kind != ev.ROLL.name:
                # The status line follows the table: each event's sentence as its steps begin.
                self.play_call(partial(self._describe_in_status, event))
            if handler is not None:
                handler(event, events[index + 1 :])
        self.play_call(self.scoreboard.update)
        if rest:
            self.play_call(partial(self._wait_after_lift, rest))

    def _cut_after_lift(self, events: list[Event]) -> tuple[list[Event], list[Event]]:
        """The events up to the next game after a lifted cup, and the rest, when the person
        wants to look at the dice before going on (nothing to cut at the match's end)."""
        kinds = [event.kind for event in events]
        if not self.reveal_pause.wanted() or ev.MATCH_OVER.name in kinds or ev.REVEAL.name not in kinds:
            return events, []
        cut = next((i for i in range(kinds.index(ev.REVEAL.name), len(kinds)) if kinds[i] == ev.GAME_START.name), None)
        return (events, []) if cut is None else (events[:cut], events[cut:])

    def _wait_after_lift(self, rest: list[Event]) -> None:
        self.panel.show_pause()
        self.reveal_pause.wait_for(partial(self._on_events, rest))

    def _describe_in_status(self, event: Event) -> None:
        self._set_status(partial(self.texts.describe, event))
        if event.kind != ev.REVEAL.name:  # the verdict is said with its headline (_event_reveal)
            announce(self.table, self.status.text())

    def _entry(self, event: Event) -> HistoryEntry | None:
        return history_entry(event)

    def _event_game_start(self, event: Event, data: ev.GameStartData, later: Sequence[Event]) -> None:
        starter = data["seat"]

        def start_game() -> QAbstractAnimation:
            self.table.hide_message()
            # A new game: the last game's claim is no claim any more.
            self.panel.show_claim(None)
            self.table.clear_highlights()
            self.table.set_current(starter)
            return self.table.move_cup_to(starter)

        self.play(start_game)

    def _event_roll(self, event: Event, data: ev.SeatData, later: Sequence[Event]) -> None:
        self.play(self.table.shake_cup)
        self.play_call(self.refresh_private)

    def _event_announce(self, event: Event, data: ev.AnnounceData, later: Sequence[Event]) -> None:
        seat, value, to = data["seat"], data["value"], data["to"]

        def announce() -> QAbstractAnimation:
            self.table.show_cup_dice(None)
            # clear of where the cup comes to rest, not only of where it stands now
            return self.table.show_message(value_label(value), self.texts.passing(seat, to), cup_to=to)

        self.play(announce)
        self.play_wait(ANNOUNCE_MS)
        self.play(lambda: self.table.move_cup_to(to))
        self.play_call(lambda: self.table.set_current(to))

    def _event_doubt(self, event: Event, data: ev.CupData, later: Sequence[Event]) -> None:
        subtitle = self.texts.lifts(data["challenger"], data["announcer"])
        self.play(lambda: self.table.show_message(self.tr("I don't believe it!"), subtitle))
        self.play_wait(DOUBT_MS)
        dice = list(data["dice"])

        def open_cup() -> QAbstractAnimation:
            self.table.hide_message()
            return self.table.open_cup(dice)

        self.play(open_cup)

    def _event_reveal(self, event: Event, data: ev.CupData, later: Sequence[Event]) -> None:
        bluff = data["bluff"]
        title = self.tr("A bluff!") if bluff else self.tr("The truth!")
        said = self.texts.lift_result(bluff, data["challenger"], data["announcer"], data["rolled"],
                                      data["value"])
        self.play(lambda: self.table.show_message(title, said))
        self.play_call(lambda: announce(self.table, f"{title} {said}"))
        self.play_wait(VERDICT_MS)

    def _event_game_over(self, event: Event, data: ev.CupData, later: Sequence[Event]) -> None:
        self.play_call(self.scoreboard.update)

    def _event_life_lost(self, event: Event, data: ev.LifeLostData, later: Sequence[Event]) -> None:
        self.play_call(lambda: self._show_lives(self._public_view()))

    def _event_eliminated(self, event: Event, data: ev.SeatData, later: Sequence[Event]) -> None:
        seat = data["seat"]
        self.play(lambda: self.table.eliminate(seat))

    def _event_match_over(self, event: Event, data: ev.MatchOverData, later: Sequence[Event]) -> None:
        winners = list(data["winners"])
        self.play_call(self.table.hide_message)
        if len(winners) == 1:
            self.play(lambda: self.table.celebrate(winners[0], self._winner_headline(winners)))
        else:
            self.play(lambda: self.table.show_message(self._winner_headline(winners)))

    # -- turns ----------------------------------------------------------------------------------
    def _on_human_turn(self, seat: int) -> None:
        if self.game.current_player() != seat:
            return
        self._human_seat = seat
        legal = self.controller.legal_actions()
        view = self.game.view(seat)
        self.table.set_current(seat)
        self.end_match_button.setEnabled(self.game.rules.open_ended)
        if Believe() in legal:
            value = view.announcement
            announcer = view.announcements[-1][0] if view.announcements else None
            self.panel.respond(value, self.texts.claimed_by(announcer), can_doubt=Doubt() in legal)
            self._set_status(lambda: self._turn_text(seat) + " " + fill_in(
                self.tr(
                    "{announcer} announces {value}. Believe it and roll, or lift the cup?"
                ),
                announcer=self.name(announcer) if announcer is not None else "",
                value=value_label(value) if value is not None else "",
            ))
            return
        values = [a.value for a in legal if isinstance(a, Announce)]
        self.panel.announce(values, view.own_roll, view.announcement)
        self.refresh_private()
        rolled = view.own_roll

        def text() -> str:
            if rolled is None:
                return self._turn_text(seat) + " " + self.tr("Announce a value.")
            said = fill_in(self.tr("Rolled: {value}."), value=value_label(rolled))
            if rolled in values:
                return f"{self._turn_text(seat)} {said} " + self.tr("Tell the truth or bluff higher.")
            return f"{self._turn_text(seat)} {said} " + self.tr("That is too low: bluff higher.")

        self._set_status(text)
        if rolled is not None:
            # a blind player hears the roll too (also when it is below the claim)
            announce(self.table, self.status.text())

    @override
    def own_words(self) -> str:
        """Your roll, while it is yours to announce; the claim you must answer, while you
        are to believe or doubt it (its news may have been lost to a screen reader)."""
        viewer = self.viewer()
        if viewer is None or self.game.is_over() or self.game.current_player() != viewer:
            return ""
        view = self.game.view(viewer)
        if view.own_roll is None and view.announcement is not None and view.announcements:
            announcer, value = view.announcements[-1]
            return self.texts.announce(announcer, value, viewer)
        rolled = view.own_roll
        return "" if rolled is None else fill_in(self.tr("Your roll: {value}"), value=value_label(rolled))

    def _disable_controls(self) -> None:
        # A table of bots only: whoever watches may end an open-ended match at any time.
        self.wait_with_focus_on_table(self.panel, lambda: self.panel.wait(
            can_end_match=self.game.rules.open_ended
            and not self.controller.humans()
            and not self.game.is_over()
        ))

    def _people_out(self) -> bool:
        """Every person at the table (at this computer or on a phone) has lost their last life."""
        people = [*self.controller.humans(), *self.controller.phones()]
        alive = self.game.view(0).alive
        return bool(self.game.rules.lives) and bool(people) and not any(alive[seat] for seat in people)

    # -- actions ---------------------------------------------------------------------------------
    def _submit(self, action: Any) -> None:
        if self.game.current_player() != self._human_seat or self.is_animating():
            return
        if not isinstance(action, EndMatch) and action not in self.controller.legal_actions():
            return
        # the claim (bid) you answered leaves the middle of the table: a reader reading the
        # table as the focus comes to it must not hear it as if it still stood
        self.table.hide_message()
        self._disable_controls()
        self.controller.submit(action)

    def _doubt(self) -> None:
        view = self.game.view(self._human_seat or 0)
        value = view.announcement
        if value is not None and not self.confirm(
            fill_in(self.tr("Lift the cup on {value}?"), value=value_label(value))
        ):
            return
        self._submit(Doubt())

    def _end_match(self) -> None:
        if not self.controller.humans():
            if self.controller.submit_for_watchers(EndMatch()):
                self.end_match_button.setEnabled(False)
            return
        self._submit(EndMatch())

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.reveal_pause.handles_key(event.key()):
            return
        if self.panel.is_announcing() and self.picker.handle_key(event):
            return
        super().keyPressEvent(event)

    # -- scores and the end ---------------------------------------------------------------------------
    def _show_lives(self, view: MachacekView) -> None:
        if not self.game.rules.lives:
            return
        for seat in range(self.game.players):
            lives = view.lives[seat]
            self.table.set_status(seat, "♥" * lives if view.alive[seat] else self.tr("out"))

    def _on_match_over(self, winners: list[int]) -> None:
        self._disable_controls()
        self.scoreboard.update()
        self.scoreboard.sort_standings()
        self._set_status(lambda: self._winner_headline(winners))
        self.table.hide_message()
        self.show_result(lambda: (self._winner_headline(winners), self.scoreboard.final_standings()))

    def _winner_headline(self, winners: Sequence[int]) -> str:
        return self.texts.match_headline(winners)

    @override
    def on_steps_done(self) -> None:
        if self.reveal_pause.is_waiting():
            return  # the verdict stays until Continue
        current = self.game.current_player()
        self.table.set_current(current)
        self._show_claim()
        if current is not None and not self.controller.seats[current].is_human:
            self._set_status(lambda: fill_in(
                self.tr("{name} has the cup."),
                name=self.name(current),
            ))

    def _show_claim(self) -> None:
        """The announcement now on the table, in the waiting panel."""
        announcements = self._public_view().announcements
        if not announcements or self.game.is_over():
            self.panel.show_claim(None)
            return
        seat, value = announcements[-1]
        # The one who answers the claim now has the cup.
        receiver = self._public_view().current_player
        self.panel.show_claim(value, self.texts.claimed_by(seat), self.texts.passing(seat, receiver))

    @override
    def retranslate(self) -> None:
        self.set_title(self.tr("Macháček"))
        self.history_title.setText(self.tr("This match"))
        self.panel.retranslate()
        self.scoreboard.retranslate()
        self.history.refresh_texts()
        self._show_lives(self._public_view())
        self._retranslate_status()
        self._show_claim()
