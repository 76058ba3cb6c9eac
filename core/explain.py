"""Plain-words reasons why a decision is not legal now.

Used for ``IllegalActionError`` messages and by the app's hover texts.  It is
never on a hot path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    is_decision,
)
from .data import COLORS, DEV_CARDS, LEADERS, RESOURCES

if TYPE_CHECKING:
    from .game import Game

_ROMAN = ("", "I", "II", "III")


def why_illegal(game: Game, action: Action) -> str:
    """The reason ``action`` is not legal for the seat to move (or "" if it is)."""
    if action in game.legal_actions():
        return ""
    if not is_decision(action):
        return f"not a decision: {action!r} is no move of this game (see docs/notation.md)"
    return f"illegal decision {str(action)!r}: {_reason(game, action)}"


def _reason(game: Game, act: Action) -> str:
    from .game import OVER, PLACING, PRODUCING, SETUP, WHITES

    if game.phase == OVER:
        return "the game is over"
    seat = game.cur
    p = game.players[seat]
    who = game.names[seat]
    k = act.kind
    if game.phase == SETUP:
        if p.dealt:
            return f"{who} must first keep 2 of the 4 leaders dealt ({_ids(p.dealt)})"
        if k == KEEP:
            return f"{who} has already chosen leaders"
        if k == TAKE:
            return f"no room for a {RESOURCES[act.a]} in the warehouse (R5)"
        return f"{who} must first choose initial resources (R2.4)"
    if k in (KEEP, TAKE):
        return "setup is over"
    if game.mode == PLACING:
        r = next(i for i in range(4) if game.pend[i])
        if k == STORE and act.a == r:
            return f"no room for a {RESOURCES[r]} in the warehouse (R5)"
        return f"{who} must first store or discard the {RESOURCES[r]} taken from the market"
    if game.mode == WHITES:
        if k == WHITE:
            return f"no white-marble leader of {who} gives {RESOURCES[act.a]}"
        return f"{who} must first choose what each white marble gives"
    if k in (STORE, DROP, WHITE):
        return "there is nothing from the market to store"
    producing = game.mode == PRODUCING
    if k == DONE:
        return "no production is under way"
    if producing and k not in (PROD_SLOT, PROD_BASE, PROD_LEADER):
        return "finish the production first (leader actions come before or after, R3.2)"
    if k == END:
        return "take one main action first: market, buy or production (R3.1)"
    if k in (MARKET, BUY) or (k in (PROD_SLOT, PROD_BASE, PROD_LEADER) and not producing):
        if game.main_done:
            return "the main action of this turn has been taken (R3.1)"
    if k == BUY:
        return _buy_reason(game, act)
    if k in (PROD_SLOT, PROD_BASE, PROD_LEADER):
        return _prod_reason(game, act)
    if k in (PLAY, DISCARD):
        lid = act.a
        if lid not in p.hand:
            if lid in p.played:
                return f"leader {lid} is already in play (R9.6)"
            return f"leader {lid} is not in {who}'s hand"
        if k == PLAY:
            return f"the requirement of leader {lid} is not met: {requirement_text(lid)} (R9.1)"
    return "not possible now"


def _buy_reason(game: Game, act: Action) -> str:
    cid, slot = act.a, act.b
    card = DEV_CARDS[cid]
    if game.top_card(card.deck) != cid:
        return f"card {cid} is not the top card of its deck (R6.1)"
    p = game.players[game.cur]
    stack = p.slots[slot]
    top_level = DEV_CARDS[stack[-1]].level if stack else 0
    if top_level != card.level - 1:
        need = "an empty slot" if card.level == 1 else f"a slot topped by a level {_ROMAN[card.level - 1]} card"
        return f"a level {_ROMAN[card.level]} card goes on {need} (R6.4)"
    cost = game.card_cost(game.cur, cid)
    short = _shortfall(p.holdings(), cost)
    return f"not enough resources: missing {short} (R6.2)"


def _prod_reason(game: Game, act: Action) -> str:
    p = game.players[game.cur]
    if act.kind == PROD_SLOT:
        stack = p.slots[act.a]
        if not stack:
            return f"slot {act.a + 1} has no card"
        if game.prod_used & (1 << act.a):
            return "each power works once per production (R7.1)"
        return f"not enough resources: missing {_shortfall(p.holdings(), DEV_CARDS[stack[-1]].prod_in)}"
    if act.kind == PROD_BASE:
        if game.prod_used & 8:
            return "each power works once per production (R7.1)"
        need = [0, 0, 0, 0]
        need[act.a] += 1
        need[act.b] += 1
        return f"not enough resources: missing {_shortfall(p.holdings(), need)}"
    lid = act.a
    if lid not in p.lprod:
        return f"leader {lid} is not an active production leader of this player"
    if game.prod_used & (1 << (lid - 45)):
        return "each power works once per production (R7.1)"
    return f"no {RESOURCES[LEADERS[lid].resource]} to pay"


def _shortfall(have: list[int], need: tuple[int, ...] | list[int]) -> str:
    parts = [f"{need[i] - have[i]} {RESOURCES[i]}" for i in range(4) if need[i] > have[i]]
    return ", ".join(parts) or "nothing"


def _ids(ids: tuple[int, ...]) -> str:
    return ", ".join(str(i) for i in ids)


def requirement_text(lid: int) -> str:
    """A leader's requirement in words, e.g. "2 yellow cards and 1 blue card"."""
    card = LEADERS[lid]
    parts = []
    for color, level, count in card.req_cards:
        lvl = f" level {_ROMAN[level]}" if level else ""
        parts.append(f"{count} {COLORS[color]}{lvl} card{'s' if count > 1 else ''}")
    for i, n in enumerate(card.req_resources):
        if n:
            parts.append(f"{n} {RESOURCES[i]}{'s' if n > 1 else ''}")
    return " and ".join(parts)
