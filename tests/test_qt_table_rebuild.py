"""The table is rebuilt after every decision: the pieces that did not change
stay on the table as they were (not painted again), and only the new ones are
set up for Qt (tooltip, hover, cache, cursor), which made a rebuild cost a
third less."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsItem

from core import Game, Seat
from mor_qt.board import Item
from mor_qt.window import MainWindow

LIVE = {"info", "thinking"}  # pieces drawn afresh at every rebuild


def _pieces(win: MainWindow) -> list[Item]:
    return [it for it in win.table.items() if isinstance(it, Item)]


def _start(win: MainWindow) -> None:
    win.ctl.autosave_enabled = False
    win.ctl.set_paused(True)
    win.ctl.new_game([Seat("Rob", "bot", "random"), Seat("Bea", "bot", "random")], 4)
    game = win.ctl.game
    assert game is not None
    rng = random.Random(3)
    for _ in range(30):
        win.ctl._apply(rng.choice(game.legal_actions()))
    win.table.flush()


def test_a_rebuild_keeps_every_unchanged_piece(win: MainWindow) -> None:
    _start(win)
    before = {id(it): it for it in _pieces(win) if it.tag[:1] and it.tag[0] not in LIVE}
    win.table.rebuild()
    after = {id(it) for it in _pieces(win) if it.tag[:1] and it.tag[0] not in LIVE}
    assert before and after == set(before)


def test_every_piece_on_the_table_is_set_up_for_qt(win: MainWindow) -> None:
    _start(win)
    win.table.rebuild()
    pieces = _pieces(win)
    assert all(it.acceptHoverEvents() for it in pieces)
    assert all(it.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
               for it in pieces if it.tag[:1] != ("thinking",))
    tipped = [it for it in pieces if it.tip]
    assert tipped and all(it.toolTip() for it in tipped)


def test_a_piece_made_but_not_put_on_the_table_costs_no_qt_set_up() -> None:
    from PySide6.QtCore import QRectF

    piece = Item(QRectF(0, 0, 10, 10), None, tag=("deck", 1), tip="this deck is empty")
    assert piece.toolTip() == "" and not piece.acceptHoverEvents()
    assert piece.realize() is piece
    assert piece.toolTip() and piece.acceptHoverEvents()


def test_the_glyph_key_is_drawn_once_and_kept(win: MainWindow) -> None:
    _start(win)
    (key,) = win.table.find("glyph key")
    game = win.ctl.game
    assert game is not None
    for _ in range(3):
        win.ctl._apply(game.legal_actions()[0])
        win.table.flush()
    assert win.table.find("glyph key") == [key]


def _three_seats(win: MainWindow, aspect: float) -> list[int]:
    """A 3-player table seen at ``aspect`` (width / height), painted; the seats
    whose points the info panel drew."""
    from PySide6.QtGui import QImage, QPainter

    from mor_qt.board import Table

    win.ctl.autosave_enabled = False
    win.ctl.set_paused(True)
    win.ctl.new_game([Seat(n, "bot", "random") for n in ("Rob", "Bea", "Cy")], 4)
    win.table.set_view_aspect(aspect)
    win.table.flush()
    drawn: list[int] = []
    real = Table._draw_scores

    def spy(self: Table, p: QPainter, game: Game, seat: int | None, left: float, top: float, width: float) -> None:
        drawn.append(game.n_players)
        real(self, p, game, seat, left, top, width)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Table, "_draw_scores", spy)
        image = QImage(800, 600, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        win.table.render(painter)
        painter.end()
    return drawn


def test_a_wide_three_player_table_shows_the_points_in_its_status_strip(win: MainWindow) -> None:
    from mor_qt.board import INFO_FULL_H, table_layout

    wide = 1920 / 1080 * 0.88  # a 1920x1080 screen less the side panel
    assert table_layout(3, wide).info.height() < INFO_FULL_H  # a strip, not the full panel
    assert _three_seats(win, wide) == [3]
    assert win.table.find("glyph key")
    widest = 3.0  # a strip with no room for them
    assert _three_seats(win, widest) == [] and not win.table.find("glyph key")
