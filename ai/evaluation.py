"""A hand-written evaluation: the expected final VP of every seat, and from
it the value of a position for search (win probability, solo: win and VP).

Reads only public state and the hand of the seats it is asked about; the
search calls it on determinized copies, so nothing hidden leaks.
"""

from __future__ import annotations

import itertools
import math

from core import Game
from core.data import (
    DEPOT,
    DEV_CARDS,
    DISCOUNT,
    FAITH_MAX,
    FAITH_VP,
    LEADERS,
    PRODUCTION,
    SECTIONS,
    WHITE_MARBLE,
)
from core.game import Player
from core.warehouse import can_store

_VP_POINTS = ((0, 0), (3, 1), (6, 2), (9, 4), (12, 6), (15, 9), (18, 12), (21, 16), (24, 20))
# Piece-wise linear faith VP: a marker half-way to the next step is worth part of it.
FAITH_CURVE: tuple[float, ...] = tuple(
    next(
        v0 + (v1 - v0) * (f - f0) / (f1 - f0)
        for (f0, v0), (f1, v1) in itertools.pairwise(_VP_POINTS)
        if f0 <= f <= f1
    )
    for f in range(FAITH_MAX + 1)
)
FAITH_VALUE = 0.8  # VP of one faith step (average slope of the track, favor tiles included)


def turns_left(game: Game) -> float:
    """Estimated turns each player still has (the end comes from 7 cards or
    24 faith, R10/R12)."""
    players = game.players
    maxc = max(p.n_cards for p in players)
    maxf = max(p.faith for p in players)
    if game.solo:
        by_cross = (FAITH_MAX - game.cross) * 1.3
        by_cards = (7 - maxc) * 3.2 + 1
        return max(0.0, min(by_cross, by_cards))
    if game.triggered:
        return 0.5
    by_cards = (7 - maxc) * 3.0 + 1
    by_faith = (FAITH_MAX - maxf) * 1.2 + 1
    return max(0.5, min(by_cards, by_faith, 40.0))


def _favor_expectation(game: Game, faith: int, top: int, t: float) -> float:
    total = 0.0
    for i in range(3):
        if game.reports[i]:
            continue
        start, pope, vp = SECTIONS[i]
        if faith >= start:
            total += vp
            continue
        need = start - faith
        room = max(0, pope - top)  # spaces before someone triggers the report
        # my pace ~ the leader's; a report far away gives time to catch up
        p = (room + 1.5 - need) / (room + 1.5)
        if p > 0:
            total += vp * min(1.0, p) * 0.8 * min(1.0, t / 4)
    return total


def _leader_value(lid: int, t: float, rv: float) -> float:
    """Value of an active leader's ability over the rest of the game."""
    card = LEADERS[lid]
    ab = card.ability
    if ab == DISCOUNT:
        return 0.5 * rv * min(t, 20) / 3.5
    if ab == DEPOT:
        return min(2.0, 0.15 * t)
    if ab == WHITE_MARBLE:
        return 0.45 * min(t, 20) * rv
    if ab == PRODUCTION:
        return min(t, 20) / 4 * (FAITH_VALUE + 0.1)
    return 0.0


def _hand_leader_value(p: Player, lid: int, t: float, rv: float) -> float:
    card = LEADERS[lid]
    full = card.vp + _leader_value(lid, t, rv)
    if p.requirement_met(lid):
        return full
    # progress towards the requirement
    need = have = 0.0
    if card.req_cards:
        cards = [DEV_CARDS[cid] for slot in p.slots for cid in slot]
        for color, level, count in card.req_cards:
            got = sum(1 for c in cards if c.color == color and (level == 0 or c.level == level))
            need += count
            have += min(got, count)
    if any(card.req_resources):
        h = p.holdings()
        for i in range(4):
            r = card.req_resources[i]
            if r:
                need += r
                have += min(h[i], r)
    frac = have / need if need else 1.0
    chance = (0.25 + 0.75 * frac * frac) * min(1.0, t / 8)
    return max(FAITH_VALUE * min(1.0, t / 2 + 0.5), chance * full)


def _pending(game: Game, seat: int) -> tuple[list[int], int]:
    """Resources of a market action or production still in flight for ``seat``:
    (resources as they would end up, extra faith)."""
    p = game.players[seat]
    wh = list(p.wh)
    sb = list(p.sb)
    faith = 0
    if seat == game.cur:
        mode = game.mode
        if mode in (1, 2):
            pend = list(game.pend)
            if game.pend_white and p.white:
                pend[p.white[0]] += game.pend_white
            cur = tuple(wh)
            for r in range(4):
                for _ in range(pend[r]):
                    if can_store(cur, p.extra, r):
                        wh[r] += 1
                        cur = tuple(wh)
        elif mode == 3:
            for i in range(4):
                sb[i] += game.prod_out[i]
            faith = game.prod_faith
    return [wh[i] + sb[i] for i in range(4)], faith


def expected_vp(game: Game, seat: int, t: float | None = None) -> float:
    """Estimated VP of ``seat`` at the end of the game."""
    if t is None:
        t = turns_left(game)
    p = game.players[seat]
    if game.is_over:
        return float(game.scores()[seat]["total"])
    res, extra_faith = _pending(game, seat)
    faith = min(FAITH_MAX, p.faith + extra_faith)
    top = max(max(q.faith for q in game.players), game.cross)
    blend = min(1.0, t / 3)
    vp = float(FAITH_VP[faith]) + 0.7 * blend * (FAITH_CURVE[faith] - FAITH_VP[faith])
    vp += blend * 0.35 * FAITH_VALUE * min(t, 10) * 0.2  # faith still to come (everyone gets some)
    for i in range(3):
        if p.favor[i] == 1:
            vp += SECTIONS[i][2]
    vp += _favor_expectation(game, faith, top, t)
    # cards and their engines
    rv = 0.2 + 0.45 * min(1.0, t / 8)  # a resource: VP via future cards, or 1/5 VP at the end
    uses = min(t, 20) / 5
    for slot in p.slots:
        for cid in slot:
            vp += DEV_CARDS[cid].vp
        if slot:
            c = DEV_CARDS[slot[-1]]
            net = rv * (sum(c.prod_out) - sum(c.prod_in)) + FAITH_VALUE * c.prod_faith
            if net > 0:
                vp += net * uses
            # an open slot of level L can take a level L+1 card
            if c.level < 3:
                vp += 0.12 * min(t, 8) * c.level
    for lid in p.played:
        vp += LEADERS[lid].vp + _leader_value(lid, t, rv)
    for lid in p.hand:
        vp += _hand_leader_value(p, lid, t, rv)
    total_res = sum(res)
    vp += total_res // 5 if t < 1 else total_res * rv
    if t >= 1:
        vp += BUY_WEIGHT * min(1.0, t / 4) * _next_card_potential(game, p, res)
    return vp


BUY_WEIGHT = 0.8


def _next_card_potential(game: Game, p: Player, res: list[int]) -> float:
    """How close ``p`` is to buying a good visible card: its VP discounted by
    the resources still missing (so resources of the right type count more)."""
    slots = p.slots
    tops = (
        _LEVEL[slots[0][-1]] if slots[0] else 0,
        _LEVEL[slots[1][-1]] if slots[1] else 0,
        _LEVEL[slots[2][-1]] if slots[2] else 0,
    )
    d0, d1, d2, d3 = p.disc
    r0, r1, r2, r3 = res
    best = 0.0
    for deck in game.decks:
        if not deck:
            continue
        cid = deck[0]
        if _LEVEL[cid] - 1 not in tops:
            continue
        c0, c1, c2, c3 = _COST[cid]
        missing = 0
        m = c0 - d0 - r0
        if m > 0:
            missing += m
        m = c1 - d1 - r1
        if m > 0:
            missing += m
        m = c2 - d2 - r2
        if m > 0:
            missing += m
        m = c3 - d3 - r3
        if m > 0:
            missing += m
        v = _CARD_VALUE[cid] * _DECAY[missing if missing < 12 else 11]
        if v > best:
            best = v
    return best


_LEVEL = {cid: c.level for cid, c in DEV_CARDS.items()}
_COST = {cid: c.cost for cid, c in DEV_CARDS.items()}
_CARD_VALUE = {cid: c.vp + 1.5 for cid, c in DEV_CARDS.items()}
_DECAY = tuple(0.75**k for k in range(12))


def expected_vps(game: Game) -> list[float]:
    t = turns_left(game)
    return [expected_vp(game, s, t) for s in range(game.n)]


def solo_win_chance(game: Game, vp: float) -> float:
    """How likely the solo player beats Lorenzo from here."""
    if game.is_over:
        return 1.0 if game.solo_won else 0.0
    p = game.players[0]
    cards_needed = 7 - p.n_cards
    turns_needed = cards_needed * 2.6
    cross_turns = (FAITH_MAX - game.cross) / 0.75
    # the thinnest colour column (bought + discarded)
    d = game.decks
    thin = min(len(d[c * 3]) + len(d[c * 3 + 1]) + len(d[c * 3 + 2]) for c in range(4))
    column_turns = thin / 0.35
    faith_turns = (FAITH_MAX - p.faith) * 1.5
    mine = min(turns_needed, faith_turns)
    theirs = min(cross_turns, column_turns)
    return 1 / (1 + math.exp(-(theirs - mine) / 3.0))


SOLO_WIN_WEIGHT = 0.6
SOLO_VP_SCALE = 80.0


def values(game: Game) -> tuple[list[float], list[float]]:
    """(value per seat in [0, 1] for search, expected final VP per seat).

    Multiplayer: a win probability (shared wins split), from the game's
    result when it is over, else from the expected VPs.  Solo: 0.6 for the
    win plus 0.4 × VP/80, so the bot wins first and scores high second.
    """
    if game.is_over:
        sheet = game.scores()
        vps = [float(s["total"]) for s in sheet]
        if game.solo:
            won = 1.0 if game.solo_won else 0.0
            return [SOLO_WIN_WEIGHT * won + (1 - SOLO_WIN_WEIGHT) * min(vps[0], SOLO_VP_SCALE) / SOLO_VP_SCALE], vps
        winners = game.winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(game.n)], vps
    t = turns_left(game)
    vps = [expected_vp(game, s, t) for s in range(game.n)]
    if game.solo:
        w = solo_win_chance(game, vps[0])
        return [SOLO_WIN_WEIGHT * w + (1 - SOLO_WIN_WEIGHT) * min(vps[0], SOLO_VP_SCALE) / SOLO_VP_SCALE], vps
    tau = 2.5 + 0.45 * t
    best = max(vps)
    ex = [math.exp((v - best) / tau) for v in vps]
    z = sum(ex)
    return [e / z for e in ex], vps


def rival_vp(game: Game, seat: int) -> float:
    """The best expected VP among the other seats."""
    t = turns_left(game)
    return max(expected_vp(game, s, t) for s in range(game.n) if s != seat)


def utility(game: Game, seat: int, rival: float | None = None) -> float:
    """One number for one-step lookahead: own expected VP against the best
    rival (``rival`` given when the decision cannot change the others)."""
    if game.solo:
        return values(game)[0][0] * 100
    t = turns_left(game)
    mine = expected_vp(game, seat, t)
    if rival is None or game.is_over:
        rival = max(expected_vp(game, s, t) for s in range(game.n) if s != seat)
    if game.is_over:
        return (1000.0 if seat in game.winners() else 0.0) + mine - rival
    return mine - 0.5 * rival
