"""Perudo played through the real window: people click, bots answer, animations off."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt

from tablegames_qt.engine.core import Event
from tablegames_qt.engine.perudo import Bid, DeclareMaputo, Dudo, PerudoGame, PerudoRules
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.dice import DieItem
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.history import KIND_ROLE
from tablegames_qt.ui.perudo.bid_control import BidControl
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

TIMEOUT = 20_000
YOU = re.compile(r"\byour?\b", re.IGNORECASE)


def start(window: MainWindow, seats: list[SeatConfig], rules: PerudoRules, seed: int) -> PerudoScreen:
    screen = window.start_setup(GameSetup("perudo", seats, rules), seed=seed)
    assert isinstance(screen, PerudoScreen)
    return screen


def human_may_act(screen: PerudoScreen) -> bool:
    return screen.bid_control.is_active() or screen.dudo_button.isEnabled() or (
        screen.declare_button.isEnabled()
    )


def faces_painted(screen: PerudoScreen) -> list[int]:
    """Every die face painted anywhere in the scene."""
    return [
        item.face
        for item in screen.table.table_scene().items()
        if isinstance(item, DieItem) and item.paints_face()
    ]


def check_offered_actions(screen: PerudoScreen) -> None:
    legal = screen.controller.legal_actions()
    bids = {(a.quantity, a.face) for a in legal if isinstance(a, Bid)}
    assert screen.bid_control.legal() == bids
    assert screen.dudo_button.isEnabled() == (Dudo() in legal)
    for face, button in screen.bid_control.face_buttons.items():
        assert button.isEnabled() == any(f == face for _q, f in bids)


def act(qtbot, screen: PerudoScreen, rng: random.Random) -> None:
    """One decision of the person at the screen, made with the mouse or the keyboard."""
    if screen.declare_button.isEnabled():
        button = screen.declare_button if rng.random() < 0.5 else screen.decline_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    check_offered_actions(screen)
    if screen.dudo_button.isEnabled() and (rng.random() < 0.45 or not screen.bid_control.is_active()):
        qtbot.mouseClick(screen.dudo_button, Qt.MouseButton.LeftButton)
        return
    chosen = screen.bid_control.current()
    assert chosen is not None
    if rng.random() < 0.5:
        # Keyboard: one up if possible, then Enter.
        qtbot.keyClick(screen, Qt.Key.Key_Up)
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(screen.bid_control.bid_button, Qt.MouseButton.LeftButton)


def test_a_full_game_against_bots(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT), SeatConfig("Lucy", BOT)]
    screen = start(window, seats, PerudoRules(starting_dice=2, calza=True), seed=11)
    rng = random.Random(5)
    human_turns = 0
    while not screen.game.is_over():
        qtbot.waitUntil(lambda: screen.game.is_over() or human_may_act(screen), timeout=TIMEOUT)
        if screen.game.is_over():
            break
        own = sorted(screen.game.view(0).own_dice)
        # Solo: my dice always face up for me, nobody else's.
        assert sorted(screen.table.visible_faces(0)) == own
        assert sorted(faces_painted(screen)) == own
        before = len(screen.game.history)
        act(qtbot, screen, rng)
        qtbot.waitUntil(lambda b=before: len(screen.game.history) > b, timeout=TIMEOUT)
        human_turns += 1
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)
    assert human_turns > 0
    assert screen.texts.describe(Event("die_lost", 0, "", {"seat": 0, "left": 1})) == "You lose a die (1 left)"
    winner = screen.game.winners()[0]
    assert screen.name(winner) in screen.result_panel.headline.text() or winner == 0
    bids_shown = sum(
        1 for row in range(screen.history.rowCount())
        if screen.history.index(row).data(KIND_ROLE) == "bid"
    )
    assert bids_shown == sum(1 for a in screen.game.history if isinstance(a, Bid))
    # Play again: a fresh game of the same set-up.
    qtbot.mouseClick(screen.result_panel.play_again_button, Qt.MouseButton.LeftButton)
    again = window.current_screen()
    assert isinstance(again, PerudoScreen) and again is not screen
    assert not again.game.history
    assert [s.name for s in again.controller.seats] == ["You", "Pip", "Lucy"]


def test_hot_seat_curtain_hides_every_die(qtbot, window):
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Bob", HUMAN), SeatConfig("Cid", BOT)]
    screen = start(window, seats, PerudoRules(starting_dice=2), seed=3)
    rng = random.Random(2)
    curtains = 0
    seen_status: list[str] = []
    while not screen.game.is_over():
        qtbot.waitUntil(
            lambda: screen.game.is_over() or screen.curtain.is_down() or human_may_act(screen),
            timeout=TIMEOUT,
        )
        if screen.game.is_over():
            break
        seen_status.append(screen.status.text())
        if screen.curtain.is_down():
            curtains += 1
            seat = screen.game.current_player()
            assert screen.curtain.name() == screen.name(seat)
            assert "Pass to" in screen.curtain.title()
            # a screen reader meets the curtain's words, and no die of anyone
            assert screen.curtain.accessibleName() == screen.curtain.title()
            assert screen.curtain.accessibleDescription() == screen.curtain.hint()
            assert not [i for i in screen.table.accessible_items() if isinstance(i, DieItem)]
            assert faces_painted(screen) == []
            assert all(screen.table.visible_faces(s) == [] for s in range(3))
            assert not human_may_act(screen)
            qtbot.keyClick(screen.curtain, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not screen.curtain.is_down(), timeout=TIMEOUT)
            # Only the revealed player's dice, at the bottom of the table.
            assert sorted(faces_painted(screen)) == sorted(screen.game.view(seat).own_dice)
            assert screen.table.bottom_seat() == seat
            continue
        before = len(screen.game.history)
        act(qtbot, screen, rng)
        qtbot.waitUntil(lambda b=before: len(screen.game.history) > b, timeout=TIMEOUT)
    assert curtains >= 2
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)
    # Hot-seat: everybody is named, nobody is "you".
    texts = [screen.history.index(r).data() for r in range(screen.history.rowCount())]
    texts += [*seen_status, screen.result_panel.headline.text(), screen.curtain.hint()]
    assert not [t for t in texts if YOU.search(t)]


def test_maputo_declaration_is_offered_to_a_one_die_opener(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = PerudoGame(players=2, dice=[[3], [4, 5]], first_player=0, seed=1)
    screen = window.open_game(GameSetup("perudo", seats, PerudoRules()), game)
    assert isinstance(screen, PerudoScreen)
    qtbot.waitUntil(screen.declare_button.isEnabled, timeout=TIMEOUT)
    assert screen.decline_button.isEnabled()
    assert not screen.bid_control.is_active()
    assert not screen.dudo_button.isEnabled()
    qtbot.mouseClick(screen.declare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: game.view(0).maputo, timeout=TIMEOUT)
    assert game.history == [DeclareMaputo(True)]
    qtbot.waitUntil(
        lambda: any("Maputo" in screen.history.index(r).data() for r in range(screen.history.rowCount())),
        timeout=TIMEOUT,
    )
    # In the Maputo round the opening may be on ones, and the face then stays.
    qtbot.waitUntil(screen.bid_control.is_active, timeout=TIMEOUT)
    assert screen.bid_control.face_buttons[1].isEnabled()
    screen.bid_control.select(1, 3)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(game.history) >= 2, timeout=TIMEOUT)
    assert game.history[1] == Bid(1, 3)


def test_double_clicks_and_keys_during_animations_are_harmless(qtbot, window, settings):
    settings.animation_speed = "fast"
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = start(window, seats, PerudoRules(), seed=7)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Up, Qt.Key.Key_Space):
        qtbot.keyClick(screen, key)  # during the opening roll
    qtbot.waitUntil(lambda: human_may_act(screen), timeout=TIMEOUT)
    before = len(screen.game.history)
    qtbot.mouseDClick(screen.bid_control.bid_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.bid_control.bid_button, Qt.MouseButton.LeftButton)
    # One bid made, however many clicks (the bot cannot answer while the bid is being shown).
    assert len(screen.game.history) == before + 1
    assert isinstance(screen.game.history[-1], Bid)
    window.close()  # mid-game, animations running: no error, no hang


def test_refused_actions_leave_the_game_unchanged(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = start(window, seats, PerudoRules(), seed=4)
    qtbot.waitUntil(lambda: human_may_act(screen), timeout=TIMEOUT)
    before = list(screen.game.history)
    screen._submit(Bid(99, 3))  # not offered: ignored by the screen
    assert screen.game.history == before
    assert screen.controller.submit(Bid(99, 3)) is False
    assert screen.game.history == before
    assert screen.status.text()


def test_a_resumed_game_shows_the_round_so_far_and_plays_on(qtbot, window):
    game = PerudoGame(players=3, seed=12, first_player=1)
    game.apply(game.legal_actions()[0])  # seat 1 opens
    game.apply(game.legal_actions()[0])  # seat 2 raises
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT), SeatConfig("Lucy", BOT)]
    screen = window.open_game(GameSetup("perudo", seats, PerudoRules()), game)
    assert isinstance(screen, PerudoScreen)
    qtbot.waitUntil(lambda: human_may_act(screen), timeout=TIMEOUT)
    kinds = [screen.history.index(r).data(KIND_ROLE) for r in range(screen.history.rowCount())]
    assert kinds == ["round", "bid", "bid"]
    assert sorted(faces_painted(screen)) == sorted(game.view(0).own_dice)
    check_offered_actions(screen)
    rng = random.Random(8)
    while not game.is_over():
        qtbot.waitUntil(lambda: game.is_over() or human_may_act(screen), timeout=TIMEOUT)
        if game.is_over():
            break
        before = len(game.history)
        act(qtbot, screen, rng)
        qtbot.waitUntil(lambda b=before: len(game.history) > b, timeout=TIMEOUT)
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)


def test_bid_control_offers_exactly_the_given_bids_and_answers_keys(qtbot):
    control = BidControl()
    qtbot.addWidget(control)
    legal = [(2, 1), (4, 2), (4, 3), (4, 4), (5, 4), (3, 5), (3, 6), (4, 6)]
    control.set_legal(legal, suggested=(3, 6))
    assert control.legal() == set(legal)
    assert control.current() == (3, 6)
    assert control.quantity.maximum() == 4 and control.quantity.minimum() == 3
    control.quantity.setFocus()
    qtbot.keyClick(control.quantity, Qt.Key.Key_Left)  # face 5, even from the number box
    assert control.current() == (3, 5)
    qtbot.keyClick(control, Qt.Key.Key_Left)  # face 4: 3 is too low there, so 4
    assert control.current() == (4, 4)
    qtbot.keyClick(control, Qt.Key.Key_Up)
    assert control.current() == (5, 4)
    qtbot.keyClick(control, Qt.Key.Key_Up)  # no 6 fours on offer
    assert control.current() == (5, 4)
    # the control takes the focus on your turn: a screen reader names it and its keys
    assert control.accessibleName() == "Your bid: 5 fours"
    assert "Enter" in control.accessibleDescription()
    with qtbot.waitSignal(control.bidChosen) as chosen:
        qtbot.keyClick(control, Qt.Key.Key_Return)
    assert chosen.args == [5, 4]
    control.set_legal([(1, 2)])
    assert [f for f, b in control.face_buttons.items() if b.isEnabled()] == [2]
    control.set_legal([])
    assert not control.is_active() and not control.bid_button.isEnabled()


def _out_after_a_reveal(qtbot, window, settings) -> PerudoScreen:
    """Eva calls Dudo on a true bid with her last die: she is out, and the table waits
    after the reveal, as she asked it to."""
    settings.after_reveal = "wait"
    game = PerudoGame(players=3, dice=[[2], [5, 5, 3], [5, 4, 6]], first_player=1)
    game.apply(Bid(2, 5))  # Pip: true (three fives)
    game.apply(Bid(3, 5))  # Lucy: true as well
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Pip", BOT, "easy"), SeatConfig("Lucy", BOT, "easy")]
    screen = window.open_game(GameSetup("perudo", seats, PerudoRules()), game)
    qtbot.waitUntil(lambda: human_may_act(screen), timeout=10_000)
    assert screen.controller.submit(Dudo())
    qtbot.waitUntil(screen.reveal_pause.is_waiting, timeout=10_000)
    return screen


def test_once_out_the_table_offers_to_watch_to_the_end_instead_of_continue_every_round(
        qtbot, window, settings):
    """Out of a Perudo game, a person clicked Continue after every round of the others
    (about 8 times): they are offered "Watch to the end" and "Skip to the result"."""
    screen = _out_after_a_reveal(qtbot, window, settings)
    pause = screen.reveal_pause
    assert screen.game.view(0).dice_counts[0] == 0
    assert pause.watch_button.isVisible() and pause.skip_button.isVisible()
    assert not pause.button.isVisible()  # no Continue: it would come back every round
    assert pause.hint.text().startswith("You are out")
    qtbot.keyClick(screen, Qt.Key.Key_Return)  # the first choice: watch to the end
    waited = []
    pause_wait = pause.wait_for
    pause.wait_for = lambda then: (waited.append(1), pause_wait(then))[1]
    qtbot.waitUntil(screen.game.is_over, timeout=60_000)
    assert not waited and not pause.is_waiting()  # the others played on without waiting
    qtbot.waitUntil(lambda: not screen.result_panel.isHidden(), timeout=10_000)


def test_skip_to_the_result_plays_the_rest_at_once(qtbot, window, settings):
    from tablegames_qt.ui import anim

    screen = _out_after_a_reveal(qtbot, window, settings)
    settings.animation_speed = "normal"
    settings.bot_pace = "slow"
    normal = settings.animation_factor
    screen.reveal_pause.skip_button.click()
    assert screen.is_skipping() and anim.speed() == 0.0  # no animations, no bots' pace
    qtbot.waitUntil(lambda: not screen.result_panel.isHidden(), timeout=60_000)
    assert screen.game.is_over() and not screen.is_skipping()
    assert anim.speed() == normal  # the settings' speed again once the result is shown
