"""The table's scene items as accessible objects (ui/scene_access.py), read through Qt's
own accessibility interfaces in the test process (tests/accessibility reads them through
AT-SPI from outside)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QColor
from pytestqt.qtbot import QtBot

from tablegames_qt.engine.casino import Card
from tablegames_qt.ui import scene_access
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.dice.table_view import DiceTableView
from tests.ui.app_helpers import words_told


def children(widget: object) -> list[tuple[str, QAccessible.Role]]:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    out = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None and child.isValid()
        assert iface.indexOfChild(child) == i
        assert child.parent() is not None and child.parent().object() is widget
        out.append((child.text(QAccessible.Text.Name), child.role()))
    return out


def _dice_view(qtbot: QtBot) -> DiceTableView:
    view = DiceTableView()
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    return view


def test_dice_table_lists_plates_cups_and_only_the_dice_that_show(qtbot: QtBot) -> None:
    scene_access.install()
    view = _dice_view(qtbot)
    view.set_seats(["Ann", "Bob"])
    view.set_dice(0, [2, 5, 6], 3)
    view.set_dice(1, None, 3)
    view.set_current(0)
    found = children(view)
    names = [name for name, _role in found]
    assert "Ann's cup" in names and "Bob's cup" in names
    assert sorted(n for n in names if n.startswith("Ann's die")) == [
        "Ann's die: 2", "Ann's die: 5", "Ann's die: 6"]
    assert not [n for n in names if n.startswith("Bob's die")]
    assert "Ann: 3 dice (to play)" in names
    iface = QAccessible.queryAccessibleInterface(view)
    die = next(iface.child(i) for i in range(iface.childCount())
               if iface.child(i).text(QAccessible.Text.Name) == "Ann's die: 5")
    assert die.role() == QAccessible.Role.Graphic
    # its rectangle lies on the view, on the screen
    on_screen = view.viewport().rect().translated(view.viewport().mapToGlobal(view.viewport().rect().topLeft()))
    assert die.rect().isValid() and on_screen.contains(die.rect())


def test_card_table_lists_the_hand_the_table_the_piles_and_the_deck(qtbot: QtBot) -> None:
    scene_access.install()
    view = CasinoTableView()
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    view.set_players(["Ann", "Bob"], [0, 1], [QColor("red"), QColor("blue")], ["Ann", "Bob"])
    view.set_hand(0, [Card(1, "S"), Card(7, "H")], 2)
    view.set_hand(1, None, 2)
    view.set_table([Card(7, "D"), Card(13, "C")])
    names = [name for name, _role in children(view)]
    assert "Ace of spades (Ace: 1 or 14), in your hand, 1 of 2" in names
    assert "Seven of hearts, in your hand, 2 of 2" in names
    assert "Seven of diamonds, on the table, 1 of 2" in names
    assert any(n.startswith("King of clubs") and "on the table" in n for n in names)
    # Bob's hand is face down and not listed; both piles and the deck are
    assert not [n for n in names if "face down" in n]
    assert len([n for n in names if " taken " in n]) == 2
    # a chosen card is a checked check box
    card = view.hand_items(0)[0]
    card.set_interactive(True)
    card.set_selected(True, animate=False)
    iface = QAccessible.queryAccessibleInterface(card)
    assert iface.role() == QAccessible.Role.CheckBox
    assert iface.state().checked and iface.state().checkable


def test_the_one_person_at_the_table_hears_your_die_not_a_name(qtbot: QtBot) -> None:
    scene_access.install()
    view = _dice_view(qtbot)
    view.set_seats(["You", "Bob"])
    view.you = 0  # the screen's solo seat
    view.set_dice(0, [2, 5], 2)
    names = [name for name, _role in children(view)]
    assert sorted(n for n in names if " die: " in n) == ["Your die: 2", "Your die: 5"]
    assert "Your cup" in names and "Bob's cup" in names
    assert not [n for n in names if n.startswith("You's")]


def test_the_table_summary_counts_a_lost_die_at_once_and_says_only_changes(qtbot: QtBot) -> None:
    view = _dice_view(qtbot)
    view.set_seats(["Ann", "Bob"])
    view.set_dice(1, None, 3)
    assert "Bob: 3 dice" in view.accessibleDescription()
    told = words_told(view, "setAccessibleDescription")
    view.remove_die(1)
    view.finish_animations()
    assert "Bob: 2 dice" in view.accessibleDescription()
    view.set_current(None)  # nothing changed: nothing told again
    assert len(told) == 1


def test_a_focused_table_retells_its_summary_only_when_the_dice_change(qtbot: QtBot) -> None:
    view = _dice_view(qtbot)
    view.set_seats(["Ann", "Bob"])
    view.set_dice(1, None, 3)
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    before = view.accessibleDescription()
    view.set_current(1)  # whose turn: said as news, not by re-reading the whole table
    view.show_message("4 fives", "Bob")
    assert view.accessibleDescription() == before
    view.remove_die(1)  # the dice changed: told
    view.finish_animations()
    assert "Bob: 2 dice (to play)" in view.accessibleDescription()
