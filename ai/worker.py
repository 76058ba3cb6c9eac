"""Search worker processes and the one manager of them, ``SearchPool``.

The app calls ``Bot.choose`` from a Python thread; a pure-Python search in
that thread would stall the GUI (the GIL, garbage collection of big trees),
so the search runs in ``spawn``ed worker processes, at a lower OS priority
than the window (``WORKER_NICENESS``).  A ``SearchPool`` keeps 1–2 of them
for a bot (or for the analysis: ``shared_pool``), sends each a search
request (a determinized game — never the real hidden state — the seat, an
iteration budget and/or a monotonic deadline, a seed) and merges their root
statistics (root parallelism).  Any message to a busy worker means "stop
now".

Failures are never silent and never block: every search has a safety
deadline (``budget.deadlines``); a worker that dies, does not start, or
misses that deadline is killed and replaced, and the search's
``SearchOutcome`` lists the failure (the log says why).  After
``MAX_FAILURES_IN_A_ROW`` failures without a single answer in between the
pool gives up and every later search fails at once with the reason.  A
worker is never sent more than ``MAX_UNANSWERED`` requests it has not
answered, so the pipe to a stuck worker cannot fill up and a send can never
block.

Load is not failure: on a loaded machine the nice workers get the
CPU late.  The pool then waits for a worker still finishing the previous
search instead of answering "busy", waits for statistics past the stop time
instead of answering with none, and a worker that gets a request after its
deadline still makes ``ITERATION_FLOOR`` iterations; the time a worker spends
waiting for a CPU (``cpu_wait``) does not count towards its safety deadline
or its start-up time, so a starved worker is never taken for a hung one.
A worker still starting (a spawned interpreter imports the engine first,
slowly on a busy machine) is waited for too: the search is sent once it is
ready, with its whole budget from then on (``Deadlines.later``), so the
first decisions of a game, or a review opened at once, are searched like the
others.  A decision can still find no statistics when it was cancelled: its
``SearchOutcome`` is ``EMPTY``, and nothing counts towards
``MAX_FAILURES_IN_A_ROW``: only a worker that dies, hangs, cannot start or
raises does.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import multiprocessing as mp
import os
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any

from core import Game

from .budget import Deadlines
from .mcts import Params, SearchResult, TreeMemo, search
from .search_status import (
    HUNG_WORDS,
    NOT_STARTED_WORDS,
    OFF_WORDS,
    RAISED_WORDS,
    START_STOPPED_WORDS,
    START_TIMEOUT_WORDS,
    STOPPED_WORDS,
    SearchOutcome,
    SearchStatus,
)

log = logging.getLogger(__name__)

_CTX = mp.get_context("spawn")
# Worker processes run this much nicer than the app, so the window always
# gets the CPU first (``os.nice``; where it does not exist they run as is).
WORKER_NICENESS = 10
# A worker must say it is ready within this time of its start (a spawned
# interpreter imports the engine first; slow on a loaded machine or from a
# packed single-file build, but never this slow).
STARTUP_TIMEOUT = 60.0
# After a cancel, how long the pool waits for a started worker's statistics
# before answering without them.  When the time is up (no cancel) it waits
# for them until the safety deadline: they come within milliseconds, later
# when the nice worker waits for a busy machine's CPU, and an answer a little
# late is better than a decision played without search.  A worker still
# starting up is never sent a search: the pool waits for it to be ready.
STOP_WAIT = 0.5
# How often the waiting caller looks at its cancel token.
CANCEL_POLL = 0.05
# Requests a worker may hold unanswered: the pool waits for a worker's
# answer to the previous search before it sends the next (``_finish_earlier``),
# so a request never queues behind a stale one and the pipe never fills.
MAX_UNANSWERED = 1
# Iterations a search makes even when its deadline had passed before the
# worker got to it (a nice worker waits for the CPU on a loaded machine): a
# few ms of work instead of an empty answer and a decision played simply.
ITERATION_FLOOR = 8
# Failed workers in a row (no answer from any worker in between) after which
# the pool stops replacing them: the bots then play without search.
MAX_FAILURES_IN_A_ROW = 3
NS_PER_SECOND = 1e9
# Waiting for a worker to quit, then to end after terminate / kill.
_JOIN_TIMEOUT = 1.0


def _lower_priority() -> None:
    if hasattr(os, "nice"):
        os.nice(WORKER_NICENESS)


def _worker_main(conn: Connection) -> None:
    """Loop of one worker process: search requests until 'quit' or until the
    pool's end of the pipe closes.  It keeps its last search tree and the
    game searched, for the turn's next decision to grow (``reuse``: the
    decisions applied since)."""
    _lower_priority()
    conn.send(("ready", os.getpid()))
    memo = TreeMemo()
    while True:
        try:
            msg = conn.recv()
        except EOFError:  # the pool is gone: nobody to answer
            return
        if msg[0] == "quit":
            return
        if msg[0] != "search":
            continue  # a 'stop' for a search already answered
        _, job, game, seat, iterations, deadline, seed, params, reuse = msg
        root = memo.root(reuse)
        try:
            result = search(game, seat, iterations, deadline, conn.poll, seed, params, root)
            if result.iterations == 0:  # too late to start: a floor of iterations, stop or not
                result = search(game, seat, ITERATION_FLOOR, None, None, seed, params, root)
        except Exception as exc:  # reported to the pool, which logs and tells the user
            reply: tuple[Any, ...] = ("failed", job, f"{RAISED_WORDS} {type(exc).__name__}: {exc}",
                                      traceback.format_exc())
        else:
            memo.keep(root, game)
            reply = ("result", job, result)
        try:
            conn.send(reply)
        except BrokenPipeError:  # the pool is gone: nobody to answer
            return


def cpu_wait(pid: int | None) -> float | None:
    """Seconds process ``pid`` has spent runnable but waiting for a CPU
    (Linux's ``/proc/PID/schedstat``), or None where the system does not say."""
    if pid is None:
        return None
    try:
        with open(f"/proc/{pid}/schedstat", encoding="ascii") as fh:
            return int(fh.read().split()[1]) / NS_PER_SECOND
    except (OSError, ValueError, IndexError):
        return None


@dataclass(slots=True)
class _Job:
    """A request a worker has not answered yet.  ``allowance``: seconds from
    its sending (or from the worker's readiness, if later) to its safety
    deadline; ``waited``: the worker's ``cpu_wait`` when it was sent."""

    sent: float
    allowance: float
    waited: float | None = None


@dataclass(eq=False, slots=True)
class _Worker:
    index: int
    proc: BaseProcess
    conn: Connection
    started: float
    ready_at: float | None = None
    start_waited: float | None = None  # its ``cpu_wait`` when it started
    lost: bool = False  # its end of the pipe closed: it is exiting
    jobs: dict[int, _Job] = field(default_factory=dict)

    @property
    def pid(self) -> int | None:
        return self.proc.pid

    def overdue(self, now: float) -> str | None:
        """Why this worker is hung at ``now``, or None.  Time it spent
        waiting for a CPU (a loaded machine starving the nice worker) does
        not count: that is load, not a hang; a stopped or deadlocked worker
        does not wait for a CPU, and one spinning for ever gets it."""
        if self.ready_at is None:
            if now - self.started - self._starved(self.start_waited) > STARTUP_TIMEOUT:
                return f"{START_TIMEOUT_WORDS} within {STARTUP_TIMEOUT:.0f} s"
            return None
        for job in self.jobs.values():
            if now - max(job.sent, self.ready_at) - self._starved(job.waited) > job.allowance:
                return f"{HUNG_WORDS} (no answer within {job.allowance:.1f} s)"
        return None

    def _starved(self, since: float | None) -> float:
        """Seconds this worker waited for a CPU since its ``cpu_wait`` was ``since``."""
        if since is None:
            return 0.0
        now = cpu_wait(self.pid)
        return 0.0 if now is None else max(0.0, now - since)


def _stop_process(w: _Worker, grace: float) -> None:
    """End one worker process (after ``grace`` seconds to quit by itself)
    and close its pipe."""
    if grace > 0:
        w.proc.join(timeout=grace)
    if w.proc.is_alive():
        w.proc.kill()
        w.proc.join(timeout=_JOIN_TIMEOUT)
    w.conn.close()


def _shutdown(workers: list[_Worker]) -> None:
    for w in workers:
        with contextlib.suppress(OSError):  # already gone: nothing to ask
            w.conn.send(("quit",))
    for w in workers:
        _stop_process(w, _JOIN_TIMEOUT)
    workers.clear()


def _search_off(reason: str, failures: list[str]) -> SearchOutcome:
    """The answer of a pool that gave up (``SearchPool.broken``) for ``reason``."""
    return SearchOutcome(SearchStatus.FAILED, None, f"{OFF_WORDS}{reason}", tuple(failures) or (reason,))


class SearchPool:
    """``workers`` search processes, started at once (they import in the
    background while the caller goes on), replaced when they fail, and
    stopped by ``close()``, garbage collection or interpreter exit.

    ``clock`` (monotonic seconds) is what the pool's deadlines are measured
    with; tests pass their own to step past a deadline without waiting."""

    _jobs = itertools.count(1)

    def __init__(self, workers: int = 1, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.stop_wait = STOP_WAIT
        self._workers: list[_Worker] = []
        self._lock = threading.Lock()  # one search at a time
        self._failures_in_a_row = 0
        self.broken: str | None = None  # why the pool gave up, if it did
        self._finalizer = weakref.finalize(self, _shutdown, self._workers)
        self.ensure(workers)

    # ------------------------------------------------------------ workers
    @property
    def size(self) -> int:
        return len(self._workers)

    def pids(self) -> list[int]:
        return [w.pid for w in self._workers if w.pid is not None]

    def alive(self) -> bool:
        return bool(self._workers) and all(w.proc.is_alive() for w in self._workers)

    def ensure(self, workers: int) -> SearchPool:
        """Grow to at least ``workers`` processes (never shrinks)."""
        while len(self._workers) < workers and self.broken is None:
            failure = self._start(len(self._workers))
            if failure is not None:
                self._note_failure(failure)
        return self

    def _start(self, index: int) -> str | None:
        """Start worker ``index`` (append or replace); the failure, if any."""
        parent, child = _CTX.Pipe()
        proc = _CTX.Process(target=_worker_main, args=(child,), daemon=True, name="mor-search")
        try:
            proc.start()
        except Exception as exc:  # reported: the caller notes the failure, the log says why
            parent.close()
            child.close()
            return f"{NOT_STARTED_WORDS} ({type(exc).__name__}: {exc})"
        child.close()
        w = _Worker(index, proc, parent, self.clock(), start_waited=cpu_wait(proc.pid))
        if index < len(self._workers):
            self._workers[index] = w
        else:
            self._workers.append(w)
        return None

    def _note_failure(self, reason: str) -> None:
        log.warning("search worker failed: %s", reason)
        self._failures_in_a_row += 1
        if self._failures_in_a_row >= MAX_FAILURES_IN_A_ROW and self.broken is None:
            self.broken = reason
            log.error("search workers failed %d times in a row; the bots play without search: %s",
                      self._failures_in_a_row, reason)

    def _replace(self, w: _Worker, reason: str, failures: list[str]) -> None:
        """Kill ``w`` (hung or dead), note ``reason`` and start another in its place."""
        _stop_process(w, 0.0)
        w.jobs.clear()
        failures.append(reason)
        self._note_failure(reason)
        if self.broken is None:
            failure = self._start(w.index)
            if failure is not None:
                failures.append(failure)
                self._note_failure(failure)

    def _receive(self, w: _Worker, job: int, failures: list[str]) -> SearchResult | bool | None:
        """Read what ``w`` has sent.  The statistics of ``job`` if they came,
        False if ``job`` failed there, else None."""
        answer: SearchResult | bool | None = None
        while True:
            try:
                if not w.conn.poll(0):
                    return answer
                msg = w.conn.recv()
            except (EOFError, OSError):  # it is exiting: ``_check`` replaces it
                w.lost = True
                return answer
            if msg[0] == "ready":
                w.ready_at = self.clock()
                continue
            w.jobs.pop(msg[1], None)
            self._failures_in_a_row = 0  # it answered: the machinery works
            if msg[0] == "failed":
                log.error("search worker %s: %s\n%s", w.pid, msg[2], msg[3])
                if msg[1] == job:
                    failures.append(msg[2])
                    answer = False
            elif msg[1] == job:
                answer = msg[2]

    def _check(self, w: _Worker, failures: list[str]) -> bool:
        """Replace ``w`` if it died or is hung; True if it was replaced."""
        if w.lost or not w.proc.is_alive():
            w.proc.join(timeout=_JOIN_TIMEOUT)
            code = w.proc.exitcode
            words = START_STOPPED_WORDS if w.ready_at is None else STOPPED_WORDS
            self._replace(w, f"{words} (exit code {code})", failures)
            return True
        hung = w.overdue(self.clock())
        if hung is not None:
            self._replace(w, hung, failures)
            return True
        return False

    # ------------------------------------------------------------- search
    def run(
        self,
        game: Game,
        seat: int,
        iterations: int | None,
        times: Deadlines,
        cancel: Any,
        seed: int,
        params: Params | None = None,
        reuse: tuple[Any, ...] | None = None,
        workers: int | None = None,
    ) -> SearchOutcome:
        """Search on the first ``workers`` workers (all by default; the
        iterations are split between them) and merge their statistics.
        ``reuse``: the decisions applied since this pool's last search, to
        grow that search's tree from where they lead (``mcts.descend``).

        ``times.search`` is the workers' own deadline; at ``times.stop``, or
        when ``cancel.is_set()``, they are told to stop and their
        best-so-far statistics come back within a few ms; a worker that has
        not answered by ``times.safety`` is killed and replaced."""
        with self._lock:  # one search at a time
            failures: list[str] = []
            job = next(self._jobs)
            for w in list(self._workers):
                self._receive(w, job, failures)
                self._check(w, failures)
            off = self._gave_up(failures)
            if off is not None:
                return off
            count = workers or len(self._workers)
            self._finish_earlier(self._workers[:count], cancel, failures)  # may give up too
            off = self._gave_up(failures)
            if off is not None:
                return off
            waited_from = self.clock()
            if not self._wait_started(count, cancel, failures):  # may give up too
                off = self._gave_up(failures)
                if off is not None:
                    return off
                return SearchOutcome.of(None, tuple(failures), "cancelled while the search processes started")
            times = times.later(self.clock() - waited_from)  # the whole budget, from the workers' start
            chosen = self._workers[:count]
            targets = [w for w in chosen if len(w.jobs) < MAX_UNANSWERED]
            if not targets:  # cancelled while one was still finishing an earlier search
                return SearchOutcome.of(None, tuple(failures), "cancelled while the search processes were busy")
            per = None if iterations is None else max(1, -(-iterations // len(targets)))
            allowance = times.safety - times.start
            pending: set[_Worker] = set()
            for w in targets:
                try:
                    w.conn.send(("search", job, game, seat, per, times.search, seed * 7919 + w.index, params, reuse))
                except OSError:  # it died since the check: ``_check`` replaces it
                    w.lost = True
                    self._check(w, failures)
                    continue
                w.jobs[job] = _Job(self.clock(), allowance, cpu_wait(w.pid))
                pending.add(w)
            merged = self._collect(job, pending, times, cancel, failures)
            return SearchOutcome.of(merged, tuple(failures))

    def ready(self, workers: int | None = None) -> bool:
        """True when the first ``workers`` workers (all by default) have said they are
        ready.  Never waits: while a search runs, as that search last saw them."""
        chosen = self._workers[: workers or len(self._workers)]
        if self._lock.acquire(blocking=False):
            try:
                for w in chosen:
                    if w.ready_at is None:
                        self._receive(w, 0, [])
            finally:
                self._lock.release()
        return bool(chosen) and all(w.ready_at is not None for w in chosen)

    def wait_ready(self, workers: int | None = None, cancel: Any = None) -> list[str]:
        """Wait until the first ``workers`` workers (all by default) are ready,
        replacing those that fail (each failure is logged and returned); ends
        early on ``cancel`` or when the pool gives up."""
        with self._lock:
            failures: list[str] = []
            self._wait_started(workers or len(self._workers), cancel, failures)
            return failures

    def _wait_started(self, count: int, cancel: Any, failures: list[str]) -> bool:
        """Wait until the first ``count`` workers said they are ready.  A worker
        that dies or does not start in time (``_Worker.overdue``) is replaced
        and waited for in turn; False when cancelled or the pool gave up."""
        while True:
            if self.broken is not None:
                return False
            starting = [w for w in self._workers[:count] if w.ready_at is None]
            for w in starting:
                self._receive(w, 0, failures)
                self._check(w, failures)
            starting = [w for w in self._workers[:count] if w.ready_at is None]
            if not starting or self.broken is not None:
                return self.broken is None
            if cancel is not None and cancel.is_set():
                return False
            wait([w.conn for w in starting] + [w.proc.sentinel for w in starting], CANCEL_POLL)

    def _gave_up(self, failures: list[str]) -> SearchOutcome | None:
        """The answer of the pool if it has given up (``broken``), else None."""
        return None if self.broken is None else _search_off(self.broken, failures)

    def _collect(
        self, job: int, pending: set[_Worker], times: Deadlines, cancel: Any, failures: list[str]
    ) -> SearchResult | None:
        """Wait for the ``pending`` workers' answers to ``job`` and merge them; tell
        them to stop at ``times.stop`` or on ``cancel`` (after a cancel, wait for
        the started ones at most ``stop_wait`` seconds).  Replaces the workers that fail."""
        merged: SearchResult | None = None
        stopped = cancelled = False
        stopped_at = 0.0  # real time: the wait for answers after "stop" is about the pipe, not the budget
        while pending:
            for w in list(pending):
                answer = self._receive(w, job, failures)
                if answer is None:
                    if self._check(w, failures):
                        pending.discard(w)
                    continue
                pending.discard(w)
                if isinstance(answer, SearchResult):
                    if merged is None:
                        merged = answer
                    else:
                        merged.merge(answer)
            if not pending:
                break
            now = self.clock()
            cancelled = cancel is not None and cancel.is_set()
            if not stopped and (cancelled or (times.stop is not None and now >= times.stop)):
                for w in pending:
                    try:
                        w.conn.send(("stop", job))
                    except OSError:  # it died: found by ``_check`` on the next pass
                        w.lost = True
                stopped = True
                stopped_at = time.monotonic()
            if stopped and cancelled and time.monotonic() - stopped_at >= self.stop_wait:
                break  # answer without them
            timeout = CANCEL_POLL
            if times.stop is not None and not stopped:
                timeout = min(timeout, max(0.0, times.stop - now))
            wait([w.conn for w in pending] + [w.proc.sentinel for w in pending], timeout)
        return merged

    def _finish_earlier(self, chosen: list[_Worker], cancel: Any, failures: list[str]) -> None:
        """Wait for the answers of ``chosen`` workers still finishing an
        earlier search (told to stop, they answer as soon as the machine
        gives them the CPU): a new request then never queues behind an old
        one.  A worker still starting has no request (``_wait_started``); a hung one is
        replaced at its safety deadline (``_check``); cancel ends the wait."""
        while True:
            waiting = [w for w in chosen if w.jobs and w.ready_at is not None]
            if not waiting or (cancel is not None and cancel.is_set()):
                return
            for w in waiting:
                self._receive(w, 0, failures)
                self._check(w, failures)
            waiting = [w for w in chosen if w.jobs and w.ready_at is not None]  # a replaced one has none
            if not waiting:
                return
            wait([w.conn for w in waiting] + [w.proc.sentinel for w in waiting], CANCEL_POLL)

    def close(self) -> None:
        self._finalizer()


_SHARED: SearchPool | None = None


def shared_pool(workers: int) -> SearchPool:
    """The pool the analysis searches in (one for the whole process)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = SearchPool(workers)
    return _SHARED.ensure(workers)


def close_shared_pool() -> None:
    global _SHARED
    if _SHARED is not None:
        _SHARED.close()
        _SHARED = None
