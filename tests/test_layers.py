"""The import layers of pyproject.toml's [tool.importlinter]: engine < bots < coach <
storage < ui < app < command line, no Qt below storage, no cycle between the top-level
packages. Imports inside functions count as much as those at the top of a file."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_import_contracts_are_kept() -> None:
    # beside the interpreter: the README's test command runs .venv/bin/python unactivated
    tool = str(Path(sys.executable).parent / "lint-imports")
    if not Path(tool).exists():
        tool = shutil.which("lint-imports") or tool
    result = subprocess.run([tool, "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout
