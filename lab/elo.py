"""Elo ratings from game results: a Bradley–Terry model fitted by maximum
likelihood, one player anchored, with 95% intervals.

The model: a player rated ``a`` scores against one rated ``b`` with
probability ``expected_score(a, b) = 1 / (1 + 10 ** ((b - a) / 400))`` (a
shared victory scores 1/2 to each).  ``fit_elo`` finds the ratings under
which the observed scores are most likely (Newton's method on the
log-likelihood), with the anchor held at its rating, and takes the 95%
intervals from the curvature of the log-likelihood at the optimum (the
observed Fisher information; the anchor's interval is its fixed rating).

A level that won (or lost) every game has no finite maximum-likelihood
rating, so ``prior_draws`` adds that many drawn games to every pairing that
was played (1 by default: half a win each way), which keeps every rating
finite and pulls ratings resting on few games slightly together.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

ELO_SCALE = 400.0 / math.log(10.0)  # Elo points per unit of the model's natural logit
Z95 = 1.959964
_MAX_STEP = 2.0  # largest Newton step, in logits (keeps early steps sane)
_TOLERANCE = 1e-10
_MAX_ROUNDS = 200
SINGULAR = 1e-300  # a pivot this small: the results do not tie every player to the anchor


@dataclass(frozen=True, slots=True)
class Rating:
    elo: float
    ci95: tuple[float, float]
    games: int  # real games played (the prior's draws not counted)


def expected_score(elo_a: float, elo_b: float) -> float:
    """The score a player rated ``elo_a`` expects against one rated ``elo_b``."""
    return 1.0 / (1.0 + math.pow(10.0, (elo_b - elo_a) / 400.0))


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def _solve(matrix: list[list[float]], rhs: list[list[float]]) -> list[list[float]]:
    """``matrix`` X = ``rhs`` by Gaussian elimination with partial pivoting
    (``rhs`` has one column per right-hand side)."""
    n = len(matrix)
    a = [row[:] + rhs_row[:] for row, rhs_row in zip(matrix, rhs, strict=True)]
    width = len(a[0])
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < SINGULAR:
            raise ValueError("the results do not connect every player to the anchor")
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / p
                row_r, row_c = a[r], a[col]
                for k in range(col, width):
                    row_r[k] -= f * row_c[k]
    return [[a[r][k] / a[r][r] for k in range(n, width)] for r in range(n)]


def fit_elo(
    results: Iterable[tuple[str, str, float]],
    anchor: str,
    anchor_elo: float = 1000.0,
    prior_draws: float = 1.0,
) -> dict[str, Rating]:
    """Ratings from ``results``: (player a, player b, a's score in [0, 1])
    per game.  ``anchor`` keeps ``anchor_elo``.  Raises ValueError when the
    anchor did not play, a score is out of range, or some player is not
    connected to the anchor by games."""
    score: dict[tuple[str, str], float] = {}
    count: dict[tuple[str, str], float] = {}
    games: dict[str, int] = {}
    for a, b, s in results:
        if a == b:
            raise ValueError(f"{a} cannot play itself")
        if not 0.0 <= s <= 1.0:
            raise ValueError(f"a score is between 0 and 1, not {s}")
        key = (a, b) if a < b else (b, a)
        score[key] = score.get(key, 0.0) + (s if a < b else 1.0 - s)
        count[key] = count.get(key, 0.0) + 1.0
        games[a] = games.get(a, 0) + 1
        games[b] = games.get(b, 0) + 1
    if anchor not in games:
        raise ValueError(f"the anchor {anchor} played no game")
    for key in count:  # the prior: drawn games on every pairing played
        score[key] += prior_draws / 2
        count[key] += prior_draws
    players = sorted(games)
    free = [p for p in players if p != anchor]
    index = {p: i for i, p in enumerate(free)}
    theta = dict.fromkeys(players, 0.0)

    def curvature() -> tuple[list[float], list[list[float]]]:
        """Gradient and negative Hessian of the log-likelihood over ``free``."""
        grad = [0.0] * len(free)
        info = [[0.0] * len(free) for _ in free]
        for (a, b), n in count.items():
            p = _sigmoid(theta[a] - theta[b])
            g = score[(a, b)] - n * p
            w = n * p * (1.0 - p)
            ia, ib = index.get(a), index.get(b)
            if ia is not None:
                grad[ia] += g
                info[ia][ia] += w
            if ib is not None:
                grad[ib] -= g
                info[ib][ib] += w
            if ia is not None and ib is not None:
                info[ia][ib] -= w
                info[ib][ia] -= w
        return grad, info

    for _ in range(_MAX_ROUNDS):
        if not free:
            break
        grad, info = curvature()
        step = [row[0] for row in _solve(info, [[g] for g in grad])]
        biggest = max(abs(s) for s in step)
        scale = _MAX_STEP / biggest if biggest > _MAX_STEP else 1.0
        for p in free:
            theta[p] += scale * step[index[p]]
        if biggest < _TOLERANCE:
            break
    out = {anchor: Rating(anchor_elo, (anchor_elo, anchor_elo), games[anchor])}
    if free:
        _grad, info = curvature()
        cov = _solve(info, [[1.0 if i == j else 0.0 for j in range(len(free))] for i in range(len(free))])
        for p in free:
            i = index[p]
            elo = anchor_elo + ELO_SCALE * theta[p]
            half = Z95 * ELO_SCALE * math.sqrt(max(cov[i][i], 0.0))
            out[p] = Rating(elo, (elo - half, elo + half), games[p])
    return out
