"""A new game's set-up (game, seats, rules) and turning it into an engine game.

The games are the registry's (``tablegames_qt.games``); the rule options offered in the
dialog are the ones each rules class describes (``engine/options.py``), with their
defaults (the seed's rules).  A remembered value for a field the rules no longer have is
skipped, so a renamed option never breaks the dialog.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine import options
from tablegames_qt.engine.core import Game
from tablegames_qt.engine.options import CONTEXT as OPTIONS_CONTEXT
from tablegames_qt.engine.options import RuleOption as RuleOption
from tablegames_qt.games import RANDOM, spec
from tablegames_qt.storage.seat_names import is_key, looks_like_key, recognise
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE, SeatConfig

CONTEXT = OPTIONS_CONTEXT


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def rules_class(game: str) -> type[Any]:
    """The rules class of ``game`` (its spec's; ``KeyError`` for an unknown game)."""
    return spec(game).rules


def offered_options(game: str) -> list[RuleOption]:
    """The options of ``game`` the New game dialog offers, as its rules class describes them."""
    return [option for option in spec(game).options if option.offered]


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
        return spec(self.game).new_game(len(self.seats), self.rules, seed)

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
            low, high = spec(game).seats
            raw_seats = data["seats"]
            if not isinstance(raw_seats, list) or not low <= len(raw_seats) <= high:
                return None
            seats: list[SeatConfig] = []
            defaults: list[bool] = []
            for raw in raw_seats:
                kind = raw.get("kind")
                level = raw.get("level", "normal")
                name = str(raw.get("name", "")).strip()
                if kind not in (HUMAN, BOT, PHONE) or level not in (RANDOM, *spec(game).levels):
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
    """The rules of ``game`` with ``values`` for the options it has."""
    return options.build_rules(spec(game).rules, values)


def default_setup(game: str, you: str, bot_names: list[str]) -> GameSetup:
    """One human and bots, as many seats as the game's spec suggests."""
    count = spec(game).default_seats
    seats = [SeatConfig(you, HUMAN)] + [SeatConfig(bot_names[i], BOT, "normal") for i in range(count - 1)]
    return GameSetup(game, seats, spec(game).rules(), [True] * count)
