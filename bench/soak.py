"""Soak bench: many seeded games through the engine contract, every game checked as it goes.

    python -m bench.soak --games 100000 --processes 2

Each game is one of the registered games (``tablegames_qt/games``), in turn, with a player
count and rules drawn from its seed (every player count the game allows, every rule option
its rules class describes, numbers kept small), played by random legal choices.  After every action the engine contract is checked (a player to
move exactly while the game runs, legal actions present and distinct, the history one
longer, every seat's view made; per game what must be conserved: Perudo's dice, Royal
Casino's 52 cards, Macháček's wins and lives); at random points the game goes through
``to_json``/``from_json`` and must come back the same game: the same JSON, legal actions
and views, and the same events for the next action.  A game that breaks a check is
counted and its game, seed and message printed (the first few).

The games are spread over ``--processes`` worker processes (default: every core).  The
figure printed is games per second and actions per second over the whole run; it is a
throughput figure for the machine it ran on, not a pass/fail test.  Exit 1 when
anything broke.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from tablegames_qt.engine import options
from tablegames_qt.engine.core import Game
from tablegames_qt.engine.options import RuleOption
from tablegames_qt.games import games

#: the most actions a game may take before it counts as not ending
MAX_ACTIONS = 20_000
#: the chance that the game goes through JSON before an action (a few times a game)
ROUND_TRIP_CHANCE = 0.012
#: a drawn number of dice, games, lives or points: at most this much above the least allowed
NUMBER_SPAN = 4
#: breaks printed in full
SHOWN_BREAKS = 10


class Break(Exception):
    """A check that failed (the message says which)."""


def need(condition: bool, message: str) -> None:
    if not condition:
        raise Break(message)


# -- what a seed plays --------------------------------------------------------------------------

def new_game(seed: int) -> Game[Any, Any]:
    """The game, player count and rules of ``seed`` (all drawn from it): every registered
    game in turn, its rules drawn from the options its rules class describes."""
    rng = random.Random(f"soak:{seed}")
    game_spec = games()[seed % len(games())]
    low, high = game_spec.seats
    players = rng.randint(low, high)
    values = {option.field: draw(option, rng) for option in game_spec.options}
    return game_spec.new_game(players, game_spec.rules(**values), seed)


def draw(option: RuleOption, rng: random.Random) -> Any:
    """A value ``option`` allows; numbers kept within :data:`NUMBER_SPAN` of the least one,
    so that a game of many lives or points does not take the soak's time."""
    if option.kind == options.BOOL:
        return rng.random() < 0.5
    if option.kind == options.CHOICE:
        return rng.choice(option.choices)[0]
    return rng.randint(option.minimum, min(option.maximum, option.minimum + NUMBER_SPAN))


# -- the checks ---------------------------------------------------------------------------------

def check_state(game: Game[Any, Any]) -> list[Any]:
    """The contract in any state; returns the legal actions (empty when over)."""
    over = game.is_over()
    current = game.current_player()
    need((current is None) == over, f"current player {current} while over={over}")
    views = [game.view(seat) for seat in range(game.players)]
    if over:
        winners = game.winners()
        need(bool(winners) and set(winners) <= set(range(game.players)), f"winners {winners}")
        return []
    legal = game.legal_actions()
    need(bool(legal), "no legal action for the player to move")
    need(len(set(legal)) == len(legal), "a legal action listed twice")
    need(0 <= current < game.players, f"current player {current} out of the seats")  # type: ignore[operator]
    check_conserved(game, views)
    return legal


def check_conserved(game: Game[Any, Any], views: Sequence[Any]) -> None:
    """What a seat's view must agree on with the others', for the games that have such a
    check (:data:`CONSERVED`; any other game is held to the contract alone)."""
    check = CONSERVED.get(game.NAME)
    if check is not None:
        check(views)


def _perudo_dice(views: Sequence[Any]) -> None:
    for seat, view in enumerate(views):
        need(len(view.own_dice) == view.dice_counts[seat], f"seat {seat}: own dice vs count")
        need(all(1 <= die <= 6 for die in view.own_dice), f"seat {seat}: a die off 1-6")
    need(len({view.dice_counts for view in views}) == 1, "the seats see other dice counts")
    need(sum(views[0].dice_counts) > 0, "no dice left while the game runs")


def _machacek_scores(views: Sequence[Any]) -> None:
    need(len({(view.wins, view.lives) for view in views}) == 1, "the seats see other scores")
    need(all(lives >= 0 for lives in views[0].lives), "negative lives")


def _casino_cards(views: Sequence[Any]) -> None:
    view = views[0]
    on_table = sum(len(item.cards) if hasattr(item, "cards") else 1 for item in view.table)
    held = sum(view.hand_sizes)
    taken = sum(len(cards) for cards in view.captured)
    need(on_table + held + taken + view.deck_left == 52,
         f"cards: {on_table} on the table + {held} in hands + {taken} taken"
         f" + {view.deck_left} in the deck != 52")  # fmt: skip
    for seat, seat_view in enumerate(views):
        need(len(seat_view.hand) == view.hand_sizes[seat], f"seat {seat}: hand vs hand size")


#: per game, what its seats' views must conserve (by the game's name)
CONSERVED: dict[str, Callable[[Sequence[Any]], None]] = {
    "perudo": _perudo_dice, "machacek": _machacek_scores, "casino": _casino_cards}


def round_trip(game: Game[Any, Any]) -> Game[Any, Any]:
    """The game through JSON, checked to be the same game (the caller checks that it
    goes on the same: the same events for the next action)."""
    text = game.to_json()
    copy = type(game).from_json(text)
    need(copy.to_json() == text, "to_json differs after from_json")
    need(copy.legal_actions() == game.legal_actions(), "legal actions differ after from_json")
    need(all(copy.view(s) == game.view(s) for s in range(game.players)),
         "a view differs after from_json")  # fmt: skip
    return copy


# -- one game, many games ------------------------------------------------------------------------

@dataclass
class Tally:
    games: int = 0
    actions: int = 0
    round_trips: int = 0
    breaks: int = 0
    shown: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.round_trips += other.round_trips
        self.breaks += other.breaks
        self.shown += other.shown[: max(0, SHOWN_BREAKS - len(self.shown))]


def soak_one(seed: int, tally: Tally) -> None:
    rng = random.Random(seed)
    game: Game[Any, Any] | None = None
    try:
        game = new_game(seed)
        legal = check_state(game)
        while legal:
            action = legal[rng.randrange(len(legal))]
            before = len(game.history)
            copy = round_trip(game) if rng.random() < ROUND_TRIP_CHANCE else None
            events = game.apply(action)
            need(isinstance(events, list), "apply returned no list of events")
            if copy is not None:
                need(copy.apply(action) == events, "the next action's events differ after JSON")
                tally.round_trips += 1
            need(len(game.history) == before + 1, "the history did not grow by one")
            tally.actions += 1
            need(len(game.history) <= MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions")
            legal = check_state(game)
    except Exception as exc:  # a break of any kind is counted, the soak goes on
        tally.breaks += 1
        if len(tally.shown) < SHOWN_BREAKS:
            where = game.NAME if game is not None else "?"
            tally.shown.append(f"seed {seed} ({where}): {type(exc).__name__}: {exc}")
    tally.games += 1


def soak_range(bounds: tuple[int, int]) -> Tally:
    tally = Tally()
    for seed in range(*bounds):
        soak_one(seed, tally)
    return tally


def chunks(first: int, games: int, size: int) -> Iterator[tuple[int, int]]:
    for start in range(first, first + games, size):
        yield start, min(start + size, first + games)


def run(games: int, processes: int, first_seed: int = 0, chunk: int = 250) -> tuple[Tally, float]:
    """(the tally, seconds) of ``games`` games from ``first_seed`` on ``processes`` processes."""
    tally = Tally()
    started = time.perf_counter()
    if processes <= 1:
        for bounds in chunks(first_seed, games, chunk):
            tally.add(soak_range(bounds))
    else:
        context = multiprocessing.get_context("spawn")
        with context.Pool(processes) as pool:
            for part in pool.imap_unordered(soak_range, chunks(first_seed, games, chunk)):
                tally.add(part)
    return tally, time.perf_counter() - started


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak",
                                     description=__doc__.split("\n\n")[0])  # fmt: skip
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: every core)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    args = parser.parse_args(argv)
    tally, seconds = run(args.games, max(1, args.processes), args.seed)
    print(f"{tally.games} games ({tally.actions} actions, {tally.round_trips} JSON round trips)"
          f" in {seconds:.1f} s on {args.processes} process(es):"
          f" {tally.games / seconds:.0f} games/s, {tally.actions / seconds:.0f} actions/s;"
          f" breaks: {tally.breaks}")  # fmt: skip
    for line in tally.shown:
        print("  break:", line)
    return 1 if tally.breaks else 0


if __name__ == "__main__":
    sys.exit(main())
