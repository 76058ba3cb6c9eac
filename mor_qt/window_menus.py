"""The main window's menus and actions: Game, Edit, View, Help and Language (the library,
the network tables and the analysis add theirs through their ``install_menu`` hooks), the
keyboard shortcuts, the bots' pause and step buttons, the welcome on the first start, and the
words again on a language change."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from core import Action, ActionKind, Seat

from . import i18n
from .controller import DEFAULT_BOT
from .dialogs import GameConfig
from .window_files import WindowFiles
from .window_state import LOG_NOTATION_FLAG, PACES, _log_text

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", …) calls

if TYPE_CHECKING:
    from .help import RulesWindow


class WindowMenus(WindowFiles):
    """Builds the menu bar and the shortcuts, and what they do."""

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
            self.pace.setItemText(i, translate("MainWindow", label))  # PACES' context
        self.log_title.setText(self.tr("Game log"))
        self.pause_button.setText(self.tr("Resume") if self.pause_button.isChecked() else self.tr("Pause"))
        self.step_button.setText(self.tr("Step"))
        self._rewrite_log()
        if self.status_line.text() and self._status_line is not None:  # in the new language too
            self.show_status(self._status_line(), max(self._status_timer.remainingTime(), 1))
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
        self.recent_menu = game.addMenu(self.tr("Open r&ecent"))
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
        if self.table.hidden or self.ui.plan is not None or self.ui.buy_card is not None:
            return False
        return self.ctl.apply(Action(ActionKind.MARKET, line))  # refused there unless legal now, a human's turn

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

    def _view_menu(self) -> QMenu:
        """View › Animations: off, fast or normal (remembered); the notation in the log."""
        from PySide6.QtGui import QActionGroup

        view = self.menuBar().addMenu(self.tr("&View"))
        anims = view.addMenu(self.tr("&Animations"))
        group = QActionGroup(self)
        self.animation_actions: dict[str, QAction] = {}
        # their own context and comment: French agrees them with "Animations" (feminine plural), and
        # a subclass's self.tr would find Bot speed's "Fast" and "Normal" in MainWindow's context first
        speeds = (("off", translate("WindowMenus", "Off", "animations")),
                  ("fast", translate("WindowMenus", "Fast", "animations")),
                  ("normal", translate("WindowMenus", "Normal", "animations")))
        for speed, label in speeds:
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
        return view

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
        # solo or hot-seat: no bot; a finished game: no bot to play
        plays = game is not None and not game.is_over and any(seat.is_bot for seat in self.ctl.seats)
        self.pace_label.setVisible(plays)
        self.pace.setVisible(plays)
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
