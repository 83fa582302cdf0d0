"""A private Linux desktop for reading the app as assistive technology does.

Starts, each bounded in time: a D-Bus session bus (``dbus-daemon``), the AT-SPI bus
(``at-spi-bus-launcher`` and ``at-spi2-registryd``), an X server (``Xvfb``) and the app
on it through Qt's xcb platform with its accessibility bridge on
(``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; Qt's offscreen platform has no bridge).  The
reader (``reader.py``) runs under Debian's ``/usr/bin/python3``, where ``pyatspi`` lives;
the app runs from this interpreter (the venv).  Used by ``test_at_spi.py`` and
``play_by_ear.py``::

    with Desktop(tmp_path) as desktop:
        desktop.start_app(["--lang", "en"], settings={"animation_speed": "off"})
        result = desktop.reader("tree", timeout=60)

Nothing here uses the person's own desktop: the buses, the display and the app's
settings and data all live under ``tmp_path`` and end with the ``with`` block.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
REGISTRY = "/usr/libexec/at-spi2-registryd"
#: what the machine needs, and the Debian package of each
NEEDS = {
    "dbus-daemon": "dbus",
    "dbus-send": "dbus",
    BUS_LAUNCHER: "at-spi2-core",
    REGISTRY: "at-spi2-core",
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
    SYSTEM_PYTHON: "python3",
}
#: the screen reader of the Orca test (Debian 12: Orca 43.1)
ORCA = "/usr/bin/orca"


def missing(orca: bool = False) -> list[str]:
    """The Debian packages whose programs are not here (pyatspi included; Orca's too
    when ``orca``)."""
    needs = {**NEEDS, ORCA: "orca"} if orca else NEEDS
    lost = sorted({package for tool, package in needs.items()
                   if (shutil.which(tool) if "/" not in tool else (tool if os.access(tool, os.X_OK) else None))
                   is None})
    if os.access(SYSTEM_PYTHON, os.X_OK):
        probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=30)
        if probe.returncode != 0:
            lost.append("python3-pyatspi")
    return lost


class DesktopError(RuntimeError):
    pass


class Desktop:
    """The buses, the display and the app; see the module docstring."""

    def __init__(self, home: Path, size: str = "1600x1000") -> None:
        self.home = home
        self.size = size
        self.env: dict[str, str] = {}
        self._procs: list[subprocess.Popen[bytes]] = []
        self._bus_pid: int | None = None
        self.app: subprocess.Popen[bytes] | None = None
        self.app_log = home / "app.log"
        #: Orca's debug log, once ``start_orca`` has started it
        self.orca_log: Path | None = None

    # -- the session ---------------------------------------------------------------
    def __enter__(self) -> Desktop:
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def _start(self) -> None:
        for name in ("config", "data", "cache", "runtime"):
            (self.home / name).mkdir(parents=True, exist_ok=True)
        (self.home / "runtime").chmod(0o700)
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("DBUS_", "AT_SPI", "QT_", "XDG_", "WAYLAND"))
               and key not in ("DISPLAY", "XAUTHORITY")}
        env.update(HOME=str(self.home), XDG_CONFIG_HOME=str(self.home / "config"),
                   XDG_DATA_HOME=str(self.home / "data"), XDG_CACHE_HOME=str(self.home / "cache"),
                   XDG_RUNTIME_DIR=str(self.home / "runtime"), LANG="C.UTF-8", NO_AT_BRIDGE="0")
        # the session bus: dbus-daemon forks and prints its address and pid
        out = subprocess.run(
            ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
            capture_output=True, text=True, env=env, timeout=20, check=True,
        ).stdout.split()
        env["DBUS_SESSION_BUS_ADDRESS"], self._bus_pid = out[0], int(out[1])
        # the accessibility bus (a second dbus-daemon) and the registry on it
        self._spawn([BUS_LAUNCHER, "--launch-immediately"], env, "bus-launcher.log")
        address = self._wait_for(lambda: self._a11y_address(env), 20, "the AT-SPI bus")
        self._spawn([REGISTRY], {**env, "AT_SPI_BUS_ADDRESS": address}, "registryd.log")
        # the X server: -displayfd writes the display number it chose
        read, write = os.pipe()
        self._procs.append(subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{self.size}x24", "-nolisten", "tcp"],
            pass_fds=(write,), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True,
        ))
        os.close(write)
        try:
            number = _read_line(read, 20)
        finally:
            os.close(read)
        if not number:
            raise DesktopError("Xvfb did not start within 20 s")
        env["DISPLAY"] = f":{number}"
        self.env = env

    def _a11y_address(self, env: dict[str, str]) -> str | None:
        done = subprocess.run(
            ["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus",
             "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
            capture_output=True, text=True, env=env, timeout=10,
        )
        address = done.stdout.strip()
        return address if done.returncode == 0 and address else None

    def _spawn(self, argv: list[str], env: dict[str, str], log: str) -> subprocess.Popen[bytes]:
        with open(self.home / log, "wb") as out:
            proc = subprocess.Popen(argv, env=env, stdout=out, stderr=subprocess.STDOUT,
                                    start_new_session=True)
        self._procs.append(proc)
        return proc

    @staticmethod
    def _wait_for(probe, seconds: float, what: str):  # type: ignore[no-untyped-def]
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            value = probe()
            if value:
                return value
            time.sleep(0.1)
        raise DesktopError(f"{what} did not start within {seconds:.0f} s")

    # -- the app -------------------------------------------------------------------
    def start_app(self, args: list[str], settings: dict[str, object] | None = None) -> None:
        """Start the app (this interpreter's ``tablegames_qt``) with ``settings`` written
        to its settings file first."""
        from PySide6.QtCore import QSettings

        store = QSettings(str(self.home / "config" / "tablegames" / "settings.ini"),
                          QSettings.Format.IniFormat)
        store.clear()
        values = {"guides/offered": "perudo,machacek,casino", **(settings or {})}
        for key, value in values.items():
            store.setValue(key, value)
        store.sync()
        del store
        env = {**self.env, "QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
               "QT_ACCESSIBILITY": "1", "PYQTGRAPH_QT_LIB": "PySide6"}
        with open(self.app_log, "wb") as out:
            self.app = subprocess.Popen([sys.executable, "-m", "tablegames_qt", *args], env=env,
                                        cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                        start_new_session=True)

    def stop_app(self) -> None:
        """End the app (to start it again with other settings)."""
        if self.app is not None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.app.pid, signal.SIGTERM)
            try:
                self.app.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.app.kill()
                self.app.wait(timeout=5)
            self.app = None

    # -- Orca ----------------------------------------------------------------------
    def start_orca(self) -> Path:
        """Start Debian's Orca on this desktop, speaking to a silent speech module
        (``speechless/silent_speech.py``; there is no sound card) and writing its debug log,
        whose ``SPEECH OUTPUT`` lines are what it says (the reader reads them from
        ``ORCA_LOG``).  Returns the log."""
        settings = self.home / "data" / "orca" / "user-settings.conf"
        settings.parent.mkdir(parents=True, exist_ok=True)
        general = {"speechServerFactory": "silent_speech", "enableSpeech": True,
                   "enableBraille": False, "enableKeyEcho": False, "enableEchoByWord": False,
                   "enableEchoByCharacter": False, "enableTutorialMessages": False,
                   "firstStart": False, "verbalizePunctuationStyle": 3}
        settings.write_text(json.dumps({
            "general": general, "pronunciations": {}, "keybindings": {},
            "profiles": {"default": {"profile": ["Default", "default"], **general,
                                     "pronunciations": {}, "keybindings": {}}},
        }), encoding="utf-8")
        self.orca_log = self.home / "orca-debug.log"
        env = {**self.env, "PYTHONPATH": str(HERE / "speechless"), "GTK_USE_PORTAL": "0"}
        self._spawn([SYSTEM_PYTHON, str(HERE / "orca_launch.py"), "--replace",
                     f"--debug-file={self.orca_log}"], env, "orca.log")
        self._wait_for(lambda: "SPEECH: Using speech server factory" in self._orca_text(),
                       30, "Orca")
        return self.orca_log

    def _orca_text(self) -> str:
        log = self.orca_log
        return log.read_text(encoding="utf-8", errors="replace") if log and log.exists() else ""

    def reader(self, *args: str, timeout: float, announcements: bool = True) -> subprocess.CompletedProcess[str]:
        """Run ``reader.py ARGS`` under the system Python, on this desktop (listening to
        the app's announcements unless ``announcements`` is False)."""
        env = {**self.env, "READER_ANNOUNCEMENTS": "1" if announcements else "0",
               "ORCA_LOG": str(self.orca_log or "")}
        return subprocess.run([SYSTEM_PYTHON, str(HERE / "reader.py"), *args], env=env,
                              capture_output=True, text=True, timeout=timeout)

    def app_output(self) -> str:
        return self.app_log.read_text(encoding="utf-8", errors="replace") if self.app_log.exists() else ""

    def close(self) -> None:
        """End the app, the X server and the buses (each waited for, briefly)."""
        procs = ([self.app] if self.app is not None else []) + self._procs[::-1]
        for proc in procs:
            if proc.poll() is None:
                # each runs in a session of its own: its group holds it and its children
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except (ProcessLookupError, PermissionError):
                    proc.terminate()
        for proc in procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)
        if self._bus_pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._bus_pid, signal.SIGTERM)
            self._bus_pid = None
        self._procs.clear()
        self.app = None


def _read_line(fd: int, seconds: float) -> str | None:
    data = b""
    end = time.monotonic() + seconds
    while not data.endswith(b"\n"):
        ready, _w, _x = select.select([fd], [], [], max(0.0, end - time.monotonic()))
        if not ready:
            return None
        chunk = os.read(fd, 64)
        if not chunk:
            return None
        data += chunk
    return data.decode().strip()
