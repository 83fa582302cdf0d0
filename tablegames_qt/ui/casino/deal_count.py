"""The count at the end of each Casino deal: the score sheet over the table and
the scores on the cloth.

``CasinoDealCount`` is a part of ``CasinoScreen`` (a mixin of it).  The count
holds the controller (the next deal waits) until the sheet is closed: people
click on; a table of bots reads it for ``SHEET_MS`` and goes on by itself,
unless the game is paused then.  The events that follow a deal's end wait in
``_deferred`` until then.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QPushButton

from tablegames_qt.engine.casino import CasinoGame, CasinoView, count_deal
from tablegames_qt.engine.core import Event
from tablegames_qt.ui import override
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


class CasinoDealCount:
    """The count between deals on a ``CasinoScreen`` (a mixin of it)."""

    # the screen's parts the count works with (set up by CasinoScreen)
    game: CasinoGame
    controller: SessionController
    table: CasinoTableView
    scores: CasinoScoreModel
    sheet: ScoreSheet
    last_deal_button: QPushButton
    _side_names: list[str]
    _deferred: list[Event] | None
    _sheet_holding: bool
    _sheet_final: bool
    _sheet_review: bool
    _close_sheet_on_resume: bool
    texts: CasinoTexts

    # -- the score sheet ---------------------------------------------------------------------
    def _open_sheet(self, final: bool, review: bool) -> None:
        result = self.scores.result()
        if result is None:
            return
        self._sheet_final = final
        self._sheet_review = review
        self.sheet.show_sheet(*self._sheet_texts())
        if review:
            return
        self.table.set_current(None)
        self._set_status(lambda: fill_in(
            self.tr("Deal {n} is over: here is the count."),
            n=self.scores.deal_number(),
        ))
        # The next deal waits until the count has been read.
        self._sheet_holding = True
        self.controller.hold()
        if not self.controller.humans():
            self.play_wait(SHEET_MS)
            self.play_call(self._sheet_read)

    def _sheet_read(self) -> None:
        """Bots only: the count has been shown long enough (unless the game is paused)."""
        if self.controller.is_paused():
            self._close_sheet_on_resume = True
        else:
            self.sheet.close_sheet()

    @override
    def set_paused(self, paused: bool) -> None:
        super().set_paused(paused)
        if not paused and self._close_sheet_on_resume:
            self._close_sheet_on_resume = False
            self.sheet.close_sheet()

    def _sheet_texts(self) -> tuple[str, str, str]:
        """The sheet's title, what the count means, and its button."""
        title = fill_in(self.tr("Deal {n}: the count"), n=self.scores.deal_number())
        if self._sheet_review:
            button = self.tr("&Close")
        elif self._sheet_final:
            button = self.tr("See the &result")
        else:
            button = self.tr("Next &deal")
        return title, self._outcome_text(), button

    def _outcome_text(self) -> str:
        result = self.scores.result()
        if result is None:
            return ""
        if result.winner is not None:
            return self._side_win_text(result.winner)
        if result.no_target:
            return self.tr("More than one side passed the target: the game goes on with no target "
                           "until one side is ahead of all the others after a deal.")
        leader = max(range(len(result.totals)), key=lambda s: result.totals[s])
        # Not self.tr: in a class the screen inherits, PySide's tr takes the screen's own
        # context first, and a plural text translated there comes back in English. Nor
        # QCoreApplication.translate: lupdate reads no plural in it (nor the text at all when
        # the count is a subscript), so the translation had one form.
        points = deal_count_texts.tr("%n point(s)", "", result.totals[leader])
        return self.tr("Nobody has won yet.") + " " + self.texts.side_leads(
            self._public_view().side_of, leader, points)

    def _side_win_text(self, side: int) -> str:
        view = self._public_view()
        seats = [s for s in range(view.players) if view.side_of[s] == side]
        return self._winner_text(seats)

    def _sheet_closed(self) -> None:
        if not self._sheet_holding:
            return
        self._sheet_holding = False
        deferred, self._deferred = self._deferred, None
        if deferred:
            self._queue_events(deferred)
        self.controller.release()
        if not deferred:
            self._reconcile()

    def _show_last_deal(self) -> None:
        if not self.sheet.isVisible():
            self._open_sheet(False, review=True)

    # -- scores on the table -----------------------------------------------------------------
    def _show_scores(self, view: CasinoView) -> None:
        conditions: Sequence[str | None] = [None] * view.sides
        if not view.no_target and max(view.scores) < view.rules.target:
            # The engine's own count of an empty deal names the goals in force.
            empty = count_deal([[] for _ in range(view.sides)], [0] * view.sides, view.scores, view.rules)
            conditions = empty.conditions
        self.table.set_scores(view.scores, conditions, view.no_target)
        self._update_info(view)
