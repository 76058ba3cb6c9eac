"""Search workers that fail are replaced, and the failure is reported:
killed, hung, never started, raising, or flooded.

No test here depends on the machine's speed: deadlines are stepped past
with an injected clock (or shrunk), workers are killed or stopped on
purpose with signals, and the only waits are for events (a process ending,
a thread returning) with generous limits that only a hang would reach."""

from __future__ import annotations

import dataclasses
import logging
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers_search import pool_of, searched

import ai.budget as budget_mod
from ai import make_search_bot
from ai.budget import Deadlines, deadlines, parse_budget
from ai.mcts import Params
from ai.search_status import SearchOutcome, SearchStatus
from ai.worker import MAX_FAILURES_IN_A_ROW, MAX_UNANSWERED, SearchPool
from core import Game

# Limits for waiting on events; only a hang gets near them.
HANG = 60.0
RECOVERY_LIMIT = 180.0  # seconds a replaced worker may take to answer again on a busy machine


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _seat(game: Game) -> int:
    """The seat to move: these tests search positions of games still being played."""
    seat = game.current_seat
    assert seat is not None
    return seat


def _main_decision_game() -> Game:
    game = Game.new(2, 12)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    return game


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split()[2] in ("Z", "X")
    except FileNotFoundError:
        return True


def _wait_for(cond: Callable[[], bool]) -> None:
    end = time.monotonic() + HANG
    while not cond():
        assert time.monotonic() < end, "waited for ever"
        time.sleep(0.02)


def _in_thread(fn: Callable[[], Any]) -> Any:
    """Run ``fn`` in a thread and return its value; fail (not hang) if it never returns."""
    out: list[Any] = []
    th = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    th.start()
    th.join(HANG)
    assert not th.is_alive(), "the call never returned"
    return out[0]


def _iterations(n: int, start: float = 0.0) -> Deadlines:
    return deadlines(parse_budget(f"it={n}"), start)


@pytest.fixture
def game() -> Game:
    return _main_decision_game()


@pytest.fixture
def pool() -> Iterator[SearchPool]:
    p = SearchPool(1, clock=FakeClock())
    yield p
    p.close()


def _ready(pool: SearchPool, game: Game) -> None:
    """One real search, so the worker has started and said so."""
    out = pool.run(game, _seat(game), 5, _iterations(5, pool.clock()), None, 1)
    assert out.ok, out


def test_a_killed_worker_is_replaced_and_reported_once(game: Game) -> None:
    bot = make_search_bot("mcts:it=30", 1)
    try:
        seat = _seat(game)
        bot.choose(game, seat)
        assert searched(bot).ok and not searched(bot).failures
        (pid,) = pool_of(bot).pids()
        os.kill(pid, signal.SIGKILL)
        _wait_for(lambda: _gone(pid))
        act = _in_thread(lambda: bot.choose(game, seat))  # today: BrokenPipeError or a silent greedy move
        assert act in game.legal_actions()
        out = searched(bot)
        assert len(out.failures) == 1 and "stopped" in out.failures[0]
        (new_pid,) = pool_of(bot).pids()
        assert new_pid != pid and not _gone(new_pid)
        bot.choose(game, seat)  # the replacement searches; nothing more to report
        assert searched(bot).ok and not searched(bot).failures
        assert bot.failed_searches == 1
    finally:
        bot.close()


def test_choose_right_after_a_kill_never_raises(game: Game) -> None:
    bot = make_search_bot("mcts:it=20", 2)
    try:
        seat = _seat(game)
        for _ in range(3):
            bot.choose(game, seat)
            (pid,) = pool_of(bot).pids()
            os.kill(pid, signal.SIGKILL)  # and at once ask again
            assert _in_thread(lambda: bot.choose(game, seat)) in game.legal_actions()
            assert searched(bot).failures or searched(bot).ok
        assert bot.failed_searches >= 1
    finally:
        bot.close()


def test_a_hung_worker_is_killed_at_the_safety_deadline_and_replaced(game: Game, pool: SearchPool) -> None:
    clock = pool.clock
    assert isinstance(clock, FakeClock)
    _ready(pool, game)
    (pid,) = pool.pids()
    os.kill(pid, signal.SIGSTOP)
    times = _iterations(400, clock())
    result: list[SearchOutcome] = []
    th = threading.Thread(target=lambda: result.append(pool.run(game, _seat(game), 400, times, None, 2)))
    th.start()
    th.join(0.3)
    assert th.is_alive()  # waiting for the stopped worker, as it should until the deadline
    clock.now = times.safety + 1.0
    th.join(HANG)
    assert not th.is_alive(), "a hung worker made the search wait for ever"
    out = result[0]
    assert out.status is SearchStatus.FAILED and "stopped answering" in out.reason
    _wait_for(lambda: _gone(pid))
    (new_pid,) = pool.pids()
    assert new_pid != pid
    assert pool.run(game, _seat(game), 10, _iterations(10, clock()), None, 3).ok


def test_with_an_iteration_budget_choose_returns_despite_a_hung_worker(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = make_search_bot("mcts:it=50", 3)
    try:
        seat = _seat(game)
        bot.choose(game, seat)
        (pid,) = pool_of(bot).pids()
        os.kill(pid, signal.SIGSTOP)
        monkeypatch.setattr(budget_mod, "SAFETY_SLACK", 0.3)
        monkeypatch.setattr(budget_mod, "SAFETY_SECONDS_PER_ITERATION", 0.0)
        act = _in_thread(lambda: bot.choose(game, seat))  # today: never returns
        assert act in game.legal_actions()
        assert searched(bot).status is SearchStatus.FAILED
        _wait_for(lambda: _gone(pid))
    finally:
        bot.close()


def test_with_a_time_budget_a_hung_worker_does_not_leave_the_bot_greedy_for_ever(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = make_search_bot("mcts:t=0.2", 4)
    try:
        seat = _seat(game)
        _wait_for(lambda: bot.choose(game, seat) is not None and searched(bot).ok)  # started
        (pid,) = pool_of(bot).pids()
        os.kill(pid, signal.SIGSTOP)
        monkeypatch.setattr(budget_mod, "SAFETY_SLACK", 0.2)
        reports = 0
        give_up = time.monotonic() + RECOVERY_LIMIT  # a safety net for a loaded machine, not a measurement
        while time.monotonic() < give_up:  # today: greedy every time after the hang
            bot.choose(game, seat)
            if searched(bot).failures:
                reports += 1
                monkeypatch.undo()  # the replacement gets the real slack: the test is not about its speed
            if searched(bot).ok:
                break
        assert searched(bot).ok, "the bot never searched again"
        assert reports == 1
        assert pid not in pool_of(bot).pids()
    finally:
        bot.close()


def test_sends_never_block_on_a_stuck_worker(game: Game, pool: SearchPool) -> None:
    _ready(pool, game)
    (pid,) = pool.pids()
    os.kill(pid, signal.SIGSTOP)
    cancel = threading.Event()
    cancel.set()

    def flood() -> list[SearchOutcome]:
        return [pool.run(game, _seat(game), 50, _iterations(50, pool.clock()), cancel, i) for i in range(300)]

    outs = _in_thread(flood)  # today: the pipe fills after ~64 requests and the 65th send blocks for good
    assert all(not o.ok for o in outs)
    assert all(len(w.jobs) <= MAX_UNANSWERED for w in pool._workers)
    os.kill(pid, signal.SIGCONT)


def test_a_worker_that_cannot_start_is_reported_and_the_pool_gives_up(
    game: Game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    import multiprocessing.spawn as mp_spawn

    # like the packed program before freeze support: the worker's interpreter exits at once
    broken = tmp_path / "python"
    broken.write_text("#!/bin/sh\necho 'mor: error: unrecognized arguments' >&2\nexit 2\n")
    broken.chmod(0o755)
    monkeypatch.setattr(mp_spawn, "_python_exe", os.fsencode(str(broken)))
    caplog.set_level(logging.WARNING, logger="ai.worker")
    pool = SearchPool(1)
    try:
        failures: list[str] = []
        out: SearchOutcome | None = None
        for i in range(MAX_FAILURES_IN_A_ROW + 2):
            def search(i: int = i) -> SearchOutcome:
                return pool.run(game, _seat(game), 10, _iterations(10, time.monotonic()), None, i)

            out = _in_thread(search)
            assert out is not None
            assert out.status is SearchStatus.FAILED
            failures += out.failures
        assert pool.broken is not None
        assert len(failures) >= MAX_FAILURES_IN_A_ROW
        assert any("exit code 2" in f or "could not be started" in f for f in failures)
        assert out is not None and "the search is off" in out.reason
        assert pool.pids() == [] or all(_gone(p) for p in pool.pids())
        assert any("search worker failed" in r.getMessage() for r in caplog.records)
    finally:
        pool.close()


def test_a_search_that_raises_is_a_failed_outcome_and_the_worker_lives_on(
    game: Game, pool: SearchPool, caplog: pytest.LogCaptureFixture
) -> None:
    _ready(pool, game)
    (pid,) = pool.pids()
    caplog.set_level(logging.ERROR, logger="ai.worker")
    bad = dataclasses.replace(Params(), widen="not a number", duel_widen="not a number")  # type: ignore[arg-type]
    out = pool.run(game, _seat(game), 10, _iterations(10, pool.clock()), None, 1, bad)
    assert out.status is SearchStatus.FAILED and "TypeError" in out.reason  # today: None, silently
    assert any("Traceback" in r.getMessage() for r in caplog.records)
    assert pool.pids() == [pid]
    assert pool.run(game, _seat(game), 10, _iterations(10, pool.clock()), None, 2).ok


def test_a_search_that_raises_in_process_is_a_failed_outcome(game: Game) -> None:
    bot = make_search_bot("mcts:it=10", 5, inline=True)
    bot.params = dataclasses.replace(Params(), widen="not a number", duel_widen="not a number")  # type: ignore[arg-type]
    act = bot.choose(game, _seat(game))
    assert act in game.legal_actions()
    assert searched(bot).status is SearchStatus.FAILED and bot.last is None
    assert bot.failed_searches == 1


def test_the_pool_stops_the_search_at_its_stop_deadline(game: Game, pool: SearchPool) -> None:
    """The time budget as the pool applies it: at ``times.stop`` (an
    injected clock, no wall-clock speed involved) the worker is told to stop
    and its statistics come back."""
    clock = pool.clock
    assert isinstance(clock, FakeClock)
    _ready(pool, game)
    pool.stop_wait = HANG  # however long the machine makes the answer take
    start = clock()
    times = Deadlines(start, None, start + 5.0, start + 60.0)  # the worker's own search has no end
    result: list[SearchOutcome] = []
    th = threading.Thread(target=lambda: result.append(pool.run(game, _seat(game), None, times, None, 4)))
    th.start()
    th.join(0.3)
    assert th.is_alive()  # searching until the stop deadline
    clock.now = start + 5.0
    th.join(HANG)
    assert not th.is_alive()
    assert result[0].ok and result[0].iterations > 0


def test_outcome_of_statistics_failures_and_nothing() -> None:
    assert SearchOutcome.of(None).status is SearchStatus.EMPTY
    assert SearchOutcome.of(None, ("worker died",)).status is SearchStatus.FAILED
    assert SearchOutcome.of(None, ("worker died",)).reason == "worker died"


# ---------------------------------------------------------------- load is not failure
# On a loaded machine the nice worker gets the CPU late.  A stopped process
# (SIGSTOP) is the deterministic double of a worker the machine starves.


def test_a_worker_that_gets_the_request_after_its_deadline_still_makes_the_floor_of_iterations(
    game: Game, pool: SearchPool
) -> None:
    from ai.worker import ITERATION_FLOOR

    _ready(pool, game)
    start = pool.clock()
    late = time.monotonic() - 1.0  # the worker's own deadline was already past when it got the request
    times = Deadlines(start, late, None, start + HANG)
    out = pool.run(game, _seat(game), None, times, None, 7)
    assert out.ok, out  # before: no iteration, an empty answer, a decision played simply
    assert out.iterations == ITERATION_FLOOR


def test_after_the_stop_time_the_pool_waits_for_a_starved_worker_instead_of_answering_empty(
    game: Game, pool: SearchPool
) -> None:
    clock = pool.clock
    assert isinstance(clock, FakeClock)
    _ready(pool, game)
    (pid,) = pool.pids()
    pool.stop_wait = 0.0  # before, the pool gave up on the answer after this
    start = clock()
    times = Deadlines(start, None, start, start + HANG)  # the time is up at once
    os.kill(pid, signal.SIGSTOP)
    try:
        result: list[SearchOutcome] = []
        th = threading.Thread(target=lambda: result.append(pool.run(game, _seat(game), None, times, None, 8)))
        th.start()
        th.join(0.5)
        assert th.is_alive()  # waiting for the starved worker's statistics
    finally:
        os.kill(pid, signal.SIGCONT)
    th.join(HANG)
    assert not th.is_alive()
    assert result[0].ok and result[0].iterations > 0
    assert pool.pids() == [pid]  # not a failure: the same worker


def test_a_worker_still_finishing_a_search_is_waited_for_not_reported_busy(game: Game, pool: SearchPool) -> None:
    _ready(pool, game)
    (pid,) = pool.pids()
    cancel = threading.Event()
    cancel.set()
    pool.stop_wait = 0.0
    os.kill(pid, signal.SIGSTOP)
    try:
        first = pool.run(game, _seat(game), 50, _iterations(50, pool.clock()), cancel, 9)
        assert first.status is SearchStatus.EMPTY and not first.failures  # cancelled: left unanswered
        result: list[SearchOutcome] = []
        th = threading.Thread(
            target=lambda: result.append(pool.run(game, _seat(game), 20, _iterations(20, pool.clock()), None, 10))
        )
        th.start()
        th.join(0.5)
        assert th.is_alive()  # waits for the earlier answer before it sends the new request
    finally:
        os.kill(pid, signal.SIGCONT)
    th.join(HANG)
    assert not th.is_alive()
    out = result[0]
    assert out.ok and out.iterations == 20, out
    assert all(not w.jobs for w in pool._workers)


def test_empty_and_busy_searches_never_count_as_failures(game: Game, pool: SearchPool) -> None:
    _ready(pool, game)
    (pid,) = pool.pids()
    cancel = threading.Event()
    cancel.set()
    os.kill(pid, signal.SIGSTOP)
    try:
        outs = [pool.run(game, _seat(game), 50, _iterations(50, pool.clock()), cancel, i)
                for i in range(3 * MAX_FAILURES_IN_A_ROW)]
    finally:
        os.kill(pid, signal.SIGCONT)
    assert all(o.status is SearchStatus.EMPTY and not o.failures for o in outs)
    assert pool.broken is None
    assert pool.run(game, _seat(game), 10, _iterations(10, pool.clock()), None, 99).ok
    assert pool.pids() == [pid]


def test_a_bot_whose_search_is_empty_plays_simply_for_that_decision_only(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = make_search_bot("mcts:it=30", 6)
    try:
        seat = _seat(game)
        assert bot.choose(game, seat) in game.legal_actions() and searched(bot).ok
        real_run = pool_of(bot).run
        busy = SearchOutcome.of(None, (), "the search processes are still busy")
        monkeypatch.setattr(bot.pool, "run", lambda *a, **k: busy)
        act = bot.choose(game, seat)
        assert act in game.legal_actions()
        assert searched(bot).status is SearchStatus.EMPTY and bot.failed_searches == 0
        monkeypatch.setattr(bot.pool, "run", real_run)
        bot.choose(game, seat)
        assert searched(bot).ok and bot.failed_searches == 0 and pool_of(bot).broken is None
    finally:
        bot.close()


def test_a_worker_starved_of_cpu_past_its_safety_deadline_is_not_taken_for_hung(
    game: Game, pool: SearchPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ai.worker as worker_mod

    clock = pool.clock
    assert isinstance(clock, FakeClock)
    _ready(pool, game)
    (pid,) = pool.pids()
    waited = {"s": 0.0}  # the double of /proc/PID/schedstat: seconds spent waiting for a CPU
    monkeypatch.setattr(worker_mod, "cpu_wait", lambda _pid: waited["s"])
    times = _iterations(30, clock())
    os.kill(pid, signal.SIGSTOP)
    try:
        result: list[SearchOutcome] = []
        th = threading.Thread(target=lambda: result.append(pool.run(game, _seat(game), 30, times, None, 11)))
        th.start()
        th.join(0.3)
        assert th.is_alive()
        late = times.safety + 5.0 - clock.now
        waited["s"] += late  # all that time the machine gave it no CPU
        clock.now += late
        th.join(0.5)
        assert th.is_alive()  # still waited for: load, not a hang
    finally:
        os.kill(pid, signal.SIGCONT)
    th.join(HANG)
    assert not th.is_alive()
    out = result[0]
    assert out.ok and not out.failures, out
    assert pool.pids() == [pid] and pool.broken is None


def test_cpu_wait_reads_the_process_wait_for_a_cpu_or_says_it_does_not_know() -> None:
    from ai.worker import cpu_wait

    mine = cpu_wait(os.getpid())
    assert mine is None or mine >= 0.0  # None where /proc does not say (not Linux)
    if os.path.exists(f"/proc/{os.getpid()}/schedstat"):
        assert isinstance(mine, float)
    assert cpu_wait(None) is None
    assert cpu_wait(2**22 + 12345) is None  # no such process


# ---------------------------------------------------------------- a worker still starting is waited for
# A spawned worker imports the engine before it says it is ready: seconds on a
# busy machine.  A gated worker (helpers_workers) is its deterministic double.


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Pools made after this fixture start gated workers: ``gate.set()`` lets them start."""
    from helpers_workers import gate_workers

    event = gate_workers(monkeypatch)
    yield event
    event.set()  # nothing stays waiting


def test_a_search_waits_for_a_worker_still_starting_instead_of_answering_empty(game: Game, gate: Any) -> None:
    pool = SearchPool(1, clock=FakeClock())
    try:
        start = pool.clock()
        times = Deadlines(start, None, start, start + HANG)  # the time is up at once
        result: list[SearchOutcome] = []
        th = threading.Thread(target=lambda: result.append(pool.run(game, _seat(game), None, times, None, 12)))
        th.start()
        th.join(0.5)
        assert th.is_alive()  # before: "the search processes are still starting", an empty answer
        assert not pool.ready()
        gate.set()
        th.join(HANG)
        assert not th.is_alive()
        out = result[0]
        assert out.ok and out.iterations > 0 and not out.failures, out
        assert pool.ready() and pool.broken is None
    finally:
        pool.close()


def test_a_bot_waits_for_its_slow_starting_worker_and_plays_its_search(game: Game, gate: Any) -> None:
    bot = make_search_bot("mcts:t=0.2", 7)
    try:
        result: list[Any] = []
        th = threading.Thread(target=lambda: result.append(bot.choose(game, _seat(game))), daemon=True)
        th.start()
        th.join(0.5)
        assert th.is_alive()  # waits for its search (before: a simple move when the 0.2 s were up)
        gate.set()
        th.join(HANG)
        assert not th.is_alive()
        assert result[0] in game.legal_actions()
        out = bot.last_outcome
        assert out is not None and out.ok and out.iterations > 0 and not out.failures, out
        assert bot.failed_searches == 0
    finally:
        bot.close()


def test_wait_ready_ends_on_cancel_and_when_the_workers_are_up(gate: Any) -> None:
    pool = SearchPool(1)
    try:
        cancel = threading.Event()
        cancel.set()
        assert _in_thread(lambda: pool.wait_ready(1, cancel)) == []  # cancelled: returns, nothing failed
        assert not pool.ready(1)
        gate.set()
        assert _in_thread(lambda: pool.wait_ready(1)) == []
        assert pool.ready(1)
    finally:
        pool.close()


def test_each_failure_says_what_happened_to_the_worker() -> None:
    from ai import FailureKind, failure_kind

    assert failure_kind("the search process stopped unexpectedly (exit code -9)") is FailureKind.STOPPED
    assert failure_kind("the search process stopped answering (no answer within 10.0 s)") is FailureKind.STOPPED
    assert failure_kind("the search process stopped while starting (exit code 2)") is FailureKind.NOT_STARTED
    assert failure_kind("the search process did not start within 60 s") is FailureKind.NOT_STARTED
    assert failure_kind("the search process could not be started (OSError: x)") is FailureKind.NOT_STARTED
    assert failure_kind("the search raised TypeError: x") is FailureKind.RAISED
    assert failure_kind("the search is off: the search process stopped unexpectedly") is FailureKind.OFF
    assert failure_kind("something else") is FailureKind.OTHER


def test_a_killed_worker_is_reported_as_stopped(game: Game) -> None:
    from ai import FailureKind, failure_kind

    bot = make_search_bot("mcts:it=20", 8)
    try:
        seat = _seat(game)
        bot.choose(game, seat)
        (pid,) = pool_of(bot).pids()
        os.kill(pid, signal.SIGKILL)
        _wait_for(lambda: _gone(pid))
        _in_thread(lambda: bot.choose(game, seat))
        (failure,) = searched(bot).failures
        assert failure_kind(failure) is FailureKind.STOPPED, failure
    finally:
        bot.close()
