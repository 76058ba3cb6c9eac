"""Taking back decisions: what may be undone is a rule question, so the engine
answers it (docs/architecture.md, "Undo is a rule question").

A seat may take back its own decisions of the turn in progress, newest first,
until something is revealed or another seat acts:

- a development card is turned up from a deck (the one under a bought card, R2.1 / R6.1);
- a Vatican report is resolved (R8.2);
- one of Lorenzo's tokens is revealed (R12.1);
- the turn passes to another seat, or the game ends.

``UndoLog`` keeps, for the turn in progress, one copy of the game where the
decisions that may still be taken back begin, those decisions, and the
decisions taken back that may be made again (redo): taking one back replays the
others from the copy (a turn's few decisions), so a played game pays one copy
per turn rather than one per decision.  Only games built by ``Game.new`` /
``Game.from_position`` / ``Game.from_origin`` keep one; ``clone()`` (the copies
bots search) and replays (``core.replay``) never do, so they pay nothing for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import DEV_CARDS
from .events import CardBought, Event, EventKind

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

# Module names: looking an enum member up costs more than the check itself (it runs every decision).
_REPORT, _TURN_START, _CARD_BOUGHT = EventKind.VATICAN_REPORT, EventKind.TURN_START, EventKind.CARD_BOUGHT
_LORENZO_KINDS = (EventKind.TOKEN, EventKind.LORENZO_DISCARD, EventKind.TOKENS_SHUFFLED)


class UndoLog:
    """The turn in progress: ``base``, a copy of the game before the first
    decision that may be taken back (None when there is none); ``done``, those
    decisions, oldest first, each with the history mark before it; ``undone``,
    the decisions taken back (redo, newest last); and why nothing earlier may be
    taken back."""

    __slots__ = ("base", "done", "final_reason", "undone")

    def __init__(self, final_reason: str = FINAL_TURN) -> None:
        self.base: Game | None = None
        self.done: list[tuple[Any, Action]] = []
        self.undone: list[Action] = []
        self.final_reason = final_reason

    def record(self, base: Game | None, mark: Any, seat: int, phase: int, after: Game, events: list[Event]) -> None:
        """After a decision moved the game (``seat`` to move in ``phase``, history
        ``mark``) to ``after``: keep it undoable, or make everything up to here
        final.  ``base`` is a copy of the game before it, made when ``done`` was
        empty (the first decision of a run that may be taken back)."""
        reason = final_reason_from(seat, phase, after, events)
        if reason:
            self.done.clear()
            self.base = None
            self.final_reason = reason
        else:
            if base is not None:
                self.base = base
            self.done.append((mark, after.history_mark[1]))  # type: ignore[index]

    def rebuild(self) -> Game:
        """The game before the last decision of ``done`` (which is removed): a
        copy of ``base`` with the decisions before it made again."""
        mark, _action = self.done.pop()
        assert self.base is not None
        game = self.base.clone()
        for _mark, act in self.done:
            game._execute(act)  # made before from this very state: legal, deterministic
        game.hist = mark  # the history marks the game had (compared with ``is``)
        game._legal = None
        return game


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
        if kind == _REPORT:
            return FINAL_REPORT
        if kind in _LORENZO_KINDS:
            return FINAL_TOKEN
        if kind == _TURN_START:
            return FINAL_TURN
        if kind == _CARD_BOUGHT:
            bought = ev.payload
            if isinstance(bought, CardBought) and after.decks[DEV_CARDS[bought.card].deck]:
                return FINAL_CARD
    return ""
