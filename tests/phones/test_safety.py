"""Nothing let in, nothing lost: tokens, bad input, floods, reconnects, dropped seats,
and only the page's own files served — against the real server on 127.0.0.1."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tablegames_qt.engine.casino.notation import card_code
from tablegames_qt.phones import protocol
from tablegames_qt.phones.server import PAGE_FILES
from tablegames_qt.ui.seat_config import BOT, HUMAN


def _talk(port: int, frames: list[str | bytes], wait: float = 3.0) -> tuple[list[dict[str, Any]], int | None, str]:
    """Send ``frames`` on a fresh connection; the messages received until it closes."""
    received: list[dict[str, Any]] = []
    code: int | None = None
    reason = ""
    with connect(f"ws://127.0.0.1:{port}/ws", open_timeout=5, max_size=2**22) as socket:
        try:
            for frame in frames:
                try:
                    socket.send(frame)
                except ConnectionClosed:
                    break  # the server closed it mid-way (a flood): read what it said first
            while True:
                received.append(json.loads(socket.recv(timeout=wait)))
        except TimeoutError:
            pass
        except Exception as exc:  # the server closed the connection
            closed = getattr(exc, "rcvd", None)
            if closed is not None:
                code, reason = closed.code, closed.reason
    return received, code, reason


def _hello(token: str) -> str:
    return json.dumps({"type": "hello", "protocol": 1, "token": token})


def _run(qtbot: Any, function: Any) -> Any:
    """Run a blocking client call on a thread while the Qt loop serves the table."""
    import threading

    result: list[Any] = []
    failure: list[BaseException] = []

    def call() -> None:
        try:
            result.append(function())
        except BaseException as exc:
            failure.append(exc)

    thread = threading.Thread(target=call, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=20000)
    if failure:
        raise failure[0]
    return result[0]


@pytest.mark.parametrize("token", ["", "x" * 22, "A" * 64, "é" * 10])
def test_a_wrong_token_gets_a_clear_refusal_and_nothing_else(make_table: Any, qtbot: Any,
                                                            token: str) -> None:
    table = make_table("perudo", 2, 1)
    received, code, _ = _run(qtbot, lambda: _talk(table.port, [_hello(token)]))
    assert [(m["type"], m["why"]) for m in received] == [("bye", "token")]
    assert received[0]["text"] == "This link is no longer valid. Ask for a new one at the table."
    assert code == protocol.CLOSE_BAD_TOKEN  # final: the page stops trying
    assert not table.table.is_present(0) and not table.table.is_present(1)


def test_an_old_token_stops_working_when_the_link_is_replaced(make_table: Any, qtbot: Any) -> None:
    table = make_table("perudo", 2, 1)
    old = table.table.tokens.token(0)
    phone = table.join(0, play=False)
    table.table.replace_link(0)
    qtbot.waitUntil(lambda: phone.closed_code is not None, timeout=5000)
    assert phone.closed_code == protocol.CLOSE_DROPPED
    received, code, _ = _run(qtbot, lambda: _talk(table.port, [_hello(old)]))
    assert code == protocol.CLOSE_BAD_TOKEN
    assert [m["type"] for m in received] == ["bye"] and received[0]["why"] == "token"
    table.join(0, play=False)  # the new link works


def test_a_second_connection_replaces_the_first_which_is_told_why(make_table: Any,
                                                                  qtbot: Any) -> None:
    table = make_table("machacek", 2, 1)
    first = table.join(0, play=False)
    second = table.join(0, play=False)
    qtbot.waitUntil(lambda: first.closed_code is not None, timeout=5000)
    assert first.closed_code == protocol.CLOSE_REPLACED
    assert first.of_type("bye")[-1]["why"] == "replaced"
    assert table.table.is_present(0) and second.closed_code is None
    qtbot.waitUntil(lambda: bool(second.states()), timeout=5000)


@pytest.mark.parametrize(("frame", "code"), [
    ("not json", protocol.CLOSE_BAD_MESSAGE),
    ('{"type": "shout"}', protocol.CLOSE_BAD_MESSAGE),
    ('["act"]', protocol.CLOSE_BAD_MESSAGE),
    ('{"type": "act", "turn": "0", "choice": 0}', protocol.CLOSE_BAD_MESSAGE),
    ('{"type": "act", "turn": 0, "choice": 0, "file": "/etc/passwd"}', protocol.CLOSE_BAD_MESSAGE),
    ('{"type": "hello", "protocol": 1, "token": "again"}', protocol.CLOSE_BAD_MESSAGE),
    (b"\x00\x01binary", protocol.CLOSE_BAD_MESSAGE),
    ('{"type": "ping", "pad": "' + "x" * 5000 + '"}', 1009),
])
def test_bad_input_closes_the_connection_with_a_reason_and_the_game_goes_on(
        make_table: Any, qtbot: Any, frame: str | bytes, code: int) -> None:
    table = make_table("perudo", 2, 1)
    token = table.table.tokens.token(0)
    before = table.game.to_json()
    received, closed, _ = _run(qtbot, lambda: _talk(table.port, [_hello(token), frame]))
    assert closed == code
    if code != 1009:  # an oversized frame is cut by the WebSocket layer itself
        assert received[-1]["type"] == "bye" and received[-1]["why"] == "message"
    assert table.game.to_json() == before
    table.join(0)  # the seat and the server still serve
    table.join(1)
    table.play_to_end()


def test_a_flood_is_cut_off(make_table: Any, qtbot: Any) -> None:
    table = make_table("perudo", 2, 1)
    token = table.table.tokens.token(0)
    frames = [_hello(token)] + ['{"type":"ping"}'] * (protocol.RATE_BURST * 3)
    received, code, _ = _run(qtbot, lambda: _talk(table.port, frames))
    assert code == protocol.CLOSE_FLOOD
    assert received[-1]["why"] == "flood"


def test_out_of_turn_stale_and_illegal_moves_are_refused_with_the_reason(
        make_table: Any, qtbot: Any) -> None:
    table = make_table("perudo", 2, 0, seed=5)
    phones = [table.join(0, play=False), table.join(1, play=False)]
    table.controller.start()
    current = table.game.current_player()
    qtbot.waitUntil(lambda: any(s["choices"] for s in phones[current].states()), timeout=5000)
    waiting = phones[1 - current]
    turn = len(table.game.history)
    waiting.send_raw(json.dumps({"type": "act", "turn": turn, "choice": 0}))
    qtbot.waitUntil(lambda: bool(waiting.of_type("refused")), timeout=5000)
    assert waiting.of_type("refused")[0]["text"] == "It is not your turn."
    mover = phones[current]
    mover.send_raw(json.dumps({"type": "act", "turn": turn + 7, "choice": 0}))
    mover.send_raw(json.dumps({"type": "act", "turn": turn, "choice": 99999}))
    # a Dudo before any bid: the engine's own reason, in words
    mover.send_raw(json.dumps({"type": "act", "turn": turn, "move": {"type": "Dudo"}}))
    mover.send_raw(json.dumps({"type": "act", "turn": turn, "move": {"type": "Bid", "quantity": 1}}))
    qtbot.waitUntil(lambda: len(mover.of_type("refused")) >= 4, timeout=5000)
    texts = [m["text"] for m in mover.of_type("refused")]
    assert texts[0] == "The table has moved on: here is the game as it stands."
    assert texts[1] == "That move is not on offer."
    assert "bid" in texts[2].lower() and texts[2] not in texts[:2]
    # a malformed move is answered in the protocol's words, not Python's about the data
    assert texts[3].startswith("That is not a move of this game")
    assert "__init__" not in texts[3] and "argument" not in texts[3]
    assert len(table.game.history) == turn
    # a legal move in the engine's saved form is played
    mover.send_raw(json.dumps({"type": "act", "turn": turn,
                               "move": {"type": "Bid", "quantity": 1, "face": 2}}))
    qtbot.waitUntil(lambda: len(table.game.history) == turn + 1, timeout=5000)


def test_a_phone_that_reloads_mid_turn_comes_back_to_its_seat(make_table: Any, qtbot: Any) -> None:
    table = make_table("casino", 2, 0, seed=2)
    first = [table.join(0, play=False), table.join(1, play=False)]
    table.controller.start()
    current = table.game.current_player()
    qtbot.waitUntil(lambda: any(s["choices"] for s in first[current].states()), timeout=5000)
    first[current].stop()
    qtbot.waitUntil(lambda: not table.table.is_present(current), timeout=5000)
    other = first[1 - current]
    qtbot.waitUntil(lambda: "away" in other.last_state()["status"], timeout=5000)
    assert table.controller.awaiting_phone() == current  # the table waits
    turn = len(table.game.history)
    hand = [card_code(c) for c in table.game.view(current).hand]
    back = table.join(current, seed=9)
    qtbot.waitUntil(lambda: bool(back.states()), timeout=5000)
    state = back.states()[0]
    assert state["choices"] and state["turn"] == turn  # its turn, as it stood
    assert [c["code"] for c in state["mine"]["cards"]] == hand
    table.phones[1 - current] = table.join(1 - current, seed=8)
    table.play_to_end()


def test_a_seat_dropped_and_handed_to_a_bot_plays_on(make_table: Any, qtbot: Any) -> None:
    table = make_table("machacek", 2, 1, seed=4)
    table.join_all()
    phone = table.join(1, play=False)
    table.phones[1] = phone
    table.controller.start()
    qtbot.waitUntil(lambda: table.controller.awaiting_phone() == 1, timeout=20000)
    table.table.hand_seat(1, BOT, "easy")
    qtbot.waitUntil(lambda: phone.closed_code is not None, timeout=5000)
    assert phone.closed_code == protocol.CLOSE_DROPPED
    assert table.controller.seats[1].kind == BOT
    received, code, _ = _run(qtbot, lambda: _talk(table.port, [_hello(phone.token)]))
    assert code == protocol.CLOSE_BAD_TOKEN  # the phone's old link is dead
    assert [m["why"] for m in received] == ["token"]
    table.phones.pop(1)
    table.play_to_end()


def test_a_seat_handed_to_the_laptop_waits_for_the_laptop(make_table: Any, qtbot: Any) -> None:
    table = make_table("perudo", 2, 0, seed=4)
    table.join_all(play=False)
    table.controller.start()
    seat = table.game.current_player()
    qtbot.waitUntil(lambda: table.controller.awaiting_phone() == seat, timeout=5000)
    table.table.hand_seat(seat, HUMAN)
    qtbot.waitUntil(lambda: table.controller.awaiting_human() == seat, timeout=5000)
    assert table.controller.awaiting_phone() is None


@pytest.mark.parametrize("path", list(PAGE_FILES))
def test_the_page_files_are_served(make_table: Any, qtbot: Any, path: str) -> None:
    table = make_table("perudo", 2, 0)
    with _run(qtbot, lambda: urllib.request.urlopen(f"http://127.0.0.1:{table.port}{path}",
                                                    timeout=5)) as answer:
        assert answer.status == 200
        assert answer.headers["Content-Type"] == PAGE_FILES[path][1]
        assert answer.headers["Cache-Control"] == "no-store"
        assert len(answer.read()) > 100


@pytest.mark.parametrize("path", [
    "/../pyproject.toml", "/%2e%2e/%2e%2e/etc/passwd", "/index.html/..", "/phone.py",
    "/resources/phone/index.html", "/etc/passwd", "//etc/passwd", "/phone.js/../../LICENSE",
])
def test_nothing_else_on_the_laptop_is_reachable(make_table: Any, qtbot: Any, path: str) -> None:
    table = make_table("perudo", 2, 0)

    def fetch() -> int:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{table.port}{path}", timeout=5) as a:
                return int(a.status)
        except urllib.error.HTTPError as error:
            return error.code

    assert _run(qtbot, fetch) == 404


def test_the_server_stops_a_moment_after_the_game_ends(make_table: Any, qtbot: Any) -> None:
    table = make_table("machacek", 1, 1, seed=3)
    table.table.linger_ms = 300
    table.join_all()
    table.play_to_end()
    phone = table.phones[0]
    qtbot.waitUntil(lambda: not table.table.is_open(), timeout=5000)
    assert phone.last_state()["over"]  # the result reached the phone first
    assert phone.of_type("bye")[-1]["why"] == "closed"


def test_the_server_stops_when_the_table_closes(make_table: Any, qtbot: Any) -> None:
    table = make_table("perudo", 2, 0)
    phone = table.join(0, play=False)
    table.table.close()
    qtbot.waitUntil(lambda: phone.closed_code is not None, timeout=5000)
    assert phone.closed_code == protocol.CLOSE_TABLE_CLOSED
    assert phone.of_type("bye")[-1]["why"] == "closed"
    assert not table.table.is_open()
    with pytest.raises(OSError):
        _run(qtbot, lambda: urllib.request.urlopen(f"http://127.0.0.1:{table.port}/", timeout=2))


def test_the_server_listens_only_on_the_address_its_links_name(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a bind address the table listens on the laptop's address on the home
    network — here stood in for by the loopback — never on every interface."""
    from tablegames_qt.bot_worker import seat_bot
    from tablegames_qt.engine.perudo import PerudoGame
    from tablegames_qt.phones.server import PhoneServer
    from tablegames_qt.ui.phones import table as phone_table
    from tablegames_qt.ui.seat_config import PHONE, SeatConfig
    from tablegames_qt.ui.session import SessionController

    monkeypatch.delenv(phone_table.BIND_ENV, raising=False)
    monkeypatch.setattr(phone_table, "lan_address", lambda: "127.0.0.1")
    start = PhoneServer.start
    asked: list[str] = []

    def loopback_only(self: PhoneServer, host: str, port: int = 0, timeout: float = 10.0) -> int:
        asked.append(host)
        assert host == "127.0.0.1", f"asked to listen on {host!r}"  # the test's network rule
        return start(self, host, port, timeout)

    monkeypatch.setattr(PhoneServer, "start", loopback_only)
    for bind in (None, "0.0.0.0", "::"):
        controller = SessionController(PerudoGame(players=2, seed=1),
                                       [SeatConfig("A", PHONE), SeatConfig("B", PHONE)],
                                       bot_factory=seat_bot)
        table = phone_table.PhoneTable(controller, bind=bind, port=0, language="en")
        try:
            port = table.open()
            assert table.server.listening() == [("127.0.0.1", port)]
            assert table.link(0).startswith(f"http://127.0.0.1:{port}/#")
        finally:
            table.close()
            controller.stop()
    assert asked == ["127.0.0.1"] * 3


def test_a_pause_on_the_laptop_is_told_to_the_phones_and_offers_no_move(make_table: Any,
                                                                        qtbot: Any) -> None:
    table = make_table("perudo", 2, 0, seed=6)
    phones = [table.join(0, play=False), table.join(1, play=False)]
    table.controller.start()
    current = table.game.current_player()
    qtbot.waitUntil(lambda: bool(phones[current].last_state()["choices"]), timeout=5000)
    table.controller.pause()
    table.table.refresh()  # what the screen does when the laptop pauses
    qtbot.waitUntil(lambda: not phones[current].last_state()["choices"], timeout=5000)
    state = phones[current].last_state()
    assert state["status"] == "The game is paused on the laptop" and not state["yourTurn"]
    assert phones[1 - current].last_state()["status"] == "The game is paused on the laptop"
    table.controller.resume()
    table.table.refresh()
    qtbot.waitUntil(lambda: bool(phones[current].last_state()["choices"]), timeout=5000)
    assert phones[current].last_state()["status"] == "Your turn"


@pytest.mark.parametrize("origin", ["http://evil.example", "http://127.0.0.1:1", "null"])
def test_another_web_page_may_not_open_a_seat_s_socket(make_table: Any, qtbot: Any,
                                                       origin: str) -> None:
    """A web site open in the phone's (or laptop's) browser cannot talk to the table: the
    socket is only for the table's own page (a client that is no browser names no origin)."""
    from websockets.exceptions import InvalidStatus

    table = make_table("perudo", 2, 0)
    token = table.table.tokens.token(0)

    def attempt(origin: str | None) -> int:
        try:
            with connect(f"ws://127.0.0.1:{table.port}/ws", open_timeout=5,
                         additional_headers={"Origin": origin} if origin else None) as socket:
                socket.send(_hello(token))
                return 101 if json.loads(socket.recv(timeout=5))["type"] == "welcome" else 0
        except InvalidStatus as refused:
            return int(refused.response.status_code)

    assert _run(qtbot, lambda: attempt(origin)) == 403
    assert not table.table.is_present(0)
    assert _run(qtbot, lambda: attempt(f"http://127.0.0.1:{table.port}")) == 101  # its own page
