"""Replaying a game: the one routine that steps through a game's decisions
(docs/replay.md).  Loading a save, ``SavedGame.game_at``, the bot review, the
analysis timeline and the window's log all go through ``replay``.

    for step in replay(game.origin, game.history()):
        step.index, step.action, step.seat, step.events, step.game

Every decision is checked (a history from a file is untrusted): a decision
that is no decision, not legal at that point, or comes after the end of the
game stops the replay with ``ReplayError``, which says which decision and why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action, IllegalActionError, NotationError, parse_action
from .events import Event
from .game import Game
from .scoring import ScoreSheet
from .undo import FINAL_TURN, UndoLog, final_reason_from
from .views import Origin

__all__ = ["ReplayError", "ReplayStep", "replay", "replay_to"]


class ReplayError(IllegalActionError):
    """A replayed history holds a decision that cannot be made: not a decision
    at all, illegal at that point, or after the end of the game.  ``index`` is
    the decision's index in the history (0 = the first), ``decision`` its text
    as given, ``reason`` why it was refused; ``not_a_decision`` is True when
    the text is no decision's notation at all (a damaged history)."""

    def __init__(self, index: int, decision: str, reason: str, not_a_decision: bool = False) -> None:
        super().__init__(f"decision number {index + 1} ({decision[:40]!r}): {reason}")
        self.index = index
        self.decision = decision
        self.reason = reason
        self.not_a_decision = not_a_decision


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One decision replayed.

    - ``index``: its index in the history (0 = the first decision of the game);
    - ``action``: the decision (canonical: ``str(action)`` is its notation);
    - ``seat``: who made it; ``round``: the round it was made in (0 = setup);
    - ``events``: what it made happen (as ``Game.apply`` returns them);
    - ``final``: why the decisions up to this one can no longer be taken back
      (core/undo.py), "" when this one still may be;
    - ``before``: what the replay's ``before`` function returned for the game
      just before this decision (None without one);
    - ``game``: the replayed game just after the decision.  It is the live
      game the replay goes on with: read it now, or keep ``position()``.
    """

    index: int
    action: Action
    seat: int
    round: int
    events: list[Event]
    final: str
    before: Any
    game: Game

    def position(self) -> Game:
        """A copy of the game after this decision, to keep (no undo record)."""
        return self.game.clone()

    def scores(self) -> list[ScoreSheet]:
        """The score sheets after this decision (``Game.scores``)."""
        return self.game.scores()


def _start(start: Game | Origin, keep_undo: bool) -> Game:
    """The game the replay plays on: never the caller's own."""
    if isinstance(start, Game):
        game = start.clone()  # a clone keeps no undo record
        if keep_undo:
            own = start._undo
            game._undo = UndoLog(own.final_reason if own is not None else FINAL_TURN)
        return game
    if not isinstance(start, Mapping):
        raise TypeError(f"replay starts from a Game or a game's origin, not {type(start).__name__}")
    game = Game.from_origin(start)  # keeps an undo record
    return game if keep_undo else game.clone()


def replay(
    start: Game | Origin,
    decisions: Iterable[Action | str],
    *,
    keep_undo: bool = False,
    start_index: int = 0,
    before: Callable[[Game, Action], Any] | None = None,
) -> Iterator[ReplayStep]:
    """Replay ``decisions`` (actions or their notation) from ``start`` and
    yield a ``ReplayStep`` after each one.

    ``start`` is where the decisions begin: a game's ``origin`` (see
    ``Game.origin``), or a ``Game`` (which is copied, never changed).
    ``start_index`` is the index of the first decision in the whole game, when
    ``start`` is a position part-way through it (step indices count from it).

    ``keep_undo=False`` (the default) replays on a copy that keeps no undo
    record, the fastest; with ``keep_undo=True`` the game keeps one from
    ``start`` on, so the seat to move may take back the decisions of its turn
    in progress replayed here (``Game.undo``).

    ``before(game, action)``, when given, is called with the game just before
    each decision (do not change it); its result is the step's ``before``
    (e.g. ``core.describe_action`` to write each decision in words).

    Raises ``ReplayError`` at the first decision that cannot be made, after
    yielding the steps before it; ``EngineError`` if the rules engine fails.
    """
    game = _start(start, keep_undo)
    index = start_index
    for decision in decisions:
        text = decision if isinstance(decision, str) else str(decision)
        try:
            action = parse_action(decision) if isinstance(decision, str) else decision
            if game.is_over:
                raise IllegalActionError("it comes after the end of the game")
            seat = game.to_move
            phase = game.phase
            rnd = game.round
            noted = before(game, action) if before is not None else None
            events = game.apply(action)
        except NotationError as exc:
            raise ReplayError(index, text, str(exc), not_a_decision=True) from None
        except IllegalActionError as exc:
            raise ReplayError(index, text, str(exc)) from None
        yield ReplayStep(index, game.history_mark[1], seat, rnd, events,  # type: ignore[index]
                         final_reason_from(seat, phase, game, events), noted, game)
        index += 1


def replay_to(
    start: Game | Origin,
    decisions: Iterable[Action | str],
    *,
    keep_undo: bool = False,
    start_index: int = 0,
) -> Game:
    """The game after ``decisions`` replayed from ``start`` (``replay``'s last
    step): a new Game the caller may change; ``start`` itself when there are none
    is copied too.  Raises what ``replay`` raises."""
    game: Game | None = None
    for step in replay(start, decisions, keep_undo=keep_undo, start_index=start_index):
        game = step.game
    return game if game is not None else _start(start, keep_undo)
