"""Higher or lower: the pure parts (engine, rules, bot, coach, figures) and the spec.

Each player in turn sees the die on the table and guesses whether the next roll will be
higher or lower; a wrong guess (an equal roll is wrong) loses a point.  After ``turns``
guesses each, the players with the most points win.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tablegames_qt.coach.advice import Explanation, Reason
from tablegames_qt.coach.part import GameCoach
from tablegames_qt.engine import core
from tablegames_qt.engine.core import Action, Event, Game, IllegalAction, View
from tablegames_qt.engine.options import RuleOption, check_rules, whole
from tablegames_qt.games import GameSpec, Progress, register, spec
from tablegames_qt.games.figures import Tracker, Unit

NAME = "hilo"


@dataclass(frozen=True, slots=True)
class HiLoRules:
    turns: int = 3
    points: int = 3

    OPTIONS: ClassVar[tuple[RuleOption, ...]] = (
        whole("turns", "Guesses each", "How many guesses every player makes.", 1, 20),
        whole("points", "Points", "Everyone starts with this many points.", 1, 9),
    )

    def __post_init__(self) -> None:
        check_rules(self)


@dataclass(frozen=True, slots=True)
class Guess(Action):
    higher: bool

    def __str__(self) -> str:
        return "higher" if self.higher else "lower"


@dataclass(frozen=True, slots=True)
class HiLoView(View):
    die: int
    points: tuple[int, ...]
    current_player: int | None
    turns_left: int


class HiLoGame(Game[Guess, HiLoView]):
    NAME: ClassVar[str] = NAME
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 4

    def __init__(self, players: int = 2, rules: HiLoRules = HiLoRules(), seed: int | None = None) -> None:
        self.players = core.check_players(players, self.MIN_PLAYERS, self.MAX_PLAYERS)
        if not isinstance(rules, HiLoRules):
            raise ValueError(f"rules must be HiLoRules, not {rules!r}")
        self.rules = rules
        self.seed = core.new_seed(seed)
        self._rng = random.Random(self.seed)
        self.history: list[Guess] = []
        self.die = self._rng.randint(1, 6)
        self.points = [rules.points] * players
        self.wrong = [0] * players

    def _turns(self) -> int:
        return self.rules.turns * self.players

    def is_over(self) -> bool:
        return len(self.history) >= self._turns()

    def current_player(self) -> int | None:
        return None if self.is_over() else len(self.history) % self.players

    def legal_actions(self) -> list[Guess]:
        return [] if self.is_over() else [Guess(True), Guess(False)]

    def apply(self, action: Guess) -> list[Event]:
        seat = self.current_player()
        if seat is None or not isinstance(action, Guess):
            raise IllegalAction("not a guess now")
        roll = self._rng.randint(1, 6)
        right = roll > self.die if action.higher else roll < self.die
        if not right:
            self.points[seat] -= 1
            self.wrong[seat] += 1
        self.history.append(action)
        events = [Event("guess", seat, "{seat} guesses " + str(action), {"seat": seat}),
                  Event("roll", seat, "", {"die": roll, "before": self.die, "right": right})]
        self.die = roll
        if self.is_over():
            events.append(Event("game_over", None, "", {"winners": self.winners()}))
        return events

    def view(self, seat: int) -> HiLoView:
        return HiLoView(seat, self.die, tuple(self.points), self.current_player(),
                        self._turns() - len(self.history))

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        best = max(self.points)
        return [seat for seat, points in enumerate(self.points) if points == best]

    def setup_json(self) -> dict[str, Any]:
        return {"players": self.players, "seed": self.seed, "rules": dataclasses.asdict(self.rules)}

    def encode_action(self, action: Guess) -> Any:
        return {"type": "Guess", "higher": action.higher}

    @classmethod
    def decode_action(cls, data: Any) -> Guess:
        if not isinstance(data, dict) or type(data.get("higher")) is not bool:
            raise IllegalAction("not a guess")
        return Guess(data["higher"])

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any]) -> HiLoGame:
        return cls(players=setup["players"], rules=HiLoRules(**setup["rules"]), seed=setup["seed"])


class HiLoBot:
    """Guesses towards the middle: higher from a low die, lower from a high one."""

    def __init__(self, level: str = "easy") -> None:
        self.level = level

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        return Guess(view.die <= 3) if Guess(view.die <= 3) in legal_actions else legal_actions[0]


class HiLoTracker(Tracker):
    def _final(self, game: Game[Any, Any]) -> Unit:
        unit = super()._final(game)
        assert isinstance(game, HiLoGame)
        unit.figures.update({seat: {"wrong_guesses": float(game.wrong[seat])}
                             for seat in range(game.players)})
        return unit


def _explain(view: Any, legal: Sequence[Action], action: Action) -> Explanation:
    chance = (6 - view.die) / 6 if isinstance(action, Guess) and action.higher else (view.die - 1) / 6
    return Explanation((), chance, Reason("Guess towards the middle."))


def _progress(game: Game[Any, Any]) -> Progress:
    assert isinstance(game, HiLoGame)
    return Progress(len(game.history) + 1, game._turns(), tuple(game.points), "")


SPEC = GameSpec(
    name=NAME,
    title="Higher or lower",
    engine=HiLoGame,
    rules=HiLoRules,
    view=HiLoView,
    bots={"easy": lambda **o: HiLoBot("easy"), "normal": lambda **o: HiLoBot("normal"),
          "hard": lambda **o: HiLoBot("hard")},
    coach=GameCoach(NAME, HiLoView, lambda: HiLoBot("hard"), _explain),
    figures=HiLoTracker,
    figure_names=("wrong_guesses",),
    order=99,
    default_seats=2,
    progress=_progress,
)


def register_spec() -> None:
    if spec_known():
        return
    register(SPEC)


def spec_known() -> bool:
    try:
        return spec(NAME) is SPEC
    except KeyError:
        return False
