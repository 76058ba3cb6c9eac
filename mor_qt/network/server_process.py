"""``ServerProcess``: a ``mor-server`` child process for a table this app hosts.

``python -m net.server --host 127.0.0.1 --port P --data DIR --json`` (in the
stand-alone build, the same program with ``--server``); its first stdout line
``{"listening": "HOST:PORT"}`` says where it listens.  A table for friends on
other computers listens on every interface with ``--tls-self-signed``: the line
then holds ``"fingerprint": "sha256:…"``, which goes into the invite.  ``stop`` asks it to
finish (SIGTERM: it autosaves every room) and kills it after a bound.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from core import data_dir
from net.protocol import parse_invite
from net.tls import FINGERPRINT_PREFIX, parse_fingerprint

from ..server_mode import SERVER_MODE

log = logging.getLogger(__name__)

START_TIMEOUT_MS = 30_000
STOP_TIMEOUT_MS = 5_000
MAX_FIRST_LINE = 4096
SERVER_FOLDER = "server"
LOOPBACK = "127.0.0.1"
EVERY_INTERFACE = "0.0.0.0"
TLS_SELF_SIGNED = "--tls-self-signed"


def server_command(port: int, data: Path, extra: Sequence[str] = (), host: str = LOOPBACK,
                   tls: bool = False) -> tuple[str, list[str]]:
    """The program and arguments that start a server on ``host:port`` (0: any free port),
    with TLS and a self-signed certificate when ``tls``."""
    args = ["--host", host, "--port", str(port), "--data", str(data), "--json", *([TLS_SELF_SIGNED] if tls else []),
            *extra]
    if getattr(sys, "frozen", False):  # the PyInstaller build: this same program, in server mode
        return sys.executable, [SERVER_MODE, *args]
    return sys.executable, ["-m", "net.server", *args]


def reachable_address() -> str | None:
    """This computer's first IPv4 address off loopback (where friends may reach a table
    it hosts), None when it has none."""
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            return str(address.toString())
    return None


class ServerProcess(QObject):
    """One child server.  ``listening(host, port)`` once it is up; ``failed(text)`` if it cannot start."""

    listening = Signal(str, int)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.errorOccurred.connect(self._error)
        self.process.finished.connect(self._finished)
        self.address: tuple[str, int] | None = None
        self.fingerprint: str | None = None  # the self-signed certificate's ``sha256:…`` (TLS), from its first line
        self._out = bytearray()
        self._done = False
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(lambda: self._fail(self.tr("the server did not start in time")))

    def start(self, port: int = 0, data: Path | None = None, extra: Sequence[str] = (), host: str = LOOPBACK,
              tls: bool = False) -> None:
        """Start the server on ``host:port`` with its rooms in ``data`` (default: the data folder's
        ``server``), with TLS (a self-signed certificate kept in that folder) when ``tls``."""
        folder = data if data is not None else data_dir() / SERVER_FOLDER
        program, args = server_command(port, folder, extra, host, tls)
        log.info("starting the table server: %s %s", program, " ".join(args))
        self._timeout.start(START_TIMEOUT_MS)
        self.process.start(program, args)

    def _read(self) -> None:
        if self.address is not None:
            self.process.readAllStandardOutput()  # nothing more is expected: dropped
            return
        self._out += bytes(self.process.readAllStandardOutput().data())
        if b"\n" not in self._out:
            if len(self._out) > MAX_FIRST_LINE:
                self._fail(self.tr("the server said something unexpected"))
            return
        line = bytes(self._out).split(b"\n", 1)[0]
        try:
            first = json.loads(line)
            address = parse_invite(str(first["listening"]))
            fingerprint = first.get("fingerprint")
            if fingerprint is not None:
                fingerprint = FINGERPRINT_PREFIX + parse_fingerprint(str(fingerprint)).hex()
        except (ValueError, KeyError, TypeError, AttributeError):
            self._fail(self.tr("the server said something unexpected"))
            return
        host, port = address.host, address.port
        self._timeout.stop()
        self.fingerprint = fingerprint
        self.address = (host, port)
        self.listening.emit(host, port)

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._fail(self.process.errorString())

    def _finished(self, code: int, _status: QProcess.ExitStatus) -> None:
        if self.address is None:
            err = bytes(self.process.readAllStandardError().data()).decode(errors="replace").strip()
            self._fail(err.splitlines()[-1] if err else self.tr("the server stopped (status %1)")
                       .replace("%1", str(code)))

    def _fail(self, text: str) -> None:
        if self._done:
            return
        self._done = True
        self._timeout.stop()
        log.error("the table server could not start: %s", text)
        self.stop()
        self.failed.emit(text)

    @property
    def running(self) -> bool:
        return self.process.state() != QProcess.ProcessState.NotRunning

    def stop(self) -> None:
        """Ask the server to stop (it saves every room), kill it if it has not within the bound."""
        self._done = True
        self._timeout.stop()
        if not self.running:
            return
        self.process.terminate()
        if not self.process.waitForFinished(STOP_TIMEOUT_MS):
            log.warning("the table server did not stop in time: killed")
            self.process.kill()
            self.process.waitForFinished(STOP_TIMEOUT_MS)
