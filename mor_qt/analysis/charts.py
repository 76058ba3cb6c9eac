"""Line charts drawn with QPainter (QtCharts is not installed): one series per
player over the positions of the game, round boundaries on the x axis, a
cursor at the selected position; a click picks the position under it."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from core import QT_TRANSLATE_NOOP

from ..art import font
from ..i18n import decimal, percent
from ..painting import painting

# The review's chart: the probability to win (solo: to beat Lorenzo) that
# the bot's model gives, averaged over its search (``ai.Analysis.win_prob``),
# not the search value, which solo mixes in the score.
WIN_CHART_TITLE = QT_TRANSLATE_NOOP("Charts", "Win probability (bot's model)")  # shown translated

TITLE_PT = 9.5  # the title's font size (bold), drawn TITLE_MARGIN from either side
TITLE_MARGIN = 8

# One colour and one dash per seat, so the lines differ without colour too.
LABEL_W = 28  # width of a round label on the x axis, pixels
DENSE_PX = 2  # rounds closer than this many pixels: grid lines only where labels are
MAX_DOTS = 60  # a series with fewer points shows a dot on each
PAPER = "#fbf5e6"  # the chart's background
NOTE_INSET, NOTE_PAD = 24, 6  # the note of an empty chart: from the plot's sides, and around its words
NOTE_POINTS = (9.0, 8.0, 7.0)  # its font sizes, the first one that lets it fit in the plot
PLAYER_COLORS = (QColor("#c0392b"), QColor("#2e6fb7"), QColor("#2f8f4e"), QColor("#8e44ad"))
PLAYER_DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


STEP_MULTIPLES = (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10)  # the round steps of an axis, × 10^k


def nice_step(raw: float, whole: bool = False) -> float:
    """The smallest round step (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) at least ``raw`` (and at least 1);
    ``whole``: a whole number only (an axis of things counted whole, VP or games, has no gridline at 2.5)."""
    if raw <= 1:
        return 1.0
    base = 10 ** math.floor(math.log10(raw))
    for m in STEP_MULTIPLES:
        step = m * base
        if step >= raw and (not whole or step == round(step)):
            return step
    return 10 * base


GRID_STEPS = 4  # a y axis's gridlines: its bottom and this many steps up


def fit_counts(values: Sequence[float]) -> tuple[float, float]:
    """The y axis of things counted whole (VP, faith spaces, games): from 0 (or the lowest value
    below it) up GRID_STEPS whole steps (``nice_step``) to the highest value; 0 to GRID_STEPS for none."""
    if not values:
        return 0.0, float(GRID_STEPS)
    lo, hi = min(0.0, min(values)), max(values)
    return lo, lo + GRID_STEPS * nice_step((hi - lo) / GRID_STEPS, whole=True)


def axis_label(value: float) -> str:
    """A gridline's figure: a whole number as it is ("5"), another with one decimal in the current
    language ("2,5"), never rounded to a whole number it is not."""
    if value == round(value):
        return str(round(value))
    return decimal(value, 1)


def y_ticks(lo: float, hi: float, percent_axis: bool = False) -> list[tuple[float, str]]:
    """The y axis's gridlines from ``lo`` to ``hi``: each one's value and figure (a percentage on a
    ``percent_axis``, else ``axis_label``)."""
    values = [lo + (hi - lo) * k / GRID_STEPS for k in range(GRID_STEPS + 1)]
    return [(v, percent(v) if percent_axis else axis_label(v)) for v in values]


LegendEntry = tuple[str, int, Sequence[QColor], Sequence[Qt.PenStyle]]
"""A series' name, its style number and the colours and dashes that number picks from (cycling)."""

# The legend: right-aligned under the title, the last entry rightmost; each entry a line sample,
# its name and a gap before the next.  Entries wider than the chart wrap onto a second row (the
# plot moves down by a row); on LEGEND_MAX_ROWS rows still too narrow, the names are cut with "…".
LEGEND_PT = 8
LEGEND_TOP = 21  # the first row's top
LEGEND_ROW_H = 18
LEGEND_SAMPLE_W, LEGEND_TEXT_GAP, LEGEND_ENTRY_GAP = 16, 3, 7
LEGEND_MAX_ROWS = 2
PLOT_TOP = 42.0  # the plot's top under a legend of one row
PLOT_FOOT = 26.0  # under the plot: the round labels and the axis's name


@dataclass(frozen=True)
class LegendItem:
    """An entry of the legend as drawn: which one, its name as shown and its width."""

    index: int
    text: str
    width: float


def legend_rows(names: Sequence[str], room: float) -> list[list[LegendItem]]:
    """The legend's rows, first row first, each no wider than ``room``: the entries in order,
    on as few rows as they fit, shared evenly over them when that fits too; when that takes
    more than LEGEND_MAX_ROWS rows (or one name is wider than a row), the entries are shared
    evenly over LEGEND_MAX_ROWS rows, the names cut with "…" to their share."""
    if not names:
        return []
    metrics = QFontMetricsF(font(LEGEND_PT))
    extra = LEGEND_SAMPLE_W + LEGEND_TEXT_GAP + LEGEND_ENTRY_GAP

    def item(k: int, text: str) -> LegendItem:
        return LegendItem(k, text, metrics.horizontalAdvance(text) + extra)

    def fits(rows: list[list[LegendItem]]) -> bool:
        return all(sum(e.width for e in row) <= room for row in rows)

    def even(n_rows: int, cut: bool) -> list[list[LegendItem]]:
        """The entries shared evenly over ``n_rows`` rows (the first ones fuller), the names cut
        to their share of a row when ``cut``."""
        per_row = math.ceil(len(names) / n_rows)
        share = max(room / per_row - extra, 0.0)
        return [[item(k, metrics.elidedText(names[k], Qt.TextElideMode.ElideRight, share) if cut else names[k])
                 for k in range(start, min(start + per_row, len(names)))]
                for start in range(0, len(names), per_row)]

    rows: list[list[LegendItem]] = []
    used = 0.0
    for k, name in enumerate(names):
        entry = item(k, name)
        if not rows or used + entry.width > room:
            rows.append([])
            used = 0.0
        rows[-1].append(entry)
        used += entry.width
    if len(rows) <= LEGEND_MAX_ROWS and fits(rows):
        balanced = even(len(rows), cut=False)  # 2 and 2 rather than 3 and 1, when they fit
        return balanced if fits(balanced) else rows
    return even(LEGEND_MAX_ROWS, cut=True)


def legend_room(width: float) -> float:
    """The legend's width in a chart ``width`` wide: between the title's margins."""
    return max(width - 2 * TITLE_MARGIN, 0.0)


def plot_top(names: Sequence[str], width: float) -> float:
    """The plot's top in a chart ``width`` wide under the legend of ``names``: a row lower for each
    row of the legend after the first."""
    rows = len(legend_rows(names, legend_room(width))) if names else 1
    return PLOT_TOP + LEGEND_ROW_H * (rows - 1)


class PlotTop:
    """``plot_top`` worked out once per chart width and names: a chart asks for its plot's
    geometry at every dot it draws."""

    def __init__(self) -> None:
        self._key: tuple[float, tuple[str, ...]] | None = None
        self._top = PLOT_TOP

    def __call__(self, names: Sequence[str], width: float) -> float:
        key = (width, tuple(names))
        if key != self._key:
            self._key, self._top = key, plot_top(names, width)
        return self._top


def draw_legend(p: QPainter, width: float, entries: Sequence[LegendEntry]) -> None:
    """A line sample and the name of each series, right-aligned above the plot of a chart ``width``
    wide (``legend_rows``): the last entry rightmost."""
    p.setFont(font(LEGEND_PT))
    room = legend_room(width)
    for r, row in enumerate(legend_rows([e[0] for e in entries], room)):
        x = TITLE_MARGIN + room - sum(e.width for e in row)
        y = LEGEND_TOP + r * LEGEND_ROW_H
        for e in row:
            _name, style, colors, dashes = entries[e.index]
            p.setPen(QPen(colors[style % len(colors)], 2.0, dashes[style % len(dashes)]))
            p.drawLine(QPointF(x, y + LEGEND_ROW_H / 2), QPointF(x + LEGEND_SAMPLE_W, y + LEGEND_ROW_H / 2))
            p.setPen(QColor("#3a2a1a"))
            p.drawText(QRectF(x + LEGEND_SAMPLE_W + LEGEND_TEXT_GAP, y, e.width, LEGEND_ROW_H),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, e.text)
            x += e.width


@dataclass(frozen=True)
class EmptyNote:
    """The note of an empty chart as laid out in its plot: its font size, its lines, one below the
    other centred in ``text`` (a line cut with "…" only when no size fits the whole note), and the
    paper ``box`` around them."""

    points: float
    lines: tuple[str, ...]
    line_height: float
    text: QRectF
    box: QRectF

    def line_rects(self) -> list[QRectF]:
        return [QRectF(self.text.left(), self.text.top() + k * self.line_height, self.text.width(), self.line_height)
                for k in range(len(self.lines))]


def wrapped_lines(text: str, points: float, width: float) -> list[str]:
    """``text`` broken at its spaces into lines no wider than ``width`` in the charts' font of ``points``."""
    layout = QTextLayout(text, font(points))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    lines: list[str] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(width, 1.0))
        lines.append(text[line.textStart(): line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


def fit_note(text: str, plot: QRectF) -> EmptyNote:
    """The note ``text`` laid out whole inside ``plot``: NOTE_INSET from its sides as long as it fits
    there, else over the plot's height, then its width, in a smaller font (NOTE_POINTS); in a plot too
    small for it even so, its first lines in the smallest font, the last one cut with "…"."""
    rooms = [plot.adjusted(NOTE_INSET, NOTE_INSET, -NOTE_INSET, -NOTE_INSET)]
    rooms += [plot.adjusted(inset, NOTE_PAD + 1, -inset, -NOTE_PAD - 1) for inset in (NOTE_INSET, NOTE_PAD + 1)]
    for points in NOTE_POINTS:
        line_height = QFontMetricsF(font(points)).lineSpacing()
        for room in rooms:
            lines = wrapped_lines(text, points, room.width())
            if len(lines) * line_height <= room.height():
                return _note(points, lines, line_height, room)
    points, room = NOTE_POINTS[-1], rooms[-1]
    line_height = QFontMetricsF(font(points)).lineSpacing()
    lines = wrapped_lines(text, points, room.width())
    keep = max(1, int(room.height() // line_height))
    if len(lines) > keep:
        rest = " ".join(lines[keep - 1:])
        lines = [*lines[: keep - 1], QFontMetricsF(font(points)).elidedText(rest, Qt.TextElideMode.ElideRight,
                                                                            room.width())]
    return _note(points, lines, line_height, room)


def _note(points: float, lines: list[str], line_height: float, room: QRectF) -> EmptyNote:
    """The note's ``lines`` centred in ``room``, the box as wide as its widest line."""
    metrics = QFontMetricsF(font(points))
    width = min(math.ceil(max((metrics.horizontalAdvance(line) for line in lines), default=0.0)), room.width())
    height = len(lines) * line_height
    text = QRectF(room.center().x() - width / 2, room.center().y() - height / 2, width, height)
    return EmptyNote(points, tuple(lines), line_height, text, text.adjusted(-NOTE_PAD, -NOTE_PAD, NOTE_PAD, NOTE_PAD))


@dataclass
class Series:
    name: str
    seat: int
    points: Sequence[tuple[int, float]]  # (position index, value), increasing positions


def label_step(room: float) -> int:
    """Label every ``label_step(room)``-th round when each round has ``room``
    pixels: labels at least LABEL_W apart (thousands of rounds in a long game
    have a fraction of a pixel each)."""
    if room >= LABEL_W:
        return 1
    return max(1, math.ceil(LABEL_W / max(room, 1e-9)))


THIN_FROM = 2_000  # positions from which a series that changes now and then is thinned


def step_points(values: Sequence[float]) -> list[tuple[int, float]]:
    """(position, value) of a series that changes now and then (the faith
    track); longer than THIN_FROM, only the points where it changes and the ones
    just before, the first and the last: the line drawn through them is the
    same, and a long game does not draw 100,000 points."""
    n = len(values)
    if n <= THIN_FROM:
        return list(enumerate(values))
    out: list[tuple[int, float]] = []
    for i in range(n):
        v = values[i]
        if i == 0 or i == n - 1 or v != values[i - 1] or v != values[i + 1]:
            out.append((i, v))
    return out


class LineChart(QWidget):
    """``set_data`` the series, ``set_cursor`` the selected position;
    ``position_clicked(pos)`` on a click or drag."""

    position_clicked = Signal(int)

    def __init__(self, title: str, parent: QWidget | None = None, y_fixed: tuple[float, float] | None = None,
                 percent: bool = False, empty_text: str = "no data") -> None:
        super().__init__(parent)
        self.title = title
        self.y_fixed = y_fixed
        self.percent = percent
        self.empty_text = empty_text
        self.series: list[Series] = []
        self.n_positions = 1
        self.rounds: list[tuple[int, int]] = []  # (position where a round starts, round)
        self.cursor_at = 0  # the position the cursor line marks
        self._legend_top = PlotTop()
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)

    def set_title(self, title: str, empty_text: str | None = None) -> None:
        """The chart's title (and the text shown without data), e.g. in a new language."""
        self.title = title
        if empty_text is not None:
            self.empty_text = empty_text
        self._update_tooltip()
        self.update()

    def title_width(self) -> int:
        """The room for the title: the chart's width less a margin each side."""
        return self.width() - 2 * TITLE_MARGIN

    def shown_title(self) -> str:
        """The title as drawn: cut short with "…" when the chart is too narrow for it (the
        whole title is then the chart's tooltip)."""
        return QFontMetrics(font(TITLE_PT, True)).elidedText(
            self.title, Qt.TextElideMode.ElideRight, max(self.title_width(), 0))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        self.setToolTip(self.title if self.shown_title() != self.title else "")

    def sizeHint(self) -> QSize:
        return QSize(420, 220)

    # ---------------------------------------------------------------- data
    def set_data(self, series: Sequence[Series], n_positions: int, rounds: Sequence[tuple[int, int]]) -> None:
        self.series = list(series)
        self.n_positions = max(1, n_positions)
        self.rounds = list(rounds)
        self._range: tuple[float, float] | None = None
        self.update()

    def set_cursor(self, pos: int) -> None:
        self.cursor_at = pos
        self.update()

    def has_data(self) -> bool:
        return any(s.points for s in self.series)

    def y_range(self) -> tuple[float, float]:
        """The y axis: fixed, or fitted to the data (computed once per data set:
        y_of() asks for it for every point of a long game)."""
        if self.y_fixed is not None:
            return self.y_fixed
        if getattr(self, "_range", None) is None:
            self._range = self._fit_range()
        assert self._range is not None
        return self._range

    def gridlines(self) -> list[tuple[float, str]]:
        """The y axis's gridlines as drawn: each one's value and figure."""
        return y_ticks(*self.y_range(), self.percent)

    def _fit_range(self) -> tuple[float, float]:
        return fit_counts([v for s in self.series for _, v in s.points])

    # ------------------------------------------------------------ geometry
    def plot_rect(self) -> QRectF:
        top = self._plot_top()
        return QRectF(44, top, max(10.0, self.width() - 54.0), max(10.0, self.height() - top - PLOT_FOOT))

    def _plot_top(self) -> float:
        """Under the legend."""
        return self._legend_top([s.name for s in self.series], self.width())

    def x_of(self, pos: float) -> float:
        r = self.plot_rect()
        return r.left() + r.width() * pos / max(1, self.n_positions - 1)

    def y_of(self, value: float) -> float:
        lo, hi = self.y_range()
        r = self.plot_rect()
        return r.bottom() - r.height() * (value - lo) / (hi - lo or 1.0)

    def pos_at(self, x: float) -> int:
        r = self.plot_rect()
        frac = (x - r.left()) / (r.width() or 1.0)
        return max(0, min(self.n_positions - 1, round(frac * (self.n_positions - 1))))

    # -------------------------------------------------------------- events
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.position_clicked.emit(self.pos_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.position_clicked.emit(self.pos_at(event.position().x()))

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: Any) -> None:
        with painting(self, antialias=True) as p:
            self._paint(p)

    def _paint(self, p: QPainter) -> None:
        p.fillRect(self.rect(), QColor(PAPER))
        p.setPen(QPen(QColor("#c9ab74"), 1))
        p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        p.setPen(QColor("#7a2e1c"))
        p.setFont(font(TITLE_PT, True))
        p.drawText(QRectF(TITLE_MARGIN, 3, self.title_width(), 20),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.shown_title())
        r = self.plot_rect()
        lo, hi = self.y_range()
        # grid and y labels
        p.setFont(font(7.5))
        for v, label in self.gridlines():
            y = self.y_of(v)
            p.setPen(QPen(QColor("#e6d8b8"), 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(QColor("#6d5a40"))
            p.drawText(QRectF(0, y - 8, r.left() - 5, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       label)
        # rounds on the x axis (labels thinned to fit)
        step, room = 1, float(r.width())
        if self.rounds:
            room = r.width() / max(1, len(self.rounds))
            step = label_step(room)
        grid_pen = QPen(QColor("#efe3c6"), 1)
        # the setup on the round axis, before round 1 (French: MP, "mise en place")
        setup_mark = QCoreApplication.translate("Charts", "S")
        x0, dx = r.left(), r.width() / max(1, self.n_positions - 1)  # x_of inlined: thousands of rounds
        for k, (pos, rnd) in enumerate(self.rounds):
            if room < DENSE_PX and k % step:  # thousands of rounds: one line per label is enough
                continue
            x = x0 + dx * pos
            p.setPen(grid_pen)
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
            if k % step == 0:
                p.setPen(QColor("#6d5a40"))
                p.drawText(QRectF(x - LABEL_W / 2, r.bottom() + 2, LABEL_W, 14), Qt.AlignmentFlag.AlignCenter,
                           setup_mark if rnd == 0 else str(rnd))
        p.setPen(QColor("#6d5a40"))
        p.drawText(QRectF(r.left(), r.bottom() + 12, r.width(), 12), Qt.AlignmentFlag.AlignCenter,
                   QCoreApplication.translate("Charts", "round"))
        p.setPen(QPen(QColor("#8c6a3c"), 1.2))
        p.drawLine(r.bottomLeft(), r.bottomRight())
        p.drawLine(r.bottomLeft(), r.topLeft())
        # series
        for s in self.series:
            if not s.points:
                continue
            color = PLAYER_COLORS[s.seat % len(PLAYER_COLORS)]
            pen = QPen(color, 2.0, PLAYER_DASHES[s.seat % len(PLAYER_DASHES)])
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            # x_of / y_of inlined: a long game has 100,000 points per series
            x0, dx = r.left(), r.width() / max(1, self.n_positions - 1)
            y0, dy = r.bottom(), r.height() / (hi - lo or 1.0)
            path = QPainterPath()
            for k, (pos, v) in enumerate(s.points):
                x, y = x0 + dx * pos, y0 - dy * (v - lo)
                if k == 0:
                    path.moveTo(x, y)
                else:
                    path.lineTo(x, y)
            p.drawPath(path)
            if len(s.points) < MAX_DOTS:
                p.setBrush(color)
                p.setPen(Qt.PenStyle.NoPen)
                for pos, v in s.points:
                    p.drawEllipse(QPointF(self.x_of(pos), self.y_of(v)), 2.2, 2.2)
        draw_legend(p, self.width(), [(s.name, s.seat, PLAYER_COLORS, PLAYER_DASHES) for s in self.series])
        # cursor
        cx = self.x_of(min(self.cursor_at, self.n_positions - 1))
        p.setPen(QPen(QColor("#ff8a3d"), 1.6))
        p.drawLine(QPointF(cx, r.top()), QPointF(cx, r.bottom()))
        if not self.has_data():
            self._draw_empty_note(p)

    def empty_note(self) -> EmptyNote:
        """The note of an empty chart as drawn in its plot (``fit_note``)."""
        return fit_note(self.empty_text, self.plot_rect())

    def _draw_empty_note(self, p: QPainter) -> None:
        """Why the chart is empty, on a patch of paper over the grid and the cursor (it was
        drawn through their lines)."""
        note = self.empty_note()
        p.setPen(QPen(QColor("#e2d3b0"), 1))
        p.setBrush(QColor(PAPER))
        p.drawRoundedRect(note.box, NOTE_PAD, NOTE_PAD)
        p.setFont(font(note.points))
        p.setPen(QColor("#9a8c72"))
        for line, rect in zip(note.lines, note.line_rects(), strict=True):
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, line)
