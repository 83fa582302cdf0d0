"""Refresh the translations: the one command for both steps.

    python3 packaging/translations.py            # update the .ts from the sources, then build .qm
    python3 packaging/translations.py update     # only pyside6-lupdate (sources -> .ts)
    python3 packaging/translations.py release    # only pyside6-lrelease (.ts -> .qm)
    python3 packaging/translations.py check      # report what is missing; changes no file
    python3 packaging/translations.py prune      # also drop translations of vanished texts

``translations/tablegames_cs.ts`` holds every text; ``tablegames_en.ts`` only the
plural forms (English is the source language).  The .qm files are committed so a
checkout runs without a build step, and are shipped in the wheel and the frozen app.
``tests/test_i18n.py`` imports this module, so the CI gate and this command agree.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:  # for app_languages, run or imported
    sys.path.append(str(Path(__file__).resolve().parent))
from app_languages import load as _load_languages

_LANGUAGES = _load_languages()
ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tablegames_qt"
TS_DIR = ROOT / "translations"
#: the app's languages (tablegames_qt/languages.py), the source language included
LANGUAGES: tuple[str, ...] = _LANGUAGES.codes()
#: plural forms a numerus entry must have, per target language
PLURAL_FORMS: dict[str, int] = {lang.code: lang.plural_forms for lang in _LANGUAGES.LANGUAGES}
SOURCE_LANGUAGE: str = _LANGUAGES.SOURCE

# Only files that call a translation function can hold texts.  Listing them instead of
# handing lupdate the folder also keeps it away from big generated data modules: a
# 160 kB string literal (bots/machacek/equilibrium_data.py) makes lupdate 6.11 crash.
_MARKER = re.compile(
    r"\b(?:tr|translate|QT_TR_NOOP|QT_TR_N_NOOP|QT_TRANSLATE_NOOP|QT_TRANSLATE_N_NOOP"
    r"|QT_TRANSLATE_NOOP3)\s*\("
)


_EXTRA_COMMENT = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.DOTALL)


def tool(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    raise SystemExit(f"{name} not found: install PySide6-Essentials")


def ts_file(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"tablegames_{lang}.ts"


def source_files(root: Path = SOURCES) -> list[Path]:
    """The Python files that may contain translatable texts, ``ui/`` first.

    lupdate keeps the first occurrence of a text, plural or not, and only a UI call
    with a count (``tr(text, "", n)``) can make it plural; an engine's
    ``QT_TRANSLATE_NOOP`` of the same text must not come first.
    """
    ui = root / "ui"
    return sorted(
        (path for path in root.rglob("*.py") if _MARKER.search(path.read_text(encoding="utf-8"))),
        key=lambda path: (not path.is_relative_to(ui), path),
    )


def lupdate(lang: str, ts: Path, *, prune: bool = False) -> None:
    """Merge the texts of the sources into ``ts`` (created when missing).

    Translations of texts that left the sources stay in the file as "vanished"
    (lrelease skips them) and come back by themselves when the text does, as
    happens while screens are being rewritten; ``prune`` drops them.
    """
    args = [tool("pyside6-lupdate"), "-silent", "-locations", "relative",
            *(str(path) for path in source_files()),
            "-source-language", SOURCE_LANGUAGE, "-target-language", lang, "-ts", str(ts)]
    if prune:
        args.insert(1, "-no-obsolete")
    if lang == SOURCE_LANGUAGE:
        # English is the source language: its file needs only the plural forms.
        args.insert(1, "-pluralonly")
    subprocess.run(args, check=True, cwd=ROOT)
    if carry_over(ts):
        # lupdate writes the file in its own layout again, the carried texts included.
        subprocess.run(args, check=True, cwd=ROOT)
    # lupdate reads "#:" comments as notes for translators, but here they document
    # attributes (Sphinx style) and land on whatever text follows: drop them.
    text = ts.read_text(encoding="utf-8")
    ts.write_text(_EXTRA_COMMENT.sub("", text), encoding="utf-8")


def _content(translation: ET.Element) -> tuple[str, ...]:
    forms = translation.findall("numerusform")
    if forms:
        return tuple(form.text or "" for form in forms)
    return (translation.text or "",)


def carry_over(ts: Path) -> int:
    """Give a new, untranslated message the translation its text had in another context.

    A text whose code moved to another class (a module split along its seams) gets a new
    context from lupdate (untranslated, or with lupdate's guess left unfinished) and its old
    one is left "vanished"; the translation is the same
    sentence, so it is carried over, but only when every other context that translates
    the text agrees (an ambiguous text stays for the translator). Returns how many.
    """
    tree = ET.parse(ts)
    # a translation's content: its text, or its plural forms (its type attribute aside)
    known: dict[tuple[str, str, bool], set[tuple[str, ...]]] = {}
    waiting: list[tuple[ET.Element, ET.Element]] = []
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None:
            continue
        key = (message.findtext("source") or "", message.findtext("comment") or "",
               message.get("numerus") == "yes")
        kind = translation.get("type", "")
        filled = "".join(translation.itertext()).strip()
        if kind == "unfinished":
            # lupdate itself may have guessed the same text (left unfinished): checked below
            waiting.append((message, translation))
        elif kind != "unfinished" and filled:
            known.setdefault(key, set()).add(_content(translation))
    carried = 0
    for message, translation in waiting:
        key = (message.findtext("source") or "", message.findtext("comment") or "",
               message.get("numerus") == "yes")
        candidates = known.get(key, set())
        if len(candidates) != 1:
            continue
        content = next(iter(candidates))
        guessed = "".join(translation.itertext()).strip()
        if guessed and guessed != "".join(content).strip():
            continue  # someone's draft of another sentence: the translator decides
        translation.clear()
        if message.get("numerus") == "yes":
            for form in content:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = content[0]
        carried += 1
    if carried:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return carried


def update(ts_dir: Path = TS_DIR, *, prune: bool = False) -> None:
    for lang in LANGUAGES:
        lupdate(lang, ts_file(lang, ts_dir), prune=prune)


def release(ts_dir: Path = TS_DIR) -> None:
    for lang in LANGUAGES:
        ts = ts_file(lang, ts_dir)
        if ts.exists():
            subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm",
                            str(ts.with_suffix(".qm"))], check=True, cwd=ROOT)


# -- checking -------------------------------------------------------------------


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    unfinished: bool
    forms: tuple[str, ...]  # the translation, or its plural forms

    def where(self) -> str:
        return f"[{self.context}] {self.source!r}"


def read_ts(ts: Path) -> list[Message]:
    """Every message of a .ts file, obsolete and vanished ones left out."""
    messages = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            messages.append(Message(name, message.findtext("source") or "", numerus,
                                    kind == "unfinished", forms))
    return messages


#: ``{name}`` fields of str.format, Qt's ``%n`` and ``%1``…``%99``
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d{1,2}")


#: "card(s)", "life/lives": fine with %n and plural forms, untranslatable without
_ENGLISH_PLURAL = re.compile(r"\w\((?:s|es)\)|\blife/lives\b")


def placeholders(text: str) -> list[str]:
    return sorted(_PLACEHOLDER.findall(text.replace("{{", "").replace("}}", "")))


@dataclass
class Report:
    """What keeps the translations from being complete."""

    new: dict[str, list[str]] = field(default_factory=dict)  # per language
    problems: dict[str, list[str]] = field(default_factory=dict)

    def ok(self) -> bool:
        return not any(self.new.values()) and not any(self.problems.values())

    def lines(self) -> list[str]:
        out = []
        for lang in LANGUAGES:
            for text in self.new.get(lang, []):
                out.append(f"{lang}: not in the .ts yet (run the refresh): {text}")
            for text in self.problems.get(lang, []):
                out.append(f"{lang}: {text}")
        return out


def message_problems(lang: str, messages: list[Message]) -> list[str]:
    """Unfinished, empty or malformed translations of one language's file."""
    problems = []
    for msg in messages:
        if not msg.context:
            problems.append(f"no context: a bare tr() outside a class is looked up under another "
                            f"context at run time: {msg.where()}")
        if "%n" in msg.source and not msg.numerus:
            problems.append(f"a text with %n read as not plural (mark it with tr(text, '', n), "
                            f"see docs/translations.md): {msg.where()}")
        elif _ENGLISH_PLURAL.search(msg.source) and not msg.numerus:
            problems.append(f"an English plural without %n cannot be translated: {msg.where()}")
        if msg.unfinished:
            problems.append(f"unfinished: {msg.where()}")
            continue
        if msg.numerus and len(msg.forms) != PLURAL_FORMS[lang]:
            problems.append(f"{len(msg.forms)} plural forms, want {PLURAL_FORMS[lang]}: "
                            f"{msg.where()}")
        if not msg.forms or any(not form.strip() for form in msg.forms):
            problems.append(f"empty translation: {msg.where()}")
            continue
        # Each placeholder of the source, none other; a name the English repeats may stand
        # once ("{bot} has two dice, which only {bot} sees": Czech says it once and drops the
        # subject after), as fill_in fills every place a placeholder stands.
        wanted = sorted(set(placeholders(msg.source)))
        for index, form in enumerate(msg.forms):
            found = sorted(set(placeholders(form)))
            # Only the plural form for one may leave out %n ("jedna karta").
            singular = msg.numerus and index == 0
            if found != wanted and not (singular and found == [p for p in wanted if p != "%n"]):
                problems.append(f"placeholders {found} instead of {wanted}: {msg.where()} "
                                f"-> {form!r}")
    return problems


def check(ts_dir: Path = TS_DIR) -> Report:
    """Run lupdate into temporary copies and compare them with the committed files."""
    report = Report()
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            committed = ts_file(lang, ts_dir)
            fresh = ts_file(lang, Path(tmp))
            if committed.exists():
                shutil.copyfile(committed, fresh)
            lupdate(lang, fresh)
            known = {(m.context, m.source) for m in read_ts(committed)} if committed.exists() \
                else set()
            fresh_messages = read_ts(fresh)
            report.new[lang] = [m.where() for m in fresh_messages
                                if (m.context, m.source) not in known]
            report.problems[lang] = message_problems(lang, fresh_messages)
    return report


def main(argv: list[str]) -> int:
    step = argv[0] if argv else "all"
    if step not in ("all", "update", "release", "check", "prune"):
        print(__doc__)
        return 2
    if step == "check":
        report = check()
        print("\n".join(report.lines()) or "translations complete")
        return 0 if report.ok() else 1
    if step in ("all", "update", "prune"):
        update(prune=step == "prune")
    if step in ("all", "release", "prune"):
        release()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
