"""A phone in a test: a real WebSocket client on a thread of its own, talking to the
server on 127.0.0.1 only. It keeps every message it receives and, when asked to play,
taps a random one of the moves it is offered."""

from __future__ import annotations

import json
import random
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect
from websockets.typing import Subprotocol

from tablegames_qt.phones.protocol import SUBPROTOCOL, TOKEN_SUBPROTOCOL


class Phone(threading.Thread):
    def __init__(self, port: int, token: str, *, seed: int = 0, play: bool = True,
                 deadline: float = 120.0, named: bool = True) -> None:
        super().__init__(daemon=True)
        #: name the seat's token at the handshake, as the page does
        self.named = named
        self.url = f"ws://127.0.0.1:{port}/ws"
        self.token = token
        self.rng = random.Random(seed)
        self.play = play
        self.deadline = time.monotonic() + deadline
        self.messages: list[dict[str, Any]] = []
        self.closed_code: int | None = None
        self.closed_reason = ""
        self.acted_turns: set[int] = set()
        self.outbox: list[str] = []
        self._lock = threading.Lock()
        self._halt = threading.Event()

    # -- what a test asks --------------------------------------------------------------
    def states(self) -> list[dict[str, Any]]:
        with self._lock:
            return [m for m in self.messages if m.get("type") == "state"]

    def last_state(self) -> dict[str, Any] | None:
        states = self.states()
        return states[-1] if states else None

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        with self._lock:
            return [m for m in self.messages if m.get("type") == kind]

    def send_raw(self, text: str) -> None:
        with self._lock:
            self.outbox.append(text)

    def finished(self) -> bool:
        state = self.last_state()
        return self.closed_code is not None or bool(state and state["over"])

    def stop(self) -> None:
        self._halt.set()

    # -- the thread --------------------------------------------------------------------
    def run(self) -> None:
        try:
            offers = ([Subprotocol(SUBPROTOCOL), Subprotocol(TOKEN_SUBPROTOCOL + self.token)]
                      if self.named else None)
            with connect(self.url, open_timeout=5, close_timeout=2, max_size=2**22,
                         subprotocols=offers) as socket:
                socket.send(json.dumps({"type": "hello", "protocol": 1, "token": self.token}))
                while not self._halt.is_set() and time.monotonic() < self.deadline:
                    with self._lock:
                        pending, self.outbox = self.outbox, []
                    for text in pending:
                        socket.send(text)
                    try:
                        frame = socket.recv(timeout=0.05)
                    except TimeoutError:
                        continue
                    message = json.loads(frame)
                    with self._lock:
                        self.messages.append(message)
                    self._answer(socket, message)
        except ConnectionClosed as closed:
            received = closed.rcvd
            self.closed_code = received.code if received is not None else 1006
            self.closed_reason = received.reason if received is not None else ""
        except OSError:
            self.closed_code = -1

    def _answer(self, socket: Any, message: dict[str, Any]) -> None:
        if not self.play or message.get("type") != "state" or not message["choices"]:
            return
        if message["turn"] in self.acted_turns:
            return
        self.acted_turns.add(message["turn"])
        choice = self.rng.choice(message["choices"])
        socket.send(json.dumps({"type": "act", "turn": message["turn"], "choice": choice["id"]}))
