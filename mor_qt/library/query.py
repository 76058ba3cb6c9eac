"""What the library window asks the index for: a filter of games and the
column to sort by, and the SQL ``WHERE`` clause a filter makes (with its
parameters: never text pasted into SQL)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .records import Result


class SortKey(StrEnum):
    """The columns the library sorts by (each has an index)."""

    DATE = "created"
    PLAYERS = "players"
    RESULT = "human_won"
    VP = "human_vp"
    ROUNDS = "rounds"
    DURATION = "duration_s"
    HINTS = "hints"
    REVIEWED = "reviewed"
    FILE = "file_name"


@dataclass(frozen=True)
class GameFilter:
    """What the library window asks for; empty fields do not filter."""

    result: Result | None = None
    name: str = ""  # a player's name (exact, any case): the result is then this player's
    opponent: str | None = None  # a bot level at the table, e.g. "mcts:hard"
    players: int | None = None
    solo: bool | None = None
    date_from: str | None = None  # "YYYY-MM-DD", inclusive
    date_to: str | None = None  # "YYYY-MM-DD", inclusive
    text: str = ""  # free text: names, levels, file name


def where_clause(flt: GameFilter) -> tuple[str, list[Any]]:
    """The WHERE clause of a filter, with its parameters (never text pasted into SQL)."""
    clauses: list[str] = []
    params: list[Any] = []
    name = flt.name.strip().casefold()
    if name:
        clauses.append("EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.name_key = ?)")
        params.append(name)
    if flt.result is not None:
        if flt.result == Result.UNFINISHED:
            clauses.append("finished = 0")
        else:
            who = "s.name_key = ?" if name else "s.kind = 'human'"
            won = "EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.won = 1 AND " + who + ")"
            clauses.append("finished = 1 AND " + (won if flt.result == Result.WON else "NOT " + won))
            if name:
                params.append(name)
            if flt.result == Result.LOST and not name:
                clauses.append("human_won IS NOT NULL")
    if flt.opponent:
        clauses.append("EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.kind = 'bot' AND s.bot = ?)")
        params.append(flt.opponent)
    if flt.players is not None:
        clauses.append("players = ?")
        params.append(flt.players)
    if flt.solo is not None:
        clauses.append("solo = ?")
        params.append(int(flt.solo))
    if flt.date_from:
        clauses.append("created >= ?")
        params.append(flt.date_from)
    if flt.date_to:
        clauses.append("created < ?")
        params.append(flt.date_to + "~")  # '~' sorts after the time part of any ISO date of that day
    for word in flt.text.casefold().split():
        clauses.append("search LIKE ? ESCAPE '\\'")
        params.append("%" + word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", params
