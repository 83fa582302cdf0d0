"""Casino history sentences speak to the one person at the screen, and name everyone else."""

from __future__ import annotations

from tablegames_qt.engine.casino import CasinoGame
from tablegames_qt.ui.casino.texts import CasinoTexts


def _play_until(game: CasinoGame, kind: str):
    while not game.is_over():
        legal = game.legal_actions()
        wanted = [p for p in legal if p.kind == kind]
        events = game.apply(wanted[0] if wanted else legal[0])
        for event in events:
            if event.kind == kind:
                return event
    raise AssertionError(f"no {kind} in a whole game")


def test_solo_person_is_spoken_to(qapp):
    names = ["You", "Pip"]
    for kind, start in (("capture", "You capture "), ("trail", "You trail "),
                        ("build", "You build ")):
        game = CasinoGame(players=2, seed=5, dealer=1)  # seat 0 plays first
        event = _play_until(game, kind)
        you = CasinoTexts(lambda: names, event.seat)
        other = CasinoTexts(lambda: names, 1 - event.seat)
        assert you.describe(event).startswith(start)
        assert other.describe(event).startswith(names[event.seat] + " ")


def test_hot_seat_names_everyone(qapp):
    game = CasinoGame(players=2, seed=5, dealer=1)
    event = _play_until(game, "capture")
    text = CasinoTexts(lambda: ["Ann", "Bob"], None).describe(event)
    assert text.startswith(["Ann", "Bob"][event.seat] + " captures ")


def test_partners_win_together(qapp):
    game = CasinoGame(players=4, seed=2)
    event = _play_until(game, "game_over")
    winners = event.data["winners"]
    names = ["A", "B", "C", "D"]
    assert CasinoTexts(lambda: names, winners[1]).describe(event) == (
        f"You and {names[winners[0]]} win the game")
    losers = [s for s in range(4) if s not in winners]
    assert CasinoTexts(lambda: names, losers[0]).describe(event) == (
        f"{names[winners[0]]} and {names[winners[1]]} win the game")
