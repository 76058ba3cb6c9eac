"""``python -m lab.solo_risk``: solo positions close to Lorenzo's win (R12.3: a colour
column empty; R12.2: the black cross at the end), kept from whole games and played on with
their hidden futures dealt again, as a solo result ``mor-arena paired`` reads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ai.solo_model import solo_features
from core import Game
from lab.arena import solo
from lab.paired import paired
from lab.pool import read_result
from lab.solo_risk import (
    RISK_COLUMN,
    RISK_CROSS,
    THINNEST_COLUMN,
    at_risk,
    collect_positions,
    main,
    play_positions,
    position_game,
)

GAMES = 4


@pytest.fixture(scope="module")
def collected() -> dict[str, Any]:
    return collect_positions("greedy", GAMES, 40)


def test_a_kept_position_replays_to_a_round_start_at_risk(collected: dict[str, Any]) -> None:
    positions = collected["positions"]
    assert collected["games"] == GAMES and 0 < len(positions) <= GAMES
    assert len({p["deal"] for p in positions}) == len(positions)  # one position a game at most
    for position in positions:
        game = position_game(position)
        assert at_risk(game)
        assert game.round == position["round"] and game.black_cross == position["cross"]
        assert solo_features(game)[THINNEST_COLUMN] == position["thinnest"]
        assert position["thinnest"] <= RISK_COLUMN or position["cross"] >= RISK_CROSS
        assert game.players[0].n_cards == position["cards"] < 7


def test_collect_plays_the_games_mor_arena_solo_plays(collected: dict[str, Any]) -> None:
    assert collected["results"] == solo("greedy", GAMES, 40)["results"]
    assert collected["games_won"] == sum(1 for r in collected["results"] if r["won"])


def test_a_new_game_is_not_at_risk() -> None:
    game = Game.new(1, 3)
    assert not at_risk(game)  # in its set-up
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    assert not at_risk(game)  # every column full, the cross at its start


def test_the_same_seed_deals_the_same_futures_and_paired_reads_the_result(collected: dict[str, Any],
                                                                          tmp_path: Path) -> None:
    positions = collected["positions"][:2]
    first = play_positions("greedy", positions, 2, 7)
    again = play_positions("greedy", positions, 2, 7)
    other = play_positions("greedy", positions, 2, 8)
    assert first["results"] == again["results"]
    assert first["games"] == 2 * len(positions) and first["futures"] == 2
    assert [r["deal"] for r in first["results"]] == [p["deal"] for p in positions for _ in range(2)]
    assert [r["game"] for r in other["results"]] == [r["game"] for r in first["results"]]
    for name, result in (("a.json", first), ("b.json", again)):
        (tmp_path / name).write_text(json.dumps(result), encoding="utf-8")
    compared = paired(("a.json", read_result(tmp_path / "a.json")), ("b.json", read_result(tmp_path / "b.json")))
    assert compared["pairs"] == first["games"]
    assert compared["better"] == compared["worse"] == 0


def test_a_damaged_positions_file_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   collected: dict[str, Any]) -> None:
    bad = tmp_path / "bad.json"
    for text in ("not json", json.dumps({"format": "other"}), json.dumps({**collected, "positions": []}),
                 json.dumps({**collected, "positions": [{"deal": 3, "decisions": ["no such decision"]}]})):
        bad.write_text(text, encoding="utf-8")
        assert main(["play", "--bot", "greedy", "--positions", str(bad)]) == 2
        assert "solo_risk:" in capsys.readouterr().err
    assert main(["play", "--bot", "no-such-bot", "--positions", str(bad)]) == 2


def test_collect_writes_a_file_play_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "positions.json"
    assert main(["collect", "--bot", "greedy", "--games", "2", "--seed", "40", "--out", str(out)]) == 0
    assert main(["play", "--bot", "greedy", "--positions", str(out), "--futures", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    assert result["futures"] == 1 and result["games"] == result["positions"] >= 1
