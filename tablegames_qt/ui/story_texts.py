"""The end-of-game story as a small table for the result panel (rich text, names escaped).

The counts come from ``coach/story.py``; a table keeps every number in a cell of its own,
so no sentence has to carry several plurals at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from tablegames_qt.coach.story import SeatStory, Story
from tablegames_qt.engine.casino.scoring import ITEM_KINDS, ITEM_LABELS
from tablegames_qt.ui.rooms import room
from tablegames_qt.ui.texts import fill_in, number

Column = tuple[Callable[[], str], Callable[[SeatStory], str]]

#: up to this many players the story has a column per player; more would not fit the
#: result panel at the smallest window, so then it has a row per player
COLUMNS_OF_PLAYERS = 4


def _count(value: int) -> str:
    return number(value)


def _rounds(rounds: Sequence[int]) -> str:
    """The rounds as runs ("1–3, 6–11, 13"): a long list of single numbers wrapped inside
    its cell and read on into the next player's ("… 7 8, 9 …")."""
    runs: list[list[int]] = []
    for r in sorted(set(rounds)):
        if runs and r == runs[-1][-1] + 1:
            runs[-1].append(r)
        else:
            runs.append([r])
    # a run of two stays two numbers ("6, 7"); word joiners keep a run's dash on its line
    parts = [", ".join(number(r) for r in run) if len(run) <= 2
             else f"{number(run[0])}\u2060–\u2060{number(run[-1])}" for run in runs]
    return ", ".join(parts) or "–"


def perudo_columns() -> list[Column]:
    """Perudo's story: bids, calls and the dice lost (a room's ``story_columns``)."""
    return [
        (lambda: QCoreApplication.translate("story", "Bids"), lambda s: _count(s.bids)),
        (lambda: QCoreApplication.translate("story", "False when called"),
         lambda s: _count(s.bids_false_when_called)),
        (lambda: QCoreApplication.translate("story", "Dudo right"),
         lambda s: _count(s.dudos_right)),
        (lambda: QCoreApplication.translate("story", "Dudo wrong"),
         lambda s: _count(s.dudos_wrong)),
        (lambda: QCoreApplication.translate("story", "Calza right"),
         lambda s: _count(s.calzas_right)),
        (lambda: QCoreApplication.translate("story", "Calza wrong"),
         lambda s: _count(s.calzas_wrong)),
        # a count for everyone (0 for who lost none), then when: "–" is "in no round"
        (lambda: QCoreApplication.translate("story", "Dice lost"),
         lambda s: _count(len(s.dice_lost_in_rounds))),
        (lambda: QCoreApplication.translate("story", "Lost in rounds"),
         lambda s: _rounds(s.dice_lost_in_rounds)),
    ]


def machacek_columns() -> list[Column]:
    """Macháček's story: claims, bluffs and doubts."""
    return [
        (lambda: QCoreApplication.translate("story", "Told the truth"),
         lambda s: _count(s.claims_true)),
        (lambda: QCoreApplication.translate("story", "Bluffed"),
         lambda s: _count(s.claims_bluffed)),
        (lambda: QCoreApplication.translate("story", "Doubts right"),
         lambda s: _count(s.doubts_right)),
        (lambda: QCoreApplication.translate("story", "Doubts wrong"),
         lambda s: _count(s.doubts_wrong)),
        (lambda: QCoreApplication.translate("story", "Bluffs caught"),
         lambda s: _count(s.bluffs_caught)),
    ]


def casino_columns() -> list[Column]:
    """Royal Casino's story: captures, builds, trails and sweeps."""
    return [
        (lambda: QCoreApplication.translate("story", "Captures"), lambda s: _count(s.captures)),
        (lambda: QCoreApplication.translate("story", "Builds"), lambda s: _count(s.builds)),
        (lambda: QCoreApplication.translate("story", "Trails"), lambda s: _count(s.trails)),
        (lambda: QCoreApplication.translate("story", "Sweeps"), lambda s: _count(s.sweeps)),
    ]


def _two_lines(title: str) -> str:
    """``title`` escaped, broken at the space nearest its middle ("Dudo<br>right")."""
    spaces = [i for i, char in enumerate(title) if char == " "]
    if not spaces:
        return escape(title)
    cut = min(spaces, key=lambda i: abs(len(title) - 2 * i))
    return f"{escape(title[:cut])}<br>{escape(title[cut + 1:])}"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]], padding: int = 0,
           narrow_header: bool = False) -> str:
    """``narrow_header``: each column's title on two lines (many columns side by side)."""
    head = "".join(f"<th>{_two_lines(cell) if narrow_header else escape(cell)}</th>" for cell in header)
    body = "".join(
        "<tr>" + "".join(f"<td align='{'left' if i == 0 else 'center'}'>{escape(cell)}</td>"
                         for i, cell in enumerate(row)) + "</tr>"
        for row in rows
    )
    return (f"<table align='center' cellspacing='4' cellpadding='{padding}'>"
            f"<tr>{head}</tr>{body}</table>")


def story_table(story: Story, names: Sequence[str], side_names: Sequence[str] = ()) -> str:
    """The story of each player (and, for Royal Casino, each deal's points by side)."""
    columns = room(story.game).story_columns()
    players = names[: len(story.seats)]
    if len(players) <= COLUMNS_OF_PLAYERS:
        # One row per figure, one column per player: narrow enough for the smallest window.
        # Padding keeps one player's cell from reading on into the next one's.
        rows = [[title(), *(cell(row) for row in story.seats)] for title, cell in columns]
        html = _table(["", *players], rows, padding=3)
    else:
        # Many players: a row each, a column per figure (its title on two lines).
        rows = [[name, *(cell(row) for _title, cell in columns)]
                for name, row in zip(players, story.seats, strict=False)]  # fmt: skip
        html = _table(["", *(title() for title, _cell in columns)], rows, narrow_header=True)
    if story.deal_points:
        html += _deal_table(story, side_names)
    return html


def _deal_table(story: Story, side_names: Sequence[str]) -> str:
    """Royal Casino's points by category (rows) and deal (columns), "2 : 1" per cell.

    Categories as rows keep the table narrow: a column per category did not fit the
    smallest window; a deal's column holds every side's points in the sides' order.
    """
    sides = len(story.deal_points[0])
    who = [side_names[s] if s < len(side_names) else number(s + 1) for s in range(sides)]
    corner = fill_in(QCoreApplication.translate("story", "Points by deal ({sides})"),
                     sides=" : ".join(who))
    header = [corner, *(number(d) for d in range(1, len(story.deal_points) + 1))]
    rows = []
    for kind in ITEM_KINDS:
        if kind == "ace":  # a deal's row counts every ace taken ("Ace" read as one)
            label = QCoreApplication.translate("story", "Aces")
        else:
            label = fill_in(QCoreApplication.translate("casino", ITEM_LABELS[kind]), card="").strip()
        # No-break spaces keep "2 : 1" on one line; padding keeps the deals apart.
        rows.append([label, *("\u00a0:\u00a0".join(number(deal[side].get(kind, 0))
                                                    for side in range(sides))
                              for deal in story.deal_points)])
    return _table(header, rows, padding=3)
