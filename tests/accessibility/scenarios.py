"""What the reader does on the app (see reader.py): each scenario is a function of the
reader and its arguments, run under /usr/bin/python3 with pyatspi."""

from __future__ import annotations

import re
import time

PANELS = {"perudo": "Perudo", "machacek": "Macháček", "casino": "Royal Casino"}
TABLES = {"perudo": "The Perudo table", "machacek": "The Macháček table", "casino": "Card table"}
NEW_GAME = "New game — Table Games"


def wait_table(r, game: str, timeout: float = 30) -> None:
    """The game's table on the screen. The card table is named after the card that has the
    keyboard focus ("Two of clubs, in your hand, 1 of 4") once it has it (the app gives it
    the focus after the new-game dialog), else "Card table"."""
    end = time.monotonic() + timeout
    while True:
        for _depth, acc in r.walk():
            name = acc.name or ""
            if acc.getRoleName() == "filler" and (name.startswith(TABLES[game]) or (
                    game == "casino" and (", in your hand, " in name or ", on the table, " in name))):
                return
        if time.monotonic() > end:
            raise r.NotFound(f"no table of {game} within {timeout} s")
        r.pump(0.25)


def open_game(r, game: str) -> None:
    """From the start screen: Play in the game's panel, the new-game dialog, Start."""
    # "New game" once the game has an unfinished one to continue
    r.press(r.find("push button", ("Play", "New game"), within=PANELS[game]))
    r.find("dialog", "New game", timeout=20)
    r.snapshot(f"new game dialog: {game}")
    r.press(r.find("push button", "Start", within=NEW_GAME))
    answer_dialog(r, f"replace the unfinished game: {game}", timeout=2, button="Yes")


def answer_dialog(r, place: str, timeout: float = 3, button: str | None = None) -> bool:
    """A message box that came up: read it, then take ``button`` or its default one."""
    end = time.monotonic() + timeout
    while True:
        try:
            box = r.find("alert", timeout=0)
            break
        except r.NotFound:
            if time.monotonic() > end:
                return False
            r.pump(0.2)
    r.snapshot(place)
    buttons = [acc for _depth, acc in r.walk(box) if acc.getRoleName() == "push button"]
    chosen = [b for b in buttons if b.name == button or (button is None and (
        r.has_state(b, "focused") or r.has_state(b, "is default")))]
    r.press((chosen or buttons)[0])
    return True


def back_to_menu(r, game: str) -> None:
    r.press(r.find("menu item", "Back to the menu", hidden=True))
    answer_dialog(r, f"leaving {game}")
    r.find("push button", ("Play", "New game"), within="Perudo", timeout=20)


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


def wait_said(r, words: str, timeout: float) -> bool:
    """Whether an announcement containing ``words`` arrives within ``timeout``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if any(words in text for kind, text in r.said if kind == "announcement"):
            return True
        r.pump(0.3)
    return False


def value_buttons(r) -> list:
    """The enabled buttons of the value picker, the true roll's first."""
    buttons = []
    for _depth, acc in r.walk():
        if acc.getRoleName() == "filler" and acc.name == "Values to announce":
            buttons = [b for _d, b in r.walk(acc) if b.getRoleName() == "push button"
                       and r.has_state(b, "enabled") and r.has_state(b, "showing")]
            break
    return sorted(buttons, key=lambda b: b.description != "This is what you rolled")


def play_machacek(r) -> None:
    """Believe a claim when there is one, then announce (the true roll, else the lowest
    value allowed) from the value picker; at most 40 s."""
    end = time.monotonic() + 40
    while time.monotonic() < end:
        if any(text.startswith("You announce") for kind, text in r.said if kind == "announcement"):
            r.pump(1)
            return
        if r.exists("push button", "Believe", enabled=True):
            r.press(r.find("push button", "Believe", enabled=True, timeout=0))
            continue
        values = value_buttons(r)
        if values:
            r.press(values[0])
            continue
        r.pump(0.3)


def label_containing(r, words: str):
    for _depth, acc in r.walk():
        if acc.getRoleName() == "label" and words in (acc.name or ""):
            return acc
    return None


#: the chooser's own buttons, which are not moves
NOT_MOVES = ("Clear", "Hint", "Trail", "Show", "Count")


def move_buttons(r) -> list:
    return [acc for _depth, acc in r.walk()
            if acc.getRoleName() == "push button" and acc.name and not acc.name.startswith(NOT_MOVES)
            and r.has_state(acc, "enabled") and r.has_state(acc, "showing")]


def play_casino(r) -> None:
    """Play by keyboard until a capture is announced (whoever makes it), at most 45 s."""
    end = time.monotonic() + 45
    while time.monotonic() < end:
        if any(" capture" in text for kind, text in r.said if kind == "announcement"):
            return
        if label_containing(r, "Choose a card from your hand") is not None:
            casino_turn(r)
            r.pump(1)
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
        wait_table(r, game)
        r.pump(2)
        r.snapshot(f"table: {game}")
        PLAYS[game](r)
        r.snapshot(f"table after play: {game}")
        back_to_menu(r, game)


def curtain(r) -> None:
    """A hot-seat Perudo table (the settings give two people): the curtain read while it is
    down, then lifted with Space (the keyboard), and the table read again."""
    r.app()
    open_game(r, "perudo")
    r.find("filler", "Pass to ", timeout=30)
    r.pump(1)
    r.snapshot("curtain down")
    r.key("space")
    end = time.monotonic() + 20
    while r.exists("filler", "Pass to ") and time.monotonic() < end:
        r.pump(0.3)
    r.pump(1)
    r.snapshot("curtain lifted")


# -- a whole game, by ear ----------------------------------------------------------------
def _table_words(r, game: str) -> str:
    for _depth, acc in r.walk():
        if acc.getRoleName() == "filler" and (acc.name or "").startswith(TABLES[game][:9]):
            return acc.description or ""
    return ""


def _enabled(r, name: str):
    try:
        return r.find("push button", name, enabled=True, timeout=0)
    except r.NotFound:
        return None


def perudo_turn(r) -> bool:
    """Dudo when the bid to beat asks for more dice than a third of the table (and your
    own matching dice) make likely; else the bid the control suggests. False: not our turn."""
    bid = _enabled(r, "Bid ")
    if bid is None:
        normally = _enabled(r, "Play normally")
        if normally is not None:
            r.key("alt+n")  # the Maputo question: play normally
            return True
        return False
    words = _table_words(r, "perudo")
    dice = sum(int(n) for n in re.findall(r"(\d+) dice", words.split("On the table")[0]))
    standing = re.search(r"On the table: (\d+) (\w+)", words)
    if standing and _enabled(r, "Dudo") is not None:
        quantity, face = int(standing.group(1)), standing.group(2)
        mine = [int(a.name.rsplit(" ", 1)[1]) for _d, a in r.walk()
                if a.getRoleName() == "image" and " die: " in (a.name or "")]
        wanted = FACES.get(face, 0)
        matching = sum(1 for m in mine if m == wanted or (m == 1 and wanted != 1))
        likely = matching + (dice - len(mine)) / (6 if wanted == 1 else 3)
        if quantity > likely + 0.5:
            r.key("alt+d")  # Dudo!
            return True
    r.press(bid)
    return True


FACES = {"one": 1, "ones": 1, "two": 2, "twos": 2, "three": 3, "threes": 3, "four": 4, "fours": 4,
         "five": 5, "fives": 5, "six": 6, "sixes": 6}


def machacek_turn(r) -> bool:
    """Doubt a claim of two Indians or more, else believe it; then announce the true roll,
    or the lowest value allowed (a bluff)."""
    doubt = _enabled(r, "Doubt")
    if doubt is not None:
        # the claim as last announced (focus changes may have come after it)
        claim = next((text for kind, text in reversed(r.said) if kind == "announcement"), "")
        strong = any(word in claim for word in ("Indians", "Macháček")) and "1 Indian" not in claim
        r.key("alt+d" if strong else "alt+b")  # Doubt / Believe
        return True
    values = value_buttons(r)
    if values:
        r.press(values[0])
        return True
    return False


LIT = "can be taken or built with"  # a table item's description when the chosen card may use it
CHOSEN = "chosen"


def _table_items(r) -> list[tuple[str, str]]:
    """(name, description) of the table's cards and builds, as the reader lists them."""
    return [(a.name or "", a.description or "") for _d, a in r.walk()
            if a.getRoleName() in ("check box", "image") and ", on the table, " in (a.name or "")]


def _focused_table_index(r) -> int | None:
    """The place ("3 of 5") of the table item the reader last said had the focus."""
    for kind, text in reversed(r.said):
        if kind == "focus":
            found = re.search(r", on the table, (\d+) of \d+", text)
            return int(found.group(1)) if found else None
    return None


def _table_items_lit(r) -> list[int]:
    return [i for i, (_name, words) in enumerate(_table_items(r), start=1) if words == LIT]


def choose_on_table(r, place: int) -> None:
    """Up to the table (the focus goes to the item nearest the hand), Right along it
    until the reader names the item at ``place``, then Space chooses it."""
    r.key("Up")
    for _step in range(len(_table_items(r)) + 1):
        if _focused_table_index(r) == place:
            break
        r.key("Right")
    r.key("space")


def casino_turn(r) -> None:
    """One turn. The hand's cards chosen by their keys (1-9), one after the other, until
    one offers a capture on a move button, pressed (an AT-SPI action, as a reader's
    "activate"). Else the first card that can use the table: its move button if it shows
    one, or the table items the reader says it can use ("can be taken or built with")
    chosen with Up, Right and Space, until the play is made or a button offers it. Else
    the first card the Trail button offers, trailed (T)."""
    hand = [a for _d, a in r.walk() if a.getRoleName() == "check box" and "in your hand" in (a.name or "")]
    count = min(len(hand), 9)
    usable = trailable = None
    for index in range(1, count + 1):
        r.key(str(index))  # another card's key chooses that card instead
        buttons = move_buttons(r)
        captures = [b for b in buttons if b.name.startswith("Capture") or " takes " in b.name]
        if captures:
            r.press(captures[0])
            return
        if usable is None and (buttons or _table_items_lit(r)):
            usable = index
        if trailable is None and r.exists("push button", "Trail", enabled=True):
            trailable = index
    chosen = count
    for index, use in ((usable, _use_table), (trailable, lambda r: r.key("t"))):
        if index is None:
            continue
        if index != chosen:
            r.key(str(index))
        use(r)
        return


def _use_table(r) -> None:
    """The chosen card's play on the table: a move button, else the items it can use."""
    for _item in range(8):  # a play takes at most a few items
        buttons = move_buttons(r)
        if buttons:
            r.press(buttons[0])
            return
        lit = _table_items_lit(r)
        if not lit:
            return
        before = len(r.said)
        choose_on_table(r, lit[0])
        r.pump(0.5)
        if any(kind == "announcement" and text.startswith("You ") for kind, text in r.said[before:]):
            return  # the play was made: the last item chosen completed it


def casino_step(r) -> bool:
    """A turn, or the deal's count read and closed (Alt+D: next deal, Alt+R: the result)."""
    for name, keys in (("Next deal", "alt+d"), ("See the result", "alt+r")):
        button = _enabled(r, name)
        if button is not None:
            r.snapshot(f"the count: {name}")
            r.key(keys)
            return True
    if label_containing(r, "Choose a card from your hand") is not None:
        casino_turn(r)
        return True
    return False


#: a whole game's bounds: the player's steps in all, its steps with no announcement
#: between them (a move it cannot make), and the seconds with no announcement
MAX_STEPS = {"perudo": 300, "machacek": 300, "casino": 400}
MAX_UNHEARD_STEPS = 8
MAX_SILENCE = 90.0


def play(r, game: str, minutes: str = "10", until: str = "end") -> None:
    """One whole solo game of ``game`` (``until="deal"``: Royal Casino's first deal, to
    its count), by keyboard and the reader's "activate" alone, printing what a reader
    speaks. Bounded: at most MAX_STEPS moves, ``minutes`` in all,
    MAX_UNHEARD_STEPS steps or MAX_SILENCE seconds with nothing announced; past any bound
    it stops with the last words said and a snapshot of the table."""
    r.app()
    r.snapshot("start screen")
    open_game(r, game)
    wait_table(r, game)
    r.prune_tables = True
    end = time.monotonic() + float(minutes) * 60
    steps = unheard = 0
    heard, heard_at = 0, time.monotonic()
    turn = {"perudo": perudo_turn, "machacek": machacek_turn, "casino": casino_step}[game]
    while True:
        if until == "deal" and (_enabled(r, "Next deal") or _enabled(r, "See the result")):
            r.pump(1)  # the deal's last words
            r.snapshot("the first deal's count")
            r.emit(over="deal", steps=steps)
            return
        if r.exists("push button", "Play again"):
            r.pump(1)
            r.snapshot("result")
            r.emit(over=game, steps=steps)
            return
        now = time.monotonic()
        announced = sum(1 for kind, _text in r.said if kind == "announcement")
        if announced != heard:
            heard, heard_at, unheard = announced, now, 0
        stalled = None
        if steps >= MAX_STEPS[game]:
            stalled = f"{steps} steps without the game's end"
        elif unheard >= MAX_UNHEARD_STEPS:
            stalled = f"{unheard} steps and no announcement (a move the player cannot make?)"
        elif now - heard_at > MAX_SILENCE:
            stalled = f"nothing announced for {MAX_SILENCE:.0f} s"
        elif now > end:
            stalled = f"the game did not end within {minutes} minutes"
        if stalled:
            raise r.NotFound(f"{game} stalled: {stalled}; the last words: "
                             + " | ".join(text for _kind, text in r.said[-3:]))
        acted = turn(r)
        steps += acted
        unheard += acted
        r.pump(0.8 if acted else 0.3)


SCENARIOS = {"survey": survey, "curtain": curtain, "play": play}
