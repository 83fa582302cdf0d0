"""The app's one look outside the tables: the tables' cream, wood, brass and felt for every
dialog, Settings and Statistics, whatever the desktop's own (light or dark) theme says.
The colours are the app's palette's (``tablegames_qt/colours.py``).

:func:`apply` is called once at start-up.  It sets

- Fusion under a small :class:`TableStyle` proxy: no stock icons on dialog buttons, the
  arrows and media symbols (replay controls) drawn here in the tables' brown, instead of
  Qt's old green arrows, and the message boxes' symbols (question, information, warning)
  as the tables' medallions, for every box the app asks or tells with;
- a full palette (every role in every colour group), so a dark desktop theme never mixes
  its colours into ours (dark text on a dark window);
- a short style sheet for what the palette does not reach (tooltips, group box titles,
  scroll bars).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.sprites import kept

# -- the colours: the app's palette (tablegames_qt/colours.py), the tables' source too ----
CREAM = colours.CREAM  # the panels beside the tables
PAPER = colours.PAPER  # lists and fields
PAPER_ALT = colours.PAPER_ALT
BUTTON = colours.BUTTON  # light wood
INK = colours.INK  # dark brown text
INK_SOFT = colours.INK_SOFT
INK_OFF = colours.INK_OFF  # disabled
BRASS = colours.BRASS
BRASS_LIGHT = colours.BRASS_LIGHT
WOOD = colours.WOOD
WOOD_DARK = colours.WOOD_DARK
FELT = colours.FELT  # selection: the felt's green
FELT_DARK = colours.FELT_DARK
ON_FELT = colours.ON_FELT
RED = colours.RED

#: scroll bars: a light wood groove and a darker handle, brass under the mouse (Fusion's
#: own are grey)
SCROLL_GROOVE = colours.SCROLL_GROOVE
SCROLL_HANDLE = colours.SCROLL_HANDLE
SCROLL_HANDLE_HOVER = BRASS

STYLE_SHEET = (
    f"QToolTip {{ color: {INK}; background: {colours.TOOLTIP}; border: 1px solid {BRASS}; padding: 3px; }}"
    f"QGroupBox {{ font-weight: bold; }}"
    f"QGroupBox::title {{ color: {WOOD}; }}"
    f"QScrollBar:vertical {{ background: {SCROLL_GROOVE}; width: 12px; margin: 0; border: none; }}"
    f"QScrollBar:horizontal {{ background: {SCROLL_GROOVE}; height: 12px; margin: 0; border: none; }}"
    f"QScrollBar::handle {{ background: {SCROLL_HANDLE}; border-radius: 4px; margin: 2px; }}"
    "QScrollBar::handle:vertical { min-height: 28px; }"
    "QScrollBar::handle:horizontal { min-width: 28px; }"
    f"QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: {SCROLL_HANDLE_HOVER}; }}"
    "QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; border: none; background: none; }"
    "QScrollBar::add-page, QScrollBar::sub-page { background: none; }"
)


def palette() -> QPalette:
    """The app's palette, the same in every colour group but for the disabled texts."""
    roles = QPalette.ColorRole
    by_role = {
        roles.Window: CREAM, roles.WindowText: INK, roles.Base: PAPER,
        roles.AlternateBase: PAPER_ALT, roles.ToolTipBase: colours.TOOLTIP, roles.ToolTipText: INK,
        roles.PlaceholderText: INK_OFF, roles.Text: INK, roles.Button: BUTTON,
        roles.ButtonText: INK, roles.BrightText: ON_FELT, roles.Light: colours.BEVEL_LIGHT,
        roles.Midlight: colours.BEVEL_MIDLIGHT, roles.Mid: colours.BEVEL_MID, roles.Dark: colours.BEVEL_DARK,
        roles.Shadow: WOOD_DARK, roles.Highlight: FELT, roles.HighlightedText: ON_FELT,
        roles.Link: FELT_DARK, roles.LinkVisited: WOOD, roles.Accent: FELT,
    }  # fmt: skip
    result = QPalette()
    groups = QPalette.ColorGroup
    for group in (groups.Active, groups.Inactive, groups.Disabled):
        for role, colour in by_role.items():
            result.setColor(group, role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText, roles.PlaceholderText):
        result.setColor(groups.Disabled, role, QColor(INK_OFF))
    result.setColor(groups.Disabled, roles.Highlight, QColor(colours.FELT_DISABLED))
    return result


# -- icons -------------------------------------------------------------------------------
_SP = QStyle.StandardPixmap
#: a symbol's parts: (shape, from, to), the two ends as shares of the icon's width
Part = tuple[str, float, float]
_PLAY: tuple[Part, ...] = (("right", 0.15, 0.9),)
#: the standard symbols this app draws itself
_SYMBOLS: dict[QStyle.StandardPixmap, tuple[Part, ...]] = {
    _SP.SP_ArrowLeft: (("arrow_left", 0, 1),), _SP.SP_ArrowBack: (("arrow_left", 0, 1),),
    _SP.SP_ArrowRight: (("arrow_right", 0, 1),), _SP.SP_ArrowForward: (("arrow_right", 0, 1),),
    _SP.SP_ArrowUp: (("arrow_up", 0, 1),), _SP.SP_ArrowDown: (("arrow_down", 0, 1),),
    _SP.SP_MediaPlay: _PLAY, _SP.SP_MediaPause: (("bar", 0.15, 0.4), ("bar", 0.6, 0.85)),
    _SP.SP_MediaStop: (("bar", 0.1, 0.9),),
    _SP.SP_MediaSkipBackward: (("bar", 0, 0.2), ("left", 0.2, 1)),
    _SP.SP_MediaSkipForward: (("right", 0, 0.8), ("bar", 0.8, 1)),
    _SP.SP_MediaSeekBackward: (("left", 0, 0.5), ("left", 0.5, 1)),
    _SP.SP_MediaSeekForward: (("right", 0, 0.5), ("right", 0.5, 1)),
}  # fmt: skip
_ICON_SIZES = (16, 20, 24, 32, 48)
#: the cache keys of the icons drawn here (tests tell them from Qt's stock icons)
_drawn: set[int] = set()
_icons: dict[QStyle.StandardPixmap, QIcon] = {}


def _shape(part: Part, box: QRectF) -> QPainterPath:
    shape, start, end = part
    path = QPainterPath()
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    left, right = x + w * start, x + w * end
    if shape == "bar":
        path.addRect(QRectF(left, y, right - left, h))
    elif shape in ("left", "right"):
        tip, back = (right, left) if shape == "right" else (left, right)
        path.moveTo(back, y)
        path.lineTo(tip, y + h / 2)
        path.lineTo(back, y + h)
        path.closeSubpath()
    else:  # an arrow pointing right (a shaft and a head), turned for the other ways
        path.moveTo(x, y + h * 0.38)
        path.lineTo(x + w * 0.5, y + h * 0.38)
        path.lineTo(x + w * 0.5, y + h * 0.1)
        path.lineTo(x + w, y + h * 0.5)
        path.lineTo(x + w * 0.5, y + h * 0.9)
        path.lineTo(x + w * 0.5, y + h * 0.62)
        path.lineTo(x, y + h * 0.62)
        path.closeSubpath()
        angle = {"arrow_right": 0, "arrow_down": 90, "arrow_left": 180, "arrow_up": 270}[shape]
        centre = box.center()
        turn = QTransform().translate(centre.x(), centre.y()).rotate(angle)
        path = turn.translate(-centre.x(), -centre.y()).map(path)
    return path


def _drawn_icon(which: QStyle.StandardPixmap, sizes: tuple[int, ...],
                draw: Callable[[QPainter, int], None]) -> QIcon:
    """The icon of ``which`` drawn here at each of ``sizes`` (once; kept and known as ours)."""
    icon = _icons.get(which)
    if icon is not None:
        return icon
    icon = QIcon()
    for size in sizes:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(painter, size)
        painter.end()
        icon.addPixmap(kept(pixmap))
    _icons[which] = icon
    _drawn.add(icon.cacheKey())
    return icon


def symbol_icon(which: QStyle.StandardPixmap) -> QIcon | None:
    """This app's own icon for a standard arrow or media symbol (None: not one of them)."""
    parts = _SYMBOLS.get(which)
    if parts is None:
        return None

    def draw(painter: QPainter, size: int) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(WOOD_DARK))
        margin = size * 0.12
        box = QRectF(margin, margin, size - 2 * margin, size - 2 * margin)
        for part in parts:
            painter.drawPath(_shape(part, box))

    return _drawn_icon(which, _ICON_SIZES, draw)


#: the message boxes' symbols: a medallion of the tables' colours with its sign, instead of
#: the desktop's blue "?" and yellow triangle
_MESSAGE_SIGNS: dict[QStyle.StandardPixmap, tuple[str, str]] = {
    _SP.SP_MessageBoxQuestion: ("?", FELT),
    _SP.SP_MessageBoxInformation: ("i", FELT),
    _SP.SP_MessageBoxWarning: ("!", BRASS),
    _SP.SP_MessageBoxCritical: ("!", RED),
}
_MESSAGE_SIZES = (16, 24, 32, 48, 64, 96)


def message_icon(which: QStyle.StandardPixmap) -> QIcon | None:
    """This app's own icon for a message box (None: ``which`` is not one of them)."""
    sign = _MESSAGE_SIGNS.get(which)
    if sign is None:
        return None
    text, colour = sign

    def draw(painter: QPainter, size: int) -> None:
        ring = max(1.0, size * 0.06)
        disc = QRectF(ring, ring, size - 2 * ring, size - 2 * ring)
        painter.setPen(QPen(QColor(BRASS_LIGHT), ring))
        painter.setBrush(QColor(colour))
        painter.drawEllipse(disc)
        font = QFont("DejaVu Serif")
        font.setBold(True)
        font.setPixelSize(max(6, round(size * 0.62)))
        painter.setFont(font)
        painter.setPen(QColor(ON_FELT))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, text)

    return _drawn_icon(which, _MESSAGE_SIZES, draw)


def is_drawn_here(icon: QIcon) -> bool:
    """Whether ``icon`` is one of this module's symbols (not a stock icon of Qt's)."""
    return icon.cacheKey() in _drawn


class TableStyle(QProxyStyle):
    """Fusion with the app's own symbols, without icons on dialog buttons, and with whole
    accents on the tabs' capitals."""

    @override
    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,
                  widget: QWidget | None = None, returnData: object = None) -> int:  # fmt: skip
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)  # type: ignore[arg-type]

    @override
    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:  # fmt: skip
        if metric == QStyle.PixelMetric.PM_TabBarTabShiftVertical:
            # Fusion draws a tab that is not the current one 2 px lower and clips its label
            # at the old top: the accents of capitals were cut ("Údaje" read "Udaje").
            return 0
        return super().pixelMetric(metric, option, widget)

    @override
    def standardIcon(self, standardIcon: QStyle.StandardPixmap, option: QStyleOption | None = None,
                     widget: QWidget | None = None) -> QIcon:  # fmt: skip
        own = symbol_icon(standardIcon) or message_icon(standardIcon)
        return own if own is not None else super().standardIcon(standardIcon, option, widget)


def apply(app: QApplication) -> None:
    """Give ``app`` the look (see the module docstring); once, at start-up."""
    base = QStyleFactory.create("Fusion")
    style = TableStyle(base) if base is not None else TableStyle()
    app.setStyle(style)
    app.setPalette(palette())
    app.setStyleSheet(STYLE_SHEET)


def contrast(first: QColor, second: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
                + 0.0722 * channel(colour.blueF()))  # fmt: skip

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


