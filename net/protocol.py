"""The wire protocol (docs/protocol.md): framing, message names, schemas, error codes.

A frame is a 4-byte big-endian length and one msgpack map whose ``t`` names
the message.  ``decode`` sets every msgpack limit explicitly (buffer, string,
binary, array and map lengths; no ext types; string keys only) and
``check_client_message`` checks a message against its type's schema before
anything reads it.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable
from enum import StrEnum
from typing import Any, NamedTuple

import msgpack

from .limits import DEFAULT_LIMITS
from .tls import FINGERPRINT_PREFIX, parse_fingerprint

PROTOCOL_VERSION = 1
HEADER = struct.Struct(">I")
HEADER_BYTES = HEADER.size
MAX_CLIENT_FRAME = DEFAULT_LIMITS.max_frame_bytes
# what a client accepts from a server: a save (at most 2 MB) and its frame
MAX_SERVER_FRAME = 4 * 1024 * 1024
ROOM_CODE_RE = re.compile(r"[A-Za-z0-9_-]{16,64}")
TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{32,64}")
MAX_ACTION_CHARS = 64  # the longest decision in notation is far shorter
MAX_SEAT_SPEC_CHARS = 32


class ClientType(StrEnum):
    """Messages a client sends."""

    CREATE = "create"
    HELLO = "hello"
    ACT = "act"
    UNDO = "undo"
    SYNC = "sync"
    READY = "ready"
    CHAT = "chat"
    LEAVE = "leave"
    PING = "ping"
    PONG = "pong"
    REMATCH = "rematch"
    STATUS = "status"  # ``mor-server --status``: the server's figures, then the connection closes


class ServerType(StrEnum):
    """Messages the server sends."""

    WELCOME = "welcome"
    SNAPSHOT = "snapshot"
    UPDATE = "update"
    PRESENCE = "presence"
    CHAT = "chat"
    ERROR = "error"
    OVER = "over"
    BYE = "bye"
    PING = "ping"
    PONG = "pong"
    STATUS = "status"


class ErrorCode(StrEnum):
    """``error {code, text}``: what was refused.  Codes in ``CLOSING`` close the connection."""

    BAD_FRAME = "bad_frame"  # not one msgpack map within the limits
    TOO_BIG = "too_big"  # a frame over the size limit
    BAD_MESSAGE = "bad_message"  # a map that fails its type's schema
    UNKNOWN_TYPE = "unknown_type"
    VERSION = "version"  # another protocol version
    HELLO_TIMEOUT = "hello_timeout"
    SILENT = "silent"  # no frame for too long
    RATE_LIMITED = "rate_limited"  # too many acts or chat messages
    TOO_MANY_CONNECTIONS = "too_many_connections"
    SERVER_FULL = "server_full"  # no room for another room
    ROOM_FULL = "room_full"  # no seat and no spectator place left
    NO_ROOM = "no_room"  # no room with that code
    BAD_TOKEN = "bad_token"
    NOT_JOINED = "not_joined"  # the message needs a seat or a room first
    ALREADY_JOINED = "already_joined"
    NOT_STARTED = "not_started"
    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    STALE = "stale"  # ``act`` against another version: a snapshot follows
    ILLEGAL = "illegal"  # not one of the engine's legal decisions
    BAD_SEATS = "bad_seats"  # ``create`` with seats the server cannot seat
    CHAT_TOO_LONG = "chat_too_long"
    TAKEN_OVER = "taken_over"  # another connection rejoined with this seat's token
    SHUTDOWN = "shutdown"
    NOT_OVER = "not_over"  # ``rematch`` before the game ended


CLOSING = frozenset({
    ErrorCode.BAD_FRAME, ErrorCode.TOO_BIG, ErrorCode.BAD_MESSAGE, ErrorCode.UNKNOWN_TYPE, ErrorCode.VERSION,
    ErrorCode.HELLO_TIMEOUT, ErrorCode.SILENT, ErrorCode.RATE_LIMITED, ErrorCode.TOO_MANY_CONNECTIONS,
    ErrorCode.SERVER_FULL, ErrorCode.ROOM_FULL, ErrorCode.NO_ROOM, ErrorCode.BAD_TOKEN, ErrorCode.CHAT_TOO_LONG,
    ErrorCode.TAKEN_OVER, ErrorCode.SHUTDOWN, ErrorCode.BAD_SEATS,
})


class ProtocolError(Exception):
    """A frame or message refused, with the code to send back."""

    def __init__(self, code: ErrorCode, text: str) -> None:
        super().__init__(text)
        self.code = code
        self.text = text


def error(code: ErrorCode, text: str) -> dict[str, Any]:
    return {"t": ServerType.ERROR.value, "code": code.value, "text": text}


# ------------------------------------------------------------------ framing
def encode(message: dict[str, Any]) -> bytes:
    """One frame: length, then the msgpack map."""
    body = msgpack.packb(message, use_bin_type=True)
    return HEADER.pack(len(body)) + body


def _no_ext(code: int, data: bytes) -> Any:
    raise ProtocolError(ErrorCode.BAD_FRAME, "msgpack ext types are not accepted")


def decode(body: bytes, max_bytes: int = MAX_CLIENT_FRAME) -> dict[str, Any]:
    """The map in a frame's body, every msgpack limit set; raises ``ProtocolError``."""
    if len(body) > max_bytes:
        raise ProtocolError(ErrorCode.TOO_BIG, f"a frame holds at most {max_bytes} bytes")
    unpacker = msgpack.Unpacker(
        raw=False,
        strict_map_key=True,
        use_list=True,
        max_buffer_size=max_bytes,
        max_str_len=max_bytes,
        max_bin_len=max_bytes,
        max_array_len=max_bytes,
        max_map_len=max_bytes // 2,
        max_ext_len=0,
        ext_hook=_no_ext,
    )
    try:
        unpacker.feed(body)
        value = unpacker.unpack()
        if unpacker.tell() != len(body):
            raise ProtocolError(ErrorCode.BAD_FRAME, "bytes after the message")
    except ProtocolError:
        raise
    except Exception as exc:  # msgpack's errors (OutOfData, StackError, ValueError, ...)
        raise ProtocolError(ErrorCode.BAD_FRAME, f"not a msgpack message ({type(exc).__name__})") from None
    if not isinstance(value, dict):
        raise ProtocolError(ErrorCode.BAD_FRAME, "a message is a map")
    if not all(isinstance(k, str) for k in value):
        raise ProtocolError(ErrorCode.BAD_FRAME, "a message's keys are strings")
    return value


def frame_length(header: bytes, max_bytes: int = MAX_CLIENT_FRAME) -> int:
    """The body length a 4-byte header announces; raises ``ProtocolError`` over ``max_bytes``."""
    (length,) = HEADER.unpack(header)
    if length > max_bytes:
        raise ProtocolError(ErrorCode.TOO_BIG, f"a frame holds at most {max_bytes} bytes, not {length}")
    return length


class FrameReader:
    """Frames from a byte stream fed in pieces (sans-IO)."""

    def __init__(self, max_bytes: int = MAX_CLIENT_FRAME) -> None:
        self.max_bytes = max_bytes
        self._buf = bytearray()

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        """The complete messages ``data`` finishes; raises ``ProtocolError`` on a bad frame."""
        self._buf += data
        out = []
        while len(self._buf) >= HEADER_BYTES:
            length = frame_length(bytes(self._buf[:HEADER_BYTES]), self.max_bytes)
            if len(self._buf) < HEADER_BYTES + length:
                break
            body = bytes(self._buf[HEADER_BYTES : HEADER_BYTES + length])
            del self._buf[: HEADER_BYTES + length]
            out.append(decode(body, self.max_bytes))
        return out


# ------------------------------------------------------------------ schemas
Check = Callable[[Any], bool]


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 1 << 62


def _str(limit: int, pattern: re.Pattern[str] | None = None) -> Check:
    def check(value: Any) -> bool:
        if not isinstance(value, str) or len(value) > limit:
            return False
        return pattern is None or pattern.fullmatch(value) is not None

    return check


def _bool(value: Any) -> bool:
    return isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= DEFAULT_LIMITS.max_grace_s


def _seat_specs(value: Any) -> bool:
    return (isinstance(value, list) and 1 <= len(value) <= DEFAULT_LIMITS.max_seats
            and all(isinstance(s, str) and 0 < len(s) <= MAX_SEAT_SPEC_CHARS for s in value))


_NAME = _str(DEFAULT_LIMITS.name_max_chars)
# per client message type: field -> (check, required); ``t`` is checked apart
SCHEMAS: dict[ClientType, dict[str, tuple[Check, bool]]] = {
    ClientType.CREATE: {"proto": (_int, True), "seats": (_seat_specs, True), "name": (_NAME, False),
                        "grace": (_number, False), "away": (_str(16), False), "away_bot": (_str(32), False)},
    ClientType.HELLO: {"proto": (_int, True), "room": (_str(64, ROOM_CODE_RE), True), "name": (_NAME, False),
                       "token": (_str(64, TOKEN_RE), False), "spectate": (_bool, False)},
    ClientType.ACT: {"v": (_int, True), "a": (_str(MAX_ACTION_CHARS), True)},
    ClientType.UNDO: {"v": (_int, True)},
    ClientType.SYNC: {},
    ClientType.READY: {"ready": (_bool, False)},
    ClientType.CHAT: {"text": (_str(DEFAULT_LIMITS.max_frame_bytes), True)},
    ClientType.LEAVE: {},
    ClientType.PING: {},
    ClientType.PONG: {},
    ClientType.REMATCH: {},
    ClientType.STATUS: {},
}


def check_client_message(message: dict[str, Any]) -> ClientType:
    """The message's type once it matches that type's schema (no missing, extra or
    wrongly typed field); raises ``ProtocolError`` otherwise."""
    kind = message.get("t")
    if not isinstance(kind, str):
        raise ProtocolError(ErrorCode.BAD_MESSAGE, "a message names its type in 't'")
    try:
        msg_type = ClientType(kind)
    except ValueError:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, "unknown message type") from None
    schema = SCHEMAS[msg_type]
    for key, value in message.items():
        if key == "t":
            continue
        field = schema.get(key)
        if field is None:
            raise ProtocolError(ErrorCode.BAD_MESSAGE, f"'{msg_type}' has no field {key[:32]!r}")
        if not field[0](value):
            raise ProtocolError(ErrorCode.BAD_MESSAGE, f"'{msg_type}': bad value for {key!r}")
    missing = [key for key, (_check, required) in schema.items() if required and key not in message]
    if missing:
        raise ProtocolError(ErrorCode.BAD_MESSAGE, f"'{msg_type}' needs {', '.join(missing)}")
    if "proto" in schema and message["proto"] != PROTOCOL_VERSION:
        raise ProtocolError(ErrorCode.VERSION, f"this server speaks protocol version {PROTOCOL_VERSION}")
    return msg_type


class Address(NamedTuple):
    """Where a server is: host, port, the room (an invite) and the certificate's
    fingerprint (``sha256:<hex>``) when the server uses a self-signed one."""

    host: str
    port: int
    room: str | None
    fingerprint: str | None


def parse_invite(text: str) -> Address:
    """``HOST:PORT``, ``mor://HOST:PORT`` or an invite ``mor://HOST:PORT/ROOM``, each
    optionally followed by ``#sha256:…`` (the TLS certificate's fingerprint); ValueError
    otherwise."""
    rest = text.strip()
    if rest.startswith("mor://"):
        rest = rest[len("mor://"):]
    fingerprint = None
    if "#" in rest:
        rest, pin = rest.split("#", 1)
        fingerprint = FINGERPRINT_PREFIX + parse_fingerprint(pin).hex()
    room = None
    if "/" in rest:
        rest, room = rest.split("/", 1)
        if not ROOM_CODE_RE.fullmatch(room):
            raise ValueError(f"not a room code: {room!r}")
    host, sep, port = rest.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 1 << 16:
        raise ValueError(f"expected HOST:PORT, not {text!r}")
    return Address(host.strip("[]"), int(port), room, fingerprint)


def parse_address(text: str) -> tuple[str, int, str | None]:
    """``parse_invite`` for an address without a fingerprint -> (host, port, room or None).
    One with ``#sha256:…`` is refused: its caller would talk in clear to a TLS server."""
    address = parse_invite(text)
    if address.fingerprint is not None:
        raise ValueError("this address names a TLS certificate (#sha256:…): read it with parse_invite")
    return address.host, address.port, address.room


def invite(host: str, port: int, room: str, fingerprint: str | None = None) -> str:
    """The invite ``mor://HOST:PORT/ROOM``, with ``#sha256:…`` for a self-signed certificate."""
    shown = f"[{host}]" if ":" in host else host
    return f"mor://{shown}:{port}/{room}" + (f"#{fingerprint}" if fingerprint else "")


# ------------------------------------------------------------------ what a client accepts from a server
def _opt(check: Check) -> Check:
    return lambda value: value is None or check(value)


def _list_of(check: Check, limit: int) -> Check:
    return lambda value: isinstance(value, list) and len(value) <= limit and all(check(v) for v in value)


def _map(value: Any) -> bool:
    return isinstance(value, dict)


def _seat_entry(value: Any) -> bool:
    """One entry of ``seats``: the fields a client reads, each of its type (more may follow)."""
    return (isinstance(value, dict) and _NAME(value.get("name")) and value.get("kind") in ("human", "bot")
            and _opt(_str(MAX_SEAT_SPEC_CHARS))(value.get("bot"))
            and all(_bool(value.get(k)) for k in ("joined", "connected", "ready", "away", "stand_in")))


def _event_entry(value: Any) -> bool:
    return (isinstance(value, dict) and _str(64)(value.get("kind")) and _opt(_int)(value.get("seat"))
            and _map(value.get("data")))


MAX_SERVER_LIST = 4096  # events of one decision, legal decisions: far fewer in practice
_SEATS = _list_of(_seat_entry, DEFAULT_LIMITS.max_seats)
_LEGAL = _list_of(_str(MAX_ACTION_CHARS), MAX_SERVER_LIST)
_TEXT = _str(MAX_SERVER_FRAME)
# per server message type: field -> (check, required).  A server may add fields (clients ignore them).
SERVER_SCHEMAS: dict[ServerType, dict[str, tuple[Check, bool]]] = {
    ServerType.WELCOME: {"room": (_str(64, ROOM_CODE_RE), True), "seat": (_opt(_int), True),
                         "token": (_opt(_str(64, TOKEN_RE)), True), "limits": (_map, True)},
    ServerType.SNAPSHOT: {"room": (_str(64, ROOM_CODE_RE), True), "v": (_int, True), "seat": (_opt(_int), True),
                          "started": (_bool, True), "over": (_bool, True), "seats": (_SEATS, True),
                          "spectators": (_int, True), "away": (_str(16), True), "grace": (_number, True),
                          "obs": (_opt(_map), True), "legal": (_LEGAL, False),
                          "undoable": (_opt(_str(MAX_ACTION_CHARS)), False)},
    ServerType.UPDATE: {"v": (_int, True), "seat": (_int, True), "a": (_opt(_str(MAX_ACTION_CHARS)), True),
                        "events": (_list_of(_event_entry, MAX_SERVER_LIST), True), "obs": (_map, True),
                        "legal": (_LEGAL, False), "undo": (_bool, False),
                        "undoable": (_opt(_str(MAX_ACTION_CHARS)), False)},
    ServerType.PRESENCE: {"seats": (_SEATS, True), "spectators": (_int, True)},
    ServerType.CHAT: {"seat": (_opt(_int), True), "name": (_TEXT, True), "text": (_TEXT, True)},
    ServerType.ERROR: {"code": (_str(64), True), "text": (_TEXT, True)},
    ServerType.OVER: {"v": (_int, True), "winners": (_list_of(_int, DEFAULT_LIMITS.max_seats), True),
                      "save": (_opt(lambda b: isinstance(b, bytes)), True)},
    ServerType.BYE: {"reason": (_TEXT, True)},
    ServerType.PING: {},
    ServerType.PONG: {},
    ServerType.STATUS: {},  # ``mor-server --status``'s figures: no client of a table reads them
}


def check_server_message(message: dict[str, Any]) -> ServerType:
    """The type of a message from a server once its known fields match that type's
    schema (missing or wrongly typed ones refused; unknown fields ignored, as the
    protocol lets a server add fields); raises ``ProtocolError`` otherwise."""
    kind = message.get("t")
    if not isinstance(kind, str):
        raise ProtocolError(ErrorCode.BAD_MESSAGE, "a message names its type in 't'")
    try:
        msg_type = ServerType(kind)
    except ValueError:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {kind[:32]!r}") from None
    for key, (check, required) in SERVER_SCHEMAS[msg_type].items():
        if key not in message:
            if required:
                raise ProtocolError(ErrorCode.BAD_MESSAGE, f"'{msg_type}' needs {key}")
        elif not check(message[key]):
            raise ProtocolError(ErrorCode.BAD_MESSAGE, f"'{msg_type}': bad value for {key!r}")
    return msg_type
