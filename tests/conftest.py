"""Shared test set-up: Qt always offscreen (no display on CI), and a session
data folder so no test ever reads or writes the user's saves, logs or recent files."""

import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Set at import time, before any test module imports the app: core.savefile.data_dir()
# (autosaves, recent files, logs) then points here for the whole session (each xdist
# worker has its own folder), and subprocesses started by tests inherit it.
_SESSION_DATA_DIR = tempfile.mkdtemp(prefix="mor-test-data-")
os.environ["MOR_DATA_DIR"] = _SESSION_DATA_DIR
atexit.register(shutil.rmtree, _SESSION_DATA_DIR, True)


@pytest.fixture(autouse=True)
def _close_stray_message_boxes() -> Iterator[None]:
    """A non-modal message box one test leaves open would sit on top of the
    next test's window and take its mouse events: close them after each test."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            widget.close()
