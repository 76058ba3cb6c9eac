"""The app's own small files (the recent files list, the settings file), read so
that no file can stop the app from starting: only a regular file is read, up
to a bound, and it is opened without blocking, so a named pipe, a device or a
folder put in its place is refused at once instead of hanging the start."""

from __future__ import annotations

import os
import stat
from pathlib import Path

# O_NONBLOCK: opening a named pipe for reading returns at once (POSIX); it changes
# nothing for a regular file.  Windows has neither pipes in folders nor the flag.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
NOT_A_FILE = "it is not a regular file (a folder, a named pipe or a device)"


class UnusableFileError(OSError):
    """The file exists but is not one the app reads: not a regular file, or too large."""


def too_large(size: int, limit: int) -> str:
    """Why a file of ``size`` bytes is refused."""
    return f"it has {size} bytes, more than the {limit} it may have"


def file_problem(path: Path, limit: int) -> str | None:
    """Why ``path`` cannot be read as one of the app's small files: not a regular
    file, or more than ``limit`` bytes.  None when it can, or does not exist
    (nothing is opened: a named pipe stays untouched)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"it cannot be examined ({exc.strerror or exc})"
    if not stat.S_ISREG(info.st_mode):
        return NOT_A_FILE
    if info.st_size > limit:
        return too_large(info.st_size, limit)
    return None


def read_small_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes.

    Never blocks on a named pipe or a device.  Raises FileNotFoundError when
    there is no such file, UnusableFileError when it is not a regular file or
    is larger than ``limit``, another OSError when it cannot be read."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)  # the file opened, not whatever the path names by now
        if not stat.S_ISREG(info.st_mode):
            raise UnusableFileError(NOT_A_FILE)
        if info.st_size > limit:
            raise UnusableFileError(too_large(info.st_size, limit))
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:  # it grew while being read
        raise UnusableFileError(f"it has more than the {limit} bytes it may have")
    return data
