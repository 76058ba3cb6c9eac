"""Writing a file so that it is never half written: a temp file in the same
folder, flushed and synced, then renamed over the old one (docs/savefile.md,
"Safety").  The temp files a killed save leaves are removed later."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from .save_errors import cannot_save, check_path
from .saveframe import EXTENSION

STALE_TEMP_SECONDS = 60.0  # a temp file this old is left by a killed save (a live one lives milliseconds)


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file, fsync, rename), as saves
    are: for the app's other small files (the recent files list)."""
    target = check_path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise cannot_save(str(target), exc) from None
    atomic_write(target, data)


def atomic_write(target: Path, data: bytes, before_replace: Callable[[], None] | None = None) -> None:
    """Temp file in the same folder, flush, fsync, os.replace, fsync the folder."""
    name = str(target)
    directory = target.parent
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise cannot_save(name, exc) from None
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
            raise cannot_save(name, exc) from None
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
