"""Taking back decisions: what may be undone is a rule question, so the engine
answers it (DESIGN.md, "Undo is a rule question").

A seat may take back its own decisions of the turn in progress, newest first,
until something is revealed or another seat acts:

- a development card is turned up from a deck (the one under a bought card, R2.1 / R6.1);
- a Vatican report is resolved (R8.2);
- one of Lorenzo's tokens is revealed (R12.1);
- the turn passes to another seat, or the game ends.

``UndoLog`` keeps, for the turn in progress, a copy of the game before each
decision that may still be taken back, and the decisions taken back that may be
made again (redo).  Only games built by ``Game.new`` / ``Game.from_position`` /
``Game.from_origin`` keep one; ``clone()`` (the copies bots search) never does,
so a search pays nothing for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import DEV_CARDS
from .events import Event

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game

# Why the decisions before this point are final (the reason undo gives).
FINAL_CARD = "a development card was turned up from a deck since (R6.1)"
FINAL_REPORT = "a Vatican report was resolved since (R8.2)"
FINAL_TOKEN = "one of Lorenzo's tokens was revealed since (R12.1)"
FINAL_TURN = "no decision of this turn to take back: decisions of earlier turns are final"
FINAL_OVER = "the game is over"
NO_LOG = "this copy of the game keeps no undo record (copies made by clone() are for searching)"
NOTHING_TO_REDO = "nothing to redo: no decision was taken back since the last one made"


class UndoLog:
    """The turn in progress: the game before each decision that may be taken
    back (oldest first), the decisions taken back (redo, newest last), and why
    nothing earlier may be taken back."""

    __slots__ = ("done", "final_reason", "undone")

    def __init__(self) -> None:
        self.done: list[tuple[Game, Action]] = []
        self.undone: list[Action] = []
        self.final_reason = FINAL_TURN

    def record(self, before: Game, action: Action, after: Game, events: list[Event]) -> None:
        """After ``action`` moved ``before`` to ``after``: keep it undoable, or
        make everything up to here final."""
        reason = final_reason(before, after, events)
        if reason:
            self.done.clear()
            self.final_reason = reason
        else:
            self.done.append((before, action))


def final_reason(before: Game, after: Game, events: list[Event]) -> str:
    """Why the decision that led from ``before`` to ``after`` (with ``events``)
    cannot be taken back, or "" when it can."""
    return final_reason_from(before.cur, before.phase, after, events)


def final_reason_from(seat: int, phase: int, after: Game, events: list[Event]) -> str:
    """``final_reason`` when only the seat to move and the phase before the
    decision are known (a replay keeps no copy of the game before each one)."""
    if after.is_over:
        return FINAL_OVER
    if after.cur != seat or after.phase != phase:
        return FINAL_TURN
    for ev in events:
        kind = ev.kind
        if kind == "vatican_report":
            return FINAL_REPORT
        if kind in ("token", "lorenzo_discard", "tokens_shuffled"):
            return FINAL_TOKEN
        if kind == "turn_start":
            return FINAL_TURN
        if kind == "card_bought" and after.decks[DEV_CARDS[ev.data["card"]].deck]:
            return FINAL_CARD
    return ""
