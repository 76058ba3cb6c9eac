"""Drive a ``Room`` without sockets (tests of net/)."""

from __future__ import annotations

import itertools
import random
import threading
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from net.client import SeatPlayer
from net.protocol import PROTOCOL_VERSION, ClientType, check_client_message
from net.room import ConnId, Reply, Room

CODE = "R" * 16


def tokens_for(n: int) -> list[str]:
    return [f"{'tok' * 11}{seat}" for seat in range(n)]


class Table:
    """A room, its connections, and every message each connection received (``inbox``)."""

    def __init__(self, room: Room, check: Callable[[Table, Reply], None] | None = None) -> None:
        self.room = room
        self.now = 0.0
        self.inbox: dict[ConnId, list[dict[str, Any]]] = defaultdict(list)
        self.closed: set[ConnId] = set()
        self.check = check
        self._ids = itertools.count(1)

    def new_conn(self) -> ConnId:
        return next(self._ids)

    def deliver(self, reply: Reply) -> Reply:
        for conn, msg in reply.send:
            self.inbox[conn].append(msg)
        if self.check is not None:
            self.check(self, reply)
        for conn in reply.close:
            if conn not in self.closed:
                self.closed.add(conn)
                self.deliver(self.room.disconnect(conn, self.now))
        return reply

    def send(self, conn: ConnId, msg: dict[str, Any]) -> Reply:
        """``msg`` from ``conn``, schema-checked as the server does."""
        msg_type = check_client_message(msg)
        return self.deliver(self.room.handle(conn, msg_type, msg, self.now))

    def hello(self, token: str | None = None, name: str = "", spectate: bool = False) -> tuple[ConnId, Reply]:
        conn = self.new_conn()
        msg: dict[str, Any] = {"t": "hello", "proto": PROTOCOL_VERSION, "room": self.room.code}
        if token is not None:
            msg["token"] = token
        if name:
            msg["name"] = name
        if spectate:
            msg["spectate"] = True
        return conn, self.send(conn, msg)

    def last(self, conn: ConnId, kind: str | None = None) -> dict[str, Any]:
        msgs = [m for m in self.inbox[conn] if kind is None or m["t"] == kind]
        return msgs[-1]

    def act(self, conn: ConnId, action: str, v: int | None = None) -> Reply:
        return self.send(conn, {"t": ClientType.ACT.value, "v": self.room.v if v is None else v, "a": action})


def started_table(n: int, seed: int = 1, check: Callable[[Table, Reply], None] | None = None,
                  specs: list[str] | None = None) -> tuple[Table, list[ConnId]]:
    """A room of ``n`` human seats, all joined and ready: the game started."""
    tokens = iter(tokens_for(n))
    room = Room.from_specs(CODE, specs or ["me"] + ["open"] * (n - 1), token_factory=lambda: next(tokens),
                           seed_factory=lambda: seed)
    table = Table(room, check)
    conns = []
    for seat in range(n):
        conn, _ = table.hello(name=f"P{seat}")
        conns.append(conn)
    for conn in conns:
        table.send(conn, {"t": "ready"})
    assert room.started
    return table, conns


def play_random(table: Table, conns: list[ConnId], rng: random.Random, limit: int = 2000) -> None:
    """Each seat acts with a random legal decision it reads from its own snapshot, until the end."""
    room = table.room
    for _ in range(limit):
        if room.over:
            return
        assert room.game is not None
        seat = room.game.to_move
        snap = room.snapshot(seat)
        table.now += 1.0  # within the decision rate
        table.act(conns[seat], rng.choice(snap["legal"]))
    raise AssertionError("the game did not end")


def play_random_pair(address: tuple[str, int], keep_messages: bool = False, join_s: float = 120.0) -> list[SeatPlayer]:
    """Two random-bot clients create and join a 2-seat room at ``address`` and play it to
    its end, each on its own thread (joined within ``join_s``); the caller closes them."""
    players = [SeatPlayer(*address, "random", seed=i, keep_messages=keep_messages) for i in range(2)]
    welcome = players[0].create(["me", "open"], away="wait")
    players[1].join(welcome["room"])
    threads = [threading.Thread(target=p.play, daemon=True) for p in players]
    for t in threads:
        t.start()
    for t in threads:
        t.join(join_s)
    return players
