"""The new-game dialog: which game, who sits at the table, which rules.

Seats are a :class:`SeatListModel` in a table view with combo-box delegates
for human/computer and the difficulty.  The games are the registry's; the rule
variants are built from the options each rules class describes
(``engine/options.py``): one widget and a short explanation each, starting at
the seed's rules.  The last set-up of every game is remembered in the settings,
with each person's profile: a remembered seat shows its person as their profile is
now (``seat_profiles``: renamed, recoloured), and Start gives every person a profile.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.games import names, spec
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import override, window_place
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.dialogs.rule_options import RuleOptionsForm, soften
from tablegames_qt.ui.dialogs.seat_delegates import ChoiceDelegate, NameDelegate
from tablegames_qt.ui.dialogs.setup import (
    GameSetup,
    build_rules,
    rules_class,
)
from tablegames_qt.ui.dialogs.setup_panes import RulesScroll, SeatView
from tablegames_qt.ui.models.seats import (
    KIND_COLUMN,
    KINDS,
    LEVEL_COLUMN,
    LEVELS,
    NAME_COLUMN,
    SeatListModel,
    kind_label,
    level_label,
)
from tablegames_qt.ui.rooms import room, title
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE, SeatConfig
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.texts import fill_in

ModelIndex = QModelIndex | QPersistentModelIndex


#: pixels: the dialog's width where the screen has room (the players' table and the variants
#: side by side without wrapping much)
PREFERRED_WIDTH = 1000


class NewGameDialog(QDialog):
    """See the module docstring.  After ``exec()`` returns Accepted, read :meth:`setup`."""

    def __init__(
        self,
        settings: Settings,
        game: str | None = None,
        parent: QWidget | None = None,
        *,
        profile_names: Callable[[], list[str]] | None = None,
        seat_profiles: Callable[[list[SeatConfig], bool], list[SeatConfig]] | None = None,
        names_waiting: Callable[[Callable[[], None]], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.settings = settings
        # Asked once: the players do not change while the dialog is open ...
        self._profile_names = profile_names
        self.profile_names: list[str] = list(profile_names()) if profile_names is not None else []
        # ... unless they have not been read yet (``names_waiting``: True while they are
        # not, and calls back when they are; a locked database keeps them a while)
        self.waiting_for_names = False
        # the seats as last laid: (game, what they were laid from, its default names, the
        # seats laid); those the person has not edited are laid again once the people are read
        self._laid: tuple[str, list[SeatConfig], list[bool], list[SeatConfig]] | None = None

        self.game_label = QLabel(self)
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("gameCombo")
        for name in names():
            self.game_combo.addItem("", name)
        self.game_label.setBuddy(self.game_combo)

        self._make_seat_table(seat_profiles)
        self._make_seat_notes()
        self._make_players_box()
        self._make_rules_box()
        self._lay_out()

        self.seats.seatsChanged.connect(self._seats_changed)
        self.seats.dataChanged.connect(self._data_changed)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.retranslate()
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        if self.game_combo.currentIndex() == 0:
            self._game_changed(0)
        # roomy where the screen allows (window_place keeps a dialog within a small one)
        self.resize(max(PREFERRED_WIDTH, self.sizeHint().width()), self.sizeHint().height())
        self._shown_once = False
        if names_waiting is not None and names_waiting(self._names_read):
            self.waiting_for_names = True
            self.names_note.show()
            self._check_names()

    # -- building the dialog (in the order its widgets are made: the tab order) ----
    def _make_seat_table(
        self, seat_profiles: Callable[[list[SeatConfig], bool], list[SeatConfig]] | None
    ) -> None:
        self.seats = SeatListModel(parent=self)
        #: the seats with their people's profiles (``MainWindow.seat_profiles``), if any
        self.seat_profiles = seat_profiles
        if seat_profiles is not None:
            self.seats.lookup = lambda seat: seat_profiles([seat], False)[0]
        self.seat_view = SeatView(self)
        self.seat_view.setObjectName("seatView")
        self.seat_view.setModel(self.seats)
        self.seat_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.seat_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.seat_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.AnyKeyPressed  # click a name, type the new one
        )
        header = self.seat_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(1, 130)
        header.resizeSection(2, 120)
        self.seat_view.setMinimumWidth(540)
        self.seat_view.verticalHeader().setDefaultSectionSize(34)
        self._kind_delegate = ChoiceDelegate(lambda: [(k, kind_label(k)) for k in KINDS], self.seat_view)
        self._level_delegate = ChoiceDelegate(lambda: [(lv, level_label(lv)) for lv in LEVELS], self.seat_view)
        self.seat_view.setItemDelegateForColumn(KIND_COLUMN, self._kind_delegate)
        self.seat_view.setItemDelegateForColumn(LEVEL_COLUMN, self._level_delegate)
        self._name_delegate = NameDelegate(lambda: self.profile_names, self.seat_view)
        self.seat_view.setItemDelegateForColumn(NAME_COLUMN, self._name_delegate)

    def _make_seat_notes(self) -> None:
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("addSeat")
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeSeat")
        self.add_button.clicked.connect(self._add_seat)
        self.remove_button.clicked.connect(self._remove_seat)
        self.seat_hint = QLabel(self)
        self.seat_hint.setWordWrap(True)
        soften(self.seat_hint)
        self.name_warning = QLabel(self)
        self.name_warning.setObjectName("nameWarning")
        self.name_warning.setWordWrap(True)
        self.name_warning.setTextFormat(Qt.TextFormat.PlainText)  # it quotes names
        self.name_warning.hide()
        # Start makes a profile for a name nobody has: said here, never done silently
        self.new_people = QLabel(self)
        self.new_people.setObjectName("newPeopleNote")
        self.new_people.setWordWrap(True)
        self.new_people.setTextFormat(Qt.TextFormat.PlainText)
        soften(self.new_people)
        self.new_people.hide()
        self.names_note = QLabel(self)
        self.names_note.setObjectName("namesNote")
        soften(self.names_note)
        self.names_note.hide()
        self.allow_hints = QCheckBox(self)
        self.allow_hints.setObjectName("allowHintsCheck")

    def _make_players_box(self) -> None:
        self.players_box = QGroupBox(self)
        players_layout = QVBoxLayout(self.players_box)
        players_layout.addWidget(self.seat_view, 1)
        seat_buttons = QHBoxLayout()
        seat_buttons.addWidget(self.add_button)
        seat_buttons.addWidget(self.remove_button)
        seat_buttons.addStretch(1)
        players_layout.addLayout(seat_buttons)
        players_layout.addWidget(self.seat_hint)
        players_layout.addWidget(self.allow_hints)
        players_layout.addWidget(self.name_warning)
        players_layout.addWidget(self.new_people)
        players_layout.addWidget(self.names_note)

    def _make_rules_box(self) -> None:
        self.rules_box = QGroupBox(self)
        # The variants scroll: on a small screen the dialog keeps to it (at 1024×640 the
        # Macháček labels were cut and the lives' explanation ran under the widget above)
        self.rules_scroll = RulesScroll(self.rules_box)
        self.rules_scroll.setObjectName("rulesScroll")
        self.rules_scroll.setWidgetResizable(True)
        self.rules_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.rules_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rules_form = RuleOptionsForm(self.rules_scroll)
        self.rules_scroll.setWidget(self.rules_form)
        self.rules_scroll.viewport().setAutoFillBackground(False)
        self.rules_form.setAutoFillBackground(False)
        self.seed_rules_button = QPushButton(self.rules_box)
        self.seed_rules_button.clicked.connect(self._reset_rules)
        rules_layout = QVBoxLayout(self.rules_box)
        rules_layout.addWidget(self.rules_scroll, 1)
        rules_layout.addWidget(self.seed_rules_button, 0, Qt.AlignmentFlag.AlignRight)

    def _lay_out(self) -> None:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        closable(self, self.buttons)

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_combo, 1)
        middle = QHBoxLayout()
        middle.addWidget(self.players_box, 3)
        middle.addWidget(self.rules_box, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        layout.addWidget(self.buttons)

    # -- public -------------------------------------------------------------------
    def game(self) -> str:
        return str(self.game_combo.currentData())

    def setup(self) -> GameSetup:
        game = self.game()
        rules = build_rules(game, self.rules_form.values())
        hot_seat = sum(1 for s in self.seats.seats() if s.kind != BOT) >= 2
        return GameSetup(game, self.seats.seats(), rules, self.seats.default_names(),
                         allow_hints=hot_seat and self.allow_hints.isChecked())

    @override
    def accept(self) -> None:
        if self.seat_view.state() == QAbstractItemView.State.EditingState:
            # Commit a name still being typed.
            self.seat_view.setFocus()
        if self.seats.duplicate_human_names():
            self._seats_changed()
            return
        if self.seat_profiles is not None:  # everyone seated is somebody from now on
            self.seats.set_profiles(self.seat_profiles(self.seats.seats(), True))
        setup = self.setup()
        self.settings.set_last_setup(setup.game, setup.to_json())
        super().accept()

    def new_people_names(self) -> list[str]:
        """The people seated under a name no profile has (Start makes one for each)."""
        return [shown(seat.name) for seat in self.seats.seats()
                if seat.is_human and seat.profile_id is None]

    # -- building -----------------------------------------------------------------
    def _game_changed(self, _index: int) -> None:
        game = self.game()
        low, high = spec(game).seats
        self.seats.set_limits(low, high)
        self.rules_form.build(game)
        remembered = self.settings.last_setup(game)
        setup = GameSetup.from_json(game, remembered) if remembered else None
        if setup is not None:
            base, base_defaults = setup.seats, setup.default_names
            self.seats.set_seats(*self._matched(base, base_defaults))
            self.rules_form.set_rules(setup.rules)
            self.allow_hints.setChecked(setup.allow_hints)
        else:
            self.allow_hints.setChecked(False)
            self.seats.set_defaults(spec(game).default_seats)
            self.rules_form.set_rules(rules_class(game)())
            base, base_defaults = self.seats.seats(), self.seats.default_names()
        self._laid = (game, base, base_defaults, self.seats.seats())
        self._seats_changed()
        self._refresh_editors()
        self._fit_rules()
        if self.isVisible():  # another game's rules: as much room as they need, if the screen has it
            QTimer.singleShot(0, self, self._fit_to_screen)

    def _matched(self, seats: list[SeatConfig], defaults: list[bool]) -> tuple[list[SeatConfig], list[bool]]:
        """``seats`` and whether each name is a default one, each person as their profile
        is now: "Player 1" renamed "Anna" sits as Anna (no longer a name the dialog gave)."""
        if self.seat_profiles is None:
            return seats, defaults
        matched = self.seat_profiles(seats, False)
        return matched, [row < len(defaults) and defaults[row] and seat.name == old.name
                         for row, (seat, old) in enumerate(zip(matched, seats, strict=True))]

    def _fit_rules(self) -> None:
        """The variants never narrower than their narrowest layout: they scroll only
        downwards (a field cut at the right cannot be scrolled to)."""
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.rules_scroll.setMinimumWidth(self.rules_form.minimumSizeHint().width() + bar + 2)

    def _fit_to_screen(self, first: bool = False) -> None:
        """Tall enough for the rules and the players without a scroll bar, as far as the
        screen allows; ``first``: as tall as that, else never shorter than it is (switching
        games does not make it jump)."""
        # the hints of the rules pane and the seats follow what they hold now: every layout
        # between them and the dialog forgets its cached hint
        for widget in (self.rules_scroll, self.seat_view, self.rules_box, self.players_box):
            widget.updateGeometry()
        for layout in (self.rules_box.layout(), self.players_box.layout(), self.layout()):
            if layout is not None:
                layout.invalidate()
        layout = self.layout()
        if layout is not None:
            layout.activate()
        area = window_place.available_area(self)
        frame = self.frameGeometry().height() - self.height()
        room = area.height() - frame if area.isValid() else self.sizeHint().height()
        wanted = min(self.sizeHint().height() if first else max(self.height(), self.sizeHint().height()),
                     room)
        width = min(max(self.width(), PREFERRED_WIDTH), area.width() if area.isValid() else self.width())
        if (width, wanted) != (self.width(), self.height()):
            self.resize(width, wanted)
            window_place.keep_within(self)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:  # the real widths are known now: the rules' real height too
            self._shown_once = True
            QTimer.singleShot(0, self, lambda: self._fit_to_screen(first=True))

    def _reset_rules(self) -> None:
        self.rules_form.set_rules(rules_class(self.game())())

    def _add_seat(self) -> None:
        self.seats.add_seat()

    def _remove_seat(self) -> None:
        rows = self.seat_view.selectionModel().selectedRows()
        row = rows[0].row() if rows else self.seats.rowCount() - 1
        name = self.seats.seats()[row].name if 0 <= row < self.seats.rowCount() else ""
        self.seats.remove_seat(row)
        if name:  # who went: the row is gone from the list, the person may not see it
            announce(self.remove_button, fill_in(self.tr("{name} removed"), name=name))

    def _seats_changed(self) -> None:
        self.seat_view.updateGeometry()
        if self.isVisible():  # a seat more: room for it, if the screen has it
            QTimer.singleShot(0, self, self._fit_to_screen)
        self.add_button.setEnabled(self.seats.can_add())
        self.remove_button.setEnabled(self.seats.can_remove())
        humans = sum(1 for s in self.seats.seats() if s.kind == HUMAN)
        phones = sum(1 for s in self.seats.seats() if s.kind == PHONE)
        if phones and humans < 2:
            self.seat_hint.setText("")  # nobody alone against the computer: said below
        elif humans == 0:
            self.seat_hint.setText(self.tr("Only computers: you watch them play."))
        elif humans == 1:
            self.seat_hint.setText(room(self.game()).text("solo_hint"))
        else:
            self.seat_hint.setText(
                self.tr("Hot-seat: before each turn the screen asks to pass the laptop to the next player.")
            )
        if phones:
            phone_hint = self.tr(
                "Seats on a phone get a link and a QR code to join over this home Wi-Fi; the "
                "game starts when every phone has joined.")
            self.seat_hint.setText(f"{self.seat_hint.text()} {phone_hint}".strip())
        # Solo games always offer hints; a hot-seat table chooses.
        self.allow_hints.setVisible(humans + phones >= 2)
        self._check_names()
        # Editors are reopened later: this may run inside a combo box's own signal.
        QTimer.singleShot(0, self, self._refresh_editors)

    def _check_names(self) -> None:
        duplicates = self.seats.duplicate_human_names()
        if duplicates:
            self.name_warning.setText(
                fill_in(self.tr("Two human players cannot have the same name: {names}."), names=", ".join(duplicates))
            )
        self.name_warning.setVisible(bool(duplicates))
        # who is new is known once the people are read
        new = (self.new_people_names()
               if self.seat_profiles is not None and not self.waiting_for_names else [])
        self.new_people.setText(fill_in(
            self.tr("New players, added to Game → Players when the game starts: {names}."),
            names=", ".join(new)) if new else "")
        self.new_people.setVisible(bool(new))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not duplicates)

    def _names_read(self) -> None:
        """The people have been read: their names are offered, the note goes, and every
        seat the person has not edited meanwhile is matched to its person again, as a
        dialog opened now would lay it (their colour, who is new)."""
        if self._profile_names is not None:
            self.profile_names = list(self._profile_names())
        self.waiting_for_names = False
        if self._laid is not None and self._laid[0] == self.game():
            _game, base, base_defaults, laid = self._laid
            fresh, fresh_defaults = self._matched(base, base_defaults)
            now = self.seats.seats()
            for row, (seat, was, new, default) in enumerate(zip(now, laid, fresh, fresh_defaults, strict=False)):
                if seat == was and new != seat:
                    self.seats.relay(row, new, default)
        self.names_note.hide()
        self._check_names()

    def _data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: list[int] = ()) -> None:  # type: ignore[assignment]
        if top_left.column() <= KIND_COLUMN <= bottom_right.column():
            QTimer.singleShot(0, self, self._refresh_editors)

    def _refresh_editors(self) -> None:
        """Combo boxes always shown for the kind and, for computers, the level."""
        for row in range(self.seats.rowCount()):
            kind_index = self.seats.index(row, KIND_COLUMN)
            level_index = self.seats.index(row, LEVEL_COLUMN)
            if not self.seat_view.isPersistentEditorOpen(kind_index):
                self.seat_view.openPersistentEditor(kind_index)
            is_human = kind_index.data(Qt.ItemDataRole.EditRole) != BOT  # here or on a phone
            if is_human and self.seat_view.isPersistentEditorOpen(level_index):
                self.seat_view.closePersistentEditor(level_index)
            elif not is_human and not self.seat_view.isPersistentEditorOpen(level_index):
                self.seat_view.openPersistentEditor(level_index)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, title(str(self.game_combo.itemData(i))))
        self.players_box.setTitle(self.tr("Players"))
        self.rules_box.setTitle(self.tr("Rules"))
        self.add_button.setText(self.tr("&Add player"))
        self.remove_button.setText(self.tr("&Remove player"))
        self.seed_rules_button.setText(self.tr("Standard rules"))
        self.names_note.setText(self.tr("Reading the players…"))
        self.allow_hints.setText(self.tr("Allow &hints (H): the coach may advise whoever is playing"))
        self.allow_hints.setToolTip(self.tr(
            "Each player may ask the coach on their own turn; a game with hints says so"
            " in the statistics. Playing alone, hints are always there."))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("&Start"))
        self.seats.retranslate()
        self._seats_changed()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            QTimer.singleShot(0, self, self._fit_rules)  # after the form's own texts changed
        super().changeEvent(event)
