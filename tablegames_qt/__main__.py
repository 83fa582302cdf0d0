"""Command line: the app's own options; Qt's own (``-platform``, ``-style``, ``-reverse``, …)
are handed to QApplication.

    tablegames [--lang cs|en] [--version] [--demo GAME [--moves N] [--screenshot FILE]]
               [--replay FILE [--screenshot PNG]] [--tutorial GAME [--screenshot PNG]]
               [--startup-check] [--verbose] [Qt options]
    tablegames --serve GAME --seats N [--bots K] [--port P] [--bind ADDRESS]
               [--rules k=v,...] [--seed S] [--lang cs|en]

The app's options all start with ``--``; Qt's start with one dash. An unknown ``--option``,
a stray word, or a one-dash option Qt does not use either ends in the usual usage error
(exit 2). New options go in :func:`build_parser` (and their checks in :func:`parse_args`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tablegames_qt import __version__, languages
from tablegames_qt.games import names


def build_parser() -> argparse.ArgumentParser:
    games = names()  # the registry's games (loaded here, not when the module is imported)
    parser = argparse.ArgumentParser(
        prog="tablegames",
        description="Perudo, Macháček and Royal Casino against computer players or hot-seat.",
        epilog="Qt's own options (-platform NAME, -style NAME, -reverse, ...) are passed on "
        "to Qt.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--lang", choices=languages.codes(), help="language for this run")
    parser.add_argument(
        "--demo", metavar="GAME", choices=games,
        help="bots play GAME through the real window, then the app exits",
    )
    parser.add_argument(
        "--moves", metavar="N", type=int, default=40,
        help="demo: number of actions to play (default 40; the game may end sooner)",
    )
    parser.add_argument(
        "--demo-level", metavar="LEVEL", choices=("easy", "normal", "hard"), default="normal",
        help="demo: the computer players' level (default normal)",
    )
    parser.add_argument("--replay", metavar="FILE", help="show the saved game FILE on its table")
    parser.add_argument(
        "--tutorial", metavar="GAME", choices=games,
        help="start GAME's guided first game (with --screenshot it plays itself to the end)",
    )
    parser.add_argument("--screenshot", metavar="FILE",
                        help="demo, replay, tutorial: go to the end, save a PNG of the window, exit")
    serve = parser.add_argument_group("a table for phones without a window (docs/phones.md)")
    serve.add_argument("--serve", metavar="GAME", choices=games,
                       help="run GAME for phone seats; print their links as one JSON line")
    serve.add_argument("--seats", metavar="N", type=int,
                       help="serve: every seat at the table, phones and computer players together")
    serve.add_argument("--bots", metavar="K", type=int, default=0,
                       help="serve: how many of the N seats are computer players (default 0); "
                            "the other N-K are phones")
    serve.add_argument("--port", metavar="P", type=int, default=8765,
                       help="serve: the port (default 8765; 0 picks a free one)")
    serve.add_argument("--bind", metavar="ADDRESS", default="",
                       help="serve: the one address to listen on and to put in the links "
                            "(default: this computer's address on the home network; never "
                            "every interface)")
    serve.add_argument("--rules", metavar="K=V,...", help="serve: rule options, e.g. calza=true")
    serve.add_argument("--seed", metavar="S", type=int, help="serve: the game's seed")
    parser.add_argument("--verbose", action="store_true",
                        help="log debugging details (to stderr and the log file)")
    parser.add_argument(
        "--startup-check", action="store_true",
        help="show the main window, then exit at once (measures start-up; packaging uses it)",
    )
    return parser


def split_qt_arguments(extras: Sequence[str]) -> tuple[list[str], list[str]]:
    """``(qt_args, unknown)`` from what the app's parser did not recognise.

    One-dash options go to Qt with the word after each (``-style fusion``); Qt itself
    says which of them it did not use. ``--options`` and words that follow no one-dash
    option are unknown.
    """
    qt_args: list[str] = []
    unknown: list[str] = []
    after_option = False
    for arg in extras:
        if arg.startswith("--"):
            unknown.append(arg)
            after_option = False
        elif arg.startswith("-") and len(arg) > 1:
            qt_args.append(arg)
            after_option = True
        elif after_option:
            qt_args.append(arg)
            after_option = False
        else:
            unknown.append(arg)
    return qt_args, unknown


def parse_args(
    argv: Sequence[str] | None = None, parser: argparse.ArgumentParser | None = None
) -> argparse.Namespace:
    """The app's options; ``args.qt_args`` holds what is meant for QApplication."""
    parser = parser or build_parser()
    args, extras = parser.parse_known_args(argv)
    args.qt_args, unknown = split_qt_arguments(extras)
    if unknown:
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.moves < 0:
        parser.error("--moves must not be negative")
    if args.serve is not None and args.seats is None:
        parser.error("--serve needs --seats")
    if args.serve is None and args.seats is not None:
        parser.error("--seats needs --serve")
    if not 0 <= args.port <= 65535:
        parser.error("--port must be from 0 to 65535")
    runs = [name for name in ("demo", "replay", "tutorial", "serve")
            if getattr(args, name) is not None]
    if not runs and args.screenshot is not None:
        parser.error("--screenshot needs --demo, --replay or --tutorial")
    if len(runs) > 1:
        parser.error(f"--{runs[0]} and --{runs[1]} cannot go together")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    # The bots' process (ui/bot_process.py) starts this program again: in a frozen app
    # that child must run the bots' loop, not a second app.
    import multiprocessing

    multiprocessing.freeze_support()
    parser = build_parser()
    args = parse_args(argv, parser)
    from tablegames_qt import logfile

    logfile.setup(verbose=args.verbose)
    from tablegames_qt.app import UnusedQtArguments, run

    try:
        if args.serve is not None:
            from tablegames_qt.serve_command import run_serve

            return run_serve(args.serve, args.seats, args.bots, args.port, args.bind, args.rules,
                             args.seed, args.lang, args.qt_args)
        if args.replay is not None:
            from tablegames_qt.replay_command import run_replay

            return run_replay(args.replay, args.screenshot, args.lang, args.qt_args)
        return run(
            language=args.lang,
            demo_game=args.demo,
            demo_moves=args.moves,
            demo_level=args.demo_level,
            screenshot=args.screenshot,
            startup_check=args.startup_check,
            qt_args=args.qt_args,
            tutorial=args.tutorial,
        )
    except UnusedQtArguments as unused:
        parser.error(f"unrecognized arguments: {' '.join(unused.arguments)}")


if __name__ == "__main__":
    sys.exit(main())
