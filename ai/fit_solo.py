"""``python -m ai.fit_solo``: refit the solo win-chance model of
``evaluation.solo_win_chance`` from self-play.

Plays ``--games`` solo games with a bot (``--bot``, greedy by default; an
MCTS bot such as ``mcts:it=100`` plays the way the search will, which fits
the model to a stronger player's chances), records
``evaluation.solo_features`` at the start of every turn together with the
game's result, and fits a logistic regression (Newton's method, a little L2
regularisation).  Prints the weights in the order of ``SOLO_FIT`` and the
log loss of the fitted and of the current model; paste the weights into
``evaluation.SOLO_FIT`` to adopt them.
"""

from __future__ import annotations

import argparse
import functools
import math
import multiprocessing as mp

from core import Game

from .bots import make_bot
from .evaluation import SOLO_FIT, solo_features

FREE = 0


def game_rows(seed: int, bot_name: str = "greedy") -> list[tuple[tuple[float, ...], int]]:
    """(features, won) at the start of each turn of one solo game."""
    game = Game.new(1, seed)
    bot = make_bot(bot_name, seed, inline=True)
    feats: list[tuple[float, ...]] = []
    while not game.is_over:
        if not game.in_setup and game.mode == FREE and not game.main_done:
            feats.append(solo_features(game))
        game.apply(bot.choose(game, 0))
    won = 1 if game.solo_won else 0
    return [(f, won) for f in feats]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and square)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for k in range(col, n + 1):
                m[r][k] -= f * m[col][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def _sigmoid(z: float) -> float:
    if z < -30:
        return 0.0
    if z > 30:
        return 1.0
    return 1 / (1 + math.exp(-z))


def log_loss(w: tuple[float, ...] | list[float], rows: list[tuple[tuple[float, ...], int]]) -> float:
    total = 0.0
    for f, y in rows:
        p = min(max(_sigmoid(sum(a * b for a, b in zip(w, f, strict=True))), 1e-12), 1 - 1e-12)
        total -= math.log(p) if y else math.log(1 - p)
    return total / len(rows)


def fit(rows: list[tuple[tuple[float, ...], int]], l2: float = 1e-4, steps: int = 25) -> list[float]:
    """Logistic regression by Newton's method."""
    k = len(rows[0][0])
    w = [0.0] * k
    n = len(rows)
    for _ in range(steps):
        grad = [l2 * wi for wi in w]
        hess = [[l2 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for f, y in rows:
            p = _sigmoid(sum(a * b for a, b in zip(w, f, strict=True)))
            e = (p - y) / n
            s = p * (1 - p) / n
            for i in range(k):
                grad[i] += e * f[i]
                si = s * f[i]
                row = hess[i]
                for j in range(i + 1):
                    row[j] += si * f[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
        if max(abs(si) for si in step) < 1e-7:
            break
    return w


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ai.fit_solo", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--bot", default="greedy", help="who plays the games (e.g. greedy, mcts:it=100)")
    args = ap.parse_args(argv)
    try:
        make_bot(args.bot, 0, inline=True).close()
    except ValueError as exc:
        ap.error(str(exc))
    seeds = range(args.seed, args.seed + args.games)
    work = functools.partial(game_rows, bot_name=args.bot)
    if args.jobs > 1:
        with mp.get_context("spawn").Pool(args.jobs) as pool:
            parts = pool.map(work, seeds, chunksize=1 if args.bot.startswith("mcts") else 20)
    else:
        parts = [work(s) for s in seeds]
    rows = [r for part in parts for r in part]
    w = fit(rows)
    base = sum(y for _, y in rows) / len(rows)
    print(f"{len(rows)} turns of {args.games} {args.bot} games; wins {base:.3f}")
    print("SOLO_FIT = (" + ", ".join(f"{x:.4g}" for x in w) + ")")
    print(
        f"log loss: fitted {log_loss(w, rows):.4f}, current {log_loss(SOLO_FIT, rows):.4f}, "
        f"constant {-(base * math.log(base) + (1 - base) * math.log(1 - base)):.4f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
