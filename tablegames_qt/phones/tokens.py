"""Each phone seat's secret: a random token in its link, one per seat.

A token is 128 bits from :mod:`secrets`, written in lower-case letters and digits that
cannot be mistaken for one another (no 0/o, 1/l/i), so a link typed by hand is typed
right; a seat's token is replaced when the host drops or replaces its phone, so an old
link stops working at once.
"""

from __future__ import annotations

import math
import secrets
import threading

TOKEN_BITS = 128
#: the token's letters: digits and lower-case letters without look-alikes (31 of them)
ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
#: letters for at least TOKEN_BITS bits (31 ** 26 > 2 ** 128)
TOKEN_LENGTH = math.ceil(TOKEN_BITS / math.log2(len(ALPHABET)))


def new_token() -> str:
    """A fresh random token (:data:`TOKEN_BITS` bits from :mod:`secrets`)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(TOKEN_LENGTH))


class SeatTokens:
    """Tokens of the phone seats of one table (thread-safe: the server's thread asks)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tokens: dict[int, str] = {}

    def issue(self, seat: int) -> str:
        """A new token for ``seat``; its previous token stops working."""
        token = new_token()
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
