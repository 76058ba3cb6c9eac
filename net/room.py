"""``Room``: one network table, sans-IO (docs/protocol.md).

It takes decoded, schema-checked messages (with the id of the connection they
came from) and the current time, and returns the messages to send, per
connection, and the connections to close.  It owns the ``Game``, the seats and
their tokens, and builds everything a connection receives from that viewer's
views (``net/views.py``).  Bots do not think here: ``bot_turn`` says which bot
is to move and the server feeds its decision back with ``bot_move``.

``Room`` builds a room, sorts the messages in and saves; the rest are its parts, each a
class of its own file: the lobby (net/room_lobby.py: joining, leaving, ready, rematch,
chat), the play (net/room_play.py: decisions, undo, bots and away seats), and what they
share (net/room_state.py: seats, settings, replies, the state and the messages out).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import PLAYER_NAMES, Game, dumps

from .limits import DEFAULT_LIMITS, RateWindow, ServerLimits
from .protocol import ClientType, ErrorCode
from .room_lobby import RoomLobby
from .room_state import (
    ME,
    OPEN,
    SEED_BITS,
    SKIP_BOT,
    TOKEN_BYTES,
    AwayPolicy,
    BotTurn,
    ConnId,
    Reply,
    RoomSettings,
    SeatKind,
    SeatState,
    clean_text,
    new_seed,
    new_token,
)

__all__ = [  # what the server, the audit and the tests import from here
    "ME", "OPEN", "SEED_BITS", "SKIP_BOT", "TOKEN_BYTES", "AwayPolicy", "BotTurn", "ConnId", "Reply", "Room",
    "RoomSettings", "SeatKind", "SeatState", "clean_text", "new_seed", "new_token",
]


class Room(RoomLobby):
    """One table: its seats, spectators, chat and (once every seat is ready) its ``Game``; its lobby,
    its play and what they share are its parts (net/room_lobby.py, net/room_play.py, net/room_state.py)."""

    def __init__(
        self,
        code: str,
        seats: list[SeatState],
        settings: RoomSettings | None = None,
        limits: ServerLimits = DEFAULT_LIMITS,
        token_factory: Callable[[], str] = new_token,
        seed_factory: Callable[[], int] = new_seed,
    ) -> None:
        self.code = code
        self.seats = seats
        self.settings = settings or RoomSettings()
        self.limits = limits
        self._new_token = token_factory
        self._new_seed = seed_factory
        self.game: Game | None = None
        self.v = 0  # decisions applied so far (one less after an undo)
        self.changes = 0  # decisions applied and taken back: never repeats, unlike ``v``
        self.spectators: dict[ConnId, str] = {}
        self.creator_seat: int | None = None  # ``create``'s ``me`` seat
        self._conn_seat: dict[ConnId, int] = {}
        self._acts: dict[ConnId, RateWindow] = {}
        self._chats: dict[ConnId, tuple[RateWindow, RateWindow]] = {}

    # ------------------------------------------------------------ building
    @classmethod
    def from_specs(
        cls,
        code: str,
        specs: list[str],
        settings: RoomSettings | None = None,
        limits: ServerLimits = DEFAULT_LIMITS,
        bot_names: Callable[[str], str] | None = None,
        **factories: Any,
    ) -> Room:
        """A room from ``create``'s seat list (``me``, ``open`` or a bot name, which
        ``bot_names`` checks and normalises); raises ValueError with the reason."""
        if not limits.min_seats <= len(specs) <= limits.max_seats:
            raise ValueError(f"a table has {limits.min_seats} to {limits.max_seats} seats")
        if specs.count(ME) > 1:
            raise ValueError("one seat at most is 'me'")
        seats = []
        creator = None
        for i, spec in enumerate(specs):
            key = spec.strip().lower()
            if key in (ME, OPEN):
                seats.append(SeatState(f"Player {i + 1}", SeatKind.HUMAN))
                if key == ME:
                    creator = i
            else:
                bot = bot_names(key) if bot_names is not None else key
                # the name the app gives a bot's seat; the lobby and the seat list say its level
                seats.append(SeatState(PLAYER_NAMES[i], SeatKind.BOT, bot=bot))
        room = cls(code, seats, settings, limits, **factories)
        room.creator_seat = creator
        return room

    @classmethod
    def for_game(cls, code: str, game: Game, tokens: list[str], limits: ServerLimits = DEFAULT_LIMITS) -> Room:
        """A room already playing ``game``, every seat a human with its token
        (``v`` counts from 0: decisions applied in this room)."""
        seats = [SeatState(name, SeatKind.HUMAN, token=token, ready=True)
                 for name, token in zip(game.names, tokens, strict=True)]
        room = cls(code, seats, limits=limits)
        room.game = game
        return room

    # ------------------------------------------------------------ messages in
    def handle(self, conn: ConnId, msg_type: ClientType, msg: dict[str, Any], now: float) -> Reply:
        """A schema-checked message from a connection of this room."""
        if msg_type == ClientType.HELLO:
            return self.hello(conn, msg, now)
        if conn not in self._conn_seat and conn not in self.spectators:
            return self._refuse(conn, ErrorCode.NOT_JOINED, "send hello first")
        if msg_type == ClientType.ACT:
            return self._act(conn, msg, now)
        if msg_type == ClientType.UNDO:
            return self._undo(conn, msg, now)
        if msg_type == ClientType.REMATCH:
            return self._rematch(conn)
        if msg_type == ClientType.SYNC:
            reply = Reply([(conn, self.snapshot(self._viewer(conn)))])
            if self.over:
                reply.send.append((conn, self.over_message()))
            return reply
        if msg_type == ClientType.READY:
            return self._ready(conn, bool(msg.get("ready", True)), now)
        if msg_type == ClientType.CHAT:
            return self._chat(conn, msg["text"], now)
        if msg_type == ClientType.LEAVE:
            return self.leave(conn, now)
        return self._refuse(conn, ErrorCode.BAD_MESSAGE, f"'{msg_type}' is not for a room")

    # ------------------------------------------------------------ saving
    def save_bytes(self) -> bytes | None:
        """The game's save (core's ``dumps``), None before it starts."""
        return None if self.game is None else dumps(self.game, self._save_seats())

    def record_seats(self) -> dict[str, Any]:
        """The room apart from its game, for the server's sidecar file (tokens included)."""
        return {
            "code": self.code,
            "settings": {"grace_s": self.settings.grace_s, "away": self.settings.away.value,
                         "away_bot": self.settings.away_bot},
            "seats": [{"name": s.name, "kind": s.kind.value, "bot": s.bot, "token": s.token, "ready": s.ready}
                      for s in self.seats],
        }

    @classmethod
    def restore(cls, record: dict[str, Any], game: Game | None, now: float,
                limits: ServerLimits = DEFAULT_LIMITS) -> Room:
        """A room from its ``record`` and its game (None: not started); every seat is away from ``now``."""
        st = record["settings"]
        settings = RoomSettings(float(st["grace_s"]), AwayPolicy(st["away"]), str(st["away_bot"]))
        seats = [SeatState(str(s["name"]), SeatKind(s["kind"]), s["bot"], s["token"], None, bool(s["ready"]))
                 for s in record["seats"]]
        room = cls(str(record["code"]), seats, settings, limits)
        if game is not None:
            if game.n_players != len(seats):
                raise ValueError("the save and the room have different seats")
            room.game = game
            room.v = len(game.history())
            if not game.is_over:
                for s in seats:
                    if s.kind == SeatKind.HUMAN:
                        s.away_since = now
        return room
