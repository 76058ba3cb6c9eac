"""``python -m lab.fit_solo``: refit the two solo models of ``solo_model``
from self-play: the win chance (``solo_win_chance``, ``SOLO_FIT``) and the
forecast of the final score (``solo_vp_forecast``, ``SOLO_VP_FIT``).

Plays ``--games`` solo games with a bot (``--bot``, greedy by default; an
MCTS bot such as ``mcts:it=100`` plays the way the search will), records
``solo_model.solo_inputs`` at the start of every turn together with the
game's result and final VP, and fits a logistic regression (Newton's method,
a little L2 regularisation) for the win and ridge least squares for the VP.
Prints both weight tuples and the fitted and current models' log loss and
correlation on the last fifth of the games (held out; ``--held-out N``
games, 0 to fit on all), and writes the weights with their provenance
(command line, bot, seeds, games, date, git commit, fit quality) to
``--out`` (``solo_weights.write_weights``); ``--win-only`` refits the win
model alone and keeps the forecast's weights the program loaded;
``--win-levels`` refits the win weights solo hard and expert read (the
file's ``win_levels``, ``solo_model.SOLO_LEVELS_FIT``) and keeps the rest of
the file the program loaded, its provenance among it.  The
default ``--out`` is the shipped ``ai/data/solo_weights.json``; try a refit
in play first with ``MOR_SOLO_WEIGHTS=FILE`` (docs/tuning.md#the-solo-model:
better fits have played worse).
"""

from __future__ import annotations

import argparse
import datetime
import functools
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from ai import Choice, play_out
from ai.bots import make_bot
from ai.solo_model import (
    EXP_LIMIT,
    SOLO_FIT,
    SOLO_LEVELS_FIT,
    SOLO_VP_FIT,
    SOLO_WEIGHTS,
    solo_inputs,
    solo_vp_forecast,
)
from ai.solo_weights import (
    VP_FEATURES,
    WEIGHTS_ENV,
    WEIGHTS_PACKAGE,
    WEIGHTS_RESOURCE,
    WIN_LEVELS_KEY,
    SoloWeights,
    SoloWeightsError,
    write_weights,
)
from core import Game, SaveFileError, TurnMode

from .cli import EXIT_INTERRUPTED
from .runner import LocalRunner, RunInterrupted, collect
from .terminal import progress_report

Row = tuple[tuple[float, ...], float]  # (features, won: 0 or 1) or (features, final VP)

# Weights of ``solo_vp_features`` kept, not fitted (index -> weight): the
# leaders' part of expected_vp stays at 1 (docs/tuning.md#solo-vp-forecast).
SOLO_VP_FIXED = {2: 1.0}
# the shipped weights, in the source tree (the default ``--out``)
REPO = Path(__file__).resolve().parent.parent
# the weights the bots load (ai/solo_weights.py, shipped_path), beside lab in a checkout and an install
SHIPPED = REPO / WEIGHTS_PACKAGE / Path(*WEIGHTS_RESOURCE)
# share of the games held out to score the fit (the last ones)
HELD_OUT_SHARE = 5  # one game in five
MIN_FIT_GAMES = 1  # games left to fit on once the held-out ones are set aside


def game_records(seed: int, bot_name: str = "greedy") -> tuple[list[Row], list[Row]]:
    """At the start of each turn of one solo game: (win features, won) and
    (VP features, final VP)."""
    game = Game.new(1, seed)
    bot = make_bot(bot_name, seed, inline=True)
    inputs: list[tuple[tuple[float, ...], tuple[float, ...], float]] = []

    def at_turn_start(seen: Game, _choice: Choice) -> None:
        if not seen.in_setup and seen.turn_mode == TurnMode.FREE and not seen.main_action_done:
            inputs.append(solo_inputs(seen))

    play_out(game, [bot], on_choice=at_turn_start)
    won = 1 if game.solo_won else 0
    vp = game.scores()[0].total
    return [(f, won) for f, _, _ in inputs], [(x, vp) for _, x, _ in inputs]


def game_rows(seed: int, bot_name: str = "greedy") -> list[Row]:
    """(win features, won) at the start of each turn of one solo game."""
    return game_records(seed, bot_name)[0]


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


CONVERGED = 1e-7  # Newton's method stops once no weight moves more than this


def sigmoid(z: float) -> float:
    if z < -EXP_LIMIT:
        return 0.0
    if z > EXP_LIMIT:
        return 1.0
    return 1 / (1 + math.exp(-z))


def log_loss(w: tuple[float, ...] | list[float], rows: list[Row]) -> float:
    total = 0.0
    for f, y in rows:
        p = min(max(sigmoid(sum(a * b for a, b in zip(w, f, strict=True))), 1e-12), 1 - 1e-12)
        total -= math.log(p) if y else math.log(1 - p)
    return total / len(rows)


def fit(rows: list[Row], l2: float = 1e-4, steps: int = 25) -> list[float]:
    """Logistic regression by Newton's method."""
    k = len(rows[0][0])
    w = [0.0] * k
    n = len(rows)
    for _ in range(steps):
        grad = [l2 * wi for wi in w]
        hess = [[l2 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for f, y in rows:
            p = sigmoid(sum(a * b for a, b in zip(w, f, strict=True)))
            e = (p - y) / n
            s = p * (1 - p) / n
            for i in range(k):
                grad[i] += e * f[i]
            _add_outer(hess, f, s)
        _mirror(hess)
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
        if max(abs(si) for si in step) < CONVERGED:
            break
    return w


def _add_outer(m: list[list[float]], f: list[float] | tuple[float, ...], scale: float) -> None:
    """m += scale * f f^T, lower triangle only (``_mirror`` fills the rest)."""
    for i in range(len(f)):
        si = scale * f[i]
        row = m[i]
        for j in range(i + 1):
            row[j] += si * f[j]


def _mirror(m: list[list[float]]) -> None:
    for i in range(len(m)):
        for j in range(i):
            m[j][i] = m[i][j]


def fit_vp(rows: list[Row], l2: float = 1e-2, fixed: dict[int, float] | None = None) -> list[float]:
    """Ridge least squares of the final VP on the features; the weights of
    the features in ``fixed`` (index -> weight) are kept, not fitted."""
    fixed = fixed or {}
    free = [i for i in range(len(rows[0][0])) if i not in fixed]
    k = len(free)
    m = [[l2 if i == j else 0.0 for j in range(k)] for i in range(k)]
    b = [0.0] * k
    for full, y in rows:
        target = y - sum(w * full[i] for i, w in fixed.items())
        f = [full[i] for i in free]
        for i in range(k):
            b[i] += f[i] * target
        _add_outer(m, f, 1.0)
    _mirror(m)
    w = dict(zip(free, _solve(m, b), strict=True))
    w.update(fixed)
    return [w[i] for i in range(len(rows[0][0]))]


def correlation(w: tuple[float, ...] | list[float], rows: list[Row]) -> float:
    """Pearson correlation of the forecast with the final VP."""
    pred = [solo_vp_forecast(f, w) for f, _ in rows]
    ys = [float(y) for _, y in rows]
    mp_, my = sum(pred) / len(pred), sum(ys) / len(ys)
    sp = math.sqrt(sum((p - mp_) ** 2 for p in pred))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    if sp == 0 or sy == 0:
        return 0.0
    return sum((p - mp_) * (y - my) for p, y in zip(pred, ys, strict=True)) / (sp * sy)


def git_commit(repo: Path = REPO) -> dict[str, Any]:
    """The commit the code ran from and whether it had uncommitted changes
    (``None`` outside a git checkout, e.g. an installed package)."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True, check=True, timeout=10
        ).stdout.strip()
        status = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=repo, capture_output=True, text=True, check=True, timeout=10,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return {"commit": None, "uncommitted_changes": None}
    return {"commit": head, "uncommitted_changes": bool(status.strip())}


def provenance(
    args: argparse.Namespace, argv: list[str], turns: int, held: int, quality: dict[str, Any]
) -> dict[str, Any]:
    """Where a fit came from, for the weights file."""
    return {
        "source": "fit",
        "command": " ".join(["python -m lab.fit_solo", *argv]),
        "bot": args.bot,
        "games": args.games,
        "seeds": [args.seed, args.seed + args.games - 1],
        "held_out_games": held,
        "turns": turns,
        "date": datetime.datetime.now(datetime.UTC).replace(microsecond=0).isoformat(),
        **git_commit(),
        **_kept(args),
        "fit": quality,
    }


def _kept(args: argparse.Namespace) -> dict[str, Any]:
    """What a fit's provenance says of the VP forecast: kept as loaded (``--win-only``), not its
    business (``--win-levels``, which keeps the whole file), or fitted with weights held fixed."""
    if args.win_levels:
        return {}
    if args.win_only:
        return _kept_vp()
    return {"fixed": {VP_FEATURES[i]: w for i, w in SOLO_VP_FIXED.items()}}


def _kept_vp() -> dict[str, Any]:
    """Where the VP forecast's weights kept by ``--win-only`` came from: the file this program
    loaded (``MOR_SOLO_WEIGHTS`` or the shipped one) and that file's own account of them."""
    loaded = SOLO_WEIGHTS.provenance
    return {"vp_kept": {"file": os.environ.get(WEIGHTS_ENV) or "shipped",
                        "provenance": loaded.get("vp", loaded)}}


def _weights_file(args: argparse.Namespace, win: tuple[float, ...], vp: tuple[float, ...],
                  fitted: dict[str, Any]) -> SoloWeights:
    """The file a fit writes: with ``--win-levels`` the loaded one with ``win`` as its
    ``win_levels`` (``fitted`` their provenance); else the new weights, keeping the loaded
    ``win_levels`` and their provenance."""
    loaded = SOLO_WEIGHTS
    if args.win_levels:
        return SoloWeights(loaded.win, loaded.vp, {**loaded.provenance, WIN_LEVELS_KEY: fitted}, win)
    kept = loaded.provenance.get(WIN_LEVELS_KEY) if loaded.win_levels is not None else None
    return SoloWeights(win, vp, {**fitted, WIN_LEVELS_KEY: kept} if kept is not None else fitted, loaded.win_levels)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lab.fit_solo", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3000, help="solo games played (default 3000)")
    ap.add_argument("--seed", type=int, default=20000, help="game i is dealt seed SEED + i (default 20000)")
    ap.add_argument("--jobs", type=int, default=2, help="games played in parallel processes (default 2)")
    ap.add_argument("--bot", default="greedy", help="who plays the games (e.g. greedy, mcts:it=100)")
    ap.add_argument("--out", type=Path, default=SHIPPED, help=f"weights file written (default {SHIPPED})")
    ap.add_argument("--held-out", type=int, help="the last N games score the fit, not fitted on "
                    "(default a fifth, at least one; 0: fit on every game)")
    ap.add_argument("--win-only", action="store_true", help="refit the win model alone, keeping the VP "
                    "forecast's weights this program loaded")
    ap.add_argument("--win-levels", action="store_true", help="refit the win weights solo hard and expert "
                    f"read (the file's {WIN_LEVELS_KEY!r}), keeping the rest of the file this program loaded")
    raw = list(sys.argv[1:] if argv is None else argv)
    args = ap.parse_args(raw)
    if args.held_out is None:
        args.held_out = max(1, args.games // HELD_OUT_SHARE)
    if args.held_out < 0 or args.games - args.held_out < MIN_FIT_GAMES:
        ap.error("--games must leave at least one game to fit on besides the --held-out ones "
                 "(by default the last fifth, at least one game)")
    try:
        make_bot(args.bot, 0, inline=True).close()
    except ValueError as exc:
        ap.error(str(exc))
    seeds = range(args.seed, args.seed + args.games)
    work = functools.partial(game_records, bot_name=args.bot)
    bar = progress_report(args.games, "fit_solo")
    try:
        parts = collect(LocalRunner(args.jobs), work, [(s,) for s in seeds], bar)
    except RunInterrupted as stop:
        bar.end()
        print(f"python -m lab.fit_solo: interrupted after {len(stop.finished)} of {stop.total} games; "
              "nothing written", file=sys.stderr)
        return EXIT_INTERRUPTED
    held = args.held_out
    train, test = parts[:len(parts) - held], parts[len(parts) - held:]
    rows = [r for part in train for r in part[0]]
    test_rows = [r for part in test for r in part[0]]
    vp_rows = [r for part in train for r in part[1]]
    vp_test = [r for part in test for r in part[1]]
    w = fit(rows)
    vp_kept = args.win_only or args.win_levels
    v = list(SOLO_VP_FIT) if vp_kept else fit_vp(vp_rows, fixed=SOLO_VP_FIXED)
    previous = SOLO_LEVELS_FIT if args.win_levels else SOLO_FIT
    base = sum(y for _, y in rows) / len(rows)
    print(f"{len(rows) + len(test_rows)} turns of {args.games} {args.bot} games; wins {base:.3f}; "
          f"the last {held} games held out" + ("; the VP forecast kept" if vp_kept else ""))
    print(("SOLO_LEVELS_FIT" if args.win_levels else "SOLO_FIT") + " = (" + ", ".join(f"{x:.4g}" for x in w) + ")")
    print("SOLO_VP_FIT = (" + ", ".join(f"{x:.4g}" for x in v) + ")")
    quality: dict[str, Any] = {"win_rate": round(base, 4), "log_loss": round(log_loss(w, rows), 4)}
    if test_rows:
        quality.update(
            held_out_log_loss=round(log_loss(w, test_rows), 4),
            held_out_log_loss_of_previous=round(log_loss(previous, test_rows), 4),
        )
        print(f"held-out log loss: fitted {quality['held_out_log_loss']:.4f}, "
              f"current {quality['held_out_log_loss_of_previous']:.4f}")
    if test_rows and not vp_kept:  # a kept forecast is the current one: nothing to compare
        quality.update(
            held_out_vp_correlation=round(correlation(v, vp_test), 4),
            held_out_vp_correlation_of_previous=round(correlation(SOLO_VP_FIT, vp_test), 4),
        )
        print(f"held-out VP correlation: fitted {quality['held_out_vp_correlation']:.3f}, "
              f"current {quality['held_out_vp_correlation_of_previous']:.3f}")
    weights = _weights_file(args, tuple(w), tuple(v), provenance(args, raw, len(rows) + len(test_rows), held, quality))
    try:
        write_weights(args.out, weights)
    except (OSError, SaveFileError, SoloWeightsError) as exc:
        print(f"python -m lab.fit_solo: cannot write {args.out}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
