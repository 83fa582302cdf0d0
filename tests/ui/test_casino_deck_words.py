"""Royal Casino's deck keeps its words clear of the seats (issue 24): at 1024×640 the captions
grow to stay readable, and with three players "36 cards left" and "Rozdává Šťastná Lucka"
under the deck ran into the person's name plate ("zbývá 36 kare…" in Czech). They now go
beside the deck, and a name too long for the room left is elided on the pill (the plates do so
too); the deck's tooltip and description keep it whole."""

from __future__ import annotations

import pytest

from tablegames_qt.engine.casino import CasinoRules
from tablegames_qt.ui.casino.layout import SCENE_RECT
from tablegames_qt.ui.casino.screen import CasinoScreen
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import in_language
from .test_casino_screen import TIMEOUT

#: the longest names of the computer players, the person first
NAMES = ["Eva", "Profesor Puntík", "Šťastná Lucka", "Babička Šestka"]


@pytest.mark.parametrize("size", [(960, 640), (1024, 640), (1280, 820), (1600, 1000)])  # 960: the smallest
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_decks_words_keep_off_the_plates_and_the_hand(qtbot, qapp, window, size, players, language):
    window.resize(*size)
    with in_language(qapp, language):
        seats = [SeatConfig(NAMES[0], HUMAN)] + [SeatConfig(n, BOT, "easy") for n in NAMES[1:players]]
        screen = window.start_setup(GameSetup("casino", seats, CasinoRules()), seed=3)
        assert isinstance(screen, CasinoScreen)
        table = screen.table
        qtbot.waitUntil(lambda: window.width() == size[0] and not screen.is_animating()
                        and len(table.hand_items(0)) == 4, timeout=TIMEOUT)
        deck = table.deck()
        for dealer in range(players):  # each name on the pill, the longest too
            table.set_deck(deck.count(), dealer)
            words = deck.mapRectToScene(deck.words_rect())
            assert deck.dealer_label() and SCENE_RECT.contains(words), (dealer, words)
            if size[0] >= 1280:  # room for every computer player's name, whole
                assert deck.pill_text() == deck.dealer_label()
            else:  # a long name may be elided, the pill still says who deals
                assert deck.pill_text().startswith(deck.dealer_label()[:9])
            for seat in range(players):
                plate = table.plate(seat).sceneBoundingRect()
                assert not words.intersects(plate), (deck.dealer_label(), words, seat, plate)
            for card in table.hand_items(0):
                assert not words.intersects(card.sceneBoundingRect()), (deck.dealer_label(), words)
