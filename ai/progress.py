"""The bots' no-progress rule: a table that only shuffles resources is stalled.

The game ends when someone has seven cards or reaches the end of the faith
track (R10/R12), and nothing in the rules stops a game that never gets
there.  Two bots once passed turn after turn with wasteful productions (a
2-player game of the strength table, still going at round 427): the one
behind keeps a win chance only while the game goes on, so refusing to end
it is what its evaluation prefers.

The rule: a turn that changes nothing but resources (no card bought, no
faith moved, no leader played or discarded, no Vatican report, no end
triggered) is a *pass*.  Once every seat has passed for ``STALL_ROUNDS``
rounds in a row, the table is stalled, and a bot's turn must make progress:
its opening decision is chosen among the ones that change the progress key
(``progress_decisions``), when there are any.  Every turn that makes
progress moves the game towards its end (cards and faith only grow), so a
stalled game ends within a bounded number of turns.

The check replays the game's public record (origin and decisions) and reads
only public quantities (card counts, faith, leaders played, reports), so it
uses nothing a seat could not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from core import Action, ActionKind, Game

from .placement import settle

# rounds of passes by every seat after which a bot's turn must make progress
STALL_ROUNDS = 3
PRODUCING = 3
_PLACING_MODES = (1, 2)

if TYPE_CHECKING:
    from .mcts import Params

ProgressKey = tuple[int, ...]


def progress_key(game: Game) -> ProgressKey:
    """What a turn that makes progress changes: cards, faith, leaders played
    or discarded, Vatican reports, Lorenzo's cross, the end triggered."""
    cards = faith = played = hand = 0
    for p in game.players:
        cards += p.n_cards
        faith += p.faith
        played += len(p.played)
        hand += len(p.hand)
    return (cards, faith, played, -hand, sum(game.vatican_reports), game.black_cross, int(bool(game.end_triggered)))


def idle_turns(game: Game) -> tuple[int, ProgressKey | None]:
    """(how many turns in a row, the latest last, passed without progress,
    the progress key at the start of the turn in progress) from the game's
    record; (0, None) during setup or when the record cannot be replayed.

    The replay goes on from the last one of the same record (a bot asks at
    every turn), so a game costs one replay in all, not one per turn."""
    if game.in_setup or game.is_over:
        return 0, None
    todo: list[Action] = []
    node = game.history_mark
    known = _TALLIES.get(id(node)) if node is not None else None
    while node is not None and (known is None or known.node is not node):
        node, act = node
        todo.append(act)
        known = _TALLIES.get(id(node)) if node is not None else None
    if known is not None and known.node is node:
        tally = known.advanced()
    else:
        try:
            tally = _Tally(None, Game.from_origin(game.origin).clone())  # a clone keeps no undo record
        except (ValueError, KeyError, TypeError):
            return 0, None
    todo.reverse()
    for act in todo:
        if not tally.step(act):
            return 0, None
    tally.node = game.history_mark
    if len(_TALLIES) >= _TALLIES_KEPT:
        _TALLIES.clear()
    _TALLIES[id(game.history_mark)] = tally
    return tally.idle, tally.start if tally.start is not None else progress_key(tally.replay)


class _Tally:
    """A replay of a game's record with its count of idle turns."""

    __slots__ = ("idle", "node", "replay", "start")

    def __init__(self, node: object, replay: Game, idle: int = 0, start: ProgressKey | None = None) -> None:
        self.node = node  # the record's node this tally has replayed up to
        self.replay = replay
        self.idle = idle
        self.start = start

    def advanced(self) -> _Tally:
        """A copy to advance (this one stays valid for its own record node)."""
        return _Tally(self.node, self.replay.clone(), self.idle, self.start)

    def step(self, act: Action) -> bool:
        replay = self.replay
        if replay.is_over:
            return False
        if self.start is None and not replay.in_setup:
            self.start = progress_key(replay)
        try:
            replay.apply(act)
        except ValueError:
            return False
        if act.kind == ActionKind.END and self.start is not None and not replay.in_setup:
            now = progress_key(replay)
            self.idle = self.idle + 1 if now == self.start else 0
            self.start = now
        return True


_TALLIES: dict[int, _Tally] = {}
_TALLIES_KEPT = 64


def is_stalled(game: Game) -> bool:
    """True when every seat has passed for ``STALL_ROUNDS`` rounds in a row
    (multiplayer: a solo game always moves, Lorenzo's cross advancing)."""
    if game.n_players <= 1 or game.in_setup or game.is_over:
        return False
    return idle_turns(game)[0] >= STALL_ROUNDS * game.n_players


def makes_progress(game: Game, action: Action, start: ProgressKey) -> bool:
    """Whether ``action`` (with the placement that follows it) changes the
    progress key from ``start``, or starts a production that gains faith."""
    g = game.clone()
    seat = g.to_move
    g.apply(action)
    settle(g, seat)
    if progress_key(g) != start:
        return True
    return g.turn_mode == PRODUCING and g.production_faith > 0


def progress_decisions(game: Game, legal: Sequence[Action]) -> list[Action]:
    """``legal`` as the no-progress rule allows it: on a stalled table, a turn
    that has made no progress yet opens with a decision that makes some
    (all of ``legal`` when none does, or the table is not stalled)."""
    out = list(legal)
    if len(out) <= 1 or game.turn_mode in _PLACING_MODES or game.main_action_done or not is_stalled(game):
        return out
    start = idle_turns(game)[1]
    if start is None or progress_key(game) != start:
        return out  # this turn has already made progress (a leader, say)
    moving = [a for a in out if a.kind != ActionKind.END and makes_progress(game, a, start)]
    return moving or out


def stall_params(game: Game, legal: Sequence[Action], params: Params) -> Params:
    """``params`` for a search of ``game`` (the real one, with its record):
    on a stalled table, restricted to the root decisions that make progress."""
    allowed = progress_decisions(game, legal)
    if len(allowed) == len(legal):
        return params
    return replace(params, root_actions=frozenset(str(a) for a in allowed))
