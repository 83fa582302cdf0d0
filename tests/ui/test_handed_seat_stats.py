"""A seat handed from a phone to the computer is the computer's in the statistics from the
hand-over on: the game under way and every later one are recorded for the computer player
of its level, what the person finished before stays theirs, and a seat handed back is the
person's again from the next game on."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.storage import recovery
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.stats import MATCH_GAME, StatsStore
from tablegames_qt.storage.stats_records import Filter
from tablegames_qt.ui.recorder import GameRecorder
from tablegames_qt.ui.session import BOT, PHONE, SeatConfig, SessionController

TIMEOUT = 60_000


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


def _match(games: int) -> tuple[SessionController, MachacekGame]:
    game = MachacekGame(players=2, rules=MachacekRules(games=games), seed=5)
    seats = [SeatConfig("Anna", PHONE), SeatConfig("Pip", BOT, "easy")]
    controller = SessionController(game, seats, bot_pace_ms=0, bot_factory=seat_bot)
    rng = random.Random(3)
    # Anna's phone: a random legal move whenever it is asked
    controller.phoneTurn.connect(lambda seat: controller.submit_remote(
        seat, rng.choice(controller.legal_actions())))
    return controller, game


def _seat0_profiles(store: StatsStore) -> list[int]:
    """Seat 0's profile in each match game, oldest first (a game the computer players
    played alone is kept apart from the family's, so asked for too)."""
    rows = sorted(store.results(Filter(include_bot_only=True), units=[MATCH_GAME]),
                  key=lambda r: r.number)
    return [next(s.profile_id for s in row.seats if s.seat == 0) for row in rows]


def test_the_computer_s_games_are_not_counted_for_the_person(qtbot: QtBot,
                                                              store: StatsStore) -> None:
    controller, _game = _match(3)
    recorder = GameRecorder(controller, store)
    anna = recorder.seats[0].profile_id

    def after_the_first_game(_result: int) -> None:
        if controller.seats[0].kind == PHONE:
            controller.hand_seat(0, BOT, "normal")  # "Give to the computer"

    recorder.recorded.connect(after_the_first_game)
    with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
        controller.start()
    profiles = Profiles(store)
    stand_in = profiles.bot("normal").id
    assert anna is not None and anna != stand_in
    assert _seat0_profiles(store) == [anna, stand_in, stand_in]
    assert profiles.get(stand_in).is_bot and not profiles.get(anna).is_bot
    # Anna's own statistics hold only the game she played
    assert len(store.results(Filter(player=anna), units=[MATCH_GAME])) == 1


def test_a_seat_handed_back_is_the_person_s_from_the_next_game_on(qtbot: QtBot,
                                                                   store: StatsStore) -> None:
    controller, _game = _match(3)
    recorder = GameRecorder(controller, store)
    anna = recorder.seats[0].profile_id
    controller.hand_seat(0, BOT, "easy")

    def back(_seat: int, _action: object) -> None:
        if controller.seats[0].kind == BOT:
            controller.hand_seat(0, PHONE)  # "Back to a phone" during the first game

    controller.actionApplied.connect(back)
    with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
        controller.start()
    stand_in = Profiles(store).bot("easy").id
    assert _seat0_profiles(store) == [stand_in, anna, anna]
