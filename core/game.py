"""The game: setup, decisions applied all or nothing, undo and redo, copies
and positions (RULES.md R2–R12).

``Game`` is the one API shared by the app, the bots, save files and tests:
``legal_actions()`` lists the atomic decisions open to the seat to move,
``apply()`` performs one and returns the events that describe what happened.
It is built in rooms, each a class the next extends: ``game_state.py`` (the
fields and the queries that read them), ``legal.py`` (the legal decisions),
``moves.py`` (what each decision does) and this file.
"""

from __future__ import annotations

from typing import Any

from . import rng as _rng
from .actions import Action, IllegalActionError, parse_action
from .data import DECK_CARDS, LEADER_IDS, MARBLE_BAG, SETUP_BY_POSITION, TOKEN_IDS
from .enums import FREE, OVER, SETUP
from .events import Event
from .game_state import GameState
from .hidden import determinize, observation
from .legal import levels_that_fit
from .moves import LINE_CELLS, GameMoves
from .player import ZERO4, Player
from .position import read_position, to_position
from .undo import CHECKPOINT_FINALS, FINAL_OVER, NO_LOG, NOTHING_TO_REDO, UndoLog, final_reason_from
from .views import Origin

__all__ = ["LINE_CELLS", "EngineError", "Game", "levels_that_fit"]


class EngineError(RuntimeError):
    """The rules engine failed on a legal decision (a bug, never the player's fault).

    ``Game.apply`` raises it after putting the game back exactly as it was, so
    the caller can report it and go on, and never saves a broken state.
    """


class Game(GameMoves):
    """A game in progress.  Build one with ``Game.new`` or ``Game.from_position``.

    ``origin`` says where the game started (an ``Origin``): ``{"seed", "players", "first_seat"}``
    for ``Game.new`` or ``{"position": dict}`` for ``Game.from_position``;
    with ``history()`` it reproduces the game (``Game.from_origin``).

    What other layers may read (tests/test_core_api.py keeps ``ai/`` and
    ``mor_qt/`` to it; everything else is private to ``core/``): the
    properties and methods with a docstring, and these attributes, read only
    (resource tuples are indexed by ``Resource``):

    - ``names``: the players' names, by seat; ``n_players``: how many (1 is solo);
      ``first_seat``: the seat holding the inkwell (R2.3);
    - ``phase``: a ``Phase``; ``round``: the round number (0 during setup);
    - ``to_move``: the seat to move (while the game is not over; see ``current_seat``);
    - ``turn_mode``: a ``TurnMode``; ``main_action_done``: the turn's main action is done;
    - ``pending``: market resources still to store or drop, per resource (R4.4);
      ``pending_whites``: white marbles still to convert (R9.4);
    - ``production_out`` / ``production_faith``: what the production in progress
      yields when finished (see ``production()``);
    - ``marbles``: the 12 market marbles, row by row (``core.data.MARBLES``
      numbers them); ``slide_marble``: the one on the slide;
    - ``decks``: the 12 decks (``core.data.deck_index``), top card first.  Their
      order is hidden: the app shows only ``top_card`` and ``deck_sizes``; bots
      read them on determinized copies only;
    - ``vatican_reports``: which of the three reports were resolved;
      ``end_triggered``: a player triggered the end of the game (R10.1);
    - ``solo_won``: solo, once over: the player beat Lorenzo (see ``outcome``);
    - ``black_cross``: Lorenzo's black cross (solo); ``last_solo_token``: the
      token he revealed last (0 before the first, ids as in ``core.data.SOLO_TOKENS``);
      ``solo_tokens_left`` / ``solo_tokens_to_come``: how many of his tokens are still in
      the stack, and which (public, R12.1; their order is hidden);
    - ``players``: each seat's board (a ``PlayerView``; ``player(seat)`` gives one);
    - ``history_mark``: the history so far as a linked list, ``(earlier mark,
      last decision)``, None at the origin; a game and its clones share the
      marks of their common history, so compare them with ``is`` (see
      ``history_since``, ``last_decision``, ``last_events``).
    """

    __slots__ = ()

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, players: int | list[str], seed: int, first_seat: int | None = None) -> Game:
        """A seeded random setup (R2).  ``players=1`` (or one name) is solo."""
        if isinstance(players, bool) or not isinstance(players, int | list | tuple):
            raise ValueError("players must be a number of seats (1-4) or a list of names")
        names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else [str(p) for p in players]
        n = len(names)
        if not 1 <= n <= 4:
            raise ValueError(f"a game has 1 to 4 players, not {n}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("seed must be an int")
        g = cls.__new__(cls)
        state = _rng.seed_state(seed)
        decks = []
        for d in range(12):  # R2.1
            state, deck = _rng.shuffled(state, DECK_CARDS[d])
            decks.append(deck)
        state, bag = _rng.shuffled(state, MARBLE_BAG)
        state, leaders = _rng.shuffled(state, LEADER_IDS)
        # R2.3: drawn even when the table fixes it, so the rest of the setup
        # is the same whichever way the first seat was given.
        state, first = _rng.below(state, n)
        if n == 1:
            if first_seat not in (None, 0):
                raise ValueError("solo has only seat 0")
        elif first_seat is not None:
            if isinstance(first_seat, bool) or not isinstance(first_seat, int) or not 0 <= first_seat < n:
                raise ValueError(f"first_seat must be a seat from 0 to {n - 1}")
            first = first_seat
        g.names = tuple(names)
        g.n_players = n
        g.first_seat = first
        g.to_move = first
        g.phase = SETUP
        g.players = []
        for seat in range(n):
            p = Player()
            p.dealt = tuple(sorted(leaders[seat * 4 : seat * 4 + 4]))  # R2.2
            if n > 1:  # R2.4
                p.resources_to_take, p.faith = SETUP_BY_POSITION[(seat - first) % n]
            g.players.append(p)
        g.marbles = bag[:12]
        g.slide_marble = bag[12]
        g.decks = tuple(decks)
        g.vatican_reports = (False, False, False)
        g.end_triggered = False
        g.turn_mode = FREE
        g.main_action_done = False
        g.pending = ZERO4
        g.pending_whites = 0
        g.drops = 0
        g.production_used = 0
        g.production_out = ZERO4
        g.production_faith = 0
        g.black_cross = 0
        if n == 1:  # R2.5
            state, g.tokens = _rng.shuffled(state, TOKEN_IDS)
        else:
            g.tokens = ()
        g.last_solo_token = 0
        g.solo_won = False
        g.rng = state
        g.round = 0
        g.origin = {"seed": seed, "players": list(names), "first_seat": first}
        g.history_mark = None
        g._events = []
        g._legal = None
        g._undo = UndoLog()
        return g

    @classmethod
    def from_origin(cls, origin: Origin) -> Game:
        """The start of a game from its ``origin`` (see ``Game.origin``)."""
        if "position" in origin:
            position = origin["position"]
            if position is None:
                raise ValueError("a determinized copy's origin holds no position: it starts from its own copy")
            return cls.from_position(position)
        return cls.new(list(origin["players"]), origin["seed"], origin.get("first_seat"))

    def clone(self) -> Game:
        """An independent copy of the game (no undo record: copies are for searching)."""
        g = Game.__new__(Game)
        g.names = self.names
        g.n_players = self.n_players
        g.first_seat = self.first_seat
        g.to_move = self.to_move
        g.phase = self.phase
        g.players = [p.copy() for p in self.players]
        g.marbles = self.marbles
        g.slide_marble = self.slide_marble
        g.decks = self.decks
        g.vatican_reports = self.vatican_reports
        g.end_triggered = self.end_triggered
        g.turn_mode = self.turn_mode
        g.main_action_done = self.main_action_done
        g.pending = self.pending
        g.pending_whites = self.pending_whites
        g.drops = self.drops
        g.production_used = self.production_used
        g.production_out = self.production_out
        g.production_faith = self.production_faith
        g.black_cross = self.black_cross
        g.tokens = self.tokens
        g.last_solo_token = self.last_solo_token
        g.solo_won = self.solo_won
        g.rng = self.rng
        g.round = self.round
        g.origin = self.origin
        g.history_mark = self.history_mark
        g._events = self._events
        g._legal = self._legal
        g._undo = None  # copies for search keep no undo record (core/undo.py)
        return g

    def _restore(self, other: Game) -> None:
        """Become ``other`` (a copy of an earlier state of this game), keeping
        this game's undo record.  ``other`` must not be used afterwards."""
        undo = self._undo
        for name in GameState.__slots__:
            setattr(self, name, getattr(other, name))
        self._undo = undo

    __copy__ = clone

    # ---------------------------------------------------------------- apply
    def apply(self, action: Action | str) -> list[Event]:
        """Perform one decision of the seat to move and return what happened.

        All or nothing: raises ``IllegalActionError`` when the decision is not
        legal now, and ``EngineError`` if the rules engine itself fails while
        performing it; either way the game is exactly as before.  A new
        decision ends what ``redo()`` could make again.
        """
        log = self._undo
        if log is None:
            return self._perform(action)
        if not log.undoable and log.finals >= CHECKPOINT_FINALS:
            log.keep(self)  # a copy of the game every few turns, never one per decision (core/undo.py)
        seat, phase = self.to_move, self.phase
        ev = self._perform(action)
        if log.undone:
            log.undone.clear()
        reason = final_reason_from(seat, phase, self, ev)
        if reason:
            log.undoable = 0
            log.finals += 1
            log.final_reason = reason
        else:
            log.undoable += 1
        return ev

    # ------------------------------------------------------------ undo/redo
    def can_undo(self) -> bool:
        """True when the seat to move may take back its last decision (core/undo.py)."""
        log = self._undo
        return log is not None and log.undoable > 0 and self.phase != OVER

    def undo(self) -> Action:
        """Take back the last decision of the seat to move and return it: the
        game becomes exactly what it was before (same ``state_hash()``, the
        decision gone from ``history()``).  Raises ``IllegalActionError`` with
        the reason when it may not (core/undo.py)."""
        log = self._undo
        if log is None:
            raise IllegalActionError(f"cannot undo: {NO_LOG}")
        if not log.undoable or self.phase == OVER:
            raise IllegalActionError(f"cannot undo: {self.why_no_undo()}")
        mark, action = self.history_mark  # type: ignore[misc]
        self._restore(log.rebuild(mark))
        log.undoable -= 1
        log.undone.append(action)
        return action

    def can_redo(self) -> bool:
        """True when a decision taken back may be made again (no new decision since)."""
        log = self._undo
        return log is not None and bool(log.undone)

    def redo(self) -> Action:
        """Make again the decision last taken back and return it."""
        return self.redo_with_events()[0]

    def redo_with_events(self) -> tuple[Action, list[Event]]:
        """``redo()``, with the events the decision made happen again."""
        log = self._undo
        if log is None:
            raise IllegalActionError(f"cannot redo: {NO_LOG}")
        if not log.undone:
            raise IllegalActionError(f"cannot redo: {NOTHING_TO_REDO}")
        rest = log.undone[:-1]
        action = log.undone[-1]
        events = self.apply(action)
        log.undone[:] = rest
        return action, events

    def undo_action(self) -> Action | None:
        """The decision ``undo()`` would take back, or None."""
        log = self._undo
        return self.history_mark[1] if log is not None and log.undoable else None  # type: ignore[index]

    def redo_action(self) -> Action | None:
        """The decision ``redo()`` would make again, or None."""
        log = self._undo
        return log.undone[-1] if log is not None and log.undone else None

    def why_no_undo(self) -> str:
        """Why ``undo()`` is refused now ("" when it is allowed)."""
        if self.can_undo():
            return ""
        log = self._undo
        if log is None:
            return NO_LOG
        return FINAL_OVER if self.phase == OVER else log.final_reason

    def _perform(self, action: Action | str) -> list[Event]:
        """Check the decision is legal now, then execute it all or nothing."""
        if not isinstance(action, Action):
            action = parse_action(action)  # NotationError for anything but a decision's text
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        for x in legal:  # identity first: legal lists hold the canonical decisions
            if x is action:
                break
        else:
            for x in legal:  # an equal Action built by hand: keep the canonical one
                if x == action:
                    action = x
                    break
            else:
                raise IllegalActionError(self._why_illegal(action))
        before = self.history_mark
        try:
            return self._execute(action)
        except BaseException as exc:
            try:
                self._rollback(before)
            except Exception as again:
                raise EngineError(
                    f"the rules engine failed on {str(action)!r} ({type(exc).__name__}: {exc}) and the game "
                    f"could not be put back ({type(again).__name__}: {again})"
                ) from exc
            if not isinstance(exc, Exception):  # KeyboardInterrupt and the like: the game is back, go on
                raise
            raise EngineError(
                f"the rules engine failed on {str(action)!r} ({type(exc).__name__}: {exc}); the game is unchanged"
            ) from exc

    def _why_illegal(self, action: Action) -> str:
        fields = (action.kind, action.a, action.b, action.c)
        if any(not isinstance(v, int) or isinstance(v, bool) for v in fields):
            shown = ", ".join(str(int(v)) if isinstance(v, int) else type(v).__name__ for v in fields)
            return f"not a decision: Action({shown}) is no move of this game (see docs/notation.md)"
        from .words.explain import why_illegal

        return why_illegal(self, action)

    def _rollback(self, hist: Any) -> None:
        """Put the game back as it was with history ``hist``: replay from the origin
        (costs nothing unless the engine fails)."""
        start = self.origin.get("start")
        if isinstance(start, Game):  # a determinized copy keeps its own start
            g = start.clone()
        else:
            g = Game.from_origin(self.origin)
        acts: list[Action] = []
        node = hist
        while node is not None:
            node, act = node
            acts.append(act)
        for act in reversed(acts):
            g._execute(act)
        for name in GameState.__slots__:
            if name not in ("origin", "_undo"):
                setattr(self, name, getattr(g, name))
        self.history_mark = hist
        self._legal = None

    # ----------------------------------------------- positions, hidden info
    def to_position(self) -> dict[str, Any]:
        """The position of the game as JSON-able data (docs/position.md)."""
        return to_position(self)

    @classmethod
    def from_position(cls, position: dict[str, Any]) -> Game:
        """The game at a position (docs/position.md); raises ``PositionError``."""
        game = cls.__new__(cls)
        read_position(game, position)
        game._undo = UndoLog()
        return game

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know of the game (``core.hidden.observation``)."""
        return observation(self, seat)

    def determinize(self, seat: int, rng: Any) -> Game:
        """A copy with everything hidden from ``seat`` resampled (``core.hidden.determinize``)."""
        # imported with the module: a search determinizes every iteration, and an
        # import run at each call costs ~1 µs (~14 µs once PySide6's import hook is loaded)
        return determinize(self, seat, rng)

