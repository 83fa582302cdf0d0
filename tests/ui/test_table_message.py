"""The message in the middle of a dice table stays readable (issue 36: at 1024×640 with
ten seats the banner shrank to fit between the plates and its second line became too
small to read).  Its texts never go below the readable size on screen (the view's scale
taken into account): they wrap into the width between the plates, and a message that
still does not fit is shortened, not shrunk.  Geometry and fonts, not pixels."""

from __future__ import annotations

import pytest

from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.dice.effects import BannerItem
from tablegames_qt.ui.dice.table_centre import readable_px
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .test_plate_names import NAMES, _game  # the longest names a profile allows

TIMEOUT = 20_000
A, B = NAMES[0], NAMES[1]
#: the longest messages the tables show, in English and in Czech
MESSAGES = [
    (f"{A} has the cup.", ""),
    ("Dudo!", f"{A} doubts the bid of {B}: 7 × five"),
    ("7 × five: there are 5", f"{B} loses a die and starts the next round"),
    ("Macháček!", f"{A} believes what {B} announces and rolls"),
    ("I don't believe it!", f"{A} does not believe that {B} rolled a Macháček"),
    (f"Kelímek má {A}.", ""),
    ("Nevěřím!", f"{A} nevěří, že {B} má Macháčka, a\u00a0zvedá kelímek"),
    ("7 × pětka: na stole jich je 5", f"{B} přichází o\u00a0kostku a\u00a0začíná další kolo"),
    (f"{A} věří tomu, co hlásí {B}, a\u00a0hází", f"Poslední hlášení: {B}, „Macháček“"),
]


@pytest.mark.parametrize("game_name", ["perudo", "machacek"])
def test_the_message_between_ten_plates_stays_readable_at_1024x640(qtbot, window, game_name) -> None:
    window.resize(1024, 640)
    players = 10
    seats = [SeatConfig(NAMES[0], HUMAN), *(SeatConfig(NAMES[s], BOT) for s in range(1, players))]
    game = _game(game_name, players)
    screen = window.open_game(GameSetup(game_name, seats, game.rules), game)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1024, 640) and screen.isVisible(), timeout=TIMEOUT)
    screen.layout().activate()
    qtbot.wait(50)  # the view's scale reaches the table
    table = screen.table
    view_scale = table.transform().m11()
    assert view_scale < 0.6  # a small table: the case that shrank the message
    banner = next(i for i in table.table_scene().items() if isinstance(i, BannerItem))
    plates = [table.plate(seat).sceneBoundingRect() for seat in range(players)]
    for title, subtitle in MESSAGES:
        table.finish_animations()
        table.show_message(title, subtitle)
        table.finish_animations()
        on_screen = banner.least_text() * banner.scale() * view_scale
        assert on_screen >= readable_px() - 0.5, (title, subtitle, on_screen)
        frame = table.message_rect()
        assert frame is not None
        assert not [p for p in plates if frame.intersects(p)], (title, subtitle, banner.lines())
        assert table.sceneRect().contains(frame)
        # shown whole, or shortened at the end of a line, never cut inside
        titles, subtitles = banner.lines()
        shown = " ".join(titles + subtitles).replace("…", "")
        assert shown.split()[0] == (title or subtitle).split()[0]
    assert table.message() == MESSAGES[-1]
