"""Reading the small JSON data files the bots ship with (the solo weights,
the multiplayer value model): a size-capped UTF-8 read that raises the
caller's error type.  They are written as saves are (``core.write_atomic``)."""

from __future__ import annotations

from importlib.resources.abc import Traversable
from pathlib import Path

# the largest data file read (the shipped ones are a few KB)
MAX_BYTES = 1 << 20


def read_text(source: Path | Traversable, where: str, error: type[ValueError]) -> str:
    """The text of ``source``; ``error`` (a message naming ``where``) when it
    cannot be read, is too large or is not UTF-8."""
    try:
        raw = source.read_bytes()
    except OSError as exc:
        raise error(f"{where} cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_BYTES:
        raise error(f"{where}: {len(raw)} bytes, more than a data file can hold")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise error(f"{where}: not UTF-8 text") from None
