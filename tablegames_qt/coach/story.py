"""The end-of-game story: what each player did, counted from the game's own log.

Told after the game, so it may use everything the game knew (a Macháček roll under a
cup nobody lifted included). The log is played again through the rules, action by
action; every number is a count of recorded events (tests check that).
- Perudo: bids, bids that were false when called, Dudo and Calza calls right and wrong,
  and the rounds in which each player lost a die;
- Macháček: claims told true and bluffed, doubts right and wrong, bluffs caught;
- Royal Casino: captures, builds, trails and sweeps, and each side's points by category
  for every deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tablegames_qt.engine.casino import events as casino_events
from tablegames_qt.engine.core import Event, Game
from tablegames_qt.engine.machacek import events as machacek_events
from tablegames_qt.engine.machacek.values import is_true
from tablegames_qt.engine.perudo import events as perudo_events

from .part import GameCoach


@dataclass
class SeatStory:
    """One player's counts (only the ones of its game are filled)."""

    bids: int = 0
    bids_false_when_called: int = 0
    dudos_right: int = 0
    dudos_wrong: int = 0
    calzas_right: int = 0
    calzas_wrong: int = 0
    dice_lost_in_rounds: list[int] = field(default_factory=list)
    claims_true: int = 0
    claims_bluffed: int = 0
    doubts_right: int = 0
    doubts_wrong: int = 0
    bluffs_caught: int = 0
    captures: int = 0
    builds: int = 0
    trails: int = 0
    sweeps: int = 0


@dataclass
class Story:
    game: str
    seats: list[SeatStory]
    #: Royal Casino: per deal, per side, the points of each counting item ("cards", "ace", …)
    deal_points: list[list[dict[str, int]]] = field(default_factory=list)
    #: Perudo: the round being told
    round_number: int = 0


def story(game: Game[Any, Any], part: GameCoach, only_game: int | None = None) -> Story:
    """The story of ``game`` so far (usually a finished one), told by its coach ``part``
    (``games.spec(name).coach``); ``only_game``: of that game of a Macháček match alone
    (its events from its "game_start" to its "game_over")."""
    fresh = type(game).from_setup(game.setup_json())
    told = Story(game.NAME, [SeatStory() for _ in range(game.players)])
    teller = part.teller
    playing = [0]

    def tell(events: list[Event], before: Any) -> None:
        if only_game is None:
            teller(told, fresh, events, before)
            return
        kept = []
        for event in events:
            started = machacek_events.GAME_START.of(event)
            if started is not None:
                playing[0] = started["game"]
            if playing[0] == only_game:
                kept.append(event)
        teller(told, fresh, kept, before)

    tell(fresh.opening_events(), None)
    for action in game.history:
        seat = fresh.current_player()
        before = fresh.view(seat) if seat is not None else None
        tell(fresh.apply(action), before)
    return told


def tell_perudo(told: Story, game: Any, events: list[Event], _before: Any) -> None:
    for event in events:
        if (started := perudo_events.ROUND_START.of(event)) is not None:
            told.round_number = started["round"]
        elif (bid := perudo_events.BID.of(event)) is not None:
            told.seats[bid["seat"]].bids += 1
        elif (dudo := perudo_events.DUDO.of(event)) is not None:
            caller = told.seats[dudo["seat"]]
            right = dudo["count"] < dudo["quantity"]
            caller.dudos_right += right
            caller.dudos_wrong += not right
            if right:
                told.seats[dudo["bidder"]].bids_false_when_called += 1
        elif (calza := perudo_events.CALZA.of(event)) is not None:
            caller = told.seats[calza["seat"]]
            right = calza["count"] == calza["quantity"]
            caller.calzas_right += right
            caller.calzas_wrong += not right
        elif (lost := perudo_events.DIE_LOST.of(event)) is not None:
            told.seats[lost["seat"]].dice_lost_in_rounds.append(told.round_number)


def tell_machacek(told: Story, game: Any, events: list[Event], before: Any) -> None:
    for event in events:
        if (said := machacek_events.ANNOUNCE.of(event)) is not None and before is not None:
            rolled = before.own_roll
            if isinstance(rolled, int) and is_true(rolled, said["value"], game.rules.truth):
                told.seats[said["seat"]].claims_true += 1
            else:
                told.seats[said["seat"]].claims_bluffed += 1
        elif (doubt := machacek_events.DOUBT.of(event)) is not None:
            bluff = doubt["bluff"]
            told.seats[doubt["seat"]].doubts_right += bluff
            told.seats[doubt["seat"]].doubts_wrong += not bluff
            if bluff:
                told.seats[doubt["announcer"]].bluffs_caught += 1


def tell_casino(told: Story, game: Any, events: list[Event], _before: Any) -> None:
    for event in events:
        seat = event.seat
        if seat is not None and event.kind in (*casino_events.PLAY_KINDS, casino_events.SWEEP.name):
            row = told.seats[seat]
            if event.kind == casino_events.CAPTURE.name:
                row.captures += 1
            elif event.kind in (casino_events.BUILD.name, casino_events.RAISE.name):
                row.builds += 1
            elif event.kind == casino_events.TRAIL.name:
                row.trails += 1
            else:
                row.sweeps += 1
        elif (ended := casino_events.DEAL_END.of(event)) is not None:
            result = ended["result"]
            sides = len(result.points)
            points: list[dict[str, int]] = [{} for _ in range(sides)]
            for item in result.items:
                side = getattr(item, "side", None)
                if isinstance(side, int) and 0 <= side < sides:
                    points[side][item.kind] = points[side].get(item.kind, 0) + int(item.points)
            told.deal_points.append(points)

