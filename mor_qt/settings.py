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
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

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
FLAG_PREFIX = "flags/"


@dataclass(frozen=True)
class SeatSetting:
    """One seat of the last table: its name, human or bot, and the bot level."""

    name: str
    kind: str = "human"  # "human" | "bot"
    bot: str = "mcts:medium"


def settings_file() -> Path | None:
    """The INI file used when ``MOR_SETTINGS_DIR`` is set, else None (the user's settings)."""
    folder = os.environ.get(SETTINGS_DIR_ENV)
    return Path(folder) / FILE_NAME if folder else None


def _open() -> QSettings:
    path = settings_file()
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)


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
        self._q = _open()

    # ------------------------------------------------------------ plumbing
    def _get(self, key: str) -> Any:
        return self._q.value(key)

    def _set(self, key: str, value: Any) -> None:
        self._q.setValue(key, value)
        self._q.sync()
        if self._q.status() != QSettings.Status.NoError:
            log.warning("settings could not be written to %s", self._q.fileName())

    def file_name(self) -> str:
        return str(self._q.fileName())

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
    def last_table(self) -> list[SeatSetting] | None:
        """The seats of the last new game (names, human or bot, bot levels), or None."""
        raw = self._get(K_TABLE)
        try:
            data = json.loads(raw) if isinstance(raw, str) else None
            if not isinstance(data, list) or not 1 <= len(data) <= MAX_SEATS:
                return None
            seats = [SeatSetting(str(d["name"]), str(d.get("kind", "human")), str(d.get("bot", "mcts:medium")))
                     for d in data]
        except (ValueError, TypeError, KeyError):
            log.warning("the remembered table could not be read; ignoring it")
            return None
        if any(s.kind not in ("human", "bot") or not s.name for s in seats):
            return None
        return seats

    @last_table.setter
    def last_table(self, seats: list[SeatSetting]) -> None:
        self._set(K_TABLE, json.dumps([{"name": s.name, "kind": s.kind, "bot": s.bot} for s in seats]))

    # -------------------------------------------------------------- files
    @property
    def last_folder(self) -> Path | None:
        """The folder of the last game saved or opened, if it still exists."""
        raw = self._get(K_FOLDER)
        if isinstance(raw, str) and raw and Path(raw).is_dir():
            return Path(raw)
        return None

    @last_folder.setter
    def last_folder(self, folder: Path | str) -> None:
        self._set(K_FOLDER, str(folder))

    @property
    def current_file(self) -> Path | None:
        """The file the game in progress was last saved to or opened from (so a
        resumed autosave still knows it); None for a game never saved."""
        raw = self._get(K_CURRENT_FILE)
        return Path(raw) if isinstance(raw, str) and raw and Path(raw).is_file() else None

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
        raw = self._get(K_LANGUAGE)
        return raw if isinstance(raw, str) else ""

    @language.setter
    def language(self, code: str) -> None:
        self._set(K_LANGUAGE, code)

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
