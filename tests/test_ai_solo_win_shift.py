"""Solo hard reads the solo win model shifted (``Params.solo_win_shift``).

The win model was fitted on greedy's games, which win about half the time,
and is under-confident for a deep search's own play; hard and expert add
half a logit to it in solo games (``budget.LEVEL_PARAMS``), every other
search and greedy read it as fitted
(docs/tuning.md#solo-value-the-searchs-win-chance)."""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pytest

from ai import make_bot, make_search_bot
from ai.budget import LEVEL_PARAMS, LEVELS, for_players, level_bot, param_acts, parse_budget
from ai.evaluation import REFERENCE, SEARCH
from ai.mcts import Params, Settings, search
from ai.solo_model import SOLO_FIT, SOLO_VP_SCALE, SOLO_WIN_WEIGHT, solo_inputs, solo_vp_forecast
from ai.value import utility, values
from core import Game
from lab.arena import solo
from lab.tuning import parse_tuning

SHIFT = 0.5


def _solo_after_setup(seed: int) -> Game:
    game = Game.new(1, seed)
    bot = make_bot("greedy", seed)
    while game.in_setup:
        game.apply(bot.choose(game, 0))
    return game


def test_the_shift_is_added_to_the_win_model_s_logit_and_nothing_else() -> None:
    """``values`` of a solo game with ``Weights.solo_win_shift``: the fitted
    logit plus the shift, the VP half unchanged; ``utility`` reads the same."""
    game = Game.new(1, 17)
    bot = make_bot("greedy", 17)
    shifted = SEARCH._replace(solo_win_shift=SHIFT)
    checked = 0
    while not game.is_over and checked < 30:
        if not game.in_setup:
            feats, xs, _ = solo_inputs(game)
            logit = sum(w * x for w, x in zip(SOLO_FIT, feats, strict=True))
            share = min(solo_vp_forecast(xs), SOLO_VP_SCALE) / SOLO_VP_SCALE
            for w in (REFERENCE, shifted):
                win = 1 / (1 + math.exp(-(logit + w.solo_win_shift)))
                (value,), (vp,) = values(game, w)
                assert value == pytest.approx(SOLO_WIN_WEIGHT * win + (1 - SOLO_WIN_WEIGHT) * share, abs=1e-12)
                assert vp == pytest.approx(solo_vp_forecast(xs))
                assert utility(game, 0, w=w) == pytest.approx(value * 100)
            assert values(game, REFERENCE)[0][0] < values(game, shifted)[0][0]  # more sure of winning
            checked += 1
        game.apply(bot.choose(game, 0))
    assert checked == 30


@pytest.mark.parametrize(("field", "value", "more"), [("solo_win_shift", SHIFT, True), ("solo_won_score", 1.0, False)])
def test_the_search_reads_its_solo_params_in_solo_games_only(field: str, value: float, more: bool) -> None:
    """The shift (more sure of winning: higher values) and ``solo_won_score`` (a lost game's
    points no longer count: lower values, tests/test_ai_solo_won_score.py) reach the search's
    weights in solo games only."""
    solo_game = _solo_after_setup(5)
    duo = Game.new(2, 5)
    change: dict[str, Any] = {field: value}
    changed = dataclasses.replace(Params(), **change)
    assert getattr(Settings.of(Params(), solo_game).w, field) == 0.0
    assert getattr(Settings.of(changed, solo_game).w, field) == value
    assert Settings.of(changed, duo).w == Params().weights  # multiplayer: untouched
    # the same seeded search with and without it: other values, other visits
    plain = search(solo_game, 0, iterations=200, seed=3, params=Params(early_stop=False))
    other = search(solo_game, 0, iterations=200, seed=3, params=dataclasses.replace(changed, early_stop=False))
    assert (other.value_sum[0] > plain.value_sum[0]) == more
    assert other.stats != plain.stats


def test_hard_and_expert_shift_in_solo_and_no_other_search_does() -> None:
    """``LEVEL_PARAMS``: the shift is hard's and expert's; easy, medium and
    the hints' and reviews' ``it=N`` budgets read the model as fitted."""
    for level in LEVELS:
        params = make_search_bot(f"mcts:{level}", inline=True).params
        assert params.solo_win_shift == (SHIFT if level in ("hard", "expert") else 0.0)
    assert make_search_bot("mcts:it=400", inline=True).params.solo_win_shift == 0.0
    assert make_search_bot("mcts:hard:solo_win_shift=0", inline=True).params.solo_win_shift == 0.0  # the name wins
    assert dict(LEVEL_PARAMS["hard"])["solo_win_shift"] == SHIFT
    # the reproducible names spell out the parameters that act at their table size
    assert level_bot("hard", 1) == (f"mcts:it={for_players(parse_budget('hard'), 1).iterations}"
                                   ":solo_win_shift=0.5:solo_win_fit=1")
    assert "solo_win_shift" not in level_bot("hard", 2) and "duel_widen" not in level_bot("hard", 1)
    assert "solo_win_shift" not in level_bot("hard", 4) and "duel_widen" not in level_bot("hard", 3)
    assert param_acts("solo_win_shift", 1) and not param_acts("solo_win_shift", 2)
    assert param_acts("duel_widen", 2) and not param_acts("duel_widen", 1) and param_acts("c", 3)


def test_solo_hard_searches_3500_iterations_within_2_seconds() -> None:
    """docs/tuning.md#solo-hard-thinks-longer: the shifted value needs the
    deeper search (3,500 iterations), which a solo game's hard may take 2 s for."""
    hard = for_players(parse_budget("hard"), 1)
    assert (hard.iterations, hard.seconds, hard.workers) == (3500, 2.0, 1)
    assert for_players(parse_budget("hard"), 2).seconds == LEVELS["hard"][0]


def test_a_solo_screen_sets_the_shift_as_a_parameter_not_a_weight() -> None:
    """``mor-arena solo --params '{"solo_win_shift": X}'`` plays the shift;
    ``--weights`` refuses it (the search sets that weight from its parameters)."""
    tuning = parse_tuning(None, '{"solo_win_shift": 0.5}')
    assert tuning.apply(make_search_bot("mcts:it=60", 1, inline=True)).params.solo_win_shift == SHIFT
    with pytest.raises(ValueError, match="solo_win_shift"):
        parse_tuning('{"solo_win_shift": 0.5}', None)
    plain = solo("mcts:it=40", 2, 61)
    again = solo("mcts:it=40", 2, 61, tuning=parse_tuning(None, '{"solo_win_shift": 0}'))
    shifted = solo("mcts:it=40", 2, 61, tuning=tuning)
    assert again["results"] == plain["results"]  # 0 is the default: the same games
    assert shifted["tuning"] == {"weights": {}, "params": {"solo_win_shift": 0.5}}
    assert len(shifted["results"]) == 2
