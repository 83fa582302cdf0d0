"""Phone seats at the laptop: the set-up's third kind of seat, the join dialog with its QR
codes and links, the table's marks and waiting text, the curtain only for the laptop's
people, handing a seat on, and a phone game kept by the saves."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from tablegames_qt.engine.casino import CasinoRules
from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.storage.saves import SavedGame, SeatRecord
from tablegames_qt.storage.seat_names import BOT_KEYS
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.seats import KIND_COLUMN, LEVEL_COLUMN, NAME_COLUMN, SeatListModel
from tablegames_qt.ui.phones.dialog import PhonesDialog
from tablegames_qt.ui.recorder import seat_configs
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController
from tests.phones.client import Phone
from tests.ui.app_helpers import isolated_settings, phone_table_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    yield from phone_table_window(qtbot, tmp_path, monkeypatch)


@pytest.fixture
def archive(tmp_path: Path) -> Iterator[GameArchive]:
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    yield archive
    archive.close()


@pytest.fixture
def archived_window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                    archive: GameArchive) -> Iterator[MainWindow]:
    """The phones' window, made with the archive as its services."""
    yield from phone_table_window(qtbot, tmp_path, monkeypatch, services=archive)


def _dialog() -> PhonesDialog | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, PhonesDialog) and widget.isVisible():
            return widget
    return None


def _when_dialog(qtbot: QtBot, act: Callable[[PhonesDialog], None]) -> None:
    """Run ``act`` on the phones dialog once it is shown (it runs its own event loop)."""
    deadline = time.monotonic() + 10

    def poll() -> None:
        dialog = _dialog()
        if dialog is not None:
            act(dialog)
        elif time.monotonic() < deadline:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)


def _token(link: str) -> str:
    return link.rsplit("#", 1)[1]


def test_the_set_up_offers_a_seat_on_a_phone(qtmodeltester: Any) -> None:
    model = SeatListModel(2, 10)
    model.set_defaults(3)
    assert model.setData(model.index(1, KIND_COLUMN), PHONE)
    qtmodeltester.check(model)
    assert model.index(1, KIND_COLUMN).data() == "On a phone"
    assert model.index(1, LEVEL_COLUMN).data() == "—"
    editable = Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(1, LEVEL_COLUMN)) & editable  # no level for a person
    assert model.flags(model.index(2, LEVEL_COLUMN)) & editable  # the bot's
    # two people now (one on the laptop, one on a phone): nobody is "You"
    assert [model.index(row, NAME_COLUMN).data() for row in (0, 1)] == ["Player 1", "Player 2"]
    assert model.seats()[1].kind == PHONE
    setup = GameSetup("perudo", model.seats(), PerudoRules(), model.default_names())
    again = GameSetup.from_json("perudo", setup.to_json())
    assert again is not None and again.seats[1].kind == PHONE


def test_the_curtain_falls_only_for_the_laptops_people(qtbot: QtBot) -> None:
    game = PerudoGame(players=3, seed=2, first_player=0)
    controller = SessionController(game, [SeatConfig("Ann", HUMAN), SeatConfig("Ben", HUMAN),
                                          SeatConfig("Cid", PHONE)], bot_pace_ms=0)
    downs: list[int] = []
    phone_turns: list[int] = []
    controller.curtainDown.connect(downs.append)
    controller.phoneTurn.connect(phone_turns.append)
    controller.start()
    for seat in (0, 1):
        qtbot.waitUntil(lambda seat=seat: downs[-1:] == [seat], timeout=3000)
        controller.reveal()
        assert controller.viewer() == seat
        assert controller.submit(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: phone_turns == [2], timeout=3000)
    assert downs == [0, 1]  # no curtain for the phone's seat
    assert controller.viewer() is None  # nobody's private items on the laptop meanwhile
    assert controller.submit(controller.legal_actions()[0]) is False  # the laptop cannot play it
    assert controller.submit_remote(2, controller.legal_actions()[0]) is None
    controller.stop()


def test_a_table_with_phones_waits_for_them_shows_them_and_keeps_them_in_the_save(
        qtbot: QtBot, archived_window: MainWindow, archive: GameArchive) -> None:
    window = archived_window
    setup = GameSetup("perudo", [SeatConfig("Anna", PHONE), SeatConfig("Ben", HUMAN),
                                 SeatConfig(BOT_KEYS[0], BOT, "easy")], PerudoRules())
    phones: list[Phone] = []
    seen: dict[str, Any] = {}

    def join(dialog: PhonesDialog) -> None:
        link = dialog.links[0].text()
        seen["link"] = link
        seen["qr"] = not dialog.findChild(QLabel, "qrCode").pixmap().isNull()
        seen["name"] = dialog.findChild(QLabel, "seatName").text()
        seen["status"] = dialog.findChild(QLabel, "phoneStatus").text()
        port = int(link.split(":")[2].split("/")[0])
        phone = Phone(port, _token(link), seed=1, play=False)
        phone.start()
        phones.append(phone)

    _when_dialog(qtbot, join)
    screen = window.start_setup(setup, seed=5)
    try:
        assert seen["link"].startswith("http://127.0.0.1:") and seen["qr"]
        assert seen["name"] == "Anna" and seen["status"] == "Waiting for Anna's phone…"
        assert screen.phone_table is not None and screen.phone_table.is_present(0)
        assert screen.texts.you is None  # Ben is not alone: the table names him, never "you"
        assert window.phones_action.isVisible()
        plates = [seat.plate.name for seat in screen.table._seats]
        assert plates[0] == "Anna ☎" and plates[1] == "Ben"
        controller = screen.controller
        qtbot.waitUntil(lambda: controller.awaiting_phone() == 0
                        or controller.awaiting_human() == 1, timeout=10000)
        if controller.awaiting_human() == 1:
            assert controller.submit(controller.legal_actions()[0])
        qtbot.waitUntil(lambda: controller.awaiting_phone() == 0, timeout=10000)
        qtbot.waitUntil(lambda: screen.status_text() == "Waiting for Anna's phone…", timeout=3000)
        assert controller.viewer() == 1  # Ben's dice on the laptop, never Anna's
        qtbot.waitUntil(lambda: (phones[0].last_state() or {}).get("yourTurn") is True,
                        timeout=5000)
        state = phones[0].last_state()
        assert state is not None and state["mine"]["dice"] == list(
            controller.game.view(0).own_dice)
        turn = state["turn"]
        phones[0].send_raw(f'{{"type":"act","turn":{turn},"choice":0}}')
        qtbot.waitUntil(lambda: len(controller.game.history) > turn, timeout=5000)
        # the save after that move knows Anna plays on a phone
        loaded = archive.load_unfinished("perudo")
        assert loaded is not None
        assert [s.kind for s in loaded[0].seats] == [PHONE, HUMAN, BOT]
        assert loaded[1].history == controller.game.history

        # the phone leaves: the table waits and says so; Game ▸ Phones hands the seat on
        phones[0].stop()
        qtbot.waitUntil(lambda: not screen.phone_table.is_present(0), timeout=5000)

        def to_bot(dialog: PhonesDialog) -> None:
            dialog.findChild(QPushButton, "toBot").click()

        _when_dialog(qtbot, to_bot)
        window.show_phones()
        assert controller.seats[0].kind == BOT
        # the computer player (in the bots' process) takes Anna's turns from now on
        by_anna: list[object] = []
        controller.actionApplied.connect(lambda seat, action: by_anna.append(action)
                                         if seat == 0 else None)

        def play_ben() -> bool:
            if controller.awaiting_human() == 1:
                controller.submit(controller.legal_actions()[0])
            return bool(by_anna) or controller.game.is_over()

        qtbot.waitUntil(play_ben, timeout=20000)
        assert screen.table._seats[0].plate.name == "Anna"
        assert screen.phone_table.tokens.token(0) is None
    finally:
        for phone in phones:
            phone.stop()
            phone.join(5)


def test_a_resumed_phone_game_puts_its_phone_seats_back_on_phones() -> None:
    game = PerudoGame(players=2, seed=1)
    now = datetime.now(UTC)
    saved = SavedGame(game, [SeatRecord("Anna", "human"), SeatRecord("Ben", "human")],
                      "s", started_at=now, elapsed=1.0, saved_at=now, extra={"phones": [1]})
    assert [c.kind for c in seat_configs(saved)] == [HUMAN, PHONE]


def test_handing_every_phone_on_starts_the_game(qtbot: QtBot, window: MainWindow) -> None:
    setup = GameSetup("casino", [SeatConfig("Anna", PHONE), SeatConfig("Ben", HUMAN)],
                      CasinoRules())

    def to_laptop(dialog: PhonesDialog) -> None:
        dialog.findChild(QPushButton, "toLaptop").click()

    _when_dialog(qtbot, to_laptop)
    screen = window.start_setup(setup, seed=2)
    assert screen.controller.seats[0].kind == HUMAN
    assert screen.controller.phones() == []
    qtbot.waitUntil(lambda: screen.controller.awaiting_human() is not None
                    or screen.curtain.is_down(), timeout=5000)


def test_the_set_up_says_what_phone_seats_do(qtbot: QtBot, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from tablegames_qt.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(isolated_settings(tmp_path, monkeypatch), "perudo")
    qtbot.addWidget(dialog)
    dialog.seats.set_defaults(3)
    dialog.seats.setData(dialog.seats.index(1, KIND_COLUMN), PHONE)
    hint = dialog.seat_hint.text()
    assert "QR code" in hint and "every phone has joined" in hint
    assert "against the computer" not in hint  # with a phone at the table nobody is alone
    assert dialog.setup().seats[1].kind == PHONE


def test_a_phone_game_resumed_after_a_restart_lets_its_phone_rejoin_with_a_new_link(
        qtbot: QtBot, archived_window: MainWindow, archive: GameArchive, tmp_path: Path) -> None:
    window = archived_window
    setup = GameSetup("casino", [SeatConfig("Anna", PHONE), SeatConfig(BOT_KEYS[0], BOT, "easy")],
                      CasinoRules())
    phones: list[Phone] = []
    links: list[str] = []

    def join(play: bool) -> Callable[[PhonesDialog], None]:
        def act(dialog: PhonesDialog) -> None:
            link = dialog.links[0].text()
            links.append(link)
            phone = Phone(int(link.split(":")[2].split("/")[0]), _token(link), seed=2, play=play)
            phone.start()
            phones.append(phone)
        return act

    try:
        _when_dialog(qtbot, join(play=True))
        screen = window.start_setup(setup, seed=3)
        qtbot.waitUntil(lambda: len(screen.controller.game.history) >= 6, timeout=20000)
        phones[0].stop()
        qtbot.waitUntil(lambda: not screen.phone_table.is_present(0), timeout=5000)
        played = list(screen.controller.game.history)
        window.leave_game()  # as if the app were killed: the server goes with the screen
        assert not screen.phone_table.is_open()

        again = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
        restarted = MainWindow(window.settings, remember_geometry=False, services=again)
        again.setParent(restarted)
        qtbot.addWidget(restarted)
        _when_dialog(qtbot, join(play=False))
        restarted.continue_game("casino")
        resumed = restarted.current_screen()
        assert resumed is not None and resumed.controller.phones() == [0]
        game = resumed.controller.game
        assert game.history[: len(played)] == played  # nothing of the game is lost
        assert links[1] != links[0]  # a new link
        qtbot.waitUntil(lambda: bool(phones[1].states()), timeout=5000)
        state = phones[1].states()[-1]
        assert state["turn"] >= len(played)
        assert [c["text"] for c in state["mine"]["cards"]] == [str(c) for c in game.view(0).hand]
        resumed.shutdown()
    finally:
        for phone in phones:
            phone.stop()
            phone.join(5)


def test_a_phone_cannot_play_while_the_laptop_has_paused_the_game(qtbot: QtBot) -> None:
    game = PerudoGame(players=2, seed=2, first_player=0)
    controller = SessionController(game, [SeatConfig("Ann", PHONE), SeatConfig("Ben", PHONE)],
                                   bot_pace_ms=0)
    controller.start()
    qtbot.waitUntil(lambda: controller.awaiting_phone() == 0, timeout=3000)
    controller.pause()
    assert controller.submit_remote(0, controller.legal_actions()[0]) == (
        "The game is paused on the laptop.")
    assert game.history == []
    controller.resume()
    assert controller.submit_remote(0, controller.legal_actions()[0]) is None
    assert controller.submit_remote(0, controller.legal_actions()[0]) == "It is not your turn."
    controller.stop()
