"""The window does not move when a line appears: the note after Undo
("Taken back: …") sits at the menu bar's right end (a status bar appearing
with it pushed the table up), and the
glyph key keeps its distance from the last score row whatever the table's
shape (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_qt_undo import _past_setup

from core import Seat
from mor_qt.board import (
    BOARD_H,
    BOARD_W,
    GAP,
    GRID_RIGHT,
    INFO_GROW,
    INFO_KEY_GAP,
    SCORES_HEAD_H,
    SCORES_ROW_H,
    SCORES_TOP_STRIP,
    TOP_H,
    TRIO,
)
from mor_qt.dialogs import GameConfig
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

GROW_STEPS = 40


def test_the_table_stays_put_when_the_status_line_appears(qtbot: QtBot, win: MainWindow) -> None:
    win.resize(1280, 720)
    win.start_game(GameConfig([Seat("Ada")], 3, None))
    _past_setup(qtbot, win)
    game = win.ctl.game
    assert game is not None
    win.ctl.apply(game.legal_actions()[0])
    QApplication.processEvents()
    before = (win.view.geometry(), win.view.transform().m11())
    win.undo()
    assert win.status_line.isVisible() and win.status_line.text().startswith("Taken back: ")
    for _ in range(3):
        QApplication.processEvents()
    assert (win.view.geometry(), win.view.transform().m11()) == before


def test_the_glyph_key_never_crowds_the_last_score_row(qtbot: QtBot, win: MainWindow) -> None:
    win.start_game(GameConfig([Seat("Ada"), Seat("Bo"), Seat("Cy")], 3, 0))
    table = win.table
    width = GRID_RIGHT + 6 + BOARD_W + GAP
    height = TOP_H + GAP + BOARD_H + GAP
    seen_key = 0
    for step in range(GROW_STEPS + 1):
        grow = INFO_GROW * step / GROW_STEPS
        table.view_aspect = width / (height + grow)
        table.rebuild()
        keys, infos = table.find("glyph key"), table.find("info")
        assert len(infos) == 1
        if not keys:
            continue
        seen_key += 1
        last_row_bottom = infos[0].sceneBoundingRect().top() + SCORES_TOP_STRIP + SCORES_HEAD_H + TRIO * SCORES_ROW_H
        assert keys[0].sceneBoundingRect().top() - last_row_bottom >= INFO_KEY_GAP, grow
    assert seen_key  # a tall enough view shows the key
