"""The recent files list (``recent.json`` in the data folder): read so that no
content can stop the app from starting (a number, null, deep nesting, a huge
file, a named pipe or a folder in its place: an empty list, and a line in the
log), written atomically like a save."""

from __future__ import annotations

import json
import logging
from pathlib import Path

from core import SaveFileError, write_atomic

from .small_files import read_small_file

MAX_RECENT = 8
MAX_RECENT_BYTES = 64 * 1024  # eight paths need a few hundred bytes
MAX_PATH_CHARS = 4096

log = logging.getLogger(__name__)


def read_recent(path: Path) -> list[str]:
    """The recent file paths stored in ``path``, newest first; [] for anything unusable."""
    try:
        raw = read_small_file(path, MAX_RECENT_BYTES)  # never blocks on a named pipe
        data = json.loads(raw.decode("utf-8"))
    except FileNotFoundError:
        return []
    except OSError as exc:  # UnusableFileError says why: not a regular file, too large
        log.warning("the recent files list %s is unreadable, ignored: %s", path, exc.strerror or exc)
        return []
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        log.warning("the recent files list %s is unreadable, ignored: %s", path, type(exc).__name__)
        return []
    if not isinstance(data, list):
        return []
    paths = [x for x in data if isinstance(x, str) and 0 < len(x) <= MAX_PATH_CHARS and "\x00" not in x]
    return paths[:MAX_RECENT]


def write_recent(path: Path, items: list[str]) -> None:
    """Store ``items`` (newest first) atomically; a failure is logged, never raised."""
    try:
        write_atomic(path, json.dumps(items[:MAX_RECENT]).encode("utf-8"))
    except SaveFileError as exc:
        log.warning("the recent files list could not be written: %s", exc)
