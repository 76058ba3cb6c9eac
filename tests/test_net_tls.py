"""TLS on loopback: a self-signed certificate pinned by its fingerprint, a real
certificate verified, a client pinned to another certificate refusing to talk,
a plain client getting nothing from a TLS server, and ``mor-server
--tls-self-signed`` from the command line."""

from __future__ import annotations

import datetime
import hashlib
import ipaddress
import json
import os
import signal
import socket
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from net.client import Client, SeatPlayer
from net.limits import ServerLimits
from net.protocol import PROTOCOL_VERSION, ServerType, invite, parse_address, parse_invite
from net.server import ServerThread
from net.tls import (
    FINGERPRINT_PREFIX,
    Security,
    TLSRefused,
    cert_file_fingerprint,
    choose_security,
    ensure_self_signed,
    fingerprint_of,
    parse_fingerprint,
    pin_matches,
    server_context,
)

ROOT = Path(__file__).resolve().parent.parent
FAST = ServerLimits(act_per_window=1_000_000, max_conns_per_address=64)
WAIT_S = 60
OTHER = FINGERPRINT_PREFIX + "ab" * 32
ROOM = "R" * 16


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


@pytest.fixture
def self_signed(tmp_path: Path) -> tuple[ssl.SSLContext, str]:
    cert, key = ensure_self_signed(tmp_path)
    return server_context(cert, key), cert_file_fingerprint(cert)


def play_pinned(host: str, port: int, fingerprint: str) -> list[SeatPlayer]:
    """A 2-seat game of bot clients pinned to ``fingerprint``, with a server-side bot."""
    players = [SeatPlayer(host, port, "random", seed=i, fingerprint=fingerprint) for i in range(2)]
    welcome = players[0].create(["me", "open", "greedy"], away="wait")
    players[1].join(welcome["room"])
    results: dict[int, dict[str, Any]] = {}
    threads = [threading.Thread(target=lambda i=i, p=p: results.update({i: p.play()}), daemon=True)
               for i, p in enumerate(players)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(WAIT_S)
    assert len(results) == 2
    return players


def test_a_pinned_client_plays_a_whole_game_over_tls(self_signed: tuple[ssl.SSLContext, str]) -> None:
    context, fingerprint = self_signed
    with ServerThread(FAST, tls=context) as server:
        players = play_pinned(*server.address, fingerprint)
        for p in players:
            assert p.over is not None and p.over["winners"] == players[0].over["winners"]  # type: ignore[index]
            assert p.client is not None and isinstance(p.client.sock, ssl.SSLSocket)
            assert p.client.sock.version() in ("TLSv1.2", "TLSv1.3")
            p.close()
        assert players[0].v > 0


def test_a_client_pinned_to_another_certificate_refuses_to_connect(
        self_signed: tuple[ssl.SSLContext, str]) -> None:
    context, fingerprint = self_signed
    with ServerThread(FAST, tls=context) as server:
        host, port = server.address
        with pytest.raises(TLSRefused, match="another certificate") as refused:
            Client(host, port, fingerprint=OTHER).connect()
        assert fingerprint in str(refused.value) and OTHER in str(refused.value)
        player = SeatPlayer(host, port, "random", fingerprint=OTHER)
        with pytest.raises(TLSRefused):  # not retried as a dropped connection would be
            player.create(["me", "open"])
        assert player.client is None and player.token is None
        # the server is unaffected: the right pin gets a room
        good = Client(host, port, fingerprint=fingerprint).connect()
        good.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        assert good.recv()["t"] == ServerType.WELCOME
        good.close()


def test_a_plain_client_gets_nothing_usable_from_a_tls_server(self_signed: tuple[ssl.SSLContext, str]) -> None:
    context, fingerprint = self_signed
    with ServerThread(FAST, tls=context) as server:
        host, port = server.address
        plain = Client(host, port)
        assert plain.security == Security.PLAIN
        plain.connect()
        plain.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        with pytest.raises((ConnectionError, OSError, ValueError)):  # closed, or bytes that are no frame
            for _ in range(10):
                plain.recv()
        plain.close()
        assert server.call(lambda: len(server.server.rooms)) == 0
        good = Client(host, port, fingerprint=fingerprint).connect()
        good.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        assert good.recv()["t"] == ServerType.WELCOME
        good.close()


def _wait_for(condition: Any, what: str) -> None:
    """Poll ``condition`` (bounded: WAIT_S seconds, every 20 ms)."""
    deadline = time.monotonic() + WAIT_S
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


def test_connections_still_in_their_tls_handshake_count_per_address(self_signed: tuple[ssl.SSLContext, str]) -> None:
    """Sockets that never start TLS take their address's places until the hello timeout
    frees them; a client beyond the limit meanwhile is closed before any handshake."""
    context, fingerprint = self_signed
    # the third client must connect before the silent ones time out: 5 s, not a busy machine's luck
    limits = ServerLimits(max_conns_per_address=2, hello_timeout_s=5.0)
    with ServerThread(limits, tls=context) as server:
        host, port = server.address
        counted = lambda: server.call(lambda: sum(server.server._per_address.values()))  # noqa: E731
        silent = [socket.create_connection((host, port), timeout=WAIT_S) for _ in range(2)]
        try:
            _wait_for(lambda: counted() == 2, "the two silent sockets are counted")
            assert server.call(lambda: (server.server._handshakes, len(server.server.conns))) == (2, 0)
            with pytest.raises((ConnectionError, OSError)):  # closed before a handshake: no place left
                Client(host, port, fingerprint=fingerprint).connect().recv()
            _wait_for(lambda: counted() == 0, "the hello timeout frees the silent sockets' places")
            for sock in silent:  # closed by the server
                assert sock.recv(1) == b""
        finally:
            for sock in silent:
                sock.close()
        good = Client(host, port, fingerprint=fingerprint).connect()
        good.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        assert good.recv()["t"] == ServerType.WELCOME
        good.close()


def test_stop_ends_the_handler_of_a_tls_client_that_never_answers(self_signed: tuple[ssl.SSLContext, str]) -> None:
    """A client that finished its handshake and then went silent (it answers
    neither the bye nor the TLS close) is cut at stop: its handler ends,
    rather than wait out the SSL shutdown timeout or be destroyed pending."""
    context, _ = self_signed
    client_side = ssl.create_default_context()
    client_side.check_hostname = False
    client_side.verify_mode = ssl.CERT_NONE
    with ServerThread(tls=context) as server:
        host, port = server.address
        silent = client_side.wrap_socket(socket.create_connection((host, port), timeout=WAIT_S))
        try:
            _wait_for(lambda: server.call(lambda: len(server.server.conns)) == 1, "the silent client is in")
            handlers = server.call(lambda: set(server.server._handlers))
            assert len(handlers) == 1
            server.stop()
            assert all(task.done() for task in handlers)
            assert server.server.conns == {} and server.server._per_address == {}
        finally:
            silent.close()


def test_without_a_pin_a_client_verifies_the_certificate(tmp_path: Path,
                                                         self_signed: tuple[ssl.SSLContext, str]) -> None:
    """A self-signed certificate is refused when not pinned; a real one (here: issued
    for 127.0.0.1 and trusted through ``cafile``) is verified and used."""
    context, _ = self_signed
    with ServerThread(FAST, tls=context) as server, pytest.raises(TLSRefused, match="cannot be verified"):
        Client(*server.address, security=Security.VERIFIED).connect()
    cert, key = real_certificate(tmp_path / "real")
    with ServerThread(FAST, tls=server_context(cert, key)) as server:
        client = Client(*server.address, security=Security.VERIFIED, cafile=str(cert)).connect()
        client.send({"t": "create", "proto": PROTOCOL_VERSION, "seats": ["me", "open"]})
        assert client.recv()["t"] == ServerType.WELCOME
        client.close()


def real_certificate(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 (its own authority, so ``cafile`` can trust it)."""
    folder.mkdir()
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=2))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                           critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


def test_the_self_signed_certificate_is_made_once_with_a_private_key(tmp_path: Path) -> None:
    cert, key = ensure_self_signed(tmp_path)
    assert key.stat().st_mode & 0o777 == 0o600
    first = cert_file_fingerprint(cert)
    assert ensure_self_signed(tmp_path) == (cert, key)
    assert cert_file_fingerprint(cert) == first  # invites keep working after a restart
    der = ssl.PEM_cert_to_DER_cert(cert.read_text())
    assert first == "sha256:" + hashlib.sha256(der).hexdigest() == fingerprint_of(der)


def test_fingerprints_and_invites_parse_and_pins_compare() -> None:
    digest = bytes(range(32))
    text = FINGERPRINT_PREFIX + digest.hex()
    assert parse_fingerprint(text) == digest
    assert parse_fingerprint("SHA256:" + ":".join(f"{b:02X}" for b in digest)) == digest
    for bad in ("sha1:" + "ab" * 32, "sha256:" + "ab" * 31, "sha256:" + "zz" * 32, "ab" * 32):
        with pytest.raises(ValueError):
            parse_fingerprint(bad)
    link = invite("127.0.0.1", 9, ROOM, text)
    assert link == f"mor://127.0.0.1:9/{ROOM}#{text}"
    assert parse_invite(link) == ("127.0.0.1", 9, ROOM, text)
    assert parse_invite(f"example.org:7878#{text.upper().replace('SHA256', 'sha256')}") == (
        "example.org", 7878, None, text)
    assert parse_invite("mor://[::1]:9") == ("::1", 9, None, None)
    with pytest.raises(ValueError, match="parse_invite"):
        parse_address(link)  # a caller of parse_address would talk in clear to a TLS server
    der = b"certificate bytes"
    assert pin_matches(der, hashlib.sha256(der).digest())
    assert not pin_matches(der, digest) and not pin_matches(None, digest)
    assert choose_security("127.0.0.1", None) == Security.PLAIN
    assert choose_security("example.org", None) == Security.VERIFIED
    assert choose_security("example.org", None, insecure=True) == Security.PLAIN
    assert choose_security("127.0.0.1", digest) == Security.PINNED


def test_mor_server_tls_self_signed_prints_the_fingerprint_of_its_certificate(tmp_path: Path) -> None:
    data = tmp_path / "data"
    cmd = [sys.executable, "-m", "net.server", "--port", "0", "--data", str(data), "--json", "--tls-self-signed",
           "--act-limit", "100000"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(), cwd=ROOT)
    try:
        assert proc.stdout is not None
        first = json.loads(proc.stdout.readline())
        assert set(first) == {"listening", "fingerprint"}
        cert = x509.load_pem_x509_certificate((data / "server-cert.pem").read_bytes())
        assert first["fingerprint"] == "sha256:" + cert.fingerprint(hashes.SHA256()).hex()
        assert (data / "server-key.pem").stat().st_mode & 0o777 == 0o600
        host, port, _ = parse_address(first["listening"])
        address = f"{host}:{port}#{first['fingerprint']}"
        status = subprocess.run([sys.executable, "-m", "net.server", "--status", address], capture_output=True,
                                text=True, env=env(), cwd=ROOT, timeout=WAIT_S)
        assert status.returncode == 0, status.stderr
        assert json.loads(status.stdout)["rooms"] == 0
        creator = subprocess.Popen([sys.executable, "-m", "net.cli", "play", "--server", address, "--create",
                                    "me,open,greedy", "--bot", "random", "--json"], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, env=env(), cwd=ROOT)
        assert creator.stdout is not None
        line = json.loads(creator.stdout.readline())
        assert line["invite"] == f"mor://{host}:{port}/{line['room']}#{first['fingerprint']}"
        wrong = subprocess.run([sys.executable, "-m", "net.cli", "play", "--invite",
                                line["invite"].split("#")[0] + "#" + OTHER, "--bot", "random", "--json"],
                               capture_output=True, text=True, env=env(), cwd=ROOT, timeout=WAIT_S)
        assert wrong.returncode == 1 and wrong.stdout == ""
        assert "another certificate" in wrong.stderr and "Traceback" not in wrong.stderr
        guest = subprocess.run([sys.executable, "-m", "net.cli", "play", "--invite", line["invite"], "--bot",
                                "random", "--json"], capture_output=True, text=True, env=env(), cwd=ROOT,
                               timeout=WAIT_S)
        assert guest.returncode == 0, guest.stderr
        out, err = creator.communicate(timeout=WAIT_S)
        assert creator.returncode == 0, err
        assert json.loads(out.strip().splitlines()[-1])["winners"] == json.loads(guest.stdout)["winners"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT_S) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(WAIT_S)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    # a restart keeps the certificate: the same fingerprint, so invites still hold
    again = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(), cwd=ROOT)
    try:
        assert again.stdout is not None
        assert json.loads(again.stdout.readline())["fingerprint"] == first["fingerprint"]
        again.send_signal(signal.SIGTERM)
        assert again.wait(WAIT_S) == 0
    finally:
        if again.poll() is None:
            again.kill()
        again.wait(WAIT_S)
        for stream in (again.stdout, again.stderr):
            if stream is not None:
                stream.close()


@pytest.mark.parametrize("flags", [["--tls-cert", "c.pem"], ["--tls-self-signed", "--tls-key", "k.pem"],
                                   ["--tls-cert", "missing.pem", "--tls-key", "missing.pem"]])
def test_tls_flags_that_cannot_work_are_refused_with_a_message(tmp_path: Path, flags: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "net.server", "--port", "0", "--data", str(tmp_path), *flags],
                          capture_output=True, text=True, env=env(), cwd=ROOT, timeout=WAIT_S)
    assert done.returncode == 2 and "TLS" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_mor_server_with_a_real_certificate_prints_no_fingerprint_and_warns_of_a_readable_key(
        tmp_path: Path) -> None:
    cert, key = real_certificate(tmp_path / "real")
    key.chmod(0o644)
    proc = subprocess.Popen([sys.executable, "-m", "net.server", "--port", "0", "--data", str(tmp_path / "data"),
                             "--json", "--tls-cert", str(cert), "--tls-key", str(key)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env(), cwd=ROOT)
    try:
        assert proc.stdout is not None and proc.stderr is not None
        first = json.loads(proc.stdout.readline())
        assert set(first) == {"listening"}  # invites carry no pin: clients verify the certificate
        host, port, _ = parse_address(first["listening"])
        client = Client(host, port, security=Security.VERIFIED, cafile=str(cert)).connect()
        client.send({"t": "status"})
        assert client.recv_until(ServerType.STATUS)["rooms"] == 0
        client.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(WAIT_S) == 0
        assert "can be read by other users" in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(WAIT_S)
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
