"""Draw the ladder chart (README, docs/benchmarks.md): Elo rating against thinking time per turn.

    mor-arena ladder --jobs 2 --games 2 --json > ladder.json
    QT_QPA_PLATFORM=offscreen python scripts/ladder_chart.py ladder.json docs/ladder.png

The search levels are points at their thinking time (log scale) with their
95% intervals; the baselines, which do not search, are dashed lines.
Drawn with QPainter (matplotlib is not a dependency).
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

WIDTH, HEIGHT = 640, 380
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 64, 24, 44, 52
TIME_RANGE = (0.05, 3.0)  # seconds per turn on the x axis
INK, GRID, POINT = QColor("#3a2a1a"), QColor("#e6d8b8"), QColor("#2e6fb7")
BASELINE = QColor("#8e44ad")


def draw(res: dict[str, Any], out: Path) -> None:
    ratings, secs = res["ratings"], res["seconds_per_turn"]
    lows = [r["ci95"][0] for r in ratings.values()]
    highs = [r["ci95"][1] for r in ratings.values()]
    lo = math.floor(min(lows) / 200) * 200
    hi = math.ceil(max(highs) / 200) * 200
    img = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32)
    img.fill(QColor("#fbf5e6"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    plot = QRectF(MARGIN_LEFT, MARGIN_TOP, WIDTH - MARGIN_LEFT - MARGIN_RIGHT, HEIGHT - MARGIN_TOP - MARGIN_BOTTOM)
    t0, t1 = (math.log10(t) for t in TIME_RANGE)

    def x_of(t: float) -> float:
        return plot.left() + plot.width() * (math.log10(t) - t0) / (t1 - t0)

    def y_of(elo: float) -> float:
        return plot.bottom() - plot.height() * (elo - lo) / (hi - lo)

    p.setFont(QFont("DejaVu Sans", 11, QFont.Weight.Bold))
    p.setPen(INK)
    p.drawText(QRectF(0, 6, WIDTH, 24), Qt.AlignmentFlag.AlignCenter,
               f"Elo against thinking time (2 players, {res['games_per_pairing']} games per pairing)")
    p.setFont(QFont("DejaVu Sans", 8))
    for elo in range(lo, hi + 1, 200):
        y = y_of(elo)
        p.setPen(QPen(GRID, 1))
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(INK)
        p.drawText(QRectF(0, y - 8, MARGIN_LEFT - 6, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   str(elo))
    for t in (0.1, 0.2, 0.4, 1.0, 1.5, 3.0):
        x = x_of(t)
        p.setPen(QPen(GRID, 1))
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        p.setPen(INK)
        p.drawText(QRectF(x - 20, plot.bottom() + 4, 40, 14), Qt.AlignmentFlag.AlignCenter, f"{t:g}")
    p.drawText(QRectF(plot.left(), plot.bottom() + 20, plot.width(), 16), Qt.AlignmentFlag.AlignCenter,
               "thinking time per turn (s, log scale)")
    p.setPen(QPen(INK, 1.2))
    p.drawLine(plot.bottomLeft(), plot.bottomRight())
    p.drawLine(plot.bottomLeft(), plot.topLeft())
    for level, r in ratings.items():  # the baselines: no search, a dashed line each
        if secs[level]:
            continue
        y = y_of(r["elo"])
        p.setPen(QPen(BASELINE, 1.4, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        p.setPen(BASELINE)
        p.drawText(QRectF(plot.left() + 4, y - 16, 200, 14), Qt.AlignmentFlag.AlignLeft,
                   f"{level} {r['elo']:.0f}")
    searched = sorted((secs[lv], lv) for lv in ratings if secs[lv])
    previous: QPointF | None = None
    for t, level in searched:
        r = ratings[level]
        x, y = x_of(t), y_of(r["elo"])
        p.setPen(QPen(POINT, 1.4))
        p.drawLine(QPointF(x, y_of(r["ci95"][0])), QPointF(x, y_of(r["ci95"][1])))
        for end in r["ci95"]:
            p.drawLine(QPointF(x - 4, y_of(end)), QPointF(x + 4, y_of(end)))
        if previous is not None:
            p.setPen(QPen(POINT, 2.0))
            p.drawLine(previous, QPointF(x, y))
        previous = QPointF(x, y)
        p.setBrush(POINT)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(x, y), 4.5, 4.5)
        p.setPen(INK)
        p.drawText(QRectF(x + 7, y - 18, 120, 14), Qt.AlignmentFlag.AlignLeft, f"{level} {r['elo']:.0f}")
    p.end()
    img.save(str(out))


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: ladder_chart.py LADDER.json OUT.png", file=sys.stderr)
        return 2
    app = QGuiApplication.instance() or QGuiApplication([])
    draw(json.loads(Path(argv[0]).read_text()), Path(argv[1]))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
