"""Bots: only legal decisions, no peeking at hidden information, the
make_bot/choose/analyse_position contracts.  In-process searches
with tiny iteration budgets keep this fast; worker processes are tested in
test_ai_worker.py."""

from __future__ import annotations

import threading
import time
from dataclasses import replace
from typing import Any

import pytest

from ai import Analysis, Choice, analyse_position, make_bot, make_search_bot, parse_budget, play_out
from ai.bots import _search_inline
from ai.budget import (
    DUEL_LEVEL_ITERATIONS,
    LEVEL_ITERATIONS,
    LEVEL_PARAMS,
    LEVELS,
    SOLO_LEVEL_ITERATIONS,
    SOLO_LEVELS,
    Budget,
    deadlines,
    decision_share,
    for_players,
    level_iterations,
)
from ai.evaluation import expected_vps
from ai.mcts import Params
from ai.search_status import SearchOutcome
from ai.value import values
from ai.worker import ITERATION_FLOOR
from core import Game


def play(game: Game, bots: list, max_decisions: int | None = None) -> int:
    """Play with ``bots`` (one per seat), asserting every decision is legal."""

    def legal(seen: Game, choice: Choice) -> None:
        assert choice.action in seen.legal_actions(), f"{choice.action} is not legal for seat {choice.seat}"

    return play_out(game, bots, max_decisions=max_decisions, on_choice=legal)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("name", ["random", "greedy"])
def test_baseline_bots_play_whole_games_with_legal_decisions_only(players: int, name: str) -> None:
    for seed in range(3):
        game = Game.new(players, seed)
        play(game, [make_bot(name, seed * 10 + s) for s in range(players)])
        assert game.is_over


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_mcts_bot_returns_only_legal_decisions_in_each_table_size(players: int) -> None:
    game = Game.new(players, 40 + players)
    bots = [make_search_bot("mcts:it=12", s, inline=True) for s in range(players)]
    play(game, bots, max_decisions=40)
    # and a greedy-played game finished by mcts from the middle
    g2 = Game.new(players, 50 + players)
    greedy = [make_bot("greedy", s) for s in range(players)]
    play(g2, greedy, max_decisions=60 * players)
    if not g2.is_over:
        play(g2, bots, max_decisions=30)


def test_greedy_beats_random_in_most_two_player_games() -> None:
    wins = 0
    for seed in range(6):
        game = Game.new(2, seed, first_seat=seed % 2)
        g_seat = seed % 2
        bots = [make_bot("random", seed), make_bot("random", seed)]
        bots[g_seat] = make_bot("greedy", seed)
        play(game, bots)
        wins += g_seat in game.winners()
    assert wins >= 5


def _positions(players: int, seed: int, count: int) -> list[Game]:
    """Positions along a greedy game where the seat to move has choices."""
    game = Game.new(players, seed)
    bots = [make_bot("greedy", s) for s in range(players)]
    out: list[Game] = []
    step = 0

    def keep(seen: Game, _choice: Choice) -> None:
        nonlocal step
        if step % 9 == 4 and len(seen.legal_actions()) > 2:
            out.append(seen.clone())
        step += 1

    play_out(game, bots, until=lambda _game: len(out) >= count, on_choice=keep)
    return out


def _hidden_twin(game: Game, seat: int, seed: int) -> Game:
    """A game that differs from ``game`` only in what ``seat`` cannot see."""
    twin = game.determinize(seat, seed)
    assert twin.observation(seat) == game.observation(seat)
    return twin


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("name", ["greedy", "mcts:it=40"])
def test_bot_decides_identically_when_only_hidden_information_differs(players: int, name: str) -> None:
    differing = 0
    for pos in _positions(players, 7 + players, 4):
        seat = pos.current_seat
        assert seat is not None
        twin = _hidden_twin(pos, seat, 99)
        differing += twin.state_hash() != pos.state_hash()
        a = make_bot(name, 5, inline=True).choose(pos, seat)
        b = make_bot(name, 5, inline=True).choose(twin, seat)
        assert a == b, f"{name} chose {a} and {b} in positions that look the same to seat {seat}"
    assert differing, "the twins must really differ in hidden information"


def test_forced_and_placement_decisions_need_no_search() -> None:
    game = Game.new(2, 3)
    bot = make_search_bot("mcts:it=100000", 1, inline=True)
    greedy = make_bot("greedy", 1)
    while not game.is_over:
        seat = game.to_move
        legal = game.legal_actions()
        if len(legal) == 1 or decision_share(game) == 0.0:
            act = bot.choose(game, seat)  # would take minutes if it searched
            assert act in legal
            if game.turn_mode == 2:  # placing: store what fits
                assert act.kind == (4 if any(a.kind == 4 for a in legal) else 5)
            if len(legal) > 1:
                return
        game.apply(greedy.choose(game, seat))
    pytest.fail("no placement decision seen")


def test_make_bot_names_and_bad_input() -> None:
    for name in ("random", "greedy", "mcts", "mcts:easy", "mcts:medium", "mcts:hard", "mcts:it=2000", "mcts:t=1.5"):
        bot = make_bot(name, 1, inline=True)
        assert callable(bot.choose)
        bot.close()
    for bad in ("", "minimax", "mcts:impossible", "mcts:it=-3", "mcts:t=abc", "mcts:w=2", "mcts:it=5:t=0"):
        with pytest.raises(ValueError, match="bot"):
            make_bot(bad, 1)
    with pytest.raises(ValueError):
        make_bot(None, 1)  # type: ignore[arg-type]
    game = Game.new(2, 1)
    bot = make_bot("greedy", 1)
    assert game.current_seat is not None
    with pytest.raises(ValueError, match="seat"):
        bot.choose(game, 1 - game.current_seat)
    with pytest.raises(ValueError):
        make_search_bot("mcts:it=10", 1, inline=True).choose(game, game.to_move, budget="fast please")


def test_easy_medium_and_hard_search_their_iterations_within_their_time() -> None:
    """A level below expert is ``it=N,t=S``: its iterations, unless its time
    runs out first, so it plays alike on every machine fast enough; expert
    has only its time."""
    for level in ("easy", "medium", "hard"):
        for players in (1, 2, 4):
            budget = for_players(parse_budget(level), players)
            assert budget.iterations == level_iterations(level, players)
            assert budget.seconds == (SOLO_LEVELS if players == 1 else LEVELS)[level][0]
    assert parse_budget("expert").iterations is None and parse_budget("expert").seconds == LEVELS["expert"][0]
    both = parse_budget("it=600:t=0.6")
    assert (both.iterations, both.seconds) == (600, 0.6)
    part = both.scaled(0.2)  # a later decision of the turn gets a share of both
    assert part.iterations == 120 and part.seconds == pytest.approx(0.12)
    times = deadlines(both, 100.0)
    assert times.search is not None and times.stop is not None and times.search < times.stop < times.safety
    game = Game.new(2, 3)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    bot = make_search_bot("mcts:it=40:t=600", 5, inline=True)
    bot.choose(game, game.to_move)
    assert bot.last is not None and bot.last.iterations <= 40  # the iterations came first
    bot = make_search_bot("mcts:it=10000000:t=0.5", 5, inline=True)
    bot.choose(game, game.to_move)  # returns: the time came first
    assert bot.last is not None and 0 < bot.last.iterations < 10_000_000


def test_a_search_in_process_past_its_deadline_still_makes_a_floor_of_iterations() -> None:
    """On a busy machine the deadline can pass before the first iteration: the arena's
    in-process bots then played a decision without a search (a worker had the floor)."""
    game = Game.new(["A", "B"], 3)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    late = time.monotonic() - 1.0
    result = _search_inline(game, game.to_move, parse_budget("t=1"), None, 5, None, None, None, late)
    assert result is not None and result.iterations == ITERATION_FLOOR
    cancel = threading.Event()
    cancel.set()  # a cancelled search stays empty: nobody wants its answer
    stopped = _search_inline(game, game.to_move, parse_budget("t=1"), cancel, 5, None, None, None, late)
    assert stopped is not None and stopped.iterations == 0


def test_hard_and_expert_search_narrower_trees_in_two_player_games() -> None:
    """``LEVEL_PARAMS``: in 2-player games hard and expert open fewer of their
    own decisions, and hard searches fewer (dearer) iterations
    (docs/tuning.md#narrower-trees); a bot's name still sets any parameter."""
    default = Params()
    for level in LEVELS:
        params = make_search_bot(f"mcts:{level}", inline=True).params
        assert params.duel_widen == dict(LEVEL_PARAMS.get(level, ())).get("duel_widen", default.duel_widen)
        assert (params.duel_widen < params.widen) == (level in ("hard", "expert"))
        assert params.widen == default.widen  # 3 and 4 players: the tree of every level
    assert make_search_bot("mcts:hard:duel_widen=1.5", inline=True).params.duel_widen == 1.5  # the name wins
    hard_c = make_search_bot("mcts:hard:c=0.3", inline=True).params
    assert (hard_c.c, hard_c.duel_widen) == (0.3, dict(LEVEL_PARAMS["hard"])["duel_widen"])
    hard = parse_budget("hard")
    assert for_players(hard, 2).iterations == DUEL_LEVEL_ITERATIONS["hard"] < LEVEL_ITERATIONS["hard"]
    assert for_players(hard, 3).iterations == for_players(hard, 4).iterations == LEVEL_ITERATIONS["hard"]
    assert for_players(parse_budget("medium"), 2).iterations == LEVEL_ITERATIONS["medium"]
    # what a name adds to its level (the server seats levels but no screen's parameters)
    assert hard.named_params() == () and parse_budget("easy").named_params() == ()
    assert parse_budget("hard:c=0.3").named_params() == (("c", 0.3),)
    assert parse_budget("it=60:widen=0.5").named_params() == (("widen", 0.5),)


def test_the_two_player_widening_opens_fewer_decisions_in_two_player_games_only() -> None:
    """``duel_widen`` spreads a 2-player search's iterations over fewer of the
    root's decisions and leaves 3- and 4-player searches as they are."""
    two = next(g for g in _positions(2, 23, 3) if len(g.legal_actions()) > 12)
    narrow = analyse_position(two, two.to_move, "it=300:duel_widen=0.5", inline=True, seed=3)
    wide = analyse_position(two, two.to_move, "it=300", inline=True, seed=3)
    assert 0 < len(narrow.candidates) < len(wide.candidates)
    four = next(g for g in _positions(4, 23, 3) if len(g.legal_actions()) > 12)
    same = [analyse_position(four, four.to_move, budget, inline=True, seed=3)
            for budget in ("it=120:duel_widen=0.5", "it=120")]
    assert same[0].candidates == same[1].candidates


def test_budget_levels_and_shares() -> None:
    hard, medium, easy = parse_budget("hard"), parse_budget("medium"), parse_budget("easy")
    # each level searches more than the one below
    assert hard.seconds is not None and medium.seconds is not None and easy.seconds is not None
    assert hard.seconds > medium.seconds > easy.seconds
    assert parse_budget("t=1:w=2").workers == 2
    assert LEVEL_ITERATIONS["hard"] > LEVEL_ITERATIONS["medium"] > LEVEL_ITERATIONS["easy"] > 0
    assert SOLO_LEVEL_ITERATIONS["hard"] > SOLO_LEVEL_ITERATIONS["medium"] > SOLO_LEVEL_ITERATIONS["easy"] > 0
    assert level_iterations("hard", 1) == SOLO_LEVEL_ITERATIONS["hard"]
    assert level_iterations("hard", 4) == level_iterations("hard", 3) == LEVEL_ITERATIONS["hard"]
    assert level_iterations("hard", 2) == DUEL_LEVEL_ITERATIONS["hard"]
    assert parse_budget("it=800").iterations == 800
    assert parse_budget("t=1.5").seconds == 1.5
    assert parse_budget("it=800:w=2").workers == 2
    # a solo game's hard level searches longer; explicit budgets never change
    solo_hard, duo_hard = for_players(hard, 1).seconds, for_players(hard, 2).seconds
    assert solo_hard is not None and duo_hard is not None
    assert solo_hard > duo_hard == hard.seconds
    assert for_players(hard, 4) == hard and for_players(easy, 1).seconds == easy.seconds
    assert for_players(parse_budget("t=0.3"), 1).seconds == 0.3
    assert for_players(parse_budget("it=50"), 1).iterations == 50
    game = Game.new(2, 2)
    assert decision_share(game) > 0  # choosing leaders deserves thought
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    assert decision_share(game) == 1.0  # the main action gets the whole turn
    game.apply("market r1")
    assert decision_share(game) < 0.5


@pytest.mark.parametrize("players", [1, 2])
def test_hard_bot_searches_its_level_for_the_player_count(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    import ai.bots as bots_mod

    seen: list[float | None] = []
    real = bots_mod.run_search

    def spy(root: Game, seat: int, budget: Budget, *args: Any, **kwargs: Any) -> SearchOutcome:
        seen.append(budget.seconds)
        return real(root, seat, replace(budget, seconds=None, iterations=20), *args, **kwargs)

    monkeypatch.setattr(bots_mod, "run_search", spy)
    game = Game.new(players, 5)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    assert decision_share(game) == 1.0
    action = make_search_bot("mcts:hard", 5, inline=True).choose(game, game.to_move)
    assert action in game.legal_actions()
    assert seen == [for_players(parse_budget("hard"), players).seconds]
    assert seen[0] is not None
    assert (seen[0] > LEVELS["hard"][0]) == (players == 1)  # only solo thinks longer


@pytest.mark.parametrize("players", [1, 2, 3])
def test_analyse_position_shape(players: int) -> None:
    game = _positions(players, 3, 1)[0]
    seat = game.current_seat
    assert seat is not None
    an = analyse_position(game, seat, "it=60", inline=True)
    assert isinstance(an, Analysis)
    assert len(an.win_prob) == len(an.expected_vp) == players
    assert all(0.0 <= p <= 1.0 for p in an.win_prob)
    if players > 1:
        assert sum(an.win_prob) == pytest.approx(1.0, abs=1e-6)
    legal = game.legal_actions()
    assert an.best in legal and an.candidates[0][0] == an.best
    visits = [v for _, v, _ in an.candidates]
    assert visits == sorted(visits, reverse=True)
    assert all(a in legal for a, _, _ in an.candidates)
    assert an.iterations == 60


def test_analyse_finished_game_reports_the_result() -> None:
    game = Game.new(2, 4)
    play(game, [make_bot("greedy", 0), make_bot("random", 1)])
    an = analyse_position(game, 0, "it=10", inline=True)
    assert an.best is None and an.candidates == []
    assert an.win_prob == [1.0 if s in game.winners() else 0.0 for s in range(2)] or len(game.winners()) == 2
    assert an.expected_vp == [float(s.total) for s in game.scores()]


def test_evaluation_prefers_the_player_who_is_ahead() -> None:
    game = Game.new(2, 8)
    play(game, [make_bot("greedy", 0), make_bot("random", 1)], max_decisions=120)
    vals, _ = values(game)
    vps = expected_vps(game)
    leader = max(range(2), key=lambda s: game.scores()[s].total)
    assert vps[leader] > vps[1 - leader]
    assert vals[leader] > vals[1 - leader]


def test_mcts_search_is_reproducible_with_an_iteration_budget() -> None:
    game = _positions(2, 11, 1)[0]
    seat = game.to_move
    picks = {str(make_search_bot("mcts:it=50", 3, inline=True).choose(game, seat)) for _ in range(2)}
    assert len(picks) == 1
