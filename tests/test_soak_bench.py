"""The soak bench (``bench/soak.py``) runs, and its checks catch a broken engine.

Only its working is tested here, on a few games; its figure is measured by running it."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bench import soak
from tablegames_qt.engine.casino import CasinoGame
from tablegames_qt.games import names


def test_a_few_games_of_every_kind_soak_without_a_break() -> None:
    tally, _seconds = soak.run(30, processes=1, chunk=10)
    assert tally.games == 30 and tally.breaks == 0, tally.shown
    assert tally.actions > 30 * 10
    assert {soak.new_game(seed).NAME for seed in range(len(names()))} == set(names())


def test_a_card_lost_from_the_views_is_a_break(monkeypatch: pytest.MonkeyPatch) -> None:
    real = CasinoGame.view

    def losing_a_card(self: CasinoGame, seat: int) -> Any:
        view = real(self, seat)
        return dataclasses.replace(view, deck_left=view.deck_left - (len(self.history) == 5))

    monkeypatch.setattr(CasinoGame, "view", losing_a_card)
    tally = soak.Tally()
    soak.soak_one(2, tally)  # seed 2 is a Royal Casino game
    assert tally.breaks == 1 and "!= 52" in tally.shown[0]
