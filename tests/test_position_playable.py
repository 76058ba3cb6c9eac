"""Positions are accepted only when the game can go on from them,
and ``Game.apply`` is all or nothing."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from helpers_rules import position

from core import EngineError, Game, IllegalActionError, PositionError
from core.actions import Action
from core.game import Game as GameClass
from core.position_fields import MAX_ROUND, MAX_STOCK


def solo_position() -> dict[str, Any]:
    g = Game.new(1, 3)
    while g.in_setup:
        g.apply(g.legal_actions()[0])
    return g.to_position()


def play_out(g: Game, seed: int = 0, most: int = 20_000) -> None:
    rng = random.Random(seed)
    for _ in range(most):
        if g.is_over:
            return
        g.apply(rng.choice(g.legal_actions()))
    raise AssertionError("random play did not end")


def nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "change",
    [
        lambda p: p["players"][0].update(leaders_played=[61.0]),
        lambda p: p["players"][0].update(leaders_hand=[49.0]),
        lambda p: p["players"][0].update(slots=[[1.0], [], []]),
        lambda p: p["decks"].update(green1=[1.0]),
        lambda p: p.update(current_seat=0.0),
        lambda p: p["solo"].update(tokens=[7.0]),
    ],
)
def test_float_ids_and_numbers_are_refused(change: Any) -> None:
    pos = solo_position()
    pos["players"][0]["leaders_hand"] = []
    change(pos)
    with pytest.raises(PositionError):
        Game.from_position(pos)


def test_a_solo_token_stack_without_the_reshuffle_token_is_refused() -> None:
    pos = solo_position()
    pos["solo"]["tokens"] = [5]
    with pytest.raises(PositionError, match="reshuffle token"):
        Game.from_position(pos)
    pos["solo"]["tokens"] = [5, 7]
    g = Game.from_position(pos)
    play_out(g)


def test_dealt_leaders_in_any_order_are_the_same_deal_and_playable() -> None:
    pos = position([{"leaders_dealt": [52, 50, 51, 49]}, {"leaders_dealt": [56, 55, 54, 53]}], phase="setup")
    g = Game.from_position(pos)
    assert g.players[0].dealt == (49, 50, 51, 52)
    assert "keep L49 L50" in [str(a) for a in g.legal_actions()]
    assert g.to_position()["players"][0]["leaders_dealt"] == [49, 50, 51, 52]
    play_out(g)


@pytest.mark.parametrize(
    ("turn", "words"),
    [
        ({"mode": "placing", "main_action_done": True, "to_place": {"coin": 10**9}}, "turn.to_place.coin"),
        ({"mode": "placing", "main_action_done": True, "to_place": {"coin": 3, "stone": 2}}, "one market line"),
        ({"mode": "placing", "main_action_done": True, "to_place": {"coin": 2}, "discards": 3}, "one market line"),
        ({"mode": "producing", "main_action_done": True, "production": {"used": ["base"], "out": {"coin": 10**9}}},
         "production.out.coin"),
        ({"mode": "producing", "main_action_done": True, "production": {"used": ["base"], "faith": 10**9}},
         "production.faith"),
    ],
)
def test_a_turn_holds_only_what_one_action_can_bring(turn: dict[str, Any], words: str) -> None:
    with pytest.raises(PositionError, match=words.replace(".", r"\.")):
        Game.from_position(position([{"strongbox": {"coin": 5}}, {}], turn=turn))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"round": 10**9}, "round"),
        ({"round": MAX_ROUND + 1}, "round"),
        ({"rng": 2**64}, "too large"),
    ],
)
def test_numbers_beyond_a_real_game_are_refused(change: dict[str, Any], words: str) -> None:
    with pytest.raises(PositionError, match=words):
        Game.from_position(position([{}, {}], **change))


@pytest.mark.parametrize("where", ["strongbox", "warehouse"])
def test_resources_beyond_a_real_game_are_refused(where: str) -> None:
    with pytest.raises(PositionError, match=f"{where}.coin"):
        Game.from_position(position([{where: {"coin": 10**9}}, {}]))
    g = Game.from_position(position([{"strongbox": {"coin": MAX_STOCK}}, {}], round=MAX_ROUND))
    assert g.players[0].strongbox[0] == MAX_STOCK and g.round == MAX_ROUND


@pytest.mark.parametrize("key", ["turn", "junk", "players"])
def test_deep_nesting_is_a_position_error_not_a_recursion_error(key: str) -> None:
    pos = position([{}, {}])
    pos[key] = nested(600)
    with pytest.raises(PositionError, match="nested deeper"):
        Game.from_position(pos)


@pytest.mark.parametrize("value", [b"bytes", {1: 2}, {"a": object()}, 2**70])
def test_what_a_save_cannot_hold_is_refused_in_a_position(value: Any) -> None:
    pos = position([{}, {}])
    pos["junk"] = value
    with pytest.raises(PositionError):
        Game.from_position(pos)


def test_names_are_short_texts() -> None:
    for name in (["x"], 5, "x" * 5000):
        with pytest.raises(PositionError, match="name"):
            Game.from_position(position([{"name": name}, {}]))


def test_the_origin_is_the_canonical_position_without_unknown_keys() -> None:
    pos = position([{"leaders_hand": [50, 49]}, {}])
    pos["comment"] = "a puzzle"
    g = Game.from_position(pos)
    origin = g.origin["position"]
    assert origin is not None
    assert "comment" not in origin and origin == g.to_position()
    assert Game.from_origin(g.origin).state_hash() == g.state_hash()


def test_positions_of_random_games_replay_identically() -> None:
    """The readers split by part read back exactly what to_position wrote, and
    the game goes on the same way from the copy."""
    for n in (1, 2, 3, 4):
        g = Game.new(n, 70 + n)
        rng = random.Random(n)
        played = 0
        while not g.is_over:
            if played % 5 == 0:  # a fresh copy every 5 decisions, played along with the game
                copy_ = Game.from_position(copy.deepcopy(g.to_position()))
                assert copy_ == g and copy_.to_position() == g.to_position()
            act = rng.choice(g.legal_actions())
            g.apply(act)
            copy_.apply(str(act))
            assert copy_.state_hash() == g.state_hash()
            played += 1


# ---------------------------------------------------------------- apply
# Fields of the wrong types on purpose (what a hand-built or corrupted decision may
# hold): typed ``Any`` so the type checker lets them through to the engine.
WRONG_TYPES: list[tuple[Any, ...]] = [(2, [1]), (2, 1.0), ("x",), (13, None)]


@pytest.mark.parametrize("fields", WRONG_TYPES)
def test_hand_built_actions_with_wrong_types_are_illegal_not_type_errors(fields: tuple[Any, ...]) -> None:
    act = Action(*fields)
    g = Game.new(2, 5)
    before = g.state_hash()
    with pytest.raises(IllegalActionError, match="not a decision"):
        g.apply(act)
    assert g.state_hash() == before


def _fail_after(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``Game.<name>`` do its work and then fail, as an engine bug half-way would."""
    original = getattr(GameClass, name)

    def broken(self: Game, *args: Any) -> Any:
        original(self, *args)
        raise KeyError("simulated engine bug")

    monkeypatch.setattr(GameClass, name, broken)


def _turn_end_pending(seed: int) -> Game:
    g = Game.new(1, seed)
    rng = random.Random(seed)
    while "end" not in [str(a) for a in g.legal_actions()]:
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_an_engine_failure_inside_apply_leaves_the_game_exactly_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _turn_end_pending(11)
    before, history, legal = g.state_hash(), g.history(), g.legal_actions()
    _fail_after("_lorenzo", monkeypatch)  # the token is drawn, the cross moved... then a failure
    with pytest.raises(EngineError, match="unchanged"):
        g.apply("end")
    assert g.state_hash() == before and g.history() == history and g.legal_actions() == legal
    monkeypatch.undo()
    g.apply("end")  # and the game goes on
    assert g.history()[-1] == Action(13)


def test_a_determinized_copy_is_also_put_back(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _turn_end_pending(12)
    d = g.determinize(0, random.Random(1))
    before = d.state_hash()
    _fail_after("_end_turn", monkeypatch)
    with pytest.raises(EngineError):
        d.apply("end")
    assert d.state_hash() == before


def test_an_interrupt_inside_apply_also_leaves_the_game_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    g = Game.new(3, 8)
    while g.in_setup:
        g.apply(g.legal_actions()[0])
    before = g.state_hash()

    def interrupted(self: Game, *args: Any) -> None:
        self.main_action_done = True
        raise KeyboardInterrupt

    monkeypatch.setattr(GameClass, "_market", interrupted)
    with pytest.raises(KeyboardInterrupt):
        g.apply("market r1")
    assert g.state_hash() == before
