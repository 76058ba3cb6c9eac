"""TLS for network tables (docs/server.md, docs/protocol.md): certificate
fingerprints, pinning, the client's and the server's contexts, and the
self-signed certificate ``mor-server --tls-self-signed`` makes once.

A fingerprint is ``sha256:`` and the lower-case hex SHA-256 of the
certificate's DER bytes; an invite carries it after ``#``
(``mor://HOST:PORT/ROOM#sha256:…``).  A client holding a pin connects with TLS
without the usual verification (a self-signed certificate has no authority
behind it) and then compares the peer certificate's DER SHA-256 with the pin
in constant time: any other certificate is refused.  Without a pin, a client
off loopback verifies the server's certificate as a browser would.

Only the standard library is needed here, except to *make* a certificate
(``cryptography``, imported then).  The app's client (mor_qt) reuses
``parse_fingerprint``, ``fingerprint_of`` and ``pin_matches``.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import ipaddress
import os
import re
import socket
import ssl
from enum import StrEnum
from pathlib import Path

FINGERPRINT_PREFIX = "sha256:"
DIGEST_BYTES = 32
_HEX_RE = re.compile(r"[0-9a-fA-F]{64}")
CERT_NAME = "server-cert.pem"
KEY_NAME = "server-key.pem"
KEY_MODE = 0o600
CERT_DAYS = 10 * 365  # a self-signed certificate is pinned, not trusted for its dates: it lasts
COMMON_NAME = "mor-server"
MIN_TLS = ssl.TLSVersion.TLSv1_2


class TLSRefused(Exception):
    """The server's certificate is not the one expected: the client does not talk to it.
    (Not an ``OSError``: a client must not retry as it would after a dropped connection.)"""


class Security(StrEnum):
    """How a client reaches a server."""

    PLAIN = "plain"  # plain TCP: loopback, or a network the user trusts (--insecure)
    PINNED = "pinned"  # TLS, the certificate's fingerprint pinned (a self-signed certificate)
    VERIFIED = "verified"  # TLS, the certificate verified against the system's authorities and the host name


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine (plain TCP is allowed there)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


# ------------------------------------------------------------------ fingerprints
def fingerprint_of(der: bytes) -> str:
    """``sha256:<hex>`` of a certificate's DER bytes."""
    return FINGERPRINT_PREFIX + hashlib.sha256(der).hexdigest()


def parse_fingerprint(text: str) -> bytes:
    """The 32-byte digest of ``sha256:<64 hex digits>`` (colons between byte pairs, as
    ``openssl x509 -fingerprint`` prints them, are accepted); ValueError otherwise."""
    body = text.strip()
    if body[: len(FINGERPRINT_PREFIX)].lower() != FINGERPRINT_PREFIX:
        raise ValueError(f"a fingerprint starts with {FINGERPRINT_PREFIX}")
    digits = body[len(FINGERPRINT_PREFIX):].replace(":", "")
    if not _HEX_RE.fullmatch(digits):
        raise ValueError("a sha256 fingerprint holds 64 hexadecimal digits")
    return bytes.fromhex(digits)


def pin_matches(der: bytes | None, pin: bytes) -> bool:
    """Whether the certificate ``der`` is the pinned one (constant-time comparison)."""
    if der is None or len(pin) != DIGEST_BYTES:
        return False
    return hmac.compare_digest(hashlib.sha256(der).digest(), pin)


def cert_file_fingerprint(path: Path) -> str:
    """The fingerprint of the first certificate of a PEM file."""
    pem = path.read_text(encoding="ascii")
    end = pem.index(ssl.PEM_FOOTER) + len(ssl.PEM_FOOTER)
    return fingerprint_of(ssl.PEM_cert_to_DER_cert(pem[:end]))


def choose_security(host: str, pin: bytes | None, insecure: bool = False) -> Security:
    """A pin means TLS pinned to it; without one, plain TCP on loopback (or when the
    user says the network is trusted), a verified certificate anywhere else: a token
    never crosses a network in clear unless the user asked for it."""
    if pin is not None:
        return Security.PINNED
    if insecure or is_loopback(host):
        return Security.PLAIN
    return Security.VERIFIED


# ------------------------------------------------------------------ client
def client_context(security: Security, cafile: str | None = None) -> ssl.SSLContext:
    if security == Security.PINNED:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        ctx.check_hostname = False  # the pin, checked after the handshake, is the identity
        ctx.verify_mode = ssl.CERT_NONE
    else:
        ctx = ssl.create_default_context(cafile=cafile)
    ctx.minimum_version = MIN_TLS
    return ctx


def secure_client_socket(sock: socket.socket, host: str, security: Security, pin: bytes | None = None,
                         cafile: str | None = None) -> socket.socket:
    """``sock`` as the client side of ``security``: wrapped in TLS and checked (the pin
    compared, or the certificate verified), or as it is for plain TCP.  Raises
    ``TLSRefused`` (the socket closed) when the certificate is not the expected one."""
    if security == Security.PLAIN:
        return sock
    ctx = client_context(security, cafile)
    try:
        wrapped = ctx.wrap_socket(sock, server_hostname=host)
    except ssl.SSLCertVerificationError as exc:
        sock.close()
        raise TLSRefused(f"the server at {host} has a certificate that cannot be verified "
                         f"({exc.verify_message}): not connecting") from None
    if security == Security.PINNED:
        assert pin is not None
        der = wrapped.getpeercert(binary_form=True)
        if not pin_matches(der, pin):
            wrapped.close()
            shown = fingerprint_of(der) if der else "no certificate"
            raise TLSRefused(f"the server at {host} shows another certificate ({shown}) than the invite's "
                             f"({FINGERPRINT_PREFIX}{pin.hex()}): not connecting. Ask the host for a new invite.")
    return wrapped


# ------------------------------------------------------------------ server
def server_context(cert: Path, key: Path) -> ssl.SSLContext:
    """The server's TLS context from a PEM certificate (chain) and key."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = MIN_TLS
    ctx.load_cert_chain(str(cert), str(key))
    return ctx


def ensure_self_signed(folder: Path) -> tuple[Path, Path]:
    """The self-signed certificate and key in ``folder``, made the first time (the key
    written with mode 0600): the same fingerprint every start, so invites keep working."""
    cert, key = folder / CERT_NAME, folder / KEY_NAME
    if cert.exists() and key.exists():
        os.chmod(key, KEY_MODE)
        return cert, key
    cert_pem, key_pem = make_self_signed()
    fd = os.open(key, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, KEY_MODE)
    with os.fdopen(fd, "wb") as f:
        f.write(key_pem)
    os.chmod(key, KEY_MODE)  # an existing file keeps its mode through O_CREAT
    tmp = cert.with_suffix(".tmp")
    tmp.write_bytes(cert_pem)
    tmp.replace(cert)
    return cert, key


def make_self_signed() -> tuple[bytes, bytes]:
    """A new P-256 key and a self-signed certificate for it, both PEM."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, COMMON_NAME)])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=CERT_DAYS))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return cert.public_bytes(serialization.Encoding.PEM), key_pem
