"""Whether a screen reader on the AT-SPI bus listens to ``object:announcement`` events.

Orca 43 (Debian 12) does not; current Orca releases do.  ``announce.py`` sends a table
event one way or the other by this answer, so that no reader hears it twice.  The AT-SPI
registry knows every client's event listeners (``org.a11y.atspi.Registry
.GetRegisteredEvents``, an array of (bus name, event) pairs); it is asked through
``libdbus-1`` (the library Qt's own D-Bus support loads), since PySide6 cannot read
strings out of a D-Bus structure.  The answer is kept for a few seconds.  Anything
missing (not Linux, no session bus, no AT-SPI bus, no libdbus) answers False.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import time

#: how long an answer is kept (a reader is rarely started or stopped during a game)
KEEP_S = 3.0
_TIMEOUT_MS = 500
_kept: tuple[float, bool] | None = None
_lib: ctypes.CDLL | None = None

_SESSION = 0  # DBUS_BUS_SESSION
_ARRAY, _STRUCT, _STRING = ord("a"), ord("r"), ord("s")


def to_announcements() -> bool:
    """True when some AT-SPI client listens to ``object:announcement`` (or to every
    object event)."""
    global _kept
    now = time.monotonic()
    if _kept is not None and now - _kept[0] < KEEP_S:
        return _kept[1]
    try:
        events = registered_events()
    except OSError:
        events = []
    # the registry keeps them as the clients wrote them on the bus: "Object:Announcement:"
    named = {":".join(part for part in event.lower().split(":") if part) for event in events}
    listens = bool(named & {"object:announcement", "object"})
    _kept = (now, listens)
    return listens


def forget() -> None:
    """Ask again next time (tests)."""
    global _kept
    _kept = None


def _library() -> ctypes.CDLL:
    global _lib
    if _lib is None:
        name = ctypes.util.find_library("dbus-1") or "libdbus-1.so.3"
        lib = ctypes.CDLL(name)
        p, c, i = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int
        for function, args, result in (
            ("dbus_error_init", [p], None), ("dbus_error_free", [p], None),
            ("dbus_bus_get_private", [i, p], p), ("dbus_connection_open_private", [c, p], p),
            ("dbus_bus_register", [p, p], i), ("dbus_connection_close", [p], None),
            ("dbus_connection_unref", [p], None), ("dbus_message_new_method_call", [c, c, c, c], p),
            ("dbus_connection_send_with_reply_and_block", [p, p, i, p], p),
            ("dbus_message_unref", [p], None), ("dbus_message_iter_init", [p, p], i),
            ("dbus_message_iter_get_arg_type", [p], i), ("dbus_message_iter_recurse", [p, p], None),
            ("dbus_message_iter_next", [p], i), ("dbus_message_iter_get_basic", [p, p], None),
        ):
            getattr(lib, function).argtypes = args
            getattr(lib, function).restype = result
        _lib = lib
    return _lib


def _call(lib: ctypes.CDLL, connection: int, dest: bytes, path: bytes, interface: bytes,
          method: bytes) -> int | None:
    error = ctypes.create_string_buffer(64)
    lib.dbus_error_init(error)
    message = lib.dbus_message_new_method_call(dest, path, interface, method)
    if not message:
        return None
    reply = lib.dbus_connection_send_with_reply_and_block(connection, message, _TIMEOUT_MS, error)
    lib.dbus_message_unref(message)
    lib.dbus_error_free(error)
    return reply or None


def _strings(lib: ctypes.CDLL, reply: int) -> list[list[str]]:
    """The reply's first argument read as an array of structures of strings (a(ss)), or
    a single string as [[it]]."""
    top, items, fields = (ctypes.create_string_buffer(128) for _ in range(3))
    if not lib.dbus_message_iter_init(reply, top):
        return []

    def text(iterator: ctypes.Array[ctypes.c_char]) -> str:
        value = ctypes.c_char_p()
        lib.dbus_message_iter_get_basic(iterator, ctypes.byref(value))
        return (value.value or b"").decode("utf-8", "replace")

    kind = lib.dbus_message_iter_get_arg_type(top)
    if kind == _STRING:
        return [[text(top)]]
    if kind != _ARRAY:
        return []
    found: list[list[str]] = []
    lib.dbus_message_iter_recurse(top, items)
    while lib.dbus_message_iter_get_arg_type(items) == _STRUCT:
        lib.dbus_message_iter_recurse(items, fields)
        row = []
        while lib.dbus_message_iter_get_arg_type(fields) == _STRING:
            row.append(text(fields))
            lib.dbus_message_iter_next(fields)
        found.append(row)
        lib.dbus_message_iter_next(items)
    return found


def _connect(lib: ctypes.CDLL, address: bytes | None) -> int | None:
    error = ctypes.create_string_buffer(64)
    lib.dbus_error_init(error)
    if address is None:
        connection = lib.dbus_bus_get_private(_SESSION, error)
    else:
        connection = lib.dbus_connection_open_private(address, error)
        if connection and not lib.dbus_bus_register(connection, error):
            _close(lib, connection)
            connection = None
    lib.dbus_error_free(error)
    return connection or None


def _close(lib: ctypes.CDLL, connection: int) -> None:
    lib.dbus_connection_close(connection)
    lib.dbus_connection_unref(connection)


def _ask(lib: ctypes.CDLL, address: bytes | None, *call: bytes) -> list[list[str]]:
    """One method call (destination, path, interface, method) on the bus at ``address``
    (the session bus when None), its reply read as strings (``_strings``)."""
    connection = _connect(lib, address)
    if connection is None:
        return []
    try:
        reply = _call(lib, connection, *call)
        if reply is None:
            return []
        rows = _strings(lib, reply)
        lib.dbus_message_unref(reply)
        return rows
    finally:
        _close(lib, connection)


def registered_events() -> list[str]:
    """The events AT-SPI clients listen to (e.g. ``object:state-changed:focused``)."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") and not os.environ.get("AT_SPI_BUS_ADDRESS"):
        return []
    lib = _library()
    address = os.environ.get("AT_SPI_BUS_ADDRESS", "").encode() or None
    if address is None:
        found = _ask(lib, None, b"org.a11y.Bus", b"/org/a11y/bus", b"org.a11y.Bus", b"GetAddress")
        if not found or not found[0]:
            return []
        address = found[0][0].encode()
    rows = _ask(lib, address, b"org.a11y.atspi.Registry", b"/org/a11y/atspi/registry",
                b"org.a11y.atspi.Registry", b"GetRegisteredEvents")
    return [row[1] for row in rows if len(row) == 2]
