"""Seeded random Royal Casino games, checked after every play: every card
exactly once, hand sizes, the keep-a-card duty, sweeps, each deal's count,
and a save resumed in the middle of a deal."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from tablegames_qt.engine.casino import Build, Card, CasinoGame, count_deal, full_deck, lone_value
from tablegames_qt.engine.casino.moves import item_cards
from tablegames_qt.engine.core import Event

ALL_CARDS = frozenset(full_deck())
DEALS_PER_PLAYER_COUNT = 700  # 2,100 deals in all


class Tracker:
    """What the events say happened in this deal, counted independently."""

    def __init__(self, game: CasinoGame) -> None:
        self.game = game
        self.players = game.players
        self.sides = 2 if game.players == 4 else game.players
        self.scores = [0] * self.sides
        self.no_target = False
        self.deals = 0
        self.new_deal()

    def new_deal(self) -> None:
        self.captured: list[list[Card]] = [[] for _ in range(self.sides)]
        self.sweeps = [0] * self.sides
        self.played = [0] * self.players

    def side(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    def check_position(self) -> None:
        game = self.game
        view = game.view(0)
        cards: list[Card] = list(game.undealt_cards())
        for seat in range(self.players):
            cards += game.hand(seat)
        for item in view.table:
            cards += item_cards(item)
        for pile in view.captured:
            cards += pile
        assert len(cards) == 52 and set(cards) == ALL_CARDS, "a card is lost or twice in play"
        # every seat has 4 cards less the ones it played since the last hand-out
        assert view.hand_sizes == tuple(4 - n for n in self.played)
        for item in view.table:
            if isinstance(item, Build):
                assert any(lone_value(x) == item.value for x in game.hand(item.owner)), (
                    f"seat {item.owner} owns {item} without a card to capture it"
                )
                assert 2 <= item.value <= 14
        assert [len(p) for p in view.captured] == [len(p) for p in self.captured]
        assert view.sweeps == tuple(self.sweeps)
        if not game.is_over():
            assert game.legal_actions(), "the player to move has no legal play"

    def follow(self, seat: int, events: list[Event]) -> None:
        self.played[seat] += 1
        for event in events:
            kind = event.kind
            if kind == "capture":
                self.captured[self.side(seat)] += [event.data["card"], *event.data["cards"]]
            elif kind == "sweep":
                # never on the last play of a deal: the table stays empty for the next player
                assert not self.game.view(0).table
                assert not self.deals_ended_in(events)
                self.sweeps[self.side(seat)] += 1
            elif kind == "residue":
                assert event.seat is not None
                self.captured[self.side(event.seat)] += event.data["cards"]
            elif kind == "hand_out":
                self.played = [0] * self.players
            elif kind == "deal_end":
                self.end_deal(event.data)
            elif kind == "deal":
                self.new_deal()

    @staticmethod
    def deals_ended_in(events: list[Event]) -> bool:
        return any(e.kind == "deal_end" for e in events)

    def end_deal(self, data: Mapping[str, Any]) -> None:
        assert [sorted(p) for p in data["captured"]] == [sorted(p) for p in self.captured]
        assert sum(len(p) for p in self.captured) == 52
        assert tuple(data["sweeps"]) == tuple(self.sweeps)
        assert tuple(data["scores_before"]) == tuple(self.scores)
        expected = count_deal(self.captured, self.sweeps, self.scores, self.game.rules,
                              no_target=self.no_target)
        assert data["result"] == expected
        self.scores = list(expected.totals)
        self.no_target = expected.no_target
        self.deals += 1


def play_games(players: int, deals: int, seed: int) -> tuple[int, int]:
    """Whole games until ``deals`` deals are played; (deals, games)."""
    rng = random.Random(seed)
    played_deals = games = 0
    while played_deals < deals:
        game = CasinoGame(players=players, seed=rng.randrange(2**32))
        tracker = Tracker(game)
        tracker.check_position()
        resume_at = rng.randrange(20, 140)
        step = 0
        while not game.is_over():
            seat = game.current_player()
            assert seat is not None
            legal = game.legal_actions()
            events = game.apply(legal[rng.randrange(len(legal))])
            tracker.follow(seat, events)
            tracker.check_position()
            step += 1
            if step == resume_at:
                # a save in the middle of a deal resumes exactly, and play goes on from it
                copy = CasinoGame.from_json(game.to_json())
                assert [copy.view(s) for s in range(players)] == [
                    game.view(s) for s in range(players)
                ]
                assert copy.legal_actions() == game.legal_actions()
                assert copy.undealt_cards() == game.undealt_cards()
                game = tracker.game = copy
        assert game.winners()
        assert all(tracker.side(s) == tracker.side(game.winners()[0]) for s in game.winners())
        played_deals += tracker.deals
        games += 1
    return played_deals, games


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_random_games(players: int) -> None:
    deals, games = play_games(players, DEALS_PER_PLAYER_COUNT, seed=1000 + players)
    assert deals >= DEALS_PER_PLAYER_COUNT
    assert games >= 1
