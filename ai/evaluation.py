"""A hand-written evaluation: the expected final VP of every seat
(``expected_vp``), and its parts that the solo model reuses.

``value.py`` turns it into the value of a position for search (win
probability; solo: ``solo_model.py``).  Reads only public state and the hand
of the seats it is asked about; the search calls it on determinized copies,
so nothing hidden leaks.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import NamedTuple, assert_never

from core import (
    FAITH_MAX,
    FAITH_VP,
    VATICAN_SECTIONS,
    Ability,
    Game,
    Phase,
    PlayerView,
    TurnMode,
    can_store,
    dev_cards,
    leader_card,
    leader_cards,
    levels_that_fit,
)

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
# Turns left (``turns_left``) are kept between half a turn and 40 turns; the
# forecast blends towards today's VP over the last BLEND_TURNS, counts
# resources and engines over at most NEAR_TURNS / FAR_TURNS, faith still to
# come over FAITH_TURNS and the next card's value over BUY_TURNS.
MIN_TURNS_LEFT = 0.5
MAX_TURNS_LEFT = 40.0
BLEND_TURNS = 3.0
NEAR_TURNS = 8.0
FAR_TURNS = 20.0
FAITH_TURNS = 10.0
BUY_TURNS = 4.0
CACHE_LIMIT = 100_000  # entries of a memo (``_FAVOR``, ``_SLOTS``) before it is emptied
TOP_LEVEL = 3  # a slot topped by a level-III card takes no more cards (R6.4)
# enum members as module names: faster to read than the enum's members
FREE, PRODUCING, WHITES, PLACING = TurnMode.FREE, TurnMode.PRODUCING, TurnMode.WHITES, TurnMode.PLACING
OVER = Phase.OVER


# The solo value: this share of it the win, the rest the score (``solo_model.solo_mix``;
# docs/tuning.md#solo-value-win-weight).  Here, where ``Weights`` defaults to it; solo_model
# gives it its name.
SOLO_WIN_WEIGHT = 0.45


class Weights(NamedTuple):
    """The hand-set weights of the multiplayer evaluation that have two
    values: ``REFERENCE``, the greedy bot's (the strength table's yardstick,
    kept as it was), and ``SEARCH``, the MCTS bot's, tuned on greedy screens
    (docs/tuning.md#search-evaluation).  Solo reads ``REFERENCE``'s
    evaluation whatever it is given (the solo model is fitted on it) and
    only ``solo_win_shift``, ``solo_won_score``, ``solo_near_empty``,
    ``solo_win_weight``, ``solo_win_fit`` and ``solo_threat`` from the weights given."""

    resource_base: float  # VP of a resource with no turn left ...
    resource_near: float  # ... plus this much more with NEAR_TURNS or more left
    buy_weight: float  # weight of the next card's potential (``_next_card_potential``)
    turns_per_faith: float  # turns left per faith step the furthest marker has still to go
    open_level: float  # VP per turn left (up to NEAR_TURNS) of a level an open slot has
    favor_chance: float  # weight of a favor tile whose section the player has not reached yet
    rival_weight: float  # greedy's one-step utility: own VP minus this share of the best rival's
    # a leader in hand with no progress towards its requirement: this share of
    # its value (LEADER_HOPE; a screen's field, docs/tuning.md#leader-hope)
    leader_hope: float = LEADER_HOPE
    # added to the logit of the solo win model (``solo_model.solo_value``),
    # which was fitted on greedy's games: 0 in both weight sets; the search
    # sets it from ``mcts.Params.solo_win_shift``, which solo hard raises
    # (docs/tuning.md#solo-value-the-searchs-win-chance)
    solo_win_shift: float = 0.0
    # the share of the solo value that is a won game's score, a lost game
    # scoring nothing (``solo_model.solo_mix``): 0 in both weight sets; the
    # search sets it from ``mcts.Params.solo_won_score``
    solo_won_score: float = 0.0
    # taken from the solo win model's logit for each of the two thinnest
    # colour columns a discard token can empty (``solo_model.solo_value``):
    # 0 in both weight sets; the search sets it from ``mcts.Params.solo_near_empty``
    solo_near_empty: float = 0.0
    # the share of the solo value that is the win, the rest the score
    # (``solo_model.solo_mix``): ``SOLO_WIN_WEIGHT`` in both weight sets; the
    # search sets it from ``mcts.Params.solo_win_weight``
    solo_win_weight: float = SOLO_WIN_WEIGHT
    # which weights the solo win model reads (``solo_model.SoloWinFit``): 0, the fit every
    # level reads, in both weight sets; the search sets it from ``mcts.Params.solo_win_fit``
    solo_win_fit: int = 0
    # times the log of the chance that Lorenzo's tokens still in his stack end the game before
    # the player can (``solo_threat.threat_logit``), added to the solo win model's logit: 0 in
    # both weight sets; the search sets it from ``mcts.Params.solo_threat``
    solo_threat: float = 0.0

    def resource_vp(self, t8: float) -> float:
        """A resource's VP with ``t8`` turns left (at most NEAR_TURNS): VP via
        future cards, or 1/5 VP at the end."""
        return self.resource_base + self.resource_near * t8 / NEAR_TURNS


REFERENCE = Weights(
    resource_base=0.2, resource_near=0.45, buy_weight=0.8, turns_per_faith=1.2, open_level=0.12,
    favor_chance=0.8, rival_weight=0.5,
)
SEARCH = Weights(
    resource_base=0.1, resource_near=0.3, buy_weight=0.4, turns_per_faith=1.0, open_level=0.06,
    favor_chance=1.0, rival_weight=0.8,
)


def turns_left(game: Game, w: Weights = REFERENCE) -> float:
    """Estimated turns each player still has (the end comes from 7 cards or
    24 faith, R10/R12; ``w``: the evaluation's weights)."""
    maxc = maxf = 0
    for p in game.players:
        s = p.slots
        c = len(s[0]) + len(s[1]) + len(s[2])
        if c > maxc:
            maxc = c
        if p.faith > maxf:
            maxf = p.faith
    if game.n_players == 1:
        by_cross = (FAITH_MAX - game.black_cross) * 1.3
        by_cards = (7 - maxc) * 3.2 + 1
        t = by_cross if by_cross < by_cards else by_cards
        return t if t > 0.0 else 0.0
    if game.end_triggered:
        return 0.5
    t = (7 - maxc) * 3.0 + 1
    by_faith = (FAITH_MAX - maxf) * w.turns_per_faith + 1
    if by_faith < t:
        t = by_faith
    return MIN_TURNS_LEFT if t < MIN_TURNS_LEFT else MAX_TURNS_LEFT if t > MAX_TURNS_LEFT else t


def _favor_expectation(game: Game, faith: int, top: int, t: float, chance: float) -> float:
    """VP a player can still expect from the favor tiles of reports not held
    yet (``chance``: ``Weights.favor_chance``; cached: a search meets few
    distinct arguments)."""
    key = (game.vatican_reports, faith, top, t, chance)
    hope = _FAVOR.get(key)
    if hope is None:
        if len(_FAVOR) > CACHE_LIMIT:
            _FAVOR.clear()
        hope = _FAVOR[key] = _favor_hope(game.vatican_reports, faith, top, t, chance)
    return hope


_FAVOR: dict[tuple[tuple[bool, ...], int, int, float, float], float] = {}


def _favor_hope(reports: tuple[bool, ...], faith: int, top: int, t: float, chance: float) -> float:
    total = 0.0
    for i in range(3):
        if reports[i]:
            continue
        start, pope, vp = VATICAN_SECTIONS[i]
        if faith >= start:
            total += vp
            continue
        need = start - faith
        room = max(0, pope - top)  # spaces before someone triggers the report
        # my pace ~ the leader's; a report far away gives time to catch up
        p = (room + 1.5 - need) / (room + 1.5)
        if p > 0:
            total += vp * min(1.0, p) * chance * min(1.0, t / 4)
    return total


def _leader_value(lid: int, t: float, rv: float) -> float:
    """Value of an active leader's ability over the rest of the game."""
    card = leader_card(lid)
    ab = card.ability
    if ab == Ability.DISCOUNT:
        return 0.5 * rv * min(t, 20) / 3.5
    if ab == Ability.DEPOT:
        return min(2.0, 0.15 * t)
    if ab == Ability.WHITE_MARBLE:
        return 0.45 * min(t, 20) * rv
    if ab == Ability.PRODUCTION:
        return min(t, 20) / 4 * (FAITH_VALUE + 0.1)
    assert_never(ab)  # the four abilities are all above


# per leader: (requirement in cards, in resources, total count of both)
_LEADER_REQ = {
    lid: (c.req_cards, c.req_resources, sum(n for _, _, n in c.req_cards) + sum(c.req_resources))
    for lid, c in leader_cards().items()
}
_COLOR_LEVEL = {cid: (c.color, c.level) for cid, c in dev_cards().items()}


def _leaders_at(t: float) -> tuple[dict[int, float], float, float]:
    """What the value of a leader takes from ``t`` (cached per ``t``: a
    search meets few): per leader its VP plus ``_leader_value``, and for a
    leader in hand the fading factor of its chance and its floor (see
    ``_compute_expected_vp``)."""
    got = _LEADERS_AT.get(t)
    if got is None:
        if len(_LEADERS_AT) > CACHE_LIMIT:
            _LEADERS_AT.clear()
        t8 = t if t < NEAR_TURNS else NEAR_TURNS
        # a resource's VP by the reference weights (both weights value leaders alike)
        rv = REFERENCE.resource_vp(t8)
        full = {lid: leader_card(lid).vp + _leader_value(lid, t, rv) for lid in leader_cards()}
        got = _LEADERS_AT[t] = (full, min(1.0, t / LEADER_HORIZON), FAITH_VALUE * min(1.0, t / 2 + 0.5))
    return got


_LEADERS_AT: dict[float, tuple[dict[int, float], float, float]] = {}


def _pending(game: Game, seat: int) -> tuple[list[int], int]:
    """Resources of a market action or production still in flight for ``seat``:
    (resources as they would end up, extra faith)."""
    p = game.players[seat]
    mode = game.turn_mode if seat == game.to_move else FREE
    if mode == FREE:
        wh0, sb0 = p.warehouse, p.strongbox
        return [wh0[0] + sb0[0], wh0[1] + sb0[1], wh0[2] + sb0[2], wh0[3] + sb0[3]], 0
    if mode == PRODUCING:  # the outputs so far are on their way to the strongbox
        wh0, sb0, out = p.warehouse, p.strongbox, game.production_out
        return [wh0[i] + sb0[i] + out[i] for i in range(4)], game.production_faith
    wh = list(p.warehouse)
    if mode in (WHITES, PLACING):
        pend = list(game.pending)
        if game.pending_whites and p.white_marble_options:
            pend[p.white_marble_options[0]] += game.pending_whites
        cur = tuple(wh)
        for r in range(4):
            for _ in range(pend[r]):
                if can_store(cur, p.depot_slots, r):
                    wh[r] += 1
                    cur = tuple(wh)
    sb = p.strongbox
    return [wh[i] + sb[i] for i in range(4)], 0


def expected_vp(
    game: Game,
    seat: int,
    t: float | None = None,
    pending: tuple[list[int], int] | None = None,
    potential: float | None = None,
    w: Weights = REFERENCE,
) -> float:
    """Estimated VP of ``seat`` at the end of the game (``pending`` and
    ``potential``: ``_pending`` and ``_next_card_potential`` of that seat when
    the caller has them already; ``w``: the weights, multiplayer only)."""
    if pending is None and game.n_players > 1 and game.phase != OVER:  # the search's case, in one call
        if t is None:
            t = turns_left(game, w)
        return _memo_vp(game, seat, t, _top_faith(game), _deck_tops(game.decks)[0], w)[0]
    return _expected_vp(game, seat, t, pending, potential, w)[0]


def _expected_vp(
    game: Game,
    seat: int,
    t: float | None = None,
    pending: tuple[list[int], int] | None = None,
    potential: float | None = None,
    w: Weights = REFERENCE,
) -> tuple[float, float]:
    """(``expected_vp``, the part of it that is leaders)."""
    if game.n_players == 1:
        w = REFERENCE  # the solo model is fitted on the reference weights
    if t is None:
        t = turns_left(game, w)
    if game.phase == OVER:
        return float(game.scores()[seat].total), 0.0
    top = _top_faith(game)
    if pending is not None or game.n_players == 1:  # solo searches seldom meet a state twice: no memo
        res, extra_faith = pending if pending is not None else _pending(game, seat)
        return _compute_expected_vp(game, game.players[seat], t, res, extra_faith, top, potential, w)
    return _memo_vp(game, seat, t, top, _deck_tops(game.decks)[0], w)


def seat_vps(
    game: Game, t: float | None = None, seats: Iterable[int] | None = None, w: Weights = REFERENCE
) -> list[float]:
    """``expected_vp`` of ``seats`` (default: every seat; ``t``:
    ``turns_left``; ``w``: the weights), sharing the work they have in common."""
    if t is None:
        t = turns_left(game, w)
    if seats is None:
        seats = range(game.n_players)
    if game.phase == OVER or game.n_players == 1:
        return [expected_vp(game, s, t, w=w) for s in seats]
    top = _top_faith(game)
    tops = _deck_tops(game.decks)[0]
    return [_memo_vp(game, s, t, top, tops, w)[0] for s in seats]


def _top_faith(game: Game) -> int:
    """The furthest marker on the faith track, the black cross included."""
    top = game.black_cross
    for q in game.players:
        if q.faith > top:
            top = q.faith
    return top


def _memo_vp(game: Game, seat: int, t: float, top: int, tops: int, w: Weights) -> tuple[float, float]:
    """``_expected_vp`` of a game not over (``top``: ``_top_faith``;
    ``tops``: the name ``_deck_tops`` gives the cards on top of the decks;
    ``w``: the weights), memoized in ``_EVP`` on everything it reads: a
    search meets the same seat's state again and again (other decisions,
    other determinizations)."""
    p = game.players[seat]
    # What ``_pending`` reads besides the warehouse and strongbox (the depot
    # slots, discounts and white-marble leaders are functions of ``played``).
    if seat != game.to_move:
        flow: tuple[object, ...] | None = None
    else:
        mode = game.turn_mode
        if mode == FREE:
            flow = None
        elif mode == PRODUCING:
            flow = (game.production_out, game.production_faith)
        else:
            flow = (mode, game.pending, game.pending_whites)
    # everything but the leaders in hand (which every determinization
    # resamples for the other seats: the rest is looked up on its own)
    base_key = (
        t, top, game.vatican_reports, p.faith, p.favor, p.slots, p.played,
        p.warehouse, p.strongbox, flow, tops, w,
    )  # fmt: skip
    key = (base_key, p.hand)
    got = _EVP.get(key)
    if got is None:
        if len(_EVP) > EVP_CACHE_LIMIT:
            _EVP.clear()
        base = _BASE_VP.get(base_key)
        if base is None:
            if len(_BASE_VP) > EVP_CACHE_LIMIT:
                _BASE_VP.clear()
            res, extra_faith = _pending(game, seat)
            base = _BASE_VP[base_key] = _vp_without_leaders(game, p, t, res, extra_faith, top, None, w)
        lead = _leaders_vp(p, t, w.leader_hope)
        got = _EVP[key] = (_with_leaders(base[0], base[1], lead), lead)
    return got


def _compute_expected_vp(
    game: Game, p: PlayerView, t: float, res: list[int], extra_faith: int, top: int, potential: float | None,
    w: Weights = REFERENCE,
) -> tuple[float, float]:  # fmt: skip
    """``_expected_vp`` from its parts: ``_vp_without_leaders`` and ``_leaders_vp``."""
    vp, after = _vp_without_leaders(game, p, t, res, extra_faith, top, potential, w)
    lead = _leaders_vp(p, t, w.leader_hope)
    return _with_leaders(vp, after, lead), lead


def _with_leaders(vp: float, after: tuple[float, ...], lead: float) -> float:
    """The expected VP from ``_vp_without_leaders`` (``vp``, ``after``) and
    the leaders' part: the sums in the order of the whole evaluation, so the
    result is the same to the last bit."""
    vp += lead
    for term in after:
        vp += term
    return vp


def _vp_without_leaders(
    game: Game, p: PlayerView, t: float, res: list[int], extra_faith: int, top: int, potential: float | None,
    w: Weights = REFERENCE,
) -> tuple[float, tuple[float, ...]]:  # fmt: skip
    """The expected VP but for the leaders' part, which comes between two
    sums: (the VP before it, the terms added after it).  Reads nothing of
    the leaders in hand (hidden from the other seats, so resampled by every
    determinization)."""
    faith = p.faith + extra_faith
    if faith > FAITH_MAX:
        faith = FAITH_MAX
    blend = t / BLEND_TURNS if t < BLEND_TURNS else 1.0
    t8 = t if t < NEAR_TURNS else NEAR_TURNS
    t20 = t if t < FAR_TURNS else FAR_TURNS
    fvp = FAITH_VP[faith]
    vp = fvp + 0.7 * blend * (FAITH_CURVE[faith] - fvp)
    vp += blend * 0.07 * FAITH_VALUE * (t if t < FAITH_TURNS else FAITH_TURNS)  # faith to come (everyone gets some)
    fav = p.favor
    if fav[0] == 1:
        vp += VATICAN_SECTIONS[0].favor_vp
    if fav[1] == 1:
        vp += VATICAN_SECTIONS[1].favor_vp
    if fav[2] == 1:
        vp += VATICAN_SECTIONS[2].favor_vp
    vp += _favor_expectation(game, faith, top, t, w.favor_chance)
    # cards and their engines
    rv = w.resource_vp(t8)
    uses = t20 / 5
    info = _slots_info(p.slots)
    vp += info.card_vp
    for net_res, prod_faith in info.engine:
        net = rv * net_res + FAITH_VALUE * prod_faith
        if net > 0:
            vp += net * uses
    vp += w.open_level * t8 * info.open_levels  # an open slot of level L can take a level L+1 card
    # here come the leaders (``_leaders_vp``)
    total_res = res[0] + res[1] + res[2] + res[3]
    if t < 1:
        return vp, (total_res // 5,)
    if potential is None:
        potential = _next_card_potential(game, p, res, info)
    return vp, (total_res * rv, w.buy_weight * (t / BUY_TURNS if t < BUY_TURNS else 1.0) * potential)


def _leaders_vp(p: PlayerView, t: float, hope: float = LEADER_HOPE) -> float:
    """The leaders' part of the expected VP of ``p``: active leaders at their
    full value; a leader in hand at its full value once playable, else the
    chance of meeting the requirement in time (from ``hope`` with no progress
    towards it to 1 when met)."""
    lead = 0.0
    full, horizon, floor = _leaders_at(t)
    for lid in p.played:
        lead += full[lid]
    if p.hand:
        h = p.holdings()
        tally = _slots_info(p.slots).tally
        for lid in p.hand:
            frac = _leader_progress(lid, tally, h)
            if frac >= 1.0:
                lead += full[lid]
            else:
                chance = (hope + (1 - hope) * frac * frac) * horizon
                lead += max(floor, chance * full[lid])
    return lead


def _next_card_potential(game: Game, p: PlayerView, res: list[int], info: SlotsInfo | None = None) -> float:
    """How close ``p`` is to buying a good visible card: its VP discounted by
    the resources still missing (so resources of the right type count more;
    ``info``: ``_slots_info`` of ``p``)."""
    if info is None:
        info = _slots_info(p.slots)
    fits = info.fits
    d0, d1, d2, d3 = p.discounts
    r0, r1, r2, r3 = res
    best = 0.0
    # the visible cards by value, best first: once a card cannot beat
    # ``best`` no later one can (the max, as over the decks in their order)
    for value, level, c0, c1, c2, c3 in _deck_tops(game.decks)[1]:
        if value <= best:
            break
        if not fits[level]:
            continue
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
        v = value * _DECAY[missing if missing < len(_DECAY) else len(_DECAY) - 1]
        if v > best:
            best = v
    return best


class SlotsInfo(NamedTuple):
    """What the evaluation needs of a player's cards (``_slots_info``)."""

    cards: int
    card_vp: int
    engine: tuple[tuple[int, int], ...]  # per top card: (net resources, faith) it produces
    open_levels: int  # sum of the levels of top cards below level III
    heights: tuple[int, int, int, int]  # slots holding 0, 1, 2, 3 cards
    tally: list[list[int]]  # cards by colour: [colour][0] all levels, [colour][L] level L
    faith_engine: int  # faith the top cards produce
    fits: tuple[bool, bool, bool, bool]  # a card of level L fits a slot


def _slots_info(slots: tuple[tuple[int, ...], ...]) -> SlotsInfo:
    """``SlotsInfo`` of ``Player.slots``, cached (a search meets few distinct ones)."""
    info = _SLOTS.get(slots)
    if info is None:
        if len(_SLOTS) > CACHE_LIMIT:
            _SLOTS.clear()
        info = _SLOTS[slots] = _count_slots(slots)
    return info


def _count_slots(slots: tuple[tuple[int, ...], ...]) -> SlotsInfo:
    card_vp = 0
    engine = []
    open_levels = 0
    heights = [0, 0, 0, 0]
    tally = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    faith_engine = 0
    for slot in slots:
        heights[len(slot)] += 1
        for cid in slot:
            card_vp += _CARD_VP[cid]
            col, lev = _COLOR_LEVEL[cid]
            tally[col][0] += 1
            tally[col][lev] += 1
        if slot:
            top = slot[-1]
            engine.append((_NET_RES[top], _PROD_FAITH[top]))
            faith_engine += _PROD_FAITH[top]
            level = _LEVEL[top]
            if level < TOP_LEVEL:
                open_levels += level
    return SlotsInfo(
        sum(map(len, slots)),
        card_vp,
        tuple(engine),
        open_levels,
        (heights[0], heights[1], heights[2], heights[3]),
        tally,
        faith_engine,
        levels_that_fit(slots),  # core's R6.4
    )


_SLOTS: dict[tuple[tuple[int, ...], ...], SlotsInfo] = {}
_LEVEL = {cid: c.level for cid, c in dev_cards().items()}
_CARD_VP = {cid: c.vp for cid, c in dev_cards().items()}
_NET_RES = {cid: sum(c.prod_out) - sum(c.prod_in) for cid, c in dev_cards().items()}
_PROD_FAITH = {cid: c.prod_faith for cid, c in dev_cards().items()}
# per card: (value of buying it, level, cost per resource)
_CARD = {cid: (c.vp + 1.5, c.level, *c.cost) for cid, c in dev_cards().items()}
_DECAY = tuple(0.75**k for k in range(12))

# ``_expected_vp`` by its inputs; emptied beyond EVP_CACHE_LIMIT entries
_EVP: dict[tuple[object, ...], tuple[float, float]] = {}
# ``_vp_without_leaders`` by the same inputs but the leaders in hand
_BASE_VP: dict[tuple[object, ...], tuple[float, tuple[float, ...]]] = {}
EVP_CACHE_LIMIT = 50_000

Card = tuple[float, int, int, int, int, int]  # ``_CARD`` of a card
DeckTops = tuple[int, list[Card]]


def _deck_tops(decks: tuple[tuple[int, ...], ...]) -> DeckTops:
    """(a number naming the cards on top of the decks, the same for the same
    cards; the ``_CARD`` of those cards, highest value first) of
    ``game.decks``, cached by identity: the decks of a position are one tuple
    its clones share until a card leaves."""
    got = _TOPS.get(id(decks))
    if got is not None and got[0] is decks:
        return got[1]
    if len(_TOPS) > TOPS_CACHE_LIMIT:
        _TOPS.clear()
    tops = tuple([deck[0] if deck else 0 for deck in decks])
    out = _TOP_NAMES.get(tops)
    if out is None:
        if len(_TOP_NAMES) > TOPS_CACHE_LIMIT:
            _TOP_NAMES.clear()
        # a name is never reused, even once emptied: ``_EVP`` keys may hold older names
        cards = sorted((_CARD[cid] for cid in tops if cid), key=_card_value, reverse=True)
        out = _TOP_NAMES[tops] = (next(_NEW_NAME), cards)
    _TOPS[id(decks)] = (decks, out)  # holds ``decks``: its id is not reused while cached
    return out


def _card_value(card: Card) -> float:
    return card[0]


_TOPS: dict[int, tuple[tuple[tuple[int, ...], ...], DeckTops]] = {}
_TOP_NAMES: dict[tuple[int, ...], DeckTops] = {}
_NEW_NAME = itertools.count()
TOPS_CACHE_LIMIT = 4096


def clear_caches() -> None:
    """Empty the evaluation's memos (a benchmark measures from cold)."""
    _EVP.clear()
    _BASE_VP.clear()
    _TOPS.clear()
    _SLOTS.clear()
    _FAVOR.clear()
    _LEADERS_AT.clear()


def expected_vps(game: Game) -> list[float]:
    return seat_vps(game)


def leader_met(lid: int, tally: list[list[int]], holdings: list[int]) -> bool:
    """Whether a player with the cards ``tally`` (``card_tally``) and the
    resources ``holdings`` meets the requirement of leader ``lid`` (R9.1)."""
    return _leader_progress(lid, tally, holdings) >= 1.0


def card_tally(slots: tuple[tuple[int, ...], ...]) -> list[list[int]]:
    """The cards in ``slots`` by colour: ``[colour][0]`` of every level,
    ``[colour][L]`` of level L (a shared cached list: copy it to change it)."""
    return _slots_info(slots).tally


def slot_fits(slots: tuple[tuple[int, ...], ...]) -> tuple[bool, bool, bool, bool]:
    """Per card level (index 1-3): whether a card of that level fits one of
    ``slots`` (core's ``levels_that_fit``, R6.4, cached with the rest of
    ``SlotsInfo`` for the search)."""
    return _slots_info(slots).fits


def _leader_progress(lid: int, tally: list[list[int]], h: list[int]) -> float:
    """How much of a leader's requirement a player meets, 0 to 1 (``tally``:
    ``SlotsInfo.tally`` of the player, ``h``: its ``holdings()``)."""
    req_cards, req_res, need = _LEADER_REQ[lid]
    have = 0
    for color, level, count in req_cards:
        got = tally[color][level]
        have += got if got < count else count
    if any(req_res):
        for i in range(4):
            r = req_res[i]
            if r:
                have += h[i] if h[i] < r else r
    return have / need
