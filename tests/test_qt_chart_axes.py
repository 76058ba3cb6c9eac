"""The charts' y axes (analysis and library): an axis of things counted whole (VP, faith spaces,
games) has its gridlines at whole values, and every gridline's figure reads the value it stands
at (never 2.5 written "2"); a fractional gridline (a fixed axis) is written with one decimal in
the current language."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers_i18n import install_committed_catalogue
from pytestqt.qtbot import QtBot

from mor_qt import i18n
from mor_qt.analysis.charts import LineChart, Series
from mor_qt.library.charts import Bar, BarChart, PointChart, PointSeries

# highest values whose axis a step of 1.2, 1.5 or 2.5 (× 10^k) would fit best
FRACTIONAL_STEP_HIGHS = (5, 6, 10, 41, 58, 97)


def _value_of(figure: str) -> float:
    """A gridline's figure read back as a number (English or French decimals)."""
    return float(figure.replace("\u202f", "").replace("\u00a0", "").replace(",", "."))


def _reads_its_value(gridlines: list[tuple[float, str]]) -> bool:
    return all(_value_of(figure) == pytest.approx(value) for value, figure in gridlines)


@pytest.mark.parametrize("high", FRACTIONAL_STEP_HIGHS)
def test_the_score_chart_has_whole_gridlines_that_read_their_value(qtbot: QtBot, high: int) -> None:
    chart = LineChart("Score if the game ended now")
    qtbot.addWidget(chart)
    chart.set_data([Series("Isabella", 0, [(0, 0.0), (5, float(high))])], 6, [(0, 1)])
    lines = chart.gridlines()
    assert all(value == int(value) for value, _ in lines), lines
    assert lines[-1][0] >= high and _reads_its_value(lines), lines


@pytest.mark.parametrize("high", FRACTIONAL_STEP_HIGHS)
def test_the_library_charts_count_games_and_vp_on_whole_gridlines(qtbot: QtBot, high: int) -> None:
    bars = BarChart("Victory points: how often")
    qtbot.addWidget(bars)
    bars.set_bars([Bar("0-4", 2), Bar("5-9", high)])
    means = PointChart("Mean VP after each round")
    qtbot.addWidget(means)
    means.set_series([PointSeries("Easy", [(1, 1.0, None), (2, high - 0.4, None)])])
    for chart in (bars, means):
        lines = chart.gridlines()
        assert all(value == int(value) for value, _ in lines), lines
        assert lines[-1][0] >= high - 0.4 and _reads_its_value(lines), lines


def test_an_empty_count_axis_reads_whole_numbers(qtbot: QtBot) -> None:
    for chart in (BarChart("Victory points: how often"), PointChart("Mean VP after each round")):
        qtbot.addWidget(chart)
        assert all(figure == str(int(value)) for value, figure in chart.gridlines()), chart.gridlines()


def test_a_fractional_gridline_is_written_with_a_decimal_in_the_current_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chart = LineChart("Faith", y_fixed=(0, 10))  # gridlines 0, 2.5, 5, 7.5, 10
    qtbot.addWidget(chart)
    assert [figure for _, figure in chart.gridlines()] == ["0", "2.5", "5", "7.5", "10"]
    install_committed_catalogue("fr", tmp_path, monkeypatch)
    try:
        assert [figure for _, figure in chart.gridlines()] == ["0", "2,5", "5", "7,5", "10"]
    finally:
        i18n.set_language("en")


def test_percentage_axes_stay_percentages(qtbot: QtBot) -> None:
    chart = LineChart("Win probability", y_fixed=(0, 1), percent=True)
    qtbot.addWidget(chart)
    assert [figure for _, figure in chart.gridlines()] == ["0%", "25%", "50%", "75%", "100%"]
