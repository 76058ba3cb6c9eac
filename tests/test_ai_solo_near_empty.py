"""A colour one discard token from empty may weigh apart in the solo value (``Params.solo_near_empty``).

Lorenzo's discard token throws away 2 cards of its colour (R12.1) and a colour gone loses the
game (R12.3); the win model sees the thinnest columns linearly, so "two cards left" weighs
little more than "four left".  ``solo_near_empty`` = x takes x from the win model's logit for
each of the two thinnest colour columns at ``NEAR_EMPTY_CARDS`` or fewer
(docs/tuning.md#solo-value-a-colour-one-token-from-empty).  0 unless a bot's name or a screen
sets it."""

from __future__ import annotations

import dataclasses
import math

import pytest

from ai import make_bot, make_search_bot
from ai.evaluation import SEARCH
from ai.mcts import Params, Settings, search
from ai.solo_model import NEAR_EMPTY_CARDS, SOLO_FIT, SOLO_VP_SCALE, SOLO_WIN_WEIGHT, solo_inputs, solo_vp_forecast
from ai.value import values, win_chances
from core import Game
from lab.tuning import parse_tuning

PENALTY = 1.0
THINNEST, SECOND = 3, 4  # ``solo_features``: the two thinnest colour columns


def _solo_until_near_empty(seed: int) -> tuple[Game, Game]:
    """(a solo game of greedy's with no colour near empty, the same game at its first position
    with one near empty: R12.1's 2 cards or fewer)."""
    game = Game.new(1, seed)
    bot = make_bot("greedy", seed)
    before = None
    while not game.is_over:
        if not game.in_setup:
            feats = solo_inputs(game)[0]
            if feats[THINNEST] > NEAR_EMPTY_CARDS:
                before = game.clone()
            elif before is not None:
                return before, game
        game.apply(bot.choose(game, 0))
    raise AssertionError(f"deal {seed}: no colour came near empty")


def _value(game: Game, penalty: float) -> float:
    (value,), _ = values(game, SEARCH._replace(solo_win_shift=0.5, solo_near_empty=penalty))
    return value


@pytest.mark.parametrize("seed", [3, 4, 10])
def test_each_near_empty_colour_takes_the_penalty_from_the_win_logit_and_nothing_else(seed: int) -> None:
    safe, near = _solo_until_near_empty(seed)
    assert _value(safe, PENALTY) == _value(safe, 0.0)  # every colour 3 cards or more: no change
    feats, xs, _ = solo_inputs(near)
    count = (feats[THINNEST] <= NEAR_EMPTY_CARDS) + (feats[SECOND] <= NEAR_EMPTY_CARDS)
    assert count >= 1
    logit = sum(w * x for w, x in zip(SOLO_FIT, feats, strict=True)) + 0.5
    share = min(solo_vp_forecast(xs), SOLO_VP_SCALE) / SOLO_VP_SCALE
    for penalty in (0.0, PENALTY, 2.5):
        win = 1 / (1 + math.exp(-(logit - penalty * count)))
        assert _value(near, penalty) == pytest.approx(SOLO_WIN_WEIGHT * win + (1 - SOLO_WIN_WEIGHT) * share, abs=1e-9)
    # the VP forecast is the same, and the review reads the lower win chance back
    w = SEARCH._replace(solo_near_empty=PENALTY)
    vals, vps = values(near, w)
    plain_vals, plain_vps = values(near, SEARCH)
    assert vps == plain_vps and vals[0] < plain_vals[0]
    assert win_chances(near, vals, vps, w)[0] < win_chances(near, plain_vals, plain_vps, SEARCH)[0]


def test_the_search_reads_it_in_solo_games_only_and_it_changes_a_search_near_empty() -> None:
    _, near = _solo_until_near_empty(3)
    changed = dataclasses.replace(Params(), solo_near_empty=PENALTY)
    assert Settings.of(Params(), near).w.solo_near_empty == 0.0
    assert Settings.of(changed, near).w.solo_near_empty == PENALTY
    assert Settings.of(changed, Game.new(2, 5)).w == Params().weights  # multiplayer: untouched
    plain = search(near, 0, iterations=200, seed=3, params=Params(early_stop=False))
    other = search(near, 0, iterations=200, seed=3, params=dataclasses.replace(changed, early_stop=False))
    assert other.value_sum[0] < plain.value_sum[0]  # less sure of winning
    assert other.stats != plain.stats


def test_a_bot_s_name_and_a_screen_set_it_and_no_level_does() -> None:
    assert make_search_bot("mcts:it=60:solo_near_empty=1", inline=True).params.solo_near_empty == PENALTY
    for level in ("easy", "medium", "hard", "expert"):
        assert make_search_bot(f"mcts:{level}", inline=True).params.solo_near_empty == 0.0
    with pytest.raises(ValueError, match="negative"):
        make_bot("mcts:it=60:solo_near_empty=-1")
    with pytest.raises(ValueError, match="solo_near_empty"):
        parse_tuning('{"solo_near_empty": 1}', None)  # a weight the search sets: a parameter
    assert parse_tuning(None, '{"solo_near_empty": 1}').params == {"solo_near_empty": PENALTY}
