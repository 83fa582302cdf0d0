"""Who sits in a seat: the kinds of seat and :class:`SeatConfig`, plain data.

The set-up dialog, the profiles, the recorder, the guides, the phones and the session
controller all speak of seats; they import this module, not the controller.
"""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"
BOT = "bot"
#: a person playing on a phone (``ui/phones/``): asked over the network like a bot is asked
PHONE = "phone"


@dataclass
class SeatConfig:
    """Who sits in one seat: a human at the laptop, a bot of some level or a person on a
    phone, with a name (a name the app gave is its key: show it through
    :meth:`ui.session.SessionController.name`).  A person's seat may hold their profile
    (``profile_id``) and its ``colour`` ("#rrggbb", "" for none): ``ui/seat_profiles.py``
    fills both, and the name, from the profile."""

    name: str
    kind: str = HUMAN
    level: str = "normal"
    profile_id: int | None = None
    colour: str = ""

    @property
    def is_human(self) -> bool:
        """A person at the laptop (a phone seat's person plays elsewhere)."""
        return self.kind == HUMAN

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    @property
    def is_phone(self) -> bool:
        return self.kind == PHONE
