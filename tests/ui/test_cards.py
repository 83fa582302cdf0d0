"""Card art and card-table items: every card renders readably, backs never show a
face, hover texts, clicks/keys/drags, and animations that end at once at speed 0."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QAbstractAnimation, QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from bench.mock_table import build_mock_scene
from tablegames_qt.engine.casino.cards import Card, full_deck
from tablegames_qt.engine.casino.moves import Build
from tablegames_qt.ui import anim
from tablegames_qt.ui.cards import (
    BuildItem,
    CardItem,
    Deal,
    DeckItem,
    PileItem,
    card_pixmap,
    collect_animation,
    deal_animation,
    fly_to,
    paint_card,
    set_four_colour,
    sweep_flourish,
    visible_cards,
)
from tablegames_qt.ui.cards.motion import BannerItem
from tablegames_qt.ui.cards.pile_item import stack_layers
from tablegames_qt.ui.cards.render import cache_size
from tablegames_qt.ui.casino.plates import SeatPlateItem

DECK = full_deck()


@pytest.fixture
def instant() -> Iterator[None]:
    before = anim.speed()
    anim.set_speed(0)
    yield
    anim.set_speed(before)


@pytest.fixture
def normal_speed() -> Iterator[None]:
    before = anim.speed()
    anim.set_speed(1)
    yield
    anim.set_speed(before)


def rgb(image: QImage) -> np.ndarray:
    """The image as an (h, w, 4) array of R, G, B, A (unpremultiplied)."""
    img = image.convertToFormat(QImage.Format.Format_RGBA8888)
    buf = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.sizeInBytes())
    return buf.reshape(img.height(), img.bytesPerLine() // 4, 4)[:, : img.width()].copy()


def ink_classes(pixels: np.ndarray) -> dict[str, int]:
    """How many opaque pixels look red, blue, green or black (by plain thresholds)."""
    r, g, b, a = (pixels[..., i].astype(int) for i in range(4))
    solid = a > 200
    return {
        "red": int(np.sum(solid & (r > 150) & (g < 90) & (b < 100))),
        "blue": int(np.sum(solid & (b > 120) & (r < 80) & (g < 120))),
        "green": int(np.sum(solid & (g > 90) & (r < 60) & (b < 90))),
        "black": int(np.sum(solid & (r < 70) & (g < 70) & (b < 70))),
    }


def expected_ink(card: Card, four_colour: bool) -> str:
    if four_colour:
        return {"S": "black", "H": "red", "D": "blue", "C": "green"}[card.suit]
    return "red" if card.suit in "HD" else "black"


def index_corner(pixels: np.ndarray) -> np.ndarray:
    """The top-left corner where the rank and suit index is printed: a strip a
    fifth of the card wide and 40 % of its width tall.  The card's left edge is
    the first opaque column (card_pixmap insets the card for its shadow)."""
    row = pixels[pixels.shape[0] // 2, :, 3]
    left = int(np.argmax(row >= 250))
    right = pixels.shape[1] - int(np.argmax(row[::-1] >= 250))
    body = right - left
    top = left  # the inset is the same on every side
    x0, x1 = left + round(body * 0.04), left + round(body * 0.22)
    y0, y1 = top + round(body * 0.05), top + round(body * 0.45)
    return pixels[y0:y1, x0:x1]


@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
@pytest.mark.parametrize("width", [44, 90, 180])
def test_every_card_renders_with_its_suit_colour_in_the_index(
    qtbot: QtBot, width: int, four_colour: bool
) -> None:
    for card in DECK:
        pixmap = card_pixmap(card, width, four_colour)
        assert not pixmap.isNull()
        assert pixmap.width() == width
        counts = ink_classes(index_corner(rgb(pixmap.toImage())))
        want = expected_ink(card, four_colour)
        assert counts[want] >= max(6, width // 6), (card, width, counts)
        for other in ("red", "blue", "green"):
            if other != want:
                assert counts[other] == 0, (card, width, other, counts)


def test_schemes_differ_only_for_diamonds_and_clubs(qtbot: QtBot) -> None:
    for card in (Card(5, "S"), Card(5, "H"), Card(5, "D"), Card(5, "C")):
        two = card_pixmap(card, 80, False).toImage()
        four = card_pixmap(card, 80, True).toImage()
        assert (two == four) == (card.suit in "SH"), card


def test_paint_card_draws_any_size_and_refuses_an_unknown_face(qtbot: QtBot) -> None:
    image = QImage(500, 700, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1f6b3f"))
    painter = QPainter(image)
    paint_card(painter, QRectF(20, 20, 450, 630), Card(12, "H"))
    paint_card(painter, QRectF(5, 5, 12, 17), None, face_up=False)
    with pytest.raises(ValueError):
        paint_card(painter, QRectF(0, 0, 50, 70), None, face_up=True)
    painter.end()
    counts = ink_classes(rgb(image))
    assert counts["red"] > 1000


def test_rendered_cards_are_cached(qtbot: QtBot) -> None:
    card_pixmap(Card(7, "C"), 73)
    before = cache_size()
    for _ in range(5):
        card_pixmap(Card(7, "C"), 73)
    assert cache_size() == before


def test_card_pixmap_honours_device_pixel_ratio(qtbot: QtBot) -> None:
    pixmap = card_pixmap(Card(1, "S"), 60, device_pixel_ratio=2.0)
    assert pixmap.width() == 120
    assert pixmap.devicePixelRatio() == 2.0


# -- items ------------------------------------------------------------------------


def render_item(item: QGraphicsItem, size: tuple[int, int] = (200, 240)) -> QImage:
    w, h = size
    scene = QGraphicsScene(QRectF(-w / 2, -h / 2, w, h))
    scene.addItem(item)
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("#1f6b3f"))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    scene.removeItem(item)
    return image


def test_a_face_down_card_never_paints_its_face(qtbot: QtBot) -> None:
    unknown = render_item(CardItem(None, face_up=False))
    for card in DECK:
        down = render_item(CardItem(card, face_up=False))
        assert down == unknown, card
    # the comparison can fail: a face differs from the back
    assert render_item(CardItem(Card(2, "C"), face_up=True)) != unknown


def test_a_flip_shows_the_face_only_from_half_way(qtbot: QtBot, normal_speed: None) -> None:
    back = render_item(CardItem(None, face_up=False))
    item = CardItem(Card(13, "H"), face_up=False)
    flip = item.flip_animation(True, ms=1000)
    flip.start()
    flip.pause()
    flip.setCurrentTime(300)
    assert not item.showing_face()
    assert item.toolTip() == ""
    scene = QGraphicsScene()
    scene.addItem(item)
    assert visible_cards(scene) == []
    scene.removeItem(item)
    # a narrower back is still a back: no red face ink anywhere
    early = render_item(item)
    assert ink_classes(rgb(early))["red"] <= ink_classes(rgb(back))["red"]
    flip.setCurrentTime(800)
    assert item.showing_face()
    flip.setCurrentTime(1000)
    assert flip.state() == QAbstractAnimation.State.Stopped
    assert item.face_up()
    assert render_item(item) == render_item(CardItem(Card(13, "H"), face_up=True))


def test_unknown_cards_cannot_be_turned_face_up(qtbot: QtBot) -> None:
    with pytest.raises(ValueError):
        CardItem(None, face_up=True)
    item = CardItem(None, face_up=False)
    with pytest.raises(ValueError):
        item.set_face_up(True)
    with pytest.raises(ValueError):
        item.flip_animation(True)


@pytest.mark.parametrize(
    ("card", "text"),
    [
        (Card(11, "S"), "Jack: 11"),
        (Card(12, "H"), "Queen: 12"),
        (Card(13, "D"), "King: 13"),
        (Card(1, "C"), "Ace: 1 or 14"),
        (Card(7, "H"), ""),
        (Card(10, "D"), ""),
    ],
)
def test_hover_text_gives_the_capture_value_of_a_face_up_card(
    qtbot: QtBot, card: Card, text: str
) -> None:
    assert CardItem(card, face_up=True).toolTip() == text
    assert CardItem(card, face_up=False).toolTip() == ""


def test_turning_a_card_up_adds_its_hover_text(qtbot: QtBot, instant: None) -> None:
    item = CardItem(Card(1, "H"), face_up=False)
    anim.run(item.flip_animation(True))
    assert item.toolTip() == "Ace: 1 or 14"
    item.set_face_up(False)
    assert item.toolTip() == ""


def test_visible_cards_lists_exactly_the_faces_drawn(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    up = CardItem(Card(3, "H"), face_up=True)
    down = CardItem(Card(4, "S"), face_up=False)
    hidden = CardItem(Card(5, "D"), face_up=True)
    hidden.setVisible(False)
    faded = CardItem(Card(6, "C"), face_up=True)
    faded.setOpacity(0.0)
    build = BuildItem([[Card(9, "C")], [Card(2, "D"), Card(7, "S")]], 9, "Ann", QColor("red"))
    pile = PileItem("Bob", QColor("blue"))
    pile.set_contents(10, 3, [Card(12, "S")])
    deck = DeckItem(count=30)
    for item in (up, down, hidden, faded, build, pile, deck):
        scene.addItem(item)
    assert sorted(visible_cards(scene)) == sorted(
        [Card(3, "H"), Card(9, "C"), Card(2, "D"), Card(7, "S"), Card(12, "S")]
    )
    # hiding a parent hides its children's faces too
    holder = scene.addRect(QRectF(0, 0, 1, 1))
    up.setParentItem(holder)
    holder.setVisible(False)
    assert Card(3, "H") not in visible_cards(scene)
    # an area limits the search
    build.setPos(5000, 5000)
    assert Card(9, "C") not in visible_cards(scene, QRectF(-500, -500, 1000, 1000))


def test_build_item_shows_its_groups_value_and_owner(qtbot: QtBot) -> None:
    build = Build(
        cards=(Card(4, "D"), Card(5, "H"), Card(9, "S")),
        value=9,
        owner=1,
        groups=((Card(9, "S"),), (Card(4, "D"), Card(5, "H"))),
    )
    item = BuildItem.from_build(build, "Ben", QColor("#3f8fe0"))
    assert item.payload() is build
    assert item.multiple()
    assert item.badge_text() == "9 ×2"
    assert sorted(item.painted_faces()) == sorted(build.cards)
    assert "9" in item.toolTip() and "Ben" in item.toolTip()
    single = BuildItem([[Card(3, "C"), Card(5, "S")]], 8, "Ann", QColor("#e0a526"))
    assert single.badge_text() == "8"
    assert not single.multiple()
    # side by side: a multiple build is wider than a single one of as many rows
    assert item.body_path().boundingRect().width() > single.body_path().boundingRect().width()
    image = render_item(item, (400, 400))
    assert ink_classes(rgb(image))["red"] > 50  # the 4♦ and 5♥ indices show
    with pytest.raises(ValueError):
        BuildItem([], 5, "x", QColor("red"))


def test_pile_shows_count_spades_and_sweep_cards(qtbot: QtBot) -> None:
    pile = PileItem("Team A", QColor("#e0a526"), 80)
    empty = render_item(pile, (320, 320))
    pile.set_contents(17, 6, [Card(10, "D"), Card(8, "H")])
    full = render_item(pile, (320, 320))
    assert empty != full
    assert (pile.count(), pile.spades()) == (17, 6)
    assert pile.painted_faces() == [Card(10, "D"), Card(8, "H")]
    assert "17" in pile.toolTip() and "6" in pile.toolTip()
    assert not pile.accepts_drops()
    assert [stack_layers(n) for n in (0, 1, 4, 5, 40, 52)] == [0, 1, 1, 2, 10, 10]


def test_deck_shows_cards_left_and_the_dealer(qtbot: QtBot) -> None:
    deck = DeckItem(70, 40)
    assert "40" in deck.toolTip()
    no_dealer = render_item(deck, (300, 300))
    deck.set_dealer("Dana", QColor("#3f8fe0"))
    assert render_item(deck, (300, 300)) != no_dealer
    thick = deck.body_path().boundingRect()
    deck.set_count(3)
    assert deck.body_path().boundingRect().width() < thick.width()
    assert deck.painted_faces() == []


def test_selecting_lifts_and_states_change_the_picture(qtbot: QtBot, instant: None) -> None:
    scene = QGraphicsScene()
    item = CardItem(Card(8, "C"), face_up=True)
    scene.addItem(item)
    y = item.sceneBoundingRect().top()
    plain = render_item(CardItem(Card(8, "C"), face_up=True))
    item.set_selected(True)
    assert item.selected()
    assert item.sceneBoundingRect().top() < y
    scene.removeItem(item)
    other = CardItem(Card(8, "C"), face_up=True)
    other.set_highlighted(True)
    assert render_item(other) != plain
    other.set_highlighted(False)
    other.set_dimmed(True)
    assert render_item(other) != plain


# -- input ------------------------------------------------------------------------


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[tuple[QGraphicsView, QGraphicsScene]]:
    scene = QGraphicsScene(QRectF(0, 0, 600, 400))
    view = QGraphicsView(scene)
    view.setFixedSize(620, 420)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    yield view, scene


def viewport_point(view: QGraphicsView, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def send_mouse(view: QGraphicsView, kind: QEvent.Type, at: QPoint, held: bool) -> None:
    buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
    event = QMouseEvent(
        kind,
        QPointF(at),
        QPointF(view.viewport().mapToGlobal(at)),
        Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_click_and_keyboard_emit_the_card(
    qtbot: QtBot, table: tuple[QGraphicsView, QGraphicsScene]
) -> None:
    view, scene = table
    item = CardItem(Card(12, "C"), face_up=True)
    item.setPos(200, 200)
    scene.addItem(item)
    got: list[object] = []
    item.clicked.connect(got.append)
    at = viewport_point(view, QPointF(200, 200))
    send_mouse(view, QEvent.Type.MouseButtonPress, at, True)
    send_mouse(view, QEvent.Type.MouseButtonRelease, at, False)
    assert got == [Card(12, "C")]
    view.setFocus()
    scene.setFocusItem(item)
    assert item.hasFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_Space)
    QTest.keyClick(view.viewport(), Qt.Key.Key_A)  # other keys are left to the screen
    assert got == [Card(12, "C"), Card(12, "C")]


def test_a_build_is_clicked_on_its_cards_or_its_badge(
    qtbot: QtBot, table: tuple[QGraphicsView, QGraphicsScene]
) -> None:
    view, scene = table
    build = Build(
        cards=(Card(2, "H"), Card(4, "C")), value=6, owner=0, groups=((Card(2, "H"), Card(4, "C")),)
    )
    item = BuildItem.from_build(build, "Ann", QColor("#e0a526"), 70)
    item.setPos(300, 200)
    scene.addItem(item)
    got: list[object] = []
    item.clicked.connect(got.append)
    # right of the badge's middle: off the cards, on the badge
    badge = item.mapToScene(item.badge_centre() + QPointF(12, 0))
    assert not item.body_path().contains(item.mapFromScene(badge))
    for spot in (QPointF(300, 200), badge):
        at = viewport_point(view, spot)
        send_mouse(view, QEvent.Type.MouseButtonPress, at, True)
        send_mouse(view, QEvent.Type.MouseButtonRelease, at, False)
    assert got == [build, build]


def test_four_colour_setting_repaints_every_item(qtbot: QtBot) -> None:
    scene = QGraphicsScene(QRectF(-150, -150, 300, 300))
    item = CardItem(Card(9, "D"), face_up=True, width=120)
    scene.addItem(item)

    def picture() -> QImage:
        image = QImage(300, 300, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
        return image

    assert ink_classes(rgb(picture()))["blue"] == 0
    set_four_colour(scene, True)
    assert ink_classes(rgb(picture()))["blue"] > 100
    assert ink_classes(rgb(picture()))["red"] == 0


def drag(view: QGraphicsView, start: QPointF, end: QPointF) -> None:
    a, b = viewport_point(view, start), viewport_point(view, end)
    send_mouse(view, QEvent.Type.MouseButtonPress, a, True)
    for t in (0.25, 0.5, 0.75, 1.0):
        p = QPoint(round(a.x() + (b.x() - a.x()) * t), round(a.y() + (b.y() - a.y()) * t))
        send_mouse(view, QEvent.Type.MouseMove, p, True)
    send_mouse(view, QEvent.Type.MouseButtonRelease, b, False)


def test_dragging_onto_an_item_or_the_felt(
    qtbot: QtBot, table: tuple[QGraphicsView, QGraphicsScene], instant: None
) -> None:
    view, scene = table
    hand = CardItem(Card(8, "H"), face_up=True, width=80)
    hand.setPos(100, 300)
    hand.set_draggable(True)
    target = BuildItem([[Card(3, "C"), Card(5, "S")]], 8, "Ann", QColor("#e0a526"), 80)
    target.setPos(400, 150)
    for item in (hand, target):
        scene.addItem(item)
    drops: list[tuple[object, object]] = []
    clicks: list[object] = []
    hand.dropped.connect(lambda card, onto: drops.append((card, onto)))
    hand.clicked.connect(clicks.append)

    # refused (no accept_drop): the card flies home
    drag(view, QPointF(100, 300), QPointF(400, 150))
    assert drops == [(Card(8, "H"), target)]
    assert hand.pos() == QPointF(100, 300)
    assert clicks == []

    # onto empty felt, accepted: the card stays where the screen put it
    def accept(card: object, onto: object) -> None:
        hand.accept_drop()
        hand.setPos(250, 100)

    hand.dropped.connect(accept)
    drag(view, QPointF(100, 300), QPointF(200, 80))
    assert drops[-1] == (Card(8, "H"), None)
    assert hand.pos() == QPointF(250, 100)

    # a card that is not draggable only clicks
    hand.set_draggable(False)
    drag(view, QPointF(250, 100), QPointF(400, 150))
    assert len(drops) == 2
    assert hand.pos() == QPointF(250, 100)


# -- animations -------------------------------------------------------------------


def test_animations_finish_at_once_at_speed_zero(qtbot: QtBot, instant: None) -> None:
    scene = QGraphicsScene(QRectF(0, 0, 800, 600))
    cards = [CardItem(c, face_up=False) for c in (Card(2, "S"), Card(10, "D"), Card(1, "H"))]
    for c in cards:
        scene.addItem(c)

    flight = fly_to(cards[0], QPointF(300, 200), 45.0)
    flight.start()
    assert flight.state() == QAbstractAnimation.State.Stopped
    assert (cards[0].pos(), cards[0].rotation()) == (QPointF(300, 200), 45.0)

    targets = [
        Deal(QPointF(100, 500), 0.0, True),
        Deal(QPointF(200, 500), 5.0, True),
        Deal(QPointF(400, 100), 180.0, False),
    ]
    deal = deal_animation(cards, targets, QPointF(700, 300))
    deal.start()
    assert deal.state() == QAbstractAnimation.State.Stopped
    for card, target in zip(cards, targets, strict=True):
        assert card.pos() == target.pos
        assert card.rotation() == target.rotation
        assert card.face_up() == target.face_up
        assert card.showing_face() == target.face_up
    assert sorted(visible_cards(scene)) == sorted([Card(2, "S"), Card(10, "D")])

    flourish = sweep_flourish(scene, cards[:2], QPointF(400, 300))
    assert any(isinstance(i, BannerItem) for i in scene.items())
    flourish.start()
    assert flourish.state() == QAbstractAnimation.State.Stopped
    assert not any(isinstance(i, BannerItem) for i in scene.items())
    assert all(c.scale() == 1.0 for c in cards)

    collect = collect_animation(cards[:2], QPointF(750, 550))
    collect.start()
    assert collect.state() == QAbstractAnimation.State.Stopped
    for card in cards[:2]:
        assert card.pos() == QPointF(750, 550)
        assert not card.isVisible()
        assert not card.face_up()
    assert visible_cards(scene) == []


def test_animations_take_time_at_normal_speed(qtbot: QtBot, normal_speed: None) -> None:
    scene = QGraphicsScene()
    card = CardItem(Card(5, "C"), face_up=True)
    scene.addItem(card)
    flight = fly_to(card, QPointF(300, 0), None, ms=200)
    flight.start()
    assert flight.state() == QAbstractAnimation.State.Running
    assert card.pos() != QPointF(300, 0)
    qtbot.waitUntil(lambda: flight.state() == QAbstractAnimation.State.Stopped, timeout=3000)
    assert card.pos() == QPointF(300, 0)


def test_mock_table_renders(qtbot: QtBot) -> None:
    scene = build_mock_scene(QRectF(0, 0, 640, 400))
    image = QImage(640, 400, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    counts = ink_classes(rgb(image))
    assert counts["red"] > 100 and counts["black"] > 100
    # only the bottom hand and the open table show faces; the other hands are unknown
    hidden_hands = [i for i in scene.items() if isinstance(i, CardItem) and i.card() is None]
    assert len(hidden_hands) == 12


def test_casino_seat_plate_shows_the_whole_name_on_hover(qtbot: QtBot) -> None:
    plate = SeatPlateItem("Ann", QColor("#c33"))
    assert plate.toolTip() == "Ann"
    plate.set_name("Bohumila Nováková-Přibyslavská")
    assert plate.toolTip() == "Bohumila Nováková-Přibyslavská"


# A card that stops being playable while the pointer rests on it and the view has had no
# mouse event yet (a keyboard player, the pointer parked over the table): Qt 6's
# QGraphicsItem.unsetCursor() then makes the view read a last mouse event it never stored,
# and the app dies (found at 1600x1000 under Xvfb, where the pointer starts over the table).
# Run in a process of its own, so that the crash fails this test, not the whole run.
_POINTER_RESTING_ON_A_CARD = """
from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication([])
from tablegames_qt.engine.casino import Card
from tablegames_qt.ui.cards import CardItem
scene = QGraphicsScene(0, 0, 400, 300)
view = QGraphicsView(scene)
view.resize(400, 300)
view.show()
card = CardItem(Card(5, "H"), width=120.0)
card.setPos(200, 150)
scene.addItem(card)
app.processEvents()
QCursor.setPos(view.viewport().mapToGlobal(view.mapFromScene(card.sceneBoundingRect().center())))
view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
assert view.underMouse() and view.itemAt(view.mapFromGlobal(QCursor.pos())) is card
card.set_interactive(True)
assert card.cursor().shape() == Qt.CursorShape.PointingHandCursor
card.set_interactive(False)
app.processEvents()
assert card.cursor().shape() == Qt.CursorShape.ArrowCursor
print("still here")
"""


def test_a_card_under_a_resting_pointer_can_stop_being_playable() -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", _POINTER_RESTING_ON_A_CARD], env=env,
                            capture_output=True, text=True, timeout=120)  # fmt: skip
    assert result.returncode == 0, result.stderr[-2000:]
    assert "still here" in result.stdout
