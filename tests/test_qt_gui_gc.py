"""Python's cyclic garbage collector runs only in the GUI thread
(``mor_qt/gui_gc.py``): a Qt object in a reference cycle, dropped by the
GUI thread, is not freed by another thread's allocations (which would delete
it, timers and all, from a thread that does not own it: the crash seen in
``QTimerInfoList::activateTimers``), but by the GUI thread's collector."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mor_qt import gui_gc
from mor_qt.application import application

ALLOCATIONS = 200_000  # container objects a thread makes: far past every collection threshold


class _Cyclic(QObject):
    """A Python-owned Qt object with a running timer, kept alive only by a cycle."""

    def __init__(self) -> None:
        super().__init__()
        self.me = self
        self.timer = QTimer(self)
        self.timer.start(60_000)


def _allocate_in_a_thread() -> None:
    def churn() -> None:
        junk = [[i] for i in range(ALLOCATIONS)]
        del junk

    worker = threading.Thread(target=churn, name="churn")
    worker.start()
    worker.join()


def test_a_dropped_qt_cycle_is_freed_by_the_gui_thread_not_by_a_busy_thread(qtbot: QtBot) -> None:
    assert application() is not None and not gc.isenabled()
    destroyed_in: list[int] = []
    obj = _Cyclic()
    obj.destroyed.connect(lambda: destroyed_in.append(threading.get_ident()),
                          Qt.ConnectionType.DirectConnection)
    ref = weakref.ref(obj)
    del obj
    assert ref() is not None  # only the cycle holds it
    _allocate_in_a_thread()
    assert ref() is not None, "another thread's allocations freed a Qt object of the GUI thread"
    gc.collect()  # what the GUI thread's collector does when a generation is due
    assert ref() is None and destroyed_in == [threading.get_ident()]


def test_the_gui_thread_collects_from_its_timer_once_python_would(qtbot: QtBot) -> None:
    collector = gui_gc.install(application())
    gc.collect()
    before = sum(collector.collections)
    alive = [[i] for i in range(gc.get_threshold()[0] * 2)]  # the youngest generation is due
    qtbot.waitUntil(lambda: sum(collector.collections) > before, timeout=10_000)
    assert len(alive) > gc.get_threshold()[0]


def test_the_collector_collects_the_generation_python_would(qapp: QApplication) -> None:
    collector = gui_gc.install(qapp)
    assert gui_gc.install(qapp) is collector and not gc.isenabled()
    gc.collect()
    assert collector.collect_due() == 0  # nothing is due right after a full collection
    before = list(collector.collections)
    cycles = []
    for _ in range(gc.get_threshold()[0] + 1):
        item: list[object] = []
        item.append(item)
        cycles.append(item)
    del cycles, item
    found = collector.collect_due()
    assert found > gc.get_threshold()[0]  # the cycles made above, all unreachable now
    assert collector.collections[0] == before[0] + 1
