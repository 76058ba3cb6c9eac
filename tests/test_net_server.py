"""The server on loopback (an in-process asyncio server in a thread): whole games
of bot clients and server-side bots, reconnections at random moments, hostile
frames, and the per-address and hello limits."""

from __future__ import annotations

import logging
import random
import re
import socket
import struct
import threading
from collections.abc import Iterator
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai import LEVELS
from core import Action, Game, loads
from net.audit import leaders_in
from net.client import Client, SeatPlayer
from net.limits import ServerLimits
from net.protocol import PROTOCOL_VERSION, ErrorCode, ServerType
from net.server import ServerThread, check_bot_name

FAST = ServerLimits(act_per_window=1_000_000, max_conns_per_address=64)  # bot clients on one address, fast
GAMES = 50
PARALLEL = 5  # rooms playing at once
JOIN_S = 120.0
CHEAP_BOTS = ("random", "greedy")
CUT_GAMES, CUTS_PER_GAME = 4, 25  # cuts at message counts drawn from CUT_RANGE
CUT_RANGE = range(5, 150)
# cuts every game reaches: the cutter gets a message per decision of any seat, and a 3-seat game of
# greedy and random bots lasts 200 decisions and more; fewer than 5 of 25 points drawn from 5-149
# at or below message 100 happens in about 3 games in 10 million
MIN_CUTS = 5
MANY = 1_000_000  # a limit no test client reaches


def table_specs(rng: random.Random) -> list[str]:
    """2-4 seats: this client, then open seats and server-side bots at random."""
    n = rng.randrange(2, 5)
    return ["me"] + [rng.choice(["open", "random", "greedy"]) for _ in range(n - 1)]


def play_table(host: str, port: int, specs: list[str], seed: int, keep: bool = False,
               cuts: int = 0) -> tuple[list[SeatPlayer], dict[str, Any]]:
    """One room played to its end by bot clients (one per 'me'/'open' seat)."""
    rng = random.Random(seed)
    clients = sum(1 for s in specs if s in ("me", "open"))
    players = [SeatPlayer(host, port, rng.choice(CHEAP_BOTS), seed=seed * 8 + i, keep_messages=keep)
               for i in range(clients)]
    if cuts:
        players[0].cut_at = set(rng.sample(CUT_RANGE, cuts))
    welcome = players[0].create(specs, away="wait")
    for p in players[1:]:
        p.join(welcome["room"])
    results: dict[int, dict[str, Any]] = {}
    errors: list[BaseException] = []

    def run(i: int, p: SeatPlayer) -> None:
        try:
            results[i] = p.play()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(i, p), daemon=True) for i, p in enumerate(players)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(JOIN_S)
    assert not errors, errors
    assert len(results) == clients
    return players, welcome


def check_finished(players: list[SeatPlayer]) -> Game:
    """Every client saw the same end; the save holds exactly the decisions counted by ``v``."""
    over = players[0].over
    assert over is not None
    game = loads(over["save"]).game
    assert game.is_over and len(game.history()) == over["v"]
    for p in players:
        assert p.over is not None and p.over["v"] == over["v"] and p.over["winners"] == game.winners()
        assert p.over["save"] == over["save"]
    return game


def test_fifty_whole_games_with_bot_clients_and_server_side_bots() -> None:
    rng = random.Random(2026)
    tables = [table_specs(rng) for _ in range(GAMES)]
    finished: list[Game] = []
    lock = threading.Lock()
    with ServerThread(FAST) as server:
        host, port = server.address

        def worker(k: int) -> None:
            for g in range(k, GAMES, PARALLEL):
                players, _ = play_table(host, port, tables[g], seed=g)
                game = check_finished(players)
                with lock:
                    finished.append(game)
                for p in players:
                    p.close()

        threads = [threading.Thread(target=worker, args=(k,), daemon=True) for k in range(PARALLEL)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(JOIN_S * 2)
    assert len(finished) == GAMES
    assert {g.n_players for g in finished} == {2, 3, 4}


def test_messages_on_the_wire_hold_no_leader_a_seat_may_not_see() -> None:
    with ServerThread(FAST) as server:
        host, port = server.address
        for seed in range(3):
            players, _ = play_table(*server.address, ["me", "open", "greedy", "open"][: 2 + seed], seed, keep=True)
            game = check_finished(players)
            public = {lid for p in game.players for lid in (*p.played, *p.discarded)}
            for p in players:
                assert p.seat is not None
                before_over = [m for m in p.received if m["t"] != ServerType.OVER]
                first = next(m for m in before_over if m["t"] == ServerType.SNAPSHOT and m["started"])
                own = set(first["obs"]["players"][p.seat]["leaders_dealt"])
                assert len(own) == 4
                assert leaders_in(before_over) <= own | public
                assert all("save" not in m for m in before_over)
                p.close()
        assert host == "127.0.0.1" and port > 0


def test_a_client_cut_at_random_moments_rejoins_and_no_decision_is_lost_or_doubled() -> None:
    total_cuts = 0
    with ServerThread(FAST) as server:
        for seed in range(CUT_GAMES):
            players, welcome = play_table(*server.address, ["me", "greedy", "open"], 40 + seed, cuts=CUTS_PER_GAME)
            game = check_finished(players)
            cutter = players[0]
            # every planned point the game reached was cut, in order, each cut followed by one rejoin
            # (the server deals a random game: a short one ends before the last points)
            assert cutter.cuts_made == sorted(cutter.cuts_made) and cutter.reconnects == len(cutter.cuts_made)
            assert all(left > max(cutter.cuts_made) for left in cutter.cut_at)
            assert len(cutter.cuts_made) + len(cutter.cut_at) == CUTS_PER_GAME
            total_cuts += cutter.reconnects
            history = [str(a) for a in game.history()]
            # every decision of the seat in the game is one it sent at that version, and only once
            sent: dict[int, set[str]] = {}
            for v, a in cutter.sent:
                sent.setdefault(v, set()).add(a)
            movers = _movers(game)
            mine = [i for i in range(len(history)) if movers[i] == cutter.seat]
            assert mine
            for i in mine:
                assert history[i] in sent.get(i, set()), (i, history[i])
            assert cutter.over is not None and cutter.over["v"] == len(history)
            for p in players:
                p.close()
            assert welcome["room"] == cutter.room
    assert total_cuts >= CUT_GAMES * MIN_CUTS  # no game ends before its first points (from 5 messages on)


def test_a_cut_point_passed_while_the_bot_thought_is_cut_at_the_next_check_not_skipped() -> None:
    player = SeatPlayer("127.0.0.1", 1, "random", cut_at={5, 6, 9})
    player.messages = 4
    assert not player._cut_due()
    player.messages = 7  # two messages read in the backlog: 5 and 6 passed between two checks
    assert player._cut_due() and player._cut_due()
    assert not player._cut_due() and player.cut_at == {9} and player.cuts_made == [5, 6]
    player.close()


def _movers(game: Game) -> list[int]:
    """The seat that made each decision of ``game`` (replayed from its origin)."""
    again = Game.from_origin(game.origin)
    out = []
    for action in game.history():
        out.append(again.to_move)
        again.apply(action)
    return out


def raw(host: str, port: int) -> socket.socket:
    return socket.create_connection((host, port), timeout=30)


def read_all(sock: socket.socket) -> list[dict[str, Any]]:
    """Every message until the server closes the connection."""
    data = bytearray()
    while True:
        try:
            got = sock.recv(65536)
        except ConnectionResetError:
            break
        if not got:
            break
        data += got
    out = []
    while len(data) >= 4:
        (n,) = struct.unpack(">I", data[:4])
        out.append(msgpack.unpackb(bytes(data[4 : 4 + n]), raw=False))
        del data[: 4 + n]
    return out


def framed(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


HOSTILE: dict[str, tuple[bytes, ErrorCode]] = {
    "too_big": (struct.pack(">I", 64 * 1024 + 1) + b"\x00" * 16, ErrorCode.TOO_BIG),
    "bad_msgpack": (framed(b"\xc1"), ErrorCode.BAD_FRAME),
    "truncated": (framed(b"\x82\xa1t"), ErrorCode.BAD_FRAME),
    "not_a_map": (framed(b"\x93\x01\x02\x03"), ErrorCode.BAD_FRAME),
    "ext_type": (framed(b"\x81\xa1t\xd4\x05\x00"), ErrorCode.BAD_FRAME),  # {"t": ext(5, b"\0")}
    "int_keys": (framed(b"\x81\x01\x01"), ErrorCode.BAD_FRAME),
    "unknown": (framed(msgpack.packb({"t": "fly!"})), ErrorCode.UNKNOWN_TYPE),
    "wrong_types": (framed(msgpack.packb({"t": "hello", "proto": "1", "room": 5})), ErrorCode.BAD_MESSAGE),
    "seat_in_act": (framed(msgpack.packb({"t": "act", "v": 0, "a": "end", "seat": 0})), ErrorCode.BAD_MESSAGE),
    "old_version": (framed(msgpack.packb({"t": "hello", "proto": 0, "room": "A" * 16})), ErrorCode.VERSION),
    "no_room": (framed(msgpack.packb({"t": "hello", "proto": PROTOCOL_VERSION, "room": "A" * 16})),
                ErrorCode.NO_ROOM),
}


def test_hostile_frames_get_an_error_and_are_closed_while_another_room_plays_on() -> None:
    with ServerThread(FAST) as server:
        host, port = server.address
        game_result: dict[str, Any] = {}

        def play() -> None:
            players, _ = play_table(host, port, ["me", "greedy", "open"], seed=7)
            game_result["game"] = check_finished(players)
            for p in players:
                p.close()

        runner = threading.Thread(target=play, daemon=True)
        runner.start()
        for name, (frame, code) in HOSTILE.items():
            sock = raw(host, port)
            sock.sendall(frame)
            msgs = read_all(sock)
            sock.close()
            assert [m["code"] for m in msgs if m["t"] == ServerType.ERROR] == [code], name
        runner.join(JOIN_S)
        assert game_result["game"].is_over
        assert server.call(lambda: len(server.server.conns)) <= 3


def test_an_address_has_few_connections() -> None:
    with ServerThread(ServerLimits(max_conns_per_address=2)) as server:
        host, port = server.address
        first, second = Client(host, port).connect(), Client(host, port).connect()
        for c in (first, second):  # both in a room: they count for as long as they stay
            c.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
            assert c.recv()["t"] == ServerType.WELCOME
        third = raw(host, port)
        assert [m["code"] for m in read_all(third)] == [ErrorCode.TOO_MANY_CONNECTIONS]
        third.close()
        first.close()
        # once one has gone, another may come
        for _ in range(100):
            if server.call(lambda: len(server.server.conns)) < 2:
                break
            threading.Event().wait(0.05)
        fourth = Client(host, port).connect()
        fourth.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        assert fourth.recv()["t"] == ServerType.WELCOME
        second.close()
        fourth.close()


def test_hello_is_due_within_its_time() -> None:
    with ServerThread(ServerLimits(hello_timeout_s=0.2)) as server:
        quiet = raw(*server.address)
        assert [m["code"] for m in read_all(quiet) if m["t"] == "error"] == [ErrorCode.HELLO_TIMEOUT]
        quiet.close()


def test_a_silent_connection_is_dead_and_a_pinged_client_stays() -> None:
    limits = ServerLimits(ping_interval_s=0.25, silent_timeout_s=3.0)
    with ServerThread(limits) as server:
        host, port = server.address
        silent = Client(host, port).connect()
        silent.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        alive = Client(host, port).connect()
        alive.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        # the live client answers pings (Client.recv does) for several silent timeouts
        pings = 0
        while pings < 16:  # 4 s: longer than the silent timeout
            if alive.recv()["t"] == ServerType.PING:
                pings += 1
        assert silent.sock is not None
        assert [m["code"] for m in read_all(silent.sock) if m["t"] == "error"] == [ErrorCode.SILENT]
        alive.send({"t": "sync"})
        assert alive.recv_until(ServerType.SNAPSHOT)["started"] is False
        silent.close()
        alive.close()


# a bot that would hold the worker processes every room's bots share: an
# hour a turn, ten million iterations, or a screen's search parameter
COSTLY_BOTS = ["mcts:t=3600", "mcts:it=10000000", "mcts:it=600,t=1.6", "mcts:it=30:c=9", "mcts:expert:widen=99"]


@pytest.mark.parametrize(
    ("specs", "away_bot"),
    [(["me", "open", "nobot"], "greedy"), (["me", "me"], "greedy"), (["open"], "greedy"),
     *((["me", bot], "greedy") for bot in COSTLY_BOTS), (["me", "open"], "mcts:t=60")],
)
def test_create_with_seats_the_server_cannot_seat_is_refused(specs: list[str], away_bot: str) -> None:
    with ServerThread(FAST) as server:
        c = Client(*server.address).connect()
        c.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": specs, "away_bot": away_bot})
        assert c.sock is not None
        assert [m["code"] for m in read_all(c.sock) if m["t"] == "error"] == [ErrorCode.BAD_SEATS]
        c.close()
        assert server.call(lambda: len(server.server.rooms)) == 0


def test_the_server_seats_every_level_and_bounded_budgets_and_refuses_costly_bots() -> None:
    for name in ("random", "greedy", "greedy:search", "mcts", *(f"mcts:{level}" for level in LEVELS),
                 "MCTS:Expert:model=hand", "mcts:t=1.5,w=2", "mcts:it=2400", "mcts:it=5000,t=1"):
        assert check_bot_name(name) == name.strip().lower()
    for name in COSTLY_BOTS:
        with pytest.raises(ValueError, match="server"):
            check_bot_name(name)
    assert check_bot_name("mcts:t=3600", ServerLimits(max_bot_seconds=3600.0)) == "mcts:t=3600"


def test_wrong_room_codes_are_limited_per_address_and_rooms_per_server() -> None:
    limits = ServerLimits(wrong_codes_per_window=2, max_rooms=1, max_conns_per_address=64)
    with ServerThread(limits) as server:
        host, port = server.address
        got = []
        for _ in range(3):
            sock = raw(host, port)
            sock.sendall(framed(msgpack.packb({"t": "hello", "proto": PROTOCOL_VERSION, "room": "B" * 16})))
            got += [m["code"] for m in read_all(sock)]
            sock.close()
        assert got == [ErrorCode.NO_ROOM, ErrorCode.NO_ROOM, ErrorCode.RATE_LIMITED]
        first = Client(host, port).connect()
        first.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        assert first.recv()["t"] == ServerType.WELCOME
        second = Client(host, port).connect()
        second.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        assert second.sock is not None
        assert [m["code"] for m in read_all(second.sock)] == [ErrorCode.SERVER_FULL]
        first.close()
        second.close()


def test_one_address_creates_a_bounded_number_of_rooms_and_a_retired_one_frees_its_place() -> None:
    """A game left waiting stays for ever: without a cap per address, one
    address could fill the server's rooms and keep them."""
    limits = ServerLimits(max_rooms_per_address=2, max_rooms=10, max_conns_per_address=64)
    with ServerThread(limits) as server:
        host, port = server.address

        def create() -> list[Any]:
            c = Client(host, port).connect()
            c.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
            first = c.recv()
            c.close()
            return [first.get("code", first["t"])]

        assert create() + create() == [ServerType.WELCOME, ServerType.WELCOME]
        assert create() == [ErrorCode.SERVER_FULL]  # a third from the same address
        srv = server.server

        def retire_one() -> None:  # as the ticker does once the empty lobby has idled long enough
            room = next(iter(srv.rooms.values()))
            later = srv.clock() + 10 * limits.idle_lobby_s
            for now in (later, later + 2 * limits.idle_lobby_s):
                srv._retire_if_idle(room, now)

        server.call(retire_one)
        assert server.call(lambda: len(srv.rooms)) == 1
        assert create() == [ServerType.WELCOME]
        assert create() == [ErrorCode.SERVER_FULL]


def test_the_log_never_holds_a_token_or_a_hand(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="net")
    with ServerThread(FAST) as server:
        players, welcome = play_table(*server.address, ["me", "open"], seed=12)
        game = check_finished(players)
        # a wrong token and a bad frame are logged too
        sock = raw(*server.address)
        sock.sendall(framed(msgpack.packb({"t": "hello", "proto": PROTOCOL_VERSION, "room": welcome["room"],
                                           "token": "W" * 43})))
        read_all(sock)
        sock.close()
        tokens = [p.token for p in players]
        for p in players:
            p.close()
    text = caplog.text
    assert "game over" in text and "joined" in text
    assert all(t and t not in text for t in tokens)
    assert welcome["room"] not in text  # a room is named by its first characters only
    assert "W" * 43 not in text
    assert not re.search(r"\bL(49|5\d|6[0-4])\b", text)
    assert game.is_over


FIELD_NAMES = st.one_of(st.sampled_from(["t", "v", "a", "room", "proto", "token", "seats", "text"]),
                        st.text(max_size=3))
FIELD_VALUES = st.one_of(st.integers(-5, 1 << 40), st.text(max_size=20), st.binary(max_size=8), st.none(),
                         st.booleans(), st.lists(st.integers(-9, 9), max_size=3),
                         st.sampled_from(["act", "hello", "create", "chat", "sync"]))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames=st.lists(st.one_of(
    st.binary(max_size=64),  # raw bytes
    st.builds(framed, st.binary(max_size=64)),  # framed garbage
    st.builds(lambda d: framed(msgpack.packb(d)), st.dictionaries(FIELD_NAMES, FIELD_VALUES, max_size=5)),  # maps
), min_size=1, max_size=6))
def test_hostile_byte_streams_never_take_the_server_down(frames: list[bytes]) -> None:
    server = HOSTILE_SERVER["server"]
    host, port = server.address
    sock = raw(host, port)
    try:
        for frame in frames:
            sock.sendall(frame)
        sock.shutdown(socket.SHUT_WR)  # the end of the stream: the server must answer or close
        read_all(sock)
    except OSError:
        pass  # the server closed first
    finally:
        sock.close()
    # the server still serves: a new client gets a room
    client = Client(host, port).connect()
    client.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
    assert client.recv()["t"] == ServerType.WELCOME
    client.send({"t": "leave"})
    client.recv_until(ServerType.BYE)
    client.close()


HOSTILE_SERVER: dict[str, ServerThread] = {}


@pytest.fixture(autouse=True, scope="module")
def _hostile_server() -> Iterator[None]:
    """One server for the hypothesis examples (starting one per example would dominate)."""
    with ServerThread(ServerLimits(max_conns_per_address=64, max_rooms=10_000, wrong_codes_per_window=10_000,
                                   max_rooms_per_address=10_000)) as s:
        HOSTILE_SERVER["server"] = s
        yield


def test_a_searching_bot_on_the_server_thinks_in_worker_processes(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    with ServerThread(FAST) as server:
        player = SeatPlayer(*server.address, "random", seed=1)
        player.create(["me", "mcts:it=30"])
        assert player.client is not None
        player.client.send({"t": "ready"})
        bot_moves = 0
        for _ in range(2000):
            msg = player.receive()
            if msg["t"] == ServerType.UPDATE and msg["seat"] == 1:
                bot_moves += 1
                if bot_moves >= 6:
                    break
            assert not player.handle(msg)
        pool = server.server._search_pool
        assert pool is not None and pool.pids()
        player.close()
    assert bot_moves == 6
    ours = "\n".join(r.getMessage() for r in caplog.records if r.name.startswith(("net.", "ai.")))
    assert "failed" not in ours and "first legal" not in ours


class SlowFirstDecision:
    """A bot whose first decision takes as long as the server sends ``pings`` pings (longer
    than the silent timeout); then it plays at random."""

    name = "slow-first"
    last_outcome = None
    failed_searches = 0

    def __init__(self, player: SeatPlayer, pings: int) -> None:
        self.player, self.pings, self.first = player, pings, True
        self.random = random.Random(0)

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Any = None) -> Action:
        if self.first:
            self.first = False
            client = self.player.client
            assert client is not None
            start = client.pings
            for _ in range(400):  # at most 20 s: the client reads the connection meanwhile, pings included
                if client.pings >= start + self.pings:
                    break
                threading.Event().wait(0.05)
        return self.random.choice(game.legal_actions())

    def close(self) -> None:
        pass


def test_a_client_whose_bot_thinks_longer_than_the_silent_timeout_stays_connected() -> None:
    # pongs count as messages: at 4 a second the default 40 in 10 s would refuse a game slower than ~9 s
    limits = ServerLimits(ping_interval_s=0.25, silent_timeout_s=3.0, act_per_window=1_000_000,
                          misc_per_window=MANY)
    with ServerThread(limits) as server:
        player = SeatPlayer(*server.address, "random", seed=4)
        player.bot = SlowFirstDecision(player, pings=16)  # 4 s: longer than the silent timeout
        player.create(["me", "greedy"])
        result = player.play()
        assert result["winners"] is not None and player.reconnects == 0
        player.close()
