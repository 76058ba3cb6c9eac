"""Notation (docs/notation.md): every decision has one text form that parses back,
and illegal or malformed decisions raise a clear IllegalActionError and change nothing."""

from __future__ import annotations

import random

import pytest

from core import Game, IllegalActionError, NotationError, parse_action
from core.actions import ALL_ACTIONS, BUY, Action
from core.words.explain import illegal_reason, why_illegal
from core.words.messages import Message


def test_every_decision_round_trips_through_its_notation() -> None:
    texts = set()
    for act in ALL_ACTIONS:
        text = str(act)
        assert parse_action(text) is act
        texts.add(text)
    assert len(texts) == len(ALL_ACTIONS)  # no two decisions share a text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Market  R1", "market r1"),
        ("  keep L53 L49 ", "keep L49 L53"),
        ("prod base shield+coin>stone", "prod base coin+shield>stone"),
        ("BUY 17 S2", "buy 17 s2"),
        ("prod l61>Coin", "prod L61>coin"),
    ],
)
def test_parse_forgives_case_spacing_and_order(text: str, canonical: str) -> None:
    assert str(parse_action(text)) == canonical


@pytest.mark.parametrize(
    "text", ["", "market r4", "market c5", "buy 49 s1", "buy 17 s4", "keep L49 L49", "take faith",
             "prod base coin+stone>faith", "prod L49>coin", "play L48", "jump", "store", "keep L49", 42, None],
)
def test_malformed_notation_raises_notation_error(text: object) -> None:
    with pytest.raises(NotationError) as err:
        parse_action(text)  # type: ignore[arg-type]
    assert "not" in str(err.value)
    assert isinstance(err.value, IllegalActionError) and isinstance(err.value, ValueError)


def test_legal_actions_of_random_games_all_round_trip() -> None:
    rng = random.Random(5)
    for seed in range(8):
        g = Game.new(seed % 4 + 1, seed)
        while not g.is_over:
            acts = g.legal_actions()
            for act in acts:
                assert parse_action(str(act)) == act
            g.apply(rng.choice(acts))


def _illegal_cases() -> list[tuple[Game, str]]:
    g = Game.new(3, 11)
    cases: list[tuple[Game, str]] = [(g.clone(), "market r1"), (g.clone(), "end"), (g.clone(), "take coin")]
    rng = random.Random(3)
    while g.in_setup:
        g.apply(rng.choice(g.legal_actions()))
    cases += [(g.clone(), "end"), (g.clone(), "done"), (g.clone(), "store coin"), (g.clone(), "keep L49 L50"),
              (g.clone(), "white coin"), (g.clone(), "buy 45 s1"), (g.clone(), "prod s1")]
    g.apply("market r1")
    cases += [(g.clone(), "market r2"), (g.clone(), "end")]
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    cases.append((g, "end"))
    return cases


def test_illegal_decisions_raise_with_a_reason_and_change_nothing() -> None:
    for g, text in _illegal_cases():
        before = g.state_hash()
        legal = g.legal_actions()
        act = parse_action(text)
        assert act not in legal
        with pytest.raises(IllegalActionError) as err:
            g.apply(text)
        msg = str(err.value)
        assert text in msg and ": " in msg and "not possible now" not in msg
        assert msg == why_illegal(g, act)
        assert g.state_hash() == before
        assert g.legal_actions() == legal


def test_illegal_reason_is_the_reason_alone_that_the_app_shows_beside_a_decision() -> None:
    for g, text in _illegal_cases():
        act = parse_action(text)
        reason = illegal_reason(g, act)
        assert isinstance(reason, Message) and reason  # translatable, not empty
        assert not reason.startswith("illegal decision")
        assert why_illegal(g, act) == f"illegal decision {str(act)!r}: {reason}"
    g = Game.new(2, 1)
    assert all(illegal_reason(g, act) == "" for act in g.legal_actions())
    for act in (Action(BUY, 17, 5), Action(99)):  # no decision at all: the whole sentence
        assert illegal_reason(g, act) == why_illegal(g, act)
        assert illegal_reason(g, act).startswith("not a decision: ")


def test_hand_built_non_decision_is_refused_clearly() -> None:
    g = Game.new(2, 1)
    before = g.state_hash()
    for act in (Action(BUY, 17, 5), Action(99), Action(BUY, 99, 0)):
        with pytest.raises(IllegalActionError, match="not a decision"):
            g.apply(act)
        assert "no decision" in str(act)
    with pytest.raises(NotationError):
        g.apply(3.5)  # type: ignore[arg-type]
    assert g.state_hash() == before


def test_game_over_message_says_so() -> None:
    g = Game.new(1, 4)
    rng = random.Random(0)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    with pytest.raises(IllegalActionError, match="the game is over"):
        g.apply("market r1")
    assert g.legal_actions() == [] and g.current_seat is None


def test_every_illegal_decision_gets_a_specific_reason() -> None:
    rng = random.Random(9)
    for seed in range(4):
        g = Game.new(seed % 4 + 1, seed)
        step = 0
        while not g.is_over:
            if step % 25 == 0:
                legal = set(g.legal_actions())
                for act in ALL_ACTIONS:
                    if act not in legal:
                        msg = why_illegal(g, act)
                        assert msg.startswith(f"illegal decision {str(act)!r}: ") and "not possible now" not in msg
            g.apply(rng.choice(g.legal_actions()))
            step += 1


@pytest.mark.parametrize(
    ("players", "seed", "first"),
    [(0, 1, None), (5, 1, None), ([], 1, None), (True, 1, None), ("4", 1, None), (2, "x", None), (2, 1.5, None),
     (2, 1, 2), (2, 1, -1), (1, 1, 1), (3, 1, True)],
)
def test_bad_new_game_arguments_raise_value_error(players: object, seed: object, first: object) -> None:
    with pytest.raises(ValueError):
        Game.new(players, seed, first)  # type: ignore[arg-type]
