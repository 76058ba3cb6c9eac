"""The state of a game and what can be read from it: ``GameState`` holds
every field of a game (its ``__slots__``, one annotation each) and answers the
queries that change nothing, the scores and the state's key and hash.  The
rooms built on it: ``legal.py`` (what the seat to move may do), ``moves.py``
(what each decision does, R2–R12), and ``game.py``'s ``Game`` (setup,
``apply``, undo, copies and positions), the class every other layer uses.
"""

from __future__ import annotations

import hashlib
from typing import Any, TypeAlias

from .actions import Action
from .data import CARD_LEVELS, DEV_CARDS, FAITH_MAX, deck_index

# Phases and the modes of a turn: the members themselves (an IntEnum member
# compares and hashes as its int, as fast; ``state_key`` reads them as ints).
from .enums import OVER, PRODUCING, SETUP, Colour, Phase, TurnMode
from .events import Event
from .player import ZERO4, Player, Res4
from .scoring import ScoreSheet, score_sheet
from .undo import UndoLog
from .views import EndReason, Origin, Outcome, PlayerView, Production

# The history as a linked list, newest first: (earlier history, last decision).
History: TypeAlias = "tuple[History, Action] | None"


class GameState:
    """Every field of a game, and the queries that read it (the fields other
    layers may read are listed in ``Game``'s docstring)."""

    __slots__ = (
        "_events",
        "_legal",
        "_undo",
        "black_cross",
        "decks",
        "drops",
        "end_triggered",
        "first_seat",
        "history_mark",
        "last_solo_token",
        "main_action_done",
        "marbles",
        "n_players",
        "names",
        "origin",
        "pending",
        "pending_whites",
        "phase",
        "players",
        "production_faith",
        "production_out",
        "production_used",
        "rng",
        "round",
        "slide_marble",
        "solo_won",
        "to_move",
        "tokens",
        "turn_mode",
        "vatican_reports",
    )

    # The state, one annotation per slot (what ``clone`` copies, ``state_key``
    # hashes and core/position.py writes; tests/test_state_fields.py checks it).
    _events: list[Event]  # what the last decision made happen (``last_events``)
    _legal: list[Action] | None  # the legal decisions, computed once per state
    _undo: UndoLog | None  # the turn's undo record; None on search copies
    black_cross: int  # Lorenzo's black cross (solo)
    decks: tuple[tuple[int, ...], ...]  # the 12 decks, top card first
    drops: int  # resources dropped in the market action in progress (R4.5)
    end_triggered: bool  # a player triggered the end of the game (R10.1)
    first_seat: int  # the seat holding the inkwell (R2.3)
    history_mark: History  # the decisions since the origin, newest first
    last_solo_token: int  # the solo token revealed last (0 before the first)
    main_action_done: bool  # the turn's main action is done
    marbles: tuple[int, ...]  # the 12 market marbles, row by row
    n_players: int  # number of seats (1 is solo)
    names: tuple[str, ...]  # the players' names, by seat
    origin: Origin  # where the game started (see above)
    pending: Res4  # market resources still to store or drop (R4.4)
    pending_whites: int  # white marbles still to convert (R9.4)
    phase: Phase  # setup, playing or over
    players: list[Player]  # each seat's board
    production_faith: int  # faith the production in progress yields
    production_out: Res4  # resources the production in progress yields
    production_used: int  # bit mask of the powers used: slots 0-2, base 8, leader ``lid`` 1 << (lid - 45)
    rng: int  # the random generator's state (core/rng.py)
    round: int  # the round number (0 during setup)
    slide_marble: int  # the marble on the slide
    solo_won: bool  # solo, once over: the player beat Lorenzo
    to_move: int  # the seat to move
    tokens: tuple[int, ...]  # Lorenzo's token stack, top first (solo)
    turn_mode: TurnMode  # what the seat to move is in the middle of
    vatican_reports: tuple[bool, bool, bool]  # the three Vatican reports resolved (R8.2)
    def history(self) -> list[Action]:
        """Every decision applied since the origin, oldest first."""
        out: list[Action] = []
        node = self.history_mark
        while node is not None:
            node, act = node
            out.append(act)
        out.reverse()
        return out

    # -------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        """True once the game has ended (see ``outcome``)."""
        return self.phase == OVER

    @property
    def current_seat(self) -> int | None:
        """The seat to move, None once the game is over."""
        return None if self.phase == OVER else self.to_move

    @property
    def solo(self) -> bool:
        """True for a solo game against Lorenzo."""
        return self.n_players == 1

    @property
    def in_setup(self) -> bool:
        """True while the seats choose leaders and initial resources (R2)."""
        return self.phase == SETUP

    def powers_used(self) -> frozenset[str]:
        """The production powers already used in the production in progress,
        named as in the notation (``base``, ``s1``-``s3``, ``L61``...); empty
        outside a production."""
        used = self.production_used
        if not used or self.turn_mode != PRODUCING:
            return frozenset()
        names = {f"s{s + 1}" for s in range(3) if used & (1 << s)}
        if used & 8:
            names.add("base")
        names.update(f"L{lid}" for lid in self.players[self.to_move].production_leaders if used & (1 << (lid - 45)))
        return frozenset(names)

    def seats_still_to_play(self) -> list[bool]:
        """Per seat: whether it still plays in the current round, its turn to
        come or under way: the seat to move and the seats after it, up to the
        seat before the inkwell (``first_seat``).  Once the end is triggered
        (R10.1) the game ends with this round (R10.2), so these are exactly the
        seats that still act before the game ends.  All False once the game is
        over; solo: ``[True]`` until then."""
        n = self.n_players
        if self.phase == OVER:
            return [False] * n
        first = self.first_seat
        order_now = (self.to_move - first) % n
        return [(seat - first) % n >= order_now for seat in range(n)]

    def player(self, seat: int) -> PlayerView:
        """The board of ``seat`` (read only)."""
        return self.players[seat]

    def deck_sizes(self) -> tuple[int, ...]:
        """Cards left in each of the 12 decks (``core.data.deck_index``)."""
        return tuple(len(d) for d in self.decks)

    @property
    def solo_tokens_left(self) -> int:
        """Lorenzo's tokens left in the stack (solo; 0 otherwise)."""
        return len(self.tokens)

    @property
    def solo_tokens_to_come(self) -> tuple[int, ...]:
        """Ids of Lorenzo's tokens still in the stack, in id order (solo; () otherwise): which
        tokens have left it since the last shuffle is public (R12.1), their order is not."""
        return tuple(sorted(self.tokens))

    def production(self) -> Production | None:
        """The production in progress (powers used, what it yields), or None."""
        if self.turn_mode != PRODUCING:
            return None
        return Production(self.powers_used(), self.production_out, self.production_faith)

    @property
    def last_decision(self) -> Action | None:
        """The decision applied last, or None at the origin."""
        node = self.history_mark
        return None if node is None else node[1]

    @property
    def last_events(self) -> tuple[Event, ...]:
        """What ``last_decision`` made happen: the events ``apply`` returned for it,
        in order (docs/events.md); empty at the origin.  After ``undo()``, those
        of the decision now last; after ``redo()``, those it made again."""
        return tuple(self._events)

    def history_since(self, mark: object, limit: int) -> list[Action] | None:
        """The decisions applied since ``history_mark`` was ``mark``, oldest first,
        or None when this history does not run through ``mark`` within ``limit``
        decisions."""
        actions: list[Action] = []
        node = self.history_mark
        while node is not mark:
            if node is None or len(actions) >= limit:
                return None
            node, act = node
            actions.append(act)
        actions.reverse()
        return actions

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on; once it is over, the winners and why it ended."""
        if self.phase != OVER:
            return None
        winners = tuple(self.winners())
        if self.n_players > 1:
            return Outcome(winners, EndReason.ROUND_COMPLETE)
        p = self.players[0]
        if self.solo_won:
            return Outcome(winners, EndReason.SOLO_FAITH if p.faith >= FAITH_MAX else EndReason.SOLO_CARDS)
        if self.black_cross >= FAITH_MAX:
            return Outcome(winners, EndReason.LORENZO_CROSS)
        return Outcome(winners, EndReason.COLOUR_GONE, self.colours_gone())

    def colours_gone(self) -> tuple[Colour, ...]:
        """The card colours with no card left in the grid, in any level (R12.3: in solo, one ends the game)."""
        d = self.decks
        return tuple(c for c in Colour if not any(d[deck_index(c, level)] for level in CARD_LEVELS))

    def top_card(self, deck: int) -> int | None:
        """The card on top of deck ``deck`` (``core.data.deck_index``), None when it is empty."""
        d = self.decks[deck]
        return d[0] if d else None

    def card_cost(self, seat: int, cid: int) -> tuple[int, int, int, int]:
        """What card ``cid`` costs ``seat``: the printed cost minus active discounts (R6.2)."""
        cost = DEV_CARDS[cid].cost
        disc = self.players[seat].discounts
        if disc == ZERO4:
            return cost
        c0, c1, c2, c3 = cost
        d0, d1, d2, d3 = disc
        return (c0 - d0 if c0 > d0 else 0, c1 - d1 if c1 > d1 else 0, c2 - d2 if c2 > d2 else 0,
                c3 - d3 if c3 > d3 else 0)

    # ------------------------------------------------------------- scoring
    def scores(self) -> list[ScoreSheet]:
        """The score sheet of every seat (a ``ScoreSheet``), by seat."""
        # imported with the module: an import run at each call costs ~14 µs once PySide6 is loaded
        # (its import hook), and the analysis window scores every position of a game
        return score_sheet(self)

    def winners(self) -> list[int]:
        """Seats that won (R11.2); solo: [0] on a win, [] when Lorenzo won.
        Empty while the game is not over."""
        if self.phase != OVER:
            return []
        if self.n_players == 1:
            return [0] if self.solo_won else []
        sheet = self.scores()
        best = max((s.total, s.resources_left) for s in sheet)
        return [i for i, s in enumerate(sheet) if (s.total, s.resources_left) == best]

    # ------------------------------------------------------------ identity
    def state_key(self) -> tuple[Any, ...]:
        """Everything that decides the rest of the game, as one tuple."""
        return (
            # the phase and mode as ints: save files hold the hash of this tuple's repr
            self.names, self.n_players, self.first_seat, self.to_move, int(self.phase),
            tuple(
                (p.warehouse, p.strongbox, p.faith, p.favor, p.slots, p.hand, p.played, p.dealt,
                 p.setup_discards, p.discarded, p.resources_to_take)
                for p in self.players
            ),
            self.marbles, self.slide_marble, self.decks, self.vatican_reports, self.end_triggered, int(self.turn_mode),
            self.main_action_done, self.pending, self.pending_whites, self.drops, self.production_used,
            self.production_out, self.production_faith, self.black_cross, self.tokens, self.last_solo_token,
            self.solo_won, self.rng, self.round,
        )

    def state_hash(self) -> str:
        """A short hash of ``state_key()``: equal hashes, same game from here on."""
        return hashlib.sha256(repr(self.state_key()).encode()).hexdigest()[:32]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.state_key() == other.state_key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        phase = ("setup", "playing", "over")[self.phase]
        return f"<Game {self.n_players}p {phase} round {self.round} seat {self.current_seat}>"


