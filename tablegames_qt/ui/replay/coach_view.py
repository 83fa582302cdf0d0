"""The coach's view of one decision of a replay, asked for with a button or C.

For the step shown, the coach (``tablegames_qt.coach``) looks at the decision
about to be made: the view of the seat to play and its legal actions, nothing
more.  It answers off the GUI thread (its hard bot thinks for up to half a
second); the answer names the play it suggests, its reason and, in the dice
games, the chance that the standing bid or claim is true, next to what the
player really did.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from tablegames_qt import coach
from tablegames_qt.coach import Advice
from tablegames_qt.coach.machacek import read_chance as machacek_read_chance
from tablegames_qt.coach.perudo import read_chance as perudo_read_chance
from tablegames_qt.engine.casino import Play
from tablegames_qt.engine.core import Action
from tablegames_qt.engine.machacek import Announce, Believe, Doubt, MachacekView
from tablegames_qt.engine.perudo import Bid, Calza, DeclareMaputo, Dudo
from tablegames_qt.games import spec
from tablegames_qt.ui.casino.words import play_text
from tablegames_qt.ui.coach_bar import Odds, bid_odds, claim_odds
from tablegames_qt.ui.coach_texts import reason_text
from tablegames_qt.ui.machacek.value_picker import value_label
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.replay_steps import Step
from tablegames_qt.ui.texts import fill_in


def action_text(action: Action, names: Sequence[str]) -> str:
    """A play in words, as the rooms' controls name it."""
    if isinstance(action, Bid):
        return bid_words(action.quantity, action.face)
    if isinstance(action, Dudo):
        return QCoreApplication.translate("ReplayCoach", "Dudo")
    if isinstance(action, Calza):
        return QCoreApplication.translate("ReplayCoach", "Calza")
    if isinstance(action, DeclareMaputo):
        if action.declare:
            return QCoreApplication.translate("ReplayCoach", "declare a Maputo round")
        return QCoreApplication.translate("ReplayCoach", "play the round normally")
    if isinstance(action, Announce):
        return fill_in(QCoreApplication.translate("ReplayCoach", "announce {value}"),
                       value=value_label(action.value))  # fmt: skip
    if isinstance(action, Believe):
        return QCoreApplication.translate("ReplayCoach", "believe and roll")
    if isinstance(action, Doubt):
        return QCoreApplication.translate("ReplayCoach", "lift the cup")
    if isinstance(action, Play):
        return play_text(action, names)
    return str(action)


def advise_step(game: str, step: Step) -> Advice | None:
    """The coach's advice for the decision about to be made at ``step`` (None at the end)."""
    if step.to_play is None or not step.legal:
        return None
    return coach.advise(spec(game).coach, step.views[step.to_play], list(step.legal))


def _spoken_of(advice: Advice, names: Sequence[str], you: int | None) -> str | None:
    """The name the coach speaks of the seat by, or None when it speaks to the viewer."""
    return None if advice.seat == you else names[advice.seat]


def advice_odds(advice: Advice, step: Step, names: Sequence[str], you: int | None = None) -> Odds | None:
    """The odds of the standing bid or claim for the seat to play, said as the table's odds
    line says them (its words, its band; the dice are that seat's, named unless it is ``you``,
    the person watching), or None where there is nothing to judge."""
    if advice.chance is None:
        return None
    view = step.views[advice.seat]
    bid = getattr(view, "last_bid", None)
    if isinstance(bid, Bid):
        return bid_odds(bid_words(bid.quantity, bid.face), advice.chance,
                        _spoken_of(advice, names, you), read=perudo_read_chance(view, bid))
    claim = getattr(view, "announcement", None)
    if isinstance(view, MachacekView) and claim is not None:
        return claim_odds(value_label(claim), advice.chance, machacek_read_chance(view))
    return None


def advice_text(advice: Advice, step: Step, played: Action | None, names: Sequence[str],
                you: int | None = None) -> str:
    """The advice in sentences: the suggestion, its reason, what was played (the odds are
    :func:`advice_odds`, on a line of their own). The reason speaks of the seat to play by
    name unless it is ``you``, the person watching the replay of their own game."""
    lines = [
        fill_in(QCoreApplication.translate("ReplayCoach", "The coach for {name}: {play}."),
                name=names[advice.seat], play=action_text(advice.action, names)),
        reason_text(advice, _spoken_of(advice, names, you)) + ".",
    ]
    if played is not None:
        same = played == advice.action
        template = (QCoreApplication.translate("ReplayCoach", "{name} played that: {play}.") if same
                    else QCoreApplication.translate("ReplayCoach", "{name} played instead: {play}."))  # fmt: skip
        lines.append(fill_in(template, name=names[advice.seat], play=action_text(played, names)))
    return "\n".join(lines)


class _Signals(QObject):
    done = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, token: int, work: Callable[[], Advice | None], signals: _Signals) -> None:
        super().__init__()
        self.token, self.work, self.signals = token, work, signals

    def run(self) -> None:
        try:
            advice = self.work()
        except Exception as exc:  # reported on the GUI thread, never lost in the pool
            self.signals.done.emit(self.token, exc)
            return
        self.signals.done.emit(self.token, advice)


class CoachAsker(QObject):
    """Asks the coach off the GUI thread; :attr:`answered` brings the step's number and
    the advice (None: nobody is to play there).  A newer question makes older answers moot."""

    answered = Signal(int, object)
    failed = Signal(str)

    def __init__(self, game: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._token = 0
        self._asked: dict[int, int] = {}
        self._cache: dict[int, Advice | None] = {}
        self._signals = _Signals(self)
        self._signals.done.connect(self._done)

    def ask(self, step: Step) -> None:
        if step.number in self._cache:
            self.answered.emit(step.number, self._cache[step.number])
            return
        self._token += 1
        self._asked[self._token] = step.number
        game = self.game
        QThreadPool.globalInstance().start(_Job(self._token, lambda: advise_step(game, step), self._signals))

    def is_busy(self) -> bool:
        return bool(self._asked)

    def _done(self, token: int, result: object) -> None:
        number = self._asked.pop(token, None)
        if number is None:
            return
        if isinstance(result, Exception):
            self.failed.emit(str(result))
            return
        advice = result if isinstance(result, Advice) else None
        self._cache[number] = advice
        if token == self._token:
            self.answered.emit(number, advice)
