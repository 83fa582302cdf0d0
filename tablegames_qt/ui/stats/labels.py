"""Translated names for what the statistics show: games, figures, players."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from tablegames_qt import colours
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.games import is_game
from tablegames_qt.storage.seat_names import BOT_KEYS
from tablegames_qt.storage.stats import BOT, PlayerRow
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.texts import fill_in

CONTEXT = "StatisticsLabels"

#: a cell with nothing to say (no decided game, no dice seen, no bid yet): one dash in
#: every tab
EMPTY_CELL = "—"

BOT_LEVEL_NAMES: dict[str, str] = {
    "random": QT_TRANSLATE_NOOP("StatisticsLabels", "Computer (random)"),
    "easy": QT_TRANSLATE_NOOP("StatisticsLabels", "Computer (easy)"),
    "normal": QT_TRANSLATE_NOOP("StatisticsLabels", "Computer (normal)"),
    "hard": QT_TRANSLATE_NOOP("StatisticsLabels", "Computer (hard)"),
}

#: the grey of each bot level in plots (humans have their profile colour)
BOT_COLOURS: dict[str, str] = {
    "random": colours.CHART_BOT_RANDOM, "easy": colours.CHART_BOT_EASY, "normal": colours.CHART_BOT_NORMAL, "hard": colours.CHART_BOT_HARD,
}  # fmt: skip

#: a bot's name and level: "Captain Pip (hard)"
NAMED_BOT = QT_TRANSLATE_NOOP("StatisticsLabels", "{name} ({level})")
#: the level inside those brackets, lowercase as in "Computer (hard)" (the set-up dialog's
#: level words are capitalised: they stand alone in a list)
BOT_LEVEL_WORDS: dict[str, str] = {
    "random": QT_TRANSLATE_NOOP("StatisticsLabels", "random"),
    "easy": QT_TRANSLATE_NOOP("StatisticsLabels", "easy"),
    "normal": QT_TRANSLATE_NOOP("StatisticsLabels", "normal"),
    "hard": QT_TRANSLATE_NOOP("StatisticsLabels", "hard"),
}

#: each named bot's colour: muted, so people's own colours stand out
BOT_TONES: tuple[str, ...] = colours.CHART_BOT_TONES
#: how a bot's tone is shaded by its level (per cent: above 100 lighter, below darker);
#: easy keeps the tone, so every shade stands out from the chart's cream (3:1 or more)
LEVEL_SHADES: dict[str, int] = {"random": 115, "easy": 100, "normal": 80, "hard": 62}

FIGURE_NAMES: dict[str, str] = {
    # Perudo
    "bids": QT_TRANSLATE_NOOP("StatisticsLabels", "Bids"),
    "challenges": QT_TRANSLATE_NOOP("StatisticsLabels", "Dudo calls"),
    "challenges_right": QT_TRANSLATE_NOOP("StatisticsLabels", "Dudo calls that were right"),
    "calzas": QT_TRANSLATE_NOOP("StatisticsLabels", "Calza calls"),
    "calzas_right": QT_TRANSLATE_NOOP("StatisticsLabels", "Calza calls that were right"),
    "dice_lost": QT_TRANSLATE_NOOP("StatisticsLabels", "Dice lost"),
    "dice_gained": QT_TRANSLATE_NOOP("StatisticsLabels", "Dice won back"),
    "maputo_declared": QT_TRANSLATE_NOOP("StatisticsLabels", "Maputo rounds"),
    # Macháček
    "games_won": QT_TRANSLATE_NOOP("StatisticsLabels", "Games won"),
    "games_lost": QT_TRANSLATE_NOOP("StatisticsLabels", "Games lost"),
    "doubts_made": QT_TRANSLATE_NOOP("StatisticsLabels", "Doubts"),
    "doubts_right": QT_TRANSLATE_NOOP("StatisticsLabels", "Doubts that were right"),
    "times_doubted": QT_TRANSLATE_NOOP("StatisticsLabels", "Times doubted"),
    "bluffs_caught": QT_TRANSLATE_NOOP("StatisticsLabels", "Bluffs caught"),
    "bluffs_made": QT_TRANSLATE_NOOP("StatisticsLabels", "Bluffs made"),
    "announcements": QT_TRANSLATE_NOOP("StatisticsLabels", "Announcements"),
    # Royal Casino
    "points": QT_TRANSLATE_NOOP("StatisticsLabels", "Points"),
    "final_score": QT_TRANSLATE_NOOP("StatisticsLabels", "Final score"),
    "deals": QT_TRANSLATE_NOOP("StatisticsLabels", "Deals"),
    "cards_taken": QT_TRANSLATE_NOOP("StatisticsLabels", "Cards taken"),
    "spades_taken": QT_TRANSLATE_NOOP("StatisticsLabels", "Spades taken"),
    "sweeps_made": QT_TRANSLATE_NOOP("StatisticsLabels", "Sweeps"),
    "points_cards": QT_TRANSLATE_NOOP("StatisticsLabels", "Points for most cards"),
    "points_spades": QT_TRANSLATE_NOOP("StatisticsLabels", "Points for most spades"),
    "points_big_casino": QT_TRANSLATE_NOOP("StatisticsLabels", "Points for Big Casino"),
    "points_little_casino": QT_TRANSLATE_NOOP("StatisticsLabels", "Points for Little Casino"),
    "points_aces": QT_TRANSLATE_NOOP("StatisticsLabels", "Points for aces"),
    "points_sweeps": QT_TRANSLATE_NOOP("StatisticsLabels", "Points for sweeps"),
}


def _translated(text: str) -> str:
    """A name marked above; not called ``tr``, which lupdate would read as a text of no context."""
    return QCoreApplication.translate(CONTEXT, text)


def game_name(game: str) -> str:
    """A game's name in the current language (a row of a game no longer known: its key)."""
    from tablegames_qt.ui.rooms import title

    return title(game) if is_game(game) else game


def figure_name(name: str) -> str:
    return _translated(FIGURE_NAMES[name]) if name in FIGURE_NAMES else name.replace("_", " ")


def player_name(player: PlayerRow) -> str:
    """A person's current name; a bot's name with its level ("Captain Pip (hard)"), or
    the level alone for the bots earlier versions kept together ("Computer (hard)")."""
    if player.kind == BOT:
        level = player.level or ""
        if player.name != level:
            word = _translated(BOT_LEVEL_WORDS[level]) if level in BOT_LEVEL_WORDS else level
            return fill_in(_translated(NAMED_BOT), name=shown(player.name), level=word)
        return _translated(BOT_LEVEL_NAMES[level]) if level in BOT_LEVEL_NAMES else level
    return shown(player.name)


def _shade(tone: str, percent: int) -> str:
    """``tone`` made lighter (``percent`` over 100) or darker (under 100)."""
    colour = QColor(tone)
    shaded = colour.lighter(percent) if percent >= 100 else colour.darker(round(100 * 100 / percent))
    return str(shaded.name())


def player_colour(player: PlayerRow, index: int = 0) -> str:
    """The colour of a player's line and bars: a person's own; each bot its muted tone."""
    if player.kind == BOT:
        if player.name in BOT_KEYS:
            tone = BOT_TONES[BOT_KEYS.index(player.name) % len(BOT_TONES)]
            # one bot at several levels: a shade each, or their lines could not be told apart
            return _shade(tone, LEVEL_SHADES.get(player.level or "", 100))
        return BOT_COLOURS.get(player.level or "", colours.GREY)
    if player.colour:
        return player.colour
    from tablegames_qt.storage.profiles import PALETTE

    return PALETTE[index % len(PALETTE)]


#: figures not worth a bar (a count of deals, a final score on another scale)
NOT_BARS = frozenset({"deals", "final_score", "cards_taken"})
