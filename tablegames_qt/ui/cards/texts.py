"""Texts the card items show, translated in the "cards" context.

Each text is a whole literal so Qt Linguist finds it and a translator sees
the full phrase (Czech declines rank names, so they are not glued together).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
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


def build_text(value: int, owner: str, parts: int, yours: bool = False) -> str:
    """What a build is and whose; ``yours``: it belongs to the one person at the screen."""
    if yours:
        if parts > 1:
            return fill_in(
                QCoreApplication.translate("cards", "Your multiple build of {value} in {parts} parts"),
                value=value, parts=parts,
            )
        return fill_in(QCoreApplication.translate("cards", "Your build of {value}"), value=value)
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


#: how a capture pile's owners are spoken of: one player, a team of two, the one person
#: at the screen ("you"), or that person with their partner
ONE, TEAM, YOU, YOU_AND_PARTNER = "one", "team", "you", "you_and_partner"


def pile_text(owner: str, taken: int, spades: int, sweeps: int, who: str = ONE,
              partner: str = "") -> str:
    """What a side has taken, its verb agreeing with who it is (``who``: ``ONE``…)."""
    counts = {"cards": cards_count_text(taken), "spades": spades_text(spades),
              "sweeps": sweeps_text(sweeps)}
    if who == YOU:
        template = QCoreApplication.translate("cards", "You have taken {cards}, {spades} and {sweeps}")
    elif who == YOU_AND_PARTNER:
        template = QCoreApplication.translate(
            "cards", "You and {partner} have taken {cards}, {spades} and {sweeps}")
    elif who == TEAM:
        template = QCoreApplication.translate("cards", "{owner} have taken {cards}, {spades} and {sweeps}")
    else:
        template = QCoreApplication.translate("cards", "{owner} has taken {cards}, {spades} and {sweeps}")
    return fill_in(template, owner=owner, partner=partner, **counts)


def dealer_letter() -> str:
    return QCoreApplication.translate("cards", "D", "the letter on the dealer button")


def dealer_text(name: str, you: bool = False) -> str:
    """The dealer button's label; ``you``: the dealer is the one person at the screen."""
    if you:
        return QCoreApplication.translate("cards", "You deal")
    return fill_in(QCoreApplication.translate("cards", "{name} deals"), name=name)


_RANK_WORDS = {
    1: QT_TRANSLATE_NOOP("cards", "ace"), 2: QT_TRANSLATE_NOOP("cards", "two"),
    3: QT_TRANSLATE_NOOP("cards", "three"), 4: QT_TRANSLATE_NOOP("cards", "four"),
    5: QT_TRANSLATE_NOOP("cards", "five"), 6: QT_TRANSLATE_NOOP("cards", "six"),
    7: QT_TRANSLATE_NOOP("cards", "seven"), 8: QT_TRANSLATE_NOOP("cards", "eight"),
    9: QT_TRANSLATE_NOOP("cards", "nine"), 10: QT_TRANSLATE_NOOP("cards", "ten"),
    11: QT_TRANSLATE_NOOP("cards", "jack"), 12: QT_TRANSLATE_NOOP("cards", "queen"),
    13: QT_TRANSLATE_NOOP("cards", "king"),
}
_SUIT_WORDS = {
    "S": QT_TRANSLATE_NOOP("cards", "spades"), "C": QT_TRANSLATE_NOOP("cards", "clubs"),
    "H": QT_TRANSLATE_NOOP("cards", "hearts"), "D": QT_TRANSLATE_NOOP("cards", "diamonds"),
}


def card_words(card: Card) -> str:
    """A card as a screen reader should say it: "King of spades" (not "K♠")."""
    text = fill_in(
        QCoreApplication.translate("cards", "{rank} of {suit}", "a card in words: king of spades"),
        rank=QCoreApplication.translate("cards", _RANK_WORDS[card.rank]),
        suit=QCoreApplication.translate("cards", _SUIT_WORDS[card.suit]),
    )
    return text[:1].upper() + text[1:]


def sweep_banner() -> str:
    return QCoreApplication.translate("cards", "Sweep!")
