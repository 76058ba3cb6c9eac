"""``ai.play_out``, the one loop that plays a game of bots: the bot of the seat to
move chooses, the choice is shown before it is applied, and the loop stops at the
end of the game or at the caller's limit."""

from __future__ import annotations

from ai import Choice, make_bot, play_out
from core import Game

SEED = 7
PLAYERS = 3


def _greedy(players: int) -> list:
    return [make_bot("greedy", SEED * 16 + s) for s in range(players)]


def _by_hand(players: int) -> Game:
    """The same game played by the loop every caller had before play_out."""
    game = Game.new(players, SEED, first_seat=0)
    bots = _greedy(players)
    while not game.is_over:
        seat = game.to_move
        game.apply(bots[seat].choose(game, seat))
    return game


def test_plays_to_the_end_as_the_callers_loops_did() -> None:
    game = Game.new(PLAYERS, SEED, first_seat=0)
    played = play_out(game, _greedy(PLAYERS))
    assert game.is_over
    assert played == len(game.history())
    expected = _by_hand(PLAYERS)
    assert game.history() == expected.history() and game.state_hash() == expected.state_hash()


def test_each_choice_is_seen_before_it_is_applied() -> None:
    game = Game.new(2, SEED, first_seat=0)
    seen: list[Choice] = []

    def check(now: Game, choice: Choice) -> None:
        assert now is game and choice.seat == now.to_move
        assert choice.action in now.legal_actions()  # not applied yet
        assert len(now.history()) == len(seen)
        assert choice.seconds >= 0.0
        seen.append(choice)

    played = play_out(game, _greedy(2), on_choice=check)
    assert [c.action for c in seen] == game.history() and played == len(seen)


def test_max_decisions_and_until_stop_early() -> None:
    game = Game.new(2, SEED, first_seat=0)
    assert play_out(game, _greedy(2), max_decisions=25) == 25
    assert len(game.history()) == 25 and not game.is_over
    assert play_out(game, _greedy(2), max_decisions=0) == 0

    game = Game.new(2, SEED, first_seat=0)
    played = play_out(game, _greedy(2), until=lambda g: g.round >= 3)
    assert game.round == 3 and not game.is_over and played == len(game.history())


def test_an_over_game_plays_nothing() -> None:
    game = _by_hand(2)
    seen: list[Choice] = []
    assert play_out(game, _greedy(2), on_choice=lambda _g, choice: seen.append(choice)) == 0
    assert seen == []
