"""``mor-arena bench search``: the speed of the MCTS search at
fixed iteration budgets, by player count.  Only what it reports is tested
here, never how fast: speed lives in the benchmark, not in timed tests."""

from __future__ import annotations

import json

import pytest

from ai.budget import decision_share
from lab.bench_compare import POSITIONS, position
from lab.cli import main


def test_bench_search_reports_iterations_per_second_by_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--iterations", "4", "--repeat", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["iterations"] == 4 and out["repeat"] == 1
    assert set(out["iterations_per_s"]) == {"1", "2", "3", "4", "all"}
    assert all(v > 0 for v in out["iterations_per_s"].values())


def test_bench_search_positions_are_main_decisions() -> None:
    for players, seed, decisions in POSITIONS:
        game = position(players, seed, decisions)
        assert game.n_players == players and not game.is_over
        assert decision_share(game) == 1.0 and len(game.legal_actions()) > 1


def test_bench_search_refuses_an_empty_budget(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--iterations", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
