"""The guided first games, played to their end through the real widgets (the keys and
controls each step asks for), in English and in Czech; never saved, never counted."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem, QMessageBox

from tablegames_qt.app import LanguageSwitcher
from tablegames_qt.engine.casino import Play
from tablegames_qt.engine.machacek import Announce, Believe, Doubt
from tablegames_qt.engine.perudo import Bid, DeclareMaputo, Dudo
from tablegames_qt.storage import health
from tablegames_qt.storage.stats import Filter
from tablegames_qt.ui import anim
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.tutorial import guided_games, open_guide
from tablegames_qt.ui.tutorial.guide import Guide
from tablegames_qt.ui.tutorial.placement import arrow_line, crosses

from .app_helpers import isolated_settings

TIMEOUT = 30_000


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    anim.set_speed(0)
    health.reset()
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    main = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=True,
                      services=archive)
    qtbot.addWidget(main)
    main.resize(1024, 640)
    main.show()
    yield main, archive
    screen = main.current_screen()
    if screen is not None:
        screen.shutdown()
    archive.close()
    health.reset()


@pytest.fixture
def czech():
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    switcher = LanguageSwitcher(app)
    switcher.apply("cs")
    yield switcher
    switcher.apply("en")
    switcher.deleteLater()


# -- playing through the widgets ----------------------------------------------------------

def _visible_point(view: Any, item: QGraphicsItem):
    """A viewport point where ``item`` is the topmost item (hand cards overlap)."""
    rect = item.sceneBoundingRect()
    for fy in (0.5, 0.35, 0.65, 0.2, 0.8):
        for fx in (0.5, 0.2, 0.1, 0.35, 0.65, 0.8, 0.9):
            point = view.mapFromScene(QPointF(rect.left() + rect.width() * fx,
                                              rect.top() + rect.height() * fy))
            if view.itemAt(point) is item:
                return point
    raise AssertionError(f"{item} is covered everywhere")


def _click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def _perudo_move(qtbot, screen, action: Any) -> None:
    if isinstance(action, Dudo):
        _click(qtbot, screen.dudo_button)
    elif isinstance(action, DeclareMaputo):
        _click(qtbot, screen.declare_button if action.declare else screen.decline_button)
    else:
        assert isinstance(action, Bid)
        control = screen.bid_control
        _click(qtbot, control.face_buttons[action.face])
        while control.quantity.value() != action.quantity:
            key = Qt.Key.Key_Up if control.quantity.value() < action.quantity else Qt.Key.Key_Down
            qtbot.keyClick(control, key)
        qtbot.keyClick(control, Qt.Key.Key_Return)


def _machacek_move(qtbot, screen, action: Any) -> None:
    if isinstance(action, Believe):
        _click(qtbot, screen.believe_button)
    elif isinstance(action, Doubt):
        _click(qtbot, screen.doubt_button)
    else:
        assert isinstance(action, Announce)
        _click(qtbot, screen.picker.buttons[action.value])


def _casino_move(qtbot, screen, play: Play) -> None:
    table = screen.table
    before = len(screen.game.history)
    hand = [item for item in table.hand_items(table.bottom_seat()) if item.card() == play.card]
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=_visible_point(table, hand[0]))
    for taken in play.taken:
        if len(screen.game.history) != before:
            return
        item = table.item_for(taken)
        assert item is not None
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=_visible_point(table, item))
    if len(screen.game.history) != before:
        return
    buttons = [b for b in screen.action_buttons if b.property("play") == play]
    if buttons:
        _click(qtbot, buttons[0])
    else:
        qtbot.keyClick(table, Qt.Key.Key_Return)


MOVERS = {"perudo": _perudo_move, "machacek": _machacek_move, "casino": _casino_move}


def _play_guide(qtbot, guide: Guide) -> list[str]:
    """Press Next or make the move each step asks for, to the last step; the texts shown."""
    screen = guide.screen
    texts: list[str] = []
    log = screen.history_view
    mark = 0  # the history's rows when the last step was left: the later ones, it explains

    def explained() -> QRect:
        """The history's lines in sight that came after the last step."""
        model, port = log.model(), log.viewport()
        lines = QRect()
        for row in range(mark, model.rowCount()):
            lines = lines.united(log.visualRect(model.index(row, 0)).intersected(port.rect()))
        return QRect(port.mapTo(screen, lines.topLeft()), lines.size()) if not lines.isEmpty() else QRect()

    while True:
        qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
        step = guide.shown_step()
        assert step is not None
        bubble = guide.layer.bubble
        texts.append(bubble.text.text())
        # the log's lines the step explains stay in sight (steps 4 and 10 of Perudo's hid them)
        qtbot.waitUntil(lambda: log.verticalScrollBar().value() == log.verticalScrollBar().maximum())
        if step.target is not None:  # the cards it points at are dealt (the first bubble comes first)
            qtbot.waitUntil(lambda: bool(guide.layer.target_rects()), timeout=TIMEOUT)
        guide.layer.place()
        assert not bubble.geometry().intersects(explained()), f"step {len(texts)} hides its log lines"
        # the bubble keeps off what it points at and what the game says, inside the screen
        target = guide.layer.target_rects()
        assert screen.rect().contains(bubble.geometry())
        status = QRect(screen.status.mapTo(screen, QPoint(0, 0)), screen.status.size())
        assert not bubble.geometry().intersects(status), f"step {len(texts)} hides the status line"
        if step.target is not None:
            assert target, f"step {len(texts)} points at nothing"
            for rect in target:
                assert not bubble.geometry().intersects(rect), f"step {len(texts)} hides its target"
            # and its arrow does not run through the status line's words
            arrow = arrow_line(bubble.geometry(), target[0])
            assert not crosses(arrow, guide.layer.status_words_rect()), f"step {len(texts)}'s arrow"
        banner = screen.table.message_rect() if hasattr(screen.table, "message_rect") else None
        if banner is not None:  # the bid or claim on the table, which the step talks about
            shown = screen.table.mapFromScene(banner).boundingRect()
            rect = QRect(screen.table.viewport().mapTo(screen, shown.topLeft()), shown.size())
            assert not bubble.geometry().intersects(rect), f"step {len(texts)} hides the bid"
        if guide.is_over():
            assert bubble.real_game_button.isVisible() and bubble.menu_button.isVisible()
            return texts
        mark = log.model().rowCount()
        if step.expect is None:
            _click(qtbot, bubble.next_button)
        else:
            count = len(screen.game.history)
            MOVERS[guide.script.game](qtbot, screen, step.expect(screen.game.legal_actions()))
            qtbot.waitUntil(lambda c=count: len(screen.game.history) > c, timeout=TIMEOUT)


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize("game", guided_games())
def test_each_guide_runs_to_its_end_through_the_widgets(qtbot, window, game, size):
    main, archive = window
    main.resize(*size)
    guide = open_guide(main, game)
    assert guide is not None and guide.controller.guided
    texts = _play_guide(qtbot, guide)
    assert len(texts) == len(guide.script.steps)
    assert len(guide.game.history) == len(guide.script.moves)
    assert all(texts) and len(set(texts)) == len(texts)
    # never saved, never counted
    assert archive.unfinished() == []
    assert archive.results.flush()  # nothing waits to be stored either
    assert archive.stats is not None
    assert archive.stats.results(Filter(include_bot_only=True)) == []
    assert not main.take_back_action.isEnabled()


def test_the_guides_speak_czech(qtbot, window, czech):
    main, _archive = window
    shown: dict[str, tuple[Any, str, list[str]]] = {}
    for game in guided_games():
        guide = open_guide(main, game)
        assert guide is not None
        shown[game] = (guide.script, guide.bot_name(), _play_guide(qtbot, guide))
        bubble = guide.layer.bubble
        assert bubble.real_game_button.text() != "Play a &real game…"
        assert bubble.title.text() != "Guide · step 11 of 11"
    czech.apply("en")
    for script, bot, texts in shown.values():
        english = [step.text(bot) for step in script.steps]
        assert len(texts) == len(english)
        for czech_text, english_text in zip(texts, english, strict=True):
            assert czech_text != english_text, english_text


def test_the_shown_step_follows_a_change_of_language(qtbot, window, czech):
    main, _archive = window
    czech.apply("en")
    guide = open_guide(main, "machacek")
    assert guide is not None
    qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
    bubble = guide.layer.bubble
    english = (bubble.text.text(), bubble.next_button.text(), bubble.title.text())
    czech.apply("cs")
    qtbot.waitUntil(lambda: bubble.text.text() != english[0], timeout=TIMEOUT)
    assert bubble.next_button.text() != english[1] and bubble.title.text() != english[2]
    assert guide.shown_step() is guide.script.steps[0] and not guide.is_over()
    learn = {a.objectName(): a.text() for a in main.help_menu.actions()}
    assert learn["learn_perudo"] == "Naučit se &Perudo"


def test_another_move_is_refused_gently_and_the_turn_comes_back(qtbot, window):
    main, _archive = window
    guide = open_guide(main, "perudo")
    assert guide is not None
    screen = guide.screen
    qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
    _click(qtbot, guide.layer.bubble.next_button)
    qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
    _click(qtbot, guide.layer.bubble.next_button)
    qtbot.waitUntil(lambda: guide.shown_step() is not None and guide.shown_step().expect is not None,
                    timeout=TIMEOUT)
    _perudo_move(qtbot, screen, Bid(3, 5))  # not the guide's 2 × five
    note = guide.layer.bubble.note
    qtbot.waitUntil(note.isVisible, timeout=TIMEOUT)
    assert "2 fives" in note.text()
    assert screen.game.history == []
    qtbot.waitUntil(lambda: screen.bid_control.bid_button.isEnabled(), timeout=TIMEOUT)
    _perudo_move(qtbot, screen, Bid(2, 5))
    qtbot.waitUntil(lambda: len(screen.game.history) >= 1, timeout=TIMEOUT)
    assert screen.game.history[0] == Bid(2, 5)


def test_a_guide_waits_for_its_reader_after_a_reveal(qtbot, window):
    """With the "wait after a reveal" setting the guide's Next also goes on."""
    main, _archive = window
    main.settings.after_reveal = "wait"
    guide = open_guide(main, "perudo")
    assert guide is not None
    texts = _play_guide(qtbot, guide)
    assert guide.game.is_over() and len(texts) == len(guide.script.steps)


def test_leaving_a_guide_asks_nothing_and_keeps_nothing(qtbot, window, monkeypatch):
    main, archive = window
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda *args, **kwargs: pytest.fail("a guide is left without a question")))
    guide = open_guide(main, "casino")
    assert guide is not None
    qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
    gone: list[bool] = []
    main.current_screen().destroyed.connect(lambda: gone.append(True))
    main.menu_action.trigger()
    assert main.current_screen() is None and archive.unfinished() == []
    qtbot.waitUntil(lambda: bool(gone), timeout=TIMEOUT)
    # back at the start screen there is nothing to take back (the guide's end turned it on)
    assert not main.take_back_action.isEnabled()


def test_the_ways_in_help_menu_learn_buttons_and_the_first_time_question(qtbot, window, monkeypatch):
    main, _archive = window
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No]

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    dialogs: list[str] = []
    monkeypatch.setattr(main, "new_game", lambda game=None: dialogs.append(game))
    main.start_screen.cards["perudo"].play_button.click()  # the first time: offered, Yes
    assert len(asked) == 1 and "guided game" in asked[0]
    assert main.current_screen() is not None and main.current_screen().controller.guided
    assert main.settings.guide_offered("perudo") and not main.settings.guide_offered("casino")
    main.leave_game()
    main.start_screen.cards["perudo"].play_button.click()  # answered already: the dialog
    assert len(asked) == 1 and dialogs == ["perudo"]
    main.start_screen.cards["casino"].play_button.click()  # offered, No: the dialog
    assert len(asked) == 2 and dialogs == ["perudo", "casino"]
    # Help → Learn …, and Learn on a card, start a guide at any time
    learn = {action.objectName(): action for action in main.help_menu.actions()}
    assert {"learn_perudo", "learn_machacek", "learn_casino"} <= set(learn)
    learn["learn_machacek"].trigger()
    assert main.current_screen() is not None and main.current_setup().game == "machacek"
    assert main.settings.guide_offered("machacek")  # taken: not asked about any more
    main.leave_game()
    main.start_screen.cards["casino"].learn_button.click()
    assert main.current_setup().game == "casino" and main.current_screen().controller.guided
    main.start_screen.cards["machacek"].play_button.click()
    assert len(asked) == 2 and dialogs[-1] == "machacek"


def test_play_again_after_a_guide_asks_for_a_real_game_of_it(qtbot, window, monkeypatch):
    main, _archive = window
    asked: list[str | None] = []
    monkeypatch.setattr(main, "new_game", lambda game=None: asked.append(game))
    monkeypatch.setattr(main, "play_again", lambda: pytest.fail("a guide is not played again"))
    guide = open_guide(main, "machacek")
    assert guide is not None
    main.current_screen().playAgainRequested.emit()
    assert asked == ["machacek"]


@pytest.mark.parametrize("game", guided_games())
def test_the_first_bubble_does_not_wait_for_the_tables_opening(qtbot, window, game):
    """The first bubble came 3–6 s after "Yes": the guide waited for the opening roll (or
    deal) to end, though its first steps explain the position, not a move."""
    main, _archive = window
    anim.set_speed(1.0)
    try:
        guide = open_guide(main, game)
        assert guide is not None
        qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
        assert guide.screen.is_animating()  # the opening still plays beside the bubble
        assert guide.shown_step() is guide.script.steps[0]
    finally:
        anim.set_speed(0)


@pytest.mark.parametrize("game", guided_games())
def test_only_the_guides_targets_are_lit_in_its_gold(qtbot, window, game):
    """The last step's highlight seemed to stay lit beside the new one: the bid control's
    chosen face and the value picker's keyboard mark were in the guide's own gold."""
    from PySide6.QtWidgets import QAbstractButton

    from tablegames_qt.ui.tutorial.bubble import GOLD

    main, _archive = window
    guide = open_guide(main, game)
    assert guide is not None
    screen = guide.screen
    for _step in guide.script.steps:
        qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
        lit = [button.objectName() for button in screen.findChildren(QAbstractButton)
               if GOLD.name() in button.styleSheet().lower() and button.isVisible()]
        assert lit == [], (guide.shown_step(), lit)
        step = guide.shown_step()
        if guide.is_over():
            break
        if step.expect is None:
            _click(qtbot, guide.layer.bubble.next_button)
        else:
            count = len(screen.game.history)
            MOVERS[game](qtbot, screen, step.expect(screen.game.legal_actions()))
            qtbot.waitUntil(lambda c=count: len(screen.game.history) > c, timeout=TIMEOUT)


def _own_hand(screen) -> QRect:
    """Where the person's hand cards are on the screen (what every step reasons from)."""
    table = screen.table
    hand = QRect()
    for item in table.hand_items(table.bottom_seat()):
        shown = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        hand = hand.united(QRect(table.viewport().mapTo(screen, shown.topLeft()), shown.size()))
    return hand


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_the_casino_guides_bubbles_keep_off_the_persons_hand(qtbot, window, size):
    """At 1024×640 the first bubble, about the table's cards, lay over the hand it speaks of."""
    main, _archive = window
    main.resize(*size)
    guide = open_guide(main, "casino")
    assert guide is not None
    screen = guide.screen
    for number, step in enumerate(guide.script.steps, start=1):
        qtbot.waitUntil(lambda s=step: guide.shown_step() is s and not screen.is_animating(), timeout=TIMEOUT)
        guide.layer.place()
        hand = _own_hand(screen)
        pointed = any(rect.intersects(hand) for rect in guide.layer.target_rects())
        if not pointed:  # a step pointing at a hand card keeps off it already
            assert not guide.layer.bubble.geometry().intersects(hand), f"step {number} covers the hand"
        if step.expect is None:
            if guide.is_over():
                break
            _click(qtbot, guide.layer.bubble.next_button)
        else:
            count = len(screen.game.history)
            _casino_move(qtbot, screen, step.expect(screen.game.legal_actions()))
            qtbot.waitUntil(lambda c=count: len(screen.game.history) > c, timeout=TIMEOUT)


def test_the_first_bubble_points_at_no_card_still_in_the_deck(qtbot, window):
    """The Casino guide's first bubble came before the deal and lit the table's top left
    corner, where the cards not dealt yet lay hidden."""
    main, _archive = window
    guide = open_guide(main, "casino")
    assert guide is not None
    qtbot.waitUntil(lambda: guide.shown_step() is not None, timeout=TIMEOUT)
    screen = guide.screen
    table = screen.table
    shown = QRect()
    for _item, scene_item in table.table_items():
        if scene_item.isVisible():
            local = table.mapFromScene(scene_item.sceneBoundingRect()).boundingRect()
            shown = shown.united(QRect(table.viewport().mapTo(screen, local.topLeft()), local.size()))
    for rect in guide.layer.target_rects():
        assert shown.contains(rect), (rect, shown)


def test_the_first_bubble_goes_to_its_cards_as_soon_as_they_are_dealt(qtbot, window, monkeypatch):
    """It waited for the next tick of its follow timer, pointing at nothing meanwhile."""
    from tablegames_qt.ui.tutorial import bubble

    monkeypatch.setattr(bubble, "FOLLOW_MS", 600_000)  # no tick within the test
    main, _archive = window
    guide = open_guide(main, "casino")
    assert guide is not None
    screen = guide.screen
    qtbot.waitUntil(lambda: guide.shown_step() is not None and not screen.is_animating()
                    and bool(guide.layer.target_rects()), timeout=TIMEOUT)
    qtbot.wait(20)
    assert guide.layer.highlight.targets == guide.layer.target_rects()
    for rect in guide.layer.target_rects():
        assert not guide.layer.bubble.geometry().intersects(rect)
