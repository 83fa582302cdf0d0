"""The coach in the app, through the real window: the Hint button and H in the three
rooms, when hints may and may not be asked, stale advice, and the odds line."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tablegames_qt.coach import bid_chance, claim_chance
from tablegames_qt.coach.machacek import read_chance as machacek_read_chance
from tablegames_qt.coach.perudo import read_chance
from tablegames_qt.engine.casino import Play
from tablegames_qt.engine.machacek import Announce, Believe, Doubt, MachacekGame
from tablegames_qt.engine.perudo import Bid, Calza, DeclareMaputo, Dudo, PerudoGame
from tablegames_qt.games import spec
from tablegames_qt.storage.settings import SHOW_ODDS, Settings
from tablegames_qt.ui.coach_bar import is_suggested, odds_percent
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dialogs.settings_dialog import SettingsDialog
from tablegames_qt.ui.dialogs.setup import GameSetup, rules_class
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.seats import KIND_COLUMN
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tablegames_qt.ui.texts import fill_in

TIMEOUT = 30_000


def solo(game: str, players: int) -> list[SeatConfig]:
    return [SeatConfig("Eva", HUMAN)] + [SeatConfig(f"Bot {i}", BOT, "easy") for i in range(1, players)]


def wait_for_person(qtbot: QtBot, screen: Any, seat: int = 0) -> None:
    """Until ``seat`` may act (revealing the curtain for a hot-seat turn)."""
    def ready() -> bool:
        if screen.curtain.is_down():
            screen.controller.reveal()
        return screen.coach.seat_to_help() == seat
    qtbot.waitUntil(ready, timeout=TIMEOUT)


def press_h(qtbot: QtBot, screen: Any) -> None:
    screen.setFocus()
    qtbot.keyClick(screen, Qt.Key.Key_H)


def hint_by_key(qtbot: QtBot, screen: Any) -> Any:
    """H, then the advice once the coach has answered."""
    assert screen.coach.bar.button.isVisible() and screen.coach.bar.button.isEnabled()
    press_h(qtbot, screen)
    qtbot.waitUntil(lambda: screen.coach.advice is not None, timeout=TIMEOUT)
    advice = screen.coach.advice
    assert advice.seat == 0
    assert advice.action in screen.controller.legal_actions()
    assert screen.coach.bar.advice.isVisible() and screen.coach.bar.advice.text()
    assert screen.controller.hints_used
    return advice


def test_h_puts_the_coachs_bid_or_call_in_the_perudo_controls(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_setup(GameSetup("perudo", solo("perudo", 4), rules_class("perudo")()), seed=7)
    wait_for_person(qtbot, screen)
    assert not screen.controller.hints_used
    advice = hint_by_key(qtbot, screen)
    action = advice.action
    if isinstance(action, Bid):
        assert screen.bid_control.current() == (action.quantity, action.face)
    else:
        button = {Dudo(): screen.dudo_button, Calza(): screen.calza_button,
                  DeclareMaputo(True): screen.declare_button,
                  DeclareMaputo(False): screen.decline_button}[action]
        assert is_suggested(button)
    # Playing on clears the advice: the next turn starts without it.
    screen.controller.submit(action)
    assert screen.coach.advice is None and not screen.coach.bar.advice.isVisible()


def test_h_selects_the_coachs_value_or_answer_in_machacek(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_setup(GameSetup("machacek", solo("machacek", 3), rules_class("machacek")()), seed=4)
    wait_for_person(qtbot, screen)
    for _turn in range(2):  # an answer to a claim, then the announcement after believing
        wait_for_person(qtbot, screen)
        advice = hint_by_key(qtbot, screen)
        action = advice.action
        if isinstance(action, Announce):
            assert screen.picker.focused_value() == action.value
            assert is_suggested(screen.picker.buttons[action.value])
        else:
            button = {Believe(): screen.believe_button, Doubt(): screen.doubt_button}[action]
            assert is_suggested(button)
        if isinstance(action, Doubt) or screen.game.is_over():
            break
        screen.controller.submit(action)


def test_h_lights_the_coachs_card_and_its_items_in_casino(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_setup(GameSetup("casino", solo("casino", 2), rules_class("casino")()), seed=5)
    wait_for_person(qtbot, screen)
    screen.hint_button.click()  # the moves list open: the coach's line is chosen there too
    advice = hint_by_key(qtbot, screen)
    play = advice.action
    assert isinstance(play, Play)
    assert screen.selected_card() == play.card
    if play.kind == "trail":
        assert is_suggested(screen.trail_button)
    else:
        assert screen.chosen_items() == frozenset(play.taken)
        assert play in screen.action_plays()
        [lit] = [b for b in screen.action_buttons if is_suggested(b)]
        assert lit.property("play") == play
    assert screen.moves.play_at(screen.moves_view.currentIndex().row()) == play
    # The moves list answers to M now; H stays the coach's.
    qtbot.keyClick(screen, Qt.Key.Key_M)
    assert not screen.hint_button.isChecked()


def test_no_hint_on_a_computer_players_turn(qtbot: QtBot, window: MainWindow) -> None:
    game = PerudoGame(players=2, dice=[[1, 2, 3, 4, 5], [2, 2, 3, 5, 6]], first_player=1)
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    screen = window.open_game(GameSetup("perudo", seats, rules_class("perudo")()), game)
    assert screen.controller.current_player() == 1  # the bot's turn, not thought yet
    assert screen.coach.bar.button.isVisible() and not screen.coach.bar.button.isEnabled()
    assert not screen.coach.request_hint()
    press_h(qtbot, screen)
    assert not screen.coach.service.is_busy() and screen.coach.advice is None
    wait_for_person(qtbot, screen)
    assert screen.coach.bar.button.isEnabled()


def test_hot_seat_hints_only_when_the_table_allows_them(qtbot: QtBot, window: MainWindow) -> None:
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Adam", HUMAN), SeatConfig("Bot", BOT, "easy")]
    setup = GameSetup("perudo", seats, rules_class("perudo")())
    screen = window.start_setup(setup, seed=3)
    first = screen.controller.current_player()
    if first == 2:
        qtbot.waitUntil(lambda: screen.controller.current_player() != 2, timeout=TIMEOUT)
        first = screen.controller.current_player()
    wait_for_person(qtbot, screen, first)
    assert not screen.coach.bar.button.isVisible()
    assert not screen.coach.bar.isVisible()  # nothing to offer: the panel looks as before
    window.settings.show_odds = True  # the odds line alone, still only for the one playing
    assert screen.coach.bar.isVisible() and not screen.coach.bar.button.isVisible()
    window.settings.show_odds = False
    press_h(qtbot, screen)
    assert not screen.coach.request_hint()
    assert screen.coach.advice is None and not screen.controller.hints_used

    allowed = GameSetup("perudo", seats, rules_class("perudo")(), allow_hints=True)
    assert GameSetup.from_json("perudo", allowed.to_json()).allow_hints  # kept in the set-up
    window.settings.show_odds = True
    screen = window.start_setup(allowed, seed=3)
    qtbot.waitUntil(lambda: screen.controller.current_player() in (0, 1) and screen.curtain.is_down(),
                    timeout=TIMEOUT)
    seat = screen.controller.current_player()
    assert screen.coach.seat_to_help() is None
    assert not screen.coach.bar.button.isEnabled()  # behind the curtain: nobody to help
    assert not screen.coach.bar.odds.isVisible()  # and no odds from anyone's dice
    wait_for_person(qtbot, screen, seat)
    assert screen.coach.bar.odds.isVisible() == (screen.game.view(seat).last_bid is not None)
    assert screen.coach.bar.button.isVisible() and screen.coach.bar.button.isEnabled()
    assert screen.coach.request_hint()
    qtbot.waitUntil(lambda: screen.coach.advice is not None, timeout=TIMEOUT)
    assert screen.coach.advice.seat == seat


def test_advice_that_comes_after_the_move_is_dropped(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_setup(GameSetup("perudo", solo("perudo", 3), rules_class("perudo")()), seed=11)
    wait_for_person(qtbot, screen)
    assert screen.coach.request_hint()
    assert screen.coach.bar.button.text() != "" and not screen.coach.bar.button.isEnabled()
    legal = screen.controller.legal_actions()
    assert screen.controller.submit(legal[-1])  # played before the coach answered
    qtbot.wait(1500)
    assert screen.coach.advice is None and not screen.controller.hints_used
    assert not screen.coach.service.is_busy()


# -- the odds line ---------------------------------------------------------------------------------

def test_the_odds_line_follows_the_setting_and_the_coachs_chance(
    qtbot: QtBot, window: MainWindow, settings: Settings
) -> None:
    screen = window.start_setup(GameSetup("perudo", solo("perudo", 4), rules_class("perudo")()), seed=7)
    game: PerudoGame = screen.game
    qtbot.waitUntil(lambda: (screen.coach.seat_to_help() == 0 and game.view(0).last_bid is not None)
                    or (screen.controller.submit(screen.controller.legal_actions()[0])
                        if screen.coach.seat_to_help() == 0 else False), timeout=TIMEOUT)
    assert not settings.show_odds and not screen.coach.bar.odds.isVisible()
    settings.show_odds = True  # applied at once
    view = game.view(0)
    bid = view.last_bid
    chance = bid_chance(bid, view.own_dice, view.unseen_dice, view.maputo)
    assert screen.coach.bar.odds.isVisible()
    text = screen.coach.bar.odds.text()
    assert odds_percent(chance) in text and screen.bid_words(bid.quantity, bid.face) in text
    settings.show_odds = False
    assert not screen.coach.bar.odds.isVisible()
    settings.show_odds = True
    screen.controller.submit(screen.controller.legal_actions()[0])
    assert not screen.coach.bar.odds.isVisible()  # not the person's turn any more


def test_the_odds_line_of_a_machacek_claim(qtbot: QtBot, window: MainWindow, settings: Settings) -> None:
    settings.show_odds = True
    game = MachacekGame(players=2, rolls=[(3, 1), (6, 5), (2, 1)], first_player=1)
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    screen = window.open_game(GameSetup("machacek", seats, rules_class("machacek")()), game)
    wait_for_person(qtbot, screen)
    view = game.view(0)
    assert view.announcement is not None
    chance = float(claim_chance(view.announcement, view.rules.truth))
    assert odds_percent(chance) in screen.coach.bar.odds.text()


def test_the_odds_are_said_with_the_czech_locale() -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Czech, QLocale.Country.CzechRepublic))
    try:
        assert odds_percent(0.38) == "38\u00a0%"
        assert odds_percent(0.004) == "0,4\u00a0%"
        assert odds_percent(0.9962) == "99,6\u00a0%"
        assert fill_in("{p}", p=odds_percent(1.0)) == "100\u00a0%"
    finally:
        QLocale.setDefault(before)
    assert odds_percent(0.004) == "0.4%"


# -- where the options are set ----------------------------------------------------------------------

def test_allow_hints_is_offered_for_a_hot_seat_table_and_remembered(qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.allow_hints.isVisible()  # alone at the table hints are always there
    dialog.seats.setData(dialog.seats.index(1, KIND_COLUMN), HUMAN)
    assert dialog.allow_hints.isVisible() and not dialog.allow_hints.isChecked()
    assert not dialog.setup().allow_hints
    dialog.allow_hints.setChecked(True)
    assert dialog.setup().allow_hints
    dialog.accept()
    again = NewGameDialog(settings, "perudo")
    qtbot.addWidget(again)
    assert again.allow_hints.isChecked() and again.setup().allow_hints


def test_the_settings_dialog_switches_the_odds_line(qtbot: QtBot, settings: Settings) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.odds.isChecked() and not settings.show_odds
    with qtbot.waitSignal(settings.changed) as changed:
        dialog.odds.setChecked(True)
    assert changed.args == [SHOW_ODDS] and settings.show_odds
    assert dialog.odds.text()


def test_h_works_with_the_quantity_box_focused(qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_setup(GameSetup("perudo", solo("perudo", 4), rules_class("perudo")()), seed=7)
    wait_for_person(qtbot, screen)
    before = screen.bid_control.quantity.value()
    screen.bid_control.quantity.setFocus()
    qtbot.keyClick(screen.bid_control.quantity, Qt.Key.Key_H)
    assert screen.coach.service.is_busy() or screen.coach.advice is not None
    assert screen.bid_control.quantity.value() == before or screen.coach.advice is not None
    qtbot.waitUntil(lambda: screen.coach.advice is not None, timeout=TIMEOUT)


def test_the_odds_line_in_czech_has_a_decimal_comma(qtbot: QtBot, window: MainWindow,
                                                     settings: Settings) -> None:
    """Five sixes against a hand with none: all five unseen dice must count, 0.41 %."""
    game = PerudoGame(players=2, dice=[[2, 2, 3, 4, 5], [1, 6, 6, 6, 6]], first_player=1)
    game.apply(Bid(5, 6))
    view = game.view(0)
    chance = bid_chance(view.last_bid, view.own_dice, view.unseen_dice, view.maputo)
    assert 0.004 < chance < 0.005
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Czech, QLocale.Country.CzechRepublic))
    try:
        settings.show_odds = True
        seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
        screen = window.open_game(GameSetup("perudo", seats, rules_class("perudo")()), game)
        wait_for_person(qtbot, screen)
        text = screen.coach.bar.odds.text()
        assert "0,4\u00a0%" in text and odds_percent(chance) in text
    finally:
        QLocale.setDefault(before)


def test_the_coachs_reasons_write_percentages_as_the_odds_line_does() -> None:
    """The reasons said "87 %" in English beside the odds line's "15%"."""
    from tablegames_qt import coach
    from tablegames_qt.ui.coach_texts import reason_text

    game = PerudoGame(players=2, dice=[[1, 3, 3, 5, 6], [2, 3, 4, 6, 6]], first_player=1, seed=0)
    game.apply(Bid(4, 3))
    advice = coach.advise(spec("perudo").coach, game.view(0), game.legal_actions())
    english = reason_text(advice)
    assert "%" in english and " %" not in english and "\u00a0%" not in english
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Czech, QLocale.Country.CzechRepublic))
    try:
        assert "\u00a0%" in reason_text(advice)
    finally:
        QLocale.setDefault(before)


def _odds_colour(screen: Any) -> str:
    label = screen.coach.bar.odds
    label.ensurePolished()
    return label.palette().color(label.foregroundRole()).name()


def test_the_odds_line_says_and_shows_how_likely_the_bid_is(qtbot: QtBot, window: MainWindow,
                                                           settings: Settings) -> None:
    """"The bid 5 sixes is true with 0.4%" became the bid, a word for its band and the
    percentage, coloured by the band (red unlikely, green likely)."""
    from tablegames_qt.ui.coach_bar import BAND_COLOURS, likelihood_word, odds_band

    assert [odds_band(c) for c in (0.0, 0.2, 0.5, 0.8, 1.0)] == ["low", "low", "even", "high", "high"]
    settings.show_odds = True
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    shown: dict[str, tuple[str, str]] = {}
    # no six of Eva's; two twos of hers and one more wanted (1 × two would be "certain")
    for bid in (Bid(5, 6), Bid(3, 2)):
        game = PerudoGame(players=2, dice=[[2, 2, 3, 4, 5], [1, 6, 6, 6, 6]], first_player=1)
        game.apply(bid)
        view = game.view(0)
        chance = bid_chance(bid, view.own_dice, view.unseen_dice, view.maputo)
        screen = window.open_game(GameSetup("perudo", seats, rules_class("perudo")()), game)
        wait_for_person(qtbot, screen)
        text = screen.coach.bar.odds.text()
        read = read_chance(view, bid)  # the bids read too, as the coach's advice reads them
        assert text == (f"{screen.bid_words(bid.quantity, bid.face)}: {likelihood_word(read)} "
                        f"({odds_percent(read)}) counting the bids, {odds_percent(chance)} from your dice")
        shown[odds_band(read)] = (likelihood_word(read), _odds_colour(screen))
    assert shown == {"low": ("unlikely", BAND_COLOURS["low"]), "high": ("likely", BAND_COLOURS["high"])}


def test_the_machacek_claims_odds_line_has_its_word_and_colour(qtbot: QtBot, window: MainWindow,
                                                               settings: Settings) -> None:
    from tablegames_qt.ui.coach_bar import BAND_COLOURS
    from tablegames_qt.ui.machacek.value_picker import value_label

    settings.show_odds = True
    game = MachacekGame(players=2, rolls=[(2, 1), (6, 5)], first_player=1)
    game.apply(Announce(21))  # a Macháček claimed: 2 in 36 by the dice
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    screen = window.open_game(GameSetup("machacek", seats, rules_class("machacek")()), game)
    wait_for_person(qtbot, screen)
    view = game.view(0)
    chance = float(claim_chance(view.announcement, view.rules.truth))
    read = machacek_read_chance(view)  # how often a first claim of Macháček is honest
    assert read is not None and chance < 1 / 3 < 2 / 3 < read
    assert screen.coach.bar.odds.text() == (
        f"Claim {value_label(view.announcement)}: likely ({odds_percent(read)}) as players claim, "
        f"{odds_percent(chance)} by the dice alone")
    assert _odds_colour(screen) == BAND_COLOURS["high"]


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize("odds", [True, False])
def test_the_table_keeps_its_place_when_the_odds_or_the_hint_appear(
    qtbot: QtBot, window: MainWindow, settings: Settings, size: tuple[int, int], odds: bool
) -> None:
    """The odds line and the hint's words took their rows from the table as they came (the
    table shrank 10–20 px and its contents moved); the bar keeps their rows."""
    from PySide6.QtCore import QPoint, QRect

    settings.show_odds = odds
    window.resize(*size)
    game = PerudoGame(players=3, dice=[[2, 2, 3, 4, 5], [1, 6, 6, 6, 6], [3, 3, 4, 4, 5]], first_player=0)
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy"), SeatConfig("Bob", BOT, "easy")]
    screen = window.open_game(GameSetup("perudo", seats, rules_class("perudo")()), game)
    bar = screen.coach.bar

    def table() -> QRect:
        QApplication.processEvents()  # the layouts settle
        return QRect(screen.table.mapTo(window, QPoint(0, 0)), screen.table.size())

    wait_for_person(qtbot, screen)
    assert not bar.odds.isVisible() and not bar.advice.isVisible()  # the first bid of the round
    first = table()
    screen.controller.submit(Bid(2, 3))
    qtbot.waitUntil(lambda: screen.coach.seat_to_help() == 0 and len(game.history) > 1, timeout=TIMEOUT)
    assert bar.odds.isVisible() == odds
    assert table() == first
    assert screen.coach.request_hint()
    qtbot.waitUntil(bar.advice.isVisible, timeout=TIMEOUT)
    assert bar.advice.text() and table() == first


def _press_enter_after_a_hint(qtbot: QtBot, screen: Any) -> tuple[Any, int]:
    """H, the advice, then Enter on whatever has the focus (as a person presses it): the
    advice and the length of the log before Enter."""
    advice = hint_by_key(qtbot, screen)
    history = len(screen.game.history)
    focus = QApplication.focusWidget()
    assert focus is not None and screen.isAncestorOf(focus)
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(screen.game.history) > history, timeout=TIMEOUT)
    return advice, history


@pytest.mark.parametrize(("game", "players", "seed"), [
    ("perudo", 3, 7), ("machacek", 3, 4), ("machacek", 3, 11), ("casino", 2, 5), ("casino", 2, 8)])
def test_enter_after_a_hint_plays_the_hinted_move(qtbot: QtBot, window: MainWindow, game: str,
                                                   players: int, seed: int) -> None:
    """Royal Casino: H lit "Trail 8♣", Enter chose 2♠ and proposed a build; Macháček: Enter
    after a lit Doubt did nothing. In every room Enter after a hint plays the hinted move."""
    window.settings.confirm_challenge = False
    screen = window.start_setup(GameSetup(game, solo(game, players), rules_class(game)()), seed=seed)
    for _turn in range(3):
        wait_for_person(qtbot, screen)
        advice, before = _press_enter_after_a_hint(qtbot, screen)
        assert screen.game.history[before] == advice.action
        if screen.game.is_over():
            break


def test_enter_plays_the_persons_own_choice_once_they_change_the_hinted_one(
        qtbot: QtBot, window: MainWindow) -> None:
    screen = window.start_setup(GameSetup("perudo", solo("perudo", 3), rules_class("perudo")()), seed=7)
    wait_for_person(qtbot, screen)
    advice = hint_by_key(qtbot, screen)
    assert isinstance(advice.action, Bid)
    qtbot.keyClick(screen.bid_control, Qt.Key.Key_Up)  # one die more than the coach said
    chosen = screen.bid_control.current()
    assert chosen != (advice.action.quantity, advice.action.face)
    before = len(screen.game.history)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(screen.game.history) > before, timeout=TIMEOUT)
    assert screen.game.history[before] == Bid(*chosen)


def test_h_still_works_after_the_dudo_question_is_answered(qtbot: QtBot, window: MainWindow) -> None:
    """The neighbour of the take-back's question: after "Call Dudo?" is answered No, the
    window is active again and H asks the coach."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    window.settings.confirm_challenge = True
    game = PerudoGame(players=2, dice=[[1, 2, 3, 4, 5], [2, 2, 3, 5, 6]], first_player=1)
    game.apply(Bid(2, 2))
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    screen = window.open_game(GameSetup("perudo", seats, rules_class("perudo")()), game)
    wait_for_person(qtbot, screen)

    def say_no() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, say_no)
            return
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, say_no)
    screen.dudo_button.click()
    assert len(game.history) == 1  # not called
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=TIMEOUT)
    focus = QApplication.focusWidget()
    assert focus is not None and screen.isAncestorOf(focus)
    qtbot.keyClick(focus, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.coach.advice is not None, timeout=TIMEOUT)


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize("game_name", ["perudo", "machacek"])
def test_turning_the_odds_line_on_or_off_leaves_the_table_as_it_is(
    qtbot: QtBot, window: MainWindow, settings: Settings, size: tuple[int, int], game_name: str
) -> None:
    """Turning the odds line on shrank the table 14 px: its row came from the table."""
    from PySide6.QtCore import QPoint, QRect

    settings.show_odds = False
    window.resize(*size)
    if game_name == "perudo":
        game: Any = PerudoGame(players=2, dice=[[2, 2, 3, 4, 5], [1, 6, 6, 6, 6]], first_player=1)
        game.apply(Bid(2, 3))
    else:
        game = MachacekGame(players=2, rolls=[(2, 1), (6, 5)], first_player=1)
        game.apply(Announce(21))
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    screen = window.open_game(GameSetup(game_name, seats, rules_class(game_name)()), game)
    wait_for_person(qtbot, screen)

    def table() -> QRect:
        QApplication.processEvents()
        return QRect(screen.table.mapTo(window, QPoint(0, 0)), screen.table.size())

    before = table()
    settings.show_odds = True
    assert screen.coach.bar.odds.isVisible()
    assert table() == before
    settings.show_odds = False
    assert table() == before


def test_the_czech_odds_line_says_which_number_counts_the_bids(qapp) -> None:
    # "6 dvojek: nejisté (44 %) i podle sázek, 21 % podle tvých kostek" read as "uncertain
    # even by the bids": each number now stands after what it goes by.
    from tablegames_qt.ui.coach_bar import bid_odds

    from .app_helpers import in_language

    with in_language(qapp, "cs"):
        mine = bid_odds("6 dvojek", 0.21, read=0.44).text
        theirs = bid_odds("6 dvojek", 0.21, "Kapitán Pip", read=0.44).text
    assert mine == "6 dvojek: podle sázek nejisté (44\u00a0%), jen podle tvých kostek 21\u00a0%"
    assert theirs == "6 dvojek: podle sázek nejisté (44\u00a0%), jen podle kostek, které vidí Kapitán Pip: 21\u00a0%"
