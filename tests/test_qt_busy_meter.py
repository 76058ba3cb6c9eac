"""The GUI-thread meter of ``mor-arena bench ui``: a slice is the GUI
thread's CPU time between two waits of the event loop, measured on the
thread's own clock (here a fake one: no timing)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from mor_qt.busy_meter import BusyMeter


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_each_wait_closes_the_slice_of_work_done_since_the_last_one() -> None:
    clock = FakeClock()
    meter = BusyMeter(clock)
    meter.about_to_block()  # before start: nothing counted
    meter.start()
    clock.now += 0.002
    meter.about_to_block()
    clock.now += 0.030  # one long stretch of work (a rebuild, say)
    meter.about_to_block()
    meter.about_to_block()  # woke and went back to sleep with nothing to do
    clock.now += 0.001
    meter.stop()
    meter.about_to_block()  # after stop: nothing counted
    assert [round(s, 6) for s in meter.slices] == [0.002, 0.030, 0.0]
    assert round(meter.cpu_total, 6) == 0.033


def test_start_forgets_an_earlier_run() -> None:
    clock = FakeClock()
    meter = BusyMeter(clock)
    meter.start()
    clock.now += 1.0
    meter.about_to_block()
    meter.stop()
    meter.start()
    clock.now += 0.5
    meter.about_to_block()
    meter.stop()
    assert [round(s, 6) for s in meter.slices] == [0.5]
    assert round(meter.cpu_total, 6) == 0.5


def test_attached_to_the_real_event_loop_it_sees_its_passes(qtbot: QtBot) -> None:
    clock = FakeClock()
    meter = BusyMeter(clock)
    detach = meter.attach()
    meter.start()
    fired: list[int] = []

    def work() -> None:
        clock.now += 0.004
        fired.append(1)

    for _ in range(3):
        QTimer.singleShot(0, work)
    qtbot.waitUntil(lambda: len(fired) == 3)
    qtbot.wait(1)  # the loop waits again after the last one
    detach()
    meter.stop()
    assert meter.slices
    assert round(sum(meter.slices), 6) == round(0.004 * 3, 6)
    count = len(meter.slices)
    QTimer.singleShot(0, work)
    qtbot.waitUntil(lambda: len(fired) == 4)
    assert len(meter.slices) == count  # detached: no longer listening
