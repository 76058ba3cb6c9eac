"""Logging: a rotating file in the data folder, native crashes in a crash log, and an
uncaught exception logged, the game autosaved and the player told once with the log's path."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core.files.logfiles import (
    CRASH_LOG_NAME,
    LOG_NAME,
    is_terminal,
    log_path,
    setup_logging,
)


def test_the_log_lives_in_the_data_folder(log_data: Path) -> None:
    path = setup_logging(to_stderr=False)
    assert path == log_path() == log_data / "logs" / LOG_NAME
    logging.getLogger("mor.test").info("hello from the test")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "INFO mor.test" in path.read_text(encoding="utf-8")
    assert "hello from the test" in path.read_text(encoding="utf-8")


def test_the_log_rotates(log_data: Path) -> None:
    path = setup_logging(to_stderr=False, max_bytes=2000, backups=2)
    assert path is not None
    for i in range(200):
        logging.getLogger("mor.test").warning("line %d of a long session", i)
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == [LOG_NAME, f"{LOG_NAME}.1", f"{LOG_NAME}.2"]
    assert all(p.stat().st_size <= 2000 for p in path.parent.iterdir())
    assert "line 199 of a long session" in path.read_text(encoding="utf-8")


def test_a_second_setup_replaces_its_handlers(log_data: Path) -> None:
    setup_logging(to_stderr=False)
    before = len(logging.getLogger().handlers)
    setup_logging(to_stderr=False)
    assert len(logging.getLogger().handlers) == before


def test_stderr_only_when_it_is_a_terminal(log_data: Path) -> None:
    class Stream:
        def __init__(self, tty: bool) -> None:
            self.tty = tty

        def isatty(self) -> bool:
            return self.tty

    assert is_terminal(Stream(True))
    assert not is_terminal(Stream(False))
    assert not is_terminal(None)
    setup_logging(to_stderr=False)
    assert not any(
        type(h) is logging.StreamHandler for h in logging.getLogger().handlers if getattr(h, "_mor_handler", False)
    )
    setup_logging(to_stderr=True)
    assert any(
        type(h) is logging.StreamHandler for h in logging.getLogger().handlers if getattr(h, "_mor_handler", False)
    )


def test_an_unwritable_folder_falls_back_to_stderr(tmp_path: Path, log_data: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert setup_logging(blocker / "logs", to_stderr=False) is None
    assert "cannot write the log" in capsys.readouterr().err


def test_a_native_crash_is_written_to_the_crash_log(tmp_path: Path) -> None:
    folder = tmp_path / "logs"
    code = (
        "import faulthandler, pathlib\n"
        "from core.files.logfiles import enable_crash_log\n"
        f"enable_crash_log(pathlib.Path({str(folder)!r}))\n"
        "faulthandler._sigsegv()\n"
    )
    env = dict(os.environ, PYTHONFAULTHANDLER="")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False)
    assert done.returncode != 0
    crash = (folder / CRASH_LOG_NAME).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in crash
    assert 'File "<string>", line 4' in crash


class FakeController:
    def __init__(self) -> None:
        self.saves = 0

    def autosave_now(self) -> None:
        self.saves += 1


class FakeWindow:
    def __init__(self) -> None:
        self.ctl = FakeController()


def boom() -> None:
    raise RuntimeError("a bug in a slot")


@pytest.fixture
def reporter(qapp: Any, log_data: Path) -> Iterator[Any]:
    from mor_qt.applog import install

    window = FakeWindow()
    rep = install(lambda: window, qt_messages=False)
    rep.window = window  # type: ignore[attr-defined]  # the tests reach the fake window through the reporter
    yield rep
    rep.unhook()
    if rep.box is not None:
        rep.box.close()


def test_an_uncaught_exception_is_logged_saved_and_shown_once(reporter: Any, qtbot: Any) -> None:
    assert sys.excepthook == reporter.excepthook
    for _ in range(2):
        try:
            boom()
        except RuntimeError:
            sys.excepthook(*sys.exc_info())  # what Python does for an exception escaping a Qt slot
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = reporter.log_file.read_text(encoding="utf-8")
    assert f"CRITICAL mor [{os.getpid()}]: uncaught RuntimeError in MainThread: a bug in a slot" in text
    assert "Traceback" in text and "in boom" in text and "a bug in a slot" in text
    assert reporter.window.ctl.saves == 2  # the game is saved at each error
    box = reporter.box
    assert box is not None and box.isVisible()
    assert str(reporter.log_file) in box.informativeText()
    from PySide6.QtWidgets import QApplication, QMessageBox

    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert shown == [box]  # told once


def test_an_exception_in_a_thread_is_logged_and_shown_by_the_gui_thread(reporter: Any, qtbot: Any) -> None:
    thread = threading.Thread(target=boom, name="bot-thread")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible())
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "uncaught RuntimeError in bot-thread" in reporter.log_file.read_text(encoding="utf-8")
    assert reporter.window.ctl.saves == 0  # not from the bot's thread: the autosave writer is the GUI's


def test_unhook_restores_the_previous_hooks(qapp: Any, log_data: Path) -> None:
    from mor_qt.applog import install

    before = (sys.excepthook, threading.excepthook)
    rep = install(lambda: None, qt_messages=False)
    rep.unhook()
    assert (sys.excepthook, threading.excepthook) == before
