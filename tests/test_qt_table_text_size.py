"""At 1280x720 every text drawn on the table (card and leader ids, the score
summary, the Warehouse / Strongbox / Basic labels, the Play / Discard buttons,
the faith track's VP tiles, leader captions such as "white marble", the glyph
key, the phase hint, "Last move", Lorenzo's board...) is 9 screen pixels high or
more, in English and in French: the table is scaled to about two thirds there
(they were 6 to 8 px)."""

from __future__ import annotations

import random
import traceback
from pathlib import Path
from typing import Any

import pytest
from helpers_rules import random_playout
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import Seat
from mor_qt.dialogs import GameConfig
from mor_qt.screenshots import auto_setup
from mor_qt.window import MainWindow

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py

MIN_TEXT_PX = 9
POINTS_PER_INCH = 72
SMALL_SCREEN = (1280, 720)
SEED = 5
DUO = (Seat("Ada"), Seat("Rob", "bot", "random"))
SOLO = (Seat("Ada"),)
RANDOM_DECISIONS = 2000  # enough for a random two-player game from SEED to end


class Stage:
    """How far the game on the table is: its leaders dealt, set up, or over (played at random)."""

    DEALT, SET_UP, OVER = "leaders dealt", "set up", "over"
ID_PREFIXES = ("#", "L")
STATS = " · "  # a score row's summary



def _font_px(painter: QPainter) -> float:
    font = painter.font()
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * painter.device().logicalDpiY() / POINTS_PER_INCH


def _drawing_site() -> str:
    """Where in mor_qt the text being drawn is painted: "file.py:line"."""
    for frame in reversed(traceback.extract_stack()[:-2]):
        if "/mor_qt/" in frame.filename:
            return f"{Path(frame.filename).name}:{frame.lineno}"
    return "?"


def _texts_on_screen(win: MainWindow, monkeypatch: pytest.MonkeyPatch, seats: tuple[Seat, ...],
                     stage: str) -> tuple[float, dict[tuple[str, str], float]]:
    """The table's scale at 1280x720 and each text drawn on it, by drawing site, in screen pixels."""
    win.resize(*SMALL_SCREEN)
    win.ctl.paused = True
    win.start_game(GameConfig(list(seats), SEED, 0))
    game = win.ctl.game
    assert game is not None
    if stage == Stage.SET_UP:
        auto_setup(game)
    elif stage == Stage.OVER:
        random_playout(game, random.Random(SEED), check=False, limit=RANDOM_DECISIONS)
    win.ctl.set_game(game, list(seats))
    for _ in range(3):
        QApplication.processEvents()
    win.table.flush()
    win.view.fit()
    scale = win.view.transform().m11()
    sizes: dict[tuple[str, str], float] = {}
    draw_text = QPainter.drawText

    def record(painter: QPainter, *args: Any) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            sizes[(_drawing_site(), text)] = _font_px(painter) * scale
        draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", record)
    image = QImage(win.view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    win.view.render(painter)
    painter.end()
    monkeypatch.setattr(QPainter, "drawText", draw_text)
    return scale, sizes


def _too_small(sizes: dict[tuple[str, str], float]) -> list[str]:
    return sorted(f"{site} {text!r}: {px:.1f} px" for (site, text), px in sizes.items() if px < MIN_TEXT_PX)


@pytest.mark.parametrize(("seats", "stage"), [(DUO, Stage.SET_UP), (DUO, Stage.DEALT), (SOLO, Stage.SET_UP),
                                              (DUO, Stage.OVER)],
                         ids=["two players", "leaders dealt", "solo", "game over"])
def test_every_table_text_is_9_px_or_more_at_1280x720(
        qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch, language: str,
        seats: tuple[Seat, ...], stage: str) -> None:
    scale, sizes = _texts_on_screen(win, monkeypatch, seats, stage)
    assert scale < 1, "the table is scaled down at 1280x720: the case this test is about"
    texts = {text for _site, text in sizes}
    assert len({site for site, _text in sizes}) > 10, "the recording sees the painters' texts"
    if stage != Stage.DEALT:
        assert any(t.startswith(ID_PREFIXES) and t[1:].isdigit() for t in texts)
        assert any(STATS in t for t in texts)
    small = _too_small(sizes)
    assert not small, f"at scale {scale:.2f} in {language}: " + "; ".join(small)
