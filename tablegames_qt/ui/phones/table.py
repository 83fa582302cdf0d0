"""A table open to phones: the server, the seats' links, and the session controller
asking a phone seat for its move the way it asks a bot.

Contract: the server's thread only emits this object's private signals (queued to the
GUI thread); everything else — the engine, the controller, the texts — runs on the
GUI thread. Each phone is sent ``view(its seat)`` in words (``snapshot.py``) after
every change, and on its turn the legal moves as numbered choices; its answer goes
through :meth:`SessionController.submit_remote`, so through the engine.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QObject, QTimer, Signal, Slot

from tablegames_qt.engine.core import IllegalAction
from tablegames_qt.phones import protocol
from tablegames_qt.phones.protocol import Act
from tablegames_qt.phones.server import PhoneServer
from tablegames_qt.phones.tokens import SeatTokens
from tablegames_qt.storage import paths
from tablegames_qt.ui import phone_texts as texts
from tablegames_qt.ui.phones.snapshot import (
    LOG_LINES,
    choice_entries,
    describer,
    game_colour,
    phone_view,
    snapshot,
)
from tablegames_qt.ui.session import SessionController

log = logging.getLogger(__name__)

#: tests and scripts set this to keep the server on the loopback; unset, the server
#: listens on the laptop's address on the home network, the one its links name
BIND_ENV = "TABLEGAMES_PHONE_BIND"
#: addresses meaning "every interface": never listened on (the links name one address)
WILDCARDS = frozenset({"", "0.0.0.0", "::", "[::]", "*"})
DEFAULT_PORT = 8765
#: how long the phones keep the final result on screen before the table closes
LINGER_MS = 5000


def page_folder() -> Path:
    return paths.resources_dir() / "phone"


def lan_address() -> str:
    """This laptop's address on the home network, for the links (no packet is sent:
    a UDP socket's connect only picks the interface a packet would leave by)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.254.254.254", 9))
        address: str = probe.getsockname()[0]
        if not address.startswith("0."):
            return address
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            candidate = str(info[4][0])
            if not candidate.startswith("127."):
                return candidate
    return "127.0.0.1"


def listen_address(bind: str) -> str:
    """The address to listen on for ``bind``: itself, or for none or a wildcard the
    laptop's address on the home network — only the address the links name, never every
    interface."""
    return lan_address() if bind.strip() in WILDCARDS else bind.strip()


class _Bridge(QObject):
    """Signals emitted on the server's thread, delivered on the GUI thread."""

    joined = Signal(int)
    left = Signal(int)
    acted = Signal(int, object)


class _Listener:
    def __init__(self, bridge: _Bridge) -> None:
        self._bridge = bridge

    def joined(self, seat: int) -> None:
        with contextlib.suppress(RuntimeError):
            self._bridge.joined.emit(seat)

    def left(self, seat: int) -> None:
        with contextlib.suppress(RuntimeError):
            self._bridge.left.emit(seat)

    def acted(self, seat: int, act: Act) -> None:
        with contextlib.suppress(RuntimeError):
            self._bridge.acted.emit(seat, act)


class PhoneTable(QObject):
    """See the module docstring. ``open()`` starts serving; ``close()`` (or the end of
    the game, or the app's exit) stops it."""

    #: a phone joined or left, a seat was handed on: the laptop's marks change
    presenceChanged = Signal()

    def __init__(self, controller: SessionController, *, bind: str | None = None,
                 port: int = DEFAULT_PORT, language: str = "",
                 parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self.controller = controller
        #: the one address the server listens on and the links name
        self.bind = listen_address(bind or os.environ.get(BIND_ENV) or "")
        self.port = port
        self.language = language or QLocale().name()[:2]
        self.tokens = SeatTokens()
        self._bridge = _Bridge(self)
        self._bridge.joined.connect(self._on_joined)
        self._bridge.left.connect(self._on_left)
        self._bridge.acted.connect(self._on_acted)
        self.server = PhoneServer(self.tokens, page_folder(), _Listener(self._bridge))
        self._present: set[int] = set()
        self._logs: dict[int, list[str]] = {}
        self._describe: dict[int, Callable[[Any], str]] = {}
        self._legal: list[Any] = []
        self._legal_turn = -1
        #: what the laptop's table shows everyone after the last events: "cups" (a
        #: challenge's reveal), "count" (a deal counted), or "" (nothing to look at)
        self._looking = ""
        #: the last Dudo or Calza and the events after it, shown on the phones until the
        #: next round's first bid
        self._reveal: tuple[Any, list[Any]] | None = None
        #: every message sent, per seat, when a test asks for it (None: not kept)
        self.sent: dict[int, list[dict[str, Any]]] | None = None
        #: the table closes this long after the game ends (None: when its screen closes)
        self.linger_ms: int | None = LINGER_MS
        controller.stateChanged.connect(self._push_all)
        controller.phoneTurn.connect(self._on_phone_turn)
        # the table has moved on (a note such as "the cups are up" no longer holds)
        controller.botThinking.connect(self._on_phone_turn)
        controller.humanTurn.connect(self._on_phone_turn)
        controller.curtainDown.connect(self._on_phone_turn)
        controller.eventsApplied.connect(self._on_events)
        controller.seatHanded.connect(self._on_handed)
        controller.gameOver.connect(self._on_game_over)

    # -- opening and closing ------------------------------------------------------------
    def open(self) -> int:
        """Issue every phone seat's token and start serving; returns the port.
        Raises ``OSError`` when the port cannot be opened."""
        for seat in self.controller.phones():
            self._start_log(seat)
            self.tokens.issue(seat)
        self.server.refusals.update(texts.refusals())
        try:
            self.port = self.server.start(self.bind, self.port)
        except OSError:
            if self.port == 0:
                raise
            self.port = self.server.start(self.bind, 0)  # the usual port is taken
        log.info("phones: serving on %s:%d", self.bind, self.port)
        return self.port

    def close(self) -> None:
        self.server.stop()
        for seat in self.tokens.seats():
            self.tokens.revoke(seat)

    def is_open(self) -> bool:
        return self.server.running()

    # -- seats and links ----------------------------------------------------------------
    def host_address(self) -> str:
        return self.bind

    def link(self, seat: int) -> str:
        token = self.tokens.token(seat) or ""
        host = self.host_address()
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}/#{token}"

    def links(self) -> dict[int, str]:
        return {seat: self.link(seat) for seat in self.tokens.seats()}

    def is_present(self, seat: int) -> bool:
        return seat in self._present

    def all_joined(self) -> bool:
        """Every phone seat still in the game has its phone here (a player already out
        is not waited for)."""
        return all(seat in self._present for seat in self.still_playing())

    def playing_names(self) -> list[str]:
        """The names of the players whose phones are at the table now, in a game under way."""
        if self.controller.game.is_over() or not self.is_open():
            return []
        return [self.controller.name(seat) for seat in self.controller.phones()
                if seat in self._present]

    def seats_shown(self) -> list[int]:
        """The seats Game ▸ Phones shows: every phone seat, and every seat that was a
        phone's and is played on the laptop or by the computer now (it may go back)."""
        return sorted(set(self.controller.phones()) | set(self._logs))

    def still_playing(self) -> list[int]:
        """The phone seats whose players are still in the game."""
        view = self.controller.game.view(0)
        counts = getattr(view, "dice_counts", None)
        alive = getattr(view, "alive", None)
        return [seat for seat in self.controller.phones()
                if not (counts is not None and counts[seat] == 0)
                and not (alive is not None and not alive[seat])]

    def colour(self, seat: int) -> str:
        """The seat's colour, as the laptop's table shows it."""
        return game_colour(self.controller.game, seat, self.controller.colours())

    def replace_link(self, seat: int) -> str:
        """A new link for ``seat``: the old one and its phone are let go."""
        self.tokens.issue(seat)
        self.server.drop(seat, "dropped", protocol.CLOSE_DROPPED)
        return self.link(seat)

    def hand_seat(self, seat: int, kind: str, level: str = "normal") -> None:
        """Give a phone seat to the laptop or a bot (or a seat to a phone)."""
        if kind != "phone":
            self.tokens.revoke(seat)
            self.server.drop(seat, "dropped", protocol.CLOSE_DROPPED)
        elif self.tokens.token(seat) is None:
            self._start_log(seat)
            self.tokens.issue(seat)
        self.controller.hand_seat(seat, kind, level)

    # -- what is sent -------------------------------------------------------------------
    def _start_log(self, seat: int) -> None:
        self._logs.setdefault(seat, [])
        self._describe[seat] = describer(self.controller.game.NAME, self.controller.names, seat)

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        if self.sent is not None:
            self.sent.setdefault(seat, []).append(message)
        self.server.send(seat, message)

    def _turn(self) -> int:
        return len(self.controller.game.history)

    def state(self, seat: int) -> dict[str, Any]:
        """The ``state`` message for ``seat`` now."""
        controller = self.controller
        game = controller.game
        names = controller.names()
        choices = None
        if (controller.awaiting_phone() == seat and not controller.is_busy()
                and not controller.is_paused()):
            if self._legal_turn != self._turn():
                self._legal = list(game.legal_actions())
                self._legal_turn = self._turn()
            choices = choice_entries(game.NAME, self._legal, names)
        away = [s for s in controller.phones() if s not in self._present]
        reveal = None
        reveal_of = phone_view(game.NAME).reveal
        if self._reveal is not None and reveal_of is not None:
            event, later = self._reveal
            reveal = reveal_of(event, later, controller.names, seat, controller.colours())
        return snapshot(game=game.NAME, view=game.view(seat), names=names,
                        phones=controller.phones(), away=away, turn=self._turn(),
                        over=game.is_over(), winners=game.winners(),
                        log=self._logs.get(seat, []), choices=choices,
                        colours=controller.colours(), note=self._note(seat), reveal=reveal)

    def _note(self, seat: int) -> str:
        """What the table is doing, when that and not whose turn it is is the news: not
        everyone has joined yet, the game is paused, the cups are up, the table still moves."""
        controller = self.controller
        if controller.game.is_over():
            return ""
        if not controller.is_started():
            missing = [controller.name(s) for s in self.still_playing() if s not in self._present]
            return texts.waiting_to_join(missing) if missing else ""
        if controller.is_paused():
            return texts.paused()
        if controller.is_busy() and self._looking:
            return texts.cups_up() if self._looking == "cups" else texts.deal_counted()
        return ""

    def _welcome(self, seat: int) -> dict[str, Any]:
        return {"type": "welcome", "protocol": protocol.PROTOCOL_VERSION, "seat": seat,
                "game": self.controller.game.NAME,
                "title": texts.game_title(self.controller.game.NAME),
                "name": self.controller.name(seat), "colour": self.colour(seat),
                "lang": self.language, "texts": texts.page_texts()}

    def refresh(self) -> None:
        """Send every phone its state again (the laptop paused or went on)."""
        self._push_all()

    @Slot()
    def _push_all(self) -> None:
        for seat in self._present:
            self._send(seat, self.state(seat))

    @Slot(list)
    def _on_events(self, events: list[Any]) -> None:
        kinds = [event.kind for event in events]
        # what the laptop's table shows everyone after these events (and may wait for
        # Continue over): the cups lifted after a challenge, a deal's count -- as the
        # game's phone view names them
        room = phone_view(self.controller.game.NAME)
        self._looking = next((room.looking[kind] for kind in reversed(kinds) if kind in room.looking), "")
        challenge = next((i for i, kind in enumerate(kinds) if kind in room.challenges), None)
        if challenge is not None:
            self._reveal = (events[challenge], list(events[challenge + 1:]))
        elif room.round_starts.intersection(kinds):
            self._reveal = None  # the next round is under way
        for seat, lines in self._logs.items():
            describe = self._describe[seat]
            for event in events:
                text = describe(event)
                if text:
                    lines.append(text)
            del lines[:-LOG_LINES]

    @Slot(int)
    def _on_phone_turn(self, seat: int) -> None:
        self._push_all()

    @Slot(int, str)
    def _on_handed(self, seat: int, kind: str) -> None:
        self.presenceChanged.emit()

    @Slot(list)
    def _on_game_over(self, winners: list[int]) -> None:
        self._push_all()
        if self.linger_ms is not None:
            QTimer.singleShot(self.linger_ms, self, self.close)

    @Slot(int)
    def _on_joined(self, seat: int) -> None:
        if self.tokens.token(seat) is None:
            return
        self._present.add(seat)
        self._send(seat, self._welcome(seat))
        self._push_all()
        self.presenceChanged.emit()

    @Slot(int)
    def _on_left(self, seat: int) -> None:
        self._present.discard(seat)
        self._push_all()
        self.presenceChanged.emit()

    @Slot(int, object)
    def _on_acted(self, seat: int, act: Act) -> None:
        reason = self._apply(seat, act)
        if reason is not None:
            self._send(seat, {"type": "refused", "turn": self._turn(), "text": reason})
            self._send(seat, self.state(seat))

    def _apply(self, seat: int, act: Act) -> str | None:
        controller = self.controller
        if (controller.awaiting_phone() != seat or act.turn != self._turn()
                or seat not in self._present):
            return texts.not_your_turn() if controller.awaiting_phone() != seat \
                else texts.moved_on()
        game = controller.game
        if act.choice is not None:
            if self._legal_turn != self._turn():
                self._legal = list(game.legal_actions())
                self._legal_turn = self._turn()
            if act.choice >= len(self._legal):
                return texts.not_offered()
            action = self._legal[act.choice]
        else:
            try:
                action = game.decode_action(act.move)
            except (IllegalAction, ValueError, TypeError):
                # not a move of this game in the protocol's form: said in the protocol's
                # words, never the engine's or Python's own text about the data
                return texts.not_a_move()
        return controller.submit_remote(seat, action)
