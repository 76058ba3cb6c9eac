"""The library window (Game › Library…, Ctrl+L): every kept game in a sortable,
filterable table, opened in the analysis window with a double-click; and a
Statistics tab per player, with charts."""

from __future__ import annotations

import logging
import shutil
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..bots import BOT_LEVELS, bot_label
from ..game_menu import add_before_separator, game_menu
from ..i18n import decimal, percent
from ..language_follow import FollowsLanguage
from ..style import BASE
from .charts import Bar, BarChart, PointChart, PointSeries
from .index import GameFilter, ImportReport, Library, LibraryError, Result, SyncReport
from .model import Column, GamesModel
from .stats import SOLO, PlayerStats, Tally, csv_text, player_stats, vp_by_round, vp_histogram, win_rate_over_time

log = logging.getLogger(__name__)

STYLE = BASE + """
QTabWidget::pane { border: 1px solid #8c6a3c; background: #f1e2bd; }
QTabBar::tab { background: #e6d3a8; color: #3a2a1a; padding: 6px 14px; border: 1px solid #8c6a3c;
               border-bottom: none; border-top-left-radius: 6px; border-top-right-radius: 6px; }
QTabBar::tab:selected { background: #f1e2bd; font-weight: bold; }
#LibraryPage QLabel, #LibraryPage QCheckBox { color: #3a2a1a; }
QTableView, QTableWidget { background: #fbf5e6; alternate-background-color: #f4ead2; color: #3a2a1a;
             border: 1px solid #c9ab74; gridline-color: #e6d8b8; font-size: 12px; }
QTableView, QTableWidget { selection-background-color: #f2c14e; selection-color: #2a1a0a; }
QHeaderView::section { background: #e6d3a8; color: #3a2a1a; border: none; border-right: 1px solid #c9ab74;
                       padding: 3px 6px; }
QLineEdit, QDateEdit { background: #fbf5e6; color: #3a2a1a; border: 1px solid #8c6a3c; border-radius: 5px;
                       padding: 3px 6px; }
QStatusBar { background: #e6d3a8; color: #3a2a1a; }
QStatusBar QLabel { color: #3a2a1a; }
#SoloSummary { background: #fbf5e6; border: 1px solid #c9ab74; border-radius: 8px; padding: 6px; }
"""

SEARCH_DELAY_MS = 200  # typing in the search field filters once it pauses
MAX_REASONS = 8  # refused files listed by name in the import summary
WINDOW_SIZE = (1200, 760)
STATS_COLUMNS = 6
STATS_TAB = "statistics"
STATS_TABLE_WIDTH = 550  # the statistics table's columns, whole (in English)
STATS_SHARE = 0.5  # the most of the window's width the statistics table takes


class Job(QObject):
    """Work on the library in a thread of its own (its own database connection):
    ``progress(done, total)``, then ``done(result)`` or ``failed(message)``."""

    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, folder: Path, work: Callable[[Library, Callable[[int, int], None], Callable[[], bool]], Any]
                 ) -> None:
        super().__init__()
        self.folder = folder
        self.work = work
        self.cancelled = threading.Event()
        self.finished = threading.Event()
        self.worker = threading.Thread(target=self._run, name="mor-library", daemon=True)

    def start(self) -> None:
        for job in [j for j in _running if j.finished.is_set()]:  # the ones done by now are forgotten
            _running.discard(job)
        _running.add(self)
        self.worker.start()

    def cancel(self) -> None:
        self.cancelled.set()

    def _run(self) -> None:
        try:
            with Library(self.folder) as library:
                result = self.work(library, self.progress.emit, self.cancelled.is_set)
        except (LibraryError, sqlite3.Error, OSError) as exc:
            log.warning("the library job failed: %s", exc)
            self.failed.emit(str(exc))
        else:
            self.done.emit(result)
        finally:
            self.finished.set()


_running: set[Job] = set()  # jobs alive until their thread ends, whoever holds them


def level_order(level: str) -> tuple[int, str]:
    """Easy to expert, then the other bots, then solo (the app's list of levels)."""
    order = [name for name, _label in BOT_LEVELS]
    return (order.index(level) if level in order else len(order) + (level == SOLO), level)


def level_label(level: str) -> str:
    """A level as the statistics name it: "Hard", "Solo (Lorenzo)"."""
    if level == SOLO:
        return QCoreApplication.translate("LibraryWindow", "Solo (Lorenzo)")
    return bot_label(level)


class LibraryWindow(FollowsLanguage, QMainWindow):
    """The games library; ``main_window``: the table that "play on" continues in."""

    sync_finished = Signal(object)  # the SyncReport (tests wait on it)
    import_finished = Signal(object)  # the ImportReport

    def __init__(self, library: Library | None = None, main_window: QWidget | None = None) -> None:
        super().__init__(None)
        self.library = library if library is not None else Library()
        self.main_window = main_window
        self.setStyleSheet(STYLE)
        self.resize(*WINDOW_SIZE)
        self.model = GamesModel(self.library, self)
        self.stats: PlayerStats | None = None
        self.sync_job: Job | None = None
        self.import_job: Job | None = None
        self.progress_dialog: QProgressDialog | None = None
        self.last_message: QMessageBox | None = None
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.apply_filter)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._games_page(), "")
        self.tabs.addTab(self._stats_page(), "")
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self.count_label = QLabel()
        self.sync_bar = QProgressBar()
        self.sync_bar.setMaximumWidth(220)
        self.sync_bar.hide()
        self.statusBar().addWidget(self.count_label, 1)
        self.statusBar().addPermanentWidget(self.sync_bar)
        self._set_texts()
        self._fill_choices()
        self.model.refresh()
        self._update_count()

    # ------------------------------------------------------------- layout
    def _games_page(self) -> QWidget:
        page, lay = _page()
        filters = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        filters.addWidget(self.search, 2)
        self.result_box, self.opponent_box, self.players_box, self.name_box = (QComboBox() for _ in range(4))
        for box in (self.result_box, self.opponent_box, self.players_box, self.name_box):
            box.currentIndexChanged.connect(lambda _i: self.apply_filter())
            filters.addWidget(box, 1)
        self.dates = QCheckBox()
        self.dates.toggled.connect(lambda _on: self.apply_filter())
        self.date_from, self.date_to = QDateEdit(), QDateEdit()
        for edit, date in ((self.date_from, QDate.currentDate().addMonths(-1)), (self.date_to, QDate.currentDate())):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setDate(date)
            edit.dateChanged.connect(lambda _d: self.apply_filter() if self.dates.isChecked() else None)
        filters.addWidget(self.dates)
        filters.addWidget(self.date_from)
        self.date_dash = QLabel("–")
        filters.addWidget(self.date_dash)
        filters.addWidget(self.date_to)
        lay.addLayout(filters)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(int(Column.DATE), Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(int(Column.PLAYERS), QHeaderView.ResizeMode.Stretch)
        for column, width in ((Column.DATE, 130), (Column.RESULT, 110), (Column.VP, 110), (Column.ROUNDS, 74),
                              (Column.DURATION, 84), (Column.HINTS, 60), (Column.REVIEWED, 76), (Column.FILE, 250)):
            self.table.setColumnWidth(int(column), width)
        self.table.doubleClicked.connect(lambda index: self.open_row(index.row()))
        lay.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.open_button, self.export_button, self.reveal_button, self.delete_button, self.import_button = (
            QPushButton() for _ in range(5))
        self.open_button.setObjectName("Primary")
        self.open_button.clicked.connect(lambda: self.open_row(self.selected_row()))
        self.export_button.clicked.connect(self.export_dialog)
        self.reveal_button.clicked.connect(self.reveal)
        self.delete_button.clicked.connect(self.delete_selected)
        self.import_button.clicked.connect(self.import_dialog)
        for button in (self.open_button, self.export_button, self.reveal_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        lay.addLayout(buttons)
        delete = QAction(self)
        delete.setShortcut(QKeySequence.StandardKey.Delete)
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete.triggered.connect(self.delete_selected)
        self.table.addAction(delete)
        open_key = QAction(self)
        open_key.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        open_key.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        open_key.triggered.connect(lambda: self.open_row(self.selected_row()))
        self.table.addAction(open_key)
        return page

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

    # -------------------------------------------------------------- texts
    def _set_texts(self) -> None:
        self.setWindowTitle(self.tr("Games library"))
        self.tabs.setTabText(0, self.tr("Games"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.search.setPlaceholderText(self.tr("Search names, levels, files…"))
        self.dates.setText(self.tr("From"))
        self.dates.setToolTip(self.tr("Only the games played between these two days"))
        self.open_button.setText(self.tr("Open for analysis"))
        self.export_button.setText(self.tr("Export a copy…"))
        self.reveal_button.setText(self.tr("Show in folder"))
        self.delete_button.setText(self.tr("Delete…"))
        self.import_button.setText(self.tr("Import folder…"))
        self.player_label.setText(self.tr("Player:"))
        self.csv_button.setText(self.tr("Export table as CSV…"))
        self.level_label.setText(self.tr("VP by round against:"))
        self.stats_table.setHorizontalHeaderLabels(
            [self.tr("Against"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"), self.tr("95 % interval"),
             self.tr("VP (mean ± sd)")])
        self.rate_chart.set_texts(self.tr("Win rate over time, by level"), self.tr("games played"),
                                  self.tr("No finished game yet"))
        self.vp_chart.set_texts(self.tr("Victory points: how often"), self.tr("VP"), self.tr("No finished game yet"))
        self.round_chart.set_texts(self.tr("Mean VP after each round"), self.tr("round"),
                                   self.tr("No finished game against this level"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def retranslate(self) -> None:
        self._retranslate_queued = False
        if self.library.closed:  # a window kept after its library was closed (tests): nothing to show
            return
        self._set_texts()
        self._fill_choices()
        self.model.forget_texts()
        self._update_count()
        if self.stats is not None:
            self.show_stats()

    def _fill_box(self, box: QComboBox, items: list[tuple[str, Any]]) -> None:
        """Fill a combo box again, keeping what was chosen (without filtering twice)."""
        current = box.currentData()
        box.blockSignals(True)
        box.clear()
        for text, data in items:
            box.addItem(text, data)
        index = box.findData(current)
        box.setCurrentIndex(max(0, index))
        box.blockSignals(False)

    def _fill_choices(self) -> None:
        """The filters' choices: results, the levels and the names found in the library."""
        self._fill_box(self.result_box, [
            (self.tr("Any result"), None), (self.tr("Won"), Result.WON.value), (self.tr("Lost"), Result.LOST.value),
            (self.tr("Unfinished"), Result.UNFINISHED.value)])
        levels = sorted(self.library.bot_levels(), key=level_order)
        self._fill_box(self.opponent_box, [(self.tr("Any opponent"), None)]
                       + [(level_label(level), level) for level in levels])
        self._fill_box(self.players_box, [(self.tr("Any table"), None), (self.tr("Solo"), 1),
                                          (self.tr("Multiplayer"), 0)]
                       + [(self.tr("%1 players").replace("%1", str(n)), n) for n in (2, 3, 4)])
        names = self.library.human_names()
        self._fill_box(self.name_box, [(self.tr("Any player"), None)] + [(name, name) for name in names])
        self._fill_box(self.player_box, [(name, name) for name in names])

    # ------------------------------------------------------------ filters
    def current_filter(self) -> GameFilter:
        players = self.players_box.currentData()
        result = self.result_box.currentData()
        dated = self.dates.isChecked()
        return GameFilter(
            result=Result(result) if result else None,
            name=self.name_box.currentData() or "",
            opponent=self.opponent_box.currentData(),
            players=players if players not in (None, 0, 1) else None,
            solo=None if players is None or players > 1 else players == 1,
            date_from=self.date_from.date().toString("yyyy-MM-dd") if dated else None,
            date_to=self.date_to.date().toString("yyyy-MM-dd") if dated else None,
            text=self.search.text(),
        )

    def apply_filter(self) -> None:
        self._search_timer.stop()
        self.model.set_filter(self.current_filter())
        self._update_count()

    def _update_count(self) -> None:
        shown, total = len(self.model.ids), self.library.count()
        text = self.tr("%n games", "", total) if shown == total else \
            self.tr("%1 of %2 games shown").replace("%1", str(shown)).replace("%2", str(total))
        self.count_label.setText(text)

    def reload(self) -> None:
        """The database changed (a sync, an import, a deletion): choices, rows and statistics again."""
        self._fill_choices()
        self.apply_filter()
        if self.tabs.currentIndex() == 1:
            self.show_stats()

    # ---------------------------------------------------------- selection
    def selected_row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def open_row(self, row: int) -> Any:
        record = self.model.record_at(row)
        return None if record is None or record.id is None else self.open_game(record.id)

    def open_game(self, game_id: int) -> Any:
        """Open the game in the analysis window ("play on" continues in the main window)."""
        record = self.library.record(game_id)
        if record is None:
            return None
        from ..analysis import open_analysis

        return open_analysis(record.path, self.main_window)

    def export_dialog(self) -> None:
        record = self.model.record_at(self.selected_row())
        if record is None:
            return
        start = str(Path.home() / record.file_name)
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export a copy"), start, self.tr("Saved games (*.mor)"))
        if name:
            self.export_to(record.path, Path(name))

    def export_to(self, source: str, target: Path) -> bool:
        try:
            shutil.copyfile(source, target)
        except OSError as exc:
            log.warning("exporting %s to %s failed: %s", source, target, exc)
            self.message(self.tr("Could not export the game"), f"{target.name}: {exc.strerror or exc}")
            return False
        self.statusBar().showMessage(self.tr("Copied to %1").replace("%1", str(target)), 5000)
        return True

    def reveal(self) -> bool:
        """Show the library's folder (the selected game's) in the file manager."""
        record = self.model.record_at(self.selected_row())
        folder = Path(record.path).parent if record is not None else self.library.games_dir
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question (tests replace it)."""
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def delete_selected(self) -> bool:
        record = self.model.record_at(self.selected_row())
        if record is None or record.id is None:
            return False
        question = self.tr("Delete %1 from the library? The file is removed from the library's folder.") \
            .replace("%1", record.file_name)
        if not self.ask(self.tr("Delete a game"), question):
            return False
        try:
            self.library.remove(record.id)
        except (LibraryError, sqlite3.Error) as exc:
            log.warning("deleting %s failed: %s", record.path, exc)
            self.message(self.tr("Could not delete the game"), str(exc))
            return False
        self.reload()
        return True

    # -------------------------------------------------- sync and import
    def start_sync(self) -> Job:
        """Bring the index up to date with the files, in the background (a progress bar in the status bar)."""
        if self.library.recovered:
            self.message(self.tr("Games library"),
                         self.tr("The library's index could not be used (%1). It is rebuilt from the game files.")
                         .replace("%1", self.library.recovered))
            self.library.recovered = ""
        job = Job(self.library.folder, lambda lib, progress, cancel: lib.sync(progress, cancel))
        job.progress.connect(self._sync_progress)
        job.done.connect(self._sync_done)
        job.failed.connect(lambda text: self._job_failed(self.tr("The library could not be updated"), text))
        self.sync_job = job
        job.start()
        return job

    def _sync_progress(self, done: int, total: int) -> None:
        self.sync_bar.setVisible(total > 0 and done < total)
        self.sync_bar.setRange(0, max(1, total))
        self.sync_bar.setValue(done)
        self.sync_bar.setFormat(self.tr("Indexing %v of %m"))

    def _sync_done(self, report: SyncReport) -> None:
        self.sync_bar.hide()
        if report.changed:
            self.reload()
        if report.refused:
            self.statusBar().showMessage(
                self.tr("%n files of the library could not be read (the log says why)", "", len(report.refused)),
                10000)
        self.sync_finished.emit(report)

    def import_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Import the games of a folder"), str(Path.home()))
        if folder:
            self.start_import(Path(folder))

    def start_import(self, folder: Path) -> Job:
        dialog = QProgressDialog(self.tr("Importing the games of %1…").replace("%1", folder.name),
                                 self.tr("Cancel"), 0, 0, self)
        dialog.setWindowTitle(self.tr("Import"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        self.progress_dialog = dialog
        job = Job(self.library.folder, lambda lib, progress, cancel: lib.import_folder(folder, progress, cancel))
        dialog.canceled.connect(job.cancel)
        job.progress.connect(self._import_progress)
        job.done.connect(self._import_done)
        job.failed.connect(lambda text: self._job_failed(self.tr("The folder could not be imported"), text))
        self.import_job = job
        dialog.show()
        job.start()
        return job

    def _import_progress(self, done: int, total: int) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.setMaximum(max(1, total))
            self.progress_dialog.setValue(done)

    def _close_progress(self) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.canceled.disconnect()
            self.progress_dialog.close()
            self.progress_dialog.deleteLater()
            self.progress_dialog = None

    def _import_done(self, report: ImportReport) -> None:
        self._close_progress()
        self.reload()
        self.message(self.tr("Import"), self.import_summary(report), QMessageBox.Icon.Information)
        self.import_finished.emit(report)

    def import_summary(self, report: ImportReport) -> str:
        lines = [self.tr("%n games added", "", len(report.added)),
                 self.tr("Skipped (already in the library): %1").replace("%1", str(len(report.skipped))),
                 self.tr("Refused (not readable): %1").replace("%1", str(len(report.refused)))]
        if report.cancelled:
            lines.insert(0, self.tr("The import was cancelled; what was done is kept."))
        lines += [f"• {r.reason}" for r in report.refused[:MAX_REASONS]]
        if len(report.refused) > MAX_REASONS:
            lines.append(self.tr("… and %1 more (the log lists them)")
                         .replace("%1", str(len(report.refused) - MAX_REASONS)))
        for refused in report.refused:
            log.info("import refused %s: %s", refused.path, refused.reason)
        return "\n".join(lines)

    def _job_failed(self, title: str, text: str) -> None:
        self._close_progress()
        self.sync_bar.hide()
        self.message(title, text)

    def message(self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()

    # --------------------------------------------------------- statistics
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
        self.solo_label.setText(self._solo_text(stats))
        self._fit_stats_table()
        over_time = win_rate_over_time(games)
        self.rate_chart.set_series([PointSeries(level_label(level), over_time[level], k)
                                    for k, level in enumerate(levels) if level in over_time])
        self.vp_chart.set_bars([Bar(str(lo), n, ids) for lo, n, ids in vp_histogram(games)])
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
        solo = stats.solo
        if not solo.games:
            return self.tr("No solo game against Lorenzo yet.")
        text = self.tr("Solo: %1 wins against Lorenzo in %2 games; best score %3 VP.") \
            .replace("%1", str(solo.wins)).replace("%2", str(solo.games)) \
            .replace("%3", "–" if solo.best is None else str(solo.best))
        if solo.streak > 0:
            text += " " + self.tr("Latest streak: %n wins in a row.", "", solo.streak)
        elif solo.streak < 0:
            text += " " + self.tr("Latest streak: %n losses in a row.", "", -solo.streak)
        return text

    def _draw_rounds(self) -> None:
        level = self.level_box.currentData()
        games = getattr(self, "games_of_player", [])
        points = vp_by_round(games, level) if level else []
        series = [PointSeries(level_label(level), [(r, vp, None) for r, vp, _n in points], 0)] if points else []
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
            self.message(self.tr("Could not export the statistics"), f"{target.name}: {exc.strerror or exc}")
            return False
        self.statusBar().showMessage(self.tr("Written to %1").replace("%1", str(target)), 5000)
        return True

    def show_tab(self, name: str) -> None:
        """``games`` or ``statistics`` (``mor --library --tab``)."""
        self.tabs.setCurrentIndex(1 if name == STATS_TAB else 0)

    def key_widgets(self) -> dict[str, QWidget]:
        """What must be wholly on screen (the screenshot checks it)."""
        if self.tabs.currentIndex() == 1:
            return {"player": self.player_box, "statistics table": self.stats_table, "win rate chart": self.rate_chart,
                    "VP chart": self.vp_chart, "round chart": self.round_chart, "CSV": self.csv_button}
        return {"search": self.search, "table": self.table, "Open": self.open_button, "Delete": self.delete_button,
                "Import": self.import_button, "to date": self.date_to}

    # ----------------------------------------------------------- closing
    def render_png(self, path: str | Path) -> bool:
        return self.grab().save(str(path))

    def closeEvent(self, event: QCloseEvent) -> None:
        for job in (self.sync_job, self.import_job):
            if job is not None:
                job.cancel()
        self._close_progress()
        super().closeEvent(event)


def open_library(parent: QWidget | None = None) -> LibraryWindow | None:
    """Show the library window (one per main window) and bring its index up to date."""
    existing = getattr(parent, "library_window", None)
    if isinstance(existing, LibraryWindow):
        if existing.sync_job is None or existing.sync_job.finished.is_set():
            existing.start_sync()  # the files may have changed while it was closed
        existing.show()
        existing.raise_()
        existing.activateWindow()
        return existing
    try:
        win = LibraryWindow(main_window=parent)
    except (LibraryError, sqlite3.Error) as exc:
        log.warning("the games library cannot be opened: %s", exc)
        title = QCoreApplication.translate("LibraryMenu", "Games library")
        box = QMessageBox(QMessageBox.Icon.Warning, title, str(exc), QMessageBox.StandardButton.Ok, parent)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return None
    if parent is not None:
        parent.library_window = win  # type: ignore[attr-defined]
    win.show()
    win.start_sync()
    return win


def _page() -> tuple[QWidget, QVBoxLayout]:
    """A tab of the window (styled as #LibraryPage) and its layout."""
    page = QWidget()
    page.setObjectName("LibraryPage")
    lay = QVBoxLayout(page)
    lay.setContentsMargins(10, 10, 10, 10)
    return page, lay


def install_menu(window: Any) -> QAction:
    """Game › Library… (Ctrl+L), after Open for analysis."""
    menu = game_menu(window, QCoreApplication.translate("LibraryMenu", "&Library"))
    act = QAction(QCoreApplication.translate("LibraryMenu", "&Library…"), window)
    act.setShortcut("Ctrl+L")
    act.triggered.connect(lambda: open_library(window))
    add_before_separator(menu, [act])
    window.library_action = act
    return act
