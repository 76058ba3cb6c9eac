"""Wherever the table cuts a text with "…" to its room, hovering it shows the whole text: a
board's heading ("Maximilian von Habsb…"), the names of the points so far ("Maximilian von …")
and the last move ("Last move: … Servant + B…") had no tooltip, the whole name nowhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import Qt, QTextDocument

from core import Game, Seat
from mor_qt.board import BOARD_H, BOARD_W, GAP, GRID_RIGHT, INFO_GROW, TOP_H, TRIO, Table
from mor_qt.table_boards import HEADER_NAME_W, HEADER_NAME_X, header_name
from mor_qt.table_top import score_name
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

LONG = "Maximilian von Habsburgx"  # 24 characters, the new-game dialog's most
MARKUP = "<b>Bob&Co</b> di Lorenzo Medici"  # shown as typed in its tooltip too
LAST_MOVE = f"{LONG} uses the basic production: servant + shield into a stone, then coin + coin into a servant"
SEED = 7
SCAN_STEP = 5.0  # scene units between the points hovered (a row of text is 20 high)
HEADER_MID_Y = 18  # the middle of a board's heading, from the board's top
TRIO_W = GRID_RIGHT + 6 + BOARD_W + GAP  # a 3-player table's width: the grid and a board beside it
TRIO_H = TOP_H + GAP + BOARD_H + GAP  # its height at the widest view
STRIP_ASPECT = TRIO_W / (TRIO_H + INFO_GROW / 2)  # the info a strip with room for the points so far
FULL_ASPECT = TRIO_W / (TRIO_H + 2 * INFO_GROW)  # a tall view: the full info panel


def _words(tip: str) -> str:
    """The words a tooltip shows: its text, or the text its markup makes."""
    if not Qt.mightBeRichText(tip):
        return tip
    document = QTextDocument()
    document.setHtml(tip)
    return document.toPlainText().replace("\u00a0", " ")


def _tip_at(table: Table, point: QPointF) -> str:
    """The words of the tooltip hovering ``point`` shows: the topmost piece's that has one."""
    for item in table.items(point):  # topmost first
        if item.toolTip():
            return _words(item.toolTip())
    return ""


def _tips_over(table: Table, area: QRectF) -> set[str]:
    """Every tooltip hovering somewhere in ``area`` shows."""
    tips = set()
    y = area.top() + SCAN_STEP / 2
    while y < area.bottom():
        x = area.left() + SCAN_STEP / 2
        while x < area.right():
            tips.add(_tip_at(table, QPointF(x, y)))
            x += SCAN_STEP
        y += SCAN_STEP
    return tips


def _loaded(win: MainWindow, names: list[str]) -> Game:
    game = Game.new(names, SEED, 0)
    while game.in_setup:
        game.apply(game.legal_actions()[0])
    win.ctl.autosave_enabled = False
    win.ctl.paused = True
    win.set_loaded(game, [Seat(name) for name in names], None)
    win.table.last_move = LAST_MOVE
    return game


@pytest.mark.parametrize("players, strip", [(2, False), (TRIO, False), (TRIO, True)])
def test_a_text_cut_on_the_table_shows_whole_in_its_tooltip(win: MainWindow, players: int, strip: bool) -> None:
    names = [LONG, MARKUP, "Cosimo"][:players]
    game = _loaded(win, names)
    table = win.table
    table.view_aspect = STRIP_ASPECT if strip else FULL_ASPECT
    table.rebuild()
    assert (table.strip_hint is not None) == strip
    for seat, name in enumerate(names[:2]):
        assert header_name(name) != name  # cut
        board = table.find("board", seat)[0].sceneBoundingRect()
        heading = QPointF(board.left() + HEADER_NAME_X + HEADER_NAME_W / 2, board.top() + HEADER_MID_Y)
        assert _tip_at(table, heading) == name
        assert _tip_at(table, QPointF(heading.x(), board.top() + BOARD_H / 2)) != name  # over the name only
    info = table.find("info")[0]
    tips = _tips_over(table, info.sceneBoundingRect())
    assert table._last_move_line(info.sceneBoundingRect().width()) != f"Last move: {LAST_MOVE}"  # cut
    assert f"Last move: {LAST_MOVE}" in tips
    assert score_name(LONG, game.current_seat == 0) != LONG and score_name(MARKUP, False) != MARKUP  # cut
    assert {LONG, MARKUP} <= tips, tips
    assert "Cosimo" not in tips  # a name shown whole needs none


def test_the_whole_text_s_piece_keeps_the_tooltip_of_the_panel_it_lies_on(win: MainWindow) -> None:
    """The panel's tooltip (its status line whole, cut too) is still there beside the cut texts."""
    long_name = "Bartholomew " * 8
    _loaded(win, [long_name.strip(), "Bo"])
    table = win.table
    table.rebuild()
    info = table.find("info")[0]
    assert long_name.strip() in info.toolTip()
    assert any(long_name.strip() in tip and tip != long_name.strip()
               for tip in _tips_over(table, info.sceneBoundingRect()))
