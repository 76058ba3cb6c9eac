"""``Link``: one ``QSslSocket`` speaking the protocol of docs/protocol.md, in the
GUI thread (no asyncio, no thread).  The framing, the msgpack limits and the
schemas are ``net.protocol``'s; this is only the socket adapter.

How it connects is ``net.tls.choose_security``'s choice (docs/server.md): with
the invite's pin (``#sha256:…``), TLS without the usual verification (the
certificate is self-signed) and then the peer certificate's DER SHA-256
compared with the pin in constant time, before anything is sent: any other
certificate ends the link (``LinkEnd.REFUSED``, never retried).  Without a pin,
plain TCP to loopback only; anywhere else TLS with the certificate verified.

Every frame from the server is decoded with its limits (at most
``MAX_SERVER_FRAME`` bytes: the reader refuses a longer header before reading
the body) and checked against its type's schema before anyone sees it; a
``ping`` is answered with ``pong`` here.  A server that sends a bad frame, or
nothing for longer than it promised to stay silent, is dropped with a reason.
"""

from __future__ import annotations

import logging
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QSsl, QSslError, QSslSocket

from net.limits import DEFAULT_LIMITS
from net.protocol import (
    MAX_SERVER_FRAME,
    ClientType,
    FrameReader,
    ProtocolError,
    ServerType,
    check_server_message,
    encode,
)
from net.tls import Security, choose_security, fingerprint_of, pin_matches

log = logging.getLogger(__name__)

MS = 1000
CONNECT_TIMEOUT_MS = 10_000
# a server pings every ``ping_interval_s``; silent for longer than its own timeout plus this: gone
SILENCE_MARGIN_S = 5.0
MAX_UNSENT_BYTES = 1024 * 1024  # a server that reads nothing: the connection is dropped past this


class LinkEnd(StrEnum):
    """Why a link closed."""

    CLOSED = "closed"  # the server closed it, or it could not be reached
    BAD_SERVER = "bad_server"  # a garbled or hostile frame: never retried
    SILENT = "silent"  # nothing heard for too long
    LOCAL = "local"  # this side closed it
    REFUSED = "refused"  # the server's certificate is not the expected one: never retried


class Link(QObject):
    """One connection.  ``received`` carries each schema-checked message (pings
    are answered and not passed on); ``ended`` fires once, with why and a text."""

    opened = Signal()
    received = Signal(object)  # dict: a message that passed its schema
    ended = Signal(str, str)  # LinkEnd value, a reason for the log and the user

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = QSslSocket(self)
        self.socket.connected.connect(self._tcp_connected)
        self.socket.encrypted.connect(self._encrypted)
        self.socket.sslErrors.connect(self._ssl_errors)
        self.socket.readyRead.connect(self._read)
        self.socket.errorOccurred.connect(self._socket_error)
        self.socket.disconnected.connect(self._disconnected)  # a method: dropped with this object
        self.reader = FrameReader(MAX_SERVER_FRAME)
        self._ended = False
        self.silent_timeout_s = DEFAULT_LIMITS.silent_timeout_s + SILENCE_MARGIN_S
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._silent)
        self.messages = 0
        self.bytes = 0
        self.security = Security.PLAIN
        self._pin: bytes | None = None
        self._trusted = False  # plain TCP connected, or TLS whose certificate passed: messages may flow

    def open(self, host: str, port: int, pin: bytes | None = None) -> None:
        """Connect to ``host:port``: TLS pinned to ``pin`` (the invite's fingerprint), else plain
        TCP to loopback or TLS with a verified certificate anywhere else."""
        self.security = choose_security(host, pin)
        self._pin = pin
        self._watchdog.start(CONNECT_TIMEOUT_MS)
        if self.security == Security.PLAIN:
            self.socket.connectToHost(host, port)
            return
        if self.security == Security.PINNED:  # self-signed: the pin, checked once encrypted, is the identity
            self.socket.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
        config = self.socket.sslConfiguration()
        config.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
        self.socket.setSslConfiguration(config)
        self.socket.connectToHostEncrypted(host, port)

    @property
    def is_open(self) -> bool:
        return (not self._ended and self._trusted
                and self.socket.state() == QAbstractSocket.SocketState.ConnectedState)

    def send(self, message: dict[str, Any]) -> bool:
        """Send one message (False when the link is not open)."""
        if not self.is_open:
            return False
        if self.socket.bytesToWrite() > MAX_UNSENT_BYTES:
            self._end(LinkEnd.SILENT, "the server reads nothing")
            return False
        self.socket.write(encode(message))
        return True

    def close(self) -> None:
        """Close from this side (no ``ended`` signal)."""
        self._ended = True
        self._watchdog.stop()
        self.socket.abort()

    def cut(self) -> None:
        """Drop the connection as a network failure would (tests): ``ended`` fires."""
        self.socket.abort()
        self._end(LinkEnd.CLOSED, "the connection was cut")

    # ------------------------------------------------------------ socket events
    def _tcp_connected(self) -> None:
        if self.security == Security.PLAIN:
            self._connected()
        # TLS: the handshake follows; nothing is trusted before ``encrypted``

    def _ssl_errors(self, errors: list[QSslError]) -> None:
        if self.security == Security.PINNED:
            self.socket.ignoreSslErrors()  # a self-signed certificate: the pin decides, on ``encrypted``
            return
        text = "; ".join(e.errorString() for e in errors) or "unknown error"
        self._end(LinkEnd.REFUSED, f"the server's certificate cannot be verified ({text})")

    def _encrypted(self) -> None:
        if self._ended:
            return
        if self.security == Security.PINNED:
            assert self._pin is not None
            cert = self.socket.peerCertificate()
            der = None if cert.isNull() else bytes(cert.toDer().data())
            if not pin_matches(der, self._pin):
                shown = fingerprint_of(der) if der else "no certificate"
                self._end(LinkEnd.REFUSED, f"the server shows another certificate ({shown}) than the invite's")
                return
        self._connected()

    def _connected(self) -> None:
        self._trusted = True
        self._watchdog.start(int(self.silent_timeout_s * MS))
        self.opened.emit()
        if self.socket.bytesAvailable():
            self._read()

    def set_silent_timeout(self, seconds: float) -> None:
        """The server's promise (``welcome``'s limits), with a margin."""
        self.silent_timeout_s = max(1.0, seconds) + SILENCE_MARGIN_S
        if self.is_open:
            self._watchdog.start(int(self.silent_timeout_s * MS))

    def _read(self) -> None:
        if not self._trusted:
            return  # nothing is read before the certificate passed
        data = bytes(self.socket.readAll().data())
        if self._ended or not data:
            return
        self._watchdog.start(int(self.silent_timeout_s * MS))
        self.bytes += len(data)
        try:
            messages = self.reader.feed(data)
            for message in messages:
                check_server_message(message)
        except ProtocolError as exc:
            self._end(LinkEnd.BAD_SERVER, f"{exc.code}: {exc.text}")
            return
        for message in messages:
            if not self.is_open:  # a handler closed it
                return
            self.messages += 1
            if message["t"] == ServerType.PING:
                self.send({"t": ClientType.PONG.value})
            elif message["t"] != ServerType.PONG:
                self.received.emit(message)
            if message["t"] == ServerType.BYE and not self._ended:
                # the server closes next: this side closes now (a TLS server would otherwise wait for
                # its close_notify to be answered, and a stopping server for this connection)
                self._end(LinkEnd.CLOSED, f"the server said goodbye ({message.get('reason')})")
                return

    def _disconnected(self) -> None:
        self._end(LinkEnd.CLOSED, "the server closed the connection")

    def _silent(self) -> None:
        self._end(LinkEnd.SILENT, "the server stopped answering")

    def _socket_error(self, _error: QAbstractSocket.SocketError) -> None:
        self._end(LinkEnd.CLOSED, self.socket.errorString())

    def _end(self, why: LinkEnd, text: str) -> None:
        if self._ended:
            return
        self._ended = True
        self._watchdog.stop()
        log.info("network link ended (%s): %s", why.value, text)
        self.socket.abort()
        self.ended.emit(why.value, text)
