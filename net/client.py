"""A small blocking client (``Client``) and ``SeatPlayer``, which plays one seat
with a bot: the headless ``mor-arena net play`` and the tests use them."""

from __future__ import annotations

import contextlib
import logging
import random
import select
import socket
import ssl
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, BinaryIO

import msgpack

from ai import make_bot
from core import Game

from .limits import ActPacer
from .protocol import (
    HEADER_BYTES,
    MAX_SERVER_FRAME,
    PROTOCOL_VERSION,
    ClientType,
    ErrorCode,
    ServerType,
    decode,
    encode,
    frame_length,
)
from .sample import game_from_observation
from .tls import Security, choose_security, parse_fingerprint, secure_client_socket

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT_S = 30.0
RECV_UNTIL_S = 120.0  # the longest ``recv_until`` waits for its message while others (pings) keep arriving
RECONNECT_TRIES = 20
RECONNECT_FIRST_WAIT_S = 0.05
RECONNECT_MAX_WAIT_S = 2.0
THINK_POLL_S = 0.2  # while the bot thinks, the connection is read this often


class ServerRefused(Exception):
    """The server answered with an error that ends this client's part."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(f"{code}: {text}")
        self.code = code


class Client:
    """One connection speaking the protocol; answers pings by itself.

    ``fingerprint`` (``sha256:…``, from the invite) pins the server's certificate:
    TLS, and any other certificate is refused (``TLSRefused``).  Without one, plain TCP
    on loopback (or with ``insecure``), TLS with the certificate verified elsewhere
    (``cafile``: authorities to trust besides the system's); ``security`` overrides."""

    def __init__(self, host: str, port: int, timeout: float = DEFAULT_TIMEOUT_S, dump: BinaryIO | None = None,
                 fingerprint: str | None = None, insecure: bool = False, cafile: str | None = None,
                 security: Security | None = None) -> None:
        self.host, self.port, self.timeout = host, port, timeout
        self.dump = dump
        self.pin = parse_fingerprint(fingerprint) if fingerprint else None
        self.security = security or choose_security(host, self.pin, insecure)
        self.cafile = cafile
        self.messages = 0
        self.bytes = 0
        self.pings = 0  # pings answered
        self.sock: socket.socket | None = None

    def connect(self) -> Client:
        sock = socket.create_connection((self.host, self.port), timeout=self.timeout)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            self.sock = secure_client_socket(sock, self.host, self.security, self.pin, self.cafile)
        except BaseException:
            sock.close()
            raise
        return self

    def readable(self) -> bool:
        """Whether a ``recv`` would find bytes now (TLS may hold decrypted ones already)."""
        sock = self.sock
        if sock is None:
            return False
        if isinstance(sock, ssl.SSLSocket) and sock.pending():
            return True
        return bool(select.select([sock], [], [], 0)[0])

    def send(self, message: dict[str, Any]) -> None:
        if self.sock is None:
            raise ConnectionError("not connected")
        self.sock.sendall(encode(message))

    def _read(self, n: int) -> bytes:
        assert self.sock is not None
        chunks = bytearray()
        while len(chunks) < n:
            got = self.sock.recv(n - len(chunks))
            if not got:
                raise ConnectionError("the server closed the connection")
            chunks += got
        return bytes(chunks)

    def recv(self) -> dict[str, Any]:
        """The next message (pings are answered, counted and returned too)."""
        header = self._read(HEADER_BYTES)
        body = self._read(frame_length(header, MAX_SERVER_FRAME))
        message = decode(body, MAX_SERVER_FRAME)
        self.messages += 1
        self.bytes += HEADER_BYTES + len(body)
        if self.dump is not None:
            self.dump.write(msgpack.packb(message, use_bin_type=True))
        if message.get("t") == ServerType.PING:
            self.send({"t": ClientType.PONG.value})
            self.pings += 1
        return message

    def recv_until(self, *types: str, limit: int = 10_000, within: float = RECV_UNTIL_S) -> dict[str, Any]:
        """The next message of one of ``types``, the others skipped: at most ``limit`` of them,
        for at most ``within`` seconds (the server's pings alone would keep the socket's
        timeout from ever firing)."""
        wanted = "/".join(types)
        deadline = time.monotonic() + within
        for _ in range(limit):
            message = self.recv()
            if message.get("t") in types:
                return message
            if time.monotonic() > deadline:
                raise TimeoutError(f"no {wanted} within {within:g} s ({self.messages} messages read)")
        raise ConnectionError(f"no {wanted} within {limit} messages")

    def close(self) -> None:
        if self.sock is not None:
            with contextlib.suppress(OSError):
                self.sock.close()
            self.sock = None

    def cut(self) -> None:
        """Drop the connection abruptly (tests of reconnection)."""
        if self.sock is not None:
            with contextlib.suppress(OSError):
                self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            self.close()


@dataclass
class SeatPlayer:
    """Plays one seat with a bot until the game is over.

    ``cut_at``: message counts at which the connection is dropped on purpose
    and the seat rejoined with its token (reconnection tests); one cut for each,
    at the first check once the count has reached it."""

    host: str
    port: int
    bot_name: str
    name: str = ""
    fingerprint: str | None = None  # the server's certificate pinned (the invite's ``#sha256:…``)
    insecure: bool = False  # plain TCP off loopback
    seed: int = 0
    timeout: float = DEFAULT_TIMEOUT_S
    dump: BinaryIO | None = None
    cut_at: set[int] = field(default_factory=set)
    cuts_made: list[int] = field(default_factory=list)  # the points of ``cut_at`` cut, in order
    room: str | None = None
    seat: int | None = None
    token: str | None = None
    v: int = 0
    obs: dict[str, Any] | None = None
    over: dict[str, Any] | None = None
    messages: int = 0
    bytes: int = 0
    reconnects: int = 0
    # (v before, decision): this seat's decisions the server applied (and did not take back)
    my_decisions: list[tuple[int, str]] = field(default_factory=list)
    received: list[dict[str, Any]] = field(default_factory=list)
    keep_messages: bool = False
    sent: list[tuple[int, str]] = field(default_factory=list)  # every act sent: (v, decision)
    sent_times: dict[int, float] = field(default_factory=dict)  # v acted against -> time.perf_counter()
    update_times: dict[int, float] = field(default_factory=dict)  # v of an update -> when it arrived
    _pacer: ActPacer | None = None  # the server's decision limit, from ``welcome``
    _acted_v: int | None = None
    _backlog: deque[dict[str, Any]] = field(default_factory=deque)  # read while the bot thought

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.bot = make_bot(self.bot_name, self.seed, inline=True)
        self.client: Client | None = None

    def _new_client(self) -> Client:
        return Client(self.host, self.port, self.timeout, self.dump, self.fingerprint, self.insecure).connect()

    def create(self, seats: list[str], **options: Any) -> dict[str, Any]:
        """Create a room; returns the welcome (room, seat, token)."""
        self.client = self._new_client()
        self.client.send({"t": ClientType.CREATE.value, "proto": PROTOCOL_VERSION, "seats": seats,
                          "name": self.name, **options})
        return self._until_welcome()

    def join(self, room: str) -> dict[str, Any]:
        self.room = room
        self.client = self._new_client()
        hello: dict[str, Any] = {"t": ClientType.HELLO.value, "proto": PROTOCOL_VERSION, "room": room}
        if self.name:
            hello["name"] = self.name
        self.client.send(hello)
        return self._until_welcome()

    def _until_welcome(self) -> dict[str, Any]:
        welcome = self.receive()
        if welcome.get("t") != ServerType.WELCOME:
            raise ServerRefused(str(welcome.get("code")), str(welcome.get("text")))
        self.room, self.seat, self.token = welcome["room"], welcome["seat"], welcome["token"]
        limits = welcome.get("limits", {})
        per, window = limits.get("act_per_window"), limits.get("act_window_s")
        # a new connection: the server counts its decisions afresh
        self._pacer = ActPacer(int(per), float(window)) if per and window else None
        return welcome

    def receive(self) -> dict[str, Any]:
        assert self.client is not None
        before = self.client.bytes
        message = self.client.recv()
        self.messages += 1
        self.bytes += self.client.bytes - before
        if self.keep_messages:
            self.received.append(message)
        return message

    def rejoin(self) -> None:
        """Connect again and take the seat back with its token (bounded tries, growing waits)."""
        if self.client is not None:
            self.client.close()
        wait = RECONNECT_FIRST_WAIT_S
        for _ in range(RECONNECT_TRIES):
            try:
                self.client = self._new_client()
                self.client.send({"t": ClientType.HELLO.value, "proto": PROTOCOL_VERSION, "room": self.room,
                                  "token": self.token})
                self._until_welcome()
                self.reconnects += 1
                return
            except (OSError, ConnectionError):
                time.sleep(wait)
                wait = min(wait * 2, RECONNECT_MAX_WAIT_S)
        raise ConnectionError("could not rejoin the room")

    def play(self, max_messages: int = 1_000_000) -> dict[str, Any]:
        """Play until ``over``; returns the result line's fields."""
        assert self.client is not None
        self.client.send({"t": ClientType.READY.value})
        for _ in range(max_messages):
            if self._cut_due():
                self.client.cut()
                self.rejoin()
                continue
            try:
                message = self._backlog.popleft() if self._backlog else self.receive()
                if self.handle(message):
                    break
            except (OSError, ConnectionError):
                if self.over is not None:
                    break
                self.rejoin()
        return self.result()

    def _cut_due(self) -> bool:
        """Whether a planned cut is reached; it is used up. Messages read while the bot
        thought are counted too, so the count may pass a cut point between two checks:
        the cut then comes at the next check, never skipped."""
        due = [n for n in self.cut_at if n <= self.messages]
        if not due:
            return False
        self.cut_at.discard(min(due))
        self.cuts_made.append(min(due))
        return True

    def handle(self, message: dict[str, Any]) -> bool:
        """React to one message; True once the game is over."""
        kind = message.get("t")
        if kind == ServerType.ERROR:
            if message.get("code") in (ErrorCode.STALE, ErrorCode.NOT_YOUR_TURN):
                self._answered()
                return False
            raise ServerRefused(str(message.get("code")), str(message.get("text")))
        if kind == ServerType.OVER:
            self.over = message
            self.v = message["v"]
            return True
        if kind == ServerType.BYE:
            raise ServerRefused("bye", str(message.get("reason")))
        if kind == ServerType.SNAPSHOT:
            self._acted_v = None
            if not message["started"] and self.seat is not None:
                assert self.client is not None
                self.client.send({"t": ClientType.READY.value})
        if kind == ServerType.UPDATE:
            self.update_times[message["v"]] = time.perf_counter()
        if kind == ServerType.UPDATE and message["seat"] == self.seat and message["a"] is not None:
            if message.get("undo"):
                if self.my_decisions and self.my_decisions[-1] == (message["v"], message["a"]):
                    self.my_decisions.pop()
            else:
                self.my_decisions.append((message["v"] - 1, message["a"]))
                self._answered()
        if kind in (ServerType.SNAPSHOT, ServerType.UPDATE):
            self.v = message["v"]
            self.obs = message["obs"]
            legal = message.get("legal")
            if legal and self._acted_v != self.v:
                self._act(legal)
        return False

    def _act(self, legal: list[str]) -> None:
        assert self.obs is not None and self.seat is not None and self.client is not None
        game = game_from_observation(self.obs, self.rng)
        choice = self._think(game, self.seat)
        if choice not in legal:
            log.warning("the bot chose %s, not legal here: a random legal decision instead", choice)
            choice = self.rng.choice(legal)
        if self._pacer is not None:
            self._pacer.before_act()
        self._acted_v = self.v
        self.sent_times[self.v] = time.perf_counter()
        self.sent.append((self.v, choice))
        self.client.send({"t": ClientType.ACT.value, "v": self.v, "a": choice})

    def _think(self, game: Game, seat: int) -> str:
        """The bot's decision; meanwhile the connection is read (pings answered, other
        messages kept for after), so a bot that thinks long is not taken for dead."""
        result: dict[str, Any] = {}

        def run() -> None:
            try:
                result["choice"] = str(self.bot.choose(game, seat))
            except Exception as exc:  # reported below, on the playing thread
                result["error"] = exc

        thinker = threading.Thread(target=run, name="mor-client-bot", daemon=True)
        thinker.start()
        client = self.client
        while thinker.is_alive():
            thinker.join(THINK_POLL_S)
            if thinker.is_alive() and client is not None and client.readable():
                try:
                    self._backlog.append(self.receive())
                except (OSError, ConnectionError):
                    client = None  # gone: the decision is sent (and fails) after, then we rejoin
        if "error" in result:
            raise result["error"]
        return str(result["choice"])

    def _answered(self) -> None:
        if self._pacer is not None:
            self._pacer.answered()

    def result(self) -> dict[str, Any]:
        return {"room": self.room, "seat": self.seat, "winners": None if self.over is None else self.over["winners"],
                "v": self.v, "messages": self.messages, "bytes": self.bytes}

    def close(self) -> None:
        if self.client is not None:
            self.client.close()
        self.bot.close()
