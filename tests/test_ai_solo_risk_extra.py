"""A solo decision at risk may think longer (``Params.solo_risk_extra``, ``budget.risk_share``).

Solo hard's games all come to a colour column two of Lorenzo's discard tokens from empty
(R12.1: a token throws away 2 cards of its colour; R12.3: a colour gone loses) or to the black
cross near its end (R12.3: the cross on 24 loses), and its losses are there
(docs/tuning.md#solo-screens-where-games-are-lost).  ``solo_risk_extra`` = x gives a decision in
such a position 1 + x times its share of the turn's budget; 0 unless a bot's name sets it."""

from __future__ import annotations

from typing import Any

import pytest

import ai.bots as bots
from ai import make_bot, make_search_bot
from ai.budget import Budget, decision_share, risk_share
from ai.solo_model import RISK_COLUMN, RISK_CROSS, solo_at_risk, thinnest_column
from core import END_TRIGGER_CARDS, Game

EXTRA = 1.0


def _solo_until_at_risk(seed: int) -> tuple[Game, Game]:
    """(a solo game of greedy's before it is at risk, the same game at its first position at risk)."""
    game = Game.new(1, seed)
    bot = make_bot("greedy", seed)
    before = None
    while not game.is_over:
        if not game.in_setup and game.legal_actions() and decision_share(game) > 0.0:
            if not solo_at_risk(game):
                before = game.clone()
            elif before is not None:
                return before, game
        game.apply(bot.choose(game, 0))
    raise AssertionError(f"deal {seed}: never at risk")


@pytest.mark.parametrize("seed", [3, 4, 10])
def test_at_risk_is_a_thin_colour_or_the_cross_near_its_end_while_cards_are_still_needed(seed: int) -> None:
    safe, risky = _solo_until_at_risk(seed)
    assert thinnest_column(safe) > RISK_COLUMN and safe.black_cross < RISK_CROSS
    assert thinnest_column(risky) <= RISK_COLUMN or risky.black_cross >= RISK_CROSS
    assert risky.players[0].n_cards < END_TRIGGER_CARDS
    assert not solo_at_risk(Game.new(1, seed))  # in its set-up, every column full


def test_risk_share_multiplies_a_searched_decision_s_share_at_risk_in_solo_only() -> None:
    safe, risky = _solo_until_at_risk(3)
    share = decision_share(risky)
    assert risk_share(risky, share, EXTRA) == pytest.approx(share * (1 + EXTRA))
    assert risk_share(risky, share, 0.0) == share
    assert risk_share(safe, decision_share(safe), EXTRA) == decision_share(safe)
    assert risk_share(risky, 0.0, EXTRA) == 0.0  # a decision the policy answers stays so
    duel = Game.new(2, 3)
    assert risk_share(duel, 1.0, EXTRA) == 1.0


def test_a_bot_named_with_it_searches_more_iterations_at_risk_and_as_many_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[Budget] = []
    real = bots.run_search

    def spy(root: Game, seat: int, budget: Budget, *args: Any) -> Any:
        seen.append(budget)
        return real(root, seat, budget, *args)

    monkeypatch.setattr(bots, "run_search", spy)
    safe, risky = _solo_until_at_risk(4)
    for game in (safe, risky):
        for name in ("mcts:it=40", f"mcts:it=40:solo_risk_extra={EXTRA:g}"):
            bot = make_search_bot(name, seed=1, inline=True)
            bot.choose(game, 0)
    plain_safe, extra_safe, plain_risky, extra_risky = (b.iterations for b in seen)
    assert extra_safe == plain_safe
    assert extra_risky is not None and plain_risky is not None
    assert extra_risky == int(40 * decision_share(risky) * (1 + EXTRA)) > plain_risky


def test_no_level_sets_it_and_a_bad_value_is_refused() -> None:
    assert make_search_bot(f"mcts:it=60:solo_risk_extra={EXTRA:g}", inline=True).params.solo_risk_extra == EXTRA
    for level in ("easy", "medium", "hard", "expert"):
        assert make_search_bot(f"mcts:{level}", inline=True).params.solo_risk_extra == 0.0
    with pytest.raises(ValueError, match="negative"):
        make_bot("mcts:it=60:solo_risk_extra=-1")
