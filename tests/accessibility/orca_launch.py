"""Debian's Orca launcher (``/usr/bin/orca``) with its debug log written line by line:
Orca 43 opens ``--debug-file`` block-buffered, so a log read while Orca runs would lag.
Run by ``desktop.Desktop.start_orca`` under ``/usr/bin/python3``::

    /usr/bin/python3 orca_launch.py --replace --debug-file=FILE
"""

from __future__ import annotations

import builtins
import runpy
import sys

LAUNCHER = "/usr/bin/orca"
_open = builtins.open


def _line_buffered(file, mode="r", *args, **kwargs):  # type: ignore[no-untyped-def]
    if "w" in str(mode) and not args and "buffering" not in kwargs:
        kwargs["buffering"] = 1
    return _open(file, mode, *args, **kwargs)


if __name__ == "__main__":
    builtins.open = _line_buffered
    sys.argv = [LAUNCHER, *sys.argv[1:]]
    runpy.run_path(LAUNCHER, run_name="__main__")
