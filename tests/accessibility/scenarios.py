"""What the reader does (see reader.py)."""
from __future__ import annotations

def survey(r, *games):
    r.app()
    r.find("push button", "Play", within="Perudo")
    r.snapshot("start screen")
    r.press(r.find("push button", "Play", within="Perudo"))
    r.find("dialog", timeout=20)
    r.snapshot("new game dialog")

SCENARIOS = {"survey": survey}
