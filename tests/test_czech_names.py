"""Czech sentences keep a player's name in the nominative.

A name such as "Hráč 1", "Eva" or "Ondra" cannot be declined by a placeholder: "blaf hráče
Hráč 1" or "věří hráči Eva" reads badly. Every Czech text therefore builds its sentence so the
name is the subject or stands after a colon ("{announcer} blafuje a ty to odhaluješ"), never
after "hráče"/"hráči". Vanished translations are checked too: they come back with their text.
"""

from __future__ import annotations

import re
from pathlib import Path

from .packaging_scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
CS = ROOT / "translations" / "tablegames_cs.ts"

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
#: "hráč", "hráče", "hráči" (…) with at most quotes, tags or spaces before a name's placeholder
#: ("Hráč {name}" reads "Hráč Hráč 1" with a default name); "Hráč {n}" is that default name
DECLINED_BEFORE_NAME = re.compile(r"\bhráč(?:e|i|em|ům|ovi)?(?:\s|„|\"|<[^>]*>)*\{(?!n\})[a-z_]+\}",
                                  re.IGNORECASE)


def every_translation() -> list[tuple[str, str, str]]:
    """(context, source, translated text) for each message and each of its plural forms."""
    found: list[tuple[str, str, str]] = load_script("czech_typography").translations(CS)
    return found


def test_the_pattern_catches_a_declined_name_and_passes_a_nominative_one() -> None:
    assert DECLINED_BEFORE_NAME.search("Odhaluješ blaf hráče {announcer}")
    assert DECLINED_BEFORE_NAME.search("Věříš hráči {announcer} a házíš")
    assert DECLINED_BEFORE_NAME.search("„{value}“ pro hráče „{receiver}")
    assert DECLINED_BEFORE_NAME.search("Hráč {name} hraje místo toho: {play}.")
    assert not DECLINED_BEFORE_NAME.search("Hráč {n}")
    assert not DECLINED_BEFORE_NAME.search("{announcer} blafuje a ty to odhaluješ")
    assert not DECLINED_BEFORE_NAME.search("Počet hráčů: {count}")


def test_no_czech_text_puts_hrac_hrace_or_hraci_right_before_a_name() -> None:
    texts = every_translation()
    assert len(texts) > 500  # the whole file was read
    declined = [f"{context}: {text}" for context, _source, text in texts
                if DECLINED_BEFORE_NAME.search(text)]
    assert declined == []


def test_the_rewritten_texts_carry_the_placeholders_of_their_source() -> None:
    named = [(context, source, text) for context, source, text in every_translation()
             if PLACEHOLDER.search(source)]
    assert named
    differ = [f"{context}: {source} -> {text}" for context, source, text in named
              if set(PLACEHOLDER.findall(source)) != set(PLACEHOLDER.findall(text))]
    assert differ == []
