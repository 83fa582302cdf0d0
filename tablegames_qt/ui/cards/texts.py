"""Texts the card items show, translated in the "cards" context.

Each text is a whole literal so Qt Linguist finds it and a translator sees
the full phrase (Czech declines rank names, so they are not glued together).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui.texts import TranslationContext, fill_in

# Plurals go through cards.tr: lupdate reads translate(context, text, None, n) as no plural.
cards = TranslationContext("cards")


def value_text(card: Card) -> str:
    """The capture value of a court card or an ace ("Jack: 11", "Ace: 1 or 14");
    empty for number cards, whose value is printed on them."""
    if card.rank == 1:
        return QCoreApplication.translate("cards", "Ace: 1 or 14")
    if card.rank == 11:
        return QCoreApplication.translate("cards", "Jack: 11")
    if card.rank == 12:
        return QCoreApplication.translate("cards", "Queen: 12")
    if card.rank == 13:
        return QCoreApplication.translate("cards", "King: 13")
    return ""


def cards_count_text(n: int) -> str:
    return cards.tr("%n card(s)", "", n)


def cards_left_text(n: int) -> str:
    return cards.tr("%n card(s) left", "", n)


def sweeps_text(n: int) -> str:
    return cards.tr("%n sweep(s)", "", n)


def spades_text(n: int) -> str:
    return cards.tr("%n spade(s)", "", n)


def build_text(value: int, owner: str, parts: int) -> str:
    if parts > 1:
        return fill_in(
            QCoreApplication.translate(
                "cards", "Multiple build of {value} in {parts} parts, owned by {owner}"
            ),
            value=value, parts=parts, owner=owner,
        )
    return fill_in(
        QCoreApplication.translate("cards", "Build of {value}, owned by {owner}"),
        value=value, owner=owner,
    )


def pile_text(owner: str, taken: int, spades: int, sweeps: int) -> str:
    return fill_in(
        QCoreApplication.translate(
            "cards", "{owner} has taken {cards}, {spades} and {sweeps}"
        ),
        owner=owner,
        cards=cards_count_text(taken),
        spades=spades_text(spades),
        sweeps=sweeps_text(sweeps),
    )


def dealer_letter() -> str:
    return QCoreApplication.translate("cards", "D", "the letter on the dealer button")


def dealer_text(name: str) -> str:
    return fill_in(QCoreApplication.translate("cards", "{name} deals"), name=name)


def sweep_banner() -> str:
    return QCoreApplication.translate("cards", "Sweep!")
