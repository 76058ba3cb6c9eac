"""One cancellable job at a time off the GUI thread: the bots' decisions, the hint and the review.

``JobRunner.start(work, what)`` runs ``work(cancel)`` in a Python thread
(the search itself runs in the AI's worker processes); ``cancel`` is a
``threading.Event`` the job reads, as ``ai``'s bots and searches take it.
Each start gets a new ticket.  The job's result comes back to the GUI
thread as ``finished(ticket, result)``, and a failure as
``failed(ticket, message)`` (once, and the log says why), but only while
the ticket is still current: ``stop()`` or a newer ``start()`` make a
result already on its way stale, and it is dropped.

A cancelled job reports nothing, unless the runner keeps what a cancelled
job returns (``deliver_cancelled``: the review's result after a cancel
holds what was done).  See docs/architecture.md, "From a click to the
engine and back".
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot

log = logging.getLogger(__name__)

JOIN_TIMEOUT_S = 10.0  # how long stop() waits for a job that was asked to stop

Job = Callable[[threading.Event], object]


class JobFailed(Exception):
    """A job that ends without a result for a known reason: its message is reported as it is
    (no exception name before it) and logged without a traceback."""


def failure_message(exc: BaseException) -> str:
    """What the user is told of a job's failure."""
    if isinstance(exc, JobFailed):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


class JobRunner(QObject):
    """Runs one job at a time in a Python thread; see the module's docstring."""

    finished = Signal(int, object)  # ticket, the job's result (GUI thread, current ticket only)
    failed = Signal(int, str)  # ticket, what went wrong (GUI thread, current ticket only)
    # from the job's thread to the GUI thread, where the ticket is checked
    _done = Signal(int, object)
    _failure = Signal(int, str)

    def __init__(self, name: str, parent: QObject | None = None, *, deliver_cancelled: bool = False,
                 logger: logging.Logger | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.deliver_cancelled = deliver_cancelled
        self.log = logger or log
        self.ticket = 0
        self._thread: threading.Thread | None = None
        self._cancel: threading.Event | None = None
        self._done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._failure.connect(self._deliver_failure, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        """A job's thread is still running."""
        return self._thread is not None and self._thread.is_alive()

    def start(self, work: Job, what: str, thread_name: str | None = None) -> int:
        """Stop the job under way (its result is dropped), then run ``work(cancel)``; its ticket.
        ``what`` names the job in the log ("the hint search")."""
        self.stop()
        self.ticket += 1
        ticket = self.ticket
        cancel = threading.Event()
        self._cancel = cancel

        def run() -> None:
            try:
                result = work(cancel)
            except JobFailed as exc:
                self.log.warning("%s failed: %s", what, exc)
                self._report(ticket, cancel, failure_message(exc))
                return
            except Exception as exc:  # reported: logged with its traceback, and told once
                self.log.exception("%s failed", what)
                self._report(ticket, cancel, failure_message(exc))
                return
            if self.deliver_cancelled or not cancel.is_set():
                self._done.emit(ticket, result)

        self._thread = threading.Thread(target=run, name=thread_name or f"{self.name}-{ticket}", daemon=True)
        self._thread.start()
        return ticket

    def _report(self, ticket: int, cancel: threading.Event, message: str) -> None:
        if self.deliver_cancelled or not cancel.is_set():
            self._failure.emit(ticket, message)

    @Slot(int, object)
    def _deliver(self, ticket: int, result: object) -> None:
        if ticket == self.ticket:
            self.finished.emit(ticket, result)

    @Slot(int, str)
    def _deliver_failure(self, ticket: int, message: str) -> None:
        if ticket == self.ticket:
            self.failed.emit(ticket, message)

    def cancel(self) -> None:
        """Ask the job under way to stop (it reads its cancel event); do not wait for it."""
        if self._cancel is not None:
            self._cancel.set()

    def wait(self, timeout: float = JOIN_TIMEOUT_S) -> bool:
        """Wait for the job's thread to end; True when none is left."""
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                return False
            self._thread = None
        return True

    def stop(self, timeout: float = JOIN_TIMEOUT_S) -> bool:
        """Cancel the job under way, wait for its thread and drop any result still on its way;
        False when the thread did not end in time (it is forgotten: whatever it sends is stale)."""
        self.cancel()
        stopped = self.wait(timeout)
        self._thread = None
        self._cancel = None
        self.ticket += 1  # a result already queued is now stale
        return stopped


class JobClient(QObject):
    """Base of the objects whose work runs one job at a time on their own ``JobRunner``
    (``_job``): the bots' decisions, the hint and the review."""

    def __init__(self, thread_name: str, parent: QObject | None, logger: logging.Logger, *,
                 deliver_cancelled: bool = False) -> None:
        super().__init__(parent)
        self._job = JobRunner(thread_name, self, deliver_cancelled=deliver_cancelled, logger=logger)

    @property
    def ticket(self) -> int:
        """The current job's ticket: an answer with another one is stale."""
        return self._job.ticket

    @property
    def busy(self) -> bool:
        """A job's thread is still running."""
        return self._job.busy
