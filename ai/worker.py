"""Search worker processes.

The app calls ``Bot.choose`` from a Python thread; a pure-Python search in
that thread would stall the GUI (the GIL, garbage collection of big trees),
so the search runs in ``spawn``ed worker processes.  ``SearchPool`` keeps
1–2 of them alive for a bot, sends each a search request (a determinized
game — never the real hidden state — the seat, an iteration budget and/or a
monotonic deadline, a seed) and merges their root statistics (root
parallelism).  Any message to a busy worker means "stop now".
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import multiprocessing as mp
import time
import weakref
from multiprocessing.connection import Connection, wait
from typing import Any

from core import Game

from .mcts import Params, SearchResult, TreeMemo, search

_CTX = mp.get_context("spawn")
_POLL = 0.01


def _worker_main(conn: Connection) -> None:
    """Loop of one worker process: search requests until 'quit'.  It keeps
    its last search tree and the game searched, for the turn's next
    decision to grow (``reuse``: the decisions applied since)."""
    memo = TreeMemo()
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg[0] == "quit":
            return
        if msg[0] != "search":
            continue  # a stale 'stop'
        _, job, game, seat, iterations, deadline, seed, params, reuse = msg
        root = memo.root(reuse)
        try:
            result: Any = search(game, seat, iterations, deadline, conn.poll, seed, params, root)
            memo.keep(root, game)
        except Exception as exc:  # a bug must not kill the worker silently
            result = f"search failed: {exc!r}"
        try:
            conn.send(("result", job, result))
        except (EOFError, OSError):
            return


def _shutdown(procs: list[Any], conns: list[Connection]) -> None:
    for conn in conns:
        with contextlib.suppress(Exception):
            conn.send(("quit",))
    for proc in procs:
        proc.join(timeout=1.0)
        if proc.is_alive():
            proc.terminate()
            proc.join(timeout=1.0)
        if proc.is_alive():
            proc.kill()
            proc.join(timeout=1.0)
    for conn in conns:
        with contextlib.suppress(Exception):
            conn.close()
    procs.clear()
    conns.clear()


class SearchPool:
    """``workers`` search processes, started at once (they import in the
    background while the caller goes on) and stopped by ``close()``, garbage
    collection or interpreter exit."""

    _jobs = itertools.count(1)

    def __init__(self, workers: int = 1) -> None:
        self.procs: list[Any] = []
        self.conns: list[Connection] = []
        for _ in range(workers):
            parent, child = _CTX.Pipe()
            proc = _CTX.Process(target=_worker_main, args=(child,), daemon=True, name="mor-search")
            proc.start()
            child.close()
            self.procs.append(proc)
            self.conns.append(parent)
        self._finalizer = weakref.finalize(self, _shutdown, self.procs, self.conns)
        atexit.register(self._finalizer)

    @property
    def size(self) -> int:
        return len(self.conns)

    def pids(self) -> list[int]:
        return [p.pid for p in self.procs if p.pid is not None]

    def alive(self) -> bool:
        return bool(self.procs) and all(p.is_alive() for p in self.procs)

    def run(
        self,
        game: Game,
        seat: int,
        iterations: int | None,
        deadline: float | None,
        cancel: Any,
        seed: int,
        params: Params | None = None,
        hard_deadline: float | None = None,
        reuse: tuple[Any, ...] | None = None,
    ) -> SearchResult | None:
        """Search on every worker (iterations split between them) and merge.
        ``reuse``: the decisions applied since this pool's last search, to
        grow that search's tree from where they lead (``mcts.descend``).

        Returns None when nothing came back in time (the caller falls back to
        the greedy decision).  ``cancel.is_set()`` stops the workers; their
        best-so-far statistics still come back within a few ms."""
        if not self.alive():
            return None
        job = next(self._jobs)
        k = len(self.conns)
        per = None if iterations is None else max(1, -(-iterations // k))
        for i, conn in enumerate(self.conns):
            conn.send(("search", job, game, seat, per, deadline, seed * 7919 + i, params, reuse))
        pending = set(range(k))
        merged: SearchResult | None = None
        stopped = False
        stop_at: float | None = None
        while pending:
            ready = wait([self.conns[i] for i in pending], timeout=_POLL)
            for conn in ready:
                i = self.conns.index(conn)  # type: ignore[arg-type]
                try:
                    msg = conn.recv()  # type: ignore[union-attr]
                except (EOFError, OSError):
                    pending.discard(i)
                    continue
                if msg[0] == "result" and msg[1] == job:
                    pending.discard(i)
                    if isinstance(msg[2], SearchResult):
                        if merged is None:
                            merged = msg[2]
                        else:
                            merged.merge(msg[2])
            if not pending:
                break
            now = time.monotonic()
            if not stopped and (
                (cancel is not None and cancel.is_set()) or (hard_deadline is not None and now >= hard_deadline)
            ):
                for i in pending:
                    with contextlib.suppress(Exception):
                        self.conns[i].send(("stop", job))
                stopped = True
                stop_at = now
            if stopped and stop_at is not None and now - stop_at > 0.06:
                break  # a worker still booting: answer without it
            if not self.alive():
                break
        return merged

    def close(self) -> None:
        self._finalizer()
