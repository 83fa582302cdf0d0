"""A resumed game's screen shows what it showed before the save: nothing lost."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tablegames_qt.ui import anim
from tablegames_qt.ui.dialogs.setup import GameSetup, build_rules
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import BOT, SeatConfig

from .app_helpers import isolated_settings

TIMEOUT = 60_000


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    anim.set_speed(0)
    main = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False)
    qtbot.addWidget(main)
    main.resize(1200, 800)
    main.show()
    return main


def _texts(screen) -> list[str]:
    model = screen.history
    return [model.index(row).data(Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]


def _play(qtbot, window: MainWindow, game: str, players: int, actions: int):
    seats = [SeatConfig(f"Bot {i}", BOT, "easy") for i in range(players)]
    setup = GameSetup(game, seats, build_rules(game, {}))
    screen = window.start_setup(setup, seed=7)
    played: list[int] = []

    def count(_seat: int, _action: object) -> None:
        played.append(1)
        if len(played) == actions:
            screen.controller.pause()

    screen.controller.actionApplied.connect(count)
    qtbot.waitUntil(lambda: len(played) >= actions or screen.game.is_over(), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not screen.is_animating() and not screen.controller.is_busy(),
                    timeout=TIMEOUT)
    return setup, screen


@pytest.mark.parametrize(("game", "players", "actions"),
                         [("perudo", 3, 25), ("machacek", 3, 40), ("casino", 2, 40)])
def test_the_resumed_screen_lists_the_whole_history_as_it_was(qtbot, window, game, players, actions):
    setup, live = _play(qtbot, window, game, players, actions)
    assert not live.game.is_over()
    before = _texts(live)
    assert len(before) > 5
    saved = type(live.game).from_json(live.game.to_json())
    resumed = window.open_game(setup, saved)
    resumed.controller.pause()
    assert resumed is not live
    assert _texts(resumed) == before


def test_a_resumed_casino_game_can_show_the_last_deals_count(qtbot, window):
    setup, live = _play(qtbot, window, "casino", 2, 60)  # a deal is 48 plays
    assert live.last_deal_button.isEnabled()
    saved = type(live.game).from_json(live.game.to_json())
    resumed = window.open_game(setup, saved)
    resumed.controller.pause()
    assert resumed.last_deal_button.isEnabled()
    assert resumed.scores.result() == live.scores.result()


def test_a_resumed_perudo_round_shows_its_standing_bid_on_the_table(qtbot, window):
    setup, live = _play(qtbot, window, "perudo", 3, 1)  # an opening is always a bid
    view = live.game.view(0)
    assert view.bids
    resumed = window.open_game(setup, type(live.game).from_json(live.game.to_json()))
    resumed.controller.pause()
    qtbot.waitUntil(lambda: not resumed.is_animating(), timeout=TIMEOUT)
    seat, bid = view.bids[-1]
    assert resumed.table.message() == (resumed.bid_words(bid.quantity, bid.face),
                                       resumed.texts.bid_by(seat))


def test_a_dudos_count_reaches_the_bid_list_only_once_the_table_has_counted(qtbot, window):
    from tablegames_qt.engine.perudo import Bid, Dudo, PerudoRules
    from tablegames_qt.ui.models.history import KIND_ROLE
    from tablegames_qt.ui.seat_config import HUMAN

    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Bob", HUMAN)]
    screen = window.start_setup(GameSetup("perudo", seats, PerudoRules()), seed=3)
    controller = screen.controller
    kinds = lambda: [screen.history.index(r).data(KIND_ROLE)  # noqa: E731
                     for r in range(screen.history.rowCount())]
    still = lambda: not screen.is_animating() and not controller.is_busy()  # noqa: E731
    qtbot.waitUntil(still, timeout=TIMEOUT)
    controller.reveal()
    assert controller.submit(Bid(2, 3))
    qtbot.waitUntil(still, timeout=TIMEOUT)
    anim.set_speed(1.0)  # the count takes its time now
    try:
        controller.reveal()
        assert controller.submit(Dudo())
        qtbot.wait(100)
        assert "dudo" not in kinds()  # the verdict is not printed before the dice are counted
        qtbot.waitUntil(lambda: "dudo" in kinds(), timeout=TIMEOUT)
    finally:
        anim.set_speed(0)
