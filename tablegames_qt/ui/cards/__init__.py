"""Playing cards drawn by the project: art, scene items, animations.

Art (pure QPainter, any size; cached bitmaps for speed)::

    paint_card(painter, rect, card, four_colour=False, face_up=True)
    card_pixmap(card, width, four_colour=False, face_up=True) -> QPixmap

Scene items (QGraphicsObjects, origin at their middle; ``clicked`` carries the
card or the build; states ``set_selected`` / ``set_highlighted`` /
``set_dimmed`` / ``set_interactive``)::

    CardItem(card | None, face_up, width)   flip_animation(), drag -> dropped(card, target)
    BuildItem(groups, value, owner_name, owner_colour) / BuildItem.from_build(build, ...)
    PileItem(owner_name, colour).set_contents(count, spades, sweep_cards)
    DeckItem(card_width, count).set_dealer(name, colour)

Animations (not started; durations follow ``ui/anim.py``'s speed)::

    fly_to(item, pos, rotation, ms)   deal_animation(cards, [Deal(pos, rot, up)], origin)
    collect_animation(cards, pile_pos)   sweep_flourish(scene, cards, centre)

Privacy: ``visible_cards(scene)`` lists every card face the scene draws.
Settings: ``set_four_colour(scene, on)`` switches every item's deck colours.
"""

from __future__ import annotations

from .build_item import BuildItem
from .card_item import CardItem
from .deck_item import DeckItem
from .layout import hand_fan, row
from .motion import Deal, collect_animation, deal_animation, fly_to, sweep_flourish
from .pile_item import PileItem
from .privacy import visible_cards
from .render import card_pixmap, paint_card
from .style import CARD_ASPECT, card_height, suit_colour
from .table_item import TableItem, set_four_colour
from .texts import value_text

__all__ = [
    "CARD_ASPECT",
    "BuildItem",
    "CardItem",
    "Deal",
    "DeckItem",
    "PileItem",
    "TableItem",
    "card_height",
    "card_pixmap",
    "collect_animation",
    "deal_animation",
    "fly_to",
    "hand_fan",
    "paint_card",
    "row",
    "set_four_colour",
    "suit_colour",
    "sweep_flourish",
    "value_text",
    "visible_cards",
]
