"""The note of an empty chart ("no review yet…") is whole inside the plot at every size the
analysis window gives its charts, down to their least height under a two-row legend of four
French names: a smaller font or a wider box before any word is cut, and when nothing fits, its
last line ends with "…" rather than running out of the plot."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from mor_qt.analysis.charts import LineChart, Series
from mor_qt.art import font

NAMES = ("Isabella d'Este (Humaine)", "Cosimo de' Medici (Moyen)", "Caterina Sforza (Glouton)",
         "Lorenzo de' Medici (Difficile)")
NOTE = "pas encore de revue : lancez une revue par l'ordinateur pour voir les chances de victoire"
LEAST_H = 150  # a chart's least height (LineChart's minimum size)
SIZES = ((220, LEAST_H), (310, LEAST_H), (310, 156), (450, 156), (620, 240), (900, 320))


def _empty_chart(qtbot: QtBot, width: int, height: int, note: str) -> LineChart:
    chart = LineChart("Chances de victoire (modèle)", y_fixed=(0, 1), percent=True, empty_text=note)
    qtbot.addWidget(chart)
    chart.resize(width, height)
    chart.set_data([Series(name, seat, []) for seat, name in enumerate(NAMES)], 100, [(0, 0)])
    assert not chart.has_data()
    return chart


def _inside(inner: QRectF, outer: QRectF) -> bool:
    return (inner.left() >= outer.left() and inner.right() <= outer.right()
            and inner.top() >= outer.top() and inner.bottom() <= outer.bottom())


def _fits(chart: LineChart) -> list[str]:
    """The note's lines, after checking that each is drawn whole inside its box inside the plot."""
    note = chart.empty_note()
    assert _inside(note.box, chart.plot_rect()), (note.box, chart.plot_rect())
    metrics = QFontMetricsF(font(note.points))
    for line, rect in zip(note.lines, note.line_rects(), strict=True):
        assert metrics.horizontalAdvance(line) <= rect.width() + 0.5, (line, rect)
        assert _inside(rect, note.box) and rect.height() >= metrics.height() - 0.5
    return list(note.lines)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_no_review_note_is_whole_inside_the_plot(qtbot: QtBot, width: int, height: int) -> None:
    chart = _empty_chart(qtbot, width, height, NOTE)
    assert " ".join(_fits(chart)) == NOTE


def test_a_note_too_long_for_the_plot_ends_with_an_ellipsis_inside_it(qtbot: QtBot) -> None:
    chart = _empty_chart(qtbot, 220, LEAST_H, " ".join([NOTE] * 4))
    lines = _fits(chart)
    assert lines[-1].endswith("…") and len(lines) > 1
