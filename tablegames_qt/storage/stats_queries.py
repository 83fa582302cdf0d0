"""The statistics' questions: results, win rates, head to head, figures, CSV.

:class:`StatsQueries` is the reading half of :class:`~tablegames_qt.storage.stats.StatsStore`
(a mixin: it needs only ``self._conn``).  Every query is built from the
code's own SQL with the filter's values as parameters; nothing read from the
file becomes SQL.
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections import defaultdict, deque
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import IO, Any

from tablegames_qt.storage.names import is_replay_name
from tablegames_qt.storage.stats_records import (
    HEADLINE_UNITS,
    MATCH_GAME,
    SINGLE_GAME_UNITS,
    UNITS,
    FigureTotals,
    Filter,
    HeadToHead,
    PlayerRow,
    ResultRow,
    SeatRow,
    WinsRow,
    local_midnight,
    number_text,
    parse_time,
    time_text,
)

#: the default filter: every result but bot-only games, all time
EVERYTHING = Filter()


class StatsQueries:
    """Reading the statistics; see the module docstring."""

    _conn: sqlite3.Connection

    def _where(
        self, flt: Filter, units: Sequence[str], alias: str = "r"
    ) -> tuple[str, list[Any]]:
        clauses = [f"{alias}.unit IN ({','.join('?' * len(units))})"]
        params: list[Any] = list(units)
        if flt.game is not None:
            clauses.append(f"{alias}.game = ?")
            params.append(flt.game)
        if not flt.include_bot_only:
            clauses.append(f"{alias}.bot_only = 0")
        if flt.since is not None:
            clauses.append(f"{alias}.finished_at >= ?")
            params.append(time_text(local_midnight(flt.since)))
        if flt.until is not None:
            clauses.append(f"{alias}.finished_at < ?")
            params.append(time_text(local_midnight(flt.until + timedelta(days=1))))
        if flt.player is not None:
            clauses.append(
                f"EXISTS (SELECT 1 FROM result_seats p WHERE p.result_id = {alias}.id"
                " AND p.profile_id = ?)"
            )
            params.append(flt.player)
        return " AND ".join(clauses), params

    def results(
        self, flt: Filter = EVERYTHING, units: Sequence[str] = HEADLINE_UNITS,
        limit: int | None = None,
    ) -> list[ResultRow]:
        """Results matching ``flt``, newest first."""
        where, params = self._where(flt, units)
        sql = (
            "SELECT r.id, r.session, r.game, r.unit, r.number, r.started_at, r.finished_at,"
            " r.duration, r.bot_only, r.variant, r.replay, r.hints_used FROM results r WHERE "
            + where
            + " ORDER BY r.finished_at DESC, r.id DESC"
        )
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        rows = self._conn.execute(sql, params).fetchall()
        seats: dict[int, list[SeatRow]] = defaultdict(list)
        if rows:
            for result_id, seat, profile, name, side, winner in self._conn.execute(
                "SELECT s.result_id, s.seat, s.profile_id, s.name, s.side, s.winner"
                " FROM result_seats s JOIN results r ON r.id = s.result_id WHERE " + where
                + " ORDER BY s.result_id, s.seat",
                params,
            ):
                seats[result_id].append(SeatRow(seat, profile, name, side, bool(winner)))
        out = []
        for (rid, session, game, unit, number, started, finished, duration, bot_only,
             variant, replay, hints_used) in rows:  # fmt: skip
            try:
                variant_data = json.loads(variant)
            except ValueError:
                variant_data = {}
            out.append(ResultRow(
                rid, session, game, unit, number, parse_time(started), parse_time(finished),
                duration, bool(bot_only), variant_data if isinstance(variant_data, dict) else {},
                # A replay name is only ever a plain file name in the replays
                # folder: anything else in the file ("../../x") is dropped here.
                replay if is_replay_name(replay) else None, tuple(seats[rid]),
                hints_used=bool(hints_used),
            ))  # fmt: skip
        return out

    def players(self, flt: Filter = EVERYTHING) -> list[PlayerRow]:
        """Every profile that played in the results of ``flt`` (humans first)."""
        filtered = Filter(flt.game, None, flt.since, flt.until, flt.include_bot_only)
        where, params = self._where(filtered, UNITS)
        rows = self._conn.execute(
            "SELECT DISTINCT f.id, f.kind, f.name, f.bot_level, f.colour FROM profiles f"
            " JOIN result_seats s ON s.profile_id = f.id JOIN results r ON r.id = s.result_id"
            " WHERE " + where + " ORDER BY f.kind = 'bot', f.name COLLATE NOCASE, f.id",
            params,
        ).fetchall()
        return [PlayerRow(*row) for row in rows]

    def games_played(self) -> dict[int, int]:
        """Per profile, the games and matches played (all time, bots' games too)."""
        rows = self._conn.execute(
            "SELECT s.profile_id, COUNT(DISTINCT s.result_id) FROM result_seats s"
            " JOIN results r ON r.id = s.result_id WHERE r.unit IN ('game', 'match')"
            " GROUP BY s.profile_id"
        ).fetchall()
        return {int(pid): int(count) for pid, count in rows}

    def _outcomes(self, flt: Filter, units: Sequence[str]) -> list[tuple[int, str, str, int]]:
        """(profile, game, finished_at, won) per result and profile, oldest first.
        A profile in several seats (three "normal" bots) counts once: won if any won."""
        where, params = self._where(flt, units)
        sql = (
            "SELECT s.profile_id, r.game, r.finished_at, MAX(s.winner) FROM result_seats s"
            " JOIN results r ON r.id = s.result_id WHERE " + where
        )
        if flt.player is not None:
            sql += " AND s.profile_id = ?"
            params = [*params, flt.player]
        sql += " GROUP BY r.id, s.profile_id ORDER BY r.finished_at, r.id"
        return self._conn.execute(sql, params).fetchall()

    def win_rate_series(
        self, flt: Filter = EVERYTHING, window: int = 10
    ) -> dict[int, list[tuple[datetime, float]]]:
        """Per player, after each of their games (headline units): the share of
        the last ``window`` games they won."""
        if window < 1:
            raise ValueError("the rolling window is at least one game")
        recent: dict[int, deque[int]] = defaultdict(lambda: deque(maxlen=window))
        series: dict[int, list[tuple[datetime, float]]] = defaultdict(list)
        for profile, _game, finished, won in self._outcomes(flt, HEADLINE_UNITS):
            last = recent[profile]
            last.append(int(won))
            series[profile].append((parse_time(finished), sum(last) / len(last)))
        return dict(series)

    def wins_by_game(self, flt: Filter = EVERYTHING) -> list[WinsRow]:
        counts: dict[tuple[int, str], list[int]] = defaultdict(lambda: [0, 0])
        for profile, game, _finished, won in self._outcomes(flt, HEADLINE_UNITS):
            entry = counts[(profile, game)]
            entry[0] += 1
            entry[1] += int(won)
        return [WinsRow(p, g, played, won) for (p, g), (played, won) in sorted(counts.items())]

    def head_to_head(self, flt: Filter = EVERYTHING) -> list[HeadToHead]:
        where, params = self._where(flt, HEADLINE_UNITS)
        player_clause = ""
        extra: list[Any] = []
        if flt.player is not None:
            player_clause = " AND a.profile_id = ?"
            extra = [flt.player]
        sql = (
            "WITH kept AS (SELECT r.id FROM results r WHERE " + where + "),"
            " outcome AS (SELECT s.result_id, s.profile_id, MAX(s.winner) AS won"
            "   FROM result_seats s JOIN kept ON kept.id = s.result_id"
            "   GROUP BY s.result_id, s.profile_id),"
            " pairs AS (SELECT DISTINCT a.result_id, a.profile_id AS p, b.profile_id AS q"
            "   FROM result_seats a JOIN kept ON kept.id = a.result_id"
            "   JOIN result_seats b ON b.result_id = a.result_id AND b.side <> a.side"
            "   AND b.profile_id <> a.profile_id WHERE 1" + player_clause + ")"
            " SELECT pairs.p, pairs.q, COUNT(*),"
            "   SUM(op.won = 1 AND oq.won = 0), SUM(oq.won = 1 AND op.won = 0)"
            " FROM pairs"
            " JOIN outcome op ON op.result_id = pairs.result_id AND op.profile_id = pairs.p"
            " JOIN outcome oq ON oq.result_id = pairs.result_id AND oq.profile_id = pairs.q"
            " GROUP BY pairs.p, pairs.q ORDER BY pairs.p, pairs.q"
        )
        rows = self._conn.execute(sql, [*params, *extra]).fetchall()
        return [HeadToHead(p, q, games, wins or 0, losses or 0) for p, q, games, wins, losses in rows]

    def figure_totals(self, flt: Filter = EVERYTHING) -> dict[int, FigureTotals]:
        """Per player, the sums of the figures of single games (a Macháček
        match's games one by one) and the number of seat-games they cover."""
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        player_clause, extra = ("", [])
        if flt.player is not None:
            player_clause, extra = (" AND s.profile_id = ?", [flt.player])
        games: dict[int, int] = dict(self._conn.execute(
            "SELECT s.profile_id, COUNT(*) FROM result_seats s JOIN results r"
            " ON r.id = s.result_id WHERE " + where + player_clause + " GROUP BY s.profile_id",
            [*params, *extra],
        ).fetchall())  # fmt: skip
        sums: dict[int, dict[str, float]] = defaultdict(dict)
        for profile, name, total in self._conn.execute(
            "SELECT s.profile_id, f.name, SUM(f.value) FROM figures f"
            " JOIN result_seats s ON s.result_id = f.result_id AND s.seat = f.seat"
            " JOIN results r ON r.id = f.result_id WHERE " + where + player_clause
            + " GROUP BY s.profile_id, f.name",
            [*params, *extra],
        ):
            sums[profile][name] = float(total)
        return {p: FigureTotals(p, n, dict(sums.get(p, {}))) for p, n in games.items()}

    def figure_names(self, flt: Filter = EVERYTHING) -> list[str]:
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        return [row[0] for row in self._conn.execute(
            "SELECT DISTINCT f.name FROM figures f JOIN results r ON r.id = f.result_id"
            " WHERE " + where + " ORDER BY f.name", params,
        )]  # fmt: skip

    def figure_series(
        self, name: str, flt: Filter = EVERYTHING
    ) -> dict[int, list[tuple[datetime, float]]]:
        """Per player, the value of figure ``name`` in each single game, oldest first."""
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        sql = (
            "SELECT s.profile_id, r.finished_at, f.value FROM figures f"
            " JOIN result_seats s ON s.result_id = f.result_id AND s.seat = f.seat"
            " JOIN results r ON r.id = f.result_id WHERE " + where + " AND f.name = ?"
        )
        params = [*params, name]
        if flt.player is not None:
            sql += " AND s.profile_id = ?"
            params.append(flt.player)
        series: dict[int, list[tuple[datetime, float]]] = defaultdict(list)
        for profile, finished, value in self._conn.execute(
            sql + " ORDER BY r.finished_at, r.id, s.seat", params
        ):
            series[profile].append((parse_time(finished), float(value)))
        return dict(series)

    def tendency_series(
        self, flt: Filter = EVERYTHING
    ) -> dict[int, list[tuple[datetime, dict[str, float]]]]:
        """Per player, the story's counts (``coach.tendencies``) of each game that has them,
        oldest first (games recorded before they were kept have none).  A game is what the
        other tabs count: a Macháček match is one, its games' counts summed (its time the
        last one's), so "Games" here says what Head to head and Games say."""
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        sql = (
            "SELECT s.profile_id, r.id, r.session, r.unit, r.finished_at, t.name, t.value"
            " FROM tendencies t"
            " JOIN result_seats s ON s.result_id = t.result_id AND s.seat = t.seat"
            " JOIN results r ON r.id = t.result_id WHERE " + where
        )
        if flt.player is not None:
            sql += " AND s.profile_id = ?"
            params = [*params, flt.player]
        rows: dict[tuple[int, object], tuple[datetime, dict[str, float]]] = {}
        for profile, rid, session, unit, finished, name, value in self._conn.execute(
            sql + " ORDER BY r.finished_at, r.id, s.seat", params
        ):
            game = session if unit == MATCH_GAME else rid  # a match's games: one game of the match
            before = rows.pop((profile, game), None)  # put back last: ordered by its latest game
            counts = before[1] if before is not None else {}
            counts[name] = counts.get(name, 0.0) + float(value)
            rows[(profile, game)] = (parse_time(finished), counts)
        series: dict[int, list[tuple[datetime, dict[str, float]]]] = defaultdict(list)
        for (profile, _game), entry in rows.items():
            series[profile].append(entry)
        return dict(series)

    def face_counts(self, flt: Filter = EVERYTHING) -> dict[str, tuple[int, ...]]:
        """Per game, how often each face 1..6 was seen."""
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        counts: dict[str, list[int]] = defaultdict(lambda: [0] * 6)
        for game, face, count in self._conn.execute(
            "SELECT r.game, d.face, SUM(d.count) FROM dice_faces d JOIN results r"
            " ON r.id = d.result_id WHERE " + where + " GROUP BY r.game, d.face",
            params,
        ):
            counts[game][face - 1] = int(count)
        return {game: tuple(values) for game, values in sorted(counts.items())}

    # -- export ---------------------------------------------------------------------------
    def write_csv(
        self, handle: IO[str], flt: Filter = EVERYTHING, words: Callable[[str], str] = str,
    ) -> int:  # fmt: skip
        """One CSV row per seat of every unit matching ``flt`` (single games of
        a match included), figures as extra columns; ``words`` turns a stored name
        (a key for a name the app gave) into the words written.  Returns the rows written."""
        rows = self.results(flt, UNITS)
        names: dict[int, PlayerRow] = {
            p.profile_id: p for p in self.players(
                Filter(flt.game, None, flt.since, flt.until, flt.include_bot_only)
            )
        }  # fmt: skip
        figures: dict[tuple[int, int], dict[str, float]] = defaultdict(dict)
        ids = [r.id for r in rows]
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            for rid, seat, name, value in self._conn.execute(
                f"SELECT result_id, seat, name, value FROM figures WHERE result_id IN"
                f" ({','.join('?' * len(chunk))})", chunk,
            ):  # fmt: skip
                figures[(rid, seat)][name] = value
        figure_names = sorted({n for values in figures.values() for n in values})
        writer = csv.writer(handle)
        writer.writerow([
            "finished_at", "game", "unit", "number", "duration_s", "bot_only", "hints_used", "variant",
            "seat", "player_id", "player", "name_then", "kind", "level", "side", "winner",
            *figure_names,
        ])  # fmt: skip
        count = 0
        for row in reversed(rows):
            for seat in row.seats:
                player = names.get(seat.profile_id)
                values = figures.get((row.id, seat.seat), {})
                writer.writerow([
                    row.finished_at.astimezone().isoformat(timespec="seconds"), row.game,
                    row.unit, row.number, round(row.duration, 1), int(row.bot_only),
                    int(row.hints_used), json.dumps(row.variant, sort_keys=True, ensure_ascii=False),
                    seat.seat, seat.profile_id, words(player.name if player else seat.name),
                    words(seat.name),
                    player.kind if player else "", (player.level or "") if player else "",
                    seat.side, int(seat.winner),
                    *[number_text(values.get(n)) for n in figure_names],
                ])  # fmt: skip
                count += 1
        return count
