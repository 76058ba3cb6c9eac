"""The MCTS bot grows one tree through a turn: the decisions after
the main action start from the visits their line got while the main action
was searched, in-process and in a worker; a new turn starts afresh."""

from __future__ import annotations

import random

from helpers_search import last_result

from ai import make_search_bot
from ai.bots import MctsBot
from ai.budget import decision_share
from ai.mcts import MIN_NEW_ITERATIONS, Node, Params, descend, search
from core import Action, Game
from core.actions import END


def _main_decision(players: int, seed: int) -> Game:
    game = Game.new(players, seed)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    return game


def _to_next_search(game: Game, bot: MctsBot, seat: int) -> None:
    """Play ``seat``'s decisions that need no search (placement, forced)."""
    while not game.is_over and game.current_seat == seat:
        if len(game.legal_actions()) > 1 and decision_share(game) > 0:
            return
        game.apply(bot.choose(game, seat))


def _visits(bot: MctsBot) -> int:
    assert bot.last is not None
    return int(sum(v[0] for v in last_result(bot).stats.values()))


def test_the_turn_s_next_decision_starts_from_its_line_s_visits() -> None:
    game = _main_decision(1, 21)
    seat = game.current_seat
    assert seat is not None
    bot = make_search_bot("mcts:it=300", 4, inline=True)
    bot.params = Params(early_stop=False)
    main = bot.choose(game, seat)
    assert _visits(bot) == last_result(bot).iterations  # a fresh tree: one visit per iteration
    main_visits = int(last_result(bot).stats[str(main)][0])
    game.apply(main)
    _to_next_search(game, bot, seat)
    assert game.current_seat == seat and game.main_action_done  # a decision after the main action
    act = bot.choose(game, seat)
    assert act in game.legal_actions()
    done = last_result(bot).iterations
    # the root held the main action's line: more visits than this search made,
    # at most what the line had (its first visit evaluated the node itself)
    assert done < _visits(bot) <= main_visits + done
    reused = _visits(bot) - done + 1
    # and they count towards the decision's budget
    assert done == max(MIN_NEW_ITERATIONS, int(300 * decision_share(game)) - reused)
    legal = {str(a) for a in game.legal_actions()}
    assert set(last_result(bot).stats) <= legal  # only decisions open now are reported


def test_a_new_turn_searches_a_new_tree() -> None:
    game = _main_decision(1, 22)
    bot = make_search_bot("mcts:it=200", 5, inline=True)
    while game.round < 3 and not game.is_over:
        act = bot.choose(game, 0)
        new_turn = not game.main_action_done and game.turn_mode == 0 and len(game.legal_actions()) > 1
        if new_turn and bot.last is not None and game.round > 1:
            assert _visits(bot) == last_result(bot).iterations
        game.apply(act)
    assert game.round >= 3


def _line(game: Game, action: Action) -> tuple[list[Action], Game]:
    """``action`` and the placements and forced decisions after it (which
    take no tree level), and the game they lead to."""
    line = [action]
    g = game.clone()
    g.apply(action)
    while not g.is_over and (g.turn_mode in (1, 2) or len(g.legal_actions()) == 1):
        act = g.legal_actions()[0]
        line.append(act)
        g.apply(act)
    return line, g


def test_descend_follows_the_applied_line_and_nothing_else() -> None:
    game = _main_decision(1, 23)
    root_game = game.determinize(0, random.Random(1))
    tree = Node(mover=-1)
    search(root_game, 0, iterations=300, seed=2, params=Params(early_stop=False), tree=tree)
    assert tree.children
    best = max(tree.children.values(), key=lambda ch: ch.n)
    assert best.action is not None
    line, _ = _line(root_game, best.action)
    assert descend(tree, root_game, line) is best
    assert descend(tree, root_game, line[:1]) is best
    assert descend(tree, root_game, []) is None
    assert descend(None, root_game, line) is None
    # a decision that is not legal in the searched game, or a line the tree
    # never took, leaves it
    illegal = Action(END)
    assert descend(tree, root_game, [illegal]) is None
    # through a decision whose node was never expanded: no tree left there
    small = Node(mover=-1)
    search(root_game, 0, iterations=3, seed=2, params=Params(early_stop=False), tree=small)
    assert small.children
    unexpanded = next(ch for ch in small.children.values() if ch.n == 0)
    assert unexpanded.action is not None and unexpanded.children is None
    line2, g2 = _line(root_game, unexpanded.action)
    assert descend(small, root_game, line2) is unexpanded
    assert not g2.is_over
    assert descend(small, root_game, [*line2, g2.legal_actions()[-1]]) is None


def test_a_worker_keeps_its_tree_for_the_turn_s_next_decision() -> None:
    game = _main_decision(1, 24)
    seat = game.current_seat
    assert seat is not None
    bot = make_search_bot("mcts:it=200", 6)
    try:
        main = bot.choose(game, seat)
        assert _visits(bot) == last_result(bot).iterations
        game.apply(main)
        _to_next_search(game, bot, seat)
        bot.choose(game, seat)
        assert _visits(bot) > last_result(bot).iterations
    finally:
        bot.close()


def test_games_of_several_players_search_every_decision_afresh() -> None:
    game = _main_decision(2, 25)
    seat = game.current_seat
    assert seat is not None
    bot = make_search_bot("mcts:it=200", 7, inline=True)
    game.apply(bot.choose(game, seat))
    _to_next_search(game, bot, seat)
    assert game.current_seat == seat and game.main_action_done
    bot.choose(game, seat)
    assert _visits(bot) == last_result(bot).iterations
