"""The solo win model has two sets of weights (``solo_model.SoloWinFit``): the fit every level
and greedy read (``SOLO_FIT``, the weights file's ``win``) and the refit that weighs the levels
of the cards still needed (``SOLO_LEVELS_FIT``, the file's optional ``win_levels``).  A search
picks one with ``Params.solo_win_fit`` (a bot's name: ``mcts:it=3500:solo_win_fit=1``);
``python -m lab.fit_solo --win-levels`` refits the second and keeps the rest of the file
(docs/tuning.md#solo-hard-reads-the-levels-still-needed)."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path
from typing import Any

import pytest

from ai import make_bot, make_search_bot, solo_model
from ai.budget import LEVELS, level_bot, parse_budget
from ai.evaluation import SEARCH
from ai.mcts import Params, Settings, search
from ai.solo_model import SOLO_FIT, SOLO_VP_SCALE, SoloWinFit, solo_inputs, solo_value, solo_vp_forecast, win_weights
from ai.solo_weights import WIN_FEATURES, WIN_LEVELS_KEY, SoloWeights, SoloWeightsError, load_weights, write_weights
from ai.value import values
from core import Game
from lab import fit_solo

SHIPPED = Path(__file__).resolve().parent.parent / "ai" / "data" / "solo_weights.json"
# weights that differ from the shipped ones in every input, levels needed most
OTHER_WIN = (*(w * 0.5 - 0.1 for w in SOLO_FIT[:-1]), -0.4)


def _solo_after_setup(seed: int) -> Game:
    game = Game.new(1, seed)
    bot = make_bot("greedy", 0)
    while game.in_setup:
        game.apply(bot.choose(game, 0))
    return game


def test_a_file_may_hold_the_second_win_weights_and_reads_them_back(tmp_path: Path) -> None:
    shipped = load_weights(SHIPPED)
    path = tmp_path / "two.json"
    write_weights(path, dataclasses.replace(shipped, win_levels=OTHER_WIN))
    both = load_weights(path)
    assert both.win_levels == OTHER_WIN and both.win == shipped.win and both.vp == shipped.vp
    assert json.loads(path.read_text(encoding="utf-8"))[WIN_LEVELS_KEY]["features"] == list(WIN_FEATURES)
    # a file without them holds one set, which every level reads
    path_one = tmp_path / "one.json"
    write_weights(path_one, dataclasses.replace(shipped, win_levels=None))
    assert load_weights(path_one).win_levels is None
    assert WIN_LEVELS_KEY not in json.loads(path_one.read_text(encoding="utf-8"))


@pytest.mark.parametrize("damage", ["too few", "not numbers", "other features", "not an object"])
def test_damaged_second_win_weights_are_a_clear_error(tmp_path: Path, damage: str) -> None:
    good = json.loads(SHIPPED.read_text(encoding="utf-8"))
    part: dict[str, list[Any]] = {"features": list(WIN_FEATURES), "weights": list(OTHER_WIN)}
    if damage == "too few":
        part["weights"] = part["weights"][:-1]
    elif damage == "not numbers":
        part["weights"] = ["x"] * len(WIN_FEATURES)
    elif damage == "other features":
        part["features"] = ["bias"] * len(WIN_FEATURES)
    bad = {**good, WIN_LEVELS_KEY: part if damage != "not an object" else [1, 2]}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(SoloWeightsError) as info:
        load_weights(path)
    assert str(path) in str(info.value) and WIN_LEVELS_KEY in str(info.value)


def test_the_search_value_reads_the_win_weights_it_is_told(monkeypatch: pytest.MonkeyPatch) -> None:
    """``solo_value``/``values`` with ``win_fit``: the logit of ``SOLO_LEVELS_FIT`` for
    ``LEVELS_NEEDED``, of ``SOLO_FIT`` otherwise; the VP half the same either way."""
    monkeypatch.setattr(solo_model, "SOLO_LEVELS_FIT", OTHER_WIN)
    assert win_weights(SoloWinFit.LEVELS_NEEDED) == OTHER_WIN and win_weights(SoloWinFit.EVERY_LEVEL) == SOLO_FIT
    game = Game.new(1, 23)
    bot = make_bot("greedy", 0)
    checked = differ = 0
    while not game.is_over and checked < 25:
        if not game.in_setup:
            feats, xs, _ = solo_inputs(game)
            share = min(solo_vp_forecast(xs), SOLO_VP_SCALE) / SOLO_VP_SCALE
            for fit, weights in ((SoloWinFit.EVERY_LEVEL, SOLO_FIT), (SoloWinFit.LEVELS_NEEDED, OTHER_WIN)):
                logit = sum(w * x for w, x in zip(weights, feats, strict=True))
                win = 1 / (1 + math.exp(-logit))
                expected = SEARCH.solo_win_weight * win + (1 - SEARCH.solo_win_weight) * share
                assert solo_value(game, win_fit=fit)[0] == pytest.approx(expected, abs=1e-12)
                (value,), _ = values(game, SEARCH._replace(solo_win_fit=fit))
                assert value == pytest.approx(expected, abs=1e-12)
            differ += solo_value(game)[0] != solo_value(game, win_fit=SoloWinFit.LEVELS_NEEDED)[0]
            checked += 1
        game.apply(bot.choose(game, 0))
    assert checked == 25 and differ == checked


def test_a_bot_s_name_picks_the_win_weights_and_the_search_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solo_model, "SOLO_LEVELS_FIT", OTHER_WIN)
    assert make_search_bot("mcts:it=50:solo_win_fit=1", inline=True).params.solo_win_fit == SoloWinFit.LEVELS_NEEDED
    assert make_search_bot("mcts:it=50", inline=True).params.solo_win_fit == SoloWinFit.EVERY_LEVEL
    for bad in ("2", "0.5", "-1", "nan"):
        with pytest.raises(ValueError, match="solo_win_fit"):
            parse_budget(f"it=50:solo_win_fit={bad}")
    game = _solo_after_setup(5)
    levels = Params(solo_win_fit=SoloWinFit.LEVELS_NEEDED, early_stop=False)
    assert Settings.of(levels, game).w.solo_win_fit == SoloWinFit.LEVELS_NEEDED
    assert Settings.of(levels, Game.new(2, 5)).w == Params().weights  # multiplayer: untouched
    plain = search(game, 0, iterations=200, seed=3, params=Params(early_stop=False))
    other = search(game, 0, iterations=200, seed=3, params=levels)
    assert other.value_sum[0] != plain.value_sum[0] and other.stats != plain.stats


def _fit(tmp_path: Path, name: str, *flags: str) -> SoloWeights:
    out = tmp_path / name
    assert fit_solo.main(["--games", "3", "--seed", "3", "--jobs", "1", "--held-out", "0", *flags,
                          "--out", str(out)]) == 0
    return load_weights(out)


def test_fit_solo_refits_the_second_win_weights_and_keeps_the_rest(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    loaded = solo_model.SOLO_WEIGHTS
    fitted = _fit(tmp_path, "levels.json", "--win-levels")
    rows = [row for seed in (3, 4, 5) for row in fit_solo.game_rows(seed)]
    assert fitted.win_levels is not None and list(fitted.win_levels) == fit_solo.fit(rows)
    assert fitted.win == loaded.win and fitted.vp == loaded.vp  # the rest of the file as loaded
    prov = fitted.provenance
    assert {k: v for k, v in prov.items() if k != WIN_LEVELS_KEY} == {
        k: v for k, v in loaded.provenance.items() if k != WIN_LEVELS_KEY}
    assert prov[WIN_LEVELS_KEY]["command"].endswith("--win-levels --out " + str(tmp_path / "levels.json"))
    assert prov[WIN_LEVELS_KEY]["games"] == 3 and "vp_kept" not in prov[WIN_LEVELS_KEY]
    # a later refit of the first set keeps the second and its provenance
    monkeypatch.setattr(fit_solo, "SOLO_WEIGHTS", fitted)
    again = _fit(tmp_path, "again.json", "--win-only")
    assert again.win_levels == fitted.win_levels and again.win == fitted.win_levels  # the same rows, one fit
    assert again.provenance[WIN_LEVELS_KEY] == prov[WIN_LEVELS_KEY]
    assert again.provenance["command"].endswith("--win-only --out " + str(tmp_path / "again.json"))


def test_solo_hard_and_expert_read_the_levels_weights_and_no_other_search_does() -> None:
    """``budget.LEVEL_PARAMS``: hard's and expert's solo searches read ``win_levels``; easy,
    medium, the hints' and reviews' ``it=N`` budgets and greedy the weights every level reads
    (the refit made them weaker: docs/tuning.md#solo-win-model)."""
    for level in LEVELS:
        wanted = SoloWinFit.LEVELS_NEEDED if level in ("hard", "expert") else SoloWinFit.EVERY_LEVEL
        assert make_search_bot(f"mcts:{level}", inline=True).params.solo_win_fit == wanted
    assert make_search_bot("mcts:hard:solo_win_fit=0", inline=True).params.solo_win_fit == 0  # the name wins
    # the reproducible names: solo only
    assert level_bot("hard", 1).endswith(":solo_win_fit=1") and "solo_win_fit" not in level_bot("medium", 1)
    assert all("solo_win_fit" not in level_bot("hard", n) for n in (2, 3, 4))
    solo_game = _solo_after_setup(9)
    assert Settings.of(make_search_bot("mcts:hard", inline=True).params, solo_game).w.solo_win_fit == 1


def test_the_shipped_file_holds_the_levels_weights_and_says_where_they_came_from() -> None:
    shipped = load_weights(SHIPPED)
    assert shipped.win_levels is not None and shipped.win_levels == solo_model.SOLO_LEVELS_FIT
    assert shipped.win_levels != shipped.win
    # they weigh the levels still needed, and so the cards still needed less
    assert shipped.win_levels[-1] < 0.0 == shipped.win[-1]
    assert shipped.win[1] < shipped.win_levels[1] < 0.0
    prov = shipped.provenance[WIN_LEVELS_KEY]
    assert prov["command"].startswith("python -m lab.fit_solo --games 3000 --seed 20000")
    assert "--win-levels" in prov["command"] and prov["bot"] == "greedy" and prov["held_out_games"] == 0
    assert prov["uncommitted_changes"] is False and len(prov["commit"]) == 40


def test_a_fit_that_keeps_the_vp_forecast_scores_only_the_win_model(tmp_path: Path) -> None:
    """With games held out, ``--win-levels`` and ``--win-only`` score the win weights they fit
    against the ones they replace, and record no VP correlation: the forecast is the one loaded."""
    for flag, replaced in (("--win-levels", solo_model.SOLO_LEVELS_FIT), ("--win-only", SOLO_FIT)):
        out = tmp_path / f"{flag[2:]}.json"
        assert fit_solo.main(["--games", "3", "--seed", "3", "--jobs", "1", "--held-out", "1", flag,
                              "--out", str(out)]) == 0
        fitted = load_weights(out)
        prov = fitted.provenance[WIN_LEVELS_KEY] if flag == "--win-levels" else fitted.provenance
        held_out = list(fit_solo.game_rows(5))
        assert prov["fit"]["held_out_log_loss_of_previous"] == round(fit_solo.log_loss(replaced, held_out), 4)
        assert math.isfinite(prov["fit"]["held_out_log_loss"])
        assert not any("vp" in key for key in prov["fit"])
    full = tmp_path / "full.json"
    assert fit_solo.main(["--games", "3", "--seed", "3", "--jobs", "1", "--held-out", "1", "--out", str(full)]) == 0
    assert "held_out_vp_correlation" in load_weights(full).provenance["fit"]  # a fitted forecast is scored
