"""``undoable``: the seat to move is told which of its decisions ``undo {v}`` would take back."""

from __future__ import annotations

from typing import Any

from core import ActionKind, parse_action
from net.protocol import PROTOCOL_VERSION, check_client_message
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


def test_the_seat_to_move_is_told_what_it_may_take_back() -> None:
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
    reply = _send(room, mover, {"t": "act", "v": room.v, "a": market[0]})
    update = next(msg for c, msg in reply.send if c == mover)
    assert update["undoable"] == market[0]  # the mover is told what it may take back
    assert "undoable" not in next(msg for c, msg in reply.send if c == other)  # the others are not
    assert room.snapshot(room.game.to_move)["undoable"] == market[0]
    v = room.v
    reply = _send(room, mover, {"t": "undo", "v": v})
    assert room.v == v - 1
    back = next(msg for c, msg in reply.send if c == mover)
    assert back["undo"] is True and back["undoable"] is None and market[0] in back["legal"]  # nothing left
