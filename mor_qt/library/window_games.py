"""The library window's Games tab: the table of every kept game, its search field and
filters and the count under it, and what the buttons do with the selected game: open it
for analysis, export a copy, show it in its folder, delete it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
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
    QMessageBox,
    QPushButton,
    QTableView,
    QWidget,
)

from ..file_errors import file_error_text
from .index import LibraryError
from .model import Column
from .query import GameFilter
from .records import Result
from .window_state import _page, level_label, level_order, log
from .window_stats import LibraryStats

CONTENT_WIDTHS = {  # px the cells of a column need ("2026-11-29 06:12", "1 h 05 min", "42 – 42 – 48 – 28")
    Column.DATE: 130, Column.RESULT: 110, Column.VP: 110, Column.ROUNDS: 40, Column.DURATION: 84,
    Column.HINTS: 40, Column.REVIEWED: 40, Column.FILE: 250,
}


class LibraryGames(LibraryStats):
    """The Games tab and what it does with the selected game."""

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
        self.date_to_label = QLabel()  # "From [day] to [day]": its word set with the window's texts
        filters.addWidget(self.date_to_label)
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

    def fit_columns(self) -> None:
        """Each column as wide as its content needs and as its header in the language shown, sort
        arrow included ("Conseils" was cut on both sides in 60 px); the players take the rest."""
        header = self.table.horizontalHeader()
        for column, content in CONTENT_WIDTHS.items():
            self.table.setColumnWidth(int(column), max(content, header.sectionSizeHint(int(column))))

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
        """"12 games" under the table: ``LibraryWindow`` writes it, since its %n words are looked up
        in the translation context of the window's own class only."""
        raise NotImplementedError

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
            self.message(self.tr("Could not export the game"), file_error_text(exc, target))
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
