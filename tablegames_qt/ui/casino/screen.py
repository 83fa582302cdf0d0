"""The Royal Casino screen: the card table, choosing a play, the count of each deal.

Everything shown follows the engine's events (``controller.eventsApplied``):
each event becomes a table step (dealing, a capture flying to its pile, a
build stacking up, a trail, the sweep flourish, the residue going to the last
capturer), played one after another while the controller waits.  At the end
of a deal the score sheet shows the count; the next deal is dealt when it is
closed (people click on; a table of bots goes on by itself).

Choosing a play: click (or drag, or pick with the arrow keys and Enter) a card
of the hand; the table items it can take or build with light up; clicking
items toggles them into a selection, and the screen finds the engine's legal
play with exactly that card and those items (``casino.selection``).  A
selection that is one play and cannot grow is played at once; when it could
be a capture or a build, or builds of two values, buttons ask which.  "Trail"
is a button and a drop on the cloth.  Only the engine's legal plays can be
made; a refused one shows the engine's reason in the status line.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.engine.casino import Card, CasinoGame, CasinoView, Play
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.engine.core import Event
from tablegames_qt.storage.settings import FOUR_COLOUR_DECK, Settings
from tablegames_qt.ui import override
from tablegames_qt.ui.cards.texts import card_words
from tablegames_qt.ui.casino.coach_room import CasinoCoachRoom
from tablegames_qt.ui.casino.count_panel import CountPanel
from tablegames_qt.ui.casino.deal_count import CasinoDealCount
from tablegames_qt.ui.casino.event_steps import CasinoEventSteps
from tablegames_qt.ui.casino.moves_model import MovesModel, MovesView
from tablegames_qt.ui.casino.play_chooser import CasinoPlayChooser
from tablegames_qt.ui.casino.score_model import CasinoScoreModel
from tablegames_qt.ui.casino.score_sheet import ScoreSheet
from tablegames_qt.ui.casino.selection import Choice
from tablegames_qt.ui.casino.side_colours import seat_colours
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.casino.words import sentence
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.hint import ScreenCoach
from tablegames_qt.ui.history_view import HistoryView
from tablegames_qt.ui.models.history import HistoryModel
from tablegames_qt.ui.screen_style import PANEL_STYLE, big_font
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.texts import fill_in, number

_SECONDARY = (
    f"QPushButton {{ background: {colours.CASINO_BUTTON}; color: {colours.INK_WARM}; border: 2px solid {colours.BRASS};"
    " border-radius: 10px; padding: 8px 18px; font-weight: bold; }"
    f"QPushButton:hover {{ background: {colours.CASINO_BUTTON_HOVER}; }}"
    f"QPushButton:disabled {{ background: {colours.BUTTON_OFF}; color: {colours.INK_GREY}; border-color: {colours.BUTTON_OFF_EDGE}; }}"
)


def secondary_button(button: QPushButton) -> None:
    """A move that is always there (trailing): plain, so it does not outshine the plays."""
    button.setStyleSheet(_SECONDARY)
    button.setMinimumHeight(44)
    button.setFont(big_font(button.font(), 1.1))


class CasinoScreen(GameScreen):
    """The screen's widgets, set-up, privacy and texts here; its parts, each reaching
    the screen through a Protocol that names what it uses: ``event_steps`` (events as
    table steps, ``StepsHost``), ``deal_count`` (the count between deals,
    ``CountHost``) and ``chooser`` (a person's turn, ``ChooserHost``)."""

    STATUS_FONT_SCALE = 1.2

    def __init__(
        self, controller: SessionController, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, settings, parent)
        self.setObjectName("casinoScreen")
        self.game: CasinoGame = self.require_game(CasinoGame, "Royal Casino")
        self._last_play: Event | None = None
        self.chooser = CasinoPlayChooser(self, self)
        self.event_steps = CasinoEventSteps(self)
        self.deal_count = CasinoDealCount(self, self)

        self._build_table(controller, settings)
        self._build_side_panel()
        controls = self._build_controls()
        self._lay_out(controls)
        self._connect(controller, settings)
        self._end_turn()
        self.retranslate()
        self.coach = ScreenCoach(self, CasinoCoachRoom(self, self))
        self.count_panel = CountPanel(self, self)

    # -- construction, step by step ---------------------------------------------------------
    def _build_table(self, controller: SessionController, settings: Settings) -> None:
        """The card table with its seats, the score sheet over it, and the texts."""
        self.table: CasinoTableView = CasinoTableView(self)
        self.table.setObjectName("casinoTable")
        names = controller.names()
        view = self.game.view(0)
        self._side_names = self._make_side_names(names, view)
        self.table.set_players(names, view.side_of, seat_colours(view.side_of, controller.colours()),
                               self._side_names)
        humans = controller.humans()
        self.table.set_bottom_seat(humans[0] if humans else 0)
        self._update_notes()
        self.table.set_four_colour(settings.four_colour_deck)
        self.setFocusProxy(self.table)

        self.scores = CasinoScoreModel(self)
        self.sheet = ScoreSheet(self.scores, self.table, self)

        self.texts = CasinoTexts(controller.names, controller.solo_seat(), self)
        self.table.set_you(self.texts.you)

    def _build_side_panel(self) -> None:
        """Beside the table: the deal line, the last count, the moves list, the history."""
        self.history = HistoryModel(self.event_steps.history_text, names=self.controller.name, parent=self)
        self.history_view = HistoryView(self)
        self.history_view.setModel(self.history)
        self.history_title = QLabel(self)
        self.history_title.setFont(big_font(self.font(), 1.15))
        self.info = QLabel(self)
        self.info.setWordWrap(True)

        self.moves = MovesModel(self.controller.names, self)
        self.moves_view = MovesView(self)
        self.moves_view.setObjectName("movesList")
        self.moves_view.setModel(self.moves)
        self.moves_title = QLabel(self)
        self.moves_title.setFont(big_font(self.font(), 1.15))
        self.moves_view.hide()
        self.moves_title.hide()
        self.last_deal_button = QPushButton(self)
        self.last_deal_button.setObjectName("lastDealButton")
        self.last_deal_button.setEnabled(False)

    def _build_controls(self) -> QHBoxLayout:
        """Under the table: the play buttons, Clear, the moves list's button and Trail."""
        self.action_row = QHBoxLayout()
        self.action_row.setContentsMargins(0, 0, 0, 0)
        self.trail_button = QPushButton(self)
        self.trail_button.setObjectName("trailButton")
        secondary_button(self.trail_button)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("clearButton")
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setCheckable(True)
        for button in (self.clear_button, self.hint_button):
            button.setMinimumHeight(44)
        controls = QHBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addLayout(self.action_row)
        controls.addStretch(1)
        controls.addWidget(self.clear_button)
        controls.addWidget(self.hint_button)
        controls.addWidget(self.trail_button)
        #: where the coach's Hint button goes: first after the stretch, beside Clear (the
        #: coach says no odds here, so a row of its own would hold one button)
        self.hint_button_place = (controls, 2)
        return controls

    def _lay_out(self, controls: QHBoxLayout) -> None:
        panel = QFrame(self)
        panel.setObjectName("controlPanel")
        panel.setStyleSheet(PANEL_STYLE)
        panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(16, 10, 16, 12)
        panel_layout.addWidget(self.status)
        panel_layout.addLayout(controls)

        self.arrange(
            self.table,
            panel,
            [
                (self.info, 0),
                (self.last_deal_button, 0),
                (self.moves_title, 0),
                (self.moves_view, 1),
                (self.history_title, 0),
                (self.history_view, 1),
            ],
            side_width=(230, 340),
        )

    def _connect(self, controller: SessionController, settings: Settings) -> None:
        """The table's, the buttons' and the controller's signals to the parts."""
        chooser = self.chooser
        self.table.handCardClicked.connect(chooser.on_hand_card)
        self.table.handCardActivated.connect(chooser.on_hand_card_enter)
        self.table.tableItemClicked.connect(chooser.on_table_item)
        self.table.cardDragged.connect(chooser.on_drag)
        self.table.cardDropped.connect(chooser.on_drop)
        self.moves_view.playRequested.connect(chooser.on_move_requested)
        self.trail_button.clicked.connect(chooser.trail_clicked)
        self.clear_button.clicked.connect(chooser.clear_clicked)
        self.hint_button.toggled.connect(chooser.toggle_hints)
        self.sheet.closed.connect(self.deal_count.sheet_closed)
        self.last_deal_button.clicked.connect(self.deal_count.show_last_deal)

        controller.eventsApplied.connect(self.event_steps.on_events)
        controller.humanTurn.connect(chooser.on_human_turn)
        controller.botThinking.connect(self._on_bot_thinking)
        controller.actionRefused.connect(self._on_refused)
        controller.gameOver.connect(self._on_game_over)
        controller.curtainDown.connect(lambda _seat: self._end_turn())
        settings.changed.connect(self._on_casino_setting)

    # -- the parts' doors: what tests, the coach and the other parts ask of the screen ------
    @property
    def action_buttons(self) -> list[QPushButton]:
        """The buttons of the plays the selection makes now."""
        return self.chooser.action_buttons

    def _my_turn(self) -> bool:
        return self.chooser.my_turn()

    def _end_turn(self) -> None:
        self.chooser.end_turn()

    def choice(self) -> Choice | None:
        return self.chooser.choice()

    def selected_card(self) -> Card | None:
        return self.chooser.selected_card()

    def chosen_items(self) -> frozenset[Item]:
        return self.chooser.chosen_items()

    def action_plays(self) -> list[Play]:
        return self.chooser.action_plays()

    def selection_state(self) -> dict[str, Any]:
        return self.chooser.selection_state()

    def _queue_events(self, events: list[Event]) -> None:
        self.event_steps.queue_events(events)

    def _hold_until_counted(self, events: list[Event]) -> None:
        self.deal_count.hold_until_counted(events)

    def _open_sheet(self, final: bool, review: bool) -> None:
        self.deal_count.open_sheet(final, review)

    def _show_scores(self, view: CasinoView) -> None:
        self.deal_count.show_scores(view)

    @override
    def set_paused(self, paused: bool) -> None:
        super().set_paused(paused)
        self.deal_count.paused_changed(paused)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.chooser.key_pressed(event):
            super().keyPressEvent(event)

    # -- set-up -----------------------------------------------------------------------------
    def _make_side_names(self, names: Sequence[str], view: CasinoView) -> list[str]:
        out: list[str] = []
        for side in range(view.sides):
            seats = [s for s in range(view.players) if view.side_of[s] == side]
            out.append(" & ".join(names[s] for s in seats))
        return out

    def side_names(self) -> list[str]:
        return list(self._side_names)

    @override
    def rename_seats(self, names: list[str]) -> None:
        self._side_names = self._make_side_names(names, self._public_view())
        self.table.rename(names, self._side_names)

    @override
    def start(self) -> None:
        view = self._public_view()
        self._show_scores(view)
        if self.game.history:
            # A resumed game: the table as it stands; the history and the last deal's
            # count as they were, from the replayed log.
            self.table.show_state(view, self._faces())
            self.event_steps.restore(self.past_events())
        else:
            self.event_steps.on_events(self.game.opening_events())
        super().start()

    def _public_view(self) -> CasinoView:
        return self.game.view(0)

    @override
    def shutdown(self) -> None:
        if self._shut_down:
            return
        self.deal_count.let_go()
        with contextlib.suppress(RuntimeError, TypeError):
            self.settings.changed.disconnect(self._on_casino_setting)
        super().shutdown()

    # -- privacy ------------------------------------------------------------------------------
    @override
    def own_words(self) -> str:
        """Your hand in words (Y), while you may see it."""
        viewer = self.viewer()
        hand = self.game.view(viewer).hand if viewer is not None and not self.game.is_over() else ()
        if not hand:
            return ""
        return fill_in(self.tr("Your hand: {cards}"), cards=", ".join(card_words(card) for card in hand))

    def _faces(self) -> list[tuple[Card, ...] | None]:
        """Per seat the cards the scene may show face up: only the viewer's."""
        viewer = self.viewer()
        return [
            self.game.view(seat).hand if seat == viewer else None
            for seat in range(self.game.players)
        ]

    @override
    def refresh_private(self) -> None:
        """Only the viewer's hand face up; every other hand (a partner's too) face down."""
        viewer = self.viewer()
        if viewer is not None and self.controller.is_hot_seat():
            self.table.set_bottom_seat(viewer)
            self._update_notes()
        for seat, faces in enumerate(self._faces()):
            self.table.set_hand_faces(seat, faces)

    def _update_notes(self) -> None:
        view = self._public_view()
        bottom = self.table.bottom_seat()
        for seat in range(view.players):
            partner = view.players == 4 and seat != bottom and view.side_of[seat] == view.side_of[bottom]
            self.table.plate(seat).set_note(self.tr("partner") if partner else "")

    # -- the info line ------------------------------------------------------------------------
    def _update_info(self, view: CasinoView) -> None:
        self.info.setText(
            fill_in(
                self.tr("Deal {deal} · hand {hand} of {hands}"),
                deal=view.deal_number, hand=view.hand_out, hands=view.hand_outs,
            )
        )

    # -- others' turns ---------------------------------------------------------------------------
    def _on_refused(self, reason: str) -> None:
        self._set_status(lambda: sentence(reason), error=True)

    # -- the end -----------------------------------------------------------------------------------
    def _on_game_over(self, winners: list[int]) -> None:
        self._end_turn()
        if not winners:
            return
        self._set_status(lambda: self._winner_text(winners))
        view = self._public_view()

        def texts() -> tuple[str, str]:  # made again in a new language
            rows = "".join(
                f"<tr><td>{html.escape(name)}</td><td align='right'><b>{number(view.scores[side])}</b></td></tr>"
                for side, name in enumerate(self._side_names)
            )
            deals = self.tr("%n deal(s) played", "", view.deal_number)
            return self._winner_text(winners), f"<p>{deals}</p><table align='center' cellspacing='8'>{rows}</table>"

        self.show_result(texts)

    def _winner_text(self, winners: Sequence[int]) -> str:
        humans = self.controller.humans()
        if not self.controller.is_hot_seat() and any(w in humans for w in winners):
            if len(winners) > 1:
                partner = next(w for w in winners if w not in humans)
                return fill_in(self.tr("You and {partner} win!"), partner=self.name(partner))
            return self.tr("You win!")
        if len(winners) > 1:
            return fill_in(
                self.tr("{first} and {second} win!"),
                first=self.name(winners[0]), second=self.name(winners[1]),
            )
        return fill_in(self.tr("{name} wins!"), name=self.name(winners[0]))

    # -- after the steps -------------------------------------------------------------------------
    def _reconcile(self) -> None:
        """The table exactly as the engine has it (after the animations it always is)."""
        if self.deal_count.waiting():
            return
        view = self._public_view()
        self.table.show_state(view, self._faces())
        self._update_info(view)

    @override
    def on_steps_done(self) -> None:
        self._reconcile()
        current = self.game.current_player()
        if self.deal_count.waiting():
            return  # the count is read first: its status stays until the next deal starts
        self.table.set_current(current)
        if current is None or self.game.is_over():
            return
        if not self.controller.seats[current].is_human:
            return
        if current == self.texts.you:
            self._set_status(lambda: self._turn_text(current))
        else:
            self._set_status(lambda: fill_in(self.tr("Waiting for {name}…"), name=self.name(current)))

    def _last_play_text(self, seat: int) -> str:
        """What the player before did ("Pip trails 7♦. "), so the turn starts
        with the move that made the table what it is."""
        event = self._last_play
        if event is None or event.seat == seat:
            return ""
        return self.texts.describe(event) + " — "

    def _turn_text(self, seat: int) -> str:
        if self.controller.is_hot_seat():
            return fill_in(self.tr("{name}, your turn."), name=self.name(seat))
        return self.tr("Your turn.")

    # -- settings and texts ----------------------------------------------------------------------
    def _on_casino_setting(self, key: str) -> None:
        if key == FOUR_COLOUR_DECK:
            self.table.set_four_colour(self.settings.four_colour_deck)

    def _name_widgets(self) -> None:
        """Accessible names and descriptions of the controls (the table speaks for
        its cards itself, see ``table_access``)."""
        for button in (self.trail_button, self.clear_button, self.hint_button, self.last_deal_button):
            button.setAccessibleName(button.text().replace("&", ""))
            button.setAccessibleDescription(button.toolTip())
        self.moves_view.setAccessibleName(self.tr("Your legal moves"))
        self.moves_view.setAccessibleDescription(
            self.tr("Every move you may make, by card; click one or press Enter to play it"))
        self.history_view.setAccessibleName(self.tr("Moves"))
        self.history_view.setAccessibleDescription(self.tr("Every move of the game so far"))
        self.info.setAccessibleName(self.tr("Deal and hand"))
        self.table.describe_focus()

    @override
    def retranslate(self) -> None:
        self.set_title(self.tr("Royal Casino"))
        self.history_title.setText(self.tr("Moves"))
        self.moves_title.setText(self.tr("Your legal moves"))
        self.hint_button.setText(self.tr("Show my &moves"))
        self.hint_button.setToolTip(self.tr("List every legal move in words (M)"))
        self.clear_button.setText(self.tr("C&lear"))
        self.clear_button.setToolTip(self.tr("Drop the chosen table cards, then the chosen hand card (Backspace)"))
        self.trail_button.setToolTip(self.tr("Lay the chosen card on the table (T, or drop it on the cloth)"))
        self.last_deal_button.setText(self.tr("Show the last deal's c&ount"))
        self.last_deal_button.setToolTip(self.tr("The count of the deal just played (Alt+O)"))
        if self.chooser.selected_card() is None:
            self.trail_button.setText(self.tr("&Trail"))
        self._name_widgets()
        self.history.refresh_texts()
        self.moves.refresh_texts()
        self.scores.retranslate()
        if self.sheet.isVisible():
            self.sheet.show_sheet(*self.deal_count.sheet_texts())
        # plates, score tags and piles paint their words as they draw
        self.table.words_changed()
        self._update_info(self._public_view())
        self._retranslate_status()
        if self._human_seat is not None:
            self.chooser.refresh_choice()
