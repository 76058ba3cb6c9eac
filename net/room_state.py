"""What the parts of a room share (net/room.py puts them together as ``Room``): the seats,
settings and replies a room deals in, and ``RoomState``, the room's state and the messages
out built from it (presence, snapshot, over), which every part sends."""

from __future__ import annotations

import logging
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from core import Game, SaveFileError, Seat, dumps

from .limits import DEFAULT_LIMITS, RateWindow, ServerLimits
from .protocol import ErrorCode, ServerType, error
from .views import SPECTATOR, observation_view

log = logging.getLogger("net.room")  # every part of a room logs under the room's name

ConnId = int
TOKEN_BYTES = 32
SEED_BITS = 63
ME = "me"  # ``create`` seat: the creating connection
OPEN = "open"  # ``create`` seat: open for someone to join
SKIP_BOT = "skip"  # what plays a skipped away seat: it ends its turn as soon as it may


class SeatKind(StrEnum):
    HUMAN = "human"
    BOT = "bot"


class AwayPolicy(StrEnum):
    """What happens to a human seat away longer than the room's grace."""

    WAIT = "wait"  # the table waits for its human
    BOT = "bot"  # a bot (the room's ``away_bot``) plays until the human is back
    SKIP = "skip"  # the seat ends its turns at once (the first legal decision when it must choose)


@dataclass
class SeatState:
    """Who sits at one seat, and how they are connected."""

    name: str
    kind: SeatKind
    bot: str | None = None  # a bot seat's level
    token: str | None = None  # a human seat's secret, once someone joined it
    conn: ConnId | None = None
    ready: bool = False
    away_since: float | None = None  # when its connection went, while the game runs
    stand_in: bool = False  # a bot (or skip) plays it while its human is away

    @property
    def joined(self) -> bool:
        return self.kind == SeatKind.BOT or self.token is not None

    def lobby(self) -> dict[str, Any]:
        """What everyone may know of this seat (never the token)."""
        return {"name": self.name, "kind": self.kind.value, "bot": self.bot, "joined": self.joined,
                "connected": self.conn is not None, "ready": self.ready or self.kind == SeatKind.BOT,
                "away": self.away_since is not None, "stand_in": self.stand_in}


@dataclass
class RoomSettings:
    grace_s: float = DEFAULT_LIMITS.away_grace_s
    away: AwayPolicy = AwayPolicy.BOT
    away_bot: str = "greedy"


@dataclass
class Reply:
    """What the server does after the room handled something."""

    send: list[tuple[ConnId, dict[str, Any]]] = field(default_factory=list)
    close: list[ConnId] = field(default_factory=list)
    changed: bool = False  # seats or game changed: autosave

    def extend(self, other: Reply) -> Reply:
        self.send += other.send
        self.close += other.close
        self.changed |= other.changed
        return self


@dataclass(frozen=True)
class BotTurn:
    """A bot is to move: ``seat`` with ``bot`` at version ``v`` (``change``: the room's
    change count then, which an undo cannot bring back as it can ``v``)."""

    seat: int
    bot: str
    v: int
    change: int = 0


def clean_text(text: str, limit: int) -> str:
    """Plain text: control and format characters dropped (newlines kept), at most ``limit`` characters."""
    kept = [c for c in text if c == "\n" or unicodedata.category(c)[0] != "C"]
    return "".join(kept)[:limit]


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_seed() -> int:
    return secrets.randbits(SEED_BITS)


class RoomState:
    """A room's state, made by ``Room.__init__`` and named here so every part may use it, and the
    messages out every part sends."""

    code: str
    seats: list[SeatState]
    settings: RoomSettings
    limits: ServerLimits
    _new_token: Callable[[], str]
    _new_seed: Callable[[], int]
    game: Game | None
    v: int  # decisions applied so far (one less after an undo)
    changes: int  # decisions applied and taken back: never repeats, unlike ``v``
    spectators: dict[ConnId, str]
    creator_seat: int | None  # ``create``'s ``me`` seat
    _conn_seat: dict[ConnId, int]
    _acts: dict[ConnId, RateWindow]
    _chats: dict[ConnId, tuple[RateWindow, RateWindow]]

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.is_over

    def connections(self) -> list[ConnId]:
        return [*self._conn_seat, *self.spectators]

    def seat_of(self, conn: ConnId) -> int | None:
        return self._conn_seat.get(conn)

    # ------------------------------------------------------------ messages out
    def _lobby(self) -> list[dict[str, Any]]:
        return [s.lobby() for s in self.seats]

    def public_limits(self) -> dict[str, Any]:
        """The limits a client should keep to (``welcome``)."""
        lim = self.limits
        return {"act_per_window": lim.act_per_window, "act_window_s": lim.act_window_s,
                "chat_per_window": lim.chat_per_window, "chat_chars_per_window": lim.chat_chars_per_window,
                "chat_window_s": lim.chat_window_s, "chat_max_chars": lim.chat_max_chars,
                "ping_interval_s": lim.ping_interval_s, "silent_timeout_s": lim.silent_timeout_s}

    def presence(self) -> dict[str, Any]:
        return {"t": ServerType.PRESENCE.value, "seats": self._lobby(), "spectators": len(self.spectators)}

    def _legal_for(self, viewer: int) -> list[str] | None:
        game = self.game
        if game is None or game.is_over or viewer == SPECTATOR or game.to_move != viewer:
            return None
        return [str(a) for a in game.legal_actions()]

    def snapshot(self, viewer: int) -> dict[str, Any]:
        """Everything ``viewer`` (a seat or ``SPECTATOR``) may know, now."""
        game = self.game
        msg: dict[str, Any] = {
            "t": ServerType.SNAPSHOT.value, "room": self.code, "v": self.v,
            "seat": None if viewer == SPECTATOR else viewer,
            "started": game is not None, "over": self.over,
            "seats": self._lobby(), "spectators": len(self.spectators),
            "away": self.settings.away.value, "grace": self.settings.grace_s,
            "obs": None if game is None else observation_view(game, viewer),
        }
        self._add_legal(msg, viewer)
        return msg

    def _add_legal(self, msg: dict[str, Any], viewer: int) -> None:
        """The seat to move gets its legal decisions, and ``undoable``: its own decision
        ``undo`` would take back now (nil: none)."""
        legal = self._legal_for(viewer)
        if legal is None:
            return
        msg["legal"] = legal
        game = self.game
        assert game is not None
        last = game.undo_action() if game.can_undo() else None
        msg["undoable"] = None if last is None else str(last)

    def over_message(self) -> dict[str, Any]:
        """``over``: the winners, and the complete save (only now, the game being over)."""
        game = self.game
        assert game is not None and game.is_over
        try:
            save: bytes | None = dumps(game, self._save_seats())
        except SaveFileError as exc:  # a game with no origin to save (a determinized copy)
            log.error("room %s: the finished game cannot be saved: %s", self.code[:4], exc)
            save = None
        return {"t": ServerType.OVER.value, "v": self.v, "winners": list(game.winners()), "save": save}

    def _viewer(self, conn: ConnId) -> int:
        return self._conn_seat.get(conn, SPECTATOR)

    def _to_all(self, build: Callable[[int], dict[str, Any]]) -> list[tuple[ConnId, dict[str, Any]]]:
        cache: dict[int, dict[str, Any]] = {}
        out = []
        for conn in self.connections():
            viewer = self._viewer(conn)
            if viewer not in cache:
                cache[viewer] = build(viewer)
            out.append((conn, cache[viewer]))
        return out

    def _presence_reply(self, changed: bool = True) -> Reply:
        msg = self.presence()
        return Reply([(c, msg) for c in self.connections()], changed=changed)

    @staticmethod
    def _refuse(conn: ConnId, code: ErrorCode, text: str, close: bool = False) -> Reply:
        return Reply([(conn, error(code, text))], [conn] if close else [])

    # ------------------------------------------------------------ saving
    def _save_seats(self) -> list[Seat]:
        return [Seat(s.name, s.kind.value, s.bot) for s in self.seats]
