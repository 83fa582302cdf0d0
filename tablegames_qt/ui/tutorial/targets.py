"""Where a guide step points: a widget of the screen, a seat's dice, a card on the table.

Each function returns a :data:`~tablegames_qt.ui.tutorial.script.Target`: given the
game screen, the rectangle (in the screen's coordinates) to light up — or a list of
them (:func:`both`) — or None when the thing is not there now (a card already played,
a page not shown).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

from tablegames_qt.engine.casino import parse_card
from tablegames_qt.engine.casino.plays import item_cards
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.dice.table_view import DiceTableView
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.machacek.value_picker import ValuePicker
from tablegames_qt.ui.perudo.bid_control import BidControl
from tablegames_qt.ui.tutorial.script import Target

PartT = TypeVar("PartT")


def _part(screen: GameScreen, name: str, kind: type[PartT]) -> PartT | None:
    """The screen's part ``name`` when it is a ``kind`` (a dice table, the bid control);
    None on a screen without one (the target of another game's part finds nothing)."""
    found = getattr(screen, name, None)
    return found if isinstance(found, kind) else None


def _widget_rect(screen: QWidget, widget: QWidget | None) -> QRect | None:
    if widget is None or not widget.isVisible():
        return None
    top_left = widget.mapTo(screen, QPoint(0, 0))
    return QRect(top_left, widget.size())


def _scene_rect(screen: QWidget, view: QGraphicsView, rect: QRectF) -> QRect | None:
    if rect.isEmpty():
        return None
    polygon = view.mapFromScene(rect)
    local = polygon.boundingRect()
    top_left = view.viewport().mapTo(screen, local.topLeft())
    found = QRect(top_left, local.size())
    # only the part in sight
    visible = QRect(view.viewport().mapTo(screen, QPoint(0, 0)), view.viewport().size())
    found = found.intersected(visible)
    return found if not found.isEmpty() else None


def _items_rect(items: Iterable[QGraphicsItem]) -> QRectF:
    """Where the shown ones of ``items`` lie: a card still hidden in the deck before the
    deal's flight lies nowhere (the first bubble's glow was lit in the table's corner)."""
    rect = QRectF()
    for item in items:
        if item.isVisible():
            rect = rect.united(item.sceneBoundingRect())
    return rect


def widget(path: str) -> Target:
    """The screen's widget at ``path`` (attributes joined by dots: ``"panel.pause.button"``)."""

    def find(screen: GameScreen) -> QRect | None:
        found: Any = screen  # any attribute of the screen, by name
        for name in path.split("."):
            found = getattr(found, name, None)
            if found is None:
                return None
        return _widget_rect(screen, found if isinstance(found, QWidget) else None)

    return find


def face_button(face: int) -> Target:
    """Perudo's button for ``face`` in the bid control."""

    def find(screen: GameScreen) -> QRect | None:
        control = _part(screen, "bid_control", BidControl)
        return None if control is None else _widget_rect(screen, control.face_buttons.get(face))

    return find


def value_button(value: int) -> Target:
    """Macháček's button for ``value`` in the value picker."""

    def find(screen: GameScreen) -> QRect | None:
        picker = _part(screen, "picker", ValuePicker)
        return None if picker is None else _widget_rect(screen, picker.buttons.get(value))

    return find


def dice(seat: int) -> Target:
    """A seat's cup, dice and name plate on a dice table."""

    def find(screen: GameScreen) -> QRect | None:
        table = _part(screen, "table", DiceTableView)
        return None if table is None else _scene_rect(screen, table, table.seat_area(seat))

    return find


def cup() -> Target:
    """Macháček's cup and the dice beside or under it."""

    def find(screen: GameScreen) -> QRect | None:
        table = _part(screen, "table", DiceTableView)
        if table is None:
            return None
        rect = QRectF()
        for part in table.cup_rects():
            rect = rect.united(part)
        return _scene_rect(screen, table, rect)

    return find


def hand_card(code: str) -> Target:
    """A card of the person's hand on the Casino table (``"10D"``)."""
    card = parse_card(code)

    def find(screen: GameScreen) -> QRect | None:
        table = _part(screen, "table", CasinoTableView)
        if table is None:
            return None
        items = [item for item in table.hand_items(table.bottom_seat()) if item.card() == card]
        return _scene_rect(screen, table, _items_rect(items))

    return find


def table_cards(*codes: str) -> Target:
    """The table items (loose cards or builds) holding any of the cards ``codes``."""
    cards = {parse_card(code) for code in codes}

    def find(screen: GameScreen) -> QRect | None:
        table = _part(screen, "table", CasinoTableView)
        if table is None:
            return None
        items = [scene for engine, scene in table.table_items() if cards & set(item_cards(engine))]
        return _scene_rect(screen, table, _items_rect(items))

    return find


def pile(side: int) -> Target:
    """A side's capture pile on the Casino table."""

    def find(screen: GameScreen) -> QRect | None:
        table = _part(screen, "table", CasinoTableView)
        return None if table is None else _scene_rect(screen, table, table.pile(side).sceneBoundingRect())

    return find


def table_message() -> Target:
    """The message in the middle of a dice table (Macháček's announcement, a verdict)."""

    def find(screen: GameScreen) -> QRect | None:
        table = _part(screen, "table", DiceTableView)
        rect = None if table is None else table.message_rect()
        return None if table is None or rect is None else _scene_rect(screen, table, rect)

    return find


def first_found(*targets: Target) -> Target:
    """The first of ``targets`` on the screen now (a part of the panel a small window
    leaves out, then where the table says the same)."""

    def find(screen: GameScreen) -> QRect | list[QRect] | None:
        for target in targets:
            found: QRect | list[QRect] | None = target(screen)
            if found:
                return found
        return None

    return find


def both(*targets: Target) -> Target:
    """Every one of ``targets``, each lit on its own (the arrow points at the first)."""

    def find(screen: GameScreen) -> list[QRect] | None:
        rects: list[QRect] = []
        for target in targets:
            found = target(screen)
            if isinstance(found, QRect):
                rects.append(found)
            elif found:
                rects.extend(found)
        return rects or None

    return find
