"""The steps of an MCTS iteration, each a function since ac305ac
(``select``, ``expand``, ``select_and_expand``, ``evaluate``,
``backpropagate``): what each one does to the tree, checked on its own."""

from __future__ import annotations

import random

import pytest

from ai.mcts import Node, Params, Settings, backpropagate, evaluate, expand, rollout, select, select_and_expand
from ai.value import values
from core import Game


def _main_decision(players: int, seed: int) -> Game:
    game = Game.new(players, seed, first_seat=None if players == 1 else 0)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    return game


def _settings(game: Game, widen: float = Params().widen) -> Settings:
    """Settings whose searching seat widens by ``widen`` (``duel_widen`` in a 2-player game)."""
    return Settings.of(Params(widen=widen, duel_widen=widen), game)


def test_expand_opens_one_child_per_decision_with_priors_in_0_1() -> None:
    game = _main_decision(2, 3)
    legal = game.legal_actions()
    root = Node(mover=-1)
    children = expand(root, game, legal, None)
    assert [ch.action for ch in children] == legal
    assert all(ch.mover == game.to_move and ch.n == 0 for ch in children)
    priors = [ch.prior for ch in children]
    assert min(priors) == 0.0 and max(priors) == 1.0  # min-max scaled greedy values
    # a second call with the same decisions reuses the children
    assert expand(root, game, legal, None) == children
    # a decision this determinization shows for the first time is added, the others kept
    assert root.children is not None
    first = root.children.pop(id(legal[0]))
    again = expand(root, game, legal, None)
    assert again[1:] == children[1:] and again[0] is not first and again[0].action is legal[0]


def test_solo_expansion_hands_the_prior_s_evaluation_to_the_new_children() -> None:
    game = _main_decision(1, 4)
    st = _settings(game)
    assert st.leaves is not None and st.horizon == 0
    children = expand(Node(mover=-1), game, game.legal_actions(), st.leaves)
    assert all(ch.leaf is not None for ch in children)
    assert not st.leaves  # emptied for the next expansion


def test_select_counts_availability_and_tries_unvisited_children_by_prior() -> None:
    game = _main_decision(2, 5)
    st = _settings(game, widen=100.0)
    root = Node(mover=-1)
    children = expand(root, game, game.legal_actions(), None)
    best = select(root, list(children), st)
    assert best.prior == max(ch.prior for ch in children)
    assert all(ch.avail == 1 for ch in children)
    # once every child was visited, UCT prefers the higher mean value
    for ch in children:
        ch.n, ch.w = 10, 1.0
    children[-1].w = 9.0
    assert select(root, list(children), st) is children[-1]


def _worst_prior_best_mean(game: Game) -> tuple[Node, list[Node], Node]:
    """(root, its children for ``game``'s decisions, all visited alike, and
    the one with the worst prior, given the best mean: a child that only a
    wide tree opens)."""
    root = Node(mover=-1)
    children = expand(root, game, game.legal_actions(), None)
    assert len(children) > 2
    for ch in children:
        ch.n, ch.w = 5, 2.5
    worst = min(children, key=lambda ch: ch.prior)
    worst.w = 5.0  # the best mean, but outside the few open at 0 visits
    return root, children, worst


def test_progressive_widening_opens_only_the_best_prior_children() -> None:
    game = _main_decision(2, 6)
    st = _settings(game, widen=0.5)
    root, children, worst = _worst_prior_best_mean(game)
    picked = select(root, list(children), st)  # 1 + int(0.5 * sqrt(1)) = 1 child open
    assert picked is not worst and picked.prior == max(ch.prior for ch in children)


def test_the_other_seats_decisions_widen_by_opp_widen() -> None:
    """``Params.opp_widen`` opens the other seats' decisions in the tree,
    ``duel_widen`` (``widen`` with 3-4 players) the searching seat's: with
    the same children and visits, each setting steers only the decisions
    of its side of the table."""
    game = _main_decision(2, 6)
    root, children, worst = _worst_prior_best_mean(game)
    wide, narrow = 100.0, 0.5
    mine = Settings.of(Params(duel_widen=narrow, opp_widen=wide), game)
    assert mine.seat == game.to_move
    assert select(root, list(children), mine) is not worst  # the searching seat's: narrow
    theirs = Settings.of(Params(duel_widen=wide, opp_widen=narrow), game)
    assert select(root, list(children), theirs) is worst  # the searching seat's: wide
    for ch in children:
        ch.mover = 1 - game.to_move  # the same decisions, made by the other seat
    assert select(root, list(children), mine) is worst
    assert select(root, list(children), theirs) is not worst


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rivals_play_their_best_prior_in_the_shipped_search(players: int) -> None:
    """``Params.opp_widen`` is 0 (docs/tuning.md#rivals-play-their-prior): at
    a rival's decision only the best by the prior opens, whatever the visits
    and values, while the searching seat's own decisions still widen."""
    game = _main_decision(players, 6)
    shipped = Settings.of(Params(), game)
    assert shipped.opp_widen == 0.0 < shipped.widen
    root, children, worst = _worst_prior_best_mean(game)
    for ch in children:
        ch.n, ch.w = 400, 200.0
    worst.w = 400.0  # the best mean by far, and the worst prior
    root.n = 400 * len(children)
    assert select(root, list(children), shipped) is worst  # the bot's own decision: wide open
    for ch in children:
        ch.mover = (game.to_move + 1) % players  # the same decisions, made by a rival
    assert select(root, list(children), shipped) is max(children, key=lambda ch: ch.prior)


def test_a_rival_s_new_decisions_are_valued_alone_against_its_best_open_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``Params.opp_reprice`` (docs/tuning.md#rivals-new-decisions): when a
    determinization shows a rival's node decisions it has not seen (another
    hand of leaders), only those are valued, with the best-prior decision
    already there; a new one ranks above that one exactly when its greedy
    value is higher, and the known decisions keep their priors."""
    import ai.mcts as mcts

    game = _main_decision(4, 6)
    legal = game.legal_actions()
    root = Node(mover=-1)
    children = expand(root, game, legal, None)
    by_prior = sorted(children, key=lambda ch: ch.prior, reverse=True)
    best, runner_up, worst = by_prior[0], by_prior[1], by_prior[-1]
    assert root.children is not None
    for gone in (best, worst):  # two decisions this determinization shows for the first time
        del root.children[id(gone.action)]
    kept = {id(ch.action): ch.prior for ch in root.children.values()}
    valued: list[list[object]] = []
    real = mcts.action_values

    def counting(game: Game, legal: list[object], *args: object) -> object:
        valued.append(list(legal))
        return real(game, legal, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(mcts, "action_values", counting)
    again = expand(root, game, legal, None, reprice=True)
    assert len(valued) == 1 and len(valued[0]) == 3  # the old best and the two new ones
    assert valued[0][0] is runner_up.action and set(map(id, valued[0][1:])) == {id(best.action), id(worst.action)}
    priors = {id(ch.action): ch.prior for ch in again}
    assert all(priors[key] == prior for key, prior in kept.items())
    assert priors[id(best.action)] > runner_up.prior > priors[id(worst.action)]
    assert max(again, key=lambda ch: ch.prior).action is best.action
    # without it every decision is valued again
    for gone in (best, worst):
        del root.children[id(gone.action)]
    valued.clear()
    expand(root, game, legal, None)
    assert [len(v) for v in valued] == [len(legal)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rivals_reprice_in_the_shipped_search(players: int) -> None:
    """``Params.opp_reprice`` is on in every multiplayer game; ``opp_reprice=0``
    in a bot's name turns it off (the search before 2026-11-30)."""
    from ai.budget import parse_budget

    game = _main_decision(players, 6)
    assert Settings.of(Params(), game).opp_reprice
    off = parse_budget("it=50,opp_reprice=0").param_changes()
    assert not Settings.of(Params(**off), game).opp_reprice


def test_backpropagate_gives_each_node_the_value_of_its_mover() -> None:
    root = Node(mover=-1)
    a, b = Node(0), Node(1)
    backpropagate(root, [a, b], [0.75, 0.25])
    backpropagate(root, [a], [0.5, 0.5])
    assert (root.n, a.n, b.n) == (2, 2, 1)
    assert (a.w, b.w) == (1.25, 0.25)


def test_select_and_expand_stops_at_a_new_decision_and_evaluate_judges_it() -> None:
    game = _main_decision(2, 7)
    st = _settings(game)
    root = Node(mover=-1)
    g = game.determinize(game.to_move, random.Random(1))
    start = g.state_hash()
    path, leaf = select_and_expand(root, g, st)
    assert len(path) == 1 and leaf is None and path[0].n == 0  # a new child: played, not yet backed up
    assert path[0].action in game.legal_actions() and g.state_hash() != start
    chosen = g.state_hash()
    vals, vps = evaluate(g, None, st, random.Random(2))
    assert len(vals) == len(vps) == 2 and all(0.0 <= v <= 1.0 for v in vals)
    assert g.state_hash() != chosen  # a rollout was played
    # a value the prior already made is taken as it is, the game not played on
    same = g.clone()
    assert evaluate(same, (vals, vps), st, random.Random(3)) == (vals, vps)
    assert same.state_hash() == g.state_hash()


def test_solo_evaluation_without_rollout_is_the_value_of_the_position() -> None:
    game = _main_decision(1, 8)
    st = _settings(game)
    g = game.clone()
    assert evaluate(g, None, st, random.Random(0)) == values(game)
    assert g.state_hash() == game.state_hash()


@pytest.mark.parametrize("players", [1, 2, 4])
def test_each_game_rolls_out_its_own_number_of_turns(players: int) -> None:
    """``solo_rollout_turns`` solo, ``rollout_turns`` with 2-4 players
    (docs/tuning.md#rollouts)."""
    game = _main_decision(players, 9)
    assert Settings.of(Params(rollout_turns=3, solo_rollout_turns=0), game).horizon == (0 if players == 1 else 3)


def test_a_two_turn_rollout_plays_the_rival_s_reply_too() -> None:
    """With 2 players a rollout of 2 turns ends the turn it starts in and the
    other seat's, so the position it judges has the same seat to move; one
    turn leaves the rival to move (docs/tuning.md#the-rivals-reply-in-the-rollout)."""
    game = _main_decision(2, 7)
    mover = game.to_move
    ends = {}
    for turns in (1, 2):
        g = game.determinize(mover, random.Random(1))
        rollout(g, random.Random(2), turns, Params().noise)
        assert not g.is_over
        ends[turns] = g.to_move
    assert ends == {1: 1 - mover, 2: mover}
