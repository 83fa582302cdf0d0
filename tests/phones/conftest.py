"""A table open to phones in the test's process, bound to 127.0.0.1 only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.games import game_class
from tablegames_qt.ui.phones.table import PhoneTable
from tablegames_qt.ui.seat_config import BOT, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController
from tests.phones.client import Phone


class Table:
    """A controller with phone seats and bots, its PhoneTable and the phones joined."""

    def __init__(self, qtbot: Any, game: str, phones: int, bots: int, seed: int,
                 rules: Any = None, level: str = "easy") -> None:
        cls = game_class(game)
        kwargs: dict[str, Any] = {"players": phones + bots, "seed": seed}
        if rules is not None:
            kwargs["rules"] = rules
        self.game = cls(**kwargs)
        seats = [SeatConfig(f"Phone {i + 1}", PHONE) for i in range(phones)]
        seats += [SeatConfig(f"Bot {i + 1}", BOT, level) for i in range(bots)]
        self.controller = SessionController(self.game, seats, bot_pace_ms=0,
                                            bot_factory=seat_bot)
        self.table = PhoneTable(self.controller, bind="127.0.0.1", port=0, language="en")
        self.table.sent = {}
        self.port = self.table.open()
        self.qtbot = qtbot
        self.phones: dict[int, Phone] = {}

    def join(self, seat: int, *, play: bool = True, seed: int = 0) -> Phone:
        token = self.table.tokens.token(seat)
        assert token is not None
        phone = Phone(self.port, token, seed=seed * 100 + seat, play=play)
        phone.start()
        self.phones[seat] = phone
        self.qtbot.waitUntil(lambda: bool(phone.of_type("welcome")), timeout=5000)
        assert self.table.is_present(seat)
        return phone

    def join_all(self, play: bool = True, seed: int = 0) -> None:
        for seat in self.controller.phones():
            self.join(seat, play=play, seed=seed)

    def play_to_end(self, timeout_ms: int = 60000) -> None:
        self.controller.start()
        self.qtbot.waitUntil(self.game.is_over, timeout=timeout_ms)
        self.qtbot.waitUntil(
            lambda: all(p.finished() for p in self.phones.values()), timeout=10000)

    def close(self) -> None:
        for phone in self.phones.values():
            phone.stop()
        self.controller.stop()
        self.table.close()
        for phone in self.phones.values():
            phone.join(5)


@pytest.fixture
def make_table(qtbot: Any) -> Iterator[Any]:
    tables: list[Table] = []

    def make(game: str, phones: int, bots: int = 0, seed: int = 1, **kwargs: Any) -> Table:
        table = Table(qtbot, game, phones, bots, seed, **kwargs)
        tables.append(table)
        return table

    yield make
    for table in tables:
        table.close()
