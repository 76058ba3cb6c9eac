"""No key of the main window is bound twice: Qt answers a key listed for two
actions (or twice for one) with "Ambiguous shortcut overload" and runs
neither.  Offscreen the platform's Redo key is Ctrl+Y; on a Linux desktop
(xcb) it is Ctrl+Shift+Z, the key Redo also lists, so the clash only shows
there: the window is checked on xcb too, under Xvfb."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from mor_qt import shortcuts
from mor_qt.window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
X11_REDO = "Ctrl+Shift+Z"  # the standard Redo key of the xcb platform (GNOME, KDE and plain X11 alike)
XVFB_START_S = 30  # generous: the display is up in well under a second
CHILD_S = 120

CHILD = """
import json, sys
from PySide6.QtWidgets import QApplication
from mor_qt.shortcuts import keys_bound_twice
from mor_qt.window import MainWindow
app = QApplication(sys.argv)
w = MainWindow()
w.show()
app.processEvents()
print(json.dumps({"platform": app.platformName(), "twice": keys_bound_twice(w),
                  "redo": [k.toString() for k in w.redo_action.shortcuts()]}))
w.ctl.shutdown()
"""


def test_no_key_is_bound_twice_and_redo_has_both_keys(win: MainWindow) -> None:
    assert shortcuts.keys_bound_twice(win) == {}
    redo = [k.toString() for k in win.redo_action.shortcuts()]
    assert redo == ["Ctrl+Y", "Ctrl+Shift+Z"]  # offscreen's standard key, then the Linux one


def test_no_key_is_bound_twice_after_a_language_change(qtbot: QtBot, win: MainWindow) -> None:
    win.choose_language("fr")
    qtbot.waitUntil(lambda: not win._retranslate_queued, timeout=5000)
    try:
        assert shortcuts.keys_bound_twice(win) == {}
        assert "Ctrl+Shift+Z" in [k.toString() for k in win.redo_action.shortcuts()]
    finally:
        win.choose_language("en")


def test_the_checker_sees_a_key_bound_twice(win: MainWindow) -> None:
    """The check itself: Redo listing Ctrl+Shift+Z twice (what the xcb
    platform made of the old list) is caught."""
    win.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Shift+Z")])
    assert "Ctrl+Shift+Z" in shortcuts.keys_bound_twice(win)


def test_with_the_linux_desktop_redo_key_redo_lists_it_once(
        monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    """The xcb convention, offscreen: the platform's Redo is Ctrl+Shift+Z."""
    monkeypatch.setattr(shortcuts, "platform_redo", lambda: QKeySequence(X11_REDO))
    w = MainWindow()
    qtbot.addWidget(w)
    try:
        assert [k.toString() for k in w.redo_action.shortcuts()] == [X11_REDO]
        assert shortcuts.keys_bound_twice(w) == {}
    finally:
        w.ctl.shutdown()


def _start_xvfb() -> tuple[subprocess.Popen[bytes], str, int]:
    """An X server of the test's own: it writes its display number, then a
    newline, on a pipe (kept open while it runs: it fails on a closed one)."""
    import select

    xvfb = shutil.which("Xvfb")
    assert xvfb is not None
    read_end, write_end = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                              pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n") and select.select([read_end], [], [], XVFB_START_S)[0]:
        chunk = os.read(read_end, 64)
        if not chunk:
            break
        number += chunk
    if not number.endswith(b"\n"):
        server.kill()
        server.wait()
        os.close(read_end)
        raise AssertionError("Xvfb did not start")
    return server, f":{number.decode().strip()}", read_end


def _window_keys_on_xcb() -> dict[str, object]:
    """The window made on the xcb platform under Xvfb, in a process of its own."""
    server, display, pipe = _start_xvfb()
    try:
        env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": display, "PYTHONPATH": str(ROOT)}
        env.pop("WAYLAND_DISPLAY", None)
        done = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=ROOT, capture_output=True, text=True,
                              timeout=CHILD_S, check=False)
    finally:
        server.terminate()
        server.wait(timeout=XVFB_START_S)
        os.close(pipe)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_no_key_is_bound_twice_on_the_xcb_platform(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    if shutil.which("Xvfb") is not None:
        found = _window_keys_on_xcb()
        assert found["platform"] == "xcb"
        assert found["twice"] == {}
        assert found["redo"] == [X11_REDO]
        return
    # No X server to start here: the xcb convention for the keys, offscreen
    test_with_the_linux_desktop_redo_key_redo_lists_it_once(monkeypatch, qtbot)
