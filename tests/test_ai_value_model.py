"""The fitted multiplayer value model (``ai/value_model.py``), its data file
``ai/data/value_model.json`` and its fit (``python -m lab.fit_value``): the
hand-written weights are exactly the hand-written value, a fit recovers
the weights that made the games, the search reads the model only when told
to, and a damaged file is a clear error at import, never in a search."""

from __future__ import annotations

import dataclasses
import json
import math
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers_files import write_files

import ai as ai_package
from ai.bots import make_search_bot
from ai.budget import LEVEL_VALUE_MODEL, LEVELS, for_players, level_bot, level_iterations, parse_budget
from ai.evaluation import SEARCH, turns_left
from ai.mcts import Params, Settings, evaluate
from ai.random_bot import RandomBot
from ai.value import TEMPO, values
from ai.value_model import (
    FEATURES,
    HAND_WRITTEN,
    MODEL_ENV,
    PLAYER_COUNTS,
    VALUE_MODEL,
    ValueModel,
    ValueModelError,
    load_model,
    model_values,
    round_places,
    seat_features,
    softmax,
    utility,
    write_model,
)
from core import Game
from lab import fit_value
from lab.cli import EXIT_INTERRUPTED
from lab.runner import Finished, RunInterrupted
from lab.tuning import parse_tuning

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "ai" / "data" / "value_model.json"


def _positions(count: int, seed: int) -> list[Game]:
    """Positions of random games of 2-4 players, neither over nor in their last round."""
    out: list[Game] = []
    rng = random.Random(seed)
    while len(out) < count:
        players = rng.choice(PLAYER_COUNTS)
        game = Game.new(players, rng.getrandbits(32), first_seat=0)
        bots = [RandomBot(rng.getrandbits(32)) for _ in range(players)]
        for step in range(400):
            if game.is_over or game.end_triggered:
                break
            if step % 37 == 0 and not game.in_setup:
                out.append(game.clone())
            game.apply(bots[game.to_move].choose(game, game.to_move))
    return out[:count]


def test_the_hand_written_weights_are_exactly_the_hand_written_value() -> None:
    hand = ValueModel.hand_written()
    for game in _positions(40, 1):
        mine, vps = model_values(game, hand, SEARCH)
        theirs, their_vps = values(game, SEARCH)
        assert vps == their_vps
        assert max(abs(a - b) for a, b in zip(mine, theirs, strict=True)) < 1e-12


def test_a_seat_that_has_played_this_round_is_behind_at_equal_vp() -> None:
    weights = (1.0, 0.0, -1.5, 0.0)
    x = seat_features([30.0, 30.0], 8.0, [1, 0], [0, 1])
    shares = softmax([utility(weights, f) for f in x])
    assert shares[0] < 0.5 < shares[1]
    # the hand-written weights see only the VPs
    assert softmax([utility(HAND_WRITTEN, f) for f in x]) == [0.5, 0.5]


def test_a_larger_vp_weight_makes_the_values_sharper() -> None:
    x = seat_features([34.0, 30.0, 28.0], 5.0, [0, 0, 0], [0, 1, 2])
    flat = softmax([utility((0.5, 0.0, 0.0, 0.0), f) for f in x])
    sharp = softmax([utility((1.5, 0.0, 0.0, 0.0), f) for f in x])
    assert sharp[0] > flat[0] and sharp[2] < flat[2]


def _synthetic(truth: tuple[float, ...], turns: int, seed: int) -> list[fit_value.Turn]:
    """Turn starts of 3 seats whose winner is drawn from the model ``truth``."""
    rng = random.Random(seed)
    out: list[fit_value.Turn] = []
    for _ in range(turns):
        t = rng.uniform(1.0, 20.0)
        vps = [rng.gauss(40.0, 8.0) for _ in range(3)]
        mover = rng.randrange(3)
        played = [1 if s < mover else 0 for s in range(3)]
        x = seat_features(vps, t, played, [0, 1, 2])
        p = softmax([utility(truth, f) for f in x])
        winner = rng.choices(range(3), weights=p)[0]
        out.append((x, [1.0 if s == winner else 0.0 for s in range(3)]))
    return out


def test_the_fit_recovers_the_weights_that_made_the_games() -> None:
    truth = (1.3, -0.4, -2.0, 0.5)
    fitted = fit_value.fit(_synthetic(truth, 4000, 7), HAND_WRITTEN)
    for name, got, want in zip(FEATURES, fitted, truth, strict=True):
        assert abs(got - want) < 0.35, (name, fitted)
    held = _synthetic(truth, 1000, 8)
    assert fit_value.log_loss(fitted, held) < fit_value.log_loss(HAND_WRITTEN, held)


def test_cross_validation_holds_every_game_out_once() -> None:
    """Each game is predicted once, by a fit on the other folds: a fixed
    model's cross-validated loss is its loss over every turn start, and on
    games the truth made the fit beats the hand-written value."""
    truth = (1.3, -0.4, -2.0, 0.5)
    turns = _synthetic(truth, 900, 9)
    games = [turns[i : i + 15] for i in range(0, len(turns), 15)]
    cv = fit_value.cross_validate(games, 4, HAND_WRITTEN, {"hand": HAND_WRITTEN, "truth": truth})
    assert set(cv) == {"fitted", "hand", "truth"}
    assert cv["hand"] == pytest.approx(fit_value.log_loss(HAND_WRITTEN, turns), rel=1e-12)
    assert cv["truth"] == pytest.approx(fit_value.log_loss(truth, turns), rel=1e-12)
    assert cv["truth"] < cv["fitted"] < cv["hand"]
    assert fit_value.cross_validate(games[:1], 4, HAND_WRITTEN, {}) == {}  # nothing to train on


def test_a_recorded_game_has_every_turn_start_before_the_last_round(tmp_path: Path) -> None:
    record = fit_value.record_game(2, ["greedy", "random"], 5)
    assert record["winners"] and record["seating"] == ["greedy", "random"]
    assert len(record["turns"]) > 20
    for turn in record["turns"]:
        assert set(turn) == {"t", "evp", "moved", "banked", "order"}
        assert len(turn["evp"]) == len(turn["moved"]) == len(turn["order"]) == 2
        assert turn["order"] == [0, 1] and sum(turn["moved"]) in (0, 1)
    share = fit_value.turns_of(record)[0][1]
    assert sum(share) == 1.0 and share[record["winners"][0]] > 0.0


def test_seats_rotate_with_the_game_as_the_arena_seats_them() -> None:
    assert fit_value.seatings(4, ["mcts:it=9", "greedy"], 4) == [
        ["mcts:it=9", "greedy", "mcts:it=9", "greedy"],
        ["greedy", "mcts:it=9", "greedy", "mcts:it=9"],
        ["mcts:it=9", "greedy", "mcts:it=9", "greedy"],
        ["greedy", "mcts:it=9", "greedy", "mcts:it=9"],
    ]
    assert [s.index("mcts:it=9") for s in fit_value.seatings(4, ["mcts:it=9", "greedy", "greedy", "greedy"], 4)] == [
        0, 1, 2, 3,
    ]  # fmt: skip


def test_record_then_fit_writes_a_model_the_search_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = tmp_path / "rec.jsonl"
    assert fit_value.main(["record", "--players", "2", "--bots", "greedy,random", "--games", "6",
                           "--seed", "11", "--jobs", "1", "--out", str(records)]) == 0  # fmt: skip
    assert len(records.read_text(encoding="utf-8").splitlines()) == 6
    out = tmp_path / "model.json"
    assert fit_value.main(["fit", str(records), "--out", str(out)]) == 0
    model = load_model(out)
    assert model.weights[3] == model.weights[4] == HAND_WRITTEN  # no games of 3 or 4: unchanged
    assert model.weights[2] != HAND_WRITTEN and all(math.isfinite(w) for w in model.weights[2])
    prov = model.provenance
    assert prov["command"] == f"python -m lab.fit_value fit {records} --out {out}"
    assert prov["games"] == 6 and prov["hand_written"] == [3, 4]
    assert "held_out_log_loss" in prov["fit"]["2"]
    assert "2 players" in capsys.readouterr().out


def test_the_search_reads_the_model_only_when_told_to(monkeypatch: pytest.MonkeyPatch) -> None:
    game = next(g for g in _positions(30, 3) if g.n_players == 3)
    assert Settings.of(Params(), game).model is None
    on = Settings.of(Params(value_model=1), game)
    assert on.model is VALUE_MODEL
    assert Settings.of(Params(value_model=1), Game.new(1, 4)).model is None  # solo has its own model
    leaning = ValueModel({**VALUE_MODEL.weights, 3: (0.2, 0.0, 0.0, 3.0)})
    st = dataclasses.replace(on, horizon=0, model=leaning)
    got = evaluate(game.clone(), None, st, random.Random(1))
    assert got == model_values(game, leaning, SEARCH)
    assert got[0] != values(game, SEARCH)[0]


def test_a_screen_switches_the_model_on_by_params() -> None:
    assert parse_tuning(params='{"value_model": 1}').params == {"value_model": 1}
    with pytest.raises(ValueError, match="whole number"):
        parse_tuning(params='{"value_model": 0.5}')


def _damaged(tmp_path: Path) -> dict[str, Path]:
    good = json.loads(SHIPPED.read_text(encoding="utf-8"))
    nan_row = {**good["weights"], "2": [1.0, float("nan"), 0.0, 0.0]}
    files = {
        "truncated": SHIPPED.read_bytes()[:40],
        "not json": b"\x00\xff garbage",
        "other format": json.dumps({**good, "format": "other"}).encode(),
        "newer version": json.dumps({**good, "version": 99}).encode(),
        "other features": json.dumps({**good, "features": ["expected_vp"]}).encode(),
        "a table size missing": json.dumps({**good, "weights": {"2": good["weights"]["2"]}}).encode(),
        "short row": json.dumps({**good, "weights": {**good["weights"], "4": [1.0]}}).encode(),
        "not finite": json.dumps({**good, "weights": nan_row}).encode(),
        "provenance a list": json.dumps({**good, "provenance": []}).encode(),
        "too large": b" " * (2 << 20),
    }
    return write_files(tmp_path, files)


def test_a_missing_or_damaged_file_is_a_clear_error(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "value_model.json"
    with pytest.raises(ValueModelError) as info:
        load_model(missing)
    assert str(missing) in str(info.value) and "python -m lab.fit_value" in str(info.value)
    for name, path in _damaged(tmp_path).items():
        with pytest.raises(ValueModelError) as info:
            load_model(path)
        message = str(info.value)
        assert str(path) in message and "reinstall" in message and "python -m lab.fit_value" in message, name


def test_a_damaged_file_stops_the_import_not_a_search(tmp_path: Path) -> None:
    path = _damaged(tmp_path)["truncated"]
    env = {**os.environ, MODEL_ENV: str(path)}
    done = subprocess.run([sys.executable, "-c", "import ai\nprint('imported')"], env=env, capture_output=True,
                          text=True, timeout=60, cwd=ROOT)  # fmt: skip
    assert done.returncode != 0 and "imported" not in done.stdout
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("ai.value_model.ValueModelError: value model file " + str(path))


def test_write_model_never_writes_a_file_that_would_not_load(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    with pytest.raises(ValueModelError):
        write_model(path, ValueModel({n: (float("inf"), 0.0, 0.0, 0.0) for n in PLAYER_COUNTS}))
    with pytest.raises(ValueModelError):
        write_model(path, ValueModel({2: HAND_WRITTEN}))
    assert not list(tmp_path.iterdir())


def test_the_shipped_file_loads_and_says_where_it_came_from() -> None:
    model = load_model(SHIPPED)
    assert set(model.weights) == set(PLAYER_COUNTS)
    assert model.provenance.get("source") in ("fit", "hand-written")
    if model.provenance["source"] == "fit":
        assert model.provenance["command"].startswith("python -m lab.fit_value fit ")


def test_a_bot_name_says_which_value_its_search_reads() -> None:
    """``model=fitted`` / ``model=hand`` after a budget or a level seats the two
    values against each other in one match; a level keeps its thinking time
    (solo hard its longer one)."""
    fitted = make_search_bot("mcts:it=600:model=fitted", inline=True)
    hand = make_search_bot("mcts:it=600:model=hand", inline=True)
    plain = make_search_bot("mcts:it=600", inline=True)
    assert (fitted.params.value_model, hand.params.value_model) == (1, 0)
    assert plain.params.value_model == Params().value_model
    expert = parse_budget("expert:model=fitted")
    assert (expert.seconds, expert.workers, expert.value_model) == (parse_budget("expert").seconds, 2, 1)
    assert for_players(parse_budget("hard:model=hand"), 1).seconds == for_players(parse_budget("hard"), 1).seconds
    for bad in ("hard:model=deep", "hard:t=3", "it=9:model=", "mcts"):
        with pytest.raises(ValueError):
            parse_budget(bad)


def test_an_interrupted_record_keeps_the_games_it_finished(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    games = [fit_value.record_game(2, ["greedy", "random"], seed) for seed in (1, 2)]

    def stopped(*_args: object) -> list[dict[str, object]]:
        raise RunInterrupted([Finished(1, games[1]), Finished(0, games[0])], 5)

    monkeypatch.setattr(fit_value, "collect", stopped)
    out = tmp_path / "rec.jsonl"
    code = fit_value.main(["record", "--players", "2", "--bots", "greedy,random", "--games", "5", "--jobs", "1",
                           "--out", str(out)])  # fmt: skip
    assert code == EXIT_INTERRUPTED
    assert [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] == games


def test_the_fit_says_which_games_it_was_fitted_on(tmp_path: Path) -> None:
    records = tmp_path / "four.jsonl"
    assert fit_value.main(["record", "--players", "4", "--bots", "greedy,random", "--games", "4", "--seed", "40",
                           "--jobs", "1", "--out", str(records)]) == 0  # fmt: skip
    out = tmp_path / "model.json"
    assert fit_value.main(["fit", str(records), "--out", str(out)]) == 0
    model = load_model(out)
    assert model.provenance["records"] == [
        {"file": "four.jsonl", "games": 4, "players": [4], "bots": ["greedy", "random"], "seeds": [40, 43]}
    ]
    assert model.weights[2] == model.weights[3] == HAND_WRITTEN and model.weights[4] != HAND_WRITTEN


def test_the_search_s_inline_values_are_exactly_the_model_s_shares() -> None:
    """``model_values`` computes the features inline (it is the search's leaf
    value): bit for bit what ``seat_features``, ``utility`` and ``round_places`` give."""
    model = ValueModel({2: (2.04, -0.44, -4.54, -2.03), 3: (1.5, -0.2, -3.0, 0.4), 4: (2.51, -0.66, -4.6, 0.73)})
    for game in _positions(60, 9):
        got, vps = model_values(game, model, SEARCH)
        played, places = round_places(game)
        shares = model.shares(vps, turns_left(game, SEARCH), played, places)
        assert got == [(1 - TEMPO) * s + TEMPO / game.n_players for s in shares]


def test_hard_and_expert_read_the_fitted_model_easy_and_medium_the_hand_written_value() -> None:
    """The levels whose search reads the fitted model (``LEVEL_VALUE_MODEL``);
    easy and medium keep the value their temperatures were calibrated with,
    and ``mcts:it=N`` the hand-written one, so earlier figures replay."""
    assert LEVEL_VALUE_MODEL == {"hard": 1, "expert": 1}
    for level in LEVELS:
        bot = make_search_bot(f"mcts:{level}", inline=True)
        assert bot.params.value_model == LEVEL_VALUE_MODEL.get(level, Params().value_model) == (
            1 if level in ("hard", "expert") else 0
        )
    assert make_search_bot("mcts:hard:model=hand", inline=True).params.value_model == 0
    assert make_search_bot("mcts:it=600", inline=True).params.value_model == 0
    assert parse_budget("medium:model=fitted").temperature == parse_budget("medium").temperature


def test_an_analysis_reads_the_value_its_budget_names(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    def spy(*args: object) -> object:
        seen.append(args[6].value_model)  # type: ignore[attr-defined]
        raise RuntimeError("stop here")

    monkeypatch.setattr(ai_package, "run_search", spy)
    game = next(g for g in _positions(30, 4) if g.n_players == 2)
    for budget in ("it=50", "it=50:model=hand", "it=50:model=fitted", "hard", "hard:model=hand"):
        with pytest.raises(RuntimeError):
            ai_package.analyse_position(game, game.to_move, budget, inline=True)
    # a budget that names no value: the fitted one, whose win chances are calibrated
    assert seen == [1, 0, 1, 1, 0]


def test_the_reproducible_name_of_a_level_plays_it_with_its_value() -> None:
    """``level_bot``: what the strength table plays for a level, at its
    iterations, temperature, value and search parameters (``mcts:it=1000:model=fitted`` is hard with 3-4 players)."""
    for level in ("easy", "medium", "hard"):
        for players in (1, 2, 4):
            name = level_bot(level, players)
            bot = make_search_bot(name, inline=True)
            level_bot_params = make_search_bot(f"mcts:{level}", inline=True)
            assert bot.budget.iterations == level_iterations(level, players)
            assert bot.budget.temperature == level_bot_params.budget.temperature
            if players > 1:
                assert bot.params.value_model == level_bot_params.params.value_model
                assert bot.params.widen == level_bot_params.params.widen
                if players == 2:
                    assert bot.params.duel_widen == level_bot_params.params.duel_widen
            else:
                assert bot.params.solo_win_shift == level_bot_params.params.solo_win_shift
    assert level_bot("hard", 2) == "mcts:it=410:model=fitted:duel_widen=0.5"
    assert level_bot("hard", 4) == "mcts:it=1000:model=fitted"
    # solo: its tree has its own widening (``solo_widen``), and hard reads the win model shifted
    assert level_bot("hard", 1) == "mcts:it=3500:solo_win_shift=0.5:solo_win_fit=1"


def test_a_refit_of_one_table_size_can_keep_the_others(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    two, four = tmp_path / "two.jsonl", tmp_path / "four.jsonl"
    for players, bots, seed, path in ((2, "greedy,random", "11", two), (4, "greedy,random", "40", four)):
        assert fit_value.main(["record", "--players", str(players), "--bots", bots, "--games", "5",
                               "--seed", seed, "--jobs", "1", "--out", str(path)]) == 0  # fmt: skip
    out = tmp_path / "model.json"
    assert fit_value.main(["fit", str(four), "--out", str(out), "--keep-others"]) == 1  # nothing to keep yet
    assert "--keep-others needs a model" in capsys.readouterr().err and not out.exists()
    assert fit_value.main(["fit", str(two), "--out", str(out)]) == 0
    first = load_model(out)
    assert fit_value.main(["fit", str(four), "--out", str(out), "--keep-others"]) == 0
    refit = load_model(out)
    assert refit.weights[2] == first.weights[2] != HAND_WRITTEN  # kept, not hand-written
    assert refit.weights[3] == HAND_WRITTEN and refit.weights[4] != HAND_WRITTEN
    prov = refit.provenance
    assert prov["hand_written"] == [] and prov["kept"]["players"] == [2, 3]
    assert prov["kept"]["from"]["command"] == f"python -m lab.fit_value fit {two} --out {out}"
    # the fit is compared with the model it replaces on the same held-out games
    assert prov["fit"]["4"]["held_out_log_loss_of_replaced"] == prov["fit"]["4"]["held_out_log_loss_of_hand_written"]
    assert "the model replaced" in capsys.readouterr().out
    # cross-validated by game on request, beside the one hold-out
    assert fit_value.main(["fit", str(four), "--out", str(out), "--keep-others", "--folds", "3"]) == 0
    row = load_model(out).provenance["fit"]["4"]
    assert row["cv_folds"] == 3 and row["cv_log_loss_of_replaced"] != row["cv_log_loss_of_hand_written"]
    assert all(math.isfinite(row[key]) for key in ("cv_log_loss", "cv_log_loss_of_hand_written"))
    assert "cross-validated log loss (3 folds by game): fitted" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        fit_value.main(["fit", str(four), "--out", str(out), "--folds", "1"])
    assert "--folds must be at least 2" in capsys.readouterr().err
    # without the flag the other sizes are hand-written again
    assert fit_value.main(["fit", str(four), "--out", str(out)]) == 0
    assert load_model(out).weights[2] == HAND_WRITTEN
