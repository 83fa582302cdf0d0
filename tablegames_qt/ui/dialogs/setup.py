"""A new game's set-up (game, seats, rules) and turning it into an engine game.

The rule options offered in the dialog are described here, per game, by the
names of the engines' rules dataclass fields; defaults come from the rules
classes themselves (the seed's rules).  A field the engine does not have is
skipped, so a renamed option never breaks the dialog, and a field not
described here keeps its default.
"""

from __future__ import annotations

import dataclasses
import importlib
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine import game_class
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Game
from tablegames_qt.storage.seat_names import is_key, looks_like_key, recognise
from tablegames_qt.ui.session import BOT, HUMAN, PHONE, SeatConfig

GAMES: tuple[str, ...] = ("perudo", "machacek", "casino")

RULES_CLASSES: dict[str, tuple[str, ...]] = {
    "perudo": ("tablegames_qt.engine.perudo:PerudoRules",),
    "machacek": ("tablegames_qt.engine.machacek:MachacekRules",),
    "casino": (
        "tablegames_qt.engine.casino:CasinoRules",
        "tablegames_qt.engine.casino.cards:CasinoRules",
    ),
}

#: players per game: (fewest, most) — the engines' own limits where they say
SEAT_LIMITS: dict[str, tuple[int, int]] = {"perudo": (2, 10), "machacek": (2, 10), "casino": (2, 4)}

CONTEXT = "RuleOptions"


@dataclass(frozen=True)
class RuleOption:
    """One rule variant in the dialog.

    ``kind``: "bool" (check box), "choice" (``choices`` of (value, label)),
    "int" (``minimum``..``maximum``; ``off_label`` names the minimum when it
    means "off"), "games" (a number of games, or None for open-ended).
    """

    field: str
    label: str
    explanation: str
    kind: str
    choices: tuple[tuple[Any, str], ...] = ()
    minimum: int = 0
    maximum: int = 0
    off_label: str = ""


RULE_OPTIONS: dict[str, tuple[RuleOption, ...]] = {
    "perudo": (
        RuleOption(
            "starting_dice",
            QT_TRANSLATE_NOOP("RuleOptions", "Dice per player"),
            QT_TRANSLATE_NOOP("RuleOptions", "How many dice everyone starts with. The classic game uses 5."),
            "int",
            minimum=1,
            maximum=5,
        ),
        RuleOption(
            "calza",
            QT_TRANSLATE_NOOP("RuleOptions", "Calza (exact call)"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Instead of raising or saying Dudo, claim the last bid is exactly right. "
                "Right: you win a die back. Wrong: you lose one.",
            ),
            "bool",
        ),
        RuleOption(
            "ones_opening",
            QT_TRANSLATE_NOOP("RuleOptions", "Open with a bid on ones"),
            QT_TRANSLATE_NOOP(
                "RuleOptions", "A round may start with a bid on ones (normally only in a Maputo round)."
            ),
            "bool",
        ),
        RuleOption(
            "auto_maputo",
            QT_TRANSLATE_NOOP("RuleOptions", "Automatic Maputo"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "A round is Maputo whenever its opener has just dropped to one die, "
                "instead of being declared once per game.",
            ),
            "bool",
        ),
    ),
    "machacek": (
        RuleOption(
            "games",
            QT_TRANSLATE_NOOP("RuleOptions", "Match length"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Games in the match; whoever wins the most is the best. "
                "Open-ended: play until you decide to stop.",
            ),
            "games",
            minimum=1,
            maximum=99,
        ),
        RuleOption(
            "truth",
            QT_TRANSLATE_NOOP("RuleOptions", "An announcement is true when the dice show"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Exactly: only the announced value itself. At least (the Mia rule): "
                "the announced value or anything higher.",
            ),
            "choice",
            choices=(
                ("exact", QT_TRANSLATE_NOOP("RuleOptions", "exactly the announced value")),
                ("at_least", QT_TRANSLATE_NOOP("RuleOptions", "at least the announced value")),
            ),
        ),
        RuleOption(
            "lives",
            QT_TRANSLATE_NOOP("RuleOptions", "Lives"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Everyone starts with this many lives; a lost game costs one (two after "
                "Macháček) and the last player left wins. Replaces the match length.",
            ),
            "int",
            minimum=0,
            maximum=9,
            off_label=QT_TRANSLATE_NOOP("RuleOptions", "off"),
        ),
        RuleOption(
            "random_order",
            QT_TRANSLATE_NOOP("RuleOptions", "New seat order every game"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Before each game the order is drawn anew; the loser of the last game still starts.",
            ),
            "bool",
        ),
    ),
    "casino": (
        RuleOption(
            "twenty_needs",
            QT_TRANSLATE_NOOP("RuleOptions", "At 20 points you win only by taking"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "The game is played to 21 points, and the last ones must come from a special "
                "item: at 18 most cards, at 19 Big Casino (10♦), at 20 this one.",
            ),
            "choice",
            choices=(
                ("little_casino", QT_TRANSLATE_NOOP("RuleOptions", "Little Casino (2♠)")),
                ("spades", QT_TRANSLATE_NOOP("RuleOptions", "most spades")),
            ),
        ),
    ),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def rules_class(game: str) -> type[Any]:
    """The engine's rules dataclass of ``game``."""
    errors: list[str] = []
    for target in RULES_CLASSES[game]:
        module_name, _, class_name = target.partition(":")
        try:
            cls: type[Any] = getattr(importlib.import_module(module_name), class_name)
        except (ImportError, AttributeError) as exc:
            errors.append(str(exc))
            continue
        return cls
    raise ImportError(f"no rules class for {game}: {'; '.join(errors)}")


def is_available(game: str) -> bool:
    """Whether the engine of ``game`` can be loaded (a game still in the works cannot)."""
    try:
        game_class(game)
        rules_class(game)
    except (ImportError, AttributeError, ValueError):
        return False
    return True


def offered_options(game: str) -> list[RuleOption]:
    """The options of ``game`` its rules class really has."""
    names = {f.name for f in dataclasses.fields(rules_class(game))}
    return [option for option in RULE_OPTIONS.get(game, ()) if option.field in names]


@dataclass
class GameSetup:
    """Everything needed to start (or restart) a game."""

    game: str
    seats: list[SeatConfig]
    rules: Any
    #: whether each seat's name is one the dialog chose (so it may follow the language)
    default_names: list[bool] = field(default_factory=list)
    #: a hot-seat table whose people may ask the coach for hints (solo games always may)
    allow_hints: bool = False

    def make_game(self, seed: int | None = None) -> Game[Any, Any]:
        """A fresh engine game for this set-up (a new random seed unless given)."""
        cls = game_class(self.game)
        game: Game[Any, Any] = cls(players=len(self.seats), rules=self.rules, seed=seed)  # type: ignore[call-arg]
        return game

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [
                {"name": s.name, "kind": s.kind, "level": s.level, "default_name": d,
                 **({"profile_id": s.profile_id} if s.profile_id is not None else {})}
                for s, d in zip(self.seats, self._defaults(), strict=True)
            ],
            "rules": dataclasses.asdict(self.rules),
            "allow_hints": self.allow_hints,
        }

    def _defaults(self) -> list[bool]:
        flags = list(self.default_names[: len(self.seats)])
        return flags + [False] * (len(self.seats) - len(flags))

    @classmethod
    def from_json(cls, game: str, data: dict[str, Any]) -> GameSetup | None:
        """A remembered set-up, or None when it does not fit (the dialog then uses defaults)."""
        try:
            low, high = SEAT_LIMITS[game]
            raw_seats = data["seats"]
            if not isinstance(raw_seats, list) or not low <= len(raw_seats) <= high:
                return None
            seats: list[SeatConfig] = []
            defaults: list[bool] = []
            for raw in raw_seats:
                kind = raw.get("kind")
                level = raw.get("level", "normal")
                name = str(raw.get("name", "")).strip()
                if kind not in (HUMAN, BOT, PHONE) or level not in ("random", "easy", "normal", "hard"):
                    return None
                if not name:
                    return None
                default = bool(raw.get("default_name", False)) or is_key(name)
                if default:  # earlier versions wrote a default name as its text
                    name = recognise(name, bot=kind == BOT)
                elif looks_like_key(name):
                    return None
                profile_id = raw.get("profile_id")
                if type(profile_id) is not int or kind != HUMAN:
                    profile_id = None
                seats.append(SeatConfig(name if is_key(name) else name[:24], kind, level, profile_id))
                defaults.append(default)
            rules = build_rules(game, data.get("rules", {}))
        except (KeyError, TypeError, ValueError, AttributeError, ImportError):
            return None
        return cls(game, seats, rules, defaults, data.get("allow_hints") is True)


def build_rules(game: str, values: dict[str, Any]) -> Any:
    """The rules dataclass of ``game`` with ``values`` for the fields it has."""
    cls = rules_class(game)
    names = {f.name for f in dataclasses.fields(cls)}
    return cls(**{k: v for k, v in values.items() if k in names})


def default_setup(game: str, you: str, bot_names: list[str]) -> GameSetup:
    """One human and bots: four seats for the dice games, two for Casino."""
    count = 2 if game == "casino" else 4
    seats = [SeatConfig(you, HUMAN)] + [SeatConfig(bot_names[i], BOT, "normal") for i in range(count - 1)]
    return GameSetup(game, seats, rules_class(game)(), [True] * count)
