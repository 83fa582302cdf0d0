"""Royal Casino's spec: its engine, rules, bots, coach, figures and progress, registered once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.bots import Bot
from tablegames_qt.coach.advice import Explanation
from tablegames_qt.coach.part import GameCoach
from tablegames_qt.coach.story import tell_casino
from tablegames_qt.engine.casino import CasinoGame, CasinoRules, CasinoView
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action, Game
from tablegames_qt.games import GameSpec, Progress, by_level, register
from tablegames_qt.games.figures import CASINO_FIGURES, PER_DEAL_FIGURES, CasinoTracker

# The bots' and the coach's modules load when a bot is first made, not with the registry.


def _bots() -> tuple[Callable[..., Bot], ...]:
    from tablegames_qt.bots.casino import EasyBot, HardBot, NormalBot

    return EasyBot, NormalBot, HardBot


def _hard(**options: Any) -> Bot:
    return _bots()[2](**options)


def _coach_bot() -> Bot:
    # no time limit: a busy machine gives the same advice
    return _hard(deadline_ms=None)


def _explain(view: CasinoView, legal: Sequence[Action], action: Action) -> Explanation:
    from tablegames_qt.coach.casino import explain

    return explain(view, legal, action)



def _progress(game: Game[Any, Any]) -> Progress:
    view: Any = game.view(0)
    return Progress(int(view.deal_number), None, tuple(view.scores), "points",
                    int(view.rules.target))  # fmt: skip


SPEC = register(GameSpec(
    name="casino",
    title=QT_TRANSLATE_NOOP("Games", "Royal Casino"),
    engine=CasinoGame,
    rules=CasinoRules,
    view=CasinoView,
    bots=by_level(_bots),
    coach=GameCoach("casino", CasinoView, _coach_bot, _explain, tell_casino),
    figures=CasinoTracker,
    figure_names=CASINO_FIGURES,
    order=30,
    default_seats=2,
    progress=_progress,
    per_deal=PER_DEAL_FIGURES,
))
