"""Names as long as a profile allows are shown whole on every plate (issue 36: "Lucky L…",
"Captai…" on Macháček's plates at 1024×640, "Captain …" in the replay): a long name
shrinks to the plate's least text size, then takes more lines, and the plate grows for
them; on a small window the seats are laid out for plates that big (ten Macháček seats
at 1024×640 elided names of more than about 20 characters, the grown plates lay over
each other and over the cups). Geometry, not pixels: the lines the plate paints, and
where the plates, cups and dice lie."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablegames_qt.engine.casino import CasinoGame, CasinoRules
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.storage.profiles import MAX_NAME_LENGTH
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.name_fit import NAME_LINES
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

TIMEOUT = 20_000
#: a family's long names, each cut to the most a profile allows
LONG = ["Wolfgang Maximilian Bachmann", "Kristýna Dvořáková-Malinová", "Señor Dudo de la Mancha Sur",
        "Captain Pip the Seafarer II", "Lucky Lucy Longstocking III", "Granny Six of Old Street Inn",
        "Professor Puntík von Würfel", "Babička Šestka ze Staré ulice", "Maximiliana Nováková-Králová",
        "Anna-Marie Svobodová Dvořák"]
NAMES = [name[:MAX_NAME_LENGTH].strip() for name in LONG]


def _game(name: str, players: int) -> Any:
    if name == "perudo":
        return PerudoGame(players=players, rules=PerudoRules(), seed=3)
    if name == "machacek":
        return MachacekGame(players=players, rules=MachacekRules(games=1), seed=3)
    return CasinoGame(players=players, rules=CasinoRules(), seed=3)


def _assert_whole_and_apart(table: Any, players: int) -> None:
    """Every dice table plate shows its whole name (at most NAME_LINES lines), lies on the
    picture and clear of the other plates, of every cup and die, and of the banner."""
    plates = []
    for seat in range(players):
        plate = table.plate(seat)
        plates.append((plate.name, plate.name_lines()[1], plate.mapRectToScene(plate.plate_rect())))
    scene = table.sceneRect()
    things = [(f"cup {seat}", table.cup_area(seat)) for seat in range(players)
              if table.cup_area(seat).isValid()]
    things += [("the single cup", rect) for rect in table.cup_rects()]
    if table.message_rect() is not None:
        things.append(("the banner", table.message_rect()))
    for index, (name, lines, rect) in enumerate(plates):
        assert "…" not in "".join(lines) and len(lines) <= NAME_LINES, (name, lines)
        assert "".join(lines).replace(" ", "") == name.replace(" ", ""), (name, lines)
        assert scene.contains(rect), (name, rect, scene)
        for other, _other_lines, other_rect in plates[index + 1:]:
            assert not rect.intersects(other_rect), (name, other)
        assert not [what for what, thing in things if rect.intersects(thing)], name
        # what a guide rings round a seat holds its whole plate (the ring cut "Captain Pi")
        assert table.seat_area(index).contains(rect), name


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize(("game_name", "players"), [
    ("perudo", 2), ("perudo", 4), ("perudo", 6), ("perudo", 8), ("perudo", 10),
    ("machacek", 2), ("machacek", 4), ("machacek", 6), ("machacek", 8), ("machacek", 10),
])
def test_the_longest_names_fit_every_dice_plate(qtbot, window, size, game_name, players) -> None:
    window.resize(*size)
    seats = [SeatConfig(NAMES[0], HUMAN), *(SeatConfig(NAMES[s], BOT) for s in range(1, players))]
    game = _game(game_name, players)
    screen = window.open_game(GameSetup(game_name, seats, game.rules), game)
    qtbot.waitUntil(lambda: window.size().toTuple() == size and screen.isVisible(), timeout=TIMEOUT)
    screen.layout().activate()
    qtbot.wait(50)  # the view's scale reaches the plates (their least text size)
    _assert_whole_and_apart(screen.table, players)
    # the names round the table keep much the same size: a name takes another line
    # rather than shrinking far below the others ("Captain Pip the Seafarer" on one small
    # line beside two large ones)
    sizes = [screen.table.plate(seat).name_lines()[0] for seat in range(players)]
    assert min(sizes) >= 0.85 * max(sizes), sizes


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_longest_names_fit_every_card_table_plate(qtbot, window, size, players) -> None:
    window.resize(*size)
    seats = [SeatConfig(NAMES[0], HUMAN), *(SeatConfig(NAMES[s], BOT) for s in range(1, players))]
    game = _game("casino", players)
    screen = window.open_game(GameSetup("casino", seats, game.rules), game)
    qtbot.waitUntil(lambda: window.size().toTuple() == size and screen.isVisible(), timeout=TIMEOUT)
    screen.layout().activate()
    qtbot.wait(50)
    table = screen.table
    scene = table.sceneRect()
    plates = [table.plate(seat) for seat in range(players)]
    rects = [plate.mapRectToScene(plate.plate_rect()) for plate in plates]
    for plate, rect in zip(plates, rects, strict=True):
        lines = plate.name_lines()
        assert "…" not in "".join(lines), lines
        assert "".join(lines).replace(" ", "") == plate.name().replace(" ", ""), lines
        assert scene.contains(rect), (plate.name(), rect)
    for index, rect in enumerate(rects):
        assert not any(rect.intersects(other) for other in rects[index + 1:]), plates[index].name()
    # the dealer's pill under the deck names the dealer on the picture too
    deck = table.deck()
    assert deck.dealer() is not None
    assert scene.contains(deck.mapRectToScene(deck.words_rect())), deck.pill_text()


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize(("game_name", "players"), [
    ("perudo", 4), ("perudo", 10), ("machacek", 4), ("machacek", 10), ("casino", 2)])
def test_the_longest_names_fit_the_replays_plates(qtbot, tmp_path, monkeypatch, size, game_name,
                                                  players) -> None:
    """The replay window cut "Captain …" at any size."""
    from tablegames_qt.games import game_class, make_bot
    from tablegames_qt.storage import saves
    from tablegames_qt.storage.saves import SeatRecord
    from tablegames_qt.ui.replay import open_replay
    from tests.ui.test_replay import START

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    options = {"rules": MachacekRules(games=2)} if game_name == "machacek" else {}
    game = game_class(game_name)(players=players, seed=5, **options)
    bots = [make_bot(game_name, "easy") for _ in range(players)]
    rng = random.Random(5)
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), rng))
    seats = [SeatRecord(NAMES[s], "human" if s == 0 else "bot", "easy") for s in range(players)]
    path = saves.save_replay(game, seats, session="long", started_at=START, elapsed=60,
                             finished_at=START, folder=tmp_path / "long")
    replay = open_replay(path)
    assert replay is not None
    qtbot.addWidget(replay)
    replay.show()
    replay.resize(*size)
    qtbot.waitUntil(lambda: replay.size().toTuple() == size)
    qtbot.wait(50)
    if game_name != "casino":
        _assert_whole_and_apart(replay.table, players)
        return
    for seat in range(players):
        plate = replay.table.plate(seat)
        lines = plate.name_lines()
        lines = lines[1] if isinstance(lines, tuple) else lines
        name = plate.name if isinstance(plate.name, str) else plate.name()
        assert "…" not in "".join(lines) and "".join(lines).replace(" ", "") == name.replace(" ", "")


def test_a_resized_table_keeps_what_it_shows(qtbot) -> None:
    """The seats move for the plates' size at the window's scale; what the table shows
    stays: the dice face up, and the dice Macháček's holder peeks at."""
    from tablegames_qt.ui.dice import DiceTableView

    perudo, machacek = DiceTableView(), DiceTableView()
    for view in (perudo, machacek):
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
    perudo.set_seats(NAMES[:6])
    perudo.set_dice(2, [6, 5, 4, 3, 2], 5)
    machacek.set_seats(NAMES[:6], single_cup=True)
    machacek.set_cup_seat(3)
    machacek.show_cup_dice([6, 1])
    before = [perudo.plate(seat).scenePos() for seat in range(6)]
    for view in (perudo, machacek):
        view.resize(560, 350)
    qtbot.waitUntil(lambda: perudo.plate(0).boost() > 1.5 and machacek.plate(0).boost() > 1.5)
    assert [perudo.plate(seat).scenePos() for seat in range(6)] != before  # laid out again
    assert perudo.visible_faces(2) == [6, 5, 4, 3, 2]
    assert machacek.visible_cup_faces() == [6, 1]
    plates = [machacek.seat_rect(seat) for seat in range(6)]
    assert not any(plate.intersects(cup) for plate in plates for cup in machacek.cup_rects())
