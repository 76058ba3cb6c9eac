"""Honest numbers: an analysis reports the model's win probability, not the
search value (solo: the win chance and the score mixed), and the expected score
beside it; the review shows the first and grades by the second."""

from __future__ import annotations

import random

import pytest

from ai import analyse_position
from ai.review import review
from ai.solo_model import SOLO_VP_SCALE, SOLO_WIN_WEIGHT, solo_win_chance
from ai.value import values, win_chances
from core import Game


def played(players: int, seed: int, rounds: int) -> Game:
    game = Game.new(players, seed)
    rng = random.Random(seed)
    while not game.is_over and game.round < rounds:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_solo_win_chance_is_taken_back_out_of_the_search_value() -> None:
    game = Game.new(1, 4)
    rng = random.Random(4)
    checked = 0
    while not game.is_over and checked < 60:
        vals, vps = values(game)
        if game.main_action_done is False and game.turn_mode == 0 and not game.in_setup:
            assert win_chances(game, vals, vps)[0] == pytest.approx(solo_win_chance(game), abs=1e-9)
            checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked > 10


def test_multiplayer_win_chances_sum_to_one_and_are_exact_at_the_end() -> None:
    game = played(3, 2, 6)
    chances = win_chances(game, *values(game))
    assert sum(chances) == pytest.approx(1.0)
    assert all(0.0 < c < 1.0 for c in chances)
    over = played(2, 9, 999)
    assert over.is_over
    assert win_chances(over, *values(over)) == [1.0 / len(over.winners()) if s in over.winners() else 0.0
                                                for s in range(2)]


def test_a_solo_analysis_reports_the_win_probability_not_the_search_value() -> None:
    game = played(1, 6, 5)
    an = analyse_position(game, 0, "it=80", inline=True, seed=3)
    assert an.iterations > 0
    win, value, vp = an.win_prob[0], an.value[0], an.expected_vp[0]
    assert 0.0 <= win <= 1.0
    assert vp < SOLO_VP_SCALE  # so the value's score half is linear in the mean VP
    assert value == pytest.approx(SOLO_WIN_WEIGHT * win + (1 - SOLO_WIN_WEIGHT) * vp / SOLO_VP_SCALE, abs=1e-9)
    assert abs(win - value) > 0.01  # the two differ: the chart used to show the value as a chance


def test_a_multiplayer_analysis_reports_win_probabilities_close_to_its_values() -> None:
    game = played(2, 6, 5)
    an = analyse_position(game, 0, "it=40", inline=True, seed=3)
    assert sum(an.win_prob) == pytest.approx(1.0, abs=1e-6)
    assert all(abs(w - v) < 0.02 for w, v in zip(an.win_prob, an.value, strict=True))


def test_solo_review_shows_win_probability_and_grades_by_value(monkeypatch: pytest.MonkeyPatch) -> None:
    import ai.review as review_mod

    real = review_mod.analyse_position

    def inline(*args: object, **kwargs: object) -> object:
        return real(*args, **{**kwargs, "inline": True})  # type: ignore[arg-type]

    monkeypatch.setattr(review_mod, "analyse_position", inline)
    game = played(1, 8, 2)
    decisions = [str(a) for a in game.history()]
    result = review(game.origin, decisions, 0, "it=24")
    assert result.decisions
    for note in result.decisions:
        assert 0.0 <= note["eval_before"] <= 1.0
        assert note["eval_before"] == note["win_prob"][0]
        assert "value_before" in note and "vp_before" in note and "vp_after" in note
    assert any(abs(n["eval_before"] - n["value_before"]) > 0.01 for n in result.decisions)


@pytest.mark.parametrize("players", [1, 2])
def test_each_candidate_has_the_models_win_probability_averaging_to_the_positions(players: int) -> None:
    """What a hint shows per decision: the model's win probability through it (solo: not the value)."""
    game = played(players, 6, 5)
    seat = game.current_seat
    assert seat is not None
    an = analyse_position(game, seat, "it=120", inline=True, seed=3)
    assert set(an.candidate_win_prob) == {a for a, _n, _v in an.candidates}
    assert all(0.0 <= p <= 1.0 for p in an.candidate_win_prob.values())
    visits = {a: n for a, n, _v in an.candidates}
    # every iteration went through one candidate: their visit-weighted mean is the position's
    mean = sum(visits[a] * p for a, p in an.candidate_win_prob.items()) / sum(visits.values())
    assert mean == pytest.approx(an.win_prob[seat], abs=1e-9)
    if players == 1:  # the search value mixes in the score: the two differ
        values = {a: v for a, _n, v in an.candidates}
        assert any(abs(p - values[a]) > 0.01 for a, p in an.candidate_win_prob.items())
