"""Plain-text forms of cards and plays, for saved games.

A card is written as its rank (A, 2-10, J, Q, K) and suit letter: "AS", "10D",
"QH".  A play is a JSON object; a build among its items is written whole
(cards, value, owner, groups), although the game only uses its cards to find
the build on the table: a save whose other build fields were edited still
replays, with the table's own builds.
"""

from __future__ import annotations

from typing import Any

from tablegames_qt.engine.casino.cards import RANK_NAMES, SUITS, Card
from tablegames_qt.engine.casino.plays import KINDS, Build, Item, Play, item_key
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, IllegalAction

_RANK_CODES = {rank: RANK_NAMES.get(rank, str(rank)) for rank in range(1, 14)}
_CODE_RANKS = {code: rank for rank, code in _RANK_CODES.items()}


def card_code(card: Card) -> str:
    return f"{_RANK_CODES[card.rank]}{card.suit}"


def parse_card(code: object) -> Card:
    """The card written ``code``; ``ValueError`` if it is not one."""
    if not isinstance(code, str) or len(code) < 2:
        raise ValueError(f"not a card: {code!r}")
    rank = _CODE_RANKS.get(code[:-1].upper())
    suit = code[-1].upper()
    if rank is None or suit not in SUITS:
        raise ValueError(f"not a card: {code!r}")
    return Card(rank, suit)


def _build_json(build: Build) -> dict[str, Any]:
    return {
        "cards": [card_code(c) for c in build.cards],
        "value": build.value,
        "owner": build.owner,
        "groups": [[card_code(c) for c in group] for group in build.groups],
    }


def _int(value: object) -> int:
    if type(value) is not int:
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _card_list(data: object) -> tuple[Card, ...]:
    if not isinstance(data, list):
        raise ValueError(f"not a list of cards: {data!r}")
    return tuple(parse_card(code) for code in data)


def _parse_build(data: dict[str, Any]) -> Build:
    if set(data) != {"cards", "value", "owner", "groups"}:
        raise ValueError(f"not a build: {data!r}")
    cards = tuple(sorted(_card_list(data["cards"]), key=lambda c: (c.rank, c.suit)))
    groups = data["groups"]
    if not isinstance(groups, list):
        raise ValueError(f"not a list of groups: {groups!r}")
    return Build(cards, _int(data["value"]), _int(data["owner"]),
                 tuple(_card_list(group) for group in groups))


def play_json(play: Play) -> dict[str, Any]:
    taken: list[Any] = []
    for item in sorted(play.taken, key=item_key):
        taken.append(card_code(item) if isinstance(item, Card) else _build_json(item))
    return {"card": card_code(play.card), "kind": play.kind, "taken": taken, "value": play.value}


def parse_play(data: object) -> Play:
    """The inverse of :func:`play_json`; ``IllegalAction`` for anything else."""
    try:
        if not isinstance(data, dict) or set(data) != {"card", "kind", "taken", "value"}:
            raise ValueError("wrong fields")
        kind = data["kind"]
        if kind not in KINDS:
            raise ValueError(f"unknown kind {kind!r}")
        raw = data["taken"]
        if not isinstance(raw, list):
            raise ValueError("taken must be a list")
        items: list[Item] = []
        for entry in raw:
            if isinstance(entry, dict):
                items.append(_parse_build(entry))
            else:
                items.append(parse_card(entry))
        return Play(parse_card(data["card"]), kind, frozenset(items), _int(data["value"]))
    except (ValueError, TypeError) as exc:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("casino", "not a Royal Casino play: {data!r} ({error})"),
            "casino", data=data, error=str(exc),
        ) from exc
