"""No file the app reads at start can stop it: the recent files list, the
autosave and the settings file are read only when they are regular files of a
bounded size, opened without blocking, and the log says why one was refused."""

from __future__ import annotations

import contextlib
import os
import random
import stat
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from core import SaveFileError, enable_crash_log, load_autosave, setup_logging
from core.files.autosave import AUTOSAVE_NAME
from core.files.logfiles import CRASH_LOG_NAME, LOG_NAME
from mor_qt.recent import MAX_RECENT_BYTES, read_recent
from mor_qt.settings import (
    APPLICATION,
    ASIDE_SUFFIX,
    DEFAULT_ANIMATION,
    DEFAULT_PACE_MS,
    FILE_NAME,
    K_ANIMATION,
    K_CURRENT_FILE,
    K_FOLDER,
    K_LANGUAGE,
    K_PACE,
    K_TABLE,
    MAX_SETTINGS_BYTES,
    MAX_TABLE_CHARS,
    MAX_TEXT_CHARS,
    ORGANISATION,
    SETTINGS_DIR_ENV,
    Settings,
    user_settings_file,
)
from mor_qt.small_files import NOT_A_FILE, UnusableFileError, read_small_file

ROOT = Path(__file__).resolve().parent.parent
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


# ------------------------------------------------------------------ settings
def _defaults(s: Settings) -> tuple[object, ...]:
    return (s.pace_ms, s.animation, s.last_table, s.last_folder, s.current_file, s.language, s.flag("seen"))


DEFAULTS = (DEFAULT_PACE_MS, DEFAULT_ANIMATION, None, None, None, "", False)


def test_mor_settings_dir_naming_a_file_keeps_the_settings_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    afile = tmp_path / "a-file"
    afile.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(SETTINGS_DIR_ENV, str(afile))
    s = Settings()
    assert _defaults(s) == DEFAULTS
    s.pace_ms = 300
    assert Settings().pace_ms == 300  # kept for the run: another Settings object sees it
    assert afile.read_text(encoding="utf-8") == "not a folder"
    said = [r.getMessage() for r in caplog.records if SETTINGS_DIR_ENV in r.getMessage()]
    assert said == [f"{SETTINGS_DIR_ENV}={afile} cannot hold the settings: it names a file, not a folder; "
                    "this run starts from the default settings and keeps them only until it ends"]


def test_mor_settings_dir_naming_a_file_starts_the_app_without_a_traceback(tmp_path: Path) -> None:
    afile = tmp_path / "a-file"
    afile.write_text("not a folder", encoding="utf-8")
    shot = tmp_path / "shot.png"
    env = dict(os.environ, MOR_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT), **{SETTINGS_DIR_ENV: str(afile)})
    done = subprocess.run([sys.executable, "-m", "mor_qt.main", "--screenshot", str(shot)], cwd=tmp_path,
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and shot.is_file()
    assert f"{SETTINGS_DIR_ENV}={afile} cannot hold the settings: it names a file, not a folder" in done.stderr


def test_the_user_settings_file_is_the_one_qt_would_use(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    qt_own = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)
    assert user_settings_file() == Path(qt_own.fileName())


@pytest.mark.parametrize("depth", [2_000, 100_000])  # within the length bound (json's recursion), beyond it
def test_a_deeply_nested_last_table_reads_as_none(
    depth: int, _own_settings: Path, caplog: pytest.LogCaptureFixture
) -> None:
    raw = QSettings(str(_own_settings / FILE_NAME), QSettings.Format.IniFormat)
    raw.setValue(K_TABLE, "[" * depth + "]" * depth)
    raw.sync()
    assert Settings().last_table is None
    ini = _own_settings / FILE_NAME
    said = (f"the remembered table in {ini} could not be read" if 2 * depth <= MAX_TABLE_CHARS
            else f"the setting {K_TABLE} in {ini} is {2 * depth} characters long")
    assert said in caplog.text


def test_a_deeply_nested_last_table_lets_new_game_open(
    qtbot: QtBot, data_dir: Path, _own_settings: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mor_qt.window import MainWindow

    raw = QSettings(str(_own_settings / FILE_NAME), QSettings.Format.IniFormat)
    raw.setValue(K_TABLE, "[" * 2_000 + "]" * 2_000)
    raw.sync()
    win = MainWindow()
    qtbot.addWidget(win)
    failures: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _t, exc, _tb: failures.append(exc))
    assert win.settings.last_table is None
    win.ctl.shutdown()
    assert failures == []


def test_a_settings_file_too_large_is_moved_aside_and_the_defaults_used(
    _own_settings: Path, caplog: pytest.LogCaptureFixture
) -> None:
    ini = _own_settings / FILE_NAME
    filler = b"; " + b"x" * 1000 + b"\n"
    ini.write_bytes(b"[play]\nbot_pace_ms=300\n" + filler * (MAX_SETTINGS_BYTES // len(filler) + 1))
    size = ini.stat().st_size
    s = Settings()
    assert _defaults(s) == DEFAULTS  # not read: its pace of 300 would show
    aside = [p for p in _own_settings.iterdir() if p.name.startswith(FILE_NAME + ASIDE_SUFFIX)]
    assert len(aside) == 1 and aside[0].stat().st_size == size  # kept whole, beside
    assert f"the settings file {ini} cannot be used (it has {size} bytes" in caplog.text
    assert f"moved aside to {aside[0]}; starting from the default settings" in caplog.text
    s.pace_ms = 500  # the settings are written again, to a new file
    assert Settings().pace_ms == 500 and ini.stat().st_size < MAX_SETTINGS_BYTES


def test_a_named_pipe_as_the_settings_file_is_moved_aside_without_blocking(
    _own_settings: Path, caplog: pytest.LogCaptureFixture
) -> None:
    ini = _own_settings / FILE_NAME
    ini.unlink()
    os.mkfifo(ini)
    s = returns(Settings, ini)
    assert _defaults(s) == DEFAULTS
    aside = [p for p in _own_settings.iterdir() if p.name.startswith(FILE_NAME + ASIDE_SUFFIX)]
    assert len(aside) == 1 and stat.S_ISFIFO(aside[0].lstat().st_mode)
    assert f"the settings file {ini} cannot be used ({NOT_A_FILE})" in caplog.text


def test_garbage_bytes_as_the_settings_file_read_as_the_defaults(_own_settings: Path) -> None:
    noise = random.Random(7)
    (_own_settings / FILE_NAME).write_bytes(bytes(noise.randrange(256) for _ in range(50_000)))
    assert _defaults(Settings()) == DEFAULTS


def test_long_texts_in_the_settings_read_as_their_defaults(_own_settings: Path, tmp_path: Path) -> None:
    raw = QSettings(str(_own_settings / FILE_NAME), QSettings.Format.IniFormat)
    raw.setValue(K_FOLDER, "/" + "a" * (MAX_TEXT_CHARS + 1))
    raw.setValue(K_CURRENT_FILE, "/" + "b/" * 3000)
    raw.setValue(K_LANGUAGE, "fr" * 100)
    raw.setValue(K_PACE, "9" * 5000)
    raw.setValue(K_ANIMATION, "fast" * 1000)
    raw.sync()
    assert _defaults(Settings()) == DEFAULTS


# ------------------------------------------------------------------ the log
def test_a_named_pipe_as_the_log_or_the_crash_log_is_refused_without_blocking(
    log_data: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = log_data / "logs"
    folder.mkdir(parents=True)
    for name in (LOG_NAME, CRASH_LOG_NAME):
        os.mkfifo(folder / name)
    assert returns(lambda: setup_logging(folder, to_stderr=False), folder / LOG_NAME) is None
    assert returns(lambda: enable_crash_log(folder), folder / CRASH_LOG_NAME) is None
    assert f"cannot write the log in {folder}: {folder / LOG_NAME} is not a regular file" in caplog.text
    assert f"cannot open the crash log {folder / CRASH_LOG_NAME}" in caplog.text
