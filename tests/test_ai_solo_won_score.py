"""A lost solo game may score nothing in the search's value (``Params.solo_won_score``).

The solo value is ``SOLO_WIN_WEIGHT`` × the win chance plus the rest × the
score, so a lost game's points count; ``solo_won_score`` = s makes that
share s of the value the score of a won game alone (win chance × score)
(docs/tuning.md#solo-value-a-lost-game-scores-nothing).  0 unless a bot's
name or a screen sets it."""

from __future__ import annotations

import pytest
from helpers_search import greedy_solo_game

from ai import make_bot, make_search_bot
from ai.evaluation import SEARCH
from ai.solo_model import SOLO_VP_SCALE, SOLO_WIN_WEIGHT, solo_mix, solo_win_of
from ai.value import values, win_chances
from lab.tuning import parse_tuning

WHOLE = 1.0


def test_the_mix_scores_a_lost_game_nothing_at_a_share_of_one() -> None:
    for win in (0.0, 0.3, 0.9, 1.0):
        for vp in (0.0, 35.0, 56.0, SOLO_VP_SCALE):
            score = vp / SOLO_VP_SCALE
            assert solo_mix(win, vp) == pytest.approx(SOLO_WIN_WEIGHT * win + (1 - SOLO_WIN_WEIGHT) * score)
            assert solo_mix(win, vp, WHOLE) == pytest.approx(win * score)
            half = solo_mix(win, vp, 0.5)
            assert half == pytest.approx((solo_mix(win, vp) + solo_mix(win, vp, WHOLE)) / 2)
    # a sure loss is worth its points at 0 and nothing at 1
    assert solo_mix(0.0, 56.0) > 0.0 and solo_mix(0.0, 56.0, WHOLE) == 0.0
    # the cost of a loss grows with the share: points are paid for with fewer wins
    assert solo_mix(1.0, 63.0, WHOLE) - solo_mix(0.0, 63.0, WHOLE) > solo_mix(1.0, 63.0) - solo_mix(0.0, 63.0)


def test_the_win_chance_is_read_back_from_the_value_at_every_share() -> None:
    for share in (0.0, 0.25, 0.5, WHOLE):
        for win in (0.0, 0.2, 0.55, 0.97, 1.0):
            for vp in (7.0, 42.0, 63.0):
                assert solo_win_of(solo_mix(win, vp, share), vp, share) == pytest.approx(win)
    assert solo_win_of(0.5, 0.0, WHOLE) == 0.0  # no score, no slope: nothing to read back


def test_a_finished_solo_game_lost_scores_nothing_at_a_share_of_one() -> None:
    game = greedy_solo_game(8, 10_000)
    assert game.is_over
    total = game.scores()[0].total
    score = min(total, SOLO_VP_SCALE) / SOLO_VP_SCALE
    won = 1.0 if game.solo_won else 0.0
    (plain,), _ = values(game, SEARCH)
    (whole,), _ = values(game, SEARCH._replace(solo_won_score=WHOLE))
    assert plain == pytest.approx(SOLO_WIN_WEIGHT * won + (1 - SOLO_WIN_WEIGHT) * score)
    assert whole == pytest.approx(won * score)


def test_values_and_win_chances_agree_on_a_game_not_over() -> None:
    """The search records the win chance behind each leaf value
    (``win_chances`` with the same weights): the model's, whatever the share."""
    game = greedy_solo_game(21, 40)
    assert not game.is_over
    plain = SEARCH._replace(solo_win_shift=0.5)
    whole = plain._replace(solo_won_score=WHOLE)
    v0, vp0 = values(game, plain)
    v1, vp1 = values(game, whole)
    assert vp0 == vp1  # the forecast is the same
    assert v1[0] < v0[0]  # the points of a possible loss no longer count
    assert win_chances(game, v1, vp1, whole) == pytest.approx(win_chances(game, v0, vp0, plain))


def test_a_bot_s_name_sets_the_share_and_a_share_above_one_is_refused() -> None:
    assert make_search_bot("mcts:it=60:solo_won_score=1", inline=True).params.solo_won_score == WHOLE
    assert make_search_bot("mcts:hard", inline=True).params.solo_won_score == 0.0  # no level sets it
    with pytest.raises(ValueError, match="at most 1"):
        make_bot("mcts:it=60:solo_won_score=1.5")
    with pytest.raises(ValueError, match="solo_won_score"):
        parse_tuning('{"solo_won_score": 1}', None)  # a weight the search sets: a parameter
    assert parse_tuning(None, '{"solo_won_score": 1}').params == {"solo_won_score": WHOLE}
