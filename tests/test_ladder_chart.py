"""scripts/ladder_chart.py draws the ladder chart of the README and docs/benchmarks.md from the ladder's JSON."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

from PySide6.QtGui import QImage

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "ladder_chart.py"


def test_the_chart_is_drawn_from_ladder_json(qapp: object, tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("ladder_chart", SCRIPT)
    assert spec is not None and spec.loader is not None
    chart = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(chart)
    res = {
        "games_per_pairing": 2,
        "ratings": {"greedy": {"elo": 1000.0, "ci95": [1000.0, 1000.0], "games": 4},
                    "random": {"elo": 700.0, "ci95": [500.0, 900.0], "games": 4},
                    "hard": {"elo": 1300.0, "ci95": [1100.0, 1500.0], "games": 4}},
        "seconds_per_turn": {"greedy": 0.0, "random": 0.0, "hard": 0.4},
    }
    out = tmp_path / "ladder.png"
    chart.draw(res, out)
    img = QImage(str(out))
    assert (img.width(), img.height()) == (chart.WIDTH, chart.HEIGHT)
    # the hard point is drawn in the point colour at its place (0.4 s; 1300 Elo on a 400-1600 axis)
    t0, t1 = (math.log10(t) for t in chart.TIME_RANGE)
    plot_w = chart.WIDTH - chart.MARGIN_LEFT - chart.MARGIN_RIGHT
    plot_h = chart.HEIGHT - chart.MARGIN_TOP - chart.MARGIN_BOTTOM
    x = round(chart.MARGIN_LEFT + plot_w * (math.log10(0.4) - t0) / (t1 - t0))
    y = round(chart.MARGIN_TOP + plot_h - plot_h * (1300 - 400) / (1600 - 400))
    assert img.pixelColor(x, y).name() == chart.POINT.name()
    assert img.pixelColor(x, chart.MARGIN_TOP + 2).name() != chart.POINT.name()  # nothing above the interval
