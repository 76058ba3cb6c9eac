"""The analysis window's win chart says what it shows (the model's win
probability) and shows it, with the expected score in the review text."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

import ai.review as review_mod
from core import Game
from core.files.savefile import Seat, save
from mor_qt.analysis import open_analysis
from mor_qt.analysis.charts import WIN_CHART_TITLE, LineChart

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py


CHART_SIZE = QSize(320, 200)
CURSOR = "#ff8a3d"  # the cursor line's colour
COLOUR_TOLERANCE = 80  # summed over red, green and blue

def test_solo_review_chart_shows_the_models_win_probability(qtbot: QtBot, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    real = review_mod.analyse_position
    monkeypatch.setattr(review_mod, "analyse_position", lambda *a, **k: real(*a, **{**k, "inline": True}))
    game = Game.new(["Ada"], 8)
    rng = random.Random(8)
    while game.round < 2:
        game.apply(rng.choice(game.legal_actions()))
    notes: dict[int, dict] = {}
    review_mod.review(game.origin, [str(a) for a in game.history()], 0, "it=24", annotations=notes)
    path = tmp_path / "solo.mor"
    save(path, game, seats=[Seat("Ada")], annotations=notes)
    win = open_analysis(path)
    assert win is not None
    qtbot.addWidget(win)
    assert win.win_chart.title == WIN_CHART_TITLE and "probability" in WIN_CHART_TITLE.lower()
    shown = dict(win.win_chart.series[0].points)
    for i, note in notes.items():
        assert shown[i] == pytest.approx(note["win_prob"][0])  # the probability, not note["value"]
    i = min(notes)
    html = win._note_html(i, notes[i])
    assert "expected score" in html and f"{notes[i]['eval_before']:.0%}" in html
    win.close()


def test_the_note_of_an_empty_chart_sits_on_paper_over_the_cursor_and_the_grid(qtbot: QtBot) -> None:
    """"no review yet…" was drawn through the grid lines and the cursor's orange line."""
    chart = LineChart("Win probability", y_fixed=(0.0, 1.0), percent=True, empty_text="no review yet")
    qtbot.addWidget(chart)
    chart.resize(CHART_SIZE)
    chart.set_data([], 101, [(0, 1), (50, 6)])
    chart.set_cursor(50)  # the cursor through the middle, where the note is
    picture = chart.grab().toImage()
    plot = chart.plot_rect()
    middle = QPoint(round(chart.x_of(50)), round(plot.center().y()))
    assert not chart.has_data()
    assert not _like(picture.pixelColor(middle), CURSOR)
    above = QPoint(middle.x(), round(plot.top()) + 2)  # outside the note the cursor is drawn
    assert _like(picture.pixelColor(above), CURSOR)


def _like(color: QColor, other: str) -> bool:
    """The same colour but for anti-aliasing."""
    theirs = QColor(other)
    mine, wanted = (color.red(), color.green(), color.blue()), (theirs.red(), theirs.green(), theirs.blue())
    return sum(abs(a - b) for a, b in zip(mine, wanted, strict=True)) < COLOUR_TOLERANCE
