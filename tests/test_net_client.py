"""The blocking client's waits are bounded: ``recv_until`` gives up after ``within``
seconds even while the server's pings keep every read returning (before, a message
that never came was waited for through up to 10,000 pings, hours)."""

from __future__ import annotations

import socket
import threading

import pytest

from net.client import Client
from net.protocol import ServerType, encode

PING_CAP = 1_000  # the pinger stops after this many, whatever happens
PING_EVERY_S = 0.01


def test_recv_until_gives_up_in_time_while_pings_keep_coming() -> None:
    ours, theirs = socket.socketpair()
    stop = threading.Event()

    def pinger() -> None:
        for _ in range(PING_CAP):
            if stop.wait(PING_EVERY_S):
                return
            theirs.sendall(encode({"t": ServerType.PING.value}))

    ours.settimeout(5)  # were the deadline ignored, the read after the last ping still ends
    client = Client("127.0.0.1", 0)
    client.sock = ours
    thread = threading.Thread(target=pinger, daemon=True)
    thread.start()
    try:
        with pytest.raises(TimeoutError, match="no welcome within"):
            client.recv_until(ServerType.WELCOME, within=0.2)
        # given up while the pings were still coming, not when they ran out
        assert 0 < client.pings < PING_CAP
    finally:
        stop.set()
        thread.join(timeout=5)
        client.close()
        theirs.close()
    assert not thread.is_alive()


def test_recv_until_returns_the_wanted_message_after_the_others() -> None:
    ours, theirs = socket.socketpair()
    client = Client("127.0.0.1", 0)
    client.sock = ours
    try:
        for message in ({"t": ServerType.PING.value}, {"t": ServerType.PING.value},
                        {"t": ServerType.BYE.value, "reason": "left"}):
            theirs.sendall(encode(message))
        assert client.recv_until(ServerType.BYE, within=5)["reason"] == "left"
        assert client.pings == 2
    finally:
        client.close()
        theirs.close()
