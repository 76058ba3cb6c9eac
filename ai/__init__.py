"""Computer opponents, evaluation and the arena.  Imports ``core`` only, never Qt.

Public API (contracts the app relies on):

- ``make_bot(name, seed) -> Bot``: ``random``, ``greedy``, ``mcts`` (= medium),
  ``mcts:easy|medium|hard``, ``mcts:it=N``, ``mcts:t=S``.
- ``Bot.choose(game, seat, budget=None, cancel=None) -> Action`` and ``Bot.close()``.
- ``analyse_position(game, seat, budget, cancel=None) -> Analysis``.
"""

from __future__ import annotations

import atexit
import random
from dataclasses import dataclass
from typing import Any

from core import Action, Game

from .bots import MctsBot, make_bot, run_search
from .budget import LEVELS, Budget, parse_budget
from .greedy import GreedyBot
from .mcts import Params, fallback
from .random_bot import RandomBot

__all__ = [
    "LEVELS",
    "Analysis",
    "GreedyBot",
    "MctsBot",
    "RandomBot",
    "analyse_position",
    "make_bot",
    "parse_budget",
]


@dataclass(slots=True)
class Analysis:
    """What a search thinks of a position, from ``seat``'s knowledge.

    ``win_prob``: per seat, the mean search value (multiplayer: the chance to
    win, shared wins split; solo: the chance to beat Lorenzo estimated from the
    search, see ``value.values``).  ``expected_vp``: per seat, the mean
    expected final VP at the search's leaves.  ``candidates``: the decisions of
    the seat to move as (Action, visits, mean value for that seat), best
    first.  ``best``: the top candidate (None when the game is over).
    ``iterations``: how many search iterations it rests on."""

    win_prob: list[float]
    expected_vp: list[float]
    candidates: list[tuple[Action, int, float]]
    best: Action | None
    iterations: int = 0


_POOL: Any = None


def _pool(workers: int) -> Any:
    global _POOL
    from .worker import SearchPool

    if _POOL is None or _POOL.size < workers or not _POOL.alive():
        if _POOL is not None:
            _POOL.close()
        _POOL = SearchPool(workers)
    return _POOL


def _close_pool() -> None:
    global _POOL
    if _POOL is not None:
        _POOL.close()
        _POOL = None


atexit.register(_close_pool)


def analyse_position(
    game: Game,
    seat: int,
    budget: str | Budget = "it=500",
    cancel: Any = None,
    inline: bool = False,
    seed: int = 0,
) -> Analysis:
    """Search the position from ``seat``'s view (its observation only) for the
    whole ``budget`` and report the evaluation and ranked candidates of the
    seat to move.  Runs in a shared worker process unless ``inline``;
    ``cancel.is_set()`` stops it early with what was found so far."""
    if not isinstance(game, Game):
        raise ValueError("analyse_position needs a core.Game")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.n:
        raise ValueError(f"no seat {seat!r} in a {game.n}-player game")
    bud = parse_budget(budget) if isinstance(budget, str) else budget
    if game.is_over:
        sheet = game.scores()
        winners = game.winners()
        wp = [1.0 / len(winners) if s in winners else 0.0 for s in range(game.n)] if winners else [0.0] * game.n
        return Analysis(wp, [float(s["total"]) for s in sheet], [], None, 0)
    rng = random.Random(seed)
    root = game.determinize(seat, rng.getrandbits(64))
    pool = None if inline else _pool(bud.workers)
    # an analysis wants every candidate's statistics, not just the best decision
    result = run_search(root, seat, bud, cancel, rng.getrandbits(32), pool, Params(early_stop=False))
    legal = {str(a): a for a in game.legal_actions()}
    if result is None or result.iterations == 0:
        best = fallback(game, seat, rng) if game.current_seat == seat else game.legal_actions()[0]
        return Analysis([1.0 / game.n] * game.n, [0.0] * game.n, [(best, 0, 0.0)], best, 0)
    cands = [(legal[t], v, m) for t, v, m in result.ranked() if t in legal and v > 0]
    it = result.iterations
    best = cands[0][0] if cands else fallback(game, game.cur, rng)
    return Analysis(
        [v / it for v in result.value_sum],
        [v / it for v in result.vp_sum],
        cands,
        best,
        it,
    )
