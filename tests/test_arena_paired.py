"""Per-game results of ``mor-arena match``/``solo`` and ``mor-arena paired``, which compares two runs game by game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ai.stats import sign_test
from lab.arena import _match_stats, _solo_stats
from lab.cli import main
from lab.paired import paired
from lab.pool import PoolError, pool


def _game(vp: list[int], winners: list[int], rounds: int = 24) -> dict[str, Any]:
    """One game's result as ``play_game`` returns it."""
    return {"vp": vp, "winners": winners, "rounds": rounds, "decisions": 300, "search_failures": 0,
            "search": [[0, 0.0, 0] for _ in vp]}


def test_a_match_result_lists_every_game_with_its_deal_seats_and_scores() -> None:
    games = [_game([50, 41], [0]), _game([44, 47], [1]), _game([45, 45], [0, 1], 26)]
    res = _match_stats(2, ["a", "b"], 700, games)
    assert res["results"] == [
        {"game": 0, "deal": 700, "seats": ["a", "b"], "vp": [50, 41], "winners": [0], "rounds": 24},
        # game 1: the same deal, the bots' seats swapped
        {"game": 1, "deal": 700, "seats": ["b", "a"], "vp": [44, 47], "winners": [1], "rounds": 24},
        {"game": 2, "deal": 701, "seats": ["a", "b"], "vp": [45, 45], "winners": [0, 1], "rounds": 26},
    ]
    # a stopped run's games in the order they finished are listed by number
    stopped = _match_stats(3, ["a", "b", "c"], 5, [_game([40, 30, 20], [0])] * 2, order=[4, 2])
    assert [(g["game"], g["deal"], g["seats"]) for g in stopped["results"]] == [
        (2, 5, ["b", "c", "a"]), (4, 6, ["c", "a", "b"])]


def test_a_solo_result_lists_every_game() -> None:
    res = _solo_stats("mcts:hard", 9, [_game([61], [0], 20), _game([30], [], 25)], order=[1, 0])
    assert res["results"] == [{"game": 0, "deal": 9, "vp": 30, "won": False, "rounds": 25},
                              {"game": 1, "deal": 10, "vp": 61, "won": True, "rounds": 20}]


def test_pooled_runs_keep_every_game_marked_with_its_run_s_seed() -> None:
    a = _match_stats(2, ["a", "b"], 700, [_game([50, 41], [0])])
    b = _match_stats(2, ["a", "b"], 728, [_game([40, 41], [1]), _game([52, 41], [0])])
    games = pool([("a", a), ("b", b)])["results"]
    assert [(g["seed"], g["game"], g["deal"]) for g in games] == [(700, 0, 700), (728, 0, 728), (728, 1, 728)]
    old = {k: v for k, v in b.items() if k != "results"}
    assert "results" not in pool([("a", a), ("old", old)])


def test_the_sign_test_is_the_exact_binomial_tail() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(3, 3) == 1.0
    assert sign_test(5, 0) == pytest.approx(2 / 32)
    assert sign_test(0, 5) == sign_test(5, 0)
    # 9 against 1: P(X <= 1) = 11 / 1024, both tails
    assert sign_test(9, 1) == pytest.approx(22 / 1024)


def _two_runs() -> tuple[dict[str, Any], dict[str, Any]]:
    """The same 4 games (2 deals) with the screened bot before and after a change."""
    # the screened bot sits at seat 0 in games 0 and 2, at seat 1 in games 1 and 3
    before = _match_stats(2, ["old", "hard"], 50, [
        _game([50, 41], [0]), _game([48, 44], [0]), _game([40, 45], [1]), _game([45, 45], [0, 1])])
    # game 0 won again, game 1 turned into a win, game 2 lost again, game 3's shared victory into a loss
    after = _match_stats(2, ["new", "hard"], 50, [
        _game([52, 41], [0]), _game([40, 48], [1]), _game([41, 45], [1]), _game([46, 44], [0])])
    return before, after


def test_two_runs_on_the_same_seeds_are_compared_game_by_game() -> None:
    before, after = _two_runs()
    res = paired(("before.json", before), ("after.json", after))
    assert res["bots"] == ["old", "new"] and res["pairs"] == 4 and res["unpaired"] == 0
    assert (res["better"], res["worse"], res["same"]) == (1, 1, 2)
    assert res["win_rate"] == [pytest.approx(1.5 / 4), pytest.approx(2 / 4)]
    assert res["p_value"] == 1.0
    # new's VP minus old's, game by game: +2, +4, +1, -1
    assert res["vp_change"] == pytest.approx(1.5)
    lo, hi = res["vp_change_ci95"]
    assert lo < 1.5 < hi


def test_pooled_runs_are_compared_game_by_game_over_all_their_seeds() -> None:
    before, after = _two_runs()
    # the same four games of seed 50, and one game of seed 90 in each run
    more_before = _match_stats(2, ["old", "hard"], 90, [_game([40, 45], [1])])
    more_after = _match_stats(2, ["new", "hard"], 90, [_game([47, 45], [0])])
    res = paired(("before", pool([("b50", before), ("b90", more_before)])),
                 ("after", pool([("a50", after), ("a90", more_after)])))
    assert res["pairs"] == 5 and res["unpaired"] == 0
    assert (res["better"], res["worse"], res["same"]) == (2, 1, 2)
    # +2, +4, +1, -1 on seed 50, +7 on seed 90
    assert res["vp_change"] == pytest.approx(13 / 5)


def test_only_games_both_runs_played_are_compared() -> None:
    before, _ = _two_runs()
    longer = _match_stats(2, ["new", "hard"], 50, [_game([52, 41], [0])] * 6)
    res = paired(("before", before), ("longer", longer))
    assert res["pairs"] == 4 and res["unpaired"] == 2
    with pytest.raises(PoolError, match="share no game"):
        paired(("before", before), ("other", _match_stats(2, ["new", "hard"], 90, [_game([52, 41], [0])])))


def test_runs_that_cannot_be_compared_are_a_clear_error() -> None:
    before, after = _two_runs()
    with pytest.raises(PoolError, match="other rivals"):
        paired(("a", before), ("b", _match_stats(2, ["new", "greedy"], 50, [_game([52, 41], [0])])))
    with pytest.raises(PoolError, match="solo result and a match result"):
        paired(("a", before), ("b", _solo_stats("new", 50, [_game([60], [0])])))
    with pytest.raises(PoolError, match="no per-game results"):
        paired(("a", before), ("b", {k: v for k, v in after.items() if k != "results"}))
    broken = after | {"results": [{"game": 0, "seats": ["hard", "hard"], "vp": [1, 2], "winners": [0]}]}
    with pytest.raises(PoolError, match="malformed"):
        paired(("a", before), ("b", broken))


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_compares_two_real_runs_on_the_same_seeds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = []
    for bot in ("greedy", "random"):
        status, out, _ = _run(capsys, "match", "--players", "2", "--bots", f"{bot},greedy", "--games", "4",
                              "--seed", "3", "--json")
        assert status == 0
        paths.append(tmp_path / f"{bot}.json")
        paths[-1].write_text(out, encoding="utf-8")
    runs = [json.loads(p.read_text(encoding="utf-8")) for p in paths]
    assert [len(r["results"]) for r in runs] == [4, 4]
    status, out, err = _run(capsys, "paired", str(paths[0]), str(paths[1]), "--json")
    assert status == 0, err
    res = json.loads(out)
    assert res["pairs"] == 4 and res["better"] + res["worse"] + res["same"] == 4
    assert res["win_rate"] == [pytest.approx(runs[0]["win_rate"]["greedy#1"]),
                               pytest.approx(runs[1]["win_rate"]["random"])]
    status, out, _ = _run(capsys, "paired", str(paths[0]), str(paths[1]))
    assert status == 0 and "4 games played in both runs" in out and "sign test" in out
    # a pooled result (no seed of its own) is one run to compare
    status, out, _ = _run(capsys, "match", "--players", "2", "--bots", "random,greedy", "--games", "2",
                          "--seed", "9", "--json")
    more = tmp_path / "random9.json"
    more.write_text(out, encoding="utf-8")
    status, out, err = _run(capsys, "pool", str(paths[1]), str(more), "--json")
    assert status == 0, err
    pooled = tmp_path / "pooled.json"
    pooled.write_text(out, encoding="utf-8")
    status, out, err = _run(capsys, "paired", str(paths[0]), str(pooled), "--json")
    assert status == 0, err
    assert json.loads(out)["pairs"] == 4 and json.loads(out)["unpaired"] == 2
    missing = tmp_path / "missing.json"
    status, out, err = _run(capsys, "paired", str(paths[0]), str(missing))
    assert status == 2 and out == "" and "cannot read it" in err and "Traceback" not in err
