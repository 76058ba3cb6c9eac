"""A hand-written evaluation: the expected final VP of every seat, and from
it the value of a position for search (win probability, solo: win and VP).

Reads only public state and the hand of the seats it is asked about; the
search calls it on determinized copies, so nothing hidden leaks.
"""

from __future__ import annotations

import itertools
import math
import operator

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


def solo_win_chance(game: Game, features: tuple[float, ...] | None = None) -> float:
    """How likely the solo player beats Lorenzo from here: a logistic model
    fitted on 3,000 greedy solo games (78,000 turns; ``python -m ai.fit_solo``
    refits it) over the cards still needed, the black cross's distance to 24,
    the two thinnest colour columns, faith, resources, how close the next
    good card is, and whether the grid can still give seven cards.  Log loss
    0.62 against 0.69 for a constant."""
    if game.is_over:
        return 1.0 if game.solo_won else 0.0
    if features is None:
        features = solo_features(game)
    z = sum(map(operator.mul, SOLO_FIT, features))
    if z < -30:
        return 0.0
    return 1 / (1 + math.exp(-z))


def solo_features(
    game: Game, pending: tuple[list[int], int] | None = None, potential: float | None = None
) -> tuple[float, ...]:
    """The inputs of ``solo_win_chance`` (1 first, for the bias)."""
    p = game.players[0]
    d = game.decks
    cols = [
        len(d[0]) + len(d[1]) + len(d[2]),
        len(d[3]) + len(d[4]) + len(d[5]),
        len(d[6]) + len(d[7]) + len(d[8]),
        len(d[9]) + len(d[10]) + len(d[11]),
    ]
    cols.sort()
    # R12.4: seven cards need a level-I card under every slot, and Lorenzo
    # discards the lowest level first (R12.1), so the level-I supply can run
    # out while a slot is still empty.  Most cards the grid can still give:
    # level I only onto empty slots, II onto I, III onto II.
    e0 = e1 = e2 = 0
    for slot in p.slots:
        h = len(slot)
        if h == 0:
            e0 += 1
        elif h == 1:
            e1 += 1
        elif h == 2:
            e2 += 1
    a1 = len(d[0]) + len(d[3]) + len(d[6]) + len(d[9])
    a2 = len(d[1]) + len(d[4]) + len(d[7]) + len(d[10])
    a3 = len(d[2]) + len(d[5]) + len(d[8]) + len(d[11])
    add1 = e0 if e0 < a1 else a1
    add2 = e1 + add1 if e1 + add1 < a2 else a2
    add3 = e2 + add2 if e2 + add2 < a3 else a3
    short = 1.0 if p.n_cards + add1 + add2 + add3 < 7 else 0.0
    res, extra_faith = pending if pending is not None else _pending(game, 0)
    if potential is None:
        potential = _next_card_potential(game, p, res)
    return (
        1.0,
        7.0 - p.n_cards,
        float(FAITH_MAX - game.cross),
        float(cols[0]),
        float(cols[1]),
        float(min(FAITH_MAX, p.faith + extra_faith)),
        float(sum(res)),
        potential,
        short,
    )


# bias, cards needed, cross to 24, thinnest column, second thinnest, faith,
# resources, next-card potential (``ai/fit_solo.py``, 3,000 greedy games),
# and seven cards out of reach: -0.8, added later without refitting the rest
# (refitted with it, it came out -0.77 on 3,000 greedy games and -1.30 on
# 1,000 games of mcts:it=200, where it was 1.4% of the turns and 39% of those
# games were won, against 74%).  Refitting the whole model on the MCTS games
# (log loss 0.59 -> 0.56 there) made the search weaker at winning: at
# it=200 on seeds 30000-30499, 70.6% wins / 48.8 VP against 73.0% / 47.3, as
# a model more sure of winning gives the win half less to choose by.
SOLO_FIT = (-2.912, -1.3925, 0.1958, 0.3524, 0.2896, 0.0751, 0.0693, 0.088, -0.8)
# Half the solo value is the win, half the score: with the solo search (no
# rollout) 0.6 gave 88% wins / 48.3 VP at
# 880 iterations and 0.5 85% / 50.2; at 1,760 iterations 0.5 made 90% / 50.1
# (60 seeds each, 2000-2059).
SOLO_WIN_WEIGHT = 0.5
# The score counts up to 70 VP (VP/70 in the VP half).  At 1,760 iterations
# (60 seeds, 2000-2059): 55 made 85% wins / 50.0 VP, 70 90% / 52.1 and 90
# 91.7% / 48.7.  At 55 a game already forecast past 55 VP gains nothing from
# more points; 90 values a point so little that the bot ends games early.
SOLO_VP_SCALE = 70.0
# Weights of ``solo_vp_features`` (``python -m ai.fit_solo``).  The leaders'
# part of expected_vp keeps weight 1 (``SOLO_VP_FIXED``): fitted freely, it
# came out near 0.1 because the bots that played the games seldom met their
# leaders' requirements, and a bot searching with that model threw every
# leader away for one faith (0 leaders played in 60 games).
SOLO_VP_FIXED = {2: 1.0}
SOLO_VP_FIT = (27.4968, 0.2554, 1.0, 0.5166, -0.4876, 1.3435, 0.5375, 0.5236, 0.2807, 0.2083, -0.4815, -0.2779, -0.9549,
               -0.1298, 1.1992)


def solo_vp_features(
    game: Game, evp: float, lead: float, t: float, pend: tuple[list[int], int], pot: float, feats: tuple[float, ...]
) -> tuple[float, ...]:
    """The inputs of ``solo_vp_forecast``: 1 (for the bias), ``expected_vp``
    without its leaders, its leaders (kept at weight 1: see ``SOLO_VP_FIT``),
    then card VP, faith VP, faith, favor tiles, faith from production, resources,
    cards, the black cross, turns left, the round, the next-card potential
    and the thinnest colour column."""
    p = game.players[0]
    res, extra = pend
    faith = min(FAITH_MAX, p.faith + extra)
    cvp = 0
    faith_engine = 0
    for slot in p.slots:
        for cid in slot:
            cvp += _CARD_VP[cid]
        if slot:
            faith_engine += _PROD_FAITH[slot[-1]]
    for lid in p.played:
        if LEADERS[lid].ability == PRODUCTION:
            faith_engine += 1
    fav = 0
    for i in range(3):
        if p.favor[i] == 1:
            fav += SECTIONS[i][2]
    return (1.0, evp - lead, lead, float(cvp), float(FAITH_VP[faith]), float(faith), float(fav),
            float(faith_engine), float(sum(res)), float(p.n_cards), float(game.cross), t, float(game.round),
            pot, feats[3])


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


def solo_inputs(game: Game, t: float | None = None) -> tuple[tuple[float, ...], tuple[float, ...], float]:
    """(``solo_features``, ``solo_vp_features``, ``expected_vp``) of the solo
    player, sharing the work they have in common."""
    if t is None:
        t = turns_left(game)
    pend = _pending(game, 0)
    pot = _next_card_potential(game, game.players[0], pend[0])
    evp, lead = _expected_vp(game, 0, t, pend, pot)
    feats = solo_features(game, pend, pot)
    return feats, solo_vp_features(game, evp, lead, t, pend, pot, feats), evp


def solo_vp_forecast(x: tuple[float, ...], weights: tuple[float, ...] | list[float] = ()) -> float:
    """The solo player's final VP forecast from ``solo_vp_features``: a
    linear model fitted on self-play (``python -m ai.fit_solo``)."""
    return sum(map(operator.mul, weights or SOLO_VP_FIT, x))


def values(game: Game) -> tuple[list[float], list[float]]:
    """(value per seat in [0, 1] for search, expected final VP per seat).

    Multiplayer: a win probability (shared wins split), from the game's
    result when it is over, else from the expected VPs.  Solo: 0.5 for the
    win (``solo_win_chance``) plus 0.5 × VP/70 (capped at 1) with the fitted
    forecast of the final VP (``solo_vp_forecast``), so the bot wins first and
    scores high second.
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
    if game.solo:
        feats, xs, _ = solo_inputs(game, t)
        w = solo_win_chance(game, feats)
        vp = solo_vp_forecast(xs)
        return [SOLO_WIN_WEIGHT * w + (1 - SOLO_WIN_WEIGHT) * min(vp, SOLO_VP_SCALE) / SOLO_VP_SCALE], [vp]
    vps = [expected_vp(game, s, t) for s in range(game.n)]
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
