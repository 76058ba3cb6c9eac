"""What goes wrong with a file, said for the user: ``SaveFileError`` and the
helpers that put a file's name and a bad value into its message
(docs/savefile.md).  Every module of ``core.files`` that reads or writes a
save raises this error and no other."""

from __future__ import annotations

import errno
import os
import reprlib
from pathlib import Path
from typing import Any

import msgpack

from ..words.messages import QT_TRANSLATE_NOOP, Message

_REPR = reprlib.Repr()  # Python 3.11 takes no keyword arguments here
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother = 2, 60, 60
_REPR.maxlist = _REPR.maxdict = _REPR.maxtuple = _REPR.maxset = 4
WHY_MAX_CHARS = 300  # an error's own text quoted at most this long


class SaveFileError(Exception):
    """A save could not be read or written; the message says which file and why.

    ``unreadable``: the file is there but the system would not let it be read
    (permissions, a disk error) — its content may be intact."""

    def __init__(self, message: str, path: str | None = None, unreadable: bool = False) -> None:
        super().__init__(message)
        self.path = path
        self.unreadable = unreadable

    @property
    def message(self) -> str:
        """What is wrong: a ``Message`` (English, and translatable by the app) where the
        file's user may meet it, else plain English (a program's mistake)."""
        text = self.args[0] if self.args else ""
        return text if isinstance(text, str) else str(text)


# why the system refused a file, in words the app can translate (the system's own text,
# ``strerror``, is English whatever the app's language); other errors keep the system's text
_SYSTEM_REASONS: dict[int, str] = {
    errno.EACCES: QT_TRANSLATE_NOOP("core", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("core", "permission denied"),
    errno.ENOENT: QT_TRANSLATE_NOOP("core", "there is no such file or folder"),
    errno.EISDIR: QT_TRANSLATE_NOOP("core", "it is a folder"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("core", "a part of its path is not a folder"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("core", "the disk is full"),
    errno.EROFS: QT_TRANSLATE_NOOP("core", "the disk is read-only"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("core", "its name is too long"),
    errno.EIO: QT_TRANSLATE_NOOP("core", "the disk could not be read or written"),
}
if hasattr(errno, "EDQUOT"):  # not on Windows
    _SYSTEM_REASONS[errno.EDQUOT] = QT_TRANSLATE_NOOP("core", "the disk quota is used up")


def system_reason(exc: OSError) -> str:
    """Why the system refused: a ``Message`` for the usual reasons, else the system's text."""
    template = _SYSTEM_REASONS.get(exc.errno) if exc.errno is not None else None
    return Message(template) if template is not None else str(exc.strerror or exc)


def cannot_save(name: str, exc: OSError, unreadable: bool = False) -> SaveFileError:
    """The system refused to write ``name`` (the disk is full, no permission…)."""
    return SaveFileError(Message(QT_TRANSLATE_NOOP("core", "cannot save {name}: {why}"), name=name,
                                 why=system_reason(exc)), name, unreadable)


def short_repr(value: Any) -> str:
    """A short repr of data read from a file: bounded in length and depth (never recursion errors)."""
    try:
        return _REPR.repr(value)
    except Exception:
        return f"<a {type(value).__name__}>"


def path_text(path: Any) -> str:
    """A path as text for a message, whatever was passed as one."""
    try:
        return os.fsdecode(path)
    except TypeError:
        return repr(path)


def check_path(path: Any) -> Path:
    """``path`` as a Path, or a SaveFileError when it cannot name a file."""
    if not isinstance(path, str | bytes | os.PathLike) or (isinstance(path, str | bytes) and not path):
        raise SaveFileError(f"not a file path: {short_repr(path)}")
    try:
        text = os.fsdecode(path)
        os.fsencode(text)  # a lone surrogate cannot name a file
    except (TypeError, ValueError) as exc:  # UnicodeError is a ValueError
        raise SaveFileError(f"not a file path: {short_repr(path)} ({error_text(exc)})") from None
    if "\x00" in text:
        raise SaveFileError(f"not a file path: {short_repr(path)} (it contains a NUL character)")
    return Path(text)


def error_text(exc: BaseException) -> str:
    """What an exception says, for a message: bounded, nesting errors named plainly."""
    if isinstance(exc, msgpack.StackError | RecursionError):
        return "values nested too deeply"
    text = str(exc) or type(exc).__name__
    return text if len(text) <= WHY_MAX_CHARS else text[:WHY_MAX_CHARS] + "…"
