"""Mutated real positions and saves: whatever is accepted plays to
its end, saves, loads and round-trips; everything else is a clear refusal."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import Game
from lab import fuzz
from lab.cli import main

FUZZ = settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_a_mutated_position_is_refused_or_playable_to_the_end(rng: random.Random) -> None:
    outcome, detail = fuzz.try_position(rng)
    assert outcome in ("refused", "played"), detail


@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_a_save_with_mutated_content_is_refused_or_playable_to_the_end(rng: random.Random) -> None:
    outcome, detail = fuzz.try_save(rng)
    assert outcome in ("refused", "played"), detail


def test_the_known_defects_are_caught_by_the_check() -> None:
    """The check itself sees a broken game: a solo stack without its reshuffle
    token, forced into a game behind from_position's back, is a crash."""
    g = Game.new(1, 5)
    while g.in_setup:
        g.apply(g.legal_actions()[0])
    g.tokens = (5,)
    outcome, detail = fuzz._judge(lambda: fuzz.check_playable(g, random.Random(1)))
    assert outcome == "crash" and "reshuffle token" in detail


@pytest.mark.parametrize("what", ["positions", "saves"])
def test_the_command_prints_counts_by_outcome_as_json(what: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fuzz", what, "--tries", "15", "--seed", "3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["tries"] == 15 and sum(result["outcomes"].values()) == 15
    assert set(result["outcomes"]) == set(fuzz.OUTCOMES)
    assert result["crashes"] == 0 and result["hangs"] == 0


def test_the_same_seed_gives_the_same_counts() -> None:
    a = fuzz.fuzz("positions", 20, 9).as_dict()
    b = fuzz.fuzz("positions", 20, 9).as_dict()
    assert a == b and a["outcomes"]["refused"] > 0
