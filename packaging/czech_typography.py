"""Czech typography: a no-break space where Czech wants one, checked and fixed.

Czech typesetting keeps a one-letter preposition or conjunction on the line of the word
after it, and a number with its "%":

- after v, k, s, z, o, u, a, i (also V, K, S, Z, O, U, A, I at a sentence's start) a
  no-break space (U+00A0), never a plain one: "v\u00a0kole", "{name} a\u00a0{other}",
  "a\u00a0<b>bere</b>";
- between a number or a placeholder and "%": "15\u00a0%", "{n}\u00a0%" (``percent()`` in
  ``ui/texts.py`` writes its own).

Every Czech translation (``translations/tablegames_cs.ts``, plural forms and vanished texts
included: they come back with their source) and the text of the Czech rules pages
(``resources/rules/cs/*.html``, where ``&nbsp;`` counts as the no-break space) is checked by
``tests/test_czech_typography.py``.  After a merge brought new texts::

    python3 packaging/czech_typography.py          # list what is wrong; changes no file
    python3 packaging/czech_typography.py --fix    # put the no-break spaces in, then
    python3 packaging/translations.py release      # rebuild the .qm

The fix edits only the text of translations (and of the pages, outside their tags), so the
file keeps its order and layout for the script that merges ``.ts`` files.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CS_TS = ROOT / "translations" / "tablegames_cs.ts"
CS_RULES = ROOT / "resources" / "rules" / "cs"

NBSP = "\u00a0"
#: the one-letter prepositions and conjunctions
ONE_LETTER_WORDS = "vkszouaiVKSZOUAI"
#: where a page's tag stood (a private-use character no text contains)
TAG = "\ue000"
#: such a word standing alone (not a key name "Alt+V", a placeholder, an entity, a path),
#: maybe a page's tags after it, then a plain space (or a page's line break) and a word
_ONE_LETTER = re.compile(rf"(?<![\w+{{%&#./\\-])([{ONE_LETTER_WORDS}])({TAG}*)([ \t\r\n]+)(?=\S)")
#: a number or a placeholder, then "%" (not Qt's "%n"/"%1") with a plain space or none
_PERCENT = re.compile(r"(?<=[\d}])( ?)%(?![nL\d])")


@dataclass(frozen=True)
class Problem:
    """One place that wants a no-break space: where it is, the whole text, the spot."""

    where: str
    text: str
    spot: str

    def __str__(self) -> str:
        return f"{self.where}: …{self.spot}…  in  {self.text!r}"


def fix_text(text: str, newline_is_space: bool = False) -> str:
    """``text`` with the no-break spaces put in.  A line break after a one-letter word
    stays (a translation's own "\\n") unless ``newline_is_space`` (a page's source)."""
    def one_letter(match: re.Match[str]) -> str:
        if not newline_is_space and "\n" in match.group(3):
            return match.group(0)
        return match.group(1) + match.group(2) + NBSP

    return _PERCENT.sub(NBSP + "%", _ONE_LETTER.sub(one_letter, text))


def _spots(text: str, newline_is_space: bool) -> list[tuple[int, str]]:
    """(offset, the spot with a little context, a plain space shown as "␣") of each place
    in ``text`` that wants a no-break space."""
    found = []
    for match in _ONE_LETTER.finditer(text):
        if newline_is_space or "\n" not in match.group(3):
            found.append(match.start())
    found.extend(match.start() for match in _PERCENT.finditer(text))
    return [(at, text[max(0, at - 14):at + 16].replace(TAG, "").replace(" ", "␣").replace("\n", "⏎"))
            for at in sorted(found)]


def text_problems(text: str, where: str) -> list[Problem]:
    """The spots of one translation that want a no-break space."""
    return [Problem(where, text, spot) for _at, spot in _spots(text, newline_is_space=False)]


def translations(ts: Path = CS_TS) -> list[tuple[str, str, str]]:
    """(context, source, text) of every translation and plural form in ``ts``."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            source = message.findtext("source") or ""
            forms = [form.text or "" for form in translation.iter("numerusform")]
            for text in forms or [translation.text or ""]:
                if text:
                    found.append((name, source, text))
    return found


def ts_problems(ts: Path = CS_TS) -> list[Problem]:
    problems = []
    for context, source, text in translations(ts):
        problems.extend(text_problems(text, f"{ts.name} [{context}] {source!r}"))
    return problems


def _page_parts(raw: str) -> tuple[str, list[str], str]:
    """A page as (its head, its body's tags, its body's text with each tag a ``TAG`` and
    ``&nbsp;`` a no-break space)."""
    head, body = raw.split("<body", 1)
    parts = re.split(r"(<[^>]*>)", "<body" + body)
    tags = parts[1::2]
    text = TAG.join(parts[0::2]).replace("&nbsp;", NBSP)
    return head, tags, text


def page_problems(page: Path) -> list[Problem]:
    raw = page.read_text(encoding="utf-8")
    _head, _tags, text = _page_parts(raw)
    body_line = raw.count("\n", 0, raw.index("<body")) + 1
    return [Problem(f"rules/cs/{page.name}:{body_line + text.count(chr(10), 0, at)}",
                    text.split("\n")[text.count("\n", 0, at)].replace(TAG, ""), spot)
            for at, spot in _spots(text, newline_is_space=True)]


def all_problems() -> list[Problem]:
    problems = ts_problems()
    for page in sorted(CS_RULES.glob("*.html")):
        problems.extend(page_problems(page))
    return problems


# -- fixing -------------------------------------------------------------------------------------
_TS_TEXT = re.compile(r"(<translation[^>]*>|<numerusform>)([^<]*)(?=</translation>|</numerusform>)")


def fix_ts(ts: Path = CS_TS) -> int:
    """Put the no-break spaces into every translation of ``ts``, changing nothing else;
    how many texts changed."""
    raw = ts.read_text(encoding="utf-8")
    changed = 0

    def one(match: re.Match[str]) -> str:
        nonlocal changed
        fixed = fix_text(match.group(2))
        changed += fixed != match.group(2)
        return match.group(1) + fixed

    ts.write_text(_TS_TEXT.sub(one, raw), encoding="utf-8")
    return changed


def fix_page(page: Path) -> bool:
    """Put ``&nbsp;`` where a page's text wants a no-break space (tags left alone)."""
    raw = page.read_text(encoding="utf-8")
    head, tags, text = _page_parts(raw)
    fixed = fix_text(text, newline_is_space=True)
    if fixed == text:
        return False
    pieces = fixed.replace(NBSP, "&nbsp;").split(TAG)
    body = pieces[0] + "".join(tag + piece for tag, piece in zip(tags, pieces[1:], strict=True))
    page.write_text(head + body, encoding="utf-8")
    return True


def main(argv: list[str]) -> int:
    if "--fix" in argv:
        count = fix_ts()
        pages = [page.name for page in sorted(CS_RULES.glob("*.html")) if fix_page(page)]
        print(f"{count} translations fixed; pages fixed: {', '.join(pages) or 'none'}")
    problems = all_problems()
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
