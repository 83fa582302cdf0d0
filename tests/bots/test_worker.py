"""The bot process's loop (bot_worker.py), driven in this process through a pipe."""

from __future__ import annotations

import multiprocessing
import random
import threading
from collections.abc import Sequence
from typing import Any

from tablegames_qt.bot_worker import BotTable, handle, seat_bot, serve
from tablegames_qt.engine.perudo import PerudoGame


class Remembering:
    """Takes the first legal action and remembers every view it was shown."""

    level = "test"

    def __init__(self) -> None:
        self.views: list[Any] = []

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        self.views.append(view)
        return legal[rng.randrange(len(legal))]


def test_each_seat_keeps_its_bot_and_its_own_seeded_chance_across_decisions() -> None:
    made: list[Remembering] = []

    def factory(game: str, level: str) -> Remembering:
        made.append(Remembering())
        return made[-1]

    table = BotTable(factory)
    table.add((1, 0), "perudo", "easy", "7:0")
    table.add((1, 1), "perudo", "easy", "7:1")
    legal = list(range(100))
    first = [table.choose((1, 0), "view a", legal) for _ in range(5)]
    # the same as a bot on a thread with random.Random("7:0") would choose
    expected_rng = random.Random("7:0")
    assert first == [legal[expected_rng.randrange(100)] for _ in range(5)]
    table.choose((1, 1), "view b", legal)
    assert made[0].views == ["view a"] * 5 and made[1].views == ["view b"]


def test_drop_forgets_only_that_sessions_bots() -> None:
    table = BotTable(lambda game, level: Remembering())
    for key in ((1, 0), (1, 2), (2, 0)):
        table.add(key, "perudo", "easy", "s")
    table.drop(1)
    assert len(table) == 1
    assert table.choose((2, 0), "v", [3]) == 3


def test_a_failing_bot_is_answered_with_its_error_and_the_loop_goes_on() -> None:
    class Broken:
        level = "test"

        def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
            raise ValueError("bot bug")

    table = BotTable(lambda game, level: Broken())
    handle(table, ("add", (1, 0), "perudo", "easy", "s"))
    answer = handle(table, ("choose", (1, 0), 9, "view", [1, 2]))
    assert answer == ("done", (1, 0), 9, None, "ValueError: bot bug")


def test_an_unknown_level_plays_randomly_rather_than_not_at_all() -> None:
    assert seat_bot("perudo", "no-such-level").level == "random"
    assert seat_bot("perudo", "hard").level == "hard"


def test_serve_answers_a_real_view_over_a_pipe_and_ends_on_quit() -> None:
    game = PerudoGame(players=3, seed=5)
    parent, child = multiprocessing.Pipe()
    loop = threading.Thread(target=serve, args=(child,))
    loop.start()
    parent.send(("add", (4, 0), "perudo", "normal", "5:0"))
    legal = game.legal_actions()
    parent.send(("choose", (4, 0), 1, game.view(0), legal))
    kind, key, token, action, error = parent.recv()
    assert (kind, key, token, error) == ("done", (4, 0), 1, "")
    assert action in legal
    parent.send(("quit",))
    loop.join(5)
    assert not loop.is_alive()


def test_serve_ends_when_the_app_goes() -> None:
    parent, child = multiprocessing.Pipe()
    loop = threading.Thread(target=serve, args=(child,))
    loop.start()
    parent.close()
    loop.join(5)
    assert not loop.is_alive()
