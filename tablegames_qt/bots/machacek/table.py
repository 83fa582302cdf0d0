"""The shipped equilibrium tables (see ``solve.py``), as arrays by rank."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from tablegames_qt.bots.machacek.common import RANK, STAGES, START, N
from tablegames_qt.bots.machacek.equilibrium_data import TABLES_JSON
from tablegames_qt.bots.machacek.solver import lives_payoffs, win_payoffs
from tablegames_qt.engine.machacek import VALUES

OBJECTIVES = ("win", "lives")


@dataclass(frozen=True, slots=True)
class EquilibriumTable:
    truth: str
    objective: str
    #: the announcer's equilibrium chance per stage (index START: the starter's)
    value: tuple[float, ...]
    #: [stage][claim] the receiver's chance to believe (0 where illegal)
    believe: tuple[tuple[float, ...], ...]
    #: [stage][roll] the announcer's claims as (rank, chance)
    announce: tuple[tuple[tuple[tuple[int, float], ...], ...], ...]
    #: payoff to an announcer whose claim is doubted: true, bluff (by claim rank)
    if_true: tuple[float, ...]
    if_bluff: tuple[float, ...]


def _stage_key(stage: int) -> str:
    return "start" if stage == START else str(VALUES[stage])


@cache
def _tables() -> dict[str, Any]:
    tables: dict[str, Any] = json.loads(TABLES_JSON)["tables"]
    return tables


@cache
def load(truth: str = "exact", objective: str = "win") -> EquilibriumTable:
    if objective not in OBJECTIVES:
        raise ValueError(f"objective must be one of {OBJECTIVES}, not {objective!r}")
    data = _tables()[f"{truth}/{objective}"]
    value: list[float] = []
    believe: list[tuple[float, ...]] = []
    announce: list[tuple[tuple[tuple[int, float], ...], ...]] = []
    for stage in range(STAGES):
        entry = data[_stage_key(stage)]
        value.append(float(entry["value"]))
        row = [0.0] * N
        for key, x in entry["believe"].items():
            row[RANK[int(key)]] = float(x)
        believe.append(tuple(row))
        mixes: list[tuple[tuple[int, float], ...]] = []
        for r in range(N):
            mix = entry["announce"][_stage_key(r)]
            mixes.append(tuple(sorted((RANK[int(k)], float(q)) for k, q in mix.items())))
        announce.append(tuple(mixes))
    if_true, if_bluff = win_payoffs() if objective == "win" else lives_payoffs()
    return EquilibriumTable(truth, objective, tuple(value), tuple(believe), tuple(announce),
                            tuple(map(float, if_true)), tuple(map(float, if_bluff)))
