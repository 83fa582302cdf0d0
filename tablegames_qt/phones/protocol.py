"""The phone protocol's messages and their checks (see ``docs/phones-protocol.md``).

Everything a phone sends is checked here before anything else reads it: a frame is
a small JSON object with a known ``type`` and fields of the expected kinds, or it is
refused with a :class:`ProtocolError` naming why. Nothing of a message is ever used
as a path, a file name or code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

#: bumped when a message changes in a way an older page or client cannot read
PROTOCOL_VERSION = 1
#: the largest frame a phone may send, in bytes (its messages are a few dozen)
MAX_FRAME = 2048
#: messages a phone may send in a burst, and how many more per second after it
RATE_BURST = 20
RATE_PER_SECOND = 5.0
#: seconds a new connection has to say who it is (a page says it at once: a silent
#: connection is let go quickly, so a few of them cannot keep the seats' phones out)
HELLO_TIMEOUT = 3.0
#: the WebSocket subprotocol a client names (and the host selects)
SUBPROTOCOL = "tablegames.v1"
#: a second subprotocol a client may offer, followed by its seat's token: the host then
#: knows the seat at the handshake and lets it in past the connections still silent
TOKEN_SUBPROTOCOL = "tablegames.token."
#: the path of the WebSocket endpoint
SOCKET_PATH = "/ws"

# Close codes (4000-4999 are the application's own; see the protocol document).
CLOSE_BAD_TOKEN = 4001
CLOSE_REPLACED = 4002
CLOSE_DROPPED = 4003
CLOSE_TABLE_CLOSED = 4004
CLOSE_BAD_MESSAGE = 4005
CLOSE_FLOOD = 4006
CLOSE_TOO_SLOW = 4007
CLOSE_WRONG_VERSION = 4008


class ProtocolError(ValueError):
    """A frame that breaks the protocol; ``code`` is its close code, ``why`` a
    machine-readable reason ("json", "type", "field", ...)."""

    def __init__(self, why: str, detail: str = "", code: int = CLOSE_BAD_MESSAGE) -> None:
        super().__init__(f"{why}: {detail}" if detail else why)
        self.why = why
        self.code = code


@dataclass(frozen=True, slots=True)
class Hello:
    token: str
    protocol: int


@dataclass(frozen=True, slots=True)
class Act:
    """The seat's move: ``choice`` indexes the ``choices`` of state ``turn``, or ``move``
    is an action in the engine's saved form (checked by the engine)."""

    turn: int
    choice: int | None
    move: Any


@dataclass(frozen=True, slots=True)
class Ping:
    pass


Message = Hello | Act | Ping


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("field", f"{key} must be a whole number from {low} to {high}")
    return value


def _only(data: dict[str, Any], allowed: set[str]) -> None:
    extra = set(data) - allowed
    if extra:
        raise ProtocolError("field", "unknown fields " + ", ".join(sorted(extra))[:80])


def parse(frame: str | bytes) -> Message:
    """One message from a phone, checked; :class:`ProtocolError` when it is not one."""
    if isinstance(frame, bytes):
        raise ProtocolError("binary", "frames are JSON text")
    if len(frame.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        raise ProtocolError("size", f"frames are at most {MAX_FRAME} bytes", 1009)
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("json", str(exc)[:80]) from None
    if not isinstance(data, dict):
        raise ProtocolError("json", "a message is a JSON object")
    kind = data.get("type")
    if kind == "hello":
        _only(data, {"type", "token", "protocol"})
        token = data.get("token")
        if not isinstance(token, str) or len(token) > 64:
            raise ProtocolError("field", "token must be a string of at most 64 characters")
        return Hello(token, _int(data, "protocol", 0, 1_000_000))
    if kind == "act":
        _only(data, {"type", "turn", "choice", "move"})
        turn = _int(data, "turn", 0, 10_000_000)
        if ("choice" in data) == ("move" in data):
            raise ProtocolError("field", "an act has either a choice or a move")
        choice = _int(data, "choice", 0, 100_000) if "choice" in data else None
        return Act(turn, choice, data.get("move"))
    if kind == "ping":
        _only(data, {"type"})
        return Ping()
    raise ProtocolError("type", "unknown message type")


def dump(message: dict[str, Any]) -> str:
    """A message to a phone as compact JSON text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class RateLimit:
    """A token bucket: ``RATE_BURST`` messages at once, then ``RATE_PER_SECOND``; each
    state the phone is sent gives it one more (a quick player answering a quick table
    is no flood)."""

    def __init__(self, burst: int = RATE_BURST, per_second: float = RATE_PER_SECOND) -> None:
        self._burst = float(burst)
        self._rate = per_second
        self._level = float(burst)
        self._last: float | None = None

    def allow(self, now: float) -> bool:
        if self._last is not None:
            self._level = min(self._burst, self._level + (now - self._last) * self._rate)
        self._last = now
        if self._level < 1.0:
            return False
        self._level -= 1.0
        return True

    def credit(self) -> None:
        self._level = min(self._burst, self._level + 1.0)
