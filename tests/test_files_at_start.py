"""No file the app reads at start can stop it: the recent files list, the
autosave and the settings file are read only when they are regular files of a
bounded size, opened without blocking, and the log says why one was refused."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
from pytestqt.qtbot import QtBot

from core import SaveFileError, load_autosave
from core.savefile import AUTOSAVE_NAME
from mor_qt.recent import MAX_RECENT_BYTES, read_recent
from mor_qt.small_files import NOT_A_FILE, UnusableFileError, read_small_file

T = TypeVar("T")
HANG_SECONDS = 60.0  # far beyond any real read: only a call blocked on the pipe takes this long


def returns(call: Callable[[], T], pipe: Path) -> T:
    """What ``call()`` returns (or raises), run in a thread; should it block on
    ``pipe`` (a named pipe), the pipe is opened for writing to release it and the
    test fails instead of hanging."""
    result: list[T] = []
    error: list[BaseException] = []

    def run() -> None:
        try:
            result.append(call())
        except BaseException as exc:
            error.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG_SECONDS)
    if worker.is_alive():
        with contextlib.suppress(OSError):
            os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))  # the blocked open returns
        worker.join(HANG_SECONDS)
        pytest.fail(f"reading the named pipe {pipe} blocked")
    if error:
        raise error[0]
    return result[0]


def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(UnusableFileError, match="not a regular file"):
        returns(lambda: read_small_file(pipe, 100), pipe)
    with pytest.raises(UnusableFileError, match="not a regular file"):
        read_small_file(tmp_path, 100)  # a folder
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(UnusableFileError, match="101 bytes, more than the 100"):
        read_small_file(big, 100)
    with pytest.raises(FileNotFoundError):
        read_small_file(tmp_path / "missing", 100)
    assert read_small_file(big, 101) == b"x" * 101


def test_a_named_pipe_as_the_recent_files_list_gives_an_empty_list_and_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    pipe = tmp_path / "recent.json"
    os.mkfifo(pipe)
    assert returns(lambda: read_recent(pipe), pipe) == []
    assert f"the recent files list {pipe} is unreadable, ignored: {NOT_A_FILE}" in caplog.text


def test_a_too_large_recent_files_list_is_said_in_the_log(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "recent.json"
    path.write_bytes(b" " * (MAX_RECENT_BYTES + 1))
    assert read_recent(path) == []
    assert f"the recent files list {path} is unreadable" in caplog.text and "more than the" in caplog.text


def test_the_window_starts_with_a_named_pipe_as_the_recent_files_list(
    qtbot: QtBot, data_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from mor_qt.window import MainWindow

    data_dir.mkdir(parents=True)
    pipe = data_dir / "recent.json"
    os.mkfifo(pipe)
    win = returns(MainWindow, pipe)  # the menu reads the list at start
    qtbot.addWidget(win)
    assert win.recent_files() == []
    assert "the recent files list" in caplog.text and NOT_A_FILE in caplog.text
    win.ctl.shutdown()


def test_a_named_pipe_as_the_autosave_is_refused_without_blocking(tmp_path: Path) -> None:
    pipe = tmp_path / AUTOSAVE_NAME
    os.mkfifo(pipe)
    with pytest.raises(SaveFileError, match="it is not a file"):
        returns(lambda: load_autosave(tmp_path), pipe)
