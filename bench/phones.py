"""Phones on loopback: how soon every other page and the laptop's table show a phone's
move, and what 10 idle pages cost the laptop.

    python -m bench.phones [--seats 10] [--moves 150] [--idle 20]

It starts the laptop's side (``bench/phones_host.py``: the real Perudo screen,
offscreen, serving on 127.0.0.1) and plays it from N WebSocket pages in this process: the
page whose turn it is taps a random move; the clock runs from the moment it sends until
each other page has the next state and until the laptop's table has taken it in. Then the
pages stay connected and idle while the laptop's CPU time is read from /proc. A benchmark,
not a test: figures vary with the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of ``pid`` (Linux /proc), else None."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


class Page:
    def __init__(self, seat: int, socket: ClientConnection) -> None:
        self.seat = seat
        self.socket = socket
        self.turn = -1
        self.choices: list[dict[str, Any]] = []
        self.seen: dict[int, float] = {}  # state turn -> when it arrived
        self.over = False

    async def listen(self) -> None:
        async for frame in self.socket:
            message = json.loads(frame)
            if message.get("type") == "state":
                self.seen.setdefault(message["turn"], time.monotonic())
                self.turn = message["turn"]
                self.choices = message["choices"]
                self.over = message["over"]


async def run(port: int, tokens: list[str], moves: int, idle: float, host: subprocess.Popen[str],
              table_times: dict[int, float]) -> dict[str, Any]:
    pages = []
    for seat, token in enumerate(tokens):
        socket = await connect(f"ws://127.0.0.1:{port}/ws", max_size=2**22)
        await socket.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
        pages.append(Page(seat, socket))
    listeners = [asyncio.create_task(page.listen()) for page in pages]
    rng = random.Random(1)
    page_ms: list[float] = []
    table_ms: list[float] = []
    deadline = time.monotonic() + 300
    for _ in range(moves):
        mover = None
        while mover is None and time.monotonic() < deadline:
            mover = next((p for p in pages if p.choices and not p.over), None)
            if mover is None:
                if any(p.over for p in pages):
                    break
                await asyncio.sleep(0.001)
        if mover is None:
            break
        turn = mover.turn
        choices = [c for c in mover.choices if c["label"] != "Dudo!"] or mover.choices
        if rng.random() < 0.15:
            choices = mover.choices
        mover.choices = []
        sent = time.monotonic()
        await mover.socket.send(json.dumps({"type": "act", "turn": turn,
                                            "choice": rng.choice(choices)["id"]}))
        others = [p for p in pages if p is not mover]
        while time.monotonic() < deadline and not all(
                any(t > turn for t in p.seen) for p in others):
            await asyncio.sleep(0.0005)
        for page in others:
            arrived = min(t for k, t in page.seen.items() if k > turn)
            page_ms.append((arrived - sent) * 1000)
        await asyncio.sleep(0.01)  # the host's line for the move
        shown = table_times.get(turn + 1)
        if shown is not None:
            table_ms.append((shown - sent) * 1000)
    before = cpu_seconds(host.pid)
    start = time.monotonic()
    await asyncio.sleep(idle)
    after = cpu_seconds(host.pid)
    wall = time.monotonic() - start
    for page in pages:
        await page.socket.close()
    for task in listeners:
        task.cancel()
    idle_cpu = None if before is None or after is None else 100 * (after - before) / wall
    return {"moves": len(table_ms), "page_ms": page_ms, "table_ms": table_ms,
            "idle_cpu_percent": idle_cpu, "idle_seconds": wall}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", type=int, default=10)
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--idle", type=float, default=20.0)
    args = parser.parse_args(argv)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    host = subprocess.Popen(
        [sys.executable, "-m", "bench.phones_host", str(args.seats)],
        stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True, env=env)
    table_times: dict[int, float] = {}
    try:
        assert host.stdout is not None
        first = json.loads(host.stdout.readline())

        async def both() -> dict[str, Any]:
            loop = asyncio.get_running_loop()

            def read() -> None:
                assert host.stdout is not None
                for line in host.stdout:
                    data = json.loads(line)
                    table_times.setdefault(data["turn"], data["table"])

            reader = loop.run_in_executor(None, read)
            result = await run(first["port"], first["tokens"], args.moves, args.idle, host,
                               table_times)
            host.kill()
            await reader
            return result

        result = asyncio.run(both())
    finally:
        if host.poll() is None:
            host.kill()
        host.wait()
    pages, table = result["page_ms"], result["table_ms"]
    print(f"{args.seats} phone pages on 127.0.0.1, {result['moves']} moves")
    if pages:
        print(f"  phone's move -> every other page: p50 {statistics.median(pages):.1f} ms, "
              f"p95 {percentile(pages, 0.95):.1f} ms ({len(pages)} deliveries)")
    if table:
        print(f"  phone's move -> the laptop's table: p50 {statistics.median(table):.1f} ms, "
              f"p95 {percentile(table, 0.95):.1f} ms")
    cpu = result["idle_cpu_percent"]
    if cpu is not None:
        print(f"  laptop's CPU with {args.seats} pages idle: {cpu:.2f} % of one core "
              f"over {result['idle_seconds']:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
