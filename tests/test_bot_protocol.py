"""Every bot ``make_bot`` gives is an ``ai.Bot`` (ai/protocol.py), the one
interface the app and the arena use."""

from __future__ import annotations

import pytest

import ai
import mor_qt.bots
from ai import Bot, GreedyBot, MctsBot, RandomBot, make_bot, make_search_bot
from core import Game


@pytest.mark.parametrize("name", ["random", "greedy", "greedy:search", "mcts:it=20"])
def test_every_bot_is_a_bot_and_reports_its_searches(name: str) -> None:
    bot = make_bot(name, 3, inline=True)
    try:
        assert isinstance(bot, Bot) and bot.name == name
        assert bot.last_outcome is None and bot.failed_searches == 0
        game = Game.new(2, 5)
        while game.in_setup:
            game.apply(game.legal_actions()[0])
        action = bot.choose(game, game.to_move)
        assert action in game.legal_actions()
        searches = isinstance(bot, MctsBot)
        assert (bot.last_outcome is not None) == searches  # only a search bot searched
        assert bot.failed_searches == 0
    finally:
        bot.close()


def test_the_bot_classes_and_the_app_share_the_protocol() -> None:
    bots: list[Bot] = [RandomBot(1), GreedyBot(1), MctsBot(1, "it=5", inline=True)]  # mypy checks each class
    assert all(isinstance(bot, Bot) for bot in bots)
    assert mor_qt.bots.Bot is ai.Bot  # the app names no bot type of its own


def test_make_search_bot_gives_search_bots_alone() -> None:
    assert isinstance(make_search_bot("mcts:it=5", 1, inline=True), MctsBot)
    with pytest.raises(ValueError, match="no search bot"):
        make_search_bot("greedy", 1)
    with pytest.raises(ValueError, match="unknown bot"):
        make_search_bot("mcts:it=many", 1)
