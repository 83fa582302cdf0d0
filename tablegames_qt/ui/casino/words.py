"""Plays and table items in words, for the hint list, buttons and the status line.

Texts are translated in the context "CasinoWords" (literal calls, so lupdate
finds them); cards keep their symbols ("8♥", "[6♥+4♣ = 10]"), which read the
same in every language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine.casino import BUILD, CAPTURE, Build, Card, Play, value_name
from tablegames_qt.engine.casino.moves import Item, ItemsText
from tablegames_qt.ui.texts import fill_in


def items_text(items: Iterable[Item]) -> str:
    """"5♥+9♣+[6♥+4♣ = 10]": loose cards first, then builds."""
    return str(ItemsText(items))


def item_text(item: Item) -> str:
    return str(item)


def value_words(value: int) -> str:
    """A capture value as players say it: "8", "J (11)", "A (14)"."""
    name = value_name(value)
    return str(value) if name == str(value) else f"{name} ({value})"


def owner_name(build: Build, names: Sequence[str]) -> str:
    return names[build.owner] if 0 <= build.owner < len(names) else "?"


def play_text(play: Play, names: Sequence[str]) -> str:
    """One legal play in words: "8♥ takes 5♣+3♦", "3♥ builds 14 with J♠"."""
    card = str(play.card)
    if play.kind == CAPTURE:
        return fill_in(
            QCoreApplication.translate("CasinoWords", "{card} takes {items}"),
            card=card, items=items_text(play.taken),
        )
    if play.kind == BUILD:
        if play.is_raise:
            (old,) = play.builds
            return fill_in(
                QCoreApplication.translate("CasinoWords", "{card} raises {owner}'s build of {old} to {value}"),
                card=card,
                owner=owner_name(old, names),
                old=old.value,
                value=value_words(play.value),
            )
        return fill_in(
            QCoreApplication.translate("CasinoWords", "{card} builds {value} with {items}"),
            card=card, value=value_words(play.value), items=items_text(play.taken),
        )
    return fill_in(QCoreApplication.translate("CasinoWords", "Trail {card}"), card=card)


def action_label(play: Play) -> str:
    """A short button label for a play whose items are already chosen."""
    if play.kind == CAPTURE:
        return QCoreApplication.translate("CasinoWords", "&Capture")
    if play.kind == BUILD:
        if play.is_raise:
            return fill_in(
                QCoreApplication.translate("CasinoWords", "&Raise to {value}"),
                value=value_words(play.value),
            )
        return fill_in(
            QCoreApplication.translate("CasinoWords", "&Build {value}"),
            value=value_words(play.value),
        )
    return QCoreApplication.translate("CasinoWords", "&Trail")


def card_list(cards: Iterable[Card | Item]) -> str:
    return ", ".join(str(c) for c in cards)


def sentence(text: str) -> str:
    """``text`` starting with a capital, as a sentence on its own (the engine's
    reasons start lowercase to read on after a colon: "a Q lies on the table…")."""
    return text[:1].upper() + text[1:]


def clause(text: str) -> str:
    """An engine reason read on after a colon: "…: you own a build", not "…: You own".
    Only a plain word is lowered ("You", "Máš"); a card ("K♠ …") keeps its letter."""
    if len(text) > 1 and text[0].isupper() and text[1].islower():
        return text[0].lower() + text[1:]
    return text
