"""The end-of-game story shown as a table on the result panel."""

from __future__ import annotations

import re

from tablegames_qt.coach.story import story
from tablegames_qt.engine.perudo import Bid, Dudo, PerudoGame
from tablegames_qt.games import spec
from tests.coach.test_story import _played


def _row(html: str, title: str) -> list[str]:
    """The cells after ``title`` in its row of the story table."""
    found = re.search(rf"<tr><td align='left'>{re.escape(title)}</td>(.*?)</tr>", html)
    assert found is not None, title
    return re.findall(r"<td align='center'>(.*?)</td>", found.group(1))


def test_the_story_table_shows_every_count_and_names_as_text(qtbot) -> None:
    from tablegames_qt.ui.story_texts import story_table

    game = PerudoGame(players=2, dice=[[1, 3, 3, 5, 6], [2, 3, 4, 6, 6]], first_player=0)
    game.apply(Bid(5, 6))
    game.apply(Dudo())
    html = story_table(story(game, spec(game.NAME).coach), ["<b>Eve</b>", "Bob"])
    assert "&lt;b&gt;Eve&lt;/b&gt;" in html and "<b>Eve</b>" not in html
    assert "False when called" in html and "Lost in rounds" in html
    # how many dice: a number for everyone, 0 (not "–") for whoever lost none
    assert _row(html, "Dice lost") == ["1", "0"]
    assert _row(html, "Lost in rounds") == ["1", "–"]
    casino = _played("casino", 2, 3)
    html = story_table(story(casino, spec(casino.NAME).coach), ["Ann", "Bob"], ["Ann", "Bob"])
    # Royal Casino's points: a row per category, a column per deal, the sides' points in each.
    deals = casino.view(0).deal_number
    assert "Points by deal (Ann : Bob)" in html
    assert all(f"<th>{deal}</th>" in html for deal in range(1, deals + 1))
    assert f"<th>{deals + 1}</th>" not in html
    assert "Most spades" in html and "Sweeps" in html
    # the aces' row counts every ace of a deal: "Aces", not "Ace"
    assert len(_row(html, "Aces")) == deals and "<td align='left'>Ace</td>" not in html


def test_the_result_panel_tells_the_story_of_the_game(qtbot, tmp_path, monkeypatch) -> None:
    from tablegames_qt.engine.perudo import PerudoRules
    from tablegames_qt.ui import anim
    from tablegames_qt.ui.dialogs.setup import GameSetup
    from tablegames_qt.ui.main_window import MainWindow
    from tablegames_qt.ui.seat_config import BOT, SeatConfig
    from tests.ui.app_helpers import isolated_settings

    anim.set_speed(0)
    window = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    seats = [SeatConfig("Ann", BOT, "easy"), SeatConfig("Bob <i>", BOT, "easy")]
    screen = window.start_setup(GameSetup("perudo", seats, PerudoRules(starting_dice=1)), seed=2)
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=60_000)
    shown = screen.result_panel.story
    assert shown.isVisible()
    text = shown.text()
    assert "Ann" in text and "Bob &lt;i&gt;" in text and "Dudo right" in text
    told = story(screen.game, spec(screen.game.NAME).coach)
    assert sum(s.dudos_right + s.dudos_wrong + s.calzas_right + s.calzas_wrong
               for s in told.seats) >= 1


def test_royal_casinos_story_fits_the_result_panel_at_the_smallest_window(qtbot) -> None:
    """A column per category ran past the panel's right edge at 1024×640."""
    from PySide6.QtWidgets import QWidget

    from tablegames_qt.ui.result_panel import ResultPanel
    from tablegames_qt.ui.story_texts import story_table

    casino = _played("casino", 3, 1)
    assert casino.view(0).deal_number >= 3
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(700, 480)  # the table's area in a 1024×640 window
    host.show()
    panel = ResultPanel(host)
    names = ["Ann", "Bob", "Cecilia"]
    panel.show_result("Cecilia wins!", "", story_table(story(casino, spec(casino.NAME).coach), names, names))
    qtbot.waitUntil(panel.story.isVisible)
    assert panel.story.sizeHint().width() <= panel.story.width()
    assert panel.story.geometry().right() <= panel.story.parentWidget().width()


def test_the_result_panel_opens_the_replay_of_the_game_just_ended(qtbot, tmp_path, monkeypatch) -> None:
    from tablegames_qt.engine.perudo import PerudoRules
    from tablegames_qt.ui import anim
    from tablegames_qt.ui.dialogs.setup import GameSetup
    from tablegames_qt.ui.main_window import MainWindow
    from tablegames_qt.ui.replay import ReplayWindow
    from tablegames_qt.ui.seat_config import BOT, SeatConfig
    from tests.ui.app_helpers import isolated_settings

    anim.set_speed(0)
    window = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    seats = [SeatConfig("Ann", BOT, "easy"), SeatConfig("Bob", BOT, "easy"), SeatConfig("Cyril", BOT, "easy")]
    screen = window.start_setup(GameSetup("perudo", seats, PerudoRules(starting_dice=2)), seed=5)
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=60_000)
    panel = screen.result_panel
    buttons = [panel.play_again_button, panel.replay_button, panel.menu_button]
    assert [b.text() for b in buttons] == ["Play again", "Watch the replay", "Back to the menu"]
    assert all(b.isVisible() for b in buttons)
    told = story(screen.game, spec(screen.game.NAME).coach)
    assert _row(panel.story.text(), "Dice lost") == [str(len(s.dice_lost_in_rounds)) for s in told.seats]

    panel.replay_button.click()
    viewers = [w for w in window.findChildren(ReplayWindow)]
    assert len(viewers) == 1
    viewer = viewers[0]
    qtbot.waitUntil(viewer.isVisible)
    assert viewer.isWindow() and viewer.names == ["Ann", "Bob", "Cyril"]
    assert viewer.step_count() == len(screen.game.history) + 1
    assert [step.action for step in viewer.steps[1:]] == list(screen.game.history)
    viewer.controller.end()
    assert "Ann" in viewer.windowTitle() and "wins" in viewer.happened.text()
    # the replay stays open when the next game replaces the screen
    panel.play_again_button.click()
    assert viewer.isVisible()


def test_ten_players_story_fits_the_result_panel_at_the_smallest_window(qtbot) -> None:
    """A column per player ran past the panel's edge with ten players at 1024×640 (the
    fifth name was cut): many players get a row each, the figures' titles on two lines."""
    from PySide6.QtWidgets import QWidget

    from tablegames_qt.ui.result_panel import ResultPanel
    from tablegames_qt.ui.story_texts import COLUMNS_OF_PLAYERS, story_table

    game = _played("perudo", 10, 2, starting_dice=1)
    names = ["Kapitán Pip", "Šťastná Lucka", "Señor Dudo", "Babička Šestka", "Blafující Bob",
             "Madame Mia", "Starý Kostlivec", "Mazaný Sam", "Profesor Puntík", "Tečka"]
    html = story_table(story(game, spec(game.NAME).coach), names)
    assert len(names) > COLUMNS_OF_PLAYERS
    assert len(_row(html, "Kapitán Pip")) == 8  # a row per player, a column per figure
    assert "Dudo<br>right" in html and "Lost in<br>rounds" in html
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1024, 610)  # a game screen in a 1024×640 window
    host.show()
    panel = ResultPanel(host)
    places = "".join(f"<tr><td>{i}.</td><td>{name}</td></tr>" for i, name in enumerate(names, 1))
    panel.show_result("Šťastná Lucka vítězí!", f"<p>Rounds played: 9</p><table>{places}</table>", html)
    qtbot.waitUntil(panel.story.isVisible)
    card = panel.story.parentWidget()
    assert panel.story.sizeHint().width() <= panel.story.width()
    assert panel.story.sizeHint().height() <= panel.story.height()
    assert card.geometry().bottom() <= host.height() and card.geometry().right() <= host.width()
    assert panel.menu_button.geometry().bottom() <= card.height()


def test_lost_rounds_read_as_runs_each_in_a_cell_apart_from_the_next(qtbot) -> None:
    """"1, 2, 3, 6, 7 8, 9, 10, 11, 13 4, 12": a long list wrapped in its cell and, with no
    room between the cells, read on into the next player's."""
    from tablegames_qt.coach.story import SeatStory, Story
    from tablegames_qt.ui.story_texts import story_table

    told = Story("perudo", [SeatStory(dice_lost_in_rounds=[1, 2, 3, 6, 7, 8, 9, 10, 11, 13]),
                            SeatStory(dice_lost_in_rounds=[4, 12]),
                            SeatStory(dice_lost_in_rounds=[5, 6])])
    html = story_table(told, ["Ann", "Bob", "Cy"])
    joined = "\u2060–\u2060"
    assert _row(html, "Lost in rounds") == [f"1{joined}3, 6{joined}11, 13", "4, 12", "5, 6"]
    padding = re.search(r"cellpadding='(\d+)'", html)  # the cells keep apart from each other
    assert padding is not None and int(padding.group(1)) >= 3
