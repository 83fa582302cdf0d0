"""Every event each engine emits over seeded games matches the payload its kind declares
(``engine/<game>/events.py``): the kind is declared, the keys are the TypedDict's (each
required key present, no key it does not name) and every value has the declared type."""

from __future__ import annotations

import random
import types
import typing
from collections.abc import Mapping
from typing import Any

import pytest

from tablegames_qt.engine.casino import CasinoGame, CasinoRules
from tablegames_qt.engine.core import Event, Game
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules

GAMES_PER_SET_UP = 12
MAX_ACTIONS = 3000

SET_UPS: list[tuple[type[Game[Any, Any]], int, Any]] = [
    (PerudoGame, 2, PerudoRules()),
    (PerudoGame, 4, PerudoRules(calza=True, ones_opening=True)),
    (PerudoGame, 3, PerudoRules(auto_maputo=True, starting_dice=3)),
    (PerudoGame, 5, PerudoRules(calza=True, starting_dice=2)),
    (MachacekGame, 3, MachacekRules()),
    (MachacekGame, 4, MachacekRules(games=None, lives=3, truth="at_least", random_order=True)),
    (MachacekGame, 2, MachacekRules(games=5, lives=2)),
    (CasinoGame, 2, CasinoRules()),
    (CasinoGame, 3, CasinoRules()),
    (CasinoGame, 4, CasinoRules(target=11)),
]


def matches(value: object, declared: Any) -> bool:
    """Whether ``value`` is of the ``declared`` type (the types the payloads use)."""
    origin = typing.get_origin(declared)
    args = typing.get_args(declared)
    if declared is Any:
        return True
    if declared is None or declared is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(matches(value, arg) for arg in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(matches(item, args[0]) for item in value)
        return len(value) == len(args) and all(map(matches, value, args))
    if declared is int:
        return type(value) is int  # not a bool
    return isinstance(value, declared)


def check(event: Event, game: Game[Any, Any]) -> None:
    kinds = type(game).EVENTS
    assert event.kind in kinds, f"{game.NAME}: the kind {event.kind!r} is not declared"
    payload = kinds[event.kind].payload
    hints = typing.get_type_hints(payload)
    required: frozenset[str] = payload.__required_keys__  # type: ignore[attr-defined]
    data: Mapping[str, object] = event.data
    missing = required - data.keys()
    extra = data.keys() - hints.keys()
    assert not missing and not extra, f"{game.NAME} {event.kind}: missing {missing}, extra {extra}"
    for key, value in data.items():
        assert matches(value, hints[key]), (
            f"{game.NAME} {event.kind}: {key}={value!r} is not {hints[key]}"
        )
    assert event.context == kinds[event.kind].context


def play_out(cls: type[Game[Any, Any]], players: int, rules: Any, seed: int) -> set[str]:
    game = cls(players, rules, seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    for event in game.opening_events():
        check(event, game)
        seen.add(event.kind)
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            break
        for event in game.apply(rng.choice(game.legal_actions())):
            check(event, game)
            seen.add(event.kind)
    return seen


@pytest.mark.parametrize(("cls", "players", "rules"), SET_UPS)
def test_every_event_matches_its_declared_payload(
    cls: type[Game[Any, Any]], players: int, rules: Any
) -> None:
    for seed in range(GAMES_PER_SET_UP):
        play_out(cls, players, rules, seed)


@pytest.mark.parametrize("cls", [PerudoGame, MachacekGame, CasinoGame])
def test_every_declared_kind_is_emitted(cls: type[Game[Any, Any]]) -> None:
    """The declarations name what the engine emits, no more: each kind is seen."""
    seen: set[str] = set()
    for game_cls, players, rules in SET_UPS:
        if game_cls is cls:
            for seed in range(GAMES_PER_SET_UP):
                seen |= play_out(cls, players, rules, seed)
    assert seen == set(cls.EVENTS)


def test_a_wrong_payload_is_caught() -> None:
    """The check itself: a value of the wrong type and a key too many both fail."""
    game = PerudoGame(2, PerudoRules(), 1)
    with pytest.raises(AssertionError):
        check(Event("bid", 0, "", {"seat": 0, "quantity": "3", "face": 2}, "perudo"), game)
    with pytest.raises(AssertionError):
        check(Event("bid", 0, "", {"seat": 0, "quantity": 3, "face": 2, "x": 1}, "perudo"), game)
    with pytest.raises(AssertionError):
        check(Event("bids", 0, "", {}, "perudo"), game)


def test_a_kind_reads_only_its_own_events() -> None:
    """``of`` gives the payload of its own kind and None for another, ``data`` refuses
    another kind, ``first_of`` finds the first of some kinds, ``on`` hands the payload on."""
    from tablegames_qt.engine.core import first_of
    from tablegames_qt.engine.perudo import events as ev

    bid = ev.BID.event(1, "{seat} bids", {"seat": 1, "quantity": 3, "face": 4})
    gone = ev.DIE_LOST.event(0, "", {"seat": 0, "left": 2})
    assert (bid.kind, bid.seat, bid.context) == ("bid", 1, "perudo")
    assert ev.BID.of(bid) == {"seat": 1, "quantity": 3, "face": 4}
    assert ev.BID.of(gone) is None
    with pytest.raises(ValueError):
        ev.BID.data(gone)
    assert first_of([bid, gone], ev.DIE_LOST, ev.DIE_KEPT) == (gone, {"seat": 0, "left": 2})
    assert first_of([bid], ev.DUDO, ev.CALZA) is None
    seen: list[object] = []
    name, run = ev.BID.on(lambda event, data, extra: seen.append((event.seat, data["face"], extra)))
    run(bid, "later")
    assert name == "bid" and seen == [(1, 4, "later")]
