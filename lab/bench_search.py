"""``mor-arena bench search``: how fast the MCTS search iterates.

Fixed-iteration searches (no clock budget, early stop off, one process) from
seeded positions of 1-4 player games, timed in process CPU time so that
other programs on a shared machine disturb the figure less.  Reports the
median over ``--repeat`` rounds of iterations per second, per player count
and over all positions.  ``--params`` changes search parameters as in
``mor-arena match`` (``'{"opp_reprice": 0}'``: the 3-4 player search
before 2026-11-30), so two settings' speeds can be compared.  It showed that splitting ``search`` into named
steps (commit ac305ac) kept its speed (docs/benchmarks.md, "Search speed").
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace

from ai.evaluation import clear_caches
from ai.mcts import Params, search
from core import Game

from .bench_compare import POSITIONS, position
from .tuning import parse_tuning


def iterations_per_second(games: list[Game], iterations: int, seed: int, prm: Params | None = None) -> dict[str, float]:
    """One round: each position searched for ``iterations`` (with ``prm``,
    early stop off); iterations per CPU second by player count and in all."""
    prm = replace(prm or Params(), early_stop=False)
    clear_caches()  # every round from cold: the evaluation's memos would remember the last round
    spent: dict[str, float] = {}
    total = 0.0
    for i, game in enumerate(games):
        root = game.determinize(game.to_move, seed + i)
        start = time.process_time()
        search(root, game.to_move, iterations=iterations, seed=seed + i, params=prm)
        took = time.process_time() - start
        key = str(game.n_players)
        spent[key] = spent.get(key, 0.0) + took
        total += took
    counts = {str(p): sum(1 for g in games if g.n_players == p) for p in (1, 2, 3, 4)}
    out = {k: counts[k] * iterations / max(v, 1e-9) for k, v in spent.items()}
    out["all"] = len(games) * iterations / max(total, 1e-9)
    return out


def run(args: argparse.Namespace) -> int:
    if args.iterations < 1 or args.repeat < 1:
        print("mor-arena bench search: --iterations and --repeat must be at least 1", file=sys.stderr)
        return 2
    try:
        tuning = parse_tuning(None, args.params)
    except ValueError as exc:
        print(f"mor-arena bench search: {exc}", file=sys.stderr)
        return 2
    prm = replace(Params(), **tuning.params)
    games = [position(*spec) for spec in POSITIONS]
    rounds = [iterations_per_second(games, args.iterations, args.seed, prm) for _ in range(args.repeat)]
    result = {
        "iterations": args.iterations,
        "repeat": len(rounds),
        "params": dict(tuning.params),
        "iterations_per_s": {k: round(statistics.median(r[k] for r in rounds)) for k in rounds[0]},
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result["iterations_per_s"].items():
            label = "all positions" if key == "all" else f"{key}-player positions"
            print(f"search iterations per CPU second, {label}: {value:,} (median of {len(rounds)})")
    return 0


if __name__ == "__main__":
    from .cli import main

    raise SystemExit(main(["bench", "search", *sys.argv[1:]]))
