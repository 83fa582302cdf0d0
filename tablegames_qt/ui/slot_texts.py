"""An unfinished game in words: who plays, how far it got, when it was played.

For the start screen's Continue ("Ann and 2 computer players", "Game 4 of 10:
Ann leads with 2 wins.", "Last played today at 14:05") and for the question asked
before a new game of the same kind replaces it.  Numbers and dates are written
as the current language writes them (QLocale), plurals through ``%n``.
Everything here is plain text: a widget showing it must not read it as rich
text (names are people's own).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from PySide6.QtCore import QDate, QLocale, QTime

from tablegames_qt.storage.saves import Progress, SeatRecord, SlotInfo
from tablegames_qt.ui.rooms import room
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.texts import TranslationContext, fill_in, number

unfinished = TranslationContext("unfinished")


def _listed(items: Sequence[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cid"."""
    if len(items) <= 1:
        return "".join(items)
    return fill_in(unfinished.tr("{names} and {last}"), names=", ".join(items[:-1]), last=items[-1])


def who_plays(seats: Sequence[SeatRecord]) -> str:
    """"Ann and 2 computer players", "Ann and Bob", "3 computer players"."""
    people = [shown(seat.name) for seat in seats if seat.is_human]
    bots = len(seats) - len(people)
    if not bots:
        return _listed(people)
    bot_text = unfinished.tr("%n computer player(s)", "", bots)
    return _listed([*people, bot_text]) if people else bot_text


def _match_game(progress: Progress) -> str:
    """"game 4 of 10" (or "game 4" in an open-ended match)."""
    if progress.of is None:
        return fill_in(unfinished.tr("game {game}"), game=number(progress.number))
    return fill_in(unfinished.tr("game {game} of {games}"), game=number(progress.number),
                   games=number(progress.of))  # fmt: skip


def _stage(progress: Progress) -> str:
    """Where the game stands in a few words ("round 3", "game 4 of 10", "deal 2"), for
    the question before a new game replaces it."""
    if progress.measure == "dice":
        return fill_in(unfinished.tr("round {round}"), round=number(progress.number))
    if progress.measure == "points":
        return fill_in(unfinished.tr("deal {deal}"), deal=number(progress.number))
    if progress.measure in ("wins", "lives"):
        return _match_game(progress)
    return ""


def _heading(progress: Progress) -> str:
    """The start of the card's sentence: "Round 3", "Game 4 of 10", "Deal 2"."""
    if progress.measure == "dice":
        return fill_in(unfinished.tr("Round {round}"), round=number(progress.number))
    if progress.measure == "points":
        return fill_in(unfinished.tr("Deal {deal}"), deal=number(progress.number))
    if progress.of is None:
        return fill_in(unfinished.tr("Game {game}"), game=number(progress.number))
    return fill_in(unfinished.tr("Game {game} of {games}"), game=number(progress.number),
                   games=number(progress.of))  # fmt: skip


def _each_has(pairs: Sequence[tuple[str, int]], measure: str) -> str:
    """"Ann has 3 dice, Bob has 2, Cid has 1" (most first): the plural on the first count, the
    rest follow it as a person says them."""
    ordered = sorted(pairs, key=lambda pair: -pair[1])
    name, count = ordered[0]
    if measure == "dice":
        first = fill_in(unfinished.tr("{name} has %n dice", "", count), name=name)
    else:
        first = fill_in(unfinished.tr("{name} has %n life(s) left", "", count), name=name)
    rest = [fill_in(unfinished.tr("{name} has {count}", "another player's count after the first "
                                  "one's: Ann has 3 dice, Bob has 2"), name=other, count=number(value))
            for other, value in ordered[1:]]
    return ", ".join([first, *rest])


def _leaders(pairs: Sequence[tuple[str, int]], measure: str, partners: bool = False) -> str:
    """Who leads a match or a Royal Casino game, and with how much (``partners``: each
    name is a side of two, "Ann and Cid")."""
    best = max(value for _name, value in pairs)
    leaders = [name for name, value in pairs if value == best]
    if measure == "wins":
        if best == 0:
            return unfinished.tr("nobody has won a game yet")
        if len(leaders) == 1:
            return fill_in(unfinished.tr("{name} leads with %n win(s)", "", best), name=leaders[0])
        return fill_in(unfinished.tr("{names} lead with %n win(s) each", "", best),
                       names=_listed(leaders))  # fmt: skip
    if best == 0:
        return unfinished.tr("nobody has scored yet")
    if len(leaders) > 1:
        return fill_in(unfinished.tr("{names} have %n point(s) each", "", best),
                       names=_listed(leaders))  # fmt: skip
    if partners:
        return fill_in(unfinished.tr("{names} lead with %n point(s)", "partners", best),
                       names=leaders[0])  # fmt: skip
    return fill_in(unfinished.tr("{name} leads with %n point(s)", "", best), name=leaders[0])


def _sides(seats: Sequence[SeatRecord], sides: int) -> list[str]:
    """Royal Casino's sides by name: a player, or partners ("Ann and Cid")."""
    return [_listed([shown(seat.name) for index, seat in enumerate(seats) if index % sides == side])
            for side in range(sides)]


def progress_text(progress: Progress, seats: Sequence[SeatRecord]) -> str:
    """How far a game got, as a sentence read at a glance: "Round 3: everyone still
    playing has 2 dice.", "Game 4 of 10: Ann leads with 2 wins.", "Deal 2: Ann leads
    with 12 points; 21 wins."."""
    names = [shown(seat.name) for seat in seats]
    standing = ""
    if progress.measure == "dice":
        left = [(name, dice) for name, dice in zip(names, progress.standing, strict=False) if dice]
        counts = {dice for _name, dice in left}
        if len(counts) == 1:
            standing = unfinished.tr("everyone still playing has %n dice", "", counts.pop())
        elif left:
            standing = _each_has(left, "dice")
    elif progress.measure == "lives":
        standing = _each_has(list(zip(names, progress.standing, strict=False)), "lives")
    elif progress.measure == "wins":
        standing = _leaders(list(zip(names, progress.standing, strict=False)), "wins")
    elif progress.measure == "points" and progress.standing:
        sides = _sides(seats, len(progress.standing))
        standing = _leaders(list(zip(sides, progress.standing, strict=False)), "points",
                            partners=len(sides) < len(seats))
        if progress.target is not None:
            return fill_in(unfinished.tr("{head}: {standing}; the first to {target} wins."),
                           head=_heading(progress), standing=standing,
                           target=unfinished.tr("%n point(s)", "", progress.target))
    if not standing:
        return ""
    return fill_in(unfinished.tr("{head}: {standing}."), head=_heading(progress), standing=standing)


def when_played(saved_at: datetime, today: datetime | None = None) -> str:
    """"Last played today at 14:05", "… yesterday at 9:12", "… on <date>"."""
    local = saved_at.astimezone() if saved_at.tzinfo is not None else saved_at
    now = today or datetime.now(local.tzinfo)
    locale = QLocale()
    time = locale.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    if local.date() == now.date():
        return fill_in(unfinished.tr("Last played today at {time}"), time=time)
    if local.date() == (now - timedelta(days=1)).date():
        return fill_in(unfinished.tr("Last played yesterday at {time}"), time=time)
    date = locale.toString(QDate(local.year, local.month, local.day), QLocale.FormatType.LongFormat)
    return fill_in(unfinished.tr("Last played on {date}"), date=date)


def summary(info: SlotInfo) -> str:
    """Three lines for a Continue: who plays, how far, when."""
    seats = info.seats
    lines = (who_plays(seats), progress_text(info.progress, seats), when_played(info.saved_at))
    return "\n".join(line for line in lines if line)


def replace_question(info: SlotInfo) -> str:
    """"Your Macháček match with Ann and 2 computer players (game 4 of 10) will be
    replaced. Start a new one?"."""
    progress = _stage(info.progress)  # where it stands; the card tells the rest
    return fill_in(room(info.kind).text("replace"), players=who_plays(info.seats),
                   progress=progress)  # fmt: skip
