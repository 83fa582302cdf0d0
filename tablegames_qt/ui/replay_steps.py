"""A finished game as steps: its log replayed through the rules, one step per action.

:func:`replay_steps` plays the save's set-up and action log again on a fresh
engine game (``engine.core.replay_log`` does the same for the screens) and
keeps, after every action, every seat's own view (so every die under every cup
and every hand is there, as each player saw it), the events of that action, who
is to decide next and what they may do.  Nothing here is Qt: the window, the
scene adapters and the tests read the same steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tablegames_qt.engine.core import Action, Event, Game, replay_log


@dataclass(frozen=True)
class Step:
    """The game after ``number`` actions.

    ``actor`` made ``action`` (None at the start), which caused ``events``;
    ``views`` holds every seat's view after it; ``to_play`` is the seat whose
    decision comes next (None at the end) and ``legal`` what it may do;
    ``round_start``: the events open a round, a game of the match or a deal (the game's
    ``ROUND_EVENTS``).
    """

    number: int
    actor: int | None
    action: Action | None
    events: tuple[Event, ...]
    views: tuple[Any, ...]
    to_play: int | None
    legal: tuple[Action, ...]
    round_start: bool = False

    def starts_round(self) -> bool:
        return self.round_start


def _step(number: int, actor: int | None, action: Action | None, events: Sequence[Event],
          game: Game[Any, Any]) -> Step:  # fmt: skip
    to_play = game.current_player()
    legal = tuple(game.legal_actions()) if to_play is not None and not game.is_over() else ()
    views = tuple(game.view(seat) for seat in range(game.players))
    starts = any(event.kind in game.ROUND_EVENTS for event in events)
    return Step(number, actor, action, tuple(events), views, to_play, legal, starts)


def replay_steps(game: Game[Any, Any]) -> list[Step]:
    """Every step of ``game`` from its set-up to where it is now."""
    replay = replay_log(game, 0)
    fresh = replay.game
    steps = [_step(0, None, None, replay.opening, fresh)]
    for number, action in enumerate(game.history, 1):
        actor = fresh.current_player()
        events = fresh.apply(action)
        steps.append(_step(number, actor, action, events, fresh))
    return steps


def round_starts(steps: Sequence[Step]) -> list[int]:
    """The numbers of the steps where a round, game or deal begins (always 0)."""
    return [0, *(step.number for step in steps[1:] if step.starts_round())]
