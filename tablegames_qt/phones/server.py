"""The phones' server: the page's own files over HTTP and one WebSocket per phone seat.

It runs an asyncio loop on a thread of its own (``websockets``); the rest of the app
talks to it only through the thread-safe :meth:`PhoneServer.send`, :meth:`drop` and
:meth:`stop`, and hears from it through a :class:`Listener` whose methods are called on
the server's thread (the Qt side turns them into queued signals; they must not touch
widgets).

What it lets in: ``GET`` of the page's few files, named in :data:`PAGE_FILES` (nothing
else on the laptop is reachable; no path from a request is ever opened), and a
WebSocket on ``/ws`` that must say ``hello`` with a live seat token within
:data:`~tablegames_qt.phones.protocol.HELLO_TIMEOUT` seconds. Connections that have not
said who they are yet are capped (:data:`MAX_PENDING` in all, :data:`MAX_PENDING_PER_ADDRESS`
from one address) and let go quickly; a client that names its seat's live token at the
handshake (:data:`~tablegames_qt.phones.protocol.TOKEN_SUBPROTOCOL`, as the page does) is
never counted among them, so silent connections cannot keep a seat's phone out. One live connection per
seat: a second one replaces the first, which is told why. Every frame is checked
(:func:`~tablegames_qt.phones.protocol.parse`), its size capped and its rate limited;
a fault closes that connection with a reason and the game goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import Any, Protocol

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.typing import Subprotocol

from tablegames_qt import colours
from tablegames_qt.phones import protocol
from tablegames_qt.phones.protocol import Act, Hello, Ping, ProtocolError, RateLimit, dump
from tablegames_qt.phones.tokens import SeatTokens

log = logging.getLogger(__name__)

#: URL path -> (file in the page folder, content type); nothing else is served
PAGE_FILES: Mapping[str, tuple[str, str]] = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/icon.svg": ("icon.svg", "image/svg+xml"),
}
#: connections that have not said hello yet, at most (those that named a live token at
#: the handshake are not counted)
MAX_PENDING = 32
#: of them from one address
MAX_PENDING_PER_ADDRESS = 4
#: seconds for the HTTP and WebSocket handshake itself
OPEN_TIMEOUT = 3.0

_SECURITY_HEADERS = [
    ("Cache-Control", "no-store"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
    ("Content-Security-Policy",
     "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
     "style-src 'self'; script-src 'self'; frame-ancestors 'none'"),
]


class Listener(Protocol):
    """What the server reports; called on the server's thread."""

    def joined(self, seat: int) -> None: ...

    def left(self, seat: int) -> None: ...

    def acted(self, seat: int, act: Act) -> None: ...


@dataclass
class _Seat:
    connection: ServerConnection
    outbox: asyncio.Queue[tuple[str, int, str] | None]
    limit: RateLimit


#: English refusals, used until the host hands over translated ones (``refusals``)
DEFAULT_REFUSALS = {
    "token": "This link is no longer valid. Ask for a new one at the table.",
    "replaced": "This seat was opened on another device.",
    "dropped": "The table took this seat back.",
    "closed": "The table has closed.",
    "message": "The page sent something the table does not understand.",
    "flood": "Too many messages: the connection was closed.",
    "slow": "The page did not say who it is in time.",
    "version": "This page is too old for the table: reload it.",
}


def load_page(folder: Path) -> dict[str, tuple[bytes, str]]:
    """The page's files, read once (a missing one is served as 404)."""
    page: dict[str, tuple[bytes, str]] = {}
    for path, (name, kind) in PAGE_FILES.items():
        try:
            page[path] = ((folder / name).read_bytes(), kind)
        except OSError as exc:
            log.warning("phone page file %s: %s", name, exc)
    if "/phone.css" in page:
        # the page's colours are the app's palette's, as CSS custom properties
        css, kind = page["/phone.css"]
        page["/phone.css"] = (colours.phone_css().encode() + css, kind)
    if "/" in page:  # the browser's bar: HTML has no var(), so the server writes the colour
        html, kind = page["/"]
        page["/"] = (html.replace(b'content="var(--felt)"', f'content="{colours.PHONE["felt"]}"'.encode()), kind)
    return page


class PhoneServer:
    """See the module docstring."""

    def __init__(self, tokens: SeatTokens, page_folder: Path, listener: Listener) -> None:
        self.tokens = tokens
        self.refusals: dict[str, str] = dict(DEFAULT_REFUSALS)
        self._page = load_page(page_folder)
        self._listener = listener
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: Server | None = None
        self._stopping: asyncio.Event | None = None
        self._seats: dict[int, _Seat] = {}
        self._pending = 0
        self._pending_from: dict[str, int] = {}
        #: connections that named a live seat token at the handshake
        self._reserved: weakref.WeakSet[ServerConnection] = weakref.WeakSet()
        self.port = 0
        self.address = ""

    # -- any thread ------------------------------------------------------------------
    def start(self, host: str, port: int = 0, timeout: float = 10.0) -> int:
        """Listen on ``host``:``port`` (0: any free port); returns the port.
        Raises ``OSError`` when it cannot listen."""
        ready = threading.Event()
        failure: list[BaseException] = []
        self.address = host

        def run() -> None:
            try:
                asyncio.run(self._main(host, port, ready))
            except BaseException as exc:  # reported to start(); logged if later
                failure.append(exc)
                ready.set()
                log.exception("phone server stopped")

        self._thread = threading.Thread(target=run, name="phone-server", daemon=True)
        self._thread.start()
        if not ready.wait(timeout):
            raise OSError("the phone server did not start in time")
        if failure:
            raise OSError(f"cannot serve phones on {host}:{port}: {failure[0]}")
        return self.port

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def listening(self) -> list[tuple[str, int]]:
        """The (address, port) of each socket the server listens on."""
        server = self._server
        if server is None:
            return []
        return [tuple(sock.getsockname()[:2]) for sock in server.sockets]

    def connected(self) -> set[int]:
        return set(self._seats)

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Queue ``message`` for the phone of ``seat`` (dropped when none is connected)."""
        credit = 1 if message.get("type") == "state" else 0
        self._call(self._enqueue, seat, ("send", credit, dump(message)))

    def drop(self, seat: int, why: str = "dropped", code: int = protocol.CLOSE_DROPPED) -> None:
        """Close the phone connection of ``seat`` (if any), telling it ``why``."""
        self._call(self._enqueue, seat, ("close", code, why))

    def stop(self, timeout: float = 5.0) -> None:
        """Tell every phone the table has closed and stop serving."""
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None:
            with contextlib.suppress(RuntimeError):  # the loop has already ended
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)

    def _call(self, function: Any, *args: Any) -> None:
        loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(function, *args)

    # -- the server's thread -----------------------------------------------------------
    async def _main(self, host: str, port: int, ready: threading.Event) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        async with serve(
            self._handle, host, port,
            process_request=self._process_request,
            select_subprotocol=self._select_subprotocol,
            open_timeout=OPEN_TIMEOUT,
            max_size=protocol.MAX_FRAME,
            max_queue=4,
            compression=None,
            server_header=None,
            ping_interval=15,
            ping_timeout=20,
            close_timeout=2,
        ) as server:
            self._server = server
            self.port = next(iter(server.sockets)).getsockname()[1]
            ready.set()
            await self._stopping.wait()
            for seat in list(self._seats):
                self._enqueue(seat, ("close", protocol.CLOSE_TABLE_CLOSED, "closed"))
            await asyncio.sleep(0.05)
            server.close(close_connections=False)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(server.wait_closed(), 3)
        self._loop = None

    def _process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == protocol.SOCKET_PATH:
            # A browser names the page that opens the socket: only this server's own page
            # may (another web site the phone or laptop has open may not); a client that is
            # no browser names none.
            origins = request.headers.get_all("Origin")
            if origins and origins != [self._origin()]:
                return connection.respond(HTTPStatus.FORBIDDEN, "Forbidden\n")
            return None
        page = self._page.get(path)
        if page is None:
            return connection.respond(HTTPStatus.NOT_FOUND, "Not found\n")
        body, kind = page
        headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))),
                           *_SECURITY_HEADERS])
        return Response(200, "OK", headers, body)

    def _select_subprotocol(self, connection: ServerConnection,
                            offered: Sequence[Subprotocol]) -> Subprotocol | None:
        """Select :data:`~protocol.SUBPROTOCOL` when offered; a live token offered beside it
        lets the connection in past those still silent (its ``hello`` is still checked)."""
        named = [offer for offer in offered if offer.startswith(protocol.TOKEN_SUBPROTOCOL)]
        if named:  # one token per handshake is looked at (no guessing many at once)
            token = named[0][len(protocol.TOKEN_SUBPROTOCOL):]
            if len(token) <= 64 and self.tokens.seat_of(token) is not None:
                self._reserved.add(connection)
        return Subprotocol(protocol.SUBPROTOCOL) if protocol.SUBPROTOCOL in offered else None

    def _origin(self) -> str:
        """The origin of this server's own page."""
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{host}:{self.port}"

    def _enqueue(self, seat: int, item: tuple[str, int, str]) -> None:
        entry = self._seats.get(seat)
        if entry is not None:
            entry.outbox.put_nowait(item)

    async def _refuse(self, connection: ServerConnection, why: str, code: int) -> None:
        with contextlib.suppress(ConnectionClosed):
            await connection.send(dump({"type": "bye", "why": why,
                                        "text": self.refusals.get(why, why)}))
            await connection.close(code, why)

    async def _handle(self, connection: ServerConnection) -> None:
        if connection.request is None or connection.request.path.split("?", 1)[0] != protocol.SOCKET_PATH:
            await connection.close(protocol.CLOSE_BAD_MESSAGE, "path")
            return
        reserved = connection in self._reserved
        self._reserved.discard(connection)
        if reserved:
            seat = await self._greet(connection)
        else:
            address = str(connection.remote_address[0]) if connection.remote_address else ""
            if (self._pending >= MAX_PENDING
                    or self._pending_from.get(address, 0) >= MAX_PENDING_PER_ADDRESS):
                await connection.close(protocol.CLOSE_FLOOD, "busy")
                return
            self._pending += 1
            self._pending_from[address] = self._pending_from.get(address, 0) + 1
            try:
                seat = await self._greet(connection)
            finally:
                self._pending -= 1
                left = self._pending_from.pop(address) - 1
                if left:
                    self._pending_from[address] = left
        if seat is None:
            return
        entry = _Seat(connection, asyncio.Queue(), RateLimit())
        old = self._seats.get(seat)
        self._seats[seat] = entry
        if old is not None:
            old.outbox.put_nowait(("close", protocol.CLOSE_REPLACED, "replaced"))
        writer = asyncio.create_task(self._write(entry))
        try:
            self._listener.joined(seat)
            await self._read(entry, seat)
        finally:
            entry.outbox.put_nowait(None)
            await writer
            if self._seats.get(seat) is entry:
                del self._seats[seat]
                self._listener.left(seat)

    async def _greet(self, connection: ServerConnection) -> int | None:
        try:
            frame = await asyncio.wait_for(connection.recv(), protocol.HELLO_TIMEOUT)
        except TimeoutError:
            await self._refuse(connection, "slow", protocol.CLOSE_TOO_SLOW)
            return None
        except ConnectionClosed:
            return None
        try:
            hello = protocol.parse(frame)
        except ProtocolError as exc:
            await self._refuse(connection, "message", exc.code)
            return None
        if not isinstance(hello, Hello):
            await self._refuse(connection, "message", protocol.CLOSE_BAD_MESSAGE)
            return None
        if hello.protocol != protocol.PROTOCOL_VERSION:
            await self._refuse(connection, "version", protocol.CLOSE_WRONG_VERSION)
            return None
        seat = self.tokens.seat_of(hello.token)
        if seat is None:
            await self._refuse(connection, "token", protocol.CLOSE_BAD_TOKEN)
            return None
        return seat

    async def _read(self, entry: _Seat, seat: int) -> None:
        connection, limit = entry.connection, entry.limit
        loop = asyncio.get_running_loop()
        try:
            async for frame in connection:
                if not limit.allow(loop.time()):
                    await self._refuse(connection, "flood", protocol.CLOSE_FLOOD)
                    return
                try:
                    message = protocol.parse(frame)
                except ProtocolError as exc:
                    log.info("phone seat %d: %s", seat, exc)
                    await self._refuse(connection, "message", exc.code)
                    return
                if isinstance(message, Ping):
                    entry.outbox.put_nowait(("send", 0, dump({"type": "pong"})))
                elif isinstance(message, Act):
                    self._listener.acted(seat, message)
                else:
                    await self._refuse(connection, "message", protocol.CLOSE_BAD_MESSAGE)
                    return
        except ConnectionClosed:
            return

    async def _write(self, entry: _Seat) -> None:
        while True:
            item = await entry.outbox.get()
            if item is None:
                return
            kind, code, text = item
            try:
                if kind == "send":
                    await entry.connection.send(text)
                    if code:
                        entry.limit.credit()
                else:
                    await self._refuse(entry.connection, text, code)
                    return
            except ConnectionClosed:
                return
