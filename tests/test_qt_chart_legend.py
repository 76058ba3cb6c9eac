"""The charts' legend (analysis and library): every entry is drawn inside the chart, on a
second row when one is too narrow (the plot moves down under it), the names cut with "…"
only when two rows are too narrow still; French names and four seats at the widths a
1366 or 1920 px screen gives the charts."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from mor_qt.analysis.charts import (
    LEGEND_MAX_ROWS,
    LEGEND_ROW_H,
    LEGEND_TOP,
    PLAYER_COLORS,
    PLOT_TOP,
    LineChart,
    Series,
    legend_room,
    legend_rows,
    plot_top,
)
from mor_qt.library.charts import STYLE_COLORS, PointChart, PointSeries

NAMES = ("Isabella d'Este (Humaine)", "Cosimo de' Medici (Moyen)", "Caterina Sforza (Glouton)",
         "Lorenzo de' Medici (Difficile)")
CHART_H = 240
WIDTHS = (220, 310, 450, 620, 900)  # the least chart, a third of the room at 1366 px, then wider
COLOUR_TOLERANCE = 60  # summed over red, green and blue
LEAST_SAMPLE_PIXELS = 4  # a line sample (dashed or dotted) shows at least this many pixels of its colour


def _pixels_like(image: QImage, colour: QColor, top: int, bottom: int) -> int:
    """How many pixels between rows ``top`` and ``bottom`` are ``colour`` but for anti-aliasing."""
    wanted = (colour.red(), colour.green(), colour.blue())
    count = 0
    for y in range(max(top, 0), min(bottom, image.height())):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            count += sum(abs(a - b) for a, b in zip((c.red(), c.green(), c.blue()), wanted, strict=True)) \
                < COLOUR_TOLERANCE
    return count


def _analysis_chart(width: int) -> LineChart:
    chart = LineChart("Score if the game ended now")
    chart.resize(width, CHART_H)
    chart.set_data([Series(name, seat, [(0, 0.0), (5, seat + 1.0)]) for seat, name in enumerate(NAMES)], 6,
                   [(0, 1)])
    return chart


def _library_chart(width: int) -> PointChart:
    chart = PointChart("Mean VP after each round")
    chart.resize(width, CHART_H)
    chart.set_series([PointSeries(name, [(1, 1.0, None), (2, 2.0 + k, None)], k) for k, name in enumerate(NAMES)])
    return chart


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kind", ["analysis", "library"])
def test_every_legend_entry_is_drawn_above_the_plot_inside_the_chart(qtbot: QtBot, width: int, kind: str) -> None:
    """The legend was laid out leftwards from the plot's right and ran off the chart: the
    first players' entries were lost."""
    chart = _analysis_chart(width) if kind == "analysis" else _library_chart(width)
    colours: Sequence[QColor] = PLAYER_COLORS if kind == "analysis" else STYLE_COLORS[:len(NAMES)]
    plot_top = chart.plot_rect().top()
    qtbot.addWidget(chart)
    image = chart.grab().toImage()
    for k, colour in enumerate(colours):  # each entry's line sample, above the plot
        assert _pixels_like(image, colour, LEGEND_TOP, int(plot_top)) >= LEAST_SAMPLE_PIXELS, (k, width)
    rows = legend_rows(NAMES, legend_room(width))
    assert plot_top >= LEGEND_TOP + len(rows) * LEGEND_ROW_H  # the plot starts under the legend's last row


@pytest.mark.parametrize("width", WIDTHS)
def test_the_legend_wraps_before_it_cuts_names_and_never_overflows(width: int) -> None:
    room = legend_room(width)
    rows = legend_rows(NAMES, room)
    assert 1 <= len(rows) <= LEGEND_MAX_ROWS
    entries = [e for row in rows for e in row]
    assert [e.index for e in entries] == list(range(len(NAMES)))  # each once, in order
    assert all(sum(e.width for e in row) <= room for row in rows), width
    whole = [e.text == NAMES[e.index] for e in entries]
    for e, is_whole in zip(entries, whole, strict=True):
        assert is_whole or (e.text.endswith("…") and NAMES[e.index].startswith(e.text[:-1])), e.text
    if not all(whole):  # names are cut only when two rows are too narrow for them
        assert len(rows) == LEGEND_MAX_ROWS
    if width >= WIDTHS[-1]:
        assert len(rows) == 1 and all(whole)  # a wide chart keeps one row


def test_a_chart_without_series_has_no_legend_and_its_plot_where_it_was() -> None:
    assert legend_rows([], legend_room(WIDTHS[0])) == []
    assert plot_top([], WIDTHS[0]) == PLOT_TOP
