"""``random``: a uniformly random legal decision (the weakest baseline)."""

from __future__ import annotations

import random
from typing import Any

from core import Action, Game

from .greedy import _check_turn


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Any = None) -> Action:
        _check_turn(game, seat)
        legal = game.legal_actions()
        return legal[self.rng.randrange(len(legal))]

    def close(self) -> None:
        pass
