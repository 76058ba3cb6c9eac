"""``python -m lab.solo_calibration``: the solo win model read, as a search reads it, at every
round start of a bot's own collected games, and compared with how those games ended (R12.3-4)."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import Any

import pytest

from ai.solo_model import solo_win_chance
from core import Game
from lab.solo_calibration import (
    Forecast,
    Reading,
    calibration,
    forecasts,
    main,
    reading_of,
    recalibration,
    reliability,
)
from lab.solo_risk import RiskError, collect_games

GAMES = 4
SEED = 60


@pytest.fixture(scope="module")
def collected() -> dict[str, Any]:
    return collect_games("greedy", GAMES, SEED)


def test_the_reading_is_the_bot_s_own() -> None:
    assert reading_of("mcts:it=3500:solo_win_shift=0.5:solo_win_fit=1") == Reading(0.5, 1)
    assert reading_of("mcts:hard") == Reading(0.5, 1)  # solo hard's level parameters
    assert reading_of("mcts:it=200") == Reading(0.0, 0)
    with pytest.raises(ValueError, match="not a search bot"):
        reading_of("greedy")


def test_every_round_start_is_read_where_the_game_was(collected: dict[str, Any]) -> None:
    games = collected["games_played"]
    rows = forecasts(games, Reading())
    assert len(rows) == sum(len(g["round_starts"]) for g in games)
    first = games[0]
    start = first["round_starts"][len(first["round_starts"]) // 2]
    game = Game.new(1, first["deal"])
    for decision in first["decisions"][:start["at"]]:
        game.apply(decision)
    assert game.round == start["round"] and game.black_cross == start["cross"]
    row = [r for r in rows if r.game == 0][len(first["round_starts"]) // 2]
    assert row.chance == pytest.approx(solo_win_chance(game))
    assert row.won == first["won"]
    shifted = forecasts(games, Reading(shift=0.5))
    assert all(s.logit == pytest.approx(r.logit + 0.5) for s, r in zip(shifted, rows, strict=True))


def test_the_reliability_bins_hold_every_forecast_once(collected: dict[str, Any]) -> None:
    rows = forecasts(collected["games_played"], Reading(0.5, 1))
    bins = reliability(rows, 4)
    assert sum(b["positions"] for b in bins) == len(rows)
    for b in bins:
        assert b["low"] <= b["forecast"] <= b["high"] and 0 <= b["won"] <= 1


def test_the_recalibration_finds_a_known_distortion() -> None:
    """Games won with chance sigmoid(2 z - 1) where the model says sigmoid(z): a = 2, b = -1."""
    rng = random.Random(5)
    rows = []
    for game in range(400):
        for _ in range(10):
            z = rng.uniform(-3, 3)
            rows.append(Forecast(game, z, rng.random() < 1 / (1 + math.exp(-(2 * z - 1)))))
    recal = recalibration(rows, 400)
    assert recal["a"] == pytest.approx(2, abs=0.25) and recal["b"] == pytest.approx(-1, abs=0.25)
    assert recal["log_loss_recalibrated"] < recal["log_loss_as_read"]


def test_the_command_prints_its_figures_and_refuses_what_it_cannot_read(
    collected: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.json"
    path.write_text(json.dumps(collected), encoding="utf-8")
    assert main([str(path), "--bot", "mcts:hard", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == GAMES and out["positions"] == sum(len(g["round_starts"]) for g in collected["games_played"])
    rows = forecasts(collected["games_played"], Reading(0.5, 1))
    lost = [r.chance for r in rows if not r.won]
    assert out["forecast_in_lost_games"] == (pytest.approx(sum(lost) / len(lost)) if lost else None)
    assert out == {"bot": "mcts:hard", **calibration(collected["games_played"], Reading(0.5, 1))}
    assert main([str(path)]) == 2  # played by greedy, which reads no win model: say so
    assert "not a search bot" in capsys.readouterr().err
    damaged = json.loads(json.dumps(collected))
    damaged["games_played"][1]["decisions"][5] = "buy 99 1"
    path.write_text(json.dumps(damaged), encoding="utf-8")
    assert main([str(path), "--bot", "mcts:hard"]) == 2
    assert "does not replay" in capsys.readouterr().err
    assert main([str(tmp_path / "missing.json"), "--bot", "mcts:hard"]) == 2
    assert "cannot read" in capsys.readouterr().err
    with pytest.raises(RiskError, match="too few"):
        recalibration([Forecast(0, 0.0, True)], 1)
