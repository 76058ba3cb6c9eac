"""``mor-server``: the command line of the table server (``net/server/host.py``).

    mor-server --host 127.0.0.1 --port 7878 --data DIR [--json] [--insecure]
               [--tls-self-signed | --tls-cert FILE --tls-key FILE] [--verbose]
    mor-server --status HOST:PORT[#sha256:…]

It checks the options (plain TCP only on loopback unless ``--insecure``), sets
up the log and TLS in the data folder, and serves until SIGTERM or SIGINT;
``python -m net.server`` runs it too (``net/server/__main__.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import logging.handlers
import math
import signal
import socket
import ssl
import sys
from dataclasses import dataclass
from pathlib import Path

from core import data_dir

from ..limits import DEFAULT_LIMITS, ServerLimits
from ..protocol import (
    MAX_SERVER_FRAME,
    ClientType,
    FrameReader,
    ProtocolError,
    ServerType,
    encode,
    invite,
    parse_invite,
)
from ..tls import (
    TLSRefused,
    cert_file_fingerprint,
    choose_security,
    ensure_self_signed,
    is_loopback,
    parse_fingerprint,
    secure_client_socket,
    server_context,
)
from .host import DAY_S, Server
from .room_files import ABANDONED_DIR

log = logging.getLogger("net.server")

DEFAULT_PORT = 7878
LOG_NAME = "server.log"
LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3
EXIT_USAGE = 2
EXIT_UNREACHABLE = 1
STATUS_TIMEOUT_S = 10.0
STATUS_READS = 64
STATUS_KEYS = ("rooms", "connections", "uptime_s", "rss_mb")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mor-server", description="Host network tables of Masters of Renaissance.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0 picks a free one)")
    p.add_argument("--data", default=None, help="folder of the rooms' autosaves and the log (default: the app's "
                   "data folder's 'server')")
    p.add_argument("--json", action="store_true", help='first stdout line: {"listening": "HOST:PORT"}')
    p.add_argument("--insecure", action="store_true", help="allow plain TCP on an address other than loopback")
    p.add_argument("--tls-self-signed", action="store_true", help="TLS with a certificate made once in the data "
                   "folder; its fingerprint (sha256:…) is printed and goes into invites, where clients pin it")
    p.add_argument("--tls-cert", metavar="FILE", help="TLS with this certificate (PEM, the chain after it)")
    p.add_argument("--tls-key", metavar="FILE", help="the private key of --tls-cert (PEM)")
    p.add_argument("--act-limit", type=int, default=DEFAULT_LIMITS.act_per_window,
                   help=f"decisions per connection per {DEFAULT_LIMITS.act_window_s:g} s "
                   f"(default {DEFAULT_LIMITS.act_per_window}; bot tables may want more)")
    p.add_argument("--conns-per-address", type=int, default=DEFAULT_LIMITS.max_conns_per_address,
                   help=f"connections from one address (default {DEFAULT_LIMITS.max_conns_per_address}; players "
                   "behind one router share an address)")
    p.add_argument("--rooms-per-address", type=int, default=DEFAULT_LIMITS.max_rooms_per_address,
                   help=f"rooms created from one address that the server hosts at once (default "
                   f"{DEFAULT_LIMITS.max_rooms_per_address})")
    p.add_argument("--abandoned-days", type=float, default=DEFAULT_LIMITS.abandoned_game_s / DAY_S,
                   help="days a game in progress may stay with nobody connected and no move before it is put "
                   f"away in the data folder's '{ABANDONED_DIR}' (default {DEFAULT_LIMITS.abandoned_game_s / DAY_S:g})")
    p.add_argument("--verbose", action="store_true", help="log every connection and room event")
    p.add_argument("--status", metavar="HOST:PORT", help="ask a running server for its figures and print one "
                   "JSON line: rooms, connections, uptime_s, rss_mb (HOST:PORT#sha256:… for a self-signed server)")
    return p


def print_status(address: str) -> int:
    """``--status``: one JSON line from the server at ``address`` (its certificate pinned
    when the address carries ``#sha256:…``)."""
    try:
        host, port, _, fingerprint = parse_invite(address)
        pin = parse_fingerprint(fingerprint) if fingerprint else None
        plain = socket.create_connection((host, port), timeout=STATUS_TIMEOUT_S)
        with secure_client_socket(plain, host, choose_security(host, pin), pin) as sock:
            sock.sendall(encode({"t": ClientType.STATUS.value}))
            reader = FrameReader(MAX_SERVER_FRAME)
            for _ in range(STATUS_READS):
                data = sock.recv(65536)
                if not data:
                    break
                for msg in reader.feed(data):
                    if msg.get("t") == ServerType.STATUS:
                        print(json.dumps({k: msg.get(k) for k in STATUS_KEYS}), flush=True)
                        return 0
    except (OSError, ValueError, ProtocolError, TLSRefused) as exc:
        print(f"mor-server: no status from {address}: {exc}", file=sys.stderr)
        return EXIT_UNREACHABLE
    print(f"mor-server: {address} gave no status", file=sys.stderr)
    return EXIT_UNREACHABLE


def setup_logging(folder: Path, verbose: bool) -> None:
    level = logging.INFO if verbose else logging.WARNING
    root = logging.getLogger("net")
    root.setLevel(logging.INFO)
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    stderr = logging.StreamHandler(sys.stderr)
    stderr.setLevel(level)
    stderr.setFormatter(fmt)
    root.addHandler(stderr)
    with contextlib.suppress(OSError):
        file = logging.handlers.RotatingFileHandler(folder / LOG_NAME, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                                    encoding="utf-8")
        file.setFormatter(fmt)
        root.addHandler(file)


@dataclass(frozen=True)
class TLSSetup:
    """The server's TLS: its context and, for a self-signed certificate, the fingerprint
    that goes into invites."""

    context: ssl.SSLContext | None
    fingerprint: str | None


def tls_setup(args: argparse.Namespace, folder: Path) -> TLSSetup:
    """From the command line; ValueError or OSError with a message for the user."""
    if args.tls_self_signed and (args.tls_cert or args.tls_key):
        raise ValueError("--tls-self-signed or --tls-cert/--tls-key, not both")
    if bool(args.tls_cert) != bool(args.tls_key):
        raise ValueError("--tls-cert and --tls-key go together")
    if args.tls_self_signed:
        cert, key = ensure_self_signed(folder)
        return TLSSetup(server_context(cert, key), cert_file_fingerprint(cert))
    if args.tls_cert:
        key = Path(args.tls_key)
        context = server_context(Path(args.tls_cert), key)
        if key.stat().st_mode & 0o077:
            log.warning("the TLS key %s can be read by other users: chmod 600 it", key)
        return TLSSetup(context, None)
    return TLSSetup(None, None)


def limits_from_args(args: argparse.Namespace) -> ServerLimits:
    """The limits the command line sets (ValueError: a value out of range)."""
    if not 0 <= args.port < 1 << 16 or min(args.act_limit, args.conns_per_address, args.rooms_per_address) < 1:
        raise ValueError("--port is 0-65535, --act-limit, --conns-per-address and --rooms-per-address at least 1")
    if not (math.isfinite(args.abandoned_days) and args.abandoned_days > 0):
        raise ValueError("--abandoned-days is a number of days above 0")
    return ServerLimits(act_per_window=args.act_limit, max_conns_per_address=args.conns_per_address,
                        max_rooms_per_address=args.rooms_per_address, abandoned_game_s=args.abandoned_days * DAY_S)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.status:
        return print_status(args.status)
    tls_wanted = args.tls_self_signed or args.tls_cert or args.tls_key
    if not is_loopback(args.host) and not args.insecure and not tls_wanted:
        print(f"mor-server: refusing plain TCP on {args.host}: anyone on the network could read the game. "
              "Use TLS (--tls-self-signed, or --tls-cert FILE --tls-key FILE), listen on 127.0.0.1, or pass "
              "--insecure on a network you trust.", file=sys.stderr)
        return EXIT_USAGE
    try:
        limits = limits_from_args(args)
    except ValueError as exc:
        print(f"mor-server: {exc}", file=sys.stderr)
        return EXIT_USAGE
    folder = Path(args.data) if args.data else data_dir() / "server"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"mor-server: cannot use the data folder {folder}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    setup_logging(folder, args.verbose)
    try:
        tls = tls_setup(args, folder)
    except (ValueError, OSError, ssl.SSLError) as exc:
        print(f"mor-server: cannot set up TLS: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
        return EXIT_USAGE
    return asyncio.run(_serve(Server(limits, folder, tls=tls.context), args.host, args.port, args.json,
                              tls.fingerprint))


async def _serve(server: Server, host: str, port: int, as_json: bool, fingerprint: str | None = None) -> int:
    try:
        bound = await server.start(host, port)
    except OSError as exc:
        print(f"mor-server: cannot listen on {host}:{port}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):  # before the first line: a tool reading it may stop us at once
        loop.add_signal_handler(sig, lambda: asyncio.ensure_future(server.stop()))
    shown = f"[{bound[0]}]:{bound[1]}" if ":" in bound[0] else f"{bound[0]}:{bound[1]}"
    log.info("listening on %s (%s)", shown, f"TLS, certificate {fingerprint}" if fingerprint
                else "TLS" if server.tls is not None else "plain TCP")
    if as_json:
        first: dict[str, str] = {"listening": shown}
        if fingerprint:
            first["fingerprint"] = fingerprint
        print(json.dumps(first), flush=True)
    else:
        print(f"mor-server listening on {shown} ({len(server.rooms)} rooms reopened)", flush=True)
        if fingerprint:
            print(f"certificate fingerprint {fingerprint}: invites look like "
                  f"{invite(bound[0], bound[1], 'ROOM', fingerprint)}", flush=True)
    await server.wait_stopped()
    return 0


if __name__ == "__main__":
    sys.exit(main())
