"""How a Perudo bid is said in the current language: "4 fives", "1 six", "4 pětky"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablegames_qt.engine.perudo import bid_text, make_bid
from tablegames_qt.ui.texts import TranslationContext

perudo_bids = TranslationContext("perudo_bids")

#: the English source of each face's plural text, to tell "no translation loaded"
_PLURAL_SOURCES = ("", "%n ones", "%n twos", "%n threes", "%n fours", "%n fives", "%n sixes")


def bid_words(quantity: int, face: int) -> str:
    """"4 fives", "1 six" — with the right plural in every language."""
    words = _bid_words(quantity, face)
    if quantity == 1 and words == _PLURAL_SOURCES[face].replace("%n", "1"):
        # No translation loaded (English source): the engine knows the singular.
        return bid_text(make_bid(quantity, face))
    return words


def _bid_words(quantity: int, face: int) -> str:
    # One literal call per face: lupdate reads the source, not the running code.
    if face == 1:
        return perudo_bids.tr("%n ones", "", quantity)
    if face == 2:
        return perudo_bids.tr("%n twos", "", quantity)
    if face == 3:
        return perudo_bids.tr("%n threes", "", quantity)
    if face == 4:
        return perudo_bids.tr("%n fours", "", quantity)
    if face == 5:
        return perudo_bids.tr("%n fives", "", quantity)
    return perudo_bids.tr("%n sixes", "", quantity)


#: Perudo refusals carry bids as English words ("3 fives") next to their numbers
_ENGINE_BIDS = {
    "bid": ("quantity", "face"),
    "previous": ("prev_quantity", "prev_face"),
    "minimum": ("min_quantity", "face"),
    "standing": ("standing_quantity", "standing_face"),  # the coach's read of a raise
}


def localize_engine_data(data: Mapping[str, Any]) -> dict[str, Any]:
    """An engine text's values with its bids said in the current language ("3 pětky")."""
    values = dict(data)
    for key, (quantity_key, face_key) in _ENGINE_BIDS.items():
        quantity, face = data.get(quantity_key), data.get(face_key)
        if key in values and type(quantity) is int and type(face) is int and 1 <= face <= 6:
            values[key] = bid_words(quantity, face)
    return values
