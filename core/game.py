"""The game state and its rules: setup, turns, market, buying, production,
faith, leaders, the end of the game and solo Lorenzo (RULES.md R2–R12).

``Game`` is the one API shared by the app, the bots, save files and tests:
``legal_actions()`` lists the atomic decisions open to the seat to move,
``apply()`` performs one and returns the events that describe what happened.
"""

from __future__ import annotations

import hashlib
import operator
from collections.abc import Callable
from typing import Any, TypeAlias

from . import rng as _rng
from .actions import (
    A_BUY,
    A_DISCARD,
    A_DONE,
    A_DROP,
    A_END,
    A_KEEP,
    A_MARKET,
    A_PLAY,
    A_PROD_BASE,
    A_PROD_LEADER,
    A_PROD_SLOT,
    A_STORE,
    A_TAKE,
    A_WHITE,
    BASE_PAIRS,
    BUY,
    DISCARD,
    DONE,
    DROP,
    END,
    KEEP,
    MARKET,
    PLAY,
    PROD_BASE,
    PROD_LEADER,
    PROD_SLOT,
    STORE,
    TAKE,
    WHITE,
    Action,
    IllegalActionError,
    parse_action,
)
from .data import (
    DECK_CARDS,
    DEV_CARDS,
    END_TRIGGER_CARDS,
    FAITH_MAX,
    LEADER_IDS,
    LEADERS,
    MARBLE_BAG,
    SECTIONS,
    SETUP_BY_POSITION,
    SOLO_TOKENS,
    TOKEN_IDS,
    deck_index,
)

# Phases and the modes of a turn: the members themselves (an IntEnum member
# compares and hashes as its int, as fast; ``state_key`` reads them as ints).
from .enums import FREE, OVER, PLACING, PLAYING, PRODUCING, SETUP, WHITES, Phase, TurnMode
from .events import Event, EventKind
from .hidden import determinize, observation
from .player import ZERO4, Player, Res4
from .position import read_position, to_position
from .scoring import ScoreSheet, score_sheet
from .undo import CHECKPOINT_FINALS, FINAL_OVER, NO_LOG, NOTHING_TO_REDO, UndoLog, final_reason_from
from .views import EndReason, Origin, Outcome, PlayerView, Production
from .warehouse import can_store

# Event kinds as module names: looking an enum member up costs as much as building the event.
EV_LEADERS_KEPT = EventKind.LEADERS_KEPT
EV_INITIAL_RESOURCE = EventKind.INITIAL_RESOURCE
EV_SETUP_DONE = EventKind.SETUP_DONE
EV_TURN_START = EventKind.TURN_START
EV_MARKET = EventKind.MARKET
EV_WHITE_CONVERTED = EventKind.WHITE_CONVERTED
EV_STORED = EventKind.STORED
EV_DROPPED = EventKind.DROPPED
EV_CARD_BOUGHT = EventKind.CARD_BOUGHT
EV_POWER_USED = EventKind.POWER_USED
EV_PRODUCED = EventKind.PRODUCED
EV_LEADER_PLAYED = EventKind.LEADER_PLAYED
EV_LEADER_DISCARDED = EventKind.LEADER_DISCARDED
EV_FAITH = EventKind.FAITH
EV_BLACK_CROSS = EventKind.BLACK_CROSS
EV_VATICAN_REPORT = EventKind.VATICAN_REPORT
EV_END_TRIGGERED = EventKind.END_TRIGGERED
EV_TURN_END = EventKind.TURN_END
EV_TOKEN = EventKind.TOKEN
EV_LORENZO_DISCARD = EventKind.LORENZO_DISCARD
EV_TOKENS_SHUFFLED = EventKind.TOKENS_SHUFFLED
EV_GAME_OVER = EventKind.GAME_OVER

UNIT4: tuple[Res4, Res4, Res4, Res4] = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))  # one of a resource


def _add4(a: Res4, b: Res4) -> Res4:
    """``a + b``, resource by resource."""
    a0, a1, a2, a3 = a
    b0, b1, b2, b3 = b
    return a0 + b0, a1 + b1, a2 + b2, a3 + b3

# The history as a linked list, newest first: (earlier history, last decision).
History: TypeAlias = "tuple[History, Action] | None"

# R4.1/R4.2: the market cells of each line, in the order the slide marble
# pushes them: the marble at index 0 drops onto the slide, the slide marble
# enters at the last index.  Rows enter from the right, columns from the bottom.
LINE_CELLS: tuple[tuple[int, ...], ...] = (
    *(tuple(r * 4 + c for c in range(4)) for r in range(3)),
    *(tuple(r * 4 + c for r in range(3)) for c in range(4)),
)


# the marbles of each line, in that order, from the market's 12 cells
_LINE_MARBLES = tuple(operator.itemgetter(*cells) for cells in LINE_CELLS)


def _shift(cells: tuple[int, ...]) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
    """The market after taking the line ``cells``, from the 12 cells and the
    slide marble (index 12): every marble of the line moves one cell towards
    the slide, the slide marble enters at the far end (R4.2)."""
    source = list(range(12))
    for k in range(len(cells) - 1):
        source[cells[k]] = cells[k + 1]
    source[cells[-1]] = 12
    return operator.itemgetter(*source)


_LINE_SHIFT = tuple(_shift(cells) for cells in LINE_CELLS)


def _count_marbles(marbles: tuple[int, ...]) -> tuple[Res4, int, int]:
    """(resources, white marbles, red marbles) among ``marbles`` (R4.3)."""
    gained = [0, 0, 0, 0]
    whites = faith = 0
    for m in marbles:
        if m < 4:
            gained[m] += 1
        elif m == 4:
            whites += 1
        else:
            faith += 1
    return tuple(gained), whites, faith  # type: ignore[return-value]


_MARBLE_COUNTS: dict[tuple[int, ...], tuple[Res4, int, int]] = {}  # ``_count_marbles`` of a line's marbles
_FIRST_POPE = min(pope for _start, pope, _vp in SECTIONS)  # no report before a marker reaches it


class EngineError(RuntimeError):
    """The rules engine failed on a legal decision (a bug, never the player's fault).

    ``Game.apply`` raises it after putting the game back exactly as it was, so
    the caller can report it and go on, and never saves a broken state.
    """


TOP_LEVEL = 3  # a slot topped by a level-III card takes no more cards (R6.4)


def levels_that_fit(slots: tuple[tuple[int, ...], ...]) -> tuple[bool, bool, bool, bool]:
    """Per card level (index 1-3; index 0 is unused, False): whether a card of
    that level can be placed on one of ``slots`` (R6.4: level I on an empty
    slot, level L on a slot topped by a level L-1 card)."""
    fits = [False, False, False, False]
    for slot in slots:
        level = DEV_CARDS[slot[-1]].level if slot else 0
        if level < TOP_LEVEL:
            fits[level + 1] = True
    return fits[0], fits[1], fits[2], fits[3]


class Game:
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
    - ``players``: each seat's board (a ``PlayerView``; ``player(seat)`` gives one);
    - ``history_mark``: the history so far as a linked list, ``(earlier mark,
      last decision)``, None at the origin; a game and its clones share the
      marks of their common history, so compare them with ``is`` (see
      ``history_since``, ``last_decision``, ``last_events``).
    """

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

    def history(self) -> list[Action]:
        """Every decision applied since the origin, oldest first."""
        out: list[Action] = []
        node = self.history_mark
        while node is not None:
            node, act = node
            out.append(act)
        out.reverse()
        return out

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
        for name in Game.__slots__:
            setattr(self, name, getattr(other, name))
        self._undo = undo

    __copy__ = clone

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

    def is_legal(self, action: Action | str) -> bool:
        """True when ``action`` (an ``Action`` or its notation) may be applied now."""
        if not isinstance(action, Action):
            try:
                action = parse_action(action)
            except IllegalActionError:
                return False
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return action in legal

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
        return Outcome(winners, EndReason.LORENZO_CROSS if self.black_cross >= FAITH_MAX else EndReason.COLOUR_GONE)

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

    def legal_actions(self) -> list[Action]:
        """The decisions open to the seat to move (a fresh list; empty once over)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[Action]:
        if self.phase == OVER:
            return []
        p = self.players[self.to_move]
        if self.phase == SETUP:
            if p.dealt:
                a, b, c, d = p.dealt
                return [A_KEEP[x] for x in ((a, b), (a, c), (a, d), (b, c), (b, d), (c, d))]
            return [A_TAKE[r] for r in range(4) if can_store(p.warehouse, p.depot_slots, r)]
        mode = self.turn_mode
        if mode == PLACING:
            pend = self.pending
            r = 0 if pend[0] else 1 if pend[1] else 2 if pend[2] else 3
            if can_store(p.warehouse, p.depot_slots, r):
                return [A_STORE[r], A_DROP[r]]
            return [A_DROP[r]]
        if mode == WHITES:
            return [A_WHITE[r] for r in p.white_marble_options]
        acts: list[Action] = []
        if mode == PRODUCING:
            self._prod_actions(p, acts)
            acts.append(A_DONE)
            return acts
        if not self.main_action_done:
            acts.extend(A_MARKET)
            self._buy_actions(p, acts)
            self._prod_actions(p, acts)
        for lid in p.hand:
            if p.requirement_met(lid):
                acts.append(A_PLAY[lid])
            acts.append(A_DISCARD[lid])
        if self.main_action_done:
            acts.append(A_END)
        return acts

    def _buy_actions(self, p: Player, acts: list[Action]) -> None:
        h = p.holdings()
        slots = p.slots
        tops = [DEV_CARDS[s[-1]].level if s else 0 for s in slots]
        disc = p.discounts
        for deck in self.decks:
            if not deck:
                continue
            card = DEV_CARDS[deck[0]]
            need = card.level - 1
            if need not in tops:  # R6.4: a card that cannot be placed cannot be bought
                continue
            cost = card.cost
            if (
                cost[0] - disc[0] > h[0]
                or cost[1] - disc[1] > h[1]
                or cost[2] - disc[2] > h[2]
                or cost[3] - disc[3] > h[3]
            ):
                continue
            buys = A_BUY[card.id]
            for s in range(3):
                if tops[s] == need:
                    acts.append(buys[s])

    def _prod_actions(self, p: Player, acts: list[Action]) -> None:
        h = p.holdings()
        used = self.production_used
        for s in range(3):
            slot = p.slots[s]
            if slot and not used & (1 << s):
                need = DEV_CARDS[slot[-1]].prod_in
                if need[0] <= h[0] and need[1] <= h[1] and need[2] <= h[2] and need[3] <= h[3]:
                    acts.append(A_PROD_SLOT[s])
        if not used & 8:
            for a, b in BASE_PAIRS:
                if h[a] >= 2 if a == b else (h[a] and h[b]):
                    acts.extend(A_PROD_BASE[(a, b)])
        for lid in p.production_leaders:
            if not used & (1 << (lid - 45)) and h[LEADERS[lid].resource]:
                acts.extend(A_PROD_LEADER[lid])

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
        for name in Game.__slots__:
            if name not in ("origin", "_undo"):
                setattr(self, name, getattr(g, name))
        self.history_mark = hist
        self._legal = None

    def _execute(self, action: Action) -> list[Event]:
        """Apply a decision known to be legal now."""
        self._legal = None
        self.history_mark = (self.history_mark, action)
        ev: list[Event] = []
        self._events = ev
        kind = action.kind
        p = self.players[self.to_move]
        if kind == STORE:
            self._store(action.a, ev)
        elif kind == DROP:
            self._drop(action.a, ev)
        elif kind == MARKET:
            self._market(p, action.a, ev)
        elif kind == BUY:
            self._buy(p, action.a, action.b, ev)
        elif kind in (PROD_SLOT, PROD_BASE, PROD_LEADER):
            self._produce(p, action, ev)
        elif kind == DONE:
            self._finish_production(p, ev)
        elif kind == PLAY:
            self._play_leader(p, action.a, ev)
        elif kind == DISCARD:
            self._discard_leader(p, action.a, ev)
        elif kind == END:
            self._end_turn(ev)
        elif kind == WHITE:
            self._convert_white(action.a, ev)
        elif kind == KEEP:
            self._keep_leaders(p, action, ev)
        elif kind == TAKE:
            self._take_initial(p, action.a, ev)
        return ev

    def _store(self, r: int, ev: list[Event]) -> None:
        p = self.players[self.to_move]
        wh = list(p.warehouse)
        wh[r] += 1
        p.warehouse = tuple(wh)  # type: ignore[assignment]
        self._unpend(r)
        ev.append(Event(EV_STORED, self.to_move, (r,)))
        if not any(self.pending):
            self._finish_market(ev)

    def _drop(self, r: int, ev: list[Event]) -> None:
        self._unpend(r)
        self.drops += 1
        ev.append(Event(EV_DROPPED, self.to_move, (r,)))
        if not any(self.pending):
            self._finish_market(ev)

    def _play_leader(self, p: Player, lid: int, ev: list[Event]) -> None:
        p.hand = tuple(x for x in p.hand if x != lid)
        p.played = (*p.played, lid)
        p.refresh_leaders()
        ev.append(Event(EV_LEADER_PLAYED, self.to_move, (lid,)))
        self._after_action(ev)

    def _discard_leader(self, p: Player, lid: int, ev: list[Event]) -> None:
        """R9.6 / leader action: 1 faith."""
        seat = self.to_move
        p.hand = tuple(x for x in p.hand if x != lid)
        p.discarded = (*p.discarded, lid)
        ev.append(Event(EV_LEADER_DISCARDED, seat, (lid,)))
        self._move_faith({seat: 1}, 0, ev)
        self._after_action(ev)

    def _convert_white(self, r: int, ev: list[Event]) -> None:
        self.pending_whites -= 1
        pend = list(self.pending)
        pend[r] += 1
        self.pending = tuple(pend)  # type: ignore[assignment]
        ev.append(Event(EV_WHITE_CONVERTED, self.to_move, (r,)))
        if not self.pending_whites:
            self.turn_mode = PLACING

    def _keep_leaders(self, p: Player, action: Action, ev: list[Event]) -> None:
        p.setup_discards = tuple(x for x in p.dealt if x not in (action.a, action.b))
        p.hand = (action.a, action.b)
        p.dealt = ()
        ev.append(Event(EV_LEADERS_KEPT, self.to_move, (p.hand,)))
        if not p.resources_to_take:
            self._next_setup(ev)

    def _take_initial(self, p: Player, r: int, ev: list[Event]) -> None:
        wh = list(p.warehouse)
        wh[r] += 1
        p.warehouse = tuple(wh)  # type: ignore[assignment]
        p.resources_to_take -= 1
        ev.append(Event(EV_INITIAL_RESOURCE, self.to_move, (r,)))
        if not p.resources_to_take:
            self._next_setup(ev)

    def _unpend(self, r: int) -> None:
        pend = list(self.pending)
        pend[r] -= 1
        self.pending = tuple(pend)  # type: ignore[assignment]

    def _next_setup(self, ev: list[Event]) -> None:
        nxt = (self.to_move + 1) % self.n_players
        if nxt == self.first_seat:
            self.phase = PLAYING
            self.round = 1
            ev.append(Event(EV_SETUP_DONE, None))
            ev.append(Event(EV_TURN_START, nxt, (1,)))
        self.to_move = nxt

    # R4 market
    def _market(self, p: Player, line: int, ev: list[Event]) -> None:
        marbles: tuple[int, ...] = _LINE_MARBLES[line](self.marbles)
        # R4.2: shift towards the slide, the slide marble enters at the far end.
        self.marbles = _LINE_SHIFT[line]((*self.marbles, self.slide_marble))
        self.slide_marble = marbles[0]
        counts = _MARBLE_COUNTS.get(marbles)
        if counts is None:
            counts = _MARBLE_COUNTS[marbles] = _count_marbles(marbles)
        gained, whites, faith = counts
        seat = self.to_move
        ev.append(Event(EV_MARKET, seat, (line, marbles)))
        if whites:
            if len(p.white_marble_options) == 1:  # R9.4 one leader: automatic
                more = list(gained)
                more[p.white_marble_options[0]] += whites
                gained = tuple(more)  # type: ignore[assignment]
                whites = 0
            elif not p.white_marble_options:
                whites = 0
        self.main_action_done = True
        self.drops = 0
        self.pending = gained
        self.pending_whites = whites
        if faith:  # R4.3 red: 1 faith at once
            self._move_faith({seat: faith}, 0, ev)
        if whites:
            self.turn_mode = WHITES
        elif any(gained):
            self.turn_mode = PLACING
        else:
            self._finish_market(ev)

    def _finish_market(self, ev: list[Event]) -> None:
        """R4.5: the discards of one market action are applied together."""
        self.turn_mode = FREE
        drops = self.drops
        if drops:
            self.drops = 0
            if self.n_players == 1:
                self._move_faith({}, drops, ev)
            else:
                self._move_faith({s: drops for s in range(self.n_players) if s != self.to_move}, 0, ev)
        self._after_action(ev)

    # R6 buying
    def _buy(self, p: Player, cid: int, slot: int, ev: list[Event]) -> None:
        card = DEV_CARDS[cid]
        cost = self.card_cost(self.to_move, cid)
        p.pay(cost)
        slots = list(p.slots)
        slots[slot] = slots[slot] + (cid,)
        p.slots = tuple(slots)
        decks = list(self.decks)
        decks[card.deck] = decks[card.deck][1:]
        self.decks = tuple(decks)
        self.main_action_done = True
        ev.append(Event(EV_CARD_BOUGHT, self.to_move, (cid, slot, cost)))
        self._after_action(ev)

    # R7 production
    def _produce(self, p: Player, act: Action, ev: list[Event]) -> None:
        if self.turn_mode != PRODUCING:
            self.turn_mode = PRODUCING
            self.main_action_done = True
            self.production_used = 0
            self.production_out = ZERO4
            self.production_faith = 0
        kind = act.kind
        cost: Res4
        made: Res4
        if kind == PROD_SLOT:
            card = DEV_CARDS[p.slots[act.a][-1]]
            cost, made = card.prod_in, card.prod_out
            self.production_faith += card.prod_faith
            bit = 1 << act.a
        elif kind == PROD_BASE:  # R7.1: any 2 resources for 1 of choice
            cost, made = _add4(UNIT4[act.a], UNIT4[act.b]), UNIT4[act.c]
            bit = 8
        else:  # R7.1/R9.5: 1 of the leader's resource for 1 of choice and 1 faith
            cost, made = UNIT4[LEADERS[act.a].resource], UNIT4[act.c]
            self.production_faith += 1
            bit = 1 << (act.a - 45)
        p.pay(cost)  # R7.2: inputs are paid now, outputs wait for the end
        self.production_used |= bit
        self.production_out = _add4(self.production_out, made)
        ev.append(Event(EV_POWER_USED, self.to_move, (str(act), cost)))

    def _finish_production(self, p: Player, ev: list[Event]) -> None:
        out = self.production_out
        sb = p.strongbox
        p.strongbox = (sb[0] + out[0], sb[1] + out[1], sb[2] + out[2], sb[3] + out[3])
        faith = self.production_faith
        ev.append(Event(EV_PRODUCED, self.to_move, (out, faith)))
        self.turn_mode = FREE
        self.production_used = 0
        self.production_out = ZERO4
        self.production_faith = 0
        if faith:
            self._move_faith({self.to_move: faith}, 0, ev)
        self._after_action(ev)

    # R8 faith and Vatican reports
    def _move_faith(self, gains: dict[int, int], cross: int, ev: list[Event]) -> None:
        """Move every marker of one cause first, then hold the reports (R8.3)."""
        players = self.players
        for seat, amount in gains.items():
            p = players[seat]
            new = min(FAITH_MAX, p.faith + amount)  # R8.1
            if new != p.faith:
                ev.append(Event(EV_FAITH, seat, (p.faith, new)))
                p.faith = new
        if cross:
            new = min(FAITH_MAX, self.black_cross + cross)
            if new != self.black_cross:
                ev.append(Event(EV_BLACK_CROSS, None, (self.black_cross, new)))
                self.black_cross = new
        reports = self.vatican_reports
        if reports[2]:
            return
        top = self.black_cross
        for p in players:
            if p.faith > top:
                top = p.faith
        if top < _FIRST_POPE:  # no report can be due yet
            return
        for i in range(3):
            start, pope, _vp = SECTIONS[i]
            if not reports[i] and top >= pope:  # R8.2
                rep = list(self.vatican_reports)
                rep[i] = True
                self.vatican_reports = tuple(rep)  # type: ignore[assignment]
                outcome = []
                for p in players:
                    fav = list(p.favor)
                    fav[i] = 1 if p.faith >= start else -1
                    p.favor = tuple(fav)  # type: ignore[assignment]
                    outcome.append(fav[i] == 1)
                ev.append(Event(EV_VATICAN_REPORT, None, (i, tuple(outcome))))

    # R10/R12 end conditions, checked when an action is complete
    def _after_action(self, ev: list[Event]) -> None:
        if self.n_players == 1:
            p = self.players[0]
            win = p.faith >= FAITH_MAX or p.n_cards >= END_TRIGGER_CARDS  # R12.4
            if win:
                self._game_over(ev, solo_won=True)
            elif self._solo_lost():
                self._game_over(ev, solo_won=False)
            return
        if not self.end_triggered:
            for seat, p in enumerate(self.players):
                s = p.slots
                if p.faith >= FAITH_MAX or len(s[0]) + len(s[1]) + len(s[2]) >= END_TRIGGER_CARDS:  # R10.1
                    self.end_triggered = True
                    ev.append(Event(EV_END_TRIGGERED, seat))
                    break

    def _solo_lost(self) -> bool:
        """R12.3: the black cross on 24, or a whole colour gone from the grid."""
        if self.black_cross >= FAITH_MAX:
            return True
        d = self.decks
        for color in range(4):
            b = color * 3
            if not d[b] and not d[b + 1] and not d[b + 2]:
                return True
        return False

    def _game_over(self, ev: list[Event], solo_won: bool = False) -> None:
        self.phase = OVER
        self.turn_mode = FREE
        self.solo_won = solo_won
        ev.append(Event(EV_GAME_OVER, None, (tuple(self.winners()),)))

    def _end_turn(self, ev: list[Event]) -> None:
        seat = self.to_move
        ev.append(Event(EV_TURN_END, seat))
        self.main_action_done = False
        if self.n_players == 1:
            self._lorenzo(ev)
            if self.phase == OVER:
                return
            self.round += 1
            ev.append(Event(EV_TURN_START, 0, (self.round,)))
            return
        # R10.2: the round is finished up to the seat before the inkwell.
        if self.end_triggered and (seat + 1) % self.n_players == self.first_seat:
            self._game_over(ev)
            return
        self.to_move = (seat + 1) % self.n_players
        if self.to_move == self.first_seat:
            self.round += 1
        ev.append(Event(EV_TURN_START, self.to_move, (self.round,)))

    # R12 Lorenzo
    def _lorenzo(self, ev: list[Event]) -> None:
        tid = self.tokens[0]
        self.tokens = self.tokens[1:]
        self.last_solo_token = tid
        token = SOLO_TOKENS[tid]
        ev.append(Event(EV_TOKEN, None, (tid, token.kind)))
        if token.kind == "discard":
            decks = list(self.decks)
            gone = []
            for _ in range(token.amount):
                for level in (1, 2, 3):  # R12.1 lowest level first, spilling upwards
                    d = deck_index(token.color, level)
                    if decks[d]:
                        gone.append(decks[d][0])
                        decks[d] = decks[d][1:]
                        break
            self.decks = tuple(decks)
            ev.append(Event(EV_LORENZO_DISCARD, None, (token.color, tuple(gone))))
        else:
            self._move_faith({}, token.amount, ev)
            if token.kind == "cross1_shuffle":
                self.rng, self.tokens = _rng.shuffled(self.rng, TOKEN_IDS)
                ev.append(Event(EV_TOKENS_SHUFFLED, None))
        if self._solo_lost():
            self._game_over(ev, solo_won=False)

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
        return isinstance(other, Game) and self.state_key() == other.state_key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        phase = ("setup", "playing", "over")[self.phase]
        return f"<Game {self.n_players}p {phase} round {self.round} seat {self.current_seat}>"


