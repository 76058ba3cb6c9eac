"""``undo {v}``: the seat to move takes back its own decision of the turn, within the rules' limits."""

from __future__ import annotations

from typing import Any

from core import ActionKind, parse_action
from net.protocol import PROTOCOL_VERSION, ErrorCode, check_client_message
from net.room import Reply, Room

CODE = "UndoRoomCodeUndo"
MAX_DECISIONS = 200


def _send(room: Room, conn: int, msg: dict[str, Any]) -> Reply:
    return room.handle(conn, check_client_message(msg), msg, now=0.0)


def _room() -> Room:
    room = Room.from_specs(CODE, ["me", "open"])
    room.join_creator(conn=1, name="Ann", now=0.0)
    room.hello(2, {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE, "name": "Bob"}, now=0.0)
    for conn in (1, 2):
        _send(room, conn, {"t": "ready"})
    return room


def _conn(room: Room) -> int:
    assert room.game is not None
    return 1 if room.seat_of(1) == room.game.to_move else 2


def _codes(reply: Reply) -> list[str]:
    return [msg["code"] for _c, msg in reply.send if msg["t"] == "error"]


def test_the_seat_to_move_takes_back_its_own_decision_and_everyone_sees_it() -> None:
    room = _room()
    assert room.game is not None
    for _ in range(MAX_DECISIONS):  # on to a turn where a decision can be taken back: a market decision
        seat = room.game.to_move
        legal = room.snapshot(seat)["legal"]
        market = [a for a in legal if parse_action(a).kind == ActionKind.MARKET]
        if market:
            break
        _send(room, _conn(room), {"t": "act", "v": room.v, "a": legal[0]})
    assert market, "no market decision within the bound"
    mover, other = _conn(room), 3 - _conn(room)
    before_hash = room.game.state_hash()
    reply = _send(room, mover, {"t": "act", "v": room.v, "a": market[0]})
    update = next(msg for c, msg in reply.send if c == mover)
    assert update["undo"] == market[0]  # the mover is told what it may take back
    assert "undo" not in next(msg for c, msg in reply.send if c == other)
    assert _codes(_send(room, other, {"t": "undo", "v": room.v})) == [ErrorCode.NOT_YOUR_TURN]
    assert _codes(_send(room, mover, {"t": "undo", "v": room.v - 1})) == [ErrorCode.STALE]
    v = room.v
    reply = _send(room, mover, {"t": "undo", "v": v})
    assert room.v == v + 1 and room.game.state_hash() == before_hash  # v counts changes: it never goes back
    assert {c for c, msg in reply.send if msg["t"] == "snapshot"} == {1, 2} and reply.changed
    assert _codes(_send(room, mover, {"t": "undo", "v": room.v})) == [ErrorCode.NO_UNDO]  # nothing left


def test_undo_before_the_start_or_from_a_spectator_is_refused() -> None:
    room = Room.from_specs(CODE, ["me", "open"])
    room.join_creator(conn=1, name="Ann", now=0.0)
    assert _codes(_send(room, 1, {"t": "undo", "v": 0})) == [ErrorCode.NOT_STARTED]
    room.hello(2, {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE, "spectate": True}, now=0.0)
    assert _codes(_send(room, 2, {"t": "undo", "v": 0})) == [ErrorCode.NOT_JOINED]
