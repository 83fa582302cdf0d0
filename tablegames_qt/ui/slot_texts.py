"""An unfinished game in words: who plays, how far it got, when it was played.

For the start screen's Continue ("Ann and 2 computer players", "game 4 of 10,
Ann 2 : Bob 1", "last played today at 14:05") and for the question asked
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


def _names_with(seats: Sequence[SeatRecord], values: Sequence[int], separator: str) -> str:
    return separator.join(
        f"{shown(seat.name)} {number(value)}" for seat, value in zip(seats, values, strict=False)
    )


def _match_game(progress: Progress) -> str:
    """"game 4 of 10" (or "game 4" in an open-ended match)."""
    if progress.of is None:
        return fill_in(unfinished.tr("game {game}"), game=number(progress.number))
    return fill_in(unfinished.tr("game {game} of {games}"), game=number(progress.number),
                   games=number(progress.of))  # fmt: skip


def progress_text(progress: Progress, seats: Sequence[SeatRecord]) -> str:
    """How far a game got: "round 3, 2 dice each left", "game 4 of 10, Ann 2 : Bob 1",
    "deal 2, 12 : 9 of 21"."""
    if progress.measure == "dice":
        head = fill_in(unfinished.tr("round {round}"), round=number(progress.number))
        left = [(seat, dice) for seat, dice in zip(seats, progress.standing, strict=False) if dice]
        counts = {dice for _seat, dice in left}
        if len(counts) == 1:
            each = unfinished.tr("%n dice each left", "", counts.pop())
            return fill_in(unfinished.tr("{head}, {standing}"), head=head, standing=each)
        standing = fill_in(
            unfinished.tr("dice left: {counts}"),
            counts=_names_with([s for s, _d in left], [d for _s, d in left], ", "),
        )
        return fill_in(unfinished.tr("{head}, {standing}"), head=head, standing=standing)
    if progress.measure in ("wins", "lives"):
        head = _match_game(progress)
        if progress.measure == "lives":
            standing = fill_in(unfinished.tr("lives left: {counts}"),
                               counts=_names_with(seats, progress.standing, ", "))  # fmt: skip
        else:
            standing = _names_with(seats, progress.standing, " : ")
        return fill_in(unfinished.tr("{head}, {standing}"), head=head, standing=standing)
    if progress.measure == "points":
        head = fill_in(unfinished.tr("deal {deal}"), deal=number(progress.number))
        points = " : ".join(number(value) for value in progress.standing)
        if progress.target is not None:
            points = fill_in(unfinished.tr("{points} of {target}"), points=points,
                             target=number(progress.target))  # fmt: skip
        return fill_in(unfinished.tr("{head}, {standing}"), head=head, standing=points)
    return ""


def when_played(saved_at: datetime, today: datetime | None = None) -> str:
    """"last played today at 14:05", "… yesterday at 9:12", "… on <date>"."""
    local = saved_at.astimezone() if saved_at.tzinfo is not None else saved_at
    now = today or datetime.now(local.tzinfo)
    locale = QLocale()
    time = locale.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    if local.date() == now.date():
        return fill_in(unfinished.tr("last played today at {time}"), time=time)
    if local.date() == (now - timedelta(days=1)).date():
        return fill_in(unfinished.tr("last played yesterday at {time}"), time=time)
    date = locale.toString(QDate(local.year, local.month, local.day), QLocale.FormatType.LongFormat)
    return fill_in(unfinished.tr("last played on {date}"), date=date)


def summary(info: SlotInfo) -> str:
    """Three lines for a Continue: who plays, how far, when."""
    seats = info.seats
    lines = (who_plays(seats), progress_text(info.progress, seats), when_played(info.saved_at))
    return "\n".join(line for line in lines if line)


def replace_question(info: SlotInfo) -> str:
    """"Your Macháček match with Ann and 2 computer players (game 4 of 10) will be
    replaced. Start a new one?"."""
    if info.progress.measure in ("wins", "lives"):
        progress = _match_game(info.progress)  # the game of the match, not the standing
    else:
        progress = progress_text(info.progress, info.seats)
    return fill_in(room(info.kind).text("replace"), players=who_plays(info.seats),
                   progress=progress)  # fmt: skip
