"""Choosing a play on the Casino screen: a card of the hand, the table items it
takes or builds with, and the engine's legal play they make.

``CasinoPlayChooser`` is a part of ``CasinoScreen``, which it reaches through
``ChooserHost`` (the screen's attributes it uses): it starts
and ends a person's turn, answers the table's clicks, drags and drops, the
action buttons, the "show my moves" list and the keys, and says in the status
line what the selection means (``selection`` finds the plays; the engine says
why one is refused).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

from tablegames_qt.engine.casino import CAPTURE, TRAIL, Card, CasinoGame, CasinoView, Play
from tablegames_qt.engine.casino.moves import Item, lone_value
from tablegames_qt.engine.core import IllegalAction
from tablegames_qt.ui.casino.moves_model import MovesModel, MovesView
from tablegames_qt.ui.casino.selection import (
    Choice,
    drop_choice,
    resolve,
    toggle,
    usable_items,
)
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.words import (
    action_label,
    card_list,
    clause,
    item_text,
    items_text,
    play_text,
)
from tablegames_qt.ui.engine_texts import illegal_text
from tablegames_qt.ui.screen_style import primary_button
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.texts import fill_in


class ChooserHost(Protocol):
    """What of the screen the chooser uses: the game and the seats, the table, the
    moves list and the buttons under the table, and the status and info lines."""

    game: CasinoGame
    controller: SessionController
    table: CasinoTableView
    moves: MovesModel
    moves_view: MovesView
    moves_title: QLabel
    action_row: QHBoxLayout
    trail_button: QPushButton
    clear_button: QPushButton
    hint_button: QPushButton
    #: the person whose turn it is (None: no input now); the chooser sets it
    _human_seat: int | None

    def _set_status(self, text: Callable[[], str], error: bool = False) -> None: ...
    def _update_info(self, view: CasinoView) -> None: ...
    def _public_view(self) -> CasinoView: ...
    def is_animating(self) -> bool: ...
    def _last_play_text(self, seat: int) -> str: ...
    def _turn_text(self, seat: int) -> str: ...


class CasinoPlayChooser(QObject):
    """A person's turn on a ``CasinoScreen``: the chosen card and items, and the plays
    they make (its texts keep this class's translation context)."""

    def __init__(self, host: ChooserHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = host
        self._plays: dict[Card, list[Play]] = {}
        self._card: Card | None = None
        self._chosen: frozenset[Item] = frozenset()
        self.action_buttons: list[QPushButton] = []

    # -- turns -----------------------------------------------------------------------------------
    def on_human_turn(self, seat: int) -> None:
        if self._host.game.current_player() != seat:
            return
        self._host._human_seat = seat
        self._plays = {}
        for play in self._host.controller.legal_actions():
            self._plays.setdefault(play.card, []).append(play)
        self._card = None
        self._chosen = frozenset()
        self._host.table.set_current(seat)
        self._host._update_info(self._host._public_view())
        if self._host.hint_button.isChecked():
            self._host.moves.set_plays(self._host.controller.legal_actions())
        self._host.hint_button.setEnabled(True)
        self.refresh_choice()
        self._host.table.setFocus()
        self._host.table.focus_hand_card()

    def my_turn(self) -> bool:
        seat = self._host._human_seat
        return (
            seat is not None
            and self._host.game.current_player() == seat
            and self._host.controller.awaiting_human() == seat
            and not self._host.is_animating()
        )

    def end_turn(self) -> None:
        """No input now: nothing selected, controls off."""
        self._host._human_seat = None
        self._plays = {}
        self._card = None
        self._chosen = frozenset()
        self._host.table.clear_marks()
        self._host.table.clear_focus()
        self._set_action_buttons([])
        self._host.trail_button.setEnabled(False)
        self._host.trail_button.hide()
        self._host.clear_button.setEnabled(False)
        self._host.hint_button.setEnabled(False)
        self._host.moves.set_plays([])

    # -- choosing a play ------------------------------------------------------------------------
    def _card_plays(self) -> list[Play]:
        return self._plays.get(self._card, []) if self._card is not None else []

    def on_hand_card(self, card: Card) -> None:
        if not self.my_turn():
            return
        if card == self._card:
            self._card = None
        else:
            self._card = card
        self._chosen = frozenset()
        self.refresh_choice()

    def on_hand_card_enter(self, card: Card) -> None:
        """Enter on a hand card: the first press chooses it; on the chosen card it
        plays the card's only legal play, or the one button the status line names;
        with several plays it changes nothing."""
        if not self.my_turn():
            return
        if card != self._card:
            self.on_hand_card(card)
            return
        plays = self._card_plays()
        if len(plays) == 1:
            self._submit(plays[0])
        elif len(self.action_buttons) == 1 and not self._chosen:
            self.action_buttons[0].click()
        else:
            self.refresh_choice()

    def on_table_item(self, item: Item) -> None:
        if not self.my_turn():
            return
        if self._card is None:
            users = [c for c, plays in self._plays.items() if item in usable_items(plays)]
            if len(users) != 1:
                if users:
                    self._host._set_status(lambda: fill_in(
                        self.tr("First choose the card to play: {cards} can use {item}."),
                        cards=card_list(users), item=item_text(item),
                    ))
                else:
                    self._host._set_status(lambda: fill_in(
                        self.tr("None of your cards can take or build with {item}."),
                        item=item_text(item),
                    ), error=True)
                return
            # only one card can use it: that is the card meant
            self._card = users[0]
            self._chosen = frozenset()
        plays = self._card_plays()
        chosen = toggle(plays, self._chosen, item)
        if chosen == self._chosen and item not in chosen:
            reason = self._capture_reason(self._card, item)
            card = self._card
            self._host._set_status(lambda: fill_in(
                self.tr("{card} cannot take or build with {item}: {reason}"),
                card=str(card), item=item_text(item), reason=reason,
            ), error=True)
            return
        self._chosen = chosen
        choice = resolve(plays, chosen)
        if choice.complete:
            self._submit(choice.exact[0])
            return
        self.refresh_choice()

    def on_drag(self, card: Card) -> None:
        """A hand card is being dragged: light up where it may go."""
        if self.my_turn() and card != self._card:
            self._card = card
            self._chosen = frozenset()
            self.refresh_choice()

    def on_drop(self, card: Card, item: Item | None) -> None:
        if not self.my_turn():
            return
        if card != self._card:
            self._card = card
            self._chosen = frozenset()
        if item is None:
            if self._submit(Play(card, TRAIL)):
                self._host.table.accept_drop()
            return
        chosen, play = drop_choice(self._card_plays(), self._chosen, item)
        if play is not None:
            if self._submit(play):
                self._host.table.accept_drop()
            return
        if item not in chosen:
            reason = self._capture_reason(card, item)
            self._host._set_status(lambda: fill_in(
                self.tr("{card} cannot take or build with {item}: {reason}"),
                card=str(card), item=item_text(item), reason=reason,
            ), error=True)
            self._chosen = frozenset()
            self.refresh_choice(keep_status=True)
            return
        self._chosen = chosen
        self.refresh_choice()

    def _capture_reason(self, card: Card, item: Item) -> str:
        """Why ``card`` cannot take ``item``, in the engine's words."""
        position = self._host.game.position()
        if position is None:
            return ""
        try:
            position.check(Play(card, CAPTURE, frozenset({item}), lone_value(card)))
        except IllegalAction as exc:
            return clause(illegal_text(exc, self._host.controller.names()))
        return ""

    def _trail_reason(self, card: Card) -> str | None:
        position = self._host.game.position()
        if position is None:
            return None
        try:
            position.check(Play(card, TRAIL))
        except IllegalAction as exc:
            return clause(illegal_text(exc, self._host.controller.names()))
        return None

    def clear_clicked(self) -> None:
        if not self.my_turn():
            return
        if self._chosen:
            self._chosen = frozenset()
        else:
            self._card = None
        self.refresh_choice()

    def _legal_trail(self, card: Card | None) -> Play | None:
        """The engine's legal trail of ``card``, if it has one."""
        return next((p for p in self._plays.get(card, []) if p.kind == TRAIL), None) if card else None

    def trail_clicked(self) -> None:
        if self.my_turn() and self._card is not None:
            # Refused trails reach the engine too, which says why (e.g. "You own a build").
            self._submit(Play(self._card, TRAIL))

    def choice(self) -> Choice | None:
        """What the current selection means (None when no card is chosen)."""
        if self._card is None:
            return None
        return resolve(self._card_plays(), self._chosen)

    def show_play(self, play: Play) -> None:
        """Choose ``play``'s card and items, as the coach suggests it."""
        self._card = play.card
        self._chosen = frozenset() if play.kind == TRAIL else frozenset(play.taken)
        self.refresh_choice()

    def selected_card(self) -> Card | None:
        return self._card

    def chosen_items(self) -> frozenset[Item]:
        return self._chosen

    def refresh_choice(self, keep_status: bool = False) -> None:
        seat = self._host._human_seat
        if seat is None:
            return
        playable = set(self._plays)
        self._host.table.mark_hand(self._card, playable, True)
        card = self._card
        self._host.clear_button.setEnabled(card is not None)
        # offered only when the engine lists the trail among the legal plays
        can_trail = self._legal_trail(card) is not None
        self._host.trail_button.setVisible(can_trail)
        self._host.trail_button.setEnabled(can_trail)
        if can_trail:
            self._host.trail_button.setText(fill_in(self.tr("&Trail {card}"), card=str(card)))
            self._host.trail_button.setAccessibleName(fill_in(self.tr("Trail {card}"), card=str(card)))
        if card is None:
            # the table stays clickable: an item only one card can use chooses that card
            self._host.table.mark_table(set(), None, True)
            self._set_action_buttons([])
            if not keep_status:
                self._host._set_status(lambda: self._host._last_play_text(seat) + self._host._turn_text(seat) + " " + self.tr(
                    "Choose a card from your hand (click it, or use the arrow keys and Enter)."))
            return
        plays = self._card_plays()
        choice = resolve(plays, self._chosen)
        lit = set(choice.addable) if self._chosen else set(choice.usable)
        self._host.table.mark_table(set(self._chosen), lit, True)
        buttons: list[tuple[str, Play]] = [(action_label(p), p) for p in choice.exact]
        completion = choice.only_completion
        if completion is not None:
            buttons.append((play_text(completion, self._host.controller.names()), completion))
        self._set_action_buttons(buttons)
        if not keep_status:
            self._host._set_status(lambda: self._choice_text(card, choice), error=False)

    def _choice_text(self, card: Card, choice: Choice) -> str:
        trail_reason = self._trail_reason(card)
        if not choice.usable:
            if trail_reason is None:
                return fill_in(
                    self.tr("{card} can neither take nor build: trail it (Enter, the Trail "
                    "button, or drop it on the cloth)."),
                    card=str(card),
                )
            return fill_in(
                self.tr("{card} has no legal play now: {reason}. Choose another card."),
                card=str(card), reason=trail_reason,
            )
        if not choice.selected:
            return self._unselected_text(card, choice, trail_reason)
        if choice.exact:
            return self._exact_text(choice)
        if choice.only_completion is not None:
            missing = choice.only_completion.taken - choice.selected
            return fill_in(
                self.tr("Add {items} as well (the only play with these cards), or press the button."),
                items=items_text(missing),
            )
        options = choice.smallest_additions()
        if len(options) == 1:
            return fill_in(self.tr("Add {items} as well."), items=items_text(options[0]))
        return fill_in(
            self.tr("Not a play yet: add one of {items}."),
            items=card_list(choice.addable),
        )

    def _unselected_text(self, card: Card, choice: Choice, trail_reason: str | None) -> str:
        """What a usable card can do before any table card is chosen."""
        plays = self._card_plays()
        if len(plays) == 1:
            return fill_in(
                self.tr("{card} has one legal move: {play}. Press Enter to play it."),
                card=str(card), play=play_text(plays[0], self._host.controller.names()),
            )
        or_trail = " " + self.tr("Or trail it.") if trail_reason is None else ""
        if choice.only_completion is not None:
            return fill_in(
                self.tr("Enter plays {play}; or click the lit table cards."),
                play=play_text(choice.only_completion, self._host.controller.names()),
            ) + or_trail
        text = fill_in(
            self.tr("{card}: click the lit table cards to take or build with them."),
            card=str(card),
        )
        if trail_reason is None:
            return text + or_trail
        return text + " " + fill_in(self.tr("It cannot be trailed: {reason}."), reason=trail_reason)

    def _exact_text(self, choice: Choice) -> str:
        """The chosen cards make a play (or several): how to make it, and what may be added."""
        kinds = {p.kind for p in choice.exact}
        if len(choice.exact) > 1 and kinds == {"build"}:
            values = ", ".join(str(p.value) for p in choice.exact)
            text = fill_in(self.tr("Which value should the build have? {values}"), values=values)
        elif len(choice.exact) > 1:
            text = self.tr("Take them, or build? Choose with the buttons.")
        else:
            text = fill_in(
                self.tr("Press {button} to play it."),
                button=action_label(choice.exact[0]).replace("&", ""),
            )
        if choice.larger:
            text += " " + fill_in(self.tr("Or add more: {items}"), items=card_list(choice.addable))
        return text

    def _set_action_buttons(self, buttons: Sequence[tuple[str, Play]]) -> None:
        for button in self.action_buttons:
            self._host.action_row.removeWidget(button)
            button.hide()  # gone now, not when the event loop next deletes it
            button.deleteLater()
        self.action_buttons = []
        names = self._host.controller.names()
        letters = [QKeySequence.mnemonic(label).toString() for label, _play in buttons]
        if len(set(letters)) < len(letters):
            # Two buttons with one letter ("&Build 8", "&Build 4"): that key would do
            # nothing, so these buttons are numbered instead (Alt+1, Alt+2…).
            buttons = [(label.replace("&&", "\0").replace("&", "").replace("\0", "&&"), play)
                       for label, play in buttons]
        for number, (label, play) in enumerate(buttons, start=1):
            button = QPushButton(label)  # the row's panel takes it
            button.setObjectName("playButton")
            primary_button(button)
            button.setProperty("play", play)
            keys = [self.tr("Enter")] if len(buttons) == 1 else []
            if "&" not in label:
                # A button named by its play has no mnemonic of its own: Alt+P, or Alt+1,
                # Alt+2… when there are several (one key for all would do nothing).
                button.setShortcut(
                    QKeySequence(self.tr("Alt+P", "the shortcut of the play button"))
                    if len(buttons) == 1 else QKeySequence(f"Alt+{number}")
                )
            shortcut = QKeySequence.mnemonic(label) if "&" in label else button.shortcut()
            if not shortcut.isEmpty():
                keys.append(shortcut.toString(QKeySequence.SequenceFormat.NativeText))
            words = play_text(play, names)
            button.setToolTip(fill_in(self.tr("{play} ({keys})"), play=words, keys=", ".join(keys)))
            button.setAccessibleName(label.replace("&", ""))
            button.setAccessibleDescription(button.toolTip())
            button.clicked.connect(lambda _checked=False, p=play: self._submit(p))
            self._host.action_row.addWidget(button)
            self.action_buttons.append(button)

    def action_plays(self) -> list[Play]:
        """The plays the action buttons offer now."""
        return [b.property("play") for b in self.action_buttons]

    def play(self, play: Play) -> bool:
        """Play ``play`` now, as its button would (the coach's Enter)."""
        return self._submit(play)

    def _submit(self, play: Play) -> bool:
        seat = self._host._human_seat
        if seat is None or not self.my_turn():
            return False
        if self._host.controller.submit(play):
            self.end_turn()
            return True
        # Refused: the status line says why (actionRefused); the turn goes on.
        if self._host.game.current_player() == seat:
            self.refresh_choice(keep_status=True)
        return False

    # -- "show my moves" -----------------------------------------------------------------------------
    def toggle_hints(self, on: bool) -> None:
        self._host.moves_view.setVisible(on)
        self._host.moves_title.setVisible(on)
        self._host.moves.set_plays(self._host.controller.legal_actions() if on and self._host._human_seat is not None else [])

    def on_move_requested(self, play: Play) -> None:
        """A line of the moves list clicked (or Enter on it): play it."""
        if self.my_turn() and play in self._plays.get(play.card, []):
            self._submit(play)

    # -- keys -------------------------------------------------------------------------------------
    def key_pressed(self, event: QKeyEvent) -> bool:
        """The turn's keys (1–9 a hand card, Enter the one play button, T trail, M the
        moves list, Backspace clear): whether the key was one of them."""
        key = event.key()
        if self._host._human_seat is not None and not event.isAutoRepeat():
            hand = [c for c in self._host.table.hand_cards(self._host.table.bottom_seat()) if c is not None]
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and key - Qt.Key.Key_1 < len(hand):
                self.on_hand_card(hand[key - Qt.Key.Key_1])
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and len(self.action_buttons) == 1:
                self.action_buttons[0].click()
                return True
            if key == Qt.Key.Key_T:
                self.trail_clicked()
                return True
            if key == Qt.Key.Key_M:  # H asks the coach (ui/hint.py)
                self._host.hint_button.toggle()
                return True
            if key == Qt.Key.Key_Backspace:
                self.clear_clicked()
                return True
        return False

    def selection_state(self) -> dict[str, Any]:
        """The chooser's state, for tests and debugging."""
        return {"card": self._card, "chosen": self._chosen, "buttons": self.action_plays()}
