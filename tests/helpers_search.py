"""What a search bot's last decision left, for tests that look inside it
(each fails the test when the bot did not search)."""

from __future__ import annotations

from ai import MctsBot, SearchOutcome, SearchPool, make_bot
from ai.mcts import SearchResult
from core import Game


def searched(bot: MctsBot) -> SearchOutcome:
    """What became of the bot's last search."""
    outcome = bot.last_outcome
    assert outcome is not None, "the bot did not search"
    return outcome


def last_result(bot: MctsBot) -> SearchResult:
    """The statistics of the bot's last search."""
    result = bot.last
    assert result is not None, "the bot's last search left no statistics"
    return result


def pool_of(bot: MctsBot) -> SearchPool:
    """The worker processes the bot searches in."""
    pool = bot.pool
    assert pool is not None, "the bot searches in-process"
    return pool


def greedy_solo_game(seed: int, turns: int) -> Game:
    """A solo game dealt with ``seed`` after its set-up and ``turns`` of greedy's decisions
    (fewer when it ends first)."""
    game = Game.new(1, seed)
    bot = make_bot("greedy", seed)
    while game.in_setup or (turns > 0 and not game.is_over):
        turns -= 0 if game.in_setup else 1
        game.apply(bot.choose(game, 0))
    return game
