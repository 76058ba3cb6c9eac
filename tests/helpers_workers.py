"""A search worker that starts only when the test says so: the deterministic
double of a spawned worker still importing the engine on a busy machine."""

from __future__ import annotations

import functools
import multiprocessing
from typing import Any

import pytest

GATE_LIMIT = 120.0  # seconds a gated worker waits at most (only a test that never opens its gate)


def gated_worker_main(gate: Any, conn: Any) -> None:
    """A search worker that says it is ready only once ``gate`` (a multiprocessing event) is set
    (the engine is imported first: once the gate opens it is ready at once)."""
    from ai.worker import _worker_main

    gate.wait(GATE_LIMIT)
    _worker_main(conn)


def gate_workers(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Search workers started from now on (until ``monkeypatch`` is undone) wait for the
    returned event: ``gate.set()`` lets them start."""
    import ai.worker as worker_mod

    gate = multiprocessing.get_context("spawn").Event()
    monkeypatch.setattr(worker_mod, "_worker_main", functools.partial(gated_worker_main, gate))
    return gate
