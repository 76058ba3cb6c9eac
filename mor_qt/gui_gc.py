"""Python's cyclic garbage collector runs only in the GUI thread.

A window, a dialog or any Qt object that Python owns and that sits in a
reference cycle (a signal connected to a lambda that names the window, a
board item holding a bound method...) is freed by the cyclic collector, and
that collector runs in whichever thread happens to allocate when a threshold
is passed: a bot's thread, the autosave writer, a hint search. A widget
deleted from a thread that does not own it cannot stop its timers; Qt later
fires one on freed memory and the program crashes
(``QTimerInfoList::activateTimers`` -> ``notifyInternal2`` on a freed receiver:
seen in the test suite, once in ten runs of the Qt tests).

So the app switches automatic collection off and collects from a timer in
the GUI thread instead, with Python's own thresholds (the youngest
generation when it is due, older ones as rarely as Python would). Search
workers are separate (spawned) processes with their own collector, untouched.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

__all__ = ["COLLECT_EVERY_MS", "GuiThreadCollector", "install"]

COLLECT_EVERY_MS = 200  # how often the GUI thread looks at the collector's counts
GENERATIONS = 3

_collector: GuiThreadCollector | None = None


class GuiThreadCollector(QObject):
    """Collects garbage in the GUI thread, on a timer, when Python would have."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.collections = [0] * GENERATIONS  # collections made, by generation
        self._timer = QTimer(self)
        self._timer.setInterval(COLLECT_EVERY_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count passed its threshold (as
        Python's automatic collector chooses); returns the objects found unreachable."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = [g for g in range(GENERATIONS) if thresholds[g] and counts[g] > thresholds[g]]
        if not due:
            return 0
        generation = max(due)
        self.collections[generation] += 1
        return gc.collect(generation)


def install(app: QCoreApplication) -> GuiThreadCollector:
    """Switch automatic collection off and collect in ``app``'s (the GUI)
    thread from now on; once per process (later calls return the same collector)."""
    global _collector
    if _collector is None:
        _collector = GuiThreadCollector(app)
    gc.disable()
    return _collector
