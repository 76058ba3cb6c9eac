"""The library window (Game › Library…, Ctrl+L): every kept game in a sortable,
filterable table, opened in the analysis window with a double-click; and a
Statistics tab per player, with charts.

``LibraryWindow`` makes the window and puts together its rooms, each a class of its own
file: the Games tab (mor_qt/library/window_games.py), the Statistics tab
(mor_qt/library/window_stats.py), the sync and the import in the background
(mor_qt/library/window_jobs.py), and what they share (mor_qt/library/window_state.py).
It keeps the texts whose %n words Qt looks up in its own translation context only."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QLabel, QMessageBox, QProgressBar, QProgressDialog, QTabWidget, QWidget

from ..file_errors import file_message_text
from ..game_menu import add_before_separator, game_menu
from .index import Library, LibraryError
from .model import Column, GamesModel
from .records import ImportReport, SyncReport
from .stats import PlayerStats
from .window_jobs import Job, LibraryJobs
from .window_state import BULLET, MAX_REASONS, SEARCH_DELAY_MS, STATS_TAB, STYLE, WINDOW_SIZE
from .window_stats import STATS_INTERVAL_COLUMN, STATS_VP_COLUMN

log = logging.getLogger(__name__)


class LibraryWindow(LibraryJobs):
    """The games library; ``main_window``: the table that "play on" continues in."""

    def __init__(self, library: Library | None = None, main_window: QWidget | None = None) -> None:
        super().__init__(None)
        self.library = library if library is not None else Library()
        self.main_window = main_window
        self.setStyleSheet(STYLE)
        self.resize(*WINDOW_SIZE)
        self.model = GamesModel(self.library, self)
        self.stats: PlayerStats | None = None
        self.stats_levels: list[str] = []
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

    # -------------------------------------------------------------- texts
    def _set_texts(self) -> None:
        self.setWindowTitle(self.tr("Games library"))
        self.tabs.setTabText(0, self.tr("Games"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.search.setPlaceholderText(self.tr("Search names, levels, files…"))
        self.dates.setText(self.tr("From"))
        self.date_to_label.setText(self.tr("to", "the date filter: From [a day] to [a day]"))
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
        for column, tip in ((STATS_INTERVAL_COLUMN, self.tr("The win rate is in this range with 95 % confidence "
                                                             "(Wilson interval): few games, a wide range")),
                            (STATS_VP_COLUMN, self.tr("Mean victory points of these games ± their standard "
                                                      "deviation (how much they vary)"))):
            header = self.stats_table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        self.rate_chart.set_texts(self.tr("Win rate over time, by level"), self.tr("games played"),
                                  self.tr("No finished game yet"))
        self.vp_chart.set_texts(self.tr("Victory points: how often"), self.tr("VP"), self.tr("No finished game yet"),
                                self.tr("games"))
        self.round_chart.set_texts(self.tr("Mean VP after each round"), self.tr("round"),
                                   self.tr("No finished game against this level"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        self.fit_columns()

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

    # ------------------------------------- the texts with %n (this class's context)
    def _update_count(self) -> None:
        shown, total = len(self.model.ids), self.library.count()
        text = self.tr("%n games", "", total) if shown == total else \
            self.tr("%1 of %2 games shown").replace("%1", str(shown)).replace("%2", str(total))
        self.count_label.setText(text)

    def _sync_done(self, report: SyncReport) -> None:
        self.sync_bar.hide()
        if report.changed:
            self.reload()
        if report.refused:
            self.statusBar().showMessage(
                self.tr("%n files of the library could not be read (the log says why)", "", len(report.refused)),
                10000)
        self.sync_finished.emit(report)

    def import_summary(self, report: ImportReport) -> str:
        """What an import did, every line said one way: a count with its noun in the language's plural
        (games added, games skipped as already in the library, files refused), then each refused file's
        reason as a bullet (the first ``MAX_REASONS``, then how many more the log lists)."""
        lines = [self.tr("The import was cancelled; what was done is kept.")] if report.cancelled else []
        lines.append(self.tr("%n games added", "", len(report.added)))
        if report.skipped:
            lines.append(self.tr("%n games skipped (already in the library)", "", len(report.skipped)))
        if report.refused:
            lines.append(self.tr("%n files refused (not readable)", "", len(report.refused)))
        lines += [BULLET + file_message_text(r.reason) for r in report.refused[:MAX_REASONS]]
        more = len(report.refused) - MAX_REASONS
        if more > 0:
            lines.append(self.tr("… and %n more (the log lists them)", "", more))
        for refused in report.refused:
            log.info("import refused %s: %s", refused.path, refused.reason)
        return "\n".join(lines)

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


def install_menu(window: Any) -> QAction:
    """Game › Library… (Ctrl+L), after Open for analysis."""
    menu = game_menu(window, QCoreApplication.translate("LibraryMenu", "&Library"))
    act = QAction(QCoreApplication.translate("LibraryMenu", "&Library…"), window)
    act.setShortcut("Ctrl+L")
    act.triggered.connect(lambda: open_library(window))
    add_before_separator(menu, [act])
    window.library_action = act
    return act
