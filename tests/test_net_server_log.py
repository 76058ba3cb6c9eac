"""``mor-server``'s log: a rotating file in its data folder and stderr, neither
ever holding a token, a room's full code or a hand."""

from __future__ import annotations

import json
import logging.handlers
import os
import re
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path

import msgpack

from net.client import SeatPlayer
from net.protocol import PROTOCOL_VERSION, parse_address
from net.server.cli import LOG_BACKUPS, LOG_BYTES, LOG_NAME, setup_logging

ROOT = Path(__file__).resolve().parent.parent
WAIT_S = 60
LEADER_ID = re.compile(r"\bL(49|5\d|6[0-4])\b")


def test_the_log_file_and_stderr_never_hold_a_token_or_a_hand(tmp_path: Path) -> None:
    data = tmp_path / "data"
    proc = subprocess.Popen([sys.executable, "-m", "net.server", "--port", "0", "--data", str(data), "--json",
                             "--verbose", "--act-limit", "100000"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    try:
        assert proc.stdout is not None
        host, port, _ = parse_address(json.loads(proc.stdout.readline())["listening"])
        player = SeatPlayer(host, port, "random", seed=5)
        welcome = player.create(["me", "greedy"], away="wait")
        result = player.play()
        # a wrong token is logged too; sent while the player is still connected, since a finished
        # room nobody is in is retired at the server's next tick, and then the code has no room
        with socket.create_connection((host, port), timeout=WAIT_S) as sock:
            body = msgpack.packb({"t": "hello", "proto": PROTOCOL_VERSION, "room": welcome["room"],
                                  "token": "W" * 43})
            sock.sendall(struct.pack(">I", len(body)) + body)
            while sock.recv(65536):
                pass
        player.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT_S) == 0
        stderr = proc.stderr.read() if proc.stderr is not None else ""
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(WAIT_S)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    assert result["winners"] is not None
    text = (data / LOG_NAME).read_text(encoding="utf-8")
    for log in (text, stderr):
        assert "game over" in log and "joined" in log and "bad_token" in log and "server stopped" in log
        assert welcome["token"] not in log and "W" * 43 not in log
        assert welcome["room"] not in log  # a room is named by its first characters only
        assert not LEADER_ID.search(log)


def test_the_log_file_rotates(tmp_path: Path) -> None:
    logger = logging.getLogger("net")
    before = list(logger.handlers)
    setup_logging(tmp_path, verbose=False)
    added = [h for h in logger.handlers if h not in before]
    try:
        files = [h for h in added if isinstance(h, logging.handlers.RotatingFileHandler)]
        assert len(files) == 1 and Path(files[0].baseFilename) == tmp_path / LOG_NAME
        assert (files[0].maxBytes, files[0].backupCount) == (LOG_BYTES, LOG_BACKUPS)
        for i in range(LOG_BYTES // 100 * (LOG_BACKUPS + 2)):
            logging.getLogger("net.server").info("line %06d %s", i, "x" * 80)
    finally:
        for h in added:
            logger.removeHandler(h)
            h.close()
    logs = sorted(p.name for p in tmp_path.iterdir())
    assert logs == [LOG_NAME] + [f"{LOG_NAME}.{i}" for i in range(1, LOG_BACKUPS + 1)]
    assert all((tmp_path / name).stat().st_size <= LOG_BYTES for name in logs)
