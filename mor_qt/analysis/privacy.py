"""What the analysis of an unfinished game may show (docs/architecture.md, "The app":
hidden hands stay hidden in the analysis of a game that is not over too).

A game that is not over, with more than one human at the table, is shown as
one chosen seat sees it: the other seats' kept leaders (and so their set-up
discards) stay hidden, on the board and in the move list, until the user
explicitly asks to "Show all hidden cards".  A finished game, or one with a
single human, hides nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from core import ActionKind, Seat, describe_action

from .timeline import Row, Rows, Timeline

HIDDEN_NOTATION = "keep ? ?"


def is_private(finished: bool, seats: list[Seat]) -> bool:
    """True when the analysis must not show every hidden card by default."""
    return not finished and sum(1 for s in seats if not s.is_bot) > 1


def masked_rows(timeline: Timeline, viewer: int) -> Sequence[Row]:
    """The move list as ``viewer`` may read it: other seats' leader choices at
    set-up (R2.2) say only that two leaders were kept."""
    hidden: dict[int, Row] = {}
    for row in timeline.rows:
        if row.round != 0:  # leaders are kept at set-up only: the rest of a long game is not looked at
            break
        if row.seat != viewer and row.action.kind == ActionKind.KEEP:
            text: Any = describe_action(timeline.games[row.index], row.action, reveal=False)
            hidden[row.index] = row.hidden(text, HIDDEN_NOTATION)
    rows = timeline.rows
    if isinstance(rows, Rows):
        return rows.with_hidden(hidden)
    return [hidden.get(i, row) for i, row in enumerate(rows)]


def masked_timeline(timeline: Timeline, viewer: int) -> Timeline:
    return replace(timeline, rows=masked_rows(timeline, viewer))
