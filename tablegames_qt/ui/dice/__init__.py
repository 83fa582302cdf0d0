"""Dice graphics: animated dice, leather cups and the felt dice table (PySide6 QGraphicsView).

Everything is drawn in code.  What screens use::

    from tablegames_qt.ui.dice import DiceTableView, die_pixmap, die_icon, dice_pair_pixmap
    from tablegames_qt.ui import anim          # anim.set_speed(0) makes every animation instant

    table = DiceTableView()
    table.set_seats(names)                     # Perudo: a cup and dice per seat
    table.set_seats(names, single_cup=True)    # Macháček: one travelling cup, two dice
    table.set_bottom_seat(me); table.set_current(seat); table.set_thinking(seat, True)
    table.set_dice(seat, faces_or_None, count)
    done = table.roll(seats, {me: faces})      # QAbstractAnimation, already scheduled
    done.finished.connect(controller.release)

See ``table_view`` for the whole table API, ``die_item`` / ``cup_item`` for the
items and ``pixmaps`` for pictures in widgets.  The table view is made of:

``table_view``    ``DiceTableView``: its seats, dice and queries; it plays what its parts build
``seat``          one seat's plate, cup and dice, and their resting state
``seat_motion``   how a seat's cup and dice move: roll, a reveal's lift, a lost die, a seat out
``single_cup``    Macháček's one travelling cup with its two dice (move, shake, peek, open)
``table_centre``  the middle of the cloth: title, a reveal's running count, the message banner
                  (placed off the seats), the winner's confetti
``layout``        where everything sits (pure geometry); ``table_painter`` the room and felt
"""

from tablegames_qt.ui.dice.cup_item import CupItem
from tablegames_qt.ui.dice.die_item import DieItem
from tablegames_qt.ui.dice.palette import CLASSIC, DieStyle, seat_style
from tablegames_qt.ui.dice.pixmaps import dice_pair_pixmap, die_icon, die_pixmap
from tablegames_qt.ui.dice.plate_item import NamePlateItem
from tablegames_qt.ui.dice.table_view import DiceTableView

__all__ = [
    "CLASSIC",
    "CupItem",
    "DiceTableView",
    "DieItem",
    "DieStyle",
    "NamePlateItem",
    "dice_pair_pixmap",
    "die_icon",
    "die_pixmap",
    "seat_style",
]
