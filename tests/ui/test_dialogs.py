"""Settings storage, the new-game dialog, the settings dialog and the rules viewer."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox

from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.engine.perudo import PerudoRules
from tablegames_qt.games import names
from tablegames_qt.storage import paths
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dialogs.rules_viewer import RulesViewer, rules_page
from tablegames_qt.ui.dialogs.settings_dialog import SettingsDialog
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.models.seats import KIND_COLUMN, LEVEL_COLUMN, NAME_COLUMN
from tablegames_qt.ui.seat_config import BOT, HUMAN
from tablegames_qt.ui.seat_names import shown

from .app_helpers import isolated_settings


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    return isolated_settings(tmp_path, monkeypatch)


# -- storage ----------------------------------------------------------------------


def test_paths_follow_the_xdg_variables(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    assert paths.settings_file() == tmp_path / "c" / "tablegames" / "settings.ini"
    assert paths.saves_dir() == tmp_path / "d" / "tablegames" / "saves"
    assert (tmp_path / "d" / "tablegames" / "saves").is_dir()


def test_settings_survive_a_restart_and_announce_changes(settings, qtbot):
    with qtbot.waitSignal(settings.changed) as changed:
        settings.language = "cs"
    assert changed.args == ["language"]
    settings.confirm_challenge = True
    settings.animation_speed = "slow"
    again = Settings()
    assert (again.language, again.confirm_challenge, again.animation_speed) == ("cs", True, "slow")
    assert again.animation_factor > 1.0  # slower than normal: longer animations


def test_bad_values_in_the_file_fall_back_to_defaults(settings):
    settings.path.write_text(
        "[General]\nlanguage=klingon\nanimation_speed=42\nconfirm_challenge=maybe\n"
        "[setup]\nperudo=\"{not json\"\n",
        encoding="utf-8",
    )
    fresh = Settings(settings.path)
    assert fresh.language == "system"
    assert fresh.animation_speed == "normal"
    assert fresh.confirm_challenge is False
    assert fresh.last_setup("perudo") is None


def test_an_override_is_used_but_never_written(settings):
    settings.language = "en"
    settings.override("language", "cs")
    assert settings.language == "cs"
    assert Settings(settings.path).language == "en"
    with pytest.raises(ValueError):
        settings.override("animation_speed", "warp")


# -- new game -----------------------------------------------------------------------


def test_new_game_dialog_defaults_to_you_against_bots_and_seed_rules(settings, qtbot):
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    assert setup.game == "perudo"
    assert [s.kind for s in setup.seats] == [HUMAN, BOT, BOT, BOT]
    assert shown(setup.seats[0].name) == "You"
    assert setup.rules == PerudoRules()


def test_new_game_dialog_builds_the_chosen_variants(settings, qtbot):
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    dialog.findChild(QCheckBox, "rule_calza").setChecked(True)
    dialog.findChild(QSpinBox, "rule_starting_dice").setValue(3)
    assert dialog.setup().rules == PerudoRules(calza=True, starting_dice=3)


def test_machacek_match_length_and_open_ended_match(settings, qtbot):
    dialog = NewGameDialog(settings, "machacek")
    qtbot.addWidget(dialog)
    assert dialog.setup().rules == MachacekRules()
    dialog.findChild(QSpinBox, "rule_games").setValue(3)
    truth = dialog.findChild(QComboBox, "rule_truth")
    truth.setCurrentIndex(truth.findData("at_least"))
    assert dialog.setup().rules == MachacekRules(games=3, truth="at_least")
    dialog.findChild(QCheckBox, "rule_games_open").setChecked(True)
    assert dialog.setup().rules.games is None


def test_casino_seats_two_to_four(settings, qtbot):
    pytest.importorskip("tablegames_qt.engine.casino.game")
    dialog = NewGameDialog(settings, "casino")
    qtbot.addWidget(dialog)
    assert len(dialog.setup().seats) == 2
    for _ in range(5):
        dialog.add_button.click()
    assert len(dialog.setup().seats) == 4
    assert not dialog.add_button.isEnabled()
    twenty = dialog.findChild(QComboBox, "rule_twenty_needs")
    twenty.setCurrentIndex(twenty.findData("spades"))
    assert dialog.setup().rules.twenty_needs == "spades"


def test_the_last_setup_is_remembered(settings, qtbot):
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    seats = dialog.seats
    seats.setData(seats.index(0, NAME_COLUMN), "Jana")
    seats.setData(seats.index(1, KIND_COLUMN), HUMAN)
    seats.setData(seats.index(2, LEVEL_COLUMN), "hard")
    dialog.remove_button.click()
    dialog.findChild(QCheckBox, "rule_calza").setChecked(True)
    chosen = dialog.setup()
    dialog.accept()

    again = NewGameDialog(settings, "perudo")
    qtbot.addWidget(again)
    remembered = again.setup()
    assert remembered.seats == chosen.seats
    assert [shown(s.name) for s in remembered.seats][:2] == ["Jana", "Player 2"]
    assert remembered.seats[2].level == "hard"
    assert remembered.rules == PerudoRules(calza=True)


def test_a_remembered_setup_that_no_longer_fits_is_ignored(settings):
    assert GameSetup.from_json("casino", {"seats": [{"name": "A", "kind": HUMAN}] * 6, "rules": {}}) is None
    assert GameSetup.from_json("perudo", {"seats": "nonsense"}) is None
    assert GameSetup.from_json("perudo", {"seats": [{"name": "A", "kind": "robot"}] * 3}) is None


@pytest.mark.parametrize(("game", "rules"), [
    ("machacek", {"games": 10**26}), ("machacek", {"lives": 10**26}),
    ("casino", {"target": 10**26}), ("perudo", {"starting_dice": 2**63}),
])  # fmt: skip
def test_a_remembered_setup_with_rules_out_of_range_opens_with_the_defaults(
    settings, qtbot, game, rules
):
    # issue 28 item 6: the rules refuse such a value when made (a ValueError), so the
    # dialog never hands it to a spin box (an OverflowError there, before)
    seats = [{"name": "Ann", "kind": HUMAN}, {"name": "Bob", "kind": BOT, "level": "easy"}]
    settings.set_last_setup(game, {"seats": seats, "rules": rules})
    assert GameSetup.from_json(game, settings.last_setup(game)) is None
    dialog = NewGameDialog(settings, game)
    qtbot.addWidget(dialog)
    assert dialog.setup().rules == type(dialog.setup().rules)()


def test_switching_games_in_the_dialog_changes_the_rule_options(settings, qtbot):
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("machacek"))
    assert dialog.findChild(QSpinBox, "rule_games") is not None
    assert dialog.setup().game == "machacek"


# -- settings dialog -------------------------------------------------------------------


def test_settings_dialog_applies_changes_at_once(settings, qtbot):
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(settings.changed):
        dialog.animation.setCurrentIndex(dialog.animation.findData("fast"))
    assert settings.animation_speed == "fast"
    dialog.confirm.setChecked(True)
    dialog.four_colours.setChecked(True)
    dialog.pace.setCurrentIndex(dialog.pace.findData("slow"))
    reread = Settings(settings.path)
    assert reread.confirm_challenge and reread.four_colour_deck
    assert reread.bot_pace == "slow"


def test_the_sound_is_set_in_the_settings_dialog(settings, qtbot):
    assert Settings(settings.path).sound == "off"  # tests play nothing...
    settings.sound = "moderate"  # ...where a person's app starts at a moderate volume
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.sound.currentData() == "moderate"
    dialog.sound.setCurrentIndex(dialog.sound.findData("quiet"))
    assert Settings(settings.path).sound == "quiet" and 0 < settings.sound_volume < 0.6


def test_a_new_settings_file_has_sound_on_at_a_moderate_volume(tmp_path):
    assert Settings(tmp_path / "fresh.ini").sound == "moderate"


# -- rules -------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["cs", "en"])
def test_every_rules_page_exists_and_names_the_variants(language):
    for game in names():
        page = Path(rules_page(game, language).toLocalFile())
        assert page.exists(), page
        assert page.parent.name == language
        assert "<h1" in page.read_text(encoding="utf-8")


def test_rules_viewer_shows_the_page_of_the_game(qtbot):
    viewer = RulesViewer("machacek")
    qtbot.addWidget(viewer)
    assert viewer.tabs.currentIndex() == names().index("machacek")
    assert "Macháček" in viewer.browsers["machacek"].toPlainText()


def _focused(dialog):
    """Where the keyboard is within the dialog (its window need not be the active one)."""
    widget = QApplication.focusWidget()
    return widget if widget is not None and dialog.isAncestorOf(widget) else dialog.focusWidget()


def _type_into_focus(qtbot, dialog, text: str) -> None:
    for char in text:
        qtbot.keyClicks(_focused(dialog), char)


@pytest.mark.parametrize("known_players", [[], ["Alice", "Bob"]])
def test_enter_in_the_name_editor_finishes_the_name_and_does_not_start_the_game(
    settings, qtbot, known_players
):
    from PySide6.QtCore import Qt

    dialog = NewGameDialog(settings, "perudo", profile_names=lambda: known_players)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    view = dialog.seat_view
    index = dialog.seats.index(0, NAME_COLUMN)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    _type_into_focus(qtbot, dialog, "Bob")
    assert view.state() == view.State.EditingState  # typing on a chosen name edits it
    qtbot.keyClick(_focused(dialog), Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0  # the game has not started
    assert dialog.setup().seats[0].name == "Bob"
    # Enter again, now on the table with no editor open: the Start button's work
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert dialog.setup().seats[0].name == "Bob"


def test_animations_can_be_switched_off_or_slowed_in_the_settings(settings, qtbot):
    from tablegames_qt.ui import anim
    from tablegames_qt.ui.main_window import MainWindow

    window = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(window)
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    before = anim.speed()
    try:
        texts = [dialog.animation.itemText(i) for i in range(dialog.animation.count())]
        assert texts[dialog.animation.findData("off")].startswith("Off")
        assert texts[dialog.animation.findData("slow")].startswith("Slow")
        assert "nothing" in dialog.animation.toolTip()
        dialog.animation.setCurrentIndex(dialog.animation.findData("off"))
        assert Settings(settings.path).animation_speed == "off" and anim.is_instant()
        dialog.animation.setCurrentIndex(dialog.animation.findData("slow"))
        assert Settings(settings.path).animation_speed == "slow" and anim.speed() > 1.0
    finally:
        anim.set_speed(before)


def test_the_casino_setup_says_the_target_its_rules_play_to(settings, qtbot):
    """Its help spoke of "the target" that the set-up does not offer: the rules
    (rules/royal-casino.md) play to 21 points with no variant, so the text says 21."""
    from PySide6.QtWidgets import QLabel

    from tablegames_qt.ui.dialogs.setup import offered_options

    assert "target" not in {option.field for option in offered_options("casino")}
    dialog = NewGameDialog(settings, "casino")
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    [help_text] = [t for t in texts if "Big Casino" in t]
    assert "21 points" in help_text and "target" not in help_text
