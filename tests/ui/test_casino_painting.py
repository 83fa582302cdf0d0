"""The card table paints little per frame (#15, the GUI thread never blocks): items keep a
bitmap of themselves, a card changing size in flight reuses a few bitmaps, a card back is
painted once; and what items keep is renewed when their words change."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.engine.casino import Card
from tablegames_qt.ui.cards import CardItem, DeckItem, PileItem, render
from tablegames_qt.ui.cards import table_item as table_item_module
from tablegames_qt.ui.cards.style import card_height
from tablegames_qt.ui.casino import plates as plates_module

from . import test_casino_polish, test_casino_screen
from .app_helpers import in_language

window = test_casino_screen.window
open_position = test_casino_polish.open_position


def test_a_card_changing_size_in_flight_reuses_a_few_bitmaps(qapp):
    render.clear_cache()
    card = CardItem(Card(12, "H"), width=104.0)
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    frames = 40
    for frame in range(frames):  # a deal: the card grows from the deck's size to the hand's
        card.setScale(0.6 + 0.4 * frame / frames)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(200, 200)
        painter.scale(1.5, 1.5)
        painter.setTransform(card.sceneTransform(), True)
        card.paint_body(painter)
        painter.end()
    # 94 to 156 device pixels wide: seven sizes of the ladder, not one per frame
    assert render.cache_size() <= 8, "a bitmap for every frame's size"
    card.setScale(1.0)  # at rest: its exact size
    before = render.cache_size()
    painter = QPainter(image)
    painter.scale(1.5, 1.5)
    card.paint_body(painter)
    painter.end()
    assert render.cache_size() == before + 1


def test_a_card_back_is_painted_once_and_scaled_for_every_size(qapp, monkeypatch):
    render.clear_cache()
    painted: list[float] = []
    real = render.paint_back
    monkeypatch.setattr(render, "paint_back", lambda painter, height: (painted.append(height), real(painter, height)))
    render._back_master.cache_clear()
    for width in range(40, 240, 10):
        pixmap, margin = render.rendered_card(None, width, face_up=False)
        assert pixmap.width() == width + 2 * margin
    assert len(painted) == 1
    # the scaled pattern lies on the card where the painted one would
    body = round(200 * 88 / 63)
    image = QImage(200, body, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    render.paint_card(painter, QRectF(0, 0, 200, body), None, face_up=False, shadow=False)
    painter.end()
    scaled = render.rendered_card(None, 200, face_up=False)
    copy = scaled[0].toImage().copy(scaled[1], scaled[1], 200, body)
    differ = sum(
        1 for y in range(0, body, 3) for x in range(0, 200, 3)
        if abs(image.pixelColor(x, y).red() - copy.pixelColor(x, y).red()) > 60
    )
    assert differ < 0.05 * (body // 3) * (200 // 3)


def test_resting_cards_are_copied_not_painted_when_a_card_flies_over_them(qtbot, window, monkeypatch):
    screen = open_position(qtbot, window)
    view = screen.table
    hand = view.hand_items(view.bottom_seat())
    view.viewport().repaint()
    painted: list[object] = []
    real = table_item_module.TableItem.paint

    def counting(item, painter, option, widget=None):
        painted.append(item)
        real(item, painter, option, widget)

    monkeypatch.setattr(table_item_module.TableItem, "paint", counting)
    flyer = CardItem(Card(1, "S"), width=104.0)
    flyer.setZValue(100.0)
    view.table_scene().addItem(flyer)
    left, right = hand[0].scenePos(), hand[-1].scenePos()
    for step in range(8):  # across the hand
        flyer.setPos(left + (right - left) * (step / 7))
        view.viewport().repaint()
    assert {id(item) for item in painted} - {id(flyer)} == set(), "resting cards painted again"
    assert any(item is flyer for item in painted)


def test_a_language_switch_renews_the_words_items_keep_as_bitmaps(qtbot, window, qapp):
    screen = open_position(qtbot, window)
    view = screen.table
    wording = [view.deck(), *view.table_scene().items()]
    kinds = (DeckItem, PileItem, plates_module.SeatPlateItem, plates_module.ScoreTagItem)
    items = [next(i for i in wording if isinstance(i, kind)) for kind in kinds]

    def pictures() -> list[QImage]:
        view.viewport().repaint()
        return [view.viewport().grab(view.mapFromScene(i.sceneBoundingRect()).boundingRect()).toImage()
                for i in items]

    english = pictures()
    title = screen.history_title.text()
    with in_language(qapp, "cs"):
        qtbot.waitUntil(lambda: screen.history_title.text() != title)  # the screen has retranslated
        czech = pictures()
    stale = [type(item).__name__ for item, before, after in zip(items, english, czech, strict=True)
             if before == after]
    assert not stale, "still in English"


def test_kept_bounding_rectangles_follow_every_change_of_size(qapp):
    """Qt asks for the old rectangle inside prepareGeometryChange: kept then, it hid part
    of a card that grew on its way to the table."""
    scene = QGraphicsScene()
    card = CardItem(Card(3, "C"), width=78.0)
    deck = DeckItem(90.0, 40)
    for item in (card, deck):
        scene.addItem(item)
        item.boundingRect()
    card.set_width(104.0)
    deck.set_count(8)
    deck.set_dealer("Captain Pip with a long name")
    for item in (card, deck):
        assert item.boundingRect() == item.bounds()
    assert card.boundingRect().height() > card_height(104.0)


def test_a_card_taken_off_the_table_is_let_go(qtbot, window):
    """The table connects each card's signals to partials that hold the card: a cycle
    through Qt that Python's collector cannot see. A card taken off the table must go
    (every card of every game lived on: about 3 MiB a game of Royal Casino)."""
    import gc
    import weakref

    screen = open_position(qtbot, window)
    view = screen.table
    item = view._new_card(Card(1, "S"), True, 104.0)
    gone = weakref.ref(item)
    view._discard(item)
    del item
    gc.collect()
    assert gone() is None
