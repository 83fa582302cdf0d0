"""The registry of games: one :class:`GameSpec` per game, registered once, in its own module.

In the manner of OpenSpiel's ``GameType`` and ``registered_games()``: a game's pure parts —
its name, title, seat limits, rules class, how an engine game is made, its bots by level,
its coach, its statistics figures and the progress a save shows — are gathered in one
spec, which the game's module here (``perudo.py``, ``machacek.py``, ``casino.py``) hands to
:func:`register`.  Everything else asks :func:`games` (every game, in the order the app
shows them) or :func:`spec` (one game by name; ``KeyError`` for a name nobody registered,
never a guess); nothing else lists the games or branches on a name.  The Qt parts of a
game (its screen, replay scene, guide, sounds, texts) are its *room*, registered the same
way in its ``ui`` package (``ui/rooms.py``).

The modules of this package are found with :mod:`pkgutil` on first use, so a new game is a
module here (and a room in ``ui``); a test may :func:`register` a game of its own.  Names
stay the keys of the files: a save, a replay and a statistics row carry the game's name.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Game, View
from tablegames_qt.engine.options import RuleOption, options_of

if TYPE_CHECKING:  # the games' own modules import them; the registry itself stays light
    from tablegames_qt.bots import Bot
    from tablegames_qt.coach.part import GameCoach
    from tablegames_qt.games.figures import Tracker

#: the translation context of the games' titles (``ui`` translates ``spec.title`` in it)
TITLES = "Games"
#: the level every game plays: a random legal action (the bots' own fallback too)
RANDOM = "random"


@dataclass(frozen=True)
class Progress:
    """How far a game has got, from what every seat can see (a save's Continue says it).

    ``number``: Perudo's round, the Macháček game being played (1 = the
    first), Royal Casino's deal.  ``of``: the games of a Macháček match
    (None: open-ended, or played for lives).  ``standing``: per seat the
    dice left (Perudo), games won or lives left (Macháček); per side the
    points (Royal Casino) — ``measure`` says which: "dice", "wins", "lives"
    or "points" ("" for nothing).  ``target``: the points that win Royal Casino.
    """

    number: int
    of: int | None
    standing: tuple[int, ...]
    measure: str
    target: int | None = None


def _no_progress(game: Game[Any, Any]) -> Progress:
    return Progress(len(game.history), None, (), "")


@dataclass(frozen=True)
class GameSpec:
    """Everything pure about one game; see the module docstring.

    ``title``: the game's name, an English key marked with ``QT_TRANSLATE_NOOP`` in the
    context :data:`TITLES`; :meth:`new_game` makes an engine game through the constructor
    the engine contract declares (``engine/core.py``: ``(players, rules, seed)``);
    ``bots`` maps each level ("easy", "normal", "hard") to a factory taking the bot's
    options (:func:`by_level`; the random level needs none: every game has it); ``coach``
    is what the coach needs of the game (``coach/part.py``); ``figures`` makes the
    statistics' tracker of a game (``games/figures.py``), ``figure_names`` are the figures
    it records, ``per_deal`` those averaged per deal; ``dice``: the statistics count its die
    faces (a fair-dice view); ``progress`` says how far an unfinished game got (a Continue
    card).  ``order`` places it among the games the app shows, ``default_seats`` is the
    table a new set-up starts with.
    """

    name: str
    title: str
    engine: type[Game[Any, Any]]
    rules: type[Any]
    view: type[View]
    bots: Mapping[str, Callable[..., Bot]]
    coach: GameCoach
    figures: Callable[[Game[Any, Any]], Tracker]
    figure_names: tuple[str, ...]
    order: int
    default_seats: int
    progress: Callable[[Game[Any, Any]], Progress] = _no_progress
    per_deal: frozenset[str] = frozenset()
    dice: bool = False

    @property
    def seats(self) -> tuple[int, int]:
        """The fewest and the most players, the engine's own limits."""
        return self.engine.MIN_PLAYERS, self.engine.MAX_PLAYERS

    @property
    def levels(self) -> tuple[str, ...]:
        """The bot levels this game offers, easiest first (the random one apart)."""
        return tuple(self.bots)

    @property
    def options(self) -> tuple[RuleOption, ...]:
        """The rule options of this game (described once, on its rules class)."""
        return options_of(self.rules)

    def new_game(self, players: int, rules: Any = None, seed: int | None = None) -> Game[Any, Any]:
        """A fresh game of ``players`` under ``rules`` (None: the standard rules)."""
        return self.engine(players, rules if rules is not None else self.rules(), seed)

    def make_bot(self, level: str, **options: Any) -> Bot:
        """A fresh bot for one seat; ``ValueError`` for a level this game does not have."""
        if level == RANDOM:
            from tablegames_qt.bots.random_bot import RandomBot

            return RandomBot()
        try:
            factory = self.bots[level]
        except KeyError:
            raise ValueError(f"no {level!r} bot for {self.name!r}") from None
        return factory(**options)


def by_level(classes: Callable[[], tuple[Callable[..., Bot], ...]]) -> dict[str, Callable[..., Bot]]:
    """A spec's ``bots`` from ``classes()``, the easy, normal and hard bot classes — called
    when a bot is first made, so the bots' modules load then, not with the registry."""

    def maker(index: int) -> Callable[..., Bot]:
        return lambda **options: classes()[index](**options)

    return {level: maker(index) for index, level in enumerate(("easy", "normal", "hard"))}


_SPECS: dict[str, GameSpec] = {}
_found = False


def register(game: GameSpec) -> GameSpec:
    """Add ``game`` to the registry (a game's module calls this once); a second game of
    the same name is an error."""
    known = _SPECS.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"a game called {game.name!r} is registered already")
    _SPECS[game.name] = game
    return game


def unregister(name: str) -> None:
    """Take a game out of the registry (a test's own game, after the test)."""
    _SPECS.pop(name, None)


def _find() -> None:
    """Import every module of this package once: each registers its game."""
    global _found
    if _found:
        return
    _found = True
    for module in pkgutil.iter_modules(__path__):
        if not module.name.startswith("_") and module.name != "figures":
            importlib.import_module(f"{__name__}.{module.name}")


def games() -> tuple[GameSpec, ...]:
    """Every registered game, in the order the app shows them."""
    _find()
    return tuple(sorted(_SPECS.values(), key=lambda game: (game.order, game.name)))


def names() -> tuple[str, ...]:
    """The names of :func:`games`."""
    return tuple(game.name for game in games())


def spec(name: str) -> GameSpec:
    """The game called ``name``; ``KeyError`` when no game has that name."""
    _find()
    try:
        return _SPECS[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(sorted(_SPECS))}") from None


def is_game(name: object) -> bool:
    """Whether ``name`` is a registered game's name."""
    _find()
    return isinstance(name, str) and name in _SPECS


def game_class(name: str) -> type[Game[Any, Any]]:
    """The engine class of game ``name``; ``ValueError`` for an unknown name (a file's
    field, checked on load)."""
    if not is_game(name):
        raise ValueError(f"unknown game {name!r}; known: {', '.join(names())}")
    return _SPECS[name].engine


def make_bot(game: str, level: str, **options: Any) -> Bot:
    """A fresh bot of ``level`` for one seat of ``game``."""
    return spec(game).make_bot(level, **options)


__all__ = [
    "QT_TRANSLATE_NOOP", "RANDOM", "TITLES", "GameSpec", "Progress", "by_level", "game_class", "games",
    "is_game", "make_bot", "names", "register", "spec", "unregister",
]  # fmt: skip
