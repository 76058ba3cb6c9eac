"""Analyse saved games in the app: step through a save on a
read-only board, charts, the bot review stored as annotations, play on.

Entry points: ``open_analysis(path, parent=None)`` and
``python -m mor_qt.analysis FILE``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..file_errors import file_error_text
from ..game_menu import add_before_separator, game_menu
from .window import AnalysisWindow, PlayOnDialog, ReadOnlyController, play_on

# The message shown by the last failed ``open_analysis`` (kept alive; tests read it).
last_message: QMessageBox | None = None
# Windows opened without a parent stay alive until closed, whoever holds them.
open_windows: list[AnalysisWindow] = []


# Windows just closed, held one more turn of the event loop: dropping the last reference
# inside closeEvent would delete the window while Qt is still closing it.
_closing: list[AnalysisWindow] = []


def _forget(win: AnalysisWindow) -> None:
    if win in open_windows:
        open_windows.remove(win)
    _closing.append(win)
    QTimer.singleShot(0, lambda: _closing.remove(win) if win in _closing else None)


def open_analysis(path: str | Path, parent: QWidget | None = None) -> AnalysisWindow | None:
    """Open ``path`` for analysis and show the window.  Raises nothing: a
    damaged or unreadable file shows a message and returns None.

    When ``parent`` is the main window (it has ``set_loaded``), "play on from
    here" continues the game in it."""
    global last_message
    from core import load, read_header

    from .timeline import TimelineBuilder, timeline_of

    try:
        expected = read_header(str(path)).get("decisions")  # checked again by load
        # the timeline is built from load's own replay: the game is replayed once
        builder = TimelineBuilder(expected if isinstance(expected, int) else 0)
        saved = load(str(path), observe=builder.step, before=builder.before)
        # a window of its own (no parent): a child window would stay above the
        # main window, hiding the game continued there by "play on"
        win = AnalysisWindow(saved, path, None, timeline_of(saved, builder))
    except Exception as exc:  # SaveFileError, or anything a hostile file could cause
        text = file_error_text(exc, path if isinstance(path, (str, Path)) else repr(path))
        title = QCoreApplication.translate("AnalysisMenu", "Cannot analyse this game")
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, parent)
        last_message = box
        box.open()
        return None
    if parent is not None and hasattr(parent, "set_loaded"):
        win.play_target = parent
    open_windows.append(win)
    win.closed.connect(lambda: _forget(win))
    from ..placement import place_window
    from ..settings import Settings

    settings = Settings()
    place_window(win, settings.analysis_geometry)
    if isinstance(path, (str, Path)):
        settings.last_folder = Path(path).resolve().parent
    win.show()
    return win


def analyse_dialog(parent: QWidget | None = None, directory: str = "") -> AnalysisWindow | None:
    """Ask for a saved game and open it for analysis (None when cancelled or damaged;
    never while ``parent``'s hand-over screen is up)."""
    if parent is not None and in_hand_over(parent):
        return None
    if not directory:
        from ..settings import Settings

        directory = str(Settings().save_folder())
    title = QCoreApplication.translate("AnalysisMenu", "Open a game for analysis")
    kinds = QCoreApplication.translate("AnalysisMenu", "Saved games (*.mor);;All files (*)")
    name, _ = QFileDialog.getOpenFileName(parent, title, directory, kinds)
    return open_analysis(name, parent) if name else None


def in_hand_over(window: Any) -> bool:
    """True while ``window`` (a main window) shows its hot-seat hand-over screen
    ("Pass the screen to …"): nobody's game may be opened for analysis then."""
    privacy = getattr(window, "privacy", None)
    return privacy is not None and not privacy.isHidden()


class HandOverGuard(QObject):
    """Keeps the main window's "Open for analysis…" disabled (its shortcut too)
    while the hand-over screen is up (one per window; the menu is rebuilt on a
    language change, the guard follows the new action)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("AnalysisHandOverGuard")
        self.window = window
        self.action: QAction | None = None
        privacy = getattr(window, "privacy", None)
        if privacy is not None and hasattr(privacy, "covering"):
            privacy.covering.connect(self.sync)

    def follow(self, action: QAction) -> None:
        self.action = action
        self.sync()

    def sync(self, *_up: bool) -> None:
        if self.action is not None:
            self.action.setEnabled(not in_hand_over(self.window))


def install_menu(window: Any) -> QAction:
    """Add "Open for analysis…" (Ctrl+Shift+A) to the main window's Game menu
    (a new Analysis menu when there is none); "play on" then continues in it.
    The action is disabled while the window's hand-over screen is up."""
    menu = game_menu(window, QCoreApplication.translate("AnalysisMenu", "&Analysis"))
    act = QAction(QCoreApplication.translate("AnalysisMenu", "Open &for analysis…"), window)
    act.setShortcut("Ctrl+Shift+A")
    act.triggered.connect(lambda: analyse_dialog(window))
    guard = window.findChild(HandOverGuard, "AnalysisHandOverGuard")
    (guard if isinstance(guard, HandOverGuard) else HandOverGuard(window)).follow(act)
    add_before_separator(menu, [act])
    return act


__all__ = ["AnalysisWindow", "HandOverGuard", "PlayOnDialog", "ReadOnlyController", "analyse_dialog", "in_hand_over",
           "install_menu", "open_analysis", "play_on"]
