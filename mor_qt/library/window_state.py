"""What the rooms of the library window share (mor_qt/library/window.py puts them together):
the window's style and sizes, how levels are ordered and named, and ``LibraryState``, the
library, the model and the widgets ``LibraryWindow.__init__`` makes, named here so every
room may use them, and the message box they all show."""

from __future__ import annotations

import html
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QProgressDialog,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..bots import BOT_LEVELS, bot_label
from ..language_follow import FollowsLanguage
from ..style import BASE
from .stats import SOLO

if TYPE_CHECKING:
    from .index import Library
    from .model import GamesModel
    from .stats import PlayerStats
    from .window_jobs import Job

log = logging.getLogger("mor_qt.library.window")  # the library window's log, one name for all its rooms

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
BULLET = "• "  # a line of a message that is one of a list (a refused file's reason)
MESSAGE_LIST_W = 480  # px: a message box with a list is at least this wide, so its reasons wrap less
WINDOW_SIZE = (1200, 760)
STATS_TAB = "statistics"


def level_order(level: str) -> tuple[int, str]:
    """Easy to expert, then the other bots, then solo (the app's list of levels)."""
    order = [name for name, _label in BOT_LEVELS]
    return (order.index(level) if level in order else len(order) + (level == SOLO), level)


def level_label(level: str) -> str:
    """A level as the statistics name it: "Hard", "Solo (Lorenzo)"."""
    if level == SOLO:
        return QCoreApplication.translate("LibraryWindow", "Solo (Lorenzo)")
    return bot_label(level)


class LibraryState(FollowsLanguage, QMainWindow):
    """The library window's parts, made by ``LibraryWindow.__init__``; what every room asks with."""

    library: Library
    main_window: QWidget | None  # the table that "play on" continues in
    model: GamesModel
    stats: PlayerStats | None  # the statistics shown (mor_qt/library/window_stats.py)
    stats_levels: list[str]  # their levels in order: a level's place is its line's style in the charts
    sync_job: Job | None  # (mor_qt/library/window_jobs.py)
    import_job: Job | None
    progress_dialog: QProgressDialog | None
    last_message: QMessageBox | None
    _search_timer: QTimer
    tabs: QTabWidget
    count_label: QLabel
    sync_bar: QProgressBar

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

    def message(self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
        """``text`` in a message box; its lines starting with ``BULLET`` as a list, each
        wrapped line under its first word (``bulleted_html``)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        if any(line.startswith(BULLET) for line in text.split("\n")):
            box.setTextFormat(Qt.TextFormat.RichText)
            box.setText(bulleted_html(text))
            box.setStyleSheet(f"QLabel#qt_msgbox_label {{ min-width: {MESSAGE_LIST_W}px; }}")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()

    def open_game(self, game_id: int) -> Any:
        """Open the game in the analysis window (mor_qt/library/window_games.py)."""
        raise NotImplementedError

    def import_dialog(self) -> None:
        """Ask for a folder and import its games (mor_qt/library/window_jobs.py)."""
        raise NotImplementedError


def bulleted_html(text: str) -> str:
    """``text``'s lines as rich text, a line starting with ``BULLET`` as a row with the bullet
    in its own column: a reason that wraps goes on under its first word, not under the bullet."""
    out: list[str] = []
    for line in text.split("\n"):
        if line.startswith(BULLET):
            words = html.escape(line.removeprefix(BULLET))
            out.append(f"<table cellspacing='0' cellpadding='0'><tr><td>{BULLET}</td><td>{words}</td></tr></table>")
        else:
            out.append(f"<div>{html.escape(line)}</div>")
    return "".join(out)


def _page() -> tuple[QWidget, QVBoxLayout]:
    """A tab of the window (styled as #LibraryPage) and its layout."""
    page = QWidget()
    page.setObjectName("LibraryPage")
    lay = QVBoxLayout(page)
    lay.setContentsMargins(10, 10, 10, 10)
    return page, lay

