"""Which autosave belongs to this process (docs/savefile.md, "Autosave ownership").

Two copies of the app on one data folder must never lose each other's game:
one must not remove, rotate or offer to resume the autosave the other is
still writing.  Two guards, both in this process's memory and the operating
system's, never in the save files:

- **The folder claim.** The process that autosaves in a folder holds an
  exclusive operating-system lock on it (``flock`` on the folder itself on
  Linux and macOS; a byte lock on ``autosave.lock`` in it on Windows) until it
  clears its autosave or ends.  The system drops the lock when the process
  dies, however it dies, so an autosave left by a crashed or killed copy is
  free to be resumed, while one of a live copy is not: ``claim`` says which.
- **The known contents.** The SHA-256 of every autosave this process wrote,
  rotated into the backup or loaded to resume: ``clear_autosave`` removes a
  file only when it still holds one of them (a copy of the app that does not
  take the claim, an older release, may have written it since).

A lock that cannot be taken for a reason other than another holder (a folder
that does not exist yet, a file system without locks) is no claim by anybody:
``claim`` answers True and the autosave works as it always did.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import sys
import threading
from collections import deque
from pathlib import Path

__all__ = ["claim", "holds_known", "release", "remember"]

LOCK_NAME = "autosave.lock"  # Windows only: a folder cannot be locked there
KNOWN_PER_FOLDER = 4  # the autosave and its backup, with room for the one being rotated
# flock's "held by another" on Linux and macOS; msvcrt.locking's on Windows (EDEADLOCK there)
_HELD_ELSEWHERE = frozenset({errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK})

_lock = threading.Lock()  # the writer thread and the GUI thread both call in
_claims: dict[str, int] = {}  # folder -> the open descriptor that holds its lock
_known: dict[str, deque[bytes]] = {}  # folder -> digests of contents this process owns


def _key(folder: Path) -> str:
    return os.path.normcase(os.path.abspath(folder))


def _digest(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def _open_and_lock(folder: Path) -> int | None:
    """A descriptor holding the folder's lock; None when another process holds it.
    OSError when the lock cannot be taken for another reason."""
    if sys.platform.startswith("win"):
        import msvcrt

        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            os.close(fd)
            if exc.errno in _HELD_ELSEWHERE:
                return None
            raise
        return fd
    import fcntl

    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        os.close(fd)
        if exc.errno in _HELD_ELSEWHERE:
            return None
        raise
    return fd


def _gone(fd: int) -> bool:
    """The folder a held descriptor locks was removed (a test's temporary folder)."""
    try:
        return os.fstat(fd).st_nlink == 0
    except OSError:
        return True


def claim(folder: Path) -> bool:
    """Make this process the owner of the autosave in ``folder``; False when
    another live process owns it.  Taken once, kept until ``release``."""
    key = _key(folder)
    with _lock:
        for other, held in list(_claims.items()):  # let go of folders that no longer exist
            if other != key and _gone(held):
                os.close(held)
                del _claims[other]
        if key in _claims:
            return True
        try:
            fd = _open_and_lock(folder)
        except OSError:  # no folder yet, or no locks on this file system: nobody else holds it either
            return True
        if fd is None:
            return False
        _claims[key] = fd
        return True


def release(folder: Path) -> None:
    """Give up the claim on ``folder`` (its autosave was cleared) and forget its contents."""
    key = _key(folder)
    with _lock:
        fd = _claims.pop(key, None)
        _known.pop(key, None)
    if fd is not None:
        with contextlib.suppress(OSError):
            os.close(fd)


def remember(folder: Path, data: bytes) -> None:
    """``data`` is an autosave this process owns in ``folder`` (it wrote, rotated or resumed it)."""
    key = _key(folder)
    with _lock:
        _known.setdefault(key, deque(maxlen=KNOWN_PER_FOLDER)).append(_digest(data))


def holds_known(folder: Path, data: bytes) -> bool:
    """``data`` is one of the autosaves this process owns in ``folder``."""
    with _lock:
        return _digest(data) in _known.get(_key(folder), ())
