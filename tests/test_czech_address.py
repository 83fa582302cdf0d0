"""The Czech texts talk to the player as "ty", in forms that fit everyone.

Anna is not a man: a past tense or an adjective after "jsi" ("to jsi hodil", "karty, které
jsi ještě neviděl", "jsi připravený") takes the player's gender, which the app does not know.
Czech says it another way: "tvůj hod", "Tohle ti nepadlo", "karty, které ještě nebyly ve hře".
And one player is "ty", never "vy" ("zrušíte-li", "neukončíte", "Hrajte dál"); only a pair
(you and your partner, "Ty a {partner} vyhráváte", "máte oba") is plural.

Every translation is checked (plural forms and vanished texts too: they come back with their
source), and the Czech rules pages.
"""

from __future__ import annotations

import re
from pathlib import Path

from .test_czech_names import every_translation

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "resources" / "rules" / "cs"

_S = r"[\s\u00a0]+"
#: (why, pattern): each names a form that needs the player's gender or says "vy"
FORBIDDEN = [
    # "jsi hodil", "jsi neviděl", "jsi připravený": all but "(ne)jsi na tahu" need a gender
    ("'jsi' with a past tense or an adjective takes a gender", re.compile(rf"\b(?:ne)?jsi\b(?!{_S}na{_S}tahu\b)", re.I)),
    ("a past tense with 'jsi'/'ses'/'sis' after it", re.compile(rf"\b\w+l[aoiy]?{_S}(?:jsi|ses|sis)\b", re.I)),
    ("a conditional for 'ty' needs a past tense", re.compile(r"\b(?:bys|kdybys|abys)\b", re.I)),
    ("'sám/sama' takes a gender", re.compile(r"\b(?:sám|sama)\b", re.I)),
    # "Captain Pip → ty" (the claim box): "ty" is who receives the cup, so "tobě"
    ("'ty' as the one something goes to", re.compile(rf"→{_S[:-1]}*ty\b")),
    ("'vy' instead of 'ty'", re.compile(r"\b(?:vy|vás|vám|vámi|váš|vaše|vašeho|vašemu|vaši|vašich|vašim)\b", re.I)),
]
#: a verb in the second person plural: "neukončíte", "zrušíte-li", "Hrajte", "zvedněte"
PLURAL_VERB = re.compile(r"(?<![{\w])\w+(?:ajte|ejte|ějte|ujte|ijte|ojte|íte|ete|áte|ěte)(?:-li)?\b")
#: a text addressed to a pair, where the plural is right
PAIR = re.compile(rf"\bTy{_S}a{_S}|\boba\b", re.I)


def problems_in(text: str) -> list[str]:
    found = [why for why, pattern in FORBIDDEN if pattern.search(text)]
    if PLURAL_VERB.search(text) and not PAIR.search(text):
        found.append(f"'{PLURAL_VERB.search(text).group(0)}' says 'vy' to one player")  # type: ignore[union-attr]
    return found


def test_the_patterns_catch_the_defects_of_issue_36_and_pass_neutral_forms() -> None:
    wrong = [
        "{said}: to jsi hodil", "Tohle jsi nehodil: blaf", "karty, které jsi ještě neviděl (C)",
        "Hodil jsi dvě šestky", "Jsi připravený?", "Kdybys hodil víc…", "Hraješ sám",
        "zrušíte-li zaškrtnutí", "dokud zápas neukončíte", "Hrajte dál", "zvedněte kelímky a počítejte",
        "Vaše sázka", "Když zvedneš kelímek, prohráváte", "{announcer} → ty",
    ]
    for text in wrong:
        assert problems_in(text), text
    right = [
        "Jsi na tahu.", "Teď nejsi na tahu.", "{name}, jsi na tahu.", "{said}: tvůj hod",
        "Tohle ti nepadlo: blaf", "karty, které ještě nebyly ve hře (C)", "Ty a {partner} vyhráváte!",
        "Ty a\u00a0{partner} vedete: {points}.", "čtyřku máte oba", "Hod se čte od vyšší kostky",
        "Poslední hlášení: {name}, {value}", "Co by tu zahrál trenér, a proč? (H)", "{name}: {state}",
        "naposledy hráno {date}", "kdo prohrál minulou hru", "Kelímek, zvednutý, má ho {name}",
        "{announcer} → tobě", "ty → {receiver}",
    ]
    for text in right:
        assert problems_in(text) == [], text


def test_no_czech_translation_needs_the_players_gender_or_says_vy() -> None:
    texts = every_translation()
    assert len(texts) > 1000
    wrong = [f"[{context}] {source!r} -> {text!r}: {'; '.join(problems_in(text))}"
             for context, source, text in texts if problems_in(text)]
    assert not wrong, "\n".join(wrong)


def test_no_czech_rules_page_needs_the_players_gender_or_says_vy() -> None:
    wrong = []
    for page in sorted(RULES.glob("*.html")):
        text = re.sub(r"<[^>]*>", " ", page.read_text(encoding="utf-8")).replace("&nbsp;", "\u00a0")
        for line in text.splitlines():
            if problems_in(line):
                wrong.append(f"{page.name}: {line.strip()!r}: {'; '.join(problems_in(line))}")
    assert not wrong, "\n".join(wrong)
