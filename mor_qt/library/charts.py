"""The statistics charts, drawn with QPainter like the analysis charts
(mor_qt/analysis/charts.py: the same colours, frame, title and grid): lines
of points, or bars.  A click on a point (or a bar) that stands for a game
emits ``game_clicked(game id)``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..analysis.charts import (
    PLAYER_COLORS,
    PLAYER_DASHES,
    PLOT_TOP,
    TITLE_MARGIN,
    TITLE_PT,
    PlotTop,
    draw_legend,
    fit_counts,
    nice_step,
    y_ticks,
)
from ..art import font
from ..painting import painting

PLOT_FOOT = 28.0  # under the plot: the x labels and the axis's name
CLICK_PX = 9  # a click this close to a point picks its game
Y_LABEL_X = 4  # the left of the y axis's name, written upwards beside the axis's figures
DOT_RADIUS = 2.6
MAX_DOTS = 400  # a series with more points is drawn as a line alone (still clickable)
BACKGROUND, FRAME, TITLE, GRID, LABEL, AXIS, EMPTY = (
    QColor("#fbf5e6"), QColor("#c9ab74"), QColor("#7a2e1c"), QColor("#e6d8b8"), QColor("#6d5a40"),
    QColor("#8c6a3c"), QColor("#9a8c72"))
BAR_COLOR = QColor("#c9a24a")
# the analysis charts' four colours and dashes, then three more: a line per bot level and solo
STYLE_COLORS = (*PLAYER_COLORS, QColor("#d68910"), QColor("#17a589"), QColor("#6e2c00"))
STYLE_DASHES = (*PLAYER_DASHES, Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)


@dataclass
class PointSeries:
    name: str
    points: Sequence[tuple[float, float, int | None]]  # (x, y, game id or None)
    style: int = 0  # the colour and dash, as a seat's in the analysis charts


@dataclass
class Bar:
    label: str
    value: float
    games: list[int] = field(default_factory=list)  # the last one opens on a click


class _Chart(QWidget):
    game_clicked = Signal(int)

    def __init__(self, title: str, x_label: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.x_label = x_label
        self.y_label = ""  # what the y axis counts, when the title does not say it
        self.empty_text = ""
        self.percent = False  # the y axis from 0 to 100 %
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    def set_texts(self, title: str, x_label: str, empty_text: str, y_label: str = "") -> None:
        self.title, self.x_label, self.empty_text, self.y_label = title, x_label, empty_text, y_label
        self.update()

    def plot_rect(self) -> QRectF:
        top = self._plot_top()
        return QRectF(44, top, max(10.0, self.width() - 54.0), max(10.0, self.height() - top - PLOT_FOOT))

    def _plot_top(self) -> float:
        """Under the title (and a legend: ``PointChart``)."""
        return PLOT_TOP

    def _frame(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BACKGROUND)
        p.setPen(QPen(FRAME, 1))
        p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        p.setPen(TITLE)
        p.setFont(font(TITLE_PT, True))
        p.drawText(QRectF(TITLE_MARGIN, 3, self.width() - 2 * TITLE_MARGIN, 20),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)

    def y_range(self) -> tuple[float, float]:
        """The y axis's bottom and top."""
        raise NotImplementedError

    def gridlines(self) -> list[tuple[float, str]]:
        """The y axis's gridlines as drawn: each one's value and figure."""
        return y_ticks(*self.y_range(), self.percent)

    def _y_grid(self, p: QPainter) -> None:
        r = self.plot_rect()
        lo, hi = self.y_range()
        p.setFont(font(7.5))
        for v, label in self.gridlines():
            y = r.bottom() - r.height() * (v - lo) / ((hi - lo) or 1.0)
            p.setPen(QPen(GRID, 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(LABEL)
            p.drawText(QRectF(0, y - 8, r.left() - 5, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       label)
        p.setPen(LABEL)
        p.drawText(QRectF(r.left(), r.bottom() + 14, r.width(), 12), Qt.AlignmentFlag.AlignCenter, self.x_label)
        if self.y_label:
            p.save()  # upwards, centred on the axis, left of its figures
            p.translate(Y_LABEL_X, r.center().y())
            p.rotate(-90)
            p.drawText(QRectF(-r.height() / 2, 0, r.height(), 12), Qt.AlignmentFlag.AlignCenter, self.y_label)
            p.restore()
        p.setPen(QPen(AXIS, 1.2))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())

    def _empty(self, p: QPainter) -> None:
        p.setPen(EMPTY)
        p.setFont(font(9))
        p.drawText(self.plot_rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)


X_LABELS = 4  # about this many steps between labels on a chart's x axis


def whole_ticks(lo: float, hi: float, steps: int = X_LABELS) -> list[int]:
    """The x axis labels of counts from ``lo`` to ``hi`` (games played, rounds): ``lo``, then the
    multiples of a round whole step (``nice_step``) up to ``hi``, those closer than half a step
    to ``lo`` left out, so labels never crowd: 0, 40, 80, 120 for 0 to 129; 1, 8, 16, 24 for 1 to 28."""
    first, last = math.ceil(lo), math.floor(hi)
    if last <= first:
        return [first]
    step = math.ceil(nice_step((last - first) / steps))
    ticks = [first]
    ticks += [v for v in range(step * math.ceil(first / step), last + 1, step) if v - first >= step / 2]
    return ticks


class PointChart(_Chart):
    """Lines through points; ``percent``: the y axis from 0 to 100 %."""

    def __init__(self, title: str, x_label: str = "", percent: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(title, x_label, parent)
        self.percent = percent
        self.series: list[PointSeries] = []
        self._x = (0.0, 1.0)
        self._y = (0.0, 1.0) if percent else fit_counts([])
        self._legend_top = PlotTop()

    def set_series(self, series: Sequence[PointSeries]) -> None:
        self.series = [s for s in series if s.points]
        xs = [x for s in self.series for x, _y, _g in s.points]
        self._x = (min(xs, default=0.0), max(xs, default=1.0))
        self._y = (0.0, 1.0) if self.percent else fit_counts([y for s in self.series for _x, y, _g in s.points])
        self.update()

    def y_range(self) -> tuple[float, float]:
        return self._y

    def _plot_top(self) -> float:
        """Under the legend."""
        return self._legend_top([s.name for s in self.series], self.width())

    def to_screen(self, x: float, y: float) -> QPointF:
        r = self.plot_rect()
        (x0, x1), (y0, y1) = self._x, self._y
        fx = (x - x0) / (x1 - x0) if x1 > x0 else 0.5
        return QPointF(r.left() + r.width() * fx, r.bottom() - r.height() * (y - y0) / ((y1 - y0) or 1.0))

    def game_at(self, at: QPointF) -> int | None:
        """The game of the point nearest ``at`` (within CLICK_PX), None when there is none."""
        best: tuple[float, int] | None = None
        for s in self.series:
            for x, y, game in s.points:
                if game is None:
                    continue
                d = math_dist(self.to_screen(x, y), at)
                if d <= CLICK_PX and (best is None or d < best[0]):
                    best = (d, game)
        return None if best is None else best[1]

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            game = self.game_at(event.position())
            if game is not None:
                self.game_clicked.emit(game)

    def paintEvent(self, event: Any) -> None:
        with painting(self) as p:
            self._paint(p)

    def _paint(self, p: QPainter) -> None:
        self._frame(p)
        self._y_grid(p)
        r = self.plot_rect()
        x0, x1 = self._x
        p.setFont(font(7.5))
        p.setPen(LABEL)
        for v in whole_ticks(x0, x1):
            pt = self.to_screen(v, self._y[0])
            p.drawText(QRectF(pt.x() - 20, r.bottom() + 2, 40, 12), Qt.AlignmentFlag.AlignCenter, str(v))
        for s in self.series:
            color = STYLE_COLORS[s.style % len(STYLE_COLORS)]
            p.setPen(QPen(color, 2.0, STYLE_DASHES[s.style % len(STYLE_DASHES)]))
            p.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath()
            for k, (x, y, _g) in enumerate(s.points):
                pt = self.to_screen(x, y)
                if k == 0:
                    path.moveTo(pt)
                else:
                    path.lineTo(pt)
            p.drawPath(path)
            if len(s.points) <= MAX_DOTS:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(color)
                for x, y, _g in s.points:
                    p.drawEllipse(self.to_screen(x, y), DOT_RADIUS, DOT_RADIUS)
        if not self.series:
            self._empty(p)
        draw_legend(p, self.width(), [(s.name, s.style, STYLE_COLORS, STYLE_DASHES) for s in self.series])


def math_dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


class BarChart(_Chart):
    """Bars with a label under each (thinned to fit); a click on a bar opens its latest game."""

    def __init__(self, title: str, x_label: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, x_label, parent)
        self.bars: list[Bar] = []

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self.bars = list(bars)
        self.update()

    def y_range(self) -> tuple[float, float]:
        return fit_counts([b.value for b in self.bars])

    def bar_rect(self, k: int) -> QRectF:
        r = self.plot_rect()
        lo, hi = self.y_range()
        width = r.width() / max(1, len(self.bars))
        h = r.height() * (self.bars[k].value - lo) / ((hi - lo) or 1.0)
        return QRectF(r.left() + k * width + 1, r.bottom() - h, max(1.0, width - 2), h)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        for k, bar in enumerate(self.bars):
            rect = self.bar_rect(k)
            if bar.games and rect.left() <= event.position().x() <= rect.right():
                self.game_clicked.emit(bar.games[-1])
                return

    def paintEvent(self, event: Any) -> None:
        with painting(self) as p:
            self._paint(p)

    def _paint(self, p: QPainter) -> None:
        self._frame(p)
        self._y_grid(p)
        r = self.plot_rect()
        p.setFont(font(7.5))
        step = max(1, math.ceil(34 / max(1.0, r.width() / max(1, len(self.bars)))))
        for k, bar in enumerate(self.bars):
            rect = self.bar_rect(k)
            p.fillRect(rect, BAR_COLOR)
            if k % step == 0:
                p.setPen(LABEL)
                p.drawText(QRectF(rect.center().x() - 20, r.bottom() + 2, 40, 12), Qt.AlignmentFlag.AlignCenter,
                           bar.label)
        if not any(b.value for b in self.bars):
            self._empty(p)
