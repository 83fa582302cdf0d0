"""From a view to the greedy score's context, and the plays worth scoring."""

from __future__ import annotations

from collections.abc import Sequence

from tablegames_qt.engine.casino import BUILD, TRAIL, Card, CasinoView, Play
from tablegames_qt.engine.casino.moves import Item

from .knowledge import capture_value, fresh_hand_chances, holding_chances, unseen_cards
from .sim import card_index
from .tactics import Tactics
from .values import Stakes

#: above this many legal plays only the promising ones are scored
MANY_PLAYS = 300
#: at most this many plays get the full score (with the threat); the rest of
#: a long list is cut by what the plays take now (the trails always stay)
SCORED_PLAYS = 40


def tactics_for(view: CasinoView) -> Tactics:
    """The greedy context for the seat of ``view`` on its turn."""
    seat = view.seat
    side = view.side_of[seat]
    stakes = Stakes(view.scores, side, view.rules, view.no_target)
    cards = [len(p) for p in view.captured]
    spades = [sum(1 for c in p if c.suit == "S") for p in view.captured]
    weights = stakes.weights(cards, spades)
    nxt = (seat + 1) % view.players
    unseen = unseen_cards(view)
    if view.hand_sizes[nxt]:
        chances = holding_chances(view, nxt, unseen)
    elif view.deck_left:
        counts = [0] * 15
        for c in unseen:
            counts[capture_value(c)] += 1
        chances = fresh_hand_chances(counts, len(unseen))
    else:
        chances = [0.0] * 15
    worth = [0.0] * 15
    count = [0] * 15
    for c in unseen:
        v = capture_value(c)
        worth[v] += weights[card_index(c)]
        count[v] += 1
    card_worth = [worth[v] / count[v] if count[v] else 0.0 for v in range(15)]
    last_play = view.deck_left == 0 and sum(view.hand_sizes) == 1
    residue_mine = view.last_capturer is not None and view.side_of[view.last_capturer] == side
    return Tactics(
        weights,
        stakes.sweep_value(view.sweeps, side),
        stakes.sweep_value(view.sweeps, view.side_of[nxt]),
        chances,
        card_worth,
        last_play,
        residue_mine,
    )


def shortlist(plays: Sequence[Play], tactics: Tactics, table: Sequence[Item]) -> list[Play]:
    """``plays`` (from :func:`candidates`) cut to ``SCORED_PLAYS``: the trails
    and the captures and builds that gather the most, in the given order."""
    if len(plays) <= SCORED_PLAYS:
        return list(plays)
    trails = [p for p in plays if p.kind == TRAIL]
    others = [(tactics.gain(p, table), i) for i, p in enumerate(plays) if p.kind != TRAIL]
    others.sort(key=lambda t: (-t[0], t[1]))
    keep = {i for _, i in others[: max(0, SCORED_PLAYS - len(trails))]}
    return [p for i, p in enumerate(plays) if i in keep or p.kind == TRAIL]


def taken_count(play: Play) -> int:
    """How many table cards a play takes or builds with."""
    return sum(1 if isinstance(x, Card) else len(x.cards) for x in play.taken)


def candidates(legal: Sequence[Play]) -> list[Play]:
    """The plays worth scoring: all of them, or on a crowded table (where
    the list can run to thousands) per card the captures that take the most,
    the builds that use the most for each value, and the trails."""
    if len(legal) <= MANY_PLAYS:
        return list(legal)
    best: dict[tuple[int, str, str, int], tuple[int, Play]] = {}
    out: list[Play] = []
    for play in legal:
        if play.kind == TRAIL:
            out.append(play)
            continue
        key = (play.card.rank, play.card.suit, play.kind, play.value if play.kind == BUILD else 0)
        n = taken_count(play)
        if key not in best or n > best[key][0]:
            best[key] = (n, play)
    out.extend(p for _, p in best.values())
    # Keep the legal list's order, so the choice does not depend on dict order.
    chosen = {id(p) for p in out}
    return [p for p in legal if id(p) in chosen]


__all__ = ["candidates", "shortlist", "tactics_for", "taken_count"]
