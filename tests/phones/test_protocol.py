"""The protocol's checks and the seat tokens, without a network."""

from __future__ import annotations

import pytest

from tablegames_qt.phones import protocol
from tablegames_qt.phones.protocol import Act, Hello, Ping, ProtocolError, RateLimit, parse
from tablegames_qt.phones.tokens import SeatTokens


def test_the_three_messages_a_phone_may_send() -> None:
    assert parse('{"type":"hello","protocol":1,"token":"abc"}') == Hello("abc", 1)
    assert parse('{"type":"act","turn":3,"choice":2}') == Act(3, 2, None)
    assert parse('{"type":"act","turn":3,"move":{"type":"Dudo"}}') == Act(3, None, {"type": "Dudo"})
    assert parse('{"type":"ping"}') == Ping()


@pytest.mark.parametrize(("frame", "why"), [
    (b"{}", "binary"),
    ("{", "json"),
    ("[1]", "json"),
    ('{"type":"hello","protocol":1}', "field"),
    ('{"type":"hello","protocol":1,"token":"' + "x" * 65 + '"}', "field"),
    ('{"type":"act","turn":1}', "field"),
    ('{"type":"act","turn":1,"choice":1,"move":1}', "field"),
    ('{"type":"act","turn":true,"choice":1}', "field"),
    ('{"type":"act","turn":-1,"choice":1}', "field"),
    ('{"type":"ping","x":1}', "field"),
    ('{"type":"PING"}', "type"),
    ("[" * 5000 + "]" * 5000, "size"),
    ('"' + "é" * 1100 + '"', "size"),
])
def test_anything_else_is_refused_with_its_reason(frame: str | bytes, why: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        parse(frame)
    assert refused.value.why == why


def test_the_rate_limit_lets_a_burst_through_then_a_steady_pace() -> None:
    limit = RateLimit(burst=3, per_second=2.0)
    assert [limit.allow(0.0) for _ in range(4)] == [True, True, True, False]
    assert limit.allow(0.5) and not limit.allow(0.5)
    limit.credit()
    assert limit.allow(0.5)


def test_tokens_are_long_random_per_seat_and_die_when_replaced() -> None:
    tokens = SeatTokens()
    first = tokens.issue(0)
    other = tokens.issue(1)
    assert len(first) >= 22 and first != other
    assert tokens.seat_of(first) == 0 and tokens.seat_of(other) == 1
    second = tokens.issue(0)
    assert tokens.seat_of(first) is None and tokens.seat_of(second) == 0
    tokens.revoke(1)
    assert tokens.seat_of(other) is None and tokens.seats() == [0]
    assert tokens.seat_of("é" * 10) is None
    assert protocol.MAX_FRAME <= 4096
