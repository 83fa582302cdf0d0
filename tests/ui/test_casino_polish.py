"""Royal Casino rough edges a new player hit (#15): the Trail button, the moves list,
Enter and shortcuts, wording, text sizes at the smallest window, accessibility."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect, Qt, QTranslator
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QWidget

from tablegames_qt.app import LanguageSwitcher
from tablegames_qt.engine.casino import CAPTURE, TRAIL, Card, CasinoGame, CasinoRules, Play
from tablegames_qt.ui import announce, scene_access
from tablegames_qt.ui.cards import CardItem
from tablegames_qt.ui.casino import event_steps
from tablegames_qt.ui.casino.moves_model import HEADER, KIND_ROLE, PLAY_ROLE
from tablegames_qt.ui.casino.screen import CasinoScreen
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import HUMAN, SeatConfig

from . import test_casino_screen
from .app_helpers import in_language
from .test_casino_screen import TIMEOUT, bots, click_item, hand_item

# the window fixtures are the Casino screen tests' own
window = test_casino_screen.window

# hand 10♥ 2♣ 3♣ K♠ against a table of 10♠ 10♣ 8♥ 6♦: the ten must take both tens
# (no trail), the king can only be trailed, the two may build, capture-free, or trail
HAND = [Card(10, "H"), Card(2, "C"), Card(3, "C"), Card(13, "S")]
OTHER = [Card(4, "D"), Card(5, "D"), Card(7, "C"), Card(9, "S")]
TABLE = [Card(10, "S"), Card(10, "C"), Card(8, "H"), Card(6, "D")]


def open_position(qtbot, window: MainWindow, name: str = "You") -> CasinoScreen:
    game = CasinoGame(players=2, deck=[*HAND, *OTHER, *TABLE], dealer=1, seed=1)
    setup = GameSetup("casino", [SeatConfig(name, HUMAN), *bots("Pip")], CasinoRules())
    screen = window.open_game(setup, game)
    assert isinstance(screen, CasinoScreen)
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    return screen


def played(screen: CasinoScreen) -> list[Play]:
    return [a for a in screen.game.history if isinstance(a, Play)]


# -- item 4: the Trail button and the moves list -------------------------------------------

def test_trail_button_only_for_a_legal_trail_and_gone_once_played(qtbot, window):
    screen = open_position(qtbot, window)
    assert screen.trail_button.isHidden(), "no card chosen: nothing to trail"
    click_item(qtbot, screen, hand_item(screen, Card(10, "H")))
    assert screen.selected_card() == Card(10, "H")
    assert screen.trail_button.isHidden(), "the ten must capture: the engine lists no trail"
    click_item(qtbot, screen, hand_item(screen, Card(13, "S")))
    assert screen.trail_button.isVisible()
    assert screen.trail_button.text().replace("&", "") == "Trail K♠"
    qtbot.mouseClick(screen.trail_button, Qt.MouseButton.LeftButton)
    assert played(screen) == [Play(Card(13, "S"), TRAIL)]
    assert screen.trail_button.isHidden(), "the card is played: its button goes"


def test_moves_list_is_grouped_by_card_then_kind_and_a_click_plays_a_line(qtbot, window):
    screen = open_position(qtbot, window)
    qtbot.mouseClick(screen.hint_button, Qt.MouseButton.LeftButton)
    model = screen.moves
    rows = [(model.index(r).data(KIND_ROLE), model.index(r).data(PLAY_ROLE), model.index(r).data())
            for r in range(model.rowCount())]
    assert sorted(map(repr, model.plays())) == sorted(map(repr, screen.controller.legal_actions()))
    # one header per card, in the order the hand lies, each followed by that card's plays
    headers = [text for kind, _play, text in rows if kind == HEADER]
    assert [h for h in headers] == [f"With {c}:" for c in (Card(2, "C"), Card(3, "C"), Card(10, "H"), Card(13, "S"))]
    card = None
    kinds: list[str] = []
    for kind, play, _text in rows:
        if kind == HEADER:
            assert kinds == sorted(kinds, key=["capture", "build", "trail"].index)
            card, kinds = None, []
            continue
        card = card or play.card
        assert play.card == card
        kinds.append(play.kind)
    assert not model.flags(model.index(0)) & Qt.ItemFlag.ItemIsSelectable, "a header is no move"
    # a click on a line plays it
    row = next(r for r, (_k, play, _t) in enumerate(rows) if play == Play(Card(13, "S"), TRAIL))
    rect = screen.moves_view.visualRect(model.index(row))
    qtbot.mouseClick(screen.moves_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert played(screen) == [Play(Card(13, "S"), TRAIL)]


def test_enter_in_the_moves_list_plays_the_current_line(qtbot, window):
    screen = open_position(qtbot, window)
    screen.hint_button.click()
    capture = next(p for p in screen.moves.plays() if p.card == Card(10, "H"))
    screen.moves_view.setFocus()
    screen.moves_view.setCurrentIndex(screen.moves.index(screen.moves.row_of(capture)))
    qtbot.keyClick(screen.moves_view, Qt.Key.Key_Return)
    assert played(screen) == [capture]


# -- item 5: Enter and shortcuts ------------------------------------------------------------

def focus_card(qtbot, screen: CasinoScreen, card: Card) -> None:
    screen.table.setFocus()
    screen.table.focus_hand_card(card)
    assert screen.table.table_scene().focusItem() is hand_item(screen, card)


def test_enter_chooses_a_card_then_plays_its_only_legal_move(qtbot, window):
    screen = open_position(qtbot, window)
    assert [p.kind for p in screen.controller.legal_actions() if p.card == Card(13, "S")] == [TRAIL]
    focus_card(qtbot, screen, Card(13, "S"))
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    assert screen.selected_card() == Card(13, "S") and not played(screen)
    assert "Enter" in screen.status_text()
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    assert played(screen) == [Play(Card(13, "S"), TRAIL)]


def test_enter_on_a_card_with_several_moves_keeps_it_chosen_and_plays_nothing(qtbot, window):
    screen = open_position(qtbot, window)
    assert len([p for p in screen.controller.legal_actions() if p.card == Card(2, "C")]) > 2
    focus_card(qtbot, screen, Card(2, "C"))
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    assert screen.selected_card() == Card(2, "C"), "Enter never drops the chosen card"
    assert not played(screen)


def test_a_play_button_goes_the_moment_its_turn_ends(qtbot, window):
    screen = open_position(qtbot, window)
    click_item(qtbot, screen, hand_item(screen, Card(10, "H")))
    (button,) = screen.action_buttons
    qtbot.waitUntil(button.isVisible, timeout=TIMEOUT)
    screen.controller.submit(Play(Card(13, "S"), TRAIL))  # another play than the one shown
    # hidden at once, not left on the panel until the event loop deletes it
    assert button.isHidden() and screen.action_buttons == []


def test_the_play_button_has_a_shortcut_its_tooltip_names(qtbot, window):
    screen = open_position(qtbot, window)
    click_item(qtbot, screen, hand_item(screen, Card(10, "H")))
    (button,) = screen.action_buttons
    play = button.property("play")
    assert play.kind == CAPTURE and play.taken == {Card(10, "S"), Card(10, "C")}
    assert button.text() == "10♥ takes 10♣+10♠"
    assert not button.shortcut().isEmpty()
    assert button.shortcut().toString() in button.toolTip() and "Enter" in button.toolTip()
    window.activateWindow()
    qtbot.waitUntil(lambda: button.isVisible() and QCoreApplication.instance().activeWindow() is window,
                    timeout=TIMEOUT)
    qtbot.keySequence(screen.table, button.shortcut())
    # a button's shortcut clicks it the way a press looks (QAbstractButton.animateClick)
    qtbot.waitUntil(lambda: played(screen) == [play], timeout=TIMEOUT)


# -- item 8: wording --------------------------------------------------------------------------

def test_the_person_is_spoken_to_and_sentences_start_with_a_capital(qtbot, window):
    screen = open_position(qtbot, window)
    deck = screen.table.deck()
    # Pip deals (seat 1); the first deal's words for the person who plays first
    assert deck.dealer_label() == "Pip deals"
    events = CasinoGame(players=2, deck=[*HAND, *OTHER, *TABLE], dealer=0, seed=1).opening_events()
    deal = events[0]
    assert screen.texts.describe(deal) == "Deal 1: you deal, Pip plays first"
    screen.table.set_deck(deck.count(), 0)
    assert deck.dealer_label() == "You deal"
    pile = screen.table.pile(0)
    assert pile.description().startswith("You have taken ")
    screen._on_refused("a Q lies on the table: the Q must capture it or go into a build")
    assert screen.status_text().startswith("A Q lies")
    screen.on_steps_done()
    assert "Waiting for You" not in screen.status_text()


def test_czech_speaks_to_the_person_too(qtbot, window, qapp):
    before = QLocale()
    switcher = LanguageSwitcher(qapp)
    try:
        switcher.apply("cs")
        screen = open_position(qtbot, window, name="Ty")
        events = CasinoGame(players=2, deck=[*HAND, *OTHER, *TABLE], dealer=0, seed=1).opening_events()
        assert screen.texts.describe(events[0]) == "Rozdání 1: rozdáváš, začíná Pip"
        screen.table.set_deck(screen.table.deck().count(), 0)
        assert screen.table.deck().dealer_label() == "Rozdáváš"
        assert screen.table.pile(0).description().startswith("Máš vzato: ")
    finally:
        for translator in switcher.findChildren(QTranslator):
            qapp.removeTranslator(translator)
        switcher.setParent(None)
        QLocale.setDefault(before)


# -- item 9: text sizes at the smallest window ----------------------------------------------

@pytest.mark.parametrize("size", [(1024, 640), "minimum"])
def test_captions_are_at_least_11_pixels_at_the_smallest_window(qtbot, window, size):
    screen = open_position(qtbot, window)
    width, height = size if size != "minimum" else (window.minimumWidth(), window.minimumHeight())
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: screen.table.transform().m11() < 0.6, timeout=TIMEOUT)
    scale = screen.table.transform().m11()
    items = screen.table.caption_items()
    assert len(items) >= 2 + 2 + 2 + 1
    for item in items:
        for font in item.fonts():
            assert font.pixelSize() * scale >= 11, f"{type(item).__name__}: {font.pixelSize() * scale:.1f} px"
    # the plates still lie inside the table, apart from each other
    plates = [screen.table.plate(s).sceneBoundingRect() for s in range(2)]
    assert not plates[0].intersects(plates[1])


def _parts_apart(parts: list[QWidget], within: QWidget) -> None:
    """No two of ``parts`` overlap, and each lies inside ``within``."""
    rects = [QRect(part.mapTo(within, QPoint(0, 0)), part.size()) for part in parts]
    for index, rect in enumerate(rects):
        assert within.rect().contains(rect), f"{parts[index].objectName()} sticks out"
        for other in rects[index + 1:]:
            assert not rect.intersects(other), (rect, other)


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_count_fits_the_smallest_window_and_shows_its_totals(qtbot, window, qapp, language, monkeypatch):
    window.resize(window.minimumWidth(), window.minimumHeight())
    qtbot.waitUntil(lambda: window.height() == window.minimumHeight(), timeout=TIMEOUT)
    with in_language(qapp, language):
        screen = test_casino_screen.start(window, bots("Ann", "Bob"), seed=4)
        opened = screen._open_sheet

        def open_and_pause(final: bool, review: bool) -> None:
            opened(final, review)
            window.pause_action.setChecked(True)  # the count stays on the screen

        monkeypatch.setattr(screen, "_open_sheet", open_and_pause)
        qtbot.waitUntil(lambda: screen.sheet.isVisible() and screen.controller.is_paused(), timeout=TIMEOUT)
        qtbot.wait(20)
        sheet = screen.sheet
        card = sheet.title.parentWidget()
        _parts_apart([sheet.title, sheet.table, sheet.outcome, sheet.continue_button], card)
        table = sheet.table
        last = max(row for row in range(table.model().rowCount()) if not table.isRowHidden(row))
        assert table.viewport().rect().contains(table.visualRect(table.model().index(last, 0)))
        outcome = sheet.outcome.text()
        assert outcome and "(s)" not in outcome  # "12 points" / "12 bodů", never "12 point(s)"
        window.pause_action.setChecked(False)


def test_the_coachs_hint_button_sits_among_the_controls(qtbot, window):
    screen = open_position(qtbot, window)
    coach = screen.coach
    button = coach.bar.button
    assert button.isVisible() and button.parentWidget() is screen.clear_button.parentWidget()
    assert abs(button.geometry().center().y() - screen.clear_button.geometry().center().y()) <= 2
    # no words yet: the bar keeps their rows (not a row for the button), so the table
    # stays where it is when the hint comes and goes
    assert coach.bar.isVisible() and coach.bar.height() == coach.bar.advice.minimumHeight() > 0
    table = screen.table.geometry()
    assert coach.request_hint()
    qtbot.waitUntil(lambda: coach.advice is not None, timeout=TIMEOUT)
    assert coach.bar.advice.isVisible() and coach.bar.advice.text()
    assert screen.table.geometry() == table
    screen.controller.submit(screen.controller.legal_actions()[0])
    qtbot.waitUntil(lambda: not coach.bar.advice.isVisible(), timeout=TIMEOUT)
    assert screen.table.geometry() == table


# -- item 11: accessibility -------------------------------------------------------------------

def test_every_control_and_card_has_an_accessible_name(qtbot, window):
    screen = open_position(qtbot, window)
    click_item(qtbot, screen, hand_item(screen, Card(10, "H")))
    screen.hint_button.click()
    own: list[QWidget] = [screen.trail_button, screen.clear_button, screen.hint_button,
                          screen.last_deal_button, screen.moves_view, screen.history_view,
                          screen.table, *screen.action_buttons]
    controls = [w for w in screen.findChildren(QWidget)
                if isinstance(w, QAbstractButton | QAbstractItemView)
                # a list's own parts (a table's hidden headers) are the list's to name
                and not isinstance(w.parentWidget(), QAbstractItemView)
                and not screen.result_panel.isAncestorOf(w) and not screen.curtain.isAncestorOf(w)
                and not screen.sheet.isAncestorOf(w)]
    assert set(own) <= set(controls) | {screen.table}
    for widget in controls + own:
        assert widget.accessibleName(), f"{widget.objectName() or type(widget).__name__} has no name"
        if not isinstance(widget, QLabel):
            assert widget.accessibleDescription(), f"{widget.objectName()} has no description"
    # every card and build a player acts on says what it is
    scene = screen.table.table_scene()
    for item in scene.items():
        if isinstance(item, CardItem) and item.face_up():
            assert item.description()
    # the card with the keyboard focus speaks for itself, and the focus follows the arrows
    def focused() -> tuple[str, str]:
        view = QAccessible.queryAccessibleInterface(screen.table)
        items = [view.child(i) for i in range(view.childCount())]
        [item] = [item for item in items if item.state().focused and item.text(QAccessible.Text.Name)]
        return item.text(QAccessible.Text.Name), item.text(QAccessible.Text.Description)

    scene_access.install()
    focus_card(qtbot, screen, Card(10, "H"))
    assert focused() == ("Ten of hearts, in your hand, 3 of 4", "chosen")
    qtbot.keyClick(screen.table, Qt.Key.Key_Right)
    assert focused()[0].startswith("King of spades (King: 13), in your hand, 4 of 4")
    qtbot.keyClick(screen.table, Qt.Key.Key_Up)
    name, state = focused()
    assert ", on the table, " in name
    assert state in ("can be taken or built with", "not playable now")
    # said once: the view, the card's parent, does not take the card's words as its name (a
    # reader said each card twice, for the view and for the card)
    assert screen.table.accessibleName() == "Card table"
    assert name not in screen.table.accessibleDescription()


def test_table_events_are_announced(qtbot, window, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(event_steps, "announce", lambda widget, text: said.append(text))
    screen = open_position(qtbot, window)
    focus_card(qtbot, screen, Card(13, "S"))
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    qtbot.keyClick(screen.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "You trail K♠" in said, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: any(s.startswith("Pip ") for s in said), timeout=TIMEOUT)


def test_announce_sends_a_qt_accessibility_announcement(qapp, monkeypatch):
    events: list[tuple[QAccessible.Event, str]] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        staticmethod(lambda event: events.append((event.type(), event.message()))))
    label = QLabel()
    announce.announce(label, "Pip captures 8♥ with 8♠")
    announce.announce(label, "")
    assert events == [(QAccessible.Event.Announcement, "Pip captures 8♥ with 8♠")]


def _mnemonics(window: MainWindow) -> list[str]:
    """The Alt+letter of every menu title and every button the person can see."""
    texts = [action.text() for action in window.menuBar().actions()]
    texts += [b.text() for b in window.findChildren(QAbstractButton) if b.isVisibleTo(window)]
    letters = []
    for text in texts:
        at = text.replace("&&", "").find("&")
        if at >= 0 and at + 1 < len(text):
            letters.append(text.replace("&&", "")[at + 1].lower())
    return letters


@pytest.mark.parametrize("language", ["en", "cs"])
def test_no_two_controls_share_an_alt_letter(qtbot, window, qapp, language):
    """Czech 'Zrušit &výběr' and '&Vzít' were both Alt+V; '&Hint' took the Help menu's Alt+H."""
    with in_language(qapp, language):
        screen = open_position(qtbot, window)
        for card in (Card(2, "C"), Card(10, "H")):
            click_item(qtbot, screen, hand_item(screen, card))
            qtbot.waitUntil(lambda card=card: screen.selected_card() == card, timeout=TIMEOUT)
            letters = _mnemonics(window)
            assert len(letters) >= 4, letters
            assert len(letters) == len(set(letters)), sorted(letters)
