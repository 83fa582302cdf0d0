"""Dice graphics: items paint, hidden dice never show a face, animations honour speed 0,
and the table layout keeps every seat clear of the others for 2 to 10 players."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene
from pytestqt.qtbot import QtBot

from tablegames_qt.ui import anim
from tablegames_qt.ui.dice import (
    CupItem,
    DiceTableView,
    DieItem,
    dice_pair_pixmap,
    die_icon,
    die_pixmap,
)
from tablegames_qt.ui.dice.effects import BannerItem
from tablegames_qt.ui.dice.layout import SCENE_RECT, table_layout

NAMES = ["Ann", "Bob", "Cid", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jana"]


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


def render(item: QGraphicsItem, size: int = 160) -> QImage:
    """Render one item, centred, into a transparent image."""
    scene = QGraphicsScene(QRectF(-size / 2, -size / 2, size, size))
    scene.addItem(item)
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    scene.removeItem(item)
    return image


def opaque_pixels(image: QImage, step: int = 2) -> int:
    """Opaque pixels among every ``step``-th pixel of every ``step``-th row."""
    return sum(
        1
        for y in range(0, image.height(), step)
        for x in range(0, image.width(), step)
        if image.pixelColor(x, y).alpha() > 200
    )


def wait(qtbot: QtBot, animation: QAbstractAnimation, timeout: int = 2000) -> None:
    if animation.state() == QAbstractAnimation.State.Stopped and animation.currentTime() > 0:
        return
    with qtbot.waitSignal(animation.finished, timeout=timeout):
        pass


# -- items ----------------------------------------------------------------------------
@pytest.mark.parametrize("size", [12, 40, 96])
def test_die_paints_each_face_differently_at_any_size(qtbot: QtBot, size: int) -> None:
    images = [render(DieItem(face, size), size * 3) for face in range(1, 7)]
    for image in images:
        # The body covers most of the die's square.
        assert opaque_pixels(image) >= 0.6 * (size / 2) ** 2
    assert len({bytes(image.constBits()) for image in images}) == 6


def test_hidden_die_is_painted_without_its_face(qtbot: QtBot) -> None:
    blank = render(DieItem(0, 60, hidden=True))
    for face in range(1, 7):
        hidden = render(DieItem(face, 60, hidden=True))
        shown = render(DieItem(face, 60))
        assert hidden == blank
        assert shown != blank
        die = DieItem(face, 60, hidden=True)
        assert not die.paints_face()


def test_highlight_and_dim_change_the_picture(qtbot: QtBot) -> None:
    plain = render(DieItem(3, 60))
    lit = DieItem(3, 60)
    lit.highlighted = True
    dim = DieItem(3, 60)
    dim.dimmed = True
    assert lit.highlighted and dim.dimmed
    assert render(lit) != plain
    assert render(dim) != plain


@pytest.mark.parametrize("width", [30, 80, 160])
def test_cup_renders_lifted_rotated_and_with_count(qtbot: QtBot, width: int) -> None:
    cup = CupItem(width)
    resting = render(cup, width * 4)
    assert opaque_pixels(resting) >= 0.3 * (width / 2) ** 2
    cup.count = 5
    with_badge = render(cup, width * 4)
    cup.lift = 1.0
    lifted = render(cup, width * 4)
    cup.setRotation(12)
    assert len({bytes(i.constBits()) for i in (resting, with_badge, lifted, render(cup, width * 4))}) == 4


def test_pixmaps_have_the_asked_size_and_show_the_face(qtbot: QtBot) -> None:
    for size in (16, 32, 64):
        pixmap = die_pixmap(4, size)
        assert not pixmap.isNull()
        assert pixmap.deviceIndependentSize().toSize().width() == size
    assert die_pixmap(2, 32).toImage() != die_pixmap(5, 32).toImage()
    assert die_pixmap(2, 32, True).toImage() != die_pixmap(2, 32).toImage()
    pair = dice_pair_pixmap(4, 2, 24)
    assert 48 <= pair.deviceIndependentSize().width() <= 52
    assert pair.deviceIndependentSize().height() == 24
    icon = die_icon(6)
    assert not icon.isNull()
    assert 32 in [s.width() for s in icon.availableSizes()]


# -- animation speed ----------------------------------------------------------------------
def test_run_at_speed_zero_finishes_before_returning(qtbot: QtBot, instant: None) -> None:
    die = DieItem(1)
    done: list[bool] = []
    group = anim.sequential(
        anim.prop(die, b"pos", QPointF(30, 40), 500),
        anim.call(lambda: done.append(True)),
        anim.prop(die, b"glow", 1.0, 500),
    )
    anim.run(group, on_finished=lambda: done.append(False))
    assert done == [True, False]
    assert die.pos() == QPointF(30, 40)
    assert die.glow == 1.0


def test_run_fast_forwards_unscaled_animation_at_speed_zero(qtbot: QtBot, instant: None) -> None:
    die = DieItem(1)
    raw = anim.prop(die, b"rotation", 90.0, 0)
    raw.setDuration(800)  # built without the speed factor
    finished: list[bool] = []
    anim.run(raw, on_finished=lambda: finished.append(True))
    assert finished == [True]
    assert die.rotation() == 90.0


def test_durations_scale_with_speed() -> None:
    before = anim.speed()
    try:
        anim.set_speed(0.5)
        assert anim.duration(400) == 200
        anim.set_speed(-3)
        assert anim.is_instant()
    finally:
        anim.set_speed(before)


# -- the table ----------------------------------------------------------------------------
@pytest.fixture
def table(qtbot: QtBot) -> DiceTableView:
    view = DiceTableView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.set_seats(NAMES[:4])
    for seat in range(4):
        view.set_dice(seat, [1, 2, 3, 4, 5] if seat == 0 else None, 5)
    return view


def faced_dice(view: DiceTableView) -> list[DieItem]:
    """Every die in the scene that holds a face at all."""
    return [i for i in view.table_scene().items() if isinstance(i, DieItem) and i.face != 0]


def test_hidden_seats_hold_no_faces(table: DiceTableView) -> None:
    assert table.visible_faces(0) == [1, 2, 3, 4, 5]
    for seat in (1, 2, 3):
        assert table.visible_faces(seat) == []
        assert table.dice_count(seat) == 5
    assert len(faced_dice(table)) == 5


def test_roll_at_speed_zero_lands_own_dice_only(
    qtbot: QtBot, table: DiceTableView, instant: None
) -> None:
    animation = table.roll(range(4), {0: [6, 6, 2, 1, 3]})
    wait(qtbot, animation)
    assert animation.state() == QAbstractAnimation.State.Stopped
    assert table.visible_faces(0) == [6, 6, 2, 1, 3]
    assert all(table.visible_faces(seat) == [] for seat in (1, 2, 3))
    assert not table.is_animating()


def step_through(qtbot: QtBot, animation: QAbstractAnimation) -> Iterator[int]:
    """Pause a started table animation and walk it to its end in 25 ms steps."""
    qtbot.waitUntil(lambda: animation.state() == QAbstractAnimation.State.Running, timeout=1000)
    animation.pause()
    total = animation.totalDuration()
    for time in range(0, total + 25, 25):
        animation.setCurrentTime(min(time, total))
        yield time


def test_no_hidden_face_shows_at_any_moment_of_a_roll(
    qtbot: QtBot, table: DiceTableView, normal_speed: None
) -> None:
    animation = table.roll(range(4), {0: [3, 3, 3, 1, 1]})
    steps = 0
    for time in step_through(qtbot, animation):
        steps += 1
        for seat in (1, 2, 3):
            assert table.visible_faces(seat) == [], f"seat {seat} shows a face at {time} ms"
    assert steps > 20
    assert table.visible_faces(0) == [3, 3, 3, 1, 1]
    assert len(faced_dice(table)) == 5


def test_revealed_dice_are_swept_under_the_cups_for_good(
    qtbot: QtBot, table: DiceTableView, normal_speed: None
) -> None:
    table.reveal({1: [6, 6, 6, 6, 6], 2: [2, 2, 2, 2, 2]})
    animation = table.roll(range(4), {0: [4, 4, 4, 4, 4]})
    covered: set[int] = set()
    for time in step_through(qtbot, animation):
        for seat in (1, 2):
            if table.visible_faces(seat) == []:
                covered.add(seat)
            else:
                assert seat not in covered, f"seat {seat} shows its dice again at {time} ms"
    assert covered == {1, 2}
    assert len(faced_dice(table)) == 5


def test_reveal_counts_matching_and_wild_dice(
    qtbot: QtBot, table: DiceTableView, instant: None
) -> None:
    faces = {0: [1, 2, 3, 4, 5], 1: [3, 3, 6, 1, 2], 2: [4, 4, 4, 4, 4], 3: [6, 5, 3, 2, 2]}
    wait(qtbot, table.reveal(faces, highlight=lambda f: f in (1, 3), target=6))
    for seat, shown in faces.items():
        assert table.visible_faces(seat) == shown
    expected = sum(1 for shown in faces.values() for f in shown if f in (1, 3))
    assert table.counted() == expected
    lit = [i for i in table.table_scene().items() if isinstance(i, DieItem) and i.highlighted]
    assert sorted(d.face for d in lit) == sorted(
        f for shown in faces.values() for f in shown if f in (1, 3)
    )
    table.clear_highlights()
    assert table.counted() is None


def test_remove_die_eliminate_and_celebrate(
    qtbot: QtBot, table: DiceTableView, instant: None
) -> None:
    wait(qtbot, table.remove_die(2))
    assert table.dice_count(2) == 4
    assert table.visible_faces(2) == []
    wait(qtbot, table.remove_die(0))
    assert table.visible_faces(0) == [1, 2, 3, 4]
    table.set_dice(3, None, 0)
    wait(qtbot, table.eliminate(3))
    assert table.plate(3).eliminated
    table.set_current(1)
    assert table.current_seat() == 1
    wait(qtbot, table.celebrate(1))
    assert table.plate(1).winner
    message = table.message()
    assert message is not None and NAMES[1] in message[0]


def test_a_new_call_finishes_the_running_animation(
    qtbot: QtBot, table: DiceTableView, normal_speed: None
) -> None:
    first = table.roll(range(4), {0: [2, 2, 2, 2, 2]})
    finished: list[bool] = []
    first.finished.connect(lambda: finished.append(True))
    table.set_dice(1, None, 3)
    assert finished == [True]
    assert table.visible_faces(0) == [2, 2, 2, 2, 2]
    assert table.dice_count(1) == 3


def test_single_cup_travels_opens_and_keeps_dice_private(
    qtbot: QtBot, instant: None
) -> None:
    view = DiceTableView()
    qtbot.addWidget(view)
    view.set_seats(NAMES[:3], single_cup=True)
    view.set_bottom_seat(1)
    wait(qtbot, view.move_cup_to(2))
    assert view.cup_seat() == 2
    wait(qtbot, view.shake_cup())
    assert view.visible_cup_faces() == []
    view.show_cup_dice([4, 2])
    assert view.visible_faces(2) == [4, 2]
    assert view.visible_faces(1) == []
    view.show_cup_dice(None)
    assert view.visible_cup_faces() == []
    assert not faced_dice(view)
    wait(qtbot, view.open_cup([6, 5]))
    assert view.cup_is_open()
    assert sorted(view.visible_cup_faces()) == [5, 6]
    wait(qtbot, view.move_cup_to(0))
    assert view.visible_cup_faces() == []
    assert not faced_dice(view)


def test_animations_finish_on_their_own_at_normal_speed(
    qtbot: QtBot, table: DiceTableView, normal_speed: None
) -> None:
    anim.set_speed(0.05)  # real timers, short enough for a test
    animation = table.reveal({1: [2, 3, 4, 5, 6]}, highlight=lambda f: f == 2)
    wait(qtbot, animation, timeout=5000)
    assert table.visible_faces(1) == [2, 3, 4, 5, 6]
    assert table.counted() == 1


@pytest.mark.parametrize("seats", range(2, 11))
def test_layout_keeps_seats_inside_and_apart(qtbot: QtBot, seats: int) -> None:
    layout = table_layout(seats)
    boxes: list[tuple[int, str, QRectF]] = []
    for geometry in layout:
        boxes.append((geometry.position, "plate", geometry.plate_rect()))
        boxes.append((geometry.position, "dice", geometry.group_rect(5)))
    for position, kind, rect in boxes:
        assert SCENE_RECT.contains(rect), (position, kind)
    for i, (pos_a, kind_a, a) in enumerate(boxes):
        for pos_b, kind_b, b in boxes[i + 1 :]:
            assert not a.intersects(b), (pos_a, kind_a, pos_b, kind_b)

    view = DiceTableView()
    qtbot.addWidget(view)
    view.set_seats(NAMES[:seats])
    view.set_bottom_seat(seats - 1)
    for seat in range(seats):
        view.set_dice(seat, [6, 5, 4, 3, 2], 5)
    plates = [view.plate(seat).sceneBoundingRect() for seat in range(seats)]
    for item in view.table_scene().items():
        rect = item.sceneBoundingRect()
        if item.isVisible() and not rect.isEmpty():
            assert SCENE_RECT.contains(rect), item
    bottom = view.plate(seats - 1).sceneBoundingRect()
    assert all(bottom.center().y() >= p.center().y() for p in plates)


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1920, 1080), (700, 900)])
def test_view_fits_the_table_to_its_size(qtbot: QtBot, width: int, height: int) -> None:
    view = DiceTableView()
    qtbot.addWidget(view)
    view.set_seats(NAMES[:4])
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    shown = view.mapFromScene(SCENE_RECT).boundingRect()
    viewport = view.viewport().rect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown)
    assert shown.width() >= viewport.width() * 0.95 or shown.height() >= viewport.height() * 0.95


def test_an_animation_started_while_others_finish_is_left_to_run(
    qtbot: QtBot, table: DiceTableView, normal_speed: None
) -> None:
    anim.set_speed(0.2)  # real timers, short enough for a test
    first = table.remove_die(1)
    follow_ups: list[QAbstractAnimation] = []
    first.finished.connect(lambda: follow_ups.append(table.remove_die(2)))
    table.finish_animations()
    assert len(follow_ups) == 1
    assert follow_ups[0].state() != QAbstractAnimation.State.Stopped or (
        follow_ups[0].currentTime() == 0
    )
    assert table.is_animating()
    wait(qtbot, follow_ups[0], timeout=5000)
    assert (table.dice_count(1), table.dice_count(2)) == (4, 4)


def test_bottom_seat_status_and_thinking(table: DiceTableView) -> None:
    table.set_bottom_seat(2)
    assert table.bottom_seat() == 2
    plates = [table.plate(seat).scenePos().y() for seat in range(4)]
    assert plates[2] == max(plates)
    assert table.visible_faces(0) == [1, 2, 3, 4, 5]
    table.set_thinking(3, True)
    assert table.plate(3).thinking
    table.set_status(3, "♥ 2")
    assert table.plate(3).status == "♥ 2"
    with pytest.raises(IndexError):
        table.set_thinking(7, True)


@pytest.mark.parametrize(("width", "height"), [(320, 200), (800, 500), (1600, 1000)])
def test_whole_table_renders_at_several_sizes(
    qtbot: QtBot, table: DiceTableView, instant: None, width: int, height: int
) -> None:
    wait(qtbot, table.reveal({1: [1, 1, 2, 3, 4]}, highlight=lambda f: f == 1))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    table.table_scene().render(painter)
    painter.end()
    # The room and the table cover the whole picture.
    step = 8
    assert opaque_pixels(image, step) >= 0.95 * (width // step) * (height // step)
    centre = image.pixelColor(width // 2, height // 2 + height // 8)
    assert centre.green() > centre.red() and centre.green() > centre.blue()  # felt


def test_long_names_are_elided_on_the_plate_but_whole_on_hover(table: DiceTableView) -> None:
    long_name = "Bohumila Nováková-Přibyslavská"
    table.plate(1).name = long_name
    assert table.plate(1).toolTip() == long_name
    assert table.plate(0).toolTip() == table.plate(0).name


@pytest.mark.parametrize("seats", range(2, 11))
def test_the_banner_shrinks_to_leave_every_seats_dice_in_sight(
    qtbot: QtBot, instant: None, seats: int
) -> None:
    view = DiceTableView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.set_seats(NAMES[:seats])
    for seat in range(seats):
        view.set_dice(seat, [1, 2, 3, 4, 5], 5)
    wait(qtbot, view.show_message("Dudo! Bob doubts Ann's bid", "7 × five: there are 5"))
    banner = next(i for i in view.table_scene().items() if isinstance(i, BannerItem))
    width, height = banner.size()
    scale = view.banner_scale()
    frame = QRectF(0, 0, width * scale, height * scale)
    frame.moveCenter(banner.scenePos())
    dice = [i for i in view.table_scene().items() if isinstance(i, DieItem) and i.isVisible()]
    assert len(dice) == 5 * seats
    assert not any(frame.intersects(die.mapRectToScene(die.visual_rect())) for die in dice)
    assert not any(frame.intersects(view.plate(seat).sceneBoundingRect()) for seat in range(seats))
    if seats <= 5:
        assert scale == 1.0  # room enough: shown whole
    assert scale >= 0.55


@pytest.mark.parametrize("seats", range(1, 11))
def test_plates_grown_for_long_names_stay_inside_and_apart(seats: int) -> None:
    from tablegames_qt.ui.dice.layout import widened

    layout = table_layout(seats)
    factors = {round(g.plate_room / g.plate_size.width(), 6) for g in layout}
    assert len(factors) == 1 and 1.0 <= factors.pop() <= 1.3  # one factor for the table
    plates = [widened(g.plate_rect(), g.plate_room / g.plate_size.width()) for g in layout]
    groups = [g.group_rect(5) for g in layout]
    for index, plate in enumerate(plates):
        assert SCENE_RECT.contains(plate), index
        assert not any(plate.intersects(group) for group in groups), index
        assert not any(plate.intersects(other) for other in plates[index + 1 :]), index
    if seats <= 3:  # a small table leaves its plates room to grow
        assert all(g.plate_room > g.plate_size.width() * 1.2 for g in layout)


def test_a_long_name_widens_its_plate_as_far_as_the_table_leaves_room() -> None:
    from tablegames_qt.ui.dice.palette import seat_style
    from tablegames_qt.ui.dice.plate_item import NamePlateItem

    geometry = table_layout(3)[1]
    base = geometry.plate_size.width()
    short = NamePlateItem("Pip", seat_style(1), geometry.plate_size)
    short.room = geometry.plate_room
    assert short._plate_rect().width() == base  # a short name: the plate as it was
    long = NamePlateItem("Babička Šestka", seat_style(1), geometry.plate_size)
    before = long._plate_rect().width()
    long.room = geometry.plate_room
    grown = long._plate_rect()
    assert before == base < grown.width() <= geometry.plate_room
    assert grown.width() >= long._name_width(grown.height())  # the whole name fits: not elided
    endless = NamePlateItem("Babička Šestka " * 4, seat_style(1), geometry.plate_size)
    endless.room = geometry.plate_room
    assert endless._plate_rect().width() == pytest.approx(geometry.plate_room)  # no further


def test_thinking_dots_stand_still_with_animations_off(qtbot: QtBot) -> None:
    from tablegames_qt.ui.dice.palette import seat_style
    from tablegames_qt.ui.dice.plate_item import NamePlateItem

    size = table_layout(2)[1].plate_size
    before = anim.speed()
    try:
        anim.set_speed(0)
        still = NamePlateItem("Pip", seat_style(1), size)
        still.thinking = True
        first = still.thinking_line()
        qtbot.wait(900)  # more than two ticks of the dots
        assert still.thinking_line() == first == "thinking..."
        anim.set_speed(1)
        moving = NamePlateItem("Pip", seat_style(1), size)
        moving.thinking = True
        seen = {moving.thinking_line()}
        qtbot.waitUntil(lambda: len(seen | {moving.thinking_line()}) > 1, timeout=2000)
        # switched off while a seat thinks: the dots stop at once
        anim.set_speed(0)
        qtbot.wait(450)
        stopped = moving.thinking_line()
        qtbot.wait(450)
        assert moving.thinking_line() == stopped == "thinking..."
    finally:
        anim.set_speed(before)


def test_a_lifted_cups_shadow_fades_out_inside_the_cup_item(qtbot: QtBot) -> None:
    """The shadow spreads as the cup rises; it was painted past the item's edge, where the
    picture cut it off in a straight line beside a lifted cup."""
    cup = CupItem(100)
    bounds = cup.boundingRect()
    margin = 60
    for lift in (0.0, 0.5, 1.0):
        image = QImage(round(bounds.width()) + 2 * margin, round(bounds.height()) + 2 * margin,
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(margin - bounds.left(), margin - bounds.top())
        cup._paint_shadow(painter, lift)
        painter.end()
        outside = [x for x in range(image.width()) for y in range(0, image.height(), 2)
                   if not margin - 1 <= x <= margin + bounds.width() and image.pixelColor(x, y).alpha() > 0]
        assert not outside, f"lift {lift}: shadow painted {len(outside)} times beside the cup"
