"""Every text the phone page shows, translated here by the app's Qt translator.

The page has no texts of its own: the host sends :func:`page_texts` at join and
every other sentence already translated in each state, so Qt Linguist stays the
one source. Literal ``QCoreApplication.translate`` calls, so lupdate finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablegames_qt.ui.rooms import title
from tablegames_qt.ui.texts import TranslationContext, fill_in

PhonePage = TranslationContext("PhonePage")


def page_texts() -> dict[str, str]:
    """The page's own words (buttons, headings, connection states)."""
    return {
        "connecting": QCoreApplication.translate("PhonePage", "Connecting to the table…"),
        "reconnecting": QCoreApplication.translate("PhonePage", "Connection lost: reconnecting…"),
        "gone": QCoreApplication.translate("PhonePage", "Disconnected from the table."),
        "players": QCoreApplication.translate("PhonePage", "Players"),
        "log": QCoreApplication.translate("PhonePage", "What happened"),
        "table": QCoreApplication.translate("PhonePage", "On the table"),
        "bid": QCoreApplication.translate("PhonePage", "Bid"),
        "quantity": QCoreApplication.translate("PhonePage", "How many"),
        "face": QCoreApplication.translate("PhonePage", "Which face"),
        "more": QCoreApplication.translate("PhonePage", "One more"),
        "fewer": QCoreApplication.translate("PhonePage", "One fewer"),
        "back": QCoreApplication.translate("PhonePage", "Back"),
        "pick_card": QCoreApplication.translate("PhonePage", "Tap a card to see what it can do."),
        "announce": QCoreApplication.translate("PhonePage", "Announce"),
        "your_turn": QCoreApplication.translate("PhonePage", "Your turn"),
        "truth": QCoreApplication.translate("PhonePage", "your roll"),
    }


def game_title(game: str) -> str:
    """The game's name on the phone page (``KeyError`` for an unknown game)."""
    return title(game)


def refusals() -> dict[str, str]:
    """Why a connection was refused or closed, by the server's reason key."""
    return {
        "token": QCoreApplication.translate(
            "PhonePage", "This link is no longer valid. Ask for a new one at the table."),
        "replaced": QCoreApplication.translate(
            "PhonePage", "This seat was opened on another device."),
        "dropped": QCoreApplication.translate("PhonePage", "The table took this seat back."),
        "closed": QCoreApplication.translate("PhonePage", "The table has closed."),
        "message": QCoreApplication.translate(
            "PhonePage", "The page sent something the table does not understand."),
        "flood": QCoreApplication.translate(
            "PhonePage", "Too many messages: the connection was closed."),
        "slow": QCoreApplication.translate("PhonePage", "The page did not say who it is in time."),
        "version": QCoreApplication.translate(
            "PhonePage", "This page is too old for the table: reload it."),
    }


def your_turn() -> str:
    return QCoreApplication.translate("PhonePage", "Your turn")


def turn_soon() -> str:
    return QCoreApplication.translate(
        "PhonePage", "Your turn in a moment: the table is still showing the last move")


def cups_up() -> str:
    return QCoreApplication.translate("PhonePage", "Look at the table: the cups are up")


def deal_counted() -> str:
    return QCoreApplication.translate("PhonePage", "Look at the table: the deal is being counted")


def paused() -> str:
    return QCoreApplication.translate("PhonePage", "The game is paused on the laptop")


def waiting_to_join(names: list[str]) -> str:
    return fill_in(QCoreApplication.translate("PhonePage", "Waiting for these phones to join: {names}"),
                   names=", ".join(names))


def waiting_for(name: str) -> str:
    return fill_in(QCoreApplication.translate("PhonePage", "Waiting for {name}…"), name=name)


def waiting_for_phone(name: str) -> str:
    return fill_in(QCoreApplication.translate("PhonePage", "Waiting for {name}'s phone…"),
                   name=name)


def phone_away(name: str) -> str:
    return fill_in(
        QCoreApplication.translate("PhonePage", "{name}'s phone is away: the table waits"),
        name=name)


def game_over() -> str:
    return QCoreApplication.translate("PhonePage", "The game is over")


def winners_text(names: list[str]) -> str:
    if not names:
        return QCoreApplication.translate("PhonePage", "Nobody wins")
    return fill_in(QCoreApplication.translate("PhonePage", "Winner: {names}"),
                   names=", ".join(names))


def dice_left(count: int) -> str:
    return PhonePage.tr("%n dice", "", count)


def cards_in_hand(count: int) -> str:
    return PhonePage.tr("%n cards", "", count)


def wins(count: int) -> str:
    return PhonePage.tr("%n wins", "", count)


def lives(count: int) -> str:
    return PhonePage.tr("%n lives", "", count)


def points(count: int) -> str:
    return PhonePage.tr("%n points", "", count)


def out() -> str:
    return QCoreApplication.translate("PhonePage", "out")


def your_dice() -> str:
    return QCoreApplication.translate("PhonePage", "Your dice (under your cup)")


def your_roll(value: str) -> str:
    return fill_in(QCoreApplication.translate("PhonePage", "Your roll: {value}"), value=value)


def no_roll() -> str:
    return QCoreApplication.translate("PhonePage", "No roll under your cup")


def your_hand() -> str:
    return QCoreApplication.translate("PhonePage", "Your hand")


def no_bid() -> str:
    return QCoreApplication.translate("PhonePage", "No bid yet this round")


def claim_to_answer(name: str, value: str) -> str:
    return fill_in(QCoreApplication.translate("PhonePage", "{name} announces {value} to you"),
                   name=name, value=value)


def last_claim(name: str, value: str) -> str:
    return fill_in(QCoreApplication.translate("PhonePage", "Last claim: {name}, {value}"),
                   name=name, value=value)


def dudo() -> str:
    return QCoreApplication.translate("PhonePage", "Dudo!")


def calza() -> str:
    return QCoreApplication.translate("PhonePage", "Calza!")


def declare_maputo() -> str:
    return QCoreApplication.translate("PhonePage", "Declare a Maputo round")


def decline_maputo() -> str:
    return QCoreApplication.translate("PhonePage", "Play the round normally")


def believe() -> str:
    return QCoreApplication.translate("PhonePage", "Believe and roll")


def doubt() -> str:
    return QCoreApplication.translate("PhonePage", "Lift the cup")


def deck_left(count: int) -> str:
    return PhonePage.tr("%n cards left in the deck", "", count)


def not_your_turn() -> str:
    return QCoreApplication.translate("PhonePage", "It is not your turn.")


def moved_on() -> str:
    return QCoreApplication.translate(
        "PhonePage", "The table has moved on: here is the game as it stands.")


def not_a_move() -> str:
    return QCoreApplication.translate(
        "PhonePage", "That is not a move of this game: send a choice from the state, or a "
        "move as the protocol describes it.")


def not_offered() -> str:
    return QCoreApplication.translate("PhonePage", "That move is not on offer.")


def playing_on_phones(names: list[str]) -> str:
    """Who plays on a phone at this table, as a sentence ("Anna and Bob are playing on
    their phones.")."""
    if len(names) == 1:
        return fill_in(QCoreApplication.translate("PhonePage", "{name} is playing on a phone."),
                       name=names[0])
    return fill_in(QCoreApplication.translate("PhonePage", "{names} and {last} are playing on their phones."),
                   names=", ".join(names[:-1]), last=names[-1])


def quit_question(names: list[str]) -> str:
    """Asked before the app quits while phones play (the game is kept)."""
    return fill_in(QCoreApplication.translate(
        "PhonePage", "{playing} Quit anyway? Their pages lose the table; the game is kept, and "
        "when you continue it they join again with new links."), playing=playing_on_phones(names))
