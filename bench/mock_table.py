"""A mock four-player Casino table made of the real items, for review sheets.

Not used by the app: ``card_sheet.py`` renders it so a change to any item can be
judged by eye in the context it is meant for.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui.cards.build_item import BuildItem
from tablegames_qt.ui.cards.card_item import CardItem
from tablegames_qt.ui.cards.deck_item import DeckItem
from tablegames_qt.ui.cards.layout import hand_fan, row
from tablegames_qt.ui.cards.pile_item import PileItem
from tablegames_qt.ui.cards.style import FELT, FELT_DARK

TEAM_A = QColor("#e0a526")
TEAM_B = QColor("#3f8fe0")


def _felt(rect: QRectF) -> QBrush:
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    gradient.setColorAt(0.0, FELT.lighter(112))
    gradient.setColorAt(1.0, FELT_DARK)
    return QBrush(gradient)


def build_mock_scene(rect: QRectF, four_colour: bool = False) -> QGraphicsScene:
    scene = QGraphicsScene(rect)
    scene.setBackgroundBrush(_felt(rect))
    w = rect.width()
    h = rect.height()
    cw = round(min(w, h * 1.6) * 0.075)

    # my hand, face up, one card chosen
    mine = [Card(8, "H"), Card(1, "S"), Card(12, "D"), Card(10, "D")]
    for i, ((pos, angle), card) in enumerate(
        zip(hand_fan(len(mine), QPointF(w / 2, h - cw * 0.95), cw * 1.1), mine, strict=True)
    ):
        item = CardItem(card, True, cw * 1.1, four_colour)
        item.setPos(pos)
        item.setRotation(angle)
        item.setZValue(10 + i)
        item.set_interactive(True)
        scene.addItem(item)
        if card == Card(8, "H"):
            item.set_selected(True, animate=False)
        if card == Card(1, "S"):
            item.setFocus()

    # partner opposite and the two opponents: face down, unknown cards
    for centre, turn in (
        (QPointF(w / 2, cw * 0.55), 180.0),
        (QPointF(cw * 0.55, h / 2 - cw * 0.3), 90.0),
        (QPointF(w - cw * 0.55, h / 2 - cw * 0.3), -90.0),
    ):
        for i, (pos, angle) in enumerate(hand_fan(4, QPointF(0, 0), cw * 0.8, cw * 0.3)):
            item = CardItem(None, False, cw * 0.8)
            item.setRotation(turn + angle)
            offset = QPointF(pos.x(), pos.y())
            if turn == 90.0:
                offset = QPointF(-pos.y(), pos.x())
            elif turn == -90.0:
                offset = QPointF(pos.y(), -pos.x())
            item.setPos(centre + offset)
            item.setZValue(i)
            scene.addItem(item)

    # the table: loose cards (two light up for the chosen 8), a build, a multiple build
    loose = [Card(3, "C"), Card(5, "S"), Card(8, "C"), Card(11, "H")]
    for card, pos in zip(
        loose, row(len(loose), QPointF(w * 0.43, h * 0.38), cw * 1.25), strict=True
    ):
        item = CardItem(card, True, cw, four_colour)
        item.setPos(pos)
        item.set_interactive(True)
        if card in (Card(3, "C"), Card(5, "S"), Card(8, "C")):
            item.set_highlighted(True)
        scene.addItem(item)
    single = BuildItem(
        [[Card(2, "D"), Card(4, "H"), Card(1, "C")]], 7, "Anna", TEAM_A, cw, four_colour
    )
    single.setPos(w * 0.38, h * 0.6)
    scene.addItem(single)
    multiple = BuildItem(
        [[Card(9, "S")], [Card(4, "D"), Card(5, "H")]], 9, "Ben", TEAM_B, cw, four_colour
    )
    multiple.setPos(w * 0.55, h * 0.6)
    multiple.set_highlighted(True, QColor("#ff7ad9"))
    scene.addItem(multiple)

    # capture piles and the deck
    ours = PileItem("Anna & Cyril", TEAM_A, cw * 0.9, four_colour)
    ours.set_contents(14, 5, [Card(7, "C")])
    ours.setPos(w * 0.83, h * 0.72)
    scene.addItem(ours)
    theirs = PileItem("Ben & Dana", TEAM_B, cw * 0.9, four_colour)
    theirs.set_contents(9, 2, [Card(13, "S"), Card(6, "H")])
    theirs.setPos(w * 0.83, h * 0.25)
    scene.addItem(theirs)
    deck = DeckItem(cw * 0.9, 24)
    deck.set_dealer("Dana", TEAM_B)
    deck.setPos(w * 0.17, h * 0.3)
    scene.addItem(deck)
    return scene
