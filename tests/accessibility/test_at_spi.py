"""The app read from outside, as a screen reader reads it: AT-SPI on a private desktop.

Run once by ``.ci/run`` (``pytest -m accessibility --accessibility tests/accessibility``);
the default ``pytest`` run skips it, like the packaging test.  A missing package fails the
test (it names the Debian packages) instead of skipping it.  Every wait inside is bounded
(the reader's own waits, and ``timeout=`` on the reader's process).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.accessibility.desktop import Desktop, missing

pytestmark = pytest.mark.accessibility

#: roles a player acts on: each needs a name
ACTED_ON = {"push button", "check box", "table cell", "list item", "radio button", "menu item"}


def _setup(seats: int, rules: dict[str, Any] | None = None, people: int = 1) -> str:
    humans = [{"name": name, "kind": "human", "level": "normal", "default_name": False}
              for name in ("Ann", "Ben")[:people]]
    bots = [{"name": f"Bot {i + 1}", "kind": "bot", "level": "easy", "default_name": False}
            for i in range(seats - people)]
    return json.dumps({"seats": humans + bots, "rules": rules or {}, "allow_hints": False})


SETTINGS: dict[str, object] = {
    "animation_speed": "off", "bot_pace": "instant", "sound": "off", "after_reveal": "continue",
    "setup/perudo": _setup(2), "setup/machacek": _setup(2, {"games": 1}), "setup/casino": _setup(2),
}


@pytest.fixture(scope="module")
def survey(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    lost = missing()
    assert not lost, f"install the Debian packages: {' '.join(lost)}"
    home = Path(tmp_path_factory.mktemp("a11y"))
    with Desktop(home) as desktop:
        desktop.start_app(["--lang", "en"], SETTINGS)
        runs = [desktop.reader("survey", "perudo", "machacek", "casino", timeout=100)]
        log = desktop.app_output()
        desktop.stop_app()
        # the same app again, Perudo set for two people at the laptop: the curtain
        desktop.start_app(["--lang", "en"], {**SETTINGS, "setup/perudo": _setup(2, people=2)})
        runs.append(desktop.reader("curtain", timeout=50))
        log += desktop.app_output()
        desktop.stop_app()
        # and a Royal Casino deal played to its count by keyboard alone (play_by_ear.py)
        desktop.start_app(["--lang", "en"], SETTINGS)
        runs.append(desktop.reader("play", "casino", "2.5", "deal", timeout=200))
        log += desktop.app_output()
    records = [json.loads(line) for done in runs for line in done.stdout.splitlines()
               if line.startswith("{")]
    errors = [r["error"] for r in records if "error" in r]
    assert all(done.returncode == 0 for done in runs) and not errors, (
        errors, [done.stderr[-2000:] for done in runs], log[-3000:])
    snapshots = {r["snapshot"]: r["nodes"] for r in records if "snapshot" in r}
    said = [r["said"] for r in records if r.get("kind") == "announcement"]
    focused = [(r["name"], r["role"]) for r in records if r.get("kind") == "focus"]
    deal = [json.loads(line) for line in runs[-1].stdout.splitlines() if line.startswith("{")]
    return {"snapshots": snapshots, "said": said, "focused": focused, "deal": deal}


def _showing(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [n for n in nodes if "showing" in n["states"]]


def test_every_control_a_player_acts_on_has_a_name(survey: dict[str, Any]) -> None:
    expected = {"start screen", "new game dialog: perudo", "table: perudo", "table: machacek",
                "table: casino", "leaving perudo"}
    assert expected <= set(survey["snapshots"])
    for place, nodes in survey["snapshots"].items():
        nameless = [n for n in _showing(nodes) if n["role"] in ACTED_ON and not n["name"].strip()]
        assert not nameless, (place, nameless)
        assert any(n["role"] == "push button" for n in _showing(nodes)), place


def test_whatever_takes_the_keyboard_focus_has_a_name(survey: dict[str, Any]) -> None:
    assert survey["focused"], "no focus change reached the reader"
    nameless = [role for name, role in survey["focused"] if not name.strip()]
    assert not nameless, survey["focused"]


def test_the_dice_tables_show_cups_and_own_dice(survey: dict[str, Any]) -> None:
    perudo = _showing(survey["snapshots"]["table: perudo"])
    images = [n["name"] for n in perudo if n["role"] == "image"]
    # the one person at the table is spoken to: "Your die", not "Ann's die"
    assert "Your cup" in images and "Bot 1's cup" in images
    dice = [name for name in images if name.startswith("Your die: ")]
    assert len(dice) == 5 and all(name[-1] in "123456" for name in dice)
    # the bot's dice are under its cup: nothing of them reaches the reader
    assert not [name for name in images if name.startswith("Bot 1's die")]
    assert any(n["role"] == "push button" and n["name"].startswith("Bid ") for n in perudo)
    machacek = _showing(survey["snapshots"]["table: machacek"])
    assert any(n["role"] == "image" and n["name"].startswith("The cup, ") for n in machacek)


def test_the_card_table_shows_hand_and_table_cards(survey: dict[str, Any]) -> None:
    casino = _showing(survey["snapshots"]["table: casino"])
    cards = [n for n in casino if n["role"] == "check box" and " of " in n["name"]]
    # four in the hand; the table's cards too (four dealt, fewer after a capture)
    assert len(cards) >= 5, [n["name"] for n in casino]
    assert all("checkable" in n["states"] for n in cards)
    piles = [n["name"] for n in casino if n["role"] == "image" and " taken " in n["name"]]
    assert len(piles) == 2


def test_bids_calls_captures_and_verdicts_are_announced(survey: dict[str, Any]) -> None:
    said = survey["said"]
    assert any(text.startswith("You bid ") for text in said), said
    assert any("call Dudo" in text for text in said), said
    assert any(text.startswith("The bid ") and "found" in text for text in said), said
    assert any(text.startswith("You announce ") for text in said), said
    assert any(" capture" in text for text in said), said


def test_the_curtain_names_the_next_player_and_hides_every_die(survey: dict[str, Any]) -> None:
    down = _showing(survey["snapshots"]["curtain down"])
    curtains = [n for n in down if n["name"].startswith("Pass to ")]
    assert curtains and curtains[0]["name"] in ("Pass to Ann", "Pass to Ben")
    assert "only" in curtains[0]["description"]
    assert not [n for n in down if n["role"] == "image" and "'s die: " in n["name"]]
    assert any(text.startswith("Pass to ") for text in survey["said"])
    lifted = _showing(survey["snapshots"]["curtain lifted"])
    player = curtains[0]["name"].removeprefix("Pass to ")
    dice = [n["name"] for n in lifted if n["role"] == "image" and "'s die: " in n["name"]]
    assert len(dice) == 5 and all(name.startswith(f"{player}'s die: ") for name in dice)


def test_a_casino_deal_is_played_to_its_count_by_keyboard_alone(survey: dict[str, Any]) -> None:
    """The by-ear player's first deal: every move made with keys (choosing table cards
    with the arrows and Space where a play needs them) or a move button's action."""
    deal = survey["deal"]
    assert any(r.get("over") == "deal" for r in deal), deal[-5:]
    said = [r["said"] for r in deal if r.get("kind") == "announcement"]
    plays = [text for text in said if text.startswith(("You capture", "You build", "You raise", "You trail"))]
    # 52 cards, four on the table: each of two players plays 24 cards in the first deal
    assert len(plays) == 24, said
    assert any(text.startswith("Deal 1 is over") for text in said), said[-5:]
