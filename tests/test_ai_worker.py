"""The MCTS bot's worker processes: cancel, budgets, clean shutdown.

No assertion here depends on the machine's speed: budgets are checked as
the deadlines they become, cancel as "an hour-long search returns"; the
only limit is ``HANG``, which only a search that never returns reaches.
(Failures of workers: ``test_ai_worker_failures.py``.)"""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from helpers_search import last_result, pool_of, searched

from ai import analyse_position, make_search_bot
from ai.budget import HANDOFF_MARGIN, STOP_GRACE, Deadlines, deadlines, parse_budget
from core import Game

HANG = 60.0
POLL_S = 0.05


def _all_gone(pids: list[int]) -> bool:
    """Whether every process of ``pids`` has ended, given up to ``HANG`` seconds: a
    worker killed on a busy machine may take a moment to go."""
    deadline = time.monotonic() + HANG
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(POLL_S)
    return not any(_alive(p) for p in pids)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie would still answer: check its state
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def _main_decision_game() -> Game:
    game = Game.new(2, 12)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    return game


def _returns(fn: Callable[[], Any]) -> Any:
    """``fn()`` in a thread; fails (instead of hanging) if it never returns."""
    out: list[Any] = []
    th = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    th.start()
    th.join(HANG)
    assert not th.is_alive(), "never returned"
    return out[0]


def test_cancel_stops_an_hour_long_search() -> None:
    game = _main_decision_game()
    bot = make_search_bot("mcts:t=3600", 1)
    try:
        cancel = threading.Event()
        threading.Timer(0.8, cancel.set).start()
        act = _returns(lambda: bot.choose(game, game.to_move, cancel=cancel))
        assert act in game.legal_actions()
        # already cancelled: no search at all
        cancel2 = threading.Event()
        cancel2.set()
        assert bot.choose(game, game.to_move, cancel=cancel2) in game.legal_actions()
        assert bot.last_outcome is None
    finally:
        bot.close()


def test_a_time_budget_becomes_the_searchs_deadlines() -> None:
    budget = parse_budget("t=0.6")
    times = deadlines(budget, 100.0)
    assert times.search is not None and times.stop is not None
    assert 100.0 < times.search <= 100.6  # the worker stops searching within the budget
    assert times.stop == pytest.approx(100.6 + STOP_GRACE - HANDOFF_MARGIN)  # the caller answers then
    assert times.safety > times.stop  # and a worker still silent later is hung
    scaled = deadlines(budget.scaled(0.15), 100.0)
    assert scaled.stop is not None and scaled.stop < times.stop
    it = deadlines(parse_budget("it=400"), 100.0)
    assert it.search is None and it.stop is None  # all the iterations, however long
    assert it.safety > deadlines(parse_budget("it=40"), 100.0).safety > 100.0  # but never for ever


def test_the_bot_searches_in_a_worker_with_its_budgets_deadlines(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _main_decision_game()
    bot = make_search_bot("mcts:t=0.6", 2)
    try:
        seen: list[Deadlines] = []
        real = pool_of(bot).run

        def spy(*args: Any, **kwargs: Any) -> Any:
            seen.append(args[3])
            return real(*args, **kwargs)

        monkeypatch.setattr(bot.pool, "run", spy)
        before = time.monotonic()
        act = bot.choose(game, game.to_move)
        assert act in game.legal_actions()
        (times,) = seen
        assert before <= times.start and times.stop == pytest.approx(times.start + 0.6 + STOP_GRACE - HANDOFF_MARGIN)
        assert len(pool_of(bot).pids()) == 1 and os.getpid() not in pool_of(bot).pids()
    finally:
        bot.close()


def test_two_workers_search_in_parallel_and_merge_their_statistics() -> None:
    game = _main_decision_game()
    bot = make_search_bot("mcts:t=1:w=2", 3)
    try:
        assert len(pool_of(bot).pids()) == 2
        act = bot.choose(game, game.to_move, budget="it=60:w=2")
        assert act in game.legal_actions()
        assert last_result(bot).iterations == 60  # 30 from each worker
        assert sum(v[0] for v in last_result(bot).stats.values()) == 60
    finally:
        bot.close()


def test_bots_of_one_table_share_one_pool_grown_to_the_most_demanding_level() -> None:
    from ai import SearchPool

    game = _main_decision_game()
    pool = SearchPool(0)
    try:
        assert pool.size == 0  # no process until a searching bot asks
        experts = [make_search_bot("mcts:expert", seed, pool=pool) for seed in (1, 2)]
        medium = make_search_bot("mcts:medium", 3, pool=pool)
        assert all(b.pool is pool for b in [*experts, medium])
        assert pool.size == 2 and len(set(pool.pids())) == 2  # expert's two workers, not two per bot
        for bot in (*experts, medium):  # they take turns, as at a table
            act = bot.choose(game, game.to_move, budget="it=40:w=2" if bot in experts else "it=20")
            assert act in game.legal_actions() and bot.last_outcome is not None and searched(bot).ok
        assert last_result(experts[0]).iterations == 40  # 20 from each worker
        pids = pool.pids()
        for bot in (*experts, medium):
            bot.close()  # a bot closes its own pool only, never the table's
        assert pool.alive() and pool.pids() == pids
    finally:
        pool.close()
    assert _all_gone(pids)


def test_no_worker_process_is_left_after_close_or_garbage_collection() -> None:
    game = _main_decision_game()
    bot = make_search_bot("mcts:t=1:w=2", 4)
    pids = pool_of(bot).pids()
    assert len(pids) == 2
    bot.choose(game, game.to_move, budget="it=20")
    bot.close()
    assert _all_gone(pids)
    bot2 = make_search_bot("mcts:easy", 5)
    pids2 = pool_of(bot2).pids()
    del bot2
    gc.collect()
    assert _all_gone(pids2)
    assert not [c for c in mp.active_children() if c.pid in pids + pids2]


def test_analyse_position_in_a_worker() -> None:
    game = _main_decision_game()
    assert game.current_seat is not None
    an = analyse_position(game, game.current_seat, "it=40")
    assert an.iterations == 40
    assert an.best in game.legal_actions()
