"""Save files: msgpack saves that never lose or corrupt a game (docs/savefile.md).

A save holds where the game started (``game.origin``) and every decision in
notation; loading replays them through the rules engine and checks the final
``state_hash()``, so a loaded game is exactly the saved one.

- ``save(path, game, seats=None, annotations=None)`` writes atomically.
- ``load(path) -> SavedGame``: the continued game, seats, decisions,
  annotations; ``SavedGame.game_at(i)`` steps through it.
- ``autosave.py`` keeps the current game (and the previous autosave as a
  backup) in the data folder with the helpers below: ``encode``,
  ``read_bytes``, ``parse_frame``, ``atomic_write``.

Every failure of reading or writing raises ``SaveFileError`` — never another
exception — with a message naming the file and what is wrong.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import reprlib
import stat
import struct
import tempfile
import time
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgpack

from ..actions import Action
from ..game import Game
from ..plaindata import MAX_DEPTH as PLAIN_MAX_DEPTH
from ..plaindata import plain_data_problem
from ..replaying import ReplayError, ReplayStep, replay, replay_to
from ..undo import FINAL_TURN, UndoLog
from ..version import APP_VERSION
from ..views import Origin
from .savefile_migrate import OLDEST, MigrationError, migrate

__all__ = [
    "EXTENSION",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "SaveFileError",
    "SavedGame",
    "Seat",
    "dumps",
    "frame",
    "load",
    "loads",
    "read_header",
    "save",
    "write_atomic",
]

MAGIC = b"\x89MOR\r\n\x1a\n"  # like PNG's: catches text-mode transfers and foreign files
FORMAT_NAME = "mor-save"
FORMAT_VERSION = 1
EXTENSION = ".mor"

# Bounds on what is read (and written): a hostile file cannot make us allocate more.
# A real 100,000-decision save is ~0.8 MB: 2 MB is generous, and with MAX_CONTAINERS
# it keeps any file's decoding under a second and 100 MB (mor-arena bench saves).
MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_HEADER_BYTES = 64 * 1024
MAX_DECISIONS = 100_000
MAX_ARRAY_LEN = MAX_DECISIONS + 1
MAX_MAP_LEN = 65_536
MAX_DEPTH = PLAIN_MAX_DEPTH  # nesting of seat settings, annotations and positions
MAX_CONTAINERS = 250_000  # lists and maps in one decoded value (a real save has a few per annotation)
STALE_TEMP_SECONDS = 60.0  # a temp file this old is left by a killed save (a live one lives milliseconds)
CHECKPOINT_EVERY = 64  # decisions between the positions kept for game_at()

_U32 = struct.Struct(">I")
# O_NONBLOCK: opening a named pipe returns at once (POSIX); nothing changes for a regular file.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
_INT_MIN, _INT_MAX = -(1 << 63), (1 << 64) - 1  # what msgpack can hold
_KINDS = ("human", "bot")
_REPR = reprlib.Repr()  # Python 3.11 takes no keyword arguments here
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother = 2, 60, 60
_REPR.maxlist = _REPR.maxdict = _REPR.maxtuple = _REPR.maxset = 4
_RULES = ("solo", "multiplayer")


class SaveFileError(Exception):
    """A save could not be read or written; the message says which file and why.

    ``unreadable``: the file is there but the system would not let it be read
    (permissions, a disk error) — its content may be intact."""

    def __init__(self, message: str, path: str | None = None, unreadable: bool = False) -> None:
        super().__init__(message)
        self.path = path
        self.unreadable = unreadable


@dataclass
class Seat:
    """Who sits at a seat: a person, or a bot with its kind and settings.

    The one seat model: the app's table, saves and the bots' descriptions all
    use it.  ``bot`` names a bot as ``ai.create_bot`` reads it ("mcts:hard",
    "greedy"); a person's seat may name one too (the level offered when the
    seat is handed to a bot), or None.  ``settings`` is JSON-able data kept in
    the save (e.g. the hints a person used)."""

    name: str
    kind: str = "human"  # or "bot"
    bot: str | None = None  # e.g. "mcts:hard"
    settings: dict[str, Any] = field(default_factory=dict)

    @property
    def is_bot(self) -> bool:
        """True for a bot's seat."""
        return self.kind == "bot"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "bot": self.bot, "settings": self.settings}


_SEAT_KEYS = frozenset(f.name for f in fields(Seat))


@dataclass
class SavedGame:
    """A loaded save: the game continued at its last decision, and what led there."""

    game: Game
    seats: list[Seat]
    decisions: list[str]
    annotations: dict[int, dict[str, Any]]
    origin: Origin
    header: dict[str, Any]
    path: Path | None = None
    # load_autosave: why the autosave itself could not be read, when this game
    # comes from its backup (the app tells the user); "" otherwise.
    recovered_from_backup: str = ""
    _checkpoints: list[Game] = field(default_factory=list, repr=False, compare=False)

    def game_at(self, i: int) -> Game:
        """A new Game: the position after the first ``i`` decisions (0 = the start)."""
        n = len(self.decisions)
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i <= n:
            raise IndexError(f"game_at: a decision count from 0 to {n}, not {_short(i)}")
        if not self._checkpoints:
            self._checkpoints.append(Game.from_origin(self.origin))
        k = min(i // CHECKPOINT_EVERY, len(self._checkpoints) - 1)
        return replay_to(self._checkpoints[k], self.decisions[k * CHECKPOINT_EVERY : i],
                         start_index=k * CHECKPOINT_EVERY)


# ---------------------------------------------------------------- helpers
def _short(value: Any) -> str:
    """A short repr of data read from a file: bounded in length and depth (never recursion errors)."""
    try:
        return _REPR.repr(value)
    except Exception:
        return f"<a {type(value).__name__}>"


def _name(path: Any) -> str:
    try:
        return os.fsdecode(path)
    except TypeError:
        return repr(path)


def check_path(path: Any) -> Path:
    if not isinstance(path, str | bytes | os.PathLike) or (isinstance(path, str | bytes) and not path):
        raise SaveFileError(f"not a file path: {_short(path)}")
    try:
        text = os.fsdecode(path)
        os.fsencode(text)  # a lone surrogate cannot name a file
    except (TypeError, ValueError) as exc:  # UnicodeError is a ValueError
        raise SaveFileError(f"not a file path: {_short(path)} ({_why(exc)})") from None
    if "\x00" in text:
        raise SaveFileError(f"not a file path: {_short(path)} (it contains a NUL character)")
    return Path(text)


def _json_problem(value: Any, where: str) -> str | None:
    """Why ``value`` is not plain JSON-able data (None when it is): core.plaindata."""
    return plain_data_problem(value, where, MAX_DEPTH)


def _seat_from(value: Any, where: str) -> Seat:
    """A Seat from a Seat or a map with its keys; ValueError says what is wrong."""
    if isinstance(value, Seat):
        d = value.to_dict()
    elif isinstance(value, Mapping):
        unknown = set(value) - _SEAT_KEYS
        if unknown:
            raise ValueError(f"{where}: unknown keys {_short(sorted(map(str, unknown)))}")
        d = {"kind": "human", "bot": None, "settings": {}, **value}
    else:
        raise ValueError(f"{where}: expected a Seat or a map, not {type(value).__name__}")
    if "name" not in d:
        raise ValueError(f"{where}: a seat needs a name")
    name, kind, bot, settings = d["name"], d["kind"], d["bot"], d["settings"]
    if not isinstance(name, str):
        raise ValueError(f"{where}.name: expected text, not {_short(name)}")
    if kind not in _KINDS:
        raise ValueError(f"{where}.kind: 'human' or 'bot', not {_short(kind)}")
    if bot is not None and not isinstance(bot, str):
        raise ValueError(f"{where}.bot: expected text like 'mcts:hard' or null, not {_short(bot)}")
    if kind == "bot" and not bot:
        raise ValueError(f"{where}.bot: a bot seat names its bot, e.g. 'mcts:hard'")
    if not isinstance(settings, dict):
        raise ValueError(f"{where}.settings: expected a map, not {type(settings).__name__}")
    problem = _json_problem(settings, f"{where}.settings")
    if problem:
        raise ValueError(problem)
    return Seat(name, kind, bot, settings)


def _is_decision_index(value: Any, decisions: int) -> bool:
    """``value`` is a whole number from 0 to ``decisions`` (a bool is not one)."""
    return not isinstance(value, bool) and isinstance(value, int) and 0 <= value <= decisions


def _json_map(note: Any, where: str) -> dict[str, Any]:
    """``note`` when it is a map that JSON can hold (an annotation); ValueError naming ``where`` otherwise."""
    if not isinstance(note, dict):
        raise ValueError(f"{where}: expected a map, not {type(note).__name__}")
    problem = _json_problem(note, where)
    if problem:
        raise ValueError(problem)
    return note


def _annotations_from(value: Any, n_decisions: int, where: str) -> dict[int, dict[str, Any]]:
    """Annotations as given to ``save``: a map decision index -> JSON-able map."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ValueError(f"{where}: expected a map of decision index to map, not {type(value).__name__}")
    out: dict[int, dict[str, Any]] = {}
    for key, note in value.items():
        if not _is_decision_index(key, n_decisions):
            raise ValueError(f"{where}: key {_short(key)} is not a decision index from 0 to {n_decisions}")
        out[key] = _json_map(note, f"{where}[{key}]")
    return out


def _unpack(data: bytes, what: str) -> Any:
    """One msgpack object with bounded sizes, no ext types, text keys only."""

    def no_ext(code: int, _data: bytes) -> Any:
        raise ValueError(f"msgpack extension type {code} is not allowed")

    containers = 0

    def counted(value: Any) -> Any:
        # Called for every list and map as it is built: stop early, before memory grows.
        nonlocal containers
        containers += 1
        if containers > MAX_CONTAINERS:
            raise ValueError(f"the {what} holds more than {MAX_CONTAINERS} lists and maps")
        return value

    unpacker = msgpack.Unpacker(
        None,
        raw=False,
        use_list=True,
        strict_map_key=True,
        ext_hook=no_ext,
        list_hook=counted,
        object_hook=counted,
        max_buffer_size=max(1, len(data)),
        max_array_len=MAX_ARRAY_LEN,
        max_map_len=MAX_MAP_LEN,
    )
    unpacker.feed(data)
    try:
        obj = unpacker.unpack()
    except msgpack.OutOfData:
        raise ValueError(f"the {what} ends in the middle of a value") from None
    if unpacker.tell() != len(data):
        raise ValueError(f"the {what} has {len(data) - unpacker.tell()} stray bytes after it")
    return obj


def _why(exc: BaseException) -> str:
    if isinstance(exc, msgpack.StackError | RecursionError):
        return "values nested too deeply"
    text = str(exc) or type(exc).__name__
    return text if len(text) <= 300 else text[:300] + "…"


def _pack(obj: Any) -> bytes:
    packed: bytes = msgpack.packb(obj, use_bin_type=True, strict_types=False)
    return packed


# ------------------------------------------------------------------ writing
def dumps(
    game: Game,
    seats: Sequence[Seat | Mapping[str, Any]] | None = None,
    annotations: Mapping[int, dict[str, Any]] | None = None,
) -> bytes:
    """The bytes of a save of ``game`` (``save`` writes them to a file)."""
    return encode(game, seats, annotations, "the game")


def encode(game: Any, seats: Any, annotations: Any, name: str) -> bytes:
    def fail(msg: str) -> SaveFileError:
        return SaveFileError(f"cannot save {name}: {msg}", name)

    if not isinstance(game, Game):
        raise fail(f"expected a Game, not {type(game).__name__}")
    try:
        if seats is None:
            seat_list = [Seat(n) for n in game.names]
        elif isinstance(seats, str | bytes | Mapping) or not isinstance(seats, Sequence):
            raise ValueError(f"seats: expected a list of {game.n_players} seats")
        else:
            seat_list = [_seat_from(s, f"seats[{i}]") for i, s in enumerate(seats)]
        if len(seat_list) != game.n_players:
            raise ValueError(f"seats: the game has {game.n_players} seats, {len(seat_list)} were given")
        decisions = [str(a) for a in game.history()]
        if len(decisions) > MAX_DECISIONS:
            raise ValueError(f"{len(decisions)} decisions are more than a save holds ({MAX_DECISIONS})")
        notes = _annotations_from(annotations, len(decisions), "annotations")
        origin = game.origin
        body: dict[str, Any] = {"seats": [s.to_dict() for s in seat_list], "names": list(game.names)}
        if "position" in origin:
            position = origin["position"]
            problem = _json_problem(position, "the starting position")
            if problem:
                raise ValueError(problem)
            body["position"] = position
        else:
            seed = origin["seed"]
            if not _INT_MIN <= seed <= _INT_MAX:
                raise ValueError(f"the seed {seed} is too large for a save (at most 64 bits)")
            body["seed"] = seed
            body["first_seat"] = origin["first_seat"]
        body["decisions"] = decisions
        body["state_hash"] = game.state_hash()
        body["annotations"] = [[i, notes[i]] for i in sorted(notes)]
        body_bytes = _pack(body)
    except SaveFileError:
        raise
    except (ValueError, TypeError, OverflowError) as exc:  # what packing or checking refused
        raise fail(str(exc)) from None
    header = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "app": APP_VERSION,
        "created": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "rules": "solo" if game.n_players == 1 else "multiplayer",
        "players": game.n_players,
        "decisions": len(decisions),
        "body_size": len(body_bytes),
        "body_sha256": hashlib.sha256(body_bytes).digest(),
    }
    data = frame(header, body_bytes)
    if len(data) > MAX_FILE_BYTES:
        raise fail(f"the save would be {len(data)} bytes, more than the {MAX_FILE_BYTES} a save may have")
    return data


def frame(header: dict[str, Any], body_bytes: bytes) -> bytes:
    """Magic, header length, header, header CRC-32, body (docs/savefile.md, "Layout")."""
    head = _pack(header)
    return b"".join((MAGIC, _U32.pack(len(head)), head, _U32.pack(zlib.crc32(head)), body_bytes))


def save(
    path: str | os.PathLike[str],
    game: Game,
    seats: Sequence[Seat | Mapping[str, Any]] | None = None,
    annotations: Mapping[int, dict[str, Any]] | None = None,
) -> None:
    """Write a save of ``game`` to ``path`` atomically (the old file survives any failure)."""
    target = check_path(path)
    data = encode(game, seats, annotations, _name(path))
    atomic_write(target, data)


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file, fsync, rename), as saves
    are: for the app's other small files (the recent files list)."""
    target = check_path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveFileError(f"cannot save {target}: {exc.strerror or exc}", str(target)) from None
    atomic_write(target, data)


def atomic_write(target: Path, data: bytes, before_replace: Callable[[], None] | None = None) -> None:
    """Temp file in the same folder, flush, fsync, os.replace, fsync the folder."""
    name = str(target)
    directory = target.parent
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise SaveFileError(f"cannot save {name}: {exc.strerror or exc}", name) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            mode = os.stat(target).st_mode & 0o777
        except OSError:
            mode = 0o644
        with contextlib.suppress(OSError):
            os.chmod(tmp, mode)
        if before_replace is not None:
            before_replace()
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise SaveFileError(f"cannot save {name}: {exc.strerror or exc}", name) from None
        raise
    fsync_dir(directory)
    _remove_stale_temps(directory, target.name)


# What atomic_write's mkstemp names look like: "." + file name + "." + 8 random characters + ".tmp".
_RANDOM_PART = r"\.[a-z0-9_]{8}\.tmp"
_OUR_SAVE_TEMP = re.compile(r"\..+" + re.escape(EXTENSION) + _RANDOM_PART)


def _remove_stale_temps(directory: Path, target_name: str) -> None:
    """Remove temp files a killed save left in ``directory``: only our own naming
    pattern, and only when older than STALE_TEMP_SECONDS (a live save's is newer)."""
    ours = re.compile(re.escape(f".{target_name}") + _RANDOM_PART)
    now = time.time()
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return
    for entry in entries:
        name = entry.name
        if not (ours.fullmatch(name) or _OUR_SAVE_TEMP.fullmatch(name)):
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                os.unlink(entry.path)


def fsync_dir(directory: Path) -> None:
    """Make the rename durable where the platform allows it (not on Windows)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# ------------------------------------------------------------------ reading
def read_bytes(path: Any) -> tuple[Path, bytes]:
    target = check_path(path)
    name = _name(path)
    try:
        # Opened without blocking and checked on what was opened: a folder, a named
        # pipe or a device put in the file's place never hangs the app.
        fd = os.open(target, _READ_FLAGS)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise SaveFileError(f"cannot read {name}: it is not a file", name)
            if info.st_size > MAX_FILE_BYTES:
                raise SaveFileError(
                    f"{name} is not a save: it has {info.st_size} bytes, more than the {MAX_FILE_BYTES} "
                    "a save may have", name
                )
            with os.fdopen(fd, "rb", closefd=False) as f:
                data = f.read(MAX_FILE_BYTES + 1)
        finally:
            os.close(fd)
    except (OSError, ValueError) as exc:
        unreadable = isinstance(exc, OSError) and not isinstance(exc, FileNotFoundError | IsADirectoryError)
        raise SaveFileError(
            f"cannot read {name}: {getattr(exc, 'strerror', None) or exc}", name, unreadable=unreadable
        ) from None
    if len(data) > MAX_FILE_BYTES:
        raise SaveFileError(f"{name} is not a save: it has more than the {MAX_FILE_BYTES} bytes a save may have", name)
    return target, data


def _foreign(data: bytes) -> str:
    """What a file that is not a save looks like."""
    head = data[:16]
    if head.startswith(b"\x89PNG"):
        return "it is a PNG image"
    if head.startswith((b"PK\x03\x04", b"\x1f\x8b", b"7z\xbc\xaf")):
        return "it is a compressed archive"
    if head.startswith((b"%PDF", b"\xff\xd8\xff", b"GIF8")):
        return "it is a document or image"
    stripped = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if stripped[:1] in (b"{", b"["):
        return "it looks like a JSON file"
    try:
        data[:4096].decode("utf-8")
    except UnicodeDecodeError:
        return "its first bytes are not those of a save"
    return "it is a text file"


def parse_frame(data: bytes, name: str) -> tuple[dict[str, Any], bytes]:
    """Check magic, lengths, checksums and the version; the header and body bytes."""

    def err(msg: str) -> SaveFileError:
        return SaveFileError(f"{name} {msg}", name)

    head, pos = _frame_header_bytes(data, err)
    try:
        header = _unpack(head, "header")
    except Exception as exc:  # the checksum matched, so this is a foreign or badly written file
        raise err(f"is damaged: the header is unreadable ({_why(exc)})") from None
    if not isinstance(header, dict):
        raise err("is damaged: the header is not a map")
    _check_frame_version(header, err)
    return header, _frame_body(data, pos, header, err)


FrameError = Callable[[str], SaveFileError]  # the error that names the file, from what is wrong with it


def _frame_header_bytes(data: bytes, err: FrameError) -> tuple[bytes, int]:
    """The signature, the header's length and checksum: the header's bytes and where the body starts."""
    if not data:
        raise err("is empty: it is not a save (or it was never written)")
    if not data.startswith(MAGIC):
        if MAGIC.startswith(data):
            raise err(f"is cut short: it ends after {len(data)} bytes, inside the signature")
        raise err(f"is not a save of Masters of Renaissance: {_foreign(data)}")
    pos = len(MAGIC)
    if len(data) < pos + 4:
        raise err(f"is cut short: it ends after {len(data)} bytes, before the header")
    (head_len,) = _U32.unpack_from(data, pos)
    pos += 4
    if head_len > MAX_HEADER_BYTES:
        raise err(f"is damaged: its header claims {head_len} bytes (at most {MAX_HEADER_BYTES})")
    if len(data) < pos + head_len + 4:
        raise err(f"is cut short: it ends after {len(data)} bytes, inside the header")
    head = data[pos : pos + head_len]
    pos += head_len
    (crc,) = _U32.unpack_from(data, pos)
    pos += 4
    if zlib.crc32(head) != crc:
        raise err("is damaged: the header's checksum does not match")
    return head, pos


def _check_frame_version(header: dict[str, Any], err: FrameError) -> None:
    """The header names this format, in a version this app reads."""
    if header.get("format") != FORMAT_NAME:
        raise err(f"is not a save of Masters of Renaissance: its format is {_short(header.get('format'))}")
    version = header.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise err(f"is damaged: the format version {_short(version)} is not a number")
    if version > FORMAT_VERSION:
        app = header.get("app")
        app_text = f" (app {app})" if isinstance(app, str) and len(app) < 40 else ""
        raise err(
            f"is from a newer version of the game: save format version {version}{app_text}; this app "
            f"({APP_VERSION}) reads versions up to {FORMAT_VERSION}. Update the app to open it."
        )
    if version < OLDEST:
        raise err(f"has save format version {version}, which no release ever wrote")


def _frame_body(data: bytes, pos: int, header: dict[str, Any], err: FrameError) -> bytes:
    """The body's bytes from ``pos``, of the size and checksum the header gives."""
    size = header.get("body_size")
    digest = header.get("body_sha256")
    if isinstance(size, bool) or not isinstance(size, int) or not 0 <= size <= MAX_FILE_BYTES:
        raise err(f"is damaged: the header gives no valid body size ({_short(size)})")
    if not isinstance(digest, bytes) or len(digest) != 32:
        raise err("is damaged: the header has no valid body checksum")
    body = data[pos:]
    if len(body) < size:
        raise err(f"is cut short: it ends after {len(data)} bytes, the save has {pos + size}")
    if len(body) > size:
        raise err(f"is damaged: {len(body) - size} stray bytes follow the end of the save")
    if hashlib.sha256(body).digest() != digest:
        raise err("is damaged: the game data does not match its checksum")
    return body


def read_header(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The header of a save (format, version, app, created, rules, players, decisions)
    after the framing and checksum checks, without replaying the game."""
    _target, data = read_bytes(path)
    header, _body = parse_frame(data, _name(path))
    return {k: v for k, v in header.items() if k != "body_sha256"}


Observer = Callable[[ReplayStep], None]
Before = Callable[[Game, Action], Any]


def load(path: str | os.PathLike[str], observe: Observer | None = None, before: Before | None = None) -> SavedGame:
    """Read, check and replay a save; the game continues at its last decision.

    ``observe(step)``, when given, is called with every ``core.replaying.ReplayStep``
    of that one replay (the analysis builds its timeline from them rather than
    replaying the game a second time).  Whatever it raises is an error of the
    caller's and is not turned into a ``SaveFileError``.  ``before(game, action)``
    is the replay's ``before`` (``core.replay``): what it returns for the game
    before each decision is the step's ``before`` (e.g. the decision in words)."""
    target, data = read_bytes(path)
    saved = _loads(data, _name(path), observe, before)
    saved.path = target
    return saved


def loads(
    data: bytes, name: str = "the save", observe: Observer | None = None, before: Before | None = None
) -> SavedGame:
    """``load`` from bytes in memory; ``name`` is used in error messages."""
    if not isinstance(data, bytes | bytearray | memoryview):
        raise SaveFileError(f"{name} is not a save: expected bytes, not {type(data).__name__}", name)
    data = bytes(data)
    if len(data) > MAX_FILE_BYTES:
        raise SaveFileError(f"{name} is not a save: more than the {MAX_FILE_BYTES} bytes a save may have", name)
    return _loads(data, name, observe, before)


def _loads(data: bytes, name: str, observe: Observer | None = None, before: Before | None = None) -> SavedGame:
    header, body_bytes = parse_frame(data, name)
    try:
        body = _unpack(body_bytes, "game data")
    except Exception as exc:  # the checksum matched: written wrongly, not damaged in transit
        raise SaveFileError(f"{name} is damaged: the game data is unreadable ({_why(exc)})", name) from None
    if not isinstance(body, dict):
        raise SaveFileError(f"{name} is damaged: the game data is not a map", name)
    if header["version"] < FORMAT_VERSION:
        try:
            header, body = migrate(header, body, FORMAT_VERSION)
        except MigrationError as exc:
            raise SaveFileError(f"{name} cannot be upgraded from an older version: {exc}", name) from None
    try:
        seats, names, origin, decisions, state_hash, notes = _check_body(header, body)
    except ValueError as exc:
        raise SaveFileError(f"{name} is not a valid save: {exc}", name) from None
    return _replay(name, header, seats, names, origin, decisions, state_hash, notes, observe, before)


def _check_body(
    header: dict[str, Any], body: dict[str, Any]
) -> tuple[list[Seat], list[str], Origin, list[str], str, dict[int, dict[str, Any]]]:
    """The shape of a current-version body; ValueError names the faulty field.
    The parts are checked in this order, so a body with several faults names
    the first of them."""
    seats, names = _check_seats(body)
    _check_header(header, len(seats))
    origin = _check_origin(body, names)
    decisions = _check_decisions(header, body)
    state_hash = body.get("state_hash")
    if not isinstance(state_hash, str):
        raise ValueError(f"state_hash: expected the text of the final state check, not {_short(state_hash)}")
    notes = _check_notes(body.get("annotations", []), len(decisions))
    return seats, names, origin, decisions, state_hash, notes


def _check_seats(body: dict[str, Any]) -> tuple[list[Seat], list[str]]:
    """The seats and the players' names, one per seat."""
    raw_seats = body.get("seats")
    if not isinstance(raw_seats, list) or not 1 <= len(raw_seats) <= 4:
        raise ValueError("seats: expected a list of 1 to 4 seats")
    seats = [_seat_from(s, f"seats[{i}]") for i, s in enumerate(raw_seats)]
    names = body.get("names")
    if not isinstance(names, list) or len(names) != len(seats) or not all(isinstance(n, str) for n in names):
        raise ValueError(f"names: expected {len(seats)} names (text), one per seat")
    return seats, names


def _check_header(header: dict[str, Any], players: int) -> None:
    """The header's texts, and its rules and player count agreeing with the seats."""
    for key in ("app", "created"):
        value = header.get(key)
        if not isinstance(value, str) or len(value) > 100:
            raise ValueError(f"header {key}: expected a short text, not {_short(value)}")
    rules = header.get("rules")
    if rules not in _RULES:
        raise ValueError(f"header rules: 'solo' or 'multiplayer', not {_short(rules)}")
    if (rules == "solo") != (players == 1):
        raise ValueError(f"header rules say {rules}, but the game has {players} seats")
    if header.get("players") != players:
        raise ValueError(f"the header says {_short(header.get('players'))} players, the game has {players}")


def _check_origin(body: dict[str, Any], names: list[str]) -> Origin:
    """Where the game started: a position, or a seed and the first seat."""
    if "position" in body:
        if not isinstance(body["position"], dict):
            raise ValueError("position: expected a map (docs/position.md)")
        return {"position": body["position"]}
    seed, first = body.get("seed"), body.get("first_seat")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed: expected a whole number, not {_short(seed)}")
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
        raise ValueError(f"first_seat: expected a seat from 0 to {len(names) - 1}, not {_short(first)}")
    return {"seed": seed, "players": list(names), "first_seat": first}


def _check_decisions(header: dict[str, Any], body: dict[str, Any]) -> list[str]:
    """The decisions in notation, as many as the header counts."""
    decisions = body.get("decisions")
    if not isinstance(decisions, list) or not all(isinstance(d, str) for d in decisions):
        raise ValueError("decisions: expected a list of decisions in notation")
    if len(decisions) > MAX_DECISIONS:
        raise ValueError(f"{len(decisions)} decisions are more than a save may hold ({MAX_DECISIONS})")
    if header.get("decisions") != len(decisions):
        counted = _short(header.get("decisions"))
        raise ValueError(f"the header counts {counted} decisions, the game has {len(decisions)}")
    return decisions


def _check_notes(raw_notes: Any, decisions: int) -> dict[int, dict[str, Any]]:
    """The annotations: [decision index, map] pairs, one per decision at most."""
    if not isinstance(raw_notes, list):
        raise ValueError("annotations: expected a list of [decision index, map] pairs")
    notes: dict[int, dict[str, Any]] = {}
    for k, pair in enumerate(raw_notes):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"annotations[{k}]: expected a [decision index, map] pair")
        index, note = pair
        if not _is_decision_index(index, decisions):
            raise ValueError(f"annotations[{k}]: {_short(index)} is not a decision index from 0 to {decisions}")
        if index in notes:
            raise ValueError(f"annotations[{k}]: decision {index} is annotated twice")
        notes[index] = _json_map(note, f"annotations[{k}]")
    return notes


def _replay(
    name: str,
    header: dict[str, Any],
    seats: list[Seat],
    names: list[str],
    origin: Origin,
    decisions: list[str],
    state_hash: str,
    notes: dict[int, dict[str, Any]],
    observe: Observer | None = None,
    before: Before | None = None,
) -> SavedGame:
    def err(msg: str) -> SaveFileError:
        return SaveFileError(f"{name} {msg}", name)

    try:
        game = Game.from_origin(origin)
    except Exception as exc:  # PositionError, or anything a hostile position provokes
        raise err(f"is not a valid save: the game cannot be set up ({_why(exc)})") from None
    if list(game.names) != names:
        raise err("is not a valid save: the names in the starting position differ from the seats")
    # One checked replay with no undo record: positions kept every
    # CHECKPOINT_EVERY decisions for game_at(), the last point before which
    # nothing may be taken back remembered for the undo record of the turn in progress.
    checkpoints = [game.clone()]
    canonical: list[str] = []
    total = len(decisions)
    final_at, final = 0, FINAL_TURN  # decisions up to final_at are final, and why
    index = 0
    try:
        for step in replay(game, decisions, before=_guarded(before)):
            index = step.index + 1
            canonical.append(str(step.action))
            if step.final:
                final_at, final = index, step.final
            if index % CHECKPOINT_EVERY == 0:
                checkpoints.append(step.position())
            if observe is not None:
                try:
                    observe(step)
                except Exception as exc:
                    raise _ObserverError(exc) from exc
            game = step.game
    except _ObserverError as failed:  # the caller's own failure, not the file's
        raise failed.error from None
    except ReplayError as exc:
        number = f"decision number {exc.index + 1} of {total} ({exc.decision[:40]!r})"
        if exc.not_a_decision:
            raise err(f"is damaged: {number} is not a decision") from None
        raise err(f"holds an illegal decision: {number}: {exc.reason}") from None
    except Exception as exc:  # an engine bug must not escape as a crash
        text = decisions[index][:40] if index < total else ""
        number = f"decision number {index + 1} of {total} ({text!r})"
        raise err(f"could not be replayed: {number} failed ({type(exc).__name__}: {exc})") from None
    game = _with_undo_record(game, checkpoints, canonical, final_at, final)
    if game.state_hash() != state_hash:
        raise err(
            "does not replay to the saved game (the state check differs): it was changed, "
            "or written by an app whose rules differ from this one"
        )
    public_header = {k: v for k, v in header.items() if k != "body_sha256"}
    return SavedGame(
        game=game,
        seats=seats,
        decisions=canonical,
        annotations=notes,
        origin=game.origin,
        header=public_header,
        _checkpoints=checkpoints,
    )


class _ObserverError(Exception):
    """Carries what ``load``'s ``observe`` raised past the replay's error handling."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def _guarded(before: Before | None) -> Before | None:
    """``before``, its failures carried past the replay's error handling (the caller's, not the file's)."""
    if before is None:
        return None

    def guarded(game: Game, action: Action) -> Any:
        try:
            return before(game, action)
        except Exception as exc:
            raise _ObserverError(exc) from exc

    return guarded


def _with_undo_record(
    game: Game, checkpoints: list[Game], decisions: list[str], final_at: int, final: str
) -> Game:
    """The loaded game, keeping the undo record a played game would have: the
    decisions after ``final_at`` (the turn in progress) may be taken back.
    Only they are replayed again, from the nearest kept position."""
    if final_at == len(decisions):
        game._undo = UndoLog(final)
        return game
    k = final_at // CHECKPOINT_EVERY
    start = replay_to(checkpoints[k], decisions[k * CHECKPOINT_EVERY : final_at], start_index=k * CHECKPOINT_EVERY)
    start._undo = UndoLog(final)
    return replay_to(start, decisions[final_at:], keep_undo=True, start_index=final_at)
