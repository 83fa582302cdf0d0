"""One palette (tablegames_qt/colours.py): no colour of the look is written anywhere else
in ui/, the theme and the tables read it, and the phone page's CSS is the palette's."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

from PySide6.QtGui import QColor

from tablegames_qt import colours
from tablegames_qt.phones.server import load_page
from tablegames_qt.storage import paths
from tablegames_qt.ui import theme
from tablegames_qt.ui.cards import style as card_style
from tablegames_qt.ui.dice import palette as dice_palette

ROOT = Path(__file__).resolve().parent.parent.parent
UI = ROOT / "tablegames_qt" / "ui"
HEX = re.compile(r"#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?![0-9A-Za-z_])")
#: what a module of ui/ may not write: a hex colour, or one in a style sheet's rgb()/rgba()
COLOUR = re.compile(HEX.pattern + r"|\brgba?\(")
RGBA = re.compile(r"rgba\((\d+), (\d+), (\d+), (\d+)\)")
#: hex colours that may stay where they are, with the reason
ALLOWED: dict[tuple[str, str], str] = {
    ("colour_names.py", "*"): "the profile colours and their names: data, kept in one place",
    ("stats/profiles_model.py", "#d1495b"): "an example in a message to the person, not a colour shown",
}


#: a colour written as numbers, opaque or translucent: QColor(150, 120, 60), QColor(0, 0, 0,
#: alpha), QColor.fromRgb(...) (a shadow or a sheen is a palette tone with an alpha of its
#: own: ``colours.rgba``)
NUMBERS = re.compile(r"\bQColor(?:\.fromRgbF?|\.fromHsvF?|\.fromHslF?)?\(\s*\d")
#: Qt's own named colours stand for no colour of the look: only "transparent" (clearing a
#: picture before it is painted) may be used
GLOBAL_COLOUR = re.compile(r"\bQt\.(?:GlobalColor\.)?(?:white|black|red|darkRed|green|"
                           r"darkGreen|blue|darkBlue|cyan|darkCyan|magenta|darkMagenta|yellow|"
                           r"darkYellow|gray|darkGray|lightGray|color0|color1)\b")


def colour_literals(path: Path) -> list[tuple[int, str]]:
    """(line, colour) of every hex colour in a string of ``path`` (comments do not count),
    of every ``QColor`` made of numbers and of every Qt named colour but transparent."""
    text = path.read_text(encoding="utf-8")
    found = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.STRING:
            found += [(token.start[0], match.group(0).lower()) for match in COLOUR.finditer(token.string)]
    for pattern in (NUMBERS, GLOBAL_COLOUR):
        found += [(text.count("\n", 0, match.start()) + 1, match.group(0))
                  for match in pattern.finditer(text)]
    return found


def test_no_module_of_the_ui_writes_a_colour_of_its_own() -> None:
    stray = []
    for path in sorted(UI.rglob("*.py")):
        name = path.relative_to(UI).as_posix()
        if (name, "*") in ALLOWED:
            continue
        stray += [f"{name}:{line} {colour}" for line, colour in colour_literals(path)
                  if (name, colour) not in ALLOWED]
    assert not stray, "colours belong in tablegames_qt/colours.py:\n" + "\n".join(stray)


def test_the_allowed_exceptions_are_still_there() -> None:
    for (name, colour), _reason in ALLOWED.items():
        found = {found for _, found in colour_literals(UI / name)}
        assert found if colour == "*" else colour in found, name


def test_the_palette_names_valid_colours() -> None:
    for name in dir(colours):
        value = getattr(colours, name)
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            items = item if isinstance(item, tuple) else (item,)
            for text in items:
                if isinstance(text, str) and text.startswith("#"):
                    assert QColor(text).isValid() and HEX.fullmatch(text), (name, text)
                elif isinstance(text, str) and text.startswith("rgb"):
                    match = RGBA.fullmatch(text)
                    assert match and all(int(part) <= 255 for part in match.groups()), (name, text)


def test_the_theme_and_the_tables_take_the_palettes_colours() -> None:
    assert theme.CREAM == colours.CREAM and theme.FELT == colours.FELT
    assert theme.palette().color(theme.QPalette.ColorRole.ToolTipBase) == QColor(colours.TOOLTIP)
    assert QColor(colours.CARD_FELT) == card_style.FELT
    assert QColor(colours.DICE_FELT_CENTRE) == dice_palette.FELT_CENTER
    assert [(s.body_hex, s.edge_hex) for s in dice_palette.SEAT_STYLES] == list(colours.SEAT_DICE)


def test_the_phone_page_takes_its_colours_from_the_palette() -> None:
    folder = paths.resources_dir() / "phone"
    source = (folder / "phone.css").read_text(encoding="utf-8")
    # the file itself names no colour, only the palette's custom properties
    rules = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    assert not HEX.findall(rules)
    used = set(re.findall(r"var\(--([a-z-]+)\)", rules))
    assert used and used <= set(colours.PHONE), used - set(colours.PHONE)
    page = load_page(folder)
    css = page["/phone.css"][0].decode()
    for name, value in colours.PHONE.items():
        assert f"--{name}: {value};" in css
    assert css.endswith(source)
    html = page["/"][0].decode()
    assert f'<meta name="theme-color" content="{colours.PHONE["felt"]}">' in html
    assert not HEX.findall((folder / "phone.js").read_text(encoding="utf-8"))


def test_a_shade_is_a_tone_of_the_palette_with_an_alpha_of_its_own() -> None:
    assert colours.rgba("#281808", 150) == (40, 24, 8, 150)
    shadow = QColor(*colours.rgba(colours.SHADOW, 90))
    assert (shadow.red(), shadow.green(), shadow.blue(), shadow.alpha()) == (0, 0, 0, 90)


def test_a_colour_made_of_numbers_or_named_by_qt_is_found() -> None:
    found = [colour for pattern in (NUMBERS, GLOBAL_COLOUR)
             for colour in pattern.findall("QColor(0, 0, 0, alpha) QColor(12,5,2) Qt.GlobalColor.white "
                                           "Qt.black QColor(colours.INK) Qt.GlobalColor.transparent")]
    assert len(found) == 4, found


def test_every_felt_is_the_one_felt_green_lighter_or_darker() -> None:
    """The tables, the start screen, the phones and the dialogs' selection: one hue and one
    saturation (the base's), only the lightness differs (colours.felt)."""
    base = QColor(colours.FELT_BASE)
    felts = {name: getattr(colours, name) for name in (
        "FELT", "FELT_DARK", "FELT_HOVER", "DICE_FELT_CENTRE", "DICE_FELT_EDGE", "CARD_FELT",
        "CARD_FELT_DARK", "START_FELT", "START_FELT_DARK")}
    felts |= {f"PHONE[{name}]": colours.PHONE[name] for name in ("felt", "felt-dark")}
    for name, value in felts.items():
        shade = QColor(value)
        assert abs(shade.hslHueF() - base.hslHueF()) * 360 < 2.5, (name, value)
        assert abs(shade.hslSaturationF() - base.hslSaturationF()) < 0.03, (name, value)
    lightness = {name: QColor(value).lightnessF() for name, value in felts.items()}
    assert lightness["DICE_FELT_EDGE"] < lightness["CARD_FELT"] < lightness["DICE_FELT_CENTRE"]
    assert abs(QColor(colours.FELT_DISABLED).hslHueF() - base.hslHueF()) * 360 < 2.5
