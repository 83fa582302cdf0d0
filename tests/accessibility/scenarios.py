"""What the reader does on the app (see reader.py): each scenario is a function of the
reader and its arguments, run under /usr/bin/python3 with pyatspi."""

from __future__ import annotations

import time

PANELS = {"perudo": "Perudo", "machacek": "Macháček", "casino": "Royal Casino"}
TABLES = {"perudo": "The Perudo table", "machacek": "The Macháček table", "casino": "Card table"}
NEW_GAME = "New game — Table Games"


def open_game(r, game: str) -> None:
    """From the start screen: Play in the game's panel, the new-game dialog, Start."""
    r.press(r.find("push button", "Play", within=PANELS[game]))
    r.find("dialog", "New game", timeout=20)
    r.snapshot(f"new game dialog: {game}")
    r.press(r.find("push button", "Start", within=NEW_GAME))


def answer_dialog(r, place: str, timeout: float = 3) -> bool:
    """A message box that came up: read it, then take its default button."""
    try:
        box = r.find("dialog", timeout=timeout)
    except r.NotFound:
        return False
    r.snapshot(place)
    for _depth, acc in r.walk(box):
        if acc.getRoleName() == "push button" and r.has_state(acc, "is default"):
            r.press(acc)
            return True
    return False


def back_to_menu(r, game: str) -> None:
    r.press(r.find("menu item", "Back to the menu", hidden=True))
    answer_dialog(r, f"leaving {game}")
    r.find("push button", "Play", within="Perudo", timeout=20)


def wait_turn(r, role: str, name: str, timeout: float = 30):
    """The control named ``name`` once it is enabled (the player's turn)."""
    return r.find(role, name, enabled=True, timeout=timeout)


def play_perudo(r) -> None:
    r.press(wait_turn(r, "push button", "Bid "))          # the suggested opening bid
    end = time.monotonic() + 40
    while time.monotonic() < end:                          # Dudo on the next bid
        dudo = r.find("push button", "Dudo", timeout=30)
        if r.has_state(dudo, "enabled"):
            r.press(dudo)
            break
        r.pump(0.3)
    r.pump(2)


def play_machacek(r) -> None:
    end = time.monotonic() + 40
    while time.monotonic() < end:
        for name in ("Doubt", "Announce"):
            try:
                button = r.find("push button", name, enabled=True, timeout=0)
            except r.NotFound:
                continue
            r.press(button)
            r.pump(2)
            if name == "Doubt":
                return
        r.pump(0.3)


def play_casino(r) -> None:
    end = time.monotonic() + 40
    while time.monotonic() < end:
        for name in ("Play ", "Trail"):
            try:
                button = r.find("push button", name, enabled=True, timeout=0)
            except r.NotFound:
                continue
            r.press(button)
            r.pump(2)
            return
        r.pump(0.3)


PLAYS = {"perudo": play_perudo, "machacek": play_machacek, "casino": play_casino}


def survey(r, *games: str) -> None:
    """The start screen, the new-game dialog, and a solo game of each of ``games``: the
    table read whole, a few moves made, what was said on the way."""
    r.app()
    r.find("push button", "Play", within="Perudo")
    r.snapshot("start screen")
    for game in games:
        open_game(r, game)
        r.find("filler" if game != "casino" else "panel", TABLES[game], timeout=30)
        r.pump(2)
        r.snapshot(f"table: {game}")
        PLAYS[game](r)
        r.snapshot(f"table after play: {game}")
        back_to_menu(r, game)


SCENARIOS = {"survey": survey}
