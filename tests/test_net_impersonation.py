"""Impersonation over the wire (a live in-process server): acting from a seat
not to move, with another seat's token, with a seat number in the payload,
after ``leave`` and with a stale ``v`` are all refused, and the game is
unchanged (``state_hash``); the mover's own decision then goes through."""

from __future__ import annotations

from typing import Any

import pytest

from net.client import Client
from net.limits import ServerLimits
from net.protocol import PROTOCOL_VERSION, ErrorCode, ServerType
from net.server import ServerThread

LIMITS = ServerLimits(act_per_window=1_000_000, max_conns_per_address=64)
SEATS = 3
READS = 200


class Seat:
    """A client bound to one seat, and the last snapshot or update it received."""

    def __init__(self, client: Client, welcome: dict[str, Any]) -> None:
        self.client, self.seat, self.token = client, welcome["seat"], welcome["token"]
        self.last: dict[str, Any] = {}

    def until(self, *types: str) -> dict[str, Any]:
        return self.client.recv_until(*types, limit=READS)


def error_code(client: Client) -> str:
    return str(client.recv_until(ServerType.ERROR, limit=READS)["code"])


def forged_from(token: str) -> str:
    """``token`` with its last two characters changed: never a seat's token by chance."""
    return token[:-2] + "".join("B" if c == "A" else "A" for c in token[-2:])


def closed(client: Client) -> bool:
    """Whether the server closed ``client`` (every message before the end skipped)."""
    try:
        for _ in range(READS):
            client.recv()
    except (ConnectionError, OSError):
        return True
    return False


@pytest.fixture
def table() -> Any:
    with ServerThread(LIMITS) as server:
        host, port = server.address
        seats: list[Seat] = []
        first = Client(host, port).connect()
        first.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me"] + ["open"] * (SEATS - 1)})
        welcome = first.recv_until(ServerType.WELCOME)
        seats.append(Seat(first, welcome))
        for _ in range(SEATS - 1):
            c = Client(host, port).connect()
            c.send({"t": "hello", "proto": PROTOCOL_VERSION, "room": welcome["room"]})
            seats.append(Seat(c, c.recv_until(ServerType.WELCOME)))
        for s in seats:
            s.client.send({"t": "ready"})
        room = welcome["room"]

        def state() -> tuple[int, str]:
            r = server.server.rooms[room]
            assert r.game is not None
            return r.v, r.game.state_hash()

        started = [s.until(ServerType.SNAPSHOT) for s in seats]  # lobby snapshots first
        started = [m if m["started"] else s.until(ServerType.SNAPSHOT) for m, s in zip(started, seats, strict=True)]
        while not all(m["started"] for m in started):
            started = [m if m["started"] else s.until(ServerType.SNAPSHOT)
                       for m, s in zip(started, seats, strict=True)]
        for s, m in zip(seats, started, strict=True):
            s.last = m
        yield server, room, seats, lambda: server.call(state)
        for s in seats:
            s.client.close()


def mover_of(seats: list[Seat]) -> tuple[Seat, list[str]]:
    movers = [s for s in seats if s.last.get("legal")]
    assert len(movers) == 1
    return movers[0], movers[0].last["legal"]


def test_every_impersonation_is_refused_and_the_game_is_unchanged(table: Any) -> None:
    server, room, seats, state = table
    host, port = server.address
    mover, legal = mover_of(seats)
    others = [s for s in seats if s is not mover]
    before = state()
    v = before[0]

    # from a seat not to move, with the mover's legal decision
    others[0].client.send({"t": "act", "v": v, "a": legal[0]})
    assert error_code(others[0].client) == ErrorCode.NOT_YOUR_TURN
    assert state() == before
    # the mover's token in the payload, or the mover's seat number: the schema refuses both, and closes
    others[0].client.send({"t": "act", "v": v, "a": legal[0], "token": mover.token})
    assert error_code(others[0].client) == ErrorCode.BAD_MESSAGE and closed(others[0].client)
    others[1].client.send({"t": "act", "v": v, "a": legal[0], "seat": mover.seat})
    assert error_code(others[1].client) == ErrorCode.BAD_MESSAGE and closed(others[1].client)
    assert state() == before
    # another seat's token sent as a second hello on a bound connection binds nothing
    other = Client(host, port).connect()
    other.send({"t": "hello", "proto": PROTOCOL_VERSION, "room": room, "token": others[0].token})
    assert other.recv_until(ServerType.WELCOME)["seat"] == others[0].seat
    other.send({"t": "hello", "proto": PROTOCOL_VERSION, "room": room, "token": mover.token})
    assert error_code(other) == ErrorCode.ALREADY_JOINED
    other.send({"t": "act", "v": v, "a": legal[0]})
    assert error_code(other) == ErrorCode.NOT_YOUR_TURN
    # a made-up token, and a connection without one (it can only watch)
    made_up = forged_from(mover.token)
    assert made_up not in {s.token for s in seats}
    forged = Client(host, port).connect()
    forged.send({"t": "hello", "proto": PROTOCOL_VERSION, "room": room, "token": made_up})
    assert error_code(forged) == ErrorCode.BAD_TOKEN and closed(forged)
    watcher = Client(host, port).connect()
    watcher.send({"t": "hello", "proto": PROTOCOL_VERSION, "room": room})
    assert watcher.recv_until(ServerType.WELCOME)["seat"] is None
    watcher.send({"t": "act", "v": v, "a": legal[0]})
    assert error_code(watcher) == ErrorCode.NOT_JOINED
    assert state() == before
    # the mover with a stale v, either side of the room's
    for stale in (v - 1, v + 1):
        if stale < 0:
            continue
        mover.client.send({"t": "act", "v": stale, "a": legal[0]})
        assert error_code(mover.client) == ErrorCode.STALE
        assert mover.until(ServerType.SNAPSHOT)["v"] == v
    assert state() == before
    # after leave: the seat's connection is gone, and a new one without the token only watches
    mover.client.send({"t": "leave"})
    assert mover.until(ServerType.BYE)["reason"] == "left" and closed(mover.client)
    with pytest.raises(OSError):  # the server closed it: nothing more goes through
        for _ in range(READS):
            mover.client.send({"t": "act", "v": v, "a": legal[0]})
            mover.client.recv()
    assert state() == before
    # the mover's own decision, from its token, still goes through: the refusals above were not vacuous
    back = Client(host, port).connect()
    back.send({"t": "hello", "proto": PROTOCOL_VERSION, "room": room, "token": mover.token})
    assert back.recv_until(ServerType.WELCOME)["seat"] == mover.seat
    back.send({"t": "act", "v": v, "a": legal[0]})
    update = back.recv_until(ServerType.UPDATE)
    assert update["v"] == v + 1 and update["seat"] == mover.seat
    assert state()[0] == v + 1
    for c in (other, watcher, back):
        c.close()
