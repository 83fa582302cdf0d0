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


def test_a_dealers_name_goes_on_two_lines_before_it_is_shortened(qapp):
    """"Rozdává Babička Šest…" was cut where two lines had room under the caption."""
    from PySide6.QtGui import QFontMetricsF

    from tablegames_qt.ui.cards.deck_item import DeckItem

    deck = DeckItem(70.0, 36)
    deck.set_words_beside(True)
    deck.set_dealer("Babička Šestka")
    label = deck.dealer_label()
    font = deck.fonts()[1]
    one_line = QFontMetricsF(font).horizontalAdvance(label)
    caption_left = deck.words_rect().left()
    deck.set_words_right(caption_left + one_line * 0.8)  # too narrow for one line
    assert deck.pill_text().count("\n") == 1 and deck.pill_text().replace("\n", " ") == label
    words = deck.words_rect()
    assert words.right() <= caption_left + one_line * 0.8 + 1
    # no room below for a second line (a name plate there): shortened on one line
    deck.set_words_bottom(words.bottom() - QFontMetricsF(font).height() * 0.5)
    assert "\n" not in deck.pill_text() and deck.pill_text().endswith("…")
    assert deck.words_rect().bottom() <= words.bottom() - QFontMetricsF(font).height() * 0.5
