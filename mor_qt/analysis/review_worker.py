"""Runs ``ai.review.review`` off the GUI thread (``mor_qt.background``; the
search itself runs in the AI's worker process) and reports through Qt
signals, which Qt queues to the GUI thread."""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from core import Origin

from ..background import JobClient

log = logging.getLogger(__name__)

REVIEW_JOIN_TIMEOUT_S = 30.0  # a review stops between two searches: it may take longer than a bot's turn


class ReviewWorker(JobClient):
    """One review at a time.  ``starting()`` when the search processes must
    start first (the first review of a session: seconds on a busy machine; the
    review waits for them, nothing fails), ``started()`` when they are ready,
    ``progress(done, total)`` after each decision,
    ``noted(index, annotation)`` for each one computed (not for reused ones),
    ``finished(result, annotations)`` at the end (also after a cancel: the
    result says ``cancelled`` and holds what was done), ``failed(message)``."""

    starting = Signal()
    started = Signal()
    progress = Signal(int, int)
    noted = Signal(int, object)  # decision index, its new annotation (a copy)
    finished = Signal(object, object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        # a cancelled review still reports what it did (``finished``, its result says ``cancelled``)
        super().__init__("mor-review", parent, log, deliver_cancelled=True)
        self._job.finished.connect(self._finished)
        self._job.failed.connect(self._failed)

    def start(self, origin: Origin, decisions: Sequence[str], seat: int, budget: str,
              annotations: dict[int, dict[str, Any]]) -> None:
        """Review ``seat``'s decisions; ``annotations`` is copied, never changed here."""
        if self.busy:
            raise RuntimeError("a review is already running")
        notes = {int(k): dict(v) for k, v in annotations.items()}
        decisions = list(decisions)

        before = {i: id(v) for i, v in notes.items()}

        def report(done: int, total: int) -> None:
            for i, note in list(notes.items()):
                if before.get(i) != id(note):
                    before[i] = id(note)
                    self.noted.emit(i, dict(note))
            self.progress.emit(done, total)

        def work(cancel: threading.Event) -> tuple[Any, dict[int, dict[str, Any]]]:
            from ai.review import review

            self._start_searchers(budget, cancel)
            result = review(origin, decisions, seat, budget, notes, cancel, report)
            if cancel.is_set():
                result.cancelled = True
            return result, notes

        self._job.start(work, f"the review of seat {seat + 1}", thread_name="mor-review")

    def _finished(self, _ticket: int, done: tuple[Any, dict[int, dict[str, Any]]]) -> None:
        result, notes = done
        self.finished.emit(result, notes)

    def _failed(self, _ticket: int, message: str) -> None:
        self.failed.emit(message)

    def _start_searchers(self, budget: str, cancel: threading.Event) -> None:
        """Wait for the analysis's search processes to be up (``starting`` first when
        they are not yet): a review never takes "still starting" for a failed search."""
        from ai.budget import parse_budget
        from ai.worker import shared_pool

        workers = parse_budget(budget).workers
        pool = shared_pool(workers)
        if not pool.ready(workers):
            self.starting.emit()
            for failure in pool.wait_ready(workers, cancel):  # each one logged by the pool too
                log.warning("a search process of the review failed while starting: %s", failure)
        self.started.emit()

    def cancel(self) -> None:
        """Ask the review to stop (between two searches; the search under way stops early)."""
        self._job.cancel()

    def wait(self, timeout: float = REVIEW_JOIN_TIMEOUT_S) -> bool:
        """Wait for the thread to end; True when none is left."""
        return self._job.wait(timeout)

    def stop(self, timeout: float = REVIEW_JOIN_TIMEOUT_S) -> bool:
        """Cancel and wait; what the review did still arrives (``finished``, cancelled)."""
        self.cancel()
        return self.wait(timeout)
