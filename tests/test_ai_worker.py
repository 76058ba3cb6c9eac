"""The MCTS bot's worker processes: cancel, budgets, clean shutdown (issue 4).

Timing bounds here are deliberately generous (the machine is shared): they
check behaviour (stops early / does not hang), not speed."""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
import threading
import time

from ai import analyse_position, make_bot
from core import Game


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


def test_cancel_returns_a_legal_decision_promptly() -> None:
    game = _main_decision_game()
    bot = make_bot("mcts:t=60", 1)
    try:
        cancel = threading.Event()
        threading.Timer(0.8, cancel.set).start()
        start = time.monotonic()
        act = bot.choose(game, game.current_seat, cancel=cancel)
        took = time.monotonic() - start
        assert act in game.legal_actions()
        assert took < 10, f"cancel ignored: {took:.1f}s"
        # already cancelled: no search at all
        cancel2 = threading.Event()
        cancel2.set()
        start = time.monotonic()
        assert bot.choose(game, game.current_seat, cancel=cancel2) in game.legal_actions()
        assert time.monotonic() - start < 5
    finally:
        bot.close()


def test_time_budget_is_respected_and_searches_happen_in_workers() -> None:
    game = _main_decision_game()
    bot = make_bot("mcts:t=0.6", 2)
    try:
        bot.choose(game, game.current_seat)  # workers warm up
        start = time.monotonic()
        act = bot.choose(game, game.current_seat)
        took = time.monotonic() - start
        assert act in game.legal_actions()
        assert took < 0.6 + 1.0, f"budget 0.6 s, took {took:.2f}s"
        assert bot.last is not None and bot.last.iterations > 0
        assert len(bot.pool.pids()) == 1 and os.getpid() not in bot.pool.pids()
    finally:
        bot.close()


def test_two_workers_search_in_parallel_and_merge_their_statistics() -> None:
    game = _main_decision_game()
    bot = make_bot("mcts:t=1:w=2", 3)
    try:
        assert len(bot.pool.pids()) == 2
        act = bot.choose(game, game.current_seat, budget="it=60:w=2")
        assert act in game.legal_actions()
        assert bot.last.iterations == 60  # 30 from each worker
        assert sum(v[0] for v in bot.last.stats.values()) == 60
    finally:
        bot.close()


def test_no_worker_process_is_left_after_close_or_garbage_collection() -> None:
    game = _main_decision_game()
    bot = make_bot("mcts:t=1:w=2", 4)
    pids = bot.pool.pids()
    assert len(pids) == 2
    bot.choose(game, game.current_seat, budget="it=20")
    bot.close()
    assert not any(_alive(p) for p in pids)
    bot2 = make_bot("mcts:easy", 5)
    pids2 = bot2.pool.pids()
    del bot2
    gc.collect()
    deadline = time.monotonic() + 5
    while any(_alive(p) for p in pids2) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(p) for p in pids2)
    assert not [c for c in mp.active_children() if c.pid in pids + pids2]


def test_analyse_position_in_a_worker() -> None:
    game = _main_decision_game()
    an = analyse_position(game, game.current_seat, "it=40")
    assert an.iterations == 40
    assert an.best in game.legal_actions()
