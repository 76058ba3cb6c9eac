"""Running ``mor-arena`` as at a terminal: stderr on a pseudo-terminal, Ctrl-C to its
process group, and its child processes listed through Linux's /proc."""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ARENA = str(Path(sys.executable).parent / "mor-arena")
MANY_GAMES = 5000  # far more than finish before the interrupt
WAIT_LIMIT = 120.0  # seconds to see the first games finish (a safety net, not a measurement)


def _ctrl_c_as_at_a_terminal() -> None:
    """The program gets Ctrl-C's default meaning even when these tests run in a background
    job, which starts its children with SIGINT ignored (as a shell's ``&`` does)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _read_some(fd: int, wait: float) -> bytes:
    """What the terminal has for us within ``wait`` seconds (b"" when nothing, or it closed)."""
    if not select.select([fd], [], [], wait)[0]:
        return b""
    try:
        return os.read(fd, 4096)
    except OSError:  # the program closed its end
        return b""


def ctrl_c(proc: subprocess.Popen[str]) -> None:
    """Ctrl-C at a terminal: SIGINT to the program's whole process group."""
    os.killpg(proc.pid, signal.SIGINT)


@dataclass(frozen=True)
class Stopped:
    """A mor-arena run that ``run_until_games_done`` stopped: how it exited and what it wrote."""

    returncode: int
    out: str  # its standard output
    err: str  # what its terminal (standard error) showed


def run_until_games_done(args: list[str], games_done: int,
                         stop: Callable[[subprocess.Popen[str]], None] | None = None) -> Stopped:
    """Start mor-arena with stderr on a pseudo-terminal, wait until its progress bar
    shows ``games_done`` games finished, then ``stop`` it (by default: press Ctrl-C)."""
    master, slave = os.openpty()
    proc = subprocess.Popen([ARENA, *args], stdout=subprocess.PIPE, stderr=slave, text=True, start_new_session=True,
                            preexec_fn=_ctrl_c_as_at_a_terminal)
    os.close(slave)
    seen = b""
    try:
        while True:
            ready, _, _ = select.select([master], [], [], WAIT_LIMIT)
            assert ready, f"no progress within {WAIT_LIMIT} s: {seen[-300:]!r}"
            seen += os.read(master, 4096)
            done = [int(n) for n in re.findall(rb"\] (\d+)/", seen)]
            if done and max(done) >= games_done:
                break
        (stop or ctrl_c)(proc)
        # Keep reading the terminal until the program has exited: a pseudo-terminal holds
        # only a few KB, and a program whose last lines nobody reads blocks in write() for ever.
        deadline = time.monotonic() + WAIT_LIMIT
        while proc.poll() is None and time.monotonic() < deadline:
            seen += _read_some(master, 0.2)
        proc.wait(timeout=1.0)
        while chunk := _read_some(master, 0.2):
            seen += chunk
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        os.close(master)
    out = proc.stdout.read() if proc.stdout else ""
    return Stopped(proc.returncode, out, seen.decode("utf-8", "replace"))


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux: from /proc)."""
    kids = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # it ended while we looked
            continue
        if int(fields[1]) == pid:
            kids.add(int(stat.parent.name))
    return kids


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has ended and waits only to be reaped




def all_ended(pids: set[int]) -> bool:
    """Whether every process of ``pids`` has ended, given up to ``WAIT_LIMIT`` seconds to go."""
    deadline = time.monotonic() + WAIT_LIMIT
    while [pid for pid in pids if alive(pid)] and time.monotonic() < deadline:
        time.sleep(0.05)
    return not [pid for pid in pids if alive(pid)]
