"""Translations: the Qt Linguist files are complete and well formed, and the app speaks them.

The .ts files are checked by the code behind ``python3 packaging/translations.py check``
(run lupdate into temporary copies, then read them), so the gate and the command agree.
The app is checked on widget texts, what a person reads, never on pixels.
"""

from __future__ import annotations

import ast
import dataclasses
import os
import re
import subprocess
import sys
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QTextBrowser,
    QWidget,
)

from tablegames_qt import app as app_module
from tablegames_qt.app import LanguageSwitcher
from tablegames_qt.engine.core import IllegalAction
from tablegames_qt.engine.machacek import Announce, MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import Bid, PerudoGame, PerudoRules
from tablegames_qt.games import spec
from tablegames_qt.ui import anim
from tablegames_qt.ui.demo import DemoRunner
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dialogs.setup import GameSetup, build_rules
from tablegames_qt.ui.engine_texts import event_text, illegal_text
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import BOT, SeatConfig

from .packaging_scripts import load_script
from .ui.app_helpers import isolated_settings

ROOT = Path(__file__).resolve().parent.parent


tool = load_script("translations", "translations_tool")


def ts_messages(lang: str) -> list[Any]:
    return list(tool.read_ts(tool.ts_file(lang)))


def czech() -> dict[tuple[str, str], str]:
    """(context, English source) -> Czech translation, for texts without plural forms."""
    return {(m.context, m.source): m.forms[0] for m in ts_messages("cs")
            if not m.numerus and not m.unfinished and m.forms}


# -- the .ts files ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def lupdate_report() -> Any:
    return tool.check()


def test_lupdate_finds_no_text_that_the_ts_files_lack(lupdate_report: Any) -> None:
    missing = {lang: texts for lang, texts in lupdate_report.new.items() if texts}
    assert not missing, "run python3 packaging/translations.py, then translate:\n" + "\n".join(
        f"{lang}: {text}" for lang, texts in missing.items() for text in texts
    )


@pytest.mark.parametrize("lang", [lang for lang in tool.LANGUAGES if lang != "en"])
def test_translation_is_complete_with_every_plural_form_and_the_source_placeholders(
    lang: str,
) -> None:
    """Czech: no unfinished or empty text, three plural forms, the source's placeholders."""
    messages = ts_messages(lang)
    assert len(messages) > 100
    problems = tool.message_problems(lang, messages)
    assert not problems, "\n".join(problems)


_MOVED_TS = """<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="cs">
<context><name>Old</name>
  <message><source>Hello {name}</source><translation type="vanished">Ahoj {name}</translation></message>
  <message><source>Two ways</source><translation type="vanished">Jedna cesta</translation></message>
  <message><source>Guessed</source><translation type="vanished">Odhad</translation></message>
  <message><source>Agreed</source><translation type="vanished">Shoda</translation></message>
  <message><source>Drafted</source><translation type="vanished">Hotovo</translation></message>
  <message numerus="yes"><source>%n card(s)</source><translation type="vanished"><numerusform>%n karta</numerusform><numerusform>%n karty</numerusform><numerusform>%n karet</numerusform></translation></message>
</context>
<context><name>Other</name>
  <message><source>Two ways</source><translation>Druhá cesta</translation></message>
  <message><source>Agreed</source><translation>Shoda</translation></message>
</context>
<context><name>New</name>
  <message><source>Hello {name}</source><translation type="unfinished"></translation></message>
  <message><source>Two ways</source><translation type="unfinished"></translation></message>
  <message><source>Guessed</source><translation type="unfinished">Odhad</translation></message>
  <message><source>Agreed</source><translation type="unfinished"></translation></message>
  <message><source>Drafted</source><translation type="unfinished">Rozpracováno</translation></message>
  <message numerus="yes"><source>%n card(s)</source><translation type="unfinished"><numerusform></numerusform><numerusform></numerusform><numerusform></numerusform></translation></message>
</context>
</TS>
"""


def test_a_text_moved_to_another_class_keeps_its_translation_unless_ambiguous(
    tmp_path: Path,
) -> None:
    ts = tmp_path / "moved.ts"
    ts.write_text(_MOVED_TS, encoding="utf-8")
    assert tool.carry_over(ts) == 4
    new = {m.source: m for m in tool.read_ts(ts) if m.context == "New"}
    assert new["Hello {name}"].forms == ("Ahoj {name}",) and not new["Hello {name}"].unfinished
    assert new["%n card(s)"].forms == ("%n karta", "%n karty", "%n karet")
    # a vanished and a live context that agree are one translation, not two
    assert new["Agreed"].forms == ("Shoda",) and not new["Agreed"].unfinished
    # lupdate's own guess of the same sentence is confirmed; a different draft is not.
    assert new["Guessed"].forms == ("Odhad",) and not new["Guessed"].unfinished
    assert new["Drafted"].unfinished and new["Drafted"].forms == ("Rozpracováno",)
    # Two contexts translate "Two ways" differently: the translator decides.
    assert new["Two ways"].unfinished


def test_english_file_has_singular_and_plural_of_every_count() -> None:
    messages = ts_messages("en")
    assert messages and all(m.numerus for m in messages)
    problems = tool.message_problems("en", messages)
    assert not problems, "\n".join(problems)
    plurals_in_czech = {(m.context, m.source) for m in ts_messages("cs") if m.numerus}
    assert {(m.context, m.source) for m in messages} == plurals_in_czech


def test_an_english_singular_agrees_with_its_verb() -> None:
    """'the other 1 die give that' read as a slip (issue 36): the singular form of a plural
    text says '1 die gives', not '1 die give'."""
    plural_verb = re.compile(r"%n (die|card|point|player)(, which)? (give|have|are|were|count)\b")
    wrong = [m.forms[0] for m in ts_messages("en")
             if not m.unfinished and m.forms and plural_verb.search(m.forms[0])]
    assert not wrong, "\n".join(wrong)


def test_the_checker_catches_each_kind_of_mistake() -> None:
    message = tool.Message
    broken = [
        message("c", "Hello {name}", False, True, ("Ahoj {name}",)),  # unfinished
        message("c", "Bye", False, False, ("",)),  # empty
        message("c", "{seat} bids", False, False, ("{hráč} sází",)),  # renamed placeholder
        message("c", "%n dice", True, False, ("%n kostka", "%n kostky")),  # two forms, not three
        message("c", "%n dice", True, False, ("kostka", "kostky", "kostek")),  # %n lost
        message("c", "%n found", False, False, ("%n nalezeno",)),  # a count without plurals
        message("c", "{n} card(s)", False, False, ("{n} karet",)),  # English plural hack
    ]
    problems = tool.message_problems("cs", broken)
    for msg in broken:
        assert any(repr(msg.source) in problem for problem in problems), msg
    fine = [
        message("c", "Hello {name}", False, False, ("Ahoj {name}",)),
        message("c", "%n dice left", True, False, ("jedna kostka", "%n kostky", "%n kostek")),
        message("c", "%1 of %n", True, False, ("%1 z %n", "%1 ze %n", "%1 z %n")),
        # a name the English repeats may stand once: Czech drops the repeated subject
        message("c", "{bot} has dice only {bot} sees", False, False, ("{bot} má kostky a nikdo jiný je nevidí",)),
    ]
    assert tool.message_problems("cs", fine) == []


def test_committed_qm_files_are_built_from_the_committed_ts(tmp_path: Path) -> None:
    for lang in tool.LANGUAGES:
        (tmp_path / tool.ts_file(lang).name).write_bytes(tool.ts_file(lang).read_bytes())
    tool.release(tmp_path)
    for lang in tool.LANGUAGES:
        committed = tool.ts_file(lang).with_suffix(".qm")
        assert committed.exists(), f"{committed.name} missing: run python3 packaging/translations.py"
        assert committed.read_bytes() == (tmp_path / committed.name).read_bytes(), (
            f"{committed.name} is older than its .ts: run python3 packaging/translations.py release"
        )


def test_translation_contexts_are_bound_to_names_lupdate_reads_as_the_context() -> None:
    """``cards = TranslationContext("cards")``: lupdate takes ``cards`` in ``cards.tr()``."""
    found = 0
    for path in (ROOT / "tablegames_qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and isinstance(node.value.func, ast.Name)
                    and node.value.func.id == "TranslationContext"):
                found += 1
                (target,) = node.targets
                (argument,) = node.value.args
                assert isinstance(target, ast.Name) and isinstance(argument, ast.Constant)
                assert target.id == argument.value, f"{path}:{node.lineno}"
    assert found >= 2


def _texts_asked_for(tree: ast.AST) -> Iterator[tuple[int, str, str, bool]]:
    """(line, context, source, with a count) of every translation call with literal words:
    the context as Qt looks it up (``translate("Ctx", …)``; ``Name.tr(…)``: the name;
    ``self.tr(…)``: the class around the call)."""

    def literal(node: ast.expr) -> str | None:
        return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None

    def visit(node: ast.AST, cls: str | None) -> Iterator[tuple[int, str, str, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                yield from visit(child, child.name)
                continue
            if isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute) and child.args:
                name, owner, args = child.func.attr, child.func.value, child.args
                if name == "translate" and len(args) >= 2:
                    context, source = literal(args[0]), literal(args[1])
                    if context is not None and source is not None:
                        yield child.lineno, context, source, len(args) >= 4
                elif name == "tr" and isinstance(owner, ast.Name) and literal(args[0]) is not None:
                    context = cls if owner.id in ("self", "cls") else owner.id
                    if context is not None:
                        yield child.lineno, context, str(literal(args[0])), len(args) >= 3
            yield from visit(child, cls)

    yield from visit(tree, None)


def test_every_text_the_code_asks_for_is_a_live_czech_message_in_its_context() -> None:
    """A check of lupdate itself, which silently gets some calls wrong: it reads no plural in
    ``QCoreApplication.translate("Ctx", "%n point(s)", "", n)`` (one Czech form for every
    count) and skips the call when the count is a subscript (the text stays English). Every
    call the code makes must find its message, with plural forms when it gives a count."""
    live = {(m.context, m.source): m.numerus for m in ts_messages("cs")}
    asked = 0
    missing = []
    for path in tool.source_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, context, source, counted in _texts_asked_for(tree):
            asked += 1
            where = f"{path.relative_to(ROOT)}:{line}: [{context}] {source!r}"
            if (context, source) not in live:
                missing.append(where)
            elif counted and not live[(context, source)]:
                missing.append(where + " has no plural forms")
    assert asked > 500  # the scan sees the app's texts
    assert not missing, "\n".join(missing)


# -- the app's languages ------------------------------------------------------------------


@pytest.fixture
def translators(qapp: QApplication) -> Iterator[Callable[[str], str]]:
    """``apply(setting)`` switches the whole app like the Settings dialog does; afterwards
    every translator is removed and the default locale restored for the other tests."""
    before = QLocale()
    switcher = LanguageSwitcher(qapp)
    yield lambda setting: switcher.apply(setting)
    remove_translators(qapp)
    QLocale.setDefault(before)


def remove_translators(app: QApplication) -> None:
    for switcher in app.findChildren(LanguageSwitcher):
        for translator in switcher.findChildren(QTranslator):
            app.removeTranslator(translator)
        switcher.setParent(None)
        switcher.deleteLater()


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "cs_CZ.UTF-8"}, "cs"),
        ({"LANG": "cs_CZ.UTF-8", "LANGUAGE": "cs"}, "cs"),
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "de:cs"}, "cs"),
        ({"LANG": "de_AT.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
    ],
)
def test_at_start_the_language_follows_the_system_locale(env: dict[str, str], expected: str) -> None:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    result = subprocess.run(
        [sys.executable, "-c",
         "from tablegames_qt.app import effective_language as e; print(e('system'), e('en'), e('cs'))"],
        env={**clean, **env}, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    # The setting ("en", "cs") wins over the system; "system" follows it.
    assert result.stdout.split() == [expected, "en", "cs"]


def test_czech_loads_the_app_texts_and_qt_own_dialog_texts(translators: Callable[[str], str]) -> None:
    cs = czech()
    assert translators("cs") == "cs"
    assert QCoreApplication.translate("MainWindow", "&Game") == cs[("MainWindow", "&Game")] != "&Game"
    assert QCoreApplication.translate("cards", "%n card(s) left", None, 3) == "zbývají 3 karty"
    assert QCoreApplication.translate("cards", "%n card(s) left", None, 5) == "zbývá 5 karet"
    # qtbase_cs.qm: standard buttons (Yes/No/Cancel) and file dialogs speak Czech too.
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Zrušit"
    assert QLocale().language() == QLocale.Language.Czech
    assert translators("en") == "en"
    assert QCoreApplication.translate("cards", "%n card(s) left", None, 1) == "1 card left"
    assert QCoreApplication.translate("cards", "%n card(s) left", None, 24) == "24 cards left"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_engine_refusals_and_events_read_wholly_in_czech(translators: Callable[[str], str]) -> None:
    translators("cs")
    names = ["Ann", "Bob"]
    game = PerudoGame(players=2, seed=1)
    game.apply(Bid(5, 4))
    with pytest.raises(IllegalAction) as refused:
        game.apply(Bid(3, 4))
    # The engine's English bid words ("3 fours") are said again in Czech.
    assert illegal_text(refused.value, names) == (
        "sázka „3 čtyřky“ je po sázce „5 čtyřek“ příliš nízká: nejméně „6 čtyřek“"
    )
    match = MachacekGame(players=2, seed=3)
    (announced,) = match.apply(Announce(55))
    assert event_text(announced, names) == "Ann hlásí „5 indiánů“, kelímek dostává Bob"
    translators("en")
    assert event_text(announced, names) == "Ann announces 5 Indians to Bob"


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    main = MainWindow(isolated_settings(tmp_path, monkeypatch))
    qtbot.addWidget(main)
    main.show()
    yield main
    anim.set_speed(1.0)


def test_switching_language_at_run_time_changes_visible_labels(
    qtbot: Any, window: MainWindow, translators: Callable[[str], str]
) -> None:
    cs = czech()
    play = window.start_screen.cards["perudo"].play_button
    window.show_rules("perudo")
    rules = window.findChild(QTextBrowser, "rules_perudo")
    assert rules is not None
    assert play.text() == "Play" and "Goal" in rules.toPlainText()
    translators("cs")
    qtbot.waitUntil(lambda: play.text() == cs[("GameCard", "Play")])
    assert window.game_menu.title() == cs[("MainWindow", "&Game")]
    assert window.new_action.text() == cs[("MainWindow", "&New game…")]
    assert "Cíl hry" in rules.toPlainText()
    translators("en")
    qtbot.waitUntil(lambda: play.text() == "Play")
    assert window.game_menu.title() == "&Game"
    assert "Goal" in rules.toPlainText()


def test_a_game_in_progress_retranslates(
    qtbot: Any, window: MainWindow, translators: Callable[[str], str]
) -> None:
    cs = czech()
    window.settings.bot_pace = "instant"
    setup = GameSetup("perudo", [SeatConfig("Ann", BOT), SeatConfig("Bob", BOT)], PerudoRules())
    screen = window.start_setup(setup, seed=5)
    qtbot.waitUntil(lambda: len(screen.controller.game.history) >= 1, timeout=20_000)
    english = visible_texts(window)
    translators("cs")
    qtbot.waitUntil(lambda: window.game_menu.title() == cs[("MainWindow", "&Game")])
    assert visible_texts(window) != english
    assert not untranslated(visible_texts(window), cs)


# -- the app in Czech: what a person reads, and every text it looks up ---------------------


def visible_texts(root: QWidget) -> set[str]:
    """Texts of the visible labels, buttons, group boxes, menus and window titles."""
    texts = {root.windowTitle()}
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.add(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.add(widget.title())
        texts.add(widget.toolTip())
    if hasattr(root, "menuBar"):
        for action in root.menuBar().actions():
            texts.add(action.text())
            menu = action.menu()
            if menu is not None:
                texts.update(sub.text() for sub in menu.actions())
    return {text for text in texts if text}


def untranslated(texts: set[str], cs: dict[tuple[str, str], str]) -> set[str]:
    """The texts that are an English source whose Czech translation differs."""
    english = {source for (_context, source), target in cs.items() if target != source}
    return texts & english


class LookupRecorder(QTranslator):
    """Sees every translation lookup and notes the texts the .ts files lack; it
    translates nothing itself.

    PySide's ``self.tr`` tries the object's class, then its base classes, until a
    translator knows the text: one lookup is a run of calls with the same text, and it
    is missing when no context of the run is in the .ts.  Contexts named like Qt's
    classes are Qt's own texts or the end of such a run.
    """

    def __init__(self, known: set[tuple[str, str]]) -> None:
        super().__init__()
        self.known = known
        self._missing: dict[str, set[str]] = defaultdict(set)
        self._source: str | None = None
        self._contexts: set[str] = set()
        self._found = False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if source != self._source:
            self._end_lookup()
            self._source = source
        self._contexts.add(context)
        self._found = self._found or (context, source) in self.known
        return None

    def isEmpty(self) -> bool:
        return False

    def _end_lookup(self) -> None:
        ours = {c for c in self._contexts if not (c[:1] == "Q" and c[1:2].isupper())}
        if self._source is not None and ours and not self._found:
            self._missing[self._source] |= ours
        self._source, self._contexts, self._found = None, set(), False

    def missing(self) -> dict[str, set[str]]:
        self._end_lookup()
        return dict(self._missing)


@pytest.fixture
def recorder(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[LookupRecorder]:
    """A recorder asked before any other translator, also after a language switch."""
    recorder = LookupRecorder({(m.context, m.source) for m in ts_messages("cs")})
    qapp.installTranslator(recorder)
    apply = LanguageSwitcher.apply

    def apply_then_record(switcher: LanguageSwitcher, setting: str) -> str:
        language = apply(switcher, setting)
        qapp.removeTranslator(recorder)
        qapp.installTranslator(recorder)
        return language

    monkeypatch.setattr(LanguageSwitcher, "apply", apply_then_record)
    yield recorder
    qapp.removeTranslator(recorder)


def test_demo_with_lang_cs_shows_czech_texts(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, recorder: LookupRecorder
) -> None:
    isolated_settings(tmp_path, monkeypatch).language = "en"  # --lang wins over the setting
    seen: dict[str, Any] = {}
    done = DemoRunner._done

    def look_then_finish(runner: DemoRunner) -> None:
        seen["texts"] = visible_texts(runner.window)
        seen["menu"] = runner.window.game_menu.title()
        seen["locale"] = QLocale().language()
        done(runner)

    monkeypatch.setattr(DemoRunner, "_done", look_then_finish)
    before = QLocale()
    try:
        code = app_module.run(language="cs", demo_game="perudo", demo_moves=4)
    finally:
        remove_translators(qapp)
        QLocale.setDefault(before)
        anim.set_speed(1.0)
    assert code == 0
    cs = czech()
    assert seen["menu"] == cs[("MainWindow", "&Game")]
    assert seen["locale"] == QLocale.Language.Czech
    shown_in_czech = seen["texts"] & set(cs.values())
    assert len(shown_in_czech) >= 5, seen["texts"]
    assert not untranslated(seen["texts"], cs)
    assert not recorder.missing(), recorder.missing()


@pytest.mark.parametrize(
    ("game", "seats", "rules"),
    [
        ("perudo", 3, PerudoRules(calza=True)),
        ("machacek", 3, MachacekRules(games=2)),
        ("casino", 2, None),
    ],
)
def test_every_text_a_game_looks_up_is_in_the_ts_files(
    qtbot: Any, window: MainWindow, recorder: LookupRecorder, translators: Callable[[str], str],
    game: str, seats: int, rules: Any,
) -> None:
    translators("cs")
    window.settings.bot_pace = "instant"
    setup = GameSetup(game, [SeatConfig(f"Bot {i}", BOT) for i in range(seats)],
                      rules if rules is not None else build_rules(game, {}))
    screen = window.start_setup(setup, seed=11)
    qtbot.waitUntil(lambda: len(screen.controller.game.history) >= 12 or screen.controller.game.is_over(),
                    timeout=30_000)
    window.show_rules(game)
    window.show_settings()
    dialog = NewGameDialog(window.settings, game)
    dialog.show()
    qtbot.wait(10)
    shown = visible_texts(window)
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible() and widget is not window:
            shown |= visible_texts(widget)
            widget.close()
    # Gone before the language changes back: its editors refresh on a timer.
    dialog.deleteLater()
    qtbot.wait(10)
    assert not recorder.missing(), recorder.missing()
    assert not untranslated(shown, czech())


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("cs", ("4,5", "1\u202f234", "15,2\u00a0%", "3")),
        ("en", ("4.5", "1,234", "15.2%", "3")),
    ],
)
def test_numbers_are_written_as_the_language_writes_them(language: str, expected: tuple) -> None:
    from tablegames_qt.ui.stats.models import _plain
    from tablegames_qt.ui.texts import number, percent

    before = QLocale()
    QLocale.setDefault(QLocale(language))
    try:
        assert (number(4.5, 1), number(1234), percent(0.152, 1), _plain(3.0)) == expected
    finally:
        QLocale.setDefault(before)


def test_the_coachs_reasons_are_said_in_czech_with_their_plurals(translators) -> None:
    from tablegames_qt import coach
    from tablegames_qt.engine.perudo import Bid, PerudoGame
    from tablegames_qt.ui.coach_texts import reason_text

    # Ann holds two fives (and a one: wild) and answers Bob's "5 fives"; 5 dice unseen.
    game = PerudoGame(players=2, dice=[[1, 5, 5, 2, 3], [2, 3, 4, 6, 6]], first_player=1)
    game.apply(Bid(5, 5))
    advice = coach.advise(spec("perudo").coach, game.view(0), game.legal_actions())
    # the dice's own sentence (the bids read here differ enough to be said instead)
    advice = dataclasses.replace(advice, reason=coach.perudo.dice_reason(game.view(0), advice.action))
    english = reason_text(advice)
    assert "{" not in english and "5 dice" in english
    translators("cs")
    czech = reason_text(advice)
    assert "{" not in czech and czech != english
    assert "zbylých 5 kostek" in czech  # 5 -> the third plural form
    assert "pětek" in czech or "pětky" in czech  # the bid said the Czech way
