"""The Royal Casino guide: a capture, a build, a forced capture of equal cards, a sweep
and the count, in one short deal (the engine's short deck: the table's four cards
and one hand-out of four each).

You hold 9♣ 2♠ 10♦ 6♥, the computer player 4♣ 7♣ 7♦ A♠, the table shows 10♠ 10♥
5♠ 4♦.  You take 5♠ + 4♦ with the 9♣; it trails 4♣; you build 6 with the 2♠ (keeping
the 6♥); it trails 7♣; your 10♦ must take both tens (a card may not be trailed while
a card of its value lies on the table, and it takes all of them); it takes the 7♣;
your 6♥ takes the build and sweeps the table; it trails its ace, the last card, which
goes to you with the deal's end, and the deal is counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect

from tablegames_qt.engine.casino import CasinoGame, CasinoRules, parse_card
from tablegames_qt.engine.casino.plays import item_cards
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Move, Script, Step, Target
from tablegames_qt.ui.guide_targets import both, items_rect, part, scene_rect, widget
from tablegames_qt.ui.texts import fill_in


def hand_card(code: str) -> Target:
    """A card of the person's hand on the Casino table (``"10D"``)."""
    card = parse_card(code)

    def find(screen: GameScreen) -> QRect | None:
        table = part(screen, "table", CasinoTableView)
        if table is None:
            return None
        items = [item for item in table.hand_items(table.bottom_seat()) if item.card() == card]
        return scene_rect(screen, table, items_rect(items))

    return find


def table_cards(*codes: str) -> Target:
    """The table items (loose cards or builds) holding any of the cards ``codes``."""
    cards = {parse_card(code) for code in codes}

    def find(screen: GameScreen) -> QRect | None:
        table = part(screen, "table", CasinoTableView)
        if table is None:
            return None
        items = [scene for engine, scene in table.table_items() if cards & set(item_cards(engine))]
        return scene_rect(screen, table, items_rect(items))

    return find


def pile(side: int) -> Target:
    """A side's capture pile on the Casino table."""

    def find(screen: GameScreen) -> QRect | None:
        table = part(screen, "table", CasinoTableView)
        return None if table is None else scene_rect(screen, table, table.pile(side).sceneBoundingRect())

    return find

RULES = CasinoRules()
YOU, BOT = 0, 1
#: dealing order: your four (you play first: the dealer is the computer player),
#: its four, then the table's four
DECK = ("9C", "2S", "10D", "6H", "4C", "7C", "7D", "AS", "10S", "10H", "5S", "4D")


def make_game() -> CasinoGame:
    return CasinoGame(players=2, rules=RULES, seed=7, deck=[parse_card(c) for c in DECK], dealer=BOT)


def play(card: str, kind: str, *taken: str) -> Move:
    """The legal play of ``card`` of ``kind`` that takes or uses exactly the cards ``taken``."""
    wanted = parse_card(card)
    cards = {parse_card(code) for code in taken}

    def pick(legal: Sequence[Any]) -> Any:
        for candidate in legal:
            used = {c for item in candidate.taken for c in item_cards(item)}
            if candidate.card == wanted and candidate.kind == kind and used == cards:
                return candidate
        raise ValueError(f"no legal {kind} of {card} with {taken}")

    return pick


MOVES = (
    play("9C", "capture", "5S", "4D"),   # you: a capture of a sum
    play("4C", "trail"),
    play("2S", "build", "4C"),           # you: a build of 6, keeping the 6♥
    play("7C", "trail"),
    play("10D", "capture", "10S", "10H"),  # you: both tens, forced
    play("7D", "capture", "7C"),
    play("6H", "capture", "4C", "2S"),   # you: the build, and the table is empty
    play("AS", "trail"),                 # the last card of the deal
)


def _welcome(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide",
        "Welcome to Royal Casino! Four cards lie face up on the table, and four are in your hand. "
        "In turn each player plays one card: to <b>take</b> table cards, to <b>build</b>, or "
        "laid down on the table (a <b>trail</b>).")


def _capture(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide",
        "A card takes table cards of its value: one card, or several that add up to it. Your "
        "<b>9♣</b> can take <b>5♠ + 4♦</b> (5 + 4 = 9). Click the 9♣, then the 5♠ and the 4♦.")


def _capture_wrong(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide", "For this guide, take the 5♠ and the 4♦ with your 9♣.")


def _trailed(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "CasinoGuide", "{bot} could take nothing and trailed the <b>4♣</b>."), bot=bot)


def _build(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide",
        "Now a <b>build</b>: play your <b>2♠</b> onto the 4♣ to make a 6 that you take later with "
        "your 6♥. You may only build a value you hold a card for. Click the 2♠, then the 4♣, "
        "then the Build button if it asks.")


def _build_wrong(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide", "Build 6 here: the 2♠ onto the 4♣ (you keep the 6♥ to take it).")


def _forced(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "CasinoGuide",
        "{bot} trailed the 7♣. Two tens lie on the table. A card may not be laid down while a "
        "table card of its value lies there, and it must take <b>all</b> of them: your "
        "<b>10♦</b> takes <b>both tens</b>. Click the 10♦, then press Enter."), bot=bot)


def _forced_wrong(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide", "Play the 10♦ now: it must take both tens.")


def _big_casino(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "CasinoGuide",
        "Your cards go to your pile. The 10♦ itself is <b>Big Casino</b>: 2 points at the end of "
        "the deal. Meanwhile {bot} took the 7♣ with the 7♦."), bot=bot)


def _sweep(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide",
        "Only your build is left. Take it with the <b>6♥</b>: a capture that leaves the table "
        "empty is a <b>sweep</b>, worth 1 point.")


def _sweep_wrong(bot: str) -> str:
    return QCoreApplication.translate("CasinoGuide", "Take your build of 6 with the 6♥.")


def _swept(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "CasinoGuide",
        "A sweep! The sweep card lies across your pile. The table is empty, so {bot} must lay "
        "a card down."), bot=bot)


def _count(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide",
        "The hands are played: the cards left on the table go to whoever took last — you. Then "
        "the count: 3 points for most cards, 1 for most spades, 2 for Big Casino (10♦), 1 for "
        "Little Casino (2♠), 1 for each ace and 1 for each sweep.")


def _end(bot: str) -> str:
    return QCoreApplication.translate(
        "CasinoGuide",
        "That is Royal Casino: take, build, sweep, and count after every deal. A real deal uses "
        "the whole pack, and the first to 21 points wins. Ready to play?")


SCRIPT = Script(
    game="casino",
    make_game=make_game,
    rules=RULES,
    moves=MOVES,
    steps=(
        Step(0, _welcome, table_cards("10S", "10H", "5S", "4D")),
        Step(0, _capture, both(hand_card("9C"), table_cards("5S", "4D")), expect=MOVES[0],
             wrong=_capture_wrong),
        Step(2, _trailed, table_cards("4C")),
        Step(2, _build, both(hand_card("2S"), table_cards("4C")), expect=MOVES[2],
             wrong=_build_wrong),
        Step(4, _forced, both(hand_card("10D"), table_cards("10S", "10H")), expect=MOVES[4],
             wrong=_forced_wrong),
        Step(6, _big_casino, pile(YOU)),
        Step(6, _sweep, both(hand_card("6H"), table_cards("4C")), expect=MOVES[6],
             wrong=_sweep_wrong),
        Step(7, _swept, pile(YOU)),
        Step(8, _count, both(widget("sheet.table"), widget("sheet.outcome"))),
        Step(8, _end, both(widget("sheet.table"), widget("sheet.outcome"))),
    ),
)
