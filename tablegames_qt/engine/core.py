"""The protocol every game engine follows.

Engines are pure Python: no Qt here (ruff TID251 enforces it).  A game is a
state machine driven by :meth:`Game.apply`; chance comes only from the game's
own ``random.Random(seed)``, so a seed plus the list of applied actions
reproduces a game exactly.  That is also how games are saved: ``to_json()``
writes the set-up and the action log, ``from_json()`` replays it, which both
resumes a game losslessly and validates a tampered file (every replayed action
goes through the rules again).
"""

from __future__ import annotations

import dataclasses
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Concatenate, Generic, ParamSpec, TypeVar, cast

SAVE_FORMAT_VERSION = 1


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` without importing Qt.

    ``pyside6-lupdate`` picks these calls up; ``ui/`` translates the text with
    ``QCoreApplication.translate(context, text)`` and then formats it.
    """
    return text


class _KeepMissing(dict[str, Any]):
    """Values for ``str.format_map``: a placeholder nobody filled stays as it is."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill_in(template: str, **values: Any) -> str:
    """The one way to fill a text: ``fill_in(tr("{name} bids {bid}"), name=…, bid=…)``.

    Every text has named placeholders. A translation with a broken or unknown
    placeholder must not crash the game: an unknown ``{key}`` stays as written, a
    malformed template is shown unfilled. (Qt-free, so engines, storage and ``ui/``
    fill texts the same way; ``ui/texts.py`` offers it beside the translating helpers.)
    """
    try:
        return template.format_map(_KeepMissing(values))
    except (IndexError, ValueError, AttributeError, TypeError):
        return template


class IllegalAction(ValueError):
    """An action the rules forbid, or input that is not an action at all.

    ``template`` is an English source text marked with ``QT_TRANSLATE_NOOP``
    in ``context``; ``params`` fill its ``{placeholders}``.  ``str(exc)`` is the
    formatted English message, e.g. "bid 3 ones is too low after 7 fours: at
    least 4 ones".  The game state is never changed by a refused action.
    """

    def __init__(self, template: str, context: str = "engine", **params: Any) -> None:
        self.template = template
        self.context = context
        self.params: dict[str, Any] = params
        super().__init__(fill_in(template, **params) if params else template)


class Action:
    """Marker base class: every action is a frozen, hashable dataclass."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the UI to show or animate.

    ``kind`` is machine-readable ("bid", "challenge", "die_lost", ...),
    ``seat`` the acting seat if any, ``text`` an English template marked for
    translation (context ``context``) whose ``{placeholders}`` come from
    ``data``.  Seat placeholders are named ``seat``/``loser``/... and hold seat
    numbers: the UI replaces them with player names.
    """

    kind: str
    seat: int | None = None
    text: str = ""
    data: Mapping[str, Any] = field(default_factory=dict)
    context: str = "engine"

    def message(self) -> str:
        """The English text with the data filled in (for logs and tests)."""
        return self.text.format(**self.data) if self.text else self.kind


# A frozen dataclass's __init__ goes through object.__setattr__ for every field; an event
# of a declared kind is set through its slots directly (the same object, made faster).
_new_object = object.__new__
_set_kind, _set_seat, _set_text, _set_data, _set_context = (
    getattr(Event, name).__set__ for name in ("kind", "seat", "text", "data", "context")
)

#: an event kind's payload: a TypedDict the game declares next to its engine
PayloadT = TypeVar("PayloadT", bound=Mapping[str, object])
_Args = ParamSpec("_Args")
_R = TypeVar("_R")


@dataclass(frozen=True, slots=True)
class EventKind(Generic[PayloadT]):
    """One kind of event a game emits, with the type of its payload (``Event.data``).

    Each game declares its kinds once, next to its engine (``engine/<game>/events.py``):
    ``BID = EventKind("bid", BidData)`` where ``BidData`` is a ``TypedDict``.  The engine
    makes its events through the kind (``BID.event(seat, text, {...})``, the payload
    checked by mypy), and the readers get the payload typed: ``BID.on(handler)`` for a
    table of kind -> handler, ``BID.of(event)`` for one event.  ``Event`` itself stays
    generic, so a game without declared kinds (``tests/hilo``) works as before.
    """

    name: str
    payload: type[PayloadT]
    #: the translation context of the events' texts (the game's)
    context: str = "engine"

    def event(self, seat: int | None, text: str, data: PayloadT) -> Event:
        """An event of this kind (built through the slots: the arena makes many)."""
        event = _new_object(Event)
        _set_kind(event, self.name)
        _set_seat(event, seat)
        _set_text(event, text)
        _set_data(event, data)
        _set_context(event, self.context)
        return event

    def of(self, event: Event) -> PayloadT | None:
        """``event``'s payload if it is of this kind, else None."""
        return cast(PayloadT, event.data) if event.kind == self.name else None

    def data(self, event: Event) -> PayloadT:
        """``event``'s payload; ``event`` must be of this kind."""
        if event.kind != self.name:
            raise ValueError(f"a {event.kind!r} event is not a {self.name!r} event")
        return cast(PayloadT, event.data)

    def on(
        self, handler: Callable[Concatenate[Event, PayloadT, _Args], _R]
    ) -> tuple[str, Callable[Concatenate[Event, _Args], _R]]:
        """An entry of a kind -> handler table: ``dict([BID.on(self._bid), ...])`` where
        ``_bid(event, data: BidData, ...)`` gets the payload typed."""

        def run(event: Event, /, *args: _Args.args, **kwargs: _Args.kwargs) -> _R:
            return handler(event, cast(PayloadT, event.data), *args, **kwargs)

        run.__wrapped__ = handler  # type: ignore[attr-defined]  # (as functools.wraps says it)
        return self.name, run


def first_of(
    events: Iterable[Event], *kinds: EventKind[PayloadT]
) -> tuple[Event, PayloadT] | None:
    """The first of ``events`` of one of ``kinds``, with its payload typed (None: none)."""
    names = {kind.name for kind in kinds}
    for event in events:
        if event.kind in names:
            return event, cast(PayloadT, event.data)
    return None


class EventKinds(Mapping[str, EventKind[Any]]):
    """The kinds of event one game emits, by name (a game's ``Game.EVENTS``)."""

    def __init__(self, *kinds: EventKind[Any]) -> None:
        self._kinds = {kind.name: kind for kind in kinds}
        if len(self._kinds) != len(kinds):
            raise ValueError("two event kinds of one game share a name")

    def __getitem__(self, name: str) -> EventKind[Any]:
        return self._kinds[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._kinds)

    def __len__(self) -> int:
        return len(self._kinds)


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know.  Each game extends it with its own fields."""

    seat: int


A = TypeVar("A", bound=Action)
V = TypeVar("V", bound=View)
G = TypeVar("G", bound="Game[Any, Any]")


class Game(ABC, Generic[A, V]):
    """A game in progress.  Subclasses keep state in small mutable fields and
    never deep-copy on the hot path."""

    #: short identifier used in saves, statistics and the arena
    NAME: ClassVar[str] = ""
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 10
    #: the event kinds that begin a round (a Perudo round, a Macháček game, a Casino deal):
    #: a take-back stays inside the current one
    ROUND_EVENTS: ClassVar[frozenset[str]] = frozenset()
    #: the kinds of event the game emits, each with its payload's type (empty: undeclared)
    EVENTS: ClassVar[EventKinds] = EventKinds()

    players: int
    seed: int
    history: list[A]

    def __init__(self, players: int, rules: Any, seed: int | None = None) -> None:
        """Every engine is made so: ``players`` seats, its rules (an instance of its rules
        class, whose defaults are the standard rules), a seed (None: a random one); preset
        positions for tests may follow by keyword.  Declared here for the contract (a game's
        spec makes its games through it, ``games/``); each engine sets its own state."""

    @abstractmethod
    def current_player(self) -> int | None:
        """The seat whose decision it is; ``None`` when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[A]:
        """Every distinct legal action of the current player (empty when over)."""

    @abstractmethod
    def apply(self, action: A) -> list[Event]:
        """Play ``action`` for the current player.

        Raises :class:`IllegalAction` (state unchanged) when it is not legal.
        """

    @abstractmethod
    def view(self, seat: int) -> V:
        """Everything ``seat`` may know, and nothing more."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def winners(self) -> list[int]:
        """The winning seats (empty while the game goes on)."""

    def opening_events(self) -> list[Event]:
        """The events of the set-up (a first roll or deal), for the UI to show."""
        return []

    # -- saving -----------------------------------------------------------
    @abstractmethod
    def setup_json(self) -> dict[str, Any]:
        """The constructor arguments that, with the action log, rebuild the game."""

    @abstractmethod
    def encode_action(self, action: A) -> Any:
        """A JSON-compatible form of ``action``."""

    @classmethod
    @abstractmethod
    def decode_action(cls, data: Any) -> A:
        """The inverse of :meth:`encode_action`; raises ``IllegalAction`` on bad data."""

    @classmethod
    @abstractmethod
    def from_setup(cls: type[G], setup: Mapping[str, Any]) -> G:
        """Build a fresh game from :meth:`setup_json` output (validating it)."""

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT_VERSION,
                "game": self.NAME,
                "setup": self.setup_json(),
                "actions": [self.encode_action(a) for a in self.history],
            },
            ensure_ascii=False,
            separators=(",", ":"),
            sort_keys=True,
        )

    @classmethod
    def from_json(cls: type[G], text: str | bytes) -> G:
        """Rebuild a game by replaying its log.  Any malformed, tampered or
        foreign save raises ``ValueError`` (``IllegalAction`` for bad moves)."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as exc:
            raise ValueError(f"not a saved game: {exc}") from exc
        if not isinstance(data, dict):
            raise ValueError("not a saved game: expected a JSON object")
        if data.get("format") != SAVE_FORMAT_VERSION:
            raise ValueError(f"unsupported save format version: {data.get('format')!r}")
        if data.get("game") != cls.NAME:
            raise ValueError(f"this save is for {data.get('game')!r}, not {cls.NAME!r}")
        setup = data.get("setup")
        actions = data.get("actions")
        if not isinstance(setup, dict) or not isinstance(actions, list):
            raise ValueError("not a saved game: setup or actions missing")
        try:
            game = cls.from_setup(setup)
        except (TypeError, KeyError) as exc:
            raise ValueError(f"bad game setup in save: {exc}") from exc
        for index, raw in enumerate(actions):
            if game.is_over():
                raise ValueError(f"save has actions after the end of the game (#{index})")
            try:
                game.apply(cls.decode_action(raw))
            except IllegalAction as exc:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("engine", "saved action #{index} is not legal: {reason}"),
                    index=index,
                    reason=str(exc),
                ) from exc
        return game


@dataclass(frozen=True)
class Played:
    """One action of a game's log as it was played: who, what, and what happened."""

    seat: int | None
    action: Any
    events: tuple[Event, ...]


@dataclass
class Replay(Generic[G]):
    """A game's past rebuilt through the rules: the game after ``len(played)`` actions,
    the set-up's events and each action's own."""

    game: G
    opening: tuple[Event, ...]
    played: list[Played]


def replay_log(game: G, upto: int | None = None) -> Replay[G]:
    """Play ``game``'s set-up and the first ``upto`` actions of its log (all by default)
    again in a fresh game. Chance comes from the same seed, so the replayed game *is* the
    game at that point: resumed screens rebuild their history from it, a take-back
    returns to it, a replay steps through it."""
    fresh = type(game).from_setup(game.setup_json())
    opening = tuple(fresh.opening_events())
    actions = game.history if upto is None else game.history[: max(0, upto)]
    played = []
    for action in list(actions):
        seat = fresh.current_player()
        played.append(Played(seat, action, tuple(fresh.apply(action))))
    return Replay(fresh, opening, played)


def take_back_point(game: Game[Any, Any], seat: int, replay: Replay[Any] | None = None) -> int | None:
    """How long the log is just before ``seat``'s last decision in the current round —
    what a take-back replays to (``replay_log(game, point)``), undoing that decision and
    everyone's after it — or None when ``seat`` has not decided yet in this round.
    Chance is not touched: the replayed game rolls and deals as the game did."""
    played = (replay or replay_log(game)).played
    start = 0
    for index, step in enumerate(played):
        if any(event.kind in game.ROUND_EVENTS for event in step.events):
            start = index + 1
    return next((i for i in range(len(played) - 1, start - 1, -1) if played[i].seat == seat),
                None)


# -- helpers shared by the engines -------------------------------------------

def new_seed(seed: int | None) -> int:
    """The seed to use: the given one, or a fresh random one (kept for saves)."""
    if seed is None:
        return random.SystemRandom().randrange(2**63)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, not {seed!r}")
    return seed


def check_players(players: object, low: int, high: int) -> int:
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players must be an integer, not {players!r}")
    if not low <= players <= high:
        raise ValueError(f"this game is for {low} to {high} players, not {players}")
    return players


def require_int(value: object, what: str, low: int, high: int) -> int:
    """``value`` as an int in ``[low, high]``, or ``IllegalAction`` saying why."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("engine", "{what} must be a whole number, not {value!r}"),
            what=what,
            value=value,
        )
    if not low <= value <= high:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("engine", "{what} must be between {low} and {high}, not {value}"),
            what=what,
            low=low,
            high=high,
            value=value,
        )
    return value


def rules_to_json(rules: Any) -> dict[str, Any]:
    """A rules dataclass as a plain dict."""
    return dataclasses.asdict(rules)


RulesT = TypeVar("RulesT")


def rules_from_json(cls: type[RulesT], data: object) -> RulesT:
    """Rebuild a frozen rules dataclass, refusing unknown fields and wrong types."""
    if not isinstance(data, dict):
        raise ValueError("rules must be a JSON object")
    names = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = set(data) - set(names)
    if unknown:
        raise ValueError(f"unknown rule fields: {sorted(unknown)}")
    for key, value in data.items():
        # The field's declared default, not a class attribute: with slots=True the class
        # attribute is a member descriptor.
        default = names[key].default
        if default is dataclasses.MISSING:
            default = None
        if default is not None and value is not None and type(value) is not type(default):
            raise ValueError(f"rule {key!r} has the wrong type: {value!r}")
    return cls(**data)


def simple_action_json(action: Action) -> dict[str, Any]:
    """``{"type": ClassName, field: value...}`` for flat action dataclasses."""
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):  # type: ignore[arg-type]
        out[f.name] = getattr(action, f.name)
    return out


def simple_action_from_json(classes: Sequence[type[A]], data: object) -> A:
    """The inverse of :func:`simple_action_json` over the given classes."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise IllegalAction(QT_TRANSLATE_NOOP("engine", "not an action: {data!r}"), data=data)
    by_name = {c.__name__: c for c in classes}
    cls = by_name.get(data["type"])
    if cls is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("engine", "unknown action type {name!r}"), name=data["type"]
        )
    kwargs = {k: v for k, v in data.items() if k != "type"}
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("engine", "malformed {name} action: {error}"),
            name=data["type"],
            error=str(exc),
        ) from exc
