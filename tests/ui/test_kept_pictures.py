"""A picture a cache keeps is not the one a painter drew on: Qt keeps a raster paint engine
(outline, rasterizer and clip buffers) with every pixmap or image painted on until it is
deleted, some 100 KiB for a card, which no cache's budget counts. The caches keep a copy,
the same pixels without the engine (issue 32's memory; bench/memory.py has the figures)."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QPixmapCache

from tablegames_qt.engine.casino.cards import full_deck
from tablegames_qt.ui import sprites
from tablegames_qt.ui.cards import render
from tablegames_qt.ui.dice import pixmaps, table_picture


class Spy(QPainter):
    """A painter that remembers every device it finished drawing on."""

    drawn: ClassVar[list[Any]] = []

    def __init__(self, device: Any) -> None:
        super().__init__(device)
        self._device = device

    def end(self) -> bool:
        done = super().end()
        Spy.drawn.append(self._device)
        return done


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    Spy.drawn = []
    for module in (render, sprites, pixmaps, table_picture):
        monkeypatch.setattr(module, "QPainter", Spy)
    return Spy.drawn


def not_drawn_on(picture: QPixmap | QImage, drawn: list[Any]) -> bool:
    """``picture`` shares no data with a device a painter drew on (a shallow copy would)."""
    assert drawn, "nothing was painted"
    return picture.cacheKey() not in {device.cacheKey() for device in drawn}


def same_pixels(picture: QPixmap | QImage, drawn: list[Any]) -> bool:
    image = picture.toImage() if isinstance(picture, QPixmap) else picture
    return any(image == (d.toImage() if isinstance(d, QPixmap) else d) for d in drawn)


def test_the_card_cache_keeps_copies_of_the_cards_painted(qapp, spy):
    render.clear_cache()
    card = list(full_deck())[5]
    face, _margin = render.rendered_card(card, 61)
    back, _margin = render.rendered_card(None, 61, face_up=False)
    assert render.cache_size() == 2
    for picture in (face, back):
        assert not_drawn_on(picture, spy)
        assert same_pixels(picture, spy)
    padded = render.card_pixmap(card, 80)
    assert not_drawn_on(padded, spy) and padded.width() == 80
    render.clear_cache()


def test_sprites_keep_copies_of_what_they_painted(qapp, spy):
    cache = sprites.SpriteCache()
    target = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    target.fill(Qt.GlobalColor.transparent)
    painter = QPainter(target)  # the real painter: the target is not a picture kept

    def look(p: QPainter) -> None:
        p.setBrush(Qt.GlobalColor.red)
        p.drawEllipse(QRectF(0, 0, 20, 20))

    cache.draw(painter, "dot", QRectF(0, 0, 20, 20), look)
    own = sprites.ItemSprite()
    own.draw(painter, "dot", QRectF(0, 0, 20, 20), look)
    painter.end()
    kept = [*cache._sprites.values(), own._pixmap]
    assert len(kept) == 2 and len(spy) == 2
    for picture in kept:
        assert picture is not None and not_drawn_on(picture, spy) and same_pixels(picture, spy)


def test_die_pictures_and_the_table_picture_are_kept_as_copies(qapp, spy):
    pixmaps._die_pixmap.cache_clear()
    pixmaps._pair_pixmap.cache_clear()
    die = pixmaps.die_pixmap(3, 24)
    pair = pixmaps.dice_pair_pixmap(4, 2, 18)
    table = table_picture.render(0.25)
    for picture in (die, pair, table):
        assert not_drawn_on(picture, spy)
        assert same_pixels(picture, spy)
    assert die.devicePixelRatio() == pixmaps._ratio()
    pixmaps._die_pixmap.cache_clear()
    pixmaps._pair_pixmap.cache_clear()


def test_a_closed_table_leaves_nothing_in_qts_pixmap_cache(qtbot, settings):
    """Fusion keys its pictures of a button by the button's palette, which the app's style
    sheet makes the button's own: once its table is closed no widget asks for them again,
    so closing a table empties the cache (all the pictures put there while it was open)."""
    from tablegames_qt.engine.perudo import PerudoRules
    from tablegames_qt.ui.dialogs.setup import GameSetup
    from tablegames_qt.ui.main_window import MainWindow
    from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

    main = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(main)
    main.show()
    setup = GameSetup("perudo", [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)], PerudoRules())
    screen = main.start_setup(setup, seed=1)
    screen.grab()  # its buttons painted, Fusion's pictures of them cached
    marker = QPixmap(8, 8)
    assert QPixmapCache.insert("a picture of the open table", marker)
    main.start_setup(setup, seed=2)  # "New game": the first table closes
    assert QPixmapCache.find("a picture of the open table") is None
