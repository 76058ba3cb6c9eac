"""The ``.mor`` file's frame (docs/savefile.md, "Layout"): the signature, the
header with its checksum, the body with its digest, and the bounds on what
is read.  ``savefile`` puts a game in the body and takes it out; this module
checks that a file is a whole save of a version this app reads, without
looking at the game."""

from __future__ import annotations

import hashlib
import os
import stat
import struct
import zlib
from pathlib import Path
from typing import Any, Protocol

import msgpack

from ..plaindata import MAX_DEPTH as PLAIN_MAX_DEPTH
from ..version import APP_VERSION
from ..words.messages import QT_TRANSLATE_NOOP, Message, Param
from .save_errors import SaveFileError, check_path, error_text, path_text, short_repr, system_reason
from .savefile_migrate import OLDEST

MAGIC = b"\x89MOR\r\n\x1a\n"  # like PNG's: catches text-mode transfers and foreign files
FORMAT_NAME = "mor-save"
FORMAT_VERSION = 1
EXTENSION = ".mor"

# Bounds on what is read (and written): a hostile file cannot make us allocate more.
# A real 100,000-decision save is ~0.8 MB: 2 MB is generous, and with MAX_CONTAINERS
# it keeps any file's decoding under a second and 100 MB (mor-arena bench saves).
MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_HEADER_BYTES = 64 * 1024
MAX_DECISIONS = 100_000
MAX_ARRAY_LEN = MAX_DECISIONS + 1
MAX_MAP_LEN = 65_536
MAX_DEPTH = PLAIN_MAX_DEPTH  # nesting of seat settings, annotations and positions
MAX_CONTAINERS = 250_000  # lists and maps in one decoded value (a real save has a few per annotation)

_U32 = struct.Struct(">I")
# O_NONBLOCK: opening a named pipe returns at once (POSIX); nothing changes for a regular file.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
MSGPACK_INT_MIN, MSGPACK_INT_MAX = -(1 << 63), (1 << 64) - 1  # the whole numbers msgpack can hold


def unpack_bounded(data: bytes, what: str) -> Any:
    """One msgpack object with bounded sizes, no ext types, text keys only."""

    def no_ext(code: int, _data: bytes) -> Any:
        raise ValueError(f"msgpack extension type {code} is not allowed")

    containers = 0

    def counted(value: Any) -> Any:
        # Called for every list and map as it is built: stop early, before memory grows.
        nonlocal containers
        containers += 1
        if containers > MAX_CONTAINERS:
            raise ValueError(f"the {what} holds more than {MAX_CONTAINERS} lists and maps")
        return value

    unpacker = msgpack.Unpacker(
        None,
        raw=False,
        use_list=True,
        strict_map_key=True,
        ext_hook=no_ext,
        list_hook=counted,
        object_hook=counted,
        max_buffer_size=max(1, len(data)),
        max_array_len=MAX_ARRAY_LEN,
        max_map_len=MAX_MAP_LEN,
    )
    unpacker.feed(data)
    try:
        obj = unpacker.unpack()
    except msgpack.OutOfData:
        raise ValueError(f"the {what} ends in the middle of a value") from None
    if unpacker.tell() != len(data):
        raise ValueError(f"the {what} has {len(data) - unpacker.tell()} stray bytes after it")
    return obj


def pack(obj: Any) -> bytes:
    packed: bytes = msgpack.packb(obj, use_bin_type=True, strict_types=False)
    return packed


def frame(header: dict[str, Any], body_bytes: bytes) -> bytes:
    """Magic, header length, header, header CRC-32, body (docs/savefile.md, "Layout")."""
    head = pack(header)
    return b"".join((MAGIC, _U32.pack(len(head)), head, _U32.pack(zlib.crc32(head)), body_bytes))


def read_bytes(path: Any) -> tuple[Path, bytes]:
    target = check_path(path)
    name = path_text(path)
    try:
        # Opened without blocking and checked on what was opened: a folder, a named
        # pipe or a device put in the file's place never hangs the app.
        fd = os.open(target, _READ_FLAGS)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "cannot read {name}: it is not a file"),
                                            name=name), name)
            if info.st_size > MAX_FILE_BYTES:
                raise SaveFileError(Message(QT_TRANSLATE_NOOP(
                    "core", "{name} is not a save: it has {size} bytes, more than the {most} a save may have"),
                    name=name, size=info.st_size, most=MAX_FILE_BYTES), name)
            with os.fdopen(fd, "rb", closefd=False) as f:
                data = f.read(MAX_FILE_BYTES + 1)
        finally:
            os.close(fd)
    except (OSError, ValueError) as exc:
        unreadable = isinstance(exc, OSError) and not isinstance(exc, FileNotFoundError | IsADirectoryError)
        why = system_reason(exc) if isinstance(exc, OSError) else str(exc)
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "cannot read {name}: {why}"), name=name, why=why),
                            name, unreadable=unreadable) from None
    if len(data) > MAX_FILE_BYTES:
        raise SaveFileError(Message(QT_TRANSLATE_NOOP("core", "{name} is not a save: it has more than the {most} "
                                                      "bytes a save may have"), name=name, most=MAX_FILE_BYTES), name)
    return target, data


def _foreign(data: bytes) -> Message:
    """What a file that is not a save looks like."""
    head = data[:16]
    if head.startswith(b"\x89PNG"):
        return Message(QT_TRANSLATE_NOOP("core", "it is a PNG image"))
    if head.startswith((b"PK\x03\x04", b"\x1f\x8b", b"7z\xbc\xaf")):
        return Message(QT_TRANSLATE_NOOP("core", "it is a compressed archive"))
    if head.startswith((b"%PDF", b"\xff\xd8\xff", b"GIF8")):
        return Message(QT_TRANSLATE_NOOP("core", "it is a document or image"))
    stripped = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if stripped[:1] in (b"{", b"["):
        return Message(QT_TRANSLATE_NOOP("core", "it looks like a JSON file"))
    try:
        data[:4096].decode("utf-8")
    except UnicodeDecodeError:
        return Message(QT_TRANSLATE_NOOP("core", "its first bytes are not those of a save"))
    return Message(QT_TRANSLATE_NOOP("core", "it is a text file"))


def parse_frame(data: bytes, name: str) -> tuple[dict[str, Any], bytes]:
    """Check magic, lengths, checksums and the version; the header and body bytes."""

    def err(template: str, /, **params: Param) -> SaveFileError:
        return SaveFileError(Message(template, name=name, **params), name)

    head, pos = _frame_header_bytes(data, err)
    try:
        header = unpack_bounded(head, "header")
    except Exception as exc:  # the checksum matched, so this is a foreign or badly written file
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: the header is unreadable ({why})"),
                  why=error_text(exc)) from None
    if not isinstance(header, dict):
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: the header is not a map"))
    _check_frame_version(header, err)
    return header, _frame_body(data, pos, header, err)


class FrameError(Protocol):
    """The error that names the file, from a template of what is wrong with it and its values."""

    def __call__(self, template: str, /, **params: Param) -> SaveFileError: ...


def _frame_header_bytes(data: bytes, err: FrameError) -> tuple[bytes, int]:
    """The signature, the header's length and checksum: the header's bytes and where the body starts."""
    if not data:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is empty: it is not a save (or it was never written)"))
    if not data.startswith(MAGIC):
        if MAGIC.startswith(data):
            raise err(QT_TRANSLATE_NOOP(
                "core", "{name} is cut short: it ends after {size} bytes, inside the signature"), size=len(data))
        raise err(QT_TRANSLATE_NOOP("core", "{name} is not a save of Masters of Renaissance: {why}"),
                  why=_foreign(data))
    pos = len(MAGIC)
    if len(data) < pos + 4:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is cut short: it ends after {size} bytes, before the header"),
                  size=len(data))
    (head_len,) = _U32.unpack_from(data, pos)
    pos += 4
    if head_len > MAX_HEADER_BYTES:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: its header claims {size} bytes (at most {most})"),
                  size=head_len, most=MAX_HEADER_BYTES)
    if len(data) < pos + head_len + 4:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is cut short: it ends after {size} bytes, inside the header"),
                  size=len(data))
    head = data[pos : pos + head_len]
    pos += head_len
    (crc,) = _U32.unpack_from(data, pos)
    pos += 4
    if zlib.crc32(head) != crc:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: the header's checksum does not match"))
    return head, pos


def _check_frame_version(header: dict[str, Any], err: FrameError) -> None:
    """The header names this format, in a version this app reads."""
    if header.get("format") != FORMAT_NAME:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is not a save of Masters of Renaissance: its format is {format}"),
                  format=short_repr(header.get("format")))
    version = header.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: the format version {version} is not a number"),
                  version=short_repr(version))
    if version > FORMAT_VERSION:
        app = header.get("app")
        app_text = f" (app {app})" if isinstance(app, str) and len(app) < 40 else ""
        raise err(QT_TRANSLATE_NOOP("core", "{name} is from a newer version of the game: save format version "
                                            "{version}{app}; this app ({ours}) reads versions up to {newest}. "
                                            "Update the app to open it."),
                  version=version, app=app_text, ours=APP_VERSION, newest=FORMAT_VERSION)
    if version < OLDEST:
        raise err(QT_TRANSLATE_NOOP("core", "{name} has save format version {version}, which no release ever wrote"),
                  version=version)


def _frame_body(data: bytes, pos: int, header: dict[str, Any], err: FrameError) -> bytes:
    """The body's bytes from ``pos``, of the size and checksum the header gives."""
    size = header.get("body_size")
    digest = header.get("body_sha256")
    if isinstance(size, bool) or not isinstance(size, int) or not 0 <= size <= MAX_FILE_BYTES:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: the header gives no valid body size ({size})"),
                  size=short_repr(size))
    if not isinstance(digest, bytes) or len(digest) != 32:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: the header has no valid body checksum"))
    body = data[pos:]
    if len(body) < size:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is cut short: it ends after {size} bytes, the save has {whole}"),
                  size=len(data), whole=pos + size)
    if len(body) > size:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: {stray} stray bytes follow the end of the save"),
                  stray=len(body) - size)
    if hashlib.sha256(body).digest() != digest:
        raise err(QT_TRANSLATE_NOOP("core", "{name} is damaged: the game data does not match its checksum"))
    return body


def read_header(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The header of a save (format, version, app, created, rules, players, decisions)
    after the framing and checksum checks, without replaying the game."""
    _target, data = read_bytes(path)
    header, _body = parse_frame(data, path_text(path))
    return {k: v for k, v in header.items() if k != "body_sha256"}
