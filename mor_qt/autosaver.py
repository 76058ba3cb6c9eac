"""Autosave after every decision without stalling the window.

Packing a long game takes well under a millisecond, but writing it safely
(temp file, fsync, rename, fsync of the folder) takes ~16 ms on this machine
(`mor-arena bench saves`).  The controller hands each
decision's game (a cheap ``clone()``) to one writer thread; when several
decisions come faster than the disk, only the newest is written.  Clearing the
autosave (game over) goes through the same queue, so a late write can never
bring a finished game back.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from core import Game, autosave, clear_autosave

from .file_errors import file_error_text

log = logging.getLogger(__name__)

FLUSH_SECONDS = 10.0


class Autosaver:
    """One writer thread; ``save`` and ``clear`` are queued, newest wins."""

    def __init__(self, on_error: Callable[[str], None]) -> None:
        self._on_error = on_error
        self._lock = threading.Condition()
        self._job: tuple[str, Game | None, Any] | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self.writes = 0  # files written (for tests and figures)

    def save(self, game: Game, seats: Any) -> None:
        """Queue an autosave of ``game`` (pass a copy: it is read in the thread)."""
        self._queue(("save", game, seats))

    def clear(self) -> None:
        """Queue the removal of the autosave (the game is over)."""
        self._queue(("clear", None, None))

    def _queue(self, job: tuple[str, Game | None, Any]) -> None:
        with self._lock:
            self._job = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="mor-autosave", daemon=True)
                self._busy = True
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Wait until everything queued is written; False on timeout."""
        with self._lock:
            return self._lock.wait_for(lambda: self._job is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                job = self._job
                self._job = None
                if job is None:
                    self._busy = False
                    self._thread = None
                    self._lock.notify_all()
                    return
            self._do(job)

    def _do(self, job: tuple[str, Game | None, Any]) -> None:
        kind, game, seats = job
        try:
            if kind == "save" and game is not None:
                autosave(game, seats)
                self.writes += 1
            elif kind == "clear":
                clear_autosave()
        except Exception as exc:  # never lose the game over an autosave problem: say it
            log.warning("autosave failed: %s", exc)
            self._on_error(file_error_text(exc))  # rendered here: a signal carries plain text
