"""The rollout expands the node its iteration added (``Params.rollout_expand``,
docs/tuning.md#the-rollout-expands-the-new-node): the rollout's first greedy
decision values the very decisions the node's later expansion would value,
so it gives the node its children and priors from those values, playing
exactly the move it would have played anyway."""

from __future__ import annotations

import random

import pytest

import ai.greedy
import ai.mcts
from ai.budget import parse_budget
from ai.greedy import without_passes
from ai.mcts import Node, Params, Settings, _auto, expand, rollout, search, select_and_expand
from core import Game


def _main_decision(players: int, seed: int) -> Game:
    game = Game.new(players, seed, first_seat=None if players == 1 else 0)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    return game


def _new_leaf(players: int, seed: int) -> tuple[Game, Node]:
    """A determinization after one iteration's way down a fresh tree: at the
    new node it added (not yet rolled out)."""
    game = _main_decision(players, seed)
    st = Settings.of(Params(), game)
    g = game.determinize(game.to_move, random.Random(seed))
    path, leaf = select_and_expand(Node(mover=-1), g, st)
    assert leaf is None and path[-1].n == 0 and path[-1].children is None
    return g, path[-1]


def _rows(children: dict[int, Node] | list[Node] | None) -> list[tuple[str, int, float]]:
    assert children is not None
    nodes = children.values() if isinstance(children, dict) else children
    return [(str(ch.action), ch.mover, ch.prior) for ch in nodes]


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13), (4, 14)])
def test_the_rollout_plays_the_same_moves_when_it_expands_the_node(players: int, seed: int) -> None:
    g, node = _new_leaf(players, seed)
    plain, expanding = g.clone(), g.clone()
    rng_plain, rng_expanding = random.Random(seed), random.Random(seed)
    rollout(plain, rng_plain, 1, Params().noise)
    rollout(expanding, rng_expanding, 1, Params().noise, node=node)
    assert expanding.state_hash() == plain.state_hash()
    assert rng_expanding.random() == rng_plain.random()  # the same random draws, in the same order
    assert node.children  # ... and the node got its children on the way


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23), (4, 24)])
def test_the_node_gets_the_children_and_priors_its_expansion_would_give(players: int, seed: int) -> None:
    g, node = _new_leaf(players, seed)
    later = g.clone()
    rollout(g, random.Random(seed), 1, Params().noise, node=node)
    # what ``select_and_expand`` does when it next meets the node on this determinization
    _auto(later)
    expected = expand(Node(mover=-1), later, without_passes(later, later.legal_actions()), None)
    assert _rows(node.children) == _rows(expected)
    assert {ch.n for ch in expected} == {0}


def _values_per_iteration(monkeypatch: pytest.MonkeyPatch, game: Game, expand_on: int) -> float:
    """Decisions valued (``action_values``) per iteration of a seeded search."""
    valued = [0]
    real = ai.greedy.action_values

    def counted(*args: object, **kwargs: object) -> object:
        out = real(*args, **kwargs)  # type: ignore[arg-type]
        valued[0] += len(out)
        return out

    monkeypatch.setattr(ai.greedy, "action_values", counted)
    monkeypatch.setattr(ai.mcts, "action_values", counted)
    iterations = 200
    prm = Params(early_stop=False, rollout_expand=expand_on)
    search(game.determinize(game.to_move, 3), game.to_move, iterations=iterations, seed=3, params=prm)
    monkeypatch.undo()
    return valued[0] / iterations


@pytest.mark.parametrize("players", [2, 4])
def test_a_search_values_fewer_decisions_when_rollouts_expand(monkeypatch: pytest.MonkeyPatch, players: int) -> None:
    game = _main_decision(players, 30 + players)
    off = _values_per_iteration(monkeypatch, game, 0)
    on = _values_per_iteration(monkeypatch, game, 1)
    assert on < off * 0.9


def test_the_switch_is_a_tunable_parameter_and_off_leaves_new_nodes_unexpanded() -> None:
    game = _main_decision(2, 40)
    assert Settings.of(Params(), game).rollout_expand
    off = parse_budget("it=50,rollout_expand=0").param_changes()
    assert off == {"rollout_expand": 0}
    for flag in (0, 1):
        root = Node(mover=-1)
        prm = Params(rollout_expand=flag)
        search(game.determinize(game.to_move, 1), game.to_move, iterations=1, seed=1, params=prm, tree=root)
        assert root.children is not None
        visited = [ch for ch in root.children.values() if ch.n]
        assert len(visited) == 1
        assert (visited[0].children is not None) == bool(flag)


def test_solo_without_rollout_expands_nothing_early() -> None:
    """Solo judges a new leaf at once (no rollout): its node is expanded when next visited, as before."""
    game = _main_decision(1, 41)
    root = Node(mover=-1)
    search(game.determinize(game.to_move, 1), game.to_move, iterations=1, seed=1, params=Params(), tree=root)
    assert root.children is not None
    assert all(ch.children is None for ch in root.children.values())
