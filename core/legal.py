"""What the seat to move may do: ``GameLegal``, the legal decisions of a
``GameState`` (R2–R9), computed once per state, and ``levels_that_fit``, the
card levels a player's slots can take (R6.4)."""

from __future__ import annotations

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
    Action,
    IllegalActionError,
    parse_action,
)
from .data import DEV_CARDS, LEADERS
from .enums import OVER, PLACING, PRODUCING, SETUP, WHITES
from .game_state import GameState
from .player import Player
from .warehouse import can_store

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


class GameLegal(GameState):
    """The legal decisions of the seat to move (``Game`` builds on it)."""

    __slots__ = ()

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

