"""Seeded long games for the benchmarks and the tests: ``long_game``, a game of
``TURNS`` turns of random legal play (``mor-arena bench saves``), and
``endless_game``, a game of any number of decisions that never ends by itself
(``mor-arena bench open``, the longest saves).  Imports ``core`` only: the Qt
benchmark (``mor_qt/bench_open.py``) reads them too, and ``mor_qt`` never imports ``lab``."""

from __future__ import annotations

import random

from core import ActionKind, Game

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
            calm = [a for a in acts if a.kind not in (ActionKind.DROP, ActionKind.DISCARD)]
            act = rng.choice(calm or acts)
            game.apply(act)
            done += act.kind == ActionKind.END
        if done >= turns:
            return game
    raise RuntimeError(f"no seeded random game lasted {turns} turns")


LONG_STOCK = 100_000  # each resource in each strongbox: enough for 50,000 turns of basic production


def endless_game(decisions: int, seed: int = SEED) -> Game:
    """A 2-player game of exactly ``decisions`` decisions (the length of the
    longest save, 100,000): from a real position after the setup where both
    strongboxes hold LONG_STOCK of each resource, every turn is one basic
    production (stone + servant -> coin or shield, in turn), done, end turn,
    so the game never ends by itself."""
    game = Game.new(2, seed)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    pos = game.to_position()
    for player in pos["players"]:
        player["strongbox"] = dict.fromkeys(("coin", "stone", "servant", "shield"), LONG_STOCK)
    game = Game.from_position(pos)
    outputs = ("coin", "shield")
    for i in range(decisions):
        turn, step = divmod(i, 3)
        game.apply((f"prod base stone+servant>{outputs[turn % 2]}", "done", "end")[step])
    return game
