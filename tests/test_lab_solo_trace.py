"""``python -m lab.solo_trace``: a game of ``mor-arena solo`` told turn by turn, the same game
``mor-arena solo --seed S`` plays (the same deal and bot seed), a line for each of the
player's turns (R12: the player's turn, then Lorenzo's token)."""

from __future__ import annotations

import pytest

from lab.solo_clairvoyant import SoloGame, replay
from lab.solo_trace import main, trace

BOT = "mcts:it=40"
GAME = SoloGame(4, 1)


def test_the_trace_plays_the_game_the_arena_plays_and_tells_each_turn() -> None:
    told = trace(BOT, GAME)
    played = replay(BOT, GAME, clairvoyant=False, shift=0)
    assert (told.won, told.vp, told.rounds) == (played["won"], played["vp"], played["rounds"])
    rounds = [turn.round for turn in told.turns]
    assert rounds == list(range(1, told.rounds + 1))  # one turn a round, from the first
    assert all(turn.decisions for turn in told.turns)  # every turn has its main action
    assert [t.cards for t in told.turns] == sorted(t.cards for t in told.turns)  # cards are never lost
    assert all(0.0 <= t.win <= 1.0 and t.threat <= 0.0 for t in told.turns)
    assert told.text().splitlines()[0].startswith(f"game {GAME} (deal {GAME.deal}): ")
    assert len(told.text().splitlines()) == 1 + len(told.turns)


def test_a_shifted_bot_seed_plays_another_game_and_clairvoyance_the_replay_s_game() -> None:
    assert trace(BOT, GAME).text() != trace(BOT, GAME, shift=1).text()
    seeing = trace(BOT, GAME, clairvoyant=True)
    replayed = replay(BOT, GAME, clairvoyant=True, shift=0)
    assert (seeing.won, seeing.vp, seeing.rounds) == (replayed["won"], replayed["vp"], replayed["rounds"])


def test_the_command_prints_each_game_and_refuses_what_it_cannot_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bot", BOT, "--games", "4+1,4+1"]) == 0
    out = capsys.readouterr().out
    assert out.count("game 4+1 (deal 5)") == 1  # a game named twice is told once
    assert main(["--bot", BOT, "--games", "4-1"]) == 2
    assert "not a game" in capsys.readouterr().err
    assert main(["--bot", "mcts:expert", "--games", "4+1", "--clairvoyant"]) == 2
    assert "worker processes" in capsys.readouterr().err
