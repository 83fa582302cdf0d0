"""What the statistics window shows, read in one go on the statistics' worker thread.

The window asks for a :class:`Request` (its filters, the overview's window, the
figures' game and figure) and gets a :class:`Snapshot` back on the GUI thread
(``worker.py``), which it only draws: no query runs on the GUI thread.  Pure Python
over the store: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tablegames_qt.games import is_game, names, spec
from tablegames_qt.storage.profiles import Profile, Profiles
from tablegames_qt.storage.stats import (
    FigureTotals,
    Filter,
    HeadToHead,
    ResultRow,
    StatsStore,
    WinsRow,
)

Points = dict[int, list[tuple[datetime, float]]]


@dataclass(frozen=True)
class Request:
    """What the window shows now."""

    flt: Filter
    window: int  # the overview's rolling window, in games
    figures_game: str  # the figures tab's game
    figures_picked: bool  # picked by hand: kept even when it has no games
    figure: str | None  # the figure drawn over time


@dataclass(frozen=True)
class Snapshot:
    """Every tab's figures for a :class:`Request`."""

    profiles: list[Profile]
    win_rate: Points
    wins: list[WinsRow]
    head_to_head: list[HeadToHead]
    figures_game: str  # the request's, or the game last played when it had none
    figure_totals: dict[int, FigureTotals]
    figure_names: list[str]  # the game's own order first, then any others stored
    figure: str | None  # the request's when the game has it, else the first
    figure_series: Points
    tendencies: dict[int, list[tuple[datetime, dict[str, float]]]]
    faces: dict[str, tuple[int, ...]]
    results: list[ResultRow]
    humans: list[Profile]
    games_played: dict[int, int]


def _in_game(flt: Filter, game: str) -> Filter:
    return Filter(game, flt.player, flt.since, flt.until, flt.include_bot_only)


def figures_game(store: StatsStore, request: Request) -> str:
    """Unless a game was picked: the one last played (of those the filter lets through)
    when the game shown has no games, so the tab never opens empty beside full ones."""
    base, game = request.flt, request.figures_game
    if request.figures_picked or base.game is not None:
        return game
    if store.figure_totals(_in_game(base, game)):
        return game
    latest = next((row.game for row in store.results(base, limit=20) if is_game(row.game)), None)
    return latest if latest is not None and latest in names() else game


def read(store: StatsStore, request: Request) -> Snapshot:
    """The snapshot of ``request`` (on the worker's thread)."""
    flt = request.flt
    profiles = Profiles(store)
    game = figures_game(store, request)
    in_game = _in_game(flt, game)
    known = spec(game).figure_names
    stored = set(store.figure_names(in_game))
    figure_names = [n for n in known if n in stored] + sorted(stored - set(known))
    figure = request.figure if request.figure in figure_names else next(iter(figure_names), None)
    return Snapshot(
        profiles=profiles.all(),
        win_rate=store.win_rate_series(flt, request.window),
        wins=store.wins_by_game(flt),
        head_to_head=store.head_to_head(flt),
        figures_game=game,
        figure_totals=store.figure_totals(in_game),
        figure_names=figure_names,
        figure=figure,
        figure_series=store.figure_series(figure, in_game) if figure is not None else {},
        tendencies=store.tendency_series(flt),
        faces=store.face_counts(flt),
        results=store.results(flt),
        humans=profiles.humans(include_archived=True),
        games_played=store.games_played(),
    )  # fmt: skip
