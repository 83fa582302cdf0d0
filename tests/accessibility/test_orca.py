"""A blind player plays each game with Orca as Debian 12 ships it (43.1), by keys alone,
and Orca's own speech is judged: the ``SPEECH OUTPUT`` lines of its debug log.

Orca speaks to a silent speech module (``speechless/silent_speech.py``: there is no sound
card), on the private desktop of ``desktop.py``; the player (``orca_play.py``, in the
reader) types with xdotool and reads the app through AT-SPI only to know whose turn it
is.  The reader does not listen to ``object:announcement`` here: with no listener for it,
the app sends its news the way Orca 43 hears (``ui/announce.py``), and that is the way
under test.  Run once by ``.ci/run`` with the AT-SPI test; a missing package fails it.
"""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from tests.accessibility.desktop import Desktop, missing
from tests.accessibility.test_at_spi import SETTINGS

pytestmark = pytest.mark.accessibility


@pytest.fixture(scope="module")
def heard(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    lost = missing(orca=True)
    assert not lost, f"install the Debian packages: {' '.join(lost)}"
    home = Path(tmp_path_factory.mktemp("orca"))
    with Desktop(home) as desktop:
        desktop.start_orca()
        desktop.start_app(["--lang", "en"], SETTINGS)
        done = desktop.reader("orca", "perudo", "machacek", "casino", "keyboard", timeout=170,
                              announcements=False)
        log = desktop.app_output()
    records = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    errors = [r["error"] for r in records if "error" in r]
    spoken = [r["orca"] for r in records if "orca" in r]
    assert done.returncode == 0 and not errors, (errors, spoken[-30:], done.stderr[-2000:], log[-2000:])
    # what Orca said while each game was played
    games: dict[str, list[str]] = {}
    starts = [(r["started"], r["spoken"]) for r in records if "started" in r]
    for index, (game, first) in enumerate(starts):
        last = starts[index + 1][1] if index + 1 < len(starts) else len(spoken)
        games[game] = spoken[first:last]
    return games


def _any(said: list[str], *words: str) -> bool:
    return any(all(w in text for w in words) for text in said)


def test_perudo_by_ear(heard: dict[str, list[str]]) -> None:
    said = heard["perudo"]
    assert _any(said, "Round ", "Your dice: "), said  # your dice as a round starts
    # and again on Y, after Ctrl+Z and before your bid
    assert any(text.startswith("Your dice: ") for text in said), said
    assert _any(said, "Bot 1 bids "), said
    assert _any(said, "You bid "), said
    # the verdict: its count and who loses a die
    assert _any(said, " found", "loses a die") or _any(said, " found", "lose a die"), said
    # Ctrl+Z at the round's start: refused, and why
    assert _any(said, "Nothing of yours to take back in this round yet"), said
    # the name of the one person is "you", never a name with "'s"
    assert not _any(said, "You's"), said


def test_machacek_by_ear(heard: dict[str, list[str]]) -> None:
    said = heard["machacek"]
    assert _any(said, "Bot 1 announces ", " to you"), said  # a claim to you
    assert _any(said, "You believe Bot 1", "Rolled: "), said  # your roll after believing
    verdicts = [text for text in said if "The truth!" in text or "A bluff!" in text]
    assert len(verdicts) == 1, said
    # said once: the verdict's sentence is not said again on its own
    sentence = verdicts[0].split("!", 1)[1].split(".", 1)[0].strip()
    assert sum(sentence in text for text in said) == 1, (sentence, said)


def test_royal_casino_by_ear(heard: dict[str, list[str]]) -> None:
    said = heard["casino"]
    assert _any(said, "in your hand"), said
    assert _any(said, "on the table"), said
    assert _any(said, "You capture "), said
    assert any(text.startswith("Bot 1 ") or ". Bot 1 " in text for text in said), said


def test_help_keyboard_is_read_line_by_line_with_the_arrows(heard: dict[str, list[str]]) -> None:
    said = heard["keyboard"]
    assert "Every action of every game can be done with the keyboard alone." in said, said
    assert "Everywhere in the window" in said, said


def test_after_each_dialog_the_table_speaks_again(heard: dict[str, list[str]]) -> None:
    """No window manager: the app itself activates its window after the new-game dialog,
    so Orca speaks again: the window, a control of the table or the table's news (without
    the app taking the focus back Orca said nothing after the dialog, and no key worked)."""
    table = ("Table Games frame", "Your bid", "Values to announce", "Believe", "in your hand",
             "Round 1", "Game 1", "Deal 1")
    for game in ("perudo", "machacek", "casino"):
        assert any(_any(heard[game], words) for words in table), (game, heard[game])


def test_no_old_claim_is_said_after_you_announce(heard: dict[str, list[str]]) -> None:
    """After "You announce … to Bot 1", nothing says a claim from Bot 1 to you until Bot 1
    has announced again (the waiting page's hint kept the old one)."""
    said = heard["machacek"]
    for index, text in enumerate(said):
        if text.startswith("You announce "):
            for later in said[index + 1:]:
                if "Bot 1 announces" in later:
                    break
                assert "from Bot 1 to you" not in later, (later, said)


#: Orca's words for the window around the focus as it comes back after a dialog (the frame,
#: its name, the unnamed stacks of pages): context, not the table's news
_CONTEXT = ("Table Games frame.", "Table Games", "layered pane")


def said_again(said: list[str]) -> list[tuple[str, str]]:
    """Each two utterances in a row where the second says again what the first said: the
    same words, or the first a fragment of the second ("Your bid" then "Your bid: 3
    fives"; "Bot 1 wins the match!" then the news ending with it)."""
    news = [text for text in said if text not in _CONTEXT]
    return [(first, second) for first, second in pairwise(news)
            if first.rstrip(". ") and first.rstrip(". ") in second]


def test_said_again_finds_the_news_said_twice() -> None:
    assert said_again(["Your bid", "Your bid: 3 fives", "You bid 1 six."]) == [
        ("Your bid", "Your bid: 3 fives")]
    assert said_again(["Enter announces 64", "Enter announces 64"]) != []
    assert said_again(["Bot 1 wins the match!", "You lift the cup. Bot 1 wins the match!"]) != []
    assert said_again(["Your bid: 4 fives", "You bid 4 fives.", "Your bid: 5 fives"]) == []


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_each_move_is_said_once_and_whole(heard: dict[str, list[str]], game: str) -> None:
    """A bid (with Up and Down first), an announcement (Right and Left through the values
    first), a doubt, the hand by arrows and number keys, a card played: no news said
    twice in a row, nor cut short before the whole of it.  Orca says each change of the
    focused control's name or description, also one made as the turn ends (the bid
    control's "Your bid" as it turned off), and the news route must not say again what
    the focus says."""
    assert not said_again(heard[game]), (said_again(heard[game]), heard[game])
