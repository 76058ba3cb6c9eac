"""``mor-arena match`` / ``solo``: seat rotation, intervals, determinism, JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai.stats import wilson
from lab.arena import bot_keys, match, solo
from lab.cli import main


def test_wilson_interval_contains_the_rate_and_narrows_with_more_games() -> None:
    lo, hi = wilson(5, 10)
    assert lo < 0.5 < hi
    assert hi - 0.5 == pytest.approx(0.5 - lo)  # symmetric at one half
    lo2, hi2 = wilson(50, 100)
    assert hi2 - lo2 < hi - lo
    assert wilson(0, 10)[0] == 0.0 and 0 < wilson(0, 10)[1] < 0.5
    assert wilson(10, 10)[1] == 1.0 and 0.5 < wilson(10, 10)[0] < 1
    assert wilson(0, 0) == (0.0, 1.0)
    # the textbook value: 95% Wilson interval of 5/10 is 0.2366..0.7634
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)


def test_repeated_bot_names_are_numbered() -> None:
    assert bot_keys(["mcts:hard", "greedy", "greedy", "greedy"]) == ["mcts:hard", "greedy#1", "greedy#2", "greedy#3"]
    assert bot_keys(["greedy", "random"]) == ["greedy", "random"]


def test_match_rotates_seats_and_counts_every_game() -> None:
    res = match(3, ["greedy", "random"], 6, seed=4)
    keys = res["bots"]
    assert keys == ["greedy", "random#1", "random#2"]
    for k in keys:
        assert res["seat_games"][k] == [2, 2, 2]  # every bot in every seat equally
        assert res["games"][k] == 6
        lo, hi = res["ci95"][k]
        assert lo <= res["win_rate"][k] <= hi
    # one winner's worth per game (shared wins split)
    assert sum(res["win_rate"].values()) == pytest.approx(1.0)
    assert res["win_rate"]["greedy"] > res["win_rate"]["random#1"]
    assert res["mean_rounds"] > 5


def test_match_is_reproducible_and_jobs_do_not_change_results() -> None:
    a = match(2, ["greedy", "random"], 4, seed=9)
    b = match(2, ["greedy", "random"], 4, seed=9, jobs=2)
    assert a == b
    c = match(2, ["greedy", "random"], 4, seed=10)
    assert c["mean_vp"] != a["mean_vp"]


def test_solo_statistics() -> None:
    res = solo("greedy", 3, seed=2)
    assert res["games"] == 3
    assert res["win_rate"] in (0, 1 / 3, 2 / 3, 1)
    assert res["ci95"][0] <= res["win_rate"] <= res["ci95"][1]
    assert res["mean_vp"] > 0


def test_cli_json_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--players", "2", "--bots", "greedy,random", "--games", "2", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("games", "win_rate", "ci95", "mean_vp"):
        assert set(out[key]) == {"greedy", "random"}
    assert main(["solo", "--bot", "random", "--games", "1", "--seed", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"games", "win_rate", "mean_vp"} <= set(out)
    assert main(["match", "--players", "2", "--bots", "greedy,wizard", "--games", "2"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert main(["match", "--players", "2", "--bots", "greedy,random,random", "--games", "2"]) == 2
    assert main(["match", "--players", "5", "--bots", "greedy", "--games", "2"]) == 2
    assert main(["solo", "--bot", "greedy", "--games", "0"]) == 2
    capsys.readouterr()  # the error messages above
    text_run = main(["match", "--players", "2", "--bots", "greedy,random", "--games", "2", "--seed", "3"])
    assert text_run == 0
    captured = capsys.readouterr()
    assert "win rate" in captured.out and captured.err == ""  # no progress bar: stderr is not a terminal


def test_strength_table_rows_report_targets_and_their_commands() -> None:
    from lab.table import ROWS, Row, command, markdown, run_row

    assert [r.players for r in ROWS] == [2, 2, 4, 1, 1, 2, 4, 1, 2]
    assert all(r.games >= 100 for r in ROWS) and ROWS[1].games >= 200  # the target asks for ≥ 200 2-player games
    # the levels as the app plays them, beside the reproducible iteration rows
    timed = [r.bots[0] for r in ROWS[5:]]
    assert timed == ["mcts:hard", "mcts:hard", "mcts:hard", "mcts:expert"] and ROWS[8].bots[1] == "mcts:hard"
    assert (ROWS[1].min_win, ROWS[2].min_win, ROWS[3].min_win, ROWS[3].min_vp, ROWS[8].min_win) == (
        0.90, 0.60, 0.97, 60.0, 0.60)
    row = Row("greedy vs random", 2, ("greedy", "random"), 4, 1, "≥ 95% wins", 0.95)
    res = run_row(row, 4, 1)
    assert res["games"] == 4 and 0.0 <= res["win_rate"] <= 1.0
    assert res["met"] == (res["win_rate"] >= 0.95 and res["ci95"][0] > 0.0)
    expected = "mor-arena match --players 2 --bots greedy,random --games 4 --seed 1 --jobs 1"
    assert res["command"] == command(row, 4, 1) == expected
    solo_row = Row("greedy solo", 1, ("greedy",), 3, 2, "-", 0.0)
    sres = run_row(solo_row, 3, 1)
    assert sres["met"] is None and sres["command"].startswith("mor-arena solo --bot greedy --games 3")
    assert res["iterations_per_second"] is None  # greedy does not search
    assert res["load_average"] is None or res["load_average"] >= 0.0
    text = markdown([res, sres], 60.0)
    assert "| greedy vs random | 4 |" in text and "Whole table: 1.0 min" in text


def test_a_table_row_states_the_search_speed_of_its_bot() -> None:
    from lab.table import Row, markdown, run_row

    row = Row("tiny", 2, ("mcts:it=12", "greedy"), 2, 7, "-", 0.5)
    res = run_row(row, 2, 1)
    # 12 iterations for a main decision, 16 at least for the others: a mean in between
    assert 12 <= res["iterations_per_search"] <= 16 and res["iterations_per_second"] > 0
    assert f"| {res['iterations_per_second']} ({res['iterations_per_search']}/search) |" in markdown([res], 1.0)


def test_the_arena_runs_a_two_worker_bot_on_workers_unless_in_a_pool_process() -> None:
    from lab.arena import _inline

    assert _inline("greedy") and _inline("mcts:it=10") and _inline("mcts:hard")
    assert not _inline("mcts:expert") and not _inline("mcts:it=10:w=2")  # this process can start workers


def test_cli_table_rejects_a_bad_scale(capsys: pytest.CaptureFixture[str]) -> None:
    from lab.table import ROWS

    assert main(["table", "--scale", "2"]) == 2
    assert "--scale" in capsys.readouterr().err
    for bad in (str(len(ROWS) + 1), "0", "x", ","):
        assert main(["table", "--rows", bad]) == 2
        assert "--rows" in capsys.readouterr().err


def test_cli_table_runs_only_the_rows_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "--rows", "1", "--scale", "0.02", "--jobs", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["row"] for r in out["rows"]] == ["greedy vs random, 2 players"]
    assert out["rows"][0]["games"] == 4


def test_the_match_summary_says_each_bots_win_rate_per_seat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--players", "3", "--bots", "greedy,random", "--games", "6", "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    res = match(3, ["greedy", "random"], 6, seed=4)
    by_seat = [line for line in lines if "by seat:" in line]
    assert len(by_seat) == 3 and by_seat[0].startswith("greedy ")
    rates = res["seat_win_rate"]["greedy"]
    assert by_seat[0].endswith(", ".join(f"seat {s + 1} {r:.1%} of 2" for s, r in enumerate(rates)))


def test_cli_table_keeps_each_row_s_games_for_pool_and_paired(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from lab.table import run_file

    runs = tmp_path / "runs"
    assert main(["table", "--rows", "1,5", "--scale", "0.02", "--jobs", "1", "--json", "--runs", str(runs)]) == 0
    out = json.loads(capsys.readouterr().out)
    first, solo_row = (row["result"] for row in out["rows"])
    assert len(first["results"]) == 4 and len(solo_row["results"]) == 4
    # each row's file is what the row's own command prints with --json
    for number, row in zip((1, 5), out["rows"], strict=True):
        assert json.loads(run_file(runs, number).read_text(encoding="utf-8")) == row["result"]
        assert main([*row["command"].split()[1:], "--json"]) == 0
        again = json.loads(capsys.readouterr().out)
        assert again.keys() == row["result"].keys() and again["results"] == row["result"]["results"]
    # so the table's row and a run of the same command compare game by game
    assert main(["paired", str(run_file(runs, 5)), str(run_file(runs, 5)), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pairs"] == 4


def test_cli_table_refuses_a_runs_folder_it_cannot_make(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert main(["table", "--rows", "1", "--scale", "0.02", "--runs", str(blocker / "runs")]) == 2
    captured = capsys.readouterr()
    assert "--runs" in captured.err and "Traceback" not in captured.err and captured.out == ""
