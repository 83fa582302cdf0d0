"""Royal Casino: the game, deal after deal until a side reaches the target.

Seats play in turn starting after the dealer (the screen draws the order
counter-clockwise, the seed's direction; here it is simply seat + 1).  With 4
players the partners sit opposite (side = seat % 2); with 2 or 3 everyone is
their own side.  Hands, table, capture piles and sweeps are state; which
plays are legal is :mod:`.position`, what a seat sees :mod:`.view`, counting a
deal is :mod:`.scoring`.

Texts for people are English templates in the context ``"casino"``; the
placeholders ``seat``, ``owner``, ``dealer``, ``starter``, ``player`` and
``partner_seat`` hold seat numbers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tablegames_qt.engine import core
from tablegames_qt.engine.casino import events as ev
from tablegames_qt.engine.casino.cards import Card, CasinoRules, full_deck
from tablegames_qt.engine.casino.grouping import make_build
from tablegames_qt.engine.casino.notation import card_code, parse_card, parse_play, play_json
from tablegames_qt.engine.casino.plays import (
    BUILD,
    CAPTURE,
    CONTEXT,
    Build,
    Item,
    ItemsText,
    Play,
    item_cards,
)
from tablegames_qt.engine.casino.position import Position
from tablegames_qt.engine.casino.scoring import DealResult, count_deal
from tablegames_qt.engine.casino.view import CasinoView
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Event, IllegalAction

HAND_SIZE = 4
TABLE_START = 4
DEFAULT_RULES = CasinoRules()


def _illegal(template: str, **params: Any) -> IllegalAction:
    return IllegalAction(template, CONTEXT, **params)


def _check_deck(deck: Sequence[Card], players: int) -> list[Card]:
    cards = list(deck)
    for card in cards:
        if not isinstance(card, Card):
            raise ValueError(f"a deck holds cards, not {card!r}")
    if len(set(cards)) != len(cards):
        raise ValueError("a deck holds every card at most once")
    per_hand_out = HAND_SIZE * players
    extra = len(cards) - TABLE_START
    if extra < per_hand_out or extra % per_hand_out or len(cards) > 52:
        raise ValueError(
            f"a deck for {players} players holds 4 table cards and whole hand-outs of "
            f"{per_hand_out} cards (52 in all normally), not {len(cards)} cards"
        )
    return cards


class CasinoGame(core.Game[Play, CasinoView]):
    """A game of Royal Casino for 2 to 4 players (4: two partnerships).

    ``deck``: the first deal's cards in dealing order (4 to each player from
    the seat after the dealer, 4 to the table, then each later hand-out 4 to
    each player in the same order).  Normally all 52 cards; a shorter deck
    (the table's 4 and whole hand-outs) makes a short first deal, for tests.
    Later deals are shuffled by the game's rng.  ``dealer``: the first dealer,
    else drawn at random.
    """

    NAME: ClassVar[str] = "casino"
    ROUND_EVENTS: ClassVar[frozenset[str]] = frozenset({ev.DEAL.name})
    EVENTS = ev.EVENTS
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 4

    def __init__(
        self,
        players: int = 2,
        rules: CasinoRules = DEFAULT_RULES,
        seed: int | None = None,
        deck: Sequence[Card] | None = None,
        dealer: int | None = None,
    ) -> None:
        self.players = n = core.check_players(players, self.MIN_PLAYERS, self.MAX_PLAYERS)
        if not isinstance(rules, CasinoRules):
            raise ValueError(f"rules must be CasinoRules, not {rules!r}")
        rules.__post_init__()  # checked again: a field forced after the rules were made
        self.rules = rules
        self.seed = core.new_seed(seed)
        if dealer is not None and (type(dealer) is not int or not 0 <= dealer < n):
            raise ValueError(f"dealer must be a seat from 0 to {n - 1}, not {dealer!r}")
        self._deck_arg = None if deck is None else _check_deck(deck, n)
        self._dealer_arg = dealer
        self._rng = random.Random(self.seed)
        self.history: list[Play] = []

        self.sides = 2 if n == 4 else n
        self._side_of = tuple(seat % 2 for seat in range(n)) if n == 4 else tuple(range(n))
        self._scores = [0] * self.sides
        self._no_target = False
        self._last_deal: DealResult | None = None
        self._winners: tuple[int, ...] = ()
        self._deal_number = 0

        self._hands: list[list[Card]] = [[] for _ in range(n)]
        self._table: list[Item] = []
        self._deck: list[Card] = []
        self._deck_pos = 0
        self._captured: list[list[Card]] = [[] for _ in range(self.sides)]
        self._captured_view: tuple[tuple[Card, ...], ...] | None = None
        self._sweeps = [0] * self.sides
        self._last_capturer: int | None = None
        self._hand_out = 0
        self._hand_outs = 0
        self._current: int | None = None
        self._position: Position | None = None
        self._legal: list[Play] | None = None
        self._legal_ids: set[int] = set()

        self._dealer = self._rng.randrange(n) if dealer is None else dealer
        if self._deck_arg is None:
            cards = full_deck()
            self._rng.shuffle(cards)
        else:
            cards = list(self._deck_arg)
        self._opening_events = self._start_deal(cards)

    # -- dealing ----------------------------------------------------------------
    def _start_deal(self, cards: list[Card]) -> list[Event]:
        n = self.players
        first = (self._dealer + 1) % n
        self._deal_number += 1
        self._deck = cards
        self._hands = [[] for _ in range(n)]
        self._captured = [[] for _ in range(self.sides)]
        self._captured_view = None
        self._sweeps = [0] * self.sides
        self._last_capturer = None
        per_hand_out = HAND_SIZE * n
        self._hand_outs = (len(cards) - TABLE_START) // per_hand_out
        self._hand_out = 0
        self._deck_pos = 0
        self._give_hands()
        table = tuple(cards[self._deck_pos : self._deck_pos + TABLE_START])
        self._table = list(table)
        self._deck_pos += TABLE_START
        self._current = first
        self._changed()
        return [
            ev.DEAL.event(
                self._dealer,
                QT_TRANSLATE_NOOP("casino", "Deal {deal}: {dealer} deals, {starter} plays first"),
                {"deal": self._deal_number, "dealer": self._dealer, "starter": first,
                 "table": table, "deck_left": self.deck_left,
                 "hand_sizes": self._hand_sizes()},
            )
        ]

    def _give_hands(self) -> None:
        n = self.players
        first = (self._dealer + 1) % n
        pos = self._deck_pos
        for k in range(n):
            seat = (first + k) % n
            self._hands[seat] = self._deck[pos : pos + HAND_SIZE]
            pos += HAND_SIZE
        self._deck_pos = pos
        self._hand_out += 1

    def _hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self._hands)

    @property
    def deck_left(self) -> int:
        """Cards still to be handed out in this deal."""
        return len(self._deck) - self._deck_pos

    def undealt_cards(self) -> tuple[Card, ...]:
        """The cards still in the deck, in dealing order.  Hidden information:
        for tests and tools that check the whole game, never for a bot."""
        return tuple(self._deck[self._deck_pos :])

    def hand(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s hand (as in its view)."""
        return tuple(self._hands[seat])

    def _changed(self) -> None:
        self._position = None
        self._legal = None
        self._legal_ids = set()

    # -- the protocol -----------------------------------------------------------
    def current_player(self) -> int | None:
        return self._current

    def is_over(self) -> bool:
        return self._current is None

    def winners(self) -> list[int]:
        return list(self._winners)

    def side_of(self, seat: int) -> int:
        return self._side_of[seat]

    def opening_events(self) -> list[Event]:
        """The events of the set-up (the first deal), for the UI to show."""
        return list(self._opening_events)

    def position(self) -> Position | None:
        """The current player's turn as a :class:`Position` (None when over)."""
        if self._current is None:
            return None
        if self._position is None:
            seat = self._current
            self._position = Position(self._hands[seat], self._table, seat, self._side_of)
        return self._position

    def legal_actions(self) -> list[Play]:
        position = self.position()
        if position is None:
            return []
        if self._legal is None:
            self._legal = position.plays()
            self._legal_ids = {id(p) for p in self._legal}
        return list(self._legal)

    def count_legal_actions(self) -> int:
        """How many plays ``legal_actions()`` would list, without building them."""
        position = self.position()
        if position is None:
            return 0
        if self._legal is not None:
            return len(self._legal)
        return position.count()

    def plays_for_card(self, card: Card) -> list[Play]:
        """The current player's legal plays of ``card`` (empty if not in hand)."""
        position = self.position()
        return [] if position is None else position.plays_for_card(card)

    def best_captures(self, card: Card | None = None) -> list[Play]:
        """The current player's legal captures that take the most table cards
        (of ``card``, or of every card in hand), ties kept."""
        position = self.position()
        return [] if position is None else position.best_captures(card)

    def is_legal(self, play: object) -> bool:
        position = self.position()
        return position is not None and position.is_legal(play)

    def apply(self, action: Play, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the current player.  With ``seat``, also check
        that it is that seat's turn."""
        current = self._current
        if current is None:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "the game is over"))
        if seat is not None and seat != current:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "it is {player}'s turn, not {seat}'s"),
                           player=current, seat=seat)
        if id(action) in self._legal_ids:
            play = action  # one of the listed plays: already checked and canonical
        else:
            position = self.position()
            assert position is not None
            play = position.check(action)
        self.history.append(play)
        return self._play(current, play)

    # -- playing ----------------------------------------------------------------
    def _split_table(self, taken: frozenset[Item]) -> tuple[list[Item], list[Item]]:
        """(the table items in ``taken``, the others), each in table order.  A
        checked play holds the table's own objects, so identity finds them
        without hashing cards."""
        ids = {id(x) for x in taken}
        used = [x for x in self._table if id(x) in ids]
        if len(used) != len(taken):  # not the table's objects after all: compare cards
            used = [x for x in self._table if x in taken]
            return used, [x for x in self._table if x not in taken]
        return used, [x for x in self._table if id(x) not in ids]

    def _play(self, seat: int, play: Play) -> list[Event]:
        self._hands[seat].remove(play.card)  # finds the same object first: no __eq__ call
        if play.kind == CAPTURE:
            events = self._capture(seat, play)
        elif play.kind == BUILD:
            events = [self._build(seat, play)]
        else:
            self._table.append(play.card)
            events = [ev.TRAIL.event(
                seat, QT_TRANSLATE_NOOP("casino", "{seat} trails {card}"),
                {"seat": seat, "card": play.card},
            )]
        self._changed()
        if any(self._hands):
            self._current = (seat + 1) % self.players
        elif self.deck_left:
            self._give_hands()
            self._current = (self._dealer + 1) % self.players
            events.append(ev.HAND_OUT.event(
                None, QT_TRANSLATE_NOOP("casino", "Four new cards for every player"),
                {"hand_out": self._hand_out, "deck_left": self.deck_left,
                 "hand_sizes": self._hand_sizes(), "starter": self._current},
            ))
        else:
            self._end_deal(events)
        return events

    def _capture(self, seat: int, play: Play) -> list[Event]:
        """A capture (the played card is already out of the hand), and the sweep it makes."""
        card = play.card
        side = self._side_of[seat]
        final = self.deck_left == 0 and not any(self._hands)
        items, self._table = self._split_table(play.taken)
        cards = [c for x in items for c in item_cards(x)]
        self._captured[side] += [card, *cards]
        self._captured_view = None
        self._last_capturer = seat
        events = [ev.CAPTURE.event(
            seat, QT_TRANSLATE_NOOP("casino", "{seat} captures {taken} with {card}"),
            {"seat": seat, "side": side, "card": card, "value": play.value,
             "items": tuple(items), "cards": tuple(cards), "taken": ItemsText(items)},
        )]
        # The capture on the very last play of a deal is not a sweep (chosen, pagat).
        if not self._table and not final:
            self._sweeps[side] += 1
            events.append(ev.SWEEP.event(
                seat, QT_TRANSLATE_NOOP("casino", "{seat} sweeps the table"),
                {"seat": seat, "side": side, "sweeps": self._sweeps[side]},
            ))
        return events

    def _build(self, seat: int, play: Play) -> Event:
        """A build or a raise of one."""
        card = play.card
        build = make_build(card, play, seat)
        used, rest = self._split_table(play.taken)
        # The new build takes the place of the first item it was made from.
        rest.insert(next(i for i, x in enumerate(self._table) if x is used[0]), build)
        self._table = rest
        if play.is_raise:
            (old,) = play.builds
            return ev.RAISE.event(
                seat,
                QT_TRANSLATE_NOOP("casino", "{seat} raises the build of {owner} to {value} with {card}"),
                {"seat": seat, "owner": old.owner, "card": card, "value": play.value,
                 "old": old, "build": build},
            )
        return ev.BUILD.event(
            seat, QT_TRANSLATE_NOOP("casino", "{seat} builds {value} with {card}"),
            {"seat": seat, "card": card, "value": play.value, "build": build,
             "items": tuple(used), "multiple": build.multiple},
        )

    def _end_deal(self, events: list[Event]) -> None:
        residue = [c for x in self._table for c in item_cards(x)]
        taker = self._last_capturer
        if residue and taker is not None:
            self._captured[self._side_of[taker]] += residue
            self._captured_view = None
            events.append(ev.RESIDUE.event(
                taker, QT_TRANSLATE_NOOP("casino", "{seat} takes the cards left on the table"),
                {"seat": taker, "side": self._side_of[taker], "cards": tuple(residue)},
            ))
        self._table = []
        captured = tuple(tuple(pile) for pile in self._captured)
        sweeps = tuple(self._sweeps)
        before = tuple(self._scores)
        no_target = self._no_target or max(before) >= self.rules.target
        result = count_deal(captured, sweeps, before, self.rules, no_target=no_target)
        self._scores = list(result.totals)
        self._no_target = result.no_target
        self._last_deal = result
        events.append(ev.DEAL_END.event(
            None, QT_TRANSLATE_NOOP("casino", "Deal {deal} is over"),
            {"deal": self._deal_number, "result": result, "captured": captured,
             "sweeps": sweeps, "scores_before": before, "scores": result.totals},
        ))
        if result.winner is not None:
            self._current = None
            self._winners = tuple(s for s in range(self.players) if self._side_of[s] == result.winner)
            if len(self._winners) == 1:
                events.append(ev.GAME_OVER.event(
                    self._winners[0], QT_TRANSLATE_NOOP("casino", "{seat} wins the game"),
                    {"seat": self._winners[0], "side": result.winner, "winners": self._winners},
                ))
            else:
                events.append(ev.GAME_OVER.event(
                    self._winners[0],
                    QT_TRANSLATE_NOOP("casino", "{seat} and {partner_seat} win the game"),
                    {"seat": self._winners[0], "partner_seat": self._winners[1],
                     "side": result.winner, "winners": self._winners},
                ))
            self._changed()
            return
        self._dealer = (self._dealer + 1) % self.players
        cards = full_deck()
        self._rng.shuffle(cards)
        events.extend(self._start_deal(cards))

    # -- what a seat sees -------------------------------------------------------
    def _captured_tuples(self) -> tuple[tuple[Card, ...], ...]:
        view = self._captured_view
        if view is None:
            view = self._captured_view = tuple(tuple(pile) for pile in self._captured)
        return view

    def view(self, seat: int) -> CasinoView:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a game of {self.players}")
        return CasinoView(
            seat=seat,
            players=self.players,
            rules=self.rules,
            hand=tuple(self._hands[seat]),
            table=tuple(self._table),
            hand_sizes=self._hand_sizes(),
            current_player=self._current,
            dealer=self._dealer,
            deck_left=self.deck_left,
            sides=self.sides,
            side_of=self._side_of,
            scores=tuple(self._scores),
            captured=self._captured_tuples(),
            sweeps=tuple(self._sweeps),
            last_capturer=self._last_capturer,
            deal_number=self._deal_number,
            hand_out=self._hand_out,
            hand_outs=self._hand_outs,
            no_target=self._no_target,
            last_deal=self._last_deal,
            over=self._current is None,
            winners=self._winners,
        )

    # -- saving -----------------------------------------------------------------
    def setup_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "rules": core.rules_to_json(self.rules),
            "seed": self.seed,
            "deck": None if self._deck_arg is None else [card_code(c) for c in self._deck_arg],
            "dealer": self._dealer_arg,
        }

    def encode_action(self, action: Play) -> Any:
        return play_json(action)

    @classmethod
    def decode_action(cls, data: Any) -> Play:
        return parse_play(data)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any]) -> CasinoGame:
        unknown = set(setup) - {"players", "rules", "seed", "deck", "dealer"}
        if unknown:
            raise ValueError(f"unknown set-up fields: {sorted(unknown)}")
        seed = setup["seed"]
        if type(seed) is not int:
            raise ValueError(f"a saved game needs its integer seed, not {seed!r}")
        deck = setup.get("deck")
        cards: list[Card] | None = None
        if deck is not None:
            if not isinstance(deck, list):
                raise ValueError(f"deck must be a list of cards, not {deck!r}")
            cards = [parse_card(code) for code in deck]
        return cls(
            players=setup["players"],
            rules=core.rules_from_json(CasinoRules, setup["rules"]),
            seed=seed,
            deck=cards,
            dealer=setup.get("dealer"),
        )


__all__ = ["Build", "CasinoGame", "CasinoView", "Play"]
