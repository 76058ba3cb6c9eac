"""``mor-arena bench net``: network tables on loopback.

An in-process server (autosaving into a temporary folder, as in play) and
4-seat games of random bot clients: how long a decision takes to reach all
4 seats (p50, p95 ms), how long a dropped client takes to be back in its
seat (p95 s), the bytes each seat receives per decision, and the leak audit
(every message of whole games checked against what its viewer may see).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .audit import audit_random_game
from .client import Client, SeatPlayer
from .limits import ServerLimits
from .protocol import PROTOCOL_VERSION, ClientType, ServerType
from .server import ServerThread

SEATS = 4
BENCH_LIMITS = ServerLimits(act_per_window=1_000_000, max_conns_per_address=64,
                            max_rooms_per_address=1_000)  # bots on one address, fast
JOIN_TIMEOUT_S = 60.0
MS = 1000.0
PERCENT_95 = 0.95


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def play_game(host: str, port: int, seed: int) -> tuple[list[float], int, int]:
    """One 4-seat game of random clients: per human decision the time it took to reach every
    seat, the decisions, and the bytes all seats received."""
    players = [SeatPlayer(host, port, "random", name=f"bench {i}", seed=seed * SEATS + i) for i in range(SEATS)]
    welcome = players[0].create(["me"] + ["open"] * (SEATS - 1))
    for p in players[1:]:
        p.join(welcome["room"])
    threads = [threading.Thread(target=p.play, daemon=True) for p in players]
    for t in threads:
        t.start()
    for t in threads:
        t.join(JOIN_TIMEOUT_S)
    sent = {v: at for p in players for v, at in p.sent_times.items()}
    latencies = []
    for v, at in sent.items():
        arrivals = [p.update_times.get(v + 1) for p in players]
        if all(a is not None for a in arrivals):
            latencies.append(max(a for a in arrivals if a is not None) - at)
    decisions = players[0].v
    total = sum(p.bytes for p in players)
    for p in players:
        p.close()
    return latencies, decisions, total


def time_reconnects(host: str, port: int, count: int) -> list[float]:
    """Seconds from a dropped connection to the seat's snapshot on a new one, ``count`` times."""
    host_player = SeatPlayer(host, port, "random", seed=1)
    welcome = host_player.create(["me", "greedy"])
    assert host_player.client is not None
    host_player.client.send({"t": ClientType.READY.value})
    host_player.client.recv_until(ServerType.SNAPSHOT)  # the lobby
    host_player.client.recv_until(ServerType.SNAPSHOT)  # the game
    times = []
    for _ in range(count):
        host_player.client.cut()
        start = time.perf_counter()
        client = Client(host, port).connect()
        client.send({"t": ClientType.HELLO.value, "proto": PROTOCOL_VERSION, "room": welcome["room"],
                     "token": welcome["token"]})
        client.recv_until(ServerType.SNAPSHOT)
        times.append(time.perf_counter() - start)
        host_player.client = client
    host_player.close()
    return times


def leak_audit(games: int) -> dict[str, Any]:
    """``games`` random games of 2-4 seats through a Room, every message audited (net/audit.py)."""
    messages = 0
    problems: list[str] = []
    for g in range(games):
        n, got = audit_random_game(2 + g % 3, seed=g)
        messages += n
        problems += got
    return {"games": games, "messages": messages, "problems": len(problems), "first_problems": problems[:5]}


def measure(games: int, reconnects: int, audit_games: int = 0) -> dict[str, Any]:
    latencies: list[float] = []
    decisions = total_bytes = 0
    with tempfile.TemporaryDirectory(prefix="mor-bench-net-") as folder, \
            ServerThread(BENCH_LIMITS, Path(folder)) as server:
        host, port = server.address
        for g in range(games):
            lat, n, b = play_game(host, port, g)
            latencies += lat
            decisions += n
            total_bytes += b
        recon = time_reconnects(host, port, reconnects)
    return {
        "games": games, "seats": SEATS, "decisions": decisions,
        "action_ms": {"p50": round(statistics.median(latencies) * MS, 2) if latencies else None,
                      "p95": round(percentile(latencies, PERCENT_95) * MS, 2)},
        "reconnect_s": {"p50": round(statistics.median(recon), 4) if recon else None,
                        "p95": round(percentile(recon, PERCENT_95), 4)},
        "bytes_per_decision_per_seat": round(total_bytes / max(1, decisions) / SEATS, 1),
        "leak_audit": leak_audit(audit_games),
    }


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="mor-arena bench net", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=4, help="4-seat games played (default 4)")
    p.add_argument("--reconnects", type=int, default=20, help="reconnections timed (default 20)")
    p.add_argument("--audit-games", type=int, default=20,
                   help="games of the leak audit, every message checked (default 20; the figure uses 200)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.games < 1 or args.reconnects < 1 or args.audit_games < 0:
        p.error("--games and --reconnects are at least 1, --audit-games at least 0")
    result = measure(args.games, args.reconnects, args.audit_games)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"a decision reaching {SEATS} seats: p50 {result['action_ms']['p50']} ms, "
              f"p95 {result['action_ms']['p95']} ms ({result['decisions']} decisions, {args.games} games)")
        print(f"reconnect: p95 {result['reconnect_s']['p95']} s")
        print(f"bytes per decision per seat: {result['bytes_per_decision_per_seat']}")
        audit = result["leak_audit"]
        print(f"leak audit: {audit['problems']} problems in {audit['messages']} messages of {audit['games']} games")
    return 1 if result["leak_audit"]["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
