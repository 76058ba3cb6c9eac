"""What the games library knows of one save, and how it is read from the save
(docs/library.md): ``GameRecord`` and its ``SeatRecord``s, made by ``summarize``
(a full, checked ``load``, so a damaged or hostile file is refused with the
reason, never indexed); a game's ``Result``; the reports of an import and a
sync; the names of kept files.  ``index.py`` stores the records in SQLite.
Pure Python, no Qt.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from core import (
    MAX_SAVE_BYTES,
    QT_TRANSLATE_NOOP,
    Game,
    Message,
    ReplayStep,
    SavedGame,
    SaveFileError,
    Seat,
    loads,
    system_reason,
)

HUMAN, BOT = "human", "bot"
PLAYED_SECONDS_KEY = "played_seconds"  # Seat.settings: time the game was open in the app (mor_qt/library/keeper.py)
HINTS_KEY = "hints"  # Seat.settings: hints used by the seat (mor_qt/hint.py writes it)
MAX_NAME_CHARS = 40  # of each player's name in a kept file's name
SAVE_SUFFIX = ".mor"


class Result(StrEnum):
    """A game's result for its human players (or for the player a filter names)."""

    WON = "won"
    LOST = "lost"
    UNFINISHED = "unfinished"


@dataclass(frozen=True)
class SeatRecord:
    """One seat of an indexed game."""

    seat: int
    name: str
    kind: str  # HUMAN or BOT
    bot: str | None  # the level, e.g. "mcts:hard"
    vp: int | None  # victory points at the end (or where the game stopped)
    won: bool
    hints: int = 0
    vp_by_round: tuple[int, ...] = ()  # VP after each round (round 1 first)

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT


@dataclass(frozen=True)
class GameRecord:
    """What the index knows of one save."""

    path: str
    sha256: str
    size: int
    mtime_ns: int
    created: str  # UTC ISO 8601, from the save's header
    players: int
    solo: bool
    finished: bool
    rounds: int
    decisions: int
    duration_s: float | None
    reviewed: bool
    seats: tuple[SeatRecord, ...]
    id: int | None = None

    @property
    def hints(self) -> int:
        return sum(s.hints for s in self.seats if not s.is_bot)

    @property
    def winners(self) -> list[int]:
        return [s.seat for s in self.seats if s.won]

    @property
    def human_won(self) -> int | None:
        """1: a human won, 0: the humans lost (or the game is unfinished), None: bots only."""
        humans = [s for s in self.seats if not s.is_bot]
        if not humans:
            return None
        return int(self.finished and any(s.won for s in humans))

    @property
    def human_vp(self) -> int | None:
        values = [s.vp for s in self.seats if not s.is_bot and s.vp is not None]
        return max(values) if values else None

    @property
    def file_name(self) -> str:
        return Path(self.path).name

    def search_text(self) -> str:
        parts = [self.file_name, *(s.name for s in self.seats), *(s.bot or "" for s in self.seats)]
        return " ".join(parts).casefold()


@dataclass
class Refused:
    path: str
    reason: str  # a core.Message where the app can say it in its language


@dataclass
class ImportReport:
    added: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # the same content is already in the library
    refused: list[Refused] = field(default_factory=list)
    cancelled: bool = False


@dataclass
class SyncReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    refused: list[Refused] = field(default_factory=list)
    cancelled: bool = False

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)


def read_save_bytes(path: Path) -> tuple[bytes, os.stat_result]:
    """The bytes of a save (a regular file, at most MAX_SAVE_BYTES); SaveFileError otherwise."""
    # core's own sentences (the same templates): the app says them in its language
    name = str(path)
    try:
        st = path.stat()
    except OSError as exc:
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "cannot read {name}: {why}"), name=name,
                                    why=system_reason(exc)), name) from None
    if not stat.S_ISREG(st.st_mode):
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "cannot read {name}: it is not a file"), name=name), name)
    if st.st_size > MAX_SAVE_BYTES:
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "{name} is not a save: it has more than the {most} "
                                                      "bytes a save may have"), name=name, most=MAX_SAVE_BYTES), name)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "cannot read {name}: {why}"), name=name,
                                    why=system_reason(exc)), name) from None
    return data, st


class _RoundScores:
    """``load``'s observer: every seat's VP at the end of each round."""

    def __init__(self) -> None:
        self.by_round: list[list[int]] = []
        self._round = 0

    def step(self, step: ReplayStep) -> None:
        now = step.game.round
        if now != self._round:
            if self._round >= 1:
                self.by_round.append([s.total for s in step.game.scores()])
            self._round = now


def _whole(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _seconds(value: Any) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value) and value >= 0:
        return float(value)
    return None


def record_of(saved: SavedGame, path: Path, data: bytes, st: os.stat_result,
              by_round: Sequence[Sequence[int]] = ()) -> GameRecord:
    """The index record of a loaded save (``by_round``: VP per seat after each round)."""
    game = saved.game
    finished = game.is_over
    totals = [s.total for s in game.scores()]
    rounds_vp = [list(r) for r in by_round]
    if finished and (not rounds_vp or rounds_vp[-1] != totals):
        rounds_vp.append(totals)
    winners = set(game.winners())
    seats = tuple(
        SeatRecord(i, seat.name, seat.kind, seat.bot, totals[i], i in winners,
                   _whole(seat.settings.get(HINTS_KEY)) if not seat.is_bot else 0,
                   tuple(r[i] for r in rounds_vp))
        for i, seat in enumerate(saved.seats)
    )
    durations = [d for s in saved.seats if (d := _seconds(s.settings.get(PLAYED_SECONDS_KEY))) is not None]
    return GameRecord(
        path=str(path), sha256=hashlib.sha256(data).hexdigest(), size=st.st_size, mtime_ns=st.st_mtime_ns,
        created=str(saved.header.get("created", "")), players=game.n_players, solo=game.solo, finished=finished,
        rounds=game.round, decisions=len(saved.decisions), duration_s=max(durations) if durations else None,
        reviewed=bool(saved.annotations), seats=seats,
    )


def summarize(path: str | os.PathLike[str]) -> GameRecord:
    """Read and check the save at ``path`` (a full ``load``) and make its record.
    SaveFileError says why a file cannot be indexed."""
    target = Path(path)
    data, st = read_save_bytes(target)
    return summarize_bytes(data, target, st)


def summarize_bytes(data: bytes, path: Path, st: os.stat_result) -> GameRecord:
    scores = _RoundScores()
    try:
        saved = loads(data, path.name, observe=scores.step)
    except SaveFileError:
        raise
    except Exception as exc:  # anything a hostile file provokes is a refusal, not a crash
        raise SaveFileError(f"{path.name} could not be read ({type(exc).__name__}: {exc})", str(path)) from None
    return record_of(saved, path, data, st, scores.by_round)


def kept_file_name(game: Game, seats: Sequence[Seat], when: datetime | None = None) -> str:
    """``2026-11-29_0512_Ada-Cosimo.mor``: the date and the players (safe characters only)."""
    moment = (when or datetime.now(UTC)).strftime("%Y-%m-%d_%H%M%S")
    names = [re.sub(r"[^\w]+", "", s.name, flags=re.UNICODE)[:MAX_NAME_CHARS] or f"seat{i + 1}"
             for i, s in enumerate(seats)]
    return f"{moment}_{'-'.join(names)}{SAVE_SUFFIX}"


def unique_path(folder: Path, name: str) -> Path:
    """``folder/name``, or ``name-2``, ``name-3``… when it is taken."""
    target = folder / name
    stem, suffix = Path(name).stem, Path(name).suffix or SAVE_SUFFIX
    k = 2
    while target.exists():
        target = folder / f"{stem}-{k}{suffix}"
        k += 1
    return target
