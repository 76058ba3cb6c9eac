"""``mor-server`` and ``mor-arena net play`` as separate processes: the first
line contract, SIGKILL and restart on the same data folder, SIGTERM, the
loopback-only rule, and a whole game from the command line."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import msgpack
import pytest

from net.client import SeatPlayer
from net.limits import DEFAULT_LIMITS
from net.protocol import parse_address
from net.server.cli import build_parser, limits_from_args

ROOT = Path(__file__).resolve().parent.parent
WAIT_S = 60
PLAYED_BEFORE_KILL = 30


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


@contextmanager
def server_process(data: Path, *extra: str) -> Iterator[tuple[subprocess.Popen[str], str, int]]:
    proc = subprocess.Popen([sys.executable, "-m", "net.server", "--port", "0", "--data", str(data), "--json",
                             "--act-limit", "100000", *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env(), cwd=ROOT)
    try:
        assert proc.stdout is not None
        first = json.loads(proc.stdout.readline())
        host, port, _ = parse_address(first["listening"])
        assert host == "127.0.0.1" and port > 0
        yield proc, host, port
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(WAIT_S)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()


def play_until(player: SeatPlayer, enough: int) -> dict[str, Any]:
    """Play until at least ``enough`` decisions are applied and this seat is to move; the
    message that says so (the client has not acted on it)."""
    assert player.client is not None
    player.client.send({"t": "ready"})
    for _ in range(100_000):
        msg = player.receive()
        if msg["t"] in ("snapshot", "update") and msg.get("legal") and msg["v"] >= enough:
            player.v = msg["v"]
            return msg
        player.handle(msg)
    raise AssertionError("the game never got there")


def test_a_server_killed_with_sigkill_resumes_every_room_at_its_version(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with server_process(data) as (proc, host, port):
        lobby = SeatPlayer(host, port, "random", name="Lea", seed=9)
        lobby_welcome = lobby.create(["open", "me", "greedy"])  # a second room, still in its lobby
        player = SeatPlayer(host, port, "greedy", name="Ann", seed=3)
        welcome = player.create(["me", "greedy"], away="wait")
        waiting = play_until(player, PLAYED_BEFORE_KILL)
        proc.send_signal(signal.SIGKILL)
        proc.wait(WAIT_S)
        for client in (player.client, lobby.client):
            if client is not None:
                client.close()
    assert (data / f"{welcome['room']}.mor").is_file()
    with server_process(data) as (proc, host, port):
        player.host, player.port = host, port
        player.client = None
        lobby.host, lobby.port, lobby.client = host, port, None
        lobby.rejoin()
        lobby_snap = lobby.receive()
        assert lobby_snap["t"] == "snapshot" and lobby_snap["started"] is False and lobby.seat == 1
        assert [s["name"] for s in lobby_snap["seats"]][1] == "Lea"
        assert lobby_welcome["room"] != welcome["room"]
        lobby.close()
        player.rejoin()
        snap = player.receive()
        while snap["t"] != "snapshot":
            snap = player.receive()
        assert snap["v"] == waiting["v"] and snap["legal"] == waiting["legal"]
        assert snap["obs"] == waiting["obs"]
        player.handle(snap)  # acts on it
        result = player.play()
        assert result["winners"] is not None and result["v"] > waiting["v"]
        player.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT_S) == 0


def test_sigterm_saves_every_room_and_exits_0(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with server_process(data) as (proc, host, port):
        player = SeatPlayer(host, port, "random", seed=1)
        welcome = player.create(["me", "open", "open"])
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT_S) == 0
        record = json.loads((data / f"{welcome['room']}.room").read_text())
        assert record["code"] == welcome["room"] and record["seats"][0]["token"] == welcome["token"]
        assert (data / f"{welcome['room']}.room").stat().st_mode & 0o077 == 0
        player.close()
    # the lobby is back after a restart: the creator's token still holds its seat
    with server_process(data) as (proc, host, port):
        again = SeatPlayer(host, port, "random", seed=2)
        again.room, again.token = welcome["room"], welcome["token"]
        again.rejoin()
        assert again.seat == 0
        again.close()


def test_status_prints_the_servers_figures(tmp_path: Path) -> None:
    with server_process(tmp_path / "data") as (proc, host, port):
        player = SeatPlayer(host, port, "random", seed=1)
        player.create(["me", "open"])
        done = subprocess.run([sys.executable, "-m", "net.server", "--status", f"{host}:{port}"], capture_output=True,
                              text=True, env=env(), cwd=ROOT, timeout=WAIT_S)
        assert done.returncode == 0, done.stderr
        status = json.loads(done.stdout)
        assert set(status) == {"rooms", "connections", "uptime_s", "rss_mb"}
        assert status["rooms"] == 1 and status["connections"] >= 1 and status["uptime_s"] >= 0
        assert status["rss_mb"] > 1
        player.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT_S) == 0
    gone = subprocess.run([sys.executable, "-m", "net.server", "--status", f"{host}:{port}"], capture_output=True,
                          text=True, env=env(), cwd=ROOT, timeout=WAIT_S)
    assert gone.returncode == 1 and "no status" in gone.stderr and gone.stdout == ""


def test_the_command_line_sets_the_per_address_limits_and_refuses_a_zero() -> None:
    args = build_parser().parse_args(["--act-limit", "50", "--conns-per-address", "9", "--rooms-per-address", "3"])
    limits = limits_from_args(args)
    assert (limits.act_per_window, limits.max_conns_per_address, limits.max_rooms_per_address) == (50, 9, 3)
    assert limits_from_args(build_parser().parse_args([])) == DEFAULT_LIMITS
    for flag in ("--act-limit", "--conns-per-address", "--rooms-per-address"):
        with pytest.raises(ValueError, match="at least 1"):
            limits_from_args(build_parser().parse_args([flag, "0"]))
    assert limits_from_args(build_parser().parse_args(["--abandoned-days", "2.5"])).abandoned_game_s == 2.5 * 86400
    for days in ("0", "-1", "nan", "inf"):
        with pytest.raises(ValueError, match="--abandoned-days"):
            limits_from_args(build_parser().parse_args(["--abandoned-days", days]))


def test_plain_tcp_off_loopback_needs_insecure(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "net.server", "--host", "0.0.0.0", "--port", "0",
                           "--data", str(tmp_path)], capture_output=True, text=True, env=env(), cwd=ROOT,
                          timeout=WAIT_S)
    assert done.returncode == 2
    assert "--insecure" in done.stderr and "TLS" in done.stderr
    assert done.stdout == ""


def test_mor_arena_net_play_creates_joins_and_prints_its_lines(tmp_path: Path) -> None:
    dump = tmp_path / "dump.msgpack"
    with server_process(tmp_path / "data") as (proc, host, port):
        creator = subprocess.Popen([sys.executable, "-m", "lab.cli", "net", "play", "--server", f"{host}:{port}",
                                    "--create", "me,open,greedy", "--bot", "random", "--json", "--dump", str(dump)],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(), cwd=ROOT)
        assert creator.stdout is not None
        first = json.loads(creator.stdout.readline())
        assert set(first) == {"room", "invite"}
        assert first["invite"] == f"mor://{host}:{port}/{first['room']}"
        guest = subprocess.run([sys.executable, "-m", "lab.cli", "net", "play", "--invite", first["invite"],
                                "--bot", "greedy", "--name", "Bob", "--json"], capture_output=True, text=True,
                               env=env(), cwd=ROOT, timeout=WAIT_S)
        assert guest.returncode == 0, guest.stderr
        out, err = creator.communicate(timeout=WAIT_S)
        assert creator.returncode == 0, err
        mine = json.loads(out.strip().splitlines()[-1])
        theirs = json.loads(guest.stdout.strip().splitlines()[-1])
        for line in (mine, theirs):
            assert set(line) == {"room", "seat", "winners", "v", "messages", "bytes"}
        assert (mine["seat"], theirs["seat"]) == (0, 1)
        assert mine["winners"] == theirs["winners"] and mine["v"] == theirs["v"] > 0
        with open(dump, "rb") as f:
            messages = list(msgpack.Unpacker(f, raw=False))
        assert len(messages) == mine["messages"]
        assert messages[0]["t"] == "welcome" and messages[-1]["t"] == "over"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT_S) == 0


def test_bench_net_reports_its_figures() -> None:
    """A tiny run of ``mor-arena bench net --json`` (the benchmark itself is not a test)."""
    done = subprocess.run([sys.executable, "-m", "lab.cli", "bench", "net", "--json", "--games", "1",
                           "--reconnects", "2", "--audit-games", "1"], capture_output=True, text=True, env=env(),
                          cwd=ROOT, timeout=WAIT_S * 2)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["decisions"] > 0 and result["action_ms"]["p95"] > 0 and result["reconnect_s"]["p95"] > 0
    assert result["bytes_per_decision_per_seat"] > 0
    assert result["leak_audit"]["games"] == 1 and result["leak_audit"]["problems"] == 0
