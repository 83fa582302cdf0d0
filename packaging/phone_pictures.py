"""Pictures of the phone page beside the laptop's table, to look at as a player would.

    xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python packaging/phone_pictures.py OUT_DIR [--lang CODE]  (a language of tablegames_qt/languages.py)

For each game a table with one phone seat (Anna), the page is taken at 390×844 (a phone)
and 768×1024 (a tablet) in headless Chromium when it is Anna's turn, and the laptop's
window at the same moment. Everything runs on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

if str(Path(__file__).resolve().parent) not in sys.path:  # for app_languages, run or imported
    sys.path.append(str(Path(__file__).resolve().parent))
from app_languages import load as _load_languages

ROOT = Path(__file__).resolve().parent.parent
SIZES = ((390, 844), (768, 1024))


def _wait(app: Any, condition: Any, seconds: float = 30) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        result = condition()
        if result:
            return result
        time.sleep(0.02)
    raise TimeoutError("the table did not get there in time")


def _play_until_annas_turn(controller: Any, laptop: list[int]) -> bool:
    """True at Anna's turn (seat 0) once others have played; plays for the laptop's person
    (and for Anna when she would open the game)."""
    if controller.awaiting_human() is not None:
        controller.submit(controller.legal_actions()[0])
    elif controller.awaiting_phone() == 0:
        if len(controller.game.history) > 1:
            return True
        controller.submit_remote(0, controller.legal_actions()[0])
    return False


def pictures(out: Path, language: str) -> list[Path]:
    sys.path.insert(0, str(ROOT))
    os.environ["TABLEGAMES_PHONE_BIND"] = "127.0.0.1"
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tablegames_qt.app import LanguageSwitcher
    from tablegames_qt.engine.casino import CasinoRules
    from tablegames_qt.engine.machacek import MachacekRules
    from tablegames_qt.engine.perudo import PerudoRules
    from tablegames_qt.storage.seat_names import BOT_KEYS
    from tablegames_qt.storage.settings import Settings
    from tablegames_qt.ui.dialogs.setup import GameSetup
    from tablegames_qt.ui.main_window import MainWindow
    from tablegames_qt.ui.phones.dialog import PhonesDialog
    from tablegames_qt.ui.session import BOT, HUMAN, PHONE, SeatConfig
    from tests.phones.browser import browser, close

    app = QApplication.instance() or QApplication([])
    LanguageSwitcher(app).apply(language)  # type: ignore[arg-type]
    settings = Settings()
    settings.animation_speed = "off"
    settings.bot_pace = "instant"
    settings.sound = "off"
    settings.after_reveal = "continue"
    window = MainWindow(settings, remember_geometry=False)
    window.resize(1024, 640)
    window.show()
    anna = "Anna"
    tables = {
        "perudo": ([SeatConfig(anna, PHONE), SeatConfig(BOT_KEYS[0], BOT, "easy"),
                    SeatConfig("Ben", HUMAN), SeatConfig(BOT_KEYS[1], BOT, "easy")],
                   PerudoRules(), 3),
        "machacek": ([SeatConfig(anna, PHONE), SeatConfig(BOT_KEYS[0], BOT, "easy"),
                      SeatConfig(BOT_KEYS[1], BOT, "easy")], MachacekRules(), 5),
        "casino": ([SeatConfig(anna, PHONE), SeatConfig(BOT_KEYS[0], BOT, "easy")],
                   CasinoRules(), 8),
    }
    written: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    for game, (seats, rules, seed) in tables.items():
        drivers = [browser(*size) for size in SIZES]
        try:
            def open_links(drivers: list[Any] = drivers) -> None:
                for widget in app.topLevelWidgets():
                    if isinstance(widget, PhonesDialog) and widget.isVisible():
                        link = widget.links[0].text()
                        for driver in drivers:
                            driver.get(link)  # the second page replaces the first: reload
                        return
                QTimer.singleShot(50, open_links)

            QTimer.singleShot(50, open_links)
            screen = window.start_setup(GameSetup(game, seats, rules), seed=seed)
            controller = screen.controller
            laptop = controller.humans()
            # a moment with something to answer: Anna's turn after the others have played
            try:
                _wait(app, lambda controller=controller, laptop=laptop: _play_until_annas_turn(
                    controller, laptop))
            except TimeoutError:
                print(game, controller.game.history, controller.awaiting_phone(),
                      controller.awaiting_human(), controller.is_busy(), screen.status_text(),
                      file=sys.stderr)
                raise
            for driver, (width, height) in zip(drivers, SIZES, strict=True):
                driver.refresh()  # this page takes the seat (the other is told it moved)
                _wait(app, lambda driver=driver: "turn" in (driver.find_element(
                    "id", "status").get_attribute("class") or ""))
                if game == "casino":
                    cards = [c for c in driver.find_elements("css selector",
                                                             "#mine-items button.card")
                             if c.is_enabled()]
                    cards[-1].click()
                    _wait(app, lambda: True, 0.3)
                target = out / f"phone-{game}-{language}-{width}x{height}.png"
                driver.save_screenshot(str(target))
                written.append(target)
            _wait(app, lambda screen=screen: screen.status_text().endswith("…"), 5)
            target = out / f"laptop-{game}-{language}.png"
            window.grab().save(str(target))
            written.append(target)
            screen.shutdown()
        finally:
            for driver in drivers:
                close(driver)
    window.close()
    return written


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    languages = _load_languages()
    parser.add_argument("--lang", choices=languages.codes(), default=languages.SOURCE)
    return parser


def main() -> int:
    args = build_parser().parse_args()
    for path in pictures(args.out, args.lang):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
