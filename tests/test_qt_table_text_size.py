"""At 1280x720 the ids on the table's cards and leaders (#33, L57) and the
score summary ("0 cards · faith 0 · …") are drawn 9 screen pixels high or
more (they were 5 and 7 px: the table is scaled to about two thirds there)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import Seat
from mor_qt.dialogs import GameConfig
from mor_qt.screenshots import auto_setup
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

MIN_ID_PX = 9
POINTS_PER_INCH = 72
ID = re.compile(r"^[#L]\d+$")
STATS = " · "  # a score row's summary


def _font_px(painter: QPainter) -> float:
    font = painter.font()
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * painter.device().logicalDpiY() / POINTS_PER_INCH


def test_ids_and_the_score_summary_are_9_px_or_more_at_1280x720(
        qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    win.resize(1280, 720)
    win.ctl.paused = True
    seats = [Seat("Ada"), Seat("Rob", "bot", "random")]
    win.start_game(GameConfig(seats, 5, 0))
    game = win.ctl.game
    assert game is not None
    auto_setup(game)
    win.ctl.set_game(game, seats)
    for _ in range(3):
        QApplication.processEvents()
    win.table.flush()
    win.view.fit()
    scale = win.view.transform().m11()
    sizes: dict[str, float] = {}
    draw_text = QPainter.drawText

    def record(painter: QPainter, *args: Any) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        if ID.match(text) or STATS in text:
            sizes[text] = _font_px(painter) * scale
        draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", record)
    image = QImage(win.view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    win.view.render(painter)
    painter.end()
    assert any(t.startswith("#") for t in sizes) and any(t.startswith("L") for t in sizes)
    assert sum(STATS in t for t in sizes) >= 1
    small = {text: round(px, 1) for text, px in sizes.items() if px < MIN_ID_PX}
    assert not small, f"at scale {scale:.2f}"
