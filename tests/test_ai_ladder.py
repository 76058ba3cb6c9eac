"""``mor-arena ladder`` end to end at tiny budgets, and its schedule."""

from __future__ import annotations

import json

import pytest

from ai.budget import LEVELS
from lab.cli import main as arena_main
from lab.ladder import ANCHOR, LEVEL_BOTS, ladder, schedule, tasks, thinking_seconds

TINY = {"easy": "mcts:it=4", "hard": "mcts:it=12"}


def test_every_pairing_plays_each_deal_from_both_seats() -> None:
    todo = tasks(["random", "greedy", "easy"], 4, seed=3, bots=LEVEL_BOTS)
    assert len(todo) == 3 * 4
    for a, b in (("random", "greedy"), ("random", "easy"), ("greedy", "easy")):
        mine = [t for t in todo if (t.a, t.b) == (a, b)]
        assert [t.seating[0] for t in mine] == [a, b, a, b]
        assert mine[0].game_seed == mine[1].game_seed != mine[2].game_seed == mine[3].game_seed
    assert len({t.bot_seed for t in todo}) == len(todo)


def test_levels_think_for_their_budgets() -> None:
    assert thinking_seconds("greedy") == 0.0
    for level, (seconds, _workers) in LEVELS.items():  # the app's levels, 2-4 players
        assert thinking_seconds(f"mcts:{level}") == seconds


def test_a_tiny_ladder_rates_every_level_with_greedy_at_1000() -> None:
    res = ladder(["greedy", "easy", "hard"], 2, seed=5, bots=TINY, inline=True)
    assert set(res["ratings"]) == {"greedy", "easy", "hard"}
    assert res["ratings"][ANCHOR] == {"elo": 1000.0, "ci95": [1000.0, 1000.0], "games": 4}
    for r in res["ratings"].values():
        assert r["games"] == 4
        lo, hi = r["ci95"]
        assert lo <= r["elo"] <= hi
    assert sum(p["games"] for p in res["pairings"]) == 6
    assert res["iterations_per_second"]["hard"] > 0 and res["iterations_per_second"]["greedy"] is None
    assert res["iterations_per_search"]["hard"] >= res["iterations_per_search"]["easy"]
    assert res["max_rounds"] < 60


def test_ladder_json_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["ladder", "--levels", "random,greedy", "--games", "2", "--jobs", "1", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert set(res["ratings"]) == {"random", "greedy"}
    assert set(res["ratings"]["random"]) == {"elo", "ci95", "games"}


@pytest.mark.parametrize("levels,message", [
    ("random,easy", "anchors greedy"),
    ("greedy,wizard", "unknown level"),
    ("greedy", "at least two"),
])
def test_bad_levels_give_a_message(levels: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["ladder", "--levels", levels, "--games", "1", "--jobs", "1"]) == 2
    assert message in capsys.readouterr().err


def test_games_with_a_two_worker_level_are_played_alone_after_the_others() -> None:
    # expert's nice-10 workers beside another game would yield a core to it
    todo = tasks(["greedy", "hard", "expert"], 2, seed=1, bots=LEVEL_BOTS)
    batches = schedule(todo, 2, inline=False)
    assert [n for _, n in batches] == [2, 1]
    shared, alone = (batch for batch, _ in batches)
    assert all("expert" not in (t.a, t.b) for t in shared)
    assert all("expert" in (t.a, t.b) for t in alone)
    assert sorted(shared + alone, key=todo.index) == todo
    # in-process searches need no core of their own: every game shares the jobs
    assert schedule(todo, 2, inline=True) == [(todo, 2)]
    # no two-worker level: one batch
    assert schedule(todo[:2], 2, inline=False) == [(todo[:2], 2)]


def test_the_progress_counts_on_through_the_games_played_alone() -> None:
    seen: list[int] = []
    res = ladder(["random", "greedy", "expert"], 1, seed=2, jobs=2, progress=seen.append,
                 bots={"expert": "mcts:it=4:w=2"})
    assert seen == [1, 2, 3]
    assert sum(p["games"] for p in res["pairings"]) == 3
    assert res["iterations_per_second"]["expert"] > 0
