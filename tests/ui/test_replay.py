"""Replays on the real table: a recorded game of each kind, played by seeded bots, shown
in its room's table view with every cup and hand face up, forward and backward; the keys;
the coach's view of a decision; a damaged file."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tablegames_qt.coach import machacek as machacek_coach
from tablegames_qt.coach import perudo as perudo_coach
from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import MachacekRules, dice_of
from tablegames_qt.games import game_class, make_bot
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.saves import SavedGame, SeatRecord
from tablegames_qt.storage.seat_names import YOU_KEY
from tablegames_qt.ui import anim
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.dice import DiceTableView
from tablegames_qt.ui.replay import ReplayWindow, open_replay
from tablegames_qt.ui.replay import controller as replay_controller
from tablegames_qt.ui.replay.coach_view import action_text

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
NAMES = ["Anna", "Bob", "Cyril", "Dana"]
#: the three games as the tests record them: (game, players, seed, options)
GAMES = [
    ("perudo", 3, 4, {}),
    ("machacek", 3, 6, {"rules": MachacekRules(games=3)}),
    ("casino", 2, 9, {}),
]


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()
    before = anim.speed()
    anim.set_speed(0)
    yield
    anim.set_speed(before)


def record(name: str, players: int, seed: int, folder: Path, **options: Any) -> Path:
    """A game played to its end by seeded bots, kept as a replay file as the app keeps it."""
    game = game_class(name)(players=players, seed=seed, **options)
    bots = [make_bot(name, "easy") for _ in range(players)]
    rng = random.Random(seed)
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), rng))
    seats = [SeatRecord(NAMES[s], "human" if s == 0 else "bot", "easy") for s in range(players)]
    return saves.save_replay(game, seats, session=f"{name}{seed}", started_at=START, elapsed=60,
                             finished_at=START, folder=folder)  # fmt: skip


def _open(qtbot: QtBot, path: Path) -> ReplayWindow:
    window = open_replay(path)
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    return window


def _original(saved: SavedGame) -> tuple[list[list[Any]], list[list[Any]]]:
    """The original game's views and legal actions after every action, played again on a
    game of its own (not through the replay's steps)."""
    game: Game[Any, Any] = type(saved.game).from_setup(saved.game.setup_json())
    views, legal = [], []
    for action in [None, *saved.game.history]:
        if action is not None:
            game.apply(action)
        views.append([game.view(seat) for seat in range(game.players)])
        legal.append(game.legal_actions() if not game.is_over() else [])
    return views, legal


def _check_table(window: ReplayWindow, views: list[Any]) -> None:
    """What the table paints per seat is what the engine's views say, every hidden thing face up."""
    table = window.table
    name = window.game_name
    if name == "perudo":
        assert isinstance(table, DiceTableView)
        for seat, view in enumerate(views):
            count = view.dice_counts[seat]
            assert window.scene.shown(seat) == (list(view.own_dice) if count else [])
    elif name == "machacek":
        assert isinstance(table, DiceTableView)
        public = views[0]
        holder = public.cup_holder
        roll = views[holder].own_roll if holder is not None else None
        assert table.visible_cup_faces() == (list(dice_of(roll)) if roll is not None else [])
        at = public.current_player if public.current_player is not None else holder
        assert table.cup_seat() == (at if at is not None else 0)
    else:
        assert isinstance(table, CasinoTableView)
        for seat, view in enumerate(views):
            assert sorted(window.scene.shown(seat)) == sorted(view.hand)
            assert all(item.face_up() for item in table.hand_items(seat))
        assert table.table_engine_items() == list(views[0].table)


@pytest.mark.parametrize(("name", "players", "seed", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_recorded_game_is_every_view_of_the_original_forward_and_back(
    qtbot: QtBot, tmp_path: Path, name: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    path = record(name, players, seed, tmp_path, **options)
    window = _open(qtbot, path)
    saved = saves.load_replay(path)
    assert saved is not None
    views, _legal = _original(saved)
    assert window.step_count() == len(views) > 2
    for number in range(len(views)):
        if number:
            qtbot.keyClick(window, Qt.Key.Key_Right)
        assert window.position() == number
        _check_table(window, views[number])
    qtbot.keyClick(window, Qt.Key.Key_Right)  # at the end it stays there
    assert window.position() == len(views) - 1
    for number in reversed(range(len(views) - 1)):
        qtbot.keyClick(window, Qt.Key.Key_Left)
        assert window.position() == number
        _check_table(window, views[number])


def test_a_step_played_with_motion_ends_on_the_same_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = _open(qtbot, record("perudo", 3, 4, tmp_path))
    saved = saves.load_replay(next(tmp_path.glob("*.json")))
    assert saved is not None
    views, _legal = _original(saved)
    called = next(s.number for s in window.steps if any(e.kind == "dudo" for e in s.events))
    window.controller.go(called - 1)
    anim.set_speed(0.02)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.scene.is_animating()  # the cups are lifted and the dice counted first
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10_000)
    _check_table(window, views[called])
    # A key in the middle of the motion ends it where the step stands.
    window.controller.go(called - 1)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert not window.scene.is_animating() and window.position() == called - 1
    _check_table(window, views[called - 1])


def test_the_keys_do_what_they_say(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay_controller, "MIN_PAUSE_MS", 1)
    window = _open(qtbot, record("machacek", 3, 6, tmp_path, rules=MachacekRules(games=3)))
    saved = saves.load_replay(next(tmp_path.glob("*.json")))
    assert saved is not None
    # Where each game of the match begins, from the original's own events.
    game: Game[Any, Any] = type(saved.game).from_setup(saved.game.setup_json())
    starts = [0]
    for number, action in enumerate(saved.game.history, 1):
        if any(event.kind == "game_start" for event in game.apply(action)):
            starts.append(number)
    assert len(starts) >= 3
    last = len(saved.game.history)

    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.position() == last and not window.last_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.position() == 0 and not window.back_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.position() == 1
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.position() == starts[1]
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.position() == starts[2]
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_PageUp)  # to the start of this game
    assert window.position() == starts[2]
    qtbot.keyClick(window, Qt.Key.Key_PageUp)  # already there: the game before
    assert window.position() == starts[1]
    assert window.slider.value() == starts[1]

    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.controller.is_playing()
    qtbot.waitUntil(lambda: window.position() > starts[1] + 1, timeout=10_000)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not window.controller.is_playing()
    paused_at = window.position()
    qtbot.wait(50)
    assert window.position() == paused_at
    qtbot.keyClick(window, Qt.Key.Key_Space)  # plays on to the end, then stops by itself
    qtbot.waitUntil(lambda: not window.controller.is_playing(), timeout=20_000)
    assert window.position() == last


def test_each_step_says_what_happened_and_the_history_follows(
    qtbot: QtBot, qtmodeltester: Any, tmp_path: Path
) -> None:
    window = _open(qtbot, record("perudo", 3, 4, tmp_path))
    step = window.steps[len(window.steps) // 2]
    window.controller.go(step.number)
    said = window.happened.text()
    for event in step.events:
        assert window.scene.describe(event)[1:] in said
    listed = window.history.rowCount()
    assert listed == sum(1 for s in window.steps[: step.number + 1] for e in s.events
                         if window.scene.history_entry(e) is not None)  # fmt: skip
    window.controller.go(step.number - 1)
    assert window.history.rowCount() < listed
    qtmodeltester.check(window.history)
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.table.message() is not None
    winner = window.saved.game.winners()[0]
    assert NAMES[winner] in window.table.message()[0]


@pytest.mark.parametrize(("name", "players", "seed", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_the_coach_advises_one_of_the_steps_legal_actions(
    qtbot: QtBot, tmp_path: Path, name: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    path = record(name, players, seed, tmp_path, **options)
    window = _open(qtbot, path)
    saved = saves.load_replay(path)
    assert saved is not None
    _views, legal = _original(saved)
    number = len(window.steps) // 2
    window.controller.go(number)
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: window.advice() is not None, timeout=30_000)
    advice = window.advice()
    assert advice is not None
    assert advice.action in legal[number]
    assert advice.seat == window.steps[number].to_play
    text = window.coach_text.text()
    assert action_text(advice.action, window.names) in text
    assert action_text(saved.game.history[number], window.names) in text  # what was played
    qtbot.keyClick(window, Qt.Key.Key_Right)  # another step: the advice was for the one before
    assert window.advice() is None and window.coach_text.text() == ""
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert not window.coach_button.isEnabled()  # nobody decides anything at the end


def test_a_damaged_replay_file_is_reported_not_shown(tmp_path: Path) -> None:
    path = tmp_path / "20250101-000000-perudo-00000000.json"
    path.write_text('{"kind": "tablegames-save", "version": 1', encoding="utf-8")
    assert open_replay(path) is None
    [problem] = recovery.take_problems()
    assert problem.what == recovery.REPLAY and problem.moved_to is not None
    assert open_replay(tmp_path / "gone.json") is None


def test_every_key_of_the_replay_window_is_on_the_keyboard_page(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QKeySequence

    from tablegames_qt.ui import keys
    from tablegames_qt.ui.dialogs.keyboard import declared_keys

    window = _open(qtbot, record("perudo", 2, 3, tmp_path))
    declared = declared_keys(keys.REPLAY)
    answered = {QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)
                for key in window.key_actions()}
    assert len(answered) >= 9
    assert answered <= declared, answered - declared


#: second-person Czech: "tvůj/tvou/tvoje…", a verb in "-áš/-íš/-eš" ("Odkládáš", "Vyhráváš")
CZECH_YOU = re.compile(r"\b(?:tv(?:ůj|ou|oje|oji|á|é|ého|ému|ým|ých|ými)|\w+(?:áš|íš|eš)|máš|jsi)\b",
                       re.IGNORECASE)
ENGLISH_YOU = re.compile(r"\b(?:you|your|yours)\b", re.IGNORECASE)


def _replay_words(window: ReplayWindow) -> str:
    """Every caption, table message and history line the replay shows, start to end."""
    said: list[str] = []
    for step in window.steps:
        window.controller.go(step.number)
        said.append(window.happened.text())
        message = getattr(window.table, "message", None)  # the dice tables' banner
        said.append(" ".join(message() or ()) if message is not None else "")
        said.append(window.summary.text())
        # the table's own words: plates, piles ("Your pile"), the deck ("You deal"), hands
        said += [*getattr(window.table, "focus_words", tuple)()]
        said += [str(value) for item in window.table.accessible_items()
                 for value in window.table.describe_item(item).values() if isinstance(value, str)]  # fmt: skip
    window.controller.end()
    said += [window.history.index(row, 0).data() for row in range(window.history.rowCount())]
    return "\n".join(said)


@pytest.mark.parametrize("who", ["Anna", YOU_KEY], ids=["named", "you"])
@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize(("name", "players", "seed", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_a_replay_speaks_of_the_person_who_played_in_the_third_person(
    qtbot: QtBot, qapp: Any, tmp_path: Path, name: str, players: int, seed: int,
    options: dict[str, Any], language: str, who: str,
) -> None:
    """A replay is watched later, or by someone else: "You deal", "Odkládáš Q♣", "Kapitán
    Pip zvedá tvůj kelímek" left it unclear who "you" was. The person who played alone is
    named as every other seat ("You" became "Player 1"); the live room's texts, given that
    seat, still speak to them."""
    from tests.ui.app_helpers import in_language

    path = record(name, players, seed, tmp_path, **options)
    saved = saves.load_replay(path)
    assert saved is not None
    saved.seats[0] = replace(saved.seats[0], name=who)
    second_person = ENGLISH_YOU if language == "en" else CZECH_YOU
    with in_language(qapp, language):
        window = ReplayWindow(saved)
        qtbot.addWidget(window)
        text = _replay_words(window)
        assert not second_person.search(text), [text[max(0, m.start() - 60):m.end() + 20]
                                                for m in second_person.finditer(text)][:5]  # fmt: skip
        assert window.names[0] == ("Anna" if who == "Anna" else "Player 1" if language == "en" else "Hráč 1")
        assert f"{window.names[0]} " in text
        # the same events in the live room's words, spoken to seat 0: "you" is there
        window.scene.texts.you = 0
        live = "\n".join(window.scene.describe(event) for step in window.steps for event in step.events
                         if event.seat == 0)  # fmt: skip
        assert second_person.search(live), live


def test_a_counts_verdict_is_said_as_the_room_says_it_in_czech(
    qtbot: QtBot, qapp: Any, tmp_path: Path
) -> None:
    """The banner under "Sázka platí!" starts a sentence: "Na stole jsou 2. Přicházíš o
    kostku (zbývá 1)." — the room's words, not the lower-case form that follows a colon."""
    from tests.ui.app_helpers import in_language

    path = record("perudo", 3, 4, tmp_path)
    saved = saves.load_replay(path)
    assert saved is not None
    saved.seats[0] = replace(saved.seats[0], name=YOU_KEY)
    with in_language(qapp, "cs"):
        window = ReplayWindow(saved)
        qtbot.addWidget(window)
        called = [s for s in window.steps if any(e.kind == "dudo" for e in s.events)
                  and not any(e.kind == "game_over" for e in s.events)]  # fmt: skip
        assert called
        for step in called:
            window.controller.go(step.number)
            message = window.table.message()
            assert message is not None
            title, detail = message
            assert title in ("Sázka platí!", "Sázka neplatí!"), title
            assert detail[:1].isupper() and detail.startswith("Na stole"), detail


@pytest.mark.parametrize(("name", "players", "seed", "options"), GAMES[:2], ids=[g[0] for g in GAMES[:2]])
def test_the_replay_coach_says_the_odds_as_the_tables_odds_line_does(
    qtbot: QtBot, tmp_path: Path, name: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    from tablegames_qt.ui.coach_bar import likelihood_word, odds_band, odds_percent
    from tablegames_qt.ui.machacek.value_picker import value_label
    from tablegames_qt.ui.perudo.words import bid_words

    window = _open(qtbot, record(name, players, seed, tmp_path, **options))

    def standing(step: Any) -> Any:
        view = step.views[step.to_play]
        return view.last_bid if name == "perudo" else view.announcement

    # a decision about a standing bid or claim
    step = next(s for s in window.steps if s.to_play is not None and s.legal and standing(s) is not None)
    window.controller.go(step.number)
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: window.advice() is not None, timeout=30_000)
    advice = window.advice()
    assert advice is not None and advice.chance is not None
    claim, chance = standing(step), advice.chance
    view = step.views[step.to_play]
    read = (perudo_coach.read_chance(view, claim) if name == "perudo"
            else machacek_coach.read_chance(view))
    # the replay watches every seat: whose dice, named (the person who played too)
    dice = f"from the dice {window.names[advice.seat]} sees"
    counted = f"{likelihood_word(read)} ({odds_percent(read)})"
    words = (f"{bid_words(claim.quantity, claim.face)}: {counted} counting the bids, "
             f"{odds_percent(chance)} {dice}" if name == "perudo" else
             f"Claim {value_label(claim)}: {counted} as players claim, {odds_percent(chance)} by the "
             f"dice alone")
    assert window.coach_odds.isVisible() and window.coach_odds.text() == words
    assert window.coach_odds.property("oddsBand") == odds_band(read)  # the coach's own reading
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert not window.coach_odds.isVisible()  # the advice was for the step before


def test_a_card_replay_shows_the_deck_chosen_in_the_settings(qtbot: QtBot, tmp_path: Path) -> None:
    from tablegames_qt.storage.settings import Settings
    from tablegames_qt.ui.cards import deck_choice
    from tablegames_qt.ui.main_window import MainWindow

    settings = Settings(tmp_path / "settings.ini")
    main = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(main)
    path = record("casino", 2, 9, tmp_path)
    try:
        settings.four_colour_deck = True
        four = _open(qtbot, path)
        assert isinstance(four.table, CasinoTableView) and four.table.four_colour()
        settings.four_colour_deck = False
        two = _open(qtbot, path)
        assert isinstance(two.table, CasinoTableView) and not two.table.four_colour()
    finally:
        deck_choice.set_four_colour(False)


def test_a_phone_players_replay_names_them_as_their_table_did(qtbot: QtBot, tmp_path: Path) -> None:
    """One person on a phone against bots: the laptop's table named everyone (nobody was
    "you" at it), and so does its replay."""
    path = record("perudo", 3, 4, tmp_path)
    saved = saves.load_replay(path)
    assert saved is not None
    saved.seats[0] = replace(saved.seats[0], name=YOU_KEY)

    def narration(window: ReplayWindow) -> str:
        said = []
        for step in window.steps:
            window.controller.go(step.number)
            said.append(window.happened.text())
        return "\n".join(said)

    alone = ReplayWindow(saved)
    qtbot.addWidget(alone)
    assert "You bid " not in narration(alone)  # the same game, played on the laptop: named too
    saved.extra["phones"] = [0]
    on_phone = ReplayWindow(saved)
    qtbot.addWidget(on_phone)
    text = narration(on_phone)
    assert "You bid " not in text and "you open" not in text
    assert f"{on_phone.names[0]} bids " in text


@pytest.mark.parametrize(("name", "players", "seed", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_the_replay_coach_speaks_of_every_seat_by_name_not_as_you(
    qtbot: QtBot, tmp_path: Path, name: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    """Its reasons said "your bid" for whoever's turn it was (in Czech it spoke to a computer
    player as "ty"): every seat is named, the person who played too (the replay may be
    watched later, or by someone else)."""
    from tablegames_qt.coach import person
    from tablegames_qt.ui.coach_texts import reason_text

    window = _open(qtbot, record(name, players, seed, tmp_path, **options))
    said_of: set[int] = set()  # seats a reason that would have said "your" named instead
    for step in window.steps:
        if step.to_play is None or not step.legal or said_of >= {0, 1}:
            continue
        window.controller.go(step.number)
        qtbot.keyClick(window, Qt.Key.Key_C)
        qtbot.waitUntil(lambda: window.advice() is not None, timeout=30_000)
        advice = window.advice()
        assert advice is not None
        text = window.coach_text.text()
        assert not ENGLISH_YOU.search(text), text
        assert reason_text(advice, window.names[advice.seat]) in text
        if person.about(advice.reason, "X") != advice.reason:  # a sentence with "you"
            said_of.add(min(advice.seat, 1))
    assert said_of == {0, 1}  # Anna, who played alone, and a computer player


SIZES = [(1024, 640), (1600, 1000)]


@pytest.fixture(params=[(game, size) for game in GAMES for size in SIZES],
                ids=[f"{game[0]}-{size[0]}" for game in GAMES for size in SIZES])
def sized_replay(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> ReplayWindow:
    """Each game's replay at the smallest window and a large one."""
    (name, players, seed, options), size = request.param
    window = _open(qtbot, record(name, players, seed, tmp_path, **options))
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    return window


def test_the_coachs_view_leaves_the_table_and_the_side_panel_as_they_are(
    qtbot: QtBot, sized_replay: ReplayWindow
) -> None:
    """C widened the side panel for the coach's words and shrank the table."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication

    window = sized_replay
    window.controller.go(len(window.steps) // 2)

    def table() -> QRect:
        QApplication.processEvents()
        return QRect(window.table.mapTo(window, QPoint(0, 0)), window.table.size())

    before = table()
    qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: window.advice() is not None, timeout=30_000)
    assert window.coach_text.text()
    assert table() == before
    qtbot.keyClick(window, Qt.Key.Key_Right)  # the words go again
    assert table() == before


def test_the_history_shows_its_last_line_whole(qtbot: QtBot, sized_replay: ReplayWindow) -> None:
    """The Macháček replay's log stopped short of its last line (a row measured after the
    scroll to the end), stepping forward as a person does and jumping."""
    from PySide6.QtWidgets import QApplication

    window = sized_replay
    view = window.history_view
    for number in [*range(1, window.controller.last() + 1), len(window.steps) // 2, window.controller.last()]:
        window.controller.go(number)

        def last_line_whole() -> bool:
            QApplication.processEvents()
            model = view.model()
            last = model.index(model.rowCount() - 1, 0)
            return view.viewport().rect().contains(view.visualRect(last))

        qtbot.waitUntil(last_line_whole, timeout=5_000)
        assert view.verticalScrollBar().value() == view.verticalScrollBar().maximum(), number
