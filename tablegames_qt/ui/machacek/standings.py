"""The Macháček standings: the scoreboard in the side panel and the places at the end.

``MatchScoreboard`` fills the ``ScoreboardModel`` from the public view after
every game and sorts it into the standings (a ``QSortFilterProxyModel`` on
``SORT_ROLE``); its widgets (title, the match's progress, the table) are
children of the screen, which lays them out.  ``final_standings()`` is the
table of places the result panel shows when the match is over.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QObject, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QWidget

from tablegames_qt.engine.machacek import MachacekGame, MachacekView
from tablegames_qt.ui.machacek.scoreboard import SORT_ROLE, WINS_COLUMN, ScoreboardModel, ScoreRow
from tablegames_qt.ui.screen_style import big_font
from tablegames_qt.ui.texts import fill_in, number


class MatchScoreboard(QObject):
    def __init__(self, game: MachacekGame, name: Callable[[int], str], screen: QWidget) -> None:
        super().__init__(screen)
        self._game = game
        self._name = name
        self.scores = ScoreboardModel(with_lives=bool(game.rules.lives), parent=screen)
        self.standings = QSortFilterProxyModel(screen)
        self.standings.setSourceModel(self.scores)
        self.standings.setSortRole(SORT_ROLE)
        self.view = QTableView(screen)
        self.view.setObjectName("scoreboard")
        self.view.setModel(self.standings)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(WINS_COLUMN, Qt.SortOrder.DescendingOrder)
        self.view.verticalHeader().hide()
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # a name of the full 24 characters wraps onto a second line (cut at 1024×640)
        self.view.setWordWrap(True)
        rows = self.view.verticalHeader()
        rows.setMinimumSectionSize(screen.fontMetrics().lineSpacing() + 8)
        rows.setDefaultSectionSize(screen.fontMetrics().lineSpacing() + 8)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.setMaximumHeight(60 + 30 * min(game.players, 6))
        self.title = QLabel(screen)
        self.title.setFont(big_font(screen.font(), 1.15))
        self.match_label = QLabel(screen)

    def side_widgets(self) -> list[tuple[QWidget, int]]:
        """The widgets for the side panel, with their stretch."""
        return [(self.title, 0), (self.match_label, 0), (self.view, 0)]

    def update(self) -> None:
        """Rows from the public view: every player's wins, losses and lives, who acts next."""
        game = self._game
        view = game.view(0)
        current = game.current_player()
        rows = [
            ScoreRow(
                self._name(seat),
                view.wins[seat],
                view.stats[seat].games_lost,
                view.lives[seat] if game.rules.lives else None,
                out=not view.alive[seat],
                to_act=seat == current,
            )
            for seat in range(game.players)
        ]
        self.scores.set_rows(rows)
        self._update_match_label(view)

    def sort_standings(self) -> None:
        self.standings.sort(WINS_COLUMN, Qt.SortOrder.DescendingOrder)

    def final_standings(self) -> str:
        """The places at the end of the match, for the result panel (rich text)."""
        view = self._game.view(0)
        order = sorted(range(self._game.players), key=lambda s: (-view.wins[s], view.stats[s].games_lost))
        won = self.tr("Won")  # a literal call: lupdate does not read texts inside f-strings
        rows = f"<tr><th></th><th></th><th>{escape(won)}</th></tr>" + "".join(
            f"<tr><td align='right'><b>{number(place)}.</b></td><td>{escape(self._name(seat))}</td>"
            f"<td align='center'>{number(view.wins[seat])}</td></tr>"
            for place, seat in enumerate(order, start=1)
        )
        played = fill_in(self.tr("Games played: {games}"), games=number(view.games_played))
        return f"<p>{escape(played)}</p><table align='center' cellspacing='6'>{rows}</table>"

    def _update_match_label(self, view: MachacekView) -> None:
        if self._game.rules.lives:
            self.match_label.setText(fill_in(
                self.tr("Games played: {played}"),
                played=number(view.games_played),
            ))
        elif view.games_total is None:
            self.match_label.setText(fill_in(
                self.tr("Game {game}, open-ended match"),
                game=number(view.games_played + 1),
            ))
        else:
            game = min(view.games_played + (0 if self._game.is_over() else 1), view.games_total)
            self.match_label.setText(
                fill_in(self.tr("Game {game} of {total}"), game=number(game), total=number(view.games_total))
            )

    def retranslate(self) -> None:
        self.title.setText(self.tr("Scoreboard"))
        self.scores.retranslate()
        self.update()  # the names in the language of the moment, and the match label
