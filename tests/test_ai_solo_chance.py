"""Solo, the search tree may branch on the token Lorenzo reveals at the end of
each turn (``Params.solo_chance``, R12.1).

Merged (0, the default), every token's line goes on in one node, so the
decisions below it are one plan for whatever Lorenzo did; branched (1), the
node after a turn-ending decision has one child per token revealed
(``Node.outcomes``), and the decisions below each are chosen knowing it, as
the player will choose them (docs/tuning.md#solo-the-tree-branches-on-lorenzos-token)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers_search import greedy_solo_game

from ai import make_search_bot
from ai.mcts import CHANCE_DANGER, DANGER_CROSS, Params, Settings, danger_outcome, search
from ai.search_tree import Node, token_outcome
from core import ActionKind, Game, deck_index, solo_token

TOKENS = range(1, 8)  # Lorenzo's seven tokens (R12.1; ids as in docs/position.md)
ITERATIONS = 600


def _nodes(node: Node) -> Iterator[Node]:
    """``node`` and every node below it, through decisions and token outcomes."""
    yield node
    for child in (node.children or {}).values():
        yield from _nodes(child)
    for child in (node.outcomes or {}).values():
        yield from _nodes(child)


def _searched(game: Game, chance: int, seed: int = 4) -> Node:
    root = Node(mover=-1)
    search(game, 0, iterations=ITERATIONS, seed=seed, params=Params(solo_chance=chance, early_stop=False), tree=root)
    return root


def test_tokens_alike_are_one_outcome() -> None:
    outcomes = {token_outcome(t) for t in TOKENS}
    assert len(outcomes) == 6  # the two "black cross +2" tokens are alike
    for t in TOKENS:
        token = solo_token(t)
        assert token_outcome(t) == (token.kind, token.color, token.amount)
    node = Node(0)
    plus_two = [t for t in TOKENS if solo_token(t).kind == "cross2"]
    assert len(plus_two) == 2
    assert node.outcome(token_outcome(plus_two[0])) is node.outcome(token_outcome(plus_two[1]))
    assert len(node.outcomes or {}) == 1


def test_a_branched_tree_goes_on_below_each_token_revealed() -> None:
    game = greedy_solo_game(12, 30)
    assert not game.is_over
    root = _searched(game, 1)
    ends = [nd for nd in _nodes(root) if nd.action is not None and nd.action.kind == ActionKind.END and nd.n > 1]
    assert ends, "the search went past the end of a turn"
    for end in ends:
        assert not end.children  # the next decisions hang below the tokens
        assert end.outcomes
        assert set(end.outcomes) <= {token_outcome(t) for t in TOKENS}
        # the first visit took the prior's value; each later one revealed a
        # token, unless Lorenzo's action ended the game (R12.3)
        assert 0 < sum(o.n for o in end.outcomes.values()) <= end.n - 1
        for o in end.outcomes.values():
            assert o.mover == end.mover
            if o.n > 1:
                assert o.children
                assert sum(ch.n for ch in o.children.values()) <= o.n
    assert len({key for end in ends for key in end.outcomes or {}}) > 1  # determinizations reveal different tokens


def test_a_merged_tree_has_no_token_outcomes() -> None:
    game = greedy_solo_game(12, 30)
    root = _searched(game, 0)
    assert all(nd.outcomes is None for nd in _nodes(root))
    assert any(nd.children for nd in _nodes(root) if nd.action is not None and nd.action.kind == ActionKind.END), (
        "a turn's end has the next turn's decisions below it"
    )


def test_only_solo_games_branch() -> None:
    duo = Game.new(2, 7)
    solo = greedy_solo_game(7, 0)
    chance = Params(solo_chance=1)
    assert Settings.of(chance, solo).chance
    assert not Settings.of(Params(), solo).chance
    assert not Settings.of(chance, duo).chance
    root = Node(mover=-1)
    search(duo, duo.to_move, iterations=200, seed=2, params=chance, tree=root)
    assert all(nd.outcomes is None for nd in _nodes(root))


def test_a_branched_search_is_reproducible_and_differs_from_a_merged_one() -> None:
    game = greedy_solo_game(12, 30)
    runs = [
        search(game, 0, iterations=ITERATIONS, seed=9, params=Params(solo_chance=c, early_stop=False))
        for c in (1, 1, 0)
    ]
    assert runs[0].stats == runs[1].stats
    assert runs[0].stats != runs[2].stats


def test_a_bot_s_name_sets_the_branching_as_a_whole_number() -> None:
    assert make_search_bot("mcts:it=60:solo_chance=1", inline=True).params.solo_chance == 1
    assert make_search_bot("mcts:it=60", inline=True).params.solo_chance == 0
    with pytest.raises(ValueError, match="whole"):
        make_search_bot("mcts:it=60:solo_chance=0.5", inline=True)


def test_a_danger_tree_branches_only_where_a_token_leaves_the_player_in_danger() -> None:
    game = greedy_solo_game(12, 30)
    assert danger_outcome(game) == ((), False)  # early in the game: no colour is thin, the cross far
    g = game.clone()
    # empty blue's column but for two cards: one discard token from losing (R12.3)
    blue = 1
    decks = list(g.decks)
    left = 2
    for level in (1, 2, 3):
        d = deck_index(blue, level)
        keep = min(left, len(decks[d]))
        decks[d] = decks[d][:keep]
        left -= keep
    g.decks = tuple(decks)
    g.black_cross = DANGER_CROSS
    assert danger_outcome(g) == ((blue,), True)
    root = Node(mover=-1)
    search(
        game, 0, iterations=ITERATIONS, seed=4, params=Params(solo_chance=CHANCE_DANGER, early_stop=False), tree=root
    )
    keys = {key for nd in _nodes(root) for key in nd.outcomes or {}}
    assert keys and all(isinstance(k, tuple) and len(k) == 2 for k in keys)
    assert len(keys) < len({token_outcome(t) for t in TOKENS})  # fewer outcomes than tokens
    with pytest.raises(ValueError, match="0 to 2"):
        make_search_bot("mcts:it=60:solo_chance=3", inline=True)
