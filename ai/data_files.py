"""Reading the small JSON data files the bots ship with (the solo weights,
the multiplayer value model): a size-capped UTF-8 read that raises the
caller's error type.  They are written as saves are (``core.write_atomic``)."""

from __future__ import annotations

import json
import math
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

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


def parse_header(text: str, where: str, kind: str, fmt: str, version: int, error: type[ValueError]) -> dict[str, Any]:
    """The JSON object in ``text`` once its ``format`` is ``fmt`` and its
    ``version`` is ``version``; ``error`` naming ``where`` (a ``kind`` file
    is what was expected) otherwise."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise error(f"{where}: not valid JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise error(f"{where}: not a {kind} file (format {fmt!r} expected)")
    if data.get("version") != version:
        raise error(f"{where}: version {data.get('version')!r}, this program reads {version}")
    return data


def finite_numbers(row: object, count: int) -> tuple[float, ...] | None:
    """``row`` as ``count`` floats when it is a list of that many finite
    numbers (not booleans), else None."""
    if (
        not isinstance(row, list)
        or len(row) != count
        or not all(isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) for x in row)
    ):
        return None
    return tuple(float(x) for x in row)

