"""Each phone seat's secret: a random token in its link, one per seat.

A token is 128 bits from :mod:`secrets`; a seat's token is replaced when the host
drops or replaces its phone, so an old link stops working at once.
"""

from __future__ import annotations

import secrets
import threading

TOKEN_BYTES = 16  # 128 bits


class SeatTokens:
    """Tokens of the phone seats of one table (thread-safe: the server's thread asks)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tokens: dict[int, str] = {}

    def issue(self, seat: int) -> str:
        """A new token for ``seat``; its previous token stops working."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        with self._lock:
            self._tokens[seat] = token
        return token

    def revoke(self, seat: int) -> None:
        with self._lock:
            self._tokens.pop(seat, None)

    def token(self, seat: int) -> str | None:
        with self._lock:
            return self._tokens.get(seat)

    def seats(self) -> list[int]:
        with self._lock:
            return sorted(self._tokens)

    def seat_of(self, token: str) -> int | None:
        """The seat whose live token this is, else None (compared in constant time)."""
        found = None
        given = token.encode("utf-8", "surrogatepass")
        with self._lock:
            items = list(self._tokens.items())
        for seat, known in items:
            if secrets.compare_digest(given, known.encode("ascii")):
                found = seat
        return found
