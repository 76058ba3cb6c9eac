"""The library index's SQLite schema: the first version's tables and the
migrations that bring any older database to ``SCHEMA_VERSION`` (``PRAGMA
user_version``).  ``index.Library`` opens a database and runs them."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

SCHEMA_VERSION = 2
STALE_MTIME = -1  # a row to index again (set by a migration that adds what old rows lack)

# Version 1 (the first library, 2026-11-28): games and seats, without the
# duration, hints, review flag and the VP by round.  A new database is made
# at version 1 and migrated (``create_schema``), so a new one and an old one pass
# through the same migrations; tests/test_library_index.py keeps its own
# frozen copy, so a change here cannot hide from the test that opens a real
# version 1 database.
SCHEMA_V1 = """
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
"""


def _migrate_1_to_2(db: sqlite3.Connection) -> None:
    """Adds the duration, hints, review flag and VP by round; old rows are
    marked stale so the next ``sync`` reads their files again."""
    run_script(db, f"""
        ALTER TABLE games ADD COLUMN duration_s REAL;
        ALTER TABLE games ADD COLUMN reviewed INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE seats ADD COLUMN vp_by_round TEXT NOT NULL DEFAULT '[]';
        UPDATE games SET mtime_ns = {STALE_MTIME};
        CREATE TABLE refused (path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
                              reason TEXT NOT NULL);
        CREATE INDEX games_players ON games(players);
        CREATE INDEX games_rounds ON games(rounds);
        CREATE INDEX games_duration ON games(duration_s);
        CREATE INDEX games_vp ON games(human_vp);
        CREATE INDEX games_won ON games(human_won);
        CREATE INDEX games_file ON games(file_name);
        CREATE INDEX seats_game_kind ON seats(game_id, kind);
    """)


# MIGRATIONS[v]: the step from schema v to v + 1 (run inside one transaction)
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _migrate_1_to_2}


def run_script(db: sqlite3.Connection, sql: str) -> None:
    """Run the statements of ``sql`` one by one, inside the caller's transaction
    (``executescript`` would commit it first)."""
    for statement in sql.split(";"):
        if statement.strip():
            db.execute(statement)


def create_schema(db: sqlite3.Connection) -> None:
    run_script(db, SCHEMA_V1)
    for version in range(1, SCHEMA_VERSION):
        MIGRATIONS[version](db)
