"""``mor-arena bench saves``: how long a long 4-player game takes to save and
to load (issue 3: "a 4-player game of 200 turns saves and loads in well under
100 ms").  Loading includes the replay of every decision and the state check."""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from core import Game
from core.actions import DISCARD, DROP, END
from core.savefile import Seat, load, save

TURNS = 200
SEED = 1


def long_game(players: int = 4, turns: int = TURNS, seed: int = SEED) -> Game:
    """A seeded game of ``turns`` turns played with random legal decisions.

    Purely random play ends a 4-player game after about 40 turns (discarded
    resources and leaders push everyone up the faith track), so the random
    choice skips dropping a resource or discarding a leader when anything else
    is legal; seeds are tried in order until one lasts ``turns`` turns.
    """
    for game_seed in range(seed, seed + 1000):
        game = Game.new(players, game_seed)
        rng = random.Random(game_seed)
        done = 0
        while not game.is_over and done < turns:
            acts = game.legal_actions()
            calm = [a for a in acts if a.kind not in (DROP, DISCARD)]
            act = rng.choice(calm or acts)
            game.apply(act)
            done += act.kind == END
        if done >= turns:
            return game
    raise RuntimeError(f"no seeded random game lasted {turns} turns")


def measure(game: Game, repeat: int, folder: Path) -> dict[str, float | int]:
    path = folder / "bench.mor"
    seats = [Seat("Ada"), Seat("Bot", "bot", "mcts:hard", {"iterations": 2000})] + [
        Seat(n) for n in game.names[2:]
    ]
    save_ms: list[float] = []
    load_ms: list[float] = []
    for _ in range(max(1, repeat)):
        t = time.perf_counter()
        save(path, game, seats)
        save_ms.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        loaded = load(path)
        load_ms.append((time.perf_counter() - t) * 1000)
        if loaded.game.state_hash() != game.state_hash():
            raise RuntimeError("the loaded game differs from the saved one")
    return {
        "save_ms": round(statistics.median(save_ms), 2),
        "load_ms": round(statistics.median(load_ms), 2),
        "decisions": len(loaded.decisions),
        "turns": TURNS,
        "bytes": os.path.getsize(path),
    }


def run(args: argparse.Namespace) -> int:
    game = long_game()
    with tempfile.TemporaryDirectory(prefix="mor-bench-") as tmp:
        result = measure(game, args.repeat, Path(tmp))
    if args.json:
        print(json.dumps(result))
    else:
        print(f"4-player game of {result['turns']} turns: {result['decisions']} decisions, {result['bytes']} bytes")
        print(f"save (pack + atomic write with fsync): {result['save_ms']} ms (median of {args.repeat})")
        print(f"load (read + checks + replay + hash):  {result['load_ms']} ms (median of {args.repeat})")
    return 0


# ------------------------------------------------------------ very long games
LONG_STOCK = 100_000  # each resource in each strongbox: enough for 50,000 turns of basic production


def endless_game(decisions: int, seed: int = SEED) -> Game:
    """A 2-player game of exactly ``decisions`` decisions (the length of the
    longest save, 100,000): from a real position after the setup where both
    strongboxes hold LONG_STOCK of each resource, every turn is one basic
    production (stone + servant -> coin or shield, in turn), done, end turn,
    so the game never ends by itself."""
    from core import Game as _Game

    game = Game.new(2, seed)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    pos = game.to_position()
    for player in pos["players"]:
        player["strongbox"] = dict.fromkeys(("coin", "stone", "servant", "shield"), LONG_STOCK)
    game = _Game.from_position(pos)
    outputs = ("coin", "shield")
    for i in range(decisions):
        turn, step = divmod(i, 3)
        game.apply((f"prod base stone+servant>{outputs[turn % 2]}", "done", "end")[step])
    return game
