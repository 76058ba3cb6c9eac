"""How long the GUI thread works between two passes of its event loop.

The event dispatcher says when the loop is about to wait for events again
(``aboutToBlock``).  Waiting costs no CPU, so the GUI thread's CPU time
between two such moments is one *slice* of work — slots, painting, layouts,
garbage collection — during which the window could not answer, and no timer
could fire, however idle the machine.  ``BusyMeter`` records each slice's
thread CPU time (``time.thread_time``: what the GUI thread itself spent,
nearly independent of how loaded the machine is: wall-clock lateness is
not).  ``mor-arena bench ui`` reports them per bot decision.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QAbstractEventDispatcher


class BusyMeter:
    """Slices of GUI-thread work.  ``cpu`` is the GUI thread's CPU clock
    (seconds); tests pass their own."""

    def __init__(self, cpu: Callable[[], float] = time.thread_time) -> None:
        self.cpu = cpu
        self.slices: list[float] = []
        self._last: float | None = None
        self._start = 0.0
        self.cpu_total = 0.0  # from start to stop, inside slices or not

    def start(self) -> None:
        """Count from now."""
        self.slices.clear()
        self._start = self._last = self.cpu()
        self.cpu_total = 0.0

    def stop(self) -> None:
        now = self.cpu()
        self.cpu_total = now - self._start
        self._last = None

    def about_to_block(self) -> None:
        """The loop is about to wait: the work since its last wait is a slice."""
        if self._last is None:  # not started
            return
        now = self.cpu()
        self.slices.append(now - self._last)
        self._last = now

    def attach(self) -> Callable[[], None]:
        """Listen to the GUI thread's event dispatcher; returns the detach."""
        # None in a thread with no event loop, though the stubs do not say so
        dispatcher: QAbstractEventDispatcher | None = QAbstractEventDispatcher.instance()
        if dispatcher is None:
            return lambda: None
        dispatcher.aboutToBlock.connect(self.about_to_block)

        def detach() -> None:
            dispatcher.aboutToBlock.disconnect(self.about_to_block)

        return detach
