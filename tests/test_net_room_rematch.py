"""``rematch``: after the end, the same people play again in the same room, each one seat further round."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ai import make_bot
from net.limits import ServerLimits
from net.protocol import PROTOCOL_VERSION, ErrorCode, check_client_message
from net.room import Reply, Room

CODE = "RematchRoomCode1"
MAX_DECISIONS = 5_000


def _send(room: Room, conn: int, msg: dict[str, Any]) -> Reply:
    return room.handle(conn, check_client_message(msg), msg, now=0.0)


def _two_seats_ready() -> Room:
    room = Room.from_specs(CODE, ["me", "open", "greedy"], limits=ServerLimits(act_per_window=MAX_DECISIONS))
    room.join_creator(conn=1, name="Ann", now=0.0)
    room.hello(2, {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE, "name": "Bob"}, now=0.0)
    for conn in (1, 2):
        _send(room, conn, {"t": "ready"})
    return room


def _play_to_the_end(room: Room) -> None:
    bot = make_bot("greedy", 1, inline=True)
    for _ in range(MAX_DECISIONS):
        game = room.game
        assert game is not None
        if game.is_over:
            return
        seat = game.to_move
        choice = str(bot.choose(game.clone(), seat))
        turn = room.bot_turn()
        if turn is not None:
            room.bot_move(turn, choice, 0.0)
        else:
            conn = 1 if room.seat_of(1) == seat else 2
            _send(room, conn, {"t": "act", "v": room.v, "a": choice})
    raise AssertionError("the game did not end")


def test_rematch_rotates_the_seats_and_returns_to_the_lobby() -> None:
    room = _two_seats_ready()
    tokens = [s.token for s in room.seats]
    refused = _send(room, 1, {"t": "rematch"})
    assert [msg["code"] for _c, msg in refused.send] == [ErrorCode.NOT_OVER]  # not before the end
    _play_to_the_end(room)
    reply = _send(room, 2, {"t": "rematch"})
    assert reply.changed and not room.started and room.v == 0 and not room.over
    assert [s.name for s in room.seats] == ["Caterina", "Ann", "Bob"]
    assert [s.token for s in room.seats] == [tokens[2], tokens[0], tokens[1]]  # tokens go with their people
    assert room.seat_of(1) == 1 and room.seat_of(2) == 2
    snapshots = {conn: msg for conn, msg in reply.send if msg["t"] == "snapshot"}
    assert snapshots[1]["seat"] == 1 and snapshots[2]["seat"] == 2 and not snapshots[1]["started"]
    assert not any(s.ready for s in room.seats if s.kind == "human")
    _send(room, 1, {"t": "ready"})
    assert not room.started  # everyone says ready again
    _send(room, 2, {"t": "ready"})
    game = room.game
    assert game is not None and list(game.names) == ["Caterina", "Ann", "Bob"]


def test_a_spectator_cannot_ask_for_a_rematch() -> None:
    room = _two_seats_ready()
    room.hello(3, {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE, "spectate": True}, now=0.0)
    reply = _send(room, 3, {"t": "rematch"})
    assert [msg["code"] for _c, msg in reply.send] == [ErrorCode.NOT_JOINED]


def test_after_a_rematch_the_server_archives_the_finished_game(tmp_path: Path) -> None:
    """The room's save is its game in progress: a rematch's lobby moves the finished one to ``finished/``,
    so a restarted server does not reopen the old game."""
    from net.server import FINISHED_DIR, SAVE_SUFFIX, Server

    server = Server(data=tmp_path)
    room = _two_seats_ready()
    _play_to_the_end(room)
    server._autosave(room)
    save = tmp_path / f"{CODE}{SAVE_SUFFIX}"
    assert save.is_file()
    _send(room, 1, {"t": "rematch"})
    server._autosave(room)
    assert not save.exists()
    assert [p.suffix for p in (tmp_path / FINISHED_DIR).iterdir()] == [SAVE_SUFFIX]
