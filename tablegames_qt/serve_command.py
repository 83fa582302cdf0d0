"""The headless host: ``tablegames --serve GAME --seats N [--bots K] ...``.

It opens a table of N seats in all, K of them bots and the other N-K phones, prints one
JSON line naming every seat (its kind, and a phone seat's join link and token), and runs
the game without a window until it ends
(exit 0) or Ctrl+C (exit 130). For scripts, tests and benchmarks; they bind to
127.0.0.1.
"""

from __future__ import annotations

import json
import signal
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.engine import options
from tablegames_qt.games import spec
from tablegames_qt.storage.seat_names import BOT_KEYS, player_key
from tablegames_qt.ui.seat_config import BOT, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController


class ServeError(ValueError):
    """A command-line value the host cannot use (said on stderr, exit 2)."""


def parse_rules(game: str, text: str | None) -> Any:
    """``k=v,k=v`` into the game's rules, read by the options its rules class describes."""
    try:
        return options.parse_rules(spec(game).rules, text or "")
    except options.UnknownOption as unknown:
        known = ", ".join(option.field for option in spec(game).options)
        raise ServeError(f"unknown rule {unknown.field!r}; known: {known}") from None
    except (TypeError, ValueError) as exc:
        raise ServeError(f"rules: {exc}") from None


def build_table(game: str, seats: int, bots: int, seed: int | None,
                rules: str | None) -> tuple[Any, list[SeatConfig]]:
    low, high = spec(game).seats
    if not low <= seats <= high:
        raise ServeError(f"{game} is played by {low} to {high} players, not {seats}")
    if not 0 <= bots < seats:
        raise ServeError("--bots must leave at least one phone seat")
    engine = spec(game).new_game(seats, parse_rules(game, rules), seed)
    phones = seats - bots
    configs = [SeatConfig(player_key(i + 1), PHONE) for i in range(phones)]
    configs += [SeatConfig(BOT_KEYS[i % len(BOT_KEYS)], BOT, "normal") for i in range(bots)]
    return engine, configs


def seat_lines(table: Any) -> list[dict[str, Any]]:
    """Every seat of ``table`` for the JSON line: ``kind`` "phone" (with its ``link`` and
    ``token``) or "bot" (with its ``level``), so a script can tell them apart."""
    controller = table.controller
    lines: list[dict[str, Any]] = []
    for seat, config in enumerate(controller.seats):
        line: dict[str, Any] = {"seat": seat, "name": controller.name(seat), "kind": config.kind}
        if config.is_phone:
            line.update(link=table.link(seat), token=table.tokens.token(seat))
        elif config.is_bot:
            line["level"] = config.level
        lines.append(line)
    return lines


def run_serve(game: str, seats: int, bots: int, port: int, bind: str, rules: str | None,
              seed: int | None, language: str | None, qt_args: list[str]) -> int:
    """Run one table for phones without a window (see the module docstring)."""
    from tablegames_qt.app import LanguageSwitcher
    from tablegames_qt.ui.phones.table import PhoneTable

    app = QCoreApplication.instance() or QCoreApplication(["tablegames", *qt_args])
    LanguageSwitcher(app).apply(language or "system")  # type: ignore[arg-type]
    try:
        engine, configs = build_table(game, seats, bots, seed, rules)
    except ServeError as exc:
        print(f"tablegames: {exc}", file=sys.stderr)
        return 2
    # Bots think on threads here: a script's table is small and has no window to keep fluid.
    controller = SessionController(engine, configs, bot_pace_ms=0, bot_factory=seat_bot)
    table = PhoneTable(controller, bind=bind, port=port, language=language or "")
    try:
        table.open()
    except OSError as exc:
        print(f"tablegames: {exc}", file=sys.stderr)
        return 1
    print(json.dumps({"game": game, "port": table.port, "address": table.bind,
                      "seats": seat_lines(table)}), flush=True)
    result = {"code": 0}

    def finish(code: int) -> None:
        result["code"] = code
        table.close()
        app.quit()

    controller.gameOver.connect(lambda _winners: QTimer.singleShot(300, lambda: finish(0)))
    signal.signal(signal.SIGINT, lambda *_: finish(130))
    signal.signal(signal.SIGTERM, lambda *_: finish(143))
    ticker = QTimer()  # lets Python run its signal handlers while Qt waits
    ticker.start(200)
    ticker.timeout.connect(lambda: None)
    controller.start()
    app.exec()
    return result["code"]
