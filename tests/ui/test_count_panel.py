"""Royal Casino's count panel on a prepared deck: its figures are the engine's count,
the cards not seen are those the person could not have seen, and C opens it."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from pytestqt.qtbot import QtBot

from tablegames_qt.engine.casino import CAPTURE, Card, CasinoGame, CasinoRules, Play
from tablegames_qt.engine.casino.plays import item_cards
from tablegames_qt.engine.casino.scoring import CONDITION_LABELS
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui.casino.count_panel import CARDS_MARK, SPADES_MARK
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

TIMEOUT = 30_000

#: seat 0 (first to play) gets 10♠ 2♦ 5♣ A♥; seat 1 four low hearts; the table 10♦ 2♠ 7♥ 8♣
OPENING = [Card(10, "S"), Card(2, "D"), Card(5, "C"), Card(1, "H"),
           Card(3, "H"), Card(4, "H"), Card(5, "H"), Card(6, "H"),
           Card(10, "D"), Card(2, "S"), Card(7, "H"), Card(8, "C")]


def prepared_deck() -> list[Card]:
    rest = [Card(rank, suit) for suit in "SCHD" for rank in range(1, 14)
            if Card(rank, suit) not in OPENING]
    return OPENING + rest


@pytest.fixture
def screen(qtbot: QtBot, settings: Settings):  # type: ignore[no-untyped-def]
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    rules = CasinoRules(target=3)  # every side starts 3 short: "most cards" is the condition
    game = CasinoGame(players=2, rules=rules, deck=prepared_deck(), dealer=1)
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    return window.open_game(GameSetup("casino", seats, rules), game)


def my_turn(qtbot: QtBot, screen) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: screen.controller.awaiting_human() == 0 and not screen.is_animating(),
                    timeout=TIMEOUT)


def test_the_panel_opens_with_c_and_counts_as_the_engine(qtbot: QtBot, screen) -> None:  # type: ignore[no-untyped-def]
    panel = screen.count_panel
    my_turn(qtbot, screen)
    assert not panel.body.isVisible()
    screen.setFocus()
    qtbot.keyClick(screen, Qt.Key.Key_C)
    assert panel.is_open() and panel.body.isVisible()
    # Before any capture: nothing taken, every seen card known.
    figures = panel.figures()
    assert figures["cards"] == [0, 0] and figures["condition"] == ["most_cards", "most_cards"]
    said = QCoreApplication.translate("casino", CONDITION_LABELS["most_cards"])
    assert [cell.text() for cell in panel.cells["condition"]] == [said, said]
    unseen = panel.unseen()
    assert unseen[10] == 2 and unseen[2] == 2 and unseen[1] == 3 and unseen[3] == 4  # 3♥ is the bot's

    take = Play(Card(10, "S"), CAPTURE, frozenset({Card(10, "D")}), 10)
    assert take in screen.controller.legal_actions()
    assert screen.controller.submit(take)
    my_turn(qtbot, screen)
    figures = panel.figures()
    assert figures["cards"][0] == 2 and figures["spades"][0] == 1
    assert figures["big_casino"] == [True, False]
    assert panel.cells["big_casino"][0].text() == "✓" and panel.cells["cards"][0].text() == "2"

    # Independently of the panel: what the view holds, counted here.
    view = screen.game.view(0)
    for side in range(view.sides):
        pile = view.captured[side]
        assert figures["cards"][side] == len(pile)
        assert figures["spades"][side] == sum(1 for c in pile if c.suit == "S")
        assert figures["aces"][side] == sum(1 for c in pile if c.rank == 1)
        assert figures["little_casino"][side] == (Card(2, "S") in pile)
        assert figures["sweeps"][side] == view.sweeps[side]
    seen = Counter(c.rank for c in view.hand)
    seen.update(c.rank for item in view.table for c in item_cards(item))
    seen.update(c.rank for pile in view.captured for c in pile)
    assert panel.unseen() == {rank: 4 - seen[rank] for rank in range(1, 14)}
    assert [panel.unseen_labels[r].text() for r in range(1, 14)] == [
        str(4 - seen[r]) for r in range(1, 14)]
    # The marks that settle the two majorities are on the rows.
    assert str(CARDS_MARK) in panel.row_labels["cards"].text()
    assert str(SPADES_MARK) in panel.row_labels["spades"].text()

    qtbot.keyClick(screen, Qt.Key.Key_C)
    assert not panel.is_open() and not panel.body.isVisible()


def test_the_panel_is_still_a_widget_on_a_screen(qtbot: QtBot, screen) -> None:  # type: ignore[no-untyped-def]
    """The panel once kept its Casino screen under the name ``screen``, which hid
    QWidget.screen(): anything asking which monitor the panel is on got the game screen."""
    from PySide6.QtGui import QScreen

    panel = screen.count_panel
    assert isinstance(panel.screen(), QScreen)
    assert panel.screen() is screen.window().screen()


def test_while_the_deals_count_is_read_the_panel_keeps_that_deal(qtbot: QtBot, settings: Settings) -> None:
    """At a deal's end the engine has dealt the next one already: the panel, open beside the
    score sheet, said "Cards 0 0" and four of every rank not seen, under the ended deal's count."""
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    rules = CasinoRules()  # to 21: the game goes on after the first deal
    game = CasinoGame(players=2, rules=rules, deck=prepared_deck(), dealer=1)
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "easy")]
    screen = window.open_game(GameSetup("casino", seats, rules), game)
    panel = screen.count_panel
    my_turn(qtbot, screen)
    screen.setFocus()
    qtbot.keyClick(screen, Qt.Key.Key_C)
    assert panel.is_open()
    for _ in range(40):  # the person's 24 plays of the first deal, each the first legal one
        qtbot.waitUntil(lambda: screen.sheet.isVisible() or (
            screen.controller.awaiting_human() == 0 and not screen.is_animating()), timeout=TIMEOUT)
        if screen.sheet.isVisible():
            break
        assert screen.controller.submit(screen.controller.legal_actions()[0])
    assert screen.sheet.isVisible()
    assert screen.game.view(0).deal_number == 2  # the engine is in the next deal
    panel.refresh()
    figures = panel.figures()
    assert sum(figures["cards"]) >= 40, figures  # the ended deal's cards, most of 52
    assert sum(panel.unseen().values()) <= 12, panel.unseen()


def test_opening_the_panel_leaves_the_table_as_it_was(qtbot: QtBot, settings: Settings) -> None:
    """At 1024×640 the open panel, with the sides' names over its columns, widened the side
    panel and the table shrank (8 px with "Babička Šestka")."""
    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    rules = CasinoRules()
    game = CasinoGame(players=2, rules=rules, deck=prepared_deck(), dealer=1)
    seats = [SeatConfig("Anna-Marie Nováková-Malá", HUMAN), SeatConfig("Babička Šestka", BOT, "easy")]
    screen = window.open_game(GameSetup("casino", seats, rules), game)
    my_turn(qtbot, screen)
    qtbot.wait(50)
    before = screen.table.geometry()
    screen.setFocus()
    qtbot.keyClick(screen, Qt.Key.Key_C)
    assert screen.count_panel.is_open()
    qtbot.wait(50)
    assert screen.table.geometry() == before
    panel = screen.count_panel
    # each name and row title whole, on more lines if need be, and no two overlapping
    for label in [*panel.side_labels, *panel.row_labels.values()]:
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        wrapped = label.fontMetrics().boundingRect(QRect(0, 0, label.width(), 1000), flags, label.text())
        assert wrapped.width() <= label.width() and wrapped.height() <= label.height(), label.text()
    for row in [panel.side_labels, *panel.cells.values()]:
        for left, right in itertools.pairwise(row):
            assert left.geometry().right() < right.geometry().left()
