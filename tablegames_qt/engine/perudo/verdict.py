"""The arithmetic of a Perudo round's end, apart from the game's state: who loses or
gains a die after a Dudo or a Calza, and which seat plays after which."""

from __future__ import annotations

from collections.abc import Sequence


def judge(
    kind: str, caller: int, bidder: int, quantity: int, count: int, may_gain: bool
) -> tuple[int | None, int | None]:
    """The seat that loses a die and the one that gains one after a challenge (``kind``
    "dudo" or "calza") on a bid of ``quantity`` when ``count`` dice count for it.

    Dudo: the bidder loses when the bid falls short, else the caller.  Calza: exactly
    right, nobody loses and the caller gains a die (``may_gain``: below the most dice
    allowed); otherwise the caller loses one."""
    if kind == "dudo":
        return (bidder if count < quantity else caller), None
    if count == quantity:
        return None, (caller if may_gain else None)
    return caller, None


def next_seats(counts: Sequence[int]) -> list[int]:
    """For every seat, the next seat clockwise that still has dice (itself when none has)."""
    n = len(counts)
    following = []
    for seat in range(n):
        after = seat
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if counts[candidate]:
                after = candidate
                break
        following.append(after)
    return following
