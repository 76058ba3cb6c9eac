"""Runs ``ai.review.review`` off the GUI thread (a Python thread; the search
itself runs in the AI's worker process) and reports through Qt signals,
which Qt queues to the GUI thread."""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from core import Origin

log = logging.getLogger(__name__)


class ReviewWorker(QObject):
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
        super().__init__(parent)
        self.search_thread: threading.Thread | None = None
        self.cancel_event: threading.Event | None = None

    @property
    def busy(self) -> bool:
        return self.search_thread is not None and self.search_thread.is_alive()

    def start(self, origin: Origin, decisions: Sequence[str], seat: int, budget: str,
              annotations: dict[int, dict[str, Any]]) -> None:
        """Review ``seat``'s decisions; ``annotations`` is copied, never changed here."""
        if self.busy:
            raise RuntimeError("a review is already running")
        cancel = threading.Event()
        self.cancel_event = cancel
        notes = {int(k): dict(v) for k, v in annotations.items()}
        decisions = list(decisions)

        before = {i: id(v) for i, v in notes.items()}

        def report(done: int, total: int) -> None:
            for i, note in list(notes.items()):
                if before.get(i) != id(note):
                    before[i] = id(note)
                    self.noted.emit(i, dict(note))
            self.progress.emit(done, total)

        def work() -> None:
            from ai.review import review

            try:
                self._start_searchers(budget, cancel)
                result = review(origin, decisions, seat, budget, notes, cancel, report)
            except Exception as exc:  # reported: logged, and the window shows the message
                log.exception("the review of seat %d failed", seat + 1)
                self.failed.emit(f"{type(exc).__name__}: {exc}")
                return
            if cancel.is_set():
                result.cancelled = True
            self.finished.emit(result, notes)

        self.search_thread = threading.Thread(target=work, name="mor-review", daemon=True)
        self.search_thread.start()

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
        if self.cancel_event is not None:
            self.cancel_event.set()

    def wait(self, timeout: float = 30.0) -> bool:
        """Wait for the thread to end; True when none is left."""
        if self.search_thread is not None:
            self.search_thread.join(timeout)
            if self.search_thread.is_alive():
                return False
            self.search_thread = None
        return True

    def stop(self, timeout: float = 30.0) -> bool:
        self.cancel()
        return self.wait(timeout)
