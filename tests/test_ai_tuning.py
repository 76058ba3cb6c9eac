"""Tuning screens as commands (docs/tuning.md): ``mor-arena match
--weights/--params`` and ``solo --params`` play the searching bots with the
changed weights and parameters, the reference greedy keeps its own, and bad
input is refused with a message before any game."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from typing import Any

import pytest

from ai import make_bot, make_search_bot
from ai.evaluation import REFERENCE, SEARCH
from ai.greedy import GreedyBot, action_values
from ai.mcts import Node, Params, Settings, evaluate, expand
from ai.value import values
from core import Game
from lab.arena import match, play_game
from lab.tuning import TUNABLE_PARAMS, Tuning, parse_tuning

TUNED: dict[str, Any] = {"buy_weight": 0.9, "open_level": 0.2}  # numbers, as ``Weights._replace`` takes them


def _midgame(players: int, seed: int, decisions: int) -> Game:
    game = Game.new(players, seed, first_seat=0)
    bots = [GreedyBot(seed * 8 + s) for s in range(players)]
    for _ in range(decisions):
        game.apply(bots[game.to_move].choose(game, game.to_move))
    assert not game.is_over
    return game


def test_parse_reads_weights_and_params_and_an_empty_tuning_is_the_shipped_search() -> None:
    tune = parse_tuning(json.dumps(TUNED), '{"widen": 1, "rollout_turns": 2.0}')
    assert tune.search_weights() == SEARCH._replace(buy_weight=0.9, open_level=0.2)
    assert tune.params == {"widen": 1, "rollout_turns": 2}
    assert isinstance(tune.params["rollout_turns"], int)
    assert parse_tuning(None, "").search_weights() is SEARCH
    assert set(TUNABLE_PARAMS) <= {f for f in Params.__dataclass_fields__}


@pytest.mark.parametrize(
    ("weights", "params", "message"),
    [
        ('{"buy_weigth": 1}', None, "unknown field 'buy_weigth'"),
        ("[1, 2]", None, "takes a JSON object"),
        ("{buy_weight: 1}", None, "is not JSON"),
        ('{"buy_weight": true}', None, "must be a finite number"),
        ('{"buy_weight": NaN}', None, "must be a finite number"),
        ('{"buy_weight": "0.5"}', None, "must be a finite number"),
        (None, '{"c": -0.1}', "must not be negative"),
        (None, '{"rollout_turns": 1.5}', "whole number"),
        (None, '{"weights": 1}', "unknown field 'weights'"),
        (None, '{"early_stop": 0}', "unknown field 'early_stop'"),
    ],
)
def test_bad_tuning_is_refused_with_what_is_wrong(weights: str | None, params: str | None, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_tuning(weights, params)


def test_apply_tunes_the_searching_bots_and_leaves_the_reference_greedy_alone() -> None:
    tune = parse_tuning(json.dumps(TUNED), '{"c": 0.3, "rollout_turns": 0}')
    mcts = tune.apply(make_search_bot("mcts:it=50", 1, inline=True))
    assert mcts.params.weights == tune.search_weights()
    assert (mcts.params.c, mcts.params.rollout_turns) == (0.3, 0)
    assert mcts.params.widen == Params().widen  # what was not named stays
    by_search, reference = make_bot("greedy:search", 1), make_bot("greedy", 1)
    assert isinstance(by_search, GreedyBot) and isinstance(reference, GreedyBot)
    assert tune.apply(by_search).w == tune.search_weights()
    assert tune.apply(reference).w is REFERENCE
    assert not hasattr(tune.apply(make_bot("random", 1)), "params")
    untouched = Tuning().apply(make_search_bot("mcts:it=50", 1, inline=True))
    assert untouched.params == Params()


def test_the_search_reads_its_weights_from_params() -> None:
    game = _midgame(2, 11, 50)
    tuned = SEARCH._replace(**TUNED)
    st = Settings.of(Params(rollout_turns=0, weights=tuned), game)
    assert evaluate(game.clone(), None, st, random.Random(0)) == values(game, tuned) != values(game, SEARCH)
    legal = game.legal_actions()
    children = expand(Node(mover=-1), game, legal, None, tuned)
    vals = [v for _, v in action_values(game, legal, w=tuned)]
    lo, hi = min(vals), max(vals)
    assert [ch.prior for ch in children] == [(v - lo) / (hi - lo) for v in vals]


def test_a_tuned_screen_replays_and_differs_from_the_shipped_weights() -> None:
    """``play_game`` with the shipped weights written out is the untuned game;
    a screen's tuning reaches the games (they change), and the same tuning
    plays the same games."""
    seating = ["greedy:search", "greedy"]
    shipped = play_game(2, seating, 7, 70)
    same = Tuning(weights=dict(SEARCH._asdict()))
    assert play_game(2, seating, 7, 70, same) == shipped
    far = Tuning(weights={"buy_weight": 3.0, "resource_base": 1.0})
    tuned = play_game(2, seating, 7, 70, far)
    assert tuned != shipped
    assert play_game(2, seating, 7, 70, far) == tuned


def test_match_json_names_its_tuning_and_an_untuned_match_has_none() -> None:
    tune = parse_tuning(json.dumps(TUNED), '{"widen": 1}')
    res = match(2, ["greedy:search", "greedy"], 2, 3, tuning=tune)
    assert res["tuning"] == {"weights": TUNED, "params": {"widen": 1}}
    assert "tuning" not in match(2, ["greedy:search", "greedy"], 2, 3)
    assert math.isclose(sum(res["win_rate"].values()), 1.0)


def test_cli_refuses_bad_tuning_before_any_game() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "lab.cli", "match", "--players", "2", "--bots", "greedy", "--games", "2",
         "--weights", '{"nope": 1}'],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert out.returncode == 2
    assert "--weights: unknown field 'nope'" in out.stderr
    assert out.stdout == ""


def test_leader_hope_is_a_screen_of_an_unmet_leader_in_hand() -> None:
    # docs/tuning.md#leader-hope: L58 (2 green cards and 1 purple) in hand with
    # no card yet is worth leader_hope of its value; once met, all of it
    from helpers_rules import game

    from ai.evaluation import expected_vp

    assert parse_tuning('{"leader_hope": 0.4}').search_weights().leader_hope == 0.4
    assert SEARCH.leader_hope == REFERENCE.leader_hope  # shipped: both 0.7

    def vp(slots: list[list[int]], hope: float) -> float:
        g = game([{"slots": slots, "leaders_hand": [58]}, {}])
        return expected_vp(g, 0, w=SEARCH._replace(leader_hope=hope))

    assert vp([[], [], []], 0.4) < vp([[], [], []], 0.7)
    met = [[1], [5], [2]]  # two green cards and a purple one (R9.1)
    assert vp(met, 0.4) == vp(met, 0.7)


def test_a_bots_name_sets_its_own_search_parameters_and_wins_over_the_screens() -> None:
    """``mcts:it=600:c=0.3`` seats one setting against another in one match:
    the parameters named reach that bot's search, a level keeps its budget,
    and ``--params`` (``Tuning``) changes only what the name leaves alone."""
    bot = make_search_bot("mcts:it=60:c=0.3:opp_widen=0.5:rollout_turns=2", 1, inline=True)
    assert (bot.params.c, bot.params.opp_widen, bot.params.rollout_turns) == (0.3, 0.5, 2)
    assert bot.params.widen == Params().widen and bot.budget.iterations == 60
    expert = make_search_bot("mcts:expert:c=0.25:model=hand", 1, inline=True)
    assert (expert.budget.level, expert.budget.seconds, expert.budget.workers) == ("expert", 1.5, 2)
    assert (expert.params.c, expert.params.value_model) == (0.25, 0)
    tuned = parse_tuning(None, '{"c": 0.07, "widen": 1.0, "duel_widen": 1.0, "value_model": 1}').apply(expert)
    assert (tuned.params.c, tuned.params.widen, tuned.params.value_model) == (0.25, 1.0, 0)
    # a level's own parameters (``LEVEL_PARAMS``: expert's narrower 2-player tree) are part of its name
    assert tuned.params.duel_widen == 0.5
    plain = parse_tuning(None, '{"widen": 1.0}').apply(make_search_bot("mcts:it=60", 1, inline=True))
    assert plain.params.widen == 1.0


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("mcts:it=60:c=-0.1", "c must not be negative"),
        ("mcts:it=60:rollout_turns=1.5", "rollout_turns is a whole number"),
        ("mcts:it=60:widen=inf", "widen must be a finite number"),
        ("mcts:it=60:bias=much", "bias takes a number"),
        ("mcts:hard:early_stop=0", "after a level only"),
        ("mcts:it=60:weights=1", "bad budget"),
    ],
)
def test_bad_search_parameters_in_a_bots_name_are_refused(name: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_search_bot(name, 1, inline=True)


def test_a_parameter_in_a_bots_name_changes_its_games_as_the_screen_does() -> None:
    """The same change by name and by ``--params`` plays the same game, and
    differs from the shipped search's."""
    def played(seating: list[str], tuning: Tuning | None = None) -> tuple[object, ...]:
        res = play_game(2, seating, 5, 50, tuning)  # its "search" holds times: left out
        return res["vp"], res["decisions"], res["rounds"], [seat[0] for seat in res["search"]]

    by_name = played(["mcts:it=40:c=2", "greedy"])
    assert by_name == played(["mcts:it=40", "greedy"], parse_tuning(None, '{"c": 2}'))
    assert by_name != played(["mcts:it=40", "greedy"])
