"""What became of one search: a result, a failure, or nothing to go on.

Every search (``bots.run_search``, ``worker.SearchPool.run``) answers with a
``SearchOutcome`` so that callers — the bot's ``choose``, the analysis, the
review, the arena — cannot mistake a placeholder for a result: only an
``OK`` outcome carries statistics.  ``failures`` lists what went wrong with
the search machinery during this search (a worker that died, hung or raised)
even when another worker still gave a usable result; the app tells the user
about those once, the log keeps each one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .mcts import SearchResult

# How each failure reason starts (``worker.SearchPool`` writes them).
NOT_STARTED_WORDS = "the search process could not be started"
START_STOPPED_WORDS = "the search process stopped while starting"
START_TIMEOUT_WORDS = "the search process did not start"
STOPPED_WORDS = "the search process stopped unexpectedly"
HUNG_WORDS = "the search process stopped answering"
RAISED_WORDS = "the search raised"
OFF_WORDS = "the search is off: "


class FailureKind(Enum):
    """What a failure reason says happened: ``NOT_STARTED`` (a worker could not
    start, or ended or hung while starting), ``STOPPED`` (a worker that had
    started died or stopped answering: killed, crashed, hung), ``RAISED``
    (the search itself raised), ``OFF`` (the pool gave up after failures in a
    row: the bots play without search from then on), ``OTHER``."""

    NOT_STARTED = "not started"
    STOPPED = "stopped"
    RAISED = "raised"
    OFF = "off"
    OTHER = "other"


_KINDS: tuple[tuple[str, FailureKind], ...] = (
    (OFF_WORDS, FailureKind.OFF),
    (NOT_STARTED_WORDS, FailureKind.NOT_STARTED),
    (START_STOPPED_WORDS, FailureKind.NOT_STARTED),
    (START_TIMEOUT_WORDS, FailureKind.NOT_STARTED),
    (STOPPED_WORDS, FailureKind.STOPPED),
    (HUNG_WORDS, FailureKind.STOPPED),
    (RAISED_WORDS, FailureKind.RAISED),
)


def failure_kind(reason: str) -> FailureKind:
    """What the failure ``reason`` (one of a ``SearchOutcome``'s) says happened."""
    for words, kind in _KINDS:
        if reason.startswith(words):
            return kind
    return FailureKind.OTHER


class SearchStatus(Enum):
    """``OK``: statistics of at least one iteration.  ``FAILED``: the search
    machinery failed (see ``SearchOutcome.reason``).  ``EMPTY``: nothing went
    wrong but no iteration was done (cancelled before the search could
    start or answer)."""

    OK = "ok"
    FAILED = "failed"
    EMPTY = "empty"


@dataclass(frozen=True, slots=True)
class SearchOutcome:
    status: SearchStatus
    result: SearchResult | None = None
    reason: str = ""
    failures: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.status is SearchStatus.OK

    @property
    def iterations(self) -> int:
        return self.result.iterations if self.result is not None else 0

    @staticmethod
    def of(result: SearchResult | None, failures: tuple[str, ...] = (), empty_reason: str = "") -> SearchOutcome:
        """The outcome of ``result`` (merged statistics, possibly None) given
        the ``failures`` seen while getting it."""
        if result is not None and result.iterations > 0:
            return SearchOutcome(SearchStatus.OK, result, "", failures)
        if failures:
            return SearchOutcome(SearchStatus.FAILED, None, failures[-1], failures)
        return SearchOutcome(SearchStatus.EMPTY, None, empty_reason or "no search iteration was done")
