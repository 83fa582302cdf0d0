"""Higher or lower: the Qt parts (screen, replay scene, phone view, sounds, texts), its room."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tablegames_qt.engine.core import Event
from tablegames_qt.storage import paths
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import phone_texts
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.models.history import HistoryEntry
from tablegames_qt.ui.phone_view import PhoneView, players
from tablegames_qt.ui.replay_scene import ReplayScene
from tablegames_qt.ui.replay_steps import Step
from tablegames_qt.ui.rooms import Room, register_room, unregister_room
from tablegames_qt.ui.session import SessionController
from tests.hilo.game import NAME, Guess

COLOURS = ("#c0392b", "#2e86ab", "#27ae60", "#8e44ad")


def describe(event: Event, names: Sequence[str]) -> str:
    if event.kind == "guess" and event.seat is not None:
        return f"{names[event.seat]} guesses {event.message().rsplit(' ', 1)[-1]}"
    if event.kind == "roll":
        return f"The die shows {event.data['die']}: {'right' if event.data['right'] else 'wrong'}."
    return ""


class HiLoTable(QWidget):
    """The table: the die and everyone's points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("hiloTable")
        QVBoxLayout(self).addWidget(self.label)
        self.current: int | None = None

    def show_view(self, view: Any, names: Sequence[str]) -> None:
        points = ", ".join(f"{names[s]} {p}" for s, p in enumerate(view.points))
        self.label.setText(f"Die: {view.die} — {points}")

    def set_thinking(self, seat: int, on: bool) -> None:
        pass

    def set_current(self, seat: int | None) -> None:
        self.current = seat

    def finish_animations(self) -> None:
        pass


class HiLoScreen(GameScreen):
    def __init__(self, controller: SessionController, settings: Settings,
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, settings, parent)
        self.table = HiLoTable(self)
        self.higher = QPushButton("Higher", self)
        self.higher.setObjectName("hiloHigher")
        self.lower = QPushButton("Lower", self)
        self.lower.setObjectName("hiloLower")
        self.higher.clicked.connect(lambda: self.controller.submit(Guess(True)))
        self.lower.clicked.connect(lambda: self.controller.submit(Guess(False)))
        self.log: list[str] = []
        buttons = QHBoxLayout()
        buttons.addWidget(self.higher)
        buttons.addWidget(self.lower)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        controller.humanTurn.connect(self._human_turn)
        controller.eventsApplied.connect(self._events)
        controller.gameOver.connect(self._over)
        controller.stateChanged.connect(self.refresh_private)
        self._enable(False)

    def _enable(self, on: bool) -> None:
        self.higher.setEnabled(on)
        self.lower.setEnabled(on)

    def _human_turn(self, seat: int) -> None:
        self._enable(True)
        self._set_status(lambda: f"{self.name(seat)}: higher or lower?")

    def _events(self, events: list[Event]) -> None:
        self._enable(False)
        for event in events:
            self.sound(event)
            text = describe(event, self.controller.names())
            if text:
                self.log.append(text)
        self.refresh_private()

    def _over(self, winners: list[int]) -> None:
        self._enable(False)
        self.show_result(", ".join(self.name(s) for s in winners) + " win")

    def refresh_private(self) -> None:
        self.table.show_view(self.controller.view(0), self.controller.names())

    def retranslate(self) -> None:
        self._retranslate_status()


class HiLoReplayScene(ReplayScene):
    def __init__(self, names: Sequence[str], you: int | None = None, parent: QWidget | None = None,
                 colours: Sequence[str] = ()) -> None:
        super().__init__(names, you, parent, colours)
        self.table = HiLoTable()

    def setup(self, first: Step) -> None:
        self.show_state(first)

    def show_state(self, step: Step) -> None:
        self.table.show_view(step.views[0], self.names)

    def shown(self, seat: int) -> list[Any]:
        return []

    def describe(self, event: Event) -> str:
        return describe(event, self.names)

    def history_entry(self, event: Event) -> HistoryEntry | None:
        return HistoryEntry(event.kind, event.seat, payload=event) if describe(event, self.names) else None


def _colours(own: Sequence[str], _side_of: Sequence[int] | None = None) -> list[str]:
    return [colour or COLOURS[seat % len(COLOURS)] for seat, colour in enumerate(own)]


def _fill(view: Any, names: Sequence[str], phones: Sequence[int], state: dict[str, Any]) -> None:
    state["mine"] = {"label": f"Die: {view.die}", "dice": [view.die]}
    state["last"] = ""
    state["players"] = players(view, names, phones, lambda seat: phone_texts.points(view.points[seat]))


def _describer(names: Callable[[], list[str]], seat: int) -> Callable[[Event], str]:
    return lambda event: describe(event, names())


PHONE = PhoneView(_colours, _describer, lambda action, _names: {"label": str(action)}, _fill)

ROOM = Room(
    name=NAME,
    screen=lambda: HiLoScreen,
    replay_scene=lambda: HiLoReplayScene,
    phone=lambda: PHONE,
    sounds={"roll": ("dice_land",), "game_over": ("win",)},
    texts={"solo_hint": ("", "You play against the computer."),
           "blurb": ("", "Guess whether the next roll is higher."),
           "replace": ("", "Your game of higher or lower with {players} will be replaced."),
           "take_back_nothing": ("", "Nothing of yours to take back yet.")},
    colour="#27ae60",
    picture=paths.resources_dir() / "pictures" / "perudo.svg",  # a die will do
)


def register() -> None:
    unregister_room(NAME)
    register_room(ROOM)
