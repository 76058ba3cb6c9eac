"""A hand-written evaluation: the expected final VP of every seat
(``expected_vp``), and its parts that the solo model reuses.

``value.py`` turns it into the value of a position for search (win
probability; solo: ``solo_model.py``).  Reads only public state and the hand
of the seats it is asked about; the search calls it on determinized copies,
so nothing hidden leaks.
"""

from __future__ import annotations

import itertools

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
from core.game import OVER, ZERO4, Player
from core.warehouse import can_store

_VP_POINTS = ((0, 0), (3, 1), (6, 2), (9, 4), (12, 6), (15, 9), (18, 12), (21, 16), (24, 20))
# Piece-wise linear faith VP: a marker half-way to the next step is worth part of it.
FAITH_CURVE: tuple[float, ...] = tuple(
    next(
        v0 + (v1 - v0) * (f - f0) / (f1 - f0) for (f0, v0), (f1, v1) in itertools.pairwise(_VP_POINTS) if f0 <= f <= f1
    )
    for f in range(FAITH_MAX + 1)
)
# A leader in hand: chance of meeting its requirement in time, from
# LEADER_HOPE with no progress to 1 when met, fading in the last LEADER_HORIZON turns.
LEADER_HOPE = 0.7
LEADER_HORIZON = 8.0
FAITH_VALUE = 0.8  # VP of one faith step (average slope of the track, favor tiles included)


def turns_left(game: Game) -> float:
    """Estimated turns each player still has (the end comes from 7 cards or
    24 faith, R10/R12)."""
    maxc = maxf = 0
    for p in game.players:
        s = p.slots
        c = len(s[0]) + len(s[1]) + len(s[2])
        if c > maxc:
            maxc = c
        if p.faith > maxf:
            maxf = p.faith
    if game.n == 1:
        by_cross = (FAITH_MAX - game.cross) * 1.3
        by_cards = (7 - maxc) * 3.2 + 1
        t = by_cross if by_cross < by_cards else by_cards
        return t if t > 0.0 else 0.0
    if game.triggered:
        return 0.5
    t = (7 - maxc) * 3.0 + 1
    by_faith = (FAITH_MAX - maxf) * 1.2 + 1
    if by_faith < t:
        t = by_faith
    return 0.5 if t < 0.5 else 40.0 if t > 40.0 else t


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


# per leader: (requirement in cards, in resources, total count of both)
_LEADER_REQ = {
    lid: (c.req_cards, c.req_resources, sum(n for _, _, n in c.req_cards) + sum(c.req_resources))
    for lid, c in LEADERS.items()
}
_COLOR_LEVEL = {cid: (c.color, c.level) for cid, c in DEV_CARDS.items()}


def _tally(p: Player) -> list[list[int]]:
    """Cards owned by colour: ``[colour][0]`` all levels, ``[colour][L]`` level L."""
    tally = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    for slot in p.slots:
        for cid in slot:
            col, lev = _COLOR_LEVEL[cid]
            row = tally[col]
            row[0] += 1
            row[lev] += 1
    return tally


def _hand_leader_value(lid: int, t: float, rv: float, tally: list[list[int]], h: list[int]) -> float:
    """A leader in hand: its full value once playable, else the chance of
    meeting the requirement in time (from the progress towards it; ``tally``
    and ``h``: ``_tally`` and ``holdings()`` of its owner)."""
    full = LEADERS[lid].vp + _leader_value(lid, t, rv)
    frac = _leader_progress(lid, tally, h)
    if frac >= 1.0:
        return full
    chance = (LEADER_HOPE + (1 - LEADER_HOPE) * frac * frac) * min(1.0, t / LEADER_HORIZON)
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


def expected_vp(
    game: Game,
    seat: int,
    t: float | None = None,
    pending: tuple[list[int], int] | None = None,
    potential: float | None = None,
) -> float:
    """Estimated VP of ``seat`` at the end of the game (``pending`` and
    ``potential``: ``_pending`` and ``_next_card_potential`` of that seat when
    the caller has them already)."""
    return _expected_vp(game, seat, t, pending, potential)[0]


def _expected_vp(
    game: Game,
    seat: int,
    t: float | None = None,
    pending: tuple[list[int], int] | None = None,
    potential: float | None = None,
) -> tuple[float, float]:
    """(``expected_vp``, the part of it that is leaders)."""
    if t is None:
        t = turns_left(game)
    p = game.players[seat]
    if game.phase == OVER:
        return float(game.scores()[seat]["total"]), 0.0
    res, extra_faith = pending if pending is not None else _pending(game, seat)
    faith = p.faith + extra_faith
    if faith > FAITH_MAX:
        faith = FAITH_MAX
    top = game.cross
    for q in game.players:
        if q.faith > top:
            top = q.faith
    blend = t / 3 if t < 3 else 1.0
    t8 = t if t < 8 else 8.0
    t20 = t if t < 20 else 20.0
    fvp = FAITH_VP[faith]
    vp = fvp + 0.7 * blend * (FAITH_CURVE[faith] - fvp)
    vp += blend * 0.07 * FAITH_VALUE * (t if t < 10 else 10.0)  # faith still to come (everyone gets some)
    fav = p.favor
    if fav[0] == 1:
        vp += SECTIONS[0][2]
    if fav[1] == 1:
        vp += SECTIONS[1][2]
    if fav[2] == 1:
        vp += SECTIONS[2][2]
    vp += _favor_expectation(game, faith, top, t)
    # cards and their engines
    rv = 0.2 + 0.45 * t8 / 8  # a resource: VP via future cards, or 1/5 VP at the end
    uses = t20 / 5
    for slot in p.slots:
        if slot:
            for cid in slot:
                vp += _CARD_VP[cid]
            top_card = slot[-1]
            net = rv * _NET_RES[top_card] + FAITH_VALUE * _PROD_FAITH[top_card]
            if net > 0:
                vp += net * uses
            # an open slot of level L can take a level L+1 card
            level = _LEVEL[top_card]
            if level < 3:
                vp += 0.12 * t8 * level
    lead = 0.0
    for lid in p.played:
        lead += LEADERS[lid].vp + _leader_value(lid, t, rv)
    if p.hand:
        tally = _tally(p)
        h = p.holdings()
        for lid in p.hand:
            lead += _hand_leader_value(lid, t, rv, tally, h)
    vp += lead
    total_res = res[0] + res[1] + res[2] + res[3]
    if t < 1:
        vp += total_res // 5
    else:
        vp += total_res * rv
        if potential is None:
            potential = _next_card_potential(game, p, res)
        vp += BUY_WEIGHT * (t / 4 if t < 4 else 1.0) * potential
    return vp, lead


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
        value = _CARD_VALUE[cid]
        if value <= best or _LEVEL[cid] - 1 not in tops:
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
        v = value * _DECAY[missing if missing < 12 else 11]
        if v > best:
            best = v
    return best


_LEVEL = {cid: c.level for cid, c in DEV_CARDS.items()}
_CARD_VP = {cid: c.vp for cid, c in DEV_CARDS.items()}
_NET_RES = {cid: sum(c.prod_out) - sum(c.prod_in) for cid, c in DEV_CARDS.items()}
_PROD_FAITH = {cid: c.prod_faith for cid, c in DEV_CARDS.items()}
_COST = {cid: c.cost for cid, c in DEV_CARDS.items()}
_CARD_VALUE = {cid: c.vp + 1.5 for cid, c in DEV_CARDS.items()}
_DECAY = tuple(0.75**k for k in range(12))


def expected_vps(game: Game) -> list[float]:
    t = turns_left(game)
    return [expected_vp(game, s, t) for s in range(game.n)]


def _leader_progress(lid: int, tally: list[list[int]], h: list[int]) -> float:
    """How much of a leader's requirement a player meets, 0 to 1 (``tally``:
    ``_tally`` of the player, ``h``: its ``holdings()``)."""
    req_cards, req_res, need = _LEADER_REQ[lid]
    have = 0
    for color, level, count in req_cards:
        got = tally[color][level]
        have += got if got < count else count
    if req_res != ZERO4:
        for i in range(4):
            r = req_res[i]
            if r:
                have += h[i] if h[i] < r else r
    return have / need
