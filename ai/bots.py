"""``make_bot`` and the MCTS bot (the app's and the arena's one interface).

Bot names: ``random``, ``greedy``, ``greedy:search`` (greedy by the search's
evaluation weights), ``mcts`` (= ``mcts:medium``),
``mcts:easy``, ``mcts:medium``, ``mcts:hard``, ``mcts:expert``, ``mcts:it=N``, ``mcts:t=S``
(see ``budget.py``; ``:`` also separates options, e.g. ``mcts:it=800:w=2``).

Every bot is a ``Bot`` (ai/protocol.py): ``choose(game, seat, budget=None,
cancel=None) -> Action``, ``close()``, ``name``, ``last_outcome`` and
``failed_searches``.
"""

from __future__ import annotations

import logging
import random
import time
import traceback
from dataclasses import replace
from typing import Any

from core import Action, ActionKind, Game

from .budget import (
    MAIN_SHARE,
    Budget,
    deadlines,
    decision_share,
    draw_temperature,
    for_players,
    parse_budget,
    risk_share,
)
from .evaluation import SEARCH
from .greedy import GREEDY_NAME, GREEDY_SEARCH_NAME, GreedyBot, _check_turn, greedy_answer
from .mcts import Params, SearchResult, TreeMemo, best_action, drawn_action, fallback, search
from .progress import stall_params
from .protocol import Bot, Cancel
from .random_bot import RandomBot
from .search_status import SearchOutcome, SearchStatus
from .worker import ITERATION_FLOOR, SearchPool

log = logging.getLogger(__name__)

# a turn's decisions after its main one: a few leader actions and production
# powers, each with a few placements
_REUSE_STEPS = 40

BOT_NAMES = (
    "random", "greedy", "greedy:search", "mcts", "mcts:easy", "mcts:medium", "mcts:hard", "mcts:expert",
    "mcts:it=N", "mcts:t=SECONDS",
)  # fmt: skip


def run_search(
    root: Game,
    seat: int,
    budget: Budget,
    cancel: Any,
    seed: int,
    pool: SearchPool | None = None,
    params: Params | None = None,
    reuse: tuple[Action, ...] | None = None,
    memo: TreeMemo | None = None,
) -> SearchOutcome:
    """One decision's search, in ``pool`` or in-process.

    ``reuse``: the decisions applied since the last search of this pool (or
    of ``memo``, in-process with one worker), whose tree the search then
    grows from where they lead instead of starting afresh.  Only an ``OK``
    outcome carries statistics; a search that raised (in-process) is a
    ``FAILED`` one, logged with its traceback."""
    times = deadlines(budget, time.monotonic())
    if pool is not None:
        return pool.run(root, seat, budget.iterations, times, cancel, seed, params, reuse, budget.workers)
    try:
        return SearchOutcome.of(_search_inline(root, seat, budget, cancel, seed, params, reuse, memo, times.search))
    except Exception as exc:  # reported: the outcome says it failed, the log says why
        reason = f"the search raised {type(exc).__name__}: {exc}"
        log.error("in-process search failed: %s\n%s", reason, traceback.format_exc())
        if memo is not None:
            memo.tree = memo.game = None  # the tree may be half-updated
        return SearchOutcome(SearchStatus.FAILED, None, reason, (reason,))


def _search_inline(
    root: Game,
    seat: int,
    budget: Budget,
    cancel: Any,
    seed: int,
    params: Params | None,
    reuse: tuple[Action, ...] | None,
    memo: TreeMemo | None,
    deadline: float | None,
) -> SearchResult | None:
    start = time.monotonic()
    stop = cancel.is_set if cancel is not None else None
    merged: SearchResult | None = None
    k = max(1, budget.workers)
    per = None if budget.iterations is None else max(1, -(-budget.iterations // k))
    tree = memo.root(reuse) if memo is not None and k == 1 else None  # one tree to grow
    for i in range(k):
        part: float | None
        if k > 1 and deadline is not None:  # in-process "workers" share the time
            part = start + (deadline - start) * (i + 1) / k
        else:
            part = deadline
        res = search(root, seat, per, part, stop, seed * 7919 + i, params, tree)
        if res.iterations == 0 and not (stop is not None and stop()):
            # too late to start (a busy machine): a floor of iterations, as a worker makes
            res = search(root, seat, ITERATION_FLOOR, None, None, seed * 7919 + i, params, tree)
        if merged is None:
            merged = res
        else:
            merged.merge(res)
    if memo is not None and tree is not None:
        memo.keep(tree, root)
    return merged


class MctsBot:
    """ISMCTS bot; the search runs in worker processes unless ``inline``:
    its own pool, or ``pool`` shared with other bots (one searches at a time,
    as at a table; the pool grows to the workers this bot's level needs and
    is closed by its owner, not by ``close``)."""

    def __init__(self, seed: int = 0, budget: str = "medium", inline: bool = False, name: str = "mcts",
                 pool: SearchPool | None = None) -> None:
        self.name = name
        self.seed = seed
        self.rng = random.Random(seed)
        self.budget = parse_budget(budget)
        self.inline = inline
        # ``model=`` and search parameters in the bot's name
        self.params = replace(Params(), **self.budget.param_changes())
        self.owns_pool = pool is None
        self.pool: SearchPool | None = None
        if not inline:
            self.pool = SearchPool(self.budget.workers) if pool is None else pool.ensure(self.budget.workers)
        self.last: SearchResult | None = None  # statistics of the last search (for tests and hints)
        # what became of the last decision's search (None: it did not search)
        self.last_outcome: SearchOutcome | None = None
        # searches whose machinery failed (the arena exits non-zero on any)
        self.failed_searches = 0
        # the last search's tree (inline; a worker keeps its own) and the
        # game history it searched, to grow for the turn's next decision
        self.memo = TreeMemo()
        self._searched: tuple[Any, int] | None = None

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Cancel | None = None) -> Action:
        _check_turn(game, seat)
        self.last_outcome = None
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        bud = for_players(self.budget if budget is None else parse_budget(budget), game.n_players)
        share = risk_share(game, decision_share(game), self.params.solo_risk_extra)
        if share <= 0.0 or (cancel is not None and cancel.is_set()):
            # answered by the policy (or cancelled before searching)
            det_seed = self.rng.getrandbits(64)
            policy_rng = random.Random(self.rng.getrandbits(64))
            return greedy_answer(game, seat, legal, det_seed, policy_rng, self.params.weights)
        root = game.determinize(seat, self.rng.getrandbits(64))
        seed = self.rng.getrandbits(32)
        reuse = self._since_search(game, seat)
        pool = None if self.inline else self._pool(bud.workers)
        params = stall_params(game, legal, self.params)
        outcome = run_search(root, seat, bud.scaled(share), cancel, seed, pool, params, reuse, self.memo)
        self.last_outcome = outcome
        self.last = outcome.result
        if outcome.status is SearchStatus.FAILED or outcome.failures:
            self.failed_searches += 1
        self._searched = (game.history_mark, seat) if outcome.ok else None
        best = None
        if outcome.result is not None:
            temperature = draw_temperature(bud, game.n_players)
            if temperature > 0.0 and share >= MAIN_SHARE:
                # an easier level: the turn's main decision is drawn among the
                # moves the search liked (budget.LEVEL_TEMPERATURE)
                best = drawn_action(outcome.result, legal, temperature, self.rng)
            else:
                best = best_action(outcome.result, legal, params.solo_win_margin if game.solo else 0.0)
        if best is None:  # no statistics: play simply
            return fallback(game, seat, self.rng, self.params.weights)
        return best

    def _since_search(self, game: Game, seat: int) -> tuple[Action, ...] | None:
        """The decisions applied since this bot's last search when that was
        earlier in the same turn of ``seat`` in this game (its history runs
        through the one searched), else None.  Solo only for now, and a new
        turn starts afresh (docs/tuning.md#tree-reuse-within-a-turn)."""
        if self._searched is None or game.in_setup or game.n_players > 1:
            return None
        hist, searched_seat = self._searched
        if searched_seat != seat:
            return None
        actions = game.history_since(hist, _REUSE_STEPS)
        if actions is None or any(act.kind == ActionKind.END for act in actions):
            return None
        return tuple(actions) or None

    def _pool(self, workers: int) -> SearchPool:
        if self.pool is None:  # closed, and asked again
            self.pool = SearchPool(workers)
            self.owns_pool = True
        return self.pool.ensure(workers)

    def close(self) -> None:
        if self.pool is not None and self.owns_pool:
            self.pool.close()
        self.pool = None


def make_bot(name: str, seed: int = 0, inline: bool = False, pool: SearchPool | None = None) -> Bot:
    """A bot by name (see the module docstring); ``inline`` runs an MCTS
    search in this process (the arena, tests) instead of worker processes;
    ``pool``: the worker processes an MCTS bot shares with others (the app's
    table), instead of its own."""
    if not isinstance(name, str):
        raise ValueError(f"a bot name is text, one of {', '.join(BOT_NAMES)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("a bot seed is an int")
    key = name.strip().lower()
    if key == "random":
        return RandomBot(seed)
    if key == GREEDY_NAME:
        return GreedyBot(seed)
    if key == GREEDY_SEARCH_NAME:
        return GreedyBot(seed, SEARCH)
    if key == "mcts" or key.startswith("mcts:"):
        return make_search_bot(name, seed, inline, pool)
    raise ValueError(f"unknown bot {name!r}: use one of {', '.join(BOT_NAMES)}")


def make_search_bot(name: str, seed: int = 0, inline: bool = False, pool: SearchPool | None = None) -> MctsBot:
    """``make_bot`` for the ``mcts`` names alone, typed as the ``MctsBot`` it
    gives (for tools and tests that read its search: ``last``, ``params``...)."""
    key = name.strip().lower()
    if key != "mcts" and not key.startswith("mcts:"):
        raise ValueError(f"{name!r} is no search bot: an mcts name (mcts, mcts:LEVEL, mcts:it=N...)")
    budget = key[5:] if key.startswith("mcts:") else "medium"
    try:
        parse_budget(budget)
    except ValueError as exc:
        raise ValueError(f"unknown bot {name!r}: {exc}") from None
    return MctsBot(seed, budget, inline=inline, name=key, pool=pool)
