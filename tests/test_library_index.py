"""The games library's index (mor_qt/library/index.py): records read from
saves, sync with the folder, rebuild, migrations, two writers, import, queries."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from ai import play_out
from ai.bots import make_bot
from core import Game, Seat, save
from mor_qt.library import index
from mor_qt.library.index import DB_NAME, Library, LibraryError
from mor_qt.library.query import GameFilter, SortKey
from mor_qt.library.records import GameRecord, Result, SeatRecord, summarize
from mor_qt.library.schema import SCHEMA_VERSION


def _played(names: list[str], seed: int, stop_after: int | None = None) -> Game:
    """A game the greedy bot plays to its end (or for ``stop_after`` decisions)."""
    game = Game.new(names, seed)
    bots = [make_bot("greedy", seed * 7 + s) for s in range(len(names))]
    play_out(game, bots, max_decisions=stop_after)
    return game


@pytest.fixture(scope="module")
def games() -> dict[str, tuple[Game, list[Seat]]]:
    return {
        "duel": (_played(["Ada", "Cosimo"], 3),
                 [Seat("Ada", settings={"hints": 2, "played_seconds": 754.5}), Seat("Cosimo", "bot", "mcts:hard")]),
        "trio": (_played(["Ada", "Bea", "Lia"], 4),
                 [Seat("Ada"), Seat("Bea", "bot", "mcts:easy"), Seat("Lia", "bot", "greedy")]),
        "solo": (_played(["Ada"], 5), [Seat("Ada", settings={"hints": 1})]),
        "unfinished": (_played(["Bob", "Cosimo"], 6, stop_after=40), [Seat("Bob"), Seat("Cosimo", "bot", "mcts:hard")]),
    }


def _write(folder: Path, name: str, game: Game, seats: list[Seat], annotations: dict | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    save(path, game, seats, annotations)
    return path


def _fill(lib: Library, games: dict[str, tuple[Game, list[Seat]]]) -> dict[str, Path]:
    return {key: _write(lib.games_dir, f"{key}.mor", g, s) for key, (g, s) in games.items()}


def _comparable(records: dict[int, GameRecord]) -> list[GameRecord]:
    return sorted((replace(r, id=None) for r in records.values()), key=lambda r: r.path)


def test_a_record_says_what_the_save_holds(tmp_path: Path, games: dict) -> None:
    game, seats = games["duel"]
    path = _write(tmp_path, "duel.mor", game, seats, annotations={3: {"seat": 0, "loss": 0.5}})
    record = summarize(path)
    totals = [s.total for s in game.scores()]
    assert record.players == 2 and not record.solo and record.finished
    assert record.winners == game.winners()
    assert [s.vp for s in record.seats] == totals
    assert [(s.name, s.kind, s.bot) for s in record.seats] == [("Ada", "human", None), ("Cosimo", "bot", "mcts:hard")]
    assert record.rounds == game.round and record.decisions == len(game.history())
    assert record.hints == 2 and record.duration_s == pytest.approx(754.5)
    assert record.reviewed
    assert record.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    # VP after each round: one value per round played, the last one the final score
    for seat in record.seats:
        assert len(seat.vp_by_round) == game.round
        assert seat.vp_by_round[-1] == seat.vp
    solo = summarize(_write(tmp_path, "solo.mor", *games["solo"]))
    assert solo.solo and solo.players == 1 and solo.winners == games["solo"][0].winners()
    unfinished = summarize(_write(tmp_path, "unfinished.mor", *games["unfinished"]))
    assert not unfinished.finished and unfinished.winners == [] and unfinished.human_won == 0


def test_the_index_and_a_rebuild_from_the_files_agree(tmp_path: Path, games: dict) -> None:
    lib = Library(tmp_path)
    _fill(lib, games)
    seen: list[tuple[int, int]] = []
    report = lib.sync(progress=lambda done, total: seen.append((done, total)))
    assert report.added == len(games) and not report.refused
    assert seen[0] == (0, len(games)) and seen[-1] == (len(games), len(games))
    indexed = _comparable(lib.rows(lib.query_ids()))
    lib.close()
    (tmp_path / DB_NAME).unlink()  # the database lost: the files are the truth
    for suffix in ("-wal", "-shm"):
        Path(f"{tmp_path / DB_NAME}{suffix}").unlink(missing_ok=True)
    again = Library(tmp_path)
    assert again.count() == 0
    assert again.sync().added == len(games)
    assert _comparable(again.rows(again.query_ids())) == indexed
    assert again.sync().changed is False  # nothing to do the second time
    again.close()


def test_a_damaged_database_is_set_aside_and_rebuilt(tmp_path: Path, games: dict) -> None:
    lib = Library(tmp_path)
    _fill(lib, games)
    lib.sync()
    lib.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{tmp_path / DB_NAME}{suffix}").unlink(missing_ok=True)
    (tmp_path / DB_NAME).write_bytes(b"this is not a database at all" * 100)
    damaged = Library(tmp_path)
    assert "not a database" in damaged.recovered
    assert (tmp_path / f"{DB_NAME}.damaged").read_bytes().startswith(b"this is not")
    assert damaged.sync().added == len(games)
    assert damaged.count() == len(games)
    damaged.close()


def test_a_database_of_a_newer_version_is_not_used(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    lib = Library(tmp_path)
    assert "newer version" in lib.recovered
    assert lib.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    lib.close()


def test_a_database_busy_in_another_instance_is_not_taken_for_damage(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    Library(tmp_path).close()
    other = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another instance writing, for longer than the wait
    monkeypatch.setattr(index, "BUSY_TIMEOUT_MS", 50)
    try:
        with pytest.raises(LibraryError, match="cannot be used now"):
            Library(tmp_path)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert not (tmp_path / f"{DB_NAME}.damaged").exists()
    lib = Library(tmp_path)
    assert lib.recovered == ""
    lib.close()


def test_files_deleted_or_changed_behind_the_librarys_back(tmp_path: Path, games: dict) -> None:
    lib = Library(tmp_path)
    paths = _fill(lib, games)
    lib.sync()
    paths["trio"].unlink()  # deleted outside the app
    before = summarize(paths["duel"])
    _write(lib.games_dir, "duel.mor", *games["solo"])  # changed: now another game
    os.utime(paths["duel"], ns=(before.mtime_ns + 10**9, before.mtime_ns + 10**9))
    paths["unfinished"].write_bytes(b"\x89MOR\r\n\x1a\n garbage")  # damaged
    report = lib.sync()
    assert report.updated == 1
    assert report.removed == 2  # the deleted file, and the damaged one
    assert [Path(r.path).name for r in report.refused] == ["unfinished.mor"] and report.refused[0].reason
    records = {Path(r.path).name: r for r in lib.rows(lib.query_ids()).values()}
    assert sorted(records) == ["duel.mor", "solo.mor"]
    assert records["duel.mor"].solo  # indexed again from its new content
    assert records["duel.mor"].sha256 == hashlib.sha256(paths["duel"].read_bytes()).hexdigest()
    assert not lib.sync().refused  # a refused file is not read again until it changes
    lib.close()


V1_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, file_name TEXT NOT NULL, sha256 TEXT NOT NULL,
    size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, created TEXT NOT NULL, players INTEGER NOT NULL,
    solo INTEGER NOT NULL, finished INTEGER NOT NULL, rounds INTEGER NOT NULL, decisions INTEGER NOT NULL,
    human_won INTEGER, human_vp INTEGER, search TEXT NOT NULL);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
    name TEXT NOT NULL, name_key TEXT NOT NULL, kind TEXT NOT NULL, bot TEXT, vp INTEGER, won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat));
CREATE INDEX games_created ON games(created);
CREATE INDEX games_sha ON games(sha256);
CREATE INDEX seats_name ON seats(name_key);
CREATE INDEX seats_bot ON seats(bot);
PRAGMA user_version = 1;
"""


def test_a_version_1_database_opens_and_is_completed(tmp_path: Path, games: dict) -> None:
    games_dir = tmp_path / "games"
    path = _write(games_dir, "duel.mor", *games["duel"])
    st = path.stat()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.executescript(V1_SCHEMA)
    db.execute("INSERT INTO games VALUES (1, ?, 'duel.mor', 'abc', ?, ?, '2026-11-28T10:00:00Z', 2, 0, 1, 30, 200,"
               " 0, 50, 'duel.mor ada cosimo')", (str(path), st.st_size, st.st_mtime_ns))
    db.execute("INSERT INTO seats VALUES (1, 0, 'Ada', 'ada', 'human', NULL, 50, 0)")
    db.execute("INSERT INTO seats VALUES (1, 1, 'Cosimo', 'cosimo', 'bot', 'mcts:hard', 60, 1)")
    db.commit()
    db.close()
    lib = Library(tmp_path)
    assert lib.recovered == ""
    assert lib.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    old = lib.record(1)
    assert old is not None and old.seats[0].name == "Ada" and old.hints == 0  # the v1 row, readable
    report = lib.sync()  # its file is read again for what version 1 did not keep
    assert report.updated == 1 and report.added == 0
    (record,) = lib.rows(lib.query_ids()).values()
    assert record.hints == 2 and record.duration_s == pytest.approx(754.5)
    assert record.seats[0].vp_by_round and record.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    lib.close()


def _fake(path: str, names: tuple[str, ...] = ("Ada", "Bot"), bots: tuple[str | None, ...] = (None, "mcts:hard"),
          vps: tuple[int, ...] = (40, 50), won: tuple[bool, ...] = (False, True), created: str = "2026-11-20T10:00:00Z",
          finished: bool = True, rounds: int = 25) -> GameRecord:
    seats = tuple(SeatRecord(i, n, "bot" if b else "human", b, v, w, 0, (v // 2, v))
                  for i, (n, b, v, w) in enumerate(zip(names, bots, vps, won, strict=True)))
    return GameRecord(path, hashlib.sha256(path.encode()).hexdigest(), 100, 1, created, len(names), len(names) == 1,
                      finished, rounds, 200, None, False, seats)


def test_two_writers_at_once_lose_nothing(tmp_path: Path) -> None:
    """Two connections (as two app instances have) write in turns of their own: every game lands."""
    Library(tmp_path).close()  # the schema made once
    per_writer, start = 40, threading.Barrier(2)
    errors: list[BaseException] = []

    def writer(tag: str) -> None:
        try:
            lib = Library(tmp_path)
            start.wait(timeout=30)
            for k in range(per_writer):
                lib.put([_fake(f"/nowhere/{tag}-{k}.mor")])
            lib.close()
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(tag,)) for tag in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors
    lib = Library(tmp_path)
    assert lib.count() == 2 * per_writer
    assert lib.db.execute("SELECT count(*) FROM seats").fetchone()[0] == 2 * 2 * per_writer
    lib.close()


WRITER = """
import sys
from tests.test_library_index import _fake
from mor_qt.library.index import Library
folder, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
with Library(folder) as lib:
    for k in range(count):
        lib.put([_fake(f"/nowhere/{tag}-{k}.mor")])
"""


def test_two_app_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    Library(tmp_path).close()
    per_writer = 60
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=str(root))
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), tag, str(per_writer)], cwd=root,
                                env=env, stderr=subprocess.PIPE, text=True) for tag in ("p", "q")]
    for writer in writers:
        _out, err = writer.communicate(timeout=180)
        assert writer.returncode == 0, err[-2000:]
    with Library(tmp_path) as lib:
        assert lib.count() == 2 * per_writer


def test_import_adds_skips_duplicates_and_refuses_damaged_files(tmp_path: Path, games: dict) -> None:
    source = tmp_path / "saved"
    _write(source, "a.mor", *games["duel"])
    _write(source, "b.mor", *games["solo"])
    (source / "copy of a.mor").write_bytes((source / "a.mor").read_bytes())
    (source / "notes.mor").write_text("not a save")
    (source / "readme.txt").write_text("not a .mor: not looked at")
    lib = Library(tmp_path / "data")
    report = lib.import_folder(source)
    assert sorted(Path(p).name for p in report.added) == ["a.mor", "b.mor"]
    assert [Path(p).name for p in report.skipped] == ["copy of a.mor"]
    assert [Path(r.path).name for r in report.refused] == ["notes.mor"] and "notes.mor" in report.refused[0].reason
    assert sorted(p.name for p in lib.games_dir.iterdir()) == ["a.mor", "b.mor"]  # copies: the originals stay
    assert (source / "a.mor").exists()
    assert lib.count() == 2
    again = lib.import_folder(source)
    assert not again.added and len(again.skipped) == 3
    lib.close()


def test_import_stops_when_cancelled(tmp_path: Path, games: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(index, "BATCH", 1)
    source = tmp_path / "saved"
    for key in ("duel", "trio", "solo"):
        _write(source, f"{key}.mor", *games[key])
    lib = Library(tmp_path / "data")
    calls: list[int] = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 1  # after the first file

    report = lib.import_folder(source, cancel=cancel)
    assert report.cancelled and len(report.added) == 1 and lib.count() == 1
    lib.close()


def test_keep_writes_a_new_file_and_indexes_it(tmp_path: Path, games: dict) -> None:
    lib = Library(tmp_path)
    game, seats = games["duel"]
    first = lib.keep(game, seats)
    second = lib.keep(game, seats)
    assert first.path != second.path and Path(first.path).parent == lib.games_dir
    assert Path(first.path).name.endswith("_Ada-Cosimo.mor")
    assert lib.count() == 2
    assert first.id is not None
    lib.remove(first.id)
    assert not Path(first.path).exists() and lib.count() == 1
    lib.close()


@pytest.fixture
def filled(tmp_path: Path) -> Library:
    lib = Library(tmp_path)
    lib.put([
        _fake("/g/1.mor", vps=(60, 50), won=(True, False), created="2026-11-01T10:00:00Z"),
        _fake("/g/2.mor", bots=(None, "mcts:easy"), vps=(30, 50), created="2026-11-10T10:00:00Z"),
        _fake("/g/3.mor", names=("Ada",), bots=(None,), vps=(44,), won=(True,), created="2026-11-15T23:59:59Z"),
        _fake("/g/4.mor", names=("Bob", "Ada", "Bot"), bots=(None, None, "greedy"), vps=(70, 20, 30),
              won=(True, False, False), created="2026-11-20T10:00:00Z"),
        _fake("/g/5.mor", vps=(10, 12), won=(False, False), finished=False, created="2026-11-25T10:00:00Z"),
        _fake("/g/6.mor", names=("Bot", "Bot2"), bots=("greedy", "random"), vps=(40, 41), won=(False, True)),
    ])
    return lib


def _files(lib: Library, flt: GameFilter, sort: SortKey = SortKey.DATE, descending: bool = True) -> list[str]:
    return [Path(lib.rows([i])[i].path).stem for i in lib.query_ids(flt, sort, descending)]


def test_filters_are_answered_in_sql(filled: Library) -> None:
    lib = filled
    assert _files(lib, GameFilter()) == ["5", "6", "4", "3", "2", "1"]  # ties: the newer id first
    assert sorted(_files(lib, GameFilter(result=Result.WON))) == ["1", "3", "4"]
    assert sorted(_files(lib, GameFilter(result=Result.LOST))) == ["2"]  # the bots' own game has no loser of ours
    assert _files(lib, GameFilter(result=Result.UNFINISHED)) == ["5"]
    # the result of the player named
    assert sorted(_files(lib, GameFilter(name="ada", result=Result.LOST))) == ["2", "4"]
    assert sorted(_files(lib, GameFilter(name="BOB"))) == ["4"]
    assert sorted(_files(lib, GameFilter(opponent="mcts:hard"))) == ["1", "5"]
    assert sorted(_files(lib, GameFilter(opponent="mcts:easy"))) == ["2"]
    assert sorted(_files(lib, GameFilter(players=3))) == ["4"]
    assert _files(lib, GameFilter(solo=True)) == ["3"]
    assert sorted(_files(lib, GameFilter(date_from="2026-11-10", date_to="2026-11-15"))) == ["2", "3"]
    assert sorted(_files(lib, GameFilter(text="GREEDY bob"))) == ["4"]
    assert _files(lib, GameFilter(text="100%_")) == []  # LIKE's wildcards are plain characters here


def test_sorting_by_each_column(filled: Library) -> None:
    lib = filled
    assert _files(lib, GameFilter(), SortKey.VP) == ["4", "1", "3", "2", "5", "6"]  # bots-only last
    assert _files(lib, GameFilter(), SortKey.VP, descending=False) == ["6", "5", "2", "3", "1", "4"]
    assert _files(lib, GameFilter(), SortKey.FILE, descending=False) == ["1", "2", "3", "4", "5", "6"]
    for key in SortKey:
        assert sorted(_files(lib, GameFilter(), key)) == ["1", "2", "3", "4", "5", "6"]


def test_names_levels_and_a_players_games(filled: Library) -> None:
    lib = filled
    assert lib.human_names()[0] == "Ada"
    assert set(lib.human_names()) == {"Ada", "Bob"}
    assert lib.bot_levels() == ["greedy", "mcts:easy", "mcts:hard", "random"]
    ada = lib.player_games("ADA")
    assert [g.vp for g in ada] == [60, 30, 44, 20, 10]  # oldest first
    assert ada[3].opponents == ("greedy",) and ada[2].solo and ada[4].finished is False
