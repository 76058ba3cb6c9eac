"""What the rooms of the main window share (mor_qt/window.py puts them together): their
constants, and ``WindowState``, the widgets, controller and settings ``MainWindow.__init__``
makes, named here so every room may use them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QMainWindow, QMenu, QMessageBox, QPushButton, QVBoxLayout, QWidget

from core import QT_TRANSLATE_NOOP, EventKind

from .i18n import render
from .language_follow import FollowsLanguage

if TYPE_CHECKING:
    from .board import BoardView, Table
    from .controller import GameController
    from .dialogs import GameConfig, PrivacyScreen, ScoreSheet
    from .help import RulesWindow
    from .interaction import Interaction
    from .library.keeper import Keeper
    from .log_view import GameLog
    from .panel import ActionPanel
    from .settings import Settings

STATUS_MS = 4000  # how long a passing note ("Taken back: …") stays
HOT_SEAT = 2  # humans sharing the screen from this many: hands are hidden between their turns
_NEWS_KINDS = (EventKind.VATICAN_REPORT, EventKind.TOKEN, EventKind.END_TRIGGERED)  # announced in a toast
PACES = (
    (QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0),
    (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 300),
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 800),
    (QT_TRANSLATE_NOOP("MainWindow", "Slow"), 1600),
)

LOG_NOTATION_FLAG = "log_notation"  # Settings.flag: the log shows each decision's notation tag ([market r3])


def _log_text(text: str, notation: str, show_notation: bool = False) -> str:
    """A log line: a decision's sentence (with its notation tag when asked), an event's indented."""
    if not notation:
        return f"   {render(text)}"
    return f"{render(text)}   [{notation}]" if show_notation else render(text)


class WindowState(FollowsLanguage, QMainWindow):
    """The main window's parts, made by ``MainWindow.__init__`` and the rooms' set-ups."""

    # a network table's window: its game is rebuilt from what its seat may see, so the hands
    # it does not see are not real cards, never shown; and the main window's offers are not its
    is_network_table = False
    ctl: GameController
    ui: Interaction
    table: Table
    view: BoardView
    path: Path | None
    config: GameConfig | None
    last_message: QMessageBox | None
    viewer: int | None
    settings: Settings
    rules_window: RulesWindow | None
    _status_line: Callable[[], str] | None
    side: QWidget
    side_layout: QVBoxLayout
    panel: ActionPanel
    pace_label: QLabel
    pace: QComboBox
    watch: QWidget
    pause_button: QPushButton
    step_button: QPushButton
    log_title: QLabel
    log: GameLog
    log_entries: list[tuple[str, str]]
    privacy: PrivacyScreen
    sheet: ScoreSheet
    toast: QLabel
    _toast_timer: QTimer
    status_line: QLabel
    _status_timer: QTimer
    _log_marks: list[int]
    recent_menu: QMenu  # Game › Open recent (mor_qt/window_menus.py)
    animation_actions: dict[str, QAction]  # View › Animations (mor_qt/window_menus.py)
    keeper: Keeper  # every game played here kept in the games library (mor_qt/library/keeper.py)
