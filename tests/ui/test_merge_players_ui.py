"""Game → Players and the statistics' Players tab: "Merge into…" joins the second "You" an
earlier version made into Anna ("You" renamed), so the family's statistics are one again."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.profile_book import read_book
from tablegames_qt.storage.profiles import MergePlan, Profile, Profiles
from tablegames_qt.storage.seat_names import YOU_KEY
from tablegames_qt.storage.stats import GAME, GameResult, SeatResult, StatsStore
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.seat_config import HUMAN, SeatConfig
from tablegames_qt.ui.seat_profiles import seated
from tablegames_qt.ui.stats.merge import question
from tablegames_qt.ui.stats.players import PlayersDialog
from tablegames_qt.ui.stats.window import StatisticsWindow

from .app_helpers import in_language


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


def _play(store: StatsStore, session: str, people: list[tuple[int, str]]) -> None:
    bot = Profiles(store).bot("easy")
    seats = [*people, (bot.id, "bot:lucy")]
    store.record(GameResult(
        session=session, game="perudo", unit=GAME,
        seats=tuple(SeatResult(i, pid, name, i == 0) for i, (pid, name) in enumerate(seats)),
        finished_at=datetime(2025, 6, 3, 12, tzinfo=UTC), duration=60.0,
        variant={"players": len(seats)},
    ))  # fmt: skip


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    with in_language(qapp, "en"):  # the English plural forms ("the game", "the 12 games")
        yield


@pytest.fixture(name="split")
def split_fixture(store: StatsStore) -> tuple[Profile, Profile]:
    return split(store)


def split(store: StatsStore) -> tuple[Profile, Profile]:
    """Anna ("You" renamed) with a game, and the second "You" of the old bug with 12."""
    profiles = Profiles(store)
    anna = profiles.rename(profiles.create(YOU_KEY, seat=True).id, "Anna")
    with store.transaction() as conn:
        conn.execute("INSERT INTO profiles (kind, name, created_at) VALUES ('human', ?, '')", (YOU_KEY,))
    you = profiles.find(YOU_KEY)
    assert you is not None and you.id != anna.id
    _play(store, "anna", [(anna.id, "Anna")])
    for game in range(12):
        _play(store, f"you{game}", [(you.id, YOU_KEY)])
    return anna, you


def _answer_merge(monkeypatch: pytest.MonkeyPatch, keep: str, asked: list[str], merge: bool = True) -> None:
    """Pick ``keep`` in the list, note the confirmation's text and answer it."""
    monkeypatch.setattr(QInputDialog, "getItem", lambda *_a, **_k: (keep, True))

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        button = box.findChild(QPushButton, "mergeButton") if merge else box.escapeButton()
        assert button is not None
        button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)


def test_the_players_dialog_merges_you_into_anna(
    store: StatsStore, split: tuple[Profile, Profile], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
    english: None,
) -> None:
    anna, you = split
    dialog = PlayersDialog(store)
    qtbot.addWidget(dialog)
    model = dialog.model
    assert sorted(model.profile(r).name for r in range(model.rowCount())) == ["Anna", YOU_KEY]
    assert dialog.merge_button.text() == dialog.merge_action.text() == "&Merge into…"
    assert dialog.merge_action.shortcut().toString() == "Ctrl+M"
    assert dialog.merge_button.isEnabled()
    dialog.view.selectRow(model.row_of(you.id))
    asked: list[str] = []
    _answer_merge(monkeypatch, "Anna", asked, merge=False)
    dialog.merge_button.click()
    assert asked == ["The 12 games of You will count for Anna; You will be removed."]
    assert Profiles(store).get(you.id) is not None  # cancelled: nothing happened
    _answer_merge(monkeypatch, "Anna", asked)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert dialog.merge_action in dialog.view.actions()  # the table's menu (Menu key) offers it
    qtbot.keyClick(dialog.view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 2
    assert Profiles(store).get(you.id) is None
    assert [model.profile(r).name for r in range(model.rowCount())] == ["Anna"]
    assert store.games_played()[anna.id] == 13
    assert dialog.message.text() == "Anna now has the statistics of You."
    assert not dialog.merge_button.isEnabled()  # nobody left to merge with
    # Esc closes the dialog as every other window
    qtbot.keyClick(dialog.view, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_two_people_of_one_table_are_not_merged_and_it_says_why(
    store: StatsStore, split: tuple[Profile, Profile], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
    english: None,
) -> None:
    anna, you = split
    _play(store, "both", [(anna.id, "Anna"), (you.id, YOU_KEY)])
    dialog = PlayersDialog(store)
    qtbot.addWidget(dialog)
    dialog.view.selectRow(dialog.model.row_of(you.id))
    asked: list[str] = []
    _answer_merge(monkeypatch, "Anna", asked)
    dialog.merge_button.click()
    assert asked == []  # never asked: refused at once
    assert dialog.message.text() == (
        "You and Anna played at the same table, so they are two people: they cannot be merged."
    )
    assert Profiles(store).get(you.id) is not None


def test_the_statistics_players_tab_merges_too(
    store: StatsStore, split: tuple[Profile, Profile], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
    english: None,
) -> None:
    anna, you = split
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    tab = window.players_tab
    tab.view.selectRow(tab.model.row_of(anna.id))
    asked: list[str] = []
    _answer_merge(monkeypatch, "You", asked)  # Anna merged into You: You is kept
    with qtbot.waitSignal(window.playersChanged, timeout=1000):
        tab.merge_button.click()
    assert asked == ["The game of Anna will count for You; Anna will be removed."]
    assert Profiles(store).get(anna.id) is None
    assert store.games_played()[you.id] == 13
    assert [tab.model.profile(r).id for r in range(tab.model.rowCount())] == [you.id]
    assert window.status.text() == "You now has the statistics of Anna."


@pytest.mark.parametrize(("games", "words"), [(1, "přidá 1\u00a0hra"), (3, "přidají 3\u00a0hry"),
                                              (12, "přidá 12\u00a0her")])  # fmt: skip
def test_the_czech_confirmation_counts_games_in_their_plural_forms(
    qapp: QApplication, games: int, words: str
) -> None:
    plan = MergePlan(Profile(2, "human", YOU_KEY), Profile(1, "human", "Anna"), games, 0)
    with in_language(qapp, "cs"):
        text = question(plan)
    assert words in text, text
    assert "Anna" in text and "Ty" in text and "{" not in text


def test_set_ups_and_cards_naming_the_merged_one_seat_the_kept_one(
    store: StatsStore, split: tuple[Profile, Profile]
) -> None:
    # A remembered set-up (or a saved game's seat) still holds the merged profile's id and
    # name; laid from the book read again, as after a rename, it seats the kept person.
    anna, you = split
    eva = Profiles(store).create("Eva")
    Profiles(store).merge(you.id, anna.id)
    Profiles(store).merge(eva.id, anna.id)
    book = read_book(store)
    remembered = [SeatConfig(YOU_KEY, HUMAN, "normal", you.id), SeatConfig("Eva", HUMAN, "normal", eva.id)]
    laid = seated(book, remembered)
    assert [(s.name, s.profile_id) for s in laid] == [("Anna", anna.id), ("Eva", None)]  # one seat each
    laid = seated(book, remembered[1:])
    assert [(s.name, s.profile_id, s.colour) for s in laid] == [("Anna", anna.id, anna.colour)]
    assert book.to_make == []  # nobody new is made for them


def test_the_apps_people_are_read_again_after_a_merge(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, english: None
) -> None:
    # the statistics window's Players tab on the app's own worker thread, as a person uses it
    archive = GameArchive(stats_path=tmp_path / "s.sqlite3", notify=False)
    try:
        assert archive.stats is not None
        split(archive.stats)
        with qtbot.waitSignal(archive.profilesRead, timeout=10_000):
            archive.reload_profiles()
        you = archive.book.find(YOU_KEY)
        assert you is not None and you.name == YOU_KEY
        archive.open_statistics(None)
        window = archive.statistics_window
        assert isinstance(window, StatisticsWindow)
        qtbot.addWidget(window)
        tab = window.players_tab
        qtbot.waitUntil(lambda: tab.model.row_of(you.id) >= 0, timeout=10_000)
        tab.view.selectRow(tab.model.row_of(you.id))
        _answer_merge(monkeypatch, "Anna", [])
        with qtbot.waitSignal(archive.profilesRead, timeout=10_000):
            tab.merge_button.click()
        anna = archive.book.find(YOU_KEY)
        assert anna is not None and anna.name == "Anna"  # "You" is Anna in every set-up now
        assert [p.name for p in archive.book.humans()] == ["Anna"]
    finally:
        archive.close()
