"""The wire protocol (net/protocol.py, docs/protocol.md): frames round-trip, and
every malformed frame or message is refused with its error code."""

from __future__ import annotations

import struct
from typing import Any

import msgpack
import pytest

from net.limits import RateWindow
from net.protocol import (
    CLOSING,
    HEADER_BYTES,
    MAX_CLIENT_FRAME,
    PROTOCOL_VERSION,
    SCHEMAS,
    ClientType,
    ErrorCode,
    FrameReader,
    ProtocolError,
    check_client_message,
    decode,
    encode,
    invite,
    parse_address,
)

ROOM = "abcdefghijklmnop"
TOKEN = "T" * 43


def code_of(call: Any, *args: Any) -> ErrorCode:
    with pytest.raises(ProtocolError) as err:
        call(*args)
    return err.value.code


def test_a_frame_is_a_big_endian_length_then_one_msgpack_map() -> None:
    msg = {"t": "act", "v": 3, "a": "market 4"}
    data = encode(msg)
    (length,) = struct.unpack(">I", data[:HEADER_BYTES])
    assert length == len(data) - HEADER_BYTES
    assert msgpack.unpackb(data[HEADER_BYTES:]) == msg
    assert decode(data[HEADER_BYTES:]) == msg


def test_the_frame_reader_joins_pieces_and_splits_frames() -> None:
    msgs: list[dict[str, Any]] = [{"t": "sync"}, {"t": "chat", "text": "hello"}, {"t": "act", "v": 1, "a": "end"}]
    stream = b"".join(encode(m) for m in msgs)
    reader = FrameReader()
    got = []
    for i in range(0, len(stream), 3):
        got += reader.feed(stream[i : i + 3])
    assert got == msgs


def test_an_oversized_frame_is_refused_from_its_header() -> None:
    header = struct.pack(">I", MAX_CLIENT_FRAME + 1)
    assert code_of(FrameReader().feed, header) == ErrorCode.TOO_BIG
    assert code_of(decode, b"\x80" * (MAX_CLIENT_FRAME + 1)) == ErrorCode.TOO_BIG


@pytest.mark.parametrize("body", [
    b"",  # nothing
    b"\xc1",  # a byte msgpack never uses
    b"\x82\xa1t",  # truncated
    msgpack.packb([1, 2, 3]),  # not a map
    msgpack.packb("text"),
    msgpack.packb({"t": "sync"}) + b"\x00",  # trailing bytes
    msgpack.packb({1: "int key"}),  # keys must be strings
    msgpack.packb({b"t": "sync"}, use_bin_type=True),  # bytes keys too
    msgpack.packb({"t": msgpack.ExtType(1, b"x")}),  # no ext types
    b"\x82\xa1t\xa1x\xa1a\xd6\xff" + b"\x00" * 4,  # not even the timestamp (ext type -1)
    b"\x91" * 5000 + b"\xc0",  # deep nesting
])
def test_bad_msgpack_is_a_bad_frame(body: bytes) -> None:
    assert code_of(decode, body) == ErrorCode.BAD_FRAME


def test_a_long_array_within_the_frame_size_still_decodes_within_bounds() -> None:
    body = msgpack.packb({"t": "chat", "text": "x" * 1000})
    assert decode(body)["text"] == "x" * 1000


GOOD: dict[ClientType, dict[str, Any]] = {
    ClientType.CREATE: {"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open", "greedy"]},
    ClientType.HELLO: {"t": "hello", "proto": PROTOCOL_VERSION, "room": ROOM, "token": TOKEN, "name": "Ann"},
    ClientType.ACT: {"t": "act", "v": 0, "a": "keep L49 L50"},
    ClientType.UNDO: {"t": "undo", "v": 4},
    ClientType.SYNC: {"t": "sync"},
    ClientType.READY: {"t": "ready", "ready": True},
    ClientType.CHAT: {"t": "chat", "text": "hi"},
    ClientType.LEAVE: {"t": "leave"},
    ClientType.PING: {"t": "ping"},
    ClientType.PONG: {"t": "pong"},
    ClientType.REMATCH: {"t": "rematch"},
    ClientType.STATUS: {"t": "status"},
}


def test_every_client_message_type_has_a_schema_and_passes_it() -> None:
    assert set(GOOD) == set(ClientType) == set(SCHEMAS)
    for kind, msg in GOOD.items():
        assert check_client_message(msg) is kind


@pytest.mark.parametrize(("msg", "code"), [
    ({"v": 1}, ErrorCode.BAD_MESSAGE),  # no type
    ({"t": 5}, ErrorCode.BAD_MESSAGE),
    ({"t": "teleport"}, ErrorCode.UNKNOWN_TYPE),
    ({"t": "act", "v": "1", "a": "end"}, ErrorCode.BAD_MESSAGE),  # wrong type
    ({"t": "act", "v": True, "a": "end"}, ErrorCode.BAD_MESSAGE),  # a bool is no version
    ({"t": "act", "v": -1, "a": "end"}, ErrorCode.BAD_MESSAGE),
    ({"t": "act", "v": 1}, ErrorCode.BAD_MESSAGE),  # missing field
    ({"t": "act", "v": 1, "a": "end", "seat": 1}, ErrorCode.BAD_MESSAGE),  # a seat number in the payload
    ({"t": "act", "v": 1, "a": "end", "token": TOKEN}, ErrorCode.BAD_MESSAGE),  # a token in the payload
    ({"t": "act", "v": 1, "a": "x" * 100}, ErrorCode.BAD_MESSAGE),
    ({"t": "chat", "text": ["hi"]}, ErrorCode.BAD_MESSAGE),
    ({"t": "hello", "proto": PROTOCOL_VERSION, "room": "../../etc/passwd"}, ErrorCode.BAD_MESSAGE),
    ({"t": "hello", "proto": PROTOCOL_VERSION, "room": ROOM, "token": "short"}, ErrorCode.BAD_MESSAGE),
    ({"t": "hello", "proto": PROTOCOL_VERSION + 1, "room": ROOM}, ErrorCode.VERSION),
    ({"t": "hello", "room": ROOM}, ErrorCode.BAD_MESSAGE),  # no version
    ({"t": "create", "proto": PROTOCOL_VERSION, "seats": []}, ErrorCode.BAD_MESSAGE),
    ({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me"] * 5}, ErrorCode.BAD_MESSAGE),
    ({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", 3]}, ErrorCode.BAD_MESSAGE),
    ({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"], "grace": 1e9}, ErrorCode.BAD_MESSAGE),
    ({"t": "sync", "extra": None}, ErrorCode.BAD_MESSAGE),
])
def test_a_message_failing_its_schema_is_refused_with_its_code(msg: dict[str, Any], code: ErrorCode) -> None:
    assert code_of(check_client_message, msg) == code


def test_frame_and_schema_errors_close_the_connection_but_a_refused_decision_does_not() -> None:
    assert {ErrorCode.BAD_FRAME, ErrorCode.TOO_BIG, ErrorCode.BAD_MESSAGE, ErrorCode.VERSION} <= CLOSING
    assert not {ErrorCode.STALE, ErrorCode.ILLEGAL, ErrorCode.NOT_YOUR_TURN} & CLOSING


def test_addresses_and_invites() -> None:
    assert parse_address("127.0.0.1:7878") == ("127.0.0.1", 7878, None)
    assert parse_address("mor://127.0.0.1:7878") == ("127.0.0.1", 7878, None)
    assert parse_address(invite("127.0.0.1", 9, ROOM)) == ("127.0.0.1", 9, ROOM)
    assert invite("::1", 9, ROOM) == f"mor://[::1]:9/{ROOM}"
    assert parse_address(invite("::1", 9, ROOM)) == ("::1", 9, ROOM)
    for bad in ("nohost", "host:", "host:99999", "mor://h:1/bad room", "mor://h:1/ROOMROOMROOMROOM#sha256:ab"):
        with pytest.raises(ValueError):
            parse_address(bad)


def test_a_rate_window_forgets_what_is_older_than_its_window() -> None:
    w = RateWindow(10.0)
    assert [w.add(t) for t in (0.0, 1.0, 2.0)] == [1, 2, 3]
    assert w.add(10.5) == 3  # the event at 0 left the window
    assert w.add(30.0, 5) == 5
