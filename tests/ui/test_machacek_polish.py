"""Macháček's rough edges and the dice tables' layout: the claim is labelled as a claim, a
new game clears it, the verdict keeps off the lifted dice, the table waits after a lift,
the status line never resizes the table, plate texts stay readable at the smallest window."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QAccessible

from tablegames_qt.engine.machacek import Announce, Believe, Doubt, MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.ui import anim
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.dice import DiceTableView
from tablegames_qt.ui.machacek.screen import MachacekScreen
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.history import KIND_ROLE
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import in_language

TIMEOUT = 20_000


def open_machacek(window: MainWindow, seats: list[SeatConfig], game: MachacekGame) -> MachacekScreen:
    screen = window.open_game(GameSetup("machacek", seats, game.rules), game)
    assert isinstance(screen, MachacekScreen)
    return screen


def games_listed(screen: MachacekScreen) -> int:
    return sum(screen.history.index(r).data(KIND_ROLE) == "round" for r in range(screen.history.rowCount()))


def test_the_claim_is_labelled_as_a_claim_and_the_roll_as_yours(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = MachacekGame(players=2, rules=MachacekRules(games=1), rolls=[(5, 4), (3, 2)], first_player=1, seed=2)
    game.apply(Announce(54))  # Pip to you
    screen = open_machacek(window, seats, game)
    qtbot.waitUntil(screen.believe_button.isEnabled, timeout=TIMEOUT)
    box = screen.panel.box
    assert box.caption.text() == "Claimed by Pip"
    assert box.value.text() == "54"
    qtbot.mouseClick(screen.believe_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(screen.picker.legal()), timeout=TIMEOUT)
    assert box.caption.text() == "Your roll"
    assert box.value.text() == "32"
    assert "54" in box.note.text()  # the claim to beat, said as such


def test_a_new_game_starts_without_the_last_games_claim(qtbot, window, settings):
    settings.after_reveal = "wait"
    seats = [SeatConfig("Pip", BOT), SeatConfig("You", HUMAN)]
    game = MachacekGame(players=2, rules=MachacekRules(games=2), rolls=[(6, 5), (4, 4)], first_player=0, seed=2)
    game.apply(Announce(66))  # Pip bluffs
    screen = open_machacek(window, seats, game)
    qtbot.waitUntil(screen.doubt_button.isEnabled, timeout=TIMEOUT)
    qtbot.mouseClick(screen.doubt_button, Qt.MouseButton.LeftButton)
    # The lift: the table waits, the claim that was lifted still shown.
    qtbot.waitUntil(screen.reveal_pause.is_waiting, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not screen.is_animating(), timeout=TIMEOUT)
    assert games_listed(screen) == 1
    assert screen.panel.box.value.text() == "6 Indians"
    assert screen.reveal_pause.button.hasFocus()
    result = [screen.history.index(r).data() for r in range(screen.history.rowCount())
              if screen.history.index(r).data(KIND_ROLE) == "result"]
    assert result and " — " not in result[0] and result[0].endswith(".")
    seen: list[tuple[str, str]] = []
    screen.controller.botThinking.connect(
        lambda _seat: seen.append((screen.panel.box.caption.text(), screen.panel.box.value.text())))
    qtbot.keyClick(screen.reveal_pause.button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: games_listed(screen) == 2 and bool(seen), timeout=TIMEOUT)
    # Pip, who lost, starts the new game: no claim of the last game in the panel.
    assert seen[0] == ("No claim yet", "")


def test_the_claim_box_drops_the_turns_instruction_once_the_cup_is_lifted(qtbot, window, settings):
    settings.after_reveal = "wait"
    seats = [SeatConfig("Pip", BOT), SeatConfig("You", HUMAN)]
    game = MachacekGame(players=2, rules=MachacekRules(games=2), rolls=[(6, 5), (4, 4)], first_player=0, seed=2)
    game.apply(Announce(66))
    screen = open_machacek(window, seats, game)
    qtbot.waitUntil(screen.doubt_button.isEnabled, timeout=TIMEOUT)
    box = screen.panel.box
    assert box.note.text() == "Believe it and roll, or doubt it and lift the cup"
    notes: list[str] = []
    screen.controller.eventsApplied.connect(lambda _events: notes.append(box.note.text()))
    qtbot.mouseClick(screen.doubt_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(screen.reveal_pause.is_waiting, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not screen.is_animating(), timeout=TIMEOUT)
    # The lifted claim stays in the box, the question to answer it does not.
    assert box.value.text() == "6 Indians"
    assert notes == [""] and box.note.text() == ""
    assert "Believe" not in box.accessibleName()


def test_the_verdict_keeps_off_the_dice_lifted_from_the_cup(qtbot):
    anim.set_speed(0)
    try:
        table = DiceTableView()
        qtbot.addWidget(table)
        table.resize(900, 560)
        table.show()
        table.set_seats(["You", "Pip", "Lucy", "Mole"], single_cup=True)
        for seat in range(4):
            table.set_cup_seat(seat)
            table.open_cup([6, 5])
            table.show_message("A bluff!", "Pip caught Lucy bluffing. The cup shows 65; the announcement was 66.")
            banner = table.message_rect()
            assert banner is not None
            assert len(table.cup_rects()) == 3  # the cup and both dice
            assert not any(banner.intersects(rect) for rect in table.cup_rects()), seat
            table.hide_message()
    finally:
        anim.set_speed(1.0)


def settle() -> None:
    """Let the layouts handle what they were asked to (no waiting on a clock)."""
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def test_a_wrapping_status_line_does_not_resize_the_table(qtbot, window):
    window.resize(1024, 640)
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = window.open_game(GameSetup("perudo", seats, PerudoRules()), PerudoGame(players=2, seed=3))
    qtbot.waitUntil(lambda: screen.isVisible() and window.width() == 1024, timeout=TIMEOUT)
    screen.shutdown()  # nothing else writes the status line now
    screen._set_status(lambda: "Short.")
    settle()
    before = screen.table.geometry()
    metrics = screen.status.fontMetrics()
    line = metrics.lineSpacing()

    def height(text: str) -> int:
        flags = int(Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRect(0, 0, screen.status.contentsRect().width(), 10_000), flags, text).height()

    text = "word"
    while height(text) <= line * 1.5:
        text += " word"
    text += " more"  # two lines of the status line's font
    assert 1.5 * line < height(text) < 2.5 * line
    screen._set_status(lambda: text)
    settle()
    assert screen.table.geometry() == before


@pytest.mark.parametrize("game_name", ["perudo", "machacek"])
def test_plate_texts_are_readable_at_the_smallest_window(qtbot, window, game_name):
    window.resize(1024, 640)
    seats = [SeatConfig("You", HUMAN), *(SeatConfig(name, BOT) for name in ("Pip", "Lucy", "Mole", "Ann", "Bob"))]
    game = PerudoGame(players=6, seed=3) if game_name == "perudo" else MachacekGame(
        players=6, rules=MachacekRules(games=1), seed=3)
    screen = window.open_game(GameSetup(game_name, seats, game.rules), game)
    qtbot.waitUntil(lambda: window.width() == 1024 and screen.isVisible(), timeout=TIMEOUT)
    screen.layout().activate()
    table = screen.table
    qtbot.waitUntil(lambda: table.transform().m11() < 0.6, timeout=TIMEOUT)
    scale = table.transform().m11()
    for seat in range(6):
        name, line = table.plate(seat).text_sizes()
        assert name * scale >= 11 and line * scale >= 11, (seat, name * scale, line * scale)
        # A grown plate stays on the picture.
        rect = table.plate(seat).sceneBoundingRect()
        assert table.mapFromScene(rect.center()).x() >= 0


def test_machacek_controls_have_accessible_names_and_keys(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = MachacekGame(players=2, rules=MachacekRules(games=None), rolls=[(5, 4), (3, 2)], first_player=1, seed=2)
    game.apply(Announce(54))
    screen = open_machacek(window, seats, game)
    qtbot.waitUntil(screen.believe_button.isEnabled, timeout=TIMEOUT)
    for button, letter in ((screen.believe_button, "B"), (screen.doubt_button, "D"),
                           (screen.end_match_button, "E")):
        assert f"&{letter}" in button.text()
    qtbot.keyClick(screen.believe_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(screen.picker.legal()), timeout=TIMEOUT)
    assert game.history[-1] == Believe()
    widgets = [screen.believe_button, screen.doubt_button, screen.end_match_button, screen.picker,
               *screen.picker.buttons.values(), screen.reveal_pause.button, screen.table, screen.history_view]
    for widget in widgets:
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface is not None and interface.text(QAccessible.Text.Name), widget.objectName()
        assert widget.accessibleDescription(), widget.objectName()
    assert "32" in screen.picker.buttons[32].accessibleName()
    qtbot.keyClick(screen, Qt.Key.Key_Return)  # the picker: Enter announces its value
    qtbot.waitUntil(lambda: isinstance(game.history[-1], (Announce, Doubt)), timeout=TIMEOUT)


def test_czech_sentences_work_with_any_name(qapp, qtbot):
    from PySide6.QtCore import QLocale, QTranslator
    from PySide6.QtWidgets import QWidget

    from tablegames_qt.app import LanguageSwitcher
    from tablegames_qt.ui.curtain import Curtain

    locale = QLocale()
    switcher = LanguageSwitcher(qapp)
    try:
        assert switcher.apply("cs") == "cs"
        host = QWidget()
        qtbot.addWidget(host)
        curtain = Curtain(host)
        curtain.lower_for("Hráč 1")
        # "Předej hráči Hráč 1" declined the word but not the name: say it another way.
        assert "hráči Hráč" not in curtain.title() and "Hráč 1" in curtain.title()
        for context in ("PerudoScreen",):
            waiting = QCoreApplication.translate(context, "Waiting for {name}…")
            assert "hráče {name}" not in waiting, context
    finally:
        for translator in switcher.findChildren(QTranslator):
            qapp.removeTranslator(translator)
        QLocale.setDefault(locale)


@pytest.mark.parametrize("language", ["en", "cs"])
def test_every_value_fits_beside_the_dice_in_the_claim_box(qtbot, qapp, language):
    """At 1024×640 the box cut "6 Indians" to "6 Indian…"."""
    from PySide6.QtGui import QFontMetricsF

    from tablegames_qt.engine.machacek import VALUES
    from tablegames_qt.ui.machacek.controls import ClaimBox

    with in_language(qapp, language):
        box = ClaimBox()
        qtbot.addWidget(box)
        box.show()
        for value in VALUES:
            box.show_value("Claimed by Pip", value)
            text = box.value.text()
            assert text
            assert QFontMetricsF(box.value.font()).horizontalAdvance(text) <= box.value_room(), text
        assert box.value.font().pointSizeF() > box.font().pointSizeF()  # still big


@pytest.mark.parametrize(("size", "box_shown"), [((1024, 640), False), ("minimum", False), ((1280, 820), True)])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_every_value_to_announce_is_whole_inside_the_panel(qtbot, qapp, window, size, box_shown, language):
    width, height = size if size != "minimum" else (window.minimumWidth(), window.minimumHeight())
    window.resize(width, height)
    with in_language(qapp, language):
        seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
        game = MachacekGame(players=2, rules=MachacekRules(games=1), rolls=[(2, 1)], first_player=0, seed=2)
        screen = open_machacek(window, seats, game)
        qtbot.waitUntil(lambda: bool(screen.picker.legal()) and window.width() == width, timeout=TIMEOUT)
        settle()
        panel = screen.panel
        inside = panel.contentsRect()
        for value, button in screen.picker.buttons.items():
            place = QRect(button.mapTo(panel, button.rect().topLeft()), button.size())
            assert inside.contains(place), (value, place, inside)
            assert button.width() >= button.sizeHint().width(), (value, button.text())  # never clipped
        # the claim box only where it fits beside the values; the table says the claim anyway
        assert panel.box.isVisible() is box_shown


@pytest.mark.parametrize("game_name", ["perudo", "machacek"])
def test_the_hint_button_sits_on_the_status_line(qtbot, window, settings, game_name):
    window.resize(1024, 640)
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = PerudoGame(players=2, seed=3) if game_name == "perudo" else MachacekGame(
        players=2, rules=MachacekRules(games=1), seed=3, first_player=0)
    screen = window.open_game(GameSetup(game_name, seats, game.rules), game)
    coach = screen.coach
    qtbot.waitUntil(coach.can_hint, timeout=TIMEOUT)
    settle()
    button, status = coach.bar.button, screen.status
    assert button.isVisible() and button.parentWidget() is status.parentWidget()
    assert button.geometry().top() < status.geometry().bottom()  # beside it, not under it
    # the bar keeps the rows of the odds and the hint's words, not a row for one button
    bar = coach.bar
    assert bar.isVisible() and bar.height() == bar.advice.minimumHeight() + bar.odds.minimumHeight()
    assert bar.odds.minimumHeight() > 0 and bar.advice.minimumHeight() > 0
    words = bar.height()
    settings.show_odds = True  # the odds' row was kept: the bar, and the table, stay as they are
    settle()
    assert bar.height() == words


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 820), (1024, 640)])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_every_value_keeps_its_margin_in_the_claim_box_at_the_table(qtbot, qapp, window, size, language):
    """At 1600×1000 "6 indiánů" touched the box's edge: the room beside the dice counted the
    grid's spacing as 0 and the border not at all, so the text ran past its label."""
    from PySide6.QtGui import QFontMetricsF

    from tablegames_qt.engine.machacek import VALUES
    from tablegames_qt.ui.machacek.controls import VALUE_AIR

    window.resize(*size)
    with in_language(qapp, language):
        seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
        game = MachacekGame(players=2, rules=MachacekRules(games=1), rolls=[(2, 1)], first_player=0, seed=2)
        screen = open_machacek(window, seats, game)
        qtbot.waitUntil(lambda: bool(screen.picker.legal()) and window.width() == size[0], timeout=TIMEOUT)
        settle()
        box = screen.panel.box
        if not box.isVisible():  # a narrow window shows the values instead (see above)
            assert size == (1024, 640)
            return
        inside = box.contentsRect()
        for value in VALUES:
            box.show_value(QCoreApplication.translate("MachacekControls", "Your roll"), value)
            settle()
            label = box.value
            text = label.text()
            advance = QFontMetricsF(label.font()).horizontalAdvance(text)
            assert advance + VALUE_AIR <= label.width(), (text, advance, label.width())
            assert inside.contains(label.geometry()) and inside.contains(box.dice.geometry()), text
            assert not label.geometry().intersects(box.dice.geometry()), text
            assert label.font().pointSizeF() > box.font().pointSizeF(), text  # still big


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_the_table_keeps_its_place_through_every_kind_of_turn(qtbot, window, settings, size):
    """The value picker moved the table about 4 px every turn: the panel's pages (believe or
    doubt, the 21 values, waiting, the reveal) are not all one height."""
    settings.after_reveal = "wait"
    window.resize(*size)
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT), SeatConfig("Lucy", BOT)]
    game = MachacekGame(players=3, rules=MachacekRules(games=3), seed=5)
    screen = open_machacek(window, seats, game)
    qtbot.waitUntil(lambda: screen.isVisible() and window.width() == size[0], timeout=TIMEOUT)
    places: dict[str, set[tuple[int, int, int, int]]] = {}

    def note(page: str) -> None:
        settle()
        places.setdefault(page, set()).add(screen.table.geometry().getRect())

    for _turn in range(12):
        if game.is_over():
            break
        qtbot.waitUntil(lambda: screen.believe_button.isEnabled() or bool(screen.picker.legal())
                        or screen.panel.pages.currentWidget() is screen.panel.pause or game.is_over(),
                        timeout=TIMEOUT)
        if screen.panel.pages.currentWidget() is screen.panel.pause:
            note("pause")
            screen.panel.pause.go_on()
        elif screen.believe_button.isEnabled():
            note("respond")
            qtbot.mouseClick(screen.believe_button, Qt.MouseButton.LeftButton)
        elif screen.picker.legal():
            note("announce")
            value = max(screen.picker.legal())
            screen.picker.valueChosen.emit(value)
        note("wait")
    assert {"announce", "wait"} <= set(places)
    assert len(set().union(*places.values())) == 1, places


def test_the_scoreboard_shows_a_name_of_full_length_whole(qtbot) -> None:
    """At 1024×640 the side panel's scoreboard cut "Maxmilián Vlastimil…" (a name of the 24
    characters a profile allows): a long name wraps onto a second line of its row."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QWidget

    from tablegames_qt.games import game_class
    from tablegames_qt.storage.profiles import MAX_NAME_LENGTH
    from tablegames_qt.ui.machacek.standings import MatchScoreboard

    names = ["Maxmilián Vlastimil Kosa", "Captain Pip", "Lucky Lucy", "Señor Dudo"]
    assert len(names[0]) == MAX_NAME_LENGTH
    screen = QWidget()
    qtbot.addWidget(screen)
    board = MatchScoreboard(game_class("machacek")(players=4, seed=1), lambda seat: names[seat], screen)
    board.view.resize(230, 180)
    screen.resize(300, 200)
    screen.show()
    qtbot.waitExposed(screen)
    board.update()
    qtbot.wait(10)
    model = board.view.model()
    row = next(r for r in range(model.rowCount()) if names[0] in str(model.index(r, 0).data()))
    index = model.index(row, 0)
    font = index.data(Qt.ItemDataRole.FontRole)
    metrics = QFontMetrics(font if isinstance(font, QFont) else board.view.font())
    cell = board.view.visualRect(index)
    text = str(index.data())
    assert metrics.horizontalAdvance(text) > cell.width()  # too long for one line here
    needed = metrics.boundingRect(QRect(0, 0, cell.width() - 8, 10_000), int(Qt.TextFlag.TextWordWrap), text)
    assert needed.height() <= cell.height()  # the whole name, on two lines
    last = model.index(model.rowCount() - 1, 0)
    assert board.view.visualRect(last).bottom() <= board.view.viewport().height()  # every row in sight


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
def test_the_scoreboard_of_seven_long_names_comes_to_rest(qtbot, window, size) -> None:
    """With seven seats of the longest names the scoreboard's rows, fitted by the header
    to their wrapped names, showed its scroll bar, which narrowed the names, which changed
    the rows again: seconds of the GUI thread every turn. Once the table is shown, turns
    that change no name leave the rows' heights as they are."""
    from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

    from .test_plate_names import NAMES

    window.resize(*size)
    seats = [SeatConfig(NAMES[0], HUMAN), *(SeatConfig(NAMES[s], BOT) for s in range(1, 7))]
    game = MachacekGame(players=7, rules=MachacekRules(games=1), first_player=1, seed=3)
    screen = window.open_game(GameSetup("machacek", seats, game.rules), game)
    assert isinstance(screen, MachacekScreen)
    qtbot.waitUntil(lambda: window.size().toTuple() == size and screen.isVisible(), timeout=20_000)
    screen.controller.pause()
    board = screen.scoreboard.view
    qtbot.wait(100)
    resized: list[int] = []
    board.verticalHeader().sectionResized.connect(lambda row, old, new: resized.append(row))
    turns = random.Random(7)
    for _ in range(6):
        if not game.is_over():
            screen._on_events(game.apply(turns.choice(game.legal_actions())))
        qtbot.wait(60)
    names = {str(board.model().index(row, 0).data(Qt.ItemDataRole.DisplayRole))
             for row in range(board.model().rowCount())}
    assert len(names) == 7
    assert len(resized) <= 7 * 6, resized  # at most once a row a turn, not without end


def test_y_says_the_claim_you_answer_before_you_roll(qtbot, window) -> None:
    """Orca 43 may drop the news of a claim when the focus moves to Believe at the same
    moment: Y ("say your roll") then says the claim you are to believe or doubt."""
    from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

    seats = [SeatConfig("Anna", HUMAN), SeatConfig("Bot 1", BOT)]
    game = MachacekGame(players=2, rules=MachacekRules(games=1), rolls=[(4, 2)], first_player=1, seed=3)
    screen = window.open_game(GameSetup("machacek", seats, game.rules), game)
    assert isinstance(screen, MachacekScreen)
    screen.controller.pause()
    assert screen.own_words() == ""  # Bot 1's turn: nothing of yours
    screen._on_events(game.apply(Announce(42)))
    assert game.current_player() == 0
    assert screen.own_words() == "Bot 1 announces 42 to you"
    screen._on_events(game.apply(Believe()))  # you take the cup and roll
    assert screen.own_words().startswith("Your roll: ")
