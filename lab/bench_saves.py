"""``mor-arena bench saves``: how long a long 4-player game takes to save and
to load (the goal: "a 4-player game of 200 turns saves and loads in well under
100 ms").  Loading includes the replay of every decision and the state check."""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import statistics
import struct
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import msgpack

from ai.long_games import SEED, TURNS, long_game
from core import (
    MAX_SAVE_BYTES,
    SAVE_MAGIC,
    Game,
    SaveFileError,
    Seat,
    dumps,
    frame,
    load,
    loads,
    save,
)


def measure(game: Game, repeat: int, folder: Path) -> dict[str, float | int]:
    path = folder / "bench.mor"
    seats = [Seat("Ada"), Seat("Bot", "bot", "mcts:hard", {"iterations": 2000})] + [
        Seat(n) for n in game.names[2:]
    ]
    save_ms: list[float] = []
    load_ms: list[float] = []
    for _ in range(max(1, repeat)):
        t = time.perf_counter()
        save(path, game, seats)
        save_ms.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        loaded = load(path)
        load_ms.append((time.perf_counter() - t) * 1000)
        if loaded.game.state_hash() != game.state_hash():
            raise RuntimeError("the loaded game differs from the saved one")
    return {
        "save_ms": round(statistics.median(save_ms), 2),
        "load_ms": round(statistics.median(load_ms), 2),
        "decisions": len(loaded.decisions),
        "turns": TURNS,
        "bytes": os.path.getsize(path),
    }


def run(args: argparse.Namespace) -> int:
    game = long_game()
    with tempfile.TemporaryDirectory(prefix="mor-bench-") as tmp:
        result: dict[str, Any] = dict(measure(game, args.repeat, Path(tmp)))
    if getattr(args, "hostile", False):
        result["hostile"] = hostile_files()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"4-player game of {result['turns']} turns: {result['decisions']} decisions, {result['bytes']} bytes")
        print(f"save (pack + atomic write with fsync): {result['save_ms']} ms (median of {args.repeat})")
        print(f"load (read + checks + replay + hash):  {result['load_ms']} ms (median of {args.repeat})")
        for shape, row in result.get("hostile", {}).items():
            print(f"hostile file, {shape}: {row['bytes']} bytes, {row['outcome']} in {row['seconds']} s, "
                  f"peak {row['peak_mb']} MB")
    return 0


# ------------------------------------------------------------ hostile files
PER_LIST = 10_000  # items per msgpack array (one array may hold at most 100,001)


def _filled(item: bytes, room: int) -> bytes:
    """msgpack of lists of PER_LIST copies of ``item`` filling about ``room`` bytes."""
    lists = max(1, room // (len(item) * PER_LIST + 3))
    return b"\xdc" + struct.pack(">H", lists) + (b"\xdc" + struct.pack(">H", PER_LIST) + item * PER_LIST) * lists


def _with_junk(raw_value: bytes) -> bytes:
    """A valid save (right checksums) whose body has one more key holding ``raw_value``."""
    data = dumps(Game.new(2, SEED))
    (head_len,) = struct.unpack_from(">I", data, len(SAVE_MAGIC))
    start = len(SAVE_MAGIC) + 4
    header = msgpack.unpackb(data[start : start + head_len])
    body = msgpack.packb(msgpack.unpackb(data[start + head_len + 4 :]), use_bin_type=True)
    body = bytes([body[0] + 1]) + body[1:] + msgpack.packb("junk") + raw_value
    header.update(body_size=len(body), body_sha256=hashlib.sha256(body).digest())
    return frame(header, body)


def hostile_files() -> dict[str, dict[str, Any]]:
    """The most expensive shapes a file under the size cap can take: time and
    peak Python memory (tracemalloc) to refuse or load each."""
    room = MAX_SAVE_BYTES - 4096
    shapes = {
        "2M empty lists": _filled(b"\x90", room),
        "2-character texts": _filled(b"\xa2ab", room),
        "floats": _filled(b"\xcb" + struct.pack(">d", 1.5), room),
        "one long text": b"\xdb" + struct.pack(">I", room) + b"a" * room,
    }
    out: dict[str, dict[str, Any]] = {}
    for shape, raw in shapes.items():
        data = _with_junk(raw)
        start = time.perf_counter()
        try:
            loads(data)
            outcome = "loaded"
        except SaveFileError:
            outcome = "refused"
        seconds = time.perf_counter() - start
        tracemalloc.start()
        with contextlib.suppress(SaveFileError):
            loads(data)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        out[shape] = {"bytes": len(data), "outcome": outcome, "seconds": round(seconds, 3),
                      "peak_mb": round(peak / 2**20, 1)}
    return out
