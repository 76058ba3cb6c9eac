"""The analysis never grades a placeholder and never reads hidden leaders:
a failed search leaves a decision "not reviewed", and
the candidates of another seat come from what the analysing seat can see."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import ai
import ai.bots as bots_mod
from ai import Choice, SearchOutcome, SearchStatus, analyse_position, make_bot, play_out
from ai.review import review
from core import Game
from core.files.savefile import save
from lab.analyse import cmd_analyse


def _other_seat_positions(seed: int, count: int) -> list[Game]:
    """Positions of a greedy 2-player game where seat 1 is to move, with choices."""
    game = Game.new(2, seed)
    bots = [make_bot("greedy", s) for s in range(2)]
    out: list[Game] = []

    def keep(seen: Game, choice: Choice) -> None:
        if choice.seat == 1 and not seen.in_setup and len(seen.legal_actions()) > 2:
            out.append(seen.clone())

    play_out(game, bots, until=lambda _game: len(out) >= count, on_choice=keep)
    return out


def test_analysis_of_another_seats_decision_depends_only_on_what_the_seat_sees() -> None:
    checked = 0
    for seed in (3, 5):
        for pos in _other_seat_positions(seed, 12):
            twin = pos.determinize(0, 1234)  # seat 1's hidden leaders (and the decks) resampled
            assert twin.observation(0) == pos.observation(0)
            a = analyse_position(pos, 0, "it=40", inline=True, seed=7)
            b = analyse_position(twin, 0, "it=40", inline=True, seed=7)
            assert [(str(x), v) for x, v, _ in a.candidates] == [(str(x), v) for x, v, _ in b.candidates]
            assert a.win_prob == b.win_prob
            checked += 1
    assert checked >= 12


def _failing_search(*_args: Any, **_kwargs: Any) -> SearchOutcome:
    return SearchOutcome(SearchStatus.FAILED, None, "the search process stopped unexpectedly (exit code -9)",
                         ("the search process stopped unexpectedly (exit code -9)",))


def _played_game(decisions: int = 30) -> Game:
    game = Game.new(2, 9)
    bots = [make_bot("greedy", s) for s in range(2)]
    for _ in range(decisions):
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game, seat))
    return game


def test_a_failed_search_gives_an_analysis_without_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "run_search", _failing_search)
    game = _played_game()
    assert game.current_seat is not None
    an = analyse_position(game, game.current_seat, "it=50", inline=True)
    assert not an.ok and an.status is SearchStatus.FAILED
    assert "exit code -9" in an.reason
    # today: win_prob [0.5, 0.5], expected_vp [0, 0] and a candidate: a placeholder to grade
    assert an.win_prob == [] and an.expected_vp == [] and an.candidates == [] and an.best is None


def test_review_marks_failed_searches_not_reviewed_and_grades_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ai, "run_search", _failing_search)
    game = _played_game()
    decisions = [str(a) for a in game.history()]
    notes: dict[int, dict[str, Any]] = {}
    res = review(game.origin, decisions, 0, "it=20", notes)
    mine = [d for d in res.decisions]
    assert mine and len(res.not_reviewed()) == len(mine)
    assert res.mistakes() == []
    assert all("grade" not in d and "eval_before" not in d for d in mine)
    assert all(notes[d["index"]]["not_reviewed"] for d in mine)


def test_a_not_reviewed_decision_is_tried_again_by_the_next_review(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played_game(12)
    decisions = [str(a) for a in game.history()]
    notes: dict[int, dict[str, Any]] = {}
    with monkeypatch.context() as m:
        m.setattr(ai, "run_search", _failing_search)
        review(game.origin, decisions, 0, "it=20", notes)
    assert notes and all("not_reviewed" in n for n in notes.values())
    real = bots_mod.run_search
    monkeypatch.setattr(ai, "run_search", lambda root, seat, bud, cancel, seed, pool, params: real(
        root, seat, bud, cancel, seed, None, params))  # in-process: no worker needed
    res = review(game.origin, decisions, 0, "it=20", notes)
    assert res.not_reviewed() == []
    assert all("eval_before" in n for n in notes.values())


def test_mor_arena_analyse_exits_non_zero_when_a_search_failed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(ai, "run_search", _failing_search)
    path = tmp_path / "g.mor"
    save(path, _played_game(12))
    args = argparse.Namespace(file=str(path), seat=1, budget="it=20", json=True, write=False)
    assert cmd_analyse(args) == 1  # today: 0, with every decision graded from placeholders
    captured = capsys.readouterr()
    assert "could not be reviewed" in captured.err and "exit code -9" in captured.err
    assert '"not_reviewed"' in captured.out


def _raising_search(*_args: Any, **_kwargs: Any) -> Any:
    raise RuntimeError("search bug")


@pytest.mark.parametrize("command", [
    ["match", "--players", "2", "--bots", "mcts:it=10,greedy", "--games", "2", "--json"],
    ["solo", "--bot", "mcts:it=10", "--games", "1", "--json"],
    ["table", "--rows", "4", "--scale", "0.01", "--jobs", "1", "--json"],
])
def test_mor_arena_exits_non_zero_when_a_bot_search_failed(
    command: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    import lab.table as table_mod
    from lab.cli import main

    monkeypatch.setattr(bots_mod, "search", _raising_search)
    if command[0] == "table":  # one short solo row at a tiny budget
        row = table_mod.ROWS[3]
        monkeypatch.setattr(table_mod, "ROWS", [*table_mod.ROWS[:3], replace(row, bots=("mcts:it=10",))])
    assert main(command) == 1  # today: a traceback, or 0 with greedy moves counted as the bot's
    captured = capsys.readouterr()
    assert "bot search(es) failed" in captured.err
    out = json.loads(captured.out)
    failures = out["search_failures"] if "search_failures" in out else out["rows"][0]["search_failures"]
    assert failures > 0
