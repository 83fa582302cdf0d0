"""Statistics: each bot apart, numbers as Czech writes them, and the tendencies over time."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tablegames_qt.app import LanguageSwitcher
from tablegames_qt.coach.tendencies import NAMES, tendencies
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import PerudoGame
from tablegames_qt.games import figures, spec
from tablegames_qt.storage import recovery
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.stats import GAME, MATCH_GAME, Filter, GameResult, SeatResult, StatsStore
from tablegames_qt.ui.recorder import unit_result
from tablegames_qt.ui.stats.axes import LocaleAxis
from tablegames_qt.ui.stats.window import StatisticsWindow

TODAY = date(2025, 6, 10)


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def czech(qapp: QApplication) -> Iterator[None]:
    before = QLocale()
    switcher = LanguageSwitcher(qapp)
    switcher.apply("cs")
    QCoreApplication.sendPostedEvents()
    yield
    for translator in switcher.findChildren(QTranslator):
        qapp.removeTranslator(translator)
    switcher.setParent(None)
    QLocale.setDefault(before)
    QCoreApplication.sendPostedEvents()


def _at(day: int, hour: int = 12) -> datetime:
    return datetime(2025, 6, day, hour).astimezone().astimezone(UTC)


def _window(qtbot: QtBot, store: StatsStore) -> StatisticsWindow:
    window = StatisticsWindow(store, today=TODAY)
    qtbot.addWidget(window)
    window.set_filter(include_bot_only=True)
    return window


def _cells(model: Any) -> list[str]:
    return [str(model.data(model.index(r, c)) or "") for r in range(model.rowCount())
            for c in range(model.columnCount())]  # fmt: skip


def _two_bots_of_one_level(store: StatsStore) -> tuple[int, int, int]:
    profiles = Profiles(store)
    anna = profiles.create("Anna").id
    pip, lucy = profiles.bot("normal", "bot:pip").id, profiles.bot("normal", "bot:lucy").id
    tally = {"claims": 3.0, "bluffs": 1.0, "challenges": 2.0, "challenges_right": 1.0}
    for day, bids in ((1, 3.0), (2, 4.0)):
        store.record(GameResult(f"g{day}", "perudo", GAME, (
            SeatResult(0, anna, "Anna", day == 1, figures={"bids": bids}, tendencies=tally),
            SeatResult(1, pip, "bot:pip", day == 2, figures={"bids": 2.0}, tendencies=tally),
            SeatResult(2, lucy, "bot:lucy", False, figures={"bids": 1.0}, tendencies=tally),
        ), _at(day), 61.5, faces=(1234, 1200, 1190, 1210, 1220, 1205)))  # fmt: skip
    return anna, pip, lucy


def test_two_bots_of_one_level_are_shown_apart(qtbot: QtBot, store: StatsStore) -> None:
    _anna, pip, lucy = _two_bots_of_one_level(store)
    window = _window(qtbot, store)
    combo = [window.player_combo.itemText(i) for i in range(window.player_combo.count())]
    assert "Captain Pip (normal)" in combo and "Lucky Lucy (normal)" in combo
    assert set(window.win_rate_plot.labels) == {"Anna", "Captain Pip (normal)", "Lucky Lucy (normal)"}
    h2h = _cells(window.h2h_model)
    assert "Captain Pip (normal)" in h2h and "Lucky Lucy (normal)" in h2h
    tendency_names = [row.name for row in window.tendencies_tab.model.rows()]
    assert sorted(tendency_names) == ["Anna", "Captain Pip (normal)", "Lucky Lucy (normal)"]
    # each bot its own colour
    colours = {window._series_style(p)[1] for p in (pip, lucy)}
    assert len(colours) == 2
    window.set_filter(player=lucy, include_bot_only=True)
    assert [row.profile_id for row in window.tendencies_tab.model.rows()] == [lucy]


def test_every_statistics_figure_is_written_as_czech_writes_numbers(
    qtbot: QtBot, store: StatsStore, czech: None
) -> None:
    _two_bots_of_one_level(store)
    window = _window(qtbot, store)
    english_decimal = re.compile(r"\d\.\d|\d%")
    czech_date = re.compile(r"^\d{1,2}\.\d{1,2}\.\d{2,4} \d{1,2}:\d{2}$")
    models = {
        "head to head": window.h2h_model, "figures": window.figures_model,
        "tendencies": window.tendencies_tab.model, "games": window.results_model,
        "fair dice": window.fairness_model, "players": window.profiles_model,
    }  # fmt: skip
    for name, model in models.items():
        cells = _cells(model)
        assert cells, name
        # a date as Czech writes it short ("02.06.25 12:00", QLocale) is no decimal number
        numbers = [czech_date.sub("", c) for c in cells]
        assert not [c for c in numbers if english_decimal.search(c)], name
    assert "3,5" in _cells(window.figures_model)  # Anna's bids: 3 and 4
    assert "33\u00a0%" in _cells(window.tendencies_tab.model)  # 2 bluffs of 6 bids
    assert "50\u00a0%" in _cells(window.tendencies_tab.model)
    assert "2\u202f468" in _cells(window.fairness_model)  # ones: 1234 in each game, thousands apart
    verdict = window.fairness_verdict.text()
    assert "\u00a0%" in verdict and not english_decimal.search(verdict)
    assert "Kapitán Pip (střední)" in _cells(window.h2h_model)
    axis = LocaleAxis("left")
    assert axis.tickStrings([0.5, 1.0, 1.5], 1.0, 0.5) == ["0,5", "1,0", "1,5"]


def test_tendencies_of_played_games_are_the_stories_counts(
    qtbot: QtBot, store: StatsStore, qtmodeltester: Any
) -> None:
    profiles = Profiles(store)
    records = [SeatRecord("Anna", profile_id=profiles.create("Anna").id)] + [
        SeatRecord(key, "bot", "easy", profiles.bot("easy", key).id) for key in ("bot:pip", "bot:sam")
    ]
    games = [PerudoGame(players=3, seed=7), MachacekGame(players=3, seed=7, rules=MachacekRules(games=3))]
    for index, game in enumerate(games):
        rng = random.Random(index)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        _tracker, units = figures.catch_up(game)
        for unit in units:
            result = unit_result(unit, game, records, session=f"s{index}", started_at=_at(1 + index),
                                 finished_at=_at(1 + index, 13), duration=60.0)  # fmt: skip
            assert result is not None
            store.record(result)
    window = _window(qtbot, store)
    model = window.tendencies_tab.model
    qtmodeltester.check(model)
    rows = {row.name: row for row in model.rows()}
    expected = {name: dict.fromkeys(NAMES, 0.0) for name in ("Anna", "Captain Pip (easy)", "Sly Sam (easy)")}
    for game in games:
        for seat, counts in tendencies(game, spec(game.NAME).coach).items():
            for key, value in counts.items():
                expected[list(expected)[seat]][key] += value
    for name, counts in expected.items():
        row = rows[name]
        assert (row.claims, row.bluffs, row.challenges, row.challenges_right) == tuple(
            counts[key] for key in NAMES)
        # the Perudo game and the match, counted as Head to head and Games count them (a
        # match once, its three games' counts summed): every tab says the same number
        assert row.games == 1 + 1
    h2h = window.h2h_model
    assert [h2h.row_object(i).games for i in range(h2h.rowCount())] == [2] * h2h.rowCount() != []
    assert window.results_model.rowCount() == 2
    matches = store.tendency_series(Filter(game="machacek", include_bot_only=True))
    assert all(len(points) == 1 for points in matches.values())
    assert {unit.unit for unit in figures.catch_up(games[1])[1]} >= {MATCH_GAME}
    # the chart: one line per player, a rate in per cent
    window.tendencies_tab.rate_combo.setCurrentIndex(1)
    assert len(window.tendencies_tab.plot.items) == 3
    for item in window.tendencies_tab.plot.items:
        _x, y = item.getData()
        assert all(0 <= v <= 100 for v in y)


def test_a_person_cannot_take_a_name_shaped_like_the_apps_own(store: StatsStore) -> None:
    from tablegames_qt.ui.stats.profiles_model import create_player
    from tablegames_qt.ui.stats.worker import StatsWorker

    answers: list[tuple[Any, str]] = []
    worker = StatsWorker.inline(store)
    create_player(worker, "bot:pip", lambda *answer: answers.append(answer))
    created, refusal = answers.pop()
    assert created is None and "bot:" in refusal
    create_player(worker, "Pip", lambda *answer: answers.append(answer))
    created, refusal = answers.pop()
    assert created is not None and created.name == "Pip" and not refusal
