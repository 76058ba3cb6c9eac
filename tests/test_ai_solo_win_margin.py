"""The surest of the near-best (``Params.solo_win_margin``, ``mcts.surest_near_best``): a solo
search plays, among the root decisions whose mean value is within the margin of the most visited
one's, the one the win model gives the best chance to win (R12.3: the game is lost to Lorenzo, so
a solo value mixes the win and the score); 0 plays the most visited decision, as every search did
before (docs/tuning.md#solo-the-surest-of-the-near-best)."""

from __future__ import annotations

import pytest
from helpers_search import greedy_solo_game, last_result

from ai import make_search_bot, parse_budget
from ai.mcts import NEAR_BEST_VISITS, Params, SearchResult, best_action, surest_near_best
from core import Action, Game

# visits, mean value and win chance of four root decisions: the most visited, one nearly as good
# and surer, one surer but worse by more than a small margin, one surer but seldom visited
TOP, NEAR, WORSE, RARE = range(4)
ROWS = {TOP: (400, 0.600, 0.90), NEAR: (150, 0.595, 0.95), WORSE: (300, 0.580, 0.99), RARE: (20, 0.610, 1.0)}


def _decisions(game: Game) -> list[Action]:
    legal = game.legal_actions()
    assert len(legal) >= len(ROWS)
    return legal[: len(ROWS)]


def _result(legal: list[Action]) -> SearchResult:
    stats = {str(legal[i]): [float(n), n * mean, float(n)] for i, (n, mean, _win) in ROWS.items()}
    wins = {str(legal[i]): [n * win, float(n)] for i, (n, _mean, win) in ROWS.items()}
    return SearchResult(n_seats=1, stats=stats, root_wins=wins)


def test_the_margin_trades_a_little_value_for_a_surer_win_among_well_visited_decisions() -> None:
    legal = _decisions(greedy_solo_game(7, 0))
    res = _result(legal)
    assert best_action(res, legal) == legal[TOP]  # no margin: the most visited
    assert best_action(res, legal, 0.001) == legal[TOP]  # NEAR is 0.005 below: out of reach
    assert best_action(res, legal, 0.01) == legal[NEAR]
    # WORSE comes in reach at 0.02; RARE never does (fewer visits than NEAR_BEST_VISITS of TOP's)
    assert best_action(res, legal, 0.05) == legal[WORSE]
    assert ROWS[RARE][0] < NEAR_BEST_VISITS * ROWS[TOP][0]
    # a decision the search made no iteration's win chance for counts as sure of nothing
    del res.root_wins[str(legal[NEAR])]
    assert best_action(res, legal, 0.01) == legal[TOP]
    # a tie in the win chance keeps the most visited
    res.root_wins[str(legal[NEAR])] = [ROWS[NEAR][0] * ROWS[TOP][2], float(ROWS[NEAR][0])]
    assert surest_near_best(res, [(legal[i], ROWS[i][0]) for i in ROWS], 0.01) == legal[TOP]


def test_a_bot_s_name_sets_the_margin_and_bad_margins_are_refused() -> None:
    assert make_search_bot("mcts:it=50:solo_win_margin=0.01", inline=True).params.solo_win_margin == 0.01
    assert make_search_bot("mcts:it=50", inline=True).params.solo_win_margin == Params().solo_win_margin == 0.0
    for bad in ("-0.01", "nan", "inf", "x"):
        with pytest.raises(ValueError, match=r"bad budget .*solo_win_margin"):
            parse_budget(f"it=50:solo_win_margin={bad}")


def _surest(result: SearchResult, legal: list[Action], margin: float) -> set[str]:
    """The decisions ``surest_near_best`` may pick from ``result`` (ties in the win chance)."""
    rows = sorted(((result.stats[str(a)][0], a) for a in legal if str(a) in result.stats and
                   result.stats[str(a)][0] > 0), key=lambda r: -r[0])
    top_visits = rows[0][0]
    floor = result.stats[str(rows[0][1])][1] / top_visits - margin
    near = [a for n, a in rows if n >= NEAR_BEST_VISITS * top_visits and result.stats[str(a)][1] / n >= floor]
    chance = {str(a): result.root_wins[str(a)][0] / result.root_wins[str(a)][1] for a in near}
    return {text for text, c in chance.items() if c == max(chance.values())}


def test_a_solo_bot_plays_the_surest_of_its_near_best_decisions() -> None:
    """At a wide margin the bot plays the surest well-visited decision, which is not always the
    most visited one; in the same positions a bot without the margin plays the most visited."""
    differed = 0
    for turns in range(0, 24, 2):
        game = greedy_solo_game(11, turns)
        if game.is_over:
            break
        legal = game.legal_actions()
        if len(legal) == 1:  # nothing to choose
            continue
        wide = make_search_bot("mcts:it=300:solo_win_margin=1", seed=turns, inline=True)
        act = wide.choose(game, 0)
        if wide.last_outcome is None:  # a decision the policy answers: nothing searched
            continue
        res = last_result(wide)
        assert str(act) in _surest(res, legal, 1.0)
        most_visited = best_action(res, legal)
        differed += act != most_visited
        plain = make_search_bot("mcts:it=300", seed=turns, inline=True)
        assert plain.choose(game, 0) == best_action(last_result(plain), legal)
    assert differed > 0


def test_the_margin_is_solo_only() -> None:
    game = Game.new(2, 3)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    bot = make_search_bot("mcts:it=200:solo_win_margin=1", seed=1, inline=True)
    seat = game.current_seat
    assert seat is not None
    assert bot.choose(game, seat) == best_action(last_result(bot), game.legal_actions())
