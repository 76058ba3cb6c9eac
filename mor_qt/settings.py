"""What the app remembers between runs, in one small typed module over QSettings.

Every key lives here, with its type and default, so the rest of the app never
spells a QSettings key or converts a QVariant itself::

    from mor_qt import settings
    s = settings.Settings()
    s.pace_ms = 300
    s.last_table            # the seats of the last new game, or None

The settings file is the user's (``QSettings`` with the app's organisation and
name, INI format) unless ``MOR_SETTINGS_DIR`` names a folder: then it is
``$MOR_SETTINGS_DIR/mor.ini``.  Tests and ``mor --screenshot`` set it, so they
never read or write the user's settings.

No settings file can stop the app from starting: one that is not a regular file
or is larger than ``MAX_SETTINGS_BYTES`` is moved aside (``mor.ini.unusable-DATE``)
before Qt reads it, and the app starts from the defaults; a value too long or
nested too deeply reads as its default.  When the settings cannot be kept at all
(``MOR_SETTINGS_DIR`` names a file, the bad file cannot be moved aside) this run
keeps them in memory, from the defaults.  The log says which, once.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from core import Seat

from .small_files import file_problem

log = logging.getLogger(__name__)

SETTINGS_DIR_ENV = "MOR_SETTINGS_DIR"
ORGANISATION = "mor"
APPLICATION = "Masters of Renaissance"
FILE_NAME = "mor.ini"

ANIMATION_SPEEDS = ("off", "fast", "normal")
DEFAULT_ANIMATION = "normal"
DEFAULT_PACE_MS = 800
MAX_PACE_MS = 10_000
MAX_SEATS = 4
DEFAULT_BOT = "mcts:medium"  # the level a seat plays at when it names no bot (or one this build lacks)
SEAT_KINDS = ("human", "bot")
# Bounds on what is read: the app's own settings need a few kilobytes (the window
# geometry, the last table, some flags); a larger file is not one it wrote.
MAX_SETTINGS_BYTES = 256 * 1024
MAX_TABLE_CHARS = 4096  # four seats' names and levels in JSON
MAX_TEXT_CHARS = 4096  # a folder or a file's path
MAX_LANGUAGE_CHARS = 16
ASIDE_SUFFIX = ".unusable-"  # mor.ini.unusable-20261129-044500: a settings file moved aside
MAX_ASIDE_TRIES = 100

# keys: one place, so nobody misspells them
K_GEOMETRY = "window/geometry"
K_STATE = "window/state"
K_ANALYSIS_GEOMETRY = "analysis/geometry"
K_PACE = "play/bot_pace_ms"
K_ANIMATION = "play/animation"
K_TABLE = "play/last_table"
K_FOLDER = "files/last_folder"
K_CURRENT_FILE = "files/current_game"
K_LANGUAGE = "ui/language"
K_NET_NAME = "network/name"
K_NET_SEAT = "network/seat"  # the seat at a network table to come back to (JSON)
FLAG_PREFIX = "flags/"


def settings_file() -> Path | None:
    """The INI file used when ``MOR_SETTINGS_DIR`` is set, else None (the user's settings)."""
    folder = os.environ.get(SETTINGS_DIR_ENV)
    return Path(folder) / FILE_NAME if folder else None


def user_settings_file() -> Path:
    """The user's settings file, where QSettings puts an INI file of the app's
    organisation and name (found without reading it, so it can be checked first)."""
    if sys.platform.startswith("win"):  # Qt: FOLDERID_RoamingAppData
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
    else:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / ORGANISATION / f"{APPLICATION}.ini"


class _Store(Protocol):
    """What Settings uses of a QSettings (and of the in-memory stand-in)."""

    def value(self, key: str) -> Any: ...
    def setValue(self, key: str, value: Any) -> None: ...
    def sync(self) -> None: ...
    def status(self) -> QSettings.Status: ...
    def fileName(self) -> str: ...
    def clear(self) -> None: ...


class MemorySettings:
    """Settings kept for this run only, when no settings file can be used."""

    def __init__(self) -> None:
        self._values: dict[str, Any] = {}

    def value(self, key: str) -> Any:
        return self._values.get(key)

    def setValue(self, key: str, value: Any) -> None:
        self._values[key] = value

    def sync(self) -> None:
        pass

    def status(self) -> QSettings.Status:
        return QSettings.Status.NoError

    def fileName(self) -> str:
        return ""

    def clear(self) -> None:
        self._values.clear()


_in_memory: dict[str, MemorySettings] = {}  # one per settings file that could not be used: shared by the run
_told: set[str] = set()


def _tell_once(message: str) -> None:
    """A warning in the log, once a run (Settings objects are made often)."""
    if message not in _told:
        _told.add(message)
        log.warning("%s", message)


def _memory(path: Path, why: str) -> MemorySettings:
    _tell_once(f"{why}; this run starts from the default settings and keeps them only until it ends")
    return _in_memory.setdefault(str(path), MemorySettings())


def aside_path(path: Path) -> Path | None:
    """A free name beside ``path`` to move it aside to (``mor.ini.unusable-DATE``), or None."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(MAX_ASIDE_TRIES):
        candidate = path.with_name(f"{path.name}{ASIDE_SUFFIX}{stamp}" + (f"-{n}" if n else ""))
        if not os.path.lexists(candidate):
            return candidate
    return None


def _open() -> _Store:
    path = settings_file()
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            why = "it names a file, not a folder" if isinstance(exc, FileExistsError) else exc.strerror or str(exc)
            return _memory(path, f"{SETTINGS_DIR_ENV}={path.parent} cannot hold the settings: {why}")
    else:
        path = user_settings_file()
    if str(path) in _in_memory:
        return _in_memory[str(path)]
    problem = file_problem(path, MAX_SETTINGS_BYTES)  # checked before Qt reads it: it would block or take minutes
    if problem is not None:
        aside = aside_path(path)
        try:
            if aside is None:
                raise FileExistsError("no free name beside it")
            os.replace(path, aside)
        except OSError as exc:
            return _memory(path, f"the settings file {path} cannot be used ({problem}) nor moved aside "
                                 f"({exc.strerror or exc})")
        _tell_once(f"the settings file {path} cannot be used ({problem}): it was moved aside to {aside}; "
                   "starting from the default settings")
    return QSettings(str(path), QSettings.Format.IniFormat)


def _is(test: Any, raw: str) -> bool:
    """``test(Path(raw))`` (``Path.is_dir``...), False when the system refuses the path (too long...)."""
    try:
        return bool(test(Path(raw)))
    except (OSError, ValueError):
        return False


def documents_dir() -> Path:
    """The user's Documents folder, or home when there is none (or it does not
    exist: a file dialog given a missing folder opens the program's working folder)."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if docs and Path(docs).is_dir():
        return Path(docs)
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation) or Path.home())


class Settings:
    """Typed access to the remembered settings; each property reads and writes through."""

    def __init__(self) -> None:
        self._q: _Store = _open()

    # ------------------------------------------------------------ plumbing
    def _get(self, key: str) -> Any:
        return self._q.value(key)

    def _set(self, key: str, value: Any) -> None:
        self._q.setValue(key, value)
        self._q.sync()
        if self._q.status() != QSettings.Status.NoError:
            log.warning("settings could not be written to %s", self._q.fileName())

    def _text(self, key: str, max_chars: int) -> str | None:
        """A text value of at most ``max_chars`` characters, else None (logged when longer)."""
        raw = self._get(key)
        if not isinstance(raw, str):
            return None
        if len(raw) > max_chars:
            _tell_once(f"the setting {key} in {self._where()} is {len(raw)} characters long "
                       f"(at most {max_chars}): ignored")
            return None
        return raw

    def file_name(self) -> str:
        return str(self._q.fileName())

    def _where(self) -> str:
        return self.file_name() or "the settings kept in memory"

    def clear(self) -> None:
        self._q.clear()
        self._q.sync()

    def _int(self, key: str, default: int, low: int, high: int) -> int:
        raw = self._get(key)
        try:
            value = int(raw)
        except (TypeError, ValueError):
            return default
        return value if low <= value <= high else default

    def _bytes(self, key: str) -> QByteArray | None:
        raw = self._get(key)
        if isinstance(raw, QByteArray) and not raw.isEmpty():
            return raw
        if isinstance(raw, bytes | bytearray) and raw:
            return QByteArray(bytes(raw))
        return None

    # ------------------------------------------------------------- window
    @property
    def geometry(self) -> QByteArray | None:
        """The main window's ``saveGeometry()``."""
        return self._bytes(K_GEOMETRY)

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._set(K_GEOMETRY, value)

    @property
    def window_state(self) -> QByteArray | None:
        """The main window's ``saveState()`` (tool bars, docks)."""
        return self._bytes(K_STATE)

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._set(K_STATE, value)

    @property
    def analysis_geometry(self) -> QByteArray | None:
        return self._bytes(K_ANALYSIS_GEOMETRY)

    @analysis_geometry.setter
    def analysis_geometry(self, value: QByteArray) -> None:
        self._set(K_ANALYSIS_GEOMETRY, value)

    # --------------------------------------------------------------- play
    @property
    def pace_ms(self) -> int:
        """How long a bot's move stays on screen before the next one (ms)."""
        return self._int(K_PACE, DEFAULT_PACE_MS, 0, MAX_PACE_MS)

    @pace_ms.setter
    def pace_ms(self, value: int) -> None:
        self._set(K_PACE, int(value))

    @property
    def animation(self) -> str:
        """``off``, ``fast`` or ``normal``."""
        raw = self._get(K_ANIMATION)
        return raw if isinstance(raw, str) and raw in ANIMATION_SPEEDS else DEFAULT_ANIMATION

    @animation.setter
    def animation(self, value: str) -> None:
        if value not in ANIMATION_SPEEDS:
            raise ValueError(f"animation speed must be one of {', '.join(ANIMATION_SPEEDS)}")
        self._set(K_ANIMATION, value)

    @property
    def last_table(self) -> list[Seat] | None:
        """The seats of the last new game (names, human or bot, bot levels), or None.

        Stored as JSON, one ``{"name", "kind", "bot"}`` object a seat; every seat
        read back names a bot level (``DEFAULT_BOT`` when the stored one is missing)."""
        raw = self._text(K_TABLE, MAX_TABLE_CHARS)
        try:
            data = json.loads(raw) if raw is not None else None
            if not isinstance(data, list) or not 1 <= len(data) <= MAX_SEATS:
                return None
            seats = [Seat(str(d["name"]), str(d.get("kind", SEAT_KINDS[0])), str(d.get("bot") or DEFAULT_BOT))
                     for d in data]
        except (ValueError, TypeError, KeyError, RecursionError):  # RecursionError: nested too deeply
            _tell_once(f"the remembered table in {self._where()} could not be read; ignoring it")
            return None
        if any(s.kind not in SEAT_KINDS or not s.name for s in seats):
            return None
        return seats

    @last_table.setter
    def last_table(self, seats: list[Seat]) -> None:
        """Remembers the seats' names, kinds and bot levels (not their per-game settings)."""
        self._set(K_TABLE, json.dumps([{"name": s.name, "kind": s.kind, "bot": s.bot or DEFAULT_BOT} for s in seats]))

    # -------------------------------------------------------------- files
    @property
    def last_folder(self) -> Path | None:
        """The folder of the last game saved or opened, if it still exists."""
        raw = self._text(K_FOLDER, MAX_TEXT_CHARS)
        return Path(raw) if raw and _is(Path.is_dir, raw) else None

    @last_folder.setter
    def last_folder(self, folder: Path | str) -> None:
        self._set(K_FOLDER, str(folder))

    @property
    def current_file(self) -> Path | None:
        """The file the game in progress was last saved to or opened from (so a
        resumed autosave still knows it); None for a game never saved."""
        raw = self._text(K_CURRENT_FILE, MAX_TEXT_CHARS)
        return Path(raw) if raw and _is(Path.is_file, raw) else None

    @current_file.setter
    def current_file(self, path: Path | str | None) -> None:
        self._set(K_CURRENT_FILE, str(path) if path is not None else "")

    def save_folder(self) -> Path:
        """Where the Save/Open dialogs start: the last folder used, else Documents."""
        return self.last_folder or documents_dir()

    # ----------------------------------------------------------- language
    @property
    def language(self) -> str:
        """A language code such as ``en`` or ``fr``; empty: follow the system."""
        return self._text(K_LANGUAGE, MAX_LANGUAGE_CHARS) or ""

    @language.setter
    def language(self, code: str) -> None:
        self._set(K_LANGUAGE, code)

    # ------------------------------------------------------------ network
    @property
    def network_name(self) -> str:
        """The name last given at a network table."""
        raw = self._get(K_NET_NAME)
        return raw if isinstance(raw, str) else ""

    @network_name.setter
    def network_name(self, name: str) -> None:
        self._set(K_NET_NAME, name)

    @property
    def network_seat(self) -> dict[str, Any] | None:
        """The network table this app sits at, to rejoin after a restart: ``invite``,
        ``token``, ``name`` and ``port`` (the port of a server this app hosted, else 0)."""
        raw = self._get(K_NET_SEAT)
        try:
            value = json.loads(raw) if isinstance(raw, str) and raw else None
        except ValueError:
            return None
        if not isinstance(value, dict) or not all(isinstance(value.get(k), str) for k in ("invite", "token")):
            return None
        return value

    @network_seat.setter
    def network_seat(self, value: dict[str, Any] | None) -> None:
        self._set(K_NET_SEAT, json.dumps(value) if value else "")

    # -------------------------------------------------------------- flags
    def flag(self, name: str, default: bool = False) -> bool:
        """A named on/off setting (e.g. a hint shown once)."""
        raw = self._get(FLAG_PREFIX + name)
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str):
            return raw.lower() in ("true", "1", "yes")
        return default

    def set_flag(self, name: str, value: bool) -> None:
        self._set(FLAG_PREFIX + name, bool(value))
