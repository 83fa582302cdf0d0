"""What the coach needs of one game, handed to it by the game's spec (``games/``).

The coach itself names no game: :func:`advisor.advise`, :class:`advisor.Coach`,
:func:`story.story` and :func:`tendencies.tendencies` take a :class:`GameCoach`,
which a game's spec builds from its own coach module (``coach/perudo.py`` …).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tablegames_qt.bots import Bot
from tablegames_qt.engine.core import Action, Event, View

from .advice import Explanation

if TYPE_CHECKING:
    from .story import SeatStory, Story

#: tells one step of a game's story: (story, the scratch game, the step's events, the
#: view of the seat that acted, before it acted)
Teller = Callable[["Story", Any, list[Event], Any], None]


def _nothing_to_tell(_story: Story, _game: Any, _events: list[Event], _before: Any) -> None:
    return None


@dataclass(frozen=True)
class GameCoach:
    """One game's coach: its view type, the bot that advises (the hard one, as the coach
    runs it), how that bot's choice is explained, and the story's counts."""

    game: str
    view: type[View]
    bot: Callable[[], Bot]
    explain: Callable[[Any, Sequence[Action], Action], Explanation]
    #: the end-of-game story's teller (nothing told by default)
    teller: Teller = _nothing_to_tell
    #: a seat's story -> the four tendencies (``tendencies.NAMES``); None: the game has none
    tendencies: Callable[[SeatStory], dict[str, float]] | None = None
