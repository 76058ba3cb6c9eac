"""``mor-arena fuzz positions|saves``: mutate real positions and saves and
check the promise of docs/position.md: whatever is accepted can be played to
its end by random decisions with no exception but ``IllegalActionError``,
saved, loaded again and written back to the same position; everything else is
refused with ``PositionError`` / ``SaveFileError``.

Each try is one seeded mutation; the outcomes are counted by name:
``refused`` (a clear refusal), ``played`` (accepted and the promise holds),
``crash`` (any other exception, or the promise broken) and ``hang`` (a try
that takes more than ``HANG_SECONDS`` or a game that does not end).  The tests
(tests/test_fuzz.py) run the same tries under hypothesis.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import random
import signal
import struct
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

import msgpack

from core import SAVE_MAGIC, Game, PositionError, SaveFileError, dumps, frame, loads

OUTCOMES = ("refused", "played", "crash", "hang")
HANG_SECONDS = 10.0  # one try: mutate, read, play to the end, save, load
MAX_PLAY_DECISIONS = 20_000  # random play ends a game in a few hundred
MAX_MUTATIONS = 3
FROM_POSITION_SHARE = 0.5  # of the saves fuzzed: games that start from a position
HEADER_SHARE = 0.2  # of the damaged saves: the header mutated (else the body)
EXAMPLES_KEPT = 5


class Mutation(IntEnum):
    """What ``mutate`` does to one value, drawn uniformly; a draw that does not
    apply to the value (NUDGE on a list...) puts a nasty value there instead."""

    NASTY = 0  # replace it by a nasty value
    NUDGE = 1  # an int: shift it a little, or a lot
    DELETE = 2  # remove it
    REPEAT = 3  # a list: repeat one of its items
    SHUFFLE = 4  # a list: shuffle it
    INSERT = 5  # into a list: insert a nasty value
    NASTY_TOO = 6  # replace it by a nasty value (twice as likely as the others)
    TO_FLOAT = 7  # an int: the same number as a float


DEEP: Any = []
for _level in range(40):  # deeper than anything a position or save may nest
    DEEP = [DEEP]

# Values a damaged or hostile file may put anywhere.
NASTY: tuple[Any, ...] = (
    0, 1, 2, 3, 4, 7, 24, 25, 45, 61, -1, 10**9, 2**63, -(2**63), 1.0, 61.0, 0.5, float("nan"),
    True, False, None, "", "coin", "up", "down", "white", "placing", "producing", "setup", "over",
    "s1", "base", "L61", [], {}, [1], [7], [61.0], {"coin": 1}, {"coin": 10**9}, [[[[]]]],
    b"\x00", "x" * 300, DEEP,
)


class Hang(Exception):
    """A try took longer than HANG_SECONDS."""


@dataclass
class Report:
    tries: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    examples: list[dict[str, Any]] = field(default_factory=list)

    def add(self, seed: int, outcome: str, detail: str) -> None:
        self.tries += 1
        self.outcomes[outcome] += 1
        if outcome in ("crash", "hang") and len(self.examples) < EXAMPLES_KEPT:
            self.examples.append({"seed": seed, "outcome": outcome, "detail": detail})

    def as_dict(self) -> dict[str, Any]:
        return {
            "tries": self.tries,
            "outcomes": {name: self.outcomes[name] for name in OUTCOMES},
            "crashes": self.outcomes["crash"],
            "hangs": self.outcomes["hang"],
            "examples": self.examples,
        }


# ---------------------------------------------------------------- mutations
def real_game(rng: random.Random) -> Game:
    """A seeded random game of 1-4 players stopped somewhere before its end."""
    game = Game.new(rng.randint(1, 4), rng.randrange(2**32))
    for _ in range(rng.randint(0, 400)):
        acts = game.legal_actions()
        if not acts:
            break
        act = rng.choice(acts)
        probe = game.clone()
        probe.apply(act)
        if probe.is_over:  # stay before the end, where there is still something to play
            break
        game.apply(act)
    return game


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key in list(value):
            yield from _paths(value[key], (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, (*path, i))


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def mutate(value: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A copy of ``value`` with 1 to MAX_MUTATIONS changes at random places:
    a nasty value, a nudged number, a key or list item removed, duplicated,
    swapped or shuffled."""
    out = copy.deepcopy(value)
    for _ in range(rng.randint(1, MAX_MUTATIONS)):
        paths = [p for p in _paths(out) if p]
        if not paths:
            break
        path = rng.choice(paths)
        parent, key = _at(out, path[:-1]), path[-1]
        old = parent[key]
        op = Mutation(rng.randrange(len(Mutation)))
        if op == Mutation.TO_FLOAT and isinstance(old, int) and not isinstance(old, bool):
            parent[key] = float(old)  # 61.0 is equal to 61 in Python, but no id
        elif op == Mutation.NASTY:
            parent[key] = copy.deepcopy(rng.choice(NASTY))
        elif op == Mutation.NUDGE and isinstance(old, int) and not isinstance(old, bool):
            parent[key] = old + rng.choice((-2, -1, 1, 2, 10, old, -old - 1))
        elif op == Mutation.DELETE:
            del parent[key]
        elif op == Mutation.REPEAT and isinstance(old, list) and old:
            old.append(copy.deepcopy(rng.choice(old)))
        elif op == Mutation.SHUFFLE and isinstance(old, list) and len(old) > 1:
            rng.shuffle(old)
        elif op == Mutation.INSERT and isinstance(parent, list):
            parent.insert(rng.randrange(len(parent) + 1), copy.deepcopy(rng.choice(NASTY)))
        else:
            parent[key] = copy.deepcopy(rng.choice(NASTY))
    return out


# ---------------------------------------------------------------- the promise
class Broken(Exception):
    """Accepted, but the promise of docs/position.md does not hold."""


def check_playable(game: Game, rng: random.Random) -> None:
    """Round-trips, plays to the end, saves, loads; Broken or another exception if not."""
    pos = game.to_position()
    again = Game.from_position(copy.deepcopy(pos))
    if again.state_hash() != game.state_hash() or again.to_position() != pos:
        raise Broken("the position does not round-trip")
    saved = loads(dumps(game))
    if saved.game.state_hash() != game.state_hash() or saved.game.to_position() != pos:
        raise Broken("a save of it does not load back to the same position")
    for _ in range(MAX_PLAY_DECISIONS):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    else:
        raise Hang(f"random play did not end in {MAX_PLAY_DECISIONS} decisions")
    end = loads(dumps(game))
    if end.game.state_hash() != game.state_hash() or end.game.to_position() != game.to_position():
        raise Broken("the finished game does not save and load back the same")


def try_position(seed: int | random.Random) -> tuple[str, str]:
    """One try: a mutated real position. (outcome, detail)."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    pos = mutate(real_game(rng).to_position(), rng)
    try:
        game = Game.from_position(pos)
    except PositionError as exc:
        return "refused", str(exc)
    return _judge(lambda: check_playable(game, rng))


def _real_save(rng: random.Random) -> bytes:
    game = real_game(rng)
    if rng.random() < FROM_POSITION_SHARE:  # a save that starts from a position, as analysis branches do
        game = Game.from_position(game.to_position())
        for _ in range(rng.randint(0, 30)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
    return dumps(game)


def _reframe(header: dict[str, Any], body: Any) -> bytes:
    """A save with correct checksums around a (mutated) body: only the content is wrong."""
    body_bytes = msgpack.packb(body, use_bin_type=True)
    header = dict(header, body_size=len(body_bytes), body_sha256=hashlib.sha256(body_bytes).digest())
    return frame(header, body_bytes)


def _unframe(data: bytes) -> tuple[dict[str, Any], Any]:
    """Header and body of a save we just wrote (docs/savefile.md, "Layout")."""
    at = len(SAVE_MAGIC)
    (head_len,) = struct.unpack_from(">I", data, at)
    head = data[at + 4 : at + 4 + head_len]
    body = data[at + 8 + head_len :]
    return msgpack.unpackb(head, raw=False), msgpack.unpackb(body, raw=False)


def try_save(seed: int | random.Random) -> tuple[str, str]:
    """One try: a real save whose content (header or body) is mutated, checksums made right."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    data = _real_save(rng)
    header, body = _unframe(data)
    if rng.random() < HEADER_SHARE:
        header = mutate({k: v for k, v in header.items() if k not in ("body_size", "body_sha256")}, rng)
    else:
        body = mutate(body, rng)
    try:
        mutated = _reframe(header, body)
    except (ValueError, TypeError, OverflowError):  # msgpack cannot even hold it
        return "refused", "not packable"
    try:
        saved = loads(mutated)
    except SaveFileError as exc:
        return "refused", str(exc)

    def check() -> None:
        if saved.decisions:
            i = rng.randint(0, len(saved.decisions))
            saved.game_at(i)
        check_playable(saved.game, rng)

    return _judge(check)


def _judge(check: Callable[[], None]) -> tuple[str, str]:
    try:
        with _deadline(HANG_SECONDS):
            check()
    except Hang as exc:
        return "hang", str(exc)
    except Exception as exc:
        return "crash", "".join(traceback.format_exception_only(type(exc), exc)).strip()[-500:]
    return "played", ""


@contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """Raise Hang in this thread after ``seconds`` (Unix main thread; elsewhere only the decision cap)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    def ring(_signum: int, _frame: Any) -> None:
        raise Hang(f"more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


TRIES: dict[str, Callable[[int], tuple[str, str]]] = {"positions": try_position, "saves": try_save}


def fuzz(what: str, tries: int, seed: int) -> Report:
    report = Report()
    one = TRIES[what]
    for k in range(tries):
        try_seed = seed * 1_000_003 + k
        start = time.perf_counter()
        try:
            outcome, detail = one(try_seed)
        except Exception as exc:  # the mutation machinery itself: counted, never hidden
            outcome, detail = "crash", f"fuzz harness: {type(exc).__name__}: {exc}"
        if outcome == "played" and time.perf_counter() - start > HANG_SECONDS:
            outcome, detail = "hang", f"took {time.perf_counter() - start:.1f} s"
        report.add(try_seed, outcome, detail)
    return report


def cmd_fuzz(args: argparse.Namespace) -> int:
    report = fuzz(args.what, args.tries, args.seed)
    result = report.as_dict()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"fuzz {args.what}: {result['tries']} tries, seed {args.seed}")
        for name in OUTCOMES:
            print(f"  {name:8} {result['outcomes'][name]}")
        for ex in result["examples"]:
            print(f"  {ex['outcome']} at try seed {ex['seed']}: {ex['detail']}", file=sys.stderr)
    return 1 if result["crashes"] or result["hangs"] else 0
