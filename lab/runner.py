"""Where ``mor-arena`` plays its games: one runner for the arena, the ladder, the
strength table and the solo model's fit.

A *job* is a module-level function and its picklable arguments (``play_game``
and a seat list, say); ``GameRunner.play`` plays a list of them and yields each
result as it finishes, tagged with the job's index (``Finished``), calling
``progress(done)`` after each.  ``collect`` gathers them back in job order, so
the same seeds give the same figures however the games were spread.

- ``LocalRunner(jobs)``: one game after another in this process (``jobs`` 1, or
  a single game), else a process pool of ``jobs`` spawned workers.  The pool's
  workers are daemons (so a bot on two workers searches in-process there, see
  ``arena._inline``) and start ignoring Ctrl-C: only this process handles it.
- ``cluster.DaskRunner(address)``: the games on a Dask distributed cluster
  (``--cluster tcp://scheduler:8786`` or ``local:N``), see ``cluster.py``;
  ``cluster.make_runner`` picks the runner of ``--jobs`` and ``--cluster``.

Ctrl-C (and SIGTERM) during a pool's or a cluster's games only sets a flag
(``stop_signals_flagged``); the loop that waits for results sees it, stops the
workers (pool terminated, cluster futures cancelled) and raises
KeyboardInterrupt; ``collect`` turns it into ``RunInterrupted`` holding the
games finished so far.  In-process games are interrupted where they stand,
by Ctrl-C or SIGTERM alike (``sigterm_interrupts``).
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import signal
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Self

Job = tuple[Any, ...]  # one call's arguments
ProgressFn = Callable[[int], None]  # told the number of games finished

# how often the wait on a pool's or a cluster's games looks for a Ctrl-C
STOP_POLL_SECONDS = 0.1
# what stops a run of games: Ctrl-C, and a plain ``kill`` (SIGTERM)
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@dataclass(frozen=True, slots=True)
class Finished:
    """The result of the job at ``index`` of the list played."""

    index: int
    result: Any


class ClusterError(Exception):
    """A cluster cannot play the games (Dask missing, not reachable, its workers lack
    the code, …): the message says why, for the user."""


class RunInterrupted(KeyboardInterrupt):
    """Ctrl-C (or SIGTERM) stopped ``collect``: ``finished`` holds the games finished
    before, in job order (not necessarily the first ones), of ``total``."""

    def __init__(self, finished: list[Finished], total: int) -> None:
        super().__init__(f"interrupted after {len(finished)} of {total} games")
        self.finished = finished
        self.total = total


@contextlib.contextmanager
def sigint_ignored() -> Iterator[None]:
    """Processes started inside ignore Ctrl-C (the ignored disposition survives exec, and Python
    keeps it): only this process stops on it, and the pool's workers print no traceback."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@contextlib.contextmanager
def stop_signals_flagged(stop: threading.Event) -> Iterator[None]:
    """Ctrl-C and SIGTERM only set ``stop`` while inside, so either ends the run the
    same way: the workers are stopped and the games finished are reported.
    (A KeyboardInterrupt raised at any point of the pool's own code, inside its
    condition's lock, say, could leave that lock held and hang the pool's shutdown,
    so the loop that waits on the pool checks the flag instead.)"""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {}
    for sig in STOP_SIGNALS:
        if signal.getsignal(sig) != signal.SIG_IGN:  # a background job ignores Ctrl-C, as it should
            previous[sig] = signal.signal(sig, lambda _signum, _frame: stop.set())
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _interrupt(_signum: int, _frame: object) -> None:
    raise KeyboardInterrupt


@contextlib.contextmanager
def sigterm_interrupts() -> Iterator[None]:
    """SIGTERM raises KeyboardInterrupt while inside, as Ctrl-C does: an
    in-process run stops with the games finished so far, whether it was
    stopped by ``kill`` or by Ctrl-C (which a background job ignores).
    Without it a plain ``kill`` ended the process at once, and a run of
    hours printed nothing."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGTERM) == signal.SIG_IGN:
        yield
        return
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def no_progress(_done: int) -> None:
    """The progress callback of a run nobody watches."""


class GameRunner(ABC):
    """Plays lists of jobs; a context manager that releases its workers on exit."""

    # what the runner plays on, for messages and commands ("" for this machine's pool)
    address: str = ""

    @abstractmethod
    def play(self, fn: Callable[..., Any], jobs: Sequence[Job],
             progress: ProgressFn | None = None) -> Iterator[Finished]:
        """``fn(*job)`` for every job, each result as it finishes; ``progress(done)`` after each.
        Ctrl-C raises KeyboardInterrupt out of the iteration, the workers stopped."""

    def close(self) -> None:  # noqa: B027 - nothing to release by default
        """Release the workers (the runner cannot play afterwards)."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


def _call(task: tuple[Callable[..., Any], int, Job]) -> tuple[int, Any]:
    """A pool worker's side of a job: its index and its result."""
    fn, index, job = task
    return index, fn(*job)


class LocalRunner(GameRunner):
    """This machine: in-process for one job or ``jobs`` 1, else a pool of ``jobs`` processes."""

    def __init__(self, jobs: int = 1) -> None:
        self.jobs = max(1, jobs)

    def play(self, fn: Callable[..., Any], jobs: Sequence[Job],
             progress: ProgressFn | None = None) -> Iterator[Finished]:
        tell = progress or no_progress
        if self.jobs <= 1 or len(jobs) <= 1:
            with sigterm_interrupts():
                for i, job in enumerate(jobs):
                    result = fn(*job)
                    yield Finished(i, result)
                    tell(i + 1)
            return
        with sigint_ignored():
            pool = mp.get_context("spawn").Pool(min(self.jobs, len(jobs)))
        stop = threading.Event()
        try:
            with stop_signals_flagged(stop):
                results = pool.imap_unordered(_call, [(fn, i, job) for i, job in enumerate(jobs)], chunksize=1)
                done = 0
                while done < len(jobs):
                    if stop.is_set():
                        raise KeyboardInterrupt
                    try:
                        index, result = results.next(timeout=STOP_POLL_SECONDS)
                    except mp.TimeoutError:
                        continue
                    done += 1
                    yield Finished(index, result)
                    tell(done)
        finally:
            pool.terminate()
            pool.join()


def collect(runner: GameRunner, fn: Callable[..., Any], jobs: Sequence[Job],
            progress: ProgressFn | None = None, on_result: Callable[[Finished], None] | None = None) -> list[Any]:
    """Every job's result in job order; Ctrl-C raises RunInterrupted with those finished.
    ``on_result`` sees each as it finishes, before ``progress`` is told."""
    finished: list[Finished] = []
    try:
        for item in runner.play(fn, jobs, progress):
            finished.append(item)
            if on_result is not None:
                on_result(item)
    except KeyboardInterrupt:
        raise RunInterrupted(sorted(finished, key=lambda f: f.index), len(jobs)) from None
    finished.sort(key=lambda f: f.index)
    return [f.result for f in finished]
