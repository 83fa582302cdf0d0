"""The app as a screen reader meets it: run by Debian's ``/usr/bin/python3`` (pyatspi), on
the private desktop of ``desktop.py``, never inside the app.

    /usr/bin/python3 reader.py survey GAME...   # the start screen, a dialog, a solo game of
                                                # each GAME, printed as JSON lines
    /usr/bin/python3 reader.py curtain          # a hot-seat table: the curtain
    /usr/bin/python3 reader.py play GAME        # a whole game, keyboard alone (play_by_ear.py)

Every line of output is one JSON object: ``{"snapshot": place, "nodes": [...]}`` (every
object under the app's window: role, name, states, depth), ``{"said": text, "kind":
...}`` (an announcement or a focus change, what a reader speaks) or ``{"error": ...}``.
Every wait is bounded; the run ends with exit code 1 at the first thing not found.
Standard library and pyatspi only (this is not the venv).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import Atspi, GLib

APP_NAME = "tablegames"
ACTIVE = ("push button", "check box", "toggle button", "radio button", "combo box",
          "spin button", "menu item", "table cell", "list item", "page tab")


_START = time.monotonic()
#: an utterance in Orca 43's debug log: ``SPEECH OUTPUT: 'text'`` and the voice after it
_SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?:\{.*\}|\s.*)?$")


def emit(**record: object) -> None:
    record["t"] = round(time.monotonic() - _START, 2)  # seconds since the reader started
    print(json.dumps(record, ensure_ascii=False), flush=True)


class NotFound(Exception):
    pass


class Reader:
    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []
        #: skip what lies inside tables (the move lists grow with the game: a whole game's
        #: turns would walk them hundreds of times)
        self.prune_tables = False
        self._app = None
        self._listeners = [(self._on_focus, "object:state-changed:focused")]
        if os.environ.get("READER_ANNOUNCEMENTS", "1") == "1":
            # not beside Orca 43: the app sends its news another way when nobody listens
            # to announcements (ui/reader_listens.py), and that way is what Orca 43 speaks
            self._listeners.append((self._on_announcement, "object:announcement"))
        for handler, kind in self._listeners:
            pyatspi.Registry.registerEventListener(handler, kind)

    # -- events: what a reader says ---------------------------------------------------
    def _on_announcement(self, event) -> None:  # type: ignore[no-untyped-def]
        text = str(event.any_data or "")
        if text:
            self.said.append(("announcement", text))
            emit(said=text, kind="announcement")

    def _on_focus(self, event) -> None:  # type: ignore[no-untyped-def]
        if not event.detail1:
            return
        try:
            acc = event.source
            text = ", ".join(p for p in (acc.name, acc.getRoleName(), acc.description) if p)
        except Exception:  # the object went away meanwhile
            return
        self.said.append(("focus", text))
        emit(said=text, kind="focus", name=acc.name or "", role=acc.getRoleName())

    def pump(self, seconds: float) -> None:
        """Let events arrive for ``seconds``."""
        context = GLib.MainContext.default()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    # -- the tree -----------------------------------------------------------------------
    def app(self, timeout: float = 60):  # type: ignore[no-untyped-def]
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                app = desktop.getChildAtIndex(i)
                if app is not None and app.name == APP_NAME and app.childCount > 0:
                    self._app = app
                    return app
            self.pump(0.3)
        raise NotFound(f"no application {APP_NAME!r} on the AT-SPI bus within {timeout} s")

    def walk(self, root=None, limit: int = 4000, hidden: bool = False):  # type: ignore[no-untyped-def]
        """(depth, object) of every object under ``root`` (the app), depth first; below
        a hidden one (a closed menu) only when ``hidden``."""
        stack = [(0, root if root is not None else self.app())]
        seen = 0
        while stack and seen < limit:
            depth, acc = stack.pop()
            seen += 1
            yield depth, acc
            try:
                if not hidden and depth > 0 and not acc.getState().contains(pyatspi.STATE_SHOWING):
                    continue
                if self.prune_tables and acc.getRoleName() == "table":
                    continue
                count = acc.childCount
            except Exception:
                continue
            for i in range(min(count, 300) - 1, -1, -1):
                try:
                    child = acc.getChildAtIndex(i)
                except Exception:
                    child = None
                if child is not None:
                    stack.append((depth + 1, child))

    @staticmethod
    def node(depth: int, acc) -> dict[str, object]:  # type: ignore[no-untyped-def]
        try:
            states = sorted(pyatspi.stateToString(s) for s in acc.getState().getStates())
            return {"depth": depth, "role": acc.getRoleName(), "name": acc.name or "",
                    "description": acc.description or "", "states": states}
        except Exception as error:
            return {"depth": depth, "role": "gone", "name": "", "description": str(error), "states": []}

    def snapshot(self, place: str) -> list[dict[str, object]]:
        nodes = [self.node(d, a) for d, a in self.walk()]
        emit(snapshot=place, nodes=nodes)
        return nodes

    def find(self, role: str, name: str | tuple[str, ...] | None = None, *, within: str | None = None,
             timeout: float = 20, enabled: bool = False, hidden: bool = False):  # type: ignore[no-untyped-def]
        """The first showing object of ``role`` named ``name`` (a prefix; any name when
        None), inside the object named ``within`` when given; waits up to ``timeout``."""
        end = time.monotonic() + timeout
        while True:
            inside = within is None
            inside_depth = -1
            for depth, acc in self.walk(hidden=hidden):
                try:
                    if within is not None:
                        if inside and depth <= inside_depth:
                            inside = False
                        if not inside and acc.name == within:
                            inside, inside_depth = True, depth
                            continue
                    if not inside or acc.getRoleName() != role:
                        continue
                    names = (name,) if isinstance(name, str) else name
                    if name is not None and not (acc.name or "").startswith(tuple(names)):
                        continue
                    state = acc.getState()
                    if not hidden and not state.contains(pyatspi.STATE_SHOWING):
                        continue
                    if enabled and not state.contains(pyatspi.STATE_ENABLED):
                        continue
                    return acc
                except Exception:
                    continue
            if time.monotonic() > end:
                raise NotFound(f"no {role} {name!r}" + (f" in {within!r}" if within else "")
                               + f" within {timeout} s")
            self.pump(0.25)

    def exists(self, role: str, name: str | None = None, **kw: object) -> bool:
        try:
            self.find(role, name, timeout=0, **kw)  # type: ignore[arg-type]
            return True
        except NotFound:
            return False

    NotFound = NotFound
    emit = staticmethod(emit)

    @staticmethod
    def has_state(acc, state: str) -> bool:  # type: ignore[no-untyped-def]
        try:
            return state in {pyatspi.stateToString(s) for s in acc.getState().getStates()}
        except Exception:
            return False

    def press(self, acc) -> None:  # type: ignore[no-untyped-def]
        """The object's first action (a button's Press), as a reader's "activate" does."""
        action = acc.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        index = names.index("Press") if "Press" in names else 0
        emit(pressed=acc.name, role=acc.getRoleName(), action=names[index] if names else "")
        # A button that opens a modal dialog answers only when the dialog closes: do not
        # wait for that answer (the dialog itself is read meanwhile).
        Atspi.set_timeout(1500, 30000)
        try:
            action.doAction(index)
        except GLib.GError as error:
            if "reply" not in str(error):
                raise
        finally:
            Atspi.set_timeout(-1, -1)
        self.pump(0.3)

    # -- the keyboard ---------------------------------------------------------------------
    def key(self, *keys: str) -> None:
        """Keys as a person types them (xdotool), to the main window.

        With no window manager the X focus follows the pointer and Qt never sees its
        window activated, so shortcuts and Alt+letters would not fire: give the window
        the focus first, as a window manager does on a click."""
        emit(keys=" ".join(keys))
        self.focus_window(only_if_lost=True)
        subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True, timeout=20)
        self.pump(0.3)

    def focus_window(self, only_if_lost: bool = False) -> None:
        """Give the main window the X focus (as a window manager does on a click)."""
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Table Games$"],
                               capture_output=True, text=True, timeout=10).stdout.split()
        focused = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True,
                                 timeout=10).stdout.strip()
        if found and not (only_if_lost and focused in found):
            subprocess.run(["xdotool", "windowfocus", "--sync", found[-1]], timeout=10,
                           capture_output=True)

    def type(self, *keys: str) -> None:
        """Keys typed to whatever has the X focus now, the window never focused for them:
        beside Orca, the app itself must take the focus back after a dialog."""
        emit(keys=" ".join(keys))
        subprocess.run(["xdotool", "key", "--delay", "80", *keys], check=True, timeout=20)
        self.pump(0.3)

    # -- Orca's speech (the Orca test: ORCA_LOG is its debug log) -------------------------
    def spoken(self) -> list[str]:
        """What Orca has said so far: its debug log's ``SPEECH OUTPUT`` lines."""
        log = os.environ.get("ORCA_LOG", "")
        if not log or not os.path.exists(log):
            return []
        with open(log, encoding="utf-8", errors="replace") as lines:
            return [found.group(1) for found in map(_SPEECH.search, lines) if found]

    def wait_spoken(self, test, timeout: float, after: int = 0) -> str | None:  # type: ignore[no-untyped-def]
        """The first utterance past the first ``after`` for which ``test(text)`` holds,
        waiting up to ``timeout`` seconds; None if none came."""
        end = time.monotonic() + timeout
        while True:
            for text in self.spoken()[after:]:
                if test(text):
                    return text
            if time.monotonic() > end:
                return None
            self.pump(0.25)

    def close(self) -> None:
        for handler, kind in self._listeners:
            pyatspi.Registry.deregisterEventListener(handler, kind)


def main(argv: list[str]) -> int:
    from orca_play import SCENARIOS as ORCA  # beside this file
    from scenarios import SCENARIOS

    reader = Reader()
    try:
        {**SCENARIOS, **ORCA}[argv[0]](reader, *argv[1:])
    except NotFound as error:
        emit(error=str(error))
        reader.snapshot("at the error")
        return 1
    finally:
        reader.close()
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.exit(main(sys.argv[1:]))
