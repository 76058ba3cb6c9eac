"""A library of generated games, for the screenshots and the benchmark (no Qt).

A few games are played to their end by the greedy bot (cheap); each file of
the library is one of them with other names, levels, hints, durations and
dates at its seats (what a save keeps beside the decisions), so thousands of
real, loadable ``.mor`` files are written in seconds and indexed without
replaying each one.  It always writes to the folder it is given: callers use
a temporary data folder, never the user's.
"""

from __future__ import annotations

import hashlib
import os
import random
import struct
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import msgpack

from ai import play_out
from ai.bots import make_bot
from core import Game, Seat, dumps, frame

from .index import Library
from .records import HINTS_KEY, PLAYED_SECONDS_KEY, GameRecord, SeatRecord, kept_file_name, summarize_bytes

# (players, seed): the games played once; the library's files are variations of them
BASE_GAMES = ((2, 3), (2, 4), (2, 5), (2, 6), (2, 8), (3, 7), (3, 9), (4, 11), (1, 5), (1, 6), (1, 12), (1, 14))
UNFINISHED_EVERY = 25  # one file in so many is a game stopped half-way
HUMANS = ("Isabella", "Isabella", "Isabella", "Marco", "Caterina")
BOT_NAMES = ("Cosimo", "Giuliano", "Piero", "Bianca")
LEVELS_EASY_FIRST = ("mcts:easy", "greedy", "mcts:medium", "random", "mcts:hard", "mcts:expert")
DAYS = 150  # the games are spread over this many days before now
MIN_SECONDS, MAX_SECONDS = 8 * 60, 70 * 60
BATCH = 500
_U32 = struct.Struct(">I")
HEADER_AT = 12  # magic (8 bytes) and the header's length (4): docs/savefile.md, "Layout"
CRC_BYTES = 4


def play(players: int, seed: int, stop_after: int | None = None) -> Game:
    """A game the greedy bot plays (to its end, or for ``stop_after`` decisions)."""
    game = Game.new(players, seed, first_seat=0 if players > 1 else None)
    bots = [make_bot("greedy", seed * 16 + s) for s in range(players)]
    play_out(game, bots, max_decisions=stop_after)  # a new game: its history is what play_out plays
    return game


def with_date(data: bytes, created: datetime) -> bytes:
    """A save's bytes with another creation date in its header (the body, and its checksum, unchanged)."""
    (size,) = _U32.unpack(data[8:HEADER_AT])
    header = msgpack.unpackb(data[HEADER_AT:HEADER_AT + size], raw=False)
    header["created"] = created.strftime("%Y-%m-%dT%H:%M:%SZ")
    return frame(header, data[HEADER_AT + size + CRC_BYTES:])


def _seats(game: Game, rng: random.Random, human_won: bool) -> list[Seat]:
    """Seat 0 a person; the others bots, harder levels more often where the person lost."""
    human = rng.choice(HUMANS)
    seats = [Seat(human, settings={HINTS_KEY: rng.choice((0, 0, 0, 1, 2, 5)),
                                   PLAYED_SECONDS_KEY: rng.randint(MIN_SECONDS, MAX_SECONDS)})]
    levels = LEVELS_EASY_FIRST if human_won else LEVELS_EASY_FIRST[::-1]
    for k in range(1, game.n_players):
        level = levels[min(len(levels) - 1, int(rng.expovariate(0.8)))]
        seats.append(Seat(BOT_NAMES[k - 1], "bot", level))
    return seats


def fill(library: Library, games: int, seed: int = 1,
         base_games: Sequence[tuple[int, int]] = BASE_GAMES) -> list[Path]:
    """Write ``games`` files into the library's folder and index them; their paths.
    ``base_games``: the (players, seed) of the games played once and varied."""
    rng = random.Random(seed)
    bases = [play(players, s) for players, s in base_games]
    unfinished = play(2, 15, stop_after=120)
    now = datetime.now(UTC)
    # what is read from a base game once: its record, computed from a real load
    probes: dict[int, GameRecord] = {}
    paths: list[Path] = []
    records: list[GameRecord] = []
    for i in range(games):
        game = unfinished if i % UNFINISHED_EVERY == UNFINISHED_EVERY - 1 else bases[i % len(bases)]
        key = id(game)
        won = 0 in game.winners()
        seats = _seats(game, rng, won)
        created = now - timedelta(days=DAYS * (games - i) / max(1, games), minutes=rng.randint(0, 600))
        data = with_date(dumps(game, seats), created)
        target = library.games_dir / kept_file_name(game, seats, created).replace(".mor", f"_{i}.mor")
        target.write_bytes(data)
        stamp = int(created.timestamp() * 1e9)
        os.utime(target, ns=(stamp, stamp))
        st = target.stat()
        if key not in probes:
            probes[key] = summarize_bytes(data, target, st)
        base = probes[key]
        records.append(replace(
            base, path=str(target), sha256=hashlib.sha256(data).hexdigest(), size=st.st_size,
            mtime_ns=st.st_mtime_ns, created=created.strftime("%Y-%m-%dT%H:%M:%SZ"),
            duration_s=float(seats[0].settings[PLAYED_SECONDS_KEY]),
            seats=tuple(SeatRecord(s.seat, seat.name, seat.kind, seat.bot, s.vp, s.won,
                                   int(seat.settings.get(HINTS_KEY, 0)) if not seat.is_bot else 0, s.vp_by_round)
                        for s, seat in zip(base.seats, seats, strict=True))))
        paths.append(target)
        if len(records) >= BATCH:
            library.put(records)
            records = []
    library.put(records)
    return paths
