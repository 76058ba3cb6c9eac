"""Bot games through a loopback proxy that delays, drops and cuts connections at
random: every game must finish with no decision lost or doubled.

``ChaosProxy`` (asyncio, one seeded generator) stands between the clients
and the server.  Per chunk of bytes, either way, it may wait a little
(*delay*), throw the chunk away and close both sides (*drop*), or pass part
of it and reset both sides (*cut*, often inside a frame).  ``run_chaos``
plays games of two bot clients through it (each client rejoins with its
token after every loss) and compares each finished game's decisions with
the server's save.  ``python -m net.chaos --games 100 --json`` is the
benchmark; the tests run a smaller count.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core import Game, loads

from .client import SeatPlayer
from .limits import ServerLimits
from .server import FINISHED_DIR, SAVE_SUFFIX, ServerThread

CHUNK = 65536
GAME_TIMEOUT_S = 300.0
SAVE_WAIT_S = 30.0
SAVE_POLL_S = 0.05
CHAOS_LIMITS = ServerLimits(act_per_window=1_000_000, max_conns_per_address=256, max_connections=1024,
                            max_rooms_per_address=1_000)


@dataclass(frozen=True)
class ChaosOdds:
    """Per chunk forwarded: the chance of each mishap."""

    delay: float = 0.2
    max_delay_s: float = 0.004
    drop: float = 0.004
    cut: float = 0.004
    # The first chunk each way of a connection passes untouched: a seat joined without a
    # token learns it from its welcome, and a seat whose welcome is lost before the game
    # starts cannot be taken back (a person would join again; a bot table would stall).
    calm_chunks: int = 1


class ChaosProxy:
    """A TCP proxy on 127.0.0.1 that misbehaves at random (asyncio)."""

    def __init__(self, upstream: tuple[str, int], seed: int, odds: ChaosOdds = ChaosOdds()) -> None:
        self.upstream, self.odds = upstream, odds
        self.rng = random.Random(seed)
        self.counts: Counter[str] = Counter()
        self._server: asyncio.Server | None = None

    async def start(self) -> tuple[str, int]:
        self._server = await asyncio.start_server(self._link, "127.0.0.1", 0)
        host, port = self._server.sockets[0].getsockname()[:2]
        return str(host), int(port)

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _link(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.counts["connections"] += 1
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            writer.transport.abort()
            return
        ends = (writer, up_writer)
        pumps = [asyncio.ensure_future(self._pump(reader, up_writer, ends)),
                 asyncio.ensure_future(self._pump(up_reader, writer, ends))]
        await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
        for pump in pumps:
            pump.cancel()
        for end in ends:
            if not end.transport.is_closing():
                end.close()
        for pump in pumps:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await pump

    async def _pump(self, src: asyncio.StreamReader, dst: asyncio.StreamWriter,
                    ends: tuple[asyncio.StreamWriter, asyncio.StreamWriter]) -> None:
        odds, rng = self.odds, self.rng
        calm = odds.calm_chunks
        while True:
            data = await src.read(CHUNK)
            if not data:
                return
            roll = rng.random() if calm <= 0 else 1.0
            calm -= 1
            if roll < odds.cut:  # part of the chunk, then both sides reset
                dst.write(data[: rng.randrange(len(data))])
                self.counts["cuts"] += 1
                for end in ends:
                    end.transport.abort()
                return
            if roll < odds.cut + odds.drop:  # the chunk lost, both sides closed
                self.counts["drops"] += 1
                return
            if rng.random() < odds.delay:
                self.counts["delays"] += 1
                await asyncio.sleep(rng.uniform(0, odds.max_delay_s))
            dst.write(data)
            await dst.drain()


class ProxyThread:
    """A ``ChaosProxy`` on its own event loop in a thread."""

    def __init__(self, upstream: tuple[str, int], seed: int, odds: ChaosOdds = ChaosOdds()) -> None:
        self.proxy = ChaosProxy(upstream, seed, odds)
        self.loop = asyncio.new_event_loop()
        self.address: tuple[str, int] = ("", 0)
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="mor-chaos-proxy", daemon=True)

    def __enter__(self) -> ProxyThread:
        self._thread.start()
        if not self._ready.wait(30):
            raise RuntimeError("the proxy did not start")
        return self

    def __exit__(self, *exc: object) -> None:
        if self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(30)

    def _run(self) -> None:
        async def main() -> None:
            self._stop = asyncio.Event()
            self.address = await self.proxy.start()
            self._ready.set()
            await self._stop.wait()
            await self.proxy.stop()

        self.loop.run_until_complete(main())
        self.loop.close()


def saved_history(data: Path, room: str) -> list[str]:
    """The decisions of the room's game as the server saved them (the room's file, or its
    archived copy once the room is retired)."""
    deadline = time.monotonic() + SAVE_WAIT_S
    while True:
        for path in (data / f"{room}{SAVE_SUFFIX}", data / FINISHED_DIR / f"{room}{SAVE_SUFFIX}"):
            with contextlib.suppress(FileNotFoundError):
                game = loads(path.read_bytes(), path.name).game
                if game.is_over:
                    return [str(a) for a in game.history()]
        if time.monotonic() > deadline:
            raise RuntimeError(f"no finished save of room {room[:4]}")
        time.sleep(SAVE_POLL_S)


def audit_game(players: list[SeatPlayer], saved: list[str]) -> dict[str, int]:
    """``lost``: a decision a client saw applied (an ``update``) that is not in the save at its
    version, or an end that disagrees with the save; ``doubled``: a decision of a client's
    seat in the save that the client did not send at that version."""
    lost = doubled = 0
    for p in players:
        if p.over is None or p.over["v"] != len(saved) or [str(a) for a in loads(p.over["save"]).game.history()] \
                != saved:
            lost += 1
        for msg in p.received:
            if msg.get("t") == "update" and msg.get("a") is not None and not msg.get("undo"):
                v = msg["v"]
                if not 0 < v <= len(saved) or saved[v - 1] != msg["a"]:
                    lost += 1
        sent: dict[int, set[str]] = {}
        for v, a in p.sent:
            sent.setdefault(v, set()).add(a)
        for v, a in p.my_decisions:  # decisions of this seat the client saw applied
            if a not in sent.get(v, set()):
                doubled += 1
    movers = seat_of_each_decision(players, saved)
    for i, seat in enumerate(movers):
        owner = next((p for p in players if p.seat == seat), None)
        if owner is not None and saved[i] not in {a for v, a in owner.sent if v == i}:
            doubled += 1
    return {"lost": lost, "doubled": doubled}


def seat_of_each_decision(players: list[SeatPlayer], saved: list[str]) -> list[int]:
    """The seat that made each saved decision (the game replayed from its origin)."""
    assert players[0].over is not None
    game = loads(players[0].over["save"]).game
    again = Game.from_origin(game.origin)
    out = []
    for action in game.history():
        out.append(again.to_move)
        again.apply(action)
    assert len(out) == len(saved)
    return out


def play_one(address: tuple[str, int], data: Path, seed: int) -> dict[str, int]:
    """One 2-seat game of random bot clients through the proxy; its audit."""
    players = [SeatPlayer(*address, "random", seed=seed * 2 + i, keep_messages=True, timeout=GAME_TIMEOUT_S / 10)
               for i in range(2)]
    try:
        welcome = _with_retries(lambda: players[0].create(["me", "open"], away="wait"))
        _with_retries(lambda: players[1].join(welcome["room"]))
        errors: list[BaseException] = []

        def run(p: SeatPlayer) -> None:
            try:
                p.play()
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=run, args=(p,), daemon=True) for p in players]
        for t in threads:
            t.start()
        for t in threads:
            t.join(GAME_TIMEOUT_S)
        if errors or any(t.is_alive() for t in threads) or any(p.over is None for p in players):
            return {"finished": 0, "lost": 0, "doubled": 0, "decisions": 0, "reconnects": 0}
        saved = saved_history(data, welcome["room"])
        return {"finished": 1, **audit_game(players, saved), "decisions": len(saved),
                "reconnects": sum(p.reconnects for p in players)}
    finally:
        for p in players:
            p.close()


def _with_retries(step: Any, tries: int = 20) -> Any:
    """``step()`` again after a connection the proxy broke (creating or joining a room)."""
    for _ in range(tries - 1):
        try:
            return step()
        except (OSError, ConnectionError):
            time.sleep(SAVE_POLL_S)
    return step()


def run_chaos(games: int, parallel: int = 4, seed: int = 0, odds: ChaosOdds = ChaosOdds()) -> dict[str, Any]:
    """``games`` games through a chaos proxy; the totals of their audits and the proxy's mishaps."""
    totals: Counter[str] = Counter()
    lock = threading.Lock()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="mor-chaos-") as folder, \
            ServerThread(CHAOS_LIMITS, Path(folder)) as server, ProxyThread(server.address, seed, odds) as proxy:

        def worker(k: int) -> None:
            for g in range(k, games, parallel):
                got = play_one(proxy.address, Path(folder), seed * 100_000 + g)
                with lock:
                    totals.update(got)

        threads = [threading.Thread(target=worker, args=(k,), daemon=True) for k in range(parallel)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(GAME_TIMEOUT_S * games)
        mishaps = dict(proxy.proxy.counts)
    return {"games": games, "finished": totals["finished"], "decisions": totals["decisions"],
            "lost": totals["lost"], "doubled": totals["doubled"], "reconnects": totals["reconnects"],
            "cuts": mishaps.get("cuts", 0), "drops": mishaps.get("drops", 0), "delays": mishaps.get("delays", 0),
            "connections": mishaps.get("connections", 0), "seconds": round(time.perf_counter() - start, 1)}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m net.chaos", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100, help="games played (default 100)")
    p.add_argument("--parallel", type=int, default=4, help="games at once (default 4)")
    p.add_argument("--seed", type=int, default=0, help="the proxy's and the bots' seed")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    if args.games < 1 or args.parallel < 1:
        p.error("--games and --parallel are at least 1")
    result = run_chaos(args.games, args.parallel, args.seed)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['finished']}/{result['games']} games finished, {result['decisions']} decisions, "
              f"{result['lost']} lost, {result['doubled']} doubled; {result['cuts']} cuts, {result['drops']} drops, "
              f"{result['delays']} delays, {result['reconnects']} reconnections in {result['seconds']} s")
    ok = result["finished"] == result["games"] and result["lost"] == 0 and result["doubled"] == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
