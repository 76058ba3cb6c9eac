"""The process's one ``QApplication``: the running one, or a new one."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from .gui_gc import install as install_collector
from .lost_windows import install as watch_lost_windows


def application() -> QApplication:
    """The running ``QApplication``, made (with the program's name as its only
    argument) when there is none yet, with the garbage collector confined to
    its thread (``gui_gc``).  Raises ``RuntimeError`` when a plain
    ``QCoreApplication`` runs instead: windows cannot be shown in it."""
    app = QCoreApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    if not isinstance(app, QApplication):
        raise RuntimeError(f"a {type(app).__name__} is running, not a QApplication: no windows can be shown")
    install_collector(app)  # Python-owned windows are freed in this thread only (gui_gc.py)
    watch_lost_windows(app)  # a window destroyed by another program counts as closed (X11)
    return app
