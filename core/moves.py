"""What each decision does to the game: ``GameMoves`` performs a decision
known to be legal and lists the events it made happen (the market R4,
buying R6, production R7, faith R8, leaders R9, the end R10 and Lorenzo
R12).  ``Game.apply`` checks the decision first and undoes a failure."""

from __future__ import annotations

import operator
from collections.abc import Callable

from . import rng as _rng
from .actions import (
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
)
from .data import (
    CARD_LEVELS,
    DEV_CARDS,
    END_TRIGGER_CARDS,
    FAITH_MAX,
    LEADERS,
    SECTIONS,
    SOLO_TOKENS,
    TOKEN_IDS,
    deck_index,
)

# Phases and the modes of a turn: the members themselves (an IntEnum member compares as its int, as fast).
from .enums import FREE, OVER, PLACING, PLAYING, PRODUCING, WHITES, Colour
from .events import Event, EventKind
from .legal import GameLegal
from .player import ZERO4, Player, Res4

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



class GameMoves(GameLegal):
    """The decisions' effects (``Game`` builds on it; ``_execute`` is the way in)."""

    __slots__ = ()

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
        d = self.decks  # checked after every solo decision, searches included: ``colours_gone`` unrolled
        for color in range(len(Colour)):
            b = deck_index(color, 1)
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
                for level in CARD_LEVELS:  # R12.1 lowest level first, spilling upwards
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
