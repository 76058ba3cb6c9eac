"""Shared test set-up: Qt always offscreen (no display on CI), a session
data folder so no test ever reads or writes the user's saves, logs or recent
files, and the app's settings in a temporary folder, never the user's."""

import atexit
import gc
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:  # the Qt modules load only once a test asks for them
    from pytestqt.qtbot import QtBot

    from mor_qt.window import MainWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Set at import time, before any test module imports the app: core.data_dir()
# (autosaves, recent files, logs) then points here for the whole session (each xdist
# worker has its own folder), and subprocesses started by tests inherit it.
_SESSION_DATA_DIR = tempfile.mkdtemp(prefix="mor-test-data-")
os.environ["MOR_DATA_DIR"] = _SESSION_DATA_DIR
atexit.register(shutil.rmtree, _SESSION_DATA_DIR, True)
# Likewise the settings (mor_qt.settings reads MOR_SETTINGS_DIR) ...
_SESSION_SETTINGS_DIR = tempfile.mkdtemp(prefix="mor-test-settings-")
os.environ["MOR_SETTINGS_DIR"] = _SESSION_SETTINGS_DIR
atexit.register(shutil.rmtree, _SESSION_SETTINGS_DIR, True)


@pytest.fixture(autouse=True)
def _own_settings(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """... and each test starts from settings of its own: empty but for the
    animations, off (a test that wants them turns them on)."""
    folder = tmp_path_factory.mktemp("settings")  # beside the test's tmp_path, which stays empty
    (folder / "mor.ini").write_text("[play]\nanimation=off\n", encoding="utf-8")
    monkeypatch.setenv("MOR_SETTINGS_DIR", str(folder))
    return folder


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


@pytest.fixture(autouse=True)
def _collect_garbage_in_the_gui_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """As in the app (``mor_qt/gui_gc.py``): once a test has a QApplication,
    Python's cyclic collector runs only in the GUI (main) thread, so a closed
    window is never deleted by a bot's or writer's thread; every test ends
    with a collection in the main thread."""
    if "qapp" in request.fixturenames:
        from mor_qt.gui_gc import install

        install(request.getfixturevalue("qapp"))
    yield
    if not gc.isenabled():
        gc.collect()


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own (autosaves, recent files, logs): ``tmp_path / "data"``.
    Modules whose every test wants one say ``pytestmark = pytest.mark.usefixtures("data_dir")``."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MOR_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def log_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder of the test's own for the logging tests: ``tmp_path / "data"``;
    afterwards the root logger's handlers and level are restored and the crash log is off."""
    import logging

    from core.files.logfiles import disable_crash_log

    monkeypatch.setenv("MOR_DATA_DIR", str(tmp_path / "data"))
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield tmp_path / "data"
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)
    disable_crash_log()


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
             qapp: object) -> Iterator[str]:
    """The app in English, then in French (the catalogue compiled from the committed .ts,
    never a stale build); English again afterwards."""
    from helpers_i18n import install_committed_catalogue

    from mor_qt import i18n

    if request.param != "en":
        install_committed_catalogue(request.param, tmp_path, monkeypatch)
    yield request.param
    i18n.set_language("en")


@pytest.fixture
def win(qtbot: "QtBot") -> Iterator["MainWindow"]:
    """The app's main window for the Qt tests: shown at 1600x1000, bots' moves
    at once (pace 0); any hint and the bots are stopped afterwards.  A module
    that needs another set-up overrides it (``def win(win): ...; return win``)."""
    from mor_qt.network import table  # registers the network tables' window, as mor_qt.main does
    from mor_qt.window import MainWindow

    del table
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    w.ctl.pace_ms = 0
    yield w
    w.clear_hint()
    w.ctl.shutdown()
