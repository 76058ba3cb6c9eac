"""The analysis window of a long game: its charts draw what can be seen, not
one point or label per decision (a 100,000-decision game opens in
seconds), and its move list shows five-digit decision numbers whole."""

from __future__ import annotations

import itertools
import random

import pytest
from pytestqt.qtbot import QtBot

from mor_qt.analysis.charts import LABEL_W, THIN_FROM, label_step, step_points


def test_a_short_series_keeps_every_point() -> None:
    values = [0, 0, 1, 1, 1, 2]
    assert step_points(values) == list(enumerate(values))


def test_a_long_series_keeps_the_points_that_draw_the_same_line() -> None:
    rng = random.Random(3)
    values: list[float] = [0.0]  # as step_points takes them: mypy finds no (int, float) point equal to a tuple of ints
    for _ in range(THIN_FROM * 5):
        values.append(values[-1] + (rng.random() < 0.01))
    points = step_points(values)
    assert len(points) < len(values) // 10
    assert points[0] == (0, 0.0) and points[-1] == (len(values) - 1, values[-1])
    # between two kept points the series is flat or takes one step: the polyline is the same
    for (i, a), (j, b) in itertools.pairwise(points):
        assert values[i:j + 1] in ([a] * (j - i + 1), [a] * (j - i) + [b])


@pytest.mark.parametrize("room", [0.02, 0.5, 1.0, 3.3, 14.0, 27.9])
def test_round_labels_stay_a_label_apart_however_many_rounds(room: float) -> None:
    step = label_step(room)
    assert step * room >= LABEL_W and (step - 1) * room < LABEL_W
    assert label_step(LABEL_W) == label_step(100.0) == 1


def test_the_move_list_number_column_fits_five_digit_decision_numbers(qtbot: QtBot) -> None:
    from ai.long_games import endless_game
    from mor_qt.analysis.movelist import NUMBER_WIDTH, MoveList
    from mor_qt.analysis.timeline import build_timeline

    game = endless_game(12_000)
    timeline = build_timeline(game.origin, [str(a) for a in game.history()])
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.fill(timeline, {})
    item = moves.decision_items[-1]
    assert item.text(0) == "12000"
    needed = moves.fontMetrics().horizontalAdvance("12000") + 2 * moves.indentation()
    assert moves.columnWidth(0) > needed and moves.columnWidth(0) > NUMBER_WIDTH
