"""Analyse saved games in the app (issue 6): step through a save on a
read-only board, charts, the bot review stored as annotations, play on.

Entry points: ``open_analysis(path, parent=None)`` and
``python -m mor_qt.analysis FILE``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from .window import AnalysisWindow, PlayOnDialog, ReadOnlyController, play_on

# The message shown by the last failed ``open_analysis`` (kept alive; tests read it).
last_message: QMessageBox | None = None


def open_analysis(path: str | Path, parent: QWidget | None = None) -> AnalysisWindow | None:
    """Open ``path`` for analysis and show the window.  Raises nothing: a
    damaged or unreadable file shows a message and returns None.

    When ``parent`` is the main window (it has ``set_loaded``), "play on from
    here" continues the game in it."""
    global last_message
    from core.savefile import load

    try:
        saved = load(str(path))
        win = AnalysisWindow(saved, path, parent)
    except Exception as exc:  # SaveFileError, or anything a hostile file could cause
        name = Path(str(path)).name if isinstance(path, (str, Path)) else repr(path)
        text = str(exc) or type(exc).__name__
        box = QMessageBox(QMessageBox.Icon.Warning, "Cannot analyse this game", f"{name}: {text}",
                          QMessageBox.StandardButton.Ok, parent)
        last_message = box
        box.open()
        return None
    if parent is not None and hasattr(parent, "set_loaded"):
        win.play_target = parent
    win.show()
    return win


__all__ = ["AnalysisWindow", "PlayOnDialog", "ReadOnlyController", "open_analysis", "play_on"]
