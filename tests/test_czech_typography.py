"""Czech typography: a no-break space after a one-letter preposition or conjunction
(v k s z o u a i, capitalised too) and between a number and "%", in every Czech translation
(plural forms and vanished texts included) and in the Czech rules pages.

The rules and the fixer live in ``packaging/czech_typography.py``; when this fails after a
merge, ``python3 packaging/czech_typography.py --fix`` puts the spaces in (then
``python3 packaging/translations.py release``).
"""

from __future__ import annotations

from pathlib import Path

from .packaging_scripts import load_script

NBSP = "\u00a0"


typo = load_script("czech_typography")

HOW_TO_FIX = ("\nwants a no-break space (U+00A0) where ␣ stands: run "
              "`python3 packaging/czech_typography.py --fix`, then `python3 packaging/translations.py release`")


def test_the_rule_catches_a_plain_space_and_passes_a_no_break_one() -> None:
    wrong = {
        "Hraješ v kole Maputo": "Hraješ v\u00a0kole Maputo",
        "{name} a {other}": "{name} a\u00a0{other}",  # the placeholder stays whole
        "Vedou {first} a {second}: {points}.": "Vedou {first} a\u00a0{second}: {points}.",
        "V ruce: {hand}": "V\u00a0ruce: {hand}",  # capitalised at a sentence's start
        "stůl a <b>bere</b>": "stůl a\u00a0<b>bere</b>",
        "každému zbývá %n kostka i s kelímkem": "každému zbývá %n kostka i\u00a0s\u00a0kelímkem",
        "v 12 % případů": "v\u00a012\u00a0% případů",
        "(v {percent} % případů)": "(v\u00a0{percent}\u00a0% případů)",
        "podíl 50%": "podíl 50\u00a0%",
        "k u z o": "k\u00a0u\u00a0z\u00a0o",
    }
    for text, fixed in wrong.items():
        assert typo.text_problems(text, "test"), text
        assert typo.fix_text(text) == fixed
        assert typo.text_problems(fixed, "test") == [], fixed
    right = [
        "Alt+V / Alt+N",  # key names
        "%n karet",  # Qt's count, not a percent sign
        "%1 a\u00a0%2",
        "{percent}",  # percent() writes its own no-break space
        "Hráč {n}",
        "Royal Casino",
        "a\nb",  # a translation's own line break stays
        "T, nebo ji pusť",  # T is a key, not a preposition
        "Konec hry (End)",
    ]
    for text in right:
        assert typo.text_problems(text, "test") == [], text
        assert typo.fix_text(text) == text


def test_a_problem_names_the_text_and_the_spot() -> None:
    (problem,) = typo.text_problems("Ty a {partner} vedete", "tablegames_cs.ts [CasinoTexts] 'You and…'")
    shown = str(problem)
    assert "[CasinoTexts]" in shown and "Ty a {partner} vedete" in shown and "a␣{partner}" in shown


def test_a_page_is_fixed_in_its_text_and_never_in_its_tags(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text('<html><head><title>a b</title></head><body>\n<p class="a b">Hra a <b>kostky</b>'
                    ' v\nkelímku, <i>i</i> když 5 %.</p>\n<li>a&nbsp;tak</li></body></html>', encoding="utf-8")
    assert [p.spot for p in typo.page_problems(page)]
    assert typo.fix_page(page)
    assert page.read_text(encoding="utf-8") == (
        '<html><head><title>a b</title></head><body>\n<p class="a b">Hra a&nbsp;<b>kostky</b>'
        ' v&nbsp;kelímku, <i>i</i>&nbsp;když 5&nbsp;%.</p>\n<li>a&nbsp;tak</li></body></html>')
    assert typo.page_problems(page) == []
    assert not typo.fix_page(page)


def test_the_fix_of_a_ts_changes_only_the_texts_of_translations(tmp_path: Path) -> None:
    ts = tmp_path / "cs.ts"
    before = """<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="cs">
<context>
    <name>A a B</name>
    <message>
        <location filename="../a.py" line="+1"/>
        <source>You and {partner} win</source>
        <comment>a b</comment>
        <translation>Ty a {partner} vyhráváte</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) in a cup</source>
        <translation type="vanished">
            <numerusform>%n kostka v kelímku</numerusform>
            <numerusform>%n kostky v kelímku</numerusform>
            <numerusform>%n kostek v kelímku</numerusform>
        </translation>
    </message>
</context>
</TS>
"""
    ts.write_text(before, encoding="utf-8")
    assert len(typo.ts_problems(ts)) == 4
    assert typo.fix_ts(ts) == 4
    assert ts.read_text(encoding="utf-8") == before.replace("Ty a {", "Ty a\u00a0{").replace(
        " v kelímku", " v\u00a0kelímku")
    assert typo.ts_problems(ts) == []


def test_every_czech_translation_keeps_the_no_break_spaces() -> None:
    texts = typo.translations()
    assert len(texts) > 1000  # the whole file was read, plural forms included
    assert sum(NBSP in text for _context, _source, text in texts) > 300
    problems = typo.ts_problems()
    assert not problems, "\n".join(map(str, problems)) + HOW_TO_FIX


def test_every_czech_rules_page_keeps_the_no_break_spaces() -> None:
    pages = sorted(typo.CS_RULES.glob("*.html"))
    assert [p.name for p in pages] == ["casino.html", "machacek.html", "perudo.html"]
    problems = [problem for page in pages for problem in typo.page_problems(page)]
    assert not problems, "\n".join(map(str, problems)) + HOW_TO_FIX
