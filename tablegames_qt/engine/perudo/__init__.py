"""Perudo (Dudo): the rule engine.

The rules are the ones the app shows (``resources/rules/en/perudo.html``).  The package has
three layers:

* pure bid arithmetic (:mod:`.bids`: :func:`bid_key`, :func:`is_higher`,
  :func:`min_quantity`, :func:`min_raise`, :func:`legal_bids`,
  :func:`count_for_bid`, the odds helpers) that bots call in their inner loops,
  on the rule options and actions of :mod:`.rules`;
* the public records a seat may see (:mod:`.view`: :class:`PerudoView`,
  :class:`PerudoTable`, :class:`Reveal`, :class:`PerudoSeatStats`);
* :class:`PerudoGame`, the state machine (:mod:`.game`), with its event kinds and their
  typed payloads in :mod:`.events`, its texts and refusals in :mod:`.messages`, a round's
  verdict and seat order in :mod:`.verdict`, its save format in :mod:`.save` and its
  hot-path helpers in :mod:`.fast`.

Every public name is importable from here: ``from tablegames_qt.engine.perudo
import PerudoGame, Bid``.
"""

from __future__ import annotations

from tablegames_qt.engine.perudo.bids import (
    MAX_TABLE_DICE,
    bid_key,
    chance_at_least,
    chance_exactly,
    count_for_bid,
    count_in_hand,
    die_counts,
    face_chance,
    is_higher,
    legal_bids,
    make_bid,
    min_quantity,
    min_raise,
)
from tablegames_qt.engine.perudo.fast import roll_dice, slot_builder
from tablegames_qt.engine.perudo.game import PerudoGame
from tablegames_qt.engine.perudo.messages import (
    T_BID,
    T_CALZA,
    T_DIE_GAINED,
    T_DIE_KEPT,
    T_DIE_LOST,
    T_DUDO,
    T_ELIMINATED,
    T_GAME_OVER,
    T_LAST_DIE_LOST,
    T_MAPUTO,
    T_MAPUTO_AUTO,
    T_MAPUTO_DECLINED,
    T_ROUND,
)
from tablegames_qt.engine.perudo.rules import (
    ACTION_CLASSES,
    CALZA,
    CONTEXT,
    DECLARE_MAPUTO,
    DECLINE_MAPUTO,
    DEFAULT_RULES,
    DUDO,
    FACE_NAMES,
    FACE_NAMES_PLURAL,
    FACES,
    MAX_PLAYERS,
    MAX_STARTING_DICE,
    MIN_PLAYERS,
    Bid,
    Calza,
    DeclareMaputo,
    Dudo,
    PerudoAction,
    PerudoRules,
    bid_text,
)
from tablegames_qt.engine.perudo.view import PerudoSeatStats, PerudoTable, PerudoView, Reveal

__all__ = [
    "ACTION_CLASSES",
    "CALZA",
    "CONTEXT",
    "DECLARE_MAPUTO",
    "DECLINE_MAPUTO",
    "DEFAULT_RULES",
    "DUDO",
    "FACES",
    "FACE_NAMES",
    "FACE_NAMES_PLURAL",
    "MAX_PLAYERS",
    "MAX_STARTING_DICE",
    "MAX_TABLE_DICE",
    "MIN_PLAYERS",
    "T_BID",
    "T_CALZA",
    "T_DIE_GAINED",
    "T_DIE_KEPT",
    "T_DIE_LOST",
    "T_DUDO",
    "T_ELIMINATED",
    "T_GAME_OVER",
    "T_LAST_DIE_LOST",
    "T_MAPUTO",
    "T_MAPUTO_AUTO",
    "T_MAPUTO_DECLINED",
    "T_ROUND",
    "Bid",
    "Calza",
    "DeclareMaputo",
    "Dudo",
    "PerudoAction",
    "PerudoGame",
    "PerudoRules",
    "PerudoSeatStats",
    "PerudoTable",
    "PerudoView",
    "Reveal",
    "bid_key",
    "bid_text",
    "chance_at_least",
    "chance_exactly",
    "count_for_bid",
    "count_in_hand",
    "die_counts",
    "face_chance",
    "is_higher",
    "legal_bids",
    "make_bid",
    "min_quantity",
    "min_raise",
    "roll_dice",
    "slot_builder",
]
