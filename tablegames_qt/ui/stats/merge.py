""""Merge into…": two profiles of one person joined, from the Players dialog and tab.

An earlier version made a second "You" when "You" had been renamed Anna, so a family's
statistics may be split over two profiles.  A person picks the profile to merge, chooses
"Merge into…", picks the one to keep and confirms a sentence saying what happens
("The 12 games of You will count for Anna; You will be removed.").  The
merge itself is ``Profiles.merge`` (``storage/profiles.py``), run on the statistics'
worker thread like every other change to the players; it is refused when both profiles
sat at one table (two seats of one game are two people).  Afterwards the window that
asked reads the players again and says so; the people the tables and the start screen
use are read again as after a rename (``GameArchive.players_changed``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QInputDialog, QMessageBox, QWidget

from tablegames_qt.storage.profiles import MergePlan, Profile, Profiles, SameTable
from tablegames_qt.storage.stats import StatsStore
from tablegames_qt.ui.seat_names import shown
from tablegames_qt.ui.stats.profiles_model import ProfilesModel, not_saved
from tablegames_qt.ui.stats.worker import StatsWorker
from tablegames_qt.ui.texts import TranslationContext, fill_in

merge_players = TranslationContext("merge_players")

#: "Merge into…" from the keyboard, in the players' table (its menu lists it with the key)
MERGE_KEYS = QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_M)


def merge_button_text() -> str:
    return merge_players.tr("&Merge into…")


def merge_tip() -> str:
    return merge_players.tr("Join the selected player's statistics to another player's, "
                            "when both are the same person.")


def question(plan: MergePlan) -> str:
    """The confirmation: what the merge does, in a sentence."""
    merged, kept = shown(plan.merged.name), shown(plan.kept.name)
    if plan.games == 0:
        return fill_in(merge_players.tr(
            "{merged} has played no games yet; {merged} will be removed and the name "
            "will mean {kept} from now on."), merged=merged, kept=kept)  # fmt: skip
    return fill_in(merge_players.tr(
        "The %n game(s) of {merged} will count for {kept}; "
        "{merged} will be removed.", "", plan.games), merged=merged, kept=kept)  # fmt: skip


def same_table(plan: MergePlan) -> str:
    """Why two profiles that sat at one table are not merged."""
    return fill_in(merge_players.tr(
        "{merged} and {kept} played at the same table, so they are two people: "
        "they cannot be merged."), merged=shown(plan.merged.name), kept=shown(plan.kept.name))  # fmt: skip


def done_text(plan: MergePlan) -> str:
    return fill_in(merge_players.tr("{kept} now has the statistics of {merged}."),
                   merged=shown(plan.merged.name), kept=shown(plan.kept.name))


def _plan(store: StatsStore, merged_id: int, kept_id: int) -> MergePlan:
    return Profiles(store).merge_plan(merged_id, kept_id)


def _merge(store: StatsStore, plan: MergePlan) -> MergePlan | str:
    try:
        Profiles(store).merge(plan.merged.id, plan.kept.id)
    except SameTable:  # a game of both recorded meanwhile
        return same_table(plan)
    return plan


class ProfileMerger(QObject):
    """The "Merge into…" flow for a view of a :class:`ProfilesModel` (see the module
    docstring); :attr:`told` carries what to show in the window's message line."""

    #: a translated sentence: what was merged, or why not
    told = Signal(str)
    #: two profiles were merged (the window and the game in play follow)
    merged = Signal()

    def __init__(self, worker: StatsWorker, model: ProfilesModel, parent: QWidget) -> None:
        super().__init__(parent)
        self.worker = worker
        self.model = model
        self.window = parent
        self._actions: list[QAction] = []

    def attach(self, view: QAbstractItemView) -> QAction:
        """``view``'s menu (right click, the Menu key) offers "Merge into…" for its selected
        player, and Ctrl+M does it too."""
        action = QAction(self)
        action.setObjectName("mergeAction")
        action.setShortcut(MERGE_KEYS)
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda: self.choose(_selected_row(view)))
        view.addAction(action)
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self._actions.append(action)
        self.retranslate()
        return action

    def retranslate(self) -> None:
        for action in self._actions:
            action.setText(merge_button_text())
            action.setToolTip(merge_tip())

    def others(self, row: int) -> list[Profile]:
        """The profiles ``row``'s may be merged into (every other person)."""
        chosen = self.model.profile(row)
        return [self.model.profile(r) for r in range(self.model.rowCount())
                if self.model.profile(r).id != chosen.id]  # fmt: skip

    def choose(self, row: int) -> None:
        """Ask which profile keeps ``row``'s statistics, then confirm and merge."""
        if not 0 <= row < self.model.rowCount():
            return
        merged = self.model.profile(row)
        others = self.others(row)
        if not others:
            self.told.emit(merge_players.tr("There is nobody else to merge with."))
            return
        names = [shown(p.name) for p in others]
        name, accepted = QInputDialog.getItem(
            self.window, merge_players.tr("Merge players"),
            fill_in(merge_players.tr("Merge {name} into:"), name=shown(merged.name)), names, 0, False,
        )  # fmt: skip
        if accepted and name in names:
            self.start(merged.id, others[names.index(name)].id)

    def start(self, merged_id: int, kept_id: int) -> None:
        """Read what merging would do (on the worker's thread), then ask."""
        self.worker.ask(lambda store: _plan(store, merged_id, kept_id), self._planned,
                        failed=self._failed, owner=self)  # fmt: skip

    def _planned(self, plan: MergePlan) -> None:
        if plan.shared:
            self.told.emit(same_table(plan))
            return
        if self.confirm(plan):
            self.worker.ask(lambda store: _merge(store, plan), self._done, failed=self._failed,
                            owner=self)  # fmt: skip

    def confirmation(self, plan: MergePlan) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.NoIcon, merge_players.tr("Merge players"), question(plan),
                          QMessageBox.StandardButton.NoButton, self.window)  # fmt: skip
        box.setObjectName("mergeQuestion")
        merge = box.addButton(merge_players.tr("Merge"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)  # Enter does not merge by accident
        box.setEscapeButton(cancel)
        merge.setObjectName("mergeButton")
        return box

    def confirm(self, plan: MergePlan) -> bool:
        box = self.confirmation(plan)
        try:
            box.exec()
            clicked = box.clickedButton()
            return clicked is not None and clicked.objectName() == "mergeButton"
        finally:
            box.deleteLater()

    def _done(self, answer: MergePlan | str) -> None:
        if isinstance(answer, str):
            self.told.emit(answer)
            return
        self.model.reload()
        self.told.emit(done_text(answer))
        self.merged.emit()

    def _failed(self, error: Exception) -> None:
        self.told.emit(not_saved(error))



def _selected_row(view: QAbstractItemView) -> int:
    rows = view.selectionModel().selectedRows()
    return rows[0].row() if rows else view.currentIndex().row()
