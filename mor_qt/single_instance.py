"""One copy of the app per user and data folder, as desktop programs do.

The first ``mor`` holds a lock file in the data folder (``mor.lock``, a
``QLockFile``: the lock of a process that died is taken over at once) and
listens on a local socket whose name is derived from the user and the data
folder (so a test with its own ``MOR_DATA_DIR`` never meets the user's app).
A second ``mor [FILE]`` finds the lock held, connects, sends its request —
open FILE (an absolute path), analyse FILE, or just show the window — waits
for the answer (at most ``ANSWER_SECONDS``) and exits 0; the running app
opens FILE as File › Open does (its checks, and the "save first?" question)
and brings its window to the front.  A first copy that does not answer in
that time (hung, or its socket gone) is taken over: the second runs, serves
the socket itself and says so in the log; the autosave still belongs to the
copy that holds it (``core/files/autosave_owner.py``), so neither loses a game.

Which commands take part:

- ``mor``, ``mor FILE`` and ``mor --analyse FILE`` do: each shows a window
  the user plays or continues a game in (the analysis can "play on"), and
  each may autosave.
- ``mor --screenshot``, ``mor --selftest`` and ``mor --version`` never take
  the lock nor ask the running copy: they show no window to play in, write no
  autosave, and must work while the app runs (documentation shots, checks of
  an installation).

The protocol is one line of JSON each way, UTF-8, at most
``MAX_MESSAGE_BYTES``: ``{"request": "open" | "analyse" | "raise", "file":
PATH or null}``, answered ``{"answer": "ok"}`` (or ``"refused"`` with a
``reason`` for a request it cannot read).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass
from enum import Enum, StrEnum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QThread, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME = "mor.lock"
SERVER_PREFIX = "mor-"
SERVER_HASH_CHARS = 24  # of the SHA-256 in hex: the name stays far below a socket path's limit
MAX_MESSAGE_BYTES = 64 * 1024
ANSWER_SECONDS = 10.0  # a live copy answers in milliseconds; this long means it is hung
CONNECT_RETRY_MS = 50  # the first copy holds the lock but is not listening yet: try again this soon
NEWLINE = b"\n"
ANSWER_OK = "ok"
ANSWER_REFUSED = "refused"


class RequestKind(StrEnum):
    """What a second ``mor`` asks the running one."""

    OPEN = "open"  # open FILE in the window, as File › Open
    ANALYSE = "analyse"  # open FILE for analysis
    RAISE = "raise"  # only bring the window to the front


@dataclass(frozen=True)
class Request:
    """A request to the running copy; ``file`` is absolute (the two copies' working folders differ)."""

    kind: RequestKind
    file: str | None = None

    @classmethod
    def for_command_line(cls, file: str | None, analyse: bool) -> Request:
        """The request of ``mor [--analyse] [FILE]``."""
        if file is None:
            return cls(RequestKind.RAISE)
        return cls(RequestKind.ANALYSE if analyse else RequestKind.OPEN, os.path.abspath(file))

    def to_bytes(self) -> bytes:
        return _line({"request": self.kind.value, "file": self.file})

    @classmethod
    def from_bytes(cls, data: bytes) -> Request:
        """The request in ``data`` (one line of JSON); ValueError says what is wrong."""
        message = _read_line(data)
        kind, file = message.get("request"), message.get("file")
        if not isinstance(kind, str) or kind not in {k.value for k in RequestKind}:
            raise ValueError(f"unknown request {str(kind)[:40]!r}")
        request_kind = RequestKind(str(kind))
        if request_kind is RequestKind.RAISE:
            if file is not None:
                raise ValueError("a request to raise the window names no file")
        elif not isinstance(file, str) or not os.path.isabs(file) or "\x00" in file:
            raise ValueError(f"a request to {request_kind.value} needs a file's absolute path")
        return cls(request_kind, file)


def _line(message: dict[str, object]) -> bytes:
    return json.dumps(message, ensure_ascii=False).encode("utf-8") + NEWLINE


def _read_line(data: bytes) -> dict[str, object]:
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ValueError(f"not a line of JSON ({exc})") from None
    if not isinstance(message, dict):
        raise ValueError("not a JSON object")
    return message


def server_name(folder: Path) -> str:
    """The local socket's name for ``folder``: one per user and data folder."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = f"{user}\0{os.path.normcase(os.path.abspath(folder))}"
    return SERVER_PREFIX + hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:SERVER_HASH_CHARS]


class Start(Enum):
    """How ``SingleInstance.start`` ended."""

    FIRST = "first"  # this process holds the lock: it runs the app
    FORWARDED = "forwarded"  # the running copy took the request: exit 0
    REFUSED = "refused"  # the running copy could not read the request (``refusal`` says why): exit 1
    TAKEN_OVER = "taken over"  # the lock's holder did not answer: this process runs the app
    UNLOCKED = "unlocked"  # the lock could not be used at all (a read-only folder), nobody answered: runs the app


class _Answer(Enum):
    ACCEPTED = "accepted"
    REFUSED = "refused"
    NO_SERVER = "no server"
    NO_ANSWER = "no answer"


class SingleInstance(QObject):
    """The lock and the socket of the copy that runs; ``requested`` gives what
    a second ``mor`` asked (emitted from the event loop, after it was answered)."""

    requested = Signal(object)  # Request

    def __init__(self, folder: Path, answer_seconds: float = ANSWER_SECONDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.name = server_name(folder)
        self.answer_seconds = answer_seconds
        self.note = ""  # why this copy runs without the lock, for the log
        self.refusal = ""  # the running copy's reason, when it refused the request
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self._server: QLocalServer | None = None
        self._clients: list[QLocalSocket] = []

    def start(self, request: Request) -> Start:
        """Take the lock and serve, or hand ``request`` to the copy that holds it."""
        deadline = time.monotonic() + self.answer_seconds
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return self._without_lock(request, deadline, f"the data folder {self.folder} cannot be made "
                                                         f"({exc.strerror or exc})")
        while True:
            if self._lock.tryLock(0):
                self._listen()
                return Start.FIRST
            if self._lock.error() != QLockFile.LockError.LockFailedError:
                return self._without_lock(request, deadline, f"the lock {self.folder / LOCK_NAME} cannot be used "
                                                             f"({self._lock.error().name})")
            answer = self._send(request, deadline)
            if answer is _Answer.ACCEPTED:
                return Start.FORWARDED
            if answer is _Answer.REFUSED:
                return Start.REFUSED
            if answer is _Answer.NO_SERVER and time.monotonic() < deadline:
                QThread.msleep(CONNECT_RETRY_MS)  # it took the lock a moment ago and is starting to listen
                continue
            break
        holder = self._lock.getLockInfo()
        pid = holder[0] if isinstance(holder, tuple) and holder else "?"
        self.note = (f"the copy of the app that holds {self.folder / LOCK_NAME} (process {pid}) did not answer "
                     f"within {self.answer_seconds:g} s ({answer.value}): this one takes its place")
        self._listen()
        return Start.TAKEN_OVER

    def _without_lock(self, request: Request, deadline: float, why: str) -> Start:
        """No lock can be taken here (a read-only folder, say): a copy that runs
        without one may still listen, so it is asked first; else this one serves."""
        answer = self._send(request, deadline)
        if answer is _Answer.ACCEPTED:
            return Start.FORWARDED
        if answer is _Answer.REFUSED:
            return Start.REFUSED
        self.note = f"{why}: this copy of the app runs without the single-copy lock"
        self._listen()
        return Start.UNLOCKED

    @property
    def serving(self) -> bool:
        return self._server is not None and self._server.isListening()

    def close(self) -> None:
        """Stop serving and let go of the lock (at the end of the app)."""
        for client in list(self._clients):  # aborting one removes it from the list
            client.abort()
        self._clients.clear()
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock.isLocked():
            self._lock.unlock()

    # ----------------------------------------------------------- the second copy
    def _send(self, request: Request, deadline: float) -> _Answer:
        """Hand ``request`` to the running copy; wait for its answer until ``deadline``."""
        sock = QLocalSocket()
        try:
            sock.connectToServer(self.name)
            if not sock.waitForConnected(_ms_until(deadline)):
                return _Answer.NO_SERVER
            sock.write(request.to_bytes())
            if not sock.waitForBytesWritten(_ms_until(deadline)):
                return _Answer.NO_ANSWER
            received = b""
            while NEWLINE not in received and len(received) <= MAX_MESSAGE_BYTES:
                if not sock.waitForReadyRead(_ms_until(deadline)):
                    return _Answer.NO_ANSWER
                received += bytes(sock.readAll().data())
            try:
                message = _read_line(received.split(NEWLINE, 1)[0])
            except ValueError:
                return _Answer.NO_ANSWER
            if message.get("answer") == ANSWER_OK:
                return _Answer.ACCEPTED
            self.refusal = str(message.get("reason", ""))
            return _Answer.REFUSED
        finally:
            sock.abort()

    # ------------------------------------------------------------ the running copy
    def _listen(self) -> None:
        QLocalServer.removeServer(self.name)  # a socket left by a copy that was killed or hung
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            log.warning("a second copy of the app cannot reach this one: %s", server.errorString())
            return
        server.newConnection.connect(self._accept)
        self._server = server

    def _accept(self) -> None:
        while self._server is not None and (sock := self._server.nextPendingConnection()) is not None:
            self._clients.append(sock)
            received = bytearray()
            timer = QTimer(sock)  # a client that never finishes its line is dropped
            timer.setSingleShot(True)
            timer.timeout.connect(lambda s=sock: s.abort())
            timer.start(int(self.answer_seconds * 1000))
            sock.readyRead.connect(lambda s=sock, buf=received: self._read(s, buf))
            sock.disconnected.connect(lambda s=sock: self._forget(s))

    def _read(self, sock: QLocalSocket, received: bytearray) -> None:
        received += bytes(sock.readAll().data())
        if NEWLINE not in received:
            if len(received) > MAX_MESSAGE_BYTES:
                self._answer(sock, {"answer": ANSWER_REFUSED, "reason": "the request is too long"})
            return
        try:
            request = Request.from_bytes(bytes(received.split(NEWLINE, 1)[0]))
        except ValueError as exc:
            log.warning("a second copy of the app sent a request that cannot be read: %s", exc)
            self._answer(sock, {"answer": ANSWER_REFUSED, "reason": str(exc)})
            return
        self._answer(sock, {"answer": ANSWER_OK})
        log.info("a second copy of the app asks: %s %s", request.kind.value, request.file or "")
        # after the answer, from the event loop: opening may ask "save first?" in a dialog of its own
        QTimer.singleShot(0, self, lambda: self.requested.emit(request))

    def _answer(self, sock: QLocalSocket, message: dict[str, object]) -> None:
        sock.write(_line(message))
        sock.flush()
        sock.disconnectFromServer()

    def _forget(self, sock: QLocalSocket) -> None:
        if sock in self._clients:
            self._clients.remove(sock)
        sock.deleteLater()


def _ms_until(deadline: float) -> int:
    return max(0, int((deadline - time.monotonic()) * 1000))
