"""Engine and search speed measured the same way for two commits.

Run from a checkout's top folder, whose ``core`` and ``ai`` are imported (the
current folder comes first on ``sys.path``); this file itself needs nothing
else of the project, so an older checkout can be measured by the same code::

    cd /tmp/before && .venv/bin/python /path/to/lab/bench_compare.py
    cd /work/main && .venv/bin/python lab/bench_compare.py

One run prints one JSON line: decisions per processor second of a fixed set
of seeded random games (``legal_actions`` + ``apply``) built by ``Game.new``
with the undo record (as the app keeps it) and on a clone without it, each
game played both ways in turn; and iterations per processor second of
fixed-iteration searches (early stop off) from the positions of
``mor-arena bench search``.  Alternate runs of the two checkouts in fresh
processes and compare medians (docs/benchmarks.md, "Before and after the
clean-up").
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

if __name__ == "__main__":  # run by path from another checkout: measure that checkout's core and ai
    sys.path.insert(0, os.getcwd())

from ai.budget import decision_share
from ai.evaluation import clear_caches
from ai.greedy import greedy_action
from ai.mcts import Params, search
from core import Game

ENGINE_GAMES = 800  # seeded random games, 1-4 players in turn, each played with and without the undo record
FIRST_SEED = 1
SEARCH_ITERATIONS = 400
SEARCH_SEED = 1
# (players, game seed, greedy decisions before the position): first and mid-game
# (``mor-arena bench search`` searches them too)
POSITIONS: tuple[tuple[int, int, int], ...] = (
    (1, 31, 0), (1, 32, 50), (2, 33, 0), (2, 34, 60), (3, 35, 70), (4, 36, 90),
)  # fmt: skip


def random_game(players: int, seed: int, undo: bool = True) -> tuple[Game, int]:
    """Play one seeded random game to the end; returns it and its decisions.
    ``undo=False`` plays on a copy that keeps no undo record (as searches and replays do)."""
    game = Game.new(players, seed)
    if not undo:
        game = game.clone()
    rng = random.Random(seed)
    decisions = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        decisions += 1
    return game, decisions


def engine() -> dict[str, float]:
    done = {True: 0, False: 0}
    spent = {True: 0.0, False: 0.0}
    for seed in range(FIRST_SEED, FIRST_SEED + ENGINE_GAMES):
        for undo in (True, False) if seed % 2 else (False, True):
            start = time.process_time()
            done[undo] += random_game(seed % 4 + 1, seed, undo)[1]
            spent[undo] += time.process_time() - start
    return {"decisions": done[True], "decisions_per_s": done[True] / spent[True],
            "decisions_per_s_no_undo": done[False] / spent[False]}


def position(players: int, seed: int, decisions: int) -> Game:
    """A seeded greedy game at the first main decision after ``decisions`` decisions."""
    game = Game.new(players, seed, first_seat=None if players == 1 else 0)
    rng = random.Random(seed)
    played = 0
    while not game.is_over:
        main = decision_share(game) == 1.0 and not game.in_setup and len(game.legal_actions()) > 1
        if played >= decisions and main:
            return game
        game.apply(greedy_action(game, rng))
        played += 1
    raise ValueError(f"game {seed} ({players} players) ended before decision {decisions}")


def searches() -> dict[str, float]:
    games = [position(*spec) for spec in POSITIONS]
    clear_caches()
    prm = Params(early_stop=False)
    total = 0.0
    for i, game in enumerate(games):
        root = game.determinize(game.to_move, SEARCH_SEED + i)
        start = time.process_time()
        search(root, game.to_move, iterations=SEARCH_ITERATIONS, seed=SEARCH_SEED + i, params=prm)
        total += time.process_time() - start
    return {"iterations_per_s": len(games) * SEARCH_ITERATIONS / total}


PARTS = ("all", "search")  # what one run measures: the engine and the searches, or the searches alone


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="bench_compare",
        description="Engine and search speed of the checkout in the current folder, as one JSON line.")
    parser.add_argument("part", nargs="?", choices=PARTS, default="all",
                        help="'search' measures the searches alone (default: the engine and the searches)")
    args = parser.parse_args(argv)
    print(json.dumps({**(engine() if args.part == "all" else {}), **searches()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
