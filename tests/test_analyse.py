"""Bot review of saved games (ai/review.py) and `mor-arena analyse`."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import ai.review as review_mod
from core import Game
from core.files.savefile import Seat, load, save
from lab.cli import main as arena_main

BUDGET = "it=16"


def played_game(rounds: int = 3, seed: int = 5) -> Game:
    game = Game.new(["Ada", "Bot"], seed)
    rng = random.Random(seed)
    while not game.is_over and game.round < rounds:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture
def save_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.mor"
    save(path, played_game(), seats=[Seat("Ada"), Seat("Bot", "bot", "greedy")])
    return path


def test_review_covers_exactly_the_seats_decisions_with_evaluations(save_file: Path) -> None:
    saved = load(save_file)
    result = review_mod.review(saved.origin, saved.decisions, 1, BUDGET)
    games = review_mod.positions(saved.origin, saved.decisions)
    expected = [i for i in range(len(saved.decisions)) if games[i].current_seat == 1]
    assert [d["index"] for d in result.decisions] == expected
    for d in result.decisions:
        assert d["played"] == saved.decisions[d["index"]]
        assert 0.0 <= d["eval_before"] <= 1.0 and 0.0 <= d["eval_after"] <= 1.0
        assert d["loss"] >= 0.0
        # The preferred decision is legal where the decision was made.
        assert d["best"] in {str(a) for a in games[d["index"]].legal_actions()}


def test_review_positions_match_the_replayed_engine(save_file: Path) -> None:
    saved = load(save_file)
    games = review_mod.positions(saved.origin, saved.decisions)
    assert len(games) == len(saved.decisions) + 1
    for i in (0, len(saved.decisions) // 2, len(saved.decisions)):
        assert games[i].state_hash() == saved.game_at(i).state_hash()


def test_annotations_round_trip_through_the_save_and_are_not_recomputed(
    save_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = load(save_file)
    notes: dict[int, dict] = {}
    first = review_mod.review(saved.origin, saved.decisions, 0, BUDGET, notes)
    save(save_file, saved.game, seats=saved.seats, annotations=notes)
    again = load(save_file)
    assert again.annotations == notes
    calls: list[tuple[Any, ...]] = []

    def counted_evaluation(*a: Any, **_k: Any) -> dict[str, Any]:
        calls.append(a)
        return {}

    monkeypatch.setattr(review_mod, "_evaluation", counted_evaluation)
    second = review_mod.review(again.origin, again.decisions, 0, BUDGET, dict(again.annotations))
    assert calls == []
    assert second.decisions == first.decisions


def test_review_is_cancellable_and_keeps_what_it_computed(save_file: Path) -> None:
    saved = load(save_file)
    cancel = threading.Event()
    notes: dict[int, dict] = {}

    def progress(done: int, total: int) -> None:
        if done == 2:
            cancel.set()

    result = review_mod.review(saved.origin, saved.decisions, 0, BUDGET, notes, cancel, progress)
    assert result.cancelled
    assert len(result.decisions) == 2 == len(notes)
    # Resuming reuses the two and finishes the rest.
    full = review_mod.review(saved.origin, saved.decisions, 0, BUDGET, notes)
    assert not full.cancelled and full.decisions[:2] == result.decisions
    assert len(full.decisions) > 2


def test_grades_flag_bigger_losses_more_severely() -> None:
    assert review_mod.grade(0.01) == ""
    assert review_mod.grade(0.06) == "inaccuracy"
    assert review_mod.grade(0.12) == "mistake"
    assert review_mod.grade(0.5) == "blunder"


def test_cli_analyse_json_has_the_contract_keys(save_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["analyse", str(save_file), "--seat", "1", "--budget", BUDGET, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 1 and out["decisions"]
    for d in out["decisions"]:
        assert {"index", "played", "best", "eval_before", "eval_after"} <= set(d)


def test_cli_analyse_write_stores_annotations(save_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_main(["analyse", str(save_file), "--budget", BUDGET, "--write"]) == 0
    assert "Ada" in capsys.readouterr().out
    saved = load(save_file)
    assert saved.annotations and all(note["seat"] == 0 for note in saved.annotations.values())


def test_cli_analyse_bad_input_gives_a_message_not_a_traceback(
    tmp_path: Path, save_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.mor"
    junk.write_bytes(b"not a save")
    assert arena_main(["analyse", str(junk)]) == 2
    assert "junk.mor" in capsys.readouterr().err
    assert arena_main(["analyse", str(save_file), "--seat", "9"]) == 2
    assert "seat" in capsys.readouterr().err
    assert arena_main(["analyse", str(save_file), "--budget", "lots"]) == 2


def test_loss_needs_both_estimates_to_agree() -> None:
    cands = [["market r1", 400, 0.70], ["market r2", 5, 0.20], ["market c1", 100, 0.50]]
    # Same decision as the bot's: no loss, whatever the noise.
    assert review_mod._loss(cands, "market r1", "market r1", 0.7, 0.4) == 0.0
    # A rarely visited candidate's low mean alone does not make a blunder.
    assert review_mod._loss(cands, "market r1", "market r2", 0.7, 0.69) == pytest.approx(0.01)
    # Both the search after it and its own well-visited mean say it lost ~0.2.
    assert review_mod._loss(cands, "market r1", "market c1", 0.7, 0.45) == pytest.approx(0.20)
    # Not among the candidates: judged by the search after it.
    assert review_mod._loss(cands, "market r1", "market c4", 0.7, 0.55) == pytest.approx(0.15)


@pytest.fixture(autouse=True)
def _close_search_pool() -> Iterator[None]:
    """The review searches in ai's shared worker pool: stop it after each test."""
    yield
    import ai

    ai._close_pool()


def test_a_forced_decision_is_never_graded_and_one_search_serves_a_decision_and_the_next(
    save_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A decision with one legal choice has itself as the best and no grade; each
    position is searched once (a decision's "after" is the next one's "before")."""
    saved = load(save_file)
    games = review_mod.positions(saved.origin, saved.decisions)
    searched: list[int] = []
    real = review_mod._evaluation

    def counted(game: Game, seat: int, budget: str, cancel: Any, seed: int) -> dict[str, Any]:
        searched.append(seed)  # the position's index
        return real(game, seat, budget, cancel, seed)

    monkeypatch.setattr(review_mod, "_evaluation", counted)
    result = review_mod.review(saved.origin, saved.decisions, 0, BUDGET)
    forced = [d for d in result.decisions if len(games[d["index"]].legal_actions()) == 1]
    assert forced  # the game has some (ending a turn with nothing else to do)
    for d in forced:
        assert d["best"] == d["played"] and d["grade"] == ""
    assert len(searched) == len(set(searched))
    assert all(len(games[j].legal_actions()) > 1 or j == len(saved.decisions) for j in searched)
