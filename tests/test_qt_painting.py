"""A painting that fails does not crash the app: ``mor_qt.painting`` ends the painter
whatever happens, so the error reaches the crash reporter (logged, the player told
once) and the window paints again. Before, the charts left the painter active and
the next paint of the widget killed the process ("Cannot destroy paint device that
is being painted"). Run in a child process: a regression is a crash there, not here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUN_S = 120

DRIVER = """
import gc, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mor_qt.analysis.charts import LineChart
from mor_qt.library.charts import BarChart, PointChart
from mor_qt.painting import painting

def boom(self, p):
    raise ValueError("painting failed")

charts = [(LineChart("VP"), "_draw_empty_note"), (BarChart("VP"), "_empty"), (PointChart("VP"), "_empty")]
for chart, method in charts:
    chart.resize(300, 200)
    setattr(type(chart), method, boom)
    for attempt in range(3):
        try:
            chart.grab()
        except ValueError:
            pass
        else:
            sys.exit("the failing painting went unnoticed")
    del chart
charts.clear()
gc.collect()
# the painter is ended even when the block raises
from PySide6.QtGui import QPixmap
pm = QPixmap(10, 10)
try:
    with painting(pm) as p:
        raise ValueError("inside")
except ValueError:
    pass
assert not p.isActive()
del pm
gc.collect()
print("survived")
"""


def test_a_chart_whose_painting_fails_paints_again_and_is_freed() -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"}
    proc = subprocess.run([sys.executable, "-c", DRIVER], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=RUN_S)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip().endswith("survived")


@pytest.mark.parametrize("antialias", [False, True])
def test_painting_ends_its_painter(qapp: object, antialias: bool) -> None:
    from PySide6.QtGui import QPainter, QPixmap

    from mor_qt.painting import painting

    pm = QPixmap(8, 8)
    with painting(pm, antialias=antialias) as p:
        assert p.isActive()
        assert bool(p.renderHints() & QPainter.RenderHint.Antialiasing) == antialias
    assert not p.isActive()
