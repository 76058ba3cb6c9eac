"""The ladder's Elo fit (lab/elo.py): known synthetic results give known
ratings, the anchor holds, intervals follow the information in the games."""

from __future__ import annotations

import math

import pytest

from lab.elo import ELO_SCALE, Z95, expected_score, fit_elo

TRUE = {"greedy": 1000.0, "easy": 1200.0, "random": 700.0, "hard": 1450.0}


def synthetic(n: int, truth: dict[str, float] = TRUE) -> list[tuple[str, str, float]]:
    """Every pairing ``n`` times, with the wins the true ratings expect."""
    out = []
    names = sorted(truth)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            wins = round(n * expected_score(truth[a], truth[b]))
            out += [(a, b, 1.0)] * wins + [(a, b, 0.0)] * (n - wins)
    return out


def test_expected_score_is_the_elo_curve() -> None:
    assert expected_score(1000, 1000) == 0.5
    assert expected_score(1400, 1000) == pytest.approx(10 / 11)
    assert expected_score(1000, 1400) == pytest.approx(1 / 11)


def test_known_results_give_back_the_known_ratings() -> None:
    ratings = fit_elo(synthetic(20000), anchor="greedy", prior_draws=0.0)
    for name, elo in TRUE.items():
        assert ratings[name].elo == pytest.approx(elo, abs=2.0)
        lo, hi = ratings[name].ci95
        assert lo <= elo <= hi
    assert ratings["greedy"].games == 3 * 20000


def test_the_anchor_holds_its_rating_and_only_shifts_the_others() -> None:
    games = synthetic(400)
    base = fit_elo(games, anchor="greedy")
    assert base["greedy"].elo == 1000.0 and base["greedy"].ci95 == (1000.0, 1000.0)
    moved = fit_elo(games, anchor="greedy", anchor_elo=1500.0)
    for name in TRUE:
        assert moved[name].elo == pytest.approx(base[name].elo + 500.0, abs=1e-6)
    other = fit_elo(games, anchor="easy", anchor_elo=base["easy"].elo)
    for name in TRUE:
        assert other[name].elo == pytest.approx(base[name].elo, abs=1e-6)


def test_the_interval_of_an_even_pairing_is_the_binomial_one() -> None:
    n = 100
    games = [("a", "greedy", 1.0)] * (n // 2) + [("a", "greedy", 0.0)] * (n // 2)
    rating = fit_elo(games, anchor="greedy", prior_draws=0.0)["a"]
    half = Z95 * ELO_SCALE / math.sqrt(n * 0.25)  # Fisher information n p (1 - p) at p = 1/2
    assert rating.elo == pytest.approx(1000.0, abs=1e-6)
    assert rating.ci95 == pytest.approx((1000.0 - half, 1000.0 + half), abs=1e-6)


def test_four_times_the_games_halve_the_intervals() -> None:
    few = fit_elo(synthetic(200), anchor="greedy", prior_draws=0.0)
    many = fit_elo(synthetic(800), anchor="greedy", prior_draws=0.0)
    for name in ("easy", "random", "hard"):
        w_few = few[name].ci95[1] - few[name].ci95[0]
        w_many = many[name].ci95[1] - many[name].ci95[0]
        assert w_many == pytest.approx(w_few / 2, rel=0.05)


def test_a_clean_sweep_stays_finite_with_the_prior_draws() -> None:
    games = [("hard", "greedy", 1.0)] * 6
    rating = fit_elo(games, anchor="greedy")["hard"]
    # with one drawn game added the fit is exact: 6.5 of 7 points
    assert expected_score(rating.elo, 1000.0) == pytest.approx(6.5 / 7, abs=1e-9)
    assert rating.ci95[0] < rating.elo < rating.ci95[1] < 2000.0 and rating.games == 6


def test_shared_wins_count_half() -> None:
    games = [("a", "greedy", 0.5)] * 10
    assert fit_elo(games, anchor="greedy")["a"].elo == pytest.approx(1000.0, abs=1e-6)


@pytest.mark.parametrize("games,anchor", [
    ([("a", "b", 1.0)], "greedy"),  # the anchor did not play
    ([("a", "greedy", 1.0), ("b", "c", 1.0)], "greedy"),  # b and c are not connected to it
    ([("a", "greedy", 1.5)], "greedy"),
    ([("a", "a", 1.0)], "a"),
])
def test_bad_results_give_a_clear_error(games: list[tuple[str, str, float]], anchor: str) -> None:
    with pytest.raises(ValueError):
        fit_elo(games, anchor=anchor)
