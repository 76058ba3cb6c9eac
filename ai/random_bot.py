"""``random``: a uniformly random legal decision (the weakest baseline)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from core import Action, Game

from .greedy import _check_turn

if TYPE_CHECKING:  # annotations only: ai/protocol.py and the search's outcome
    from .protocol import Cancel
    from .search_status import SearchOutcome


class RandomBot:
    name = "random"
    last_outcome: SearchOutcome | None = None  # it never searches
    failed_searches = 0

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Cancel | None = None) -> Action:
        _check_turn(game, seat)
        legal = game.legal_actions()
        return legal[self.rng.randrange(len(legal))]

    def close(self) -> None:
        pass
