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


class SearchStatus(Enum):
    """``OK``: statistics of at least one iteration.  ``FAILED``: the search
    machinery failed (see ``SearchOutcome.reason``).  ``EMPTY``: nothing went
    wrong but no iteration was done (cancelled at once, or the workers were
    still starting when the time was up)."""

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
