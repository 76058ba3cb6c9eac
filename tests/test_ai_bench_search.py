"""``mor-arena bench search``: the speed of the MCTS search at
fixed iteration budgets, by player count.  Only what it reports is tested
here, never how fast: speed lives in the benchmark, not in timed tests."""

from __future__ import annotations

import json

import pytest

from ai.budget import decision_share
from ai.mcts import Params
from lab.bench_compare import POSITIONS, position
from lab.cli import main


def test_bench_search_reports_iterations_per_second_by_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--iterations", "4", "--repeat", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["iterations"] == 4 and out["repeat"] == 1
    assert set(out["iterations_per_s"]) == {"1", "2", "3", "4", "all"}
    assert all(v > 0 for v in out["iterations_per_s"].values())


def test_bench_search_searches_with_the_params_it_is_given(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--params`` reaches every search (and is echoed); early stop stays off."""
    import lab.bench_search as bench

    seen: list[Params] = []
    real = bench.search

    def spy(*args: object, **kwargs: object) -> object:
        params = kwargs["params"]
        assert isinstance(params, Params)
        seen.append(params)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(bench, "search", spy)
    args = ["--iterations", "4", "--repeat", "1", "--json", "--params", '{"opp_reprice": 0}']
    assert main(["bench", "search", *args]) == 0
    assert json.loads(capsys.readouterr().out)["params"] == {"opp_reprice": 0}
    assert len(seen) == len(POSITIONS) and all(p.opp_reprice == 0 and not p.early_stop for p in seen)


def test_bench_search_refuses_bad_params(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--iterations", "4", "--params", '{"nope": 1}']) == 2
    assert "nope" in capsys.readouterr().err


def test_bench_search_positions_are_main_decisions() -> None:
    for players, seed, decisions in POSITIONS:
        game = position(players, seed, decisions)
        assert game.n_players == players and not game.is_over
        assert decision_share(game) == 1.0 and len(game.legal_actions()) > 1


def test_bench_search_refuses_an_empty_budget(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--iterations", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
