"""mor_qt.background.JobRunner: one cancellable job at a time off the GUI thread (the bots, the hint,
the review).  Deterministic: the tests wait on events and joins, and deliver queued signals with
processEvents once the job's thread has ended (its signals are queued by then)."""

from __future__ import annotations

import logging
import threading

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mor_qt.background import JobFailed, JobRunner

SAFETY_S = 30.0  # a generous bound on waits that end at once when the code is right


class Received:
    """What a runner delivered to the GUI thread."""

    def __init__(self, runner: JobRunner) -> None:
        self.finished: list[tuple[int, object]] = []
        self.failed: list[tuple[int, str]] = []
        runner.finished.connect(lambda ticket, result: self.finished.append((ticket, result)))
        runner.failed.connect(lambda ticket, message: self.failed.append((ticket, message)))


def deliver() -> None:
    """Run the GUI thread's queued signals (the job's thread has been joined: all are posted)."""
    QCoreApplication.processEvents()


def busy(runner: JobRunner) -> bool:
    """``runner.busy``, read through a call: mypy would keep an assert's narrowing of the property."""
    return runner.busy


@pytest.fixture
def runner(qapp: QApplication) -> JobRunner:
    return JobRunner("mor-test-job")


def test_a_result_comes_back_with_its_ticket(runner: JobRunner) -> None:
    got = Received(runner)
    ticket = runner.start(lambda _cancel: 42, "the test job")
    assert runner.wait(SAFETY_S)
    deliver()
    assert got.finished == [(ticket, 42)]
    assert got.failed == []


def test_a_stale_tickets_result_is_dropped(runner: JobRunner) -> None:
    got = Received(runner)
    first = runner.start(lambda _cancel: "old", "the first job")
    assert runner.wait(SAFETY_S)  # done: its result is queued, not yet delivered
    second = runner.start(lambda _cancel: "new", "the second job")
    assert runner.wait(SAFETY_S)
    deliver()
    assert second != first
    assert got.finished == [(second, "new")]


def test_a_stopped_jobs_result_is_dropped(runner: JobRunner) -> None:
    got = Received(runner)
    runner.start(lambda _cancel: "late", "the job")
    assert runner.wait(SAFETY_S)
    assert runner.stop(SAFETY_S)
    deliver()
    assert got.finished == []


def test_cancel_reaches_the_callable_and_a_cancelled_job_reports_nothing(runner: JobRunner) -> None:
    got = Received(runner)
    running = threading.Event()
    seen: list[bool] = []

    def work(cancel: threading.Event) -> str:
        running.set()
        seen.append(cancel.wait(SAFETY_S))
        return "cancelled"

    runner.start(work, "the job")
    assert running.wait(SAFETY_S)
    assert busy(runner)
    assert runner.stop(SAFETY_S)
    assert seen == [True]
    assert not busy(runner)
    deliver()
    assert got.finished == [] and got.failed == []


def test_a_new_start_cancels_the_job_under_way(runner: JobRunner) -> None:
    got = Received(runner)
    running = threading.Event()
    seen: list[bool] = []

    def slow(cancel: threading.Event) -> str:
        running.set()
        seen.append(cancel.wait(SAFETY_S))
        return "slow"

    runner.start(slow, "the slow job")
    assert running.wait(SAFETY_S)
    ticket = runner.start(lambda _cancel: "quick", "the quick job")
    assert seen == [True]  # start() waited for the slow job, which saw its cancel
    assert runner.wait(SAFETY_S)
    deliver()
    assert got.finished == [(ticket, "quick")]


def test_a_failing_job_is_reported_once_and_logged(runner: JobRunner, caplog: pytest.LogCaptureFixture) -> None:
    got = Received(runner)

    def work(_cancel: threading.Event) -> None:
        raise ValueError("boom")

    caplog.set_level(logging.WARNING, logger="mor_qt.background")
    ticket = runner.start(work, "the failing job")
    assert runner.wait(SAFETY_S)
    deliver()
    deliver()
    assert got.failed == [(ticket, "ValueError: boom")]
    assert got.finished == []
    logged = [r for r in caplog.records if "the failing job failed" in r.getMessage()]
    assert len(logged) == 1
    assert logged[0].exc_info is not None and "boom" in str(logged[0].exc_info[1])


def test_a_known_failure_is_told_in_its_own_words(runner: JobRunner, caplog: pytest.LogCaptureFixture) -> None:
    got = Received(runner)

    def work(_cancel: threading.Event) -> None:
        raise JobFailed("the search found nothing")

    caplog.set_level(logging.WARNING, logger="mor_qt.background")
    ticket = runner.start(work, "the hint search")
    assert runner.wait(SAFETY_S)
    deliver()
    assert got.failed == [(ticket, "the search found nothing")]
    ours = [r.getMessage() for r in caplog.records if r.name == "mor_qt.background"]  # not another test's thread
    assert ours == ["the hint search failed: the search found nothing"]


def test_a_failure_of_a_cancelled_job_is_logged_not_told(runner: JobRunner,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    got = Received(runner)
    running = threading.Event()

    def work(cancel: threading.Event) -> None:
        running.set()
        cancel.wait(SAFETY_S)
        raise RuntimeError("after the cancel")

    caplog.set_level(logging.WARNING, logger="mor_qt.background")
    runner.start(work, "the job")
    assert running.wait(SAFETY_S)
    assert runner.stop(SAFETY_S)
    deliver()
    assert got.failed == []
    assert any("the job failed" in r.getMessage() for r in caplog.records)


def test_a_runner_that_keeps_cancelled_results_delivers_them(qapp: QApplication) -> None:
    runner = JobRunner("mor-test-review", deliver_cancelled=True)
    got = Received(runner)
    running = threading.Event()

    def work(cancel: threading.Event) -> str:
        running.set()
        return "partial" if cancel.wait(SAFETY_S) else "whole"

    ticket = runner.start(work, "the review")
    assert running.wait(SAFETY_S)
    runner.cancel()
    assert runner.wait(SAFETY_S)
    deliver()
    assert got.finished == [(ticket, "partial")]


def test_stop_joins_the_thread_and_says_when_it_could_not(runner: JobRunner) -> None:
    running = threading.Event()
    release = threading.Event()
    ended = threading.Event()

    def stubborn(_cancel: threading.Event) -> None:  # ignores its cancel until released
        running.set()
        release.wait(SAFETY_S)
        ended.set()

    runner.start(stubborn, "the stubborn job", thread_name="mor-test-stubborn")
    assert running.wait(SAFETY_S)
    thread = next(t for t in threading.enumerate() if t.name == "mor-test-stubborn")
    assert thread.daemon
    runner.cancel()
    assert not runner.wait(0.0)  # still running: wait says so and keeps it
    assert busy(runner)
    release.set()
    assert runner.stop(SAFETY_S)
    assert ended.is_set() and not thread.is_alive() and not busy(runner)


def test_a_job_that_ignores_its_cancel_is_forgotten_by_stop(runner: JobRunner) -> None:
    got = Received(runner)
    running = threading.Event()
    release = threading.Event()

    def stubborn(_cancel: threading.Event) -> str:
        running.set()
        release.wait(SAFETY_S)
        return "too late"

    runner.start(stubborn, "the stubborn job", thread_name="mor-test-forgotten")
    assert running.wait(SAFETY_S)
    thread = next(t for t in threading.enumerate() if t.name == "mor-test-forgotten")
    assert not runner.stop(0.0)
    assert not busy(runner)  # forgotten: the next job may start
    release.set()
    thread.join(SAFETY_S)
    deliver()
    assert got.finished == []  # its result is stale
