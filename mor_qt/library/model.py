"""The library table's model: the ids of the games a filter lets through,
sorted in SQL, and their rows fetched a page at a time when shown (10,000
games open at once: only the visible page is read)."""

from __future__ import annotations

from datetime import datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from core import QT_TRANSLATE_NOOP

from ..bots import bot_label
from .index import Library
from .query import GameFilter, SortKey
from .records import GameRecord

PAGE_ROWS = 200  # rows read from the database at once
CONTEXT = "LibraryModel"
SECONDS_PER_MINUTE, MINUTES_PER_HOUR = 60, 60


class Column(IntEnum):
    DATE = 0
    PLAYERS = 1
    RESULT = 2
    VP = 3
    ROUNDS = 4
    DURATION = 5
    HINTS = 6
    REVIEWED = 7
    FILE = 8


HEADERS = {
    Column.DATE: QT_TRANSLATE_NOOP("LibraryModel", "Date"),
    Column.PLAYERS: QT_TRANSLATE_NOOP("LibraryModel", "Players"),
    Column.RESULT: QT_TRANSLATE_NOOP("LibraryModel", "Result"),
    Column.VP: QT_TRANSLATE_NOOP("LibraryModel", "VP"),
    Column.ROUNDS: QT_TRANSLATE_NOOP("LibraryModel", "Rounds"),
    Column.DURATION: QT_TRANSLATE_NOOP("LibraryModel", "Duration"),
    Column.HINTS: QT_TRANSLATE_NOOP("LibraryModel", "Hints"),
    Column.REVIEWED: QT_TRANSLATE_NOOP("LibraryModel", "Reviewed"),
    Column.FILE: QT_TRANSLATE_NOOP("LibraryModel", "File"),
}
SORT_KEYS = {
    Column.DATE: SortKey.DATE, Column.PLAYERS: SortKey.PLAYERS, Column.RESULT: SortKey.RESULT,
    Column.VP: SortKey.VP, Column.ROUNDS: SortKey.ROUNDS, Column.DURATION: SortKey.DURATION,
    Column.HINTS: SortKey.HINTS, Column.REVIEWED: SortKey.REVIEWED, Column.FILE: SortKey.FILE,
}
NUMERIC = {Column.VP, Column.ROUNDS, Column.DURATION, Column.HINTS}


MINUTES = QT_TRANSLATE_NOOP("LibraryModel", "%1 min")
HOURS_MINUTES = QT_TRANSLATE_NOOP("LibraryModel", "%1 h %2 min")
AGAINST_LORENZO = QT_TRANSLATE_NOOP("LibraryModel", "%1 vs Lorenzo")
UNFINISHED = QT_TRANSLATE_NOOP("LibraryModel", "Unfinished")
WINNERS = QT_TRANSLATE_NOOP("LibraryModel", "%1 won")
WON = QT_TRANSLATE_NOOP("LibraryModel", "Won")
LOST = QT_TRANSLATE_NOOP("LibraryModel", "Lost")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def date_text(created: str) -> str:
    """``2026-11-29T05:12:00Z`` as the local ``2026-11-29 06:12``."""
    try:
        moment = datetime.fromisoformat(created.replace("Z", "+00:00")).astimezone()
    except ValueError:
        return created
    return moment.strftime("%Y-%m-%d %H:%M")


def duration_text(seconds: float | None) -> str:
    if seconds is None:
        return ""
    minutes = round(seconds / SECONDS_PER_MINUTE)
    if minutes < MINUTES_PER_HOUR:
        return _tr(MINUTES).replace("%1", str(minutes))
    return _tr(HOURS_MINUTES).replace("%1", str(minutes // MINUTES_PER_HOUR)).replace(
        "%2", f"{minutes % MINUTES_PER_HOUR:02d}")


def players_text(record: GameRecord) -> str:
    """``Ada, Cosimo (Hard)``; solo: ``Ada vs Lorenzo``."""
    if record.solo and record.seats:
        return _tr(AGAINST_LORENZO).replace("%1", record.seats[0].name)
    return ", ".join(f"{s.name} ({bot_label(s.bot)})" if s.is_bot and s.bot else s.name for s in record.seats)


def result_text(record: GameRecord) -> str:
    """Won / Lost for the people at the table; the winners' names when only bots played."""
    if not record.finished:
        return _tr(UNFINISHED)
    won = record.human_won
    if won is None:
        names = ", ".join(record.seats[i].name for i in record.winners)
        return _tr(WINNERS).replace("%1", names)
    return _tr(WON) if won else _tr(LOST)


def vp_text(record: GameRecord) -> str:
    """The players' VP, in seat order: ``52 – 61``."""
    return " – ".join("" if s.vp is None else str(s.vp) for s in record.seats)


_DISPLAY, _ALIGNMENT, _TOOLTIP = (int(r) for r in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
                                                    Qt.ItemDataRole.ToolTipRole))
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_NUMERIC_COLUMNS = frozenset(int(c) for c in NUMERIC)


class GamesModel(QAbstractTableModel):
    """Rows: the games of the current filter, in the current order."""

    def __init__(self, library: Library, parent: Any = None) -> None:
        super().__init__(parent)
        self.library = library
        self.filter = GameFilter()
        self.sort_key = SortKey.DATE
        self.descending = True
        self.ids: list[int] = []
        self._pages: dict[int, dict[int, GameRecord]] = {}
        self._cells: dict[int, list[str]] = {}  # the texts of the rows shown, by row

    # ------------------------------------------------------------- queries
    def refresh(self) -> None:
        """Ask the database again (after a filter, a sort, an import or a sync)."""
        self.beginResetModel()
        self.ids = self.library.query_ids(self.filter, self.sort_key, self.descending)
        self._pages = {}
        self._cells = {}
        self.endResetModel()

    def forget_texts(self) -> None:
        """The texts again (a new language)."""
        self._cells = {}
        self.layoutChanged.emit()

    def set_filter(self, flt: GameFilter) -> None:
        self.filter = flt
        self.refresh()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_key = SORT_KEYS[Column(column)]
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.refresh()

    def record_at(self, row: int) -> GameRecord | None:
        if not 0 <= row < len(self.ids):
            return None
        page = row // PAGE_ROWS
        if page not in self._pages:
            chunk = self.ids[page * PAGE_ROWS:(page + 1) * PAGE_ROWS]
            self._pages[page] = self.library.rows(chunk, rounds=False)
        return self._pages[page].get(self.ids[row])

    def row_of(self, game_id: int) -> int:
        try:
            return self.ids.index(game_id)
        except ValueError:
            return -1

    # ------------------------------------------------------------ Qt model
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return _tr(HEADERS[Column(section)])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # called for every role of every visible cell at each paint: the cheap answers first
        if role == _DISPLAY:
            cells = self._cells.get(index.row())
            if cells is None:
                record = self.record_at(index.row())
                if record is None:
                    return None
                cells = self._cells[index.row()] = [self.cell(record, column) for column in Column]
            return cells[index.column()]
        if role == _ALIGNMENT:
            return _RIGHT if index.column() in _NUMERIC_COLUMNS else None
        if role == _TOOLTIP:
            record = self.record_at(index.row())
            return None if record is None else record.path
        return None

    @staticmethod
    def cell(record: GameRecord, column: Column) -> str:
        if column == Column.DATE:
            return date_text(record.created)
        if column == Column.PLAYERS:
            return players_text(record)
        if column == Column.RESULT:
            return result_text(record)
        if column == Column.VP:
            return vp_text(record)
        if column == Column.ROUNDS:
            return str(record.rounds)
        if column == Column.DURATION:
            return duration_text(record.duration_s)
        if column == Column.HINTS:
            return str(record.hints) if record.hints else ""
        if column == Column.REVIEWED:
            return "✓" if record.reviewed else ""
        return record.file_name
