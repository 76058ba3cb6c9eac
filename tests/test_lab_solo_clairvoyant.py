"""``python -m lab.solo_clairvoyant``: solo games replayed by the same bot, honest or seeing
the hidden future (the decks' order, Lorenzo's tokens, R12.1), as a solo result ``mor-arena
paired`` compares game by game with the run they come from."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from core import Game
from lab import solo_clairvoyant
from lab.arena import solo
from lab.paired import paired
from lab.pool import read_result
from lab.solo_clairvoyant import (
    ReplayError,
    SoloGame,
    clairvoyance,
    lost_games,
    main,
    parse_games,
    replay,
    replay_games,
    searches_inline,
)

SEED = 4
GAMES = 6


@pytest.fixture(scope="module")
def original() -> dict[str, Any]:
    return solo("greedy", GAMES, SEED)


def _hidden(game: Game) -> tuple[Any, ...]:
    return game.decks, game.tokens


def test_clairvoyance_gives_the_true_game_and_is_undone_after() -> None:
    game = Game.new(1, 11)
    honest = {_hidden(game.determinize(0, random.Random(k))) for k in range(8)}
    assert len(honest) > 1 and _hidden(game) not in honest  # honest copies resample what is hidden
    with clairvoyance():
        seen = game.determinize(0, random.Random(3))
        assert seen is not game  # a copy: the search may play on it
        assert seen.to_position() == game.to_position()
        assert _hidden(seen) == _hidden(game)
    assert _hidden(game.determinize(0, random.Random(3))) in honest
    with pytest.raises(RuntimeError), clairvoyance():
        raise RuntimeError("a search that fails")
    assert _hidden(game.determinize(0, random.Random(3))) in honest  # undone on an error too


def test_a_clairvoyant_replay_searches_the_true_game(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    true_game = solo_clairvoyant._true_game

    def counted(game: Game, seat: int, rng: Any) -> Game:
        calls.append(seat)
        return true_game(game, seat, rng)

    monkeypatch.setattr(solo_clairvoyant, "_true_game", counted)
    replay("mcts:it=10", SoloGame(SEED, 1), clairvoyant=False, shift=0)
    assert calls == []
    replay("mcts:it=10", SoloGame(SEED, 1), clairvoyant=True, shift=0)
    assert calls and set(calls) == {0}


def test_games_are_read_as_seed_plus_game() -> None:
    assert parse_games("4+30, 104+95,4+30,") == [SoloGame(4, 30), SoloGame(104, 95)]
    game = SoloGame(623, 67)
    assert (game.deal, game.bot_seed(), game.bot_seed(5), str(game)) == (690, 623 * 100003 + 67, 623 * 100003 + 72,
                                                                         "623+67")
    for bad in ("4", "x+1", "4+-1", "4+1+2", "4+", ""):
        with pytest.raises(ReplayError):
            parse_games(bad)


def test_a_replay_plays_the_games_mor_arena_solo_played(original: dict[str, Any], tmp_path: Path) -> None:
    games = [SoloGame(SEED, i) for i in (4, 1, 3)]
    replayed = replay_games("greedy", games, jobs=2)
    rows = {r["game"]: r for r in original["results"]}
    assert [(r["seed"], r["game"]) for r in replayed["results"]] == [(SEED, 4), (SEED, 1), (SEED, 3)]
    for row in replayed["results"]:
        assert {k: row[k] for k in ("deal", "won", "vp", "rounds")} == {
            k: rows[row["game"]][k] for k in ("deal", "won", "vp", "rounds")}
    assert replayed["runs"] == [{"seed": SEED, "games": 3}] and "seed" not in replayed
    assert (replayed["replayed"], replayed["clairvoyant"], replayed["bot_seed_shift"]) == (["4+4", "4+1", "4+3"],
                                                                                           False, 0)
    # read back as a result and paired with the run it comes from: the same games, game by game
    (tmp_path / "original.json").write_text(json.dumps(original), encoding="utf-8")
    (tmp_path / "replay.json").write_text(json.dumps(replayed), encoding="utf-8")
    compared = paired(("original.json", read_result(tmp_path / "original.json")),
                      ("replay.json", read_result(tmp_path / "replay.json")))
    assert compared["pairs"] == 3 and compared["better"] == compared["worse"] == 0


def test_lost_games_come_from_single_and_pooled_results(original: dict[str, Any]) -> None:
    lost = [SoloGame(SEED, r["game"]) for r in original["results"] if not r["won"]]
    assert lost_games(original, "run.json") == lost
    pooled = {"runs": [{"seed": 7, "games": 2}], "results": [
        {"seed": 7, "game": 0, "deal": 7, "won": False, "vp": 20, "rounds": 20},
        {"seed": 7, "game": 1, "deal": 8, "won": True, "vp": 40, "rounds": 20}]}
    assert lost_games(pooled, "pool.json") == [SoloGame(7, 0)]
    with pytest.raises(ReplayError, match="match result"):
        lost_games({"players": 2, "results": []}, "match.json")
    with pytest.raises(ReplayError, match="malformed"):
        lost_games({"seed": 1, "results": [{"won": False}]}, "bad.json")
    with pytest.raises(ReplayError, match="no per-game"):
        lost_games({"seed": 1}, "bad.json")


def test_a_bot_searching_in_workers_cannot_be_clairvoyant(capsys: pytest.CaptureFixture[str]) -> None:
    assert searches_inline("greedy") and searches_inline("mcts:it=30") and searches_inline("mcts:hard")
    assert not searches_inline("mcts:expert")
    assert main(["--bot", "mcts:expert", "--games", "4+1", "--clairvoyant"]) == 2
    assert "worker processes" in capsys.readouterr().err


def test_the_command_replays_lost_games_and_refuses_bad_input(original: dict[str, Any], tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    run = tmp_path / "run.json"
    run.write_text(json.dumps(original), encoding="utf-8")
    lost = lost_games(original, "run.json")
    assert lost, "the greedy bot loses some of these deals"
    assert main(["--bot", "greedy", "--lost-in", str(run), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["replayed"] == [str(g) for g in lost] and out["win_rate"] == 0.0
    assert main(["--bot", "greedy", "--games", "4+0"]) == 0
    first = original["results"][0]
    assert capsys.readouterr().out.startswith(f"greedy: {int(first['won'])} of 1 games won, mean VP {first['vp']:.1f}")
    (tmp_path / "junk.json").write_text("{not json", encoding="utf-8")
    for argv in (["--bot", "greedy", "--games", "4+x"], ["--bot", "nobody", "--games", "4+1"],
                 ["--bot", "greedy", "--games", "4+1", "--jobs", "0"],
                 ["--bot", "greedy", "--lost-in", str(tmp_path / "junk.json")],
                 ["--bot", "greedy", "--lost-in", str(tmp_path / "missing.json")]):
        assert main(argv) == 2, argv
        assert capsys.readouterr().err.startswith("solo_clairvoyant: "), argv
