"""The app tells the user once when the bots' search fails, and plays on:
search workers killed on purpose mid-game."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ai import MctsBot, SearchPool
from core import Seat
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

HANG_MS = 60000  # only a game that stopped moving gets near it


pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


@pytest.fixture
def win(win: MainWindow) -> MainWindow:
    """The shared window (tests/conftest.py) at 1366x768, without autosaves."""
    win.resize(1366, 768)
    win.ctl.autosave_enabled = False
    return win


def _pool(bot: object) -> SearchPool:
    """The worker pool of one of the table's searching bots."""
    assert isinstance(bot, MctsBot) and bot.pool is not None
    return bot.pool


def _kill_workers(win: MainWindow) -> list[int]:
    pids = sorted({pid for bot in win.ctl.bots.values() for pid in _pool(bot).pids()})  # the table's pool
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    return pids


def test_killed_search_workers_are_told_once_and_the_bots_play_on(qtbot: QtBot, win: MainWindow) -> None:
    told: list[str] = []
    win.ctl.search_failed.connect(told.append)
    win.start_game(GameConfig([Seat("A", "bot", "mcts:it=20"), Seat("B", "bot", "mcts:it=20")], 3, 0))
    game = win.ctl.game
    assert game is not None
    qtbot.waitUntil(lambda: len(game.history()) >= 8, timeout=HANG_MS)
    for _ in range(2):
        killed = _kill_workers(win)
        assert killed
        done = len(game.history())

        def played_on(done: int = done) -> bool:
            return len(game.history()) >= done + 30 or game.is_over

        qtbot.waitUntil(played_on, timeout=HANG_MS)
        assert all(pid not in _pool(bot).pids() for bot in win.ctl.bots.values() for pid in killed)
    # a worker killed mid-game stopped: it is not one that "could not start" (told once, whatever
    # else is told: a seat that played a decision without its search meanwhile is told once too)
    stopped = [t for t in told if t.startswith("The search process of the computer opponents stopped: "
                                               "the search process stopped")]
    assert len(stopped) == 1 and "A new one was started." in stopped[0], told
    assert not any("could not start" in t for t in told)
    assert len(told) <= 2 and sum("below its level" in t for t in told) <= 1
    box = win.last_message
    assert box is not None and box.text() == told[-1]


@pytest.mark.parametrize(("reason", "opening"), [
    ("the search process stopped unexpectedly (exit code -9)",
     "The search process of the computer opponents stopped: the search process stopped unexpectedly"),
    ("the search is off: the search process did not start within 60 s",
     "The computer opponents cannot search any more (the search is off"),
])
def test_a_seat_that_plays_below_its_level_is_told_once(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
    reason: str, opening: str,
) -> None:
    import logging

    import ai.bots
    from ai import SearchOutcome, SearchStatus

    failed = SearchOutcome(SearchStatus.FAILED, None, reason, (reason,))
    monkeypatch.setattr(ai.bots, "run_search", lambda *_a, **_k: failed)
    caplog.set_level(logging.WARNING, logger="mor_qt.controller")
    told: list[str] = []
    win.ctl.search_failed.connect(told.append)
    win.start_game(GameConfig([Seat("Ann", "bot", "mcts:hard"), Seat("Bob", "bot", "mcts:easy")], 4, 0))
    game = win.ctl.game
    assert game is not None
    qtbot.waitUntil(lambda: len(game.history()) >= 30 or game.is_over, timeout=HANG_MS)
    assert len(told) == 1, told
    assert told[0].startswith(opening)
    if "search is off" in reason:
        assert "they play simply for the rest of this session" in told[0] and "below its level" not in told[0]
    else:
        assert told[0].endswith("played a decision below its level, without searching.")
    without = [r for r in caplog.records if "played a decision without search" in r.getMessage()]
    assert len(without) >= 2 and reason in without[0].getMessage()  # the log has every one, and why


def test_the_analysis_review_marks_failed_searches_not_reviewed_and_tells_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import random

    import ai
    from ai import SearchOutcome, SearchStatus
    from core import Game
    from core.files.savefile import Seat, load, save
    from mor_qt.analysis import open_analysis

    reason = "the search process stopped unexpectedly (exit code -9)"
    monkeypatch.setattr(ai, "run_search", lambda *_a, **_k: SearchOutcome(SearchStatus.FAILED, None, reason,
                                                                           (reason,)))
    game = Game.new(["Ada", "Bruno"], 5)
    rng = random.Random(5)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    path = tmp_path / "game.mor"
    save(path, game, seats=[Seat("Ada"), Seat("Bruno", "bot", "greedy")])
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    win.open_window_on_play = False
    boxes = []
    for _ in range(2):
        with qtbot.waitSignal(win.review_done, timeout=HANG_MS) as blocker:
            assert win.start_review(budget="it=16")
        result = blocker.args[0]
        mine = [r.index for r in win.timeline.rows if r.seat == 0]
        assert len(result.not_reviewed()) == len(mine) and result.mistakes() == []
        assert all(win.move_list.decision_items[i].text(4) == "not reviewed" for i in mine)
        assert all(win.move_list.decision_items[i].text(3) == "" for i in mine)  # no win chance shown
        assert not win.win_chart.has_data()
        assert "could not be reviewed" in win.review_status.text()
        boxes.append(win.last_message)
    assert boxes[0] is not None and reason in boxes[0].text()
    assert boxes[1] is boxes[0]  # told once, not at every review
    # nothing was reviewed: there is no review to save (the marks alone are not one)
    assert not win.save_review_button.isEnabled() and not win.save_review()
    assert "Not saved in the file yet" not in win.review_status.text()
    assert load(path).annotations == {}
    win.close()
