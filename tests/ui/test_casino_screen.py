"""Royal Casino played through the real window: people click scene items, bots answer."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem

from tablegames_qt.engine.casino import TRAIL, Card, CasinoGame, CasinoRules, Play
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.ui.cards import CardItem, visible_cards
from tablegames_qt.ui.casino.score_model import POINTS_ROLE
from tablegames_qt.ui.casino.screen import CasinoScreen
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import shown_window

TIMEOUT = 20_000


@pytest.fixture
def window(qtbot, settings) -> MainWindow:
    return shown_window(qtbot, settings, (1280, 820))


def start(window: MainWindow, seats: list[SeatConfig], seed: int, rules: CasinoRules | None = None) -> CasinoScreen:
    screen = window.start_setup(GameSetup("casino", seats, rules or CasinoRules()), seed=seed)
    assert isinstance(screen, CasinoScreen)
    return screen


def bots(*names: str) -> list[SeatConfig]:
    return [SeatConfig(name, BOT, "random") for name in names]


# -- clicking scene items --------------------------------------------------------------

def visible_point(screen: CasinoScreen, item: QGraphicsItem) -> QPoint:
    """A viewport point where ``item`` is the topmost item (hand cards overlap)."""
    view = screen.table
    rect = item.sceneBoundingRect()
    for fy in (0.5, 0.35, 0.65, 0.2, 0.8):
        for fx in (0.5, 0.2, 0.1, 0.35, 0.65, 0.8, 0.9):
            scene_point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            point = view.mapFromScene(scene_point)
            if view.itemAt(point) is item:
                return point
    raise AssertionError(f"{item} is covered everywhere")


def click_item(qtbot, screen: CasinoScreen, item: QGraphicsItem) -> None:
    qtbot.mouseClick(screen.table.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(screen, item))


def drag_item(qtbot, screen: CasinoScreen, item: QGraphicsItem, to_scene: QPointF) -> None:
    viewport = screen.table.viewport()
    start_point = visible_point(screen, item)
    end = screen.table.mapFromScene(to_scene)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start_point)
    for k in range(1, 6):
        step = start_point + (end - start_point) * k / 5
        qtbot.mouseMove(viewport, pos=step)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def hand_item(screen: CasinoScreen, card: Card) -> CardItem:
    seat = screen.table.bottom_seat()
    return next(i for i in screen.table.hand_items(seat) if i.card() == card)


def table_item(screen: CasinoScreen, item: Item) -> QGraphicsItem:
    found = screen.table.item_for(item)
    assert found is not None, f"{item} is not on the table"
    return found


def ready(screen: CasinoScreen) -> bool:
    return screen.result_panel.isVisible() or screen.sheet.isVisible() or screen.curtain.is_down() or (
        screen._my_turn()
    )


def make_play(qtbot, screen: CasinoScreen, play: Play, rng: random.Random) -> None:
    """Make ``play`` the way a person would: click its hand card, then its table
    items, then the button that names it (or trail with the button or a drop)."""
    before = len(screen.game.history)

    def applied() -> bool:
        return len(screen.game.history) > before

    click_item(qtbot, screen, hand_item(screen, play.card))
    assert screen.selected_card() == play.card
    lit = {i for i, s in screen.table.table_items() if s.highlighted()}
    assert play.taken <= lit, "the items of a legal play light up"
    if play.kind == TRAIL:
        if rng.random() < 0.3:
            drag_item(qtbot, screen, hand_item(screen, play.card), screen.table.mapToScene(
                screen.table.viewport().rect().center()) + QPointF(0, 150))
        else:
            qtbot.mouseClick(screen.trail_button, Qt.MouseButton.LeftButton)
        assert applied()
        return
    for item in sorted(play.taken, key=str):
        if applied():
            break
        if item not in screen.chosen_items():
            click_item(qtbot, screen, table_item(screen, item))
    if not applied():
        buttons = [b for b in screen.action_buttons if b.property("play") == play]
        assert buttons, f"no button for {play}: {screen.selection_state()} / {screen.status_text()}"
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert applied()


def play_through(qtbot, screen: CasinoScreen, rng: random.Random, check: object = None) -> int:
    """Play the whole game; returns the number of human moves."""
    moves = 0
    sheets = 0
    while not screen.result_panel.isVisible():
        qtbot.waitUntil(lambda: ready(screen), timeout=TIMEOUT)
        if callable(check):
            check(screen)
        if screen.sheet.isVisible():
            sheets += 1
            assert screen.scores.result() is not None
            qtbot.mouseClick(screen.sheet.continue_button, Qt.MouseButton.LeftButton)
            continue
        if screen.curtain.is_down():
            qtbot.keyClick(screen.curtain, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not screen.curtain.is_down(), timeout=TIMEOUT)
            continue
        if screen.result_panel.isVisible():
            break
        legal = screen.controller.legal_actions()
        play = rng.choice(legal)
        make_play(qtbot, screen, play, rng)
        assert screen.game.history[-1] == play
        moves += 1
    assert sheets == screen.game.view(0).deal_number
    return moves


def test_a_whole_two_player_game_by_clicking_cards(qtbot, window):
    screen = start(window, [SeatConfig("You", HUMAN), *bots("Pip")], seed=21)
    rng = random.Random(4)

    def only_my_hand(screen: CasinoScreen) -> None:
        if screen.game.is_over() or screen.sheet.isVisible():
            return  # the scene still shows the deal just counted
        faces = set(visible_cards(screen.table.table_scene()))
        assert not faces & set(screen.game.hand(1)), "the bot's hand never shows"

    moves = play_through(qtbot, screen, rng, only_my_hand)
    assert moves > 20
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)
    winners = screen.game.winners()
    assert winners and screen.game.view(0).scores[winners[0]] >= 21
    headline = screen.result_panel.headline.text()
    assert ("You win" in headline) == (winners == [0])
    # the last deal's count is the engine's
    result = screen.game.view(0).last_deal
    assert result is not None
    deal_row = screen.scores.rowCount() - 4
    for side in range(2):
        assert screen.scores.index(deal_row, 1 + side).data(POINTS_ROLE) == result.points[side]


def test_a_whole_four_player_game_with_partners(qtbot, window):
    seats = [SeatConfig("You", HUMAN), *bots("Lucy", "Pip", "Dana")]
    screen = start(window, seats, seed=8)
    assert screen.side_names() == ["You & Pip", "Lucy & Dana"]
    assert screen.table.plate(2).note() == "partner"
    rng = random.Random(9)

    def nobody_elses_hand(screen: CasinoScreen) -> None:
        if screen.game.is_over() or screen.sheet.isVisible():
            return  # the scene still shows the deal just counted
        faces = set(visible_cards(screen.table.table_scene()))
        for seat in (1, 2, 3):  # the partner's hand is as hidden as the opponents'
            assert not faces & set(screen.game.hand(seat))

    moves = play_through(qtbot, screen, rng, nobody_elses_hand)
    assert moves > 10
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)
    winners = screen.game.winners()
    assert len(winners) == 2 and winners[0] % 2 == winners[1] % 2


def test_hot_seat_curtain_hides_every_hand_but_the_current_one(qtbot, window):
    # Partners both human (seats 0 and 2): they must not see each other's cards.
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Bob", BOT, "random"),
             SeatConfig("Cid", HUMAN), SeatConfig("Dee", HUMAN)]
    screen = start(window, seats, seed=5, rules=CasinoRules(target=6))
    rng = random.Random(3)
    curtains = 0
    reveals: set[int] = set()

    def check(screen: CasinoScreen) -> None:
        nonlocal curtains
        if screen.game.is_over() or screen.sheet.isVisible():
            return
        faces = set(visible_cards(screen.table.table_scene()))
        hands = {seat: set(screen.game.hand(seat)) for seat in range(4)}
        if screen.curtain.is_down():
            curtains += 1
            assert not faces & set().union(*hands.values()), "nothing private behind the curtain"
            return
        if screen._my_turn():
            seat = screen.game.current_player()
            assert seat is not None
            reveals.add(seat)
            assert screen.table.bottom_seat() == seat
            assert hands[seat] <= faces
            for other in range(4):
                if other != seat:
                    assert not faces & hands[other]

    play_through(qtbot, screen, rng, check)
    assert curtains >= 3 and reveals == {0, 2, 3}


def test_choosing_among_many_items_says_what_is_missing(qtbot, window):
    # Table 10♠ 10♣ 8♥ 6♦ (dealt last); my hand holds a single 10: it must take both tens.
    hand = [Card(10, "H"), Card(2, "C"), Card(3, "C"), Card(13, "S")]
    other = [Card(4, "D"), Card(5, "D"), Card(7, "C"), Card(9, "S")]
    table = [Card(10, "S"), Card(10, "C"), Card(8, "H"), Card(6, "D")]
    game = CasinoGame(players=2, deck=[*hand, *other, *table], dealer=1, seed=1)
    screen = window.open_game(GameSetup("casino", [SeatConfig("You", HUMAN), *bots("Pip")], CasinoRules()), game)
    assert isinstance(screen, CasinoScreen)
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    click_item(qtbot, screen, hand_item(screen, Card(10, "H")))
    click_item(qtbot, screen, table_item(screen, Card(10, "S")))
    assert not game.history
    assert screen.chosen_items() == {Card(10, "S")}
    assert "10♣" in screen.status_text()
    # no Trail button while the engine lists no trail; the T key is refused with its rule
    assert screen.trail_button.isHidden()
    qtbot.keyClick(screen.table, Qt.Key.Key_T)
    assert not game.history
    assert "must capture" in screen.status_text()
    assert screen.status_text()[0].isupper(), "the engine's reason starts the sentence with a capital"
    # dragging the ten onto the other ten completes the capture
    drag_item(qtbot, screen, hand_item(screen, Card(10, "H")), table_item(screen, Card(10, "C")).scenePos())
    qtbot.waitUntil(lambda: bool(game.history), timeout=TIMEOUT)
    assert game.history[0].kind == "capture" and game.history[0].taken >= {Card(10, "S"), Card(10, "C")}


def test_keyboard_picks_a_card_and_a_build_asks_for_its_value(qtbot, window):
    # A 4 onto a loose 4 with another 4 in hand: a build of 8 or a multiple build of 4.
    hand = [Card(4, "H"), Card(4, "S"), Card(8, "C"), Card(13, "D")]
    other = [Card(2, "D"), Card(5, "D"), Card(7, "C"), Card(9, "S")]
    table = [Card(4, "C"), Card(11, "H"), Card(12, "S"), Card(6, "H")]
    game = CasinoGame(players=2, deck=[*hand, *other, *table], dealer=1, seed=1)
    screen = window.open_game(GameSetup("casino", [SeatConfig("You", HUMAN), *bots("Pip")], CasinoRules()), game)
    assert isinstance(screen, CasinoScreen)
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    view = screen.table
    # arrows walk the hand (sorted by rank, then ♠ ♣ ♥ ♦), Enter chooses
    view.focus_hand_card()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert screen.selected_card() == Card(4, "H")
    # up to the table, along to the loose 4, Space chooses it
    qtbot.keyClick(view, Qt.Key.Key_Up)
    for _ in range(4):
        if view.table_scene().focusItem() is table_item(screen, Card(4, "C")):
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert screen.chosen_items() == {Card(4, "C")}
    offered = {(p.kind, p.value) for p in screen.action_plays()}
    assert {("capture", 4), ("build", 8), ("build", 4)} <= offered
    build_8 = next(b for b in screen.action_buttons if b.property("play").value == 8 and b.property("play").kind == "build")
    qtbot.mouseClick(build_8, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(game.history), timeout=TIMEOUT)
    assert game.history[0].kind == "build" and game.history[0].value == 8


def test_hint_list_names_every_legal_move(qtbot, window):
    screen = start(window, [SeatConfig("You", HUMAN), *bots("Pip")], seed=3)
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    legal = screen.controller.legal_actions()
    assert sorted(map(repr, screen.moves.plays())) == sorted(map(repr, legal))


def test_a_resumed_game_shows_the_table_as_it_stands(qtbot, window):
    game = CasinoGame(players=2, seed=12)
    rng = random.Random(1)
    for _ in range(11):
        game.apply(rng.choice(game.legal_actions()))
    resumed = CasinoGame.from_json(game.to_json())
    seats = [SeatConfig("You", HUMAN), *bots("Pip")]
    screen = window.open_game(GameSetup("casino", seats, CasinoRules()), resumed)
    assert isinstance(screen, CasinoScreen)
    view = resumed.view(0)
    assert screen.table.table_engine_items() == list(view.table)
    assert screen.table.deck().count() == view.deck_left
    me = screen.table.bottom_seat()
    assert sorted(c for c in screen.table.hand_cards(me) if c) == sorted(resumed.hand(me))


def test_the_scene_renders_a_full_hd_picture_of_a_bot_game(qtbot, window):
    screen = start(window, bots("Ann", "Bob", "Cid"), seed=2)
    qtbot.waitUntil(lambda: len(screen.game.history) >= 12, timeout=TIMEOUT)
    screen.controller.pause()
    qtbot.waitUntil(lambda: not screen.is_animating() and not screen.table.is_animating(), timeout=TIMEOUT)
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    screen.table.table_scene().render(painter, QRectF(0, 0, 1920, 1080))
    painter.end()
    samples = [image.pixelColor(x, y) for x in range(0, 1920, 16) for y in range(0, 1080, 16)]
    felt = [c for c in samples if c.green() > c.red() + 20 and c.green() > c.blue()]
    faces = [c for c in samples if min(c.red(), c.green(), c.blue()) > 225]
    backs = [c for c in samples if c.red() > c.green() + 50 and c.red() > c.blue() + 30]
    # mostly green cloth, with card faces (paper white) and backs (burgundy) on it
    assert len(felt) > len(samples) * 0.4
    assert faces and backs


def test_demo_mode_plays_casino_and_exits_zero(tmp_path):
    shot = tmp_path / "casino.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "c"),
               XDG_DATA_HOME=str(tmp_path / "d"))
    result = subprocess.run(
        [sys.executable, "-m", "tablegames_qt", "--demo", "casino", "--moves", "8",
         "--screenshot", str(shot), "--lang", "en"],
        env=env, capture_output=True, text=True, timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert QImage(str(shot)).width() >= 900


def test_four_colour_setting_and_language_change_reach_the_table(qtbot, window, settings):
    screen = start(window, [SeatConfig("You", HUMAN), *bots("Pip")], seed=6)
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    cards = [i for i in screen.table.table_scene().items() if isinstance(i, CardItem)]
    assert cards and not any(c.four_colour() for c in cards)
    settings.four_colour_deck = True
    assert all(c.four_colour() for c in cards)
    status = screen.status_text()
    QApplication.sendEvent(screen, QEvent(QEvent.Type.LanguageChange))
    assert screen.status_text() == status
    assert screen.hint_button.text() and screen.trail_button.text()


def test_pausing_keeps_a_bots_only_count_on_screen_until_resumed(qtbot, window, monkeypatch):
    screen = start(window, bots("Ann", "Bob"), seed=4)
    opened = screen._open_sheet

    def open_and_pause(final: bool, review: bool) -> None:
        opened(final, review)
        # the person presses P the moment the count appears
        window.pause_action.setChecked(True)

    monkeypatch.setattr(screen, "_open_sheet", open_and_pause)
    qtbot.waitUntil(lambda: screen.sheet.isVisible() and screen.controller.is_paused(), timeout=TIMEOUT)
    moves = len(screen.game.history)
    qtbot.wait(300)  # the reading time (no animations here) has long run out
    assert screen.sheet.isVisible()
    assert len(screen.game.history) == moves
    window.pause_action.setChecked(False)
    qtbot.waitUntil(lambda: not screen.sheet.isVisible(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: len(screen.game.history) > moves or screen.game.is_over(), timeout=TIMEOUT)


def test_the_count_between_deals_is_what_the_status_says_not_your_turn(qtbot, window):
    """"Your turn." showed under the end-of-deal count: the next deal's turn had come
    in behind it while the table still waited for the count to be read."""
    screen = start(window, [SeatConfig("You", HUMAN), *bots("Pip")], seed=21)
    rng = random.Random(4)
    while not screen.sheet.isVisible():
        qtbot.waitUntil(lambda: ready(screen), timeout=TIMEOUT)
        if screen.sheet.isVisible():
            break
        make_play(qtbot, screen, rng.choice(screen.controller.legal_actions()), rng)
    qtbot.wait(200)  # whatever the table does after the deal's last steps
    assert screen.sheet.isVisible()
    assert "Your turn" not in screen.status_text()
    assert "here is the count" in screen.status_text()
    qtbot.mouseClick(screen.sheet.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not screen.sheet.isVisible(), timeout=TIMEOUT)
    # once read, the next deal's turn is told
    qtbot.waitUntil(lambda: "here is the count" not in screen.status_text(), timeout=TIMEOUT)
