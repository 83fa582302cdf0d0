"""Which sets of loose cards one capture value can take, by rank pattern.

The threat of a table asks, for each capture value, the sets of loose cards
that split into groups worth it.  That depends only on the ranks lying there
and the same few small tables recur all the time, so the answer is kept per
sorted rank tuple: for each value 2-14 the masks (over the ranks in sorted
order) that a card of that value may legally take — restriction 3 included,
so a mask always holds every loose card of the capturing rank.
"""

from __future__ import annotations

from tablegames_qt.engine.casino import Card
from tablegames_qt.engine.casino.moves import Position

ACE_VALUE = 14
#: tables with more loose cards than this are rare; they are not kept
CACHED_CARDS = 10
_CACHE: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}
_CACHE_LIMIT = 20_000
_SUITS = ("S", "C", "H", "D")


def capture_masks(ranks: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``[v]`` = the non-empty masks over ``ranks`` (sorted ascending, ace 1)
    that a card of value v may capture, v from 2 to 14; ``[0]`` holds one
    number whose bit v is set when value v captures anything."""
    cached = _CACHE.get(ranks)
    if cached is not None:
        return cached
    # The engine's grouping walk gives the unions; stand-in suits make the cards.
    seen: dict[int, int] = {}
    cards = []
    for r in ranks:
        k = seen.get(r, 0)
        seen[r] = k + 1
        cards.append(Card(r, _SUITS[k % 4]))
    position = Position((), cards)
    # The position sorts by (rank, suit); map its order back to ours.
    index = {id(c): i for i, c in enumerate(cards)}
    order = [index[id(c)] for c in position.loose]
    out: list[tuple[int, ...]] = [()] * (ACE_VALUE + 1)
    for v in range(2, ACE_VALUE + 1):
        need = 1 if v == ACE_VALUE else v
        required = 0
        for i, r in enumerate(ranks):
            if r == need:
                required |= 1 << i
        masks = []
        for m in position.unions(v):
            if not m:
                continue
            mine = 0
            while m:
                low = m & -m
                mine |= 1 << order[low.bit_length() - 1]
                m ^= low
            if mine & required == required:
                masks.append(mine)
        out[v] = tuple(masks)
    out[0] = (sum(1 << v for v in range(2, ACE_VALUE + 1) if out[v]),)
    result = tuple(out)
    if len(ranks) <= CACHED_CARDS:
        if len(_CACHE) >= _CACHE_LIMIT:
            del _CACHE[next(iter(_CACHE))]  # the oldest: no pause to clear them all
        _CACHE[ranks] = result
    return result
