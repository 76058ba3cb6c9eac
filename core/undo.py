"""Taking back decisions: what may be undone is a rule question, so the engine
answers it (docs/architecture.md, "Undo is a rule question").

A seat may take back its own decisions of the turn in progress, newest first,
until something is revealed or another seat acts:

- a development card is turned up from a deck (the one under a bought card, R2.1 / R6.1);
- a Vatican report is resolved (R8.2);
- one of Lorenzo's tokens is revealed (R12.1);
- the turn passes to another seat, or the game ends.

``UndoLog`` keeps, for the turn in progress, how many of the last decisions
may still be taken back (the decisions themselves are the game's history), and
the decisions taken back that may be made again (redo).  Recording costs no
copy of the game: a copy (a checkpoint) is kept once every
``CHECKPOINT_FINALS`` turns or so, and taking a decision back replays the
decisions since the checkpoint (a fraction of a millisecond) instead.  So
playing pays a few percent of the engine's speed for undo, not a copy per turn
(docs/benchmarks.md, "Undo record cost").  Only games built by ``Game.new`` /
``Game.from_position`` / ``Game.from_origin`` keep a record; ``clone()`` (the
copies bots search) and replays (``core.replay``) never do, so they pay
nothing for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import DEV_CARDS
from .enums import Phase
from .events import CardBought, Event, EventKind

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game

# A new copy of the game (checkpoint) once this many decisions were made final
# since the last (about as many turns): taking a decision back replays the
# decisions since the checkpoint, ~10 µs each, a millisecond at most.
CHECKPOINT_FINALS = 16

# Why the decisions before this point are final (the reason undo gives).
FINAL_CARD = "a development card was turned up from a deck since (R6.1)"
FINAL_REPORT = "a Vatican report was resolved since (R8.2)"
FINAL_TOKEN = "one of Lorenzo's tokens was revealed since (R12.1)"
FINAL_TURN = "no decision of this turn to take back: decisions of earlier turns are final"
FINAL_OVER = "the game is over"
NO_LOG = "this copy of the game keeps no undo record (copies made by clone() are for searching)"
NOTHING_TO_REDO = "nothing to redo: no decision was taken back since the last one made"


class UndoLog:
    """The turn in progress: ``undoable``, how many of the game's last decisions
    may be taken back (their actions and the marks before them are the game's
    own history); ``undone``, the decisions taken back (redo, newest last); and
    why nothing earlier may be taken back.  ``checkpoint`` is a copy of an
    earlier state of the game, before those decisions (None until the first);
    ``finals`` counts the decisions made final since it was kept."""

    __slots__ = ("checkpoint", "final_reason", "finals", "undoable", "undone")

    def __init__(self, final_reason: str = FINAL_TURN) -> None:
        self.checkpoint: Game | None = None
        self.finals = CHECKPOINT_FINALS  # the first decision keeps a checkpoint
        self.undoable = 0
        self.undone: list[Action] = []
        self.final_reason = final_reason

    def keep(self, game: Game) -> None:
        """Keep a copy of ``game``, where no decision may be taken back, as the checkpoint."""
        self.checkpoint = game.clone()
        self.finals = 0

    def rebuild(self, mark: Any) -> Game:
        """The game as it was with history ``mark`` (a mark after the
        checkpoint's): a copy of the checkpoint with the decisions since made again."""
        checkpoint = self.checkpoint
        assert checkpoint is not None
        game = checkpoint.clone()
        stop = checkpoint.history_mark
        node = mark
        again: list[Action] = []
        while node is not stop:  # back along the history to the checkpoint (compared with ``is``)
            node, act = node
            again.append(act)
        for act in reversed(again):
            game._execute(act)  # made before from this very state: legal, deterministic
        game.history_mark = mark  # the history marks the game had (compared with ``is``)
        game._legal = None
        return game


def final_reason(before: Game, after: Game, events: list[Event]) -> str:
    """Why the decision that led from ``before`` to ``after`` (with ``events``)
    cannot be taken back, or "" when it can."""
    return final_reason_from(before.to_move, before.phase, after, events)


_OVER = int(Phase.OVER)  # a plain int: reading an enum member costs more than the rest of the check

# The events that make a decision final by themselves, and why.
_FINAL_EVENTS: dict[str, str] = {
    EventKind.VATICAN_REPORT: FINAL_REPORT,
    EventKind.TOKEN: FINAL_TOKEN,
    EventKind.LORENZO_DISCARD: FINAL_TOKEN,
    EventKind.TOKENS_SHUFFLED: FINAL_TOKEN,
    EventKind.TURN_START: FINAL_TURN,
    EventKind.CARD_BOUGHT: FINAL_CARD,  # when a card is left in its deck to turn up
}


def final_reason_from(seat: int, phase: int, after: Game, events: list[Event]) -> str:
    """``final_reason`` when only the seat to move and the phase before the
    decision are known (a replay keeps no copy of the game before each one)."""
    now = after.phase
    if now == _OVER:
        return FINAL_OVER
    if after.to_move != seat or now != phase:
        return FINAL_TURN
    final_events = _FINAL_EVENTS
    for ev in events:
        reason = final_events.get(ev.kind)
        if reason is None:
            continue
        if reason is not FINAL_CARD:
            return reason
        bought = ev.payload  # a card bought: the one under it turned up
        if isinstance(bought, CardBought) and after.decks[DEV_CARDS[bought.card].deck]:
            return FINAL_CARD
    return ""
