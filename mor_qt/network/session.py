"""``NetSession``: this app's place at one network table (docs/protocol.md).

It creates or joins a room through a ``Link``, keeps the seat's token, and
when the connection drops it connects again with growing waits and takes the
same seat back with the token (``hello {room, token}``); the server's
snapshot then says at which version the game is, so nothing is applied twice
or lost.  A closing error (a wrong room, a token another window took over, a
garbled frame) ends the session: it is told once and not retried.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from net.limits import DEFAULT_LIMITS
from net.protocol import CLOSING, PROTOCOL_VERSION, ClientType, ErrorCode, ServerType, invite, parse_invite
from net.tls import parse_fingerprint

from .link import Link, LinkEnd

log = logging.getLogger(__name__)

MS = 1000
FIRST_RETRY_S = 0.5
MAX_RETRY_S = 10.0
MAX_RETRIES = 40  # about six minutes of trying, then the user is told
CHAT_MAX_CHARS = DEFAULT_LIMITS.chat_max_chars
# errors after which trying again cannot help
FINAL_ERRORS = frozenset({ErrorCode.NO_ROOM, ErrorCode.BAD_TOKEN, ErrorCode.TAKEN_OVER, ErrorCode.VERSION,
                          ErrorCode.ROOM_FULL, ErrorCode.BAD_SEATS, ErrorCode.SERVER_FULL, ErrorCode.BAD_MESSAGE,
                          ErrorCode.BAD_FRAME, ErrorCode.UNKNOWN_TYPE, ErrorCode.TOO_BIG,
                          ErrorCode.CHAT_TOO_LONG})


class SessionState(StrEnum):
    CONNECTING = "connecting"
    JOINED = "joined"
    RECONNECTING = "reconnecting"
    ENDED = "ended"


@dataclass(frozen=True)
class Seating:
    """What ``create`` asks for: the seats (``me``, ``open`` or a bot name) and the away policy."""

    seats: list[str]
    away: str = "bot"
    grace_s: float = DEFAULT_LIMITS.away_grace_s


class NetSession(QObject):
    """One table: connect, create or join, rejoin after a drop, send decisions, ready and chat."""

    state_changed = Signal(str)  # SessionState value
    welcomed = Signal(object)  # the welcome message
    snapshot = Signal(object)
    update = Signal(object)
    presence = Signal(object)
    chat = Signal(object)
    over = Signal(object)
    refused = Signal(str, str)  # a non-closing error: code, text
    failed = Signal(str)  # the session ended for good: told once
    reconnecting = Signal(int)  # the attempt about to be made

    def __init__(self, host: str, port: int, name: str = "", parent: QObject | None = None,
                 fingerprint: str | None = None) -> None:
        super().__init__(parent)
        self.host, self.port, self.name = host, port, name
        # the server's certificate (``sha256:…``), pinned: the link refuses any other
        self.fingerprint = fingerprint
        self.pin = parse_fingerprint(fingerprint) if fingerprint else None
        self.public_host: str | None = None  # the address friends reach (the invite's), when not ``host``
        self.room: str | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.state = SessionState.CONNECTING
        self.limits: dict[str, Any] = {}
        self.link: Link | None = None
        self._first: dict[str, Any] = {}
        self._attempt = 0
        self._left = False
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)

    # ------------------------------------------------------------ starting
    @classmethod
    def for_invite(cls, text: str, name: str = "", parent: QObject | None = None) -> NetSession:
        """A session for ``mor://HOST:PORT/ROOM`` (``#sha256:…`` pins the server's certificate);
        ValueError on anything else."""
        address = parse_invite(text)
        if address.room is None:
            raise ValueError("an invite names a room: mor://HOST:PORT/ROOM")
        session = cls(address.host, address.port, name, parent, address.fingerprint)
        session.room = address.room
        return session

    @property
    def invite(self) -> str:
        """``mor://HOST:PORT/ROOM``, with the pinned fingerprint: what friends paste, and what Rejoin keeps."""
        if not self.room:
            return ""
        return invite(self.public_host or self.host, self.port, self.room, self.fingerprint)

    def create(self, seating: Seating) -> None:
        """Create a room with these seats, this app taking the ``me`` seat."""
        msg: dict[str, Any] = {"t": ClientType.CREATE.value, "proto": PROTOCOL_VERSION, "seats": seating.seats,
                               "away": seating.away, "grace": seating.grace_s}
        if self.name:
            msg["name"] = self.name
        self._first = msg
        self._connect()

    def join(self, token: str | None = None) -> None:
        """Join the invite's room (a new seat, or with ``token`` the seat it belongs to)."""
        self.token = token
        self._first = {}
        self._connect()

    def _hello(self) -> dict[str, Any]:
        msg: dict[str, Any] = {"t": ClientType.HELLO.value, "proto": PROTOCOL_VERSION, "room": self.room}
        if self.token:
            msg["token"] = self.token
        if self.name:
            msg["name"] = self.name
        return msg

    def _connect(self) -> None:
        if self._left:
            return
        if self.link is not None:
            self.link.close()
            self.link.deleteLater()
        self.link = link = Link(self)
        link.opened.connect(self._opened)
        link.received.connect(self._received)
        link.ended.connect(self._link_ended)
        link.open(self.host, self.port, self.pin)

    def _opened(self) -> None:
        assert self.link is not None
        first = self._hello() if self.room else self._first
        self.link.send(first)

    # ------------------------------------------------------------ messages in
    def _received(self, msg: dict[str, Any]) -> None:
        kind = msg["t"]
        if kind == ServerType.WELCOME:
            self._welcome(msg)
        elif kind == ServerType.SNAPSHOT:
            self.snapshot.emit(msg)
        elif kind == ServerType.UPDATE:
            self.update.emit(msg)
        elif kind == ServerType.PRESENCE:
            self.presence.emit(msg)
        elif kind == ServerType.CHAT:
            self.chat.emit(msg)
        elif kind == ServerType.OVER:
            self.over.emit(msg)
        elif kind == ServerType.ERROR:
            self._error(msg["code"], msg["text"])
        elif kind == ServerType.BYE and msg["reason"] == "left":
            self._end_for_good("")

    def _welcome(self, msg: dict[str, Any]) -> None:
        self.room, self.seat, self.token = msg["room"], msg["seat"], msg["token"]
        self.limits = dict(msg["limits"])
        silent = self.limits.get("silent_timeout_s")
        if self.link is not None and isinstance(silent, int | float):
            self.link.set_silent_timeout(float(silent))
        self._attempt = 0
        self._set_state(SessionState.JOINED)
        self.welcomed.emit(msg)

    def _error(self, code: str, text: str) -> None:
        log.info("the server refused something: %s (%s)", code, text)
        if code in FINAL_ERRORS:
            self._end_for_good(text, code)
        elif code not in CLOSING:
            self.refused.emit(code, text)
        # other closing errors (shutdown, silent, rate limited, ...): the link ends next; we try again

    def _link_ended(self, why: str, text: str) -> None:
        if self._left or self.state == SessionState.ENDED:
            return
        if why == LinkEnd.REFUSED:
            log.warning("network table: %s", text)
            if self.pin is not None:
                self._end_for_good(self.tr("The table's certificate is not the one in the invite: this app did "
                                           "not connect. Ask the host for a new invite."))
            else:
                self._end_for_good(self.tr("The table's certificate cannot be verified (%1): this app did not "
                                           "connect.").replace("%1", text))
            return
        if why == LinkEnd.BAD_SERVER:
            self._end_for_good(self.tr("The server sent a message this app cannot read (%1).").replace("%1", text))
            return
        if self.token is None and self.state == SessionState.CONNECTING:  # never joined: nothing to go back to
            self._end_for_good(self.tr("Could not reach the table: %1").replace("%1", text))
            return
        self._attempt += 1
        if self._attempt > MAX_RETRIES:
            self._end_for_good(self.tr("The connection to the table is lost: %1").replace("%1", text))
            return
        self._set_state(SessionState.RECONNECTING)
        self.reconnecting.emit(self._attempt)
        wait = min(MAX_RETRY_S, FIRST_RETRY_S * 2 ** (self._attempt - 1))
        self._retry.start(int(wait * MS))

    def _end_for_good(self, text: str, code: str = "") -> None:
        if self.state == SessionState.ENDED:
            return
        self._retry.stop()
        if self.link is not None:
            self.link.close()
        self._set_state(SessionState.ENDED)
        if text:
            if code:
                text = self._error_text(code, text)
            log.warning("network table: %s", text)
            self.failed.emit(text)

    def _error_text(self, code: str, text: str) -> str:
        known = {
            ErrorCode.NO_ROOM: self.tr("The server has no table with that invite."),
            ErrorCode.BAD_TOKEN: self.tr("This seat is no longer yours at that table."),
            ErrorCode.TAKEN_OVER: self.tr("Your seat was taken back from another window or computer."),
            ErrorCode.VERSION: self.tr("The server runs another version of the network protocol."),
            ErrorCode.ROOM_FULL: self.tr("The table is full."),
        }
        return known.get(ErrorCode(code), self.tr("The server refused: %1").replace("%1", text)) \
            if code in ErrorCode.__members__.values() else self.tr("The server refused: %1").replace("%1", text)

    def _set_state(self, state: SessionState) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state.value)

    # ------------------------------------------------------------ messages out
    def send(self, message: dict[str, Any]) -> bool:
        return self.link is not None and self.state == SessionState.JOINED and self.link.send(message)

    def act(self, v: int, action: str) -> bool:
        return self.send({"t": ClientType.ACT.value, "v": v, "a": action})

    def ready(self, ready: bool = True) -> bool:
        return self.send({"t": ClientType.READY.value, "ready": ready})

    def sync(self) -> bool:
        return self.send({"t": ClientType.SYNC.value})

    def say(self, text: str) -> bool:
        """A chat message: plain text, at most ``CHAT_MAX_CHARS`` characters (longer is cut)."""
        text = text.strip()[:CHAT_MAX_CHARS]
        return bool(text) and self.send({"t": ClientType.CHAT.value, "text": text})

    def leave(self) -> None:
        """Leave the table (the seat is given up before the game starts) and close."""
        if self.link is not None and self.link.is_open and self.state == SessionState.JOINED:
            self.link.send({"t": ClientType.LEAVE.value})
            self.link.socket.flush()
        self.close()

    def close(self) -> None:
        """Close without leaving: the seat stays ours, to come back to with the token."""
        self._left = True
        self._retry.stop()
        if self.link is not None:
            self.link.close()
        self._set_state(SessionState.ENDED)
