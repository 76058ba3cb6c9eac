"""Autosaves: the game in progress kept in the data folder, never lost
(docs/savefile.md).

- ``autosave(game, seats)`` writes ``autosave.mor`` atomically, the
  previous autosave kept as ``autosave.bak.mor``;
- ``load_autosave()`` reads it back, from the backup when the autosave is
  damaged; an autosave the system will not let us read is kept aside under
  a new name, never overwritten;
- ``clear_autosave()`` removes both once the game is over.

Only the running copy of the app that owns the folder touches them
(``autosave_owner.py``).  Every failure raises ``SaveFileError``.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..game import Game
from ..words.messages import QT_TRANSLATE_NOOP, Message
from . import atomic, savefile, saveframe
from . import autosave_owner as owner
from .datafolder import data_dir
from .save_errors import SaveFileError, cannot_save, check_path, system_reason
from .savefile import SavedGame, Seat, load

__all__ = ["AUTOSAVE_NAME", "BACKUP_NAME", "autosave", "autosave_dir", "clear_autosave", "load_autosave"]

AUTOSAVE_NAME = "autosave.mor"
BACKUP_NAME = "autosave.bak.mor"
# An autosave that could not be read (permissions...) is renamed, never overwritten:
# autosave.unreadable-20261129-045500.mor, beside it.
UNREADABLE_MARK = ".unreadable-"
MAX_ASIDE_TRIES = 100


def autosave_dir() -> Path:
    """Where autosaves live: the data folder (``data_dir()``)."""
    return data_dir()


def _directory(directory: str | os.PathLike[str] | None) -> Path:
    return autosave_dir() if directory is None else check_path(directory)


def autosave(
    game: Game,
    seats: Sequence[Seat | Mapping[str, Any]] | None = None,
    directory: str | os.PathLike[str] | None = None,
) -> Path:
    """Write ``autosave.mor`` atomically, the previous autosave kept as ``autosave.bak.mor``."""
    folder = _directory(directory)
    main = folder / AUTOSAVE_NAME
    backup = folder / BACKUP_NAME
    data = savefile.encode(game, seats, None, str(main))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise cannot_save(str(main), exc) from None
    if not owner.claim(folder):  # another running copy of the app autosaves its game here
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "cannot save {name}: another copy of the game that is "
                                                      "running keeps its autosave in this folder"), name=str(main)),
                            str(main))

    def keep_previous() -> None:
        # A damaged autosave never replaces a good backup; one the system will not
        # let us read may be intact: it is kept aside, never overwritten.  Read,
        # then moved: a file gone in between is nothing to keep, not a failed autosave.
        try:
            _target, previous = saveframe.read_bytes(main)
            saveframe.parse_frame(previous, str(main))
        except SaveFileError as exc:
            if exc.unreadable and os.path.lexists(main):  # gone meanwhile: nothing to keep
                _keep_aside(main, exc)
            return
        try:
            os.replace(main, backup)
        except FileNotFoundError:
            return
        owner.remember(folder, previous)

    atomic.atomic_write(main, data, before_replace=keep_previous)
    owner.remember(folder, data)
    return main


def load_autosave(directory: str | os.PathLike[str] | None = None) -> SavedGame | None:
    """The autosaved game, from the backup if the autosave itself is damaged
    (then ``recovered_from_backup`` says what was wrong with it); None when
    there is no autosave.  Raises SaveFileError when autosave files exist but
    none of them loads."""
    folder = _directory(directory)
    errors: list[SaveFileError] = []
    for path in (folder / AUTOSAVE_NAME, folder / BACKUP_NAME):
        if not os.path.lexists(path):
            continue
        if not owner.claim(folder):  # the live game of another running copy: not ours to resume
            return None
        try:
            saved = load(path)
            owner.remember(folder, saveframe.read_bytes(path)[1])  # resumed or declined, it is ours now
        except SaveFileError as exc:
            # One the system will not let us read may be intact: kept aside under a
            # new name (the next autosave would replace it), and the message says where.
            if exc.unreadable:
                try:
                    exc = _keep_aside(path, exc)
                except SaveFileError as left:
                    exc = left
            errors.append(exc)
            continue
        if errors:
            saved.recovered_from_backup = errors[0].message  # a Message: the app says it in its language
        return saved
    if not errors:
        return None
    if len(errors) == 1:
        raise errors[0]
    raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "the autosave and its backup could not be loaded: {first}; "
                                                  "{second}"), first=errors[0].message, second=errors[1].message),
                        str(folder))


def _aside_name(path: Path) -> Path | None:
    """A free name beside ``path`` for keeping it aside: ``autosave.unreadable-DATE.mor``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem, dot, suffix = path.name.partition(".")  # autosave.bak.mor: autosave, ., bak.mor
    for n in range(MAX_ASIDE_TRIES):
        extra = f"-{n}" if n else ""
        candidate = path.with_name(f"{stem}{UNREADABLE_MARK}{stamp}{extra}{dot}{suffix}")
        if not os.path.lexists(candidate):
            return candidate
    return None


def _keep_aside(path: Path, error: SaveFileError) -> SaveFileError:
    """Rename ``path``, which could not be read (``error``), to a free name beside it,
    so that no autosave overwrites it.  The error to tell: ``error``'s, saying where
    the file now is.  Raises SaveFileError when it cannot be renamed (then nothing
    may replace it either)."""
    aside = _aside_name(path)
    try:
        if aside is None:
            raise FileExistsError(f"no free name beside {path}")
        os.rename(path, aside)
    except OSError as exc:
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "{error}; it may still hold a game and could not be kept "
                                                      "aside ({why}), so it is left as it is"),
                                    error=error.message, why=system_reason(exc)),
                            str(path), unreadable=True) from None
    atomic.fsync_dir(path.parent)
    return SaveFileError(Message(QT_TRANSLATE_NOOP("core", "{error}; the file was kept as {aside} (open it once it "
                                                   "can be read)"), error=error.message, aside=str(aside)),
                         str(aside), unreadable=True)


def clear_autosave(directory: str | os.PathLike[str] | None = None) -> None:
    """Remove the autosave, its backup and any temporary file a crash left behind
    (nothing to do when there are none) — only what this process owns
    (``core/files/autosave_owner.py``): nothing while another running copy of the app
    holds the folder, and neither file unless it still holds a game this
    process wrote, rotated or resumed."""
    folder = _directory(directory)
    if not owner.claim(folder):
        return
    try:
        stale = sorted(folder.glob(f".{AUTOSAVE_NAME}.*.tmp"))
    except OSError:
        stale = []
    for path in (folder / AUTOSAVE_NAME, folder / BACKUP_NAME):
        try:
            _target, data = saveframe.read_bytes(path)
        except SaveFileError:  # none, or unreadable: nothing of ours to remove
            continue
        if owner.holds_known(folder, data):
            stale.append(path)
    for path in stale:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SaveFileError(f"cannot remove {path}: {exc.strerror or exc}", str(path)) from None
    owner.release(folder)
