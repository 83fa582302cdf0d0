"""An independent referee for Perudo tests.

Everything here is written straight from the rules (``resources/rules/en/perudo.html``) and shares
no code with the engine, so the tests compare the engine against a second
reading of the rules instead of against itself.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from tablegames_qt.engine.core import Event
from tablegames_qt.engine.perudo import (
    Bid,
    Calza,
    DeclareMaputo,
    Dudo,
    PerudoAction,
    PerudoGame,
    PerudoTable,
    PerudoView,
    Reveal,
)

# Every field a view carries: pinned, so that a new one must be vetted for privacy.
VIEW_FIELDS = {"seat", "current_player", "own_dice", "bids", "table"}
TABLE_FIELDS = {
    "players", "rules", "dice_counts", "total_dice", "round_number", "round_opener", "maputo",
    "maputo_pending", "maputo_used", "last_reveal", "game_over", "winners", "all_dice",
}  # fmt: skip


def rule_allows_raise(prev: Bid, new: Bid, maputo: bool) -> bool:
    """ "What counts as a higher bid", case by case as the rule file lists it."""
    q, f, q2, f2 = prev.quantity, prev.face, new.quantity, new.face
    if maputo:
        return f2 == f and q2 > q
    if f != 1 and f2 != 1:
        return q2 > q or (q2 == q and f2 > f)
    if f != 1 and f2 == 1:
        return q2 >= -(-q // 2)  # ceil(q / 2)
    if f == 1 and f2 == 1:
        return q2 > q
    return q2 >= 2 * q + 1


def rule_allows_opening(bid: Bid, maputo: bool, ones_opening: bool) -> bool:
    return bid.face != 1 or maputo or ones_opening


def rule_count(dice: Sequence[Sequence[int]], face: int, maputo: bool) -> int:
    """Dice showing ``face``, plus every one when ones are wild (face != 1, not Maputo)."""
    total = 0
    for hand in dice:
        for die in hand:
            if die == face or (die == 1 and face != 1 and not maputo):
                total += 1
    return total


def next_with_dice(counts: Sequence[int], seat: int) -> int:
    """The first seat clockwise after ``seat`` that still has dice."""
    n = len(counts)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if counts[candidate] > 0:
            return candidate
    raise AssertionError("nobody has dice")


def all_bids(total: int) -> list[Bid]:
    return [Bid(q, f) for q in range(1, total + 1) for f in range(1, 7)]


def expected_bids(game_view: PerudoView) -> set[Bid]:
    """The bids the rules allow the player to move now, from public facts alone."""
    total = game_view.total_dice
    maputo = game_view.maputo
    last = game_view.last_bid
    if last is None:
        return {
            b for b in all_bids(total)
            if rule_allows_opening(b, maputo, game_view.rules.ones_opening)
        }  # fmt: skip
    return {b for b in all_bids(total) if rule_allows_raise(last, b, maputo)}


def event_kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def walk_values(value: Any) -> list[Any]:
    """Every leaf value inside dataclasses, tuples and mappings."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: list[Any] = []
        for f in dataclasses.fields(value):
            out += walk_values(getattr(value, f.name))
        return out
    if isinstance(value, tuple | list):
        out = []
        for item in value:
            out += walk_values(item)
        return out
    return [value]


class Referee:
    """Checks one game action by action against the rule file.

    Call :meth:`before` before every action and :meth:`after` with its events.
    It knows the true dice (``game.all_dice()``) only to referee challenges, and
    it checks every view against what that seat may know.
    """

    def __init__(
        self, game: PerudoGame, check_all_views: bool = True, full_legality: bool = False
    ) -> None:
        self.game = game
        self.check_all_views = check_all_views
        self.full_legality = full_legality
        # A resumed game starts with the reveal its log made public.
        self.public_reveal: Reveal | None = game.view(0).last_reveal
        self.rounds = 0
        self.maputo_rounds = 0
        self.challenges = 0
        self.calza_gains = 0
        # seat -> [bids, challenges, right, calzas, right, lost, gained, maputos]
        # A resumed game starts from the statistics its log made; a new one from zero.
        self.tally = [
            [s.bids, s.challenges, s.challenges_right, s.calzas, s.calzas_right,
             s.dice_lost, s.dice_gained, s.maputo_declared] for s in game.stats()
        ]  # fmt: skip
        if not game.history:
            assert self.tally == [[0] * 8 for _ in range(game.players)]
        self.last_table: PerudoTable | None = None
        self.check_state()

    def before(self, action: PerudoAction) -> None:
        g = self.game
        seat = g.current_player()
        assert seat is not None
        self.seat: int = seat
        self.view = g.view(self.seat)
        self.dice = g.all_dice()
        self.action = action
        last = self.view.last_bid
        if isinstance(action, Bid):
            assert 1 <= action.quantity <= self.view.total_dice
            if last is None:
                assert rule_allows_opening(action, self.view.maputo, g.rules.ones_opening)
            else:
                assert rule_allows_raise(last, action, self.view.maputo)

    def after(self, events: list[Event]) -> None:
        g = self.game
        view, seat, action = self.view, self.seat, self.action
        new = g.view(seat)
        counts, new_counts = view.dice_counts, new.dice_counts
        delta = sum(new_counts) - sum(counts)
        kinds = event_kinds(events)
        if isinstance(action, Bid):
            self.tally[seat][0] += 1
            assert delta == 0 and kinds == ["bid"]
            assert new.bids == (*view.bids, (seat, action))
            assert g.current_player() == next_with_dice(counts, seat)
        elif isinstance(action, DeclareMaputo):
            assert delta == 0 and kinds == [
                "maputo_declared" if action.declare else "maputo_declined"
            ]
            assert new.maputo is action.declare and g.current_player() == seat
            assert new.maputo_used[seat] is (view.maputo_used[seat] or action.declare)
            self.tally[seat][7] += action.declare
        else:
            self.check_challenge(action, events, delta)
        self.check_state()

    def check_challenge(self, action: PerudoAction, events: list[Event], delta: int) -> None:
        g, view, seat = self.game, self.view, self.seat
        self.challenges += 1
        last = view.last_bid
        assert last is not None
        bidder = view.bids[-1][0]
        found = rule_count(self.dice, last.face, view.maputo)
        counts = list(view.dice_counts)
        starting = view.rules.starting_dice
        tally = self.tally
        if isinstance(action, Dudo):
            loser: int | None = bidder if found < last.quantity else seat
            gainer = None
            opener_candidate = loser
            tally[seat][1] += 1
            tally[seat][2] += found < last.quantity
        else:
            assert isinstance(action, Calza) and not view.maputo
            right = found == last.quantity
            tally[seat][3] += 1
            tally[seat][4] += right
            loser = None if right else seat
            gainer = seat if right and counts[seat] < starting else None
            opener_candidate = seat
        if loser is not None:
            counts[loser] -= 1
            tally[loser][5] += 1
            assert delta == -1
        elif gainer is not None:
            counts[gainer] += 1
            tally[gainer][6] += 1
            assert delta == 1
            self.calza_gains += 1
        else:
            assert delta == 0
        assert events[0].kind == ("dudo" if isinstance(action, Dudo) else "calza")
        assert events[0].data["count"] == found
        assert events[0].data["dice"] == self.dice
        after = g.view(seat)
        assert list(after.dice_counts) == counts
        reveal = after.last_reveal
        assert reveal is not None
        assert (reveal.dice, reveal.count, reveal.bid, reveal.loser, reveal.gainer) == (
            self.dice, found, last, loser, gainer,
        )  # fmt: skip
        self.public_reveal = reveal
        alive = [s for s, c in enumerate(counts) if c > 0]
        if len(alive) == 1:
            assert g.is_over() and g.winners() == alive and g.current_player() is None
            assert events[-1].kind == "game_over"
            return
        assert opener_candidate is not None
        opener = (
            opener_candidate
            if counts[opener_candidate]
            else next_with_dice(counts, opener_candidate)
        )
        assert after.round_opener == opener == g.current_player()
        assert after.round_number == view.round_number + 1
        assert after.bids == ()
        expect_maputo_choice = False
        expect_maputo = False
        if counts[opener] == 1:
            if view.rules.auto_maputo:
                expect_maputo = loser == opener
            else:
                expect_maputo_choice = not view.maputo_used[opener]
        assert after.maputo is expect_maputo
        assert after.maputo_pending is expect_maputo_choice
        self.rounds += 1
        self.maputo_rounds += expect_maputo
        if expect_maputo:
            tally[opener][7] += 1

    def check_state(self) -> None:
        g = self.game
        dice = g.all_dice()
        over = g.is_over()
        current = g.current_player()
        seats = range(g.players) if self.check_all_views else {current or 0, 0}
        for seat in seats:
            view = g.view(seat)
            self.check_view(view, dice, over)
        view = g.view(0)
        counts = view.dice_counts
        assert all(c >= 0 for c in counts)
        assert [len(h) for h in dice] == list(counts)
        assert view.total_dice == sum(counts)
        assert all(c <= g.rules.starting_dice for c in counts)
        if over or not view.bids:  # the statistics at the end of every round
            self.check_stats()
        if over:
            assert len([c for c in counts if c]) == 1
            assert g.legal_actions() == [] and current is None
            return
        assert current is not None and counts[current] > 0
        legal = g.legal_actions()
        assert len(legal) == len(set(legal)) > 0
        view = g.view(current)
        if view.maputo_pending:
            assert legal == [DeclareMaputo(True), DeclareMaputo(False)]
            assert counts[current] == 1 and not view.maputo_used[current]
            return
        bids = [a for a in legal if isinstance(a, Bid)]
        others = [a for a in legal if not isinstance(a, Bid)]
        assert all(1 <= b.quantity <= view.total_dice for b in bids)
        if self.full_legality:
            assert set(bids) == expected_bids(view)
        if view.last_bid is None:
            assert others == []
        else:
            calza = g.rules.calza and not view.maputo
            assert others == ([Dudo(), Calza()] if calza else [Dudo()])

    def check_stats(self) -> None:
        stats = self.game.stats()
        assert [s.seat for s in stats] == list(range(self.game.players))
        assert [
            [s.bids, s.challenges, s.challenges_right, s.calzas, s.calzas_right,
             s.dice_lost, s.dice_gained, s.maputo_declared] for s in stats
        ] == self.tally  # fmt: skip

    def check_view(self, view: PerudoView, dice: tuple[tuple[int, ...], ...], over: bool) -> None:
        """Field by field: own dice, public facts, and nobody else's hidden dice.

        The field lists are pinned, so a new field fails here until it is vetted.
        """
        assert type(view) is PerudoView
        assert view.own_dice == dice[view.seat]
        assert view.current_player == self.game.current_player()
        for seat, bid in view.bids:
            assert type(seat) is int and type(bid) is Bid
        table = view.table
        # Views share the table of the moment: vet each table once.
        if table is not self.last_table:
            self.check_table(table, dice, over)
            self.last_table = table

    def check_table(
        self, table: PerudoTable, dice: tuple[tuple[int, ...], ...], over: bool
    ) -> None:
        assert type(table) is PerudoTable
        assert table.last_reveal == self.public_reveal
        for name in TABLE_FIELDS - {"last_reveal", "all_dice", "rules"}:
            for leaf in walk_values(getattr(table, name)):
                assert isinstance(leaf, int | bool), (name, leaf)
        assert len(table.dice_counts) == self.game.players == len(table.maputo_used)
        if over:
            assert table.all_dice == dice and table.game_over
        else:
            assert table.all_dice is None and not table.game_over and table.winners == ()


def play_refereed(
    game: PerudoGame,
    rng: random.Random,
    max_actions: int = 100_000,
    check_all_views: bool = True,
    full_legality: bool = False,
) -> Referee:
    """Play random legal actions to the end under a :class:`Referee`."""
    referee = Referee(game, check_all_views, full_legality)
    for _ in range(max_actions):
        if game.is_over():
            return referee
        legal = game.legal_actions()
        action = legal[rng.randrange(len(legal))]
        referee.before(action)
        referee.after(game.apply(action))
    raise AssertionError("the game did not end")
