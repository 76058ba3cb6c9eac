"""Bot games through a loopback proxy that delays, drops and cuts connections at
random (net/chaos.py): a hundred games finish, no decision lost or doubled
against the server's save (about 80 s of CPU; ``python -m net.chaos`` is the
same as a benchmark)."""

from __future__ import annotations

import socket
import struct

import msgpack
from helpers_net import play_random_pair

from core import loads
from net.chaos import ChaosOdds, ProxyThread, audit_game, run_chaos
from net.client import SeatPlayer
from net.limits import ServerLimits
from net.server import ServerThread

GAMES = 100
PARALLEL = 8


def test_bot_games_through_a_chaos_proxy_lose_and_double_no_decision() -> None:
    result = run_chaos(GAMES, PARALLEL, seed=7)
    assert result["finished"] == GAMES
    assert result["lost"] == 0 and result["doubled"] == 0
    assert result["decisions"] > GAMES * 10
    # the proxy did misbehave, and the clients came back each time
    assert result["cuts"] > 0 and result["drops"] > 0 and result["delays"] > 0
    assert result["reconnects"] >= result["cuts"] // 2


def test_the_proxy_cuts_inside_frames_and_the_server_stays_up() -> None:
    """Every chunk cut: a frame arrives in part, the connection is reset both ways."""
    with ServerThread() as server, ProxyThread(server.address, seed=1, odds=ChaosOdds(cut=1.0, calm_chunks=0)) as proxy:
        body = msgpack.packb({"t": "create", "proto": 1, "seats": ["me", "open"]})
        for _ in range(5):
            with socket.create_connection(proxy.address, timeout=30) as sock:
                sock.sendall(struct.pack(">I", len(body)) + body)
                got = b""
                try:
                    while chunk := sock.recv(65536):
                        got += chunk
                except ConnectionResetError:
                    pass
                assert got == b""  # the create never arrived whole: no welcome
        assert proxy.proxy.counts["cuts"] == 5
        assert server.call(lambda: len(server.server.rooms)) == 0
        player = SeatPlayer(*server.address, "random", seed=2)  # the server itself is fine
        assert player.create(["me", "open"])["seat"] == 0
        player.close()


def test_the_audit_counts_a_decision_missing_from_the_save() -> None:
    """The audit is not vacuous: a save that lacks a decision a client saw is a loss.
    (No decision limit: the default 20 in 10 s made this game take ~50 s, more on a long deal.)"""
    with ServerThread(ServerLimits(act_per_window=1_000_000)) as server:
        players = play_random_pair(server.address, keep_messages=True)
        assert players[0].over is not None
        saved = [str(a) for a in loads(players[0].over["save"]).game.history()]
        assert audit_game(players, saved) == {"lost": 0, "doubled": 0}
        tampered = [*saved[:-1], "end"] if saved[-1] != "end" else [*saved[:-1], "pass"]
        assert audit_game(players, tampered)["lost"] > 0
        for p in players:
            p.close()
