"""Where the app's logs go: a rotating ``mor.log`` in the data folder's ``logs/``
(``core.data_dir()``), also on stderr when stderr is a terminal, and
``crash.log`` beside it for native crashes (``faulthandler``).

No Qt here: ``mor_qt/applog.py`` adds the exception dialog; tools without a
window can use ``setup_logging`` as it is.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path
from typing import IO, Any

from .datafolder import data_dir

LOG_FOLDER = "logs"
LOG_NAME = "mor.log"
CRASH_LOG_NAME = "crash.log"
LOG_MAX_BYTES = 1_000_000  # a file rolls over at about 1 MB …
LOG_BACKUPS = 3  # … and the 3 previous ones are kept (mor.log.1 … mor.log.3)
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(process)d]: %(message)s"
STDERR_FORMAT = "mor: %(levelname)s %(name)s: %(message)s"
_MARK = "_mor_handler"  # set on the handlers this module installs, to replace them on a second call

_crash_file: IO[str] | None = None


def log_dir() -> Path:
    """The folder of the app's logs (not created here)."""
    return data_dir() / LOG_FOLDER


def log_path() -> Path:
    return log_dir() / LOG_NAME


def crash_log_path() -> Path:
    return log_dir() / CRASH_LOG_NAME


def is_terminal(stream: Any) -> bool:
    """True when ``stream`` is an interactive terminal (not a pipe, a file, or None in a windowed program)."""
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def setup_logging(
    folder: Path | None = None,
    to_stderr: bool | None = None,
    level: int = logging.INFO,
    max_bytes: int = LOG_MAX_BYTES,
    backups: int = LOG_BACKUPS,
) -> Path | None:
    """Send the root logger to a rotating file in ``folder`` (default ``log_dir()``), and to
    stderr when ``to_stderr`` (default: when stderr is a terminal).  Calling it again replaces
    the handlers it installed.  Returns the log file, or None when the folder cannot be written
    (then only stderr logs, and one warning there says why)."""
    stop_logging()
    root = logging.getLogger()
    root.setLevel(level)
    if to_stderr is None:
        to_stderr = is_terminal(sys.stderr)
    folder = log_dir() if folder is None else folder
    path: Path | None = None
    problem = ""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _refuse_unless_a_file(folder / LOG_NAME)
        file_handler: logging.Handler = logging.handlers.RotatingFileHandler(
            folder / LOG_NAME, maxBytes=max_bytes, backupCount=backups, encoding="utf-8"
        )
        file_handler.setFormatter(logging.Formatter(LOG_FORMAT))
        setattr(file_handler, _MARK, True)
        root.addHandler(file_handler)
        path = folder / LOG_NAME
    except OSError as exc:
        problem = f"cannot write the log in {folder}: {exc.strerror or exc}"
    if (to_stderr or path is None) and sys.stderr is not None:
        stream_handler = logging.StreamHandler(sys.stderr)
        stream_handler.setFormatter(logging.Formatter(STDERR_FORMAT))
        setattr(stream_handler, _MARK, True)
        root.addHandler(stream_handler)
    if problem:
        logging.getLogger("mor").warning("%s", problem)
    return path


def _refuse_unless_a_file(path: Path) -> None:
    """OSError when ``path`` exists but is not a regular file: opening a named pipe
    to append to it would block the start until something reads it."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise OSError(f"{path} is not a regular file (a folder, a named pipe or a device)")


def stop_logging() -> None:
    """Remove and close the handlers ``setup_logging`` installed (at exit, and in tests)."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, _MARK, False)]:
        root.removeHandler(handler)
        handler.close()


def enable_crash_log(folder: Path | None = None) -> Path | None:
    """Let ``faulthandler`` write the Python stacks of a native crash (segfault, abort)
    to ``crash.log`` in ``folder`` (default ``log_dir()``).  None when it cannot be opened."""
    global _crash_file
    folder = log_dir() if folder is None else folder
    path = folder / CRASH_LOG_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _refuse_unless_a_file(path)
        crash_file = open(path, "a", encoding="utf-8")  # noqa: SIM115 (kept open for faulthandler)
    except OSError as exc:
        logging.getLogger("mor").warning("cannot open the crash log %s: %s", path, exc.strerror or exc)
        return None
    faulthandler.enable(file=crash_file, all_threads=True)
    if _crash_file is not None and _crash_file is not crash_file:
        _crash_file.close()
    _crash_file = crash_file
    return path


def disable_crash_log() -> None:
    """Stop writing native crashes to the crash log (tests)."""
    global _crash_file
    faulthandler.disable()
    if _crash_file is not None:
        _crash_file.close()
        _crash_file = None
