"""The program ends when its last window closes, its search processes with it:
also when another program destroyed the window outright (X11: ``xdotool
windowclose``; Qt never sees a close then, and the process lived on without
a window), and Game › Quit closes the analysis windows too."""

from __future__ import annotations

import ctypes
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core import Game
from core.files.savefile import Seat, save
from mor_qt.analysis import open_analysis
from mor_qt.lost_windows import XCB_DESTROY_NOTIFY, LostWindowWatch, close_lost_window, destroyed_window
from mor_qt.window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
EXIT_LIMIT = 120.0  # seconds: only a process that does not end gets near it
XCB_EVENT_SIZE = 32  # every xcb event is 32 bytes on the wire
XCB_MAP_NOTIFY = 19


def _event(kind: int, window: int, sent: bool = False) -> bytes:
    """An xcb event of ``kind`` about ``window`` (DestroyNotify's layout: the window at byte 8)."""
    head = bytes([kind | (0x80 if sent else 0), 0]) + (7).to_bytes(2, sys.byteorder)
    body = window.to_bytes(4, sys.byteorder) + window.to_bytes(4, sys.byteorder)
    return (head + body).ljust(XCB_EVENT_SIZE, b"\0")


def _hot_seat_save(path: Path) -> Path:
    game = Game.new(["Ada", "Bruno"], 12, 0)
    rng = random.Random(1)
    while len(game.history()) < 30:
        game.apply(rng.choice(game.legal_actions()))
    save(path, game, seats=[Seat("Ada"), Seat("Bruno", "bot", "greedy")])
    return path


def test_a_destroy_notify_names_the_destroyed_window() -> None:
    assert destroyed_window(_event(XCB_DESTROY_NOTIFY, 0x400007)) == 0x400007
    assert destroyed_window(_event(XCB_DESTROY_NOTIFY, 0x400007, sent=True)) == 0x400007
    assert destroyed_window(_event(XCB_MAP_NOTIFY, 0x400007)) is None
    assert destroyed_window(b"") is None


def test_a_window_destroyed_by_another_program_is_closed(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_analysis(_hot_seat_save(tmp_path / "live.mor"))
    assert window is not None
    qtbot.addWidget(window)
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    closed: list[bool] = []
    window.closed.connect(lambda: closed.append(True))
    watch = LostWindowWatch()
    event = ctypes.create_string_buffer(_event(XCB_DESTROY_NOTIFY, int(window.winId())), XCB_EVENT_SIZE)
    assert watch.nativeEventFilter(b"xcb_generic_event_t", ctypes.addressof(event)) == (False, 0)
    qtbot.waitUntil(lambda: bool(closed), timeout=30_000)  # closed as if the user had closed it
    assert not window.isVisible() and other.isVisible()
    assert not close_lost_window(int(window.winId()))  # already closed: nothing more to do


def test_quit_closes_the_analysis_windows_too(qtbot: QtBot, win: MainWindow, tmp_path: Path) -> None:
    window = open_analysis(_hot_seat_save(tmp_path / "live.mor"), win)
    assert window is not None
    qtbot.addWidget(window)
    assert window.isVisible() and win.isVisible()
    quit_action = next(a for a in win.findChildren(type(win.menuBar().actions()[0]))
                       if a.text() == "&Quit")
    win.ctl.autosave_enabled = False
    quit_action.trigger()
    assert not window.isVisible() and not win.isVisible()


DRIVER = """
import os, sys
from PySide6.QtCore import QTimer
import mor_qt.analysis as analysis
from mor_qt.lost_windows import close_lost_window
from mor_qt.main import main

def review():
    if not analysis.open_windows:
        QTimer.singleShot(50, review)
        return
    win = analysis.open_windows[0]

    def up():
        from ai.worker import shared_pool
        print("workers", *shared_pool(1).pids(), flush=True)
        close_lost_window(int(win.winId()))  # the path a window destroyed by another program takes

    win.worker.started.connect(up)
    win.start_review(seat=0, budget="it=4000")

QTimer.singleShot(0, review)
sys.exit(main(["--analyse", sys.argv[1]]))
"""


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split()[2] in ("Z", "X")
    except FileNotFoundError:
        return True


def test_the_program_ends_with_its_last_window_and_its_search_processes_with_it(tmp_path: Path) -> None:
    path = _hot_seat_save(tmp_path / "live.mor")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", DRIVER, str(path)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = proc.communicate(timeout=EXIT_LIMIT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"the program did not end after its window was closed:\n{out}\n{err}")
    assert proc.returncode == 0, err
    line = next(ln for ln in out.splitlines() if ln.startswith("workers"))
    pids = [int(p) for p in line.split()[1:]]
    assert pids  # a review was searching when the window went
    assert all(_gone(pid) for pid in pids)
