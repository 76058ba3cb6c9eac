"""The games library's index: ``library.sqlite`` in the data folder (docs/library.md).

The ``.mor`` files in ``games/`` of the data folder are the truth; the
database only indexes them (``records.py`` reads each into a ``GameRecord``),
so it can always be rebuilt from them:

- ``Library()`` opens (or makes) the database: WAL mode, ``PRAGMA user_version``
  = ``SCHEMA_VERSION``, older schemas migrated, a damaged or unreadable one set
  aside and made again (``recovered`` says why; ``sync`` then rebuilds it).
- ``sync(progress, cancel)``: the index follows the folder: a new file is
  indexed, a file changed behind the library's back is indexed again, a file
  deleted outside the app drops out.
- ``import_folder(folder, ...)``: copies every ``.mor`` of a folder into the
  library (duplicates by content skipped, damaged files refused with the reason).
- ``query_ids(GameFilter, SortKey, descending)`` and ``rows(ids)``: what the
  library window shows, filtered and sorted in SQL.

Pure Python and the standard library's ``sqlite3`` (no Qt), so it is tested
and measured headless.  Two app instances may write at once: every write is a
transaction that waits for the other (``busy_timeout``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from core import QT_TRANSLATE_NOOP, Game, Message, SaveFileError, Seat, data_dir, dumps, system_reason

from .query import GameFilter, SortKey, where_clause
from .records import (
    SAVE_SUFFIX,
    GameRecord,
    ImportReport,
    Refused,
    SeatRecord,
    SyncReport,
    kept_file_name,
    read_save_bytes,
    summarize,
    summarize_bytes,
    unique_path,
)
from .schema import MIGRATIONS, SCHEMA_VERSION, create_schema

log = logging.getLogger(__name__)

DB_NAME = "library.sqlite"
GAMES_DIR = "games"
DAMAGED_SUFFIX = ".damaged"
BUSY_TIMEOUT_MS = 30_000  # another instance's write waits this long at most
BATCH = 50  # files indexed per transaction (a cancelled sync or import keeps what it did)
PAGE = 500  # ids per query of ``rows`` (SQLite's parameter limit is far above)

# the errors that say the database file itself is damaged (it is set aside and made again)
DAMAGE_CODES = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT, None})
PRIMARY_CODE_MASK = 0xFF  # an extended SQLite error code keeps its primary code in the low byte
Progress = Callable[[int, int], None]  # (done, total)
Cancel = Callable[[], bool]  # True: stop now (what is done is kept)


class LibraryError(Exception):
    """The library could not do what was asked (the message says why)."""


# ------------------------------------------------------------ reading saves
_Item = TypeVar("_Item")


def _in_batches(items: Sequence[_Item], report: ImportReport | SyncReport, progress: Progress | None,
                cancel: Cancel | None) -> Iterator[Sequence[_Item]]:
    """``items`` ``BATCH`` at a time (one transaction each): ``progress`` told before the first batch and
    after each; stops, ``report.cancelled`` set, when ``cancel()`` says so before a batch."""
    total = len(items)
    if progress is not None:
        progress(0, total)
    for start in range(0, total, BATCH):
        if cancel is not None and cancel():
            report.cancelled = True
            return
        yield items[start:start + BATCH]
        if progress is not None:
            progress(min(total, start + BATCH), total)


# ------------------------------------------------------------------ library
_GAME_COLUMNS = ("id, path, sha256, size, mtime_ns, created, players, solo, finished, rounds, decisions, "
                 "duration_s, reviewed")
_SEAT_COLUMNS = "game_id, seat, name, kind, bot, vp, won, hints, vp_by_round"


class Library:
    """The index of the saved games in ``folder/games`` (``folder``: the data folder)."""

    def __init__(self, folder: str | os.PathLike[str] | None = None) -> None:
        self.folder = (Path(folder) if folder is not None else data_dir()).absolute()
        self.games_dir = self.folder / GAMES_DIR
        self.db_path = self.folder / DB_NAME
        self.closed = False
        self.recovered = ""  # why the database was made again (it was damaged or unreadable); "" otherwise
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.games_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError(f"cannot make the library folder {self.games_dir}: {exc.strerror or exc}") from None
        self.db = self._open()

    # ------------------------------------------------------------ opening
    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.db_path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                             check_same_thread=False)
        db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA foreign_keys = ON")
        return db

    def _open(self) -> sqlite3.Connection:
        try:
            db = self._connect()
        except sqlite3.Error as exc:
            return self._remake(f"it cannot be opened ({exc})")
        try:
            self._prepare(db)
        except (sqlite3.DatabaseError, LibraryError) as exc:
            with contextlib.suppress(sqlite3.Error):
                db.close()
            if isinstance(exc, sqlite3.DatabaseError) and _error_code(exc) not in DAMAGE_CODES:
                # busy past the timeout, read-only, no room...: the database is not damaged, keep it
                raise LibraryError(f"the library database {self.db_path} cannot be used now: {exc}") from None
            return self._remake(str(exc))
        return db

    def _prepare(self, db: sqlite3.Connection) -> None:
        """WAL mode, the schema made or migrated, a read through the games to find damage."""
        mode = db.execute("PRAGMA journal_mode = WAL").fetchone()
        if not mode or str(mode[0]).lower() != "wal":
            log.info("the library database is not in WAL mode (%s)", mode)
        with self._write(db):
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise LibraryError(f"it was made by a newer version of the app (schema {version}, "
                                   f"this one reads up to {SCHEMA_VERSION})")
            if version == 0:
                if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                    raise LibraryError("it holds tables that are not a library's")
                create_schema(db)
            else:
                for step in range(version, SCHEMA_VERSION):
                    log.info("library database: schema %d -> %d", step, step + 1)
                    MIGRATIONS[step](db)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("SELECT count(*), sum(length(path)) FROM games").fetchone()
        db.execute("SELECT count(*), sum(length(name)) FROM seats").fetchone()

    def _remake(self, why: str) -> sqlite3.Connection:
        """Set the unusable database aside (``library.sqlite.damaged``) and start an empty one."""
        self.recovered = why
        log.warning("the library database %s is unusable (%s): it is rebuilt from the game files", self.db_path, why)
        for suffix in ("", "-wal", "-shm"):
            source = Path(f"{self.db_path}{suffix}")
            if source.exists():
                try:
                    os.replace(source, Path(f"{self.db_path}{DAMAGED_SUFFIX}{suffix}"))
                except OSError:
                    with contextlib.suppress(OSError):
                        source.unlink()
        try:
            db = self._connect()
            self._prepare(db)
        except (sqlite3.Error, LibraryError) as exc:
            raise LibraryError(f"cannot make the library database {self.db_path}: {exc}") from None
        return db

    def close(self) -> None:
        self.closed = True
        with contextlib.suppress(sqlite3.Error):
            self.db.close()

    def stored(self, path: str) -> str:
        """How the database names a file: relative to the library's folder when it is inside
        (the data folder can move), absolute otherwise."""
        try:
            return Path(path).relative_to(self.folder).as_posix()
        except ValueError:
            return str(path)

    def absolute(self, stored: str) -> str:
        """The file a stored path names."""
        return str(self.folder / stored) if not os.path.isabs(stored) else stored

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @staticmethod
    @contextlib.contextmanager
    def _write(db: sqlite3.Connection) -> Iterator[None]:
        """One write transaction: taken at once (another instance waits up to busy_timeout), all or nothing."""
        db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    # ------------------------------------------------------------ writing
    def put(self, records: Iterable[GameRecord]) -> list[int]:
        """Index ``records`` (a path already indexed is replaced) in one transaction; their ids."""
        ids = []
        with self._write(self.db):
            for record in records:
                ids.append(self._put(record))
        return ids

    def _put(self, r: GameRecord) -> int:
        db = self.db
        stored = self.stored(r.path)
        self._forget(r.path)
        cur = db.execute(
            "INSERT INTO games (path, file_name, sha256, size, mtime_ns, created, players, solo, finished, rounds, "
            "decisions, human_won, human_vp, search, duration_s, reviewed, hints) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (stored, r.file_name, r.sha256, r.size, r.mtime_ns, r.created, r.players, int(r.solo), int(r.finished),
             r.rounds, r.decisions, r.human_won, r.human_vp, r.search_text(), r.duration_s, int(r.reviewed),
             r.hints))
        game_id = cur.lastrowid
        assert game_id is not None
        db.executemany(
            "INSERT INTO seats (game_id, seat, name, name_key, kind, bot, vp, won, hints, vp_by_round) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, s.seat, s.name, s.name.casefold(), s.kind, s.bot, s.vp, int(s.won), s.hints,
              json.dumps(list(s.vp_by_round))) for s in r.seats])
        return game_id

    def add_file(self, path: str | os.PathLike[str]) -> GameRecord:
        """Index one save (read and checked); SaveFileError when it cannot be."""
        record = summarize(path)
        (game_id,) = self.put([record])
        return _with_id(record, game_id)

    def remove(self, game_id: int, delete_file: bool = True) -> None:
        """Drop a game from the index and (by default) delete its file from the library folder."""
        row = self.db.execute("SELECT path FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return
        path = Path(self.absolute(row[0]))
        if delete_file:
            try:
                path.unlink(missing_ok=True)
            except OSError as exc:
                raise LibraryError(f"cannot delete {path.name}: {exc.strerror or exc}") from None
        with self._write(self.db):
            self.db.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def _forget(self, path: str) -> None:
        """Drop ``path`` from the games and the refused files, by either name a database may hold."""
        names = (self.stored(path), str(path))
        self.db.execute("DELETE FROM games WHERE path IN (?, ?)", names)
        self.db.execute("DELETE FROM refused WHERE path IN (?, ?)", names)

    def _refuse(self, path: str, st: os.stat_result | None, reason: str) -> None:
        stored = self.stored(path)
        self._forget(path)
        if st is not None:
            self.db.execute("INSERT OR REPLACE INTO refused (path, size, mtime_ns, reason) VALUES (?, ?, ?, ?)",
                            (stored, st.st_size, st.st_mtime_ns, reason))

    # --------------------------------------------------------------- sync
    def sync(self, progress: Progress | None = None, cancel: Cancel | None = None) -> SyncReport:
        """Make the index follow the files of ``games/`` (and any other indexed file)."""
        report = SyncReport()
        indexed = {self.absolute(p): (size, mtime)
                   for p, size, mtime in self.db.execute("SELECT path, size, mtime_ns FROM games")}
        refused = {self.absolute(p): (size, mtime)
                   for p, size, mtime in self.db.execute("SELECT path, size, mtime_ns FROM refused")}
        try:
            on_disk = sorted(str(p) for p in self.games_dir.glob(f"*{SAVE_SUFFIX}"))
        except OSError as exc:
            raise LibraryError(f"cannot list {self.games_dir}: {exc.strerror or exc}") from None
        todo: list[tuple[str, bool]] = []  # (path, already indexed)
        gone: list[str] = []
        for path in sorted(set(indexed) | set(on_disk) | set(refused)):
            try:
                st = os.stat(path)
            except OSError:
                if path in indexed or path in refused:
                    gone.append(path)
                continue
            known = indexed.get(path) or refused.get(path)
            if known != (st.st_size, st.st_mtime_ns):
                todo.append((path, path in indexed))
        if gone:
            with self._write(self.db):
                for path in gone:
                    self._forget(path)
            report.removed = sum(1 for p in gone if p in indexed)
        for batch in _in_batches(todo, report, progress, cancel):
            results = [(path, was, _try_summarize(Path(path))) for path, was in batch]
            with self._write(self.db):
                for path, was, result in results:
                    if isinstance(result, GameRecord):
                        self._put(result)
                        if was:
                            report.updated += 1
                        else:
                            report.added += 1
                    else:
                        reason, seen = result
                        self._refuse(path, seen, reason)
                        if was:
                            report.removed += 1
                        report.refused.append(Refused(path, reason))
        return report

    # ------------------------------------------------------------- import
    def import_folder(self, folder: str | os.PathLike[str], progress: Progress | None = None,
                      cancel: Cancel | None = None) -> ImportReport:
        """Copy every ``.mor`` of ``folder`` into the library and index it: added, skipped
        (the same content is already there) or refused (with the reason)."""
        source = Path(folder)
        try:
            files = sorted(p for p in source.iterdir() if p.suffix.lower() == SAVE_SUFFIX)
        except OSError as exc:
            raise LibraryError(f"cannot read the folder {source}: {exc.strerror or exc}") from None
        report = ImportReport()
        known = {h for (h,) in self.db.execute("SELECT sha256 FROM games")}
        for batch in _in_batches(files, report, progress, cancel):
            records = []
            for path in batch:
                record = self._import_one(path, known, report)
                if record is not None:
                    records.append(record)
            self.put(records)
        return report

    def _import_one(self, path: Path, known: set[str], report: ImportReport) -> GameRecord | None:
        try:
            data, st = read_save_bytes(path)
        except SaveFileError as exc:
            report.refused.append(Refused(str(path), exc.message))
            return None
        digest = hashlib.sha256(data).hexdigest()
        if digest in known:
            report.skipped.append(str(path))
            return None
        try:
            summarize_bytes(data, path, st)  # checked before it is copied
        except SaveFileError as exc:
            report.refused.append(Refused(str(path), exc.message))
            return None
        target = unique_path(self.games_dir, path.name)
        try:
            _copy(data, target)  # no fsync: the original is still where it was
            record = summarize_bytes(data, target, target.stat())
        except (OSError, SaveFileError) as exc:
            why = exc.message if isinstance(exc, SaveFileError) else system_reason(exc)
            report.refused.append(Refused(str(path), Message(QT_TRANSLATE_NOOP(
                "core", "{name} cannot be copied into the library: {why}"), name=str(path), why=why)))
            return None
        known.add(digest)
        report.added.append(str(path))
        return record

    def keep(self, game: Game, seats: Sequence[Seat], annotations: dict[int, dict] | None = None,
             when: datetime | None = None) -> GameRecord:
        """Save ``game`` as a new file of the library (atomically) and index it."""
        from core import save

        target = unique_path(self.games_dir, kept_file_name(game, seats, when))
        save(target, game, list(seats), annotations)
        return self.add_file(target)

    # ------------------------------------------------------------ queries
    def count(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM games").fetchone()[0])

    def query_ids(self, flt: GameFilter | None = None, sort: SortKey = SortKey.DATE,
                  descending: bool = True) -> list[int]:
        """The ids of the games ``flt`` lets through, sorted (ties by date, newest first)."""
        where, params = where_clause(flt or GameFilter())
        order = "DESC" if descending else "ASC"
        nulls = "NULLS LAST" if descending else "NULLS FIRST"
        key = SortKey(sort).value
        sql = f"SELECT id FROM games {where} ORDER BY {key} {order} {nulls}, created DESC, id DESC"
        return [i for (i,) in self.db.execute(sql, params)]

    def rows(self, ids: Sequence[int], rounds: bool = True) -> dict[int, GameRecord]:
        """The records of ``ids`` (with their seats), by id; ids no longer indexed are left out.
        ``rounds=False``: without the VP by round (a table does not show them)."""
        out: dict[int, GameRecord] = {}
        for start in range(0, len(ids), PAGE):
            chunk = list(ids[start:start + PAGE])
            marks = ",".join("?" * len(chunk))
            seats: dict[int, list[SeatRecord]] = {}
            for game_id, seat, name, kind, bot, vp, won, hints, by_round in self.db.execute(
                    f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id IN ({marks}) ORDER BY game_id, seat", chunk):
                seats.setdefault(game_id, []).append(
                    SeatRecord(seat, name, kind, bot, vp, bool(won), hints, _int_tuple(by_round) if rounds else ()))
            for row in self.db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id IN ({marks})", chunk):
                (game_id, path, sha, size, mtime, created, players, solo, finished, rounds, decisions, duration,
                 reviewed) = row
                out[game_id] = GameRecord(self.absolute(path), sha, size, mtime, created, players, bool(solo),
                                          bool(finished), rounds, decisions, duration, bool(reviewed),
                                          tuple(seats.get(game_id, ())), game_id)
        return out

    def record(self, game_id: int) -> GameRecord | None:
        return self.rows([game_id]).get(game_id)

    def human_names(self) -> list[str]:
        """The names of the human players, most games first."""
        sql = ("SELECT min(name), count(*) AS n FROM seats WHERE kind = 'human' GROUP BY name_key "
               "ORDER BY n DESC, name_key")
        return [name for name, _n in self.db.execute(sql)]

    def bot_levels(self) -> list[str]:
        return [b for (b,) in self.db.execute("SELECT DISTINCT bot FROM seats WHERE kind = 'bot' ORDER BY bot")]

    def player_games(self, name: str) -> list[PlayerGame]:
        """Every game a human called ``name`` (any case) played, oldest first: what the statistics use."""
        sql = (
            "SELECT g.id, g.created, g.players, g.solo, g.finished, s.seat, s.vp, s.won, s.vp_by_round, "
            "(SELECT group_concat(o.bot, ',') FROM seats o WHERE o.game_id = g.id AND o.kind = 'bot') "
            "FROM seats s JOIN games g ON g.id = s.game_id WHERE s.name_key = ? AND s.kind = 'human' "
            "ORDER BY g.created, g.id, s.seat")
        out: list[PlayerGame] = []
        seen: set[int] = set()
        for game_id, created, players, solo, finished, seat, vp, won, by_round, bots in self.db.execute(
                sql, (name.casefold(),)):
            if game_id in seen:  # two seats of the same name: the first one
                continue
            seen.add(game_id)
            out.append(PlayerGame(game_id, created, players, bool(solo), bool(finished), seat, vp, bool(won),
                                  tuple(sorted(set(bots.split(",")))) if bots else (), _int_tuple(by_round)))
        return out


@dataclass(frozen=True)
class PlayerGame:
    """One game of one player, for the statistics."""

    game_id: int
    created: str
    players: int
    solo: bool
    finished: bool
    seat: int
    vp: int | None
    won: bool
    opponents: tuple[str, ...]  # the bot levels at the table
    vp_by_round: tuple[int, ...]


def _error_code(exc: sqlite3.Error) -> int | None:
    """SQLite's primary error code of ``exc`` (None when it has none)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code & PRIMARY_CODE_MASK if isinstance(code, int) else None


def _with_id(record: GameRecord, game_id: int) -> GameRecord:
    from dataclasses import replace

    return replace(record, id=game_id)


def _int_tuple(text: str | None) -> tuple[int, ...]:
    try:
        values = json.loads(text or "[]")
    except ValueError:
        return ()
    return tuple(v for v in values if isinstance(v, int)) if isinstance(values, list) else ()


def _try_summarize(path: Path) -> GameRecord | tuple[str, os.stat_result | None]:
    try:
        return summarize(path)
    except SaveFileError as exc:
        try:
            st: os.stat_result | None = path.stat()
        except OSError:
            st = None
        log.warning("the library cannot index %s: %s", path, exc)
        return exc.message, st


def _copy(data: bytes, target: Path) -> None:
    """Write ``data`` to ``target`` through a temporary file and a rename (never a half file)."""
    temp = target.with_name(f".{target.name}.import.tmp")
    try:
        temp.write_bytes(data)
        os.replace(temp, target)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def save_bytes(game: Game, seats: Sequence[Seat], annotations: dict[int, dict] | None = None) -> bytes:
    """The bytes of a save (``core.dumps``): for tools that write many files at once (the benchmark)."""
    return dumps(game, list(seats), annotations)
