"""Seeded searches replay identically: the root statistics of
every case in ``fixtures/search_golden.json`` (visits, values and
availability per decision, the value/VP/win sums, the decision chosen),
written by ``fixtures/make_search_golden.py`` from the code before
``search`` was split, are recomputed with the current code."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest

_PATH = Path(__file__).parent / "fixtures" / "make_search_golden.py"
_spec = importlib.util.spec_from_file_location("make_search_golden", _PATH)
assert _spec is not None and _spec.loader is not None
golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(golden)

EXPECTED: dict[str, Any] = json.loads(golden.GOLDEN.read_text(encoding="utf-8"))


def _roundtrip(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` as the fixture stores it (JSON: tuples become lists)."""
    result: dict[str, Any] = json.loads(json.dumps(data))
    return result


def test_the_fixture_covers_every_case() -> None:
    names = set(golden.CASES) | set(golden.REUSE_CASES) | {"2p_root_actions"}
    assert set(EXPECTED) == names
    players = {golden.CASES[n][0] for n in golden.CASES}
    assert players == {1, 2, 3, 4}
    # the reuse cases really grew a tree for a later decision
    for name in golden.REUSE_CASES:
        searches = EXPECTED[name]["searches"]
        assert len(searches) >= 2 and searches[1]["reused_visits"] > 0


@pytest.mark.parametrize("name", sorted(golden.CASES))
def test_a_seeded_search_replays_identically(name: str) -> None:
    assert _roundtrip(golden.run_case(name)) == EXPECTED[name]


def test_a_search_under_the_no_progress_rule_replays_identically() -> None:
    got = _roundtrip(golden.run_root_actions_case())
    assert got == EXPECTED["2p_root_actions"]
    assert set(got["stats"]) <= set(got["allowed"])


@pytest.mark.parametrize("name", sorted(golden.REUSE_CASES))
def test_a_search_on_a_grown_tree_replays_identically(name: str) -> None:
    assert _roundtrip(golden.run_reuse_case(name)) == EXPECTED[name]
