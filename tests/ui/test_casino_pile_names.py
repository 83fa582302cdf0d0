"""Royal Casino's capture piles name their side whole (issue 36): at 1024×640 the captions
grow to stay readable and a pile's pill shortened a side's name with "…" although the corner
had room for it on two lines ("Šťastná Lucka a Kapitán…"). The name is now set a little
smaller, then on two lines; the pill stays on the picture and off the score tags."""

from __future__ import annotations

import pytest

from tablegames_qt.engine.casino import CasinoRules
from tablegames_qt.ui.casino.layout import SCENE_RECT
from tablegames_qt.ui.casino.screen import CasinoScreen
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import in_language
from .test_casino_screen import TIMEOUT

#: the longest names of the computer players
BOTS = ["Profesor Puntík", "Šťastná Lucka", "Babička Šestka"]
#: a person's name as long as a profile allows (24 characters)
LONGEST = "Alžběta Nováková Dvořák"


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
@pytest.mark.parametrize(("players", "person"), [(2, LONGEST), (4, "Eva"), (4, "Kateřina")])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_a_piles_name_is_whole_on_the_picture(qtbot, qapp, window, size, players, person, language):
    # (a team of two 24-character names takes four lines at 1024×640: there it is shortened)
    assert len(LONGEST) <= 24
    window.resize(*size)
    with in_language(qapp, language):
        seats = [SeatConfig(person, HUMAN)] + [SeatConfig(n, BOT, "easy") for n in BOTS[:players - 1]]
        screen = window.start_setup(GameSetup("casino", seats, CasinoRules()), seed=3)
        assert isinstance(screen, CasinoScreen)
        table = screen.table
        qtbot.waitUntil(lambda: window.width() == size[0] and not screen.is_animating()
                        and len(table.hand_items(0)) == 4, timeout=TIMEOUT)
        sides = 2
        tags = [table._tags[side].sceneBoundingRect() for side in range(sides)]
        for side in range(sides):
            pile = table.pile(side)
            lines = pile.shown_name()
            assert "…" not in "".join(lines), lines
            assert " ".join(lines).replace("- ", "-") == pile.owner_name()
            pill = pile.mapRectToScene(pile.name_rect())
            assert SCENE_RECT.contains(pill), (pile.owner_name(), pill)
            for tag in tags:
                assert not pill.intersects(tag), (pile.owner_name(), pill, tag)
