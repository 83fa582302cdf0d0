"""What every Macháček bot needs: values by rank, roll odds, and reading a view.

Bots reason in *ranks* (0 = 31 … 20 = Macháček, the order of
:data:`~tablegames_qt.engine.machacek.VALUES`).  A *stage* is the claim a
player must beat: its rank, or :data:`START` for the first claim of a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.engine.machacek import (
    DOUBT,
    VALUES,
    Announce,
    MachacekView,
    probability,
)

N = len(VALUES)
TOP = N - 1  # Macháček
START = N  # the stage of a game's first claim: nothing to beat
STAGES = N + 1
RANK: dict[int, int] = {value: i for i, value in enumerate(VALUES)}
#: chance of rolling each rank
PROB: tuple[float, ...] = tuple(float(probability(v)) for v in VALUES)
#: chance that a fresh roll is strictly higher than each rank (Macháček: only Macháček)
ABOVE: tuple[float, ...] = tuple(
    PROB[TOP] if i == TOP else sum(PROB[i + 1:]) for i in range(N)
)

TruthTest = Callable[[int, int], bool]


def claims_after(stage: int) -> range:
    """The ranks that may be claimed at ``stage``."""
    if stage == START:
        return range(N)
    if stage == TOP:
        return range(TOP, N)
    return range(stage + 1, N)


def truth_test(truth: str) -> TruthTest:
    """Whether a roll of rank r makes a claim of rank c true under the rule."""
    if truth == "at_least":
        return lambda r, c: r >= c
    return lambda r, c: r == c


def stage_before(announcements: Sequence[tuple[int, int]], index: int) -> int:
    """The stage at which announcement ``index`` was made."""
    return START if index == 0 else RANK[announcements[index - 1][1]]


def respond_position(view: MachacekView) -> tuple[int, int, int]:
    """(stage, claim rank, announcer seat) of the claim ``view.seat`` must answer."""
    announcements = view.announcements
    last = len(announcements) - 1
    announcer, value = announcements[last]
    return stage_before(announcements, last), RANK[value], announcer


def announce_stage(view: MachacekView) -> int:
    """The stage of the claim ``view.seat`` is about to make."""
    return RANK[view.announcements[-1][1]] if view.announcements else START


def own_roll_rank(view: MachacekView) -> int:
    if view.own_roll is None:
        raise ValueError("a bot asked to announce holds no dice")
    return RANK[view.own_roll]


def next_seat(view: MachacekView) -> int:
    """Who receives this seat's claim: the next seat in this game's order."""
    order = view.order
    return order[(order.index(view.seat) + 1) % len(order)]


def is_respond(legal_actions: Sequence[Any]) -> bool:
    return DOUBT in legal_actions


def announce(legal_actions: Sequence[Any], rank: int) -> Any:
    """The legal Announce of ``rank`` (the caller chose among legal ranks)."""
    value = VALUES[rank]
    for action in legal_actions:
        if isinstance(action, Announce) and action.value == value:
            return action
    raise ValueError(f"announcing {value} is not legal here")


def sample(options: Sequence[tuple[int, float]], rng: Any) -> int:
    """One option, drawn with the given weights (which need not sum to 1)."""
    total = sum(w for _, w in options)
    pick = rng.random() * total
    for option, weight in options:
        pick -= weight
        if pick < 0:
            return option
    return options[-1][0]
