"""The hint box: H again or Esc closes a hint shown (not only one under
way), it shows that it is still thinking, and it never hides the log's
newest lines (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_qt_undo import _past_setup

from core import Seat
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

LOG_LINES = 80  # more than the log shows at once


@pytest.fixture
def win(win: MainWindow) -> MainWindow:
    win.hinter.budget = "it=60"  # quick: the tests check the box, not the search
    win.resize(1280, 720)
    return win


def _hint_shown(qtbot: QtBot, win: MainWindow) -> None:
    assert win.hint()
    qtbot.waitUntil(lambda: bool(win.hint_list), timeout=60000)
    assert win.hint_box.isVisible() and "1." in win.hint_box.text()


def _last_log_line_in_sight(win: MainWindow) -> bool:
    for _ in range(3):  # the layout, then the log's queued scroll
        QApplication.processEvents()
    return win.log._last_line_shown()


def test_h_again_or_esc_closes_the_hint_shown(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    _hint_shown(qtbot, win)
    win.hint_action.trigger()  # H
    assert not win.hint_box.isVisible() and not win.hint_list
    _hint_shown(qtbot, win)
    win.cancel_choice()  # Esc
    assert not win.hint_box.isVisible() and not win.hint_list
    assert "close" in win.hint_box.text()  # the box said how


def test_the_hint_box_shows_it_is_still_thinking(qtbot: QtBot, win: MainWindow) -> None:
    win.hinter.budget = "it=100000"  # long enough to watch
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    assert win.hint()
    seen = {win.hint_box.text()}

    def dots_moved() -> bool:
        seen.add(win.hint_box.text())
        return len(seen) >= 3

    qtbot.waitUntil(dots_moved, timeout=10000)
    assert all("thinking" in text for text in seen)
    win.clear_hint()


def test_the_hint_box_never_hides_the_newest_log_lines(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada")], 7, None))
    _past_setup(qtbot, win)
    win._add_log_lines([(f"line {i}", "") for i in range(LOG_LINES)])
    assert _last_log_line_in_sight(win)
    _hint_shown(qtbot, win)
    assert _last_log_line_in_sight(win)
    win.clear_hint()
    assert _last_log_line_in_sight(win)
