"""``mor-arena bench engine``: how fast the rules engine is (issue: tree
search lives on decisions/s and the cost of a clone)."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from core import Game

from .bench_compare import random_game
from .terminal import progress_bar


def decisions_per_second(seconds: float, seed: int, undo: bool = True) -> float:
    """legal_actions + apply, random play over 1-4 player games, one core;
    games built by Game.new keep the undo record unless ``undo=False``."""
    done = 0
    start = time.perf_counter()
    game_seed = seed
    while time.perf_counter() - start < seconds:
        _game, n = random_game(game_seed % 4 + 1, game_seed, undo)
        done += n
        game_seed += 1
    return done / (time.perf_counter() - start)


def decisions_per_second_with_and_without_undo(seconds: float, seed: int) -> tuple[float, float]:
    """``decisions_per_second`` with the undo record and without it, over
    ``2 * seconds`` of this process's processor time (what one core does,
    whatever else the machine runs): each seeded game is played once with,
    once without, in turn, so a busy machine's changing load slows both alike
    and their ratio (the record's cost) holds even when the absolute figures
    do not.  Which of the two goes first alternates: the second play of a
    game finds the engine's caches warm (the leader requirements met)."""
    done = {True: 0, False: 0}
    spent = {True: 0.0, False: 0.0}
    game_seed = seed
    while spent[True] + spent[False] < 2 * seconds:
        for undo in (True, False) if game_seed % 2 else (False, True):
            start = time.process_time()
            _game, n = random_game(game_seed % 4 + 1, game_seed, undo)
            spent[undo] += time.process_time() - start
            done[undo] += n
        game_seed += 1
    return done[True] / spent[True], done[False] / spent[False]


def mid_game(players: int, seed: int) -> Game:
    """A 4-player state half-way through a random game."""
    _full, n = random_game(players, seed)
    game = Game.new(players, seed)
    rng = random.Random(seed)
    for _ in range(n // 2):
        game.apply(rng.choice(game.legal_actions()))
    return game


def clone_microseconds(seconds: float, seed: int) -> float:
    game = mid_game(4, seed)
    samples = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t = time.perf_counter()
        for _ in range(1000):
            game.clone()
        samples.append((time.perf_counter() - t) / 1000 * 1e6)
    return statistics.median(samples)


def games_per_second(players: int, seconds: float, seed: int) -> float:
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_game(players, seed + games)
        games += 1
    return games / (time.perf_counter() - start)


def run(args: argparse.Namespace) -> int:
    secs = max(0.1, args.seconds)
    player_counts = (1, 2, 3, 4)
    bar = progress_bar(2 + len(player_counts), "bench engine")
    step = iter(range(1, 3 + len(player_counts)))

    def tick() -> None:
        if bar is not None:
            bar(next(step))

    with_undo, without_undo = decisions_per_second_with_and_without_undo(secs, args.seed)
    decisions, no_undo = round(with_undo), round(without_undo)
    undo_cost = round(1 - with_undo / without_undo, 3)  # the share of decisions/s the undo record costs
    tick()
    clone = round(clone_microseconds(secs, args.seed), 2)
    tick()
    games: dict[str, float] = {}
    for n in player_counts:
        games[str(n)] = round(games_per_second(n, secs / 2, args.seed), 1)
        tick()
    result = {"decisions_per_s": decisions, "decisions_per_s_no_undo": no_undo, "undo_cost": undo_cost,
              "clone_us": clone, "games_per_s": games}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"decisions per second (legal_actions + apply): {decisions:,}")
        print(f"  the same without the undo record:           {no_undo:,}")
        print(f"  what the undo record costs of them:         {undo_cost:.1%} (the same games, in turn)")
        print(f"clone of a 4-player mid-game state:           {clone} µs (median)")
        for count, v in games.items():
            print(f"random {count}-player games per second:             {v}")
    return 0
