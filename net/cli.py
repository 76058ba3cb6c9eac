"""``mor-arena net play``: a headless client that plays one seat with a bot.

    mor-arena net play (--server ADDRESS --create SEATS | --invite INVITE) --bot BOT
                       [--name N] [--dump FILE] [--json] [--insecure]

ADDRESS and INVITE end with ``#sha256:…`` when the server has a self-signed
certificate: the client pins it (net/tls.py) and refuses any other.

``--create me,open,greedy`` creates a room (``me``: this client, ``open``: a seat
for someone to join, a bot name: a server-side bot) and prints
``{"room": ..., "invite": ...}`` as its first line.  At the end it prints one JSON
line with ``room``, ``seat``, ``winners``, ``v``, ``messages``, ``bytes``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Sequence
from typing import BinaryIO

from .client import SeatPlayer, ServerRefused
from .protocol import invite, parse_invite
from .tls import TLSRefused

EXIT_FAILED = 1
EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mor-arena net", description="Network tables from the command line.")
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("play", help="play one seat of a network table with a bot")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--server", help="HOST:PORT or mor://HOST:PORT of a mor-server (with --create), followed by "
                       "#sha256:… when the server has a self-signed certificate")
    where.add_argument("--invite", help="an invite mor://HOST:PORT/ROOM[#sha256:…] to join")
    p.add_argument("--create", help="the seats of a new room, e.g. me,open,greedy (with --server)")
    p.add_argument("--bot", required=True, help="the bot playing this seat, e.g. greedy or mcts:easy")
    p.add_argument("--name", default="", help="the name shown at the table")
    p.add_argument("--seed", type=int, default=0, help="the bot's seed")
    p.add_argument("--dump", help="write every decoded message received, in order, as msgpack to FILE")
    p.add_argument("--json", action="store_true", help="stdout holds only the JSON lines")
    p.add_argument("--insecure", action="store_true", help="plain TCP to a server off loopback (without it, such "
                   "a server must show a valid certificate or the invite's fingerprint)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if (args.server is None) != (args.create is None):
        parser.error("--server goes with --create, --invite alone")
    try:
        host, port, room, fingerprint = parse_invite(args.server or args.invite)
    except ValueError as exc:
        parser.error(str(exc))
    if args.invite and room is None:
        parser.error("an invite names its room: mor://HOST:PORT/ROOM")
    with contextlib.ExitStack() as stack:
        dump: BinaryIO | None = stack.enter_context(open(args.dump, "wb")) if args.dump else None
        try:
            player = SeatPlayer(host, port, args.bot, name=args.name, seed=args.seed, dump=dump,
                                fingerprint=fingerprint, insecure=args.insecure)
        except ValueError as exc:
            parser.error(str(exc))
        stack.callback(player.close)
        try:
            if args.create:
                welcome = player.create([s.strip() for s in args.create.split(",")])
                print(json.dumps({"room": welcome["room"], "invite": invite(host, port, welcome["room"], fingerprint)}),
                      flush=True)
            else:
                assert room is not None
                player.join(room)
            if not args.json:
                print(f"mor-arena net: seat {player.seat}, waiting for the table", file=sys.stderr)
            result = player.play()
        except ServerRefused as exc:
            print(f"mor-arena net: the server refused: {exc}", file=sys.stderr)
            return EXIT_FAILED
        except TLSRefused as exc:
            print(f"mor-arena net: {exc}", file=sys.stderr)
            return EXIT_FAILED
        except OSError as exc:
            what = "no TLS connection with" if fingerprint else "cannot reach"
            print(f"mor-arena net: {what} {host}:{port}: {exc}", file=sys.stderr)
            return EXIT_FAILED
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
