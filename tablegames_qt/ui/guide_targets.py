"""Where a guide step points: a widget of the screen, a seat's dice on the dice table, or
(each room's own, with the helpers here) a card on the table, a button of the room.

Each function returns a :data:`~tablegames_qt.ui.guide_script.Target`: given the
game screen, the rectangle (in the screen's coordinates) to light up — or a list of
them (:func:`both`) — or None when the thing is not there now (a card already played,
a page not shown).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

from tablegames_qt.ui.dice.table_view import DiceTableView
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Target

PartT = TypeVar("PartT")


def part(screen: GameScreen, name: str, kind: type[PartT]) -> PartT | None:
    """The screen's part ``name`` when it is a ``kind`` (a dice table, the bid control);
    None on a screen without one (the target of another game's part finds nothing)."""
    found = getattr(screen, name, None)
    return found if isinstance(found, kind) else None


def widget_rect(screen: QWidget, widget: QWidget | None) -> QRect | None:
    if widget is None or not widget.isVisible():
        return None
    top_left = widget.mapTo(screen, QPoint(0, 0))
    return QRect(top_left, widget.size())


def scene_rect(screen: QWidget, view: QGraphicsView, rect: QRectF) -> QRect | None:
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


def items_rect(items: Iterable[QGraphicsItem]) -> QRectF:
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
        return widget_rect(screen, found if isinstance(found, QWidget) else None)

    return find


# -- the dice table's, both dice rooms' ----------------------------------------------------
def dice(seat: int) -> Target:
    """A seat's cup, dice and name plate on a dice table."""

    def find(screen: GameScreen) -> QRect | None:
        table = part(screen, "table", DiceTableView)
        return None if table is None else scene_rect(screen, table, table.seat_area(seat))

    return find


def cup() -> Target:
    """Macháček's cup and the dice beside or under it."""

    def find(screen: GameScreen) -> QRect | None:
        table = part(screen, "table", DiceTableView)
        if table is None:
            return None
        rect = QRectF()
        for piece in table.cup_rects():
            rect = rect.united(piece)
        return scene_rect(screen, table, rect)

    return find


def table_message() -> Target:
    """The message in the middle of a dice table (Macháček's announcement, a verdict)."""

    def find(screen: GameScreen) -> QRect | None:
        table = part(screen, "table", DiceTableView)
        rect = None if table is None else table.message_rect()
        return None if table is None or rect is None else scene_rect(screen, table, rect)

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
