"""Arbitrary frames thrown at the server: the game is unchanged and the server serves on."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegames_qt.phones.protocol import Act, ProtocolError, parse
from tests.phones.test_safety import _hello, _run, _talk

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(["type", "turn", "choice", "move", "token", "protocol",
                                       "x"]) | st.text(max_size=6), children, max_size=5),
    max_leaves=12,
)
_messages = st.fixed_dictionaries(
    {"type": st.sampled_from(["act", "hello", "ping", "state", "welcome", "bye", ""])},
    optional={"turn": _json, "choice": _json, "move": _json, "token": _json},
).map(json.dumps)
_frames = st.lists(
    _messages | _json.map(json.dumps) | st.text(max_size=300) | st.binary(max_size=300),
    min_size=1, max_size=6,
)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(frames=_frames, hello_first=st.booleans())
def test_arbitrary_frames_change_nothing(make_table: Any, qtbot: Any, frames: list[Any],
                                        hello_first: bool) -> None:
    table = _table(make_table, qtbot)
    before = table.game.to_json()
    token = table.table.tokens.token(0)
    sent = ([_hello(token)] if hello_first else []) + frames
    _run(qtbot, lambda: _talk(table.port, sent, wait=0.2))
    if not (hello_first and any(_is_a_move(frame, len(table.game.history)) for frame in frames)):
        assert table.game.to_json() == before
    assert table.table.is_open()
    assert table.controller.awaiting_phone() == table.game.current_player()  # still asking


_tables: dict[int, Any] = {}


def _table(make_table: Any, qtbot: Any) -> Any:
    # one table for every example of a run, waiting for seat 0's phone: the server must
    # survive them all, and only a well-formed move of that turn may change the game
    key = id(make_table)
    if key not in _tables:
        _tables.clear()
        table = make_table("perudo", 2, 0, seed=1)
        table.controller.start()
        qtbot.waitUntil(lambda: table.controller.awaiting_phone() is not None, timeout=5000)
        _tables[key] = table
    return _tables[key]


def _is_a_move(frame: Any, turn: int) -> bool:
    try:
        message = parse(frame)
    except ProtocolError:
        return False
    return isinstance(message, Act) and message.turn == turn


def test_after_the_storm_the_table_still_plays(make_table: Any, qtbot: Any) -> None:
    table = make_table("perudo", 2, 0, seed=1)
    for junk in ("{", "[]", '{"type":"act","turn":0,"choice":0}', "\x00" * 100):
        _run(qtbot, lambda junk=junk: _talk(table.port, [junk], wait=0.2))
    table.join_all()
    table.play_to_end()
