"""The win's share of the solo value is a search parameter (``Params.solo_win_weight``).

The solo value is that share of the win chance plus the rest of the score
(``solo_model.solo_mix``); ``SOLO_WIN_WEIGHT`` (0.45) unless a bot's name or
a screen sets it, a higher share paying for a VP with less of a win
(docs/tuning.md#solo-value-win-weight)."""

from __future__ import annotations

import dataclasses

import pytest
from helpers_search import greedy_solo_game

from ai import make_bot, make_search_bot
from ai.evaluation import SEARCH
from ai.mcts import Params, Settings, search
from ai.solo_model import SOLO_VP_SCALE, SOLO_WIN_WEIGHT, solo_mix, solo_win_of
from ai.value import values, win_chances
from core import Game
from lab.tuning import parse_tuning

WEIGHT = 0.6


def test_the_mix_weighs_the_win_by_the_share_given() -> None:
    for weight in (0.0, SOLO_WIN_WEIGHT, WEIGHT, 1.0):
        for win in (0.0, 0.4, 0.95, 1.0):
            for vp in (0.0, 45.0, SOLO_VP_SCALE):
                score = vp / SOLO_VP_SCALE
                assert solo_mix(win, vp, 0.0, weight) == pytest.approx(weight * win + (1 - weight) * score)
    assert solo_mix(0.8, 60.0) == solo_mix(0.8, 60.0, 0.0, SOLO_WIN_WEIGHT)  # the default share
    # a higher share: a VP is worth less of a win (a win's share over a point's)
    rate = [(1 - w) / SOLO_VP_SCALE / w for w in (SOLO_WIN_WEIGHT, WEIGHT)]
    assert rate[1] < rate[0]


def test_the_win_chance_is_read_back_at_every_share() -> None:
    for weight in (0.3, SOLO_WIN_WEIGHT, WEIGHT, 1.0):
        for won_score in (0.0, 0.5, 1.0):
            for win in (0.0, 0.35, 0.9, 1.0):
                for vp in (14.0, 63.0):
                    value = solo_mix(win, vp, won_score, weight)
                    assert solo_win_of(value, vp, won_score, weight) == pytest.approx(win)
    assert solo_win_of(0.5, 35.0, 0.0, 0.0) == 0.0  # the value does not read the win: nothing to read back


def test_values_weigh_the_same_win_chance_and_forecast_by_the_share() -> None:
    game = greedy_solo_game(21, 40)
    assert not game.is_over
    heavier = SEARCH._replace(solo_win_weight=WEIGHT)
    (v0,), (vp0,) = values(game, SEARCH)
    (v1,), (vp1,) = values(game, heavier)
    assert vp0 == vp1
    (win,) = win_chances(game, [v0], [vp0], SEARCH)
    assert 0.0 < win < 1.0
    assert v1 == pytest.approx(WEIGHT * win + (1 - WEIGHT) * min(vp0, SOLO_VP_SCALE) / SOLO_VP_SCALE)
    assert win_chances(game, [v1], [vp1], heavier) == pytest.approx([win])
    over = greedy_solo_game(8, 10_000)
    assert over.is_over
    won = 1.0 if over.solo_won else 0.0
    score = min(over.scores()[0].total, SOLO_VP_SCALE) / SOLO_VP_SCALE
    assert values(over, heavier)[0][0] == pytest.approx(WEIGHT * won + (1 - WEIGHT) * score)


def test_the_search_reads_the_share_in_solo_games_only() -> None:
    solo_game = greedy_solo_game(5, 0)
    duo = Game.new(2, 5)
    heavier = dataclasses.replace(Params(), solo_win_weight=WEIGHT)
    assert Settings.of(Params(), solo_game).w.solo_win_weight == SOLO_WIN_WEIGHT
    assert Settings.of(heavier, solo_game).w.solo_win_weight == WEIGHT
    assert Settings.of(heavier, duo).w == Params().weights  # multiplayer: untouched
    plain = search(solo_game, 0, iterations=200, seed=3, params=Params(early_stop=False))
    other = search(solo_game, 0, iterations=200, seed=3, params=dataclasses.replace(heavier, early_stop=False))
    assert other.value_sum[0] != pytest.approx(plain.value_sum[0])


def test_a_bot_s_name_or_a_screen_sets_the_share_within_zero_and_one() -> None:
    assert make_search_bot(f"mcts:it=60:solo_win_weight={WEIGHT}", inline=True).params.solo_win_weight == WEIGHT
    assert make_search_bot("mcts:easy", inline=True).params.solo_win_weight == SOLO_WIN_WEIGHT
    with pytest.raises(ValueError, match="at most 1"):
        make_bot("mcts:it=60:solo_win_weight=1.5")
    with pytest.raises(ValueError):
        make_bot("mcts:it=60:solo_win_weight=-0.1")
    with pytest.raises(ValueError, match="solo_win_weight"):
        parse_tuning('{"solo_win_weight": 0.6}', None)  # a weight the search sets: a parameter
    assert parse_tuning(None, f'{{"solo_win_weight": {WEIGHT}}}').params == {"solo_win_weight": WEIGHT}
