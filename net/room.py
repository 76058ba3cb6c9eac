"""``Room``: one network table, sans-IO (docs/protocol.md).

It takes decoded, schema-checked messages (with the id of the connection they
came from) and the current time, and returns the messages to send, per
connection, and the connections to close.  It owns the ``Game``, the seats and
their tokens, and builds everything a connection receives from that viewer's
views (``net/views.py``).  Bots do not think here: ``bot_turn`` says which bot
is to move and the server feeds its decision back with ``bot_move``.
"""

from __future__ import annotations

import hmac
import logging
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from core import Action, EngineError, Event, Game, IllegalActionError, SaveFileError, Seat, dumps, parse_action

from .limits import DEFAULT_LIMITS, RateWindow, ServerLimits
from .protocol import ClientType, ErrorCode, ServerType, error
from .views import SPECTATOR, action_view, event_view, observation_view

log = logging.getLogger(__name__)

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


class Room:
    """One table: its seats, spectators, chat and (once every seat is ready) its ``Game``."""

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
                seats.append(SeatState(f"{bot} ({i + 1})", SeatKind.BOT, bot=bot))
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

    def _check_mover(self, conn: ConnId, v: int, now: float) -> Reply | None:
        """Why ``conn`` may not decide now at version ``v`` (a refusal), or None: it may."""
        lim = self.limits
        if self._acts.setdefault(conn, RateWindow(lim.act_window_s)).add(now) > lim.act_per_window:
            return self._refuse(conn, ErrorCode.RATE_LIMITED, "too many decisions", close=True)
        seat = self._conn_seat.get(conn)
        game = self.game
        if seat is None:
            return self._refuse(conn, ErrorCode.NOT_JOINED, "a spectator cannot act")
        if game is None:
            return self._refuse(conn, ErrorCode.NOT_STARTED, "the game has not started")
        if game.is_over:
            return self._refuse(conn, ErrorCode.GAME_OVER, "the game is over")
        if game.to_move != seat:
            return self._refuse(conn, ErrorCode.NOT_YOUR_TURN, "another seat is to move")
        if v != self.v:
            reply = self._refuse(conn, ErrorCode.STALE, f"the game is at version {self.v}")
            reply.send.append((conn, self.snapshot(seat)))
            return reply
        return None

    def _act(self, conn: ConnId, msg: dict[str, Any], now: float) -> Reply:
        refused = self._check_mover(conn, msg["v"], now)
        if refused is not None:
            return refused
        problem = self._illegal(msg["a"])
        if problem:
            return self._refuse(conn, ErrorCode.ILLEGAL, problem)
        return self._apply(msg["a"])

    def _undo(self, conn: ConnId, msg: dict[str, Any], now: float) -> Reply:
        """The seat to move takes back its last decision, within the rules (core's undo record)."""
        refused = self._check_mover(conn, msg["v"], now)
        if refused is not None:
            return refused
        game = self.game
        assert game is not None
        if not game.can_undo():
            return self._refuse(conn, ErrorCode.ILLEGAL, f"cannot undo: {game.why_no_undo()}")
        actor = game.to_move
        try:
            action = game.undo()
        except IllegalActionError as exc:
            return self._refuse(conn, ErrorCode.ILLEGAL, str(exc))
        self.v -= 1
        self.changes += 1
        return Reply(self._to_all(lambda viewer: self._update(viewer, actor, action, [], undo=True)), changed=True)

    def _update(
        self, viewer: int, actor: int, action: Action, events: list[Event], undo: bool = False
    ) -> dict[str, Any]:
        """``update`` for ``viewer``: ``actor``'s decision (taken back, with ``undo``) and the position after."""
        game = self.game
        assert game is not None
        msg: dict[str, Any] = {
            "t": ServerType.UPDATE.value, "v": self.v, "seat": actor, "a": action_view(action, actor, viewer),
            "events": [event_view(e, viewer) for e in events], "obs": observation_view(game, viewer),
        }
        if undo:
            msg["undo"] = True
        self._add_legal(msg, viewer)
        return msg

    def _illegal(self, text: str) -> str:
        game = self.game
        assert game is not None
        try:
            action = parse_action(text)
        except IllegalActionError:  # NotationError included
            return "not a decision in the engine's notation"
        if action not in game.legal_actions():
            return "not a legal decision now"
        return ""

    def _apply(self, text: str, chain: bool = True) -> Reply:
        """Apply a legal decision and tell everyone; ``chain``: then let skipped seats move."""
        game = self.game
        assert game is not None
        actor = game.to_move
        action = parse_action(text)
        try:
            events = game.apply(action)
        except (IllegalActionError, EngineError) as exc:
            # the decision's kind only: its cards may be a seat's hidden leaders
            log.error("room %s: the engine refused a legal '%s' decision (%s)", self.code[:4], _kind(text),
                      type(exc).__name__)
            return Reply()
        self.v += 1
        self.changes += 1
        reply = Reply(self._to_all(lambda viewer: self._update(viewer, actor, action, events)), changed=True)
        if game.is_over:
            over = self.over_message()
            reply.send += [(c, over) for c in self.connections()]
            for s in self.seats:
                s.away_since, s.stand_in = None, False
            log.info("room %s: game over after %d decisions", self.code[:4], self.v)
            return reply
        return reply.extend(self._auto_skip()) if chain else reply

    # ------------------------------------------------------------ bots and away seats
    def tick(self, now: float) -> Reply:
        """Away seats past the grace get their stand-in."""
        if not self.started or self.over or self.settings.away == AwayPolicy.WAIT:
            return Reply()
        changed = False
        for s in self.seats:
            if s.away_since is not None and not s.stand_in and now - s.away_since >= self.settings.grace_s:
                s.stand_in = True
                changed = True
        if not changed:
            return Reply()
        return self._presence_reply().extend(self._auto_skip())

    def bot_turn(self) -> BotTurn | None:
        """The bot to move (a bot seat, or a stand-in bot for an away seat), or None."""
        game = self.game
        if game is None or game.is_over:
            return None
        s = self.seats[game.to_move]
        if s.kind == SeatKind.BOT and s.bot is not None:
            return BotTurn(game.to_move, s.bot, self.v, self.changes)
        if s.stand_in and self.settings.away == AwayPolicy.BOT:
            return BotTurn(game.to_move, self.settings.away_bot, self.v, self.changes)
        return None

    def bot_move(self, turn: BotTurn, text: str, now: float) -> Reply:
        """A bot's decision for ``turn``; dropped when the table moved on meanwhile."""
        if self.bot_turn() != turn:
            return Reply()
        problem = self._illegal(text)
        if problem:
            game = self.game
            assert game is not None
            log.error("room %s: bot %s chose an illegal '%s' decision; it plays the first legal decision",
                      self.code[:4], turn.bot, _kind(text))
            text = str(game.legal_actions()[0])
        return self._apply(text)

    def _auto_skip(self) -> Reply:
        """Skipped away seats end their turns at once."""
        reply = Reply()
        game = self.game
        while game is not None and not game.is_over and self.settings.away == AwayPolicy.SKIP:
            s = self.seats[game.to_move]
            if not s.stand_in:
                break
            legal = game.legal_actions()
            end = [a for a in legal if str(a) == "end"]
            before = self.v
            reply.extend(self._apply(str((end or legal)[0]), chain=False))
            if self.v == before:  # the engine refused (logged): leave the seat to its human
                break
        return reply

    # ------------------------------------------------------------ saving
    def _save_seats(self) -> list[Seat]:
        return [Seat(s.name, s.kind.value, s.bot) for s in self.seats]

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


def _kind(text: str) -> str:
    """A decision's first word (``keep``, ``market``…): what a log may say of it, never its cards."""
    return text.split(maxsplit=1)[0][:16] if text.strip() else "?"
