"""The one folder the app writes to: autosaves, recent files, the library, logs.

Computed in one place, so the app, the bots' tools and the tests agree on it;
``$MOR_DATA_DIR`` (an absolute path) replaces it, which is how the tests keep
away from the user's own folder (tests/conftest.py).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

__all__ = ["APP_DIR_NAME", "DATA_DIR_ENV", "data_dir", "data_dir_for"]

APP_DIR_NAME = "masters-of-renaissance"
DATA_DIR_ENV = "MOR_DATA_DIR"


def data_dir_for(platform: str, environ: Mapping[str, str], home: Path) -> Path:
    """The app's data folder on ``platform`` (``sys.platform``) for ``environ`` and ``home``.

    ``MOR_DATA_DIR`` wins when it is an absolute path (tests, portable installs);
    a relative one is ignored, as the XDG specification does for ``XDG_DATA_HOME``."""
    override = environ.get(DATA_DIR_ENV)
    if override and os.path.isabs(override):
        return Path(override)
    if platform.startswith("win"):
        base = environ.get("APPDATA")
        root = Path(base) if base else home / "AppData" / "Roaming"
    elif platform == "darwin":
        root = home / "Library" / "Application Support"
    else:
        base = environ.get("XDG_DATA_HOME")
        root = Path(base) if base and os.path.isabs(base) else home / ".local" / "share"
    return root / APP_DIR_NAME


def data_dir() -> Path:
    """The one folder the app writes to: autosaves, recent files, logs (not created here).

    ``$MOR_DATA_DIR`` if set to an absolute path, else ``~/.local/share/masters-of-renaissance``
    (``$XDG_DATA_HOME`` honoured) on Linux, ``%APPDATA%`` on Windows, ``~/Library/Application Support`` on macOS."""
    try:
        home = Path.home()
    except (RuntimeError, KeyError):  # no home directory known
        home = Path(tempfile.gettempdir())
    return data_dir_for(sys.platform, os.environ, home)
