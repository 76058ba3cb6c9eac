"""``python -m lab.solo_risk``: solo games kept with their decisions, and the positions
close to Lorenzo's win among them (R12.3: a colour column empty; R12.2: the black cross at
the end) played on with their hidden futures dealt again, as a solo result ``mor-arena
paired`` reads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ai.solo_model import thinnest_column
from core import END_TRIGGER_CARDS, Game
from lab import solo_risk
from lab.arena import solo
from lab.paired import paired
from lab.pool import read_result
from lab.runner import Finished, RunInterrupted
from lab.solo_risk import (
    Risk,
    at_risk,
    collect_games,
    main,
    play_positions,
    position_game,
    positions_at_risk,
)

GAMES = 4
SEED = 40


@pytest.fixture(scope="module")
def collected() -> dict[str, Any]:
    return collect_games("greedy", GAMES, SEED)


def test_collect_plays_the_games_mor_arena_solo_plays(collected: dict[str, Any], tmp_path: Path) -> None:
    arena = solo("greedy", GAMES, SEED)
    assert collected["results"] == arena["results"]
    for key in ("games", "win_rate", "ci95", "mean_vp", "mean_vp_won", "mean_rounds", "max_rounds"):
        assert collected[key] == pytest.approx(arena[key]), key
    # the games file is a solo result: paired with the arena's run, the same games
    (tmp_path / "games.json").write_text(json.dumps(collected), encoding="utf-8")
    (tmp_path / "arena.json").write_text(json.dumps(arena), encoding="utf-8")
    compared = paired(("games.json", read_result(tmp_path / "games.json")),
                      ("arena.json", read_result(tmp_path / "arena.json")))
    assert compared["pairs"] == GAMES and compared["better"] == compared["worse"] == 0
    assert collected["games_won"] == sum(1 for r in collected["results"] if r["won"])
    for game, result in zip(collected["games_played"], collected["results"], strict=True):
        replayed = position_game({"deal": game["deal"], "decisions": game["decisions"]})
        assert replayed.is_over and replayed.scores()[0].total == result["vp"]  # the whole game replays


def test_each_round_start_records_what_its_risk_is_read_from(collected: dict[str, Any]) -> None:
    game = collected["games_played"][0]
    starts = game["round_starts"]
    assert [st["round"] for st in starts] == list(range(starts[0]["round"], starts[0]["round"] + len(starts)))
    for start in starts[::5]:
        position = position_game({"deal": game["deal"], "decisions": game["decisions"][:start["at"]]})
        assert position.round == start["round"] and position.black_cross == start["cross"]
        assert position.players[0].n_cards == start["cards"]
        assert thinnest_column(position) == start["thinnest"]


def test_a_game_s_first_round_start_at_risk_is_its_position(collected: dict[str, Any]) -> None:
    risk = Risk()
    positions = positions_at_risk(collected["games_played"], risk)
    assert 0 < len(positions) <= GAMES
    assert len({p["deal"] for p in positions}) == len(positions)  # one position a game at most
    for position in positions:
        game = position_game(position)
        assert at_risk(game, risk)
        assert position["thinnest"] <= risk.column or position["cross"] >= risk.cross
        assert position["cards"] < END_TRIGGER_CARDS
        earlier = [st for g in collected["games_played"] if g["deal"] == position["deal"]
                   for st in g["round_starts"] if st["at"] < position["at"]]
        assert not any(risk.holds(st["cards"], st["thinnest"], st["cross"]) for st in earlier)
    # a stricter risk keeps later positions, or none
    strict = positions_at_risk(collected["games_played"], Risk(column=0, cross=23))
    assert len(strict) <= len(positions)
    assert all(s["at"] >= p["at"] for s in strict for p in positions if s["deal"] == p["deal"])


def test_a_new_game_is_not_at_risk() -> None:
    game = Game.new(1, 3)
    assert not at_risk(game)  # in its set-up
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    assert not at_risk(game)  # every column full, the cross at its start


def test_the_same_seed_deals_the_same_futures_and_paired_reads_the_result(collected: dict[str, Any],
                                                                          tmp_path: Path) -> None:
    positions = positions_at_risk(collected["games_played"])[:2]
    first = play_positions("greedy", positions, 2, 7)
    again = play_positions("greedy", positions, 2, 7)
    assert first["results"] == again["results"]
    assert first["games"] == 2 * len(positions) and first["futures"] == 2
    assert [r["deal"] for r in first["results"]] == [p["deal"] for p in positions for _ in range(2)]
    for name, result in (("a.json", first), ("b.json", again)):
        (tmp_path / name).write_text(json.dumps(result), encoding="utf-8")
    compared = paired(("a.json", read_result(tmp_path / "a.json")), ("b.json", read_result(tmp_path / "b.json")))
    assert compared["pairs"] == first["games"]
    assert compared["better"] == compared["worse"] == 0


def test_a_damaged_games_file_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              collected: dict[str, Any]) -> None:
    bad = tmp_path / "bad.json"
    game = collected["games_played"][0]
    edited = {**game, "decisions": ["no such decision", *game["decisions"]]}
    for text in ("not json", json.dumps({"format": "other"}), json.dumps({**collected, "games_played": []}),
                 json.dumps({**collected, "games_played": [{"deal": 3}]}),
                 json.dumps({**collected, "games_played": [edited]})):
        bad.write_text(text, encoding="utf-8")
        assert main(["play", "--bot", "greedy", "--games-file", str(bad)]) == 2
        assert "solo_risk:" in capsys.readouterr().err
    assert main(["play", "--bot", "no-such-bot", "--games-file", str(bad)]) == 2
    assert main(["play", "--bot", "greedy", "--games-file", str(tmp_path / "missing.json")]) == 2


def test_collect_writes_a_file_play_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.json"
    assert main(["collect", "--bot", "greedy", "--games", "2", "--seed", str(SEED), "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["play", "--bot", "greedy", "--games-file", str(out), "--futures", "1", "--column", "12",
                 "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["futures"] == 1 and result["games"] == result["positions"] == 2  # every game has a column <= 12
    assert result["risk"] == {"column": 12, "cross": 18}


def test_an_interrupted_collect_writes_the_games_it_finished(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str],
                                                              collected: dict[str, Any]) -> None:
    finished = collected["games_played"]

    def stopped(*_args: object) -> list[dict[str, Any]]:
        raise RunInterrupted([Finished(0, finished[0]), Finished(2, finished[2])], 5)

    monkeypatch.setattr(solo_risk, "collect", stopped)
    out = tmp_path / "games.json"
    assert main(["collect", "--bot", "greedy", "--games", "5", "--seed", str(SEED), "--out", str(out)]) == 130
    assert "2 of 5 games written" in capsys.readouterr().err
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["interrupted"] is True and written["games_planned"] == 5 and written["games"] == 2
    assert written["games_played"] == [finished[0], finished[2]]
    assert [r["game"] for r in written["results"]] == [0, 2]
    assert [r["deal"] for r in written["results"]] == [SEED, SEED + 2]
    monkeypatch.undo()  # ``play`` plays its futures
    assert main(["play", "--bot", "greedy", "--games-file", str(out), "--futures", "1", "--column", "12"]) == 0

    def stopped_at_once(*_args: object) -> list[dict[str, Any]]:
        raise RunInterrupted([], 5)

    monkeypatch.setattr(solo_risk, "collect", stopped_at_once)
    capsys.readouterr()
    nothing = tmp_path / "none.json"
    assert main(["collect", "--bot", "greedy", "--games", "5", "--out", str(nothing)]) == 130
    assert "nothing written" in capsys.readouterr().err and not nothing.exists()


def test_play_keeps_to_the_deals_it_is_given(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.json"
    assert main(["collect", "--bot", "greedy", "--games", "3", "--seed", str(SEED), "--out", str(out)]) == 0
    capsys.readouterr()
    chosen = f"{SEED + 2},{SEED}"
    play = ["play", "--bot", "greedy", "--games-file", str(out), "--futures", "2", "--column", "12"]
    assert main([*play, "--deals", chosen, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["deals"] == [SEED + 2, SEED] and result["positions"] == 2
    assert [r["deal"] for r in result["results"]] == [SEED + 2, SEED + 2, SEED, SEED]
    assert main([*play, "--deals", f"{SEED},{SEED + 9}"]) == 2  # no game of that deal in the file
    assert f"deal {SEED + 9}" in capsys.readouterr().err
    for bad in ("", "40,x"):
        with pytest.raises(SystemExit):
            main([*play, "--deals", bad])


def test_lost_lists_the_deals_a_result_lost_games_of(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A cheap bot's futures show where the losses are; ``lost`` gives those deals as ``--deals`` takes them."""
    results = [(41, True), (41, False), (45, True), (45, True), (40, False), (40, False), (43, False)]
    result = {"bot": "greedy", "seed": 1, "games": len(results), "win_rate": 2 / 7, "mean_vp": 30.0,
              "mean_vp_won": 31.0, "mean_rounds": 20.0, "max_rounds": 25, "search_failures": 0,
              "results": [{"game": n, "deal": deal, "won": won, "vp": 30, "rounds": 20}
                          for n, (deal, won) in enumerate(results)]}  # fmt: skip
    path = tmp_path / "cheap.json"
    path.write_text(json.dumps(result), encoding="utf-8")
    assert main(["lost", str(path)]) == 0
    assert capsys.readouterr().out.strip() == "41,40,43"  # in the result's order, 45 won every game
    assert main(["lost", str(path), "--least", "2"]) == 0
    assert capsys.readouterr().out.strip() == "40"
    assert main(["lost", str(path), "--least", "3"]) == 1
    assert "no deal lost 3 games" in capsys.readouterr().err
    for bad in ({**result, "results": [{"deal": "41", "won": False}]}, {"bot": "greedy"}):
        path.write_text(json.dumps(bad), encoding="utf-8")
        assert main(["lost", str(path)]) == 2
        assert "solo_risk:" in capsys.readouterr().err
    assert main(["lost", str(tmp_path / "missing.json")]) == 2


def test_collect_and_play_count_the_search_as_mor_arena_solo_does() -> None:
    bot = "mcts:it=20"
    games = collect_games(bot, 1, SEED)
    arena = solo(bot, 1, SEED)
    assert games["results"] == arena["results"]
    assert games["search_totals"] == arena["search_totals"] and games["search_totals"]["iterations"] > 0
    positions = positions_at_risk(games["games_played"])
    assert positions  # a weak search's game comes near Lorenzo's win
    played = play_positions(bot, positions[:1], 2, 3)
    assert played["search_totals"]["searches"] > 0
    assert played["iterations_per_search"] == round(
        played["search_totals"]["iterations"] / played["search_totals"]["searches"])
