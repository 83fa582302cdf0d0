"""The count at the end of each Casino deal: the score sheet over the table and
the scores on the cloth.

``CasinoDealCount`` is a part of ``CasinoScreen``, which it reaches through
``CountHost`` (the screen's attributes it uses).  The count
holds the controller (the next deal waits) until the sheet is closed: people
click on; a table of bots reads it for ``SHEET_MS`` and goes on by itself,
unless the game is paused then.  The events that follow a deal's end wait in
``_deferred`` until then.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QObject

from tablegames_qt.engine.casino import CasinoView, count_deal
from tablegames_qt.engine.core import Event
from tablegames_qt.ui.casino.score_model import CasinoScoreModel
from tablegames_qt.ui.casino.score_sheet import ScoreSheet
from tablegames_qt.ui.casino.table_view import CasinoTableView
from tablegames_qt.ui.casino.texts import CasinoTexts
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.texts import TranslationContext, fill_in

#: a table of bots shows the count this long (normal speed) before dealing on
SHEET_MS = 4200

#: the count's words that need a context of their own (plural forms)
deal_count_texts = TranslationContext("deal_count_texts")


class CountHost(Protocol):
    """What of the screen the count uses: the table and the sheet over it, the scores,
    the controller it holds, the step queue, and the screen's texts."""

    controller: SessionController
    table: CasinoTableView
    scores: CasinoScoreModel
    sheet: ScoreSheet
    texts: CasinoTexts

    def play_call(self, fn: Callable[[], object]) -> None: ...
    def play_wait(self, ms: float) -> None: ...
    def _set_status(self, text: Callable[[], str], error: bool = False) -> None: ...
    def _public_view(self) -> CasinoView: ...
    def _update_info(self, view: CasinoView) -> None: ...
    def _winner_text(self, winners: Sequence[int]) -> str: ...
    def _queue_events(self, events: list[Event]) -> None: ...
    def _reconcile(self) -> None: ...


class CasinoDealCount(QObject):
    """The count between deals on a ``CasinoScreen`` (its texts keep this class's
    translation context)."""

    def __init__(self, host: CountHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = host
        #: the events after a deal's end, shown once the count has been read
        self._deferred: list[Event] | None = None
        self._sheet_holding = False
        self._sheet_final = False
        self._sheet_review = False
        # a bots-only count whose reading time ran out while the game was paused
        self._close_sheet_on_resume = False

    def waiting(self) -> bool:
        """Whether the table waits for the count: the next deal's events are held back."""
        return self._deferred is not None or self._sheet_holding

    def hold_until_counted(self, events: list[Event]) -> None:
        self._deferred = events

    def let_go(self) -> None:
        """The screen closes: the controller is held no longer."""
        if self._sheet_holding:
            self._sheet_holding = False
            self._host.controller.release()

    # -- the score sheet ---------------------------------------------------------------------
    def open_sheet(self, final: bool, review: bool) -> None:
        result = self._host.scores.result()
        if result is None:
            return
        self._sheet_final = final
        self._sheet_review = review
        self._host.sheet.show_sheet(*self.sheet_texts())
        if review:
            return
        self._host.table.set_current(None)
        self._host._set_status(lambda: fill_in(
            self.tr("Deal {n} is over: here is the count."),
            n=self._host.scores.deal_number(),
        ))
        # The next deal waits until the count has been read.
        self._sheet_holding = True
        self._host.controller.hold()
        if not self._host.controller.humans():
            self._host.play_wait(SHEET_MS)
            self._host.play_call(self._sheet_read)

    def _sheet_read(self) -> None:
        """Bots only: the count has been shown long enough (unless the game is paused)."""
        if self._host.controller.is_paused():
            self._close_sheet_on_resume = True
        else:
            self._host.sheet.close_sheet()

    def paused_changed(self, paused: bool) -> None:
        if not paused and self._close_sheet_on_resume:
            self._close_sheet_on_resume = False
            self._host.sheet.close_sheet()

    def sheet_texts(self) -> tuple[str, str, str]:
        """The sheet's title, what the count means, and its button."""
        title = fill_in(self.tr("Deal {n}: the count"), n=self._host.scores.deal_number())
        if self._sheet_review:
            button = self.tr("&Close")
        elif self._sheet_final:
            button = self.tr("See the &result")
        else:
            button = self.tr("Next &deal")
        return title, self._outcome_text(), button

    def _outcome_text(self) -> str:
        result = self._host.scores.result()
        if result is None:
            return ""
        if result.winner is not None:
            return self._side_win_text(result.winner)
        if result.no_target:
            return self.tr("More than one side passed the target: the game goes on with no target "
                           "until one side is ahead of all the others after a deal.")
        leader = max(range(len(result.totals)), key=lambda s: result.totals[s])
        # Not self.tr: when this class was a part the screen inherited, PySide's tr took the
        # screen's own context first, and a plural text translated there came back in English. Nor
        # QCoreApplication.translate: lupdate reads no plural in it (nor the text at all when
        # the count is a subscript), so the translation had one form.
        points = deal_count_texts.tr("%n point(s)", "", result.totals[leader])
        return self.tr("Nobody has won yet.") + " " + self._host.texts.side_leads(
            self._host._public_view().side_of, leader, points)

    def _side_win_text(self, side: int) -> str:
        view = self._host._public_view()
        seats = [s for s in range(view.players) if view.side_of[s] == side]
        return self._host._winner_text(seats)

    def sheet_closed(self) -> None:
        if not self._sheet_holding:
            return
        self._sheet_holding = False
        deferred, self._deferred = self._deferred, None
        if deferred:
            self._host._queue_events(deferred)
        self._host.controller.release()
        if not deferred:
            self._host._reconcile()

    def show_last_deal(self) -> None:
        if not self._host.sheet.isVisible():
            self.open_sheet(False, review=True)

    # -- scores on the table -----------------------------------------------------------------
    def show_scores(self, view: CasinoView) -> None:
        conditions: Sequence[str | None] = [None] * view.sides
        if not view.no_target and max(view.scores) < view.rules.target:
            # The engine's own count of an empty deal names the goals in force.
            empty = count_deal([[] for _ in range(view.sides)], [0] * view.sides, view.scores, view.rules)
            conditions = empty.conditions
        self._host.table.set_scores(view.scores, conditions, view.no_target)
        self._host._update_info(view)
