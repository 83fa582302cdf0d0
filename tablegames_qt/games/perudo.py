"""Perudo's spec: its engine, rules, bots, coach, figures and progress, registered once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.bots import Bot
from tablegames_qt.coach.advice import Explanation
from tablegames_qt.coach.part import GameCoach
from tablegames_qt.coach.story import tell_perudo
from tablegames_qt.coach.tendencies import perudo_counts
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action, Game
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules, PerudoView
from tablegames_qt.games import GameSpec, Progress, by_level, register
from tablegames_qt.games.figures import PERUDO_FIGURES, PerudoTracker

# The bots' and the coach's modules load when a bot is first made, not with the registry.


def _bots() -> tuple[Callable[..., Bot], ...]:
    from tablegames_qt.bots.perudo import EasyBot, HardBot, NormalBot

    return EasyBot, NormalBot, HardBot


def _hard(**options: Any) -> Bot:
    return _bots()[2](**options)


def _explain(view: PerudoView, legal: Sequence[Action], action: Action) -> Explanation:
    from tablegames_qt.coach.perudo import explain

    return explain(view, legal, action)



def _progress(game: Game[Any, Any]) -> Progress:
    view: Any = game.view(0)
    return Progress(int(view.round_number), None, tuple(view.dice_counts), "dice")


SPEC = register(GameSpec(
    name="perudo",
    title=QT_TRANSLATE_NOOP("Games", "Perudo"),
    engine=PerudoGame,
    rules=PerudoRules,
    view=PerudoView,
    bots=by_level(_bots),
    coach=GameCoach("perudo", PerudoView, _hard, _explain, tell_perudo, perudo_counts),
    figures=PerudoTracker,
    figure_names=PERUDO_FIGURES,
    order=10,
    default_seats=4,
    progress=_progress,
    dice=True,
))
