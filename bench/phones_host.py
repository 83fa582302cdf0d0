"""The laptop side of the phones benchmark (``bench/phones.py`` starts it):
a Perudo table of N phone seats on its real screen, serving on 127.0.0.1. It prints the
links as one JSON line, then one line per applied move with the moment (``time.monotonic``,
the system-wide clock) the laptop's table has taken it in: the screen's own handlers ran
and the event loop came round again, which is where the window is painted."""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main(argv: list[str]) -> int:
    seats = int(argv[0]) if argv else 10
    app = QApplication.instance() or QApplication(["tablegames-bench", "-platform", "offscreen"])
    from tablegames_qt.engine.perudo import PerudoGame
    from tablegames_qt.storage.settings import Settings
    from tablegames_qt.ui.main_window import screen_for
    from tablegames_qt.ui.phones.table import PhoneTable
    from tablegames_qt.ui.seat_config import PHONE, SeatConfig
    from tablegames_qt.ui.session import SessionController

    settings = Settings()
    settings.animation_speed = "off"
    settings.bot_pace = "instant"
    settings.sound = "off"
    settings.after_reveal = "continue"
    game = PerudoGame(players=seats, seed=1)
    controller = SessionController(game, [SeatConfig(f"Phone {i + 1}", PHONE)
                                          for i in range(seats)], bot_pace_ms=0)
    screen = screen_for("perudo")(controller, settings)
    screen.resize(1024, 640)
    screen.show()
    table = PhoneTable(controller, bind="127.0.0.1", port=0, language="en")
    table.open()
    screen.set_phone_table(table)

    def shown() -> None:
        print(json.dumps({"turn": len(game.history), "table": time.monotonic()}), flush=True)

    controller.eventsApplied.connect(lambda _events: QTimer.singleShot(0, shown))
    print(json.dumps({"port": table.port, "tokens": [table.tokens.token(s) for s in
                                                     range(seats)]}), flush=True)
    screen.start()
    app.exec()  # until the benchmark ends this process
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
