"""``mor-arena bench server``: a soak of one ``mor-server`` process on loopback.

``--rooms N`` rooms of two bot clients each (random bots that think
``--think-ms`` per decision) play games back to back for ``--minutes M``;
one more room is flooded by a spectator connection sending at its rate
limits (decisions it may not make, chat, sync, pings) and pushed past them
now and then (it is closed and comes back).  Reported: the time from a
decision sent to its update received (p50, p95 ms; every room, and the rooms
other than the flooded one), the server's resident memory at the start and
the end (growth %), games finished, decisions, and errors.

    mor-arena bench server --rooms 50 --minutes 10 --json
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from core import Game

from .client import Client, SeatPlayer, ServerRefused
from .limits import DEFAULT_LIMITS
from .protocol import PROTOCOL_VERSION, ClientType, parse_address

MS = 1000.0
PERCENT_95 = 0.95
ACT_LIMIT = 100  # per connection per window: a bot table's clients decide faster than people
START_TIMEOUT_S = 60.0
JOIN_TIMEOUT_S = 60.0
WARM_UP_S = 5.0  # RSS "at the start": once every room plays
FLOOD_OVER_EVERY_S = 30.0  # the flooder goes past its limits (and is closed) this often
CHAT_CHARS = DEFAULT_LIMITS.chat_chars_per_window // DEFAULT_LIMITS.chat_per_window
STOP_WAIT_S = 60.0


class PacedRandom:
    """A random bot that takes ``think_s`` per decision, as a person would take longer."""

    name = "paced-random"
    last_outcome = None
    failed_searches = 0

    def __init__(self, seed: int, think_s: float, stop: threading.Event) -> None:
        self.rng, self.think_s, self.stop = random.Random(seed), think_s, stop

    def choose(self, game: Game, seat: int, budget: str | None = None, cancel: Any = None) -> Any:
        self.stop.wait(self.think_s)
        return self.rng.choice(game.legal_actions())

    def close(self) -> None:
        pass


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError):
        return None
    return None


def cpu_s(pid: int) -> float | None:
    """The process's CPU time so far (user and system), in seconds."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def percentiles(values: list[float]) -> dict[str, float | None]:
    if not values:
        return {"p50": None, "p95": None}
    ordered = sorted(values)
    return {"p50": round(statistics.median(ordered) * MS, 2),
            "p95": round(ordered[min(len(ordered) - 1, int(PERCENT_95 * len(ordered)))] * MS, 2)}


class Tally:
    """What the room threads report (under a lock)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latencies: dict[int, list[float]] = {}
        self.games = 0
        self.decisions = 0
        self.errors: list[str] = []
        self.ending = threading.Event()  # the run's time is up: what fails now is the end, not an error

    def game(self, room: int, players: list[SeatPlayer]) -> None:
        lat = []
        for p in players:
            for v, at in p.sent_times.items():
                back = p.update_times.get(v + 1)
                if back is not None and back >= at:
                    lat.append(back - at)
        with self.lock:
            self.latencies.setdefault(room, []).extend(lat)
            self.games += all(p.over is not None for p in players)
            self.decisions += max(p.v for p in players)

    def error(self, text: str) -> None:
        if self.ending.is_set():
            return
        with self.lock:
            self.errors.append(text[:200])


def room_loop(address: tuple[str, int], room: int, think_s: float, stop: threading.Event, tally: Tally,
              on_create: Any = None) -> None:
    """Games of two paced bot clients, one after another, until ``stop``."""
    game = 0
    while not stop.is_set():
        game += 1
        players = [SeatPlayer(*address, "random", seed=room * 10_000 + game * 2 + i) for i in range(2)]
        for i, p in enumerate(players):
            p.bot = PacedRandom(room * 10_000 + game * 2 + i, think_s, stop)
        try:
            welcome = players[0].create(["me", "open"])
            players[1].join(welcome["room"])
            if on_create is not None:
                on_create(welcome["room"])
            threads = [threading.Thread(target=_play, args=(p, tally, stop), daemon=True) for p in players]
            for t in threads:
                t.start()
            while any(t.is_alive() for t in threads):
                if stop.is_set():
                    for p in players:
                        p.close()  # a game in progress when the time is up
                for t in threads:
                    t.join(0.5)
            tally.game(room, players)  # a game cut short by the end of the run counts what it played
        except (OSError, ConnectionError, ServerRefused) as exc:
            if not stop.is_set():
                tally.error(f"room {room}: {exc!r}")
                stop.wait(1.0)
        finally:
            for p in players:
                p.close()


def _play(p: SeatPlayer, tally: Tally, stop: threading.Event) -> None:
    try:
        p.play()
    except (OSError, ConnectionError, ServerRefused, AssertionError) as exc:
        if not stop.is_set():  # not closed by the end of the run
            tally.error(f"a player: {exc!r}")


class Flooder:
    """A spectator connection in one room, sending at its rate limits: decisions a spectator
    may not make, chat, sync and pings; now and then past them (it is closed, and joins again)."""

    def __init__(self, address: tuple[str, int], stop: threading.Event, act_limit: int) -> None:
        self.address, self.stop, self.act_limit = address, stop, act_limit
        self.room: str | None = None
        self.sent = 0
        self.closed = 0
        self.ready = threading.Event()

    def set_room(self, code: str) -> None:
        self.room = code  # the flooded room's current game
        self.ready.set()

    def run(self) -> None:
        lim = DEFAULT_LIMITS
        window = lim.act_window_s
        # per window: its act and chat limits, and its other messages' limit, spread evenly
        plan = ([{"t": ClientType.ACT.value, "v": 0, "a": "end"}] * (self.act_limit - 1)
                + [{"t": ClientType.CHAT.value, "text": "x" * CHAT_CHARS}] * (lim.chat_per_window - 1)
                + [{"t": ClientType.SYNC.value}] * (lim.misc_per_window - 2))
        random.Random(0).shuffle(plan)
        gap = window / len(plan)
        last_over = time.monotonic()
        while not self.stop.is_set():
            if not self.ready.wait(1.0) or self.room is None:
                continue
            try:
                client = Client(*self.address, timeout=10).connect()
                client.send({"t": ClientType.HELLO.value, "proto": PROTOCOL_VERSION, "room": self.room,
                             "spectate": True})
                reader = threading.Thread(target=self._drain, args=(client,), daemon=True)
                reader.start()
                while not self.stop.is_set() and reader.is_alive():
                    over = time.monotonic() - last_over > FLOOD_OVER_EVERY_S
                    for msg in plan if not over else plan * 2:
                        client.send(msg)
                        self.sent += 1
                        if not over and self.stop.wait(gap):
                            break
                    if over:
                        last_over = time.monotonic()
                        reader.join(5.0)  # closed for it
                client.close()
                self.closed += 1
            except (OSError, ConnectionError):
                self.closed += 1
                self.stop.wait(0.2)

    @staticmethod
    def _drain(client: Client) -> None:
        """Read (and answer pings) until the server closes the connection."""
        try:
            while True:
                client.recv()
        except (OSError, ConnectionError, ValueError):
            return


def start_server(data: Path, act_limit: int, conns: int, rooms: int,
                 stderr: IO[str]) -> tuple[subprocess.Popen[str], tuple[str, int]]:
    """``mor-server`` as a process of its own (its memory is its own), its stderr into
    ``stderr``; every client is on loopback, so one address may hold ``conns``
    connections and create ``rooms`` rooms."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    proc = subprocess.Popen([sys.executable, "-m", "net.server", "--port", "0", "--data", str(data), "--json",
                             "--act-limit", str(act_limit), "--conns-per-address", str(conns),
                             "--rooms-per-address", str(rooms)],
                            stdout=subprocess.PIPE, stderr=stderr, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line:
        proc.kill()
        raise RuntimeError("the server did not start")
    host, port, _ = parse_address(json.loads(line)["listening"])
    return proc, (host, port)


def measure(rooms: int, minutes: float, think_ms: float, flood: bool = True) -> dict[str, Any]:
    stop = threading.Event()
    tally = Tally()
    flooded = rooms  # the flooded room's index: one more than the bot rooms
    with contextlib.ExitStack() as stack:
        folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="mor-bench-server-"))
        # every client is on 127.0.0.1: two per room, the flooder, and room to rejoin
        err_file = stack.enter_context(open(Path(folder) / "stderr.txt", "w+", encoding="utf-8"))
        proc, address = start_server(Path(folder), ACT_LIMIT, 4 * (rooms + 2), 4 * (rooms + 2), err_file)
        try:
            flooder = Flooder(address, stop, ACT_LIMIT)
            threads = [threading.Thread(target=room_loop, args=(address, r, think_ms / MS, stop, tally), daemon=True)
                       for r in range(rooms)]
            threads.append(threading.Thread(target=room_loop, daemon=True,
                                            args=(address, flooded, think_ms / MS, stop, tally, flooder.set_room)))
            if flood:
                threads.append(threading.Thread(target=flooder.run, daemon=True))
            start = time.monotonic()
            for t in threads:
                t.start()
            stop.wait(min(WARM_UP_S, minutes * 60 / 2))
            rss_start = rss_mb(proc.pid)
            stop.wait(max(0.0, minutes * 60 - (time.monotonic() - start)))
            rss_end = rss_mb(proc.pid)
            server_cpu = cpu_s(proc.pid)
            seconds = time.monotonic() - start
            tally.ending.set()
            proc.terminate()  # its bye ends every client at once (they would rejoin a live server)
            proc.wait(STOP_WAIT_S)
            stop.set()
            deadline = time.monotonic() + STOP_WAIT_S
            for t in threads:
                t.join(max(0.0, deadline - time.monotonic()))
        finally:
            proc.terminate()
            try:
                proc.communicate(timeout=STOP_WAIT_S)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.communicate()
            err_file.seek(0)
            err = err_file.read()
    server_errors = [line for line in err.splitlines() if " ERROR " in line or "Traceback" in line]
    every = [x for lat in tally.latencies.values() for x in lat]
    others = [x for r, lat in tally.latencies.items() if r != flooded for x in lat]
    decided = tally.decisions
    per_decision = round(server_cpu / decided * MS, 3) if server_cpu is not None and decided else None
    growth = round((rss_end - rss_start) / rss_start * 100, 1) if rss_start and rss_end else None
    return {
        "rooms": rooms, "minutes": minutes, "think_ms": think_ms, "flood": flood, "seconds": round(seconds, 1),
        "games_finished": tally.games, "decisions": tally.decisions,
        "server_cpu_s": server_cpu, "server_cpu_ms_per_decision": per_decision,
        "action_ms": percentiles(every), "action_ms_other_rooms": percentiles(others),
        "flood_messages": flooder.sent, "flood_closed": flooder.closed,
        "rss_mb": {"start": rss_start, "end": rss_end, "growth_pct": growth},
        "errors": len(tally.errors) + len(server_errors), "first_errors": (tally.errors + server_errors)[:5],
    }


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="mor-arena bench server", description="A soak of one mor-server process on "
                                "loopback: rooms of bot clients and one flooded room.")
    p.add_argument("--rooms", type=int, default=50, help="rooms of two bot clients (default 50), besides the "
                   "flooded one")
    p.add_argument("--minutes", type=float, default=10.0, help="how long (default 10)")
    p.add_argument("--think-ms", type=float, default=200.0, help="each bot decision takes this long (default 200)")
    p.add_argument("--no-flood", action="store_true", help="no flooding connection (for comparison)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.rooms < 1 or args.minutes <= 0 or args.think_ms < 0:
        p.error("--rooms at least 1, --minutes above 0, --think-ms at least 0")
    result = measure(args.rooms, args.minutes, args.think_ms, not args.no_flood)
    if args.json:
        print(json.dumps(result))
    else:
        other = result["action_ms_other_rooms"]
        print(f"{result['rooms']} rooms + 1 flooded, {result['seconds']} s: {result['games_finished']} games finished, "
              f"{result['decisions']} decisions")
        print(f"decision to update: p50 {result['action_ms']['p50']} ms, p95 {result['action_ms']['p95']} ms "
              f"(other rooms: p95 {other['p95']} ms)")
        rss = result["rss_mb"]
        print(f"server CPU {result['server_cpu_s']} s ({result['server_cpu_ms_per_decision']} ms per decision)")
        print(f"server RSS {rss['start']} -> {rss['end']} MB ({rss['growth_pct']} %); errors {result['errors']}")
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
