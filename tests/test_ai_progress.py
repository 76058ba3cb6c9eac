"""The bots never stall a game: the no-progress rule (ai/progress.py), the
leader ending the game, and many short bot games that all end."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from helpers_search import last_result

from ai import make_bot, make_search_bot, play_out
from ai.evaluation import REFERENCE
from ai.greedy import GreedyBot, settle
from ai.progress import STALL_ROUNDS, idle_turns, is_stalled, progress_decisions, progress_key
from core import Game, parse_action
from lab.arena import match, play_game

STALLED = Path(__file__).parent / "fixtures" / "games" / "stalled_2p_seed83.txt"
# The real game lasts 20-30 rounds (bot games measured: at most 29 over
# 12 mixed 2-4 player games); a game past this has stalled.
SANE_ROUNDS = 60


def stalled_game() -> Game:
    """The recorded stalled game at the start of round 40, seat 0 (greedy,
    15 VP ahead) to move; seat 1 is one faith step from the end."""
    game = Game.new(2, 83, first_seat=0)
    for line in STALLED.read_text().splitlines():
        if line and not line.startswith("#"):
            game.apply(parse_action(line))
    return game


def test_the_recorded_game_is_stalled_and_a_fresh_one_is_not() -> None:
    game = stalled_game()
    assert game.round == 40 and game.to_move == 0 and not game.is_over
    idle, start = idle_turns(game)
    assert idle >= STALL_ROUNDS * 2 and is_stalled(game)
    assert start == progress_key(game)
    fresh = Game.new(2, 83, first_seat=0)
    rng = random.Random(1)
    while fresh.in_setup:
        fresh.apply(rng.choice(fresh.legal_actions()))
    assert not is_stalled(fresh)
    assert progress_decisions(fresh, fresh.legal_actions()) == fresh.legal_actions()


def test_progress_key_ignores_resources_and_sees_faith_and_cards() -> None:
    game = stalled_game()
    key = progress_key(game)
    wasteful = game.clone()
    for text in ("prod base coin+coin>coin", "done"):
        wasteful.apply(parse_action(text))
    assert progress_key(wasteful) == key  # a production that only wastes resources is a pass
    buy = next(a for a in game.legal_actions() if str(a).startswith("buy"))
    bought = game.clone()
    bought.apply(buy)
    assert progress_key(bought) != key


def test_on_a_stalled_table_a_turn_opens_only_with_progress() -> None:
    game = stalled_game()
    allowed = progress_decisions(game, game.legal_actions())
    texts = {str(a) for a in allowed}
    assert texts and not any(t.startswith("prod") for t in texts)  # the wasteful productions are out
    assert any(t.startswith("buy") for t in texts)


def test_the_leading_greedy_bot_ends_the_game_instead_of_stalling() -> None:
    game = stalled_game()
    act = GreedyBot(3).choose(game, 0)
    after = game.clone()
    after.apply(act)
    settle(after, 0)
    assert after.end_triggered, f"greedy, 15 VP ahead, played {act} and the game goes on"


def test_the_trailing_mcts_bot_cannot_refuse_progress() -> None:
    game = stalled_game()
    for text in ("prod base coin+coin>coin", "done", "end"):  # the leader passes once more
        game.apply(parse_action(text))
    assert game.to_move == 1 and is_stalled(game)
    allowed = {str(a) for a in progress_decisions(game, game.legal_actions())}
    bot = make_search_bot("mcts:it=120", 5, inline=True)
    act = bot.choose(game, 1)
    assert str(act) in allowed
    assert bot.last is not None and set(last_result(bot).stats) <= allowed  # the search only opened progress


def test_a_decision_without_search_keeps_the_rule_too(monkeypatch: pytest.MonkeyPatch) -> None:
    import ai.value
    from ai.greedy import greedy_action
    from ai.mcts import fallback

    # greedy as it was when the game stalled: the leader's wasteful production
    monkeypatch.setattr(ai.value, "TRIGGERED_WIN_VP", 0.0)
    game = stalled_game()
    allowed = {str(a) for a in progress_decisions(game, game.legal_actions())}
    assert str(greedy_action(game.determinize(0, random.Random(0)), random.Random(0))) not in allowed
    for seed in range(3):
        assert str(fallback(game, 0, random.Random(seed))) in allowed


def test_a_cancelled_search_keeps_the_rule_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot told to stop before it searched (the app cancels a turn) answers
    with greedy at once, and still under the no-progress rule."""
    import threading

    import ai.value

    monkeypatch.setattr(ai.value, "TRIGGERED_WIN_VP", 0.0)  # the greedy that stalled
    game = stalled_game()
    allowed = {str(a) for a in progress_decisions(game, game.legal_actions())}
    cancel = threading.Event()
    cancel.set()
    for seed in range(3):
        bot = make_search_bot("mcts:it=120", seed, inline=True)
        bot.params = dataclasses.replace(bot.params, weights=REFERENCE)
        act = bot.choose(game, 0, cancel=cancel)
        assert str(act) in allowed
        assert bot.last is None  # no search was made


def test_the_recorded_stalled_game_now_ends() -> None:
    game = stalled_game()
    bots = [make_bot("greedy", 1, inline=True), make_search_bot("mcts:it=60", 2, inline=True)]
    play_out(game, bots, until=lambda g: g.round >= SANE_ROUNDS)
    assert game.is_over and game.round <= 42


@pytest.mark.parametrize("players", [2, 3, 4])
def test_short_bot_games_all_end_in_a_sane_number_of_rounds(players: int) -> None:
    lineups = {
        2: [["mcts:it=12", "greedy"], ["mcts:it=12", "mcts:it=12"], ["greedy", "random"]],
        3: [["mcts:it=12", "greedy", "greedy"], ["mcts:it=12", "mcts:it=12", "random"]],
        4: [["mcts:it=12", "greedy", "mcts:it=12", "greedy"], ["greedy", "greedy", "greedy", "random"]],
    }[players]
    for k, seating in enumerate(lineups):
        result = play_game(players, seating, 900 + 10 * players + k, k)
        assert result["rounds"] <= SANE_ROUNDS, (players, seating, result)
        assert result["winners"]


def test_match_and_solo_report_the_longest_game() -> None:
    res = match(2, ["greedy", "random"], 4, seed=7)
    assert res["max_rounds"] >= res["mean_rounds"] > 5
    assert res["max_rounds"] <= SANE_ROUNDS
    from lab.arena import solo

    s = solo("greedy", 2, seed=3)
    assert s["max_rounds"] >= s["mean_rounds"] > 5
