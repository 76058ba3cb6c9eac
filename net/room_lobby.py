"""The lobby of a room (net/room.py): connections joining (a seat, a rejoin with a token, a
take-over, or watching), going and leaving, seats getting ready until the game starts, the
rematch after the end, and chat."""

from __future__ import annotations

import hmac
from typing import Any

from core import Game

from .limits import RateWindow
from .protocol import ErrorCode, ServerType, error
from .room_play import RoomPlay
from .room_state import ConnId, Reply, SeatKind, clean_text, log
from .views import SPECTATOR


class RoomLobby(RoomPlay):
    """A room's people: who joins, rejoins, watches, goes, is ready, plays again and chats."""

    # ------------------------------------------------------------ joining
    def hello(self, conn: ConnId, msg: dict[str, Any], now: float) -> Reply:
        """``hello`` naming this room: rejoin with a token, join an open seat, or watch."""
        if conn in self._conn_seat or conn in self.spectators:
            return self._refuse(conn, ErrorCode.ALREADY_JOINED, "this connection already joined a room")
        token = msg.get("token")
        if token is not None:
            seat = self._seat_with_token(token)
            if seat is None:
                return self._refuse(conn, ErrorCode.BAD_TOKEN, "no seat of this room has that token", close=True)
            return self._bind(conn, seat, now, token)
        name = clean_text(msg.get("name", ""), self.limits.name_max_chars).strip()
        if not msg.get("spectate") and not self.started:
            for i, s in enumerate(self.seats):
                if s.kind == SeatKind.HUMAN and s.token is None:
                    s.token = self._new_token()
                    if name:
                        s.name = name
                    return self._bind(conn, i, now, s.token)
        if len(self.spectators) >= self.limits.max_spectators:
            return self._refuse(conn, ErrorCode.ROOM_FULL, "no seat and no place to watch left", close=True)
        self.spectators[conn] = name
        reply = Reply([(conn, {"t": ServerType.WELCOME.value, "room": self.code, "seat": None, "token": None,
                               "limits": self.public_limits()})])
        reply.send.append((conn, self.snapshot(SPECTATOR)))
        if self.over:
            reply.send.append((conn, self.over_message()))
        return reply.extend(self._presence_reply(changed=False))

    def join_creator(self, conn: ConnId, name: str, now: float) -> Reply:
        """The creating connection takes the ``me`` seat, or watches when there is none."""
        seat = self.creator_seat
        if seat is None or self.seats[seat].token is not None:
            return self.hello(conn, {"name": name, "spectate": True}, now)
        s = self.seats[seat]
        s.token = self._new_token()
        name = clean_text(name, self.limits.name_max_chars).strip()
        if name:
            s.name = name
        return self._bind(conn, seat, now, s.token)

    def _seat_with_token(self, token: str) -> int | None:
        found = None
        for i, s in enumerate(self.seats):  # every seat compared, in constant time each
            if s.token is not None and hmac.compare_digest(s.token.encode(), token.encode()):
                found = i
        return found

    def _bind(self, conn: ConnId, seat: int, now: float, token: str) -> Reply:
        s = self.seats[seat]
        reply = Reply()
        if s.conn is not None and s.conn != conn:
            old = s.conn
            reply.send.append((old, error(ErrorCode.TAKEN_OVER, "this seat was taken over by another connection")))
            reply.close.append(old)
            self._forget(old)
        s.conn = conn
        s.away_since = None
        s.stand_in = False
        self._conn_seat[conn] = seat
        reply.send.append((conn, {"t": ServerType.WELCOME.value, "room": self.code, "seat": seat, "token": token,
                                  "limits": self.public_limits()}))
        reply.send.append((conn, self.snapshot(seat)))
        if self.over:
            reply.send.append((conn, self.over_message()))
        log.info("room %s: seat %d joined", self.code[:4], seat)
        return reply.extend(self._presence_reply())

    def _forget(self, conn: ConnId) -> None:
        self._conn_seat.pop(conn, None)
        self.spectators.pop(conn, None)
        self._acts.pop(conn, None)
        self._chats.pop(conn, None)

    def disconnect(self, conn: ConnId, now: float) -> Reply:
        """The connection is gone (closed, dead or left)."""
        seat = self._conn_seat.get(conn)
        was_spectator = conn in self.spectators
        self._forget(conn)
        if seat is not None:
            s = self.seats[seat]
            if s.conn == conn:
                s.conn = None
                if self.started and not self.over:
                    s.away_since = now
                elif not self.started:
                    s.ready = False  # the game waits for them to come back and say ready again
                log.info("room %s: seat %d disconnected", self.code[:4], seat)
        elif not was_spectator:
            return Reply()
        return self._presence_reply()

    def leave(self, conn: ConnId, now: float) -> Reply:
        seat = self._conn_seat.get(conn)
        reply = Reply([(conn, {"t": ServerType.BYE.value, "reason": "left"})], [conn])
        if seat is not None and not self.started:
            s = self.seats[seat]
            s.token, s.ready, s.name = None, False, f"Player {seat + 1}"
        return reply.extend(self.disconnect(conn, now))

    # ------------------------------------------------------------ ready, rematch, chat
    def _ready(self, conn: ConnId, ready: bool, now: float) -> Reply:
        seat = self._conn_seat.get(conn)
        if seat is None:
            return self._refuse(conn, ErrorCode.NOT_JOINED, "only a seat can be ready")
        if self.started:
            return Reply()
        self.seats[seat].ready = ready
        reply = self._presence_reply()
        if all(s.joined and (s.ready or s.kind == SeatKind.BOT) for s in self.seats):
            reply.extend(self._start(now))
        return reply

    def _start(self, now: float) -> Reply:
        self.game = Game.new([s.name for s in self.seats], seed=self._new_seed())
        self.v = 0
        for s in self.seats:
            if s.kind == SeatKind.HUMAN and s.conn is None:  # ready, then gone: away from the start
                s.away_since = now
        log.info("room %s: game started with %d seats", self.code[:4], len(self.seats))
        return Reply(self._to_all(self.snapshot), changed=True).extend(self._auto_skip())

    def _rematch(self, conn: ConnId) -> Reply:
        """After the end: the same people again, each one seat further round the table
        (tokens go with their people), back in the lobby until every seat is ready."""
        if conn not in self._conn_seat:
            return self._refuse(conn, ErrorCode.NOT_JOINED, "only a seat can ask for a rematch")
        if not self.over:
            return self._refuse(conn, ErrorCode.NOT_OVER, "a rematch follows the end of the game")
        n = len(self.seats)
        self.seats = [self.seats[(i - 1) % n] for i in range(n)]
        for s in self.seats:
            s.ready, s.away_since, s.stand_in = False, None, False
        self._conn_seat = {c: (seat + 1) % n for c, seat in self._conn_seat.items()}
        self.game = None
        self.v = 0
        log.info("room %s: rematch, seats rotated", self.code[:4])
        return Reply(self._to_all(self.snapshot), changed=True).extend(self._presence_reply())

    def _chat(self, conn: ConnId, text: str, now: float) -> Reply:
        lim = self.limits
        if len(text) > lim.chat_max_chars:
            return self._refuse(conn, ErrorCode.CHAT_TOO_LONG, f"a chat message has at most {lim.chat_max_chars} "
                                "characters", close=True)
        count, chars = self._chats.setdefault(conn, (RateWindow(lim.chat_window_s), RateWindow(lim.chat_window_s)))
        if count.add(now) > lim.chat_per_window or chars.add(now, len(text)) > lim.chat_chars_per_window:
            return self._refuse(conn, ErrorCode.RATE_LIMITED, "too many chat messages", close=True)
        seat = self._conn_seat.get(conn)
        name = self.seats[seat].name if seat is not None else self.spectators.get(conn, "")
        msg = {"t": ServerType.CHAT.value, "seat": seat, "name": name,
               "text": clean_text(text, lim.chat_max_chars)}
        return Reply([(c, msg) for c in self.connections()])
