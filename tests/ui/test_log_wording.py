"""Sentences a new player met at the table that read wrong (issue 36, items 19 and 24), in
English and in Czech: the lift that repeats its value, "(0 left)", "0 found", a sure thing
called "likely", the headline word said twice, the sound "off" in the wrong gender.
(Czech keeps a no-break space after a one-letter word: "o\u00a0poslední".)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tablegames_qt.coach import perudo as perudo_coach
from tablegames_qt.coach.advice import Advice
from tablegames_qt.engine.core import Event
from tablegames_qt.engine.machacek import MACHACEK, Announce, Doubt, MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import DUDO, Bid, PerudoGame
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui.coach_bar import likelihood_word
from tablegames_qt.ui.coach_texts import reason_text
from tablegames_qt.ui.dialogs.settings_dialog import SettingsDialog
from tablegames_qt.ui.engine_texts import event_text
from tablegames_qt.ui.machacek.texts import MachacekTexts
from tablegames_qt.ui.perudo.texts import PerudoTexts
from tablegames_qt.ui.stats.models import ResultsModel

from .app_helpers import in_language, isolated_settings

NAMES = ["Anna", "Pip"]


@pytest.fixture(params=["en", "cs"])
def language(request, qapp: QApplication) -> Iterator[str]:
    with in_language(qapp, request.param):
        yield request.param


def _machacek_texts() -> MachacekTexts:
    return MachacekTexts(lambda: NAMES, you=0)


def _perudo_texts() -> PerudoTexts:
    return PerudoTexts(lambda: NAMES, you=0)


# -- item 19: the lifted cup ----------------------------------------------------------------------
def test_a_cup_that_shows_what_was_announced_says_the_value_once(language: str) -> None:
    texts = _machacek_texts()
    same, other = texts.cup_shows(MACHACEK, MACHACEK), texts.cup_shows(41, 64)
    assert same == {"en": "The cup shows Macháček, just as announced",
                    "cs": "V\u00a0kelímku: Macháček, přesně jak bylo ohlášeno"}[language]
    assert other == {"en": "The cup shows 41; the announcement was 64",
                     "cs": "V\u00a0kelímku: 41, ohlášeno bylo „64“"}[language]


def test_the_verdict_does_not_repeat_the_headline(language: str) -> None:
    """The reveal's headline says "The truth!" / "Exactly right!"; the sentence under it
    must not start with the same word again ("Pravda! … Pravda!")."""
    machacek = _machacek_texts()
    truth = QApplication.translate("MachacekScreen", "The truth!")
    for challenger, announcer in ((0, 1), (1, 0)):
        line = machacek.lift_result(False, challenger, announcer, 54, 54)
        assert not line.startswith(truth), line
    perudo = _perudo_texts()
    headline = perudo.verdict_title("calza", 3, 3)
    gained = Event("die_gained", 0, "", {"seat": 0, "left": 4})
    assert headline.rstrip("!") not in perudo.verdict(3, gained), perudo.verdict(3, gained)


# -- item 24: the last die, the last life, nothing found ------------------------------------------
def test_losing_the_last_die_or_life_is_said_without_zero_left(language: str) -> None:
    perudo, machacek = _perudo_texts(), _machacek_texts()
    lines = {
        "you, last die": perudo.describe(Event("die_lost", 0, "", {"seat": 0, "left": 0})),
        "Pip, last die": perudo.describe(Event("die_lost", 1, "", {"seat": 1, "left": 0})),
        "you, last life": machacek.describe(Event("life_lost", 0, "", {"seat": 0, "lost": 1, "left": 0})),
        "Pip, two, none left": machacek.describe(Event("life_lost", 1, "", {"seat": 1, "lost": 2, "left": 0})),
    }
    for line in lines.values():
        assert "0" not in line, line
    assert lines == {
        "en": {"you, last die": "You lose your last die", "Pip, last die": "Pip loses the last die",
               "you, last life": "You lose your last life",
               "Pip, two, none left": "Pip loses two lives and has none left"},
        "cs": {"you, last die": "Přicházíš o\u00a0poslední kostku", "Pip, last die": "Pip přichází o\u00a0poslední kostku",
               "you, last life": "Přicházíš o\u00a0poslední život",
               "Pip, two, none left": "Pip přichází o\u00a0dva životy a\u00a0už žádný nemá"},
    }[language]
    # one die left is still counted
    assert "1" in perudo.describe(Event("die_lost", 0, "", {"seat": 0, "left": 1}))


def test_the_engines_say_the_last_die_and_the_last_life_too(language: str) -> None:
    perudo = PerudoGame(players=2, dice=[[2], [3, 3]], first_player=1, seed=1)
    perudo.apply(Bid(2, 3))
    lost = [e for e in perudo.apply(DUDO) if e.kind == "die_lost"]
    assert [e.data["left"] for e in lost] == [0]
    machacek = MachacekGame(players=2, rules=MachacekRules(games=None, lives=1), rolls=[(3, 1)], first_player=0)
    machacek.apply(Announce(MACHACEK))
    life = [e for e in machacek.apply(Doubt()) if e.kind == "life_lost"]
    assert [e.data["left"] for e in life] == [0]
    said = [event_text(event, NAMES) for event in (*lost, *life)]
    for line in said:
        assert "0" not in line, line
    assert said == {"en": ["Anna loses the last die", "Anna loses two lives for Macháček and has none left"],
                    "cs": ["Anna přichází o\u00a0poslední kostku",
                           "Anna přichází za Macháčka o\u00a0dva životy a\u00a0už žádný nemá"]}[language]


def test_a_count_that_found_nothing_says_so(language: str) -> None:
    texts = _perudo_texts()
    assert texts.found_sentence(0) == {"en": "None found", "cs": "Na stole není žádná"}[language]
    assert texts.found(0) == {"en": "none found", "cs": "na stole není žádná"}[language]
    assert texts.found_sentence(2) == {"en": "2 found", "cs": "Na stole jsou 2"}[language]


# -- item 24: 100 % is certain --------------------------------------------------------------------
def test_a_sure_bid_is_certain_and_a_hopeless_one_impossible(language: str) -> None:
    words = [likelihood_word(c) for c in (0.0, 0.004, 0.5, 0.996, 1.0)]
    assert words == {
        "en": ["impossible", "unlikely", "a toss-up", "likely", "certain"],
        "cs": ["vyloučené", "nepravděpodobné", "nejisté", "pravděpodobné", "jisté"],
    }[language]


# -- item 22: the coach when the seat holds none of the face --------------------------------------
def test_the_coach_says_you_hold_none_rather_than_besides_your_0(language: str) -> None:
    game = PerudoGame(players=2, dice=[[2, 3, 4, 6, 6], [1, 5, 5, 5, 5]], first_player=1, seed=0)
    game.apply(Bid(3, 5))
    view = game.view(0)
    # the dice-only sentence (the whole reason may lead with what the bids tell)
    reason = perudo_coach.dice_reason(view, DUDO)
    assert reason.template == perudo_coach.T_STANDING_NONE and reason.data["held"] == 0
    text = reason_text(Advice("perudo", 0, DUDO, (), None, reason))
    assert " 0" not in text, text
    expected = {"en": "you hold none, so all 3 must come from the other 5 dice",
                "cs": "nemáš žádnou, takže u\u00a0ostatních jich musí být 3; zbylých 5 kostek"}[language]
    assert expected in text, text
    assert perudo_coach.dice_reason(view, Bid(4, 6)).template == perudo_coach.T_BID
    assert perudo_coach.dice_reason(view, Bid(4, 5)).template == perudo_coach.T_BID_NONE


# -- item 24: settings and statistics words -------------------------------------------------------
def test_the_sound_off_agrees_with_zvuk(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         language: str) -> None:
    settings: Settings = isolated_settings(tmp_path, monkeypatch)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    sound_off = dialog.sound.itemText(dialog.sound.findData("off"))
    animation_off = dialog.animation.itemText(0)
    assert (sound_off, animation_off) == {"en": ("Off", "Off: nothing moves"),
                                          "cs": ("Vypnutý", "Vypnuté: nic se nehýbe")}[language]


def test_the_games_tab_calls_its_column_of_names_winners(language: str) -> None:
    model = ResultsModel()
    model.set_data([], {})
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert {"en": "Winners", "cs": "Vítězové"}[language] in headers
