"""Macháček's spec: its engine, rules, bots, coach, figures and progress, registered once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.bots import Bot
from tablegames_qt.coach.advice import Explanation
from tablegames_qt.coach.part import GameCoach
from tablegames_qt.coach.story import tell_machacek
from tablegames_qt.coach.tendencies import machacek_counts
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action, Game
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules, MachacekView
from tablegames_qt.games import GameSpec, Progress, by_level, register
from tablegames_qt.games.figures import MACHACEK_FIGURES, MachacekTracker

# The bots' and the coach's modules load when a bot is first made, not with the registry.


def _bots() -> tuple[Callable[..., Bot], ...]:
    from tablegames_qt.bots.machacek import EasyBot, HardBot, NormalBot

    return EasyBot, NormalBot, HardBot


def _hard(**options: Any) -> Bot:
    return _bots()[2](**options)


def _explain(view: MachacekView, legal: Sequence[Action], action: Action) -> Explanation:
    from tablegames_qt.coach.machacek import explain

    return explain(view, legal, action)



def _progress(game: Game[Any, Any]) -> Progress:
    view: Any = game.view(0)
    lives = bool(view.rules.lives)
    number = min(int(view.games_played) + 1, int(view.games_total or 10**9))
    return Progress(number, view.games_total, tuple(view.lives if lives else view.wins),
                    "lives" if lives else "wins")  # fmt: skip


SPEC = register(GameSpec(
    name="machacek",
    title=QT_TRANSLATE_NOOP("Games", "Macháček"),
    engine=MachacekGame,
    rules=MachacekRules,
    view=MachacekView,
    bots=by_level(_bots),
    coach=GameCoach("machacek", MachacekView, _hard, _explain, tell_machacek, machacek_counts),
    figures=MachacekTracker,
    figure_names=MACHACEK_FIGURES,
    order=20,
    default_seats=4,
    progress=_progress,
    dice=True,
))
