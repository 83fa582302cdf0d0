"""One app per set of folders: a second start brings the running window to the front.

Two apps on the same folders would write the same save slots and each other's
temporary files.  The first start listens on a local socket named after its data
folder (:func:`server_name`: a hash, per user and folder); a later start connects,
asks the running app to show its window and leaves (:func:`claim` returns None).
A socket left by a killed app answers nobody: it is removed and taken over.  When
the running app does not answer (it hangs), the second start says plainly that the
app is already running and leaves too (:data:`NOT_ANSWERING`).

The demo and a guide's ``--screenshot`` run claim the folders too: they record replays
and statistics and keep waiting results in the same pending files, so beside a running
app they would write over its files.  They only ask whether an app is there
(:data:`PING`, ``claim(folder, show=False)``), never bring its window up, and leave.
"""

from __future__ import annotations

import getpass
import hashlib
import logging
import os
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket  # kept in the bundle for this

log = logging.getLogger(__name__)

#: what a second start sends, and what the running app answers
SHOW = b"show\n"
SHOWN = b"shown\n"
#: what a run that only asks sends (the demo), and the answer
PING = b"ping\n"
HERE = b"here\n"
#: how long a second start waits for the running app (ms)
WAIT_MS = 3000
#: the second start's result when the running app did not answer in time
NOT_ANSWERING = "not answering"
ANSWERED = "answered"


def server_name(folder: Path) -> str:
    """The local socket's name for the app using ``folder`` (per user, per folder)."""
    user = str(os.getuid()) if hasattr(os, "getuid") else getpass.getuser()
    key = f"{user}:{folder.resolve()}"
    return "tablegames-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:24]


class SingleInstance(QObject):
    """The running app's side: :attr:`showAsked` when a second start wants the window."""

    showAsked = Signal()

    def __init__(self, server: QLocalServer) -> None:
        super().__init__()
        self.server = server
        server.setParent(self)
        server.newConnection.connect(self._connected)

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        asked = bytes(socket.readAll().data())
        if asked.startswith(SHOW.strip()):
            log.info("another start of the app: its window brought to the front")
            socket.write(SHOWN)
            socket.flush()
            self.showAsked.emit()
        elif asked.startswith(PING.strip()):
            log.info("a demo asked whether the app runs on these folders: it does")
            socket.write(HERE)
            socket.flush()

    def close(self) -> None:
        self.server.close()


def _ask_running(name: str, show: bool = True) -> str | None:
    """Ask the app listening on ``name`` to show itself (``show`` False: only whether it
    is there): ANSWERED, NOT_ANSWERING, or None when nobody listens."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(WAIT_MS):
        return None
    socket.write(SHOW if show else PING)
    socket.flush()
    answer = SHOWN if show else HERE
    answered = socket.waitForReadyRead(WAIT_MS) and bytes(socket.readAll().data()) == answer
    socket.disconnectFromServer()
    return ANSWERED if answered else NOT_ANSWERING


def claim(folder: Path, show: bool = True) -> SingleInstance | str:
    """This run's claim to ``folder``: a :class:`SingleInstance` when no other app uses
    it, else what the running app said (ANSWERED: it shows its window, or with ``show``
    False only says it is there; NOT_ANSWERING)."""
    name = server_name(folder)
    for _attempt in range(2):
        answer = _ask_running(name, show)
        if answer is not None:
            return answer
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(name):
            log.info("single instance: listening as %s", name)
            return SingleInstance(server)
        # another start took it between the two steps, or a killed app left its socket
        if _ask_running(name, show) is not None:
            continue
        log.info("single instance: %s left by an app that ended: taken over", name)
        QLocalServer.removeServer(name)
    log.warning("single instance: cannot listen as %s: %s", name, server.errorString())
    return SingleInstance(server)  # on our own, as before there was a check
