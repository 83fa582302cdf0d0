"""Property: a save the loader accepts — however it was mutated — can then be
saved again, resumed and played on with every move saved, recorded in the
statistics and replayed, without an error.  What the loader refuses it
refuses as a damaged file, never with another exception."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.games import figures, game_class
from tablegames_qt.storage import recovery, saves, slots
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.stats import MATCH_GAME, GameResult, SeatResult, StatsStore

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)


def _base(kind: str, actions: int) -> dict[str, Any]:
    options: dict[str, Any] = {"players": 2 if kind == "casino" else 3}
    if kind == "machacek":
        options["rules"] = MachacekRules(games=3)
    game = game_class(kind)(seed=5, **options)
    rng = random.Random(5)
    for _ in range(actions):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    seats = [SeatRecord("Anna", "human", "normal", 1)] + [
        SeatRecord(f"Bot {i}", "bot", "easy", 2) for i in range(1, game.players)
    ]
    text = saves.encode(game, seats, session="feedc0de" * 4, started_at=START, elapsed=12.5,
                        extra={"unit_started_elapsed": 3.0})  # fmt: skip
    return json.loads(text)


BASES = {(kind, n): _base(kind, n) for kind in ("perudo", "machacek", "casino") for n in (0, 9)}

values = st.recursive(
    st.none() | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.sampled_from([0, 1, 2, 3, 5, 10, 21, 99, 100, 10**26, 2**63, -1])
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=90)
    | st.sampled_from(["\ud800", "Eve\x00", "<u>Eve</u><img src=x>", "a" * 81, "", "soon",
                      "/../../x", "random", "hard", "bot", "human", "2025-01-01T00:00:00"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)  # fmt: skip


def _mutate(data: dict[str, Any], draw: st.DataObject) -> None:
    """Walk into the document at random and change, drop or add one thing."""
    target: Any = data
    for _depth in range(draw.draw(st.integers(0, 5))):
        if isinstance(target, dict) and target:
            key = draw.draw(st.sampled_from(sorted(target)))
            if not isinstance(target[key], dict | list) or not target[key]:
                break
            target = target[key]
        elif isinstance(target, list) and target:
            target = target[draw.draw(st.integers(0, len(target) - 1))]
            if not isinstance(target, dict | list) or not target:
                break
        else:
            break
    if not isinstance(target, dict | list) or not target:
        return
    action = draw.draw(st.sampled_from(["replace", "replace", "drop", "add"]))
    if isinstance(target, dict):
        key = draw.draw(st.sampled_from(sorted(target)))
        if action == "drop":
            del target[key]
        elif action == "add":
            target[draw.draw(st.text(max_size=8))] = draw.draw(values)
        else:
            target[key] = draw.draw(values)
    else:
        index = draw.draw(st.integers(0, len(target) - 1))
        if action == "drop":
            del target[index]
        elif action == "add":
            target.insert(index, draw.draw(values))
        else:
            target[index] = draw.draw(values)


def _profiles_for(store: StatsStore, seats: list[SeatRecord]) -> list[int]:
    profiles = Profiles(store)
    ids = []
    for seat in seats:
        found = profiles.get(seat.profile_id) if seat.profile_id is not None else None
        if found is None:
            try:
                found = profiles.for_seat(seat.name, seat.kind, seat.level)
            except ValueError:  # a name the profiles refuse (the recorder logs it)
                found = profiles.ensure(f"Seat {len(ids)}")
        ids.append(found.id)
    return ids


def _use(saved: saves.SavedGame, folder: Path) -> None:
    game = saved.game
    # saved again, exactly
    text = saves.encode(game, saved.seats, session=saved.session, started_at=saved.started_at,
                        elapsed=saved.elapsed, extra=saved.extra)  # fmt: skip
    again = saves.decode(text)
    assert again.game.to_json() == game.to_json() and again.seats == saved.seats
    # resumed from its slot and played on, every move saved
    slots.save_slot(game, saved.seats, session=saved.session, started_at=saved.started_at,
                    elapsed=saved.elapsed, extra=saved.extra, folder=folder)  # fmt: skip
    resumed = slots.load_slot(game.NAME, folder) if not game.is_over() else again
    assert resumed is not None
    tracker, units = figures.catch_up(resumed.game)
    rng = random.Random(1)
    for _step in range(60):
        if resumed.game.is_over():
            break
        events = resumed.game.apply(rng.choice(resumed.game.legal_actions()))
        units.extend(tracker.after(resumed.game, events))
        if not resumed.game.is_over():
            slots.save_slot(resumed.game, resumed.seats, session=resumed.session,
                            started_at=resumed.started_at, elapsed=resumed.elapsed + 1,
                            extra=resumed.extra, folder=folder)  # fmt: skip
    # recorded
    store = StatsStore.in_memory()
    ids = _profiles_for(store, resumed.seats)
    finished = max(resumed.saved_at, resumed.started_at) + timedelta(seconds=1)
    for unit in units:
        rows = tuple(SeatResult(seat, ids[seat], resumed.seats[seat].name, seat in unit.winners,
                                None, unit.figures.get(seat, {})) for seat in unit.seats)  # fmt: skip
        duration = 0.0 if unit.unit == MATCH_GAME else resumed.elapsed
        store.record(GameResult(resumed.session, game.NAME, unit.unit, rows, finished, duration,
                                unit.number, {"players": game.players}, resumed.started_at,
                                unit.faces))  # fmt: skip
    store.results()
    store.close()
    # kept as a replay and stepped through
    replay_dir = folder / "replays"
    path = saves.save_replay(resumed.game, resumed.seats, session=resumed.session,
                             started_at=resumed.started_at, elapsed=resumed.elapsed,
                             finished_at=finished, extra=resumed.extra, folder=replay_dir)  # fmt: skip
    replay = saves.load_replay(path)
    assert replay is not None
    step = type(replay.game).from_setup(replay.game.setup_json())
    for action in replay.game.history:
        step.apply(action)
    assert step.to_json() == resumed.game.to_json()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])  # fmt: skip
@given(base=st.sampled_from(sorted(BASES)), mutations=st.integers(1, 3), data=st.data())
def test_a_save_the_loader_accepts_can_be_saved_resumed_recorded_and_replayed(
    tmp_path_factory: Any, base: tuple[str, int], mutations: int, data: st.DataObject
) -> None:
    document = json.loads(json.dumps(BASES[base]))
    for _ in range(mutations):
        _mutate(document, data)
    raw = json.dumps(document, ensure_ascii=data.draw(st.booleans())).encode("utf-8", "surrogatepass")
    try:
        saved = saves.decode(raw)
    except recovery.DamagedFile:
        return  # refused whole, as a damaged file
    _use(saved, tmp_path_factory.mktemp("use"))


def test_the_unmutated_saves_are_accepted_and_usable(tmp_path: Path) -> None:
    for key, document in BASES.items():
        saved = saves.decode(json.dumps(document))
        _use(saved, tmp_path / f"{key[0]}-{key[1]}")
