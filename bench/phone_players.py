"""Scripted phone pages that play their seats as fast as the protocol allows: the
stall probe's ``--phones`` starts this in a process of its own (as real phones are other
devices, they never share the app's interpreter), sends it one JSON line
``{"port": ..., "tokens": {"seat": "token", ...}}`` on stdin, and ends it when done.

Each page taps a random offered choice (seeded; Dudo/doubt less often, as in
``bench/phones.py``) the moment its state offers choices. A benchmark tool, not a test.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bench.phones import Page


async def play(page: Page, rng: random.Random, moves: list[int]) -> None:
    """Answer every offered turn at once; returns when the page's connection ends."""
    listener = asyncio.create_task(page.listen())
    try:
        while not listener.done():
            if page.choices and not page.over:
                turn, choices = page.turn, page.choices
                page.choices = []
                calm = [c for c in choices if c["label"] not in ("Dudo!", "Doubt")] or choices
                pick = rng.choice(choices if rng.random() < 0.15 else calm)
                try:
                    await page.socket.send(json.dumps({"type": "act", "turn": turn,
                                                       "choice": pick["id"]}))
                except ConnectionClosed:
                    return
                moves[0] += 1
            await asyncio.sleep(0.001)
    finally:
        listener.cancel()


async def main_async(port: int, tokens: dict[str, str], seed: int) -> int:
    moves = [0]
    tasks = []
    for seat, token in tokens.items():
        socket = await connect(f"ws://127.0.0.1:{port}/ws", max_size=2**22)
        await socket.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
        tasks.append(asyncio.create_task(play(Page(int(seat), socket), random.Random(seed + int(seat)),
                                              moves)))
    await asyncio.gather(*tasks, return_exceptions=True)
    return moves[0]


def main() -> int:
    first = json.loads(sys.stdin.readline())
    seed = int(first.get("seed", 1))
    try:
        moves = asyncio.run(main_async(int(first["port"]), first["tokens"], seed))
    except KeyboardInterrupt:
        return 0
    print(json.dumps({"phone_moves": moves}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
