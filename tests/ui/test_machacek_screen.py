"""Macháček played through the real window: people click, bots answer, animations off."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt

from tablegames_qt.engine.machacek import (
    VALUES,
    Announce,
    Believe,
    Doubt,
    MachacekGame,
    MachacekRules,
    is_higher,
)
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.dice import DieItem
from tablegames_qt.ui.machacek.scoreboard import WINS_COLUMN
from tablegames_qt.ui.machacek.screen import MachacekScreen
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.history import KIND_ROLE
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

TIMEOUT = 20_000
YOU = re.compile(r"\byour?\b", re.IGNORECASE)


def start(window: MainWindow, seats: list[SeatConfig], rules: MachacekRules, seed: int) -> MachacekScreen:
    screen = window.start_setup(GameSetup("machacek", seats, rules), seed=seed)
    assert isinstance(screen, MachacekScreen)
    return screen


def human_may_act(screen: MachacekScreen) -> bool:
    return screen.believe_button.isEnabled() or bool(screen.picker.legal())


def faces_painted(screen: MachacekScreen) -> list[int]:
    return [
        item.face
        for item in screen.table.table_scene().items()
        if isinstance(item, DieItem) and item.paints_face()
    ]


def act(qtbot, screen: MachacekScreen, rng: random.Random) -> None:
    seat = screen.game.current_player()
    view = screen.game.view(seat)
    legal = screen.controller.legal_actions()
    if screen.believe_button.isEnabled():
        assert set(legal) == {Believe(), Doubt()}
        assert screen.claim_text.text() == value_label(view.announcement)
        button = screen.doubt_button if rng.random() < 0.4 else screen.believe_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    # The picker: exactly the legal values enabled, in rank order, my roll marked.
    offered = [v for v, b in screen.picker.buttons.items() if b.isEnabled()]
    assert offered == [a.value for a in legal if isinstance(a, Announce)]
    assert list(screen.picker.buttons) == list(VALUES)
    if view.announcements:
        assert all(is_higher(v, view.announcements[-1][1]) for v in offered)
    rolled = view.own_roll
    assert rolled is not None
    assert screen.picker.marked() == rolled  # the check mark beside its dice
    assert screen.picker.buttons[rolled].toolTip() == "This is what you rolled"
    # The roller sees the two dice of the roll, nobody else's.
    assert sorted(faces_painted(screen)) == sorted(divmod(rolled, 10))
    if rolled in offered and rng.random() < 0.6:
        choice = rolled
    else:
        choice = offered[rng.randrange(len(offered))]
    if rng.random() < 0.3 and choice == screen.picker.focused_value():
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(screen.picker.buttons[choice], Qt.MouseButton.LeftButton)


def play_to_the_end(
    qtbot, screen: MachacekScreen, rng: random.Random, seen_status: list[str] | None = None
) -> int:
    """Play the people's turns until the match is over; returns the curtains seen."""
    curtains = 0
    while not screen.game.is_over():
        if seen_status is not None:
            seen_status.append(screen.status.text())
        qtbot.waitUntil(
            lambda: screen.game.is_over() or screen.curtain.is_down() or human_may_act(screen),
            timeout=TIMEOUT,
        )
        if screen.game.is_over():
            break
        if screen.curtain.is_down():
            curtains += 1
            assert faces_painted(screen) == []
            assert all(screen.table.visible_faces(s) == [] for s in range(screen.game.players))
            qtbot.mouseClick(screen.curtain, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not screen.curtain.is_down(), timeout=TIMEOUT)
            continue
        before = len(screen.game.history)
        act(qtbot, screen, rng)
        qtbot.waitUntil(lambda b=before: len(screen.game.history) > b, timeout=TIMEOUT)
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)
    return curtains


def test_a_full_match_against_bots(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT), SeatConfig("Lucy", BOT)]
    screen = start(window, seats, MachacekRules(games=3), seed=21)
    play_to_the_end(qtbot, screen, random.Random(3))
    view = screen.game.view(0)
    assert view.games_played == 3
    rows = screen.scores.rows()
    assert sum(r.wins for r in rows) == 3
    assert [r.wins for r in rows] == list(view.wins)
    # The standings: the sorted view lists the most wins first.
    top = screen.standings.index(0, WINS_COLUMN).data()
    assert top == max(view.wins)
    headline = screen.result_panel.headline.text()
    winners = screen.game.winners()
    assert all(screen.name(w) in headline for w in winners) or headline == "You win the match!"
    kinds = [screen.history.index(r).data(KIND_ROLE) for r in range(screen.history.rowCount())]
    assert kinds.count("game_over") == 3
    assert kinds.count("round") == 3  # a separator before each game


def test_hot_seat_curtain_hides_the_dice_under_the_cup(qtbot, window):
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Bob", HUMAN), SeatConfig("Cid", BOT)]
    screen = start(window, seats, MachacekRules(games=2), seed=8)
    seen_status: list[str] = []
    curtains = play_to_the_end(qtbot, screen, random.Random(9), seen_status)
    assert curtains >= 2
    # Hot-seat: everybody is named, nobody is "you".
    texts = [screen.history.index(r).data() for r in range(screen.history.rowCount())]
    texts += [*seen_status, screen.result_panel.headline.text(), screen.curtain.hint()]
    assert not [t for t in texts if YOU.search(t)]


def reveal_for(qtbot, screen: MachacekScreen, seat: int) -> None:
    qtbot.waitUntil(screen.curtain.is_down, timeout=TIMEOUT)
    assert screen.curtain.name() == screen.name(seat)
    qtbot.keyClick(screen.curtain, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: human_may_act(screen), timeout=TIMEOUT)


def test_a_roll_too_low_forces_a_bluff(qtbot, window):
    # The worked example: the cup is taken after "54" and the roll is 3 and 2.
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Bob", HUMAN)]
    rules = MachacekRules(games=1)
    game = MachacekGame(players=2, rules=rules, rolls=[(5, 4), (3, 2)], first_player=0, seed=2)
    screen = window.open_game(GameSetup("machacek", seats, rules), game)
    assert isinstance(screen, MachacekScreen)
    reveal_for(qtbot, screen, 0)
    assert screen.picker.focused_value() == 54  # the truth, one key away
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    reveal_for(qtbot, screen, 1)
    assert screen.claim_text.text() == "54"
    assert faces_painted(screen) == []  # Ann's dice stay hidden from Bob
    qtbot.mouseClick(screen.believe_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(screen.picker.legal()), timeout=TIMEOUT)
    assert game.view(1).own_roll == 32
    offered = screen.picker.legal()
    assert not screen.picker.buttons[32].isEnabled()
    assert min(offered, key=VALUES.index) == 61
    assert "bluff" in screen.status.text()
    qtbot.mouseClick(screen.picker.buttons[61], Qt.MouseButton.LeftButton)
    reveal_for(qtbot, screen, 0)
    qtbot.mouseClick(screen.doubt_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)
    assert game.winners() == [0]
    assert "Ann" in screen.result_panel.headline.text()


def test_lives_variant_shows_lives_and_ends_with_one_player(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = start(window, seats, MachacekRules(lives=1), seed=5)
    assert screen.scores.columnCount() == 4
    assert screen.table.plate(0).status == "♥"
    play_to_the_end(qtbot, screen, random.Random(1))
    assert sum(screen.game.view(0).alive) == 1


def test_a_resumed_match_puts_the_cup_where_it_was(qtbot, window):
    rules = MachacekRules(games=2)
    game = MachacekGame(players=3, rules=rules, rolls=[(6, 5), (4, 4)], first_player=2, seed=6)
    game.apply(Announce(65))  # seat 2 to seat 0, who must answer now
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT), SeatConfig("Lucy", BOT)]
    screen = window.open_game(GameSetup("machacek", seats, rules), game)
    assert isinstance(screen, MachacekScreen)
    qtbot.waitUntil(screen.believe_button.isEnabled, timeout=TIMEOUT)
    assert screen.table.cup_seat() == 0
    assert screen.claim_text.text() == "65"
    assert faces_painted(screen) == []  # the dice under the cup are Lucy's secret
    kinds = [screen.history.index(r).data(KIND_ROLE) for r in range(screen.history.rowCount())]
    assert kinds == ["round", "announce"]
    play_to_the_end(qtbot, screen, random.Random(4))
    assert game.view(0).games_played == 2


def test_watching_bots_play_an_open_ended_match_the_end_button_stops_it(qtbot, window):
    seats = [SeatConfig("Pip", BOT, "easy"), SeatConfig("Lucy", BOT, "normal")]
    screen = start(window, seats, MachacekRules(games=None), seed=5)
    assert screen.game.rules.open_ended
    qtbot.waitUntil(lambda: screen.game.view(0).games_played >= 1, timeout=TIMEOUT)
    assert screen.end_match_button.isVisible()
    qtbot.waitUntil(screen.end_match_button.isEnabled, timeout=TIMEOUT)
    with qtbot.waitSignal(screen.controller.gameOver, timeout=TIMEOUT):
        qtbot.mouseClick(screen.end_match_button, Qt.MouseButton.LeftButton)
    assert screen.game.is_over()
    assert not screen.end_match_button.isEnabled()
    played = len(screen.game.history)
    qtbot.wait(200)
    assert len(screen.game.history) == played  # no bot moves on after the end


def test_a_person_at_the_table_ends_the_match_on_their_own_turn_only(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = start(window, seats, MachacekRules(games=None), seed=5)
    assert not screen.controller.submit_for_watchers(screen.game.legal_actions()[0])


def test_out_of_a_match_with_lives_the_table_offers_to_watch_or_skip(qtbot, window, settings):
    """The neighbour of Perudo's: with lives, a person who has lost the last one watched the
    others' games with a Continue after every cup; they are offered to watch to the end or to
    skip to the result, and skipping plays the rest at once."""
    settings.after_reveal = "wait"
    game = MachacekGame(players=3, rules=MachacekRules(lives=1), rolls=[(6, 5)], first_player=2)
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Pip", BOT, "easy"), SeatConfig("Lucy", BOT, "easy")]
    screen = window.open_game(GameSetup("machacek", seats, MachacekRules(lives=1)), game)
    qtbot.waitUntil(lambda: human_may_act(screen) and game.view(0).announcement is not None,
                    timeout=10_000)
    assert screen.controller.submit(Doubt())  # Lucy told the truth: Eva loses her only life
    qtbot.waitUntil(screen.reveal_pause.is_waiting, timeout=10_000)
    pause = screen.reveal_pause
    assert not game.view(0).alive[0]
    assert pause.watch_button.isVisible() and pause.skip_button.isVisible()
    assert not pause.button.isVisible()
    pause.skip_button.click()
    qtbot.waitUntil(lambda: not screen.result_panel.isHidden(), timeout=60_000)
    assert game.is_over() and not screen.is_skipping()
