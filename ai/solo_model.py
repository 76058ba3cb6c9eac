"""The solo model: how likely the solo player beats Lorenzo and its final
score, both fitted on self-play (``python -m lab.fit_solo``) over inputs built
from ``evaluation``.

``solo_features``/``solo_vp_features``/``solo_inputs`` are the reference
definitions (the fitter records them); ``solo_value`` computes the same
value for the search in one pass, which is most of a solo search's time.
"""

from __future__ import annotations

import itertools
import math
import operator
import os
from collections.abc import Sequence
from enum import IntEnum
from pathlib import Path

from core import END_TRIGGER_CARDS, FAITH_MAX, FAITH_VP, VATICAN_SECTIONS, Ability, Game, PlayerView, leader_card

from .evaluation import (
    SOLO_WIN_WEIGHT,
    SlotsInfo,
    _expected_vp,
    _next_card_potential,
    _pending,
    _slots_info,
    turns_left,
)
from .solo_threat import threat_logit
from .solo_weights import WEIGHTS_ENV, load_weights

PRODUCTION = Ability.PRODUCTION  # a module name: faster to read than the enum's member
# a logit below -EXP_LIMIT is a win chance of 0 to double precision (and math.exp(-z) would overflow far below)
EXP_LIMIT = 30.0


def solo_win_chance(
    game: Game, features: tuple[float, ...] | None = None, weights: Sequence[float] = ()
) -> float:
    """How likely the solo player beats Lorenzo from here: a logistic model
    (``SOLO_FIT``, fitted on 3,000 greedy solo games by ``python -m
    lab.fit_solo``; provenance in ``ai/data/solo_weights.json``) over the
    cards still needed, the black cross's distance to 24, the two thinnest
    colour columns, faith, resources, how close the next good card is, and
    whether the grid can still give seven cards, and the levels of the cards
    still needed (``LEVELS_NEEDED``).  Log loss 0.62 against 0.69 for a
    constant.  ``weights``: other weights than ``SOLO_FIT`` (a refit)."""
    if game.is_over:
        return 1.0 if game.solo_won else 0.0
    if features is None:
        features = solo_features(game)
    z = sum(map(operator.mul, weights or SOLO_FIT, features))
    if z < -EXP_LIMIT:
        return 0.0
    return 1 / (1 + math.exp(-z))


def solo_features(
    game: Game, pending: tuple[list[int], int] | None = None, potential: float | None = None
) -> tuple[float, ...]:
    """The inputs of ``solo_win_chance`` (1 first, for the bias)."""
    p = game.players[0]
    col0, col1, short = _grid(game.decks, _slots_info(p.slots))
    res, extra_faith = pending if pending is not None else _pending(game, 0)
    if potential is None:
        potential = _next_card_potential(game, p, res)
    return (
        1.0,
        7.0 - p.n_cards,
        float(FAITH_MAX - game.black_cross),
        float(col0),
        float(col1),
        float(min(FAITH_MAX, p.faith + extra_faith)),
        float(sum(res)),
        potential,
        short,
        float(LEVELS_NEEDED[_slots_info(p.slots).heights]),
    )


def _grid(decks: tuple[tuple[int, ...], ...], info: SlotsInfo) -> tuple[int, int, float]:
    """(thinnest colour column, second thinnest, 1.0 when seven cards are out
    of reach) of the card grid for a player with ``info`` (``_slots_info``).

    R12.4: seven cards need a level-I card under every slot, and Lorenzo
    discards the lowest level first (R12.1), so the level-I supply can run
    out while a slot is still empty.  Most cards the grid can still give:
    level I only onto empty slots, II onto I, III onto II."""
    n0, n1, n2, n3, n4, n5, n6, n7, n8, n9, n10, n11 = map(len, decks)
    k0 = n0 + n1 + n2
    k1 = n3 + n4 + n5
    k2 = n6 + n7 + n8
    k3 = n9 + n10 + n11
    if k0 > k1:
        k0, k1 = k1, k0
    if k2 > k3:
        k2, k3 = k3, k2
    if k0 <= k2:
        col0, col1 = k0, (k1 if k1 < k2 else k2)
    else:
        col0, col1 = k2, (k3 if k3 < k0 else k0)
    e0, e1, e2, _ = info.heights
    a1 = n0 + n3 + n6 + n9
    a2 = n1 + n4 + n7 + n10
    a3 = n2 + n5 + n8 + n11
    add1 = e0 if e0 < a1 else a1
    add2 = e1 + add1 if e1 + add1 < a2 else a2
    add3 = e2 + add2 if e2 + add2 < a3 else a3
    return col0, col1, (1.0 if info.cards + add1 + add2 + add3 < END_TRIGGER_CARDS else 0.0)


def _engine_and_favor(p: PlayerView, info: SlotsInfo) -> tuple[int, int]:
    """(faith ``p`` produces a turn with every power, VP of its favor tiles face up)."""
    faith_engine = info.faith_engine
    for lid in p.played:
        if leader_card(lid).ability == PRODUCTION:
            faith_engine += 1
    fav = 0
    favor = p.favor
    for i in range(3):
        if favor[i] == 1:
            fav += VATICAN_SECTIONS[i].favor_vp
    return faith_engine, fav


# The fitted weights: ``ai/data/solo_weights.json`` (``solo_weights.py``;
# ``python -m lab.fit_solo --out FILE`` writes one with its provenance).
# ``MOR_SOLO_WEIGHTS=FILE`` plays with another file (a refit under test);
# worker processes inherit it.  A missing or damaged file stops the import
# with ``SoloWeightsError``, never a search.
SOLO_WEIGHTS = load_weights(Path(os.environ[WEIGHTS_ENV]) if os.environ.get(WEIGHTS_ENV) else None)
# bias, cards needed, cross to 24, thinnest column, second thinnest, faith,
# resources, next-card potential, seven cards out of reach, levels needed
# (see docs/tuning.md#solo-win-model)
SOLO_FIT: tuple[float, ...] = SOLO_WEIGHTS.win
# The same model fitted with every input free, the levels still needed among them (the file's
# ``win_levels``; ``SOLO_FIT`` where a file has none): what solo hard and expert read
# (docs/tuning.md#solo-hard-reads-the-levels-still-needed).
SOLO_LEVELS_FIT: tuple[float, ...] = SOLO_WEIGHTS.win_levels or SOLO_FIT


class SoloWinFit(IntEnum):
    """Which weights the solo search's win model reads (``Params.solo_win_fit``): the fit every
    level and greedy read (``SOLO_FIT``), or the refit that weighs the levels of the cards
    still needed (``SOLO_LEVELS_FIT``)."""

    EVERY_LEVEL = 0
    LEVELS_NEEDED = 1


def win_weights(fit: int) -> tuple[float, ...]:
    """The win model's weights a search of ``Params.solo_win_fit`` = ``fit`` reads."""
    return SOLO_LEVELS_FIT if fit == SoloWinFit.LEVELS_NEEDED else SOLO_FIT
# Weights of ``solo_vp_features`` (see docs/tuning.md#solo-vp-forecast; the
# leaders' part is kept at 1 by ``fit_solo.SOLO_VP_FIXED``)
SOLO_VP_FIT: tuple[float, ...] = SOLO_WEIGHTS.vp
# The score counts up to 70 VP, VP/70 in the VP part (docs/tuning.md#solo-value-vp-scale).
SOLO_VP_SCALE = 70.0
# A colour column this thin is one discard token from empty (R12.1: a token throws away 2
# cards of its colour; R12.3: a colour gone loses): the win model sees the thinnest columns
# linearly, so a search may weigh such a column apart (``Weights.solo_near_empty``,
# docs/tuning.md#solo-value-a-colour-one-token-from-empty).
NEAR_EMPTY_CARDS = 2
# Where a solo game is at risk: the thinnest colour column at ``RISK_COLUMN`` cards or fewer
# (two discard tokens from empty, R12.1/R12.3) or the black cross at ``RISK_CROSS`` or beyond
# (three of Lorenzo's best draws from 24), while the player still needs cards (R12.2: the
# seventh ends the game).  Solo hard's games all come there, some six rounds before their end,
# and lose from there about one in thirty (docs/tuning.md#solo-screens-where-games-are-lost).
RISK_COLUMN = 4
RISK_CROSS = 18


# A player's three production slots, each holding at most a level I, II and III card (R6.4).
SLOTS = 3
MAX_SLOT_HEIGHT = 3


def _levels_needed(heights: tuple[int, ...]) -> int:
    """The least sum of the levels of the cards that take slots holding ``heights`` (how many
    slots hold 0, 1, 2 and 3 cards) to seven cards (R12.4), a card going onto one a level
    lower (R6.4); 0 with seven or more."""
    current = [height for height, slots in enumerate(heights) for _ in range(slots)]
    if sum(current) >= END_TRIGGER_CARDS:
        return 0
    return min(
        sum(level for now, then in zip(current, target, strict=True) for level in range(now + 1, then + 1))
        for target in itertools.product(range(MAX_SLOT_HEIGHT + 1), repeat=len(current))
        if sum(target) == END_TRIGGER_CARDS and all(then >= now for now, then in zip(current, target, strict=True))
    )


# ``_levels_needed`` of every way the three slots can be filled (``SlotsInfo.heights``): seven
# cards need a level III card, and whether the last ones to buy are cheap level I cards or dear
# level III ones sets how fast a solo game can end (docs/tuning.md#solo-win-model).
LEVELS_NEEDED: dict[tuple[int, ...], int] = {
    heights: _levels_needed(heights)
    for heights in itertools.product(range(SLOTS + 1), repeat=MAX_SLOT_HEIGHT + 1)
    if sum(heights) == SLOTS
}


def thinnest_column(game: Game) -> int:
    """The cards left in the thinnest colour column of a solo ``game``'s grid, as the win
    model counts them (``solo_features``)."""
    return int(_grid(game.decks, _slots_info(game.players[0].slots))[0])


def solo_at_risk(game: Game, column: int = RISK_COLUMN, cross: int = RISK_CROSS) -> bool:
    """Whether the solo ``game`` (after its set-up, not over) has a colour column down to
    ``column`` cards or the black cross at ``cross`` or beyond while the player has fewer than
    seven cards."""
    if game.is_over or game.in_setup or game.players[0].n_cards >= END_TRIGGER_CARDS:
        return False
    return game.black_cross >= cross or thinnest_column(game) <= column


def solo_mix(win: float, vp: float, won_score: float = 0.0, win_weight: float = SOLO_WIN_WEIGHT) -> float:
    """The solo search value of a win chance ``win`` and a score of ``vp`` VP (at most
    ``SOLO_VP_SCALE``): ``win_weight`` (``Weights.solo_win_weight``) × the win plus the rest ×
    VP/``SOLO_VP_SCALE``, and of that the share ``won_score`` (``Weights.solo_won_score``, 0 to 1)
    is the score of a won game alone, a lost game scoring nothing
    (docs/tuning.md#solo-value-a-lost-game-scores-nothing)."""
    both = win_weight * win + (1 - win_weight) * vp / SOLO_VP_SCALE
    return both if won_score == 0.0 else (1 - won_score) * both + won_score * win * (vp / SOLO_VP_SCALE)


def solo_win_of(value: float, vp: float, won_score: float = 0.0, win_weight: float = SOLO_WIN_WEIGHT) -> float:
    """The win chance behind a solo value ``value`` = ``solo_mix(win, vp, won_score, win_weight)``
    (clamped to 0 … 1; 0 when the value does not depend on the win)."""
    if won_score == 0.0:  # the usual value, in ``solo_mix``'s own order of operations
        if win_weight <= 0.0:
            return 0.0
        win = (value - (1 - win_weight) * vp / SOLO_VP_SCALE) / win_weight
    else:
        score = vp / SOLO_VP_SCALE
        slope = (1 - won_score) * win_weight + won_score * score
        if slope <= 0.0:
            return 0.0
        win = (value - (1 - won_score) * (1 - win_weight) * score) / slope
    return 0.0 if win < 0.0 else 1.0 if win > 1.0 else win


def solo_vp_features(
    game: Game, evp: float, lead: float, t: float, pend: tuple[list[int], int], pot: float, feats: tuple[float, ...]
) -> tuple[float, ...]:
    """The inputs of ``solo_vp_forecast``: 1 (for the bias), ``expected_vp``
    without its leaders, its leaders (kept at weight 1: see
    docs/tuning.md#solo-vp-forecast),
    then card VP, faith VP, faith, favor tiles, faith from production, resources,
    cards, the black cross, turns left, the round, the next-card potential
    and the thinnest colour column."""
    p = game.players[0]
    res, extra = pend
    faith = min(FAITH_MAX, p.faith + extra)
    info = _slots_info(p.slots)
    faith_engine, fav = _engine_and_favor(p, info)
    return (
        1.0,
        evp - lead,
        lead,
        float(info.card_vp),
        float(FAITH_VP[faith]),
        float(faith),
        float(fav),
        float(faith_engine),
        float(sum(res)),
        float(p.n_cards),
        float(game.black_cross),
        t,
        float(game.round),
        pot,
        feats[3],
    )


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


def solo_vp_forecast(x: tuple[float, ...], weights: Sequence[float] = ()) -> float:
    """The solo player's final VP forecast from ``solo_vp_features``: a
    linear model fitted on self-play (``python -m lab.fit_solo``)."""
    forecast: float = sum(map(operator.mul, weights or SOLO_VP_FIT, x))
    return forecast


# ---------------------------------------------------------------- fast path
def solo_value(
    game: Game, win_shift: float = 0.0, won_score: float = 0.0, near_empty: float = 0.0,
    win_weight: float = SOLO_WIN_WEIGHT, win_fit: int = SoloWinFit.EVERY_LEVEL, threat: float = 0.0,
) -> tuple[float, float]:
    """(search value, final VP forecast) of a solo game not over: ``values``
    of it, the same numbers as ``solo_win_chance`` and ``solo_vp_forecast``
    over ``solo_inputs`` (to rounding) without building the feature tuples;
    ``win_shift`` is added to the win model's logit (``Weights.solo_win_shift``), ``won_score``
    is the share of the value that is a won game's score (``solo_mix``), ``near_empty`` is taken
    from the logit for each of the two thinnest colour columns at ``NEAR_EMPTY_CARDS`` or fewer
    (``Weights.solo_near_empty``), ``win_weight`` is the win's share of the value
    (``Weights.solo_win_weight``), ``win_fit`` picks the win model's weights (``SoloWinFit``,
    ``Weights.solo_win_fit``), ``threat`` times ``solo_threat.threat_logit`` (the log of the
    chance that Lorenzo's tokens still to come end the game first) is added to the logit
    (``Weights.solo_threat``)."""
    p = game.players[0]
    info = _slots_info(p.slots)
    n_cards = info.cards
    cross = game.black_cross
    t = turns_left(game)
    pend = _pending(game, 0)
    res = pend[0]
    pot = _next_card_potential(game, p, res, info)
    evp, lead = _expected_vp(game, 0, t, pend, pot)
    total_res = res[0] + res[1] + res[2] + res[3]
    faith = p.faith + pend[1]
    if faith > FAITH_MAX:
        faith = FAITH_MAX
    col0, col1, short = _grid(game.decks, info)
    # ``win_weights(win_fit)`` inline (SoloWinFit.EVERY_LEVEL is 0)
    w0, w1, w2, w3, w4, w5, w6, w7, w8, w9 = SOLO_LEVELS_FIT if win_fit else SOLO_FIT
    z = (
        win_shift
        + w0
        + w1 * (7.0 - n_cards)
        + w2 * float(FAITH_MAX - cross)
        + w3 * float(col0)
        + w4 * float(col1)
        + w5 * float(faith)
        + w6 * float(total_res)
        + w7 * pot
        + w8 * short
        + w9 * LEVELS_NEEDED[info.heights]
    )
    if near_empty:
        z -= near_empty * ((col0 <= NEAR_EMPTY_CARDS) + (col1 <= NEAR_EMPTY_CARDS))
    if threat:
        z += threat * threat_logit(game)
    win = 0.0 if z < -EXP_LIMIT else 1 / (1 + math.exp(-z))
    faith_engine, fav = _engine_and_favor(p, info)
    v = SOLO_VP_FIT
    forecast = (
        v[0]
        + v[1] * (evp - lead)
        + v[2] * lead
        + v[3] * float(info.card_vp)
        + v[4] * float(FAITH_VP[faith])
        + v[5] * float(faith)
        + v[6] * float(fav)
        + v[7] * float(faith_engine)
        + v[8] * float(total_res)
        + v[9] * float(n_cards)
        + v[10] * float(cross)
        + v[11] * t
        + v[12] * float(game.round)
        + v[13] * pot
        + v[14] * float(col0)
    )
    capped = forecast if forecast < SOLO_VP_SCALE else SOLO_VP_SCALE
    if won_score:
        return solo_mix(win, capped, won_score, win_weight), forecast
    # ``solo_mix`` inline: this is the solo search's leaf evaluation
    return win_weight * win + (1 - win_weight) * capped / SOLO_VP_SCALE, forecast
