"""``check_server_message``: what a client accepts from a server, checked before use."""

from __future__ import annotations

from typing import Any

import pytest

from net.protocol import (
    MAX_SERVER_FRAME,
    PROTOCOL_VERSION,
    ProtocolError,
    ServerType,
    check_client_message,
    check_server_message,
    decode,
    encode,
)
from net.room import Room

CODE = "ExampleRoomCode1"


def _room_messages() -> list[dict[str, Any]]:
    """Every message a two-seat room sends until a few decisions are made, as a client decodes them."""
    room = Room.from_specs(CODE, ["me", "open"])
    sent = list(room.join_creator(conn=1, name="Ann", now=0.0).send)
    sent += room.hello(2, {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE, "name": "Bob"}, now=0.0).send
    sent += room.handle(1, check_client_message({"t": "chat", "text": "hi"}), {"t": "chat", "text": "hi"}, 0.0).send
    for conn in (1, 2):
        sent += room.handle(conn, check_client_message({"t": "ready"}), {"t": "ready"}, now=0.0).send
    for _ in range(6):
        assert room.game is not None
        seat = room.game.to_move
        act = {"t": "act", "v": room.v, "a": room.snapshot(seat)["legal"][0]}
        sent += room.handle(seat + 1, check_client_message(act), act, now=1.0).send
    return [decode(encode(msg)[4:], MAX_SERVER_FRAME) for _conn, msg in sent]


def test_every_message_a_room_sends_passes_its_schema() -> None:
    kinds = {check_server_message(msg) for msg in _room_messages()}
    assert {ServerType.WELCOME, ServerType.SNAPSHOT, ServerType.PRESENCE, ServerType.UPDATE,
            ServerType.CHAT} <= kinds


def test_a_field_a_server_adds_is_ignored() -> None:
    assert check_server_message({"t": "bye", "reason": "left", "later": 1}) == ServerType.BYE


@pytest.mark.parametrize("message", [
    {"t": "welcome", "room": CODE, "seat": "0", "token": None, "limits": {}},  # seat not an int
    {"t": "welcome", "room": "a/b", "seat": 0, "token": None, "limits": {}},  # not a room code
    {"t": "update", "v": 1, "seat": 0, "a": None, "events": [{"kind": "x"}], "obs": {}},  # event without data
    {"t": "presence", "seats": [{"name": "A"}], "spectators": 0},  # a seat without its flags
    {"t": "over", "v": 1, "winners": [0], "save": "text"},  # the save is bytes
    {"t": "snapshot", "room": CODE},  # fields missing
    {"t": "chat", "seat": None, "name": "A"},  # no text
    {"t": "surprise"},
    {"x": 1},
])
def test_a_message_breaking_its_schema_is_refused(message: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError):
        check_server_message(message)
