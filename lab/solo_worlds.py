"""A search split over a few fixed futures (perfect-information Monte Carlo), for screens.

The shipped search determinizes afresh at every iteration (``ai.mcts``): each node of its
tree averages over every future, so the decisions below the root are one plan for all of
them.  ``fixed_worlds(k)`` makes an in-process search (``ai.bots._search_inline``) draw ``k``
honest determinizations of the position instead (what the seat may not see resampled, as
always), search each as if it were the true game with a ``k``-th of the iterations, and add
their root statistics up (``SearchResult.merge``, as two workers' are).  Each world's search
plans as the clairvoyant one does (``lab.solo_clairvoyant``), on a future that may not come;
the root decision is the one the ``k`` futures agree on.  No hidden information is read: the
worlds are the seat's own samples.  A lab experiment, used through ``python -m
lab.solo_clairvoyant --worlds K``; no level uses it."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import ai.bots as bots
from ai.budget import Budget
from ai.mcts import Params, SearchResult, TreeMemo, search
from core import Action, Game

WORLD_SEED_STRIDE = 7919  # each world's search its own stream of the bot's seed


def _world_search(root: Game, seat: int, world: Game, iterations: int | None, deadline: float | None,
                  stop: Any, seed: int, params: Params | None) -> SearchResult:
    """``search`` of ``root`` with every determinization the one ``world``."""
    honest = Game.determinize
    Game.determinize = lambda _game, _seat, _rng: world.clone()  # type: ignore[method-assign,assignment]
    try:
        return search(root, seat, iterations, deadline, stop, seed, params, None)
    finally:
        Game.determinize = honest  # type: ignore[method-assign]


def split_search(k: int) -> Any:
    """An ``ai.bots._search_inline`` whose search is split over ``k`` fixed worlds."""

    def searched(root: Game, seat: int, budget: Budget, cancel: Any, seed: int, params: Params | None,
                 reuse: tuple[Action, ...] | None, memo: TreeMemo | None,
                 deadline: float | None) -> SearchResult | None:
        stop = cancel.is_set if cancel is not None else None
        rng = random.Random(seed)
        worlds = [root.determinize(seat, rng) for _ in range(k)]
        per = None if budget.iterations is None else max(1, -(-budget.iterations // k))
        start = time.monotonic()
        merged: SearchResult | None = None
        for i, world in enumerate(worlds):
            part = None if deadline is None else start + (deadline - start) * (i + 1) / k  # the time shared
            res = _world_search(root, seat, world, per, part, stop, seed * WORLD_SEED_STRIDE + i, params)
            if merged is None:
                merged = res
            else:
                merged.merge(res)
        return merged

    return searched


@contextmanager
def fixed_worlds(k: int) -> Iterator[None]:
    """Within it, in-process searches are split over ``k`` fixed worlds (see the module's note)."""
    if k < 1:
        raise ValueError("--worlds must be at least 1")
    shipped = bots._search_inline
    bots._search_inline = split_search(k)
    try:
        yield
    finally:
        bots._search_inline = shipped
