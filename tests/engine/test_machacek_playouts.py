"""Seeded random Macháček matches, every player count and variant, with the
rules re-checked from the views after every action.

The checker keeps its own account of the match (what each holder saw, who
announced what) and derives the expected outcome from the rule file; it reads
the engine only through ``view``, ``legal_actions`` and ``apply``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from tablegames_qt.engine.machacek import (
    Announce,
    Believe,
    Doubt,
    EndMatch,
    MachacekAction,
    MachacekGame,
    MachacekRules,
    MachacekView,
)

RULE_FILE_ORDER = "31 32 41 42 43 51 52 53 54 61 62 63 64 65 11 22 33 44 55 66 21"
ORDER = [int(word) for word in RULE_FILE_ORDER.split()]
POSITION = {value: index for index, value in enumerate(ORDER)}
MAX_ACTIONS = 20_000  # far beyond any random match: hitting it means the match does not end

VARIANTS: list[MachacekRules] = [
    MachacekRules(games=1),
    MachacekRules(games=3),
    MachacekRules(games=2, truth="at_least"),
    MachacekRules(games=4, random_order=True),
    MachacekRules(games=None),  # open-ended: the test ends it
    MachacekRules(lives=1),
    MachacekRules(lives=2, truth="at_least", random_order=True),
    MachacekRules(lives=3, games=1),  # games is ignored with lives
]


def answers(previous: int | None) -> list[int]:
    if previous is None:
        return ORDER
    if previous == 21:
        return [21]
    return ORDER[POSITION[previous] + 1:]


def counts_as_true(rolled: int, announced: int, truth: str) -> bool:
    if truth == "exact":
        return rolled == announced
    return POSITION[rolled] >= POSITION[announced]


@dataclass
class Checker:
    """The rule file's account of a match, fed only with public views and
    each seat's own view of its own dice."""

    game: MachacekGame
    players: int
    rules: MachacekRules
    wins: list[int] = field(default_factory=list)
    losses: list[int] = field(default_factory=list)
    lives: list[int] = field(default_factory=list)
    bluffs: list[int] = field(default_factory=list)
    games_played: int = 0
    holder_roll: int | None = None  # what the holder's own view showed
    games_seen: int = 0

    def __post_init__(self) -> None:
        n = self.players
        self.wins = [0] * n
        self.losses = [0] * n
        self.lives = [self.rules.lives] * n
        self.bluffs = [0] * n
        self.check_position(None)

    def all_views(self) -> list[MachacekView]:
        return [self.game.view(seat) for seat in range(self.players)]

    def check_position(self, loser: int | None, last_order: tuple[int, ...] = ()) -> None:
        game = self.game
        views = self.all_views()
        first = views[0]
        current = game.current_player()
        assert all(v.current_player == current for v in views)
        assert all(v.phase == first.phase for v in views)
        assert all(v.announcements == first.announcements for v in views)
        assert [v.wins for v in views] == [tuple(self.wins)] * self.players
        assert list(first.wins) == self.wins
        assert sum(first.wins) == first.games_played == self.games_played
        assert [s.games_won for s in first.stats] == self.wins
        assert [s.games_lost for s in first.stats] == self.losses
        assert sum(s.challenges_made for s in first.stats) == self.games_played
        assert sum(s.times_doubted for s in first.stats) == self.games_played
        assert sum(s.challenges_right for s in first.stats) == sum(
            s.bluffs_caught for s in first.stats
        )
        assert [v.own_bluffs_made for v in views] == self.bluffs
        assert list(first.lives) == self.lives
        assert all(life >= 0 for life in first.lives)
        if self.rules.lives:
            assert list(first.alive) == [life > 0 for life in self.lives]
        else:
            assert all(first.alive)

        if current is None:
            assert game.is_over() and game.legal_actions() == []
            assert all(v.own_roll is None and v.announcement is None for v in views)
            return
        assert not game.is_over() and not first.winners
        order = first.order
        assert sorted(order) == [s for s in range(self.players) if first.alive[s]]
        if loser is not None:  # a new game has just started: the loser starts it,
            # or if the loser is out, the player after them in the last game's order
            if first.alive[loser]:
                assert order[0] == loser
            else:
                assert order[0] == last_order[(last_order.index(loser) + 1) % len(last_order)]
            assert not first.announcements
        if not self.rules.random_order:
            assert list(order) == sorted(order, key=lambda s: (s - order[0]) % self.players)

        # exactly one seat sees dice: the one who rolled them, and nobody else
        holders = [v.seat for v in views if v.own_roll is not None]
        assert holders == [first.cup_holder]
        holder = holders[0]
        self.holder_roll = views[holder].own_roll
        last = first.announcements[-1][1] if first.announcements else None
        for v in views:
            assert v.announcement == (last if v.seat == current and last is not None else None)
        legal = game.legal_actions()
        if first.phase == "respond":
            assert legal == [Believe(), Doubt()]
            assert holder == first.announcements[-1][0]
            assert current == order[(order.index(holder) + 1) % len(order)]
        else:
            assert first.phase == "announce" and holder == current
            assert [a.value for a in legal if isinstance(a, Announce)] == answers(last)
            assert len(legal) == len(answers(last))

    def apply(self, action: MachacekAction) -> None:
        game = self.game
        before = game.view(0)
        seat = game.current_player()
        assert seat is not None
        announcements = before.announcements
        game.apply(action)
        loser: int | None = None
        if isinstance(action, Announce):
            assert self.holder_roll is not None
            if not counts_as_true(self.holder_roll, action.value, self.rules.truth):
                self.bluffs[seat] += 1
        elif isinstance(action, Doubt):
            announcer, announced = announcements[-1]
            result = game.view(0).last_result
            assert result is not None
            # the dice opened are the ones the announcer saw in their own view
            assert result.rolled == self.holder_roll
            bluff = not counts_as_true(result.rolled, announced, self.rules.truth)
            winner, loser = (seat, announcer) if bluff else (announcer, seat)
            assert (result.bluff, result.winner, result.loser) == (bluff, winner, loser)
            assert (result.announcer, result.challenger, result.announced) == (announcer, seat, announced)
            self.wins[winner] += 1
            self.losses[loser] += 1
            self.games_played += 1
            if self.rules.lives:
                lost = 2 if announced == 21 else 1
                self.lives[loser] = max(0, self.lives[loser] - lost)
                assert result.lives_lost == lost
                assert result.eliminated == (self.lives[loser] == 0)
        elif isinstance(action, EndMatch):
            assert self.rules.open_ended
        self.check_position(loser, before.order)
        if game.is_over():
            self.check_end(ended=isinstance(action, EndMatch))

    def check_end(self, ended: bool) -> None:
        winners = self.game.winners()
        if self.rules.lives:
            assert [s for s in range(self.players) if self.lives[s] > 0] == winners
            assert len(winners) == 1
        else:
            if not ended:
                assert self.games_played == self.rules.games
            best = max(self.wins)
            assert winners == [s for s in range(self.players) if self.wins[s] == best]
        if self.rules.games == 1 and not self.rules.lives:
            assert len(winners) == 1 and self.wins[winners[0]] == 1
        assert list(self.game.view(0).winners) == winners


def choose(view: MachacekView, legal: list[MachacekAction], rng: random.Random) -> MachacekAction:
    """A random bot that tells the truth half the time it can (so cups are
    opened on truths as well as bluffs)."""
    if view.own_roll is not None and view.phase == "announce" and rng.random() < 0.5:
        truthful = Announce(view.own_roll)
        if truthful in legal:
            return truthful
    return legal[rng.randrange(len(legal))]


def play_match(index: int) -> MachacekGame:
    rng = random.Random(index)
    players = 2 + index % 9
    rules = VARIANTS[(index // 9) % len(VARIANTS)]
    game = MachacekGame(players, rules, seed=index * 7919)
    checker = Checker(game, players, rules)
    stop_after = rng.randrange(0, 12) if rules.open_ended else None
    save_at = rng.randrange(0, 30)
    twin: MachacekGame | None = None
    for step in range(MAX_ACTIONS):
        if game.is_over():
            break
        if stop_after is not None and checker.games_played >= stop_after and rng.random() < 0.3:
            checker.apply(EndMatch())
            if twin is not None:
                twin.apply(EndMatch())
            break
        if step == save_at:
            twin = MachacekGame.from_json(game.to_json())
            assert [twin.view(s) for s in range(players)] == checker.all_views()
        seat = game.current_player()
        assert seat is not None
        legal = game.legal_actions()
        action = choose(game.view(seat), legal, rng)
        checker.apply(action)
        if twin is not None:  # the restored game carries on with the same rolls
            assert twin.legal_actions() == legal
            twin.apply(action)
            assert twin.view(seat) == game.view(seat)
    else:
        pytest.fail(f"match {index} did not end in {MAX_ACTIONS} actions")
    assert game.is_over()
    if twin is not None:
        assert twin.is_over() and twin.winners() == game.winners()
        assert twin.to_json() == game.to_json()
    return game


@pytest.mark.slow
@pytest.mark.parametrize("block", range(8))
def test_seeded_random_matches_keep_every_rule(block: int) -> None:
    matches = 270  # 8 blocks: 2,160 matches, every player count with every variant
    games_played = 0
    for index in range(block * matches, (block + 1) * matches):
        games_played += play_match(index).view(0).games_played
    assert games_played >= matches  # every match that was not ended at once played games
