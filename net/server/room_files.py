"""A server's rooms on disk (docs/server.md, "The data folder"): each room's save
(``CODE.mor``, written atomically after each decision, before anyone hears of it)
and its sidecar (``CODE.room``: the seats with their tokens, so private), read back
when the server starts again, and put away in ``finished/`` or ``abandoned/`` (or
deleted, for a lobby left empty) when the room is retired."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from core import SaveFileError, loads, write_atomic

from ..limits import ServerLimits
from ..protocol import ROOM_CODE_RE
from ..room import Room

log = logging.getLogger("net.server")

SAVE_SUFFIX = ".mor"
RECORD_SUFFIX = ".room"
FINISHED_DIR = "finished"  # finished rooms' saves and sidecars, once nobody is left in them
ABANDONED_DIR = "abandoned"  # games in progress nobody came back to (``ServerLimits.abandoned_game_s``)
PRIVATE_MODE = 0o600  # a sidecar holds the seats' tokens: its owner alone reads it


@dataclass(frozen=True)
class ReopenedRoom:
    """A room read back at a restart: who created it (its address still counts towards that
    address's rooms) and, on the server's clock, since when nobody had been in it (None: unknown)."""

    room: Room
    creator: str | None
    empty_since: float | None


def left_since(now: float, files: list[Path]) -> float | None:
    """When (on the clock whose present is ``now``) the first of ``files`` that exists last
    changed: how long a reopened room was already left counts from there (None: none can be read)."""
    for path in files:
        with contextlib.suppress(OSError):
            return now - max(0.0, time.time() - path.stat().st_mtime)
    return None


class RoomFiles:
    """The rooms' files in the server's data folder ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._records: dict[str, bytes] = {}  # each room's sidecar as last written

    def _save_path(self, code: str) -> Path:
        return self.folder / f"{code}{SAVE_SUFFIX}"

    def write(self, room: Room, creator: str | None) -> None:
        """The room's save and (when its seats changed) its sidecar; SaveFileError or OSError
        when the disk refuses."""
        save = room.save_bytes()
        save_path = self._save_path(room.code)
        if save is not None:
            write_atomic(save_path, save)
        elif save_path.exists():  # a rematch: the finished game goes to the archive, not back to the table
            (self.folder / FINISHED_DIR).mkdir(exist_ok=True)
            save_path.replace(self.folder / FINISHED_DIR / f"{room.code}-{time.time_ns()}{SAVE_SUFFIX}")
        record = json.dumps(room.record_seats() | ({"creator": creator} if creator else {})).encode()
        if self._records.get(room.code) != record:  # seats change far less often than the game
            path = self.folder / f"{room.code}{RECORD_SUFFIX}"
            write_atomic(path, record)
            os.chmod(path, PRIVATE_MODE)
            self._records[room.code] = record

    def reopen(self, now: float, limits: ServerLimits) -> dict[str, ReopenedRoom]:
        """Every room whose files can be read, by code; one that cannot is logged and left on disk."""
        rooms: dict[str, ReopenedRoom] = {}
        for record_path in sorted(self.folder.glob(f"*{RECORD_SUFFIX}")):
            code = record_path.stem
            if not ROOM_CODE_RE.fullmatch(code):
                continue
            save_path = self._save_path(code)
            try:
                record = json.loads(record_path.read_bytes())
                game = loads(save_path.read_bytes(), save_path.name).game if save_path.exists() else None
                room = Room.restore(record, game, now, limits)
            except (SaveFileError, OSError, ValueError, KeyError, TypeError) as exc:
                log.error("room %s could not be reopened: %s", code[:4], exc)
                continue
            creator = record.get("creator")
            rooms[code] = ReopenedRoom(room, creator if isinstance(creator, str) else None,
                                       left_since(now, [save_path, record_path]))  # not from this start
            log.info("room %s reopened at version %d", code[:4], room.v)
        return rooms

    def put_away(self, code: str, folder: str | None) -> None:
        """Move a retired room's save and sidecar into ``folder`` of the data folder (None: delete them)."""
        self._records.pop(code, None)
        for suffix in (SAVE_SUFFIX, RECORD_SUFFIX):
            path = self.folder / f"{code}{suffix}"
            try:
                if folder is None:
                    path.unlink(missing_ok=True)
                elif path.exists():
                    (self.folder / folder).mkdir(exist_ok=True)
                    path.replace(self.folder / folder / path.name)
            except OSError as exc:
                log.error("room %s: cannot put away %s: %s", code[:4], path.name, exc)
