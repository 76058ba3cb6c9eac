"""``mor-arena bench engine``: the figures it prints, among them what the undo
record costs, measured on the same games played with and without it in turn."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

import pytest

from lab.bench_compare import random_game
from lab.bench_engine import decisions_per_second_with_and_without_undo, run


def test_the_same_seeded_game_is_played_with_and_without_the_undo_record() -> None:
    kept, n = random_game(2, 5)
    bare, m = random_game(2, 5, undo=False)
    assert n == m and kept.state_hash() == bare.state_hash()
    assert kept.why_no_undo() != bare.why_no_undo()  # only the first keeps a record


def test_both_speeds_come_from_games_played_in_turn() -> None:
    with_undo, without_undo = decisions_per_second_with_and_without_undo(0.05, 3)
    assert with_undo > 0 and without_undo > 0


def test_the_json_names_the_undo_record_s_cost(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(argparse.Namespace(seconds=0.1, seed=1, json=True)) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"decisions_per_s", "decisions_per_s_no_undo", "undo_cost", "clone_us", "games_per_s"} <= set(result)
    assert result["undo_cost"] == pytest.approx(1 - result["decisions_per_s"] / result["decisions_per_s_no_undo"],
                                                abs=0.002)


def test_bench_compare_imports_only_core_ai_and_the_standard_library() -> None:
    """It is run by path inside an older checkout, whose ``lab`` may lack what this one has:
    ``bench_engine`` and ``bench_search`` import from it, never the other way round."""
    import ast
    import sys
    from pathlib import Path

    import lab.bench_compare

    tree = ast.parse(Path(lab.bench_compare.__file__).read_text(encoding="utf-8"))
    roots = {alias.name.partition(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
             for alias in node.names}
    roots |= {(node.module or "").partition(".")[0] for node in ast.walk(tree)
              if isinstance(node, ast.ImportFrom) and node.level == 0}
    ours = {r for r in roots if r not in sys.stdlib_module_names}
    assert ours == {"ai", "core"}, ours
    assert not any(isinstance(node, ast.ImportFrom) and node.level for node in ast.walk(tree))


def test_bench_compare_reads_its_command_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``search`` measures the searches alone; ``--help`` and a stray argument measure nothing
    (a mistyped argument used to start the whole two-minute benchmark)."""
    import lab.bench_compare as bench

    ran: list[str] = []

    def measured(part: str, result: dict[str, float]) -> Callable[[], dict[str, float]]:
        def measure() -> dict[str, float]:
            ran.append(part)
            return result
        return measure

    monkeypatch.setattr(bench, "engine", measured("engine", {"decisions_per_s": 1.0}))
    monkeypatch.setattr(bench, "searches", measured("searches", {"iterations_per_s": 2.0}))
    for argv in (["--help"], ["serach"]):
        with pytest.raises(SystemExit):
            bench.main(argv)
    assert ran == []
    capsys.readouterr()
    assert bench.main(["search"]) == 0
    assert ran == ["searches"]
    assert json.loads(capsys.readouterr().out) == {"iterations_per_s": 2.0}
    assert bench.main([]) == 0
    assert ran == ["searches", "engine", "searches"]
    assert json.loads(capsys.readouterr().out) == {"decisions_per_s": 1.0, "iterations_per_s": 2.0}
