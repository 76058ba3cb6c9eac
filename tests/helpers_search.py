"""What a search bot's last decision left, for tests that look inside it
(each fails the test when the bot did not search)."""

from __future__ import annotations

from ai import MctsBot, SearchOutcome, SearchPool
from ai.mcts import SearchResult


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
