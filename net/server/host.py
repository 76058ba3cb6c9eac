"""The table server: hosts many rooms over TCP (stdlib asyncio), autosaves each
room after each decision in its data folder and reopens them on restart (the files
are ``room_files.py``'s; docs/server.md, docs/protocol.md).  ``Server`` is the server on the running
event loop, ``ServerThread`` one on its own loop in a thread (tests, benchmarks,
tools); its command line, ``mor-server``, is ``net/server/cli.py``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import logging
import os
import random
import secrets
import ssl
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ai import MctsBot, SearchPool, make_bot
from core import Game, SaveFileError

from ..limits import DEFAULT_LIMITS, RateWindow, ServerLimits
from ..protocol import (
    CLOSING,
    ClientType,
    ErrorCode,
    ProtocolError,
    ServerType,
    check_client_message,
    decode,
    encode,
    error,
    frame_length,
)
from ..room import AwayPolicy, BotTurn, ConnId, Reply, Room, RoomSettings
from .room_files import ABANDONED_DIR, FINISHED_DIR, RoomFiles

log = logging.getLogger("net.server")

ROOM_CODE_BYTES = 12  # 96 bits
TICK_S = 0.5  # how often (at most) pings, timeouts and away seats are looked at
# at stop: how long connections get to close (then they are cut), and again after the cut
STOP_GRACE_S = 1.0
MAX_OUTGOING_BYTES = 16 * 1024 * 1024  # a connection that reads nothing is dropped past this
DAY_S = 86400.0
MB = 1024 * 1024
CHEAP_BOTS = ("random", "greedy")  # think in a thread; the searching levels in worker processes
RATED_BY_ROOM = frozenset({ClientType.ACT, ClientType.UNDO, ClientType.CHAT})  # the room counts these


def choose_move(bot_name: str, seed: int, game: Game, seat: int, pool: SearchPool | None = None) -> str:
    """One bot decision on ``game`` (a determinization for ``seat``), in its notation.  A
    searching bot searches in ``pool``'s worker processes, as the app's bots do."""
    bot = make_bot(bot_name, seed, inline=False, pool=pool) if pool is not None else make_bot(bot_name, seed,
                                                                                                inline=True)
    try:
        return str(bot.choose(game, seat))
    finally:
        bot.close()


def check_bot_name(name: str, limits: ServerLimits = DEFAULT_LIMITS) -> str:
    """The bot's normalised name; ValueError when there is no such bot, or
    when it would think longer than ``limits`` let a server-side bot think
    (the levels all may) or names search parameters (``c=``: a screen's, not
    a table's)."""
    key = name.strip().lower()
    bot = make_bot(key, 0, inline=True)
    bot.close()
    if isinstance(bot, MctsBot):
        budget = bot.budget
        if budget.named_params():
            raise ValueError(f"bot {key!r}: the server seats no search parameters ({budget.named_params()[0][0]}=)")
        if budget.seconds is not None and budget.seconds > limits.max_bot_seconds:
            raise ValueError(f"bot {key!r}: a server-side bot thinks at most {limits.max_bot_seconds:g} s a turn")
        if budget.seconds is None and (budget.iterations or 0) > limits.max_bot_iterations:
            raise ValueError(f"bot {key!r}: a server-side bot searches at most "
                             f"{limits.max_bot_iterations} iterations a turn")
    return key


def rss_mb() -> float | None:
    """This process's resident memory in MB (None where it cannot be read)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / MB, 1)
    except (OSError, ValueError, IndexError):
        return None


@dataclass
class Connection:
    id: ConnId
    address: str
    writer: asyncio.StreamWriter
    opened: float
    last_seen: float
    last_ping: float
    room: Room | None = None
    closed: bool = False
    misc: RateWindow | None = None  # messages other than act and chat, in the last window

    def send(self, message: dict[str, Any]) -> None:
        if self.closed:
            return
        data = encode(message)
        transport = self.writer.transport
        if transport.is_closing():
            return
        if transport.get_write_buffer_size() + len(data) > MAX_OUTGOING_BYTES:
            log.warning("connection %d reads too slowly: dropped", self.id)
            self.close()
            return
        self.writer.write(data)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.writer.close()


@dataclass
class Server:
    """The rooms and connections of one server; runs inside an asyncio loop."""

    limits: ServerLimits = DEFAULT_LIMITS
    data: Path | None = None
    clock: Any = time.monotonic
    tls: ssl.SSLContext | None = None  # every connection speaks TLS with this (None: plain TCP)
    rooms: dict[str, Room] = field(default_factory=dict)
    conns: dict[ConnId, Connection] = field(default_factory=dict)
    _per_address: Counter[str] = field(default_factory=Counter)  # connections, in their TLS handshake too
    _handshakes: int = 0  # connections in their TLS handshake (not yet in ``conns``)
    _wrong_codes: dict[str, RateWindow] = field(default_factory=dict)
    _bot_jobs: dict[str, BotTurn] = field(default_factory=dict)
    _files: RoomFiles | None = None  # the rooms' files in ``data`` (``_room_files``)
    _empty_since: dict[str, float] = field(default_factory=dict)  # rooms without a connection, since when
    _empty_version: dict[str, int] = field(default_factory=dict)  # ... and their game's version then
    # the address each room was created from (rooms reopened after a restart have none)
    _room_address: dict[str, str] = field(default_factory=dict)
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _rng: random.Random = field(default_factory=lambda: random.Random(secrets.randbits(64)))
    _threads: concurrent.futures.ThreadPoolExecutor | None = None  # the cheap bots think here
    # the searching bots wait here for ``_search_pool``, the worker processes (one search at a time)
    _search_threads: concurrent.futures.ThreadPoolExecutor | None = None
    _search_pool: SearchPool | None = None
    _server: asyncio.Server | None = None
    _ticker: asyncio.Task[None] | None = None
    _stopped: asyncio.Event | None = None
    _stopping: bool = False  # no new bot work once set
    _handlers: set[asyncio.Task[Any]] = field(default_factory=set)  # one per open connection
    started_at: float = 0.0

    # ------------------------------------------------------------ life
    async def start(self, host: str, port: int) -> tuple[str, int]:
        self.started_at = self.clock()
        self._stopped = asyncio.Event()
        self._threads = concurrent.futures.ThreadPoolExecutor(max_workers=2, thread_name_prefix="mor-bot")
        self._search_threads = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="mor-search")
        if self.data is not None:
            self.data.mkdir(parents=True, exist_ok=True)
            self._reopen_rooms()
        # TLS starts in ``_client``, once the connection is counted (per address, in all): one
        # still in its handshake takes a place too.
        self._server = await asyncio.start_server(self._client, host, port, limit=self.limits.max_frame_bytes * 2)
        self._ticker = asyncio.create_task(self._tick_forever())
        for room in self.rooms.values():
            self._schedule_bot(room)
        sock = self._server.sockets[0].getsockname()
        return str(sock[0]), int(sock[1])

    async def wait_stopped(self) -> None:
        assert self._stopped is not None
        await self._stopped.wait()

    async def stop(self) -> None:
        """Autosave every room, say bye to every connection, close everything."""
        if self._server is None or self._stopping:
            return
        self._stopping = True
        self._server.close()
        if self._ticker is not None:
            self._ticker.cancel()
        for room in self.rooms.values():
            self._autosave(room)
        for conn in list(self.conns.values()):
            conn.send({"t": ServerType.BYE.value, "reason": "shutdown"})
            conn.close()
        await self._server.wait_closed()
        await self._end_handlers()
        for executor in (self._threads, self._search_threads):
            if executor is not None:
                executor.shutdown(wait=False, cancel_futures=True)
        if self._search_pool is not None:
            self._search_pool.close()
        self._server = None
        log.info("server stopped")
        assert self._stopped is not None
        self._stopped.set()

    async def _end_handlers(self) -> None:
        """Let every connection's handler finish (its disconnect recorded in its
        room) within ``STOP_GRACE_S``; then cut the connections still open: a
        TLS peer that never answers the close would otherwise hold its handler
        for the SSL shutdown timeout (30 s)."""
        pending = {t for t in self._handlers if not t.done()}
        if not pending:
            return
        _, pending = await asyncio.wait(pending, timeout=STOP_GRACE_S)
        if not pending:
            return
        log.info("stop: %d connection(s) did not close in %.1f s: cut", len(pending), STOP_GRACE_S)
        for conn in list(self.conns.values()):
            conn.writer.transport.abort()
        _, pending = await asyncio.wait(pending, timeout=STOP_GRACE_S)
        for task in pending:
            task.cancel()

    # ------------------------------------------------------------ connections
    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
            task.add_done_callback(self._handlers.discard)
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) else "?"
        now = self.clock()
        conn = Connection(next(self._ids), address, writer, now, now, now)
        lim = self.limits
        if (self._per_address[address] >= lim.max_conns_per_address
                or len(self.conns) + self._handshakes >= lim.max_connections):
            log.info("connection %d from %s refused: %s", conn.id, address, ErrorCode.TOO_MANY_CONNECTIONS)
            if self.tls is None:  # a client waiting for a TLS handshake could not read it
                conn.send(error(ErrorCode.TOO_MANY_CONNECTIONS, "too many connections"))
            conn.close()
            return
        self._per_address[address] += 1
        in_frame = False
        try:
            if self.tls is not None and not await self._handshake(conn, self.tls):
                return
            self.conns[conn.id] = conn
            while not conn.closed:
                header = await reader.readexactly(4)
                length = frame_length(header, lim.max_frame_bytes)
                in_frame = True
                body = await reader.readexactly(length)
                in_frame = False
                conn.last_seen = self.clock()
                message = decode(body, lim.max_frame_bytes)
                msg_type = check_client_message(message)
                self._dispatch(conn, msg_type, message)
        except ProtocolError as exc:
            log.info("connection %d from %s refused: %s (%s)", conn.id, address, exc.code, exc.text)
            conn.send(error(exc.code, exc.text))
        except asyncio.IncompleteReadError as exc:
            if exc.partial or in_frame:  # the stream ended inside a frame: said, if anyone still reads
                log.info("connection %d from %s refused: a truncated frame", conn.id, address)
                conn.send(error(ErrorCode.BAD_FRAME, "the connection ended inside a frame"))
        except (ConnectionError, OSError):
            pass
        except Exception:  # never let one connection take the server down
            log.exception("connection %d failed", conn.id)
        finally:
            conn.close()
            self.conns.pop(conn.id, None)
            self._per_address[address] -= 1
            if self._per_address[address] <= 0:
                del self._per_address[address]
            if conn.room is not None:
                self._deliver(conn.room, conn.room.disconnect(conn.id, self.clock()))
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    async def _handshake(self, conn: Connection, tls: ssl.SSLContext) -> bool:
        """TLS on a counted connection, within the hello timeout (which then starts afresh)."""
        self._handshakes += 1
        try:
            await conn.writer.start_tls(tls, ssl_handshake_timeout=self.limits.hello_timeout_s)
        except OSError as exc:  # ssl.SSLError and TimeoutError are OSErrors
            log.info("connection %d from %s: no TLS handshake (%s)", conn.id, conn.address, type(exc).__name__)
            return False
        finally:
            self._handshakes -= 1
        conn.opened = conn.last_seen = conn.last_ping = self.clock()
        return True

    def _dispatch(self, conn: Connection, msg_type: ClientType, msg: dict[str, Any]) -> None:
        now = self.clock()
        if msg_type not in RATED_BY_ROOM:  # a sync costs a snapshot: every message has a rate
            if conn.misc is None:
                conn.misc = RateWindow(self.limits.misc_window_s)
            if conn.misc.add(now) > self.limits.misc_per_window:
                log.info("connection %d from %s refused: %s", conn.id, conn.address, ErrorCode.RATE_LIMITED)
                conn.send(error(ErrorCode.RATE_LIMITED, "too many messages"))
                conn.close()
                return
        if msg_type == ClientType.PING:
            conn.send({"t": ServerType.PONG.value})
        elif msg_type == ClientType.PONG:
            pass
        elif msg_type == ClientType.STATUS:
            conn.send({"t": ServerType.STATUS.value, **self.status()})
            conn.close()
        elif msg_type == ClientType.CREATE:
            self._create(conn, msg, now)
        elif conn.room is None and msg_type == ClientType.HELLO:
            room = self.rooms.get(msg["room"])
            if room is None:
                window = self._wrong_codes.setdefault(conn.address, RateWindow(self.limits.wrong_code_window_s))
                many = window.add(now) > self.limits.wrong_codes_per_window
                code = ErrorCode.RATE_LIMITED if many else ErrorCode.NO_ROOM
                log.info("connection %d from %s refused: %s", conn.id, conn.address, code)
                conn.send(error(code, "no room with that code"))
                conn.close()
                return
            conn.room = room
            self._deliver(room, room.hello(conn.id, msg, now))
        elif conn.room is None:  # out of order: a connection starts with hello or create
            log.info("connection %d from %s refused: %s before hello", conn.id, conn.address, msg_type)
            conn.send(error(ErrorCode.NOT_JOINED, "send hello or create first"))
            conn.close()
        else:
            self._deliver(conn.room, conn.room.handle(conn.id, msg_type, msg, now))

    def _create(self, conn: Connection, msg: dict[str, Any], now: float) -> None:
        if conn.room is not None:
            conn.send(error(ErrorCode.ALREADY_JOINED, "this connection is already in a room"))
            return
        if len(self.rooms) >= self.limits.max_rooms:
            conn.send(error(ErrorCode.SERVER_FULL, "this server hosts no more rooms"))
            conn.close()
            return
        if sum(1 for address in self._room_address.values() if address == conn.address) \
                >= self.limits.max_rooms_per_address:
            log.info("connection %d from %s refused: %s (rooms per address)", conn.id, conn.address,
                     ErrorCode.SERVER_FULL)
            conn.send(error(ErrorCode.SERVER_FULL, "this server hosts no more rooms from your address"))
            conn.close()
            return
        try:
            settings = RoomSettings(
                float(msg.get("grace", self.limits.away_grace_s)),
                AwayPolicy(msg.get("away", AwayPolicy.BOT.value)),
                check_bot_name(msg.get("away_bot", "greedy"), self.limits),
            )
            code = secrets.token_urlsafe(ROOM_CODE_BYTES)
            room = Room.from_specs(code, msg["seats"], settings, self.limits,
                                   bot_names=lambda name: check_bot_name(name, self.limits))
        except ValueError as exc:
            conn.send(error(ErrorCode.BAD_SEATS, str(exc)[:200]))
            conn.close()
            return
        self.rooms[code] = room
        self._room_address[code] = conn.address
        conn.room = room
        log.info("room %s created: %d seats", code[:4], len(room.seats))
        reply = room.join_creator(conn.id, msg.get("name", ""), now)
        reply.changed = True
        self._deliver(room, reply)

    def _deliver(self, room: Room, reply: Reply) -> None:
        """Autosave (before anyone hears of a decision), send, close, then let a bot think."""
        if reply.changed:
            self._autosave(room)
        for cid, message in reply.send:
            conn = self.conns.get(cid)
            if conn is not None:
                if message["t"] == ServerType.ERROR and message["code"] in CLOSING:
                    log.info("connection %d from %s refused by room %s: %s", cid, conn.address, room.code[:4],
                             message["code"])
                conn.send(message)
        for cid in reply.close:
            conn = self.conns.get(cid)
            if conn is not None:
                conn.close()
        self._schedule_bot(room)

    # ------------------------------------------------------------ bots
    def _schedule_bot(self, room: Room) -> None:
        turn = room.bot_turn()
        if turn is None or self._bot_jobs.get(room.code) == turn or room.game is None or self._stopping:
            return
        self._bot_jobs[room.code] = turn
        game = room.game.determinize(turn.seat, self._rng.getrandbits(64))
        seed = self._rng.getrandbits(32)
        loop = asyncio.get_running_loop()
        future: asyncio.Future[str]
        try:
            if turn.bot.startswith(CHEAP_BOTS):
                future = loop.run_in_executor(self._threads, choose_move, turn.bot, seed, game, turn.seat)
            else:
                if self._search_pool is None:
                    self._search_pool = SearchPool(1)
                future = loop.run_in_executor(self._search_threads, choose_move, turn.bot, seed, game, turn.seat,
                                              self._search_pool)
        except Exception as exc:  # reported through the future: _bot_done logs it and moves on
            future = loop.create_future()
            future.set_exception(exc)
        future.add_done_callback(lambda f: self._bot_done(room, turn, f))

    def _bot_done(self, room: Room, turn: BotTurn, future: asyncio.Future[str]) -> None:
        if self._bot_jobs.get(room.code) == turn:
            del self._bot_jobs[room.code]
        if future.cancelled() or self._stopping:
            return
        exc = future.exception()
        if exc is not None:
            log.error("room %s: bot %s failed: %r; it plays the first legal decision", room.code[:4], turn.bot, exc)
            game = room.game
            text = str(game.legal_actions()[0]) if game is not None and not game.is_over else ""
        else:
            text = future.result()
        self._deliver(room, room.bot_move(turn, text, self.clock()))

    # ------------------------------------------------------------ time
    async def _tick_forever(self) -> None:
        lim = self.limits
        every = min(TICK_S, lim.ping_interval_s / 2, lim.hello_timeout_s / 2, lim.silent_timeout_s / 4)
        while True:
            await asyncio.sleep(every)
            try:
                self._tick(self.clock())
            except Exception:
                log.exception("tick failed")

    def _tick(self, now: float) -> None:
        lim = self.limits
        for conn in list(self.conns.values()):
            if conn.room is None and now - conn.opened > lim.hello_timeout_s:
                conn.send(error(ErrorCode.HELLO_TIMEOUT, "no hello in time"))
                conn.close()
            elif now - conn.last_seen > lim.silent_timeout_s:
                conn.send(error(ErrorCode.SILENT, "silent for too long"))
                conn.close()
            elif now - conn.last_ping >= lim.ping_interval_s:
                conn.last_ping = now
                conn.send({"t": ServerType.PING.value})
        for room in list(self.rooms.values()):
            self._deliver(room, room.tick(now))
            self._retire_if_idle(room, now)
        for address, window in list(self._wrong_codes.items()):
            if window.current(now) == 0:
                del self._wrong_codes[address]

    def _retire_if_idle(self, room: Room, now: float) -> None:
        """A finished room nobody watches is archived; a lobby left empty for long is forgotten;
        a game in progress stays while its seats may come back: until it has had nobody
        connected and not moved for ``abandoned_game_s``, when it is put away in ``abandoned/``."""
        code = room.code
        if room.connections() or self._empty_version.get(code, room.v) != room.v:
            self._empty_since.pop(code, None)  # a bot seat still playing counts as somebody
            self._empty_version.pop(code, None)
            if room.connections():
                return
        since = self._empty_since.setdefault(code, now)
        self._empty_version.setdefault(code, room.v)
        wait = 0.0 if room.over else self.limits.abandoned_game_s if room.started else self.limits.idle_lobby_s
        if now - since < wait:
            return
        del self.rooms[code]
        for table in (self._room_address, self._empty_since, self._empty_version):
            table.pop(code, None)
        why = "finished" if room.over else "abandoned" if room.started else "left empty"
        files = self._room_files()
        if files is not None:
            files.put_away(code, FINISHED_DIR if room.over else ABANDONED_DIR if room.started else None)
        log.info("room %s retired (%s)", code[:4], why)

    def status(self) -> dict[str, Any]:
        """What ``mor-server --status`` prints: rooms, connections, uptime and memory."""
        return {"rooms": len(self.rooms), "connections": len(self.conns),
                "uptime_s": round(self.clock() - self.started_at, 1), "rss_mb": rss_mb()}

    # ------------------------------------------------------------ saving
    def _room_files(self) -> RoomFiles | None:
        """The rooms' files, when the server has a data folder."""
        if self._files is None and self.data is not None:
            self._files = RoomFiles(self.data)
        return self._files

    def _autosave(self, room: Room) -> None:
        files = self._room_files()
        if files is None:
            return
        try:
            files.write(room, self._room_address.get(room.code))
        except (SaveFileError, OSError) as exc:
            log.error("room %s: autosave failed: %s", room.code[:4], exc)

    def _reopen_rooms(self) -> None:
        files = self._room_files()
        assert files is not None
        for code, reopened in files.reopen(self.clock(), self.limits).items():
            room = self.rooms[code] = reopened.room
            if reopened.creator is not None:  # it still counts towards its address's rooms
                self._room_address[code] = reopened.creator
            if reopened.empty_since is not None:
                self._empty_since[code], self._empty_version[code] = reopened.empty_since, room.v


class ServerThread:
    """A ``Server`` on its own event loop in a thread (tests, benchmarks, tools)."""

    def __init__(self, limits: ServerLimits = DEFAULT_LIMITS, data: Path | None = None,
                 tls: ssl.SSLContext | None = None) -> None:
        self.server = Server(limits, data, tls=tls)
        self.loop = asyncio.new_event_loop()
        self.address: tuple[str, int] = ("", 0)
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="mor-server", daemon=True)

    def __enter__(self) -> ServerThread:
        self._thread.start()
        if not self._ready.wait(30):
            raise RuntimeError("the server did not start")
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)

        async def main() -> None:
            self.address = await self.server.start("127.0.0.1", 0)
            self._ready.set()
            await self.server.wait_stopped()

        self.loop.run_until_complete(main())
        self.loop.close()

    def call(self, func: Any, *args: Any) -> Any:
        """Run ``func(*args)`` in the server's loop and return its result."""
        async def run() -> Any:
            return func(*args)

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(30)

    def stop(self) -> None:
        if self._thread.is_alive():
            asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(30)
            self._thread.join(30)
