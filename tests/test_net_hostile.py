"""Hostile clients against a live in-process server: more than 10,000
hypothesis-generated malformed, oversized, truncated, out-of-order and
wrong-type messages, each on its own connection, while games play on in
other rooms.  Each offender gets exactly one ``error`` with the code the
protocol gives it and is closed; the server never raises; every game finishes
with every decision intact."""

from __future__ import annotations

import socket
import struct
import threading
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core import loads
from net.client import SeatPlayer
from net.limits import KIB, ServerLimits
from net.protocol import (
    CLOSING,
    HEADER_BYTES,
    MAX_CLIENT_FRAME,
    PROTOCOL_VERSION,
    ClientType,
    ErrorCode,
    ProtocolError,
    ServerType,
    check_client_message,
    decode,
)
from net.server import ServerThread

BATCH = 50  # hostile connections open at once
BATCHES = 205  # hypothesis examples: more than 10,000 offenders in all (a few generated frames are harmless)
MIN_OFFENDERS = 10_000
JOIN_S = 120.0
LIMITS = ServerLimits(act_per_window=1_000_000, max_conns_per_address=BATCH + 16, max_connections=BATCH + 64,
                      wrong_codes_per_window=1_000_000, max_rooms_per_address=1_000_000)
HARMLESS = {ClientType.PING, ClientType.PONG, ClientType.STATUS, ClientType.CREATE}
NEEDS_A_ROOM = {ClientType.ACT, ClientType.UNDO, ClientType.SYNC, ClientType.READY, ClientType.CHAT,
                ClientType.LEAVE}


def framed(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def expected_code(stream: bytes) -> ErrorCode | None:
    """The error the protocol gives a connection that sends ``stream`` then ends (None: a
    message that is no offence, left out of the count)."""
    if len(stream) < HEADER_BYTES:
        return ErrorCode.BAD_FRAME  # ended inside a header
    (length,) = struct.unpack(">I", stream[:HEADER_BYTES])
    if length > MAX_CLIENT_FRAME:
        return ErrorCode.TOO_BIG
    body = stream[HEADER_BYTES:]
    if len(body) != length:
        return ErrorCode.BAD_FRAME if len(body) < length else None  # two frames: not generated
    try:
        msg_type = check_client_message(decode(body))
    except ProtocolError as exc:
        return exc.code
    if msg_type in NEEDS_A_ROOM:
        return ErrorCode.NOT_JOINED
    if msg_type == ClientType.HELLO:
        return ErrorCode.NO_ROOM  # room codes are drawn at random: no such room
    return None


INTS = st.integers(-(1 << 63), (1 << 64) - 1)  # what msgpack can carry
FIELD_NAMES = st.one_of(st.sampled_from(["t", "v", "a", "room", "proto", "token", "seats", "text", "seat", "name"]),
                        st.text(max_size=4))
FIELD_VALUES = st.one_of(INTS, st.text(max_size=24), st.binary(max_size=12),
                         st.none(), st.booleans(), st.floats(allow_nan=True), st.lists(st.integers(-9, 9), max_size=4),
                         st.dictionaries(st.text(max_size=3), INTS, max_size=2),
                         st.sampled_from([t.value for t in ClientType]))
MAPS = st.dictionaries(FIELD_NAMES, FIELD_VALUES, max_size=6)
TYPED_MAPS = st.builds(lambda t, m: {**m, "t": t}, st.sampled_from([t.value for t in ClientType] + ["", "fly"]), MAPS)
ROOM_CODES = st.from_regex(r"[A-Za-z0-9_-]{16,24}", fullmatch=True)
OUT_OF_ORDER = st.one_of(
    st.builds(lambda v, a: {"t": "act", "v": v, "a": a}, st.integers(0, 500), st.text(max_size=20)),
    st.builds(lambda v: {"t": "undo", "v": v}, st.integers(0, 500)),
    st.sampled_from([{"t": "sync"}, {"t": "ready"}, {"t": "ready", "ready": False}, {"t": "leave"},
                     {"t": "chat", "text": "hi"}]),
    st.builds(lambda room: {"t": "hello", "proto": PROTOCOL_VERSION, "room": room}, ROOM_CODES),
)


def packed(value: Any) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


@st.composite
def truncated(draw: st.DrawFn) -> bytes:
    """A whole message's frame cut short: inside the msgpack (a frame that says so) or
    inside the stream (the connection ends mid-frame)."""
    full = framed(packed(draw(st.one_of(TYPED_MAPS, OUT_OF_ORDER))))
    if draw(st.booleans()):
        body = full[HEADER_BYTES:]
        return framed(body[: draw(st.integers(0, len(body) - 1))])
    return full[: draw(st.integers(1, len(full) - 1))]


OFFENDERS = st.one_of(
    st.builds(lambda n, tail: struct.pack(">I", n) + tail, st.integers(64 * KIB + 1, (1 << 32) - 1),
              st.binary(max_size=16)),  # oversized
    st.builds(framed, st.binary(max_size=64)),  # malformed msgpack
    st.binary(min_size=1, max_size=3),  # not even a header
    st.builds(lambda v: framed(packed(v)), st.one_of(INTS, st.text(max_size=8), st.lists(st.none()))),
    truncated(),
    st.builds(lambda m: framed(packed(m)), TYPED_MAPS),  # wrong types, missing or extra fields
    st.builds(lambda m: framed(packed(m)), OUT_OF_ORDER),  # right shape, wrong moment
    st.builds(lambda proto, room: framed(packed({"t": "hello", "proto": proto, "room": room})),
              st.integers(0, 1 << 20).filter(lambda p: p != PROTOCOL_VERSION), ROOM_CODES),  # another version
    st.builds(lambda k: framed(b"\x81" + packed(k) + b"\x01"), st.one_of(INTS, st.binary(max_size=4))),
    st.builds(lambda code, data: framed(b"\x81\xa1t" + packed(msgpack.ExtType(code, data))),
              st.integers(0, 127), st.binary(max_size=8)),  # ext types
)


def read_until_closed(sock: socket.socket) -> tuple[list[dict[str, Any]], bool]:
    """Every message until the server closes; whether it did close (in time)."""
    data = bytearray()
    closed = False
    while True:
        try:
            got = sock.recv(65536)
        except ConnectionResetError:
            closed = True
            break
        except TimeoutError:
            break
        if not got:
            closed = True
            break
        data += got
    out = []
    while len(data) >= HEADER_BYTES:
        (n,) = struct.unpack(">I", data[:HEADER_BYTES])
        out.append(msgpack.unpackb(bytes(data[HEADER_BYTES : HEADER_BYTES + n]), raw=False))
        del data[: HEADER_BYTES + n]
    return out, closed


def offend(address: tuple[str, int], streams: list[bytes]) -> list[tuple[list[dict[str, Any]], bool]]:
    """Each stream on its own connection (all open at once), then the end of each."""
    socks = [socket.create_connection(address, timeout=30) for _ in streams]
    try:
        for sock, stream in zip(socks, streams, strict=True):
            sock.sendall(stream)
            sock.shutdown(socket.SHUT_WR)
        return [read_until_closed(sock) for sock in socks]
    finally:
        for sock in socks:
            sock.close()


def play_games_until(address: tuple[str, int], stop: threading.Event, finished: list[dict[str, Any]],
                     errors: list[BaseException]) -> None:
    """3-seat games (two bot clients, one server-side bot) one after another until ``stop``."""
    seed = 0
    while not stop.is_set() or not finished:
        seed += 1
        players = [SeatPlayer(*address, "random", seed=seed * 2 + i) for i in range(2)]
        try:
            welcome = players[0].create(["me", "greedy", "open"], away="wait")
            players[1].join(welcome["room"])
            threads = [threading.Thread(target=p.play, daemon=True) for p in players]
            for t in threads:
                t.start()
            for t in threads:
                t.join(JOIN_S)
            finished.append(check_intact(players))
        except BaseException as exc:
            errors.append(exc)
            return
        finally:
            for p in players:
                p.close()


def check_intact(players: list[SeatPlayer]) -> dict[str, Any]:
    """The game ended for both seats alike, and every decision a seat saw applied is in
    the save at its version."""
    over = players[0].over
    assert over is not None
    game = loads(over["save"]).game
    history = [str(a) for a in game.history()]
    assert game.is_over and len(history) == over["v"]
    for p in players:
        assert p.over is not None and p.over["save"] == over["save"]
        assert p.my_decisions and all(history[v] == a for v, a in p.my_decisions)
    return {"v": over["v"], "winners": game.winners()}


def test_ten_thousand_hostile_messages_each_get_an_error_and_are_closed_while_games_play_on(
        caplog: pytest.LogCaptureFixture) -> None:
    counts = {"offenders": 0, "harmless": 0}
    codes: set[str] = set()
    finished: list[dict[str, Any]] = []
    errors: list[BaseException] = []
    stop = threading.Event()
    with ServerThread(LIMITS) as server:
        games = threading.Thread(target=play_games_until, args=(server.address, stop, finished, errors), daemon=True)
        games.start()

        @settings(max_examples=BATCHES, deadline=None, database=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
        @given(streams=st.lists(OFFENDERS, min_size=BATCH, max_size=BATCH))
        def flood(streams: list[bytes]) -> None:
            expected = [expected_code(s) for s in streams]
            for (msgs, closed), code, stream in zip(offend(server.address, streams), expected, streams, strict=True):
                if code is None:
                    counts["harmless"] += 1
                    continue
                assert closed, stream
                assert [(m["t"], m.get("code")) for m in msgs] == [(ServerType.ERROR, code.value)], stream
                counts["offenders"] += 1
                codes.add(code)

        flood()
        stop.set()
        games.join(JOIN_S)
        assert not games.is_alive()
        gone = threading.Event()
        for _ in range(600):  # every connection goes (the games' clients closed a moment ago): 30 s at most
            if server.call(lambda: len(server.server.conns)) == 0:
                break
            gone.wait(0.05)
        assert server.call(lambda: len(server.server.conns)) == 0
    assert not errors, errors
    assert counts["offenders"] >= MIN_OFFENDERS, counts
    assert finished and all(g["winners"] for g in finished)
    assert codes >= {ErrorCode.TOO_BIG, ErrorCode.BAD_FRAME, ErrorCode.BAD_MESSAGE, ErrorCode.UNKNOWN_TYPE,
                     ErrorCode.VERSION, ErrorCode.NOT_JOINED, ErrorCode.NO_ROOM}
    assert codes <= CLOSING | {ErrorCode.NOT_JOINED}
    server_logs = "\n".join(r.getMessage() for r in caplog.records if r.name.startswith("net."))
    assert "failed" not in server_logs  # the server logged no exception of its own


def test_a_sync_flood_is_rate_limited_like_every_other_message() -> None:
    """A sync costs the server a snapshot: past ``misc_per_window`` messages that the room does
    not count itself, the connection is closed; a client keeping to it is served."""
    limits = ServerLimits(misc_per_window=5)
    with ServerThread(limits) as server:
        flood = SeatPlayer(*server.address, "random", seed=1)
        flood.create(["me", "open"])
        assert flood.client is not None
        for _ in range(limits.misc_per_window + 1):
            flood.client.send({"t": "sync"})
        got = []
        with pytest.raises((ConnectionError, OSError)):
            for _ in range(100):
                got.append(flood.client.recv())
        # the create counted as one: four snapshots, then the refusal
        assert [m["t"] for m in got].count(ServerType.SNAPSHOT) >= limits.misc_per_window - 1
        assert [m.get("code") for m in got if m["t"] == ServerType.ERROR] == [ErrorCode.RATE_LIMITED]
        flood.close()
