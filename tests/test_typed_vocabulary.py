"""The typed vocabulary the engine gives the other layers: score sheets,
why a game ended, the phase and turn mode as enums, the origin as a TypedDict."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import get_type_hints

import pytest

from core import EndReason, Game, Origin, Phase, ScoreSheet, TurnMode, load

ROOT = Path(__file__).resolve().parent.parent


def _played(players: int, seed: int) -> list[Game]:
    """Copies of a seeded random game after every decision."""
    game = Game.new(players, seed)
    rng = random.Random(seed)
    out = [game.clone()]
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        out.append(game.clone())
    return out


def test_scores_are_frozen_score_sheets_whose_total_adds_up() -> None:
    for game in _played(3, 4)[::40]:
        sheets = game.scores()
        assert len(sheets) == game.n_players and all(type(s) is ScoreSheet for s in sheets)
        for sheet, seat in zip(sheets, range(game.n_players), strict=True):
            assert sheet.total == sheet.cards + sheet.faith_track + sheet.favor + sheet.leaders + sheet.resources
            assert sheet.resources_left == sum(game.player(seat).holdings())
            assert sheet.resources == sheet.resources_left // 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        sheets[0].total = 99  # type: ignore[misc]


def test_phase_and_turn_mode_are_their_enums_whichever_way_the_game_was_made() -> None:
    modes: set[TurnMode] = set()
    for game in _played(2, 9):
        for copy in (game, game.determinize(0, 1), Game.from_position(game.to_position())):
            assert type(copy.phase) is Phase and type(copy.turn_mode) is TurnMode, copy
            modes.add(copy.turn_mode)
    assert modes >= {TurnMode.FREE, TurnMode.PLACING, TurnMode.PRODUCING}
    assert game.phase is Phase.OVER


def test_the_state_hash_still_reads_phase_and_mode_as_numbers() -> None:
    """Save files hold ``state_hash()``: the saves written before the phase and
    mode became enums still load (``load`` checks the hash of the replayed game)."""
    game = Game.new(2, 1)
    key = game.state_key()
    assert (type(key[4]), key[4]) == (int, 0) and "Phase" not in repr(key) and "TurnMode" not in repr(key)
    saves = sorted((ROOT / "tests" / "fixtures" / "saves").glob("*.mor"))
    assert len(saves) >= 2
    for path in saves:
        assert load(path).game.state_hash()


def test_outcome_reason_is_an_end_reason() -> None:
    seen = set()
    for players, seed in ((1, 1), (1, 2), (1, 3), (2, 5)):
        outcome = _played(players, seed)[-1].outcome
        assert outcome is not None and type(outcome.reason) is EndReason
        seen.add(outcome.reason)
        assert json.dumps(outcome.reason) == f'"{outcome.reason.value}"'  # writes as its name
    assert EndReason.ROUND_COMPLETE in seen and len(seen) >= 2


def test_the_origin_has_only_the_keys_origin_declares() -> None:
    declared = set(get_type_hints(Origin, localns={"Game": Game}))
    new = Game.new(3, 2)
    assert set(new.origin) == {"seed", "players", "first_seat"} <= declared
    assert Game.from_origin(new.origin) == new
    positioned = Game.from_position(new.to_position())
    assert set(positioned.origin) == {"position"}
    assert set(new.determinize(0, 3).origin) <= declared
