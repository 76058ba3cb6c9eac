"""One copy of the app per user and data folder (mor_qt/single_instance.py):
``mor FILE`` while the app runs opens FILE in the running window and exits 0;
a lock left by a dead copy, or held by a hung one, is taken over; screenshots
and the version never wait for the running copy.  Every test has a data
folder of its own, so it never meets the user's app, nor another test's."""

from __future__ import annotations

import os
import selectors
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from core import Game, save
from mor_qt import main as app_main
from mor_qt.single_instance import (
    LOCK_NAME,
    Request,
    RequestKind,
    SingleInstance,
    Start,
    server_name,
)
from mor_qt.window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
WAIT_MS = 90_000  # generous: a second copy of the app starts Python and Qt on a busy machine
WAIT_SECONDS = WAIT_MS / 1000
HUNG_ANSWER_SECONDS = 2.0  # how long the tests' guard waits for a copy that never answers
READY = "holder-ready"

# A copy of the app that took the lock (and, asked for, the socket) and then
# hangs: it never runs its event loop, until its standard input closes.
HOLDER = f"""
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtNetwork import QLocalServer
from mor_qt.single_instance import LOCK_NAME, server_name
folder = Path(sys.argv[1])
app = QCoreApplication([])
lock = QLockFile(str(folder / LOCK_NAME))
lock.setStaleLockTime(0)
assert lock.tryLock(0)
server = QLocalServer()
if sys.argv[2] == "listen":
    QLocalServer.removeServer(server_name(folder))
    assert server.listen(server_name(folder))
print({READY!r}, flush=True)
sys.stdin.read()
"""


def env_for(data: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), MOR_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")


def read_line(proc: subprocess.Popen[str]) -> str:
    assert proc.stdout is not None
    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ)
        assert sel.select(WAIT_SECONDS), "the process said nothing"
    return proc.stdout.readline().strip()


def saved_game(path: Path, decisions: int = 4, seed: int = 5) -> Game:
    game = Game.new(2, seed)
    for _ in range(decisions):
        game.apply(game.legal_actions()[0])
    save(path, game)
    return game


@pytest.fixture
def guard(data_dir: Path) -> Iterator[SingleInstance]:
    """This process as the running copy of the app on ``data_dir``."""
    running = SingleInstance(data_dir)
    assert running.start(Request(RequestKind.RAISE)) is Start.FIRST
    assert running.serving
    yield running
    running.close()


def second_mor(args: list[str], data: Path, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "mor_qt.main", *args], cwd=cwd, env=env_for(data),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finished(qtbot: QtBot, proc: subprocess.Popen[str]) -> tuple[int, str]:
    """Run this process's event loop (it answers the other) until ``proc`` ends."""
    try:
        qtbot.waitUntil(lambda: proc.poll() is not None, timeout=WAIT_MS)
    finally:
        if proc.poll() is None:
            proc.kill()
        _out, err = proc.communicate(timeout=WAIT_SECONDS)
    return proc.returncode, err


@pytest.fixture
def holder(data_dir: Path, request: pytest.FixtureRequest) -> Iterator[subprocess.Popen[str]]:
    """Another copy holding the lock on ``data_dir``; ``listen`` or not as the test's parameter says."""
    data_dir.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(data_dir), request.param], cwd=ROOT,
                            env=env_for(data_dir), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert read_line(proc) == READY
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate(timeout=WAIT_SECONDS)


def test_mor_file_while_the_app_runs_opens_it_in_the_running_window_and_exits_0(
    qtbot: QtBot, win: MainWindow, guard: SingleInstance, data_dir: Path, tmp_path: Path
) -> None:
    game = saved_game(tmp_path / "g.mor")
    guard.requested.connect(lambda request: app_main._serve(request, [win]))
    # relative to the second copy's own working folder: the running one gets the absolute path
    code, err = finished(qtbot, second_mor(["g.mor"], data_dir, tmp_path))
    assert code == 0, err
    qtbot.waitUntil(lambda: win.path == (tmp_path / "g.mor").resolve(), timeout=WAIT_MS)
    assert win.ctl.game == game


def test_mor_alone_while_the_app_runs_asks_only_to_show_the_window(
    qtbot: QtBot, guard: SingleInstance, data_dir: Path, tmp_path: Path
) -> None:
    asked: list[Request] = []
    guard.requested.connect(asked.append)
    code, err = finished(qtbot, second_mor([], data_dir, tmp_path))
    assert code == 0, err
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT_MS)
    assert asked == [Request(RequestKind.RAISE)]


def test_a_forwarded_file_goes_through_file_open_and_its_save_first_question(
    win: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = saved_game(tmp_path / "first.mor", 6)
    assert win.open_file(tmp_path / "first.mor")  # an unfinished game in the window
    asked: list[bool] = []

    def cancel() -> bool:  # the player answers Cancel to "save it before it is replaced?"
        asked.append(True)
        return False

    monkeypatch.setattr(win, "confirm_replace", cancel)
    saved_game(tmp_path / "other.mor", 3, seed=8)
    app_main._serve(Request(RequestKind.OPEN, str(tmp_path / "other.mor")), [win])
    assert asked == [True]
    assert win.path == (tmp_path / "first.mor").resolve() and win.ctl.game == first
    # a damaged file: File › Open's message, and the game stays
    (tmp_path / "bad.mor").write_bytes(b"not a save")
    monkeypatch.setattr(win, "confirm_replace", lambda: True)
    app_main._serve(Request(RequestKind.OPEN, str(tmp_path / "bad.mor")), [win])
    assert win.ctl.game == first and win.last_message is not None


def test_a_file_for_an_app_showing_only_an_analysis_opens_the_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    game = saved_game(tmp_path / "g.mor")
    windows: list[MainWindow] = []
    app_main._serve(Request(RequestKind.OPEN, str(tmp_path / "g.mor")), windows)
    assert len(windows) == 1
    table = windows[0]
    try:
        assert table.isVisible() and table.ctl.game == game
    finally:
        table.ctl.shutdown()
        table.close()


@pytest.mark.parametrize("holder", ["no socket"], indirect=True)
def test_the_lock_of_a_copy_that_died_is_taken_over(
    qtbot: QtBot, holder: subprocess.Popen[str], data_dir: Path
) -> None:
    holder.kill()
    holder.wait(timeout=WAIT_SECONDS)
    assert (data_dir / LOCK_NAME).exists()  # left behind by the killed copy
    running = SingleInstance(data_dir)
    try:
        assert running.start(Request(RequestKind.RAISE)) is Start.FIRST
        assert running.serving and not running.note
    finally:
        running.close()


@pytest.mark.parametrize("holder", ["listen"], indirect=True)
def test_a_copy_that_holds_the_lock_but_never_answers_is_taken_over(
    qtbot: QtBot, holder: subprocess.Popen[str], data_dir: Path
) -> None:
    running = SingleInstance(data_dir, answer_seconds=HUNG_ANSWER_SECONDS)
    try:
        assert running.start(Request(RequestKind.OPEN, str(data_dir / "x.mor"))) is Start.TAKEN_OVER
        assert running.serving  # the next `mor FILE` reaches this copy
        assert f"process {holder.pid}" in running.note and "did not answer" in running.note
    finally:
        running.close()


def test_screenshot_and_version_never_wait_for_the_running_copy(
    qtbot: QtBot, guard: SingleInstance, data_dir: Path, tmp_path: Path
) -> None:
    asked: list[Request] = []
    guard.requested.connect(asked.append)
    png = tmp_path / "shot.png"
    shot = subprocess.run([sys.executable, "-m", "mor_qt.main", "--screenshot", str(png), "--size", "800x600"],
                          cwd=tmp_path, env=env_for(data_dir), capture_output=True, text=True, timeout=WAIT_SECONDS,
                          check=False)
    version = subprocess.run([sys.executable, "-m", "mor_qt.main", "--version"], cwd=tmp_path, env=env_for(data_dir),
                             capture_output=True, text=True, timeout=WAIT_SECONDS, check=False)
    assert shot.returncode == 0, shot.stderr
    assert png.stat().st_size > 0
    assert version.returncode == 0 and version.stdout.startswith("mor ")
    assert asked == []  # the running copy was never asked (this process did not even run its loop)


def test_the_running_copy_refuses_what_it_cannot_read_and_keeps_serving(
    qtbot: QtBot, guard: SingleInstance, data_dir: Path
) -> None:
    asked: list[Request] = []
    guard.requested.connect(asked.append)
    for line in (b'{"request": "open", "file": "relative.mor"}\n', b"\xff\xfe not json\n", b"[1, 2]\n",
                 b'{"request": "format the disk"}\n'):
        assert b'"refused"' in _answer_to(qtbot, server_name(data_dir), line)
    assert asked == [] and guard.serving


def _answer_to(qtbot: QtBot, name: str, line: bytes) -> bytes:
    """What the server ``name`` answers to ``line`` (this process's event loop running)."""
    sock = QLocalSocket()
    answers: list[bytes] = []

    def read() -> None:
        answers.append(bytes(sock.readAll().data()))

    def connected() -> bool:
        return sock.state() == QLocalSocket.LocalSocketState.ConnectedState

    def answered() -> bool:
        return b"\n" in b"".join(answers)

    sock.readyRead.connect(read)
    sock.connectToServer(name)
    try:
        qtbot.waitUntil(connected, timeout=WAIT_MS)
        sock.write(line)
        qtbot.waitUntil(answered, timeout=WAIT_MS)
    finally:
        sock.abort()
    return b"".join(answers)


def test_requests_read_back_what_was_sent_and_nothing_else() -> None:
    opened = Request.for_command_line("some/game.mor", analyse=False)
    assert opened.kind is RequestKind.OPEN and opened.file == os.path.abspath("some/game.mor")
    analysed = Request.for_command_line("g.mor", analyse=True)
    for request in (opened, analysed, Request.for_command_line(None, analyse=False)):
        assert Request.from_bytes(request.to_bytes().rstrip(b"\n")) == request
    for bad in (b'{"request": "raise", "file": "/x.mor"}', b'{"request": "open"}', b'{"request": ["open"]}',
                b'{"request": "open", "file": "/a\\u0000b"}', b"[" * 100_000):
        with pytest.raises(ValueError):
            Request.from_bytes(bad)


def test_each_data_folder_has_a_socket_of_its_own(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")


def test_a_data_folder_that_cannot_be_made_runs_the_app_without_the_lock(qtbot: QtBot, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    running = SingleInstance(blocker / "data")
    try:
        assert running.start(Request(RequestKind.RAISE)) is Start.UNLOCKED
        assert running.serving and "cannot be made" in running.note
    finally:
        running.close()


def test_mor_analyse_file_while_the_app_runs_opens_the_analysis_beside_its_table(
    win: MainWindow, tmp_path: Path
) -> None:
    from mor_qt.analysis import open_windows

    saved_game(tmp_path / "g.mor", 8)
    before = list(open_windows)
    app_main._serve(Request(RequestKind.ANALYSE, str(tmp_path / "g.mor")), [win])
    opened = [w for w in open_windows if w not in before]
    try:
        assert len(opened) == 1 and opened[0].isVisible()
        assert opened[0].play_target is win  # "play on" continues in the running table
    finally:
        for analysis in opened:
            analysis.close()
