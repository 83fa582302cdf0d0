"""Silent connections do not lock the seats' phones out: while a flood of connections
that never say who they are is held open on 127.0.0.1, two real phones join and play."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from tablegames_qt.phones import protocol, server

#: silent connections kept open at once (more than the server lets wait)
FLOOD = 48
#: the flood stops after this long whatever happens
FLOOD_SECONDS = 40.0


class Flood(threading.Thread):
    """Up to ``FLOOD`` WebSocket connections to 127.0.0.1 that never send a frame; each
    one the server closes is opened again, until stopped (or ``FLOOD_SECONDS``)."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.url = f"ws://127.0.0.1:{port}/ws"
        self.opened = 0
        self.refused_busy = 0
        self._halt = threading.Event()

    def stop(self) -> None:
        self._halt.set()

    def run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        deadline = time.monotonic() + FLOOD_SECONDS
        tasks = [asyncio.create_task(self._silent(deadline)) for _ in range(FLOOD)]
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _silent(self, deadline: float) -> None:
        while not self._halt.is_set() and time.monotonic() < deadline:
            try:
                async with connect(self.url, open_timeout=3, close_timeout=1) as socket:
                    self.opened += 1
                    while not self._halt.is_set() and time.monotonic() < deadline:
                        try:
                            await asyncio.wait_for(socket.recv(), 0.2)
                        except TimeoutError:
                            continue
            except ConnectionClosed as closed:
                if closed.rcvd is not None and closed.rcvd.reason == "busy":
                    self.refused_busy += 1
            except (OSError, InvalidHandshake, TimeoutError):
                pass
            await asyncio.sleep(0.05)


def test_two_phones_join_and_play_through_a_flood_of_silent_connections(
        make_table: Any, qtbot: Any) -> None:
    assert FLOOD > server.MAX_PENDING
    table = make_table("perudo", 2, 1, seed=3)
    flood = Flood(table.port)
    flood.start()
    try:
        qtbot.waitUntil(lambda: flood.refused_busy > 0, timeout=10000)  # the waiting room is full
        table.join_all()  # each within the 5 s join() allows
        table.controller.start()
        moves = len(table.game.history)
        qtbot.waitUntil(lambda: len(table.game.history) >= moves + 6 or table.game.is_over(),
                        timeout=20000)
        assert all(table.table.is_present(seat) for seat in (0, 1))
        assert flood.is_alive() and flood.refused_busy > 0  # still flooding all along
    finally:
        flood.stop()
        flood.join(10)
    assert not flood.is_alive()


def test_a_silent_connection_is_let_go_within_the_hello_timeout(make_table: Any, qtbot: Any) -> None:
    table = make_table("perudo", 2, 0)
    closed: list[tuple[int, str, float]] = []

    async def silent() -> None:
        start = time.monotonic()
        async with connect(f"ws://127.0.0.1:{table.port}/ws", open_timeout=3) as socket:
            try:
                await asyncio.wait_for(socket.recv(), 10)
                await asyncio.wait_for(socket.recv(), 10)
            except ConnectionClosed as exc:
                assert exc.rcvd is not None
                closed.append((exc.rcvd.code, exc.rcvd.reason, time.monotonic() - start))

    thread = threading.Thread(target=lambda: asyncio.run(silent()), daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=15000)
    assert closed and closed[0][:2] == (protocol.CLOSE_TOO_SLOW, "slow")
    assert protocol.HELLO_TIMEOUT <= 3.0
