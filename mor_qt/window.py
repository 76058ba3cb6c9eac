"""The main window: the table, the action panel, the log, menus, saves."""

from __future__ import annotations

import itertools
import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core import (
    QT_TRANSLATE_NOOP,
    Action,
    ActionKind,
    EventKind,
    Game,
    Seat,
    TurnMode,
    data_dir,
    describe_event,
    load,
    load_autosave,
    read_header,
    save,
)

from . import i18n
from .board import BoardView, Table
from .controller import DEFAULT_BOT, GameController, copy_seats
from .dialogs import GameConfig, NewGameDialog, PrivacyScreen, ScoreSheet
from .game_window import register_game_window
from .i18n import render
from .interaction import Interaction
from .language_follow import FollowsLanguage
from .log_replay import LogBuilder, LogResult, replay_log
from .log_view import GameLog
from .panel import ActionPanel
from .settings import SeatSetting, Settings
from .style import BASE

if TYPE_CHECKING:
    from .help import RulesWindow

MIN_SIZE = QSize(800, 520)
STATUS_MS = 4000  # how long a passing note ("Taken back: …") stays
STATUS_W = 380  # the note's room at the menu bar's right end, in pixels
HOT_SEAT = 2  # humans sharing the screen from this many: hands are hidden between their turns
_NEWS_KINDS = (EventKind.VATICAN_REPORT, EventKind.TOKEN, EventKind.END_TRIGGERED)  # announced in a toast
PACES = (
    (QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0),
    (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 300),
    (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 800),
    (QT_TRANSLATE_NOOP("MainWindow", "Slow"), 1600),
)

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


log = logging.getLogger(__name__)


LOG_NOTATION_FLAG = "log_notation"  # Settings.flag: the log shows each decision's notation tag ([market r3])


def _log_text(text: str, notation: str, show_notation: bool = False) -> str:
    """A log line: a decision's sentence (with its notation tag when asked), an event's indented."""
    if not notation:
        return f"   {render(text)}"
    return f"{render(text)}   [{notation}]" if show_notation else render(text)


SIDE_MIN, SIDE_MIN_SHARE, SIDE_MAX, SIDE_MAX_SHARE = 290, 0.15, 560, 0.4


def side_width(window_width: int, table_height: int, table_aspect: float) -> int:
    """The action panel and log beside the table: what the table, scaled to the
    full height, leaves over (so no dark bands beside it), within bounds."""
    spare = window_width - round(table_aspect * table_height)
    low = max(SIDE_MIN, int(window_width * SIDE_MIN_SHARE))
    return max(low, min(spare, SIDE_MAX, int(window_width * SIDE_MAX_SHARE)))


class MainWindow(FollowsLanguage, QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Masters of Renaissance"))
        self.setStyleSheet(STYLE)
        self.resize(1600, 1000)
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
        side = QWidget()
        side.setObjectName("Side")
        side.setFixedWidth(370)
        self.side = side
        slay = self.side_layout = QVBoxLayout(side)
        slay.setContentsMargins(12, 12, 12, 12)
        slay.setSpacing(10)
        self.panel = ActionPanel(self.ctl, self.ui)
        slay.addWidget(self.panel)
        pace = QHBoxLayout()
        self.pace_label = QLabel(self.tr("Bot speed:"))
        pace.addWidget(self.pace_label)
        self.pace = QComboBox()
        for label, ms in PACES:
            self.pace.addItem(self.tr(label), ms)
        remembered = self.pace.findData(self.settings.pace_ms)
        self.pace.setCurrentIndex(remembered if remembered >= 0 else 2)
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
        lay.addWidget(side)
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

        self.privacy = PrivacyScreen(central)
        self.privacy.revealed.connect(self._revealed)
        self.sheet = ScoreSheet(central)
        self.sheet.new_game.connect(self.new_game_dialog)
        self.sheet.rematch.connect(self.rematch)

        self.toast = QLabel(central)
        self.toast.setObjectName("Toast")
        self.toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        # a passing note ("Taken back: …") at the menu bar's right end, where there is room: a status bar
        # appearing with it moved the table up
        self.status_line = QLabel()
        self.status_line.setObjectName("StatusLine")
        self.status_line.setMinimumWidth(STATUS_W)  # its room is kept while empty: the menu bar never re-lays out
        self.status_line.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.menuBar().setCornerWidget(self.status_line, Qt.Corner.TopRightCorner)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.status_line.clear)

        self._log_marks: list[int] = []  # log length before each decision of the turn in progress
        self.ctl.taken_back.connect(self._taken_back)
        self.ctl.state_changed.connect(self._update_edit_menu)
        self.ctl.bot_thinking.connect(lambda *_: self._update_edit_menu())
        self._hint_setup()
        self.install_shortcuts()  # Esc (cancel a choice) among them
        self._all_menus()
        self.ctl.events_applied.connect(self._log_events)
        self.ctl.human_to_move.connect(self._human_to_move)
        self.ctl.game_over.connect(self._game_over)
        self.ctl.bot_error.connect(lambda msg: self._log_line(f"⚠ {msg}", ""))
        self.ctl.search_failed.connect(lambda msg: self.message(self.tr("Computer opponents"), msg))
        self.ctl.state_changed.connect(self._state_changed)
        self.ctl.state_changed.connect(self._update_watch)
        from .library.keeper import Keeper

        self.keeper = Keeper(self)  # every game played here is kept in the games library
        self.ctl.bot_thinking.connect(lambda *_: self._update_watch())
        self._think = QTimer(self)
        self._think.timeout.connect(self._animate_thinking)
        self._think.start(300)

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

    def animation_ms(self) -> int:
        """How long the table animates a decision: the speed setting, never longer than a bot's pace."""
        from .animation import duration_ms

        ms = duration_ms(self.settings.animation)
        bot_moved = self.ctl.game is not None and not self.ctl.is_human_turn()
        return min(ms, self.ctl.pace_ms) if bot_moved and self.ctl.pace_ms < ms else ms

    def set_animation(self, speed: str) -> None:
        """Off / fast / normal (remembered)."""
        self.settings.animation = speed
        for name, act in self.animation_actions.items():
            act.setChecked(name == speed)

    def _pace_changed(self, _index: int) -> None:
        self.ctl.pace_ms = self.pace.currentData()
        self.settings.pace_ms = self.ctl.pace_ms

    # ---------------------------------------------------------------- menus
    def _all_menus(self) -> None:
        """The menu bar, built again in the new language on a language change."""
        self.menuBar().clear()
        self._menus()
        from .analysis import install_menu

        install_menu(self)  # Game > Open for analysis…
        from .library import install_menu as install_library_menu

        install_library_menu(self)  # Game > Library… (Ctrl+L)
        from .network import install_menu as install_network_menu

        install_network_menu(self)  # Game > Host network table…, Join network table…
        self._language_menu()

    def _language_menu(self) -> None:
        """Language: English / Français (remembered; the game in progress is kept)."""
        menu = self.menuBar().addMenu(i18n.language_menu_title())  # "Language / Langue": found in either
        group = QActionGroup(menu)
        current = i18n.current_language()
        for code, name in i18n.LANGUAGES.items():
            action = menu.addAction(name)  # each language named in its own language
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _=False, code=code: self.choose_language(code))

    def choose_language(self, code: str) -> None:
        """Switch the whole app to ``code`` now and remember it."""
        self.settings.language = code
        if not i18n.set_language(code):
            self.message(self.tr("Language"), self.tr("The %1 catalogue is missing; run scripts/bootstrap.sh.")
                         .replace("%1", i18n.LANGUAGES.get(code, code)))
        self._queue_retranslate()

    def retranslate(self) -> None:
        """Every text of the window again, in the current language; the game goes on untouched."""
        self._retranslate_queued = False
        self._all_menus()
        self.pace_label.setText(self.tr("Bot speed:"))
        for i, (label, _ms) in enumerate(PACES):
            self.pace.setItemText(i, self.tr(label))
        self.log_title.setText(self.tr("Game log"))
        self.pause_button.setText(self.tr("Resume") if self.pause_button.isChecked() else self.tr("Pause"))
        self.step_button.setText(self.tr("Step"))
        self._rewrite_log()
        if self.status_line.text() and self._status_line is not None:  # in the new language too
            self.status_line.setText(self._status_line())
        self.panel.refresh()
        self.table.request_rebuild()
        self.table.update()
        self._state_changed()
        game = self.ctl.game
        if self.sheet.isVisible() and game is not None:
            self.sheet.show_game(game)
        if self.privacy.isVisible():
            self.privacy.retranslate()
        if self.rules_window is not None:  # the rules text is per language: made again when asked
            self.rules_window.close()
            self.rules_window.deleteLater()
            self.rules_window = None

    def _rewrite_log(self) -> None:
        """Every log line again (the language or the notation tags changed)."""
        show = self.settings.flag(LOG_NOTATION_FLAG)
        for i, (text, notation) in enumerate(self.log_entries):
            item = self.log.item(i)
            if item is not None:
                item.setText(_log_text(text, notation, show))

    def set_log_notation(self, show: bool) -> None:
        """View › Notation in the log: each decision's tag ([market r3]) shown or not (remembered)."""
        self.settings.set_flag(LOG_NOTATION_FLAG, show)
        self.log_notation_action.setChecked(show)
        self._rewrite_log()

    def _menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        game.setObjectName("GameMenu")

        def act(text: str, slot: Any, key: Any = None) -> QAction:
            a = QAction(text, self)
            if key is not None:
                a.setShortcut(key)
            a.triggered.connect(slot)
            game.addAction(a)
            return a

        act(self.tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New)
        act(self.tr("&Rematch"), self.rematch)
        act(self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = game.addMenu(self.tr("Open &recent"))
        act(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        act(self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        # the program, not just this window: its analysis windows too (else it would stay running)
        act(self.tr("&Quit"), QApplication.closeAllWindows, QKeySequence.StandardKey.Quit)
        self._fill_recent()
        self._edit_menu()
        self._view_menu()
        self._help_menu()

    def install_shortcuts(self) -> None:
        """The main decisions from the keyboard (mor_qt.shortcuts lists them)."""
        from .shortcuts import MARKET_LINES, SHORTCUTS

        handlers: dict[str, Callable[..., object]] = {
            "end_turn": lambda: self._press("end"), "confirm": self._confirm, "cancel": self.cancel_choice,
            "produce": lambda: self._press("produce"),
        }
        for k, line in enumerate(MARKET_LINES):
            handlers[f"market_{line}"] = lambda _checked=False, k=k: self.take_line(k)
        self.shortcut_actions: dict[str, QAction] = {}
        for sc in SHORTCUTS:
            act = QAction(sc.name, self)
            act.setShortcut(QKeySequence(sc.keys))
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(handlers[sc.name])
            self.addAction(act)
            self.shortcut_actions[sc.name] = act

    def _press(self, key: str) -> bool:
        """Click the action panel's button ``key`` if it is there and enabled."""
        button = self.panel.buttons.get(key)  # the panel's current buttons (maybe not painted yet)
        if button is None or not button.isEnabled() or self.panel.hidden_turn:
            return False
        button.click()
        return True

    def _confirm(self) -> None:
        """Ctrl+Return: the panel's main button, when it is not End turn (that has its own key)."""
        for key in ("keep", "confirm", "auto"):
            if self._press(key):
                return

    def take_line(self, line: int) -> bool:
        """Take market line ``line`` (0-2 rows, 3-6 columns) when the human may."""
        game = self.ctl.game
        act = Action(ActionKind.MARKET, line)
        if game is None or not self.ctl.is_human_turn() or self.table.hidden or self.ui.plan is not None \
                or self.ui.buy_card is not None or act not in game.legal_actions():
            return False
        return bool(self.ctl.apply(act))

    def _edit_menu(self) -> None:
        """Edit › Undo / Redo, labelled with the decision, enabled only when allowed."""
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        edit.addAction(self.undo_action)
        self.redo_action = QAction(self.tr("&Redo"), self)
        from .shortcuts import redo_keys

        self.redo_action.setShortcuts(redo_keys())  # each key once: a key listed twice does nothing
        self.redo_action.triggered.connect(self.redo)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        self.hint_action = QAction(self.tr("&Hint"), self)
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(self.hint)
        edit.addAction(self.hint_action)
        self._update_edit_menu()

    def _view_menu(self) -> None:
        """View › Animations: off, fast or normal (remembered)."""
        from PySide6.QtGui import QActionGroup

        view = self.menuBar().addMenu(self.tr("&View"))
        anims = view.addMenu(self.tr("&Animations"))
        group = QActionGroup(self)
        self.animation_actions: dict[str, QAction] = {}
        for speed, label in (("off", self.tr("Off")), ("fast", self.tr("Fast")), ("normal", self.tr("Normal"))):
            act = QAction(label, self)
            act.setCheckable(True)
            act.setChecked(self.settings.animation == speed)
            act.triggered.connect(lambda _checked=False, sp=speed: self.set_animation(sp))
            group.addAction(act)
            anims.addAction(act)
            self.animation_actions[speed] = act
        self.log_notation_action = QAction(self.tr("&Notation in the log"), self)
        self.log_notation_action.setToolTip(self.tr("Show each decision's notation ([market r3]), as saves and "
                                                    "the analysis write it"))
        self.log_notation_action.setCheckable(True)
        self.log_notation_action.setChecked(self.settings.flag(LOG_NOTATION_FLAG))
        self.log_notation_action.toggled.connect(self.set_log_notation)
        view.addAction(self.log_notation_action)

    def set_bots_paused(self, paused: bool) -> None:
        """Pause / Resume a game only bots play (the decision being searched still lands)."""
        self.ctl.set_paused(paused)
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        self.pause_button.setChecked(paused)
        self.step_button.setEnabled(paused)
        self.panel.refresh()  # its heading says "Paused"

    def step_bots(self) -> None:
        """While paused: the bot to move plays one decision."""
        self.ctl.step_bot()

    def _update_watch(self) -> None:
        game = self.ctl.game
        bots_only = game is not None and not game.is_over and not self.ctl.human_seats()
        self.watch.setVisible(bots_only)
        self.step_button.setEnabled(self.ctl.paused and self.ctl.thinking_seat is None)

    def _help_menu(self) -> None:
        """Help › Rules (F1), Quick reference, About; rule links open the rules window."""
        from .help import RuleLinks, install_rule_links

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = QAction(self.tr("&Rules"), self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.help_here)
        help_menu.addAction(self.rules_action)
        quick = QAction(self.tr("&Quick reference"), self)
        quick.triggered.connect(self.show_quick_reference)
        help_menu.addAction(quick)
        help_menu.addSeparator()
        about = QAction(self.tr("&About"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)
        if not hasattr(self, "rule_links"):  # once: the menu itself is rebuilt on a language change
            self.rule_links = RuleLinks(self)
            self.rule_links.opened.connect(self.show_rules)
            install_rule_links(self.rule_links)

    def show_rules(self, number: str | None = None) -> RulesWindow:
        """The rules window, at rule ``number`` (e.g. "R6.4") when given."""
        from .help import RulesWindow

        if self.rules_window is None:
            self.rules_window = RulesWindow(self)
        if number:
            self.rules_window.show_rule(number)
        self.rules_window.show()
        self.rules_window.raise_()
        return self.rules_window

    def help_here(self) -> None:
        """F1: the rule cited by the tooltip under the mouse, else the whole rules."""
        from PySide6.QtGui import QCursor

        from .help import cited_rules

        pos = self.view.viewport().mapFromGlobal(QCursor.pos())
        item = self.view.itemAt(pos) if self.view.viewport().rect().contains(pos) else None
        numbers = cited_rules(item.toolTip()) if item is not None else []
        self.show_rules(numbers[0] if numbers else None)

    def show_quick_reference(self) -> Any:
        from .help import QuickReference

        dlg = QuickReference(self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.rule_clicked.connect(self.show_rules)
        dlg.show()
        return dlg

    def show_about(self) -> Any:
        from .help import AboutDialog

        dlg = AboutDialog(self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    def welcome_or_new_game(self) -> None:
        if not self.first_start():
            self.new_game_dialog()

    def first_start(self) -> bool:
        """The welcome on the very first start (no settings flag, no autosave yet);
        True when it was shown."""
        if self.settings.flag("welcomed"):
            return False
        from .help import WelcomeDialog

        self.settings.set_flag("welcomed", True)
        dlg = WelcomeDialog(self)
        self.welcome = dlg
        dlg.finished.connect(lambda _r: self._welcome_choice(dlg.choice))
        dlg.open()
        return True

    def _welcome_choice(self, choice: str) -> None:
        from .help import WelcomeDialog
        from .seat_names import computer_name, human_name

        if choice == WelcomeDialog.SOLO:
            self.start_game(GameConfig([Seat(human_name())], random.randrange(2**31), None))
        elif choice == WelcomeDialog.BOTS:
            self.config = GameConfig([Seat(human_name()), Seat(computer_name(), "bot", DEFAULT_BOT)],
                                     random.randrange(2**31), None)
            self.new_game_dialog()
        elif choice == WelcomeDialog.RULES:
            self.show_rules()

    def _update_edit_menu(self) -> None:
        undo, redo = self.ctl.undo_text(), self.ctl.redo_text()
        self.undo_action.setEnabled(bool(undo))
        self.undo_action.setText(self.tr("&Undo: %1").replace("%1", undo) if undo else self.tr("&Undo"))
        self.redo_action.setEnabled(bool(redo))
        self.redo_action.setText(self.tr("&Redo: %1").replace("%1", redo) if redo else self.tr("&Redo"))

    # ---------------------------------------------------------------- hint
    def _hint_setup(self) -> None:
        from .hint import HintRunner

        self.hinter = HintRunner(self)
        self.hinter.ready.connect(self._hint_ready)
        self.hinter.failed.connect(self._hint_failed)
        self.hint_list: list[Any] = []
        self._hint_phase = 0  # the thinking dots of a hint under way
        self.hint_box = QLabel()
        self.hint_box.setObjectName("HintBox")
        self.hint_box.setWordWrap(True)
        self.hint_box.hide()
        self.side_layout.insertWidget(1, self.hint_box)
        self.panel.on_hint = self.hint
        self.panel.refresh()
        self.ctl.state_changed.connect(self.clear_hint)

    def hint(self) -> bool:
        """H: start a hint for the human to move (or cancel the one under way, or close the one shown)."""
        if self.hinter.busy or self.hint_box.isVisible():
            self.clear_hint()
            return False
        game = self.ctl.game
        if game is None or game.is_over or not self.ctl.is_human_turn() or self.table.hidden:
            return False
        seat = game.current_seat
        assert seat is not None
        from .hint import HINTS_KEY

        settings = self.ctl.seats[seat].settings
        settings[HINTS_KEY] = int(settings.get(HINTS_KEY, 0) or 0) + 1
        self.hint_seat = seat
        self.hinter.start(game, seat)
        self._hint_phase = 0
        self._show_hint_thinking()
        self.hint_box.show()
        self._keep_log_end()
        return True

    def _show_hint_thinking(self) -> None:
        """The hint box while its search runs: dots that move (the window's thinking timer), so it shows it is busy."""
        dots = "." * (1 + self._hint_phase % 3)
        title = self.tr("Hint")
        thinking = self.tr("thinking")
        self.hint_box.setText(f"<b>{title}</b> — {thinking}{dots}<br>"
                              + self.tr("Looking for the best decisions… (H or Esc: cancel)"))

    def _keep_log_end(self) -> None:
        """The hint box takes room from the log: its newest lines stay in sight."""
        if self.log.count():
            self.log.scrollToBottom()

    def clear_hint(self) -> None:
        """Cancel a hint under way and take the hint off the board and the panel."""
        self.hinter.cancel()
        self.hint_list = []
        shown = self.hint_box.isVisible()
        self.hint_box.hide()
        self.table.show_hints([])
        if shown:
            self._keep_log_end()

    def _hint_ready(self, ticket: int, hints: list[Any]) -> None:
        if ticket != self.hinter.ticket:
            return
        from .hint import board_tags

        self.hinter.cancel()  # the thread is done: forget it
        self.hint_list = hints
        if not hints:
            self.hint_box.setText(self.tr("No hint: the search found no decision."))
            self._keep_log_end()
            return
        title = self.tr("Hint")  # outside the f-string, where lupdate sees it
        game = self.ctl.game
        # what the percentages are: the model's probability, as the analysis chart says
        what = self.tr("chance to beat Lorenzo (bot's model)") if game is not None and game.solo \
            else self.tr("win probability (bot's model)")
        lines = [f"<b>{title}</b> — {what}"]
        for rank, h in enumerate(hints, 1):
            chance = "" if h.win_chance is None else \
                " — " + self.tr("%1%").replace("%1", f"{h.win_chance * 100:.0f}")
            lines.append(f"{rank}. {h.text}{chance}")
        lines.append("<small>" + self.tr("H or Esc: close") + "</small>")
        self.hint_box.setText("<br>".join(lines))
        self.hint_box.show()
        self._keep_log_end()
        seat = getattr(self, "hint_seat", 0)
        self.table.show_hints([(tag, rank) for rank, h in enumerate(hints, 1) for tag in board_tags(h.action, seat)])

    def _hint_failed(self, ticket: int, reason: str) -> None:
        if ticket != self.hinter.ticket:
            return
        self.hinter.cancel()
        self.hint_box.setText(self.tr("No hint this time: %1").replace("%1", reason))

    def undo(self) -> None:
        self.ui.reset()
        self.ctl.undo()

    def redo(self) -> None:
        self.ui.reset()
        self.ctl.redo()

    def _taken_back(self, action: Any) -> None:
        """The log forgets the decision taken back, as the game's history does."""
        if self._log_marks:
            keep = self._log_marks.pop()
            self.log.take_last(keep)
            del self.log_entries[keep:]
        self.table.last_move = ""
        self.table.last_action = None
        from .decision_names import short_name

        self._status_line = lambda: self.tr("Taken back: %1").replace("%1", short_name(action))
        self.show_status(self._status_line())

    def show_status(self, text: str) -> None:
        """A note for a few seconds at the menu bar's right end: nothing moves."""
        self.status_line.setText(text)
        self._status_timer.start(STATUS_MS)

    def cancel_choice(self) -> None:
        """Esc: drop a half-made purchase, production plan or leader selection (and a hint)."""
        if self.hinter.busy or self.hint_box.isVisible():
            self.clear_hint()
            return
        game = self.ctl.game
        if game is not None and game.turn_mode == TurnMode.PRODUCING:
            return  # a production under way can only be finished
        self.ui.reset()

    # --------------------------------------------------------------- games
    def start_game(self, config: GameConfig) -> None:
        self.config = config
        self.settings.current_file = None
        self.settings.last_table = [SeatSetting(s.name, s.kind, s.bot or DEFAULT_BOT) for s in config.seats]
        self.path = None
        self._reset_view()
        self.ctl.new_game(config.seats, config.seed, config.first_seat)

    def _reset_view(self) -> None:
        self.sheet.hide()
        self.privacy.hide()
        self.log.clear()
        self._log_marks = []
        self.log_entries.clear()
        self.table.last_move = ""
        self.table.last_action = None
        self.ui.keep_sel = []
        self.ui.buy_card = None
        self.ui.plan = None
        self.table.hidden = False
        self.panel.hidden_turn = False
        self.viewer = None

    def previous_config(self) -> GameConfig | None:
        """What the New game dialog starts from: this game's table, else the last table remembered."""
        from .seat_names import in_current_language  # a default name follows the language

        config = self.config
        if config is None and (table := self.settings.last_table):
            config = GameConfig([Seat(s.name, s.kind, s.bot) for s in table], 1, None)
        if config is None:
            return None
        seats = [Seat(in_current_language(s.name), s.kind, s.bot) for s in config.seats]
        return GameConfig(seats, config.seed, config.first_seat)

    def confirm_replace(self) -> bool:
        """Before New game, Open, Open recent, Rematch or Play on replaces an
        unfinished game: Save / Discard / Cancel.  True when it may go."""
        game = self.ctl.game
        if game is None or game.is_over or not game.history():
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Unfinished game"),
            self.tr("The game in progress is not finished. Save it before it is replaced?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        self.replace_box = box
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_game_dialog(self) -> None:
        if not self.confirm_replace():  # asked first: not after the whole dialog was filled in
            return
        dlg = NewGameDialog(self, self.previous_config())
        if dlg.exec():
            self.start_game(dlg.config())

    def rematch(self) -> None:
        if not self.confirm_replace():
            return None
        if self.config is None:
            if self.ctl.game is None:
                return self.new_game_dialog()
            self.config = GameConfig(list(self.ctl.seats), 0, None)
        cfg = GameConfig(list(self.config.seats), random.randrange(2**31), self.config.first_seat)
        self.start_game(cfg)
        return None

    def set_loaded(
        self, game: Game, seats: list[Seat], path: Path | None, game_at: Callable[[int], Game] | None = None,
        log: LogResult | None = None,
    ) -> None:
        """Show a loaded game; ``log``: its log when it was written while loading (LogBuilder)."""
        self._reset_view()
        self.path = path
        self.settings.current_file = path
        self.config = GameConfig(list(seats), int(game.origin.get("seed", 0) or 0), None)
        self._replay_log(game, game_at, log)
        self.ctl.set_game(game, seats)  # a finished game shows its score sheet (game_over)

    def _replay_log(
        self, game: Game, game_at: Callable[[int], Game] | None = None, log: LogResult | None = None
    ) -> None:
        """The log of a game opened or resumed: built whole first, then added in one batch."""
        lines, marks, last, skipped, problem = log if log is not None else replay_log(game, game_at)
        if problem:
            lines.append((self.tr("(the log could not be rebuilt: %1)").replace("%1", problem), ""))
        if skipped:
            note = self.tr("(%n earlier decisions are not shown here: Game › Open for analysis lists them all)", "",
                           skipped)
            lines.insert(0, (note, ""))
            marks = [m + 1 for m in marks]
        self.table.last_move = last
        self._add_log_lines(lines)
        self._log_marks = marks

    # ---------------------------------------------------------- listeners
    def _state_changed(self) -> None:
        game = self.ctl.game
        humans = self.ctl.human_seats()
        if game is not None and len(humans) == 1:
            self.viewer = humans[0]
        elif game is not None and len(humans) >= HOT_SEAT and not game.is_over and game.current_seat not in humans:
            self.viewer = None  # hot-seat: no human's hand stays open while a bot plays
        self.table.viewer = self.viewer
        title = self.tr("Masters of Renaissance")
        if self.path is not None:
            title += f" — {self.path.name}"
        self.setWindowTitle(title)

    def _human_to_move(self, seat: int) -> None:
        humans = self.ctl.human_seats()
        game = self.ctl.game
        assert game is not None
        if len(humans) >= HOT_SEAT and seat != self.viewer:
            self.viewer = None
            self.table.viewer = None
            self.table.hidden = True
            self.panel.hidden_turn = True
            self.ui.keep_sel = []
            self.ui.plan = None
            self.ui.buy_card = None
            self.privacy.ask(seat, game.names[seat])
            self.table.request_rebuild()
            self.panel.refresh()

    def _revealed(self, seat: int) -> None:
        self.viewer = seat
        self.table.viewer = seat
        self.table.hidden = False
        self.panel.hidden_turn = False
        self.table.request_rebuild()
        self.panel.refresh()

    def _game_over(self, winners: list[int]) -> None:
        game = self.ctl.game
        if game is not None:
            self.privacy.hide()
            self.table.hidden = False
            from .hint import HINTS_KEY

            self.sheet.show_game(game, [int(seat.settings.get(HINTS_KEY, 0) or 0) for seat in self.ctl.seats])

    def _log_events(self, events: list, lines: list[tuple[str, str]]) -> None:
        game = self.ctl.game
        if game is not None and game.can_undo():
            self._log_marks.append(self.log.count())
        else:
            self._log_marks = []
        if lines:
            self.table.last_move = lines[0][0]
            self.table.last_action = self.ctl.game.last_decision if self.ctl.game is not None else None
            self.table.move_serial += 1
            self.table.show_events(events, self.animation_ms())
        news = [e for e in events if e.kind in _NEWS_KINDS]
        if news and self.ctl.game is not None:
            self.announce("\n".join(render(describe_event(self.ctl.game, e) or "") for e in news))
        self._add_log_lines(lines)

    def _log_line(self, text: str, notation: str) -> None:
        self._add_log_lines([(text, notation)])

    def _add_log_lines(self, lines: list[tuple[str, str]]) -> None:
        """Add lines to the log, then scroll once: the view lays out and scrolls
        once per batch, not once per line (a long game opens at once)."""
        self.log_entries.extend(lines)  # engine sentences are rendered again on a language change
        show = self.settings.flag(LOG_NOTATION_FLAG)
        self.log.add_lines([(_log_text(text, notation, show), not notation) for text, notation in lines])
        self.log.scrollToBottom()

    def _animate_thinking(self) -> None:
        if self.hinter.busy:
            self._hint_phase += 1
            self._show_hint_thinking()
        seat = self.ctl.thinking_seat
        if seat is None:
            return
        self.table.thinking_phase += 1
        for item in self.table.find("thinking", seat):
            item.update()

    def announce(self, text: str) -> None:
        """A banner over the table for news everyone should see (reports, tokens)."""
        self.toast.setText(text)
        self.toast.adjustSize()
        area = self.view.geometry()
        self.toast.move(area.x() + (area.width() - self.toast.width()) // 2, area.y() + 16)
        self.toast.raise_()
        self.toast.show()
        self._toast_timer.start(max(2500, 3 * self.ctl.pace_ms))

    # --------------------------------------------------------------- saves
    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        if self.ctl.game is None:
            return False
        start = self.path if self.path is not None and self.path.parent.is_dir() \
            else self.settings.save_folder() / "game.mor"  # never a folder that is gone (Qt would pick the cwd)
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(start), self.tr("Saved games (*.mor)"))
        if not name:
            return False
        path = Path(name)
        if path.suffix != ".mor":
            path = path.with_suffix(".mor")
        return self.save_to(path)

    def save_to(self, path: Path | str) -> bool:
        game = self.ctl.game
        if game is None:
            return False
        try:
            save(str(path), game, copy_seats(self.ctl.seats))
        except Exception as exc:
            log.warning("saving %s failed: %s", path, exc)
            self.message(self.tr("Could not save"), str(exc))
            return False
        self.path = Path(path)
        self.settings.last_folder = self.path.resolve().parent
        self.settings.current_file = self.path.resolve()
        self._add_recent(self.path)
        self._state_changed()
        self._log_line(self.tr("Saved to %1").replace("%1", self.path.name), "")
        return True

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(self.settings.save_folder()),
                                              self.tr("Saved games (*.mor);;All files (*)"))
        if name:
            self.open_file(name, confirm=True)

    def open_file(self, path: Path | str, confirm: bool = False) -> bool:
        """Load a save; a damaged file gives a message and changes nothing.
        ``confirm``: ask before an unfinished game is replaced (Open, Open recent)."""
        try:
            expected = read_header(str(path)).get("decisions")  # checked again by load
            # the log is written from load's own replay: the game is replayed once
            builder = LogBuilder(expected if isinstance(expected, int) else 0)
            saved = load(str(path), observe=builder.step, before=builder.before)
            seats = copy_seats(saved.seats)
            game = saved.game
            if len(seats) != game.n_players:
                raise ValueError(self.tr("the seats do not match the game"))
        except Exception as exc:
            log.warning("opening %s failed: %s", path, exc)
            self.message(self.tr("Could not open the game"), f"{Path(path).name}: {exc}")
            return False
        if confirm and not self.confirm_replace():
            return False
        self._add_recent(Path(path))
        self.settings.last_folder = Path(path).resolve().parent
        self.set_loaded(game, seats, Path(path).resolve(), saved.game_at, builder.result(len(saved.decisions)))
        return True

    def offer_resume(self) -> bool:
        """At start: an unfinished game in the autosave?  Offer to resume it.  An
        autosave that cannot be read, or one restored from its backup, is said in the app."""
        try:
            saved = load_autosave()
        except Exception as exc:
            log.warning("the autosave could not be read: %s", exc)
            self.message(self.tr("The autosave could not be opened"),
                         self.tr("The game saved automatically could not be read, so it cannot be resumed: %1")
                         .replace("%1", str(exc)))
            return False
        if saved is None or saved.game.is_over:
            return False
        question = self.tr("An unfinished game was saved automatically. Resume it?")
        if saved.recovered_from_backup:
            log.warning("the autosave was damaged, its backup was loaded: %s", saved.recovered_from_backup)
            question = self.tr(
                "The last automatic save was damaged (%1). The one before it was restored: it may lack the last "
                "decisions. Resume it?").replace("%1", saved.recovered_from_backup)
        answer = QMessageBox.question(self, self.tr("Resume?"), question)
        if answer == QMessageBox.StandardButton.Yes:
            # the autosave is the game last played: it keeps the file it came from (Ctrl+S saves there)
            self.set_loaded(saved.game, copy_seats(saved.seats), self.settings.current_file, saved.game_at)
            return True
        return False

    def message(self, title: str, text: str) -> None:
        """A warning; rule numbers in it, like (R6.4), are links to the rule."""
        from .help import linkify

        box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(linkify(text).replace("\n", "<br>"))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()

    # -------------------------------------------------------------- recent
    def _recent_path(self) -> Path:
        return data_dir() / "recent.json"

    def recent_files(self) -> list[str]:
        from .recent import read_recent

        return read_recent(self._recent_path())

    def _add_recent(self, path: Path) -> None:
        from .recent import write_recent

        items = [str(path.resolve())] + [p for p in self.recent_files() if p != str(path.resolve())]
        write_recent(self._recent_path(), items)
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for f in files:
            a = self.recent_menu.addAction(Path(f).name)
            a.setToolTip(f)
            a.triggered.connect(lambda _=False, f=f: self.open_file(f, confirm=True))
        self.recent_menu.setEnabled(bool(files))

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
        self.side.setFixedWidth(side_width(self.width(), height, rect.width() / max(1.0, rect.height())))

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
