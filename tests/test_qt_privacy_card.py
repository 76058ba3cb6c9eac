"""The hot-seat pass-the-screen card lies on the table, never across the side of the
window: in a 4-player game at 1366x768 with a long name it straddled the table and the
side panel and cut the game log's lines.  The layer covers the table (the hands in
it); the side (the log, which tells nothing secret) stays in sight (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from helpers_qt import resize_shown
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core import Game, Seat
from mor_qt.dialogs import SEAT_NAME_MAX
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

SEED = 15
SMALL_SCREEN = (1366, 768)
NARROW_WINDOW = (1024, 700)
LONG_NAME = "Maximilian von Habsburgxy"[:SEAT_NAME_MAX]  # the longest the new-game dialog takes
SAVED_NAME = "Bartholomew Fitzwilliam Montgomery-Smythe of Lower Wallop on the Marsh"  # a loaded save's


def _in_window(win: MainWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(win, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize(("name", "size"), [(LONG_NAME, SMALL_SCREEN), (SAVED_NAME, SMALL_SCREEN),
                                            (SAVED_NAME, NARROW_WINDOW)])
def test_the_pass_the_screen_card_lies_on_the_table_and_leaves_the_side_in_sight(
    qtbot: QtBot, win: MainWindow, language: str, name: str, size: tuple[int, int]
) -> None:
    seats = [Seat(name), Seat("Ann"), Seat("Bo", "bot", "greedy"), Seat("Cy", "bot", "greedy")]
    win.ctl.autosave_enabled = False
    win.ctl.paused = True
    resize_shown(qtbot, win, *size)
    win.set_loaded(Game.new([seat.name for seat in seats], SEED, 0), seats, None)
    win.privacy.ask(0, name)
    qtbot.waitUntil(win.privacy.isVisible)
    qtbot.wait(10)
    table, side = _in_window(win, win.view), _in_window(win, win.side)
    assert _in_window(win, win.privacy) == table  # the whole table covered: its hands are there
    assert not _in_window(win, win.privacy).intersects(side)  # the log is not cut by the layer
    card = _in_window(win, win.privacy.card)
    assert table.contains(card), (card, table)
    title = win.privacy.title
    assert name in title.text() and title.width() >= title.minimumSizeHint().width()  # wrapped, never cut
    assert not title.wordWrap() or title.height() >= title.heightForWidth(title.width())  # every line seen
    button = win.privacy.button
    words = button.fontMetrics().horizontalAdvance(button.text())
    assert words <= button.width()
    assert button.text() == win.privacy.whole_button or button.toolTip() == win.privacy.whole_button
