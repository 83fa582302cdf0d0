"""Play one whole game of each game as a blind player would, and print what a screen reader
speaks on the way: the app on a private desktop (desktop.py), read and played from outside
through AT-SPI (reader.py, under /usr/bin/python3) with keyboard events (xdotool) and the
reader's "activate" on a named button.

    .venv/bin/python -m tests.accessibility.play_by_ear [GAME ...] [--minutes M]

Lines, each after the seconds since the reader started: ``🔊`` an announcement (Qt's QAccessibleAnnouncementEvent), ``▸`` a focus change
(name, role, description), ``⌨`` keys typed, ``☞`` a button activated. Debian 12 needs
at-spi2-core, python3-pyatspi, dbus, xvfb and xdotool (``desktop.missing()`` names any
that are not there).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from tablegames_qt.games import names
from tests.accessibility.desktop import Desktop, missing

#: short games, still whole ones: three dice each, a one-game match, Casino to 11 points
#: (a game not named here plays its standard rules)
SHORT_RULES: dict[str, dict[str, object]] = {
    "perudo": {"starting_dice": 3}, "machacek": {"games": 1}, "casino": {"target": 11}}


def _setup(game: str) -> str:
    seats = [{"name": "Ann", "kind": "human", "level": "normal", "default_name": False},
             {"name": "Bob", "kind": "bot", "level": "easy", "default_name": False}]
    rules = SHORT_RULES.get(game, {})
    return json.dumps({"seats": seats, "rules": rules, "allow_hints": False})


def speak(record: dict[str, object]) -> str | None:
    if "said" in record:
        return ("🔊 " if record.get("kind") == "announcement" else "▸ ") + str(record["said"])
    if "keys" in record:
        return f"⌨ {record['keys']}"
    if "pressed" in record:
        return f"☞ {record['pressed']} ({record['role']})"
    if "over" in record:
        return f"— the game is over, after {record.get('steps')} moves —"
    if "error" in record:
        return f"!! {record['error']}"
    return None


def play(game: str, lang: str, minutes: float = 10) -> int:
    with tempfile.TemporaryDirectory() as tmp, Desktop(Path(tmp)) as desktop:
        desktop.start_app(["--lang", lang], {
            "animation_speed": "off", "bot_pace": "fast", "sound": "off",
            "after_reveal": "continue", f"setup/{game}": _setup(game)})
        try:
            done = desktop.reader("play", game, str(minutes), timeout=minutes * 60 + 120)
        except subprocess.TimeoutExpired:
            print(f"!! the reader did not finish within {minutes} minutes", file=sys.stderr)
            return 1
        for line in done.stdout.splitlines():
            try:
                record = json.loads(line)
                text = speak(record)
                if text:
                    text = f"{float(record.get('t', 0)):7.1f}s  {text}"
            except ValueError:
                text = line
            if text:
                print(text, flush=True)
        if done.returncode != 0:
            print(done.stderr[-2000:], file=sys.stderr)
        return done.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", choices=names(), default=list(names()))
    parser.add_argument("--lang", choices=("en",), default="en",
                        help="the reader's moves look for English names")
    parser.add_argument("--minutes", type=float, default=10,
                        help="give up on a game after this long (the player also stops after "
                             "eight moves with nothing announced)")
    args = parser.parse_args(argv)
    lost = missing()
    if lost:
        print(f"install the Debian packages: {' '.join(lost)}", file=sys.stderr)
        return 2
    status = 0
    for game in args.games:
        print(f"=== {game} ===", flush=True)
        status |= play(game, args.lang, args.minutes)
    return status


if __name__ == "__main__":
    sys.exit(main())
