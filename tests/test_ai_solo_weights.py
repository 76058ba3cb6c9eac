"""The solo model's weights live in a data file with their provenance:
``ai/data/solo_weights.json``, written by ``python -m
lab.fit_solo`` and loaded by ``ai.solo_model``; shipped with the package and
the frozen app; a missing or damaged file is a clear error at import, never
a crash in a search."""

from __future__ import annotations

import fnmatch
import json
import math
import os
import random
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from helpers_files import write_files

from ai import solo_model
from ai.greedy import greedy_action
from ai.solo_weights import (
    VP_FEATURES,
    WEIGHTS_ENV,
    WIN_FEATURES,
    SoloWeights,
    SoloWeightsError,
    load_weights,
    shipped_path,
    write_weights,
)
from core import Game
from lab import fit_solo

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "ai" / "data" / "solo_weights.json"

# The weights that were literals in ai/solo_model.py up to commit 5dd6d09
# (``git show 5dd6d09:ai/solo_model.py``): the shipped file must play exactly
# like them.
# (and levels_needed, added on 2026-12-01 with weight 0)
LITERAL_WIN = (-2.912, -1.3925, 0.1958, 0.3524, 0.2896, 0.0751, 0.0693, 0.088, -0.8, 0.0)
LITERAL_VP = (
    27.4968, 0.2554, 1.0, 0.5166, -0.4876, 1.3435, 0.5375, 0.5236, 0.2807, 0.2083, -0.4815, -0.2779, -0.9549,
    -0.1298, 1.1992,
)  # fmt: skip


def _solo_positions(count: int, seed: int) -> list[Game]:
    """Solo positions along a seeded greedy game (not over)."""
    game = Game.new(1, seed)
    rng = random.Random(seed)
    out: list[Game] = []
    played = 0
    while not game.is_over and len(out) < count:
        if played % 5 == 0 and not game.in_setup:  # one position every 5 decisions
            out.append(game.clone())
        game.apply(greedy_action(game, rng))
        played += 1
    return out


def _model_outputs(game: Game) -> tuple[float, float, tuple[float, float]]:
    """(win chance, VP forecast, search value) of a solo position."""
    x = solo_model.solo_inputs(game)[1]
    return solo_model.solo_win_chance(game), solo_model.solo_vp_forecast(x), solo_model.solo_value(game)


def test_the_shipped_file_is_the_one_the_model_loads() -> None:
    assert Path(str(shipped_path())) == SHIPPED
    assert SHIPPED.is_file()
    assert load_weights() == solo_model.SOLO_WEIGHTS


def test_the_fit_writes_by_default_the_file_the_model_loads() -> None:
    # lab/ is not ai/: the default --out must still be ai/data/solo_weights.json
    assert fit_solo.SHIPPED == SHIPPED


@pytest.mark.parametrize("seed", [3, 41])
def test_the_shipped_weights_give_exactly_the_literal_weights_outputs(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = load_weights(SHIPPED)
    assert shipped.win == LITERAL_WIN and shipped.vp == LITERAL_VP
    positions = _solo_positions(12, seed)
    assert len(positions) == 12
    loaded = [_model_outputs(g) for g in positions]
    monkeypatch.setattr(solo_model, "SOLO_FIT", LITERAL_WIN)
    monkeypatch.setattr(solo_model, "SOLO_VP_FIT", LITERAL_VP)
    literal = [_model_outputs(g) for g in positions]
    assert loaded == literal
    assert len({round(w, 6) for w, _, _ in loaded}) > 1  # the positions really differ


def test_the_shipped_file_says_where_its_weights_came_from() -> None:
    prov = load_weights(SHIPPED).provenance
    assert "solo_model.py" in prov["source"] and "5dd6d09" in prov["source"]
    assert prov["regenerate"].startswith("python -m lab.fit_solo")
    assert prov["win"]["command"].startswith("python -m lab.fit_solo")
    assert prov["win"]["games"] == 3000 and prov["win"]["seeds"] == [20000, 22999]
    assert "seven_cards_out_of_reach" in prov["win"]["hand_set"]  # the weight set by hand
    assert prov["vp"]["bot"] == "mcts:it=100"
    assert prov["vp"]["fixed"] == {VP_FEATURES[i]: w for i, w in fit_solo.SOLO_VP_FIXED.items()}


def test_a_tiny_fit_writes_a_file_the_model_loads_and_plays_with(tmp_path: Path) -> None:
    out = tmp_path / "fitted" / "weights.json"
    assert fit_solo.main(["--games", "6", "--seed", "3", "--jobs", "1", "--out", str(out)]) == 0
    fitted = load_weights(out)
    assert len(fitted.win) == len(WIN_FEATURES) and len(fitted.vp) == len(VP_FEATURES)
    assert fitted.win != load_weights().win  # a new fit, not a copy of the shipped one
    prov = fitted.provenance
    assert prov["source"] == "fit" and prov["bot"] == "greedy"
    assert prov["games"] == 6 and prov["seeds"] == [3, 8] and prov["held_out_games"] == 1
    assert prov["command"] == f"python -m lab.fit_solo --games 6 --seed 3 --jobs 1 --out {out}"
    assert prov["date"][:4].isdigit() and "commit" in prov and prov["turns"] > 0
    assert math.isfinite(prov["fit"]["held_out_log_loss"])
    assert fitted.vp[2] == 1.0  # the leaders' weight is kept, not fitted
    # solo_model plays with it: other probabilities than the shipped weights'
    game = _solo_positions(6, 9)[-1]
    mine = solo_model.solo_win_chance(game, weights=fitted.win)
    assert 0.0 <= mine <= 1.0 and mine != solo_model.solo_win_chance(game)
    x = solo_model.solo_inputs(game)[1]
    assert solo_model.solo_vp_forecast(x, fitted.vp) != solo_model.solo_vp_forecast(x)


def _run_with_weights(path: Path, code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, WEIGHTS_ENV: str(path)}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_mor_solo_weights_makes_the_bots_play_with_another_file(tmp_path: Path) -> None:
    other = SoloWeights(tuple(w + 0.25 for w in LITERAL_WIN), LITERAL_VP, {"source": "a test"})
    path = tmp_path / "other.json"
    write_weights(path, other)
    code = (
        "from ai import solo_model, make_bot\n"
        "from core import Game\n"
        "print(list(solo_model.SOLO_FIT))\n"
        "g = Game.new(1, 5)\n"
        "bot = make_bot('mcts:it=20', 1, inline=True)\n"
        "while g.in_setup: g.apply(bot.choose(g, 0))\n"
        "print(str(bot.choose(g, 0)))\n"
    )
    done = _run_with_weights(path, code)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert json.loads(lines[0]) == list(other.win)
    assert lines[1]


def _damaged(tmp_path: Path) -> dict[str, Path]:
    good = json.loads(SHIPPED.read_text(encoding="utf-8"))
    n_win = len(WIN_FEATURES)
    short = good["win"]["weights"][:-1]
    files: dict[str, bytes] = {
        "truncated": SHIPPED.read_bytes()[:200],
        "not json": b"\x89PNG not weights",
        "empty": b"",
        "wrong format": json.dumps({**good, "format": "something else"}).encode(),
        "newer version": json.dumps({**good, "version": 99}).encode(),
        "too few weights": json.dumps({**good, "win": {**good["win"], "weights": short}}).encode(),
        "other features": json.dumps({**good, "vp": {**good["vp"], "features": ["bias"] * 15}}).encode(),
        "not a number": json.dumps({**good, "win": {**good["win"], "weights": ["x"] * n_win}}).encode(),
        "infinite": SHIPPED.read_text(encoding="utf-8").replace("-2.912", "Infinity").encode(),
        "true is no weight": json.dumps({**good, "win": {**good["win"], "weights": [True] * n_win}}).encode(),
        "provenance not an object": json.dumps({**good, "provenance": [1]}).encode(),
    }
    return write_files(tmp_path, files)


def test_a_missing_or_damaged_file_is_a_clear_error(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "solo_weights.json"
    with pytest.raises(SoloWeightsError) as info:
        load_weights(missing)
    assert str(missing) in str(info.value) and "python -m lab.fit_solo" in str(info.value)
    for name, path in _damaged(tmp_path).items():
        with pytest.raises(SoloWeightsError) as info:
            load_weights(path)
        message = str(info.value)
        assert str(path) in message, name
        assert "reinstall" in message and "python -m lab.fit_solo" in message, name


def test_a_damaged_file_stops_the_import_not_a_search(tmp_path: Path) -> None:
    """The bots cannot even be imported with a damaged file (so the app and
    ``mor-arena`` stop at start, saying which file and what to do), rather
    than failing in the middle of a game's search."""
    path = _damaged(tmp_path)["truncated"]
    done = _run_with_weights(path, "import ai\nprint('imported')")
    assert done.returncode != 0 and "imported" not in done.stdout
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("ai.solo_weights.SoloWeightsError: solo weights file " + str(path))
    assert "not valid JSON" in last and "python -m lab.fit_solo" in last


def test_write_weights_never_writes_a_file_that_would_not_load(tmp_path: Path) -> None:
    path = tmp_path / "w.json"
    with pytest.raises(SoloWeightsError):
        write_weights(path, SoloWeights((float("nan"),) * len(WIN_FEATURES), LITERAL_VP))
    with pytest.raises(SoloWeightsError):
        write_weights(path, SoloWeights(LITERAL_WIN[:-1], LITERAL_VP))
    assert not path.exists() and not list(tmp_path.iterdir())


def test_fit_solo_can_refit_the_win_model_alone_on_every_game(tmp_path: Path) -> None:
    out = tmp_path / "win_only.json"
    assert fit_solo.main(["--games", "3", "--seed", "3", "--jobs", "1", "--held-out", "0", "--win-only",
                          "--out", str(out)]) == 0
    fitted = load_weights(out)
    assert fitted.vp == solo_model.SOLO_VP_FIT  # the forecast kept as loaded
    assert fitted.win != solo_model.SOLO_FIT
    # fitted on all three games, none held out: the same weights as the fit of their rows
    rows = [row for seed in (3, 4, 5) for row in fit_solo.game_rows(seed)]
    assert list(fitted.win) == fit_solo.fit(rows)
    prov = fitted.provenance
    assert prov["held_out_games"] == 0 and "held_out_log_loss" not in prov["fit"]
    assert math.isfinite(prov["fit"]["log_loss"])
    assert prov["vp_kept"]["file"] == "shipped" and prov["vp_kept"]["provenance"]["bot"] == "mcts:it=100"
    assert "fixed" not in prov


def test_fit_solo_refuses_too_few_games(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as info:
        fit_solo.main(["--games", "1", "--out", str(tmp_path / "w.json")])
    assert info.value.code == 2 and "--games" in capsys.readouterr().err
    for held_out in ("3", "-1"):  # nothing left to fit on; a negative count
        with pytest.raises(SystemExit) as info:
            fit_solo.main(["--games", "3", "--held-out", held_out, "--out", str(tmp_path / "w.json")])
        assert info.value.code == 2 and "--held-out" in capsys.readouterr().err
    assert not (tmp_path / "w.json").exists()


def test_the_weights_file_is_packaged_for_pip_and_the_frozen_app() -> None:
    data_files = [p.relative_to(ROOT / "ai").as_posix() for p in (ROOT / "ai" / "data").rglob("*") if p.is_file()]
    assert "data/solo_weights.json" in data_files
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"
    ]["ai"]
    for name in data_files:
        assert any(fnmatch.fnmatch(name, pat) for pat in patterns), f"ai/{name} is not in pyproject's package-data"
    spec = (ROOT / "packaging" / "mor.spec").read_text(encoding="utf-8")
    assert 'collect_data_files("ai")' in spec  # PyInstaller bundles ai/data beside the ai package
