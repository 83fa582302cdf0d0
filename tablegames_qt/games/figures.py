"""Per-game figures and dice seen, followed action by action (pure Python).

A :class:`Tracker` watches one engine game: it is told the events of every
applied action and says when a *unit* finished (a Perudo or Casino game, a
Macháček match, or one game of that match) with each seat's figures, the
winners and how often each die face came up.  It reads only what the engines
publish: events, views and their public statistics; the dice of a Macháček
cup are read from the roller's own view right after the roll, so every roll
counts (not only the opened cups, which doubters choose and would bias the
fairness view).

A resumed game is followed by replaying its log on a scratch copy
(:func:`catch_up`), so figures and dice of the part played before a crash are
not lost either.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tablegames_qt.engine.casino import events as casino_events
from tablegames_qt.engine.core import Event, Game
from tablegames_qt.engine.machacek import events as machacek_events
from tablegames_qt.engine.perudo import events as perudo_events

GAME = "game"  # a whole Perudo or Casino game
MATCH = "match"  # a whole Macháček match
MATCH_GAME = "match_game"  # one game inside a Macháček match

PERUDO_FIGURES: tuple[str, ...] = (
    "bids", "challenges", "challenges_right", "calzas", "calzas_right",
    "dice_lost", "dice_gained", "maputo_declared",
)  # fmt: skip
MACHACEK_FIGURES: tuple[str, ...] = (
    "games_won", "games_lost", "doubts_made", "doubts_right", "times_doubted",
    "bluffs_caught", "bluffs_made", "announcements",
)  # fmt: skip
CASINO_ITEM_FIGURES: dict[str, str] = {
    "cards": "points_cards",
    "spades": "points_spades",
    "big_casino": "points_big_casino",
    "little_casino": "points_little_casino",
    "ace": "points_aces",
    "sweeps": "points_sweeps",
}
CASINO_FIGURES: tuple[str, ...] = (
    "points", "final_score", "deals", "cards_taken", "spades_taken", "sweeps_made",
    *CASINO_ITEM_FIGURES.values(),
)  # fmt: skip
#: figures that are sums over a game's deals (averaged per deal in the window)
PER_DEAL_FIGURES: frozenset[str] = frozenset(
    {"points", "cards_taken", "spades_taken", "sweeps_made", *CASINO_ITEM_FIGURES.values()}
)


@dataclass
class Unit:
    """A finished game, match or game of a match."""

    unit: str  # stats.GAME, MATCH or MATCH_GAME
    number: int
    winners: tuple[int, ...]
    seats: tuple[int, ...]  # the seats that took part
    sides: tuple[int, ...]  # per seat of the game (not only those taking part)
    figures: dict[int, dict[str, float]] = field(default_factory=dict)
    faces: tuple[int, ...] = ()


class Tracker:
    """Follows a game that has no per-game figures: only its end."""

    def __init__(self, game: Game[Any, Any]) -> None:
        self.players = game.players
        self.done = False

    def begin(self, game: Game[Any, Any]) -> None:
        """Called once with the game before any action is applied."""

    def after(self, game: Game[Any, Any], events: Sequence[Event]) -> list[Unit]:
        """The units an action finished (``game`` already changed by it)."""
        units = self._units(game, events)
        if game.is_over() and not self.done:
            self.done = True
            units.append(self._final(game))
        return units

    def _units(self, game: Game[Any, Any], events: Sequence[Event]) -> list[Unit]:
        return []

    def _final(self, game: Game[Any, Any]) -> Unit:
        seats = tuple(range(self.players))
        return Unit(GAME, 1, tuple(game.winners()), seats, seats)


class PerudoTracker(Tracker):
    def __init__(self, game: Game[Any, Any]) -> None:
        super().__init__(game)
        self.faces = [0] * 6

    def _units(self, game: Game[Any, Any], events: Sequence[Event]) -> list[Unit]:
        for event in events:
            called = perudo_events.DUDO.of(event) or perudo_events.CALZA.of(event)
            if called is not None:
                # A challenge shows every die on the table.
                for hand in called["dice"]:
                    _count(self.faces, hand)
        return []

    def _final(self, game: Game[Any, Any]) -> Unit:
        unit = super()._final(game)
        stats = getattr(game, "stats", None)
        if callable(stats):
            for row in stats():
                if dataclasses.is_dataclass(row) and not isinstance(row, type):
                    values = dataclasses.asdict(row)
                else:  # a plain record: read the figures known by name
                    values = {n: getattr(row, n) for n in ("seat", *PERUDO_FIGURES) if hasattr(row, n)}
                seat = values.pop("seat")
                unit.figures[seat] = {k: float(v) for k, v in values.items()}
        unit.faces = tuple(self.faces)
        return unit


class MachacekTracker(Tracker):
    """Figures of every game of a match from its opened cup, and of the match."""

    def __init__(self, game: Game[Any, Any]) -> None:
        super().__init__(game)
        n = game.players
        self.order: tuple[int, ...] = tuple(range(n))
        self.faces = [0] * 6
        self.announcements = [0] * n
        self.total_announcements = [0] * n
        self.bluffs_before = [0] * n

    def begin(self, game: Game[Any, Any]) -> None:
        opening = getattr(game, "opening_events", None)
        if callable(opening):
            self._units(game, opening())

    def _bluffs(self, game: Game[Any, Any]) -> list[int]:
        bluffs = getattr(game, "bluffs_made", None)
        return [int(bluffs(s)) for s in range(self.players)] if callable(bluffs) else [0] * self.players

    def _units(self, game: Game[Any, Any], events: Sequence[Event]) -> list[Unit]:
        units: list[Unit] = []
        for event in events:
            if (started := machacek_events.GAME_START.of(event)) is not None:
                self.order = started["order"]
            elif (roll := machacek_events.ROLL.of(event)) is not None:
                # Right after the roll the roller still holds it: their own view shows it.
                rolled = getattr(game.view(roll["seat"]), "own_roll", None)
                if isinstance(rolled, int):
                    _count(self.faces, divmod(rolled, 10))
            elif (said := machacek_events.ANNOUNCE.of(event)) is not None:
                self.announcements[said["seat"]] += 1
                self.total_announcements[said["seat"]] += 1
            elif (cup := machacek_events.GAME_OVER.of(event)) is not None:
                units.append(self._game_unit(game, cup))
        return units

    def _game_unit(self, game: Game[Any, Any], data: machacek_events.CupData) -> Unit:
        bluffs = self._bluffs(game)
        figures: dict[int, dict[str, float]] = {}
        for seat in self.order:
            figures[seat] = {
                "games_won": float(data["winner"] == seat),
                "games_lost": float(data["loser"] == seat),
                "doubts_made": float(data["challenger"] == seat),
                "doubts_right": float(data["challenger"] == seat and data["bluff"]),
                "times_doubted": float(data["announcer"] == seat),
                "bluffs_caught": float(data["announcer"] == seat and data["bluff"]),
                "bluffs_made": float(bluffs[seat] - self.bluffs_before[seat]),
                "announcements": float(self.announcements[seat]),
            }
        unit = Unit(
            MATCH_GAME, data["game"], (data["winner"],), tuple(self.order),
            tuple(range(self.players)), figures, tuple(self.faces),
        )  # fmt: skip
        self.faces = [0] * 6
        self.announcements = [0] * self.players
        self.bluffs_before = bluffs
        return unit

    def _final(self, game: Game[Any, Any]) -> Unit:
        seats = tuple(range(self.players))
        bluffs = self._bluffs(game)
        stats = getattr(game.view(0), "stats", ())
        figures: dict[int, dict[str, float]] = {}
        for seat in seats:
            row = stats[seat] if seat < len(stats) else None
            figures[seat] = {
                "games_won": float(getattr(row, "games_won", 0)),
                "games_lost": float(getattr(row, "games_lost", 0)),
                "doubts_made": float(getattr(row, "challenges_made", 0)),
                "doubts_right": float(getattr(row, "challenges_right", 0)),
                "times_doubted": float(getattr(row, "times_doubted", 0)),
                "bluffs_caught": float(getattr(row, "bluffs_caught", 0)),
                "bluffs_made": float(bluffs[seat]),
                "announcements": float(self.total_announcements[seat]),
            }
        return Unit(MATCH, 1, tuple(game.winners()), seats, seats, figures)


class CasinoTracker(Tracker):
    """Points per deal by item, sweeps and cards, summed per side over the game."""

    def __init__(self, game: Game[Any, Any]) -> None:
        super().__init__(game)
        side_of = getattr(game, "side_of", None)
        self.sides = tuple(
            int(side_of(s)) if callable(side_of) else s for s in range(game.players)
        )
        count = max(self.sides) + 1
        self.sums: list[dict[str, float]] = [dict.fromkeys(CASINO_FIGURES, 0.0) for _ in range(count)]

    def _units(self, game: Game[Any, Any], events: Sequence[Event]) -> list[Unit]:
        for event in events:
            counted = casino_events.DEAL_END.of(event)
            if counted is None:
                continue
            result, captured, sweeps = counted["result"], counted["captured"], counted["sweeps"]
            for side, sums in enumerate(self.sums):
                sums["deals"] += 1
                sums["points"] += result.points[side]
                sums["final_score"] = float(result.totals[side])
                if side < len(captured):
                    sums["cards_taken"] += len(captured[side])
                    sums["spades_taken"] += sum(1 for card in captured[side] if card.suit == "S")
                if side < len(sweeps):
                    sums["sweeps_made"] += sweeps[side]
            for item in result.items:
                name = CASINO_ITEM_FIGURES.get(item.kind)
                if name is not None and item.side is not None:
                    self.sums[item.side][name] += item.points
        return []

    def _final(self, game: Game[Any, Any]) -> Unit:
        seats = tuple(range(self.players))
        figures = {seat: dict(self.sums[self.sides[seat]]) for seat in seats}
        return Unit(GAME, 1, tuple(game.winners()), seats, self.sides, figures)


def tracker_for(game: Game[Any, Any]) -> Tracker:
    """A tracker for ``game`` (of the kind its spec names), begun: call before any action
    is applied to it."""
    from tablegames_qt.games import spec

    tracker = spec(game.NAME).figures(game)
    tracker.begin(game)
    return tracker


def catch_up(game: Game[Any, Any]) -> tuple[Tracker, list[Unit]]:
    """A tracker for a game already under way (resumed), and the units that
    were finished before: the log is replayed on a scratch copy."""
    scratch = type(game).from_setup(game.setup_json())
    tracker = tracker_for(scratch)
    units: list[Unit] = []
    for action in game.history:
        units.extend(tracker.after(scratch, scratch.apply(action)))
    return tracker, units


def _count(faces: list[int], dice: Sequence[int]) -> None:
    for die in dice:
        if type(die) is int and 1 <= die <= 6:
            faces[die - 1] += 1
