"""The value of a position for search: a win probability per seat from the
expected VPs (``evaluation``), solo from the solo model (``solo_model``);
and the one-step utility of the greedy bot."""

from __future__ import annotations

import math

from core import Game, Phase

from .evaluation import REFERENCE, Weights, expected_vp, seat_vps, turns_left
from .solo_model import SOLO_VP_SCALE, solo_mix, solo_value, solo_win_of

# Multiplayer values of a game not over are drawn this far towards an even
# share, so a certain win now is worth more than a near-certain one later
# (a bot far ahead ends the game rather than let it drag on).
TEMPO = 0.02
# Greedy: VP a decision is worth per unit of win chance once the end is
# triggered (the game ends with the round).  Without it, a leader valued its
# own future VP (gone at the end) above ending the game and winning: in a
# stalled 2-player game greedy, 15 VP ahead, preferred a wasteful production
# to buying its seventh card, turn after turn.
TRIGGERED_WIN_VP = 20.0
OVER = Phase.OVER  # a module name: faster to read than the enum's member
# The softmax temperature (VP) of the win shares of a game not over:
# TAU_BASE + TAU_PER_TURN x the turns left (the further the end, the less
# today's lead decides the game).
TAU_BASE = 2.5
TAU_PER_TURN = 0.45


def win_temperature(turns: float) -> float:
    """The softmax temperature of ``win_shares`` with ``turns`` turns left."""
    return TAU_BASE + TAU_PER_TURN * turns


def values(game: Game, w: Weights = REFERENCE) -> tuple[list[float], list[float]]:
    """(value per seat in [0, 1] for search, expected final VP per seat;
    ``w``: the evaluation's weights; solo reads only their ``solo_win_shift``,
    ``solo_won_score``, ``solo_near_empty``, ``solo_win_weight``, ``solo_win_fit`` and
    ``solo_threat``).

    Multiplayer: a win probability (shared wins split), from the game's
    result when it is over, else from the expected VPs.  Solo:
    ``w.solo_win_weight`` (``SOLO_WIN_WEIGHT`` unless the search sets it) ×
    the win (``solo_win_chance``) plus the rest × VP/``SOLO_VP_SCALE``
    (capped at 1) with the fitted forecast of the final VP
    (``solo_vp_forecast``), so the bot wins first and scores high second.
    """
    if game.is_over:
        sheet = game.scores()
        vps = [float(s.total) for s in sheet]
        if game.solo:
            won = 1.0 if game.solo_won else 0.0
            return [solo_mix(won, min(vps[0], SOLO_VP_SCALE), w.solo_won_score, w.solo_win_weight)], vps
        winners = game.winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(game.n_players)], vps
    if game.solo:
        value, vp = solo_value(
            game, w.solo_win_shift, w.solo_won_score, w.solo_near_empty, w.solo_win_weight, w.solo_win_fit,
            w.solo_threat,
        )
        return [value], [vp]
    t = turns_left(game, w)
    vps = seat_vps(game, t, w=w)
    return win_shares(vps, win_temperature(t)), vps


def win_shares(vps: list[float], tau: float) -> list[float]:
    """The value per seat of a game not over whose seats expect ``vps``: a
    softmax of the expected VPs at temperature ``tau`` (VP), drawn ``TEMPO``
    towards an even share."""
    best = max(vps)
    ex = [math.exp((v - best) / tau) for v in vps]
    z = sum(ex)
    even = TEMPO / len(vps)
    return [(1 - TEMPO) * e / z + even for e in ex]


def win_chances(game: Game, vals: list[float], vps: list[float], w: Weights = REFERENCE) -> list[float]:
    """The model's win probability per seat behind ``values(game, w)`` =
    (``vals``, ``vps``): a solo value mixes the win chance and the capped
    VP forecast (``solo_model.solo_mix``), so the win chance is what is left of
    it once the score's part is taken out; multiplayer values of an
    unfinished game are the win probabilities drawn ``TEMPO`` towards an
    even share."""
    if game.solo:
        return [solo_win_of(vals[0], min(vps[0], SOLO_VP_SCALE), w.solo_won_score, w.solo_win_weight)]
    if game.is_over:
        return list(vals)
    even = TEMPO / game.n_players
    return [(v - even) / (1 - TEMPO) for v in vals]


def rival_vp(game: Game, seat: int, w: Weights = REFERENCE) -> float:
    """The best expected VP among the other seats (``w``: the weights)."""
    return max(seat_vps(game, seats=[s for s in range(game.n_players) if s != seat], w=w))


def utility(game: Game, seat: int, rival: float | None = None, w: Weights = REFERENCE) -> float:
    """One number for one-step lookahead: own expected VP less a share
    (``Weights.rival_weight``) of the best rival's (``rival`` given when the
    decision cannot change the others; ``w``: the evaluation's weights)."""
    if game.n_players == 1:
        return values(game, w)[0][0] * 100
    t = turns_left(game, w)
    if rival is None or game.phase == OVER:
        vps = seat_vps(game, t, w=w)
        mine = vps[seat]
        rival = max(v for s, v in enumerate(vps) if s != seat)
    else:
        mine = expected_vp(game, seat, t, w=w)
    if game.phase == OVER:
        return (1000.0 if seat in game.winners() else 0.0) + mine - rival
    if game.end_triggered:
        return mine - w.rival_weight * rival + TRIGGERED_WIN_VP * values(game, w)[0][seat]
    return mine - w.rival_weight * rival
