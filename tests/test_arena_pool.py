"""``mor-arena pool``: several runs of one measurement counted as one run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from lab.arena import _match_stats, _solo_stats
from lab.cli import main
from lab.pool import PoolError, deals_of, pool

KEYS = ["mcts:expert", "mcts:hard"]


def _game(vp: list[int], winners: list[int], rounds: int) -> dict[str, Any]:
    """One game's result as ``play_game`` returns it."""
    return {"vp": vp, "winners": winners, "rounds": rounds, "decisions": 300, "search_failures": 0,
            "search": [[0, 0.0, 0] for _ in vp]}


# two runs' games, a shared victory among them (R11.2: it counts half to each)
RUN_A = [_game([50, 41], [0], 24), _game([44, 47], [1], 25), _game([38, 52], [1], 23), _game([45, 45], [0, 1], 26)]
RUN_B = [_game([61, 40], [0], 22), _game([39, 55], [0], 27)]


def test_pooling_two_runs_gives_the_figures_of_one_run_over_all_their_games() -> None:
    a = _match_stats(2, KEYS, 700, RUN_A)
    b = _match_stats(2, KEYS, 728, RUN_B)
    # the same games as one run: game numbers restart in each run (seats rotate by them)
    whole = _match_stats(2, KEYS, 700, RUN_A + RUN_B, order=[0, 1, 2, 3, 0, 1])
    pooled = pool([("a.json", a), ("b.json", b)])
    for key in ("games", "seat_games"):
        assert pooled[key] == whole[key]
    for key in ("win_rate", "mean_vp"):
        assert pooled[key] == pytest.approx(whole[key])
    for k in KEYS:
        assert pooled["ci95"][k] == pytest.approx(whole["ci95"][k])
        assert pooled["seat_win_rate"][k] == pytest.approx(whole["seat_win_rate"][k])
    assert pooled["mean_rounds"] == pytest.approx(whole["mean_rounds"])
    assert pooled["max_rounds"] == 27
    assert pooled["win_rate"]["mcts:expert"] == pytest.approx(3.5 / 6)
    assert pooled["deals"] == [700, 701, 728]
    assert [run["file"] for run in pooled["runs"]] == ["a.json", "b.json"]


def test_pooled_solo_runs_count_the_won_games_points_over_the_won_games() -> None:
    a = _solo_stats("mcts:hard", 4, [_game([60], [0], 20), _game([30], [], 25)])
    b = _solo_stats("mcts:hard", 40, [_game([64], [0], 21), _game([66], [0], 22), _game([33], [], 24)])
    pooled = pool([("a", a), ("b", b)])
    assert pooled["games"] == 5
    assert pooled["win_rate"] == pytest.approx(3 / 5)
    assert pooled["mean_vp"] == pytest.approx((60 + 30 + 64 + 66 + 33) / 5)
    assert pooled["mean_vp_won"] == pytest.approx((60 + 64 + 66) / 3)
    assert pooled["deals"] == [4, 5, 40, 41, 42]


def test_a_stopped_run_records_the_deals_its_finished_games_used() -> None:
    # games 0 and 5 of a 2-player match from seed 10 finished before Ctrl-C
    stats = _match_stats(2, KEYS, 10, RUN_A[:2], order=[0, 5])
    assert stats["deals"] == [10, 12]
    assert stats["seat_games"]["mcts:expert"] == [1, 1]
    assert _solo_stats("greedy", 3, RUN_B, order=[4, 1])["deals"] == [4, 7]


def test_a_result_without_deals_played_the_first_deals_of_its_seed() -> None:
    old = _match_stats(2, KEYS, 700, RUN_A + RUN_B[:1])
    del old["deals"]
    assert deals_of(old) == {700, 701, 702}
    solo_old = _solo_stats("greedy", 9, RUN_B)
    del solo_old["deals"]
    assert deals_of(solo_old) == {9, 10}


def test_runs_of_other_measurements_or_the_same_deals_are_refused() -> None:
    a = _match_stats(2, KEYS, 700, RUN_A)
    with pytest.raises(PoolError, match="seed 700 again, as a"):
        pool([("a", a), ("b", _match_stats(2, KEYS, 700, RUN_B))])
    with pytest.raises(PoolError, match="bots"):
        pool([("a", a), ("b", _match_stats(2, ["mcts:expert", "greedy"], 800, RUN_B))])
    four = _match_stats(4, ["mcts:hard", "greedy#1", "greedy#2", "greedy#3"], 800,
                        [_game([40, 30, 30, 30], [0], 25)])
    with pytest.raises(PoolError, match="4 players"):
        pool([("a", a), ("b", four)])
    with pytest.raises(PoolError, match="solo result and a match result"):
        pool([("a", a), ("b", _solo_stats("mcts:hard", 800, RUN_B))])
    with pytest.raises(PoolError, match="tuning"):
        pool([("a", a), ("b", _match_stats(2, KEYS, 800, RUN_B) | {"tuning": {"params": {"c": 0.3}}})])
    with pytest.raises(PoolError, match="at least 2"):
        pool([("a", a)])
    # the bots' order in the list does not matter: the same measurement
    swapped = _match_stats(2, KEYS[::-1], 800, RUN_B)
    assert pool([("a", a), ("b", swapped)])["games"] == dict.fromkeys(KEYS, 6)


def test_runs_from_other_seeds_may_share_deals_and_say_which() -> None:
    # seed 701's first deal is seed 700's second: other bot seeds, so other games on the same cards
    pooled = pool([("a", _match_stats(2, KEYS, 700, RUN_A)), ("b", _match_stats(2, KEYS, 701, RUN_B))])
    assert pooled["games"] == dict.fromkeys(KEYS, 6)
    assert pooled["deals"] == [700, 701] and pooled["repeated_deals"] == [701]
    assert pool([("a", _match_stats(2, KEYS, 700, RUN_A)), ("b", _match_stats(2, KEYS, 728, RUN_B))])[
        "repeated_deals"] == []


def test_malformed_figures_are_a_clear_error() -> None:
    a = _match_stats(2, KEYS, 700, RUN_A)
    bad = _match_stats(2, KEYS, 800, RUN_B) | {"win_rate": "most"}
    with pytest.raises(PoolError, match="malformed"):
        pool([("a", a), ("b", bad)])
    with pytest.raises(PoolError, match="positive whole number"):
        pool([("a", a), ("b", _match_stats(2, KEYS, 800, RUN_B) | {"games": dict.fromkeys(KEYS, -3)})])
    for seed in ([800], "800", None):
        with pytest.raises(PoolError, match="seed must be a whole number"):
            pool([("a", a), ("b", _match_stats(2, KEYS, 800, RUN_B) | {"seed": seed})])
    with pytest.raises(PoolError, match="deals must be a list"):
        pool([("a", a), ("b", _match_stats(2, KEYS, 800, RUN_B) | {"deals": "800"})])


def _searched(game: dict[str, Any], *rows: list[float]) -> dict[str, Any]:
    """``game`` with each seat's [iterations, seconds, searches] of its searched decisions."""
    return game | {"search": [list(r) for r in rows]}


def test_pooled_search_speeds_are_those_of_one_run_over_all_the_games() -> None:
    run_a = [_searched(RUN_A[0], [6000, 3.0, 20], [1000, 1.0, 18]),
             _searched(RUN_A[1], [1000, 2.0, 22], [900, 0.5, 19])]
    run_b = [_searched(RUN_B[0], [4000, 1.0, 21], [800, 1.5, 17])]
    whole = _match_stats(2, KEYS, 700, run_a + run_b, order=[0, 1, 0])
    pooled = pool([("a", _match_stats(2, KEYS, 700, run_a)), ("b", _match_stats(2, KEYS, 728, run_b))])
    for key in ("iterations_per_second", "iterations_per_search", "search_totals", "search_seconds"):
        assert pooled[key] == whole[key]
    # expert sat at seat 1 in game 0 of each run and at seat 2 in game 1 (seats rotate)
    assert pooled["search_totals"]["mcts:expert"] == {"iterations": 6000 + 900 + 4000, "searches": 20 + 19 + 21}
    assert pooled["iterations_per_second"]["mcts:expert"] == round(10900 / (3.0 + 0.5 + 1.0))
    runs_hard = [run["iterations_per_second"]["mcts:hard"] for run in pooled["runs"]]
    assert runs_hard == [round(2000 / 3.0), round(800 / 1.5)]
    solo_a = _solo_stats("mcts:hard", 4, [_searched(_game([60], [0], 20), [5000, 2.0, 40])])
    solo_b = _solo_stats("mcts:hard", 40, [_searched(_game([30], [], 25), [3000, 2.0, 20])])
    solo = pool([("a", solo_a), ("b", solo_b)])
    assert solo["search_totals"] == {"iterations": 8000, "searches": 60} and solo["search_seconds"] == 4.0
    assert solo["iterations_per_second"] == 2000 and solo["iterations_per_search"] == round(8000 / 60)


def test_runs_without_search_totals_pool_without_speeds_and_bad_totals_are_an_error() -> None:
    a = _match_stats(2, KEYS, 700, RUN_A)
    old = {k: v for k, v in _match_stats(2, KEYS, 728, RUN_B).items() if k not in ("search_totals", "search_seconds")}
    pooled = pool([("a", a), ("old", old)])
    assert "iterations_per_second" not in pooled and "search_totals" not in pooled
    assert pooled["games"] == dict.fromkeys(KEYS, 6)
    for totals in ({"iterations": -5, "searches": 1}, {"iterations": "many", "searches": 1}, {"searches": 1}):
        bad = _match_stats(2, KEYS, 800, RUN_B)
        bad["search_totals"]["mcts:hard"] = totals
        with pytest.raises(PoolError, match=r"search totals|malformed"):
            pool([("a", a), ("b", bad)])


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_pools_the_json_of_real_matches(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = []
    for seed in (0, 2, 1):
        status, out, _ = _run(capsys, "match", "--players", "2", "--bots", "greedy,random", "--games", "4",
                              "--seed", str(seed), "--json")
        assert status == 0
        paths.append(tmp_path / f"seed{seed}.json")
        paths[-1].write_text(out, encoding="utf-8")
    runs = [json.loads(p.read_text(encoding="utf-8")) for p in paths[:2]]
    status, out, err = _run(capsys, "pool", str(paths[0]), str(paths[1]), "--json")
    assert status == 0, err
    pooled = json.loads(out)
    assert pooled["games"] == {"greedy": 8, "random": 8}
    assert pooled["deals"] == [0, 1, 2, 3]
    assert pooled["deterministic"] is True
    wins = sum(r["win_rate"]["greedy"] * 4 for r in runs)
    assert pooled["win_rate"]["greedy"] == pytest.approx(wins / 8)
    status, out, _ = _run(capsys, "pool", str(paths[0]), str(paths[1]))
    assert status == 0 and "8 games pooled" in out and "by seat" in out
    # seed 1 plays deals 1 and 2, which the others played too (other games on the same cards)
    status, out, _ = _run(capsys, "pool", str(paths[0]), str(paths[2]), "--json")
    assert status == 0 and json.loads(out)["repeated_deals"] == [1]
    # the same run twice would count its games twice
    status, out, err = _run(capsys, "pool", str(paths[0]), str(paths[0]))
    assert status == 2 and out == ""
    assert "seed 0 again" in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "cannot read it"),
        ("{not json", "not a mor-arena --json result"),
        ("[1, 2]", "no JSON object"),
        ('{"players": 2, "bots": []}', "missing"),
        (b"\xff\xfe\x00", "cannot read it"),
    ],
)
def test_cli_refuses_a_file_that_is_not_a_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | bytes | None, message: str
) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(_match_stats(2, KEYS, 700, RUN_A)), encoding="utf-8")
    bad = tmp_path / "bad.json"
    if isinstance(content, bytes):
        bad.write_bytes(content)
    elif content is not None:
        bad.write_text(content, encoding="utf-8")
    status, out, err = _run(capsys, "pool", str(good), str(bad))
    assert status == 2 and out == ""
    assert message in err and str(bad) in err


def test_a_pooled_result_pools_again_as_the_runs_it_holds() -> None:
    a = _match_stats(2, KEYS, 700, RUN_A)
    b = _match_stats(2, KEYS, 701, RUN_B)
    c = _match_stats(2, KEYS, 728, RUN_B[:1])
    at_once = pool([("a", a), ("b", b), ("c", c)])
    in_two_steps = pool([("ab", pool([("a", a), ("b", b)])), ("c", c)])
    assert in_two_steps == at_once
    assert [run["file"] for run in in_two_steps["runs"]] == ["a", "b", "c"]
    # deal 701 was played by a and b: still counted twice after pooling twice
    assert in_two_steps["repeated_deals"] == [701]
    with pytest.raises(PoolError, match="seed 701 again, as ab"):
        pool([("ab", pool([("a", a), ("b", b)])), ("b", b)])


def test_a_pooled_result_with_malformed_runs_is_a_clear_error() -> None:
    ab = pool([("a", _match_stats(2, KEYS, 700, RUN_A)), ("b", _match_stats(2, KEYS, 701, RUN_B))])
    c = _match_stats(2, KEYS, 728, RUN_B[:1])
    with pytest.raises(PoolError, match="runs must be a list of runs"):
        pool([("ab", ab | {"runs": "a and b"}), ("c", c)])
    for runs in ([{"file": "a"}], [{"seed": "700"}]):
        with pytest.raises(PoolError, match="seed must be a whole number"):
            pool([("ab", ab | {"runs": runs}), ("c", c)])
    with pytest.raises(PoolError, match="repeated_deals must be a list"):
        pool([("ab", ab | {"repeated_deals": "701"}), ("c", c)])
