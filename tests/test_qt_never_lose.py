"""The app never loses the user's game and opens long games at once:
the log is built in one batch, a damaged autosave is said in the app, a broken
recent files list never stops the start, tools never touch the data folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from ai.long_games import endless_game
from core import Game
from core.files.autosave import AUTOSAVE_NAME, BACKUP_NAME, autosave
from core.files.datafolder import data_dir
from core.files.savefile import load, save
from mor_qt.analysis.charts import LineChart, Series
from mor_qt.analysis.timeline import KeptPositions, Positions, build_timeline
from mor_qt.log_replay import MAX_LOG_DECISIONS, replay_log
from mor_qt.recent import read_recent
from mor_qt.window import MainWindow

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MOR_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def win(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow()
    qtbot.addWidget(w)
    w.ctl.autosave_enabled = False
    w.ctl.pace_ms = 0
    yield w
    w.ctl.shutdown()


class Counter:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, *args: Any) -> None:
        self.calls += 1


# ------------------------------------------------------------------ the log
def test_opening_a_game_builds_its_log_in_one_batch_with_one_scroll(win: MainWindow, tmp_path: Path) -> None:
    game = endless_game(300)
    path = tmp_path / "long.mor"
    save(path, game)
    scrolls, adds = Counter(), Counter()
    original_add = win._add_log_lines

    def add(lines: list[tuple[str, str]]) -> None:
        adds()
        original_add(lines)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(win.log, "scrollToBottom", scrolls)
        patch.setattr(win, "_add_log_lines", add)
        assert win.open_file(path)
    assert adds.calls == 1 and scrolls.calls == 1  # not one per line
    assert win.log.count() == len(win.log_entries) >= 300
    assert [notation for _text, notation in win.log_entries if notation][-1] == "end"  # the 300th decision
    assert sum(1 for _text, notation in win.log_entries if notation) == 300


def test_the_rebuilt_log_matches_the_lines_of_live_play_and_keeps_the_undo_marks() -> None:
    game = Game.new(2, 4)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    game.apply("market r1")
    lines, marks, last, skipped, problem = replay_log(game)
    assert skipped == 0 and not problem and lines
    assert last and marks  # the market decision of the turn in progress may be taken back
    assert marks == [len(lines) - 1 - sum(1 for text, notation in lines[marks[0] + 1 :] if not notation)]


def test_a_very_long_game_shows_its_last_decisions_and_says_how_many_are_left_out(
    win: MainWindow, tmp_path: Path
) -> None:
    n = MAX_LOG_DECISIONS + 150
    path = tmp_path / "very-long.mor"
    save(path, endless_game(n))
    saved = load(path)
    lines, _marks, _last, skipped, _problem = replay_log(saved.game, saved.game_at)
    assert skipped == 150
    assert sum(1 for _text, notation in lines if notation) == MAX_LOG_DECISIONS
    slow, *_ = replay_log(saved.game)  # without game_at: the same lines, from a replay
    assert slow == lines
    assert win.open_file(path)
    first_line = win.log.item(0)
    assert first_line is not None and "150 earlier decisions" in first_line.text()


def test_the_analysis_keeps_a_few_copies_and_replays_the_positions_between() -> None:
    game = endless_game(200)
    decisions = [str(a) for a in game.history()]
    tl = build_timeline(game.origin, decisions)
    replay = Game.from_origin(game.origin)
    for i, text in enumerate(decisions):
        if i % 37 == 0:
            assert tl.games[i].state_hash() == replay.state_hash()
        replay.apply(text)
    assert tl.games[-1].state_hash() == game.state_hash() and len(tl.games) == 201
    positions = tl.games
    assert isinstance(positions, Positions)
    kept = positions.game_at
    assert isinstance(kept, KeptPositions)  # a copy every CHECKPOINT_EVERY positions, the others replayed
    assert len(kept.copies) < 20


def test_a_chart_fits_its_axis_once_per_data_set(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    chart = LineChart("VP")
    qtbot.addWidget(chart)
    chart.set_data([Series("A", 0, [(i, float(i % 50)) for i in range(5000)])], 5000, [])
    fits = Counter()
    original = chart._fit_range

    def fit() -> tuple[float, float]:
        fits()
        return original()

    monkeypatch.setattr(chart, "_fit_range", fit)
    chart.resize(400, 200)
    chart.grab()
    chart.grab()
    assert fits.calls == 1


# ------------------------------------------------------------- the autosave
def _unfinished(seed: int) -> Game:
    game = Game.new(2, seed)
    for _ in range(20):
        game.apply(game.legal_actions()[0])
    return game


def test_a_garbage_autosave_is_said_in_the_app(win: MainWindow, data_folder: Path) -> None:
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / AUTOSAVE_NAME).write_bytes(b"garbage, not a save")
    assert not win.offer_resume()
    box = win.last_message
    assert box is not None and "could not be read" in box.text() and AUTOSAVE_NAME in box.text()


def test_an_autosave_restored_from_its_backup_is_said(
    win: MainWindow, data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    older, newer = _unfinished(1), _unfinished(2)
    autosave(older)
    autosave(newer)  # the first one is now the backup
    main = data_folder / AUTOSAVE_NAME
    main.write_bytes(main.read_bytes()[:-10])  # damaged
    asked: list[str] = []

    def question(_parent: Any, _title: str, text: str, *rest: Any) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    assert win.offer_resume()
    assert "damaged" in asked[0] and "restored" in asked[0]
    assert win.ctl.game is not None and win.ctl.game.state_hash() == older.state_hash()
    assert (data_folder / BACKUP_NAME).exists()


# ------------------------------------------------------------- recent files
@pytest.mark.parametrize(
    "content",
    [b"5", b"null", b"[" * 100_000 + b"]" * 100_000, b"{}", b'"x"', b"\xff\xfe", b"[1, null, \"\"]",
     b"[" + b'"/a",' * 40_000 + b'"/b"]'],
)
def test_a_broken_recent_files_list_never_stops_the_app(qtbot: QtBot, data_folder: Path, content: bytes) -> None:
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "recent.json").write_bytes(content)
    w = MainWindow()  # the menu reads the list at start
    qtbot.addWidget(w)
    assert w.recent_files() == []
    w.ctl.shutdown()


def test_the_recent_files_list_is_written_atomically(win: MainWindow, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.mor"
    save(path, _unfinished(3))
    assert win.open_file(path)
    recent = data_dir() / "recent.json"
    before = recent.read_bytes()
    assert json.loads(before) == [str(path.resolve())]

    def power_cut(*_args: Any) -> None:
        raise OSError(28, "No space left on device")

    other = tmp_path / "b.mor"
    save(other, _unfinished(4))
    monkeypatch.setattr(os, "replace", power_cut)
    assert win.open_file(other)  # the game opens; the list keeps its old content whole
    monkeypatch.undo()
    assert recent.read_bytes() == before
    assert read_recent(recent) == [str(path.resolve())]
    assert not [p for p in recent.parent.iterdir() if p.name.endswith(".tmp")]


# --------------------------------------------------------- tools and data
def test_a_screenshot_never_touches_the_data_folder(tmp_path: Path) -> None:
    data = tmp_path / "user-data"
    data.mkdir()
    autosave(_unfinished(5), directory=data)
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    env = dict(os.environ, MOR_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "shot.png"
    run = subprocess.run([sys.executable, "-m", "mor_qt.main", "--screenshot", str(out), "--size", "800x600"],
                         cwd=ROOT, env=env, capture_output=True, timeout=180, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    assert out.exists()
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before


# ------------------------------------------------------------ window lifetimes
def test_a_main_window_play_on_opened_lives_until_closed_then_qt_deletes_it(qtbot: QtBot, tmp_path: Path) -> None:
    """Before, the analysis window's list was its only owner: collecting the analysis
    window destroyed a live main window from inside Python's deallocation (a segfault
    in 1 of 15 test runs)."""
    import gc
    import weakref

    from shiboken6 import isValid

    from core import Seat
    from mor_qt.analysis import open_analysis

    path = tmp_path / "g.mor"
    save(path, _unfinished(6))
    analysis = open_analysis(path)
    assert analysis is not None
    analysis.go_to(10)
    main = analysis.play_on_from_here([Seat("Ada"), Seat("Bruno")])
    main.ctl.autosave_enabled = False
    ref = weakref.ref(main)
    del main
    analysis.close()
    del analysis
    qtbot.wait(20)
    gc.collect()
    main = ref()
    assert main is not None and isValid(main) and main.isVisible()
    main.ctl.shutdown()
    main.close()
    del main
    qtbot.waitUntil(lambda: ref() is None or not isValid(ref()), timeout=5000)


def test_move_list_tooltips_are_written_when_asked_for(qtbot: QtBot, tmp_path: Path) -> None:
    from mor_qt.analysis import open_analysis

    path = tmp_path / "g.mor"
    save(path, _unfinished(7))
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    items = win.move_list.decision_items
    assert all(not item.toolTip(1) for item in items)  # nothing rendered up front
    tip = win.move_list.decision_tip(3)
    row = win.timeline.rows[3]
    assert row.notation in tip and tip.startswith(f"{win.timeline.names[row.seat]} {items[3].text(1)}")  # whole
    win.close()


def test_a_long_game_fills_each_turn_of_the_move_list_when_it_is_opened(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mor_qt.analysis import movelist, open_analysis

    monkeypatch.setattr(movelist, "EAGER_DECISIONS", 50)
    path = tmp_path / "long.mor"
    game = endless_game(300)
    save(path, game)
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    tree = win.move_list
    assert len(tree.turn_items) == 100 and sum(h.childCount() for h in tree.turn_items) <= 3  # rows not made yet
    tree.set_annotation(250, {"eval_before": 0.5, "eval_after": 0.25, "grade": "blunder", "loss": 0.25})
    item = tree.decision_items[250]  # made on demand, with its annotation
    assert item.text(2) == str(game.history()[250]) and item.text(4) == "?? −25%"
    row = win.timeline.rows[250]
    assert f"{win.timeline.names[row.seat]} {item.text(1)}" == row.text  # the turn's row names the player
    win.go_to(151)
    current = tree.currentItem()
    assert current is not None and current is tree.decision_items[150]
    turn = current.parent()
    assert turn is not None and turn.isExpanded()
    tree.turn_items[10].setExpanded(True)
    assert tree.turn_items[10].childCount() == 3
    win.close()


def test_an_engine_failure_is_reported_and_nothing_is_saved(
    win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core import Seat
    from core.game import Game as GameClass
    from mor_qt.dialogs import GameConfig

    win.start_game(GameConfig([Seat("Ada"), Seat("Bruno")], 3, 0))
    game = win.ctl.game
    assert game is not None
    assert game is not None
    before, lines = game.state_hash(), win.log.count()
    saves = Counter()
    monkeypatch.setattr(win.ctl, "_maybe_autosave", saves)

    def broken(self: Game, action: Any) -> Any:
        self.round += 1
        raise ZeroDivisionError("simulated engine bug")

    monkeypatch.setattr(GameClass, "_execute", broken)
    assert not win.ctl.apply(game.legal_actions()[0])
    assert game.state_hash() == before and saves.calls == 0
    failure_line = win.log.item(lines)
    assert win.log.count() == lines + 1 and failure_line is not None and "ules engine failed" in failure_line.text()


def test_a_long_game_scores_every_few_positions_for_its_chart_and_the_rest_on_demand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from mor_qt.analysis import timeline as timeline_module

    game = endless_game(400)
    decisions = [str(a) for a in game.history()]
    exact = build_timeline(game.origin, decisions)
    monkeypatch.setattr(timeline_module, "SCORE_POINTS", 50)
    sparse = build_timeline(game.origin, decisions)
    points = sparse.score_points(1)
    assert len(points) <= 52 and points[0][0] == 0 and points[-1][0] == 400
    assert all(exact.score[1][pos] == value for pos, value in points)
    assert [sparse.score[0][i] for i in (0, 7, 133, 399, -1)] == [exact.score[0][i] for i in (0, 7, 133, 399, -1)]
    assert len(exact.score_points(0)) == 401
