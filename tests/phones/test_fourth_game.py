"""The fourth game defined only in the tests (``tests/hilo/``) is played from a phone seat,
over the real server, with nothing of the phones' code changed for it."""

from __future__ import annotations

import pytest

from tests.hilo import registered  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("registered")


def test_a_phone_seat_plays_it(make_table: object) -> None:
    table = make_table("hilo", 1, 1, seed=2)  # type: ignore[operator]
    table.join_all()
    table.play_to_end()
    phone = table.phones[0]
    assert phone.acted_turns  # the phone made its own guesses
    final = phone.last_state()
    assert final is not None and final["over"] and final["mine"]["dice"] == [table.game.die]
    choices = [state["choices"] for state in phone.states() if state["choices"]]
    assert choices and {c["label"] for c in choices[0]} == {"higher", "lower"}
