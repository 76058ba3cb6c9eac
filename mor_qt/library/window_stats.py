"""The library window's Statistics tab: a player's games counted by level and by table
(wins, win rate and its interval, mean VP), the solo summary, the charts (win rate over
time, VP histogram, VP by round against a level) and the table exported as CSV."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..file_errors import file_error_text
from ..i18n import decimal, no_widow, percent
from .charts import Bar, BarChart, PointChart, PointSeries
from .stats import (
    PlayerStats,
    Tally,
    csv_text,
    player_stats,
    vp_by_round,
    vp_histogram,
    vp_range,
    win_rate_over_time,
)
from .window_state import LibraryState, _page, level_label, level_order, log

STATS_COLUMNS = 6
STATS_INTERVAL_COLUMN, STATS_VP_COLUMN = 4, 5  # the 95 % interval and the VP, explained in their tooltips
STATS_TABLE_WIDTH = 550  # the statistics table's columns, whole (in English)
STATS_SHARE = 0.5  # the most of the window's width the statistics table takes


class LibraryStats(LibraryState):
    """The Statistics tab, filled for the player chosen."""

    def _stats_page(self) -> QWidget:
        page, lay = _page()
        top = QHBoxLayout()
        self.player_label = QLabel()
        top.addWidget(self.player_label)
        self.player_box = QComboBox()
        self.player_box.setMinimumWidth(180)
        self.player_box.currentIndexChanged.connect(lambda _i: self.show_stats())
        top.addWidget(self.player_box)
        top.addStretch(1)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.export_csv_dialog)
        top.addWidget(self.csv_button)
        lay.addLayout(top)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        llay = QVBoxLayout(left)
        llay.setContentsMargins(0, 0, 0, 0)
        self.stats_table = QTableWidget(0, STATS_COLUMNS)
        self.stats_table.verticalHeader().hide()
        self.stats_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.stats_table.setAlternatingRowColors(True)
        self.stats_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.stats_table.horizontalHeader().setStretchLastSection(True)
        llay.addWidget(self.stats_table, 1)
        self.solo_label = QLabel()
        self.solo_label.setObjectName("SoloSummary")
        self.solo_label.setWordWrap(True)
        llay.addWidget(self.solo_label)
        split.addWidget(left)
        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        self.rate_chart = PointChart("", percent=True)
        self.vp_chart = BarChart("")
        self.round_chart = PointChart("")
        for chart in (self.rate_chart, self.vp_chart):
            chart.game_clicked.connect(self.open_game)
            rlay.addWidget(chart, 1)
        level_row = QHBoxLayout()
        self.level_label = QLabel()
        level_row.addWidget(self.level_label)
        self.level_box = QComboBox()
        self.level_box.currentIndexChanged.connect(lambda _i: self._draw_rounds())
        level_row.addWidget(self.level_box)
        level_row.addStretch(1)
        rlay.addLayout(level_row)
        rlay.addWidget(self.round_chart, 1)
        split.addWidget(right)
        left.setMinimumWidth(STATS_TABLE_WIDTH)
        self.stats_left = left
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        lay.addWidget(split, 1)
        return page

    def _tab_changed(self, index: int) -> None:
        if index == 1:
            self.show_stats()

    def show_stats(self) -> PlayerStats | None:
        """The statistics of the player chosen (the first name when none is)."""
        name = self.player_box.currentData()
        if not name:
            self.stats = None
            self.stats_table.setRowCount(0)
            self.solo_label.setText(self.tr("No game of a human player in the library yet."))
            for chart in (self.rate_chart, self.round_chart):
                chart.set_series([])
            self.vp_chart.set_bars([])
            return None
        games = self.library.player_games(name)
        self.games_of_player = games
        stats = self.stats = player_stats(name, games)
        levels = sorted(stats.by_level, key=level_order)
        rows: list[tuple[str, Tally]] = [(level_label(level), stats.by_level[level]) for level in levels]
        rows += [(self.tr("%1 players").replace("%1", str(n)), t) for n, t in stats.by_players.items()
                 if n > 1]  # solo games have their row among the levels
        rows.append((self.tr("All games"), stats.overall))
        self.stats_table.setRowCount(len(rows))
        for r, (label, tally) in enumerate(rows):
            for c, text in enumerate(self._tally_cells(label, tally)):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.stats_table.setItem(r, c, item)
        self.solo_label.setText(no_widow(self._solo_text(stats)))
        self._fit_stats_table()
        over_time = win_rate_over_time(games)
        self.stats_levels = levels
        self.rate_chart.set_series([PointSeries(level_label(level), over_time[level], self.level_style(level))
                                    for level in levels if level in over_time])
        self.vp_chart.set_bars([Bar(vp_range(lo), n, ids) for lo, n, ids in vp_histogram(games)])
        self._fill_box(self.level_box, [(level_label(level), level) for level in levels])
        self._draw_rounds()
        return stats

    def _fit_stats_table(self) -> None:
        """Room for every column of the table (French headers are longer), at most STATS_SHARE of the window."""
        table, header = self.stats_table, self.stats_table.horizontalHeader()
        needed = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(STATS_COLUMNS))
        needed += 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        self.stats_left.setMinimumWidth(max(STATS_TABLE_WIDTH, min(needed, int(self.width() * STATS_SHARE))))

    def _tally_cells(self, label: str, t: Tally) -> list[str]:
        rate = "" if t.rate is None else percent(t.rate)
        interval = f"{percent(t.low)} – {percent(t.high)}" if t.games else ""
        if t.mean_vp is None:
            vp = ""
        elif t.sd_vp is None:
            vp = decimal(t.mean_vp)
        else:
            vp = f"{decimal(t.mean_vp)} ± {decimal(t.sd_vp)}"
        return [label, str(t.games), str(t.wins), rate, interval, vp]

    def _solo_text(self, stats: PlayerStats) -> str:
        """The solo summary: ``LibraryWindow`` writes it, since its %n words are looked up in the
        translation context of the window's own class only."""
        raise NotImplementedError

    def level_style(self, level: str) -> int:
        """The colour and dash of ``level``'s line, the same in the win-rate chart and the
        VP-by-round chart: its place among the player's levels."""
        return self.stats_levels.index(level) if level in self.stats_levels else 0

    def _draw_rounds(self) -> None:
        level = self.level_box.currentData()
        games = getattr(self, "games_of_player", [])
        points = vp_by_round(games, level) if level else []
        series = [PointSeries(level_label(level), [(r, vp, None) for r, vp, _n in points],
                              self.level_style(level))] if points else []
        self.round_chart.set_series(series)

    def export_csv_dialog(self) -> None:
        if self.stats is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the statistics"),
                                              str(Path.home() / f"{self.stats.name}.csv"), self.tr("CSV files (*.csv)"))
        if name:
            self.export_csv(Path(name))

    def export_csv(self, target: Path) -> bool:
        if self.stats is None:
            return False
        try:
            target.write_text(csv_text(self.stats), encoding="utf-8")
        except OSError as exc:
            log.warning("writing %s failed: %s", target, exc)
            self.message(self.tr("Could not export the statistics"), file_error_text(exc, target))
            return False
        self.statusBar().showMessage(self.tr("Written to %1").replace("%1", str(target)), 5000)
        return True
