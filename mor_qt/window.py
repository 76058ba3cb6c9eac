"""The main window: the table, the action panel, the log, menus, saves.

``MainWindow`` lays out the window and puts together its rooms, each a class of its
own file: the menus, actions and shortcuts (mor_qt/window_menus.py), the file operations
(mor_qt/window_files.py), the game's flow into the log, the table and the panel
(mor_qt/window_flow.py), the hints (mor_qt/window_hints.py), and what they share
(mor_qt/window_state.py)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core import Game, Seat, data_dir

from .board import BoardView, Table
from .controller import GameController
from .dialogs import GameConfig, PrivacyScreen, ScoreSheet
from .game_window import register_game_window
from .interaction import Interaction
from .log_replay import LogResult, replay_log
from .log_view import GameLog
from .panel import ActionPanel
from .settings import DEFAULT_PACE_MS, Settings
from .style import BASE
from .window_menus import WindowMenus
from .window_state import LOG_NOTATION_FLAG, PACES

__all__ = [  # what the app and the tests import from here
    "LOG_NOTATION_FLAG", "PACES", "MainWindow", "data_dir", "side_width",
]

if TYPE_CHECKING:
    from .help import RulesWindow

MIN_SIZE = QSize(800, 520)
START_SIZE = QSize(1600, 1000)  # a new window before its saved geometry (or the screen) resizes it
STATUS_W = 440  # the note's room at the menu bar's right end, in pixels
STYLE = BASE + """
#Side { border-left: 3px solid #8c6a3c; }
#PanelTitle { font-size: 16px; font-weight: bold; color: #7a2e1c; }
#PanelText { font-size: 13px; }
#ActionPanel { background: #f8efd6; border: 1px solid #c9ab74; border-radius: 10px; }
#HintBox { background: #e3f4e1; border: 2px dashed #2ea043; border-radius: 10px; padding: 8px; font-size: 13px; }
#Toast { background: rgba(40, 24, 12, 225); color: #ffe9b0; border: 2px solid #f2c14e; border-radius: 12px;
          padding: 12px 26px; font-size: 17px; font-weight: bold; }
#OverlayTitle { font-size: 24px; font-weight: bold; color: #7a2e1c; }
#StatusLine { color: #7a2e1c; font-weight: bold; padding: 0 12px; }
"""



SIDE_MIN, SIDE_MIN_SHARE, SIDE_MAX, SIDE_MAX_SHARE = 290, 0.15, 560, 0.4
SIDE_START_W = 370  # the side panel's width until the window's size is known
SIDE_MARGIN, SIDE_SPACING = 12, 10
THINKING_DOTS_MS = 300  # a thinking bot's dots move this often


def side_width(window_width: int, table_height: int, table_aspect: float) -> int:
    """The action panel and log beside the table: what the table, scaled to the
    full height, leaves over (so no dark bands beside it), within bounds."""
    spare = window_width - round(table_aspect * table_height)
    low = max(SIDE_MIN, int(window_width * SIDE_MIN_SHARE))
    return max(low, min(spare, SIDE_MAX, int(window_width * SIDE_MAX_SHARE)))


class MainWindow(WindowMenus):
    """The main window: the table, the action panel, the log; its menus, files, hints and the
    game's flow are its rooms (mor_qt/window_menus.py, window_files.py, window_hints.py, window_flow.py)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Masters of Renaissance"))
        self.setStyleSheet(STYLE)
        self.resize(START_SIZE)
        self.setMinimumSize(MIN_SIZE)
        self.ctl = self.make_controller()
        self.ui = Interaction(self)
        self.table = Table(self.ctl, self.ui)
        self.view = BoardView(self.table)
        self.path: Path | None = None
        self.config: GameConfig | None = None
        self.last_message: QMessageBox | None = None
        self.viewer: int | None = None
        self.settings = Settings()
        self.rules_window: RulesWindow | None = None  # made when first shown
        self._status_line: Callable[[], str] | None = None  # the status bar's message, made again in a new language

        central = QWidget()
        central.setObjectName("Central")
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self._build_side())
        self.setCentralWidget(central)
        # a method, not a lambda: Qt drops the connection when this window is deleted
        self.table.sceneRectChanged.connect(self._scene_rect_changed)
        # the board is played with the mouse and the shortcuts: the keyboard stays in the side panel
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._panel_lost_focus = False
        app = QApplication.instance()
        if isinstance(app, QApplication):  # always, in the app and the tests: windows need one
            app.focusChanged.connect(self._focus_moved)
        # after the new buttons are shown (Qt shows widgets added to a visible panel a moment later)
        self.panel.refreshed.connect(lambda: QTimer.singleShot(0, self, self._panel_focus))
        self._build_overlays(central)
        self._build_status_line()
        self._log_marks: list[int] = []  # log length before each decision of the turn in progress
        # the order of the connections is the order the slots run in: the Edit menu first, the log and the
        # flow after the hints and the menus, the library's keeper last
        self.ctl.taken_back.connect(self._taken_back)
        self.ctl.state_changed.connect(self._update_edit_menu)
        self.ctl.bot_thinking.connect(lambda *_: self._update_edit_menu())
        self._hint_setup()
        self.install_shortcuts()  # Esc (cancel a choice) among them
        self._all_menus()
        self._follow_controller()
        from .library.keeper import Keeper

        self.keeper = Keeper(self)  # every game played here is kept in the games library
        self.ctl.bot_thinking.connect(lambda *_: self._update_watch())
        self._think = QTimer(self)
        self._think.timeout.connect(self._animate_thinking)
        self._think.start(THINKING_DOTS_MS)

    def _build_side(self) -> QWidget:
        """The side panel: the action panel, the bot speed, Pause and Step (bots alone), the log."""
        side = self.side = QWidget()
        side.setObjectName("Side")
        side.setFixedWidth(SIDE_START_W)  # until the window's size is known (``_fit_side``)
        slay = self.side_layout = QVBoxLayout(side)
        slay.setContentsMargins(SIDE_MARGIN, SIDE_MARGIN, SIDE_MARGIN, SIDE_MARGIN)
        slay.setSpacing(SIDE_SPACING)
        self.panel = ActionPanel(self.ctl, self.ui)
        slay.addWidget(self.panel)
        pace = QHBoxLayout()
        self.pace_label = QLabel(self.tr("Bot speed:"))
        pace.addWidget(self.pace_label)
        self.pace = QComboBox()
        for label, ms in PACES:
            self.pace.addItem(QCoreApplication.translate("MainWindow", label), ms)  # PACES' context
        remembered = self.pace.findData(self.settings.pace_ms)
        self.pace.setCurrentIndex(remembered if remembered >= 0 else self.pace.findData(DEFAULT_PACE_MS))
        self.pace.currentIndexChanged.connect(self._pace_changed)
        self.ctl.pace_ms = self.pace.currentData()
        pace.addWidget(self.pace, 1)
        slay.addLayout(pace)
        # only bots at the table: watch their game, pausing or stepping decision by decision
        self.watch = QWidget()
        watch = QHBoxLayout(self.watch)
        watch.setContentsMargins(0, 0, 0, 0)
        self.pause_button = QPushButton(self.tr("Pause"))
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self.set_bots_paused)
        self.step_button = QPushButton(self.tr("Step"))
        self.step_button.setToolTip(self.tr("Play the next decision, then wait"))
        self.step_button.clicked.connect(self.step_bots)
        watch.addWidget(self.pause_button, 1)
        watch.addWidget(self.step_button, 1)
        self.watch.hide()
        slay.addWidget(self.watch)
        self.log_title = QLabel(self.tr("Game log"))
        self.log_title.setObjectName("PanelTitle")
        slay.addWidget(self.log_title)
        self.log = GameLog()
        self.log_entries: list[tuple[str, str]] = []
        slay.addWidget(self.log, 1)
        return side

    def _build_overlays(self, central: QWidget) -> None:
        """What covers the table at times: the privacy screen (hot-seat), the score sheet, the news banner."""
        self.privacy = PrivacyScreen(central, self.view)  # the table alone: the side tells nothing secret
        self.privacy.revealed.connect(self._revealed)
        self.sheet = ScoreSheet(central)
        self.sheet.new_game.connect(self.new_game_dialog)
        self.sheet.rematch.connect(self.rematch)
        self.sheet.shown.connect(self._sheet_shown)
        self.panel.on_score_sheet = self.show_score_sheet
        self.toast = QLabel(central)
        self.toast.setObjectName("Toast")
        self.toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.toast.setTextFormat(Qt.TextFormat.PlainText)  # news and chat lines: never markup
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)

    def _build_status_line(self) -> None:
        """A passing note ("Taken back: …") at the menu bar's right end, where there is room: a status bar
        appearing with it moved the table up."""
        self.status_line = QLabel()
        self.status_line.setObjectName("StatusLine")
        self.status_line.setMinimumWidth(STATUS_W)  # its room is kept while empty: the menu bar never re-lays out
        self.status_line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.menuBar().setCornerWidget(self.status_line, Qt.Corner.TopRightCorner)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.clear_status)

    def _follow_controller(self) -> None:
        """The log, the end of the game, errors and the watch buttons follow the controller's signals."""
        self.ctl.events_applied.connect(self._log_events)
        self.ctl.human_to_move.connect(self._human_to_move)
        self.ctl.game_over.connect(self._game_over)
        self.ctl.bot_error.connect(lambda msg: self._log_line(f"⚠ {msg}", ""))
        self.ctl.search_failed.connect(lambda msg: self.message(self.tr("Computer opponents"), msg))
        self.ctl.state_changed.connect(self._state_changed)
        self.ctl.state_changed.connect(self._update_watch)

    def make_controller(self) -> GameController:
        """The table's controller (a network table's window makes its own)."""
        return GameController(self)

    def restore_placement(self) -> None:
        """Open where the user left the window, or as large as fits the screen."""
        from .placement import place_window

        place_window(self, self.settings.geometry)
        state = self.settings.window_state
        if state is not None:
            self.restoreState(state)

    def _replay_log(
        self, game: Game, game_at: Callable[[int], Game] | None = None, log: LogResult | None = None
    ) -> None:
        """The log of a game opened or resumed: built whole first, then added in one batch."""
        lines, marks, last, skipped, problem = log if log is not None else replay_log(game, game_at)
        if problem:
            lines.append((self.tr("(the log could not be rebuilt: %1)").replace("%1", problem), ""))
        if skipped:
            lines.insert(0, (self.log.skipped_note(skipped), ""))
            marks = [m + 1 for m in marks]
        self.table.last_move = last
        self._add_log_lines(lines)
        self._log_marks = marks

    # ------------------------------------------------------------- helpers
    def render_png(self, path: str) -> bool:
        self.table.flush()
        self.view.fit()
        return self.grab().save(path)

    def resizeEvent(self, event: Any) -> None:
        self._fit_side()
        super().resizeEvent(event)
        for ov in (self.privacy, self.sheet):
            if ov.isVisible():
                ov.cover()

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """A panel button being replaced hands the keyboard on: note it, to give it back to the panel."""
        try:
            if old is not None and old.isHidden() and self.panel.isAncestorOf(old) and not (
                    new is not None and self.panel.isAncestorOf(new)):
                self._panel_lost_focus = True
        except RuntimeError:  # the old button is already deleted
            pass

    def _panel_focus(self) -> None:
        """After the panel is rebuilt: Tab goes through its buttons first, then Bot
        speed and the log; the keyboard stays in the panel (a pressed button is gone)."""
        widgets = [w for w in self.panel.findChildren(QWidget)
                   if isinstance(w, (QPushButton, QComboBox)) and w.isVisibleTo(self) and w.isEnabled()]
        chain = [*widgets, self.pace, self.log]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        focus = QApplication.focusWidget()
        lost, self._panel_lost_focus = self._panel_lost_focus, False
        parked = focus is self.pace and not self.pace.view().isVisible()  # where Qt puts it by default
        if lost or focus is None or focus is self.view or parked:
            target = next((w for w in widgets if w.objectName() == "Primary"), widgets[0] if widgets else None)
            if target is not None:
                target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _scene_rect_changed(self, _rect: object) -> None:
        self._fit_side()

    def _fit_side(self) -> None:
        rect = self.table.sceneRect()
        central = self.centralWidget()
        height = central.height() if central is not None else self.height()
        room = self.width() - sum(dock.width() for dock in self.findChildren(QDockWidget)
                                  if dock.isVisible() and not dock.isFloating())
        self.side.setFixedWidth(side_width(room, height, rect.width() / max(1.0, rect.height())))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.hinter.cancel()
        self.ctl.autosave_now()
        self.ctl.shutdown()
        from .help import remove_rule_links

        remove_rule_links()
        super().closeEvent(event)


def _open_on(game: Game, seats: list[Seat]) -> MainWindow:
    """A new main window, placed as the user left it, playing ``game`` (the analysis's "play on")."""
    win = MainWindow()
    win.restore_placement()
    win.set_loaded(game, seats, None)
    return win


register_game_window(_open_on)
