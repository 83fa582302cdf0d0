"""The app's one palette: every colour of its look, by name, as ``#rrggbb`` text.

The tables, the dialogs, the theme (``ui/theme.py``) and the phone page take their colours
from here: the phones' server writes :data:`PHONE` as CSS custom properties in front of
``resources/phone/phone.css`` (:func:`phone_css`), which names only ``var(--…)``.
``tests/ui/test_colours.py`` keeps hex colours, ``QColor``s made of numbers and Qt's named
colours out of every other module of ``ui/`` (the profile colours' names,
``ui/colour_names.py``, are data and stay there); a shadow, a veil or a sheen is one of the
shades' tones with the alpha the drawing needs (:func:`rgba`).

Every felt is one green (:data:`FELT_BASE`, the cloth of the Royal Casino table) made lighter
or darker by :func:`felt`, which keeps its hue and saturation: the dialogs' selection
(:data:`FELT`), the dice tables' centre and edge (:data:`DICE_FELT_CENTRE`,
:data:`DICE_FELT_EDGE`), the cards' cloth (:data:`CARD_FELT`), the start screen
(:data:`START_FELT`) and the phone page (``PHONE["felt"]``) differ only in how much light
falls on them.

Pure Python (the phones' server has no Qt): a Qt module makes its ``QColor`` from a name.
Sections follow the parts of the look; a colour used by two parts is one entry.
"""

from __future__ import annotations

import colorsys
from collections.abc import Mapping

# -- the felt: one green, lighter or darker by part ----------------------------------------
#: the cloth of every table, the start screen, the phones and the dialogs' selection
FELT_BASE = "#21693f"


def _rgb(colour: str) -> tuple[int, int, int]:
    """"#rrggbb" as (red, green, blue), each 0-255."""
    value = int(colour.removeprefix("#"), 16)
    return value >> 16, value >> 8 & 0xFF, value & 0xFF


def felt(lightness: float, saturation: float | None = None) -> str:
    """:data:`FELT_BASE` at ``lightness`` (HLS: 0 black, 0.5 the full colour, 1 white), its
    hue kept, and its saturation unless one is given (a disabled selection's grey-green)."""
    hue, _light, base_saturation = colorsys.rgb_to_hls(*(c / 255 for c in _rgb(FELT_BASE)))
    red, green, blue = colorsys.hls_to_rgb(
        hue, lightness, base_saturation if saturation is None else saturation)
    return "#{:02x}{:02x}{:02x}".format(*(round(channel * 255) for channel in (red, green, blue)))


# -- the panels and dialogs beside the tables (ui/theme.py, screen_style.py) --------------
CREAM = "#f7eed8"  # the panels beside the tables
PAPER = "#fffaf0"  # lists and fields
PAPER_ALT = "#f6ecd4"
TOOLTIP = "#fff6e0"
BUTTON = "#ecdcb6"  # light wood
INK = "#33240f"  # dark brown text
INK_SOFT = "#6b5636"
INK_OFF = "#9a8a6e"  # disabled
BRASS = "#b8892b"
BRASS_LIGHT = "#f1d38a"
WOOD = "#7a4d22"
WOOD_DARK = "#3d2410"
FELT = felt(0.32)  # selection: the felt's green (ON_FELT on it reads at 4.8:1)
FELT_DARK = felt(0.22)
FELT_DISABLED = felt(0.62, saturation=0.16)
ON_FELT = "#fff6e8"
RED = "#b3262f"
RED_DARK = "#7a141b"  # a red button's edge
RED_HOVER = "#c93640"
FELT_HOVER = felt(0.38)  # a green button under the mouse
#: the palette's 3D shades of a button (QPalette Light, Midlight, Mid, Dark)
BEVEL_LIGHT = "#fffdf6"
BEVEL_MIDLIGHT = "#f3e6c6"
BEVEL_MID = "#c9b48a"
BEVEL_DARK = "#8c7650"
#: scroll bars: a light wood groove and a darker handle, brass under the mouse
SCROLL_GROOVE = "#efe2c2"
SCROLL_HANDLE = "#b39a68"

# -- the dice tables (ui/dice/) ------------------------------------------------------------
DIE_GLOW = "#ffce54"  # a die that counts, a die under the mouse
DICE_BRASS_LIGHT = BRASS_LIGHT
DICE_BRASS = "#c69a45"
DICE_BRASS_DARK = "#7d5a22"
DICE_CREAM = "#f7ecd6"
DICE_FELT_CENTRE = felt(0.36)
DICE_FELT_EDGE = felt(0.175)
ROOM_CENTRE = "#3a2418"  # the room around a table (the dice tables and Casino's)
ROOM_EDGE = "#0d0806"
LEATHER = "#6e3d1f"
LEATHER_LIGHT = "#a8683a"
LEATHER_DARK = "#2f180b"
#: pips for a light die and for a dark one, each with its wild faces, the most alike to a
#: wild one first (red on a light die, gold on a dark one)
DARK_PIP = "#1d1a17"
DARK_ONES = ("#c0202a", "#9c1d1d", "#6e1219")
LIGHT_PIP = "#fbf4ea"
LIGHT_ONES = ("#ffd45c", "#fff0a8", "#fffbe8")
#: the dice of lists and buttons: ivory with a red wild one (body, pip, one, edge)
CLASSIC_DICE = ("#f6efe2", DARK_PIP, "#c0202a", "#b9ab94")
#: one dice set per seat (body, edge), as with a real Perudo set: data, not a look's part
SEAT_DICE: tuple[tuple[str, str], ...] = (
    ("#f6efe2", "#b9ab94"),  # ivory
    ("#b8232f", "#6e1219"),  # ruby
    ("#2456a8", "#13305f"),  # sapphire
    ("#e7a823", "#9a6a0e"),  # amber
    ("#6f42a8", "#3d2163"),  # amethyst
    ("#2b2b30", "#0e0e10"),  # onyx
    ("#1f9aa3", "#0f5a60"),  # turquoise
    ("#e2672e", "#8a3612"),  # coral
    ("#d8d9dc", "#8d9096"),  # pearl
    ("#3f8f3a", "#1f521b"),  # jade
)

# -- the cards (ui/cards/, Royal Casino) ---------------------------------------------------
CARD_INK_BLACK = "#161616"
CARD_INK_RED = "#c8102e"
CARD_INK_BLUE = "#1748b0"
CARD_INK_GREEN = "#0f7a35"
CARD_PAPER = "#fffffd"
CARD_PAPER_EDGE = "#9d9d96"
GOLD = "#c49a2c"
GOLD_DARK = "#8a6a16"
GOLD_LIGHT = "#f3d27a"
#: the back: burgundy and gold look well on green felt and are the app's card colours
CARD_BACK_FIELD = "#7b1e2e"
CARD_BACK_LINE = "#a8394b"
CARD_BACK_ACCENT = "#d9b45a"
SELECT_GLOW = "#ffd54a"  # a chosen card, the seat whose turn it is
HIGHLIGHT_GLOW = "#39d0ff"
FOCUS_RING = "#4c8dff"
CARD_FELT = FELT_BASE
CARD_FELT_DARK = felt(0.18)
LABEL_TEXT = "#f4f1e6"
TEXT_ON_LIGHT = "#111111"  # readable_on(): text on a light colour
WHITE = "#ffffff"

# -- the panels' texts, lists and buttons --------------------------------------------------
INK_WARM = "#3b2a12"
INK_DEEP = "#2d2010"
INK_MUTED = "#5a4526"
INK_GREY = "#8f877a"
PAPER_BORDER = "#d6c39a"
GRID_LINE = "#eadfc4"
HEADER = "#f1e4c2"
BUTTON_OFF = "#d9d2c3"
BUTTON_OFF_EDGE = "#c8bfae"
BUTTON_OFF_EDGE_LIGHT = "#cfc6b2"
CASINO_BUTTON = "#efe2c4"
CASINO_BUTTON_HOVER = "#f7ecd3"
ERROR_TEXT = "#a3202a"
GREY = "#808080"
SWATCH_EDGE = "#6b6b6b"
JOINED_GREEN = "#2a7a3a"
ROUND_RULE = "#96783c"  # the history's line between rounds
RESULT_TEXT = "#a02828"  # the history's results
GAME_OVER_TEXT = "#966e14"
OUT_ROW = "#8c8c8c"  # a player out of the match, in Macháček's scoreboard
COUNT_HEAD = "#6b5634"
COUNT_NONE = "#9a8f7d"
WINNER_FILL = "#f6e3a6"

#: translucent panels over a table (style sheet colours: Qt reads rgba() there)
START_CARD = "rgba(255, 250, 235, 235)"
START_CARD_LIT = "rgba(255, 253, 244, 250)"
START_BADGE = "rgba(240, 194, 74, 70)"
PAUSE_PANEL = "rgba(20, 12, 6, 215)"
PRACTICE_PANEL = "rgba(20, 12, 6, 200)"
RESULT_CARD = "rgba(250, 243, 224, 245)"
SCORE_CARD = "rgba(250, 243, 224, 248)"
SAVING_MARK = "rgba(120, 20, 20, 215)"

# -- the coach, the guide and the saving mark ----------------------------------------------
COACH_GLOW = "#f0a800"
ODDS_LOW = "#a11d1d"
ODDS_EVEN = "#7a5200"
ODDS_HIGH = "#17662c"
HINT_TEXT = "#5a3d00"
BUTTER = "#fff1c4"
BUTTER_HOVER = "#ffe69a"
AMBER = "#d79b1e"
COACH_BUTTON_OFF = "#e4dccb"
NOTE_RED = "#8f1d24"
TITLE_BROWN = "#7a4d12"
ALARM_TEXT = "#fff3d6"

# -- the start screen, the room around a table and the curtain -----------------------------
START_FELT = felt(0.23)
START_FELT_DARK = felt(0.11)
START_CARD_EDGE = "#c9a45c"
TITLE_GOLD = "#f5d77a"
TITLE_CREAM = "#e9dcb8"
GOLD_BRIGHT = "#f0c24a"
TABLE_ROOM = "#241710"
CURTAIN = "#7a1f2b"
CURTAIN_DARK = "#2a070c"
CURTAIN_TITLE = "#f6e7c1"
CURTAIN_TEXT = "#e8d3a8"

# -- the tables' wooden rails --------------------------------------------------------------
RAIL_SHADOW_OUTER = "#1e0c05"
RAIL_SHADOW = "#4a2210"
RAIL_HIGHLIGHT = "#a35f33"
RAIL_LIGHT = "#8c4c27"
RAIL = "#5a2c15"
RAIL_DARK = "#36170a"
RAIL_EDGE = "#1a0a04"
PICTURE_WOOD = "#6e3a1c"

# -- the dice tables' plates, cups and effects (a seat that is out: grey) ------------------
PLATE_WOOD = "#5a3620"
PLATE_WOOD_MID = "#3d2414"
PLATE_WOOD_DARK = "#2a180c"
PLATE_TEXT = "#d9c9a8"
OUT_WOOD = "#4a4643"
OUT_WOOD_DARK = "#2a2826"
OUT_FRAME = "#8a8580"
OUT_FRAME_DARK = "#514c48"
OUT_DIE = "#77726d"
OUT_RING = "#9a958f"
OUT_PIP = "#d8d3cc"
OUT_TEXT = "#a7a19a"
OUT_PLATE_TEXT = "#8d8780"
MEDAL_LIGHT = "#fff1b0"
MEDAL_DARK = "#a8741c"
MEDAL_EDGE = "#6e4a10"
MEDAL_CENTRE = "#fff6d0"
WILD_RED = "#c0202a"
CUP_BAND = "#7a1f24"
CUP_COUNT = "#3b2410"
COIN = "#4a2c18"
COIN_DARK = "#1c0f07"
TARGET_REACHED_GLOW = "#96f08c"  # a count badge that reached its target
TARGET_REACHED_RING = "#aaf096"
CONFETTI_GOLD = "#ffd45c"
CONFETTI_RED = "#e8473c"
CONFETTI_IVORY = "#f6efe2"
CONFETTI_GREEN = "#5cc47a"
CONFETTI_VIOLET = "#c77dff"
CONFETTI_ORANGE = "#ff9f43"

# -- Macháček's value picker ---------------------------------------------------------------
PICKER = "#fbf5e6"
PICKER_EDGE = "#b9a37a"
PICKER_OFF = "#ddd6c6"
PICKER_OFF_TEXT = "#8d8578"
TRUTH_GREEN = "#2f8a4e"
TRUTH_PALE = "#e4f5e4"

# -- Royal Casino's table ------------------------------------------------------------------
SIDE_AMBER = "#e0a526"
SIDE_BLUE = "#3f8fe0"
SIDE_RED = "#d0455a"
DEALER_BUTTON = "#fbfaf4"
DEALER_RIM = "#3a3a3a"
DEALER_RING = "#9a9a90"
DEALER_TEXT = "#1a1a1a"
PLATE_EDGE_LIT = "#fff3c4"
PLATE_NAME = "#dce2d7"  # a name on a Casino plate

# -- the statistics ------------------------------------------------------------------------
CHART_INK = "#303030"
CHART_PERUDO = "#c0392b"  # a game's own colour (its room's colour): the fair-dice chart
CHART_MACHACEK = "#2e86ab"
CHART_BOT_RANDOM = "#b0b0b0"
CHART_BOT_EASY = "#909090"
CHART_BOT_NORMAL = "#6f6f6f"
CHART_BOT_HARD = "#4a4a4a"
#: each named bot's colour in the statistics: muted, so people's own colours stand out (data)
CHART_BOT_TONES: tuple[str, ...] = (
    "#7f8c8d", "#a0826d", "#6b8e9e", "#8d7a9e", "#9e8f5b", "#5f7f6a", "#9a6b6b", "#56636e",
    "#b09a86", "#708090",
)  # fmt: skip

# -- shades: shadows, veils and lights laid over what is drawn ----------------------------
#: the tones a shade is made of; a drawing gives each its own strength, an alpha of 0-255
#: (:func:`rgba`), so a shadow is one name however dark it falls
SHADOW = "#000000"  # every drop shadow, a text's shadow, the dark end of a light
SHEEN = "#ffffff"  # a die's or a card's gloss, a free place's dashed outline
WARM_SHADOW = "#281808"  # the guide bubble's shadow and outline
TABLE_VEIL = "#0a140c"  # over a table behind a result panel or the score sheet
CARD_VEIL = "#141e19"  # a card that cannot be played
DIE_VEIL = "#121814"  # a die that does not count
SEAT_GLASS = "#121c16"  # a Royal Casino plate, and the one whose turn it is
SEAT_GLASS_LIT = "#463a14"
BANNER = "#3a2214"  # the dice tables' banner, top to bottom
BANNER_DARK = "#1a0e07"
RIM_LINE = "#0c0502"  # the dice table's outer edge
STRIKE_RED = "#c85046"  # the line through the name of a seat that is out
LAMPLIGHT = "#ffdcaa"  # light on the rails
RAIL_SHEEN = "#ffd6a0"  # the dice table's rail's gloss
CANDLE = "#fff0c8"  # faint warm print and rings: the felt's line and title, a badge's ring
CANDLE_PALE = "#fff4d6"  # a cup badge's number's light
GLINT = "#ffe6b4"  # the banner's inner line
EMBOSS = "#ffe1b4"  # the cup's embossed bottom
GRAIN = "#ffe6c8"  # the cup's leather grain
STITCH = "#fae8c8"  # the cup's stitching
PLATE_SHINE = "#ffebc8"  # a dice plate's inner line


def rgba(tone: str, alpha: int) -> tuple[int, int, int, int]:
    """``tone`` ("#rrggbb") with ``alpha`` (0-255), as (red, green, blue, alpha): a Qt
    module makes ``QColor(*rgba(SHADOW, 150))``."""
    return (*_rgb(tone), alpha)


# -- the phone page (resources/phone/phone.css reads these as var(--name)) ------------------
PHONE: Mapping[str, str] = {
    "felt": felt(0.21),
    "felt-dark": felt(0.15),
    "text": "#f7f2e4",
    "ink": "#1c1206",
    "brass": BRASS_LIGHT,
    "notice": "#7a1f24",
    "ivory": "#fbf8ef",
    "red": "#b3262d",
    "build": "#e9dfc4",
    "truth": "#66a182",
    "nobody": "#888888",
}


def phone_css() -> str:
    """:data:`PHONE` as the CSS custom properties ``phone.css`` reads."""
    lines = "".join(f"  --{name}: {value};\n" for name, value in PHONE.items())
    return f"/* the app's palette (tablegames_qt/colours.py), written by the phones' server */\n:root {{\n{lines}}}\n"
