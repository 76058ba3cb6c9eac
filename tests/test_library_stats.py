"""A player's statistics (mor_qt/library/stats.py), from hand-made games."""

from __future__ import annotations

import csv
import io

import pytest

from ai.stats import wilson
from mor_qt.library.index import PlayerGame
from mor_qt.library.stats import (
    SOLO,
    csv_text,
    mean_sd,
    player_stats,
    solo_summary,
    vp_by_round,
    vp_histogram,
    win_rate_over_time,
)


def _game(k: int, won: bool, vp: int, opponents: tuple[str, ...] = ("mcts:hard",), players: int = 2,
          finished: bool = True, by_round: tuple[int, ...] = ()) -> PlayerGame:
    solo = players == 1
    return PlayerGame(k, f"2026-11-{k + 1:02d}T10:00:00Z", players, solo, finished, 0, vp, won,
                      () if solo else opponents, by_round)


GAMES = [
    _game(0, True, 60, by_round=(10, 30, 60)),
    _game(1, False, 40, by_round=(20, 40)),
    _game(2, True, 52, ("mcts:easy", "greedy"), players=3),
    _game(3, False, 30, finished=False),  # unfinished: counted apart
    _game(4, True, 45, players=1),
    _game(5, False, 38, players=1),
    _game(6, False, 33, players=1),
]


def test_win_rates_per_level_and_player_count_with_wilson_intervals() -> None:
    stats = player_stats("Ada", GAMES)
    assert stats.unfinished == 1
    assert (stats.overall.games, stats.overall.wins) == (6, 3)
    hard = stats.by_level["mcts:hard"]
    assert (hard.games, hard.wins, hard.rate) == (2, 1, 0.5)
    assert (hard.low, hard.high) == pytest.approx(wilson(1, 2))
    assert set(stats.by_level) == {"mcts:hard", "mcts:easy", "greedy", SOLO}
    assert stats.by_level["greedy"].wins == 1 and stats.by_level[SOLO].games == 3
    assert {n: (t.games, t.wins) for n, t in stats.by_players.items()} == {1: (3, 1), 2: (2, 1), 3: (1, 1)}
    mean, sd = mean_sd([60, 40])
    assert hard.mean_vp == pytest.approx(mean) and hard.sd_vp == pytest.approx(sd)


def test_mean_and_spread() -> None:
    assert mean_sd([]) == (None, None)
    assert mean_sd([7]) == (7, None)
    mean, sd = mean_sd([2, 4, 4, 4, 5, 5, 7, 9])
    assert mean == 5 and sd == pytest.approx(2.138, abs=1e-3)


def test_solo_wins_best_score_and_the_latest_streak() -> None:
    solo = solo_summary(GAMES)
    assert (solo.games, solo.wins, solo.best) == (3, 1, 45)
    assert solo.streak == -2  # the last two were lost
    assert solo_summary([*GAMES, _game(7, True, 50, players=1)]).streak == 1
    assert solo_summary([]).best is None


def test_chart_series() -> None:
    over_time = win_rate_over_time(GAMES)
    assert over_time["mcts:hard"] == [(0, 1.0, 0), (1, 0.5, 1)]
    number, rate, game_id = over_time[SOLO][-1]
    assert (number, game_id) == (5, 6) and rate == pytest.approx(1 / 3)
    bars = vp_histogram(GAMES, width=10)
    assert [(lo, n) for lo, n, _ids in bars] == [(0, 0), (10, 0), (20, 0), (30, 2), (40, 2), (50, 1), (60, 1)]
    assert bars[-1][2] == [0]
    assert vp_by_round(GAMES, "mcts:hard") == [(1, 15.0, 2), (2, 35.0, 2), (3, 60.0, 1)]
    assert vp_histogram([]) == []


def test_the_table_as_csv() -> None:
    rows = list(csv.DictReader(io.StringIO(csv_text(player_stats("Ada", GAMES)))))
    hard = next(r for r in rows if r["key"] == "mcts:hard")
    assert hard["games"] == "2" and hard["wins"] == "1" and hard["win_rate"] == "0.500"
    assert rows[-1]["group"] == "all" and rows[-1]["key"] == "Ada" and rows[-1]["games"] == "6"
