"""The "Players…" dialog: the human profiles, renamed, recoloured, archived, merged.

Results refer to profiles by id, so a rename keeps a player's whole history;
archiving hides a player from the set-up dialog and keeps their history (the
"Active" tick brings them back).  The table is the statistics window's
:class:`~tablegames_qt.ui.stats.profiles_model.ProfilesModel`, so both edit players
the same way, through the statistics' worker (``worker.py``): the dialog says
"Loading…" (or that the statistics are busy) until the players are read, and never
waits on the GUI thread.  "Merge into…" joins two profiles of one person (``merge.py``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.storage.profile_book import recent_human_names
from tablegames_qt.storage.profiles import Profile
from tablegames_qt.storage.stats import StatsStore
from tablegames_qt.ui import override, window_place
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.stats.merge import ProfileMerger, merge_button_text, merge_tip
from tablegames_qt.ui.stats.profiles_model import (
    ACTIVE_COLUMN,
    AVATAR_COLUMN,
    COLOUR_COLUMN,
    NAME_COLUMN,
    ColourDelegate,
    ProfilesModel,
    create_player,
)
from tablegames_qt.ui.stats.worker import StatsWorker, as_worker
from tablegames_qt.ui.texts import fill_in

__all__ = ["PlayersDialog", "recent_human_names"]


class PlayersDialog(QDialog):
    """See the module docstring."""

    def __init__(self, source: StatsWorker | StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersDialog")
        self.worker = as_worker(source, self)
        self.model = ProfilesModel(self.worker, self)
        self.view = QTableView(self)
        self.view.setObjectName("playersView")
        self.view.setModel(self.model)
        self.colour_delegate = ColourDelegate(self.view)
        self.view.setItemDelegateForColumn(COLOUR_COLUMN, self.colour_delegate)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().hide()
        self.view.setMinimumWidth(480)

        self._make_buttons()
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # it quotes names
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.model.refused.connect(self.message.setText)
        self.merger.told.connect(self.message.setText)
        self.model.changed.connect(self._selection_changed)
        self.model.loaded.connect(self._loaded)
        self._select_when_read = -1  # a player just made, selected once read
        self.model.loaded.connect(self._select_made)
        self.worker.busyChanged.connect(self._busy)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        closable(self, self.buttons)

        row_buttons = QHBoxLayout()
        for button in (self.new_button, self.rename_button, self.colour_button, self.avatar_button,
                       self.archive_button, self.merge_button):  # fmt: skip
            row_buttons.addWidget(button)
        row_buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.model.modelReset.connect(self._selection_changed)
        self.loading = True  # until the worker has read the players
        self.retranslate()
        self._selection_changed()
        self.model.reload()

    def _make_buttons(self) -> None:
        """The buttons under the table: new, rename, colour, picture, archive and merge."""
        self.new_button = QPushButton(self)
        self.rename_button = QPushButton(self)
        self.colour_button = QPushButton(self)
        self.avatar_button = QPushButton(self)
        self.archive_button = QPushButton(self)
        self.new_button.clicked.connect(self._ask_new_player)
        self.rename_button.clicked.connect(lambda: self._edit(NAME_COLUMN))
        self.avatar_button.clicked.connect(lambda: self._edit(AVATAR_COLUMN))
        self.colour_button.clicked.connect(self._choose_colour)
        self.archive_button.clicked.connect(self._archive)
        self.merge_button = QPushButton(self)
        self.merge_button.setObjectName("mergeButton")
        self.merger = ProfileMerger(self.worker, self.model, self)
        self.merge_action = self.merger.attach(self.view)  # Ctrl+M, and the table's menu
        self.merge_button.clicked.connect(self.merge_action.trigger)

    def _loaded(self) -> None:
        first = self.loading
        self.loading = False
        if first:
            if self.message.text() in (self.tr("Loading…"), self._busy_text()):
                self.message.clear()
            if self.model.rowCount() > 0 and self.selected_row() < 0:
                self.view.selectRow(0)
        self._fit_columns()
        self._selection_changed()

    def _fit_columns(self) -> None:
        """Every column as wide as its widest cell (a name of the full 24 characters, a
        colour's name on one line) and the dialog wide enough to show them all, within the
        screen: at its least width it cut names and broke colour names in two."""
        view = self.view
        header = view.horizontalHeader()
        widths = [max(view.sizeHintForColumn(c), header.sectionSizeHint(c))
                  for c in range(self.model.columnCount())]  # fmt: skip
        for column, width in enumerate(widths):
            if column != NAME_COLUMN:  # the name column stretches over what is left
                view.setColumnWidth(column, width)
        scroll_bar = view.verticalScrollBar().sizeHint().width()
        wanted = sum(widths) + 2 * view.frameWidth() + scroll_bar
        area = window_place.available_area(self)
        if area.isValid():
            margins = self.width() - view.width()
            wanted = min(wanted, area.width() - margins - 40)
        if wanted > view.width():
            view.setMinimumWidth(wanted)
            self.resize(max(self.width(), self.sizeHint().width()), self.height())

    def _busy_text(self) -> str:
        return self.tr("The statistics are busy (another program is using them): trying again…")

    def _busy(self, held: bool) -> None:
        if held:
            self.message.setText(self._busy_text())
        elif self.message.text() == self._busy_text():
            self.message.setText(self.tr("Loading…") if self.loading else "")

    def selected_row(self) -> int:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _selection_changed(self, *_args: Any) -> None:
        row = self.selected_row()
        self.new_button.setEnabled(not self.loading)
        for button in (self.rename_button, self.colour_button, self.avatar_button):
            button.setEnabled(row >= 0)
        # An archived player comes back with the "Active" tick, not this button.
        self.archive_button.setEnabled(row >= 0 and not self.model.profile(row).archived)
        self.merge_button.setEnabled(row >= 0 and self.model.rowCount() > 1)

    def _edit(self, column: int) -> None:
        row = self.selected_row()
        if row >= 0:
            self.message.clear()
            self.view.edit(self.model.index(row, column))

    def _choose_colour(self) -> None:
        self._edit(COLOUR_COLUMN)  # the column's delegate opens the colour chooser

    def _ask_new_player(self) -> None:
        name, accepted = QInputDialog.getText(
            self, self.tr("New player"), self.tr("Name of the new player:")
        )
        if accepted:
            self.add_player(name)

    def add_player(self, name: str) -> bool:
        """Make a player called ``name`` and select them (on the worker's thread); False
        (with the reason shown) when refused at once."""
        self.message.clear()
        answer: list[bool] = []

        def made(created: Profile | None, refusal: str) -> None:
            answer.append(created is not None)
            if created is None:
                self.message.setText(refusal)
                return
            self._select_when_read = created.id
            self.model.reload()
            self.message.setText(fill_in(self.tr("{name} can now be chosen for a seat in a new game."),
                                         name=shown(created.name)))  # fmt: skip

        create_player(self.worker, name, made, owner=self)
        return answer != [False]

    def _select_made(self) -> None:
        row = self.model.row_of(self._select_when_read)
        if row >= 0:
            self.view.selectRow(row)

    def _archive(self) -> None:
        row = self.selected_row()
        if row < 0:
            return
        self.message.clear()
        profile = self.model.profile(row)
        if self.model.setData(self.model.index(row, ACTIVE_COLUMN), False, Qt.ItemDataRole.CheckStateRole):
            self.message.setText(
                fill_in(self.tr("{name} is no longer offered for new games; their results stay in the statistics."), name=shown(profile.name))
            )

    def retranslate(self) -> None:
        if self.loading and not self.message.text():
            self.message.setText(self.tr("Loading…"))
        self.setWindowTitle(self.tr("Players"))
        self.hint.setText(
            self.tr("People who play at this computer. Renaming a player keeps their results; "
                    "untick Active to stop offering a player for new games.")
        )
        self.new_button.setText(self.tr("&New player…"))
        self.rename_button.setText(self.tr("&Rename"))
        self.colour_button.setText(self.tr("&Colour…"))
        self.avatar_button.setText(self.tr("&Avatar"))
        self.archive_button.setText(self.tr("Arc&hive"))
        self.merge_button.setText(merge_button_text())
        self.merge_button.setToolTip(merge_tip())
        self.merger.retranslate()
        # The table's headers are translated when asked for.
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
