"""``--startup-check`` shows the main window and exits 0 (the packaging report times it)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_startup_check_exits_zero(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"))
    result = subprocess.run([sys.executable, "-m", "tablegames_qt", "--startup-check"],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    # it really built the app's folders (the window and archive were created)
    assert (tmp_path / "c" / "tablegames").is_dir()
