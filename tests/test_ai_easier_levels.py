"""Easier levels (an honest ladder): easy and medium draw their
turn's main decision among the moves their search liked
(``budget.LEVEL_TEMPERATURE``, ``mcts.drawn_action``) instead of always
playing the most visited one; hard and expert never do."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers_search import last_result

from ai import make_bot, make_search_bot, parse_budget
from ai.budget import LEVEL_TEMPERATURE, LEVELS, MAIN_SHARE, decision_share, draw_temperature
from ai.mcts import SearchResult, best_action, drawn_action
from core import Action, Game

DRAWS = 2000


def _main_decision(players: int = 2, seed: int = 5) -> Game:
    game = Game.new(players, seed)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    assert decision_share(game) == MAIN_SHARE
    return game


def _result(visits: dict[str, int]) -> SearchResult:
    return SearchResult(n_seats=2, stats={text: [float(n), n / 2, float(max(n, 1))] for text, n in visits.items()})


def test_levels_parse_their_temperature_and_explicit_budgets_take_temp() -> None:
    assert parse_budget("easy").temperature == LEVEL_TEMPERATURE["easy"] > 0
    assert parse_budget("medium").temperature == LEVEL_TEMPERATURE["medium"] > 0
    # the easier level draws more loosely
    assert LEVEL_TEMPERATURE["easy"] > LEVEL_TEMPERATURE["medium"]
    for level in ("hard", "expert"):
        assert parse_budget(level).temperature == 0.0
    assert set(LEVEL_TEMPERATURE) <= set(LEVELS)
    bud = parse_budget("it=75:temp=1.5")
    assert (bud.iterations, bud.temperature) == (75, 1.5)
    assert parse_budget("t=0.2,temp=0.5,w=2").temperature == 0.5
    assert parse_budget("it=75").temperature == 0.0
    for bad in ("it=75:temp=-1", "it=75:temp=nan", "it=75:temp=x", "it=75:temp=1e9", "temp=1"):
        with pytest.raises(ValueError, match="budget"):
            parse_budget(bad)


def test_drawn_action_follows_the_visits_and_never_draws_an_unvisited_or_illegal_move() -> None:
    legal = _main_decision().legal_actions()
    a, b, c = (str(x) for x in legal[:3])
    res = _result({a: 90, b: 10, c: 0, "an illegal move": 500})
    rng = random.Random(1)
    loose = Counter(str(drawn_action(res, legal, 1.0, rng)) for _ in range(DRAWS))
    assert set(loose) == {a, b}  # never c (no visits) nor the illegal text
    assert 0.05 < loose[b] / DRAWS < 0.15  # about 10 of 100 visits
    flat = Counter(str(drawn_action(res, legal, 100.0, rng)) for _ in range(DRAWS))
    assert 0.4 < flat[b] / DRAWS < 0.6  # a high temperature: nearly even
    sharp = {str(drawn_action(res, legal, 0.05, rng)) for _ in range(DRAWS)}
    assert sharp == {a}  # a low one: the most visited, like best_action
    assert best_action(res, legal) == legal[0]
    assert drawn_action(_result({c: 0}), legal, 1.0, rng) is None  # no statistics


def _chosen(name: str, game: Game, seeds: range) -> list[tuple[Action, Action | None]]:
    """(the decision, the most visited decision of its search) for bots ``name`` seeded ``seeds``."""
    seat = game.current_seat
    assert seat is not None
    out = []
    for seed in seeds:
        bot = make_search_bot(name, seed, inline=True)
        act = bot.choose(game, seat)
        assert act in game.legal_actions()
        assert last_result(bot).stats[str(act)][0] > 0  # a move the search visited
        out.append((act, best_action(last_result(bot), game.legal_actions())))
    return out


def test_an_easier_level_draws_its_main_decision_and_hard_plays_the_most_visited() -> None:
    game = _main_decision()
    loose = _chosen("mcts:it=60:temp=100", game, range(12))
    assert any(act != best for act, best in loose)
    assert len({act for act, _best in loose}) > 1
    assert all(act == best for act, best in _chosen("mcts:it=60", game, range(12)))


def test_a_turns_later_decisions_are_never_drawn() -> None:
    game = _main_decision(seed=8)
    greedy = make_bot("greedy", 1)
    seat = game.to_move
    while game.current_seat == seat and (
        decision_share(game) in (0.0, MAIN_SHARE) or len(game.legal_actions()) == 1
    ):
        game.apply(greedy.choose(game, seat))
    assert game.current_seat == seat and game.main_action_done
    assert 0.0 < decision_share(game) < MAIN_SHARE and len(game.legal_actions()) > 1
    assert all(act == best for act, best in _chosen("mcts:it=60:temp=100", game, range(6)))


def test_the_draw_sharpens_with_more_rivals(monkeypatch: pytest.MonkeyPatch) -> None:
    import ai.bots as bots_mod

    easy = parse_budget("easy")
    assert draw_temperature(easy, 2) == easy.temperature == draw_temperature(easy, 1)
    assert draw_temperature(easy, 4) == pytest.approx(easy.temperature / 2)
    assert draw_temperature(easy, 2) > draw_temperature(easy, 3) > draw_temperature(easy, 4)
    assert draw_temperature(parse_budget("hard"), 4) == 0.0
    seen: list[float] = []
    real = bots_mod.drawn_action

    def spy(result: SearchResult, legal: list[Action], temperature: float, rng: random.Random) -> Action | None:
        seen.append(temperature)
        return real(result, legal, temperature, rng)

    monkeypatch.setattr(bots_mod, "drawn_action", spy)
    for players in (2, 4):
        game = _main_decision(players)
        make_search_bot("mcts:it=30:temp=0.8", 1, inline=True).choose(game, game.to_move)
    assert seen == [pytest.approx(0.8), pytest.approx(0.4)]
