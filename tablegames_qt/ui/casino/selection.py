"""Which play a hand card and a set of chosen table items stand for.

Pure logic over the engine's own list of one card's legal plays (the UI never
decides a rule): clicking table items toggles them into a selection, and this
module says whether the selection *is* a legal play (one, or several that
differ in kind or value: capture or build, a build of 8 or of 4), whether it
can still grow into one, and which items could be added.  No Qt here, so the
choosing is tested without a window.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tablegames_qt.engine.casino import BUILD, CAPTURE, TRAIL, Play
from tablegames_qt.engine.casino.moves import Item


@dataclass(frozen=True, slots=True)
class Choice:
    """What a selection of table items means for one hand card.

    ``exact``: the legal plays that take or build with exactly the selection
    (captures first, then builds by value).  ``larger``: the legal plays that
    use every selected item and more.  ``addable``: the items one of those
    would add.  ``usable``: every item some play of this card uses.
    """

    selected: frozenset[Item]
    exact: tuple[Play, ...]
    larger: tuple[Play, ...]
    addable: frozenset[Item]
    usable: frozenset[Item]

    @property
    def complete(self) -> bool:
        """The selection is one legal play and nothing more can be added: play it."""
        return len(self.exact) == 1 and not self.larger

    @property
    def only_completion(self) -> Play | None:
        """The one legal play the selection can still become, when it is not one yet."""
        if self.exact or len(self.larger) != 1:
            return None
        return self.larger[0]

    def smallest_additions(self) -> list[frozenset[Item]]:
        """The fewest items to add for some play, each way of doing so once."""
        if not self.larger:
            return []
        extras = [p.taken - self.selected for p in self.larger]
        fewest = min(len(e) for e in extras)
        out: list[frozenset[Item]] = []
        for extra in extras:
            if len(extra) == fewest and extra not in out:
                out.append(extra)
        return out


def table_plays(plays: Iterable[Play]) -> list[Play]:
    """The plays that use the table (captures and builds), trails left out."""
    return [p for p in plays if p.kind != TRAIL]


def usable_items(plays: Iterable[Play]) -> frozenset[Item]:
    """Every table item some of ``plays`` takes or builds with."""
    out: set[Item] = set()
    for play in plays:
        out |= play.taken
    return frozenset(out)


def _order(play: Play) -> tuple[int, int]:
    return (0 if play.kind == CAPTURE else 1, -play.value if play.kind == BUILD else 0)


def resolve(plays: Sequence[Play], selected: Iterable[Item]) -> Choice:
    """The meaning of ``selected`` among one card's legal ``plays``."""
    chosen = frozenset(selected)
    on_table = table_plays(plays)
    exact = sorted((p for p in on_table if p.taken == chosen), key=_order)
    larger = [p for p in on_table if chosen < p.taken]
    addable: set[Item] = set()
    for play in larger:
        addable |= play.taken - chosen
    return Choice(chosen, tuple(exact), tuple(larger), frozenset(addable), usable_items(on_table))


def toggle(plays: Sequence[Play], selected: frozenset[Item], item: Item) -> frozenset[Item]:
    """The selection after clicking ``item``.

    A selected item is dropped.  An item that fits no play together with the
    selection starts a new selection on its own (the player changed their
    mind), if some play uses it at all; otherwise nothing changes.
    """
    if item in selected:
        return selected - {item}
    grown = selected | {item}
    on_table = table_plays(plays)
    if any(grown <= p.taken for p in on_table):
        return grown
    if any(item in p.taken for p in on_table):
        return frozenset({item})
    return selected


def drop_choice(plays: Sequence[Play], selected: frozenset[Item], item: Item) -> tuple[frozenset[Item], Play | None]:
    """A hand card dropped onto ``item``: the new selection and, when the drop
    leaves one play only, that play (the drop means "play it here")."""
    chosen = selected if item in selected else toggle(plays, selected, item)
    if item not in chosen:
        return chosen, None
    choice = resolve(plays, chosen)
    if choice.complete:
        return chosen, choice.exact[0]
    if not choice.exact and len(choice.larger) == 1:
        return chosen, choice.larger[0]
    return chosen, None
