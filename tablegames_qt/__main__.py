"""Command line: ``tablegames [--lang cs|en] [--demo GAME [--moves N] [--screenshot FILE]]``."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

DEMO_GAMES = ("perudo", "machacek", "casino")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tablegames",
        description="Perudo, Macháček and Royal Casino against computer players or hot-seat.",
    )
    parser.add_argument("--lang", choices=("cs", "en"), help="language for this run")
    parser.add_argument(
        "--demo", metavar="GAME", choices=DEMO_GAMES,
        help="bots play GAME through the real window, then the app exits",
    )
    parser.add_argument(
        "--moves", metavar="N", type=int, default=40,
        help="demo: number of actions to play (default 40; the game may end sooner)",
    )
    parser.add_argument("--screenshot", metavar="FILE", help="demo: save a PNG of the window")
    parser.add_argument("--verbose", action="store_true", help="log debugging details")
    parser.add_argument(
        "--startup-check", action="store_true",
        help="show the main window, then exit at once (measures start-up; packaging uses it)",
    )
    args = parser.parse_args(argv)
    if args.moves < 0:
        parser.error("--moves must not be negative")
    if args.demo is None and (args.screenshot is not None):
        parser.error("--screenshot needs --demo")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    from tablegames_qt.app import run

    return run(
        language=args.lang,
        demo_game=args.demo,
        demo_moves=args.moves,
        screenshot=args.screenshot,
        startup_check=args.startup_check,
    )


if __name__ == "__main__":
    sys.exit(main())
