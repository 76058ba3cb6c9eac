"""Rooms the server puts away: a game in progress nobody comes back to, and what a restart remembers."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from ai import make_bot
from net.limits import ServerLimits
from net.protocol import PROTOCOL_VERSION, check_client_message
from net.room import Room
from net.server import ABANDONED_DIR, DAY_S, FINISHED_DIR, RECORD_SUFFIX, SAVE_SUFFIX, Server

CODE = "AbandonedRoom123"
CREATOR = "192.0.2.7"  # a documentation address: only a string here, nothing connects to it
ABANDON_S = 1000.0
MANY = 5_000


def _started_room() -> Room:
    """Ann (connection 1) and Bob (2) at a table with a greedy bot, the game started."""
    room = Room.from_specs(CODE, ["me", "open", "greedy"], limits=ServerLimits(act_per_window=MANY))
    room.join_creator(conn=1, name="Ann", now=0.0)
    room.hello(2, {"t": "hello", "proto": PROTOCOL_VERSION, "room": CODE, "name": "Bob"}, now=0.0)
    for conn in (1, 2):
        msg = {"t": "ready"}
        room.handle(conn, check_client_message(msg), msg, now=0.0)
    assert room.started
    return room


def _hosted(data: Path, limits: ServerLimits) -> tuple[Server, Room]:
    server = Server(limits=limits, data=data)
    room = _started_room()
    server.rooms[CODE] = room
    server._room_address[CODE] = CREATOR
    server._autosave(room)
    return server, room


def test_a_game_nobody_comes_back_to_is_put_away_and_frees_its_place(tmp_path: Path) -> None:
    server, room = _hosted(tmp_path, ServerLimits(abandoned_game_s=ABANDON_S))
    server._retire_if_idle(room, 5 * ABANDON_S)
    assert CODE in server.rooms  # players connected: never
    room.disconnect(1, 0.0)
    room.disconnect(2, 0.0)
    server._retire_if_idle(room, 10.0)  # nobody connected from here
    server._retire_if_idle(room, 10.0 + ABANDON_S - 1)
    assert CODE in server.rooms  # its players may still come back
    # the stand-in bots play on for the away seats: a game that moves is not abandoned
    room.tick(100.0)
    turn = room.bot_turn()
    game = room.game
    assert turn is not None and game is not None
    room.bot_move(turn, str(make_bot("greedy", 1, inline=True).choose(game.clone(), turn.seat)), 100.0)
    moved_at = 10.0 + ABANDON_S - 1
    server._retire_if_idle(room, moved_at)
    server._retire_if_idle(room, moved_at + ABANDON_S - 1)
    assert CODE in server.rooms
    server._retire_if_idle(room, moved_at + ABANDON_S)
    assert CODE not in server.rooms and CODE not in server._room_address  # its creator may create again
    kept = sorted(p.name for p in (tmp_path / ABANDONED_DIR).iterdir())
    assert kept == sorted([f"{CODE}{RECORD_SUFFIX}", f"{CODE}{SAVE_SUFFIX}"])  # put away, not deleted
    assert not (tmp_path / f"{CODE}{SAVE_SUFFIX}").exists() and not (tmp_path / FINISHED_DIR).exists()


def test_a_restart_keeps_the_rooms_creator_and_how_long_it_was_left(tmp_path: Path) -> None:
    _hosted(tmp_path, ServerLimits())
    record_path = tmp_path / f"{CODE}{RECORD_SUFFIX}"
    assert json.loads(record_path.read_text(encoding="utf-8"))["creator"] == CREATOR
    # a restart a day later: the room is back, counted for its creator's address
    day_old = time.time() - DAY_S
    for path in (record_path, tmp_path / f"{CODE}{SAVE_SUFFIX}"):
        os.utime(path, (day_old, day_old))
    limits = ServerLimits(abandoned_game_s=2 * DAY_S)
    fresh = Server(limits=limits, data=tmp_path)
    fresh._reopen_rooms()
    assert fresh._room_address == {CODE: CREATOR}
    now = fresh.clock()
    fresh._retire_if_idle(fresh.rooms[CODE], now)
    assert CODE in fresh.rooms  # one day of the two
    fresh._retire_if_idle(fresh.rooms[CODE], now + DAY_S + 60)
    assert CODE not in fresh.rooms  # the day before the restart counted
    assert (tmp_path / ABANDONED_DIR / f"{CODE}{SAVE_SUFFIX}").is_file()


def test_a_sidecar_without_a_creator_still_reopens(tmp_path: Path) -> None:
    _hosted(tmp_path, ServerLimits())
    record_path = tmp_path / f"{CODE}{RECORD_SUFFIX}"
    record = json.loads(record_path.read_text(encoding="utf-8"))
    for creator in (None, 12345):  # written before the key existed, or damaged
        record_path.write_text(json.dumps({k: v for k, v in record.items() if k != "creator"}
                                          | ({"creator": creator} if creator else {})), encoding="utf-8")
        fresh = Server(data=tmp_path)
        fresh._reopen_rooms()
        assert CODE in fresh.rooms and fresh._room_address == {}
