"""Each game played by keys alone beside Orca (the reader's ``orca`` scenario), waiting on
what Orca says (its debug log, ``Reader.spoken``).  Run by reader.py under
/usr/bin/python3; the Orca test (``test_orca.py``) judges the speech afterwards.

The window gets the X focus once, at the start, as a desktop gives it to a new window;
after that no key is sent to a window: after each dialog the app itself must take the
focus back, or the keys go nowhere and the game stalls (and the test fails).
"""

from __future__ import annotations

import time

from scenarios import (
    PANELS,
    _table_items_lit,
    choose_on_table,
    label_containing,
    move_buttons,
    value_buttons,
    wait_table,
)

#: the longest wait for one thing Orca should say
WAIT = 30.0


class Stalled(Exception):
    pass


def _focused(r) -> str:  # type: ignore[no-untyped-def]
    return next((text for kind, text in reversed(r.said) if kind == "focus"), "")


def tab_to(r, name: str, limit: int = 40) -> None:  # type: ignore[no-untyped-def]
    """Tab until the control named ``name`` has the focus."""
    for _step in range(limit):
        if _focused(r).startswith(f"{name}, "):
            return
        r.type("Tab")
    raise Stalled(f"Tab never reached {name!r}; the focus: {_focused(r)!r}")


def heard(r, words, after: int, timeout: float = WAIT) -> str:  # type: ignore[no-untyped-def]
    """Orca's first utterance since ``after`` containing any of ``words``, "" when none
    came within ``timeout``: the player goes on (whose turn it is decides its moves), and
    the test judges what was said. Orca 43 drops queued news when a focus change meets a
    long queue, which a busy machine makes likelier."""
    words = (words,) if isinstance(words, str) else tuple(words)
    text = r.wait_spoken(lambda said: any(w in said for w in words), timeout, after)
    if text is None:
        r.emit(unheard=list(words), last=r.spoken()[-6:])
        return ""
    return text


def start_game(r, game: str) -> None:  # type: ignore[no-untyped-def]
    """From the start screen: Tab to the game's Play, Space, Return on the dialog."""
    tab_to(r, f"Play: {PANELS[game]}")
    r.type("space")
    r.find("dialog", "New game", timeout=20)
    r.pump(0.5)
    r.type("Return")  # Start: the dialog's default button
    wait_table(r, game)
    r.emit(started=game, spoken=len(r.spoken()))


def leave(r) -> None:  # type: ignore[no-untyped-def]
    """Escape, and Return on "Leave the game?" (its Yes)."""
    r.type("Escape")
    end = time.monotonic() + 4
    while not r.exists("alert") and time.monotonic() < end:
        r.pump(0.2)
    if r.exists("alert"):
        r.type("Return")
    r.find("push button", ("Play", "New game"), within="Perudo", timeout=20)


def _enabled(r, name: str) -> bool:  # type: ignore[no-untyped-def]
    return r.exists("push button", name, enabled=True)


def _wait_turn(r, names: tuple[str, ...], timeout: float = WAIT) -> str:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for name in names:
            if _enabled(r, name):
                return name
        r.pump(0.3)
    raise Stalled(f"none of {names} became enabled; Orca's last words: {r.spoken()[-6:]!r}")


def perudo(r) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+Z at the round's start (refused: said why), Y (your dice again), a bid (Up and
    Down, then Return: the suggested one),
    then Dudo (Alt+D) on the next bid to you, until a verdict is said."""
    start_game(r, "perudo")
    start = len(r.spoken())
    heard(r, "Your dice: ", start)
    r.type("ctrl+z")
    heard(r, "Nothing of yours to take back", start)
    mark = len(r.spoken())
    r.type("y")  # your dice again
    heard(r, "Your dice: ", mark)
    _wait_turn(r, ("Bid ",))
    for key in ("Up", "Down"):  # one more die and back: each bid said once
        mark = len(r.spoken())
        r.type(key)
        heard(r, "Your bid: ", mark, timeout=5)
    mark = len(r.spoken())
    r.type("Return")
    heard(r, "You bid ", mark)
    for _turn in range(6):
        mark = len(r.spoken())
        _wait_turn(r, ("Dudo",))
        r.type("alt+d")
        if r.wait_spoken(lambda said: " found" in said, 15, mark):
            break
    r.pump(1)
    leave(r)


def machacek(r) -> None:  # type: ignore[no-untyped-def]
    """Announce a value (Right and Left through the picker, then Return: the value it
    offered, the truth or the lowest bluff);
    believe the first claim to you (Alt+B), doubt (Alt+D) the next, until a verdict."""
    start_game(r, "machacek")
    start = len(r.spoken())
    believed = moved = False
    end = time.monotonic() + 60
    while time.monotonic() < end:
        mark = len(r.spoken())
        if _enabled(r, "Believe"):
            if not r.wait_spoken(lambda said: " to you" in said, 3, start):
                # Orca 43 dropped the claim's news as the focus came to Believe: Y says
                # the claim you answer, as a player who missed it would ask
                r.type("y")
                heard(r, " to you", mark)
                mark = len(r.spoken())
            start = len(r.spoken())
            if not believed:
                r.type("alt+b")
                believed = True
                heard(r, "Rolled: ", mark)  # your roll, said after you roll
                continue
            r.type("alt+d")
            heard(r, ("The truth!", "A bluff!"), mark)
            break
        if value_buttons(r) and (label_containing(r, "Rolled: ") or label_containing(r, "Announce a value")):
            values = value_buttons(r)
            if not moved and len(values) > 1:  # once: to the next value and back, then Return
                moved = True
                for key in _there_and_back(values):
                    r.type(key)
                    heard(r, "Enter announces ", mark, timeout=5)
                    mark = len(r.spoken())
            r.type("Return")
            heard(r, "You announce", mark)
            continue
        r.pump(0.3)
    r.pump(2)
    leave(r)


def _there_and_back(values) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """The arrow keys from the value the picker offers (the roll, else the lowest one) to
    its neighbour and back: Right, Left, unless the offer is the highest value."""
    truth = values[0] if values[0].description == "This is what you rolled" else None
    ranked = sorted(values, key=lambda b: b.getIndexInParent())
    offered = truth if truth is not None else ranked[0]
    return ("Left", "Right") if offered.name == ranked[-1].name else ("Right", "Left")


def casino(r) -> None:  # type: ignore[no-untyped-def]
    """Your hand and the table by arrows (Up to the table, Down back), then turns by keys:
    each hand card by its number until a green button offers a capture (Alt+N plays it),
    else T trails the first card; until you have captured and a computer has played."""
    start_game(r, "casino")
    start = len(r.spoken())
    captured = False
    for _turn in range(24):
        if captured and r.wait_spoken(lambda said: "Bot 1 " in said, 0, start):
            break
        _wait_choose(r)
        if _turn == 0:
            r.type("1")
            heard(r, "in your hand", start)
            r.type("Up")
            heard(r, "on the table", start)
            r.type("Down")
        captured = _casino_turn(r) or captured
        r.pump(1)
    heard(r, "Bot 1 ", start)  # a computer's play (capture, build or trail)
    leave(r)


def _wait_choose(r) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        for _depth, acc in r.walk():
            if acc.getRoleName() == "label" and "Choose a card from your hand" in (acc.name or ""):
                return
        r.pump(0.3)
    raise Stalled(f"not your turn within {WAIT} s; Orca's last words: {r.spoken()[-6:]!r}")


def _play_button(r, buttons, button) -> bool:  # type: ignore[no-untyped-def]
    """Play ``button`` of the green ``buttons`` by the Alt key its description names
    ("… (Enter, Alt+P)", "… (Alt+2)"; Return if none); True when Orca then says it was a
    capture."""
    mark = len(r.spoken())
    keys = (button.description or "").rsplit("(", 1)[-1].rstrip(")").split(", ")
    alt = next((key for key in keys if key.startswith("Alt+")), None)
    r.type(alt.lower() if alt is not None else "Return")
    said = heard(r, ("You capture", "You build", "You raise", "You trail"), mark, timeout=10)
    if not said:
        r.type("BackSpace", "1", "t")  # the play was not made: clear, trail the first card
    return "You capture" in said


def _capture(buttons):  # type: ignore[no-untyped-def]
    return next((b for b in buttons[:9] if b.name.startswith("Capture") or " takes " in b.name), None)


def _casino_turn(r) -> bool:  # type: ignore[no-untyped-def]
    """One turn by keys; True when it was a capture. Each hand card by its number until a
    green button offers a capture; else the first card that can use the table: the table
    items the reader says it can use chosen with Up, Right and Space (as Help → Keyboard
    says) until a button offers the play or the play is made; else T trails the first."""
    hand = [a for _d, a in r.walk() if a.getRoleName() == "check box" and "in your hand" in (a.name or "")]
    usable = None
    for index in range(1, min(len(hand), 9) + 1):
        r.type(str(index))
        buttons = move_buttons(r)
        capture = _capture(buttons)
        if capture is not None:
            return _play_button(r, buttons, capture)
        if usable is None and _table_items_lit(r):
            usable = index
    if usable is not None:
        r.type(str(usable))
        for _item in range(8):
            buttons = move_buttons(r)
            if buttons:
                return _play_button(r, buttons, _capture(buttons) or buttons[0])
            lit = _table_items_lit(r)
            if not lit:
                break
            mark = len(r.spoken())
            choose_on_table(r, lit[0])
            said = r.wait_spoken(lambda text: text.startswith("You "), 1.5, mark)
            if said is not None:
                return said.startswith("You capture")
    r.type("BackSpace", "1", "t")  # nothing better: trail the first card
    return False


def keyboard_page(r) -> None:  # type: ignore[no-untyped-def]
    """Help → Keyboard by its menu letters (Alt+H, K), read with Down, closed (Escape)."""
    r.type("alt+h")
    r.pump(0.5)
    r.type("k")
    r.find("dialog", "Keyboard", timeout=20)
    r.emit(started="keyboard", spoken=len(r.spoken()))
    r.pump(1)
    mark = len(r.spoken())
    r.type("Down", "Down", "Down")
    if not heard(r, "Everywhere in the window", mark):
        raise Stalled(f"the keyboard page was not read; Orca's last words: {r.spoken()[-6:]!r}")
    r.type("Escape")
    r.pump(1)


GAMES = {"perudo": perudo, "machacek": machacek, "casino": casino, "keyboard": keyboard_page}


def orca(r, *games: str) -> None:  # type: ignore[no-untyped-def]
    """The games in turn, by keys; then every utterance of Orca as ``{"orca": text}``."""
    r.app()
    r.prune_tables = True
    r.find("push button", "Play", within="Perudo", timeout=30)
    r.focus_window()  # once, as a desktop focuses a new window
    r.pump(1)
    try:
        for game in games:
            GAMES[game](r)
            r.emit(done=game)
    except Stalled as error:
        r.emit(error=f"stalled: {error}")
    finally:
        r.pump(1)
        for text in r.spoken():
            r.emit(orca=text)


SCENARIOS = {"orca": orca}

