"""What the analysis of an unfinished game may show (docs/architecture.md, "The app":
hidden hands stay hidden in the analysis of a game that is not over too).

A game that is not over, with more than one human at the table (hot-seat),
opens in the public view: nobody's kept leaders (nor their set-up discards)
are shown, on the board, in the move list or in the bot's suggestions,
whichever player is chosen for the review, until the user explicitly asks to
"Show all hidden cards" past a warning: anyone may be looking at the screen
(the analysis can be opened while the next player waits for the hand-over).
A finished game, or one with a single human, hides nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from core import (
    QT_TRANSLATE_NOOP,
    Action,
    ActionKind,
    Game,
    IllegalActionError,
    Seat,
    describe_action,
    parse_action,
    without_subject,
)

from ..i18n import fill, render
from .timeline import Row, Rows, Timeline

HIDDEN_NOTATION = "keep ? ?"
PLAY_HIDDEN, DISCARD_HIDDEN = "play ?", "discard ?"
# A suggested decision that would name a leader still hidden in a hand, as the public view writes it.
HIDDEN_LEADER_NOTATION = {ActionKind.KEEP: HIDDEN_NOTATION, ActionKind.PLAY: PLAY_HIDDEN,
                          ActionKind.DISCARD: DISCARD_HIDDEN}
PRIVACY_CONTEXT = "AnalysisPrivacy"
# Those suggestions in words, with the seat to move (%1) and without it.
HIDDEN_LEADER_WORDS = {
    PLAY_HIDDEN: (QT_TRANSLATE_NOOP("AnalysisPrivacy", "%1 plays a hidden leader"),
                  QT_TRANSLATE_NOOP("AnalysisPrivacy", "plays a hidden leader")),
    DISCARD_HIDDEN: (QT_TRANSLATE_NOOP("AnalysisPrivacy", "%1 discards a hidden leader for 1 faith"),
                     QT_TRANSLATE_NOOP("AnalysisPrivacy", "discards a hidden leader for 1 faith")),
}


def is_private(finished: bool, seats: list[Seat]) -> bool:
    """True when the analysis must not show every hidden card by default."""
    return not finished and sum(1 for s in seats if not s.is_bot) > 1


def masked_rows(timeline: Timeline, viewer: int | None = None) -> Sequence[Row]:
    """The move list as ``viewer`` may read it (None: the public view, anyone at
    the screen): other seats' leader choices at set-up (R2.2) say only that
    two leaders were kept."""
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


def masked_timeline(timeline: Timeline, viewer: int | None = None) -> Timeline:
    return replace(timeline, rows=masked_rows(timeline, viewer))


def public_notation(game: Game, notation: str) -> str:
    """``notation`` as the public view may show it at ``game`` (the position it
    was suggested in): a decision naming a leader still hidden in a hand
    becomes "play ?", "discard ?" or "keep ? ?"."""
    try:
        action = parse_action(notation)
    except (IllegalActionError, ValueError):
        return notation
    masked = HIDDEN_LEADER_NOTATION.get(ActionKind(action.kind))
    if masked is None:
        return notation
    if action.kind == ActionKind.KEEP or any(action.a in p.hand for p in game.players):
        return masked
    return notation


def hidden_suggestion_words(game: Game, notation: str, subject: bool = True) -> str | None:
    """A suggestion the public view masked (``public_notation``) in plain words, the hidden leader
    unnamed: "Ada plays a hidden leader", "Ada keeps 2 of the 4 leaders dealt" (without
    ``subject``: "plays a hidden leader"); None for any other notation."""
    seat = game.current_seat
    if seat is None:
        return None
    if notation == HIDDEN_NOTATION:
        sentence = describe_action(game, Action(ActionKind.KEEP), reveal=False)
        return render(sentence if subject else without_subject(sentence))
    words = HIDDEN_LEADER_WORDS.get(notation)
    if words is None:
        return None
    with_name, alone = (QCoreApplication.translate(PRIVACY_CONTEXT, text) for text in words)
    return fill(with_name, game.names[seat]) if subject else alone


def public_annotations(timeline: Timeline, notes: Mapping[int, dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """The review notes as the public view may show them: the bot's preferred
    decision and its candidates never name a leader still hidden in a hand."""
    out: dict[int, dict[str, Any]] = {}
    for i, note in notes.items():
        if not 0 <= i < len(timeline.games):
            out[i] = note
            continue
        game, played = timeline.games[i], note.get("played")

        def public(notation: str, game: Game = game, played: Any = played) -> str:
            return notation if notation == played else public_notation(game, notation)  # played: now public

        shown = dict(note)
        best = note.get("best")
        if isinstance(best, str):
            shown["best"] = public(best)
        cands = note.get("candidates")
        if isinstance(cands, list):
            shown["candidates"] = [[public(c[0]), *c[1:]] if isinstance(c, list) and c and isinstance(c[0], str)
                                   else c for c in cands]
        out[i] = shown
    return out
