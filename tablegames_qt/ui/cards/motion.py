"""Ready-made card animations: flying, dealing, collecting, the sweep flourish.

Every function builds an animation without starting it; durations are the
normal-speed milliseconds and follow the app's animation-speed setting
(``ui/anim.py``), so at speed 0 a started animation ends inside ``start()``.
Start them with ``anim.run(...)`` (which also fast-forwards at speed 0).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import anim, override
from tablegames_qt.ui.anim import fly_to as fly_to  # the cards package exports it
from tablegames_qt.ui.sprites import ItemSprite

from .card_item import CardItem
from .style import GOLD, GOLD_DARK
from .texts import sweep_banner


@dataclass(frozen=True)
class Deal:
    """Where one dealt card lands: position, rotation, and whether it turns up."""

    pos: QPointF
    rotation: float = 0.0
    face_up: bool = False


def deal_animation(
    cards: Sequence[CardItem],
    targets: Sequence[Deal],
    origin: QPointF,
    ms: float = 300.0,
    stagger_ms: float = 85.0,
) -> QParallelAnimationGroup:
    """Deal ``cards`` one after another from ``origin`` (the deck) to ``targets``.

    Each card starts face down at the deck, flies, and turns up on arrival if
    its target says so.  Cards are placed at the deck when the animation
    starts, so they can be created anywhere beforehand.
    """
    if len(cards) != len(targets):
        raise ValueError("one target per dealt card")
    group = QParallelAnimationGroup()
    for i, (card, target) in enumerate(zip(cards, targets, strict=True)):
        steps = QSequentialAnimationGroup()
        steps.addAnimation(anim.call(partial(_to_deck, card, origin)))
        if i:
            steps.addAnimation(anim.pause(stagger_ms * i))
        steps.addAnimation(anim.call(partial(card.setZValue, 100.0 + i)))
        steps.addAnimation(fly_to(card, target.pos, target.rotation, ms))
        if target.face_up:
            steps.addAnimation(card.flip_animation(True))
        group.addAnimation(steps)
    return group


def _to_deck(card: CardItem, origin: QPointF) -> None:
    card.set_face_up(False)
    card.setPos(origin)
    card.setRotation(0.0)
    card.setVisible(True)


def collect_animation(
    cards: Sequence[QGraphicsObject],
    pile_pos: QPointF,
    ms: float = 380.0,
    stagger_ms: float = 60.0,
    face_down: bool = True,
) -> QParallelAnimationGroup:
    """Cards flying into a capture pile at ``pile_pos``, turning face down on
    the way, then hidden (the pile item shows them from then on)."""
    group = QParallelAnimationGroup()
    for i, card in enumerate(cards):
        steps = QSequentialAnimationGroup()
        if i:
            steps.addAnimation(anim.pause(stagger_ms * i))
        flight = fly_to(card, pile_pos, 0.0, ms, QEasingCurve.Type.InOutCubic)
        if face_down and isinstance(card, CardItem) and card.face_up():
            flight.addAnimation(card.flip_animation(False, ms * 0.6))
        steps.addAnimation(flight)
        steps.addAnimation(anim.call(partial(card.setVisible, False)))
        group.addAnimation(steps)
    return group


class BannerItem(QGraphicsObject):
    """A short gold word over the table ("Sweep!"), centred on its position."""

    def __init__(self, text: str, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._text = text
        font = QFont()
        font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman"])
        font.setBold(True)
        font.setPixelSize(max(8, round(size)))
        path = QPainterPath()
        path.addText(0.0, 0.0, font, text)
        r = path.boundingRect()
        self._path = path.translated(-r.center())
        self._size = size
        # The word is stroked and filled once and copied while it grows, rises and fades
        # (its outline costs 2-4 ms a frame to stroke, some fifty frames of a flourish).
        self._sprite = ItemSprite()

    def text(self) -> str:
        return self._text

    @override
    def boundingRect(self) -> QRectF:
        m = self._size * 0.2
        return self._path.boundingRect().adjusted(-m, -m, m, m)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self._sprite.draw(painter, self._text, self.boundingRect(), self._paint_word,
                          own_scale=self.scale())

    def _paint_word(self, painter: QPainter) -> None:
        shadow = QColor(*colours.rgba(colours.SHADOW, 120))
        painter.fillPath(self._path.translated(self._size * 0.04, self._size * 0.06), shadow)
        pen = QPen(GOLD_DARK, max(1.0, self._size * 0.06))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(GOLD)
        painter.drawPath(self._path)


def sweep_flourish(
    scene: QGraphicsScene,
    cards: Sequence[QGraphicsObject],
    centre: QPointF,
    ms: float = 900.0,
    banner_size: float = 64.0,
) -> QParallelAnimationGroup:
    """The table swept clean: the taken cards bounce and a "Sweep!" banner
    rises and fades at ``centre``.  The banner is added to ``scene`` now
    (invisible) and removed when the flourish ends."""
    banner = BannerItem(sweep_banner(), banner_size)
    banner.setPos(centre)
    banner.setZValue(50_000.0)
    banner.setOpacity(0.0)
    scene.addItem(banner)

    rise = anim.parallel(
        anim.prop(banner, b"opacity", 1.0, ms * 0.25, start=0.0),
        anim.prop(banner, b"scale", 1.0, ms * 0.35, start=0.4, easing=QEasingCurve.Type.OutBack),
        anim.prop(
            banner,
            b"pos",
            centre - QPointF(0.0, banner_size * 0.6),
            ms,
            start=QPointF(centre),
            easing=QEasingCurve.Type.OutCubic,
        ),
    )
    fade = anim.sequential(anim.pause(ms * 0.6), anim.prop(banner, b"opacity", 0.0, ms * 0.4))
    banner_steps = anim.sequential(
        anim.parallel(rise, fade),
        anim.call(lambda: _discard(banner)),
    )

    group = QParallelAnimationGroup()
    group.addAnimation(banner_steps)
    for i, card in enumerate(cards):
        bounce = anim.sequential(
            anim.pause(ms * 0.06 * i) if i else None,
            anim.prop(card, b"scale", 1.18, ms * 0.18, easing=QEasingCurve.Type.OutQuad),
            anim.prop(card, b"scale", 1.0, ms * 0.3, easing=QEasingCurve.Type.OutBounce),
        )
        group.addAnimation(bounce)
    return group


def _discard(item: QGraphicsItem) -> None:
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
