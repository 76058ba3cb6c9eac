"""``mor-arena … --cluster ADDRESS``: the games on a Dask distributed cluster.

``ADDRESS`` is a running scheduler's (``tcp://scheduler:8786``), or ``local:N``
to start a cluster of N worker processes here, listening on 127.0.0.1 only
(no dashboard).  The games are the same jobs the local pool plays
(``runner.GameRunner``), so the same seeds give the same results; they may
finish in any order, and ``runner.collect`` puts them back in order.  The
workers of a remote cluster must have this same version of the project
installed (its functions are sent by name).

Dask is the optional ``cluster`` extra (``pip install '.[cluster]'``);
without it ``DaskRunner`` raises ``ClusterUnavailable``, saying how to
install it, and the games are played on this machine as before.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .runner import (
    STOP_POLL_SECONDS,
    ClusterError,
    Finished,
    GameRunner,
    Job,
    LocalRunner,
    ProgressFn,
    no_progress,
    sigint_ignored,
    stop_signals_flagged,
)

log = logging.getLogger(__name__)

# ``--cluster local:N``
LOCAL_PREFIX = "local:"
MAX_LOCAL_WORKERS = 256
LOOPBACK = "127.0.0.1"  # a local cluster listens here only
# seconds to reach a cluster's scheduler before giving up
CONNECT_SECONDS = 30.0
INSTALL_HINT = "pip install '.[cluster]'"
# Dask's loggers in this process (the client's has a level of its own)
DASK_LOGGERS = ("distributed", "distributed.client")


@contextlib.contextmanager
def _logs_silenced(names: tuple[str, ...]) -> Iterator[None]:
    """The loggers ``names`` (and their children without a level of their own) say nothing while inside."""
    loggers = [logging.getLogger(name) for name in names]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.CRITICAL + 1)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


class ClusterUnavailable(ClusterError):
    """``--cluster`` without Dask installed."""


def parse_cluster(address: str) -> int | None:
    """The worker count of ``local:N``, None for a scheduler's address; ValueError if neither."""
    text = address.strip()
    if text.lower().startswith(LOCAL_PREFIX):
        count = text[len(LOCAL_PREFIX):]
        if not count.isdigit() or not 1 <= int(count) <= MAX_LOCAL_WORKERS:
            raise ValueError(f"--cluster local:N takes N from 1 to {MAX_LOCAL_WORKERS} worker processes, "
                             f"not {address!r}")
        return int(count)
    host = text.split("://", 1)[-1]
    if not text or any(c.isspace() for c in text) or ":" not in host:
        raise ValueError(f"--cluster takes a scheduler's address, e.g. tcp://scheduler:8786, or local:N, "
                         f"not {address!r}")
    return None


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError as exc:
        raise ClusterUnavailable(f"--cluster needs Dask, an optional extra: install it with {INSTALL_HINT} "
                                 f"(or pip install 'dask[distributed]'); without --cluster the games are played "
                                 f"on this machine ({exc})") from None
    return distributed


class DaskRunner(GameRunner):
    """A Dask distributed cluster: ``tcp://HOST:PORT`` of a running scheduler, or
    ``local:N`` worker processes started here on 127.0.0.1 (no dashboard).
    Connects on the first ``play``; ``close`` closes the client and a local cluster."""

    def __init__(self, address: str) -> None:
        self.address = address.strip()
        self.local_workers = parse_cluster(self.address)
        self._distributed = _import_distributed()
        self._client: Any = None
        self._cluster: Any = None

    def _connect(self) -> Any:
        if self._client is not None:
            return self._client
        dist = self._distributed
        try:
            if self.local_workers is not None:
                # workers are spawned ignoring Ctrl-C, as the local pool's are: this
                # process alone handles it and closes them
                with sigint_ignored():
                    self._cluster = dist.LocalCluster(
                        n_workers=self.local_workers, threads_per_worker=1, processes=True,
                        host=LOOPBACK, dashboard_address=None, worker_dashboard_address=None,
                        # the workers' logs stay quiet (a closing cluster's last heartbeats
                        # log tracebacks): a game's failure comes back with its result
                        silence_logs=logging.CRITICAL,
                        # no dashboard; the scheduler's own HTTP routes (health, metrics) on
                        # loopback and a free port, not 8787 (another cluster may hold it)
                        scheduler_kwargs={"dashboard": False, "dashboard_address": f"{LOOPBACK}:0"},
                    )
                    self._client = dist.Client(self._cluster, timeout=CONNECT_SECONDS)
            else:
                self._client = dist.Client(self.address, timeout=CONNECT_SECONDS)
        except (OSError, TimeoutError, ValueError) as exc:
            self.close()
            raise ClusterError(f"cannot reach the Dask cluster at {self.address}: {exc}") from None
        return self._client

    def play(self, fn: Callable[..., Any], jobs: Sequence[Job],
             progress: ProgressFn | None = None) -> Iterator[Finished]:
        tell = progress or no_progress
        client = self._connect()
        dist = self._distributed
        index: dict[Any, int] = {}
        for i, job in enumerate(jobs):
            index[client.submit(fn, *job, pure=False)] = i
        waiting = dist.as_completed(list(index))
        stop = threading.Event()
        done = 0
        try:
            with stop_signals_flagged(stop):
                while done < len(jobs):
                    if stop.is_set():
                        raise KeyboardInterrupt
                    batch = waiting.next_batch(block=False)
                    if not batch:
                        stop.wait(STOP_POLL_SECONDS)  # wakes at once on Ctrl-C
                        continue
                    for future in batch:
                        result = self._result(future)
                        done += 1
                        yield Finished(index.pop(future), result)
                        tell(done)
        finally:
            if index:  # interrupted, or a game failed: the others stop too
                client.cancel(list(index))

    def _result(self, future: Any) -> Any:
        try:
            return future.result()
        except ImportError as exc:
            raise ClusterError(f"the workers of the Dask cluster at {self.address} cannot run the games ({exc}): "
                               f"install this same version of the project on every worker ({INSTALL_HINT})") from None
        except self._distributed.KilledWorker as exc:
            raise ClusterError(f"a worker of the Dask cluster at {self.address} died playing a game: {exc}") from None

    def close(self) -> None:
        client, cluster = self._client, self._cluster
        self._client = self._cluster = None
        # a second Ctrl-C does not leave the local workers behind; and the local
        # scheduler, still running as the client goes, logs a traceback for every
        # message it can no longer send that client: noise, not news
        with sigint_ignored(), _logs_silenced(DASK_LOGGERS):
            for what in (client, cluster):
                if what is None:
                    continue
                try:
                    what.close()
                except Exception as exc:  # closing what may already be gone: say so, carry on
                    log.warning("closing the Dask %s: %s", type(what).__name__, exc)


def make_runner(jobs: int = 1, cluster: str | None = None) -> GameRunner:
    """The runner of ``--jobs`` and ``--cluster``: this machine's ``jobs`` processes,
    or the cluster at ``cluster`` (ValueError: a bad address; ClusterUnavailable:
    no Dask)."""
    if cluster is not None:
        return DaskRunner(cluster)
    return LocalRunner(jobs)
